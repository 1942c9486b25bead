'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { finish, idle, isNavigationClick, type Progress, settled, start, view } from '../domain/progress'

/**
 * The navigation progress bar (SPEC §4): 2 px at the top, shown only when a client navigation
 * takes longer than 200 ms. The App Router has no router events: a plain click on a link to another
 * page of the site starts it, the new path or query (or going back) finishes it.
 */
export function ProgressBar() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [state, setState] = useState<Progress>(idle)
  const [now, setNow] = useState(0)
  const route = `${pathname}?${search}`
  const [shownRoute, setShownRoute] = useState(route)

  // A new route finishes the running navigation (adjusting state while rendering, not in an effect).
  if (shownRoute !== route) {
    setShownRoute(route)
    setState((current) => finish(current, Date.now()))
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link) return
      if (isNavigationClick({ href: link.href, target: link.target, download: link.hasAttribute('download') }, event, window.location.href))
        setState(start(Date.now()))
    }
    const onPop = () => setState((current) => finish(current, Date.now()))
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPop)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPop)
    }
  }, [])

  const running = !settled(state, now)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setNow(Date.now()), 100)
    return () => window.clearInterval(timer)
  }, [running])

  const { visible, value } = view(state, now)
  return (
    <div className="progress-bar" aria-hidden="true" data-visible={visible || undefined}>
      <div className="progress-bar__value" style={{ transform: `scaleX(${visible ? value : 0})` }} />
    </div>
  )
}
