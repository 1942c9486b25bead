'use client'

import { useTranslations } from 'next-intl'
import { Children, type ReactNode, useEffect, useRef } from 'react'

/** SPEC §9: one slide at a time, 24 px apart; the carousel code loads once 10 % of the slider is visible. */
export const SLIDER_OPTIONS = { slidesPerView: 1, spaceBetween: 24, visibleThreshold: 0.1 } as const

/**
 * A carousel of server-rendered slides (Swiper, with keyboard, swipe and screen-reader messages).
 * The markup is Swiper's own from the first paint, showing the first slide, so loading the code
 * later moves nothing. Previous/next are hidden while disabled (at either end, and before the code
 * has loaded).
 */
export function Slider({ label, children }: { label: string; children: ReactNode }) {
  const t = useTranslations('modules.slider')
  const root = useRef<HTMLDivElement>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const slides = Children.toArray(children)

  useEffect(() => {
    const element = root.current
    if (!element) return
    let destroy: (() => void) | undefined
    let active = true
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void Promise.all([import('swiper'), import('swiper/modules')]).then(([{ default: Swiper }, { A11y, Keyboard, Navigation }]) => {
          if (!active) return
          const swiper = new Swiper(element, {
            modules: [A11y, Keyboard, Navigation],
            slidesPerView: SLIDER_OPTIONS.slidesPerView,
            spaceBetween: SLIDER_OPTIONS.spaceBetween,
            keyboard: { enabled: true, onlyInViewport: true },
            navigation: { prevEl: previous.current, nextEl: next.current },
            a11y: {
              prevSlideMessage: t('sliderPrevious'),
              nextSlideMessage: t('sliderNext'),
              firstSlideMessage: t('sliderFirst'),
              lastSlideMessage: t('sliderLast'),
              slideLabelMessage: t('slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
            },
          })
          element.dataset.ready = 'true'
          destroy = () => swiper.destroy(true, false)
        })
      },
      { threshold: SLIDER_OPTIONS.visibleThreshold },
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
      destroy?.()
    }
  }, [t])

  return (
    <div className="slider" role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={root} className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide" role="group" aria-label={t('slideOf', { index: index + 1, count: slides.length })}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button ref={previous} type="button" className="slider__button slider__button--previous" aria-label={t('sliderPrevious')} disabled>
        <span aria-hidden="true">←</span>
      </button>
      <button ref={next} type="button" className="slider__button slider__button--next" aria-label={t('sliderNext')} disabled>
        <span aria-hidden="true">→</span>
      </button>
    </div>
  )
}
