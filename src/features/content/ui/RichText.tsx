import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type Props = { data: unknown; className?: string }

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

/** Rich text stored in Payload's Lexical format, rendered on the server. */
export function RichText({ data, className }: Props) {
  if (!isEditorState(data)) return null
  return <LexicalRichText data={data} className={['rich-text', className].filter(Boolean).join(' ')} />
}
