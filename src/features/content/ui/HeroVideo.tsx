'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

/**
 * The hero's background video: muted and looping, with a pause button (moving content longer than
 * five seconds must be stoppable), and still for visitors who ask for reduced motion.
 */
export function HeroVideo({ src, type, poster, label }: { src: string; type: string | null; poster: string | null; label: string }) {
  const t = useTranslations('modules.heroVideo')
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    )
  }, [])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play().then(() => setPlaying(true))
    else {
      element.pause()
      setPlaying(false)
    }
  }

  return (
    <>
      <video ref={video} muted loop playsInline preload="metadata" poster={poster ?? undefined} aria-label={label}>
        <source src={src} type={type ?? undefined} />
      </video>
      <button type="button" className="hero__toggle" onClick={toggle} aria-pressed={!playing}>
        {playing ? t('videoPause') : t('videoPlay')}
      </button>
    </>
  )
}
