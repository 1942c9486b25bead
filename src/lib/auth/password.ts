import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { createTranslator } from 'use-intl/core'
import * as common from '@zxcvbn-ts/language-common'
import * as de from '@zxcvbn-ts/language-de'
import * as en from '@zxcvbn-ts/language-en'

import type { Locale } from '@/i18n/locales'
import { perLocale } from '@/i18n/perLocale'
import account from '@/i18n/messages/account.json'

/** Launch readiness: a password is at least this long ... */
export const PASSWORD_MIN_LENGTH = 10
/** ... at most this long (pbkdf2 over megabytes would be a denial of service) ... */
export const PASSWORD_MAX_LENGTH = 256
/** ... and zxcvbn rates it at least 3 of 4 ("safely unguessable": about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooWeak'

let estimator: ZxcvbnFactory | undefined

/** The estimator with German and English dictionaries, built on first use (the lists are large). */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...de.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  })
  return estimator
}

/**
 * What is wrong with a password, or null when it is acceptable. `userInputs` are the account's own
 * words (e-mail, names), which make a password guessable when it contains them.
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordTooShort'
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@._\-\s]+/)]).filter((word) => word.length > 2)
  return zxcvbn().check(password, inputs).score < PASSWORD_MIN_SCORE ? 'passwordTooWeak' : null
}

const accountTranslator = perLocale((locale) => createTranslator({ locale, messages: { account: account[locale] }, namespace: 'account' }))

/** The visitor's sentence for a problem. */
export function passwordMessage(problem: PasswordProblem, locale: Locale): string {
  return accountTranslator(locale)(problem, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
}
