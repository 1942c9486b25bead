import { useTranslations } from 'next-intl'

import { LOGIN_URL } from '@/features/shell/accountUrls'

/** The account screens' answer to a visitor who is not logged in: a sentence and the way to log in. */
export function LoginNeeded() {
  const t = useTranslations('webshop')
  const screens = useTranslations('screens')
  return (
    <div className="account">
      <p className="account__notice">
        {t('loginNeeded')} <a href={LOGIN_URL}>{screens('login')}</a>
      </p>
    </div>
  )
}
