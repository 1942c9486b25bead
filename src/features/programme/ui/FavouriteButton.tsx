'use client'

import { useTranslations } from 'next-intl'

import { toggleFavourite, useFavourites } from './favouritesStore'

/** The heart on an event (issue 10): a toggle button, pressed when the event is a favourite. */
export function FavouriteButton({ id, title }: { id: number; title: string }) {
  const t = useTranslations('programme.entry')
  const { ids } = useFavourites()
  const on = ids.includes(id)
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={on}
      aria-label={`${t('favourite')}: ${title}`}
      onClick={() => toggleFavourite(id)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.6.9-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
