import type { CreditView } from '../provider'

/** An account's credit as the calls answer it (the account's orders call, the data export): snake case, ISO times. */
export function creditAnswer(credit: CreditView) {
  return {
    balance_cents: credit.balanceCents,
    movements: credit.movements.map((movement) => ({
      at: movement.at.toISOString(),
      amount_cents: movement.amountCents,
      kind: movement.kind,
      order: movement.orderNumber,
    })),
    payouts: credit.payouts.map((payout) => ({
      at: payout.at.toISOString(),
      amount_cents: payout.amountCents,
      transferred: payout.transferred,
      transferred_at: payout.transferredAt?.toISOString() ?? null,
    })),
  }
}
