import { getTranslations } from 'next-intl/server'

import { SHOP_PATHS } from '@/features/webshop/paths'
import type { Locale } from '@/i18n/locales'

import { EMAIL_CHANGE_TOKEN_PATTERN, VERIFY_TOKEN_PATTERN } from '../domain/shopPaths'
import { confirmEmailAction, verifyEmailAction } from '../server/actions'

/**
 * /webshop/account/verify/{token}: the link of the registration e-mail. Opening it changes
 * nothing; the button confirms the address (Payload's token, used once), then the customer logs in.
 */
export async function VerifyScreen({ locale, token, result }: { locale: Locale; token: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  if (result === 'verified' || result === 'invalid' || result === 'limited') {
    return (
      <>
        <h1>{t('verifyTitle')}</h1>
        <p role={result === 'verified' ? 'status' : 'alert'}>{result === 'verified' ? t('verified') : result === 'limited' ? t('tooMany') : t('verifyInvalid')}</p>
        <p>
          <a className="button button--primary" href={SHOP_PATHS.login}>
            {t('toLogin')}
          </a>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>{t('verifyTitle')}</h1>
      {VERIFY_TOKEN_PATTERN.test(token) ? (
        <form action={verifyEmailAction}>
          <p>{t('verifyIntro')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {t('verifyAction')}
          </button>
        </form>
      ) : (
        <p role="alert">{t('verifyInvalid')}</p>
      )}
    </>
  )
}

/**
 * /webshop/account/confirm-email/{token}: the link sent to a new e-mail address. Opening it changes
 * nothing; the button makes the address the account's log-in.
 */
export async function ConfirmEmailScreen({ locale, token, result }: { locale: Locale; token: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  if (result === 'confirmed' || result === 'invalid' || result === 'limited') {
    return (
      <>
        <h1>{t('confirmEmailTitle')}</h1>
        <p role={result === 'confirmed' ? 'status' : 'alert'}>{result === 'confirmed' ? t('emailConfirmed') : result === 'limited' ? t('tooMany') : t('emailConfirmInvalid')}</p>
        <p>
          <a className="button button--primary" href={SHOP_PATHS.login}>
            {t('toLogin')}
          </a>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>{t('confirmEmailTitle')}</h1>
      {EMAIL_CHANGE_TOKEN_PATTERN.test(token) ? (
        <form action={confirmEmailAction}>
          <p>{t('confirmEmailIntro')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {t('confirmEmailAction')}
          </button>
        </form>
      ) : (
        <p role="alert">{t('emailConfirmInvalid')}</p>
      )}
    </>
  )
}
