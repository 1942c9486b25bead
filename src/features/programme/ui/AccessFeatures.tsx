import type { Locale } from '@/i18n/locales'

import { ACCESS_FEATURE_BADGES, ACCESS_FEATURE_LABELS, type AccessFeature } from '../domain/access'

/**
 * The access features of a performance as labelled icons: written out on detail pages, on list
 * entries the icon with its name for screen readers and as a tooltip.
 */
export function AccessFeatures({ features, locale, compact = false }: { features: readonly AccessFeature[]; locale: Locale; compact?: boolean }) {
  if (features.length === 0) return null
  return (
    <ul className={`access-features${compact ? ' access-features--compact' : ''}`}>
      {features.map((feature) => {
        const label = ACCESS_FEATURE_LABELS[feature][locale]
        return (
          <li key={feature} className="access-feature" title={compact ? label : undefined}>
            <span className={`access-feature__icon access-feature__icon--${feature}`} aria-hidden="true">
              {ACCESS_FEATURE_BADGES[feature][locale]}
            </span>
            {compact ? <span className="visually-hidden">{label}</span> : label}
          </li>
        )
      })}
    </ul>
  )
}
