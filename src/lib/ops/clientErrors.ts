/**
 * The failures a visitor's browser reports for error tracking (SPEC §8, issue 28), by where they
 * happened: the search field's suggestions, the booking widget's cart call, a page that failed to
 * show (the error boundary). Shared by the browser's reporter and the call's input check.
 */
export const CLIENT_ERROR_KINDS = ['autocomplete', 'cart', 'page'] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

/** The longest message a report carries (the rest is cut in the browser). */
export const CLIENT_ERROR_MESSAGE_MAX = 500

/** Next's digest of a server error the page showed, as a report may carry it. */
export const DIGEST_PATTERN = /^[A-Za-z0-9:_-]{1,64}$/

/** The most reports one page load sends, however often it fails: a failing call on the sale's morning must not become a storm of reports. */
export const CLIENT_ERRORS_PER_PAGE = 5
