/** A cart line as the server prepared it for the screen (texts already in the visitor's language). */
export type ShownLine = {
  id: number
  title: string
  when: string
  where: string
  seatGroup: string
  priceName: string
  timeslot: string | null
  quantity: number
  unitPrice: string
  lineTotal: string
  live: boolean
  /** When the hold runs (or ran) out, ISO. */
  expiresAt: string
}
