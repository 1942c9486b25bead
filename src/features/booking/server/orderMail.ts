import 'server-only'

import type { Payload } from 'payload'

import { escapeHtml, mailHtml, mailMasthead, mailTranslator, siteOrigin } from '@/lib/mail/texts'

import { bind, sqlOf, stmt } from '@/lib/db/sql'

import { formatCents } from '../domain/money'
import { buysOnlyVouchers, lastValidDay } from '../domain/voucher'
import type { OrderView } from '../provider'
import { ticketsPdf } from './eTickets'
import { ticketWhen } from '../domain/when'
import type { BankDetails } from '@/cms/rules/bank'
import { invoiceAccount } from './bank'
import { formatDay, formatIn, formatTime } from '@/lib/time/format'
import { confirmOrderPath, orderPath as shopOrderPath } from '@/lib/routing/shopPaths'
import { calendarFile, type CalendarEvent } from '@/lib/calendar/ics'
import { siteHost } from '@/lib/calendar/siteHost'
import { routePath } from '@/i18n/routes'
import type { Locale } from '@/i18n/locales'

/** The confirmation's address: the order and its tickets, for whoever holds the e-mail. */
export function orderPath(order: Pick<OrderView, 'number' | 'accessKey'>): string {
  return shopOrderPath(order.number, order.accessKey)
}

/** The performances of an order's valid tickets, once each, with where they play and the order's link. */
function orderPerformances(order: OrderView, link: string): CalendarEvent[] {
  const seen = new Map<number, CalendarEvent>()
  for (const ticket of order.tickets) {
    if (ticket.status !== 'valid' || seen.has(ticket.eventId) || !ticket.dateStart) continue
    seen.set(ticket.eventId, {
      id: ticket.eventId,
      title: ticket.title,
      start: new Date(ticket.dateStart),
      end: ticket.dateEnd ? new Date(ticket.dateEnd) : null,
      location: [ticket.venue, ticket.room, ticket.address].filter(Boolean).join(', ') || null,
      url: link,
      description: mailTranslator(order.locale)('calendarName', { number: order.number }),
    })
  }
  return [...seen.values()]
}

/** The festival as the sender names itself (the footer's name and address) and its legal notice, for the end of a mail. */
export async function senderLines(payload: Payload, locale: Locale): Promise<string[]> {
  const navigation = await payload.findGlobal({
    slug: 'navigation',
    locale,
    depth: 0,
    select: { footer_address: true },
    overrideAccess: true,
  })
  const address = (navigation.footer_address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return [...address, mailTranslator(locale)('imprint', { url: `${siteOrigin()}${routePath(locale, 'legals-imprint')}` })]
}

/** The order's lines as the mails say them: tickets with their performance, gift vouchers with their amount, a subscription with its performances. */
function orderLines(order: OrderView, t: ReturnType<typeof mailTranslator>): string[] {
  const money = (cents: number) => formatCents(cents, order.locale)
  return order.lines.map((line) =>
    line.kind === 'subscription'
      ? t('subscriptionLine', {
          title: line.title,
          count: line.performances,
          date: ticketWhen(line.dateStart, order.locale, null),
          seatGroup: line.seatGroup,
          total: money(line.unitCents),
        })
      : line.kind === 'voucher'
        ? t('voucherLine', {
            quantity: line.quantity,
            title: line.title,
            amount: money(line.unitCents),
            total: money(line.quantity * line.unitCents),
          })
        : t('orderLine', {
            quantity: line.quantity,
            title: line.title,
            date: ticketWhen(line.dateStart, order.locale, line.timeslot),
            seatGroup: line.seatGroup,
            priceName: line.priceName,
            total: money(line.quantity * line.unitCents),
          }),
  )
}

/**
 * The confirmation e-mail: what was bought, where it plays, how to pay, the link to the order, the
 * tickets as a PDF and the performances as a calendar file; it ends with the sender's details.
 */
export async function orderConfirmation(order: OrderView, bank: BankDetails | null, sender: readonly string[] = []) {
  const t = mailTranslator(order.locale)
  const total = formatCents(order.totalCents, order.locale)
  const link = `${siteOrigin()}${orderPath(order)}`
  const money = (cents: number) => formatCents(cents, order.locale)
  const owed = money(order.owedCents)
  const lines = orderLines(order, t)
  // Issue 46: what vouchers and credit paid, and what is still owed.
  const byVoucher =
    order.voucherCents + order.creditCents > 0
      ? [
          ...(order.voucherCents > 0 ? [t('paidByVoucher', { amount: money(order.voucherCents) })] : []),
          ...(order.creditCents > 0 ? [t('paidByCredit', { amount: money(order.creditCents) })] : []),
          order.owedCents > 0 ? t('stillOwed', { owed }) : t('orderPaid'),
        ]
      : []
  const vouchers =
    order.vouchers.length > 0
      ? [
          t('vouchersTitle'),
          ...order.vouchers.map((voucher) =>
            t('voucherCode', {
              code: voucher.code,
              value: money(voucher.initialCents),
              until: formatDay(lastValidDay(voucher.expiresAt), order.locale),
            }),
          ),
          ...(order.paymentStatus === 'awaiting' ? [t('vouchersUnpaid')] : []),
        ]
      : []
  const vouchersOnly = buysOnlyVouchers(order.lines)
  const due = order.paymentDue ? formatDay(order.paymentDue, order.locale) : ''
  const account = bank
    ? [
        t('bankHolder', { value: bank.accountHolder }),
        t('bankIban', { value: bank.iban }),
        ...(bank.bic ? [t('bankBic', { value: bank.bic })] : []),
        ...(bank.bankName ? [t('bankName', { value: bank.bankName })] : []),
      ]
    : []
  const payment =
    order.paymentStatus === 'paid'
      ? null
      : order.payment === 'invoice'
        ? t('paymentInvoice', { total: owed, number: order.number, due })
        : vouchersOnly
          ? t('voucherPaymentBoxOffice', { due })
          : t('paymentBoxOffice', { due: order.paymentDue ? formatIn(order.paymentDue, order.locale, 'dayAndTime') : '' })
  const paymentLines = order.payment === 'invoice' && order.paymentStatus === 'awaiting' ? account : []
  const greeting = t('greeting', { name: `${order.buyer.first_name} ${order.buyer.last_name}` })
  const paragraphs = [greeting, t(vouchersOnly ? 'vouchersText' : 'orderText', { number: order.number })]
  const performances = orderPerformances(order, link)
  // Each venue once, with its address: where the visitor goes.
  const places = [
    ...new Set(
      order.tickets
        .filter((ticket) => ticket.status === 'valid' && ticket.venue)
        .map((ticket) => [ticket.venue, ticket.address].filter(Boolean).join(', ')),
    ),
  ]
  const where = places.length > 0 ? [t('venuesTitle'), ...places] : []
  const calendarHint = performances.length > 0 ? [t('calendarHint')] : []
  const text = [
    ...paragraphs,
    link,
    '',
    ...lines,
    t('orderTotal', { total }),
    ...byVoucher,
    '',
    ...vouchers,
    ...(vouchers.length > 0 ? [''] : []),
    ...where,
    ...(where.length > 0 ? [''] : []),
    ...(payment ? [payment, ...paymentLines] : []),
    '',
    ...calendarHint,
    t('signature'),
    ...(sender.length > 0 ? ['', '--', ...sender] : []),
  ].join('\n')
  const html = `<!doctype html><html lang="${order.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
${mailMasthead(order.locale)}
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(t('orderAction'))}</a></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(t('orderTotal', { total }))}</strong>${byVoucher.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
${vouchers.length > 0 ? `<p>${vouchers.map((line) => escapeHtml(line)).join('<br>')}</p>` : ''}
${where.length > 0 ? `<p>${where.map((line) => escapeHtml(line)).join('<br>')}</p>` : ''}
${payment ? `<p>${escapeHtml(payment)}${paymentLines.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>` : ''}
${calendarHint.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p>${escapeHtml(t('signature'))}</p>
${sender.length > 0 ? `<p style="color:#555;font-size:0.9em;border-top:1px solid #ccc;padding-top:0.5em">${sender.map((line) => escapeHtml(line)).join('<br>')}</p>` : ''}
</body></html>`
  const calendar =
    performances.length > 0
      ? [
          {
            filename: t('calendarFile', { number: order.number }),
            content: calendarFile(t('calendarName', { number: order.number }), performances, siteHost()),
            contentType: 'text/calendar; charset=utf-8',
          },
        ]
      : []
  return {
    to: order.buyer.email,
    subject: t('orderSubject', { number: order.number }),
    text,
    html,
    attachments: [
      {
        filename: t(vouchersOnly ? 'vouchersFile' : 'ticketsFile', { number: order.number }),
        content: Buffer.from(await ticketsPdf(order, bank)),
        contentType: 'application/pdf',
      },
      ...calendar,
    ],
  }
}

/**
 * Sends the order's confirmation once. The order is claimed first (mail_sent_at set where it was
 * empty), so two senders never both send it; when the transport fails the claim is given back and
 * a later checkout tries again (sendPendingConfirmations). Never throws: the order stands whether
 * or not the mail went out.
 */
export async function sendConfirmation(payload: Payload, order: OrderView): Promise<boolean> {
  const sql = sqlOf(payload)
  const [claimed] = await sql.batch([
    stmt`UPDATE "orders" SET "mail_sent_at" = ${bind.time(new Date())} WHERE "id" = ${bind.int(order.id)} AND "mail_sent_at" IS NULL RETURNING "id"`,
  ])
  if (!claimed || claimed.length === 0) return false
  // Its buyer's address is gone (decision 038): nobody to write to, and the claim stays so nobody tries again.
  if (order.personalDataErased) return false
  try {
    const [bank, sender] = await Promise.all([invoiceAccount(payload), senderLines(payload, order.locale)])
    await payload.sendEmail(await orderConfirmation(order, bank, sender))
    return true
  } catch (error) {
    // Given back, and behind the others in the queue (updated_at), so one bad address blocks nobody.
    await sql.batch([
      stmt`UPDATE "orders" SET "mail_sent_at" = NULL, "updated_at" = ${bind.time(new Date())} WHERE "id" = ${bind.int(order.id)}`,
    ])
    payload.logger.error({ err: error, msg: `order confirmation ${order.number} not sent` })
    return false
  }
}

/**
 * The mail a guest's order waits for (decision 031): what was ordered, and the link whose button
 * confirms the order (and so the address) before `confirmBy`; the tickets follow once it is used.
 */
export function orderToConfirm(order: OrderView, secret: string) {
  const t = mailTranslator(order.locale)
  const link = `${siteOrigin()}${confirmOrderPath(secret)}`
  const total = formatCents(order.totalCents, order.locale)
  const lines = orderLines(order, t)
  const paragraphs = [
    t('greeting', { name: `${order.buyer.first_name} ${order.buyer.last_name}` }),
    // An order of gift vouchers alone holds no seats (issue 46).
    t(buysOnlyVouchers(order.lines) ? 'confirmVoucherOrderText' : 'confirmOrderText', {
      number: order.number,
      time: order.confirmBy ? formatTime(order.confirmBy) : '',
    }),
    ...lines,
    t('orderTotal', { total }),
    // Vouchers alone hold no seats to go back on sale.
    t(buysOnlyVouchers(order.lines) ? 'confirmVoucherOrderIgnore' : 'confirmOrderIgnore'),
    t('signature'),
  ]
  return {
    to: order.buyer.email,
    subject: t('confirmOrderSubject', { number: order.number }),
    text: [...paragraphs.slice(0, 2), link, '', ...paragraphs.slice(2)].join('\n'),
    html: mailHtml(order.locale, paragraphs, { href: link, label: t('confirmOrderAction') }),
  }
}

/** Sends that mail; never throws (the order lapses by itself when the buyer never confirms). */
export async function sendOrderToConfirm(payload: Payload, order: OrderView, secret: string): Promise<boolean> {
  try {
    await payload.sendEmail(orderToConfirm(order, secret))
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `order ${order.number}: confirmation link not sent` })
    return false
  }
}
