'use client'

import { useEffect } from 'react'

import { send } from '@/api/client'

import { takeNotFound } from '../domain/notFoundReport'

/**
 * SPEC §7/§8: a 404 page sends its address to POST /api/dashboard-error-log/ (with the CSRF header).
 * On the 404 page's own address it sends the address the not-found boundary noted before it came
 * here (NotFoundElsewhere), if any. The server names the 404 page's address in each language: the
 * browser loads no route table for them.
 */
export function ErrorLogger({ notFoundPaths }: { notFoundPaths: readonly string[] }) {
  useEffect(() => {
    const atNotFound = notFoundPaths.includes(window.location.pathname)
    const url = atNotFound ? takeNotFound() : window.location.pathname + window.location.search
    if (url) send('errorLog', { body: { url } })
  }, [notFoundPaths])
  return null
}
