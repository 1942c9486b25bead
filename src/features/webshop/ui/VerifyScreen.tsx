import { getTranslations } from 'next-intl/server'

import { SHOP_PATHS } from '@/lib/routing/shopPaths'
import type { Locale } from '@/i18n/locales'

import { EMAIL_CHANGE_TOKEN_PATTERN, VERIFY_TOKEN_PATTERN } from '../domain/shopPaths'
import { confirmEmailAction, confirmOrderAction, verifyEmailAction } from '../server/actions'
import { CONFIRM_TOKEN_PATTERN } from '@/features/booking/domain/order'
import { routePath } from '@/i18n/routes'

type Texts = { title: string; intro: string; action: string; done: string; invalid: string; tooMany: string; toLogin: string }

/**
 * A page a mailed link opens (a token in the address): opening it changes nothing; its button
 * sends the token to a server action (a POST, so mail scanners that open links use nothing up),
 * which comes back here with `result`.
 */
function TokenScreen({
  token,
  result,
  pattern,
  action,
  texts,
  done,
}: {
  token: string
  result: string | null
  pattern: RegExp
  action: (form: FormData) => Promise<void>
  texts: Texts
  done: string
}) {
  if (result === done || result === 'invalid' || result === 'limited') {
    return (
      <>
        <h1>{texts.title}</h1>
        <p role={result === done ? 'status' : 'alert'}>
          {result === done ? texts.done : result === 'limited' ? texts.tooMany : texts.invalid}
        </p>
        <p>
          <a className="button button--primary" href={SHOP_PATHS.login}>
            {texts.toLogin}
          </a>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>{texts.title}</h1>
      {pattern.test(token) ? (
        <form action={action}>
          <p>{texts.intro}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {texts.action}
          </button>
        </form>
      ) : (
        <p role="alert">{texts.invalid}</p>
      )}
    </>
  )
}

/** /webshop/account/verify/{token}: the link of the registration e-mail; the button confirms the address (Payload's token, used once). */
export async function VerifyScreen({ locale, token, result }: { locale: Locale; token: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const texts = {
    title: t('verifyTitle'),
    intro: t('verifyIntro'),
    action: t('verifyAction'),
    done: t('verified'),
    invalid: t('verifyInvalid'),
    tooMany: t('tooMany'),
    toLogin: t('toLogin'),
  }
  return (
    <TokenScreen token={token} result={result} pattern={VERIFY_TOKEN_PATTERN} action={verifyEmailAction} texts={texts} done="verified" />
  )
}

/** /webshop/account/confirm-email/{token}: the link sent to a new e-mail address; the button makes it the account's log-in. */
export async function ConfirmEmailScreen({ locale, token, result }: { locale: Locale; token: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const texts = {
    title: t('confirmEmailTitle'),
    intro: t('confirmEmailIntro'),
    action: t('confirmEmailAction'),
    done: t('emailConfirmed'),
    invalid: t('emailConfirmInvalid'),
    tooMany: t('tooMany'),
    toLogin: t('toLogin'),
  }
  return (
    <TokenScreen
      token={token}
      result={result}
      pattern={EMAIL_CHANGE_TOKEN_PATTERN}
      action={confirmEmailAction}
      texts={texts}
      done="confirmed"
    />
  )
}

/**
 * /webshop/orders/confirm/{token}: the link a guest's order waits for (decision 031); the button
 * confirms it and leads to the order with its tickets. A lapsed order says so, with the way back to
 * the programme.
 */
export async function ConfirmOrderScreen({ locale, token, result }: { locale: Locale; token: string; result: string | null }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const problem =
    result === 'lapsed'
      ? t('orderUnconfirmed')
      : result === 'limited'
        ? t('tooMany')
        : result === 'invalid' || !CONFIRM_TOKEN_PATTERN.test(token)
          ? t('confirmOrderInvalid')
          : null
  return (
    <>
      <h1>{t('confirmOrderTitle')}</h1>
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <p>
            <a className="button button--primary" href={routePath(locale, 'events')}>
              {t('toProgramme')}
            </a>
          </p>
        </>
      ) : (
        <form action={confirmOrderAction}>
          <p>{t('confirmOrderIntro')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {t('confirmOrderAction')}
          </button>
        </form>
      )}
    </>
  )
}
