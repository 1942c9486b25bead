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
}

export function resultMessage(
  result: string,
  { t, language, code, at, number, owed, performance, admits, paid }: ResultFacts,
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
    case 'too-many':
      return { tone: 'error', text: t('tooMany') }
    default:
      return null
  }
}
