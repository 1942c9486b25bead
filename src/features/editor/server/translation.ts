import 'server-only'

import { getLocalI18n, type Payload, type TypedUser } from 'payload'

import { type Locale, otherLocale } from '@/i18n/locales'
import { apiTranslator } from '@/i18n/translator'
import { pagePaths } from '@/features/content/server/pagePaths'
import { localizedPagePath } from '@/lib/routing/pagePath'
import { slugify } from '@/lib/text/slugify'

import { allModules, copyWithNewIds, type EditTree, type StoredColumn, type StoredModule } from '../domain/tree'
import { type DocRef, exclusiveOn, loadDraft, mayEdit, newModuleId } from './documents'
import { messageOf, payloadFieldErrors, statusOf } from '@/lib/payload/errors'

/**
 * Issue 24, bilingual work: the language a page or an editable section does not have yet starts
 * where the editor is, as a draft: with a copy of the other language's modules (fresh ids: rows
 * of localized blocks share one table across languages) or empty. A page gets its title (the
 * other language's unless the editor typed one) and a path from it; the public sees the new
 * language once the editor publishes.
 */

export type TranslationStarted = { ok: true; stamp: string; path: string | null }
export type TranslationFailure =
  | { ok: false; code: 'forbidden' | 'not-found' }
  | { ok: false; code: 'conflict'; stamp: string }
  | { ok: false; code: 'exists' }
  | { ok: false; code: 'invalid'; fields: Record<string, string>; message: string }

type Input = { payload: Payload; user: TypedUser; locale: Locale; ref: DocRef; base: string; copy: boolean; title: string | null }

/** A tree's modules copied for another language: every id renewed (columns' too). */
export function copiedTree(tree: EditTree): EditTree {
  if (tree.kind === 'page') return { kind: 'page', modules: tree.modules.map((module) => copyWithNewIds(module, newModuleId)) }
  return {
    kind: 'container',
    columns: tree.columns.map((column): StoredColumn => ({
      ...column,
      id: newModuleId(),
      children: (column.children ?? []).map((module: StoredModule) => copyWithNewIds(module, newModuleId)),
    })),
  }
}

export async function startTranslation(input: Input): Promise<TranslationStarted | TranslationFailure> {
  if (!mayEdit(input.user)) return { ok: false, code: 'forbidden' }
  return exclusiveOn(input.ref, () => started(input))
}

async function started({ payload, user, locale, ref, base, copy, title }: Input): Promise<TranslationStarted | TranslationFailure> {
  const from: Locale = otherLocale(locale)
  const [target, source] = await Promise.all([loadDraft(payload, user, locale, ref), loadDraft(payload, user, from, ref)])
  if (!target || !source) return { ok: false, code: 'not-found' }
  if (target.stamp !== base) return { ok: false, code: 'conflict', stamp: target.stamp }
  if (allModules(target.tree).length > 0) return { ok: false, code: 'exists' }
  const tree = copy
    ? copiedTree(source.tree)
    : source.tree.kind === 'page'
      ? { kind: 'page' as const, modules: [] }
      : { kind: 'container' as const, columns: source.tree.columns.map((column) => ({ ...column, id: newModuleId(), children: [] })) }
  const data: Record<string, unknown> = tree.kind === 'page' ? { modules: tree.modules } : { columns: tree.columns }
  if (ref.collection === 'pages') {
    // A page that has a path in this language keeps its title and path; only its modules start.
    if (!(await pagePaths(payload, ref.id, true))[locale]) {
      const name = title?.trim() || source.title || ''
      // The address is made from the title: it needs a letter or a digit.
      if (!slugify(name)) {
        const message = apiTranslator(locale)('editor.titleNeeded')
        return { ok: false, code: 'invalid', fields: { title: message }, message }
      }
      data.title = name
      data.slug = slugify(name)
    }
  }
  const i18n = await getLocalI18n({ config: payload.config, language: locale })
  try {
    const saved = (await payload.update({
      collection: ref.collection,
      id: ref.id,
      locale,
      fallbackLocale: false,
      data,
      draft: true,
      depth: 0,
      user,
      overrideAccess: false,
      req: { i18n, t: i18n.t },
    })) as unknown as { updatedAt: string; path?: string | null }
    return {
      ok: true,
      stamp: saved.updatedAt,
      path: ref.collection === 'pages' && saved.path ? localizedPagePath(locale, saved.path) : null,
    }
  } catch (error) {
    const errors = payloadFieldErrors(error)
    if (errors)
      return {
        ok: false,
        code: 'invalid',
        fields: Object.fromEntries(errors.map((entry) => [entry.path, entry.message])),
        message: errors.map((entry) => entry.message).join(' '),
      }
    // The path hook refuses a path another page of this language has, with a message in the editor's language.
    const message = messageOf(error)
    if (statusOf(error) === 400 && message !== null) return { ok: false, code: 'invalid', fields: { title: message }, message }
    throw error
  }
}
