import { afterEach, describe, expect, it } from 'vitest'

import { closeWidget, openWidget, setOpenWidget } from './openWidget'

describe('one booking widget open at a time', () => {
  afterEach(() => setOpenWidget(null))

  it('opening one closes the other', () => {
    setOpenWidget('first')
    setOpenWidget('second')
    expect(openWidget()).toBe('second')
  })

  it('a widget that closes late (still fading out) leaves the one opened since open', () => {
    setOpenWidget('first')
    setOpenWidget(null)
    setOpenWidget('second')
    closeWidget('first')
    expect(openWidget()).toBe('second')
  })

  it('a widget closes itself', () => {
    setOpenWidget('first')
    closeWidget('first')
    expect(openWidget()).toBeNull()
  })
})
