import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { type Locale, otherLocale } from '@/i18n/locales'

import { ownContent } from '../domain/history'
import { allModules, type EditTree, type StoredModule } from '../domain/tree'
import { type DocRef, type LocalizedVersion, versionTreeIn } from './documents'

/** Each module by id with what it holds, its section's columns left out (their modules count on their own). */
function byId(tree: EditTree): Map<string, string> {
  return new Map(allModules(tree).flatMap((module) => (module.id ? [[module.id, ownContent(module)] as const] : [])))
}

/**
 * Beyond SPEC (bilingual work): the modules of `locale` that changed since the other language was
 * last edited, read from the saved versions (newest 30). Empty when the other language was not
 * edited within them.
 */
export async function changedSinceOther({
  payload,
  user,
  locale,
  ref,
}: {
  payload: Payload
  user: TypedUser
  locale: Locale
  ref: DocRef
}): Promise<string[]> {
  const other: Locale = otherLocale(locale)
  const { docs } = await payload.findVersions({
    collection: ref.collection,
    where: { parent: { equals: ref.id } },
    sort: '-updatedAt',
    limit: 30,
    depth: 0,
    locale: 'all',
    user,
    overrideAccess: false,
  })
  const versions = docs as unknown as LocalizedVersion[]
  const otherStates = versions.map((doc) => JSON.stringify(versionTreeIn(ref, doc, other)))
  const lastOtherEdit = otherStates.findIndex((state, index) => index + 1 < otherStates.length && state !== otherStates[index + 1])
  const latest = versions[0]
  const then = versions[lastOtherEdit]
  if (lastOtherEdit < 0 || !latest || !then) return []
  const before = byId(versionTreeIn(ref, then, locale))
  // A module that is the other language's module as it stands (a copy, as starting a language makes them) is no news there (issue 45).
  const copies = new Set(allModules(versionTreeIn(ref, latest, other)).map(withoutIds))
  const now = allModules(versionTreeIn(ref, latest, locale))
  return [...byId(versionTreeIn(ref, latest, locale))].flatMap(([id, content]) => {
    if (before.get(id) === content) return []
    const found = now.find((entry) => entry.id === id)
    return found && copies.has(withoutIds(found)) ? [] : [id]
  })
}

/** A module's own content without ids (a copy gets fresh ones for itself and its rows). */
function withoutIds(module: StoredModule): string {
  const { columns: _columns, ...own } = module
  return JSON.stringify(own, (key, value: unknown) => (key === 'id' ? undefined : value))
}
