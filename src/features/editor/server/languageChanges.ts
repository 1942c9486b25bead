import 'server-only'

import type { Payload, TypedUser } from 'payload'

import type { Locale } from '@/i18n/locales'

import { allModules, type EditTree, type StoredColumn, type StoredModule } from '../domain/tree'
import type { DocRef } from './documents'

type Localized<T> = Partial<Record<Locale, T | null>>
type VersionDoc = { version: { modules?: Localized<StoredModule[]>; columns?: Localized<StoredColumn[]> } }

function treeIn(ref: DocRef, doc: VersionDoc, locale: Locale): EditTree {
  return ref.collection === 'pages' ? { kind: 'page', modules: doc.version.modules?.[locale] ?? [] } : { kind: 'container', columns: doc.version.columns?.[locale] ?? [] }
}

/** Each module by id with what it holds, its section's columns left out (their modules count on their own). */
function byId(tree: EditTree): Map<string, string> {
  return new Map(
    allModules(tree).flatMap((module) => {
      if (!module.id) return []
      const { columns: _columns, ...own } = module
      return [[module.id, JSON.stringify(own)] as const]
    }),
  )
}

/**
 * Beyond SPEC (bilingual work): the modules of `locale` that changed since the other language was
 * last edited, read from the saved versions (newest 30). Empty when the other language was not
 * edited within them.
 */
export async function changedSinceOther({ payload, user, locale, ref }: { payload: Payload; user: TypedUser; locale: Locale; ref: DocRef }): Promise<string[]> {
  const other: Locale = locale === 'de' ? 'en' : 'de'
  const { docs } = await payload.findVersions({ collection: ref.collection, where: { parent: { equals: ref.id } }, sort: '-updatedAt', limit: 30, depth: 0, locale: 'all', user, overrideAccess: false })
  const versions = docs as unknown as VersionDoc[]
  const otherStates = versions.map((doc) => JSON.stringify(treeIn(ref, doc, other)))
  const lastOtherEdit = otherStates.findIndex((state, index) => index + 1 < otherStates.length && state !== otherStates[index + 1])
  const latest = versions[0]
  const then = versions[lastOtherEdit]
  if (lastOtherEdit < 0 || !latest || !then) return []
  const before = byId(treeIn(ref, then, locale))
  return [...byId(treeIn(ref, latest, locale))].flatMap(([id, content]) => (before.get(id) === content ? [] : [id]))
}
