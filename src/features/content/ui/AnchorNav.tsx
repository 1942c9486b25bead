'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { anchorId, currentAnchor } from '../domain/anchors'
import { SmartLink } from './SmartLink'

export type AnchorLink = { text: string; href: string }

/**
 * The anchor list (SPEC §3): links to the sections of a long page. A sticky list stays under the
 * header while scrolling and marks the section being read (SPEC §9 offset 600).
 */
export function AnchorNav({ links, sticky }: { links: AnchorLink[]; sticky: boolean }) {
  const t = useTranslations('modules')
  const [current, setCurrent] = useState<string | null>(null)

  useEffect(() => {
    if (!sticky) return
    const ids = links.flatMap((link) => anchorId(link.href) ?? [])
    let frame = 0
    const update = () => {
      frame = 0
      const anchors = ids.flatMap((id) => {
        const element = document.getElementById(id)
        return element ? [{ id, top: element.getBoundingClientRect().top }] : []
      })
      setCurrent(currentAnchor(anchors))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [links, sticky])

  return (
    <nav className={`module anchor-list${sticky ? ' anchor-list--sticky' : ''}`} aria-label={t('anchorNavigation')}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} current={current !== null && anchorId(link.href) === current}>
              {link.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
