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

import type { TextFieldSingleValidation } from 'payload'

import { validateLinkUrl } from '../rules/validation'
import { RICH_TEXT_LINK_COLLECTIONS } from '@/lib/routing/docHref'

import { editorLocale } from '../blocks/validate'
import { prop } from '@/lib/types/guards'

/** The link drawer's address: Lexical's own check, then ours for a typed (not internal) link. */
function richTextUrl(builtIn: TextFieldSingleValidation | undefined): TextFieldSingleValidation {
  return async (value, options) => {
    const first = builtIn ? await builtIn(value, options) : true
    if (first !== true && first !== undefined) return first
    if (prop(options.siblingData, 'linkType') === 'internal') return true
    return validateLinkUrl(value, editorLocale(options.req))
  }
}

/**
 * SPEC §9 rich text: bold, italic, links (https by default, optionally in a new window), bulleted
 * and numbered lists; undo and redo are part of the editor.
 */
export const richTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    LinkFeature({
      enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS],
      // A typed address obeys the site's link rule (no javascript:, data: or //host), with its message in the editor's language.
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.name === 'url' && field.type === 'text' && !field.hasMany ? { ...field, validate: richTextUrl(field.validate) } : field,
        ),
    }),
    UnorderedListFeature(),
    OrderedListFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
