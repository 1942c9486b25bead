import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/**
 * The types of content modules (SPEC §3), derived from the generated Payload types: what a module
 * is, its component's props, and where it stands for the edit layer. Type-only, so block
 * components, the renderer and the edit layer share them without importing one another.
 */

export type ModuleBlock = NonNullable<Page['modules']>[number]
export type BlockType = ModuleBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<ModuleBlock, { blockType: T }>
export type BlockProps<T extends BlockType> = {
  block: BlockOf<T>
  locale: Locale
  /** The first module of a page: its large image loads eagerly with high priority. */
  priority?: boolean
  /** For modules that hold modules: the modules of a section's column (`column`, from 0). */
  renderBlocks: (blocks: ChildBlock[], locale: Locale, column?: number) => ReactNode
}
export type ChildBlock = NonNullable<NonNullable<BlockOf<'section'>['columns']>[number]['children']>[number]

/** One list of modules: the page's own (`section` and `column` null), a section's column, or a container's column (`section` null). */
export type ModuleSlot = { section: string | null; column: number | null }

/** Where a module stands, for the edit layer; `block` is null for an empty list (where modules can be added). */
export type ModulePlace = { block: ModuleBlock | ChildBlock | null; slot: ModuleSlot; index: number; count: number }

/**
 * DESIGN §7: the one slot through which the edit layer wraps each rendered module (outline, edit,
 * move, duplicate, delete, add). Public pages pass none, so they render exactly the modules.
 */
export type ModuleFrame = (place: ModulePlace, rendered: ReactNode) => ReactNode
