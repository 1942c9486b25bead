import 'server-only'

import type { Payload } from 'payload'

import { type BankDetails, bankDetailsOf } from '@/cms/rules/bank'

/** The festival's account for invoices as the site settings hold it now, or null when none is complete. */
export async function invoiceAccount(payload: Payload): Promise<BankDetails | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { bank_details: true } })
  return bankDetailsOf(settings.bank_details)
}
