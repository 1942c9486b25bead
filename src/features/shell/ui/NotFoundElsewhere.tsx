'use client'

import { useEffect } from 'react'

import { rememberNotFound } from '../domain/notFoundReport'

type Props = { notFoundPath: string; homePath: string; title: string; text: string; home: string }

/**
 * The not-found boundary's screen (decision 011, issue 26). Pages render their 404 in place; the
 * boundary is reached only by `notFound()` (a list page past its last), and Next puts its tree and
 * its code into every page, so it is this small stand-in rather than a second site frame, without
 * a caller of its own: it notes the address for the 404 page, which reports it (SPEC §8), and goes there.
 */
export function NotFoundElsewhere({ notFoundPath, homePath, title, text, home }: Props) {
  useEffect(() => {
    if (window.location.pathname === notFoundPath) return
    rememberNotFound(window.location.pathname + window.location.search)
    window.location.replace(notFoundPath)
  }, [notFoundPath])
  return (
    <main id="main-content" className="error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href={homePath} className="error-page__home">
          {home}
        </a>
      </p>
    </main>
  )
}
