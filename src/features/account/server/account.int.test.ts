import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'

import { POST as postReset } from '@/app/api/user-password-reset/route'
import { POST as postLogin } from '@/app/api/user-login/route'
import { POST as postRegister } from '@/app/api/user-register/route'
import { GET as getSettings, POST as postSettings } from '@/app/api/user-settings/route'

import { testPayload } from '../../../../tests/setup/payload'
import { unsafeRequest } from '../../../../tests/setup/requests'
import { smtpPort, startSmtp } from '../../../../tests/setup/smtp'
import { confirmEmailChange } from '@/features/webshop/server/emailChange'

vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${21_000 + (process.pid % 10_000)}`
})
vi.mock('next/cache', () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: () => undefined, revalidatePath: () => undefined }))

const PASSWORD = 'Trommelwirbel im Spiegelzelt 7'
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  smtp = await startSmtp(smtpPort())
  payload = await testPayload()
})
afterAll(async () => {
  await smtp.close()
})

function call(url: string, body: unknown, init: { csrf?: boolean; address?: string; token?: string } = {}): Request {
  return unsafeRequest(url, body, { csrf: init.csrf, address: init.address, cookies: init.token ? [`payload-token=${init.token}`] : [] })
}

const register = (body: unknown, init?: Parameters<typeof call>[2]) => postRegister(call('/api/user-register/', body, init))

describe('POST /api/user-register/', () => {
  it('creates an account that must confirm its address, and mails the link in the chosen language', async () => {
    const before = smtp.messages.length
    const response = await register({
      first_name: 'Nora',
      last_name: 'Neu',
      email: 'Nora.Neu@Example.org ',
      password: PASSWORD,
      preferred_locale: 'en',
    })
    expect(response.status).toBe(201)
    const stored = await payload.find({
      collection: 'customers',
      where: { email: { equals: 'nora.neu@example.org' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.docs[0]).toMatchObject({ first_name: 'Nora', preferred_locale: 'en', _verified: false })
    const [mail] = (await smtp.waitFor(before + 1)).slice(before)
    expect(mail?.subject).toBe('Please confirm your e-mail address')
    const token = /\/webshop\/account\/verify\/([0-9a-f]+)/.exec(String(mail?.html))?.[1] ?? ''
    // Payload's own message has a plain-text part beside its HTML, with the link written out.
    expect(mail?.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect(mail?.text).toContain(`/webshop/account/verify/${token}`)
    // Unverified, the log-in is refused; verified, it works.
    await expect(payload.login({ collection: 'customers', data: { email: 'nora.neu@example.org', password: PASSWORD } })).rejects.toThrow()
    expect(await payload.verifyEmail({ collection: 'customers', token })).toBe(true)
    expect(
      (await payload.login({ collection: 'customers', data: { email: 'nora.neu@example.org', password: PASSWORD } })).token,
    ).toBeTruthy()
  })

  it('answers alike for an address that has an account, creates nothing and tells its owner', async () => {
    await register({ first_name: 'Otto', last_name: 'Erst', email: 'otto@example.org', password: PASSWORD, preferred_locale: 'de' })
    const before = smtp.messages.length
    const again = await register({
      first_name: 'Mallory',
      last_name: 'Zweit',
      email: 'otto@example.org',
      password: PASSWORD,
      preferred_locale: 'de',
    })
    expect(again.status).toBe(201)
    expect(
      (await payload.count({ collection: 'customers', where: { email: { equals: 'otto@example.org' } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    const [mail] = (await smtp.waitFor(before + 1)).slice(before)
    expect(mail?.subject).toBe('Ihr Konto beim Festival')
  })

  it('refuses a weak password with the rule’s sentence, bad input with 400, a foreign page with 403', async () => {
    const weak = await register({
      first_name: 'Wim',
      last_name: 'Weak',
      email: 'wim@example.org',
      password: 'festival',
      preferred_locale: 'de',
    })
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({
      fields: { password: 'passwordTooShort' },
      message: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    })
    for (const body of [
      'nope',
      {},
      { first_name: '', last_name: 'X', email: 'x@example.org', password: PASSWORD, preferred_locale: 'de' },
      { first_name: 'X', last_name: 'X', email: 'no-mail', password: PASSWORD, preferred_locale: 'de' },
      { first_name: 'X', last_name: 'X', email: 'x@example.org', password: PASSWORD, preferred_locale: 'fr' },
      { first_name: 'X', last_name: 'X', email: 'a@example-.com', password: PASSWORD, preferred_locale: 'de' },
    ]) {
      expect((await register(body)).status, JSON.stringify(body)).toBe(400)
    }
    expect(
      (
        await register(
          { first_name: 'X', last_name: 'Y', email: 'xy@example.org', password: PASSWORD, preferred_locale: 'de' },
          { csrf: false },
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await payload.count({
          collection: 'customers',
          where: { email: { in: ['wim@example.org', 'xy@example.org', 'x@example.org'] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('allows five accounts an hour from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await register(
            { first_name: 'R', last_name: 'L', email: `rl${i}@example.org`, password: PASSWORD, preferred_locale: 'de' },
            { address: '203.0.113.77' },
          )
        ).status,
      )
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})

describe('forms a browser posts without JavaScript', () => {
  /** A form as the browser posts it: urlencoded, Origin of this site, no CSRF header; cookies optional. */
  const form = (url: string, fields: Record<string, string>, init: { origin?: string; address?: string } = {}) =>
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: {
        host: 'localhost',
        origin: init.origin ?? 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        [CLIENT_ADDRESS_HEADER]: init.address ?? '192.0.2.200',
      },
      body: new URLSearchParams(fields).toString(),
    })

  it('logs in, registers and resets a password by redirects, with the outcome in the address and never a password', async () => {
    await payload.create({
      collection: 'customers',
      data: { email: 'formular@example.org', password: PASSWORD, first_name: 'Fo', last_name: 'Rm', _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const wrong = await postLogin(form('/api/user-login/', { email: 'formular@example.org', password: 'falsch-falsch' }))
    expect([wrong.status, wrong.headers.get('location')]).toEqual([303, '/webshop/account/login?result=login-failed'])
    const right = await postLogin(form('/api/user-login/', { email: ' Formular@Example.org', password: PASSWORD }))
    expect([right.status, right.headers.get('location')]).toEqual([303, '/de'])
    expect(right.headers.get('set-cookie')).toMatch(/^payload-token=/)
    expect(
      (await postLogin(form('/api/user-login/', { email: 'formular@example.org', password: PASSWORD }, { origin: 'https://evil.example' })))
        .status,
    ).toBe(403)

    const weak = await postRegister(
      form(
        '/api/user-register/',
        { first_name: 'Ohne', last_name: 'Skript', email: 'ohne@example.org', password: 'festival', preferred_locale: 'de' },
        { address: '192.0.2.201' },
      ),
    )
    expect([weak.status, weak.headers.get('location')]).toEqual([303, '/webshop/account/register?result=invalid&problem=passwordTooShort'])
    const made = await postRegister(
      form(
        '/api/user-register/',
        { first_name: 'Ohne', last_name: 'Skript', email: 'ohne@example.org', password: PASSWORD, preferred_locale: 'de' },
        { address: '192.0.2.201' },
      ),
    )
    expect([made.status, made.headers.get('location')]).toEqual([303, '/webshop/account/register?result=registered'])
    expect(
      (await payload.count({ collection: 'customers', where: { email: { equals: 'ohne@example.org' } }, overrideAccess: true })).totalDocs,
    ).toBe(1)

    const token = await payload.forgotPassword({ collection: 'customers', data: { email: 'ohne@example.org' }, disableEmail: true })
    const reset = await postReset(
      form(`/api/user-password-reset/?token=${token}`, { token, password: 'Paukenschlag unterm Zeltdach 9' }, { address: '192.0.2.202' }),
    )
    expect([reset.status, reset.headers.get('location')]).toEqual([303, `/webshop/account/reset/${token}?result=done`])
    expect(reset.headers.get('set-cookie')).toMatch(/^payload-token=/)
    for (const response of [wrong, right, weak, made, reset])
      expect(response.headers.get('location')).not.toMatch(/Zeltdach|festival&|Trommelwirbel/)
  })
})

describe('/api/user-settings/', () => {
  async function customer(email: string) {
    await payload.create({
      collection: 'customers',
      data: { email, password: PASSWORD, first_name: 'Sina', last_name: 'Setting', _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    return (await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })).token ?? ''
  }

  it('shows and changes the customer’s own name, e-mail, language and password, and nobody else’s', async () => {
    const token = await customer('sina@example.org')
    await customer('taken@example.org')
    const read = await getSettings(new Request('http://localhost/api/user-settings/', { headers: { cookie: `payload-token=${token}` } }))
    expect(await read.json()).toEqual({
      first_name: 'Sina',
      last_name: 'Setting',
      email: 'sina@example.org',
      preferred_locale: 'de',
      calendar_url: null,
    })
    expect((await getSettings(new Request('http://localhost/api/user-settings/'))).status).toBe(401)

    const save = (body: unknown, init: Parameters<typeof call>[2] = { token }) => postSettings(call('/api/user-settings/', body, init))
    expect((await save({ first_name: 'Sina', last_name: 'Neu', email: 'sina@example.org', preferred_locale: 'en' })).status).toBe(200)
    // A new e-mail address or password needs the current password.
    expect(
      await (await save({ first_name: 'Sina', last_name: 'Neu', email: 'other@example.org', preferred_locale: 'en' })).json(),
    ).toMatchObject({ fields: { current_password: 'required' } })
    expect(
      await (
        await save({
          first_name: 'Sina',
          last_name: 'Neu',
          email: 'sina@example.org',
          preferred_locale: 'en',
          password: 'Paukenschlag unterm Zeltdach 9',
          current_password: 'falsch-falsch',
        })
      ).json(),
    ).toMatchObject({ fields: { current_password: 'wrongPassword' } })
    // An address another account uses answers like any other (nobody learns who is a customer); nothing changes.
    const before = smtp.messages.length
    const taken = await save({
      first_name: 'Sina',
      last_name: 'Neu',
      email: 'taken@example.org',
      preferred_locale: 'en',
      current_password: PASSWORD,
    })
    expect(taken.status).toBe(200)
    expect(await taken.json()).toEqual({ ok: true, pending_email: 'taken@example.org' })
    const notices = (await smtp.waitFor(before + 2)).slice(before)
    expect(notices.map((mail) => mail.subject).sort()).toEqual([
      'A change of your e-mail address was requested',
      'Please confirm your new e-mail address',
    ])
    expect(notices.map((mail) => String(mail.html)).join(' ')).not.toContain('/confirm-email/')
    expect(
      (
        await payload.findByID({
          collection: 'customers',
          id:
            (await payload.find({ collection: 'customers', where: { email: { equals: 'sina@example.org' } }, overrideAccess: true }))
              .docs[0]?.id ?? 0,
          overrideAccess: true,
        })
      ).email,
    ).toBe('sina@example.org')
    expect(
      (
        await save({
          first_name: 'Sina',
          last_name: 'Neu',
          email: 'sina@example.org',
          preferred_locale: 'en',
          password: 'abcdefghij',
          current_password: PASSWORD,
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await save({
          first_name: 'Sina',
          last_name: 'Neu',
          email: 'sina@example.org',
          preferred_locale: 'en',
          password: 'Paukenschlag unterm Zeltdach 9',
          current_password: PASSWORD,
        })
      ).status,
    ).toBe(200)
    expect(
      (await payload.login({ collection: 'customers', data: { email: 'sina@example.org', password: 'Paukenschlag unterm Zeltdach 9' } }))
        .user?.last_name,
    ).toBe('Neu')
    expect((await save({ first_name: 'X', last_name: 'Y', email: 'sina@example.org', preferred_locale: 'de' }, {})).status).toBe(401)
    expect(
      (await save({ first_name: 'X', last_name: 'Y', email: 'sina@example.org', preferred_locale: 'de' }, { token, csrf: false })).status,
    ).toBe(403)
    expect((await save({ first_name: '', last_name: 'Y', email: 'nope', preferred_locale: 'de' })).status).toBe(400)
    const other = await payload.find({ collection: 'customers', where: { email: { equals: 'taken@example.org' } }, overrideAccess: true })
    expect(other.docs[0]?.last_name).toBe('Setting')
  })

  it('changes the e-mail address only when the link sent to the new address is confirmed', async () => {
    const token = await customer('wechsel@example.org')
    const before = smtp.messages.length
    const response = await postSettings(
      call(
        '/api/user-settings/',
        { first_name: 'Sina', last_name: 'Setting', email: 'neu-wechsel@example.org', preferred_locale: 'de', current_password: PASSWORD },
        { token },
      ),
    )
    expect(await response.json()).toEqual({ ok: true, pending_email: 'neu-wechsel@example.org' })
    // Still the old log-in until the new address is confirmed.
    expect(
      (await payload.login({ collection: 'customers', data: { email: 'wechsel@example.org', password: PASSWORD } })).token,
    ).toBeTruthy()
    const mails = (await smtp.waitFor(before + 2)).slice(before)
    const link = mails.find((mail) => String(mail.html).includes('/confirm-email/'))
    const changeToken = /\/webshop\/account\/confirm-email\/([A-Za-z0-9_-]{32})/.exec(String(link?.html))?.[1] ?? ''
    expect(changeToken).toHaveLength(32)
    expect(await confirmEmailChange(payload, 'x'.repeat(32))).toBe(false)
    // An expired link changes nothing.
    expect(await confirmEmailChange(payload, changeToken, new Date(Date.now() + 25 * 3_600_000))).toBe(false)
    expect(await confirmEmailChange(payload, changeToken)).toBe(true)
    expect(
      (await payload.login({ collection: 'customers', data: { email: 'neu-wechsel@example.org', password: PASSWORD } })).token,
    ).toBeTruthy()
    await expect(payload.login({ collection: 'customers', data: { email: 'wechsel@example.org', password: PASSWORD } })).rejects.toThrow()
    // Used once.
    expect(await confirmEmailChange(payload, changeToken)).toBe(false)
  })
})

describe('POST /api/user-password-reset/', () => {
  it('sets a new password from the mailed token, with the password rule at the field, and logs the customer in', async () => {
    // Never verified: the reset link reached the mailbox, so it confirms the address too.
    await payload.create({
      collection: 'customers',
      data: { email: 'reset@example.org', password: PASSWORD, first_name: 'Rhea', last_name: 'Reset', preferred_locale: 'en' },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const token = await payload.forgotPassword({ collection: 'customers', data: { email: 'reset@example.org' }, disableEmail: true })
    const reset = (body: unknown, init?: Parameters<typeof call>[2]) => postReset(call('/api/user-password-reset/', body, init))
    const weak = await reset({ token, password: 'abcdefghij' })
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({
      fields: { password: 'passwordTooWeak' },
      message: expect.stringContaining('too easy to guess'),
    })
    expect(await (await reset({ token: 'a'.repeat(40), password: 'Paukenschlag unterm Zeltdach 9' })).json()).toEqual({
      error: 'invalid_token',
    })
    expect((await reset({ token, password: 'Paukenschlag unterm Zeltdach 9' }, { csrf: false })).status).toBe(403)
    for (const body of ['x', {}, { token: '<script>', password: 'Paukenschlag unterm Zeltdach 9' }])
      expect((await reset(body)).status).toBe(400)
    const done = await reset({ token, password: 'Paukenschlag unterm Zeltdach 9' })
    expect(done.status).toBe(200)
    expect(done.headers.get('set-cookie')).toMatch(/^payload-token=[^;]+;.*HttpOnly/i)
    expect(
      (await payload.login({ collection: 'customers', data: { email: 'reset@example.org', password: 'Paukenschlag unterm Zeltdach 9' } }))
        .token,
    ).toBeTruthy()
    // Used once: the same link works no more.
    expect(await (await reset({ token, password: 'Noch ein ganz anderes Passwort 3' })).json()).toEqual({ error: 'invalid_token' })
  })
})
