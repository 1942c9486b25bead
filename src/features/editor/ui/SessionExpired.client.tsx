'use client'

import { EXIT_PREVIEW_PATH } from '@/features/shell/domain/requestRules'

import { LoginForm } from './SessionDialogs.client'
import { editorTexts } from './texts'

import './editor.css'
import type { Locale } from '@/i18n/locales'

/**
 * Issue 24: a page asked for in draft mode whose editing session has expired (say, `?edit`
 * reloaded the next morning) asks the editor to log in again and reloads with the edit layer;
 * closing the dialog leaves draft mode for the public page.
 */
export function SessionExpired({ locale }: { locale: Locale }) {
  const t = editorTexts(locale)
  return (
    <LoginForm
      t={t}
      intro={t('sessionExpired')}
      onDone={(loggedIn) => {
        if (loggedIn) window.location.reload()
        else
          window.location.replace(
            `${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: `${window.location.pathname}${window.location.search}` })}`,
          )
      }}
    />
  )
}
