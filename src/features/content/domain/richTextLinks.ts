import type { Locale } from '@/i18n/locales'
import { docHref, isLinkedCollection, type LinkedDoc } from '@/lib/routing/docHref'

/** What a Lexical link node stores (Payload's LinkFeature). */
export type LinkFields = {
  linkType?: 'custom' | 'internal' | null
  url?: string | null
  doc?: { relationTo?: string; value?: unknown } | null
}

function isLinkedDoc(value: unknown): value is LinkedDoc {
  return typeof value === 'object' && value !== null && 'id' in value
}

/**
 * Where a rich-text link to a document of ours goes, in the page's language, through the one
 * document-to-URL function. Null when the document is gone or cannot be linked (the text is then
 * shown without a link rather than with a dead one).
 */
export function internalLinkHref(fields: LinkFields, locale: Locale): string | null {
  const doc = fields.doc
  if (!doc?.relationTo || !isLinkedCollection(doc.relationTo) || !isLinkedDoc(doc.value)) return null
  return docHref(doc.relationTo, doc.value, locale)
}
