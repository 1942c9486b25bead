import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'

import { DISMISSED_ALERT_SCRIPT } from '@/features/shell/ui/breakingNewsCookie'
import { shopLocale } from '@/features/webshop/server/locale'
import { shopClientMessages } from '@/i18n/messages'
import { FESTIVAL_TIME_ZONE } from '@/lib/time/berlin'

import '../(frontend)/styles.css'
import '@/features/shell/ui/shell.css'
import '@/features/webshop/ui/webshop.css'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * SPEC §2: the web shop's own layout, on paths without a locale. Its pages are personal (cart,
 * account) and never cached; the language is the visitor's locale cookie, else German.
 */
export default async function WebshopLayout({ children }: { children: React.ReactNode }) {
  const locale = await shopLocale()
  return (
    <html lang={locale}>
      <head>
        {/* The shop's 404 shows the site's frame with its breaking news: a closed alert stays closed (trusted by its hash, scripts/serve.ts). */}
        <script id="dismissed-alert-script" dangerouslySetInnerHTML={{ __html: DISMISSED_ALERT_SCRIPT }} />
      </head>
      <body className="webshop">
        <NextIntlClientProvider locale={locale} messages={shopClientMessages(locale)} timeZone={FESTIVAL_TIME_ZONE}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
