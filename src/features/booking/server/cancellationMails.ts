import 'server-only'

import type { Payload } from 'payload'

import { bind, sqlOf, stmt } from '@/lib/db/sql'
import { isLocale, type Locale } from '@/i18n/locales'
import { mailHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'

import { formatCents } from '../domain/money'
import { ticketWhen } from '../domain/when'
import type { CancelledPerformance, OrderView } from '../provider'
import { ticketingProvider } from '../providers/registry'
import { orderPath, senderLines } from './orderMail'

/**
 * What follows when the festival cancels a performance (issue 46): its waiting list ends, each
 * settled order's buyer hears that the tickets are void and what happened to the money (credit, a
 * transfer that needs their bank account, nothing owed, or a smaller bill), and everyone who waited
 * hears that their place ends. The mails go after the box office's answer, each in its reader's
 * language; one that fails is logged and never undoes the cancellation.
 */

type Settled = CancelledPerformance['settled'][number]
type Performance = { title: string; when: string }
export type Mail = { to: string; subject: string; text: string; html: string }

/** The buyer's mail for one settled order, in the order's language. */
export function cancellationMail(order: OrderView, performance: Performance, settled: Settled, sender: readonly string[]): Mail {
  const t = mailTranslator(order.locale)
  const amount = formatCents(settled.refundCents, order.locale)
  const money =
    settled.refundedAs === 'credit'
      ? t('cancelledCredit', { amount })
      : settled.refundedAs === 'bank'
        ? t('cancelledBank', { amount })
        : settled.wholeOrder
          ? order.paymentStatus === 'awaiting'
            ? t('cancelledNothingOwed')
            : null
          : order.owedCents > 0
            ? t('cancelledOwed', { owed: formatCents(order.owedCents, order.locale) })
            : null
  const paragraphs = [
    t('greeting', { name: `${order.buyer.first_name} ${order.buyer.last_name}` }),
    t('cancelledText', { title: performance.title, date: performance.when, number: order.number }),
    ...(settled.wholeOrder ? [] : [t('cancelledOthersStand')]),
    ...(money ? [money] : []),
    t('cancelledSorry'),
  ]
  const action = { href: `${siteOrigin()}${orderPath(order)}`, label: t('cancelledOrderLink') }
  const after = [t('signature'), ...(sender.length > 0 ? [sender.join('\n')] : [])]
  return {
    to: order.buyer.email,
    subject: t('cancelledSubject', { title: performance.title, date: performance.when }),
    text: [...paragraphs, `${action.label}: ${action.href}`, ...after].join('\n\n'),
    html: mailHtml(order.locale, paragraphs, action, after),
  }
}

/** The mail of someone on the performance's waiting list, in their language. */
export function waitlistCancellationMail(email: string, locale: Locale, performance: Performance, sender: readonly string[]): Mail {
  const t = mailTranslator(locale)
  const paragraphs = [t('waitlistCancelledText', { title: performance.title, date: performance.when }), t('cancelledSorry')]
  const after = [t('signature'), ...(sender.length > 0 ? [sender.join('\n')] : [])]
  return {
    to: email,
    subject: t('cancelledSubject', { title: performance.title, date: performance.when }),
    text: [...paragraphs, ...after].join('\n\n'),
    html: mailHtml(locale, paragraphs, undefined, after),
  }
}

/** Someone on a cancelled performance's waiting list whose place ended. */
export type EndedEntry = { email: string; locale: Locale; confirmed: boolean }

/** Ends a cancelled performance's waiting list: its entries lapse at once, since nothing will be offered. */
export async function endWaitingList(payload: Payload, eventId: number, now = new Date()): Promise<EndedEntry[]> {
  const lapse = (states: readonly string[]) =>
    stmt`UPDATE "waiting_list" SET "status" = ${bind.choice('lapsed', 'enum_waiting_list_status')}, "updated_at" = ${bind.time(now)}
      WHERE "event_id" = ${bind.int(eventId)} AND "status" IN (${{ raw: states.map((state) => `'${state}'`).join(', ') }})
      RETURNING "email", "locale"`
  // Those who confirmed their address apart from those who never did (RETURNING shows the new state only).
  const [confirmed, unconfirmed] = await sqlOf(payload).batch([lapse(['waiting', 'offered']), lapse(['unconfirmed'])])
  const ended = (rows: readonly Record<string, unknown>[] | undefined, wasConfirmed: boolean) =>
    (rows ?? []).map((row) => ({
      email: String(row.email),
      locale: isLocale(row.locale) ? row.locale : ('de' as const),
      confirmed: wasConfirmed,
    }))
  return [...ended(confirmed, true), ...ended(unconfirmed, false)]
}

/**
 * Sends every mail of the cancellation: to each settled order's buyer, and to everyone whose place
 * on the waiting list ended (an unconfirmed entry's address was never proven: no mail).
 */
export async function notifyCancellation(
  payload: Payload,
  eventId: number,
  result: CancelledPerformance,
  ended: readonly EndedEntry[],
): Promise<void> {
  const names = new Map<Locale, Performance>()
  const performance = async (locale: Locale): Promise<Performance> => {
    const known = names.get(locale)
    if (known) return known
    const event = await payload.findByID({
      collection: 'events',
      id: eventId,
      locale,
      depth: 0,
      select: { title: true, date_start: true },
      overrideAccess: true,
    })
    const named = { title: event.title, when: ticketWhen(event.date_start ?? '', locale, null) }
    names.set(locale, named)
    return named
  }
  const provider = ticketingProvider(payload)
  const send = async (mail: () => Promise<Mail>, what: string) => {
    try {
      await payload.sendEmail(await mail())
    } catch (error) {
      payload.logger.error({ err: error, msg: `cancellation mail (${what}) not sent` })
    }
  }
  // A guest's order never confirmed: its address was never proven (as for the waiting list).
  for (const settled of result.settled.filter((entry) => entry.addressConfirmed)) {
    const found = await payload.find({
      collection: 'orders',
      where: { id: { equals: settled.orderId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    if (!doc) continue
    const locale = isLocale(doc.locale) ? doc.locale : 'de'
    const order = await provider.getOrder(String(doc.number), String(doc.access_key ?? ''), locale)
    // An order whose buyer's data went (decision 038) has nobody to write to.
    if (!order || order.personalDataErased) continue
    await send(
      async () => cancellationMail(order, await performance(locale), settled, await senderLines(payload, locale)),
      `order ${order.number}`,
    )
  }
  for (const entry of ended.filter((candidate) => candidate.confirmed))
    await send(
      async () =>
        waitlistCancellationMail(entry.email, entry.locale, await performance(entry.locale), await senderLines(payload, entry.locale)),
      `waiting list of performance ${eventId}`,
    )
}
