import 'server-only'

import { generatePayloadCookie, type Payload } from 'payload'

import { callPath } from '@/api/paths'
import { endpoint, HttpError, reply, withResult } from '@/api/endpoint'
import { resetPagePath } from '@/api/inputs'
import { throttleAuthCall } from '@/features/security/server/authThrottle'
import { ACCOUNT_MAIL_FLOOR_MS, notBefore, spendPasswordHash } from '@/features/security/server/timing'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { env } from '@/lib/env'
import { requestCookie, SESSION_COOKIE, FORGET_DEVICE_COOKIE } from '@/lib/http/cookies'
import { seeOther } from '@/lib/http/formPost'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'
import { mailHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'

import { passwordMessage, passwordProblem } from '@/lib/auth/password'
import { requestEmailChange } from '@/features/webshop/server/emailChange'
import { endSession } from './session'

/** Whether the password is the account's: a log-in whose session is ended at once. */
async function passwordMatches(payload: Payload, email: string, password: string): Promise<boolean> {
  try {
    const { token } = await payload.login({
      collection: 'customers',
      data: { email, password },
    })
    if (token) await endSession(payload, new Headers({ authorization: `JWT ${token}` }))
    return Boolean(token)
  } catch {
    return false
  }
}

/** Payload refused the e-mail address (its own check is stricter than ours in corner cases, or it is taken). */
function emailRefused(error: unknown): boolean {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return Array.isArray(errors) && errors.some((entry) => entry.path === 'email')
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

/** The customer's session cookie for a token Payload issued (none without one). */
function sessionCookies(payload: Payload, token: string | undefined): string[] {
  return token
    ? [
        generatePayloadCookie({
          collectionAuthConfig: payload.collections.customers.config.auth,
          cookiePrefix: payload.config.cookiePrefix,
          token,
        }),
      ]
    : []
}

/**
 * POST /api/user-login/ (beyond SPEC): the log-in form as the browser posts it without JavaScript
 * (with JavaScript the form calls Payload's log-in itself). The same throttle as Payload's log-in
 * (decision 021); success sets the session cookie and leads to the start page, a failure back to
 * the form with the reason. The answer is a redirect either way.
 */
export const postLogin = endpoint('login', async ({ request, payload, body: { email, password }, client }) => {
  const back = SHOP_PATHS.login
  const throttled = await throttleAuthCall(payload, request, {
    action: 'login',
    client,
    accountKey: `customers:${email}`,
    collection: 'customers',
    staffSignedIn: false,
  })
  if (throttled.refused) return seeOther(withResult(back, 'limited'))
  let outcome: Response
  try {
    const result = await payload.login({
      collection: 'customers',
      data: { email, password },
      req: { headers: request.headers },
    })
    const cookie = sessionCookies(payload, result.token)
    const stored = requestCookie(request, LOCALE_COOKIE)
    outcome = seeOther(routePath(isLocale(stored) ? stored : DEFAULT_LOCALE, 'home'), cookie)
  } catch (error) {
    // Payload answers an unverified account with 403, a wrong password or unknown address with 401.
    const status = (error as { status?: number } | null)?.status === 403 ? 403 : 401
    outcome = new Response(null, { status })
  }
  const settled = await throttled.settle(outcome)
  if (settled.status === 303) return settled
  return seeOther(withResult(back, settled.status === 403 ? 'not-verified' : 'login-failed'))
})

/**
 * SPEC §7 logout: ends the session on the server (the token stops working everywhere, not only in
 * this browser), clears the httpOnly cookie and returns to the home page in the visitor's language
 * (the `locale` the link names, else the locale cookie) with a relative `Location`, so the answer
 * never names an internal host. GET, because the account menu links here. On a shared phone
 * nothing of the account stays behind: the browser's HTTP cache (and its back-forward cache of the
 * profile) is cleared (`Clear-Site-Data: "cache"`), and the next page removes the tickets the device
 * kept (FORGET_DEVICE_COOKIE).
 */
export const getLogout = endpoint('logout', async ({ request, url, payload }) => {
  await endSession(payload, request.headers)
  // The language of the page the visitor logged out from (the menu's link names it), else the locale cookie.
  const asked = url.searchParams.get('locale')
  const cookieLocale = requestCookie(request, LOCALE_COOKIE)
  const locale = isLocale(asked) ? asked : isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE
  const secure = env().secureCookies ? '; Secure' : ''
  const headers = new Headers({ Location: `/${locale}`, 'Clear-Site-Data': '"cache"' })
  headers.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`)
  // The device's copies of the account (tickets, QR codes) go on the next page (FORGET_DEVICE_COOKIE).
  headers.append('Set-Cookie', `${FORGET_DEVICE_COOKIE}=1; Path=/; Max-Age=600; SameSite=Lax${secure}`)
  return new Response(null, { status: 303, headers })
})
