import { socialProvider } from '@/cms/rules/embeds'
import { socialEmbedSrc } from '@/features/content/domain/embedPlayers'
import { EmbedFrame } from '@/features/content/ui/EmbedFrame'

import type { BlockProps } from './types'

/** Legacy module: one post of Instagram, X (Twitter), Facebook or TikTok in the network's own embed player. */
export function SocialMediaComponent({ block }: BlockProps<'socialMedia'>) {
  const provider = socialProvider(block.embed)
  const src = socialEmbedSrc(block.embed)
  if (!provider || !src) return null
  return <EmbedFrame kind="social" provider={provider} src={src} value={block.embed} className="module module--narrow social" />
}
