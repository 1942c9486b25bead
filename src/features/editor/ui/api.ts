import type { Locale } from '@/i18n/locales'
import type { CallName } from '@/api/contract'
import { call, type CallInit } from '@/lib/browser/api'

import type { WriteRequest } from './editorContext'

/**
 * The edit layer's answers (the browser's one caller, `@/lib/browser/api`, sends the CSRF header
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

/** One of the edit layer's calls, by its contract name. */
export function editorCall<N extends CallName>(name: N, init: CallInit<N>): Promise<Answer> {
  return call<N, Answer['body']>(name, init)
}

/** One write of the edit layer: its contract call in the page's language, on the document at the version the editor saw. */
export function editorWrite(request: WriteRequest, locale: Locale, query: { doc: string; base: string }): Promise<Answer> {
  return editorCall(request.name, { path: { locale, ...request.path } as never, query, body: request.body })
}
