'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { cartEntries, type ShownLine } from '../domain/cartLines'
import { formatCents } from '@/features/booking/domain/money'

import { call } from '@/api/client'
import { CART_CHANGED_EVENT } from '@/features/booking/ui/openWidget'

import { Countdown } from './Countdown'

type Props = { lines: ShownLine[]; total: string; serverNow: number; checkoutHref: string; programmeHref: string }

/**
 * The basket (web shop): each line with its performance, date, place, seat group, price type,
 * quantity and subtotal, a remove button per line, the total, and the reservation's countdown.
 * When the hold ran out the basket stays: 'Reserve again' holds what is still free.
 */
export function CartView({ lines, total, serverNow, checkoutHref, programmeHref }: Props) {
  const t = useTranslations('webshop')
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<string>('')
  // The moment the lines were last judged: the server's, then each time a hold runs out.
  const [now, setNow] = useState(serverNow)
  const [lostIds, setLostIds] = useState<readonly number[]>([])
  const markExpired = useCallback(() => setNow(Date.now()), [])
  const expired = lines.filter((line) => !line.live || new Date(line.expiresAt).getTime() <= now)
  const expiredIds = new Set(expired.map((line) => line.id))
  // Each performance has its own clock: the countdown shows the next one to run out.
  const nextEnd =
    lines
      .filter((line) => !expiredIds.has(line.id))
      .map((line) => line.expiresAt)
      .sort()[0] ?? null
  const lost = expired.filter((line) => lostIds.includes(line.id))

  async function after(status: number, success: string) {
    if (status === 200) {
      setMessage(success)
      window.dispatchEvent(new Event(CART_CHANGED_EVENT))
      router.refresh()
      // The pressed button is gone: the focus goes to the page's heading, the live region speaks.
      document.getElementById('cart-title')?.focus()
    } else setMessage(t('callFailed'))
    setBusy(null)
  }

  async function remove(key: string, removed: readonly ShownLine[]) {
    setBusy(key)
    const { status } = await call('removeLines', { body: { reservation_ids: removed.map((line) => line.id) }, locale })
    await after(status, t('removed'))
  }

  async function renew() {
    setBusy('renew')
    const { status, body } = await call('renewCart', { locale })
    const gone = (body.lost ?? []).map((entry) => entry.id)
    setLostIds(gone)
    await after(status, gone.length > 0 ? t('lostText') : t('renewed'))
  }

  return (
    <>
      {nextEnd ? <Countdown key={nextEnd} until={nextEnd} serverNow={now} onExpired={markExpired} /> : null}
      {expired.length > 0 ? (
        <div className="cart__expired" role="alert">
          <p className="cart__expired-title">{lost.length > 0 ? t('notEnoughSeats') : t('expiredTitle')}</p>
          <p>{lost.length > 0 ? t('lostText') : t('expiredText')}</p>
          <button type="button" className="button" onClick={renew} disabled={busy !== null}>
            {busy === 'renew' ? t('renewing') : t('renew')}
          </button>
        </div>
      ) : null}
      <h2 className="visually-hidden">{t('cartLines')}</h2>
      <ul className="cart__lines">
        {cartEntries(lines).map((entry) => {
          const entryLines = entry.kind === 'line' ? [entry.line] : entry.lines
          const gone = entryLines.some((line) => expiredIds.has(line.id))
          const first = entryLines[0]
          if (!first) return null
          const key = entry.kind === 'line' ? String(entry.line.id) : entry.key
          return (
            <li key={key} className={gone ? 'cart-line cart-line--gone' : 'cart-line'}>
              {entry.kind === 'line' ? (
                <TicketFacts line={entry.line} />
              ) : (
                <SubscriptionFacts
                  name={entry.name}
                  lines={entry.lines}
                  seatGroups={entry.seatGroups}
                  total={formatCents(entry.totalCents, locale)}
                />
              )}
              {gone ? (
                <p className="cart-line__gone">{entryLines.some((line) => lostIds.includes(line.id)) ? t('lineGone') : t('lineExpired')}</p>
              ) : null}
              <button
                type="button"
                className="cart-line__remove"
                onClick={() => remove(key, entryLines)}
                disabled={busy !== null}
                aria-label={
                  entry.kind === 'line'
                    ? t('removeLine', { title: first.title, priceName: first.priceName })
                    : t('subscriptions.removeLine', { name: entry.name })
                }
              >
                {busy === key ? t('removing') : t('remove')}
              </button>
            </li>
          )
        })}
      </ul>
      <p className="cart__total">
        <span>{t('total')}</span> <strong>{total}</strong>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      <div className="cart__actions">
        <a className="button" href={programmeHref}>
          {t('continueShopping')}
        </a>
        {expired.length > 0 ? null : (
          <a className="button button--primary" href={checkoutHref}>
            {t('toCheckout')}
          </a>
        )}
      </div>
    </>
  )
}

/** A line of tickets: its performance, date, place, seat group, price type, quantity and subtotal. */
function TicketFacts({ line }: { line: ShownLine }) {
  const t = useTranslations('webshop')
  return (
    <>
      <h3 className="cart-line__title">{line.title}</h3>
      <dl className="cart-line__facts">
        <div>
          <dt>{t('when')}</dt>
          <dd>{line.when}</dd>
        </div>
        {line.where ? (
          <div>
            <dt>{t('where')}</dt>
            <dd>{line.where}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('seatGroup')}</dt>
          <dd>{line.seatGroup}</dd>
        </div>
        <div>
          <dt>{t('priceType')}</dt>
          <dd>
            {line.priceName} ({line.unitPrice})
          </dd>
        </div>
        <div>
          <dt>{t('quantity')}</dt>
          <dd>{line.quantity}</dd>
        </div>
        <div>
          <dt>{t('lineTotal')}</dt>
          <dd>{line.lineTotal}</dd>
        </div>
      </dl>
    </>
  )
}

/** A series subscription (issue 46): its performances, its seat group and its package price, as one entry. */
function SubscriptionFacts({
  name,
  lines,
  seatGroups,
  total,
}: {
  name: string
  lines: readonly ShownLine[]
  seatGroups: readonly string[]
  total: string
}) {
  const t = useTranslations('webshop')
  return (
    <>
      <h3 className="cart-line__title">{t('subscriptions.cartTitle', { name })}</h3>
      <p>{t('subscriptions.cartPerformances', { count: lines.length })}</p>
      <ul className="cart-line__performances">
        {lines.map((line) => (
          <li key={line.id}>
            {line.title}: {line.when}
            {line.where ? ` · ${line.where}` : ''}
          </li>
        ))}
      </ul>
      <dl className="cart-line__facts">
        <div>
          <dt>{t('seatGroup')}</dt>
          <dd>{seatGroups.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('lineTotal')}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
    </>
  )
}
