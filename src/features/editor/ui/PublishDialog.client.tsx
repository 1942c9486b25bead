'use client'

import { useEffect, useState } from 'react'

import { isBlocking, type PublishCheck } from '../domain/publishChecks'
import { editorCall } from './api'
import { EditorDialog } from './EditorDialog.client'
import { type Send, type Show, useEditor } from './editorContext'
import { namesIn } from './usePresence'
import type { Locale } from '@/i18n/locales'

/** Parts of the page that belong to the edit layer, not to what visitors will see. */
const LAYER = ['.edit-frame__bar', '.edit-frame__badge', '.edit-slot', '.edit-toolbar', '.edit-alerts']

/**
 * Accessibility problems axe finds in the draft as the page shows it (beyond SPEC's publish
 * checks). Run while no dialog is open: a modal dialog hides the page from assistive technology,
 * and axe skips what is hidden (issue 24). Frames are checked for their names, not entered.
 */
export async function axeChecks(locale: Locale): Promise<PublishCheck[]> {
  const main = document.querySelector('main')
  if (!main) return []
  const { default: axe } = await import('axe-core')
  // Issue 45: the findings in the editor's language (axe-core ships a German locale; English is its own).
  axe.reset()
  if (locale === 'de') {
    // The rules' texts are what the dialog shows (its checks' texts fail axe's own typing in one entry).
    const { lang, rules } = (await import('axe-core/locales/de.json')).default
    axe.configure({ locale: { lang, rules } })
  }
  const result = await axe.run(
    { include: [['main']], exclude: LAYER.map((selector) => [selector]) },
    { resultTypes: ['violations'], iframes: false },
  )
  return result.violations.map((violation) => ({ kind: 'axe', rule: violation.id, help: violation.help, count: violation.nodes.length }))
}

/**
 * Publishing with its checks (beyond SPEC): images without alt text, a missing language version,
 * accessibility problems in the draft; the editor may publish anyway, except when required
 * fields are empty.
 */
export function PublishDialog({
  axe,
  unsaved,
  send,
  show,
  stamp,
  onClose,
  onClosed,
}: {
  axe: PublishCheck[]
  /** Colleagues with unsaved changes on this page (issue 45): publishing now leaves them out. */
  unsaved: string[]
  send: Send
  show: Show
  stamp: () => string
  onClose: () => void
  /** Once it has gone: where the focus goes (the toolbar's publish button, not the top of the page). */
  onClosed?: () => void
}) {
  const { state, t } = useEditor()
  const [checks, setChecks] = useState<PublishCheck[] | null>(null)
  const [publishing, setPublishing] = useState(false)

  useEffect(() => {
    let stopped = false
    void (async () => {
      const server = await editorCall('publish', {
        path: { locale: state.locale },
        query: { doc: state.doc, base: stamp() },
        body: { dry_run: true },
      })
      if (stopped) return
      if (server.status !== 200) {
        show('error', server.body.message ?? t('error'))
        onClose()
        return
      }
      setChecks([...(server.body.checks ?? []), ...axe])
    })()
    return () => {
      stopped = true
    }
  }, [axe, onClose, show, stamp, state.doc, state.locale, t])

  const blocking = checks?.some(isBlocking) ?? false
  const describe = (check: PublishCheck): string => {
    switch (check.kind) {
      case 'alt-missing':
        return t('checkAlt', {
          module: state.forms[check.module_type]?.label[state.locale] ?? check.module_type,
          lang: t(`languages.${check.locale}`),
        })
      case 'translation-missing':
        return t('checkTranslation', { lang: t(`languageAdjective.${check.locale}`) })
      case 'invalid':
        return `${check.path}: ${check.message}`
      case 'required-empty':
        return t('checkRequired', {
          module: state.forms[check.module_type]?.label[state.locale] ?? check.module_type,
          field: check.field[state.locale],
          lang: t(`languages.${check.locale}`),
        })
      case 'axe':
        return t('checkAxe', { help: check.help, count: check.count })
    }
  }
  const publish = async () => {
    setPublishing(true)
    const outcome = await send({ name: 'publish', body: { confirm: true }, alert: t('publishedAlert'), backup: false })
    setPublishing(false)
    if (outcome.ok) onClose()
  }

  return (
    <EditorDialog title={t('checksTitle')} closeLabel={t('close')} onClose={onClose} onClosed={onClosed}>
      {checks === null ? (
        <p role="status">{t('checking')}</p>
      ) : (
        <>
          {unsaved.length > 0 && (
            <p className="edit-checks__unsaved" role="status">
              {t('publishUnsaved', { names: namesIn(state.locale, unsaved) })}
            </p>
          )}
          {checks.length > 0 && (
            <div role="status">
              <p>{blocking ? t('checksBlocking') : t('checksIntro')}</p>
              <ul className="edit-checks">
                {checks.map((check, index) => (
                  <li key={index} className={`edit-checks__item edit-checks__item--${isBlocking(check) ? 'invalid' : check.kind}`}>
                    {describe(check)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="edit-form__actions">
            <button type="button" className="edit-button edit-button--primary" disabled={blocking || publishing} onClick={publish}>
              {checks.length > 0 ? t('publishAnyway') : t('publish')}
            </button>
            <button type="button" className="edit-button" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        </>
      )}
    </EditorDialog>
  )
}
