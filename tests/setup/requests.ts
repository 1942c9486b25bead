import { CLIENT_ADDRESS_HEADER } from '@/features/security/domain/clientAddress'

let address = 0

/**
 * An unsafe call (POST unless `method` says otherwise) as the site's own page makes it: JSON body (with `form`, the
 * fields of a form posted without JavaScript), a client address of its own
 * (so per-address limits count each test apart), and unless `csrf` is false the same origin and
 * the double-submit CSRF token. `cookies` adds the visitor's cookies (cart, session).
 */
export function unsafeRequest(
  url: string,
  body: unknown,
  init: { csrf?: boolean; address?: string; cookies?: readonly string[]; method?: 'POST' | 'PATCH' | 'DELETE'; form?: boolean } = {},
): Request {
  const headers: Record<string, string> = {
    host: 'localhost',
    'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json',
    [CLIENT_ADDRESS_HEADER]: init.address ?? `198.51.100.${(address++ % 250) + 1}`,
  }
  const cookies = [...(init.cookies ?? [])]
  if (init.csrf !== false) {
    headers.origin = 'http://localhost'
    headers['x-csrftoken'] = 'tok123'
    cookies.push('csrftoken=tok123')
  }
  if (cookies.length > 0) headers.cookie = cookies.join('; ')
  return new Request(`http://localhost${url}`, {
    method: init.method ?? 'POST',
    headers,
    body:
      body === undefined
        ? undefined
        : typeof body === 'string'
          ? body
          : init.form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body),
  })
}
