import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '@/i18n/locales'

import { internalLinkHref, type LinkFields } from '../domain/richTextLinks'

type Props = { data: unknown; locale: Locale; className?: string }

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

/**
 * Payload's converters, except
 * - list items: theirs write `value` on every <li>, which HTML allows only inside <ol> (the Nu HTML
 *   Checker refuses it in <ul>); the numbering follows the order anyway;
 * - links to our own documents: theirs need a URL function and write `href="#"` without one; ours
 *   go through docHref, in the page's language, and a link to a document that is gone is left out.
 */
const converters =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX, ...rest }) => {
      const fields = node.fields as LinkFields
      if (fields.linkType !== 'internal')
        return defaultConverters.link && typeof defaultConverters.link === 'function'
          ? defaultConverters.link({ node, nodesToJSX, ...rest })
          : null
      const children = nodesToJSX({ nodes: node.children })
      const href = internalLinkHref(fields, locale)
      return href ? <a href={href}>{children}</a> : <>{children}</>
    },
    listitem: ({ node, nodesToJSX }) => {
      const nested = node.children.some((child) => child.type === 'list')
      return <li className={nested ? 'nestedListItem' : undefined}>{nodesToJSX({ nodes: node.children })}</li>
    },
  })

/** Rich text stored in Payload's Lexical format, rendered on the server. */
export function RichText({ data, locale, className }: Props) {
  if (!isEditorState(data)) return null
  return <LexicalRichText data={data} converters={converters(locale)} className={['rich-text', className].filter(Boolean).join(' ')} />
}
