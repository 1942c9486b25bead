'use client'

import { useEffect } from 'react'

import { send } from '@/api/client'

import { takeNotFound } from '../domain/notFoundReport'

/**
 * SPEC §7/§8: a 404 page sends its address to POST /api/dashboard-error-log/ (with the CSRF header).
 * On the 404 page's own address it sends the address the not-found boundary noted before it came
 * here (NotFoundElsewhere), if any. The server names that address, as it does for
 * NotFoundElsewhere: the browser loads no route table for it.
 */
export function ErrorLogger({ notFoundPath }: { notFoundPath: string }) {
  useEffect(() => {
    const url = window.location.pathname === notFoundPath ? takeNotFound() : window.location.pathname + window.location.search
    if (url) send('errorLog', { body: { url } })
  }, [notFoundPath])
  return null
}
