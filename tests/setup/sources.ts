import path from 'node:path'

import ts from 'typescript'
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

/** The path of a module an import names (`@/…` or relative), if it is one of our sources. */
function resolveImport(specifier: string, from: string, known: ReadonlyMap<string, string>): string | null {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
      : null
  if (base === null) return null
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate)) ?? null
}

/**
 * The modules a source imports at run time: imports (side-effect ones too), re-exports and, unless
 * `lazy` is false, `import()`; type-only ones left out.
 */
function importsOf(file: string, source: string, lazy = true): string[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text)
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text)
    else if (lazy && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/**
 * The sources these entries reach through their imports (static, re-exports and `import()`; type
 * imports left out), entries included: what a route may render, for tests that hold what it ships.
 * With `lazy: false`, without what `import()` loads later: what loads with the entries.
 */
export function reachableSources(entries: readonly string[], { lazy = true } = {}): [path: string, source: string][] {
  const known = new Map(sourcesUnder('src'))
  const seen = new Set<string>()
  const stack = [...entries]
  while (stack.length > 0) {
    const file = stack.pop() ?? ''
    const source = known.get(file)
    if (source === undefined || seen.has(file)) continue
    seen.add(file)
    for (const specifier of importsOf(file, source, lazy)) {
      const target = resolveImport(specifier, file, known)
      if (target) stack.push(target)
    }
  }
  return [...seen].map((file) => [file, known.get(file) ?? ''])
}
