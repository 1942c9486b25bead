import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { SHOP_PATHS } from '@/lib/routing/shopPaths'

import { keepTicketsTexts } from '@/features/offline/ui/texts'
import type { Locale } from '@/i18n/locales'
import { MoreTexts } from '@/i18n/MoreTexts'
import { namespacesFor } from '@/i18n/messages'
import { routePath } from '@/i18n/routes'

import { AccountProfile } from './AccountProfile'
import { AccountData } from './AccountData'
import { AccountSettings } from './AccountSettings'

import '@/features/webshop/ui/webshop.css'
import './account.css'

/**
 * The account screens' content (SPEC §2 /user/profile, /user/settings; /user/data, issue 46). The page is static and the
 * same for everyone; the customer's own data is read in the browser (without JavaScript the page
 * says so plainly instead of promising it is loading). Their texts travel only with
 * these two pages, not with every public page.
 */
export async function AccountArea({ locale, kind }: { locale: Locale; kind: 'profile' | 'settings' | 'data' }) {
  const t = await getTranslations({ locale, namespace: 'screens' })
  return (
    <NextIntlClientProvider messages={namespacesFor(locale, ['webshop', 'account', 'screens'])}>
      {/* The account is read in the browser: without JavaScript the page says so, and where to go instead. */}
      <noscript>
        <p className="account__noscript">
          {t('accountNoScript')} <a href={SHOP_PATHS.login}>{t('accountNoScriptLogin')}</a>
        </p>
      </noscript>
      {kind === 'profile' ? (
        <MoreTexts messages={keepTicketsTexts(locale)}>
          <AccountProfile favouritesHref={routePath(locale, 'favourites')} settingsHref={routePath(locale, 'user-settings')} />
        </MoreTexts>
      ) : kind === 'settings' ? (
        <AccountSettings favouritesHref={routePath(locale, 'favourites')} dataHref={routePath(locale, 'user-data')} />
      ) : (
        <AccountData settingsHref={routePath(locale, 'user-settings')} />
      )}
    </NextIntlClientProvider>
  )
}
