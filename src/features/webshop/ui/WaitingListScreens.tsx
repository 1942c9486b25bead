import { getTranslations } from 'next-intl/server'

import { callPath } from '@/api/sitePaths'
import { getPayloadClient } from '@/cms/client'
import { DEFAULT_MAX_TICKETS_PER_CART } from '@/cms/vocabulary'
import { centsOf, formatCents } from '@/features/booking/domain/money'
import { ticketingProvider } from '@/features/booking/providers/registry'
import { saleSettings } from '@/features/booking/server/saleSettings'
import { describeEntry, ticketsText } from '@/features/booking/server/waitingList/describe'
import { type Entry, entryOfLink, placeInLine } from '@/features/booking/server/waitingList/entry'
import bookingTexts from '@/i18n/messages/booking.json'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { shopEventPath } from '@/lib/routing/shopPaths'
import { formatIn } from '@/lib/time/format'
import { ticketWhen } from '@/features/booking/domain/when'
import { hasBegun } from '@/features/booking/domain/eventTickets'

import { findShopEvent } from '../server/shopEvent'
import { placeOf, ShopEventNotFound } from './ShopEventNotFound'
import { type WaitlistGroup, WaitlistForm } from './WaitlistForm'

/** The answer of the join form posted without JavaScript (`result`): sent, or why not. */
function JoinOutcome({ locale, result, tooMany }: { locale: Locale; result: string | null; tooMany: string }) {
  if (!result) return null
  const texts = bookingTexts[locale].waitlist
  const errors: Record<string, string> = texts.errors
  // `limited`: the rate limit sent the form back before it reached the list.
  const text = result === 'sent' ? texts.sent : result === 'limited' ? tooMany : (errors[result] ?? null)
  if (!text) return null
  return (
    <p role={result === 'sent' ? 'status' : 'alert'} className={result === 'sent' ? 'shop-form__result' : 'shop-form__error'}>
      {text}
    </p>
  )
}

/**
 * /webshop/events/{ticketing id}/waiting-list (issue 44): the rule in plain words and the form to
 * join a sold-out performance's list, for the seat groups that are sold out; where tickets are left,
 * the way to book them instead.
 */
export async function WaitlistJoinScreen({ locale, jetId, result }: { locale: Locale; jetId: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const payload = await getPayloadClient()
  const event = await findShopEvent(payload, locale, jetId)
  if (!event) return <ShopEventNotFound locale={locale} />
  const provider = ticketingProvider(payload)
  const [tickets, counts, settings, caps] = await Promise.all([
    provider.eventTickets([event.id], locale).then((all) => all.get(event.id)),
    provider.availability([event.id]).then((all) => all.get(event.id)),
    saleSettings(payload),
    payload.find({ collection: 'sale-limits', where: { event: { equals: event.id } }, depth: 0, limit: 1, overrideAccess: true }),
  ])
  const free = new Map((counts?.seatGroups ?? []).map((group) => [group.id, group.capacity - group.taken]))
  const open = (tickets?.seat_groups ?? []).filter(
    (group) => group.status === '1' && group.prices.some((price) => (centsOf(price.price) ?? 0) > 0),
  )
  const soldOut: WaitlistGroup[] = open
    .filter((group) => (free.get(group.id) ?? 0) <= 0)
    .map((group) => ({
      id: group.id,
      name: group.seat_group,
      prices: group.prices
        .filter((price) => (centsOf(price.price) ?? 0) > 0)
        .map((price) => ({ saleTypeId: price.sale_type_id, label: `${price.name} · ${formatCents(centsOf(price.price) ?? 0, locale)}` })),
    }))
  const hasSlots = open.some((group) => group.timeslots.length > 0)
  const past = hasBegun(event.date_start)
  const where = placeOf(event)
  const bookLink = (
    <a className="button" href={shopEventPath(jetId)}>
      {t('waitlist.book')}
    </a>
  )
  return (
    <article className="shop-event" aria-labelledby="waitlist-title">
      <h1 id="waitlist-title">{t('waitlist.joinTitle', { title: event.title })}</h1>
      <p className="shop-event__when">{ticketWhen(event.date_start, locale)}</p>
      {where ? <p className="shop-event__where">{where}</p> : null}
      <JoinOutcome locale={locale} result={result} tooMany={t('tooMany')} />
      {past ? (
        <p role="status">{t('performancePast')}</p>
      ) : hasSlots ? (
        <p role="status">{t('waitlist.timeslots')}</p>
      ) : soldOut.length === 0 ? (
        <>
          <p role="status">{t('waitlist.available')}</p>
          <p>{bookLink}</p>
        </>
      ) : result === 'sent' ? null : (
        <>
          <p>{t('waitlist.rule', { hours: settings.waitlistOfferHours, hoursOnTheDay: settings.waitlistOfferHoursOnTheDay })}</p>
          {soldOut.length < open.length ? (
            <p>
              {t('waitlist.availableSome')} {bookLink}
            </p>
          ) : null}
          <WaitlistForm jetId={jetId} groups={soldOut} max={caps.docs[0]?.max_tickets_per_cart ?? DEFAULT_MAX_TICKETS_PER_CART} />
        </>
      )}
      <p>
        <a href={routePath(locale, 'events')}>{t('toProgramme')}</a>
      </p>
    </article>
  )
}

const RESULTS = {
  confirmed: 'resultConfirmed',
  left: 'resultLeft',
  lapsed: 'resultLapsed',
  not_offered: 'resultNotOffered',
  invalid: 'resultInvalid',
} as const

/** One button of an entry's page: a form posting the entry's link and the action. */
function EntryButton({
  entry,
  secret,
  action,
  label,
  primary,
}: {
  entry: Entry
  secret: string
  action: string
  label: string
  primary?: boolean
}) {
  return (
    <form method="post" action={callPath('waitingListEntry', {})} className="shop-waitlist__action">
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="secret" value={secret} />
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={primary ? 'button button--primary' : 'button button--secondary'}>
        {label}
      </button>
    </form>
  )
}

/**
 * /webshop/waiting-list/{id}/{secret} (issue 44): the page its mails link. Opening it changes
 * nothing; its buttons confirm the address, take or decline an offer, or leave the list.
 */
export async function WaitlistEntryScreen({
  locale,
  id,
  secret,
  result,
}: {
  locale: Locale
  id: number
  secret: string
  result: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const payload = await getPayloadClient()
  const entry = await entryOfLink(payload, id, secret)
  const outcome = result && result in RESULTS ? t(`waitlist.${RESULTS[result as keyof typeof RESULTS]}`) : null
  if (!entry)
    return (
      <>
        <h1>{t('waitlist.entryTitle')}</h1>
        <p role="alert">{t('waitlist.invalid')}</p>
      </>
    )
  const words = await describeEntry(payload, entry, locale)
  const until = entry.offerUntil ? formatIn(entry.offerUntil, locale, 'dayAndTime') : ''
  const live = entry.offerLive
  return (
    <article className="shop-event shop-waitlist" aria-labelledby="waitlist-entry-title">
      <h1 id="waitlist-entry-title">{t('waitlist.entryTitle')}</h1>
      {outcome ? (
        <p
          role={result === 'confirmed' || result === 'left' ? 'status' : 'alert'}
          className={result === 'confirmed' || result === 'left' ? 'shop-form__result' : 'shop-form__error'}
        >
          {outcome}
        </p>
      ) : null}
      <h2>{words.title}</h2>
      <p className="shop-event__when">{words.when}</p>
      {words.where ? <p className="shop-event__where">{words.where}</p> : null}
      <p>{t('waitlist.entryTickets', { tickets: ticketsText(words) })}</p>
      {entry.status === 'unconfirmed' ? (
        <>
          <p>{t('waitlist.unconfirmed')}</p>
          <EntryButton entry={entry} secret={secret} action="confirm" label={t('waitlist.confirm')} primary />
        </>
      ) : entry.status === 'waiting' ? (
        <p>{t('waitlist.waiting', { place: await placeInLine(payload, entry) })}</p>
      ) : entry.status === 'offered' ? (
        <>
          <p role="status">{t('waitlist.offered', { until })}</p>
          <EntryButton entry={entry} secret={secret} action="take" label={t('waitlist.take')} primary />
          <EntryButton entry={entry} secret={secret} action="leave" label={t('waitlist.decline')} />
        </>
      ) : entry.status === 'accepted' ? (
        live ? (
          <>
            <p>{t('waitlist.accepted', { until })}</p>
            <EntryButton entry={entry} secret={secret} action="take" label={t('waitlist.toCart')} primary />
          </>
        ) : (
          <p>{t(entry.booked ? 'waitlist.booked' : 'waitlist.acceptedPast')}</p>
        )
      ) : (
        <p>{t(entry.status === 'left' ? 'waitlist.left' : 'waitlist.lapsed')}</p>
      )}
      {entry.status === 'unconfirmed' || entry.status === 'waiting' ? (
        <EntryButton entry={entry} secret={secret} action="leave" label={t('waitlist.leave')} />
      ) : null}
      <p>
        <a href={routePath(locale, 'events')}>{t('toProgramme')}</a>
      </p>
    </article>
  )
}
