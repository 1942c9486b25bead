#!/usr/bin/env node
/**
 * `npm run lock:complete`: run after every `npm install` that changes package-lock.json.
 *
 * The registry this project installs from does not carry every platform's native binaries (for
 * example @next/swc-darwin-arm64), so npm cannot record them in the lockfile, and `npm ci` then
 * refuses the lockfile as out of sync. This adds each missing platform package as an optional
 * entry with its os and cpu (read from its name), which is what npm writes where the registry has
 * them: npm ci skips them here by platform, and installs them on a machine of that platform.
 * See docs/decisions/006-lockfile-platform-entries.md.
 */
import fs from 'node:fs'

const file = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpu = parts.find((part) => CPU.includes(part))
  return os && cpu ? { os, cpu } : null
}

function resolves(fromPath, name) {
  let base = fromPath
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true
    if (!base) return false
    const index = base.lastIndexOf('/node_modules/')
    base = index >= 0 ? base.slice(0, index) : ''
  }
}

let added = 0
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue
    const platform = platformOf(name)
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
      console.error(`Cannot complete ${name}@${version} (needed by ${path || 'the project'}): no platform in its name or no exact version`)
      process.exitCode = 1
      continue
    }
    packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      license: entry.license,
      optional: true,
      os: [platform.os],
    }
    added++
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform entries added`)
