import type { ServerProps } from 'payload'

import boxoffice from '@/i18n/messages/boxoffice.json'
import { hasRole } from '@/lib/auth/roles'

import { PRIVACY_REQUESTS_PATH } from '../paths'

/** The admin navigation's link to the privacy requests, for administrators. */
export function PrivacyNavLink({ user, i18n }: ServerProps) {
  if (!hasRole(user ?? null)) return null
  return (
    <a className="nav__link" href={PRIVACY_REQUESTS_PATH}>
      <span className="nav__link-label">{boxoffice[i18n.language === 'en' ? 'en' : 'de'].privacyNavLink}</span>
    </a>
  )
}
