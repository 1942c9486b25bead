/** DESIGN §5: double-submit CSRF, the same token in this cookie and in this header (browser and server share the names). */
export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'
