import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { pageSiblings } from '@/features/pages/server/frame'
import { getEditorUser } from './editorUser'
import type { Locale } from '@/i18n/locales'

import { NEWER_TYPES, TOOLBAR_TYPES } from '../domain/moduleTypes'
import type { EditorState, VersionPreview } from '../domain/state'
import { allModules, type EditTree, type StoredModule } from '../domain/tree'
import { type DocRef, loadDraft } from './documents'
import { blockForms, type VersionEntry } from './publishing'
import { changedSinceOther } from './languageChanges'

export type ModuleDiff = Map<string, 'changed' | 'only-here'>

/** How a version's modules differ from the draft's: per module of the version, and how many of the draft's it lacks. */
export function diffModules(version: EditTree, draft: EditTree): { diff: ModuleDiff; notInVersion: number } {
  const current = new Map(allModules(draft).flatMap((module) => (module.id ? [[module.id, module] as const] : [])))
  const diff: ModuleDiff = new Map()
  const seen = new Set<string>()
  for (const entry of allModules(version)) {
    if (!entry.id) continue
    seen.add(entry.id)
    const now = current.get(entry.id)
    if (!now) diff.set(entry.id, 'only-here')
    else if (JSON.stringify(withoutColumns(now)) !== JSON.stringify(withoutColumns(entry))) diff.set(entry.id, 'changed')
  }
  return { diff, notInVersion: [...current.keys()].filter((id) => !seen.has(id)).length }
}

/** A section compares by its own fields; its columns' modules compare on their own. */
function withoutColumns(module: StoredModule): StoredModule {
  const { columns: _columns, ...rest } = module
  return rest
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
  version: (Omit<VersionPreview, 'notInVersion'> & { tree: EditTree }) | null
  /** The page's address in each language, when it is not a CMS page's own (detail pages). */
  links?: Partial<Record<Locale, string>>
  /** The back office's edit view of the document the page shows (SPEC §3 admin edit links), when it is not `ref` itself. */
  adminEditUrl?: string
}

/** What the edit layer needs for one document in one language (see EditorState); null when the draft cannot be read. */
export async function editorState({ payload, user, locale, ref, title, path, editing, toolbarShown, version, links: given, adminEditUrl }: Input): Promise<{ state: EditorState; diff: ModuleDiff | null } | null> {
  const other: Locale = locale === 'de' ? 'en' : 'de'
  const [draft, otherDraft, links, changed] = await Promise.all([
    loadDraft(payload, user, locale, ref),
    loadDraft(payload, user, other, ref),
    ref.collection === 'pages' ? pageSiblings(payload, ref.id, true) : Promise.resolve(given ?? {}),
    changedSinceOther({ payload, user, locale, ref }),
  ])
  if (!draft) return null
  const forms = blockForms()
  const compared = version ? diffModules(version.tree, draft.tree) : null
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
    changedSinceOther: changed,
    links,
    path,
    adminMenus: getEditorUser(user, locale)?.admin_menus ?? [],
    adminEditUrl: adminEditUrl ?? `/admin/collections/${ref.collection}/${ref.id}`,
    version: version && compared ? { id: version.id, updated_at: version.updated_at, author: version.author, status: version.status, notInVersion: compared.notInVersion } : null,
    editing: editing && !version,
    toolbarShown,
  }
  return { state, diff: compared?.diff ?? null }
}

export type { VersionEntry }
