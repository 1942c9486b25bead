/** Payload's session cookie (its cookiePrefix 'payload' plus '-token'), httpOnly. */
export const SESSION_COOKIE = 'payload-token'

/** Next's draft-mode cookie: set by the preview route for an editor (CONVENTIONS §7), httpOnly. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Set by log-out for a few minutes (not httpOnly): the next page the browser shows removes what
 * the device kept of the account (its tickets and their QR codes), whichever way the visitor logged
 * out, and clears the cookie. (`Clear-Site-Data: "storage"` would do it too, but it also unregisters
 * the service worker and empties the offline site's own files; decision 031.)
 */
export const FORGET_DEVICE_COOKIE = 'festival_forget'

/** A browser's place in a sale opening's waiting room (issue 43): a signed token, httpOnly. */
export const QUEUE_COOKIE = 'festival_queue'
