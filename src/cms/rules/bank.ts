/**
 * The festival's bank account for orders paid by invoice, from the back office's site settings.
 * Without a complete, valid account the web shop does not offer payment by invoice: a buyer is
 * never asked to transfer money without being told where to.
 */
export type BankDetails = { accountHolder: string; iban: string; bic: string; bankName: string }

/** An IBAN as typed (spaces, lower case) in its electronic form. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** ISO 13616: a country code, two check digits and up to 30 letters or digits whose mod-97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`
  let remainder = 0
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/** ISO 9362: 8 or 11 characters (bank, country, location, optional branch). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase())
}

/** The printed form of an IBAN: groups of four. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ')
}

type Stored = { account_holder?: string | null; iban?: string | null; bic?: string | null; bank_name?: string | null } | null | undefined

/** The account as the settings hold it, or null when holder or IBAN is missing or the IBAN or BIC is not valid. */
export function bankDetailsOf(stored: Stored): BankDetails | null {
  const accountHolder = stored?.account_holder?.trim() ?? ''
  const iban = stored?.iban?.trim() ?? ''
  const bic = stored?.bic?.trim() ?? ''
  if (!accountHolder || !isValidIban(iban) || (bic !== '' && !isValidBic(bic))) return null
  return { accountHolder, iban: formatIban(iban), bic: bic.replace(/\s+/g, '').toUpperCase(), bankName: stored?.bank_name?.trim() ?? '' }
}
