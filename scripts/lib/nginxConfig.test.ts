import { describe, expect, it } from 'vitest'

import { nginxConfig, type NginxOptions } from './nginxConfig'

const options: NginxOptions = {
  dir: '/tmp/cluster/nginx',
  listen: { host: '127.0.0.1', port: 8080 },
  upstreams: [
    { host: '127.0.0.1', port: 8081 },
    { host: '127.0.0.1', port: 8082, down: true },
  ],
  pageSeconds: 1,
  maxBodyMegabytes: 64,
}

describe('nginxConfig', () => {
  const config = nginxConfig(options)

  it('lists every app server, a server that is not ready marked down', () => {
    expect(config).toContain('server 127.0.0.1:8081 max_fails=1 fail_timeout=2s;')
    expect(config).toContain('server 127.0.0.1:8082 max_fails=1 fail_timeout=2s down;')
    expect(config).toContain('listen 127.0.0.1:8080;')
  })

  it('keeps only what the app marks shared-cacheable, never a private or personal answer', () => {
    expect(config).toMatch(/~\*\(private\|no-store\) 1;\s+~\*\(s-maxage\|immutable\) 0;\s+default 1;/)
    expect(config).toContain('proxy_no_cache $festival_not_shared $festival_personal $festival_authorized;')
    expect(config).toContain('proxy_cache_bypass $festival_personal $festival_authorized;')
    // A session, draft or cart cookie, anywhere in the Cookie header, and any Authorization header.
    expect(config).toContain('"~(^|;\\s*)(payload-token|__prerender_bypass|festival_cart)=" 1;')
    expect(config).toMatch(/map \$http_authorization \$festival_authorized \{\s+"" 0;\s+default 1;\s+\}/)
  })

  it('serves a stored page for pageSeconds, then one request refreshes it while the others get the stored copy', () => {
    expect(config).toContain('proxy_cache_valid 200 301 308 404 410 1s;')
    expect(config).toContain('proxy_cache_use_stale updating error timeout http_502 http_504;')
    expect(config).toContain('proxy_cache_lock on;')
    // A refresh in the background would keep serving the stored page while the app answers what
    // the proxy does not keep (the offline switch's 503).
    expect(config).not.toContain('proxy_cache_background_update')
  })

  it('sets the request id and the forwarded address, and never sends a request to a second server once one answered', () => {
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;')
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    // What a client says of the host it asked never reaches the app (nginx drops a header set empty).
    expect(config).toContain('proxy_set_header X-Forwarded-Host "";')
    expect(config).toContain('proxy_set_header Forwarded "";')
    expect(config).toContain('proxy_set_header X-Middleware-Subrequest "";')
    expect(config).toContain('proxy_next_upstream error timeout http_502;')
    expect(config).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/)
    // The site-offline answer (503) is passed on, never replaced by a stored page.
    expect(config).not.toMatch(/proxy_cache_use_stale[^;]*http_503/)
  })

  it('runs its workers as the given user only when told to', () => {
    expect(config).not.toContain('user ')
    expect(nginxConfig({ ...options, user: 'root' })).toMatch(/^user root;$/m)
  })

  it('refuses a proxy without app servers', () => {
    expect(() => nginxConfig({ ...options, upstreams: [] })).toThrow('at least one app server')
  })
})
