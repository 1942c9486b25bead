import type { BlockProps } from './types'

export function QuoteComponent({ block }: BlockProps<'quote'>) {
  return (
    <figure className="module module--narrow quote">
      <blockquote>
        <p>{block.content}</p>
      </blockquote>
      {block.author ? <figcaption>{block.author}</figcaption> : null}
    </figure>
  )
}
