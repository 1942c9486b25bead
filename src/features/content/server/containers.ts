import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import type { ContainerOwner } from '@/cms/collections/Containers'
import { PAGE_POPULATE } from './populate'
import type { Locale } from '@/i18n/locales'
import type { Container } from '@/payload-types'

import { type ApiModule, apiModules } from '../domain/apiShape'

/** SPEC §3 container module as the page-editor API answers it. */
export type ApiContainer = {
  id: number
  slug: string
  parent: string | null
  content_type: ContainerOwner
  object_id: number
  is_online: boolean
  columns: { index: number; classes: string; children: ApiModule[] }[]
}

type Reader = { user?: TypedUser | null }

/** Editors see drafts and offline containers (as they would on the page they edit); visitors what is published and online. */
function readOptions(user: TypedUser | null | undefined) {
  return { draft: hasRole(user ?? null, 'editor'), user: user ?? null, overrideAccess: false } as const
}

/** A container by its slug (SPEC §7 container/by-slug), as this reader may see it. */
export async function findContainerBySlug(
  payload: Payload,
  locale: Locale,
  slug: string,
  { user }: Reader = {},
): Promise<Container | null> {
  const result = await payload.find({
    collection: 'containers',
    locale,
    fallbackLocale: false,
    where: { slug: { equals: slug } },
    depth: 2,
    populate: PAGE_POPULATE,
    limit: 1,
    pagination: false,
    ...readOptions(user),
  })
  return result.docs[0] ?? null
}

/** The containers a document carries (its editable sections), oldest first, as this reader may see them. */
export async function containersOf(
  payload: Payload,
  locale: Locale,
  owner: ContainerOwner,
  objectId: number,
  { user }: Reader = {},
): Promise<Container[]> {
  const result = await payload.find({
    collection: 'containers',
    locale,
    fallbackLocale: false,
    where: { and: [{ content_type: { equals: owner } }, { object_id: { equals: objectId } }] },
    sort: 'createdAt',
    depth: 2,
    populate: PAGE_POPULATE,
    limit: 20,
    pagination: false,
    ...readOptions(user),
  })
  return result.docs
}

export function apiContainer(container: Container): ApiContainer {
  return {
    id: container.id,
    slug: container.slug,
    parent: container.parent ?? null,
    content_type: container.content_type,
    object_id: container.object_id,
    is_online: container.is_online ?? true,
    columns: (container.columns ?? []).map((column, index) => ({
      index,
      classes: column.classes ?? '',
      children: apiModules(column.children),
    })),
  }
}
