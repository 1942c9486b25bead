import { describe, expect, it } from 'vitest'

import { bankDetailsOf, formatIban, isValidBic, isValidIban } from './bank'

describe('bank details', () => {
  it('accepts IBANs whose check digits match, typed with spaces or in lower case', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('de89370400440532013000')).toBe(true)
    expect(isValidIban('GB82WEST12345698765432')).toBe(true)
  })

  it('refuses IBANs with a wrong check digit or shape', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false)
    expect(isValidIban('DE89')).toBe(false)
    expect(isValidIban('')).toBe(false)
  })

  it('checks BICs of 8 and 11 characters', () => {
    expect(isValidBic('COBADEFFXXX')).toBe(true)
    expect(isValidBic('cobadeff')).toBe(true)
    expect(isValidBic('COBA')).toBe(false)
  })

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
  })

  it('answers the account only when holder and a valid IBAN are set', () => {
    expect(
      bankDetailsOf({ account_holder: 'Festival gGmbH', iban: 'DE89370400440532013000', bic: 'cobadeffxxx', bank_name: 'Commerzbank' }),
    ).toEqual({
      accountHolder: 'Festival gGmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    })
    expect(bankDetailsOf({ account_holder: '', iban: 'DE89370400440532013000' })).toBeNull()
    expect(bankDetailsOf({ account_holder: 'Festival', iban: 'DE88370400440532013000' })).toBeNull()
    expect(bankDetailsOf(null)).toBeNull()
  })
})
