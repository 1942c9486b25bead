import { sanitizeEditorHtml } from '@/features/content/domain/editorHtml'

import type { BlockProps } from './types'

/** Editor-written HTML (SPEC §3 html_code), sanitised with the allow-list of decision 010 before it reaches the page. */
export function HtmlComponent({ block }: BlockProps<'html'>) {
  return <div className="module module--narrow html-module" dangerouslySetInnerHTML={{ __html: sanitizeEditorHtml(block.html_code) }} />
}
