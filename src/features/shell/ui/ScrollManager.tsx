'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { ANCHOR_RETRIES, ANCHOR_RETRY_MS, ANCHOR_WAIT_MS, anchorId, anchorScrollTop } from '../domain/anchorScroll'

function findAnchor(id: string): Element | null {
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null
}

function scrollToAnchor(element: Element) {
  const top = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY)
  if (top === null) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
}

/**
 * Keyboard and screen-reader users continue reading where an in-page link leads (the skip link
 * included): the target takes focus, made focusable by script if it is not already.
 */
function moveFocusTo(element: Element) {
  if (!(element instanceof HTMLElement)) return
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/**
 * Hash links (SPEC §2): after arriving on a page with a hash, wait about 1 s for the content, then
 * scroll smoothly to the anchor 130 px below the top (the sticky header), retrying every 250 ms up
 * to 100 times while it is not there yet. In-page anchor links scroll the same way at once and
 * move focus to their target.
 * Scrolling to the top on navigation is Next's own behaviour for links.
 */
export function ScrollManager() {
  const pathname = usePathname()

  useEffect(() => {
    const id = anchorId(window.location.hash)
    if (!id) return
    let tries = 0
    let timer = window.setTimeout(function attempt() {
      const element = findAnchor(id)
      if (element) scrollToAnchor(element)
      else if (++tries < ANCHOR_RETRIES) timer = window.setTimeout(attempt, ANCHOR_RETRY_MS)
    }, ANCHOR_WAIT_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search)
        return
      const id = anchorId(url.hash)
      const element = id ? findAnchor(id) : null
      if (!element) return
      event.preventDefault()
      window.history.pushState(window.history.state, '', url.hash)
      scrollToAnchor(element)
      moveFocusTo(element)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return null
}
