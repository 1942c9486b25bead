import 'server-only'

import type { Payload } from 'payload'

import { escapeHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'

import { formatCents } from '../domain/money'
import type { OrderView } from '../provider'
import { ticketsPdf, ticketWhen } from './eTickets'

/** The confirmation's address: the order and its tickets, for whoever holds the e-mail. */
export function orderPath(order: Pick<OrderView, 'number' | 'accessKey'>): string {
  return `/webshop/orders/${encodeURIComponent(order.number)}/${encodeURIComponent(order.accessKey)}`
}

/** The confirmation e-mail: what was bought, how to pay, the link to the order, the tickets as a PDF. */
export async function orderConfirmation(order: OrderView, headers?: Headers | null) {
  const t = mailTranslator(order.locale)
  const total = formatCents(order.totalCents, order.locale)
  const link = `${siteOrigin(headers)}${orderPath(order)}`
  const lines = order.lines.map((line) =>
    t('orderLine', { quantity: line.quantity, title: line.title, date: ticketWhen(line.dateStart, order.locale), seatGroup: line.seatGroup, priceName: line.priceName, total: formatCents(line.quantity * line.unitCents, order.locale) }),
  )
  const payment = order.payment === 'invoice' ? t('paymentInvoice', { total, number: order.number }) : t('paymentBoxOffice')
  const greeting = t('greeting', { name: `${order.buyer.first_name} ${order.buyer.last_name}` })
  const paragraphs = [greeting, t('orderText', { number: order.number })]
  const text = [...paragraphs, link, '', ...lines, t('orderTotal', { total }), '', payment, '', t('signature')].join('\n')
  const html = `<!doctype html><html lang="${order.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('orderAction'))}</a></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(t('orderTotal', { total }))}</strong></p>
<p>${escapeHtml(payment)}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`
  return {
    to: order.buyer.email,
    subject: t('orderSubject', { number: order.number }),
    text,
    html,
    attachments: [{ filename: t('ticketsFile', { number: order.number }), content: Buffer.from(await ticketsPdf(order)), contentType: 'application/pdf' }],
  }
}

/**
 * Sends the order's confirmation once: it is marked sent only after the transport took it, so a
 * message lost to a crash or a mail server that was down goes out with the next attempt
 * (sendPendingConfirmations). Never throws: the order stands whether or not the mail went out.
 */
export async function sendConfirmation(payload: Payload, order: OrderView, headers?: Headers | null): Promise<boolean> {
  try {
    await payload.sendEmail(await orderConfirmation(order, headers))
    await payload.update({ collection: 'orders', id: order.id, data: { mail_sent_at: new Date().toISOString() }, overrideAccess: true, context: { disableRevalidate: true } })
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `order confirmation ${order.number} not sent` })
    return false
  }
}
