'use client'

import { useLayoutEffect, useRef } from 'react'

type Props = {
  href: string
  loading: boolean
  label: string
  loadingLabel: string
  onNext: () => void
  /** Selector of an entry's title in this list: where focus goes when the last page arrives. */
  entryTitles: string
}

/**
 * The way to the next page of a list: a plain link for visitors without JavaScript (the proxy
 * serves `?page=N` statically) and for keyboards; with JavaScript it loads the page in place and
 * stays where it is while loading, so focus is not lost. When the page it loads is the last, the
 * link goes with it; focus then moves to the first entry that page brought instead of falling to
 * the start of the document.
 */
export function NextPageLink({ href, loading, label, loadingLabel, onNext, entryTitles }: Props) {
  const link = useRef<HTMLAnchorElement>(null)
  const before = useRef({ count: 0 })

  // The entries there are when a page starts loading, by the link or by scrolling: the next one is
  // the first the page brings.
  useLayoutEffect(() => {
    if (loading && link.current) before.current.count = listOf(link.current, entryTitles)?.querySelectorAll(entryTitles).length ?? 0
  }, [loading, entryTitles])

  useLayoutEffect(() => {
    const element = link.current
    const remembered = before.current
    // Runs as the link leaves, while it still holds focus; the new entries are in the document
    // once this commit ends.
    return () => {
      if (!element || document.activeElement !== element) return
      const list = listOf(element, entryTitles)
      queueMicrotask(() => focusEntry(list, entryTitles, remembered.count))
    }
  }, [entryTitles])

  return (
    <a
      ref={link}
      className="button button--secondary"
      href={href}
      aria-busy={loading}
      onClick={(click) => {
        click.preventDefault()
        if (!loading) onNext()
      }}
    >
      {loading ? loadingLabel : label}
    </a>
  )
}

/** The link's list: its nearest ancestor holding entries (other lists on the page are not counted). */
function listOf(link: HTMLElement, entryTitles: string): HTMLElement | null {
  let list = link.parentElement
  while (list && !list.querySelector(entryTitles)) list = list.parentElement
  return list
}

/** Focuses the link of the list's entry at this index (or its title, if it has none). */
function focusEntry(list: HTMLElement | null, entryTitles: string, index: number): void {
  const title = list?.querySelectorAll<HTMLElement>(entryTitles)[index]
  if (!title) return
  const target = title.querySelector<HTMLElement>('a[href]') ?? title
  if (target === title) title.tabIndex = -1
  target.focus()
}
