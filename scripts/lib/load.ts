/**
 * What the load benches share (bench:cluster, bench:surge): wrk as the fast client, an answer's raw
 * bytes, nginx serving the same bytes from disk as the reference, and the machine's CPU time.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

export type WrkResult = { rps: number; p95: number; p99: number; errors: number; requests: number; non2xx: number; seconds: number }

/** Fails loudly when wrk is missing (Debian's package; `npm run test:setup` installs it). */
export function requireWrk(bench: string): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a problem.
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      console.error(`${bench} needs wrk (npm run test:setup installs it from Debian)`)
      process.exit(1)
    }
  }
}

// wrk prints 50/75/90/99 with --latency; the 95th comes from its Lua hook.
const P95_SCRIPT = path.resolve('tmp/wrk-p95.lua')

/**
 * wrk against a URL: requests a second, p95 and p99 in milliseconds, non-2xx/3xx answers and
 * timeouts. `lua` adds to wrk's script (a `request` function that varies each request, or a method
 * and a body).
 */
export function wrk(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string>; lua?: string },
): WrkResult {
  fs.mkdirSync(path.dirname(P95_SCRIPT), { recursive: true })
  fs.writeFileSync(
    P95_SCRIPT,
    `${options.lua ?? ''}\ndone = function(summary, latency, requests)\n  io.write(string.format("p95_us %d\\n", latency:percentile(95)))\nend\n`,
  )
  const headers = Object.entries({ 'Accept-Encoding': 'gzip', ...options.headers }).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  let out = ''
  try {
    out = execFileSync(
      'wrk',
      ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', P95_SCRIPT, ...headers, url],
      {
        encoding: 'utf8',
      },
    )
  } catch (error) {
    out = error instanceof Error && 'stdout' in error ? String(error.stdout) : ''
  }
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN)
  const p99raw = out.match(/99%\s+([\d.]+)(us|ms|s)/)
  const unit = { us: 0.001, ms: 1, s: 1000 } as const
  const p99 = p99raw ? Number(p99raw[1]) * (unit[p99raw[2] === 'us' || p99raw[2] === 's' ? p99raw[2] : 'ms'] ?? 1) : NaN
  const p95 = Number(out.match(/p95_us (\d+)/)?.[1] ?? NaN) / 1000
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0)
  const errors = non2xx + Number(out.match(/Socket errors:.*?timeout (\d+)/)?.[1] ?? 0)
  const total = out.match(/(\d+) requests in ([\d.]+)(ms|s|m)/)
  const requests = Number(total?.[1] ?? NaN)
  const seconds =
    Number(total?.[2] ?? NaN) * ({ ms: 0.001, s: 1, m: 60 } as const)[total?.[3] === 'ms' || total?.[3] === 'm' ? total[3] : 's']
  return { rps, p95, p99, errors, requests, non2xx, seconds }
}

/**
 * A site and its reference measured in turn, `rounds` times each, so that a busy moment of this
 * shared machine falls on both rather than on one: the median of each figure over the rounds.
 */
export function inTurn(site: () => WrkResult, reference: () => WrkResult, rounds: number): { site: WrkResult; reference: WrkResult } {
  const sites: WrkResult[] = []
  const references: WrkResult[] = []
  for (let round = 0; round < rounds; round++) {
    references.push(reference())
    sites.push(site())
  }
  return { site: medianOf(sites), reference: medianOf(references) }
}

function medianOf(results: readonly WrkResult[]): WrkResult {
  const median = (values: number[]) => {
    const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
    return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN)
  }
  return {
    rps: median(results.map((result) => result.rps)),
    p95: median(results.map((result) => result.p95)),
    p99: median(results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    seconds: results.reduce((sum, result) => sum + result.seconds, 0),
  }
}

/** An answer's bytes as they travel, on a connection of its own (fetch would unzip, and reuse sockets the server has closed). */
export function rawGet(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${response.statusCode}`)),
        )
      })
      .on('error', reject)
  })
}

/** The machine's CPU time so far (all cores), to tell how busy it was between two readings. */
export function cpuTimes(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { busy: total - idle, total }
}

/** CPU seconds a process (and nothing else) has used so far, from /proc. */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/**
 * nginx serving files from `root` as gzip answers (each page `root/<path>.html`), the reference a
 * page through the proxy is measured against. Answers the child process.
 */
export async function staticNginx(dir: string, root: string, port: number): Promise<ChildProcess> {
  const isRoot = process.getuid?.() === 0
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${isRoot ? 'user root;\n' : ''}worker_processes auto;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n  keepalive_requests 10000;\n  server {\n    listen 127.0.0.1:${port};\n    root ${root};\n    default_type text/html;\n    location / { add_header Content-Encoding gzip; try_files $uri.html =404; }\n  }\n}\n`,
  )
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
  await new Promise((resolve) => setTimeout(resolve, 500))
  return child
}
