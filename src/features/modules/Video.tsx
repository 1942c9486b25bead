import { VideoEmbed } from '@/features/content/ui/VideoEmbed'

import type { BlockProps } from './types'

export function VideoComponent({ block }: BlockProps<'video'>) {
  return <VideoEmbed videoUrl={block.video_url} title={block.title} length={block.length} image={block.image} anchor={block.anchor} />
}
