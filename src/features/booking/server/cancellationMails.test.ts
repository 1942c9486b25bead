import { describe, expect, it } from 'vitest'

import type { OrderView } from '../provider'
import { cancellationMail, waitlistCancellationMail } from './cancellationMails'

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: 7,
  number: 'FDK-2026-000007',
  accessKey: 'k'.repeat(32),
  status: 'cancelled',
  confirmedAt: new Date('2026-11-20T10:00:00Z'),
  confirmBy: null,
  cancelReason: 'performance_cancelled',
  buyer: { first_name: 'Clara', last_name: 'Credit', email: 'clara@example.org', street: '', postal_code: '', city: '', country: '' },
  personalDataErased: false,
  payment: 'invoice',
  locale: 'de',
  totalCents: 4000,
  voucherCents: 0,
  creditCents: 0,
  owedCents: 0,
  lines: [],
  tickets: [],
  vouchers: [],
  mailSentAt: null,
  paymentStatus: 'paid',
  paymentDue: null,
  paidAt: null,
  ...overrides,
})
const performance = { title: 'Wassermusik', when: 'Fr. 4. Dezember 2026, 19:30 Uhr' }

describe('the mails of a cancelled performance', () => {
  it('tells a buyer refunded as credit that the tickets are void and where the money is, linking the order', () => {
    const mail = cancellationMail(
      order(),
      performance,
      { orderId: 7, refundCents: 4000, refundedAs: 'credit', wholeOrder: true, addressConfirmed: true },
      [],
    )
    expect(mail.to).toBe('clara@example.org')
    expect(mail.subject).toBe('Abgesagt: Wassermusik, Fr. 4. Dezember 2026, 19:30 Uhr')
    expect(mail.text).toContain('Ihre Tickets für diese Vorstellung (Bestellung FDK-2026-000007) gelten nicht mehr.')
    expect(mail.text).toMatch(/Den bezahlten Betrag von 40\s€ haben wir Ihrem Kundenkonto als Guthaben gutgeschrieben/)
    expect(mail.text).toContain('/webshop/orders/FDK-2026-000007/')
    expect(mail.text).not.toContain('anderen Vorstellungen')
  })

  it('asks a buyer refunded by transfer for the bank account, in English when they ordered in English', () => {
    const mail = cancellationMail(
      order({ locale: 'en' }),
      { title: 'Water Music', when: 'Fri 4 December 2026, 7.30 pm' },
      { orderId: 7, refundCents: 2000, refundedAs: 'bank', wholeOrder: false, addressConfirmed: true },
      [],
    )
    expect(mail.subject).toBe('Cancelled: Water Music, Fri 4 December 2026, 7.30 pm')
    expect(mail.text).toContain('Your tickets for the other performances of this order remain valid.')
    expect(mail.text).toMatch(/We will transfer the €20 you paid back to you\. Please reply to this e-mail with your bank details/)
  })

  it('tells an unpaid buyer what is left to pay, or that nothing is', () => {
    const smaller = cancellationMail(
      order({ paymentStatus: 'awaiting', owedCents: 2000 }),
      performance,
      { orderId: 7, refundCents: 0, refundedAs: null, wholeOrder: false, addressConfirmed: true },
      [],
    )
    expect(smaller.text).toMatch(/Zu zahlen ist für diese Bestellung jetzt nur noch 20\s€\./)
    // A whole unpaid order cancelled: nothing is owed, whatever its sums said before.
    const none = cancellationMail(
      order({ paymentStatus: 'awaiting', owedCents: 4000 }),
      performance,
      { orderId: 7, refundCents: 0, refundedAs: null, wholeOrder: true, addressConfirmed: true },
      [],
    )
    expect(none.text).toContain('Sie müssen dafür nichts mehr bezahlen.')
    expect(none.text).not.toContain('Zu zahlen ist')
  })

  it('tells the waiting list that the place ends', () => {
    const mail = waitlistCancellationMail('wartet@example.org', 'de', performance, ['Festival der Künste'])
    expect(mail.text).toMatch(
      /^Leider müssen wir „Wassermusik“ am Fr\. 4\. Dezember 2026, 19:30 Uhr absagen\. Ihr Platz auf der Warteliste/,
    )
    expect(mail.html).toContain('Festival der Künste')
  })
})
