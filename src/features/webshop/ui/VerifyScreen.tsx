import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload/client'
import { SHOP_PATHS } from '@/features/webshop/paths'

/**
 * /webshop/account/verify/{token}: the link of the registration e-mail confirms the address
 * (Payload's verification token, used once); then the customer logs in.
 */
export async function VerifyScreen({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  let verified = false
  if (/^[A-Za-z0-9]{16,128}$/.test(token)) {
    try {
      verified = await (await getPayloadClient()).verifyEmail({ collection: 'customers', token })
    } catch {
      verified = false
    }
  }
  return (
    <>
      <h1>{t('verifyTitle')}</h1>
      <p role={verified ? 'status' : 'alert'}>{verified ? t('verified') : t('verifyInvalid')}</p>
      <p>
        <a className="button button--primary" href={SHOP_PATHS.login}>
          {t('toLogin')}
        </a>
      </p>
    </>
  )
}
