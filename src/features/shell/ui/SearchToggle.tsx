'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

const loadField = () => import('@/features/search/ui/SearchField')
const SearchField = lazy(() => loadField().then((module) => ({ default: module.SearchField })))

/** SPEC §9: the desktop search input closes this long after it loses focus. */
const BLUR_CLOSE_MS = 200

/**
 * The header's search (SPEC §2, §4, desktop mode): a button reveals the search field with
 * autocomplete; it closes 200 ms after the focus leaves it, on Escape, an outside click or submit.
 * The field (the combobox and its library) is code every page would otherwise download and start:
 * it is fetched when the pointer or focus reaches the button and mounted on the first click.
 */
export function SearchToggle() {
  const t = useTranslations('shell.client')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const blurTimer = useRef<number | undefined>(undefined)
  const fieldId = useId()

  useEffect(() => {
    if (!open) return
    root.current?.querySelector('input')?.focus()
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  useEffect(() => () => window.clearTimeout(blurTimer.current), [])

  return (
    <div
      ref={root}
      className={`header-search${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          toggle.current?.focus()
        }
      }}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      onBlur={() => {
        blurTimer.current = window.setTimeout(() => {
          if (!root.current?.contains(document.activeElement)) setOpen(false)
        }, BLUR_CLOSE_MS)
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="top-nav__link header-search__toggle"
        aria-expanded={open}
        aria-controls={fieldId}
        onPointerEnter={() => void loadField()}
        onFocus={() => void loadField()}
        onClick={() => {
          setWanted(true)
          setOpen((v) => !v)
        }}
      >
        <span className="icon icon--search" aria-hidden="true" />
        <span className="top-nav__text">{t('search')}</span>
      </button>
      <div id={fieldId} className="header-search__field" hidden={!open}>
        {wanted ? (
          <Suspense fallback={null}>
            <SearchField mode="header" autoFocus onSubmitted={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
