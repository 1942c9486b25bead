import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'
import { PATHNAMES } from './routes'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  pathnames: PATHNAMES,
  // The locale cookie is set by the proxy only when `/` is negotiated and by the language switch
  // (SPEC §9, like the original's detect-on-root): a Set-Cookie on every page would keep CDNs from
  // caching it. Alternate links are the page's own business (CMS pages have localised slugs).
  localeCookie: false,
  alternateLinks: false,
})
