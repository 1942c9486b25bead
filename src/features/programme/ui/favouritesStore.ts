'use client'

import { useSyncExternalStore } from 'react'

import { call } from '@/api/client'

import { applyFavouriteChange, normaliseFavourites } from '../domain/favourites'
import { loadUserDetails } from '@/features/shell/ui/useUserDetails'
import { isLocale } from '@/i18n/locales'
import { rememberAccountFavourites, rememberedAccount } from '@/lib/browser/deviceAccount'

/** A change to a favourites list. */
export type FavouriteChange = { add: number[]; remove: number[] }

/**
 * Where favourites are kept: on the device for visitors, in the account for logged-in customers.
 * The account issue plugs nothing else in: both sit behind this one interface.
 */
export interface FavouritesStorage {
  read(): Promise<number[]>
  change(change: FavouriteChange): Promise<number[]>
}

const DEVICE_KEY = 'festival:favourites'

function readDevice(): number[] {
  try {
    const raw = window.localStorage.getItem(DEVICE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? normaliseFavourites(parsed) : []
  } catch {
    return []
  }
}

function writeDevice(ids: number[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(DEVICE_KEY)
    else window.localStorage.setItem(DEVICE_KEY, JSON.stringify(ids))
  } catch {
    // Private mode or a full storage: the list lives for this page only.
  }
}

/** The device's list: local storage, no cookie (nothing reaches the server). */
export const deviceStorage: FavouritesStorage = {
  read: async () => readDevice(),
  change: async (change) => {
    const next = applyFavouriteChange(readDevice(), change)
    writeDevice(next)
    return next
  },
}

class NotLoggedIn extends Error {}

/** The account's list, read or changed: a refusal (or no network) throws, 401 as NotLoggedIn. */
async function accountCall(change?: FavouriteChange): Promise<number[]> {
  const { status, body } = change ? await call('changeFavourites', { body: change }) : await call('accountFavourites')
  if (status === 401) throw new NotLoggedIn()
  if (status < 200 || status > 299 || !Array.isArray(body.ids)) throw new Error(`favourites call failed with ${status}`)
  return body.ids
}

/** A logged-in customer's list: the account (GET and POST /api/favourites/). */
export const accountStorage: FavouritesStorage = {
  read: () => accountCall(),
  change: (change) => accountCall(change),
}

type State = { ids: readonly number[]; account: boolean; ready: boolean }
const EMPTY: State = { ids: [], account: false, ready: false }
let state: State = EMPTY
let storage: FavouritesStorage = deviceStorage
let started = false
const listeners = new Set<() => void>()

function set(next: Partial<State>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

/**
 * First use on a page: the device's list at once, then the account's if a customer is logged in
 * (known from the page's one user-details call, so an anonymous page asks nothing that answers
 * 401), with the device's list merged into it (and then cleared from the device, which may be shared).
 */
function start() {
  if (started) return
  started = true
  set({ ids: readDevice(), ready: true })
  const lang = document.documentElement.lang
  loadUserDetails(isLocale(lang) ? lang : 'de')
    .then((user) => {
      if (!user?.has_dashboard_online_access) throw new NotLoggedIn()
      return accountStorage.read()
    })
    .then(async (accountIds) => {
      const device = readDevice()
      const ids = device.length > 0 ? await accountStorage.change({ add: device, remove: [] }) : accountIds
      writeDevice([])
      storage = accountStorage
      rememberAccountFavourites(ids)
      set({ ids, account: true })
    })
    .catch((error: unknown) => {
      if (error instanceof NotLoggedIn) return
      // No connection: the account's list as this device last saw it (changes wait for the connection).
      const remembered = rememberedAccount()?.favourites
      if (remembered) {
        storage = accountStorage
        set({ ids: normaliseFavourites(remembered), account: true })
      } else console.warn('favourites: the account could not be read, using this device', error)
    })
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_KEY && !state.account) set({ ids: readDevice() })
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

/** Adds or removes one favourite: shown at once, kept where the visitor's list lives; undone if that fails. */
export function toggleFavourite(id: number) {
  const before = state.ids
  const change: FavouriteChange = before.includes(id) ? { add: [], remove: [id] } : { add: [id], remove: [] }
  set({ ids: applyFavouriteChange(before, change) })
  storage.change(change).then(
    (ids) => {
      if (state.account) rememberAccountFavourites(ids)
      set({ ids })
    },
    (error: unknown) => {
      console.warn('favourites: the change could not be kept', error)
      set({ ids: before })
    },
  )
}

/** The visitor's favourites: none on the server and while hydrating, then the device's or the account's. */
export function useFavourites(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  )
}
