import { EDITOR_CALLS, type EditorCallName } from '@/api/editorCalls'
import type { Locale } from '@/i18n/locales'
import { type CallInit, callerFor } from '@/api/client'

import type { WriteRequest } from './editorContext'

/**
 * The edit layer's answers (the browser's one caller, `@/api/client`, sends the CSRF header
 * and credentials on every call). A network failure answers status 0, so the layer shows its error
 * alert instead of throwing.
 */
export type Answer = {
  status: number
  body: {
    ok?: boolean
    stamp?: string
    backup?: unknown
    module_id?: string | null
    error?: string
    message?: string
    fields?: Record<string, string>
    [key: string]: unknown
  }
}

const editor = callerFor(EDITOR_CALLS)

/** One of the edit layer's calls, by its contract name (the edit layer's own table, decision 024). */
export function editorCall<N extends EditorCallName>(name: N, init: CallInit<typeof EDITOR_CALLS, N>): Promise<Answer> {
  return editor.call<N, Answer['body']>(name, init)
}

/** One write of the edit layer: its contract call in the page's language, on the document at the version the editor saw. */
export function editorWrite(request: WriteRequest, locale: Locale, query: { doc: string; base: string }): Promise<Answer> {
  return editorCall(request.name, { path: { locale, ...request.path } as never, query, body: request.body })
}
