'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { useQueries, useQuery } from '@tanstack/react-query'
import { type ComponentProps, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import bookingTexts from '@/i18n/messages/booking.json'
import programmeTexts from '@/i18n/messages/programme.json'
import { MoreTexts } from '@/i18n/MoreTexts'
import { perLocale } from '@/i18n/perLocale'

import { FILTER_KEYS, NO_FILTERS, type ProgrammeFilters } from '../domain/filters'
import { choices } from '../domain/listItems'
import type { EventStyle } from './EventEntry'
import { read } from '@/api/client'
import { OPTION_CALLS } from './filterOptions'
import { ProgrammeBrowser } from './ProgrammeBrowser'
import { QueryScope } from '@/lib/browser/QueryScope'

import './programme.css'

type Props = { locale: Locale; style: EventStyle; listPath: string; open: boolean; onClose: () => void }

/**
 * The event overlay (SPEC §2): a full-screen dialog with the programme, its filters kept in the
 * overlay. Radix's dialog keeps focus inside, locks the page's scroll (compensating the
 * scrollbar) and returns focus to what opened it. The title is the events page's headline when it
 * has one, else 'Programm und Karten'.
 */
/** The overlay's texts come with its code: the page frame's inline payload carries none of them. */
const overlayTexts = perLocale((locale) => ({ programme: programmeTexts[locale], booking: bookingTexts[locale] }))

export function EventOverlayWithTexts(props: Props) {
  return (
    <MoreTexts messages={overlayTexts(props.locale)}>
      <EventOverlay {...props} />
    </MoreTexts>
  )
}

export function EventOverlay({ locale, style, listPath, open, onClose }: Props) {
  const t = useTranslations('programme')
  const [filters, setFilters] = useState<ProgrammeFilters>(NO_FILTERS)
  const [headline, setHeadline] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  // What had focus when the overlay opened gets it back when it closes, after the address has
  // changed back (closing goes back in history, and the router settles first).
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    // SPEC §7 GET /{locale}/pageeditor-api/page{events path}: its headline names the overlay.
    read('page', {
      path: { locale, slug: listPath.slice(locale.length + 1) },
      signal: controller.signal,
    })
      .then((page) => setHeadline(page.headline?.trim() || null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('event overlay: the events page headline could not be read, keeping the default', error)
      })
    return () => controller.abort()
  }, [locale, listPath])

  const change = (next: ProgrammeFilters) => {
    setFilters(next)
    body.current?.scrollTo({ top: 0 })
  }

  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          ref={body}
          className="event-overlay"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const target = opener.current
            if (target) requestAnimationFrame(() => target.focus({ preventScroll: true }))
          }}
        >
          <div className="event-overlay__head">
            <Dialog.Title className="event-overlay__title">{headline ?? t('overlayTitle')}</Dialog.Title>
            <Dialog.Close className="side-dialog__close" aria-label={t('filters.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <QueryScope>
            <OverlayProgramme
              locale={locale}
              style={style}
              filters={filters}
              onChange={change}
              listPath={listPath}
              scrollRoot={body}
              level={3}
            />
          </QueryScope>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The overlay's programme: its option lists and today's teasers come from their calls (no server page renders them here). */
function OverlayProgramme(props: Omit<ComponentProps<typeof ProgrammeBrowser>, 'options' | 'teasers' | 'initial'>) {
  const { locale } = props
  const optionQueries = useQueries({
    queries: FILTER_KEYS.map((key) => ({
      queryKey: ['options', key, locale],
      queryFn: ({ signal }: { signal: AbortSignal }) => read(OPTION_CALLS[key], { signal, locale }),
      // The call answers rooms with their venue; the list shows them as the page's own options do.
      select: choices,
      staleTime: Infinity,
    })),
  })
  // The queries are made from FILTER_KEYS, in its order: room, type, tag, series, genre.
  const [room = [], type = [], tag = [], series = [], genre = []] = optionQueries.map((query) => query.data ?? [])
  const teasers = useQuery({
    queryKey: ['teasers', locale],
    queryFn: ({ signal }) => read('teasers', { path: { locale }, signal }).then((body) => body.results),
    staleTime: 60_000,
  })
  return <ProgrammeBrowser {...props} options={{ room, type, tag, series, genre }} teasers={teasers.data ?? []} initial={null} />
}
