'use client'

import { type RefObject, useLayoutEffect, useRef } from 'react'

type Props = {
  href: string
  hasNextPage: boolean
  loading: boolean
  /** The last page failed to load: "try again" takes the link's place (the list says so itself while it has no entries). */
  isError: boolean
  hasEntries: boolean
  label: string
  loadingLabel: string
  failedText: string
  retryLabel: string
  onNext: () => void
  /** Selector of an entry's title in this list: where focus goes when a page arrives. */
  entryTitles: string
}

/**
 * The place below a list (programme, productions, magazine): the way to its next page, a plain
 * link for visitors without JavaScript (the proxy serves `?page=N` statically) and for keyboards.
 * With JavaScript the link loads the page in place and stays while loading, so focus is not lost.
 * When the page it loads is the last, the link goes; focus then moves to the first entry that page
 * brought instead of falling to the start of the document. When the page fails, "try again" takes
 * the link's place and the focus with it, and hands it to the page's first entry once it arrives.
 */
export function NextPageControls({
  href,
  hasNextPage,
  loading,
  isError,
  hasEntries,
  label,
  loadingLabel,
  failedText,
  retryLabel,
  onNext,
  entryTitles,
}: Props) {
  const link = useRef<HTMLAnchorElement>(null)
  const retry = useRef<HTMLButtonElement>(null)
  return (
    <>
      {isError && hasEntries ? (
        <Failed control={retry} other={link} text={failedText} retryLabel={retryLabel} onRetry={onNext} entryTitles={entryTitles} />
      ) : null}
      {hasNextPage && !isError ? (
        <NextLink
          control={link}
          other={retry}
          href={href}
          loading={loading}
          label={loading ? loadingLabel : label}
          onNext={onNext}
          entryTitles={entryTitles}
        />
      ) : null}
    </>
  )
}

type Control<E extends HTMLElement> = {
  control: RefObject<E | null>
  /** The control that takes this one's place: focus goes there when no new entry is. */
  other: RefObject<HTMLElement | null>
  entryTitles: string
}

function NextLink({
  control,
  other,
  entryTitles,
  href,
  loading,
  label,
  onNext,
}: Control<HTMLAnchorElement> & { href: string; loading: boolean; label: string; onNext: () => void }) {
  // Counted when a page starts loading, by the link or by scrolling: the next entry is the first
  // the page brings.
  useFocusOnLeaving(control, other, entryTitles, loading)
  return (
    <a
      ref={control}
      className="button button--secondary"
      href={href}
      aria-busy={loading}
      onClick={(click) => {
        click.preventDefault()
        if (!loading) onNext()
      }}
    >
      {label}
    </a>
  )
}

function Failed({
  control,
  other,
  entryTitles,
  text,
  retryLabel,
  onRetry,
}: Control<HTMLButtonElement> & { text: string; retryLabel: string; onRetry: () => void }) {
  useFocusOnLeaving(control, other, entryTitles, true)
  return (
    <p role="alert">
      {text}{' '}
      <button ref={control} type="button" className="button button--small button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  )
}

/**
 * When `control` leaves the document while it holds focus, focus moves to the first entry its list
 * gained since `countNow` was last true, else to `other`, the control that took its place.
 */
function useFocusOnLeaving(
  control: RefObject<HTMLElement | null>,
  other: RefObject<HTMLElement | null>,
  entryTitles: string,
  countNow: boolean,
) {
  const before = useRef({ count: 0 })
  useLayoutEffect(() => {
    if (countNow && control.current) before.current.count = countEntries(control.current, entryTitles)
  }, [countNow, control, entryTitles])
  useLayoutEffect(() => {
    const element = control.current
    const remembered = before.current
    // Read when this control has left: by then it is the control that took its place.
    const focusReplacement = () => other.current?.focus()
    // Runs as the control leaves, while it still holds focus; what replaces it is in the document
    // once this commit ends.
    return () => {
      if (!element || document.activeElement !== element) return
      const list = listOf(element, entryTitles)
      queueMicrotask(() => {
        if (!focusEntry(list, entryTitles, remembered.count)) focusReplacement()
      })
    }
  }, [control, other, entryTitles])
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
