'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { formatDateTime } from '@/lib/time/format'

import { editorCall } from './api'
import type { VersionPage } from '../server/versions'
import { EditorDialog } from './EditorDialog.client'
import { type Send, type Show, useEditor } from './editorContext'

/**
 * The versions panel (issue 24): every saved version, ten at a time, newest first, each named by
 * what it changed (modules added, changed, moved, removed, with their type and words) and who
 * saved it; the one visitors see is marked. Any version can be looked at on the page, two can be
 * compared there side by side, one can be restored into the draft (undoable, like every write),
 * and the published version is one step back.
 */
export function VersionsDialog({ send, show, onClose }: { send: Send; show: Show; onClose: () => void }) {
  const { state, t } = useEditor()
  const router = useRouter()
  const [page, setPage] = useState(1)
  const [found, setFound] = useState<VersionPage | null>(null)
  const [chosen, setChosen] = useState<string[]>([])
  useEffect(() => {
    let stopped = false
    void editorCall('versions', { path: { locale: state.locale }, query: { doc: state.doc, page } }).then((answer) => {
      if (stopped) return
      if (!answer.data) {
        show('error', answer.body.message ?? t('error'))
        onClose()
        return
      }
      setFound(answer.data)
    })
    return () => {
      stopped = true
    }
  }, [onClose, page, show, state.doc, state.locale, t])

  const format = (iso: string) => formatDateTime(new Date(iso), state.locale, 'second')
  const base = new URL(state.path, 'http://site.invalid').pathname
  const isPage = state.doc.startsWith('pages:')
  const other = state.other.locale
  const label = (type: string) => state.forms[type]?.label[state.locale] ?? type
  const fieldLabel = (type: string, field: string) =>
    state.forms[type]?.fields.find((entry) => entry.name === field)?.label[state.locale] ?? field

  const restore = async (id: string, alert: string) => {
    const outcome = await send({ name: 'restoreVersion', path: { id }, alert, backup: true })
    if (!outcome.ok) return
    onClose()
    // From a version preview, back to editing the draft the version became.
    if (state.version) router.push(`${base}?edit`)
  }
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current.slice(-1), id]))
  const compareHref = (): string | null => {
    if (chosen.length !== 2 || !found) return null
    // The newer one is shown; ids grow with time.
    const [older, newer] = [...chosen].sort((a, b) => Number(a) - Number(b))
    return `${base}?v=${newer}&compare=${older}`
  }
  const href = compareHref()

  return (
    <EditorDialog title={t('versions')} closeLabel={t('close')} onClose={onClose} wide>
      {found === null ? (
        <p role="status">{t('loading')}</p>
      ) : found.results.length === 0 ? (
        <p>{t('versionsEmpty')}</p>
      ) : (
        <>
          <p className="edit-versions__none">{t('restoreHint', { lang: t(`languages.${state.locale}`) })}</p>
          <div className="edit-form__actions">
            {found.live_id && (
              <button
                type="button"
                className="edit-button"
                disabled={!state.unpublished && !state.version}
                onClick={() => void restore(found.live_id as string, t('restoredAlert'))}
              >
                {t('backToPublished')}
              </button>
            )}
            {isPage &&
              (href ? (
                <a className="edit-button edit-button--primary" href={href}>
                  {t('compare')}
                </a>
              ) : (
                <button type="button" className="edit-button" disabled>
                  {t('compare')}
                </button>
              ))}
          </div>
          <ol className="edit-versions">
            {found.results.map((version) => {
              const mine = version.changes[state.locale]
              const theirs = version.changes[other]
              const time = format(version.updated_at)
              return (
                <li key={version.id} className={version.live ? 'edit-versions__item edit-versions__item--live' : 'edit-versions__item'}>
                  <div className="edit-versions__head">
                    <time dateTime={version.updated_at}>{time}</time>
                    <span>{version.status === 'published' ? t('published') : t('draft')}</span>
                    {version.author && <span>{t('versionBy', { author: version.author })}</span>}
                    {version.live && <span className="edit-badge">{t('live')}</span>}
                  </div>
                  {mine.length === 0 ? (
                    <p className="edit-versions__none">{t('noModuleChange')}</p>
                  ) : (
                    <ul className="edit-versions__changes">
                      {mine.map((change) => (
                        <li key={`${change.kind}:${change.id}`}>
                          <span className={`edit-change edit-change--${change.kind}`}>{t(`changeKinds.${change.kind}`)}</span>{' '}
                          {label(change.type)}
                          {change.fields.length > 0 ? (
                            // Issue 45: what changed, field by field, before → after.
                            <ul className="edit-versions__fields">
                              {change.fields.map((field) => (
                                <li key={field.field}>
                                  {fieldLabel(change.type, field.field)}:{' '}
                                  <span className="edit-versions__excerpt">
                                    <del>{field.before ? `„${field.before}“` : t('empty')}</del> →{' '}
                                    <ins>{field.after ? `„${field.after}“` : t('empty')}</ins>
                                  </span>
                                </li>
                              ))}
                            </ul>
                          ) : (
                            change.excerpt && <span className="edit-versions__excerpt">: „{change.excerpt}“</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                  {theirs.length > 0 && (
                    <p className="edit-versions__none">{t('alsoIn', { lang: t(`languages.${other}`), count: theirs.length })}</p>
                  )}
                  <div className="edit-versions__actions">
                    {isPage && (
                      <label className="edit-field--checkbox">
                        <input
                          type="checkbox"
                          checked={chosen.includes(version.id)}
                          onChange={() => toggle(version.id)}
                          aria-label={`${t('compareWith')}: ${time}`}
                        />{' '}
                        {t('compareWith')}
                      </label>
                    )}
                    {isPage && (
                      <a className="edit-button" href={`${base}?v=${version.id}`} aria-label={`${t('showVersion')}: ${time}`}>
                        {t('showVersion')}
                      </a>
                    )}
                    {!version.latest && (
                      <button
                        type="button"
                        className="edit-button"
                        onClick={() => void restore(version.id, t('restoredAlert'))}
                        aria-label={`${t('restore')}: ${time}`}
                      >
                        {t('restore')}
                      </button>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
          {found.total_pages > 1 && (
            <nav className="edit-form__actions edit-versions__pages" aria-label={t('versions')}>
              <button type="button" className="edit-button" disabled={found.page <= 1} onClick={() => setPage(found.page - 1)}>
                {t('newer')}
              </button>
              <span aria-live="polite">{t('versionsPage', { page: found.page, pages: found.total_pages })}</span>
              <button
                type="button"
                className="edit-button"
                disabled={found.page >= found.total_pages}
                onClick={() => setPage(found.page + 1)}
              >
                {t('older')}
              </button>
            </nav>
          )}
        </>
      )}
    </EditorDialog>
  )
}
