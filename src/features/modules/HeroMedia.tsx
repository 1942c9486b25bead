import { isOnline } from '@/cms/rules/onlineWindow'
import { LazyHeroVideo as HeroVideo } from './lazyParts.client'
import { ModuleTexts } from '@/features/content/ui/ModuleTexts'
import { Picture, posterUrl } from '@/features/content/ui/Picture'
import { SmartLink } from '@/features/content/ui/SmartLink'
import { populatedOne } from '@/lib/payload/relations'

import type { BlockProps } from './types'

/**
 * Hero media: the page's first, large image or video with headline and button, within its online
 * window (Europe/Berlin). As the first module it carries the page's h1 and its image loads first.
 */
export function HeroMediaComponent({ block, priority }: BlockProps<'heroMedia'>) {
  if (!isOnline(block, new Date())) return null
  const Heading = priority ? 'h1' : 'h2'
  const video = populatedOne(block.video)
  return (
    <section className="module hero">
      <div className="hero__media">
        {video?.url ? (
          <ModuleTexts parts={['heroVideo']}>
            <HeroVideo src={video.url} type={video.mimeType ?? null} poster={posterUrl(block.image)} label={video.alt} />
          </ModuleTexts>
        ) : (
          <Picture media={block.image} priority={priority} sizes="100vw" />
        )}
      </div>
      <div className="hero__content">
        <Heading>{block.headline}</Heading>
        {block.text ? <p>{block.text}</p> : null}
        {block.button_text && block.button_link ? (
          <SmartLink href={block.button_link} className="button">
            {block.button_text}
          </SmartLink>
        ) : null}
      </div>
    </section>
  )
}
