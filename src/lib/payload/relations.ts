/**
 * A relationship as Payload returns it holds ids where a document was not populated (depth, or a
 * document this reader may not see). Modules show only what arrived populated.
 */
type Relation<T extends object> = T | number | null | undefined

/** The populated document of a single relationship, else null. */
export function populatedOne<T extends object>(value: Relation<T>): T | null {
  return value && typeof value === 'object' ? value : null
}

/** The populated documents of a relationship (one or many), in order. */
export function populated<T extends object>(value: Relation<T> | readonly (T | number)[]): T[] {
  const list: readonly Relation<T>[] = Array.isArray(value) ? value : [value as Relation<T>]
  return list.flatMap((item) => populatedOne(item) ?? [])
}

/** The id a relationship points at, populated or not (ids are integers on SQLite and PostgreSQL); null when empty. */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}
