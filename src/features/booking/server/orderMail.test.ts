import { describe, expect, it } from 'vitest'

import type { OrderView } from '../provider'
import { orderToConfirm } from './orderMail'

type Line = OrderView['lines'][number]

const line = (kind: Line['kind'], title: string, unitCents: number, performances = 0): Line => ({
  kind,
  subscription: kind === 'subscription' ? 'key' : null,
  performances,
  title,
  dateStart: kind === 'voucher' ? '' : '2026-12-04T18:30:00.000Z',
  seatGroup: kind === 'voucher' ? '' : 'Parkett',
  timeslot: null,
  priceName: kind === 'ticket' ? 'Vollpreis' : title,
  quantity: 1,
  unitCents,
})

const order = (lines: Line[]): OrderView => ({
  id: 1,
  number: 'FDK-2026-000001',
  accessKey: 'k'.repeat(32),
  status: 'pending',
  confirmedAt: new Date('2026-11-29T10:00:00Z'),
  confirmBy: new Date('2026-11-29T10:30:00Z'),
  cancelReason: null,
  buyer: { first_name: 'Greta', last_name: 'Gast', email: 'greta@example.org', street: '', postal_code: '', city: '', country: '' },
  personalDataErased: false,
  payment: 'invoice',
  locale: 'de',
  totalCents: lines.reduce((sum, entry) => sum + entry.unitCents * entry.quantity, 0),
  voucherCents: 0,
  creditCents: 0,
  owedCents: 0,
  lines,
  tickets: [],
  vouchers: [],
  mailSentAt: null,
  paymentStatus: 'awaiting',
  paymentDue: null,
  paidAt: null,
})

describe('the mail a guest’s order waits for', () => {
  it('says an unconfirmed order of tickets lapses with its seats going back on sale', () => {
    const mail = orderToConfirm(order([line('ticket', 'Wassermusik', 3000)]), 's'.repeat(43))
    expect(mail.text).toContain('die Plätze gehen zurück in den Verkauf')
  })

  it('speaks of no seats for gift vouchers alone', () => {
    const mail = orderToConfirm(order([line('voucher', 'Geschenkgutschein', 5000)]), 's'.repeat(43))
    expect(mail.text).toContain('Ohne Bestätigung verfällt die Bestellung.')
    expect(mail.text).not.toContain('Plätze')
  })

  it('says a subscription in one line with its performances and package price', () => {
    const mail = orderToConfirm(order([line('subscription', 'Erstaufführungen', 9000, 3)]), 's'.repeat(43))
    expect(mail.text).toMatch(/Abonnement „Erstaufführungen“, 3 Vorstellungen ab Fr\. 4\. Dezember 2026, 19:30 Uhr, Parkett: 90\s€/)
  })
})
