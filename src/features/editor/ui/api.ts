import type { AnswerOf, AnyAnswerOf } from '@/api/answers'
import { type Answer, type BodyOf, type CallInit, callerFor } from '@/api/client'
import { EDITOR_CALLS, type EditorCallName } from '@/api/editorCalls'
import type { PathValuesOf } from '@/api/paths'
import type { Locale } from '@/i18n/locales'

const editor = callerFor(EDITOR_CALLS)

/**
 * One of the edit layer's calls, by its contract name (the edit layer's own table, decision 024).
 * The browser's one caller sends the CSRF header and credentials; a network failure answers status
 * 0, so the layer shows its error alert instead of throwing.
 */
export function editorCall<N extends EditorCallName>(
  name: N,
  init: CallInit<typeof EDITOR_CALLS, N>,
): Promise<Answer<AnyAnswerOf<N>, AnswerOf<N>>> {
  return editor.call(name, init)
}

/** The writes of the edit layer that go through `useDraftWrites` (a version stamp, undo, conflicts). */
type WriteName = 'createModule' | 'updateModule' | 'patchModule' | 'deleteModule' | 'restoreVersion' | 'undo' | 'publish'

type PathOf<N extends WriteName> = Omit<PathValuesOf<(typeof EDITOR_CALLS)[N]['path']>, 'locale'>

/** The contract call of a write, with its path's values (the language and the document are the layer's) and its body. */
export type WriteCall = {
  [N in WriteName]: { name: N; body?: BodyOf<N> } & (keyof PathOf<N> extends never ? { path?: undefined } : { path: PathOf<N> })
}[WriteName]

/** The answer of any write, its fields as the routes make them. */
export type WriteAnswer = Answer<AnyAnswerOf<WriteName>, AnswerOf<WriteName>>

/** One write of the edit layer: its contract call in the page's language, on the document at the version the editor saw. */
export function editorWrite(request: WriteCall, locale: Locale, query: { doc: string; base: string }): Promise<WriteAnswer> {
  return editor.call(request.name, { path: { locale, ...request.path }, query, body: request.body })
}
