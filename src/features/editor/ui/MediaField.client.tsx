'use client'

import { type FormEvent, useEffect, useState } from 'react'

import type { FormField } from '@/cms/blocks/formSchema'
import { cmsCall } from '@/api/client'

import { editorCall } from './api'
import { useEditor } from './editorContext'
import { fieldId } from './fieldId'

type Item = { id: number; url: string | null; thumbnail: string | null; alt: string; filename: string | null; mime_type: string | null }

type Props = {
  field: Extract<FormField, { kind: 'upload' }>
  value: number | null
  onChange: (value: number | null) => void
  path: string
  errors: Record<string, string>
}

/**
 * An upload field: the chosen medium with its alt text, picked from the media library (newest
 * first, searchable) or uploaded in place with alt texts in both languages.
 */
export function MediaField({ field, value, onChange, path, errors }: Props) {
  const { state, t } = useEditor()
  const [chosen, setChosen] = useState<Item | null>(null)
  const [open, setOpen] = useState<'library' | 'upload' | null>(null)
  const id = fieldId(path)
  const error = errors[path]

  useEffect(() => {
    if (value === null || chosen?.id === value) return
    let stopped = false
    void cmsCall('GET', `/media/${value}?depth=0&locale=${state.locale}`).then((answer) => {
      if (stopped || answer.status !== 200) return
      const doc = answer.body as {
        id: number
        url?: string
        alt?: string
        filename?: string
        mimeType?: string
        sizes?: { horizontal_small?: { url?: string } }
      }
      setChosen({
        id: doc.id,
        url: doc.url ?? null,
        thumbnail: doc.sizes?.horizontal_small?.url ?? doc.url ?? null,
        alt: doc.alt ?? '',
        filename: doc.filename ?? null,
        mime_type: doc.mimeType ?? null,
      })
    })
    return () => {
      stopped = true
    }
  }, [value, chosen?.id, state.locale])

  const pick = (item: Item) => {
    setChosen(item)
    onChange(item.id)
    setOpen(null)
  }
  const shown = value === null ? null : chosen?.id === value ? chosen : null

  return (
    <fieldset
      className={error ? 'edit-field edit-media edit-field--invalid' : 'edit-field edit-media'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="edit-field__label">
        {field.label[state.locale]}
        {field.required && <span className="edit-field__required"> ({t('required')})</span>}
      </legend>
      {value !== null && (
        <div className="edit-media__chosen">
          {shown?.thumbnail && shown.mime_type?.startsWith('image/') ? (
            // eslint-disable-next-line @next/next/no-img-element -- a thumbnail in the editor's form, not page content
            <img src={shown.thumbnail} alt={shown.alt} width={120} height={68} />
          ) : null}
          <span>{shown ? shown.alt || shown.filename : `#${value}`}</span>
        </div>
      )}
      <div className="edit-media__actions">
        <button
          type="button"
          id={id}
          className="edit-button"
          aria-expanded={open === 'library'}
          onClick={() => setOpen(open === 'library' ? null : 'library')}
        >
          {t('mediaLibrary')}
        </button>
        {(field.media === 'image' || field.media === 'any') && (
          <button
            type="button"
            className="edit-button"
            aria-expanded={open === 'upload'}
            onClick={() => setOpen(open === 'upload' ? null : 'upload')}
          >
            {t('upload')}
          </button>
        )}
        {value !== null && (
          <button type="button" className="edit-button" onClick={() => onChange(null)}>
            {t('removeValue')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="edit-field__error">
          {error}
        </p>
      )}
      {open === 'library' && <MediaLibrary kind={field.media} onPick={pick} />}
      {open === 'upload' && <MediaUpload onUploaded={pick} />}
    </fieldset>
  )
}

function MediaLibrary({ kind, onPick }: { kind: string; onPick: (item: Item) => void }) {
  const { state, t } = useEditor()
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<Item[] | null>(null)
  const [next, setNext] = useState<number | null>(null)

  const load = async (page: number, q: string) => {
    const answer = await editorCall('media', { path: { locale: state.locale }, query: { kind, q, page } })
    const { body } = answer
    setItems((current) => (page === 1 ? (body.results ?? []) : [...(current ?? []), ...(body.results ?? [])]))
    setNext(body.next_page ?? null)
  }
  useEffect(() => {
    const timer = window.setTimeout(() => void load(1, query), 200)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the query changes only
  }, [query])

  return (
    <div className="edit-media__library">
      <label className="edit-field">
        <span className="edit-field__label">{t('search')}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {items === null ? (
        <p>{t('loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('noResults')}</p>
      ) : (
        <ul className="edit-media__grid">
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className="edit-media__item" onClick={() => onPick(item)}>
                {item.thumbnail && item.mime_type?.startsWith('image/') ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a thumbnail in the editor's picker
                  <img src={item.thumbnail} alt="" width={120} height={68} loading="lazy" />
                ) : null}
                <span>{item.alt || item.filename}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {next !== null && (
        <button type="button" className="edit-button" onClick={() => void load(next, query)}>
          {t('more')}
        </button>
      )}
    </div>
  )
}

function MediaUpload({ onUploaded }: { onUploaded: (item: Item) => void }) {
  const { state, t } = useEditor()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  // Not a <form>: it stands inside the module's form.
  const upload = async (event: FormEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.closest('.edit-media__upload')
    if (!box) return
    const file = box.querySelector<HTMLInputElement>('input[type=file]')?.files?.[0]
    const data = new FormData()
    if (file) data.set('file', file)
    data.set('alt_de', box.querySelector<HTMLInputElement>('input[name=alt_de]')?.value ?? '')
    data.set('alt_en', box.querySelector<HTMLInputElement>('input[name=alt_en]')?.value ?? '')
    setSending(true)
    const answer = await editorCall('uploadMedia', { path: { locale: state.locale }, body: data })
    setSending(false)
    if (answer.status === 201 && answer.data) return onUploaded(answer.data)
    setErrors(answer.body.fields ?? { file: answer.body.message ?? t('error') })
  }
  const input = (name: 'file' | 'alt_de' | 'alt_en', label: string) => (
    <label className={errors[name] ? 'edit-field edit-field--invalid' : 'edit-field'}>
      <span className="edit-field__label">{label}</span>
      <input
        name={name}
        type={name === 'file' ? 'file' : 'text'}
        accept={name === 'file' ? 'image/*' : undefined}
        aria-invalid={errors[name] ? true : undefined}
      />
      {errors[name] && <span className="edit-field__error">{errors[name]}</span>}
    </label>
  )
  return (
    <div className="edit-media__upload">
      {input('file', t('file'))}
      {input('alt_de', t('altDe'))}
      {input('alt_en', t('altEn'))}
      <button type="button" className="edit-button" disabled={sending} onClick={upload}>
        {sending ? t('loading') : t('uploadButton')}
      </button>
    </div>
  )
}
