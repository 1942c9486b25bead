import { VideoEmbed } from '@/features/content/ui/VideoEmbed'

import type { BlockProps } from './types'

/** Legacy video list: the videos side by side (two per row from 48em). */
export function VideoListComponent({ block }: BlockProps<'videoList'>) {
  const videos = block.children ?? []
  if (videos.length === 0) return null
  return (
    <ul className="module video-list">
      {videos.map((video, index) => (
        <li key={video.id ?? index}>
          <VideoEmbed
            videoUrl={video.video_url}
            title={video.title}
            length={video.length}
            image={video.image}
            anchor={video.anchor}
            className="video"
          />
        </li>
      ))}
    </ul>
  )
}
