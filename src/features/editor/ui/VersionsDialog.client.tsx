'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { editorCall, editorUrl } from './api'
import { EditorDialog } from './EditorDialog.client'
import type { Send, Show } from './EditorRoot.client'
import { useEditor } from './editorContext'

type Version = { id: string; updated_at: string; status: 'draft' | 'published'; author: string | null; latest: boolean }

/** The version menu: earlier versions with author and time, each to preview on the page (`?v=`) or to restore into the draft. */
export function VersionsDialog({ send, show, onClose }: { send: Send; show: Show; onClose: () => void }) {
  const { state, t } = useEditor()
  const router = useRouter()
  const [versions, setVersions] = useState<Version[] | null>(null)
  useEffect(() => {
    let stopped = false
    void editorCall('GET', editorUrl(state.locale, 'versions/', { doc: state.doc })).then((answer) => {
      if (stopped) return
      if (answer.status !== 200) {
        show('error', answer.body.message ?? t.error)
        onClose()
        return
      }
      setVersions((answer.body.results as Version[] | undefined) ?? [])
    })
    return () => {
      stopped = true
    }
  }, [onClose, show, state.doc, state.locale, t.error])

  const format = (iso: string) => new Date(iso).toLocaleString(state.locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })
  const base = new URL(state.path, 'http://site.invalid').pathname
  const restore = async (version: Version) => {
    const outcome = await send({ method: 'POST', path: `versions/${version.id}/`, body: {}, alert: t.restoredAlert, backup: true })
    if (!outcome.ok) return
    onClose()
    // From a version preview, back to editing the draft the version became.
    if (state.version) router.push(`${base}?edit`)
  }
  const earlier = (versions ?? []).filter((version) => !version.latest)
  return (
    <EditorDialog title={t.versions} closeLabel={t.close} onClose={onClose}>
      {versions === null ? (
        <p role="status">{t.loading}</p>
      ) : earlier.length === 0 ? (
        <p>{t.versionsEmpty}</p>
      ) : (
        <ol className="edit-versions">
          {earlier.map((version) => (
            <li key={version.id} className="edit-versions__item">
              <span>
                <time dateTime={version.updated_at}>{format(version.updated_at)}</time> · {version.status === 'published' ? t.published : t.draft}
                {version.author ? ` · ${t.versionBy(version.author)}` : ''}
              </span>
              {state.doc.startsWith('pages:') && (
                <a className="edit-button" href={`${base}?v=${version.id}`} aria-label={`${t.showVersion}: ${format(version.updated_at)}`}>
                  {t.showVersion}
                </a>
              )}
              <button type="button" className="edit-button" onClick={() => void restore(version)} aria-label={`${t.restore}: ${format(version.updated_at)}`}>
                {t.restore}
              </button>
            </li>
          ))}
        </ol>
      )}
    </EditorDialog>
  )
}
