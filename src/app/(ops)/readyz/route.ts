import { readyz } from '@/features/ops/server/probes'

export const dynamic = 'force-dynamic'

export const GET = readyz
