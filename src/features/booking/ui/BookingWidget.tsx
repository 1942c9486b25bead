'use client'

import * as Popover from '@radix-ui/react-popover'
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { type RefObject, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import bookingTexts from '@/i18n/messages/booking.json'
import { MoreTexts } from '@/i18n/MoreTexts'
import { perLocale } from '@/i18n/perLocale'
import { call as send, read } from '@/api/client'
import { newQueryClient } from '@/lib/browser/QueryScope'
import { reportError } from '@/api/reportError'
import { formatDay, formatTime } from '@/lib/time/format'

import { CART_PATH, IDEMPOTENCY_HEADER } from '../domain/cart'
import { type CartFailure, cartFailureOf, isReportable } from '../domain/cartErrors'
import { type EventTickets, hasBegun } from '../domain/eventTickets'
import { formatCents } from '../domain/money'
import { canBook, type Offer, type OfferGroup, type OfferPrice, offerOf, timeOf } from '../domain/offer'
import {
  addTicket,
  amountOf,
  cartCalls,
  MAX_TICKETS_PER_PRICE,
  removeTicket,
  type SelectedTicket,
  type TicketKey,
  ticketCount,
} from '../domain/selection'

import { CART_CHANGED_EVENT, openWidget } from './openWidget'

import './booking.css'

type Step = 'default' | 'discounts' | 'timeslots'
type Outcome =
  { state: 'idle' } | { state: 'loading' } | { state: 'success'; count: number; cartUrl: string } | { state: 'error'; failure: CartFailure }
type LiveTickets = EventTickets & { shop_online: boolean }

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

type Selection = { tickets: SelectedTicket[] }
type SelectionAction = { type: 'add' | 'remove'; ticket: TicketKey } | { type: 'clear' }

function selectionReducer(state: Selection, action: SelectionAction): Selection {
  if (action.type === 'clear') return { tickets: [] }
  return { tickets: action.type === 'add' ? addTicket(state.tickets, action.ticket) : removeTicket(state.tickets, action.ticket) }
}

/** A fresh idempotency key: one per click of 'Add to cart' (crypto.randomUUID needs a secure context). */
function clickKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type AddToCart = { calls: ReturnType<typeof cartCalls>; key: string }

/**
 * One cart call per seat group (SPEC §7), one after another; the first refusal stops. Each call
 * carries the click's idempotency key, so a repeated request holds its tickets once.
 */
async function addToCart({ calls, key }: AddToCart): Promise<{ count: number; cartUrl: string }> {
  let last = { count: 0, cartUrl: CART_PATH }
  for (const [index, call] of calls.entries()) {
    const { status, body } = await send<'cart', { tickets_quantity: number; cart_url: string; response_code: unknown }>('cart', {
      body: call,
      headers: { [IDEMPOTENCY_HEADER]: `${key}-${index}` },
    })
    if (status < 200 || status > 299) throw cartFailureOf(body.response_code ?? status)
    last = {
      count: Number(body.tickets_quantity ?? 0),
      cartUrl: typeof body.cart_url === 'string' && body.cart_url.startsWith('/') ? body.cart_url : CART_PATH,
    }
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT))
  return last
}

function Widget({ open, anchor, eventId, title, dateStart, shopHref, initial, locale, onClose }: Props) {
  const t = useTranslations('booking')
  const headingId = useId()
  const [step, setStep] = useState<Step>('default')
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
    queryFn: ({ signal }) => read<'eventTickets', LiveTickets>('eventTickets', { path: { locale, id: eventId }, signal }),
    staleTime: 0,
    gcTime: 0,
  })
  const data = live.data ?? initial ?? null
  const offer = useMemo(() => offerOf(data ?? NO_TICKETS), [data])
  const hasTimeslots = (data?.seat_groups ?? []).some((group) => group.timeslots.length > 0)
  const block = chosenBlock !== null && offer.timeslots.some((slot) => slot.block_id === chosenBlock) ? chosenBlock : offer.firstBlock
  // With timeslots, the chosen one is the time the visitor comes: the title names it, not the opening.
  const chosenSlot = hasTimeslots ? offer.timeslots.find((slot) => slot.block_id === block) : undefined
  const slotTime = chosenSlot ? timeOf(chosenSlot) : null
  const shopOnline = live.data?.shop_online ?? true
  // A page cached before the performance began may still show its button: the widget sells nothing then.
  const bookable = data !== null && canBook(offer, hasTimeslots) && !hasBegun(dateStart)
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
            if (anchor.current?.contains(event.target as Node) || Date.now() - addedAt.current < 600) event.preventDefault()
          }}
          onInteractOutside={(event) => {
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
              {data === null ? (
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
                  {data.availability === 'sold_out' || data.seat_groups.every((group) => group.status === '0') ? `${t('soldOut')}. ` : ''}
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
                  locale={locale}
                />
              ) : step === 'discounts' ? (
                <DiscountStep
                  offer={offer}
                  selection={selection.tickets}
                  dispatch={dispatch}
                  onBack={() => setStep('default')}
                  locale={locale}
                />
              ) : (
                <TimeslotStep offer={offer} block={block} onChoose={(value) => setChosenBlock(value)} onBack={() => setStep('default')} />
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

function isFailure(value: unknown): value is CartFailure {
  return Boolean(value && typeof value === 'object' && 'kind' in value)
}

function priceOf(offer: Offer, ticket: TicketKey): OfferPrice | undefined {
  for (const group of offer.groups) {
    for (const price of [group.main, ...group.discounts])
      if (price && price.key.seat_group === ticket.seat_group && price.key.sale_type_id === ticket.sale_type_id) return price
  }
  return undefined
}

type Translate = ReturnType<typeof useTranslations<'booking'>>

function failureText(t: Translate, failure: CartFailure): string {
  if (failure.kind === 'notEnoughSeats') return t('notEnoughSeats')
  if (failure.kind === 'noReservation') return t('noReservation')
  if (failure.kind === 'limitReached') return t('limitReached')
  if (failure.kind === 'code') return t('errorCode', { code: failure.code })
  return ''
}

function Summary({ outcome, shopUrl }: { outcome: Outcome; shopUrl: string }) {
  const t = useTranslations('booking')
  if (outcome.state === 'loading') {
    return (
      <div className="booking-widget__body booking-widget__summary" aria-busy="true">
        <p>{t('adding')}</p>
      </div>
    )
  }
  if (outcome.state === 'success') {
    return (
      <div className="booking-widget__body booking-widget__summary booking-widget__summary--success">
        <p>{t('success', { count: outcome.count })}</p>
        <a className="button" href={outcome.cartUrl}>
          {t('toCart')}
        </a>
      </div>
    )
  }
  if (outcome.state !== 'error') return null
  const detail = failureText(t, outcome.failure)
  if (outcome.failure.kind === 'limitReached') {
    // The shop holds the same cap: the cart is where the visitor can go on.
    return (
      <div className="booking-widget__body booking-widget__summary booking-widget__summary--error">
        <p className="booking-widget__error">{t('error')}</p>
        <p>{detail}</p>
        <p>{t('errorCode', { code: outcome.failure.code })}</p>
        <a className="button" href={CART_PATH}>
          {t('toCart')}
        </a>
      </div>
    )
  }
  return (
    <div className="booking-widget__body booking-widget__summary booking-widget__summary--error">
      <p className="booking-widget__error">{t('error')}</p>
      {detail ? <p>{detail}</p> : null}
      {/* SPEC §8: the two named failures show their numeric code too, as every other code does. */}
      {outcome.failure.kind === 'notEnoughSeats' || outcome.failure.kind === 'noReservation' ? (
        <p>{t('errorCode', { code: outcome.failure.code })}</p>
      ) : null}
      <p>{t('buyInShop')}</p>
      <a className="button" href={shopUrl}>
        {t('toWebshop')}
      </a>
    </div>
  )
}

type Dispatch = (action: SelectionAction) => void

function Quantity({
  price,
  selection,
  dispatch,
  locale,
}: {
  price: OfferPrice
  selection: SelectedTicket[]
  dispatch: Dispatch
  locale: Locale
}) {
  const t = useTranslations('booking')
  const amount = amountOf(selection, price.key)
  const name = `${price.seatGroup}, ${price.name}`
  return (
    <div className="quantity">
      <span className="quantity__price">{formatCents(price.cents, locale)}</span>
      <button
        type="button"
        className="quantity__button"
        aria-label={t('less', { name })}
        disabled={amount === 0}
        onClick={() => dispatch({ type: 'remove', ticket: price.key })}
      >
        −
      </button>
      <output className="quantity__amount" aria-label={t('amount', { count: amount, name })}>
        {amount}
      </output>
      <button
        type="button"
        className="quantity__button"
        aria-label={t('more', { name })}
        disabled={amount >= MAX_TICKETS_PER_PRICE}
        onClick={() => dispatch({ type: 'add', ticket: price.key })}
      >
        +
      </button>
    </div>
  )
}

function GroupRow({
  group,
  price,
  selection,
  dispatch,
  locale,
}: {
  group: OfferGroup
  price: OfferPrice | null
  selection: SelectedTicket[]
  dispatch: Dispatch
  locale: Locale
}) {
  const t = useTranslations('booking')
  return (
    <li className={`booking-prices__item${group.available ? '' : ' booking-prices__item--unavailable'}`}>
      <div className="booking-prices__label">
        <span className="booking-prices__name">{group.name}</span>
        {price && price.name !== group.name ? <span className="booking-prices__kind">{price.name}</span> : null}
        {group.text ? <span className="booking-prices__text">{group.text}</span> : null}
        {group.companionSeat ? <span className="booking-prices__companion">{t('companion')}</span> : null}
      </div>
      {group.available && price ? (
        <Quantity price={price} selection={selection} dispatch={dispatch} locale={locale} />
      ) : (
        <span className="booking-prices__unavailable">{t('unavailable')}</span>
      )}
    </li>
  )
}

type StepProps = { offer: Offer; selection: SelectedTicket[]; dispatch: Dispatch; locale: Locale }

/** The collapsed list shows this many seat categories (SPEC §4). */
const COLLAPSED_ITEMS = 2

function DefaultStep({
  offer,
  selection,
  dispatch,
  expanded,
  setExpanded,
  block,
  onStep,
  locale,
}: StepProps & { expanded: boolean; setExpanded: (value: boolean) => void; block: number | null; onStep: (step: Step) => void }) {
  const t = useTranslations('booking')
  const listId = useId()
  const shown = expanded ? offer.groups : offer.groups.slice(0, COLLAPSED_ITEMS)
  const slot = offer.timeslots.find((item) => item.block_id === block)
  return (
    <>
      {slot ? (
        <p className="booking-widget__slot">
          <span>
            {t('timeslot')}: <strong>{t('timeslotTime', { time: timeOf(slot) })}</strong>
          </span>
          <button type="button" className="link-button" onClick={() => onStep('timeslots')}>
            {t('changeTimeslot')}
          </button>
        </p>
      ) : null}
      <h3 className="booking-widget__step-title">{t('seatGroups')}</h3>
      <ul id={listId} className={`booking-prices${expanded ? ' booking-prices--expanded' : ''}`}>
        {shown.map((group) => (
          <GroupRow key={group.id} group={group} price={group.main} selection={selection} dispatch={dispatch} locale={locale} />
        ))}
      </ul>
      <p className="booking-widget__more">
        {offer.groups.length > COLLAPSED_ITEMS ? (
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('fewerSeatGroups') : t('allSeatGroups')}
          </button>
        ) : null}
        {offer.hasDiscounts ? (
          <button type="button" className="link-button" onClick={() => onStep('discounts')}>
            {t('discounts')}
          </button>
        ) : null}
      </p>
    </>
  )
}

function DiscountStep({ offer, selection, dispatch, onBack, locale }: StepProps & { onBack: () => void }) {
  const t = useTranslations('booking')
  return (
    <>
      <button type="button" className="link-button booking-widget__back" onClick={onBack} autoFocus>
        {t('back')}
      </button>
      <h3 className="booking-widget__step-title">{t('discounts')}</h3>
      <p className="booking-widget__hint">{t('discountsIntro')}</p>
      <ul className="booking-prices booking-prices--expanded">
        {offer.groups
          .filter((group) => group.available)
          .flatMap((group) =>
            group.discounts.map((price) => (
              <GroupRow
                key={`${group.id}-${price.key.id}`}
                group={group}
                price={price}
                selection={selection}
                dispatch={dispatch}
                locale={locale}
              />
            )),
          )}
      </ul>
    </>
  )
}

function TimeslotStep({
  offer,
  block,
  onChoose,
  onBack,
}: {
  offer: Offer
  block: number | null
  onChoose: (block: number) => void
  onBack: () => void
}) {
  const t = useTranslations('booking')
  const name = useId()
  return (
    <>
      <button type="button" className="link-button booking-widget__back" onClick={onBack} autoFocus>
        {t('back')}
      </button>
      <fieldset className="booking-slots">
        <legend className="booking-widget__step-title">{t('chooseTimeslot')}</legend>
        {offer.timeslots.map((slot) => (
          <label key={slot.id} className="booking-slots__slot">
            <input
              type="radio"
              name={name}
              value={slot.block_id}
              checked={slot.block_id === block}
              onChange={() => onChoose(slot.block_id)}
            />
            <span>{t('timeslotTime', { time: timeOf(slot) })}</span>
          </label>
        ))}
      </fieldset>
    </>
  )
}
