import type { TypedUser } from 'payload'

import { renderChildren, RenderBlocks } from '@/features/modules/RenderBlocks'
import { CONTAINER_OWNER_COLLECTIONS } from '@/cms/collections/Containers'
import { SectionColumns } from '@/features/modules/Section'
import { containersOf } from '@/features/content/server/containers'
import type { ContainerOwner } from '@/cms/collections/Containers'
import { layoutForColumns } from '@/features/modules/ContainerSections'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'
import { columnsWithLivePreview } from '../server/livePreview'

import { editorState } from '../server/editorState'
import { editFrame } from './frame'
import { LazyContainerCreator, LazyEditorRoot } from './lazy.client'

/**
 * The editable sections (SPEC §3 containers) of a detail page as its editor sees them in draft
 * mode: each container's draft inside the edit layer, its columns' modules framed. A document
 * without one offers to create it (SPEC §4: a new initial container, for an editor only).
 */
export async function EditableContainers({
  locale,
  owner,
  objectId,
  user,
  links,
}: {
  locale: Locale
  owner: ContainerOwner
  objectId: number
  user: TypedUser
  links: Record<Locale, string>
}) {
  const payload = await getPayloadClient()
  const containers = await containersOf(payload, locale, owner, objectId, { user })
  if (containers.length === 0)
    return <LazyContainerCreator locale={locale} owner={owner} objectId={objectId} slug={`${owner}-${objectId}-main`} />
  const frame = editFrame(null)
  const built = await Promise.all(
    containers.map((container, index) =>
      editorState({
        payload,
        user,
        locale,
        ref: { collection: 'containers', id: container.id },
        title: container.slug,
        path: links[locale],
        links,
        adminEditUrl: `/admin/collections/${CONTAINER_OWNER_COLLECTIONS[owner]}/${objectId}`,
        editing: true,
        toolbarShown: index === 0,
        version: null,
      }),
    ),
  )
  // Issue 45: a container whose module this editor has open shows what they typed.
  const shownColumns = await Promise.all(
    containers.map((container) =>
      columnsWithLivePreview(payload, user, { collection: 'containers', id: container.id }, locale, container.columns ?? []),
    ),
  )
  return containers.map((container, index) => {
    const state = built[index]?.state
    const columns = shownColumns[index] ?? container.columns ?? []
    const layout = layoutForColumns(columns.length)
    const rendered = (
      <SectionColumns
        className="container-section"
        layout={layout}
        columns={columns}
        locale={locale}
        container={container.slug}
        renderBlocks={
          state
            ? (children, childLocale, column) => (
                <RenderBlocks blocks={children} locale={childLocale} nested frame={frame} slot={{ section: null, column: column ?? 0 }} />
              )
            : renderChildren
        }
      />
    )
    return state ? (
      <LazyEditorRoot key={container.id} state={state}>
        {rendered}
      </LazyEditorRoot>
    ) : (
      rendered
    )
  })
}
