import type { ReactNode } from 'react'

import { Picture } from '@/features/content/ui/Picture'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import type { ChildBlock } from '@/cms/blocks/types'

import type { BlockProps } from './types'
import type { SectionLayout } from '@/cms/blocks/Section/config'

type Column = { id?: string | null; classes?: string | null; children?: ChildBlock[] | null }

type ColumnsProps = {
  className: string
  layout: SectionLayout
  columns: Column[]
  locale: Locale
  renderBlocks: (blocks: ChildBlock[], locale: Locale, column?: number) => ReactNode
  image?: Media | number | null
  /** The editable section's slug, for containers. */
  container?: string
}

/** Columns side by side in one of SPEC's layouts, each with its classes and modules: sections and editable sections (containers). */
export function SectionColumns({ className, layout, columns, locale, renderBlocks, image, container }: ColumnsProps) {
  return (
    <section className={`module section-wrap ${className}`.trim()} data-container={container}>
      {image ? <Picture media={image} className="section__background" /> : null}
      <div className={`section section--${layout}`}>
        {columns.map((column, index) => (
          <div key={column.id ?? index} className={column.classes ?? undefined}>
            {renderBlocks(column.children ?? [], locale, index)}
          </div>
        ))}
      </div>
    </section>
  )
}

/** Section: columns in one of SPEC's layouts, each rendering its own modules. */
export function SectionComponent({ block, locale, renderBlocks }: BlockProps<'section'>) {
  return (
    <SectionColumns
      className={block.extra_class ?? ''}
      layout={block.layout ?? '100'}
      columns={block.columns ?? []}
      locale={locale}
      renderBlocks={renderBlocks}
      image={block.image}
    />
  )
}
