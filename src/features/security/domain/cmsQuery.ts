import type { CmsApiProblem } from './cmsApiRequest'

/**
 * The query of a read from Payload's REST API (`/cms-api/...`), checked before Payload sees it, so
 * that values Payload would hand to the database as they are (a text for a number column, an array
 * where one value belongs, a date that is none, an option the column's enum lacks) answer 400
 * instead of a 500. Payload parses the query with `qs` (brackets, depth 10); the checks read the
 * same bracket keys. Unknown fields are left to Payload, which refuses them itself.
 */

/** What a field's values must look like in a `where` condition. */
export type FieldKind =
  | { kind: 'id' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'text' }
  | { kind: 'point' }

/** The kind of a field path (`title`, `venue`, `version.title`), or null when unknown to us. */
export type FieldKinds = (path: string) => FieldKind | null

const NUMBERS: Readonly<Record<string, { min: number; max: number }>> = {
  limit: { min: 0, max: 1000 },
  page: { min: 1, max: 1_000_000 },
  depth: { min: 0, max: 10 },
}
const BOOLEANS = new Set(['draft', 'pagination', 'trash'])
const SINGLE = new Set(['locale', 'fallback-locale', 'fallbackLocale'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const COMPARISONS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const TEXT_OPERATORS = new Set(['like', 'contains', 'not_like'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const OPERATORS = new Set(['equals', 'not_equals', 'exists', ...LIST_OPERATORS, ...COMPARISONS, ...TEXT_OPERATORS, ...GEO_OPERATORS])
/** qs keeps brackets past this depth as part of the key: a query that deep is refused. */
const MAX_SEGMENTS = 11

const bad = (message: string): CmsApiProblem => ({ status: 400, message })

/** `where[or][0][title][equals]` -> ['where', 'or', '0', 'title', 'equals']; null when the brackets do not close. */
export function keySegments(key: string): string[] | null {
  const open = key.indexOf('[')
  if (open === -1) return key.includes(']') ? null : [key]
  const segments = [key.slice(0, open)]
  const rest = key.slice(open)
  const pattern = /\[([^[\]]*)\]/gy
  let consumed = 0
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    segments.push(match[1] ?? '')
    consumed = pattern.lastIndex
  }
  return consumed === rest.length ? segments : null
}

/** A JSON body (a method override's query) as the bracket keys and text values qs would read. */
export function flattenQuery(value: unknown, prefix = ''): Array<[string, string]> {
  if (value === null || value === undefined) return [[prefix, '']]
  if (typeof value !== 'object') return [[prefix, String(value)]]
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value)
  if (entries.length === 0) return [[prefix, '']]
  return entries.flatMap(([key, item]) => flattenQuery(item, prefix ? `${prefix}[${key}]` : key))
}

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d{1,3}$/.test(segment)

function valueProblem(field: string, operator: string, value: string, kind: FieldKind | null): CmsApiProblem | null {
  if (GEO_OPERATORS.has(operator)) return kind?.kind === 'point' ? null : bad(`${field}: ${operator} needs a point field`)
  if (operator === 'exists') return value === 'true' || value === 'false' ? null : bad(`${field}: exists takes true or false`)
  if (!kind) return null
  if (TEXT_OPERATORS.has(operator))
    return kind.kind === 'text' || kind.kind === 'select' ? null : bad(`${field}: ${operator} needs a text field`)
  const values = LIST_OPERATORS.has(operator) ? value.split(',') : [value]
  for (const one of values) {
    switch (kind.kind) {
      case 'id':
        if (!/^-?\d{1,15}$/.test(one.trim())) return bad(`${field} must be a whole number`)
        break
      case 'number':
        if (one.trim() === '' || !Number.isFinite(Number(one))) return bad(`${field} must be a number`)
        break
      case 'date':
        if (!Number.isFinite(Date.parse(one))) return bad(`${field} must be a date`)
        break
      case 'checkbox':
        if (one !== 'true' && one !== 'false') return bad(`${field} must be true or false`)
        break
      case 'select':
        if (COMPARISONS.has(operator) || !kind.options.includes(one)) return bad(`${field} must be one of ${kind.options.join(', ')}`)
        break
      default:
        break
    }
  }
  return null
}

/** One `where` key after `where`: and/or with an index, then a field, an operator and, for lists, an index. */
function whereProblem(segments: readonly string[], value: string, kinds: FieldKinds): CmsApiProblem | null {
  let rest = segments
  while (rest[0] === 'and' || rest[0] === 'or') {
    if (!isIndex(rest[1])) return bad('where: and/or take a list of conditions')
    rest = rest.slice(2)
  }
  const [field, operator, index, ...more] = rest
  if (!field || !operator) return bad('where: a condition names a field and an operator')
  if (!OPERATORS.has(operator)) return bad(`where: unknown operator ${operator}`)
  if (more.length > 0 || (index !== undefined && !(LIST_OPERATORS.has(operator) && (isIndex(index) || index === ''))))
    return bad(`where: ${field} ${operator} takes one value`)
  return valueProblem(field, operator, value, kinds(field))
}

/**
 * The problem of a read's query (`entries` as the URL or a method override's body gives them),
 * or null: limit, page and depth whole numbers in range and given once; draft, pagination and
 * trash true or false; locales given once; each `where` condition well formed, with values its
 * field can hold.
 */
export function queryProblem(entries: Iterable<[string, string]>, kinds: FieldKinds = () => null): CmsApiProblem | null {
  const seen = new Set<string>()
  for (const [key, value] of entries) {
    const segments = keySegments(key)
    if (!segments || segments.length > MAX_SEGMENTS) return bad(`malformed query parameter ${key.slice(0, 60)}`)
    const [base = '', ...path] = segments
    const range = NUMBERS[base]
    const single = range !== undefined || BOOLEANS.has(base) || SINGLE.has(base)
    if (single) {
      if (path.length > 0 || seen.has(base)) return bad(`${base} must be given once, as one value`)
      seen.add(base)
    }
    if (range) {
      if (!/^\d{1,7}$/.test(value)) return bad(`${base} must be a whole number`)
      const number = Number(value)
      if (number < range.min || number > range.max) return bad(`${base} must be between ${range.min} and ${range.max}`)
    } else if (BOOLEANS.has(base)) {
      if (value !== 'true' && value !== 'false') return bad(`${base} must be true or false`)
    } else if (base === 'where') {
      if (path.length === 0) return bad('where must be a set of conditions')
      const condition = path.join('\u0000')
      // The same condition twice would become a list where one value belongs.
      if (seen.has(`where\u0000${condition}`) && !LIST_OPERATORS.has(path.at(-2) ?? '') && !LIST_OPERATORS.has(path.at(-1) ?? ''))
        return bad('where: a condition is given twice')
      seen.add(`where\u0000${condition}`)
      const problem = whereProblem(path, value, kinds)
      if (problem) return problem
    }
  }
  return null
}
