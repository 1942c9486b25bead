import 'server-only'

import { normaliseEmail } from '@/cms/rules/buyer'
import { type Limit, LIMITS } from '@/features/security/domain/limits'

/**
 * The unpaid-order limits of a checkout (decision 031): per client and per buyer (the account, and
 * the e-mail address normalised) within a day of sale. Counted before the order is written, given
 * back when the checkout wrote none.
 */
export function unpaidOrderLimits(client: string, email: string, customerId: number | null): [Limit, string][] {
  return [
    [LIMITS.unpaidOrdersPerClient, client],
    [LIMITS.unpaidOrdersPerBuyer, normaliseEmail(email)],
    ...(customerId === null ? [] : ([[LIMITS.unpaidOrdersPerBuyer, `customer:${customerId}`]] as [Limit, string][])),
  ]
}
