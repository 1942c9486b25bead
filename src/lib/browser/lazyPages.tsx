'use client'

import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'

import type { PagedList } from '@/lib/http/paging'

import { useKeptOffline } from './keepOffline'

/** What a paged list shows: the server's first page, then what the engine (PagesEngine) reports. */
export type PagesState<T> = {
  pages: PagedList<T>[]
  /** The page number of each of `pages`. */
  pageParams: number[]
  isPending: boolean
  isError: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  refetch: () => void
}

export type PagesOptions<T> = {
  /** Names the list (its call, language, filters, first page): another key is another list. */
  queryKey: readonly (string | number)[]
  load: (page: number, signal: AbortSignal) => Promise<PagedList<T>>
  startPage: number
  /** The server's page of this very list; without it the engine loads the list at once. */
  initial?: { page: number; data: PagedList<T> }
}

export type EngineProps<T> = PagesOptions<T> & {
  /** The visitor asked for the next page before the engine was there. */
  nextAtOnce: boolean
  onState: (key: string, state: PagesState<T>) => void
}

type Engine = <T>(props: EngineProps<T>) => ReactNode

// The data-fetching library (TanStack Query) comes with the engine, on first use: a phone that reads
// only the server's first page never fetches it (issue 47). One import for every list on the page.
let engineModule: Promise<Engine> | null = null
function loadEngine(): Promise<Engine> {
  engineModule ??= import('./PagesEngine').then(
    (module) => module.PagesEngine as Engine,
    (error: unknown) => {
      engineModule = null
      throw error
    },
  )
  return engineModule
}

const noop = () => undefined

/**
 * A paged list that accumulates pages (infinite scroll): the server's first page as it is, and the
 * engine with the data-fetching library once the visitor wants more (the next page, other filters)
 * or the server had no page for this list. Render `engine` anywhere inside the list: it shows
 * nothing and reports the list's state here, so the list itself never remounts (focus stays).
 */
export function useLazyPages<T>(options: PagesOptions<T>): PagesState<T> & { engine: ReactNode } {
  const key = JSON.stringify(options.queryKey)
  const [wanted, setWanted] = useState<'next' | null>(null)
  const [Engine, setEngine] = useState<{ component: Engine } | null>(null)
  const [failed, setFailed] = useState(false)
  const [reported, setReported] = useState<{ key: string; state: PagesState<T> } | null>(null)
  const onState = useCallback((stateKey: string, state: PagesState<T>) => setReported({ key: stateKey, state }), [])
  const live = wanted !== null || !options.initial

  useEffect(() => {
    if (!live || Engine || failed) return
    let current = true
    loadEngine().then(
      (component) => current && setEngine({ component }),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [live, Engine, failed])

  // On a device that keeps the festival offline, the list's filters and next pages work without a
  // connection.
  useKeptOffline(loadEngine)

  // A failed load of the engine (offline, say) shows as a failed call; trying again (or asking for
  // the next page again) loads it again.
  const retry = useCallback(() => setFailed(false), [])
  const fetchNextPage = useCallback(() => {
    setFailed(false)
    setWanted('next')
  }, [])
  const { initial } = options
  // Until the engine reports on this list: the server's page, one list per render of the same page.
  const waiting = useMemo<PagesState<T>>(
    () => ({
      pages: initial ? [initial.data] : [],
      pageParams: initial ? [initial.page] : [],
      isPending: !initial && !failed,
      isError: failed,
      hasNextPage: Boolean(initial?.data.next),
      isFetchingNextPage: wanted === 'next' && !failed,
      fetchNextPage,
      refetch: failed ? retry : noop,
    }),
    [initial, failed, wanted, fetchNextPage, retry],
  )
  const state = reported?.key === key ? reported.state : waiting
  const engine = Engine ? <Engine.component {...options} nextAtOnce={wanted === 'next'} onState={onState} /> : null
  return { ...state, engine }
}
