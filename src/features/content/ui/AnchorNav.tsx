'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { useScrollFrame } from '@/lib/browser/useScrollFrame'

import { anchorId, currentAnchor } from '../domain/anchors'
import { SmartLink } from './SmartLink'

export type AnchorLink = { text: string; href: string }

/**
 * The anchor list (SPEC §3): links to the sections of a long page. A sticky list stays under the
 * header while scrolling and marks the section being read (SPEC §9 offset 600).
 */
export function AnchorNav({ links, sticky }: { links: AnchorLink[]; sticky: boolean }) {
  const t = useTranslations('modules.anchorNav')
  const [current, setCurrent] = useState<string | null>(null)

  const update = useCallback(() => {
    const anchors = links.flatMap((link) => {
      const id = anchorId(link.href)
      const element = id ? document.getElementById(id) : null
      return id && element ? [{ id, top: element.getBoundingClientRect().top }] : []
    })
    setCurrent(currentAnchor(anchors))
  }, [links])
  useScrollFrame(update, sticky)

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
