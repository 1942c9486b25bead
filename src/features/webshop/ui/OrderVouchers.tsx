import { getTranslations } from 'next-intl/server'

import { formatCents } from '@/features/booking/domain/money'
import { lastValidDay } from '@/features/booking/domain/voucher'
import type { OrderView } from '@/features/booking/provider'
import { ticketQrSvg } from '@/features/booking/server/eTickets'
import type { Locale } from '@/i18n/locales'
import { formatDay } from '@/lib/time/format'

/**
 * The gift vouchers an order bought (issue 46): each code with its QR code, value, what is left and
 * until when; an unpaid order's vouchers say they pay once it is paid. The QR code is drawn here
 * from the code alone (our own SVG), so the page needs no call per voucher.
 */
export async function OrderVouchers({ order, locale, pdfHref }: { order: OrderView; locale: Locale; pdfHref: string }) {
  if (order.vouchers.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const pictures = await Promise.all(order.vouchers.map((voucher) => ticketQrSvg(voucher.code)))
  return (
    <section className="tickets" aria-labelledby="order-vouchers">
      <h2 id="order-vouchers">{t('vouchers.heading')}</h2>
      {order.paymentStatus === 'awaiting' && order.status !== 'cancelled' ? <p>{t('vouchers.unpaidHint')}</p> : null}
      <ul className="tickets__list">
        {order.vouchers.map((voucher, index) => (
          <li key={voucher.code} className="ticket voucher">
            <h3 className="ticket__title">{t('vouchers.title')}</h3>
            <div
              className="ticket__qr voucher__qr"
              role="img"
              aria-label={`${t('vouchers.codeLabel')} ${voucher.code}`}
              // Our own QR code of the voucher's code (qrcode's SVG): nothing a visitor sent is in it.
              dangerouslySetInnerHTML={{ __html: pictures[index] ?? '' }}
            />
            <p className="order__code">
              <strong>{voucher.code}</strong>
            </p>
            <dl className="voucher__facts">
              <div>
                <dt>{t('vouchers.value')}</dt>
                <dd>{formatCents(voucher.initialCents, locale)}</dd>
              </div>
              <div>
                <dt>{t('vouchers.balance')}</dt>
                <dd>{formatCents(voucher.balanceCents, locale)}</dd>
              </div>
              <div>
                <dt>{t('vouchers.validUntil')}</dt>
                <dd>{formatDay(lastValidDay(voucher.expiresAt), locale)}</dd>
              </div>
              <div>
                <dt>{t('vouchers.state')}</dt>
                <dd className="ticket__state">{t(`vouchers.states.${voucher.state}`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {order.status === 'cancelled' ? null : (
        <p>
          <a className="button" href={pdfHref} download>
            {t('vouchers.printPdf')}
          </a>
        </p>
      )}
    </section>
  )
}
