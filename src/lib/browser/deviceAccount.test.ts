import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEVICE_ACCOUNT_KEY, forgetAccount, rememberAccount, rememberAccountFavourites, rememberedAccount } from './deviceAccount'

describe('the account this device remembers for offline use', () => {
  beforeEach(() => {
    const items = new Map<string, string>()
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('keeps who is logged in and the account’s favourites, and forgets both on log-out', () => {
    expect(rememberedAccount()).toBeNull()
    // Favourites without a known account are not kept: they would belong to nobody.
    rememberAccountFavourites([3])
    expect(rememberedAccount()).toBeNull()
    rememberAccount({ is_logged_in: true, first_name: 'Ada' })
    rememberAccountFavourites([3, 7])
    // A later answer about the account keeps the list.
    rememberAccount({ is_logged_in: true, first_name: 'Ada' })
    expect(rememberedAccount()).toEqual({ details: { is_logged_in: true, first_name: 'Ada' }, favourites: [3, 7] })
    forgetAccount()
    expect(rememberedAccount()).toBeNull()
  })

  it('reads nothing from a broken entry or a refusing storage', () => {
    window.localStorage.setItem(DEVICE_ACCOUNT_KEY, '{not json')
    expect(rememberedAccount()).toBeNull()
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('denied')
        },
        removeItem: () => undefined,
      },
    })
    expect(() => rememberAccount({ is_logged_in: true })).not.toThrow()
    expect(rememberedAccount()).toBeNull()
  })
})
