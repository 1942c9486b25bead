import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Suspense } from 'react'

import { manifestPath } from '@/features/offline/server/pwaFiles'
import { ServiceWorkerSetup } from '@/features/offline/ui/ServiceWorkerSetup'
import { ConsentProvider } from '@/features/consent/ui/ConsentProvider'
import { routeLocale } from '@/features/pages/ui/params'
import { eventStyleOf } from '@/features/programme/domain/display'
import { EventOverlayHost } from '@/features/programme/ui/EventOverlayHost'
import { loadChrome } from '@/features/shell/server/chrome'
import { DISMISSED_ALERT_SCRIPT } from '@/features/shell/ui/breakingNewsCookie'
import { FALLBACK_SCRIPT } from '@/features/shell/ui/fallbackScript'
import { FallbackNotices } from '@/features/shell/ui/FallbackNotices'
import { ShellBehaviours } from '@/features/shell/ui/ShellBehaviours'
import { publicPageMessages } from '@/i18n/messages'
import { routePath } from '@/i18n/routes'

import '../styles.css'
import '@/features/shell/ui/shell.css'
// Swiper's base styles for the slider, here rather than with it: the slider's code is split into a
// chunk of its own, and Next announces a split chunk's stylesheet in a way the HTML checker refuses.
import 'swiper/css'
import '@/features/content/ui/modules.css'

/** Every page's `<title>` carries the festival's name in the page's language; SPEC §1: noindex in this build. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    title: { template: `%s – ${t('name')}`, default: t('name') },
    robots: { index: false, follow: false },
    // Installable (issue 27): the language's web app manifest and Apple's touch icon.
    manifest: manifestPath(locale),
    icons: { apple: '/pwa/apple-touch-icon.png' },
    appleWebApp: { title: t('name'), capable: true, statusBarStyle: 'default' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#15151f' }

/**
 * Nothing is rendered at build time (the build runs before the database is migrated, and content
 * changes anyway): every public page is rendered on its first request and then kept (ISR).
 */
export function generateStaticParams() {
  return []
}

/**
 * The root of the public site: the document in the visitor's language, the skip link, and what
 * runs once for every page (consent, progress bar, scroll handling, fallback notices). The frame
 * around the content (header, footer) is rendered by each page, see SiteFrame.
 */
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'site' })
  const { design } = await loadChrome(locale)
  return (
    <html lang={locale}>
      <head>
        {/* Constant inline scripts, trusted by their hash in the page policy (scripts/serve.ts). */}
        <script id="dismissed-alert-script" dangerouslySetInnerHTML={{ __html: DISMISSED_ALERT_SCRIPT }} />
        <script id="fallback-script" dangerouslySetInnerHTML={{ __html: FALLBACK_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={publicPageMessages(locale)}>
          <ConsentProvider
            locale={locale}
            tagManagerId={design.cookies?.tag_manager_id ?? null}
            bannerText={design.cookies?.banner_text ?? null}
            privacyHref={routePath(locale, 'legals-privacy')}
          >
            {children}
          </ConsentProvider>
          <ShellBehaviours />
          <ServiceWorkerSetup locale={locale} />
          <Suspense fallback={null}>
            <EventOverlayHost locale={locale} style={eventStyleOf(design.event_style)} listPath={routePath(locale, 'events')} />
          </Suspense>
        </NextIntlClientProvider>
        <FallbackNotices />
      </body>
    </html>
  )
}
