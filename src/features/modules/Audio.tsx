import { audioProvider } from '@/cms/rules/embeds'
import { audioEmbedSrc } from '@/features/content/domain/embedPlayers'
import { EmbedFrame } from '@/features/content/ui/EmbedFrame'

import type { BlockProps } from './types'

/** An embedded audio player (Spotify, SoundCloud, Podigee; idagio in old modules). */
export function AudioComponent({ block }: BlockProps<'audio'>) {
  const provider = audioProvider(block.embed, { legacy: true })
  const src = audioEmbedSrc(block.embed, { legacy: true })
  if (!provider || !src) return null
  return <EmbedFrame kind="audio" provider={provider} src={src} value={block.embed} className="module module--narrow audio" />
}
