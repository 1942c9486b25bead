'use client'

import { useCombobox } from 'downshift'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'
import { read } from '@/api/client'
import { reportError } from '@/api/reportError'

import { MAX_QUERY_LENGTH, normaliseQuery, searchHref } from '../domain/query'

import './search.css'

/** An empty `aria-activedescendant` (downshift's, when nothing is highlighted) is no valid id: left out. */
function withoutEmptyIds<P extends Record<string, unknown>>(props: P): P {
  const out = { ...props }
  if (out['aria-activedescendant'] === '') delete out['aria-activedescendant']
  return out
}

/** SPEC §9: calls wait this long after the last keystroke. */
const FETCH_DELAY_MS = 200

type Props = {
  /** 'header': the desktop toggle's field; 'page': the search page's full-width field. */
  mode: 'header' | 'page'
  initialText?: string
  /** Focus the field when it first appears (the header's, opened by its button). */
  autoFocus?: boolean
  /** After a submit (the header closes its field and menu). */
  onSubmitted?: () => void
}

/**
 * The search field with autocomplete (SPEC §2, §4, §5): an ARIA 1.2 combobox (downshift). The list
 * opens when text is typed or the field gains focus with text, and closes on submit, blur, Escape,
 * an outside click or scrolling; ArrowDown moves to the first suggestion; picking one sets the text
 * and submits; clearing empties the field and keeps the focus there. Empty text is never submitted
 * and gets no suggestions; autocomplete asks in lowercase. A failed call shows no suggestions
 * and is reported (SPEC §8). Without JavaScript the form submits to the search page.
 */
export function SearchField({ mode, initialText = '', autoFocus = false, onSubmitted }: Props) {
  const t = useTranslations('shell.client')
  const current = useLocale()
  const locale: Locale = isLocale(current) ? current : 'de'
  const router = useRouter()
  const [text, setText] = useState(initialText)
  const [suggestions, setSuggestions] = useState<{ query: string; items: string[] }>({ query: '', items: [] })
  const [wantOpen, setWantOpen] = useState(false)
  // Suggestions are asked only while the visitor is in the field (not for the search page's query on arrival).
  const [active, setActive] = useState(false)
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  const hintId = useId()

  const query = normaliseQuery(text)
  const items = suggestions.query === query ? suggestions.items : []

  useEffect(() => {
    if (!query || !active) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      read('autocomplete', { query: { query }, signal: controller.signal, locale })
        .then((body) => setSuggestions({ query, items: body.results.slice(0, 8) }))
        .catch((error: unknown) => {
          // SPEC §8: a failed autocomplete is reported and shown as nothing (a cancelled one is neither).
          reportError('autocomplete', error)
          setSuggestions({ query, items: [] })
        })
    }, FETCH_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale, active])

  const submit = (value: string) => {
    const q = value.trim()
    if (!q) {
      input?.focus()
      return
    }
    setWantOpen(false)
    onSubmitted?.()
    router.push(searchHref(locale, q))
  }

  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex, closeMenu } = useCombobox<string>({
    items,
    inputValue: text,
    selectedItem: null,
    isOpen: wantOpen && items.length > 0,
    onIsOpenChange: ({ isOpen: open }) => setWantOpen(Boolean(open)),
    // Screen readers hear how many suggestions the list offers when it opens or changes.
    getA11yStatusMessage: ({ isOpen: open }) => (open && items.length > 0 ? t('suggestionCount', { count: items.length }) : ''),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setText(inputValue ?? '')
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) {
        setText(selectedItem)
        submit(selectedItem)
      }
    },
    stateReducer: (state, { type, changes }) => {
      // Escape and blur close the list and keep the text (downshift would clear or fill it).
      if (type === useCombobox.stateChangeTypes.InputKeyDownEscape || type === useCombobox.stateChangeTypes.InputBlur) {
        return { ...changes, inputValue: state.inputValue, selectedItem: null }
      }
      return changes
    },
  })

  useEffect(() => {
    if (autoFocus) input?.focus()
  }, [autoFocus, input])

  useEffect(() => {
    if (!isOpen) return
    const onScroll = () => closeMenu()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [isOpen, closeMenu])

  return (
    <form
      role="search"
      className={`search-field search-field--${mode}`}
      action={routePath(locale, 'search')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        submit(text)
      }}
    >
      <label {...getLabelProps({ className: mode === 'page' ? 'search-field__label' : 'visually-hidden' })}>{t('search')}</label>
      <div className="search-field__row">
        <div className="search-field__box">
          <input
            {...withoutEmptyIds(
              getInputProps({
                ref: setInput,
                name: 'q',
                type: 'text',
                inputMode: 'search',
                placeholder: t('searchPlaceholder'),
                maxLength: MAX_QUERY_LENGTH,
                enterKeyHint: 'search',
                'aria-describedby': hintId,
                className: 'search-field__input',
                onFocus: () => {
                  setActive(true)
                  if (query) setWantOpen(true)
                },
                onBlur: () => setActive(false),
                onKeyDown: (event) => {
                  // The first Escape closes the list only; the header's field closes on the next.
                  if (event.key === 'Escape' && isOpen) event.stopPropagation()
                  // Enter (a phone keyboard's search key) searches for the typed text unless a
                  // suggestion is highlighted: downshift would swallow it whenever the list is open.
                  if (event.key === 'Enter' && highlightedIndex < 0) {
                    ;(event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true
                  }
                },
              }),
            )}
          />
          <span id={hintId} className="visually-hidden">
            {t('searchHint')}
          </span>
          {text ? (
            <button
              type="button"
              className="search-field__clear"
              aria-label={t('clearSearch')}
              onClick={() => {
                setText('')
                setWantOpen(false)
                input?.focus()
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <ul {...getMenuProps({ 'aria-label': t('suggestions'), className: `search-suggestions${isOpen ? ' is-open' : ''}` })}>
            {isOpen
              ? items.map((item, index) => (
                  <li
                    key={item}
                    {...getItemProps({
                      item,
                      index,
                      className: `search-suggestions__item${highlightedIndex === index ? ' is-highlighted' : ''}`,
                    })}
                  >
                    {item}
                  </li>
                ))
              : null}
          </ul>
        </div>
        <button type="submit" className="button search-field__submit">
          {t('search')}
        </button>
      </div>
    </form>
  )
}
