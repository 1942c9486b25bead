/**
 * The cart as the site outside the web shop knows it (SPEC §9): the cookies the cart call sets for
 * the header and the address of the cart. Shared by the cart call, the widget and the header.
 */

import { SHOP_PATHS } from '@/lib/routing/shopPaths'

/** SPEC §4/§9: a reservation lasts 15 minutes. */
export const HOLD_MS = 15 * 60_000
/** SPEC §9: the number of tickets in the cart, readable by the header, for as long as they are held. */
export const CART_AMOUNT_COOKIE = 'cartAmount'
/** SPEC §9: the cart's address, for as long as tickets are held. */
export const CART_URL_COOKIE = 'cartUrl'
/** Where the web shop shows the cart. */
export const CART_PATH: string = SHOP_PATHS.cart

/** The header a cart call names its idempotency key in: one key per click of 'Add to cart' (and seat group). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** What a key may look like: 16 to 64 letters, digits, '-' and '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** The most tickets one cart call takes. */
export const MAX_TICKETS_PER_CALL = 20
