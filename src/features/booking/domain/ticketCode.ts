/**
 * The e-ticket codes (the order's rules, `./order.ts`), in a module of their own without the buyer
 * form's schema: the browser's copy of a ticket checks its code too (issue 27).
 */

/** Crockford's base 32: no I, L, O, U, so a code read aloud at the door cannot be mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** 20 random characters (100 bits) in groups of four: unguessable, and short enough to type in. */
export function newTicketCode(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(20))
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')
  return chars.match(/.{4}/g)?.join('-') ?? chars
}

export const TICKET_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/

/** What a person types at the door or in the search: case, spaces and look-alikes forgiven. */
export function normaliseTicketCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(chars)) return null
  return chars.match(/.{4}/g)?.join('-') ?? null
}
