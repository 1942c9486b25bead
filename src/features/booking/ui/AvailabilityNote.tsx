import { useTranslations } from 'next-intl'

import type { Availability } from '../domain/availability'

/** 'Few tickets left' or 'Sold out' by a performance (nothing when tickets are plentiful); no JavaScript. */
export function AvailabilityNote({ availability }: { availability: Availability | null }) {
  const t = useTranslations('booking.entry')
  if (availability !== 'few' && availability !== 'sold_out') return null
  return <span className={`availability availability--${availability}`}>{availability === 'few' ? t('few') : t('soldOut')}</span>
}
