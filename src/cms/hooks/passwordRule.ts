import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { passwordMessage, passwordProblem } from '@/lib/auth/password'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { prop } from '@/lib/types/guards'

/** The language of the person sending the request: the admin's language, else the content locale. */
function requestLanguage(req: PayloadRequest): Locale {
  const language = req.i18n?.language
  if (isLocale(language)) return language
  return isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
}

function words(data: unknown): string[] {
  return ['email', 'first_name', 'last_name', 'name']
    .map((key) => prop(data, key))
    .filter((value): value is string => typeof value === 'string')
}

/**
 * Every password a person sets (registration, profile, admin, reset by token) is at least ten
 * characters and not easily guessed (zxcvbn). Trusted server code (seed, tests) passes
 * `overrideAccess: true` and is not checked.
 */
export const enforcePasswordRule: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req, collection }) => {
  if (overrideAccess === true) return args
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = prop(args, 'data')
  const password = prop(data, 'password')
  if (typeof password !== 'string' || password === '') return args
  const problem = passwordProblem(password, [...words(data), ...(req.user?.email ? [req.user.email] : [])])
  if (problem) {
    throw new ValidationError(
      { collection: collection.slug, errors: [{ message: passwordMessage(problem, requestLanguage(req)), path: 'password' }] },
      req.t,
    )
  }
  return args
}
