import { useTranslations } from 'next-intl'
import { useId } from 'react'
import type { Locale } from '@/i18n/locales'
import { formatCents } from '../domain/money'
import { type Offer, type OfferGroup, type OfferPrice, timeOf } from '../domain/offer'
import { amountOf, MAX_TICKETS_PER_PRICE, type SelectedTicket, type TicketKey } from '../domain/selection'
import type { SelectionAction } from './widgetSelection'

export function priceOf(offer: Offer, ticket: TicketKey): OfferPrice | undefined {
  for (const group of offer.groups) {
    for (const price of [group.main, ...group.discounts])
      if (price && price.key.seat_group === ticket.seat_group && price.key.sale_type_id === ticket.sale_type_id) return price
  }
  return undefined
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

export function DefaultStep({
  offer,
  selection,
  dispatch,
  expanded,
  setExpanded,
  block,
  onStep,
  returnedFrom,
  locale,
}: StepProps & {
  expanded: boolean
  setExpanded: (value: boolean) => void
  block: number | null
  onStep: (step: Step) => void
  /** The step the visitor came back from: its button takes the focus again (the step's own buttons are gone). */
  returnedFrom: Step | null
}) {
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
          <button type="button" className="link-button" onClick={() => onStep('timeslots')} autoFocus={returnedFrom === 'timeslots'}>
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
          <button type="button" className="link-button" onClick={() => onStep('discounts')} autoFocus={returnedFrom === 'discounts'}>
            {t('discounts')}
          </button>
        ) : null}
      </p>
    </>
  )
}

export function DiscountStep({ offer, selection, dispatch, onBack, locale }: StepProps & { onBack: () => void }) {
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

export function TimeslotStep({
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
  const titleId = useId()
  // Picking a time is the step's one decision: a button each, which chooses and goes back to the
  // tickets (issue 44; radios left the visitor on the list after the choice). The current one is pressed.
  return (
    <>
      <button type="button" className="link-button booking-widget__back" onClick={onBack} autoFocus>
        {t('back')}
      </button>
      <h3 id={titleId} className="booking-widget__step-title">
        {t('chooseTimeslot')}
      </h3>
      <ul className="booking-slots" aria-labelledby={titleId}>
        {offer.timeslots.map((slot) => (
          <li key={slot.id}>
            <button
              type="button"
              className="booking-slots__slot"
              aria-pressed={slot.block_id === block}
              onClick={() => onChoose(slot.block_id)}
            >
              {t('timeslotTime', { time: timeOf(slot) })}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

export type Step = 'default' | 'discounts' | 'timeslots'
