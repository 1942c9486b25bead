/** A plausible e-mail address: one @, no spaces, a dot in the domain. The server has the last word. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}
