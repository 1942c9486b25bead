import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { mailHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'

/** How long the link of an e-mail change is valid. */
export const EMAIL_CHANGE_HOURS = 24

type Customer = { id: number; email: string; first_name: string; last_name: string; preferred_locale?: string | null }

/**
 * A customer asked (with the current password) for a new e-mail address. It becomes the log-in
 * only when the link sent to it is confirmed. The answer is the same whether or not another account
 * uses that address (nobody learns who is a customer): the new address gets either the link or,
 * when it has an account already, a notice; the current address is told of the request.
 */
export async function requestEmailChange(
  payload: Payload,
  customer: Customer,
  newEmail: string,
  language: Locale,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(24).toString('base64url')
  const taken =
    (
      await payload.count({
        collection: 'customers',
        where: { and: [{ email: { equals: newEmail } }, { id: { not_equals: customer.id } }] },
        overrideAccess: true,
      })
    ).totalDocs > 0
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: taken
      ? { pending_email: null, email_change_token: null, email_change_expires: null }
      : {
          pending_email: newEmail,
          email_change_token: token,
          email_change_expires: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000).toISOString(),
        },
    overrideAccess: true,
  })
  const t = mailTranslator(language)
  const name = `${customer.first_name} ${customer.last_name}`
  const send = (to: string, subject: string, html: string) =>
    payload
      .sendEmail({ to, subject, html })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'e-mail change mail not sent' }))
  await send(
    newEmail,
    t('emailChangeSubject'),
    taken
      ? mailHtml(language, [t('emailChangeTakenText')])
      : mailHtml(language, [t('greeting', { name }), t('emailChangeText')], {
          href: `${siteOrigin()}/webshop/account/confirm-email/${token}`,
          label: t('emailChangeAction'),
        }),
  )
  const own = mailTranslator(isLocale(customer.preferred_locale) ? customer.preferred_locale : language)
  await send(
    customer.email,
    own('emailChangeNoticeSubject'),
    mailHtml(language, [own('greeting', { name }), own('emailChangeNoticeText', { email: newEmail })]),
  )
}

/**
 * Confirms an e-mail change by its link's token: the pending address becomes the account's e-mail
 * (the log-in), unless the link ran out or another account took the address meanwhile. True when
 * the address changed.
 */
export async function confirmEmailChange(payload: Payload, token: string, now = new Date()): Promise<boolean> {
  const found = await payload.find({
    collection: 'customers',
    where: { and: [{ email_change_token: { equals: token } }, { email_change_expires: { greater_than: now.toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const customer = found.docs[0]
  const pending = customer?.pending_email
  if (!customer || !pending) return false
  const taken =
    (
      await payload.count({
        collection: 'customers',
        where: { and: [{ email: { equals: pending } }, { id: { not_equals: customer.id } }] },
        overrideAccess: true,
      })
    ).totalDocs > 0
  const clear = { pending_email: null, email_change_token: null, email_change_expires: null }
  if (taken) {
    await payload.update({ collection: 'customers', id: customer.id, data: clear, overrideAccess: true })
    return false
  }
  try {
    await payload.update({ collection: 'customers', id: customer.id, data: { ...clear, email: pending }, overrideAccess: true })
    return true
  } catch {
    // The address was taken at the same moment (unique index): nothing changed.
    return false
  }
}
