import { call as send } from '@/api/client'
import { CART_PATH, IDEMPOTENCY_HEADER } from '../domain/cart'
import { type CartFailure, cartFailureOf, queueFailureOf } from '../domain/cartErrors'
import { prop } from '@/lib/types/guards'
import { addTicket, cartCalls, removeTicket, type SelectedTicket, type TicketKey } from '../domain/selection'
import { CART_CHANGED_EVENT } from './openWidget'

type Selection = { tickets: SelectedTicket[] }

export type SelectionAction = { type: 'add' | 'remove'; ticket: TicketKey } | { type: 'clear' }

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  if (action.type === 'clear') return { tickets: [] }
  return { tickets: action.type === 'add' ? addTicket(state.tickets, action.ticket) : removeTicket(state.tickets, action.ticket) }
}

/** A fresh idempotency key: one per click of 'Add to cart' (crypto.randomUUID needs a secure context). */
export function clickKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type AddToCart = { calls: ReturnType<typeof cartCalls>; key: string }

/**
 * One cart call per seat group (SPEC §7), one after another; the first refusal stops. Each call
 * carries the click's idempotency key, so a repeated request holds its tickets once.
 */
export async function addToCart({ calls, key }: AddToCart): Promise<{ count: number; cartUrl: string }> {
  let last = { count: 0, cartUrl: CART_PATH }
  for (const [index, call] of calls.entries()) {
    const { status, body } = await send('cart', {
      body: call,
      headers: { [IDEMPOTENCY_HEADER]: `${key}-${index}` },
    })
    if (status < 200 || status > 299) throw queueFailureOf(status, prop(body, 'queue_url')) ?? cartFailureOf(body.response_code ?? status)
    last = {
      count: Number(body.tickets_quantity ?? 0),
      cartUrl: typeof body.cart_url === 'string' && body.cart_url.startsWith('/') ? body.cart_url : CART_PATH,
    }
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT))
  return last
}

export function isFailure(value: unknown): value is CartFailure {
  return Boolean(value && typeof value === 'object' && 'kind' in value)
}
