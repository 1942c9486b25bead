import { useTranslations } from 'next-intl'

import type { AccessFeature } from '@/cms/vocabulary'

/**
 * The access features of a performance as labelled icons: written out on detail pages, on list
 * entries the icon with its name for screen readers and as a tooltip.
 */
export function AccessFeatures({ features, compact = false }: { features: readonly AccessFeature[]; compact?: boolean }) {
  const t = useTranslations('programme.entry')
  if (features.length === 0) return null
  return (
    <ul className={`access-features${compact ? ' access-features--compact' : ''}`}>
      {features.map((feature) => {
        const label = t(`accessFeatures.${feature}`)
        return (
          <li key={feature} className="access-feature" title={compact ? label : undefined}>
            <span className={`access-feature__icon access-feature__icon--${feature}`} aria-hidden="true">
              {t(`accessBadges.${feature}`)}
            </span>
            {compact ? <span className="visually-hidden">{label}</span> : label}
          </li>
        )
      })}
    </ul>
  )
}
