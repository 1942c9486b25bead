'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { StickyLink } from '../domain/sticky'

import { SmartLink } from '@/features/content/ui/SmartLink'
import { openEventOverlay } from '@/lib/browser/eventOverlay'

import { stickyVisibility, linksBesideTicketButton } from '../domain/sticky'
import { useScrolledPast } from './useScrolledPast'

/**
 * The sticky bar (SPEC §2, §4): overlay ticket button, booking button, sticky links and
 * scroll-to-top. The ticket button hides near the footer and on event pages; links and
 * scroll-to-top appear after half a window height of scrolling, links not near the footer.
 */
export function StickyBar({
  ticketsHref,
  programmePaths,
  showTicketButton,
  bookingHref,
  links,
}: {
  ticketsHref: string
  /** The programme's path in each language: the ticket button hides on event pages. */
  programmePaths: readonly string[]
  showTicketButton: boolean
  bookingHref?: string
  links: StickyLink[]
}) {
  const t = useTranslations('shell.client')
  const pathname = usePathname()
  const scrolledPastHalf = useScrolledPast(0.5)
  const [nearFooter, setNearFooter] = useState(false)

  useEffect(() => {
    const footer = document.querySelector('.site-footer')
    const observer = footer ? new IntersectionObserver(([entry]) => setNearFooter(Boolean(entry?.isIntersecting))) : null
    if (footer && observer) observer.observe(footer)
    return () => observer?.disconnect()
  }, [])

  // On phones the floating ticket button would lie on the hero's own button: it waits until the hero is scrolled away.
  const [overHero, setOverHero] = useState(false)
  useEffect(() => {
    const hero = document.querySelector('.hero')
    const phone = window.matchMedia('(max-width: 47.99em)')
    if (!hero) return
    const observer = new IntersectionObserver(([entry]) => setOverHero(Boolean(entry?.isIntersecting) && phone.matches))
    observer.observe(hero)
    return () => observer.disconnect()
  }, [pathname])

  const visible = stickyVisibility({
    pathname,
    programmePaths,
    scrolledPastHalf,
    nearFooter,
    overHero,
    ticketButtonEnabled: showTicketButton,
  })
  return (
    <nav className="sticky-bar" aria-label={t('stickyNavigation')}>
      {visible.ticketButton && (
        <a
          href={ticketsHref}
          className="sticky-bar__button sticky-bar__tickets"
          aria-haspopup="dialog"
          onClick={(click) => {
            // With JavaScript the overlay opens in place; without, the link leads to the programme with it.
            if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return
            click.preventDefault()
            openEventOverlay()
          }}
        >
          {t('tickets')}
        </a>
      )}
      {bookingHref && (
        <a href={bookingHref} className="sticky-bar__button">
          {t('booking')}
        </a>
      )}
      {visible.links &&
        linksBesideTicketButton(links, ticketsHref, visible.ticketButton).map((link) => (
          <SmartLink key={`${link.url}-${link.text}`} href={link.url} className="sticky-bar__button sticky-bar__link">
            {link.text}
          </SmartLink>
        ))}
      {visible.scrollTop && (
        <button
          type="button"
          className="sticky-bar__top"
          aria-label={t('scrollTop')}
          onClick={() => {
            const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
            window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
            document.getElementById('main-content')?.focus({ preventScroll: true })
          }}
        >
          <span aria-hidden="true">↑</span>
        </button>
      )}
    </nav>
  )
}
