import { createHash } from 'node:crypto'

/**
 * The buyer as the fair-sale caps count them (decision 031): one person's orders count together
 * however they spell their e-mail address. Lower case; a `+tag` after the local part is dropped (most
 * mail services deliver `ada+2@` to `ada@`); for Gmail, whose addresses ignore dots, the dots of
 * the local part are dropped and googlemail.com is gmail.com.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function normaliseEmail(email: string): string {
  const text = email.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at <= 0) return text
  let local = text.slice(0, at)
  let domain = text.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS_DOMAINS.has(domain)) {
    domain = 'gmail.com'
    local = local.replaceAll('.', '')
  }
  return `${local}@${domain}`
}

/** A buyer's e-mail address, normalised, as orders keep it (`orders.buyer_key`): a digest, never the address again. */
export function buyerDigest(email: string): string {
  return createHash('sha256')
    .update(`order-buyer\u0000${normaliseEmail(email)}`)
    .digest('base64url')
    .slice(0, 32)
}
