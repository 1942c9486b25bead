'use client'

import { useEffect, useState } from 'react'

import type { FormField } from '@/cms/blocks/formSchema'
import type { Locale } from '@/i18n/locales'
import { editorCall } from './api'
import { useEditor } from './editorContext'
import { fieldId } from './fieldId'
import { relationId } from '@/lib/payload/relations'

export type PickedDoc = { id: number; title: string; url: string | null }

/** Documents of a collection by title (or by id), from the editor's document call. */
export async function findDocuments(locale: Locale, collection: string, query: { q?: string; ids?: number[] }): Promise<PickedDoc[]> {
  const answer = await editorCall('documents', {
    path: { locale },
    query: query.ids ? { collection, ids: query.ids.join(',') } : { collection, q: query.q ?? '' },
  })
  return answer.body.results ?? []
}

/** A search box with the matching documents as buttons. */
export function DocumentSearch({ collection, onPick, label }: { collection: string; onPick: (doc: PickedDoc) => void; label: string }) {
  const { state, t } = useEditor()
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<PickedDoc[] | null>(null)
  useEffect(() => {
    let stopped = false
    const timer = window.setTimeout(() => {
      void findDocuments(state.locale, collection, { q: query }).then((docs) => {
        if (!stopped) setResults(docs)
      })
    }, 200)
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [collection, query, state.locale])
  return (
    <div className="edit-docs">
      <label className="edit-field">
        <span className="edit-field__label">{label}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {results === null ? (
        <p>{t('loading')}</p>
      ) : results.length === 0 ? (
        <p>{t('noResults')}</p>
      ) : (
        <ul className="edit-docs__list">
          {results.map((doc) => (
            <li key={doc.id}>
              <button type="button" className="edit-button edit-docs__pick" onClick={() => onPick(doc)}>
                {doc.title}
                {doc.url && <span className="edit-docs__url"> {doc.url}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

type Props = {
  field: Extract<FormField, { kind: 'relationship' }>
  value: unknown
  onChange: (value: unknown) => void
  path: string
  errors: Record<string, string>
}

function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
  return list.flatMap((entry) => relationId(entry) ?? [])
}

/** A relationship field: the chosen documents by title, a search to add (or replace) one, remove buttons. */
export function DocumentField({ field, value, onChange, path, errors }: Props) {
  const { state, t } = useEditor()
  const collection = field.relationTo[0] ?? 'pages'
  const ids = idsOf(value)
  const [titles, setTitles] = useState<Record<number, PickedDoc>>({})
  const [searching, setSearching] = useState(false)
  const id = fieldId(path)
  const error = errors[path]
  const missing = ids.filter((entry) => !titles[entry])

  useEffect(() => {
    if (missing.length === 0) return
    let stopped = false
    void findDocuments(state.locale, collection, { ids: missing }).then((docs) => {
      if (!stopped) setTitles((current) => ({ ...current, ...Object.fromEntries(docs.map((doc) => [doc.id, doc])) }))
    })
    return () => {
      stopped = true
    }
  }, [collection, missing.join(','), state.locale]) // eslint-disable-line react-hooks/exhaustive-deps -- keyed by the missing ids

  const set = (next: number[]) => onChange(field.hasMany ? next : (next[0] ?? null))
  return (
    <fieldset
      className={error ? 'edit-field edit-docs-field edit-field--invalid' : 'edit-field edit-docs-field'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="edit-field__label">
        {field.label[state.locale]}
        {field.required && <span className="edit-field__required"> ({t('required')})</span>}
      </legend>
      {ids.length > 0 && (
        <ul className="edit-docs__chosen">
          {ids.map((entry) => (
            <li key={entry}>
              <span>{titles[entry]?.title ?? `#${entry}`}</span>{' '}
              <button
                type="button"
                className="edit-button"
                onClick={() => set(ids.filter((other) => other !== entry))}
                aria-label={`${titles[entry]?.title ?? `#${entry}`}: ${t('removeValue')}`}
              >
                {t('removeValue')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" id={id} className="edit-button" aria-expanded={searching} onClick={() => setSearching(!searching)}>
        {ids.length > 0 && !field.hasMany ? t('change') : t('choose')}
      </button>
      {error && (
        <p id={`${id}-error`} className="edit-field__error">
          {error}
        </p>
      )}
      {searching && (
        <DocumentSearch
          collection={collection}
          label={`${t('search')}: ${t.collections[collection] ?? collection}`}
          onPick={(doc) => {
            setTitles((current) => ({ ...current, [doc.id]: doc }))
            set(field.hasMany ? [...ids.filter((other) => other !== doc.id), doc.id] : [doc.id])
            if (!field.hasMany) setSearching(false)
          }}
        />
      )}
    </fieldset>
  )
}
