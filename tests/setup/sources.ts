import { readdirSync, readFileSync } from 'node:fs'

/** The TypeScript sources under `dir` (tests left out), each with its path from the project's root: for tests that read the code. */
export function sourcesUnder(dir: string): [path: string, source: string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file): [string, string] => [`${dir}/${file}`, readFileSync(`${dir}/${file}`, 'utf8')])
}

/** Whether a source is a client module. */
export const isClientModule = (source: string): boolean => source.startsWith("'use client'")
