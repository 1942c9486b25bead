import { getTranslations } from 'next-intl/server'

import type { Media } from '@/payload-types'

import { embedUrl, PROVIDER_NAMES, videoEmbedSrc, videoProvider } from '@/cms/rules/embeds'
import { LazyConsentGate as ConsentGate } from './lazyParts.client'
import { ModuleTexts } from './ModuleTexts'
import { Picture } from './Picture'

type Props = {
  videoUrl: string
  title?: string | null
  length?: string | null
  image?: Media | number | null
  anchor?: string | null
  className?: string
}

/**
 * A YouTube or Vimeo video (SPEC §3 Video) from the privacy-friendly player, behind the external-media
 * consent; the preview image and the title with its length are shown before and after. An address the
 * rules of SPEC §5 do not accept renders nothing (the admin refuses it on save).
 */
export async function VideoEmbed({ videoUrl, title, length, image, anchor, className = 'module video' }: Props) {
  const src = videoEmbedSrc(videoUrl)
  const provider = videoProvider(videoUrl)
  if (!src || !provider) return null
  const t = await getTranslations('modules')
  const name = PROVIDER_NAMES[provider]
  const caption = [title, length ? t('videoLength', { length }) : null].filter(Boolean).join(' · ')
  return (
    <figure className={className} id={anchor ?? undefined}>
      <ModuleTexts parts={['consentGate']}>
        <ConsentGate
          provider={name}
          kind="video"
          originalUrl={embedUrl(videoUrl)?.href}
          box={{ aspectRatio: '16 / 9' }}
          preview={<Picture media={image} sizes="(min-width: 72rem) 72rem, 100vw" />}
        >
          <iframe
            src={src}
            title={title ? `${name}: ${title}` : name}
            loading="lazy"
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </ConsentGate>
      </ModuleTexts>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
