/** Narrowing helpers for values whose type the compiler cannot know (JSON, Payload's open configs, thrown errors). */

/** Whether `value` is one of `list`'s values (a typed `includes`: the list's own type narrows the value). */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value)
}

/** Whether `value` is a plain object whose fields can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The field `key` of `value` if it is an object, else undefined: reading a shape that may not be there. */
export function prop(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined
}

/** An object's own keys as its type's keys: for objects our code writes as literals, whose keys are exactly these. */
export function keysOf<T extends object>(value: T): (keyof T & string)[] {
  return Object.keys(value) as (keyof T & string)[]
}

/** A record with a value for each of `keys`. */
export function fromKeys<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  // Filled for every key below before anyone reads it.
  const record = {} as Record<K, V>
  for (const key of keys) record[key] = valueOf(key)
  return record
}
