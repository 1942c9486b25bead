import { describe, expect, it } from 'vitest'

import { countdownStage, formatRemaining } from './countdown'

describe('the reservation countdown', () => {
  it('speaks at five minutes, under two minutes and at the end, and not otherwise', () => {
    expect(countdownStage(15 * 60_000)).toBe('running')
    expect(countdownStage(5 * 60_000 + 1)).toBe('running')
    expect(countdownStage(5 * 60_000)).toBe('fiveMinutes')
    expect(countdownStage(2 * 60_000)).toBe('fiveMinutes')
    expect(countdownStage(2 * 60_000 - 1)).toBe('twoMinutes')
    expect(countdownStage(1)).toBe('twoMinutes')
    expect(countdownStage(0)).toBe('expired')
    expect(countdownStage(-5000)).toBe('expired')
  })

  it('shows minutes and seconds, rounded up, never below zero', () => {
    expect(formatRemaining(15 * 60_000)).toBe('15:00')
    expect(formatRemaining(61_001)).toBe('1:02')
    expect(formatRemaining(999)).toBe('0:01')
    expect(formatRemaining(-1)).toBe('0:00')
  })
})
