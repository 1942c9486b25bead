import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import type { Crumb } from '../domain/breadcrumb'

import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { BackButton } from './BackButton'

/** SPEC §2: Home, the parent pages, the current page; the last step can go back. */
export async function Breadcrumb({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations('shell')
  const steps = [{ title: t('home'), url: routePath(locale, 'home') }, ...trail]
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <BackButton label={t('back')} fallback={steps.at(-2)?.url ?? routePath(locale, 'home')} />
      <ol>
        {steps.map((step, index) => (
          <li key={step.url}>
            {index === steps.length - 1 ? <span aria-current="page">{step.title}</span> : <Link href={step.url}>{step.title}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
