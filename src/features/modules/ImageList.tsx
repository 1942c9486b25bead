import { getTranslations } from 'next-intl/server'

import { ModuleTexts } from '@/features/content/ui/ModuleTexts'
import { LazyRevealMore as RevealMore, LazySlider as Slider } from '@/features/content/ui/lazyParts.client'

import { ImageFigure } from './Image'
import type { BlockProps } from './types'

/** Semi-lazy lists show this many images before 'show more'. */
export const SEMI_LAZY_INITIAL = 4

const GRID_SIZES = '(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw'

/**
 * SPEC §3 Image list as Slider (one image at a time), Grid, Masonry (columns keeping each image's
 * proportions), Parallax (full-width images drifting while scrolling, still for reduced motion)
 * or Semi-Lazy (the first images, the rest on request).
 */
export async function ImageListComponent({ block, locale }: BlockProps<'imageList'>) {
  const images = (block.children ?? []).filter((image) => image.image)
  if (images.length === 0) return null
  const format = block.format ?? 'slider'
  const anchor = block.anchor ?? undefined
  if (format === 'slider') {
    const t = await getTranslations('modules')
    return (
      <div className="module image-list image-list--slider" id={anchor}>
        <ModuleTexts parts={['slider']}>
          <Slider label={t('sliderLabel')}>
            {images.map((image, index) => (
              <ImageFigure key={image.id ?? index} block={image} locale={locale} />
            ))}
          </Slider>
        </ModuleTexts>
      </div>
    )
  }
  const figures = images.map((image, index) => (
    <ImageFigure key={image.id ?? index} block={image} locale={locale} sizes={format === 'parallax' ? '100vw' : GRID_SIZES} />
  ))
  const className = `image-list__items image-list__items--${format}`
  return (
    <div className={`module image-list image-list--${format}`} id={anchor}>
      {format === 'semiLazy' ? (
        <ModuleTexts parts={['revealMore']}>
          <RevealMore initial={SEMI_LAZY_INITIAL} className={className}>
            {figures}
          </RevealMore>
        </ModuleTexts>
      ) : (
        <ul className={className}>
          {figures.map((figure, index) => (
            <li key={index}>{figure}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
