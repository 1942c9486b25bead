import 'server-only'

import type { Payload } from 'payload'

import { mailHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'
import { formatIn } from '@/lib/time/format'

import { WAITLIST_CONFIRM_HOURS } from '../../domain/waitingList'
import { senderLines } from '../orderMail'
import { describeEntry, ticketsText } from './describe'
import type { Entry } from './entry'
import { entryPath } from './link'

type Mail = { subject: string; paragraphs: string[]; action: { href: string; label: string } }

/** Sends a mail of the list in the entry's language, with the way to leave and the sender's details. Never throws. */
async function send(payload: Payload, entry: Entry, mail: Mail): Promise<boolean> {
  try {
    const t = mailTranslator(entry.locale)
    const sender = await senderLines(payload, entry.locale)
    const after = [t('waitlistLeave', { url: mail.action.href }), t('signature'), ...(sender.length > 0 ? [sender.join('\n')] : [])]
    await payload.sendEmail({
      to: entry.email,
      subject: mail.subject,
      text: [...mail.paragraphs, `${mail.action.label}: ${mail.action.href}`, ...after].join('\n\n'),
      html: mailHtml(entry.locale, mail.paragraphs, mail.action, after),
    })
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `waiting-list mail for entry ${entry.id} not sent` })
    return false
  }
}

/** The mail that asks to confirm the address: only a confirmed entry waits in line. */
export async function sendConfirmRequest(payload: Payload, entry: Entry): Promise<boolean> {
  const t = mailTranslator(entry.locale)
  const words = await describeEntry(payload, entry, entry.locale)
  return send(payload, entry, {
    subject: t('waitlistConfirmSubject', { title: words.title }),
    paragraphs: [
      t('waitlistConfirmText', { title: words.title, date: words.when, tickets: ticketsText(words), hours: WAITLIST_CONFIRM_HOURS }),
      t('waitlistIgnore'),
    ],
    action: { href: `${siteOrigin()}${entryPath(entry.id, entry.salt)}`, label: t('waitlistConfirmAction') },
  })
}

/** The offer: which tickets are held, until when, and the link that puts them in the cart. */
export async function sendOffer(payload: Payload, entry: Entry): Promise<boolean> {
  const t = mailTranslator(entry.locale)
  const words = await describeEntry(payload, entry, entry.locale)
  const until = entry.offerUntil ? formatIn(entry.offerUntil, entry.locale, 'dayAndTime') : ''
  return send(payload, entry, {
    subject: t('waitlistOfferSubject', { title: words.title }),
    paragraphs: [
      t('waitlistOfferText', { title: words.title, date: words.when, tickets: ticketsText(words), until }),
      ...(words.where ? [words.where] : []),
      t('waitlistOfferAfter'),
    ],
    action: { href: `${siteOrigin()}${entryPath(entry.id, entry.salt)}`, label: t('waitlistOfferAction') },
  })
}
