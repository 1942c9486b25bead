import { posterUrl } from '@/features/content/ui/Picture'
import { populatedOne } from '@/lib/payload/relations'

import type { BlockProps } from './types'

/** A self-hosted video in the browser's own player; nothing loads until the visitor presses play. */
export function VideoFileComponent({ block }: BlockProps<'videoFile'>) {
  const file = populatedOne(block.file)
  if (!file?.url) return null
  const label = block.title || file.alt
  return (
    <figure className="module video">
      <video
        controls
        preload="none"
        playsInline
        poster={posterUrl(block.image) ?? undefined}
        aria-label={label}
        width={file.width ?? 1280}
        height={file.height ?? 720}
      >
        <source src={file.url} type={file.mimeType ?? undefined} />
      </video>
      {block.title ? <figcaption>{block.title}</figcaption> : null}
    </figure>
  )
}
