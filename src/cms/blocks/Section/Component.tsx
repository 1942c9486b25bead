import { Picture } from '@/features/content/ui/Picture'

import type { BlockProps } from '../RenderBlocks'

/** Section: columns in one of SPEC's layouts, each rendering its own modules. */
export function SectionComponent({ block, locale, renderBlocks }: BlockProps<'section'>) {
  return (
    <section className={`module section-wrap ${block.extra_class ?? ''}`.trim()}>
      {block.image ? <Picture media={block.image} className="section__background" /> : null}
      <div className={`section section--${block.layout ?? '100'}`}>
        {(block.columns ?? []).map((column, index) => (
          <div key={column.id ?? index} className={column.classes ?? undefined}>
            {renderBlocks?.(column.children ?? [], locale)}
          </div>
        ))}
      </div>
    </section>
  )
}
