/**
 * What this device remembers of the logged-in account, for when there is no connection (issue 44):
 * who is logged in (the header must not pretend a log-out) and the account's favourites (the plan
 * built online must be there offline). Local storage, never sent to the server; forgotten on
 * log-out like the device's tickets. Below the features: the header and the favourites read it.
 */
export const DEVICE_ACCOUNT_KEY = 'festival-account'

type Remembered = { details: unknown; favourites: number[] | null }

function read(): Remembered | null {
  try {
    const raw = window.localStorage.getItem(DEVICE_ACCOUNT_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return parsed && typeof parsed === 'object' && 'details' in parsed ? (parsed as Remembered) : null
  } catch {
    return null
  }
}

function write(value: Remembered | null): void {
  try {
    if (value) window.localStorage.setItem(DEVICE_ACCOUNT_KEY, JSON.stringify(value))
    else window.localStorage.removeItem(DEVICE_ACCOUNT_KEY)
  } catch {
    // Storage refused (private mode, full): offline the account is simply not known.
  }
}

/** Remembers who is logged in (answered online); keeps the favourites already remembered. */
export function rememberAccount(details: unknown): void {
  write({ details, favourites: read()?.favourites ?? null })
}

/** Remembers the account's favourites (answered online). */
export function rememberAccountFavourites(ids: readonly number[]): void {
  const known = read()
  if (known) write({ ...known, favourites: [...ids] })
}

/** The account as last answered online, or null. */
export function rememberedAccount(): Remembered | null {
  return read()
}

/** Forgets the account (log-out, or the server says nobody is logged in). */
export function forgetAccount(): void {
  write(null)
}
