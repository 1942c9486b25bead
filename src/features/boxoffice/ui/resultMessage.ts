import { type Locale } from '@/i18n/locales'
import { when } from './format'
import type { T } from './BoxOfficeTables'

export type ResultFacts = {
  t: T
  language: Locale
  code: string
  at: string
  number: string
  owed: string
  performance: string
  admits: 1 | 2
  paid: boolean
  /** A voucher taken at the counter: what it paid and what is left on it (formatted). */
  covered: string
  left: string
  /** A cancelled performance: the orders settled and the refunds onto credit and by transfer (formatted). */
  settled: { orders: number; credit: string; bank: string }
}

export function resultMessage(
  result: string,
  { t, language, code, at, number, owed, performance, admits, paid, covered, left, settled }: ResultFacts,
): { tone: 'ok' | 'error'; text: string } | null {
  switch (result) {
    case 'checked-in':
      return {
        tone: 'ok',
        text: `${paid ? `${t('checkInPaid')} ` : ''}${t('checkInOk', { code })} ${performance}${admits === 2 ? ` – ${t('admitsTwo')}` : ''}`,
      }
    case 'unpaid':
      return { tone: 'error', text: t('unpaidAtDoor', { code, number, amount: owed }) }
    case 'opening-changed':
      return { tone: 'ok', text: t('openingChanged') }
    case 'opening-unchanged':
      return { tone: 'error', text: t('openingUnchanged') }
    case 'payment-recorded':
      return { tone: 'ok', text: t('paymentRecorded', { number }) }
    case 'payment-failed':
      return { tone: 'error', text: t('paymentFailed') }
    case 'other_performance':
      return { tone: 'error', text: t('checkInOther', { performance }) }
    case 'already_checked_in':
      return { tone: 'error', text: t('checkInAgain', { time: when(at, language) }) }
    case 'unknown_ticket':
      return { tone: 'error', text: t('checkInUnknown') }
    case 'cancelled':
      return { tone: 'error', text: t('checkInCancelled') }
    case 'order-cancelled':
      return { tone: 'ok', text: t('cancelledDone', { number }) }
    case 'cancel-failed':
    case 'cancel-unconfirmed':
      return { tone: 'error', text: t('cancelFailed') }
    case 'performance-cancelled':
      return { tone: 'ok', text: t('performanceCancelled', settled) }
    case 'performance-unconfirmed':
      return { tone: 'error', text: t('cancelPerformanceUnconfirmed') }
    case 'payout-done':
      return { tone: 'ok', text: t('payoutDone', { amount: covered }) }
    case 'payout-none':
      return { tone: 'error', text: t('payoutNone') }
    case 'payout-unconfirmed':
      return { tone: 'error', text: t('payoutUnconfirmed') }
    case 'refund-done':
      return { tone: 'ok', text: t('refundDone') }
    case 'refund-failed':
      return { tone: 'error', text: t('refundFailed') }
    case 'voucher-redeemed':
      return { tone: 'ok', text: t('voucherRedeemed', { amount: covered, number, left }) }
    case 'voucher-paid':
      return { tone: 'ok', text: t('voucherRedeemedPaid', { amount: covered, number, left }) }
    case 'voucher-unknown_voucher':
      return { tone: 'error', text: t('voucherUnknown') }
    case 'voucher-voucher_unpaid':
      return { tone: 'error', text: t('voucherUnpaid') }
    case 'voucher-voucher_expired':
      return { tone: 'error', text: t('voucherExpired') }
    case 'voucher-voucher_spent':
      return { tone: 'error', text: t('voucherSpent') }
    case 'voucher-voucher_cancelled':
      return { tone: 'error', text: t('voucherCancelled') }
    case 'voucher-not_for_vouchers':
      return { tone: 'error', text: t('voucherNotForVouchers') }
    case 'voucher-order_changed':
      return { tone: 'error', text: t('voucherOrderChanged') }
    case 'too-many':
      return { tone: 'error', text: t('tooMany') }
    default:
      return null
  }
}
