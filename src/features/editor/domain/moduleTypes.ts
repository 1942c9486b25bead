/**
 * SPEC §3 toolbar types and §7's `/{locale}/pageeditor-api/{module}` paths. The path names a
 * module type in lower case (`fullteaser`, `teaserlist`); the toolbar's `faq` is the FAQ item.
 * Block slugs come from the block configs (the single list of modules), so a block without a path
 * name cannot exist.
 */

import type { BlockType } from '@/cms/blocks/types'

/** SPEC §3 toolbar types, in the toolbar's order, then the newer set. */
export const TOOLBAR_TYPES = [
  'headline',
  'text',
  'link',
  'image',
  'faqItem',
  'video',
  'audio',
  'viewer',
  'quote',
  'fullTeaser',
  'teaserList',
  'imageList',
  'videoList',
  'socialMedia',
] as const satisfies readonly BlockType[]

export const NEWER_TYPES = [
  'section',
  'heroMedia',
  'twoColumns',
  'teaserItem',
  'blogTeaserList',
  'eventList',
  'highlightTeaser',
  'anchorList',
  'logoList',
  'venue',
  'venueList',
  'videoFile',
  'audioFile',
  'html',
  'hubspotForm',
] as const satisfies readonly BlockType[]

/** Every module type is offered: a block missing from both lists fails to compile (issue 25). */
type Offered = (typeof TOOLBAR_TYPES)[number] | (typeof NEWER_TYPES)[number]
const everyBlockOffered: Record<Exclude<BlockType, Offered>, never> = {}
void everyBlockOffered

const ALIASES: Record<string, string> = { faq: 'faqItem' }

/** The path name of a block slug: 'fullTeaser' → 'fullteaser'. */
export function modulePathName(slug: string): string {
  return slug.toLowerCase()
}

/** The block slug a path names, among `slugs`; null for anything else. */
export function slugOfPathName(name: string, slugs: readonly string[]): string | null {
  const lower = name.toLowerCase()
  const aliased = ALIASES[lower] ?? lower
  return slugs.find((slug) => slug.toLowerCase() === aliased.toLowerCase()) ?? null
}
