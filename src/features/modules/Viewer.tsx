import { viewerProvider } from '@/cms/rules/embeds'
import { viewerEmbedSrc } from '@/features/content/domain/embedPlayers'
import { EmbedFrame } from '@/features/content/ui/EmbedFrame'

import type { BlockProps } from './types'

/** An embedded document (issuu; yumpu and InDesign in old modules). */
export function ViewerComponent({ block }: BlockProps<'viewer'>) {
  const provider = viewerProvider(block.embed, { legacy: true })
  const src = viewerEmbedSrc(block.embed, { legacy: true })
  if (!provider || !src) return null
  return <EmbedFrame kind="viewer" provider={provider} src={src} value={block.embed} className="module viewer" />
}
