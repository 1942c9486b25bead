import { MAX_TICKETS_PER_CALL } from './cart'
import { MAX_TICKETS_PER_PRICE } from './selection'

/** A quantity field of a performance's ticket form (the shop's and the waiting list's): `q-{seat group}-{sale type}`. */
export const QUANTITY_FIELD = /^q-([1-9]\d{0,9})-(\d{1,10})$/

export type ChosenTickets = Map<number, { quantity: number; saleTypeId: number }[]>

/** The tickets a posted form asks for, per seat group, or what is wrong with it. */
export function chosenTickets(fields: Record<string, string>): { groups: ChosenTickets } | { problem: 'invalid' | 'none' } {
  const groups: ChosenTickets = new Map()
  let total = 0
  for (const [name, value] of Object.entries(fields)) {
    const match = QUANTITY_FIELD.exec(name)
    if (!match) continue
    const text = value.trim()
    const quantity = text === '' ? 0 : Number(text)
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_TICKETS_PER_PRICE) return { problem: 'invalid' }
    if (quantity === 0) continue
    total += quantity
    const seatGroup = Number(match[1])
    groups.set(seatGroup, [...(groups.get(seatGroup) ?? []), { quantity, saleTypeId: Number(match[2]) }])
  }
  if (total === 0) return { problem: 'none' }
  return total > MAX_TICKETS_PER_CALL ? { problem: 'invalid' } : { groups }
}
