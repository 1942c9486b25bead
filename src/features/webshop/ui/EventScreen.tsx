import { callPath } from '@/api/sitePaths'
import { randomBytes } from 'node:crypto'

import { getTranslations } from 'next-intl/server'

import { hasBegun } from '@/features/booking/domain/eventTickets'
import { formatCents } from '@/features/booking/domain/money'
import { offerOf, timeOf } from '@/features/booking/domain/offer'
import { MAX_TICKETS_PER_PRICE } from '@/features/booking/domain/selection'
import { ticketWhen } from '@/features/booking/domain/when'
import { ticketingProvider } from '@/features/booking/providers/registry'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { getPayloadClient } from '@/cms/client'
import { waitingListJoinPath } from '@/lib/routing/shopPaths'

import { CartOutcome } from './CartOutcome'
import { QuantityInput } from './QuantityInput'
import { findShopEvent } from '../server/shopEvent'
import { placeOf, ShopEventNotFound } from './ShopEventNotFound'

/**
 * /webshop/events/{ticketing id}: one performance's seat groups and prices as a form that works
 * without JavaScript (the widget's fallback link and the no-JavaScript 'Tickets' link lead here).
 * Live availability; a past or unsold performance says so instead of offering a form.
 */
export async function EventScreen({ locale, jetId, result }: { locale: Locale; jetId: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const booking = await getTranslations({ locale, namespace: 'booking' })
  const payload = await getPayloadClient()
  const event = await findShopEvent(payload, locale, jetId)
  if (!event) return <ShopEventNotFound locale={locale} />
  const programme = routePath(locale, 'events')
  const tickets = (await ticketingProvider(payload).eventTickets([event.id], locale, { live: true })).get(event.id)
  const offer = tickets ? offerOf(tickets) : null
  const past = hasBegun(event.date_start)
  const groups = offer?.groups.filter((group) => group.available && group.main) ?? []
  const where = placeOf(event)
  const headingId = 'shop-event-title'
  return (
    <article className="shop-event" aria-labelledby={headingId}>
      <h1 id={headingId}>{event.title}</h1>
      <p className="shop-event__when">{ticketWhen(event.date_start, locale)}</p>
      {where ? <p className="shop-event__where">{where}</p> : null}
      <CartOutcome locale={locale} result={result} />
      {past ? (
        <p role="status">{t('performancePast')}</p>
      ) : !offer || groups.length === 0 ? (
        <>
          <p role="status">{booking('notBookable')}</p>
          {offer && offer.timeslots.length === 0 && offer.groups.some((group) => group.main) ? (
            <p>
              <a className="button" href={waitingListJoinPath(jetId)}>
                {t('waitlist.link')}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <form action={callPath('cartForm', {})} method="post" className="shop-form shop-event__form">
          <input type="hidden" name="event" value={jetId} />
          {/* One key per form shown: pressing the button twice holds the tickets once. */}
          <input type="hidden" name="key" value={randomBytes(16).toString('hex')} />
          {offer.timeslots.length > 0 ? (
            <fieldset className="shop-event__slots">
              <legend>{booking('chooseTimeslot')}</legend>
              {offer.timeslots.map((slot) => (
                <label key={slot.id} className="shop-event__slot">
                  <input type="radio" name="block" value={slot.block_id} defaultChecked={slot.block_id === offer.firstBlock} required />
                  <span>{booking('timeslotTime', { time: timeOf(slot) })}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset>
            <legend>{t('chooseTickets')}</legend>
            <p className="shop-form__hint">{t('chooseTicketsHint', { max: MAX_TICKETS_PER_PRICE })}</p>
            <ul className="shop-event__prices">
              {groups.flatMap((group) =>
                [group.main, ...group.discounts].flatMap((price) => {
                  if (!price) return []
                  const id = `q-${price.key.seat_group}-${price.key.sale_type_id}`
                  return [
                    <li key={id} className="shop-event__price">
                      <label htmlFor={id}>
                        <span className="shop-event__group">{group.name}</span>
                        <span className="shop-event__kind">
                          {price.name} · {formatCents(price.cents, locale)}
                        </span>
                        {group.companionSeat ? <span className="shop-form__hint">{booking('companion')}</span> : null}
                      </label>
                      <QuantityInput id={id} name={id} max={MAX_TICKETS_PER_PRICE} />
                    </li>,
                  ]
                }),
              )}
            </ul>
          </fieldset>
          <button type="submit" className="button">
            {booking('addToCart')}
          </button>
        </form>
      )}
      <p>
        <a href={programme}>{t('toProgramme')}</a>
      </p>
    </article>
  )
}
