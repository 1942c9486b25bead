import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { pagePaths } from '@/features/content/server/pagePaths'
import { type Locale, otherLocale } from '@/i18n/locales'

import { excerptOf, fieldChanges, versionChanges } from '../domain/history'
import { NEWER_TYPES, TOOLBAR_TYPES } from '../domain/moduleTypes'
import type { EditorState, FrameDiff, VersionPreview } from '../domain/state'
import { allModules, type EditTree } from '../domain/tree'
import { type DocRef, loadDraft } from './documents'
import { getEditorUser } from './editorUser'
import { changedSinceOther } from './languageChanges'
import { blockForms } from './publishing'
import { type VersionEntry } from './versions'

export type ModuleDiff = Map<string, FrameDiff>

/** Words of a module shown beside it when two versions are compared. */
const COMPARE_WORDS = 240

/**
 * How a version's modules differ from another state of the document (the draft, or an older
 * version): per module of the version, with its words before and after (issue 24), and how many of
 * the other's modules it lacks.
 */
export function diffModules(version: EditTree, baseline: EditTree): { diff: ModuleDiff; notInVersion: number } {
  const byId = (tree: EditTree) => new Map(allModules(tree).flatMap((module) => (module.id ? [[module.id, module] as const] : [])))
  const was = byId(baseline)
  const now = byId(version)
  const diff: ModuleDiff = new Map()
  let notInVersion = 0
  for (const change of versionChanges(baseline, version, COMPARE_WORDS)) {
    if (change.kind === 'removed') notInVersion++
    else if (change.kind === 'added') diff.set(change.id, { kind: 'only-here', before: null, after: change.excerpt, fields: [] })
    else if (change.kind === 'changed') {
      const old = was.get(change.id) ?? { blockType: change.type }
      diff.set(change.id, {
        kind: 'changed',
        before: excerptOf(old, COMPARE_WORDS),
        after: change.excerpt,
        fields: fieldChanges(old, now.get(change.id) ?? old, COMPARE_WORDS),
      })
    }
  }
  return { diff, notInVersion }
}

type Input = {
  payload: Payload
  user: TypedUser
  locale: Locale
  ref: DocRef
  title: string
  path: string
  editing: boolean
  toolbarShown: boolean
  version: (Omit<VersionPreview, 'notInVersion' | 'compare'> & { tree: EditTree }) | null
  /** An older version to compare `version` with, instead of the draft (issue 24). */
  compare?: { id: string; updated_at: string; tree: EditTree } | null
  /** The page's address in each language, when it is not a CMS page's own (detail pages). */
  links?: Partial<Record<Locale, string>>
  /** The back office's edit view of the document the page shows (SPEC §3 admin edit links), when it is not `ref` itself. */
  adminEditUrl?: string
}

/** What the edit layer needs for one document in one language (see EditorState); null when the draft cannot be read. */
export async function editorState({
  payload,
  user,
  locale,
  ref,
  title,
  path,
  editing,
  toolbarShown,
  version,
  compare = null,
  links: given,
  adminEditUrl,
}: Input): Promise<{ state: EditorState; diff: ModuleDiff | null } | null> {
  const other: Locale = otherLocale(locale)
  const [draft, otherDraft, links, changed] = await Promise.all([
    loadDraft(payload, user, locale, ref),
    loadDraft(payload, user, other, ref),
    ref.collection === 'pages' ? pagePaths(payload, ref.id, true) : Promise.resolve(given ?? {}),
    // Markers stand on the language that needs updating: the other language's modules changed since this one was last edited.
    changedSinceOther({ payload, user, locale: other, ref }),
  ])
  if (!draft) return null
  const forms = blockForms()
  const compared = version ? diffModules(version.tree, compare ? compare.tree : draft.tree) : null
  const state: EditorState = {
    locale,
    doc: `${ref.collection}:${ref.id}`,
    stamp: draft.stamp,
    status: draft.status,
    unpublished: draft.status === 'draft',
    title,
    forms,
    toolbar: [...TOOLBAR_TYPES, ...NEWER_TYPES].filter((type) => forms[type]),
    modules: Object.fromEntries(allModules(draft.tree).flatMap((module) => (module.id ? [[module.id, module]] : []))),
    // Sections are copied by their modules (a copied section would start with empty columns).
    other: { locale: other, modules: otherDraft ? allModules(otherDraft.tree).filter((module) => module.blockType !== 'section') : [] },
    otherChanged: changed,
    online: draft.online,
    links,
    path,
    adminMenus: getEditorUser(user, locale)?.admin_menus ?? [],
    adminEditUrl: adminEditUrl ?? `/admin/collections/${ref.collection}/${ref.id}`,
    version:
      version && compared
        ? {
            id: version.id,
            updated_at: version.updated_at,
            author: version.author,
            status: version.status,
            notInVersion: compared.notInVersion,
            compare: compare ? { id: compare.id, updated_at: compare.updated_at } : null,
          }
        : null,
    editing: editing && !version,
    toolbarShown,
  }
  return { state, diff: compared?.diff ?? null }
}

export type { VersionEntry }
