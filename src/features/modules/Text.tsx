import { RichText } from '@/features/content/ui/RichText'

import type { BlockProps } from './types'

export function TextComponent({ block, locale }: BlockProps<'text'>) {
  return (
    <div className={`module module--narrow${block.decrease_distance ? ' module--tight' : ''}`} id={block.anchor ?? undefined}>
      <RichText locale={locale} data={block.content} />
    </div>
  )
}
