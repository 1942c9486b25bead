'use client'

import { type FormEvent, useState } from 'react'

import { cmsCall } from '@/api/client'
import { DialogActions, EditorDialog } from './EditorDialog.client'
import { useEditor } from './editorContext'
import type { EditorTexts } from './texts'

/**
 * SPEC §4: a 401 while editing opens the login modal; the pending change waits and is sent again
 * once the editor is logged in (or dropped when the modal is closed).
 */
export function LoginDialog({ onDone }: { onDone: (loggedIn: boolean) => void | Promise<void> }) {
  const { t } = useEditor()
  return <LoginForm t={t} intro={t('loginIntro')} onDone={onDone} />
}

/** The log-in form in its dialog; also shown by a page whose editing session expired (no edit layer around it). */
export function LoginForm({ t, intro, onDone }: { t: EditorTexts; intro: string; onDone: (loggedIn: boolean) => void | Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSending(true)
    const answer = await cmsCall('POST', '/users/login', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    })
    setSending(false)
    if (answer.status === 200) void onDone(true)
    else setError(t('loginFailed'))
  }
  return (
    <EditorDialog title={t('loginTitle')} closeLabel={t('close')} onClose={() => void onDone(false)} description={intro}>
      <form className="edit-form" onSubmit={submit} noValidate>
        {error && (
          <p role="alert" className="edit-form__summary">
            {error}
          </p>
        )}
        <label className="edit-field">
          <span className="edit-field__label">{t('email')}</span>
          <input name="email" type="email" autoComplete="username" required aria-invalid={error ? true : undefined} />
        </label>
        <label className="edit-field">
          <span className="edit-field__label">{t('password')}</span>
          <input name="password" type="password" autoComplete="current-password" required aria-invalid={error ? true : undefined} />
        </label>
        <div className="edit-form__actions">
          <button type="submit" className="edit-button edit-button--primary" disabled={sending}>
            {t('login')}
          </button>
        </div>
      </form>
    </EditorDialog>
  )
}

/**
 * Beyond SPEC: someone else saved the document since this editor last read it. The editor's change
 * is never written over theirs silently: reload and apply it again on top, or drop it.
 */
export function ConflictDialog({
  message,
  onReapply,
  onDiscard,
  onClose,
}: {
  message: string
  onReapply: () => void
  onDiscard: () => void
  onClose: () => void
}) {
  const { t } = useEditor()
  return (
    // Escape, × and the backdrop only close this question: the change stays in its form (issue 24).
    <EditorDialog title={t('conflictTitle')} closeLabel={t('close')} onClose={onClose} description={message}>
      <DialogActions primary={{ label: t('reapply'), onClick: onReapply }} secondary={{ label: t('discard'), onClick: onDiscard }} />
    </EditorDialog>
  )
}
