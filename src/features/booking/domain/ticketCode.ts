/**
 * The e-ticket codes (the order's rules, `./order.ts`), in a module of their own without the buyer
 * form's schema: the browser's copy of a ticket checks its code too (issue 27).
 */

/** Crockford's base 32: no I, L, O, U, so a code read aloud at the door cannot be mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

type Random = (bytes: Uint8Array) => Uint8Array
const systemRandom: Random = (bytes) => crypto.getRandomValues(bytes)

/** `length` random characters of the alphabet (5 bits each) in groups of four. */
export function randomGroupedCode(length: number, random: Random = systemRandom): string {
  const bytes = random(new Uint8Array(length))
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')
  return chars.match(/.{4}/g)?.join('-') ?? chars
}

/** What a person types (case, spaces and look-alikes forgiven) as a code of `length` characters in groups of four, or null. */
export function normaliseGroupedCode(input: string, length: number): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (chars.length !== length || !/^[0-9A-HJKMNP-TV-Z]+$/.test(chars)) return null
  return chars.match(/.{4}/g)?.join('-') ?? null
}

/** 20 random characters (100 bits) in groups of four: unguessable, and short enough to type in. */
export function newTicketCode(random: Random = systemRandom): string {
  return randomGroupedCode(20, random)
}

export const TICKET_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/

/** What a person types at the door or in the search: case, spaces and look-alikes forgiven. */
export function normaliseTicketCode(input: string): string | null {
  return normaliseGroupedCode(input, 20)
}
