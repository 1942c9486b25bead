import { LOGIN_URL } from '@/features/shell/accountUrls'
import { loadChrome } from '@/features/shell/server/chrome'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { eventStyleOf } from '../domain/display'
import { FavouritesPlan } from './FavouritesPlan'

import './programme.css'
import { ProgrammeTexts } from './ProgrammeTexts'

/** The favourites page's content: the same for everyone (static); the browser fills in the visitor's list. */
export async function FavouritesSection({ locale }: { locale: Locale }) {
  const { design } = await loadChrome(locale)
  return (
    <ProgrammeTexts locale={locale} part="favourites">
      <FavouritesPlan
        locale={locale}
        style={eventStyleOf(design.event_style)}
        programmePath={routePath(locale, 'events')}
        loginUrl={LOGIN_URL}
      />
    </ProgrammeTexts>
  )
}
