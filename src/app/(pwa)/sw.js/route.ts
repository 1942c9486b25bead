import { serviceWorkerResponse } from '@/features/offline/server/pwaFiles'

// Read from the build's folder when asked, never rendered at build time (the worker is made after).
export const dynamic = 'force-dynamic'

export const GET = serviceWorkerResponse
