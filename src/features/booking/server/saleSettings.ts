import 'server-only'

import type { Payload } from 'payload'

import {
  DEFAULT_BOX_OFFICE_LAPSE_MINUTES,
  DEFAULT_INVOICE_CLOSE_DAYS,
  DEFAULT_WAITLIST_OFFER_HOURS,
  DEFAULT_VOUCHERS,
  DEFAULT_WAITLIST_OFFER_HOURS_ON_THE_DAY,
} from '@/cms/vocabulary'

import type { VoucherOffer } from '../domain/voucher'

/** The sale's clocks as the site settings say now. */
export type SaleSettings = {
  /** Minutes before its first performance an unpaid order to be paid at the box office lapses (decision 031). */
  boxOfficeLapseMinutes: number
  /** Days before its first performance an order can no longer be paid by invoice (issue 44). */
  invoiceCloseDays: number
  /** Hours a waiting list's offer holds its seats, and on the performance's own day (issue 44). */
  waitlistOfferHours: number
  waitlistOfferHoursOnTheDay: number
}

const wholeAtLeastZero = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback

export async function saleSettings(payload: Payload): Promise<SaleSettings> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { box_office_lapse_minutes: true, invoice_close_days: true, waitlist_offer_hours: true, waitlist_offer_hours_on_the_day: true },
  })
  return {
    boxOfficeLapseMinutes: wholeAtLeastZero(settings.box_office_lapse_minutes, DEFAULT_BOX_OFFICE_LAPSE_MINUTES),
    invoiceCloseDays: wholeAtLeastZero(settings.invoice_close_days, DEFAULT_INVOICE_CLOSE_DAYS),
    waitlistOfferHours: wholeAtLeastZero(settings.waitlist_offer_hours, DEFAULT_WAITLIST_OFFER_HOURS) || DEFAULT_WAITLIST_OFFER_HOURS,
    waitlistOfferHoursOnTheDay:
      wholeAtLeastZero(settings.waitlist_offer_hours_on_the_day, DEFAULT_WAITLIST_OFFER_HOURS_ON_THE_DAY) ||
      DEFAULT_WAITLIST_OFFER_HOURS_ON_THE_DAY,
  }
}

const wholeEuros = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000 ? value * 100 : null

/** The gift vouchers the shop sells (site settings; issue 46): fixed amounts and a free range, in cents. */
export async function voucherOffer(payload: Payload): Promise<VoucherOffer> {
  const { vouchers } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { vouchers: true } })
  const amounts = (vouchers?.amounts ?? DEFAULT_VOUCHERS.amounts.map((euros) => ({ euros })))
    .map((row) => wholeEuros(row.euros))
    .filter((cents): cents is number => cents !== null)
  const min = wholeEuros(vouchers?.free_min_euros ?? null)
  const max = wholeEuros(vouchers?.free_max_euros ?? null)
  return {
    amounts: [...new Set(amounts)].sort((a, b) => a - b),
    free: min !== null && max !== null && min <= max ? { minCents: min, maxCents: max } : null,
  }
}
