/**
 * A database id as an address or a query carries it: a whole number from 1 that fits an integer
 * column (no sign, no leading zero, no exponent); anything else is null: not found, or a 400.
 */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}
