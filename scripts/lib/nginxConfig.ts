/**
 * The caching proxy in front of the app servers (issue 28, decision 029), as nginx configuration.
 *
 * What it keeps: only answers the app marks as shared-cacheable (`Cache-Control` with `s-maxage`:
 * anonymous pages and the public calls), for `pageSeconds`; then one request per page asks the app
 * again while the other visitors keep getting the stored copy (stale-while-revalidate, the cache
 * lock). The app's own revalidation decides what is fresh; the proxy only asks it
 * again every `pageSeconds`, so a publish shows through the proxy within that time plus one render,
 * without the app having to know the proxies or purge them. Next's build files, named by content
 * hash, are kept for a day. Everything else passes through: personal calls, the shop, the editor
 * and `/admin` answer `private`/`no-store`, and a request that carries a session, draft-mode or
 * cart cookie or an `Authorization` header bypasses the cache altogether (it is neither answered
 * from it nor stored in it), whatever the app answers.
 *
 * It compresses once: it always asks the app for gzip and keeps that, and unzips for the rare
 * client that cannot take it. It sets the request id and X-Forwarded-For, which the servers trust
 * from it alone (TRUSTED_PROXIES), drops what a client says of the host it asked
 * (`X-Forwarded-Host`, `Forwarded`) and Next's internal `X-Middleware-Subrequest`, and never retries a POST on another server (a booking is sent
 * once). Servers marked `down` (their `/readyz` failed: scripts/lib/cluster.ts) get no visitors.
 */
export type Upstream = { host: string; port: number; down?: boolean }

export type NginxOptions = {
  /** Where nginx keeps its pid, logs, temporary files and the cache (absolute). */
  dir: string
  listen: { host: string; port: number }
  upstreams: readonly Upstream[]
  /** How long a stored page is served before the proxy asks the app again. */
  pageSeconds: number
  /** Largest request body (uploads in the admin and forms). */
  maxBodyMegabytes: number
  /** nginx runs its workers as this user when started as root (they write the cache). */
  user?: string
}

export function nginxConfig(options: NginxOptions): string {
  const { dir, listen, upstreams, pageSeconds, maxBodyMegabytes, user } = options
  if (upstreams.length === 0) throw new Error('The proxy needs at least one app server')
  // nginx refuses an upstream whose servers are all down; it then answers 502 until one is back.
  const servers = upstreams
    .map((upstream) => `    server ${upstream.host}:${upstream.port} max_fails=1 fail_timeout=2s${upstream.down ? ' down' : ''};`)
    .join('\n')
  return `# Written by scripts/lib/nginxConfig.ts: do not edit.
${user ? `user ${user};\n` : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }

http {
  default_type application/octet-stream;
  # One line per request, with the request id every app log line of that request carries.
  log_format festival '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent $request_time '
                      'cache=$upstream_cache_status upstream=$upstream_addr rid=$request_id';
  # Buffered: a line written at once for every cached page cost the proxy a system call per request.
  access_log ${dir}/access.log festival buffer=256k flush=1s;
  # A stored page's body goes from the cache file to the socket by the kernel, not through
  # nginx's buffers (the waiting page through the proxy: 0.55-0.59 of nginx serving its bytes
  # from disk without it, 0.60-0.64 with it; issue 43's bench).
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy_temp;
  fastcgi_temp_path ${dir}/fastcgi_temp;
  uwsgi_temp_path ${dir}/uwsgi_temp;
  scgi_temp_path ${dir}/scgi_temp;
  client_max_body_size ${maxBodyMegabytes}m;
  server_tokens off;
  keepalive_requests 10000;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=festival:32m max_size=2g inactive=1h use_temp_path=off;

  # Kept: what the app marks as shared-cacheable (s-maxage) or immutable (build files); not what
  # it marks private or no-store, nor anything else.
  map $upstream_http_cache_control $festival_not_shared {
    ~*(private|no-store) 1;
    ~*(s-maxage|immutable) 0;
    default 1;
  }
  # A person the app may answer for themselves always reaches it, and their answer is never kept:
  # an editor (session or draft-mode cookie: drafts), a customer (session), a buyer (cart cookie),
  # or a client that authenticates by header.
  map $http_cookie $festival_personal {
    "~(^|;\\s*)(payload-token|__prerender_bypass|festival_cart)=" 1;
    default 0;
  }
  map $http_authorization $festival_authorized {
    "" 0;
    default 1;
  }

  upstream festival_app {
${servers}
    keepalive 64;
  }

  server {
    listen ${listen.host}:${listen.port};
    server_name _;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    # The host the app builds addresses on is the one asked (Host), never one a client names.
    proxy_set_header X-Forwarded-Host "";
    proxy_set_header Forwarded "";
    proxy_set_header X-Middleware-Subrequest "";
    # Compressed once, by the app, and kept so; unzipped here for a client without gzip.
    proxy_set_header Accept-Encoding gzip;
    gunzip on;
    # A server that is gone is skipped; one that answered is never asked twice (no repeated bookings).
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    add_header X-Request-Id $request_id always;

    location / {
      proxy_pass http://festival_app;
      proxy_cache festival;
      proxy_cache_key "$scheme$host$request_uri";
      # The app's Cache-Control goes to browsers as it is; the proxy's own freshness is pageSeconds.
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 308 404 410 ${pageSeconds}s;
      proxy_no_cache $festival_not_shared $festival_personal $festival_authorized;
      proxy_cache_bypass $festival_personal $festival_authorized;
      # While one request refreshes a page, the others get the stored copy; the refreshing request
      # itself waits for the app, so an answer the proxy does not keep (the offline switch's 503)
      # reaches visitors at once instead of hiding behind the stored page.
      proxy_cache_use_stale updating error timeout http_502 http_504;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_revalidate on;
      add_header X-Cache $upstream_cache_status always;
    }

    location /_next/static/ {
      proxy_pass http://festival_app;
      proxy_cache festival;
      proxy_cache_key "$scheme$host$request_uri";
      proxy_cache_valid 200 1d;
      proxy_no_cache $festival_not_shared;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`
}
