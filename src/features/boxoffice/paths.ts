/** The box office's admin view (Payload custom view at /admin/box-office). */
export const BOX_OFFICE_PATH = '/admin/box-office'

/** An id from the address or a form: a positive integer the database's integer ids can hold, else null. */
export function idParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}
