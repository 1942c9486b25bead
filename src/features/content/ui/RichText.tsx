import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type Props = { data: unknown; className?: string }

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

/**
 * Payload's converters, except list items: theirs write `value` on every <li>, which HTML allows
 * only inside <ol> (the Nu HTML Checker refuses it in <ul>); the numbering follows the order anyway.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: ({ node, nodesToJSX }) => {
    const nested = node.children.some((child) => child.type === 'list')
    return <li className={nested ? 'nestedListItem' : undefined}>{nodesToJSX({ nodes: node.children })}</li>
  },
})

/** Rich text stored in Payload's Lexical format, rendered on the server. */
export function RichText({ data, className }: Props) {
  if (!isEditorState(data)) return null
  return <LexicalRichText data={data} converters={converters} className={['rich-text', className].filter(Boolean).join(' ')} />
}
