import type { BlockProps } from './types'

const levels = { '2': 'h2', '3': 'h3', '4': 'h4', '5': 'h5', '6': 'h6' } as const

/** SPEC §3 Headline: level 2-6 with optional preline and subline, and an anchor to link to. */
export function HeadlineComponent({ block }: BlockProps<'headline'>) {
  const Tag = levels[block.headline_level ?? '2'] ?? 'h2'
  return (
    <div className="module module--narrow" id={block.anchor ?? undefined}>
      <Tag>
        {block.preline ? <span className="preline">{block.preline}</span> : null}
        {block.content}
        {block.subline ? <span className="subline">{block.subline}</span> : null}
      </Tag>
    </div>
  )
}
