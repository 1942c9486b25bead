import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { mailHtml, mailTranslator, siteOrigin } from './texts'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

/** Where the web shop confirms an address and sets a new password (the token is the last segment). */
export const VERIFY_PATH = SHOP_PATHS.verify
export const RESET_PATH = SHOP_PATHS.reset

type Customer = { first_name?: unknown; last_name?: unknown; preferred_locale?: unknown }

function customerLocale(user: unknown): Locale {
  const stored = (user as Customer | null)?.preferred_locale
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}

function nameOf(user: unknown): string {
  const customer = user as Customer | null
  return [customer?.first_name, customer?.last_name].filter((part): part is string => typeof part === 'string' && part !== '').join(' ')
}

/** Payload's verification and password-reset messages for customers, in the customer's language. */
export const customerMails = {
  verify: {
    generateEmailSubject: ({ user }: { user: unknown }) => mailTranslator(customerLocale(user))('verifySubject'),
    generateEmailHTML: ({ token, user }: { token: string; user: unknown }) => {
      const locale = customerLocale(user)
      const t = mailTranslator(locale)
      return mailHtml(locale, [t('greeting', { name: nameOf(user) }), t('verifyText')], {
        href: `${siteOrigin()}${VERIFY_PATH}/${encodeURIComponent(token)}`,
        label: t('verifyAction'),
      })
    },
  },
  forgotPassword: {
    generateEmailSubject: (args?: { user?: unknown }) => mailTranslator(customerLocale(args?.user))('resetSubject'),
    generateEmailHTML: (args?: { token?: string; user?: unknown }) => {
      const locale = customerLocale(args?.user)
      const t = mailTranslator(locale)
      return mailHtml(locale, [t('greeting', { name: nameOf(args?.user) }), t('resetText'), t('resetIgnore')], {
        href: `${siteOrigin()}${RESET_PATH}/${encodeURIComponent(args?.token ?? '')}`,
        label: t('resetAction'),
      })
    },
  },
}
