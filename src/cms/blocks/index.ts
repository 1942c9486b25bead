import type { Block } from 'payload'

import { sectionChildBlocks } from './childBlocks'
import { SectionBlock } from './Section/config'

export { sectionChildBlocks }

/** The single list of content modules a page may hold (SPEC §3), derived once from the block folders. */
export const moduleBlocks: Block[] = [...sectionChildBlocks, SectionBlock]
