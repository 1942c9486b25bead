'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { LocaleSelect, NameEmailFields, nameEmailErrors, useErrorText } from '@/features/webshop/ui/AccountForms'
import { Field } from '@/features/webshop/ui/ShopField'
import { call, callUrl, read } from '@/api/client'

import { QueryScope } from '@/lib/browser/QueryScope'

import { AccountDeleted, DeleteAccount } from './DeleteAccount'
import { LoginNeeded } from './LoginNeeded'
import { useAccountCall } from './useAccountCall'
import { useHydrated } from '@/lib/browser/useHydrated'

type Settings = { first_name: string; last_name: string; email: string; preferred_locale: string; calendar_url: string | null }
type Errors = Partial<Record<'first_name' | 'last_name' | 'email' | 'password' | 'current_password' | 'form', string>>

type Links = { favouritesHref: string; dataHref: string }

/**
 * 'Settings': name, e-mail, password and preferred language; the private calendar address of the
 * favourites; the account's data to see or take away, and deleting the account (issue 46).
 */
export function AccountSettings(links: Links) {
  return (
    <QueryScope>
      <AccountSettingsContent {...links} />
    </QueryScope>
  )
}

function AccountSettingsContent(links: Links) {
  const t = useTranslations('webshop')
  const screens = useTranslations('screens')
  const loaded = useAccountCall('settings', (init) => read('settings', init))
  const running = useHydrated()
  if (loaded.state === 'anonymous') {
    return <LoginNeeded />
  }
  if (loaded.state === 'loading') return <div className="account">{running ? <p role="status">{screens('accountLoading')}</p> : null}</div>
  if (loaded.state === 'failed')
    return (
      <div className="account">
        <p role="alert">{t('callFailed')}</p>
      </div>
    )
  return <SettingsForm settings={loaded.data} {...links} />
}

function SettingsForm({ settings, favouritesHref, dataHref }: { settings: Settings } & Links) {
  const t = useTranslations('webshop')
  const account = useTranslations('account')
  const locale = useLocale()
  const id = useId()
  const [values, setValues] = useState<Omit<Settings, 'calendar_url'> & { password: string; current_password: string }>({
    first_name: settings.first_name,
    last_name: settings.last_name,
    email: settings.email,
    preferred_locale: settings.preferred_locale,
    password: '',
    current_password: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [saved, setSaved] = useState('')
  const [busy, setBusy] = useState(false)
  const [deleted, setDeleted] = useState<number | null>(null)
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  const text = useErrorText()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaved('')
    const next: Errors = nameEmailErrors(values, text)
    setErrors(next)
    const first = (['first_name', 'last_name', 'email'] as const).find((name) => next[name])
    if (first) return document.getElementById(`${id}-${first}`)?.focus()
    setBusy(true)
    const { password, current_password, ...rest } = values
    const { status, body } = await call('changeSettings', {
      body: { ...rest, ...(password ? { password } : {}), ...(current_password ? { current_password } : {}) },
      locale,
    })
    setBusy(false)
    if (status === 200) {
      // A new address applies once its link is confirmed: until then the form shows the current one.
      setValues((current) => ({
        ...current,
        email: body.pending_email ? settings.email : current.email,
        password: '',
        current_password: '',
      }))
      return setSaved(
        body.pending_email ? `${t('settingsSaved')} ${t('emailChangePending', { email: body.pending_email })}` : t('settingsSaved'),
      )
    }
    if (status === 400 && body.fields) {
      const fromServer = Object.fromEntries(
        Object.entries(body.fields).map(([field, key]) => [field, text(key, field === 'password' ? body.message : undefined)]),
      ) as Errors
      setErrors(fromServer)
      const firstServer = (['first_name', 'last_name', 'email', 'password', 'current_password'] as const).find((name) => fromServer[name])
      if (firstServer) document.getElementById(`${id}-${firstServer}`)?.focus()
      return
    }
    setErrors({ form: t('callFailed') })
  }

  if (deleted !== null) return <AccountDeleted email={settings.email} ordersKept={deleted} />
  return (
    <div className="account">
      <form className="shop-form" method="post" noValidate onSubmit={submit} aria-busy={busy}>
        <NameEmailFields id={id} values={values} set={set} errors={errors} />
        <Field
          id={`${id}-password`}
          label={t('newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={`${t('passwordOptional')} ${t('passwordHint')}`}
        />
        <Field
          id={`${id}-current_password`}
          label={t('currentPassword')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={values.current_password}
          onChange={set('current_password')}
          error={errors.current_password}
          hint={t('currentPasswordHint')}
        />
        <LocaleSelect id={`${id}-locale`} value={values.preferred_locale} onChange={set('preferred_locale')} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('saveSettings')}
        </button>
        <p role="status">{saved}</p>
      </form>
      <section aria-labelledby={`${id}-calendar`}>
        <h2 id={`${id}-calendar`}>{t('calendarHeading')}</h2>
        {settings.calendar_url ? (
          <>
            <p>{t('calendarUrl')}</p>
            <p>
              <code className="account__secret">{`${window.location.origin}${settings.calendar_url}`}</code>
            </p>
          </>
        ) : (
          <p>{t('calendarNone')}</p>
        )}
        <p>
          <a href={favouritesHref}>{t('toFavourites')}</a>
        </p>
      </section>
      <section aria-labelledby={`${id}-data`}>
        <h2 id={`${id}-data`}>{account('dataHeading')}</h2>
        <p>{account('dataIntro')}</p>
        <p className="account__links">
          <a href={dataHref}>{account('dataView')}</a>
          <a href={callUrl('userData', { query: { download: '1' } })} download>
            {account('dataDownload')}
          </a>
        </p>
      </section>
      <DeleteAccount onDeleted={setDeleted} />
    </div>
  )
}
