import 'server-only'

import { generatePayloadCookie, type Payload } from 'payload'
import { z } from 'zod'

import { clientAddress, LIMITS } from '@/features/security/domain/limits'
import { throttleAuthCall } from '@/features/security/server/authThrottle'
import { consumeAll, refuseWhenLimited } from '@/features/security/server/rateLimit'
import { ACCOUNT_MAIL_FLOOR_MS, notBefore, spendPasswordHash } from '@/features/security/server/timing'
import { getRequestUser } from '@/lib/auth/identity'
import { isCustomerUser } from '@/lib/auth/roles'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { SHOP_PATHS } from '@/features/webshop/paths'
import { requestCookie } from '@/lib/http/cookies'
import { checkCsrf } from '@/lib/http/csrf'
import { isFormPost, readFormPost, seeOther } from '@/lib/http/formPost'
import { isSameOrigin } from '@/lib/http/origin'
import { env } from '@/lib/env'
import { json, jsonError, parseJsonBody, PRIVATE_NO_STORE } from '@/lib/http/json'
import { requestLocale } from '@/lib/http/locale'
import { mailHtml, mailTranslator, siteOrigin } from '@/lib/mail/texts'
import { getPayloadClient } from '@/lib/payload/client'

import { passwordMessage, passwordProblem } from '../domain/password'
import { requestEmailChange } from './emailChange'
import { endSession } from './session'

const name = z.string().trim().min(1, 'required').max(100, 'tooLong')
const email = z.string().trim().toLowerCase().max(254, 'tooLong').pipe(z.email('invalidEmail'))
const locale = z.string().refine(isLocale, 'required')

const registerBody = z.object({ first_name: name, last_name: name, email, password: z.string().max(1024), preferred_locale: locale })
const resetBody = z.object({ token: z.string().regex(/^[A-Za-z0-9]{16,128}$/, 'required'), password: z.string().max(1024) })
const settingsBody = z.object({ first_name: name, last_name: name, email, preferred_locale: locale, password: z.string().max(1024).optional(), current_password: z.string().max(1024).optional() })

type FieldErrors = Record<string, string>

/** Field errors of a failed parse, keyed by field, as the web shop's error keys. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= ['required', 'tooLong', 'invalidEmail'].includes(issue.message) ? issue.message : field === 'email' ? 'invalidEmail' : 'required'
  }
  return errors
}

/**
 * The checks before an account call: a call from the site's script carries the CSRF token; a form
 * the browser posted itself (no JavaScript) comes from this site's own page (Origin). Then the
 * per-address limit. `back` is where a posted form's refusal leads.
 */
async function guard(request: Request, payload: Payload, limit: (typeof LIMITS)[keyof typeof LIMITS], back?: string): Promise<Response | null> {
  if (back && isFormPost(request)) {
    if (!isSameOrigin(request, env().SERVER_URL)) return jsonError(403, 'Cross-site request refused')
    const result = await consumeAll(payload, [[limit, clientAddress(request.headers)]])
    return result.ok ? null : seeOther(withResult(back, 'limited'))
  }
  if (!checkCsrf(request)) return jsonError(403, 'CSRF token missing or invalid')
  return refuseWhenLimited(payload, request, [[limit, clientAddress(request.headers)]])
}

/** A path with `result` (and a problem key) in its query, for the page a posted form returns to. */
function withResult(path: string, result: string, problem?: string): string {
  const query = new URLSearchParams({ result, ...(problem ? { problem } : {}) })
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`
}

/** Reads the body, JSON or a posted form, and checks it; a body that is no object answers 400. */
async function body<S extends z.ZodType>(schema: S, request: Request, back?: string): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  let raw: { ok: true; data: Record<string, unknown> } | { ok: false; response: Response }
  if (back && isFormPost(request)) {
    const fields = await readFormPost(request)
    raw = fields ? { ok: true, data: fields } : { ok: false, response: jsonError(413, 'Request body too large') }
  } else {
    raw = await parseJsonBody(z.record(z.string(), z.unknown()), request)
  }
  if (!raw.ok) return raw
  const parsed = schema.safeParse(raw.data)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields = fieldErrors(parsed.error.issues)
  if (back && isFormPost(request)) return { ok: false, response: seeOther(withResult(back, 'invalid', Object.values(fields)[0])) }
  return { ok: false, response: json({ error: 'invalid', fields }, { status: 400, cache: PRIVATE_NO_STORE }) }
}

/** Whether the password is the account's: a log-in whose session is ended at once. */
async function passwordMatches(payload: Payload, email: string, password: string): Promise<boolean> {
  try {
    const { token } = await payload.login({ collection: 'customers', data: { email, password } })
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

function passwordRefusal(problem: NonNullable<ReturnType<typeof passwordProblem>>, language: Locale): Response {
  return json({ error: 'invalid', fields: { password: problem }, message: passwordMessage(problem, language) }, { status: 400, cache: PRIVATE_NO_STORE })
}

/**
 * POST /api/user-register/ (beyond SPEC): creates a customer account that must confirm its e-mail
 * address before logging in. Same origin and CSRF, five accounts an hour per address, the
 * password rule. The answer is the same whether or not the address already has an account (the
 * owner of an existing account gets a mail saying so), so nobody learns who is a customer.
 */
export async function postRegister(request: Request): Promise<Response> {
  const started = Date.now()
  const payload = await getPayloadClient()
  const form = isFormPost(request)
  const refused = await guard(request, payload, LIMITS.registerPerClient, SHOP_PATHS.register)
  if (refused) return refused
  const parsed = await body(registerBody, request, SHOP_PATHS.register)
  if (!parsed.ok) return parsed.response
  const data = parsed.data
  const language = isLocale(data.preferred_locale) ? data.preferred_locale : requestLocale(request)
  const problem = passwordProblem(data.password, [data.email, data.first_name, data.last_name])
  if (problem) return form ? seeOther(withResult(SHOP_PATHS.register, 'invalid', problem)) : passwordRefusal(problem, language)
  const existing = await payload.find({ collection: 'customers', where: { email: { equals: data.email } }, limit: 1, depth: 0, overrideAccess: true })
  const known = existing.docs[0]
  if (known) {
    // A new account costs a password hash; an existing one costs the same, thrown away.
    await spendPasswordHash()
    const t = mailTranslator(isLocale(known.preferred_locale) ? known.preferred_locale : language)
    await payload
      .sendEmail({
        to: known.email,
        subject: t('accountExistsSubject'),
        html: mailHtml(language, [t('greeting', { name: `${known.first_name} ${known.last_name}` }), t('accountExistsText')], { href: `${siteOrigin()}/webshop/account/login`, label: t('accountExistsAction') }),
      })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'account notice not sent' }))
  } else {
    try {
      await payload.create({
        collection: 'customers',
        data: { email: data.email, password: data.password, first_name: data.first_name, last_name: data.last_name, preferred_locale: language },
        overrideAccess: true,
        req: { headers: request.headers },
      })
    } catch (error) {
      if (emailRefused(error)) return form ? seeOther(withResult(SHOP_PATHS.register, 'invalid', 'invalidEmail')) : json({ error: 'invalid', fields: { email: 'invalidEmail' } }, { status: 400, cache: PRIVATE_NO_STORE })
      // The same address registered at the same moment: answered alike, as above.
      const now = await payload.count({ collection: 'customers', where: { email: { equals: data.email } }, overrideAccess: true })
      if (now.totalDocs === 0) {
        payload.logger.error({ err: error, msg: 'registration failed' })
        return jsonError(503, 'Registration is not possible right now', PRIVATE_NO_STORE)
      }
    }
  }
  // Both ways answer after the same floor (a mail is sent either way), so timing tells nothing.
  await notBefore(started, ACCOUNT_MAIL_FLOOR_MS)
  if (form) return seeOther(withResult(SHOP_PATHS.register, 'registered'))
  return json({ ok: true, email: data.email }, { status: 201, cache: PRIVATE_NO_STORE })
}

/**
 * POST /api/user-settings/ (beyond SPEC): the logged-in customer changes their name, e-mail,
 * preferred language and (optionally) password. Through Payload with the customer as the user, so
 * the access rules and the password rule apply.
 */
export async function postSettings(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const refused = await guard(request, payload, LIMITS.accountPerClient)
  if (refused) return refused
  const user = await getRequestUser(payload, request.headers)
  if (!isCustomerUser(user)) return jsonError(401, 'Not logged in', PRIVATE_NO_STORE)
  const parsed = await body(settingsBody, request)
  if (!parsed.ok) return parsed.response
  const { password, current_password: current, ...data } = parsed.data
  const language = isLocale(data.preferred_locale) ? data.preferred_locale : requestLocale(request)
  // A new e-mail address or password needs the current password: a session left open on a shared
  // device must not be enough to take the account over.
  if (password || data.email !== user.email) {
    if (!current) return json({ error: 'invalid', fields: { current_password: 'required' } }, { status: 400, cache: PRIVATE_NO_STORE })
    if (!(await passwordMatches(payload, user.email, current))) return json({ error: 'invalid', fields: { current_password: 'wrongPassword' } }, { status: 400, cache: PRIVATE_NO_STORE })
  }
  if (password) {
    const problem = passwordProblem(password, [data.email, data.first_name, data.last_name])
    if (problem) return passwordRefusal(problem, language)
  }
  const { email: newEmail, ...rest } = data
  try {
    // Name, language and password change at once; the e-mail address only after its link is confirmed.
    await payload.update({ collection: 'customers', id: user.id, data: { ...rest, ...(password ? { password } : {}) }, user, overrideAccess: false })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'settings not saved' })
    return jsonError(503, 'Settings cannot be saved right now', PRIVATE_NO_STORE)
  }
  if (newEmail === user.email) return json({ ok: true }, { cache: PRIVATE_NO_STORE })
  // The same answer whether or not another account uses the address (requestEmailChange).
  await requestEmailChange(payload, { id: user.id, email: user.email, first_name: rest.first_name, last_name: rest.last_name, preferred_locale: rest.preferred_locale }, newEmail, language)
  return json({ ok: true, pending_email: newEmail }, { cache: PRIVATE_NO_STORE })
}

/** GET /api/user-settings/ (beyond SPEC): the logged-in customer's own settings and calendar subscription. */
export async function getSettings(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const user = await getRequestUser(payload, request.headers)
  if (!isCustomerUser(user)) return jsonError(401, 'Not logged in', PRIVATE_NO_STORE)
  const self = await payload.findByID({ collection: 'customers', id: user.id, depth: 0, user, overrideAccess: false })
  return json(
    { first_name: self.first_name, last_name: self.last_name, email: self.email, preferred_locale: self.preferred_locale ?? 'de', calendar_url: self.calendar_token ? `/api/favourites/calendar/${self.calendar_token}/` : null },
    { cache: PRIVATE_NO_STORE },
  )
}

/**
 * POST /api/user-password-reset/ (beyond SPEC): a new password from the e-mailed link. The
 * password rule answers at the field in the visitor's language; a token that is unknown, used or
 * older than an hour answers 400 'invalid_token'. Success logs the customer in (session cookie).
 */
export async function postPasswordReset(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const form = isFormPost(request)
  // A posted form returns to its own page: the token is in its address.
  const postedToken = form ? new URL(request.url).searchParams.get('token') ?? '' : ''
  const back = `/webshop/account/reset/${/^[A-Za-z0-9]{16,128}$/.test(postedToken) ? postedToken : 'invalid'}`
  const refused = await guard(request, payload, LIMITS.resetPerClient, back)
  if (refused) return refused
  const parsed = await body(resetBody, request, back)
  if (!parsed.ok) return parsed.response
  const { token, password } = parsed.data
  const holder = await payload.find({ collection: 'customers', where: { resetPasswordToken: { equals: token } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  const customer = holder.docs[0]
  const language = customer && isLocale(customer.preferred_locale) ? customer.preferred_locale : requestLocale(request)
  const problem = passwordProblem(password, customer ? [customer.email, customer.first_name, customer.last_name] : [])
  if (problem) return form ? seeOther(withResult(back, 'invalid', problem)) : passwordRefusal(problem, language)
  try {
    // The link reached the mailbox: the address is confirmed too (an unverified account could not log in after).
    if (customer && customer._verified === false && customer.resetPasswordExpiration && new Date(customer.resetPasswordExpiration).getTime() > Date.now()) await payload.update({ collection: 'customers', id: customer.id, data: { _verified: true }, overrideAccess: true })
    const result = await payload.resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true, req: { headers: request.headers } })
    const cookie = sessionCookies(payload, result.token)
    if (form) return seeOther(withResult(back, 'done'), cookie)
    const headers = new Headers({ 'Cache-Control': PRIVATE_NO_STORE, 'Content-Type': 'application/json' })
    for (const line of cookie) headers.append('Set-Cookie', line)
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers })
  } catch {
    return form ? seeOther(withResult(back, 'invalid-token')) : json({ error: 'invalid_token' }, { status: 400, cache: PRIVATE_NO_STORE })
  }
}

/** The customer's session cookie for a token Payload issued (none without one). */
function sessionCookies(payload: Payload, token: string | undefined): string[] {
  return token ? [generatePayloadCookie({ collectionAuthConfig: payload.collections.customers.config.auth, cookiePrefix: payload.config.cookiePrefix, token })] : []
}

const loginBody = z.object({ email: z.string().trim().toLowerCase().max(254, 'tooLong').pipe(z.email('invalidEmail')), password: z.string().min(1, 'required').max(1024) })

/**
 * POST /api/user-login/ (beyond SPEC): the log-in form as the browser posts it without JavaScript
 * (with JavaScript the form calls Payload's log-in itself). The same throttle as Payload's log-in
 * (decision 021); success sets the session cookie and leads to the start page, a failure back to
 * the form with the reason. The answer is a redirect either way.
 */
export async function postLogin(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const back = SHOP_PATHS.login
  if (!isFormPost(request) || !isSameOrigin(request, env().SERVER_URL)) return jsonError(403, 'Cross-site request refused')
  const parsed = await body(loginBody, request, back)
  if (!parsed.ok) return parsed.response
  const { email, password } = parsed.data
  const throttled = await throttleAuthCall(payload, request, { action: 'login', client: clientAddress(request.headers), accountKey: `customers:${email}`, collection: 'customers', staffSignedIn: false })
  if (throttled.refused) return seeOther(withResult(back, 'limited'))
  let outcome: Response
  try {
    const result = await payload.login({ collection: 'customers', data: { email, password }, req: { headers: request.headers } })
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
}
