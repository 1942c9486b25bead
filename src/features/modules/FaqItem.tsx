import { RichText } from '@/features/content/ui/RichText'

import type { BlockProps } from './types'

/** Legacy FAQ item: the question opens its answer (a native disclosure, works without JavaScript). */
export function FaqItemComponent({ block, locale }: BlockProps<'faqItem'>) {
  return (
    <details className="module module--narrow faq">
      <summary>{block.question}</summary>
      <RichText locale={locale} data={block.content} />
    </details>
  )
}
