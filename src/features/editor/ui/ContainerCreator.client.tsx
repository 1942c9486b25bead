'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { editorCall } from './api'
import { editorTexts } from './texts'

import './editor.css'
import type { Locale } from '@/i18n/locales'
import type { ContainerOwner } from '@/cms/collections/Containers'

/** SPEC §4: a document without an editable section gets one when its editor asks (one empty column). */
export function ContainerCreator({
  locale,
  owner,
  objectId,
  slug,
}: {
  locale: Locale
  owner: ContainerOwner
  objectId: number
  slug: string
}) {
  const t = editorTexts(locale)
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle')
  const create = async () => {
    setState('busy')
    const answer = await editorCall('createContainer', {
      path: { locale },
      body: { container: { slug, parent: null, content_type: owner, object_id: objectId } },
    })
    if (answer.status === 201 || answer.status === 409) router.refresh()
    else setState('error')
  }
  return (
    <div className="edit-slot">
      <p className="edit-slot__text">{t('noSection')}</p>
      <button type="button" className="edit-button edit-button--primary" disabled={state === 'busy'} onClick={() => void create()}>
        {t('createSection')}
      </button>
      {state === 'error' && <p role="alert">{t('error')}</p>}
    </div>
  )
}
