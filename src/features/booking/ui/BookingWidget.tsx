'use client'

import * as Popover from '@radix-ui/react-popover'
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { type RefObject, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import bookingTexts from '@/i18n/messages/booking.json'
import { MoreTexts } from '@/i18n/MoreTexts'
import { perLocale } from '@/i18n/perLocale'
import { call, CallError } from '@/api/client'
import { newQueryClient } from '@/lib/browser/QueryScope'
import { reportError } from '@/api/reportError'
import { formatDay, formatTime } from '@/lib/time/format'

import { isReportable, queueFailureOf } from '../domain/cartErrors'
import { prop } from '@/lib/types/guards'
import { type EventTickets, hasBegun } from '../domain/eventTickets'
import { formatCents } from '../domain/money'
import { canBook, offerOf, timeOf } from '../domain/offer'
import { cartCalls, ticketCount } from '../domain/selection'

import { openWidget } from './openWidget'

import './booking.css'
import { selectionReducer, clickKey, addToCart, isFailure } from './widgetSelection'
import { Outcome, failureText, QueueNotice, Summary } from './WidgetSummary'
import { priceOf, DefaultStep, DiscountStep, TimeslotStep } from './WidgetSteps'
import { Step } from './WidgetSteps'

/** What the widget offers before it knows the tickets: nothing. */
const NO_TICKETS: Pick<EventTickets, 'seat_groups' | 'prices'> = { seat_groups: [], prices: [] }

type Props = {
  open: boolean
  anchor: RefObject<HTMLElement | null>
  eventId: number
  title: string
  dateStart: string
  /** Where the tickets are sold without the widget. */
  shopHref: string
  /** The tickets as the page knows them (an event's own page), shown until the live answer comes. */
  initial?: EventTickets
  locale: Locale
  onClose: () => void
}

/** What scrolls the element: its nearest scrolling ancestor (the event overlay's body), else the window. */
function scrollerOf(element: HTMLElement): Pick<Window, 'scrollBy'> {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY
    if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent
  }
  return window
}

/** The room (px) the popup wants below its button on desktop. */
const ROOM_BELOW = 480

/** The widget's own query cache: it lives while the widget does. */
const queryClient = newQueryClient()

/** The widget's texts come with its code: a page's inline payload carries only its button's. */
const widgetTexts = perLocale((locale) => ({ booking: bookingTexts[locale] }))

export function BookingWidget(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <MoreTexts messages={widgetTexts(props.locale)}>
        <Widget {...props} />
      </MoreTexts>
    </QueryClientProvider>
  )
}

function Widget({ open, anchor, eventId, title, dateStart, shopHref, initial, locale, onClose }: Props) {
  const t = useTranslations('booking')
  const headingId = useId()
  const [step, setStep] = useState<Step>('default')
  const [returnedFrom, setReturnedFrom] = useState<Step | null>(null)
  const back = () => {
    setReturnedFrom(step)
    setStep('default')
  }
  const [expanded, setExpanded] = useState(false)
  const [selection, dispatch] = useReducer(selectionReducer, { tickets: [] })
  const [chosenBlock, setChosenBlock] = useState<number | null>(null)
  // Where the sticky header ends and the cookie banner begins when the widget opens: the popup
  // keeps clear of both, so none of its buttons or its answer lies under them (WCAG 2.4.11).
  // In the event overlay (a dialog over the page) its own sticky head takes the header's place.
  const [headerBottom] = useState(() => {
    if (typeof document === 'undefined') return 0
    const dialog = anchor.current?.closest('[role="dialog"]')
    const head = dialog ? dialog.querySelector('.event-overlay__head') : document.querySelector('.site-header')
    return Math.max(0, head?.getBoundingClientRect().bottom ?? 0)
  })
  const [bannerHeight] = useState(() =>
    typeof document === 'undefined' ? 0 : (document.querySelector('[data-consent-banner]')?.getBoundingClientRect().height ?? 0),
  )
  // On desktop, a button too close to the window's bottom (or the banner) would squeeze the popup:
  // the page scrolls the button up under the header first, so the popup opens below it at its size.
  useEffect(() => {
    const button = anchor.current
    if (!button || !window.matchMedia('(min-width: 48em)').matches) return
    const rect = button.getBoundingClientRect()
    const below = window.innerHeight - bannerHeight - rect.bottom
    const up = rect.top - headerBottom - 16
    if (below < ROOM_BELOW && up > 0) scrollerOf(button).scrollBy({ top: Math.min(up, ROOM_BELOW - below), behavior: 'instant' })
  }, [anchor, bannerHeight, headerBottom])
  // Lists carry no booking data and a page's may be minutes old: ask for the live state when the widget opens.
  const live = useQuery({
    queryKey: ['event-tickets', locale, eventId],
    queryFn: async ({ signal }) => {
      const answer = await call('eventTickets', { path: { locale, id: eventId }, signal })
      if (answer.data) return answer.data
      // A sale opening's waiting room runs: the widget says so and leads there, never a bare error.
      throw queueFailureOf(answer.status, prop(answer.body, 'queue_url')) ?? new CallError(answer.status)
    },
    retry: (failures, error) => error instanceof CallError && failures < 1,
    staleTime: 0,
    gcTime: 0,
  })
  const queued = isFailure(live.error) && live.error.kind === 'queue' ? live.error : null
  const data = live.data ?? initial ?? null
  const offer = useMemo(() => offerOf(data ?? NO_TICKETS), [data])
  const hasTimeslots = (data?.seat_groups ?? []).some((group) => group.timeslots.length > 0)
  const block = chosenBlock !== null && offer.timeslots.some((slot) => slot.block_id === chosenBlock) ? chosenBlock : offer.firstBlock
  // With timeslots, the chosen one is the time the visitor comes: the title names it, not the opening.
  const chosenSlot = hasTimeslots ? offer.timeslots.find((slot) => slot.block_id === block) : undefined
  const slotTime = chosenSlot ? timeOf(chosenSlot) : null
  const shopOnline = live.data?.shop_online ?? true
  // A page cached before the performance began may still show its button: the widget sells nothing then.
  const bookable = data !== null && queued === null && canBook(offer, hasTimeslots) && !hasBegun(dateStart)
  const mutation = useMutation({ mutationFn: addToCart })
  const outcome: Outcome = mutation.isPending
    ? { state: 'loading' }
    : mutation.isSuccess
      ? { state: 'success', count: mutation.data.count, cartUrl: mutation.data.cartUrl }
      : mutation.isError
        ? { state: 'error', failure: isFailure(mutation.error) ? mutation.error : { kind: 'unknown' } }
        : { state: 'idle' }
  const count = ticketCount(selection.tickets)
  const total = selection.tickets.reduce((sum, entry) => sum + entry.amount * (priceOf(offer, entry.ticket)?.cents ?? 0), 0)

  // One click, one call: a second click before React drew the busy state is ignored here.
  const sending = useRef(false)
  // The second click of a double click lands where the button was (it gives way to the busy state):
  // outside the popover on a desktop, which must not close the summary the visitor is waiting for.
  const addedAt = useRef(0)
  // Closed by a click or focus outside (each opening is a new widget, so this starts false).
  const closedOutside = useRef(false)
  const submit = () => {
    addedAt.current = Date.now()
    if (sending.current || mutation.isPending || count === 0 || !data?.id_jet) return
    sending.current = true
    mutation.mutate(
      { calls: cartCalls(selection.tickets, data.id_jet, hasTimeslots ? block : null), key: clickKey() },
      {
        onSettled: () => (sending.current = false),
        // SPEC §8: a cart failure is reported (the refusals the visitor is told about are not failures).
        onError: (error) => {
          const failure = isFailure(error) ? error : null
          if (!failure) reportError('cart', error)
          else if (isReportable(failure))
            reportError(
              'cart',
              failure.kind === 'code' ? `the cart call answered ${failure.code}` : 'the cart call answered without a code',
            )
        },
      },
    )
  }

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      {/* Inside the event overlay (a modal dialog) the popup belongs to it: focus and the rest of the page stay as the dialog set them. */}
      <Popover.Portal container={anchor.current?.closest<HTMLElement>('[role="dialog"]') ?? undefined}>
        <Popover.Content
          className="booking-widget"
          aria-labelledby={headingId}
          side="bottom"
          align="end"
          sideOffset={8}
          // By its button on desktop, never under the sticky header or against the window's edge;
          // on phones the stylesheet makes it a bottom sheet.
          collisionPadding={{ top: headerBottom + 8, right: 16, bottom: bannerHeight + 16, left: 16 }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            // Back to its button when closed from inside (Escape, ×); never when the visitor clicked
            // or tabbed elsewhere: focus stays where they went, and the page does not scroll back to
            // this button under the pointer of a click on another one (which would then be lost).
            if (!closedOutside.current && openWidget() === null) anchor.current?.focus()
          }}
          onPointerDownOutside={(event) => {
            // A click on its own button toggles; the button handles it. The second click of a double
            // click on 'Add to cart' (just now) is not a click outside either.
            if ((event.target instanceof Node && anchor.current?.contains(event.target)) || Date.now() - addedAt.current < 600)
              event.preventDefault()
          }}
          onInteractOutside={(event) => {
            // Another performance's Tickets button (its press moves the focus there first): not a
            // dismissal; its click switches the open widget (one at a time, openWidget.ts). Closing
            // here too made two state changes of one gesture race, and the second widget stayed shut.
            if (
              event.target instanceof Element &&
              event.target.closest('[data-booking-trigger]') &&
              !anchor.current?.contains(event.target)
            ) {
              event.preventDefault()
              return
            }
            if (!event.defaultPrevented) closedOutside.current = true
          }}
        >
          <div className="booking-widget__header">
            <h2 id={headingId} className="booking-widget__title">
              {t('dialogTitle')}
              <span className="booking-widget__event">
                {title},{' '}
                {slotTime
                  ? t('whenSlot', { day: formatDay(new Date(dateStart), locale), time: slotTime })
                  : t('when', { day: formatDay(new Date(dateStart), locale), time: formatTime(new Date(dateStart)) })}
              </span>
            </h2>
            <Popover.Close className="booking-widget__close" aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Popover.Close>
          </div>

          {outcome.state === 'idle' ? (
            <div className="booking-widget__body">
              {live.isPending ? <p className="booking-widget__loading">{t('loading')}</p> : null}
              {queued ? (
                <QueueNotice failure={queued} />
              ) : data === null ? (
                live.isError ? (
                  <div className="booking-widget__notice" role="alert">
                    <p>{t('loadFailed')}</p>
                    <button type="button" className="button button--secondary" onClick={() => void live.refetch()}>
                      {t('retry')}
                    </button>{' '}
                    <a className="button" href={shopHref}>
                      {t('toWebshop')}
                    </a>
                  </div>
                ) : null
              ) : !shopOnline ? (
                <p className="booking-widget__notice" role="status">
                  {t('shopOffline')}
                </p>
              ) : !bookable ? (
                <p className="booking-widget__notice" role="status">
                  {data.availability === 'sold_out' || data.seat_groups.every((group) => group.status === '0')
                    ? `${t('entry.soldOut')}. `
                    : ''}
                  {t('notBookable')}
                </p>
              ) : step === 'default' ? (
                <DefaultStep
                  offer={offer}
                  selection={selection.tickets}
                  dispatch={dispatch}
                  expanded={expanded}
                  setExpanded={setExpanded}
                  block={hasTimeslots ? block : null}
                  onStep={setStep}
                  returnedFrom={returnedFrom}
                  locale={locale}
                />
              ) : step === 'discounts' ? (
                <DiscountStep offer={offer} selection={selection.tickets} dispatch={dispatch} onBack={back} locale={locale} />
              ) : (
                <TimeslotStep
                  offer={offer}
                  block={block}
                  onChoose={(value) => {
                    setChosenBlock(value)
                    back()
                  }}
                  onBack={back}
                />
              )}
            </div>
          ) : (
            <Summary outcome={outcome} shopUrl={shopHref} />
          )}

          <div className="booking-widget__footer">
            {outcome.state === 'idle' ? (
              <>
                <p className="booking-widget__total">
                  {count === 0 ? t('nothingSelected') : t('summary', { count, total: formatCents(total, locale) })}
                </p>
                <button type="button" className="button" disabled={count === 0 || !shopOnline || !bookable} onClick={submit}>
                  {t('addToCart')}
                </button>
              </>
            ) : null}
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {outcome.state === 'loading'
              ? t('adding')
              : outcome.state === 'success'
                ? t('success', { count: outcome.count })
                : outcome.state === 'error'
                  ? `${t('error')} ${failureText(t, outcome.failure)}`
                  : ''}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
