/**
 * Fair sale (no hoarding): how many tickets of one performance a cart, and a client address, may
 * hold at once, and how often an expired hold may be renewed. The engine checks these inside the
 * reservation's own conditional write (providers/builtin/engine.ts), so no sequence or race of
 * calls gets past them.
 */

/** One client address may hold this many times a cart's cap of one performance at once (a family on two phones). */
export const CLIENT_CAP_FACTOR = 2

/** How often one cart line that ran out may be held again; after that its seats go back to everyone. */
export const MAX_RENEWALS = 2
