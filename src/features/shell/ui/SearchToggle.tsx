'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { isLocale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

/** SPEC §9: the desktop search input closes this long after it loses focus. */
const BLUR_CLOSE_MS = 200

/**
 * The header's search (SPEC §2, §4, desktop mode): a button reveals the input; it closes 200 ms
 * after blur, on Escape or an outside click; empty text is never submitted; submitting goes to the
 * search route with ?q=. Without JavaScript the form still submits to the search page.
 */
export function SearchToggle() {
  const t = useTranslations('shell')
  const locale = useLocale()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const root = useRef<HTMLFormElement>(null)
  const blurTimer = useRef<number | undefined>(undefined)
  const inputId = useId()
  const action = routePath(isLocale(locale) ? locale : 'de', 'search')

  useEffect(() => {
    if (!open) return
    input.current?.focus()
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  useEffect(() => () => window.clearTimeout(blurTimer.current), [])

  return (
    <form
      ref={root}
      role="search"
      action={action}
      className={`header-search${open ? ' is-open' : ''}`}
      onSubmit={(event) => {
        event.preventDefault()
        const q = text.trim()
        if (!q) return
        setOpen(false)
        router.push(`${action}?${new URLSearchParams({ q }).toString()}`)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button type="button" className="top-nav__link header-search__toggle" aria-expanded={open} aria-controls={inputId} onClick={() => setOpen((v) => !v)}>
        <span className="icon icon--search" aria-hidden="true" />
        <span className="top-nav__text">{t('search')}</span>
      </button>
      <div className="header-search__field" hidden={!open}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search')}
        </label>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => window.clearTimeout(blurTimer.current)}
          onBlur={() => {
            blurTimer.current = window.setTimeout(() => {
              if (!root.current?.contains(document.activeElement)) setOpen(false)
            }, BLUR_CLOSE_MS)
          }}
        />
        {text && (
          <button
            type="button"
            className="header-search__clear"
            aria-label={t('clearSearch')}
            onClick={() => {
              setText('')
              input.current?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className="header-search__submit" disabled={!text.trim()}>
          {t('search')}
        </button>
      </div>
    </form>
  )
}
