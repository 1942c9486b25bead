import { useSyncExternalStore } from 'react'

/**
 * SPEC §4: one booking widget open at a time. The id of the open one, shared by every button of
 * the page (list, overlay, detail); opening one closes any other.
 */
let openId: string | null = null
const listeners = new Set<() => void>()

export function setOpenWidget(id: string | null): void {
  if (openId === id) return
  openId = id
  for (const listener of listeners) listener()
}

/**
 * Closes widget `id` if it is the open one, and never another: a widget that just closed still
 * fades out, and it can report a second close (focus moved into the next widget) after the visitor
 * opened another one.
 */
export function closeWidget(id: string): void {
  if (openId === id) setOpenWidget(null)
}

/** The open widget's id now (outside React). */
export function openWidget(): string | null {
  return openId
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOpenWidget(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => openId,
    () => null,
  )
}

/** The header's cart count listens for this after tickets were added (the cookie changed). */
export const CART_CHANGED_EVENT = 'festival:cart-changed'
