'use client'

import { type RefObject, useLayoutEffect, useRef } from 'react'

type Props = {
  href: string
  loading: boolean
  label: string
  loadingLabel: string
  onNext: () => void
  /** Selector of an entry's title in this list: where focus goes when the last page arrives. */
  entryTitles: string
}

/** Marks the two controls that take each other's place below a list, so focus can pass between them. */
const RETRY = 'data-next-page-retry'
const LINK = 'data-next-page-link'

/**
 * The way to the next page of a list: a plain link for visitors without JavaScript (the proxy
 * serves `?page=N` statically) and for keyboards; with JavaScript it loads the page in place and
 * stays where it is while loading, so focus is not lost. When the page it loads is the last, the
 * link goes with it; focus then moves to the first entry that page brought instead of falling to
 * the start of the document, and to "try again" when the page failed to load.
 */
export function NextPageLink({ href, loading, label, loadingLabel, onNext, entryTitles }: Props) {
  const link = useRef<HTMLAnchorElement>(null)
  // Counted when a page starts loading, by the link or by scrolling: the next entry is the first
  // the page brings.
  useFocusOnLeaving(link, entryTitles, `[${RETRY}]`, loading)

  return (
    <a
      ref={link}
      className="button button--secondary"
      href={href}
      aria-busy={loading}
      {...{ [LINK]: '' }}
      onClick={(click) => {
        click.preventDefault()
        if (!loading) onNext()
      }}
    >
      {loading ? loadingLabel : label}
    </a>
  )
}

/**
 * A next page that failed to load: said as an alert, with "try again" in the link's place. A
 * keyboard that pressed the link lands on the button; when the page then arrives, on its first entry.
 */
export function NextPageFailed({
  text,
  retryLabel,
  onRetry,
  entryTitles,
}: {
  text: string
  retryLabel: string
  onRetry: () => void
  entryTitles: string
}) {
  const button = useRef<HTMLButtonElement>(null)
  useFocusOnLeaving(button, entryTitles, `[${LINK}]`, true)
  return (
    <p role="alert">
      {text}{' '}
      <button ref={button} type="button" className="button button--small button--secondary" {...{ [RETRY]: '' }} onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  )
}

/**
 * When `control` leaves the document while it holds focus, focus moves to the first entry its list
 * gained since `countNow` was last true, else to `instead` where the control was.
 */
function useFocusOnLeaving(control: RefObject<HTMLElement | null>, entryTitles: string, instead: string, countNow: boolean) {
  const before = useRef({ count: 0 })
  useLayoutEffect(() => {
    if (countNow && control.current) before.current.count = countEntries(control.current, entryTitles)
  }, [countNow, control, entryTitles])
  useLayoutEffect(() => {
    const element = control.current
    const remembered = before.current
    // Runs as the control leaves, while it still holds focus; what replaces it is in the document
    // once this commit ends.
    return () => {
      if (!element || document.activeElement !== element) return
      const list = listOf(element, entryTitles)
      // The lists keep their next-page controls in one place below the entries.
      const place = element.closest('.programme__more')
      queueMicrotask(() => {
        if (!focusEntry(list, entryTitles, remembered.count)) place?.querySelector<HTMLElement>(instead)?.focus()
      })
    }
  }, [control, entryTitles, instead])
}

function countEntries(control: HTMLElement, entryTitles: string): number {
  return listOf(control, entryTitles)?.querySelectorAll(entryTitles).length ?? 0
}

/** The control's list: its nearest ancestor holding entries (other lists on the page are not counted). */
function listOf(control: HTMLElement, entryTitles: string): HTMLElement | null {
  let list = control.parentElement
  while (list && !list.querySelector(entryTitles)) list = list.parentElement
  return list
}

/** Focuses the link of the list's entry at this index (or its title, if it has none); false without one. */
function focusEntry(list: HTMLElement | null, entryTitles: string, index: number): boolean {
  const title = list?.querySelectorAll<HTMLElement>(entryTitles)[index]
  if (!title) return false
  const target = title.querySelector<HTMLElement>('a[href]') ?? title
  if (target === title) title.tabIndex = -1
  target.focus()
  return true
}
