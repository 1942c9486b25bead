import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_BOX_OFFICE_LAPSE_MINUTES, DEFAULT_INVOICE_CLOSE_DAYS } from '@/cms/vocabulary'

/** The sale's clocks as the site settings say now. */
export type SaleSettings = {
  /** Minutes before its first performance an unpaid order to be paid at the box office lapses (decision 031). */
  boxOfficeLapseMinutes: number
  /** Days before its first performance an order can no longer be paid by invoice (issue 44). */
  invoiceCloseDays: number
}

const wholeAtLeastZero = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback

export async function saleSettings(payload: Payload): Promise<SaleSettings> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { box_office_lapse_minutes: true, invoice_close_days: true },
  })
  return {
    boxOfficeLapseMinutes: wholeAtLeastZero(settings.box_office_lapse_minutes, DEFAULT_BOX_OFFICE_LAPSE_MINUTES),
    invoiceCloseDays: wholeAtLeastZero(settings.invoice_close_days, DEFAULT_INVOICE_CLOSE_DAYS),
  }
}
