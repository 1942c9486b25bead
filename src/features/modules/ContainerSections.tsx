import { renderChildren } from './RenderBlocks'
import { SectionColumns } from './Section'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/cms/client'

import { containersOf } from '@/features/content/server/containers'
import type { ContainerOwner } from '@/cms/collections/Containers'

/** Column count -> SPEC §3 layout, for containers (which keep classes per column but no layout of their own). */
const LAYOUT_BY_COLUMNS = { 1: '100', 2: '50-50', 3: '33-33-33' } as const

/** The section layout that shows `count` columns (at most three). */
export function layoutForColumns(count: number): (typeof LAYOUT_BY_COLUMNS)[keyof typeof LAYOUT_BY_COLUMNS] {
  return count >= 3 ? LAYOUT_BY_COLUMNS[3] : count === 2 ? LAYOUT_BY_COLUMNS[2] : LAYOUT_BY_COLUMNS[1]
}

/**
 * The editable sections (containers) a document carries, after its own content, each rendered like
 * a section module: its columns side by side with their classes, each holding its modules.
 */
export async function ContainerSections({ locale, owner, objectId }: { locale: Locale; owner: ContainerOwner; objectId: number }) {
  const containers = await containersOf(await getPayloadClient(), locale, owner, objectId)
  return containers.map((container) => {
    const columns = container.columns ?? []
    if (columns.length === 0) return null
    const layout = layoutForColumns(columns.length)
    return (
      <SectionColumns
        key={container.id}
        className="container-section"
        layout={layout}
        columns={columns}
        locale={locale}
        renderBlocks={renderChildren}
        container={container.slug}
      />
    )
  })
}
