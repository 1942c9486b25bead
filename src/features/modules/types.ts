import type { ReactNode } from 'react'

import type { BlockOf, BlockType, ChildBlock, ModuleBlock } from '@/cms/blocks/types'
import type { Locale } from '@/i18n/locales'

/**
 * What a module's component is given, and where a module stands for the edit layer. Type-only, so
 * the components, the renderer and the edit layer share them without importing one another.
 */

export type BlockProps<T extends BlockType> = {
  block: BlockOf<T>
  locale: Locale
  /** The first module of a page: its large image loads eagerly with high priority. */
  priority?: boolean
  /** For modules that hold modules: the modules of a section's column (`column`, from 0). */
  renderBlocks: (blocks: ChildBlock[], locale: Locale, column?: number) => ReactNode
}

/** One list of modules: the page's own (`section` and `column` null), a section's column, or a container's column (`section` null). */
export type ModuleSlot = { section: string | null; column: number | null }

/** Where a module stands, for the edit layer; `block` is null for an empty list (where modules can be added). */
export type ModulePlace = { block: ModuleBlock | ChildBlock | null; slot: ModuleSlot; index: number; count: number }

/**
 * DESIGN §7: the one slot through which the edit layer wraps each rendered module (outline, edit,
 * move, duplicate, delete, add). Public pages pass none, so they render exactly the modules.
 */
export type ModuleFrame = (place: ModulePlace, rendered: ReactNode) => ReactNode
