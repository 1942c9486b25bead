import { readdirSync, readFileSync } from 'node:fs'

const read = new Map<string, [path: string, source: string][]>()

/** The TypeScript sources under `dir` (tests left out), each with its path from the project's root: for tests that read the code (read once per test file). */
export function sourcesUnder(dir: string): [path: string, source: string][] {
  const known = read.get(dir)
  if (known) return known
  const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file): [string, string] => [`${dir}/${file}`, readFileSync(`${dir}/${file}`, 'utf8')])
  read.set(dir, sources)
  return sources
}

/** Whether a source is a client module. */
export const isClientModule = (source: string): boolean => source.startsWith("'use client'")
