import type { ServerProps } from 'payload'

import boxoffice from '@/i18n/messages/boxoffice.json'
import { hasRole } from '@/lib/auth/roles'

import { BOX_OFFICE_PATH } from '../paths'

/** The admin navigation's link to the box office, for box-office staff (and administrators). */
export function BoxOfficeNavLink({ user, i18n }: ServerProps) {
  if (!hasRole(user ?? null, 'boxOffice')) return null
  return (
    <a className="nav__link" href={BOX_OFFICE_PATH}>
      <span className="nav__link-label">{boxoffice[i18n.language === 'en' ? 'en' : 'de'].navLink}</span>
    </a>
  )
}
