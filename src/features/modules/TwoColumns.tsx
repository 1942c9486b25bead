import { Picture } from '@/features/content/ui/Picture'
import { RichText } from '@/features/content/ui/RichText'

import type { BlockProps } from './types'

/** Text beside an image (stacked on phones, image first). */
export function TwoColumnsComponent({ block, locale }: BlockProps<'twoColumns'>) {
  return (
    <div className={`module two-columns ${block.extra_class ?? ''}`.trim()}>
      <div className="two-columns__media">
        <Picture media={block.image} sizes="(min-width: 48em) 36rem, 100vw" />
      </div>
      <RichText locale={locale} data={block.text} className="two-columns__text" />
    </div>
  )
}
