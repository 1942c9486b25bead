'use client'

import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'

import type { PagedList } from '@/lib/http/paging'

import type { EngineProps, PagesState } from './lazyPages'
import { QueryScope } from './QueryScope'

/** The engine of useLazyPages: TanStack Query's infinite query, reporting its state; it shows nothing. */
export function PagesEngine<T>(props: EngineProps<T>) {
  return (
    <QueryScope>
      <Pages {...props} />
    </QueryScope>
  )
}

function Pages<T>({ queryKey, load, startPage, initial, nextAtOnce, onState }: EngineProps<T>) {
  const query = useInfiniteQuery<PagedList<T>, Error, InfiniteData<PagedList<T>, number>, readonly (string | number)[], number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: startPage,
    getNextPageParam: (last, _pages, lastPage) => (last.next ? lastPage + 1 : undefined),
    initialData: initial ? { pages: [initial.data], pageParams: [initial.page] } : undefined,
  })
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query

  // The page the visitor asked for while the engine was loading, asked once.
  const asked = useRef(false)
  useEffect(() => {
    if (!nextAtOnce || asked.current) return
    asked.current = true
    void fetchNextPage()
  }, [nextAtOnce, fetchNextPage])

  const next = useCallback(() => void fetchNextPage(), [fetchNextPage])
  const again = useCallback(() => void refetch(), [refetch])
  const key = JSON.stringify(queryKey)
  const state = useMemo<PagesState<T>>(
    () => ({
      pages: data?.pages ?? [],
      pageParams: data?.pageParams ?? [],
      isPending,
      isError,
      hasNextPage,
      isFetchingNextPage,
      fetchNextPage: next,
      refetch: again,
    }),
    [data, isPending, isError, hasNextPage, isFetchingNextPage, next, again],
  )
  useEffect(() => onState(key, state), [key, state, onState])
  return null
}
