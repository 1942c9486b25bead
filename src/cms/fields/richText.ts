import {
  BoldFeature,
  FixedToolbarFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'

import { RICH_TEXT_LINK_COLLECTIONS } from '@/lib/routing/docHref'

/**
 * SPEC §9 rich text: bold, italic, links (https by default, optionally in a new window), bulleted
 * and numbered lists; undo and redo are part of the editor.
 */
export const richTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    LinkFeature({ enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
