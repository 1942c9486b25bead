import 'server-only'

import { callPath } from '@/api/sitePaths'
import { endpoint } from '@/api/endpoint'
import { HttpError, reply, withResult } from '@/api/replies'
import { resetPagePath } from '@/api/inputs'
import { ACCOUNT_MAIL_FLOOR_MS, notBefore, spendPasswordHash } from '@/features/security/server/timing'
import { isLocale, type Locale } from '@/i18n/locales'
import { seeOther } from '@/lib/http/formPost'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'
import { mailHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'

import { passwordMessage, passwordProblem } from '@/lib/auth/password'
import { requestEmailChange } from '@/features/webshop/server/emailChange'
import { passwordMatches, sessionCookies } from './sessionRoutes'
import { payloadFieldErrors } from '@/lib/payload/errors'

/** Payload refused the e-mail address (its own check is stricter than ours in corner cases, or it is taken). */
function emailRefused(error: unknown): boolean {
  return payloadFieldErrors(error)?.some((entry) => entry.path === 'email') ?? false
}

function passwordRefusal(problem: NonNullable<ReturnType<typeof passwordProblem>>, language: Locale): HttpError {
  return new HttpError(400, 'invalid', {
    fields: { password: problem },
    message: passwordMessage(problem, language),
  })
}

/** A refusal of a field, as the web shop's form shows it: `{ error: 'invalid', fields }`. */
function fieldRefusal(field: string, key: string): HttpError {
  return new HttpError(400, 'invalid', { fields: { [field]: key } })
}

/**
 * POST /api/user-register/ (beyond SPEC): creates a customer account that must confirm its e-mail
 * address before logging in. Same origin and CSRF, five accounts an hour per address, the
 * password rule. The answer is the same whether or not the address already has an account (the
 * owner of an existing account gets a mail saying so), so nobody learns who is a customer.
 */
export const postRegister = endpoint('register', async ({ request, payload, body: data, form, locale }) => {
  const started = Date.now()
  const language = isLocale(data.preferred_locale) ? data.preferred_locale : locale
  const problem = passwordProblem(data.password, [data.email, data.first_name, data.last_name])
  if (problem) {
    if (form) return seeOther(withResult(SHOP_PATHS.register, 'invalid', problem))
    throw passwordRefusal(problem, language)
  }
  const existing = await payload.find({
    collection: 'customers',
    where: { email: { equals: data.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const known = existing.docs[0]
  if (known) {
    // A new account costs a password hash; an existing one costs the same, thrown away.
    await spendPasswordHash()
    const t = mailTranslator(isLocale(known.preferred_locale) ? known.preferred_locale : language)
    await payload
      .sendEmail({
        to: known.email,
        subject: t('accountExistsSubject'),
        html: mailHtml(language, [t('greeting', { name: `${known.first_name} ${known.last_name}` }), t('accountExistsText')], {
          href: `${siteOrigin()}${SHOP_PATHS.login}`,
          label: t('accountExistsAction'),
        }),
      })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'account notice not sent' }))
  } else {
    try {
      await payload.create({
        collection: 'customers',
        data: {
          email: data.email,
          password: data.password,
          first_name: data.first_name,
          last_name: data.last_name,
          preferred_locale: language,
        },
        overrideAccess: true,
        req: { headers: request.headers },
      })
    } catch (error) {
      if (emailRefused(error)) {
        if (form) return seeOther(withResult(SHOP_PATHS.register, 'invalid', 'invalidEmail'))
        throw fieldRefusal('email', 'invalidEmail')
      }
      // The same address registered at the same moment: answered alike, as above.
      const now = await payload.count({
        collection: 'customers',
        where: { email: { equals: data.email } },
        overrideAccess: true,
      })
      if (now.totalDocs === 0) {
        payload.logger.error({ err: error, msg: 'registration failed' })
        throw new HttpError(503, 'Registration is not possible right now')
      }
    }
  }
  // Both ways answer after the same floor (a mail is sent either way), so timing tells nothing.
  await notBefore(started, ACCOUNT_MAIL_FLOOR_MS)
  if (form) return seeOther(withResult(SHOP_PATHS.register, 'registered'))
  return reply({ ok: true, email: data.email }, { status: 201 })
})

/**
 * POST /api/user-settings/ (beyond SPEC): the logged-in customer changes their name, e-mail,
 * preferred language and (optionally) password. Through Payload with the customer as the user, so
 * the access rules and the password rule apply.
 */
export const postSettings = endpoint('changeSettings', async ({ payload, user, body, locale }) => {
  const { password, current_password: current, ...data } = body
  const language = isLocale(data.preferred_locale) ? data.preferred_locale : locale
  // A new e-mail address or password needs the current password: a session left open on a shared
  // device must not be enough to take the account over.
  if (password || data.email !== user.email) {
    if (!current) throw fieldRefusal('current_password', 'required')
    if (!(await passwordMatches(payload, user.email, current))) throw fieldRefusal('current_password', 'wrongPassword')
  }
  if (password) {
    const problem = passwordProblem(password, [data.email, data.first_name, data.last_name])
    if (problem) throw passwordRefusal(problem, language)
  }
  const { email: newEmail, ...rest } = data
  try {
    // Name, language and password change at once; the e-mail address only after its link is confirmed.
    await payload.update({
      collection: 'customers',
      id: user.id,
      data: { ...rest, ...(password ? { password } : {}) },
      user,
      overrideAccess: false,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'settings not saved' })
    throw new HttpError(503, 'Settings cannot be saved right now')
  }
  if (newEmail === user.email) return { ok: true }
  // The same answer whether or not another account uses the address (requestEmailChange).
  await requestEmailChange(
    payload,
    {
      id: user.id,
      email: user.email,
      first_name: rest.first_name,
      last_name: rest.last_name,
      preferred_locale: rest.preferred_locale,
    },
    newEmail,
    language,
  )
  return { ok: true, pending_email: newEmail }
})

/** GET /api/user-settings/ (beyond SPEC): the logged-in customer's own settings and calendar subscription. */
export const getSettings = endpoint('settings', async ({ payload, user }) => {
  const self = await payload.findByID({
    collection: 'customers',
    id: user.id,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return {
    first_name: self.first_name,
    last_name: self.last_name,
    email: self.email,
    preferred_locale: self.preferred_locale ?? 'de',
    calendar_url: self.calendar_token ? callPath('calendarFeed', { token: self.calendar_token }) : null,
  }
})

/**
 * POST /api/user-password-reset/ (beyond SPEC): a new password from the e-mailed link. The
 * password rule answers at the field in the visitor's language; a token that is unknown, used or
 * older than an hour answers 400 'invalid_token'. Success logs the customer in (session cookie).
 */
export const postPasswordReset = endpoint('passwordReset', async ({ request, url, payload, body: { token, password }, form, locale }) => {
  // A posted form returns to its own page: the token is in its address.
  const back = resetPagePath(url)
  const holder = await payload.find({
    collection: 'customers',
    where: { resetPasswordToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const customer = holder.docs[0]
  const language = customer && isLocale(customer.preferred_locale) ? customer.preferred_locale : locale
  const problem = passwordProblem(password, customer ? [customer.email, customer.first_name, customer.last_name] : [])
  if (problem) {
    if (form) return seeOther(withResult(back, 'invalid', problem))
    throw passwordRefusal(problem, language)
  }
  try {
    // The link reached the mailbox: the address is confirmed too (an unverified account could not log in after).
    if (
      customer &&
      customer._verified === false &&
      customer.resetPasswordExpiration &&
      new Date(customer.resetPasswordExpiration).getTime() > Date.now()
    )
      await payload.update({
        collection: 'customers',
        id: customer.id,
        data: { _verified: true },
        overrideAccess: true,
      })
    const result = await payload.resetPassword({
      collection: 'customers',
      data: { token, password },
      overrideAccess: true,
      req: { headers: request.headers },
    })
    const cookie = sessionCookies(payload, result.token)
    if (form) return seeOther(withResult(back, 'done'), cookie)
    return reply({ ok: true }, { cookies: cookie })
  } catch {
    if (form) return seeOther(withResult(back, 'invalid-token'))
    throw new HttpError(400, 'invalid_token')
  }
})
