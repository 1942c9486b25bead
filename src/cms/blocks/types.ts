import type { Page } from '@/payload-types'

/**
 * The data types of content modules (SPEC §3), derived from the generated Payload types. The
 * components' props live with the components (`features/content/modules/types.ts`).
 */

export type ModuleBlock = NonNullable<Page['modules']>[number]
export type BlockType = ModuleBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<ModuleBlock, { blockType: T }>
export type ChildBlock = NonNullable<NonNullable<BlockOf<'section'>['columns']>[number]['children']>[number]
