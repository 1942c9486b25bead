'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

/** One query cache per list; calls are cached by the server and a CDN too, so a minute is fresh enough. */
export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } })
}

/** TanStack Query's cache for the lists inside it. */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
