import { describe, expect, it } from 'vitest'

import { PASSWORD_MIN_LENGTH, passwordMessage, passwordProblem } from './password'

describe('passwordProblem', () => {
  it('refuses passwords shorter than ten characters, counting characters not bytes', () => {
    expect(passwordProblem('abc')).toBe('passwordTooShort')
    expect(passwordProblem('Wz9!kQ2#x')).toBe('passwordTooShort')
    expect(passwordProblem('äöüßäöüßä')).toBe('passwordTooShort')
    expect(PASSWORD_MIN_LENGTH).toBe(10)
  })

  it('refuses long but guessable passwords', () => {
    for (const weak of ['aaaaaaaaaaaa', 'passwort123', 'password1234', '1234567890', 'qwertzuiop', 'sommerferien', 'festival2026']) {
      expect(passwordProblem(weak), weak).toBe('passwordTooWeak')
    }
  })

  it('refuses a password built from the account’s own e-mail', () => {
    expect(passwordProblem('ina.kundin@example.org', ['ina.kundin@example.org', 'Ina', 'Kundin'])).toBe('passwordTooWeak')
    expect(passwordProblem('ina.kundin@example.org')).toBeNull()
  })

  it('accepts a long unusual passphrase', () => {
    expect(passwordProblem('Lindenau-Gezeiten-Wolke-47')).toBeNull()
    expect(passwordProblem('tq7-Mrv!pz2K')).toBeNull()
  })

  it('refuses absurdly long passwords', () => {
    expect(passwordProblem('x'.repeat(300))).toBe('passwordTooLong')
  })

  it('explains the problem in German and English', () => {
    expect(passwordMessage('passwordTooShort', 'de')).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.')
    expect(passwordMessage('passwordTooShort', 'en')).toBe('The password must be at least 10 characters long.')
    expect(passwordMessage('passwordTooWeak', 'en')).toMatch(/too easy to guess/)
    expect(passwordMessage('passwordTooWeak', 'de')).toMatch(/zu leicht zu erraten/)
  })
})
