/**
 * A value kept once per process under a global name. Next's bundles and the custom server each load
 * their own copy of a module, so what must exist once per process (a pool, a registry, a memo) lives
 * on globalThis under `Symbol.for(name)`, which every copy finds.
 */
/** `set` answers the value it keeps. */
export type ProcessSlot<T> = { get(): T | undefined; set(value: T): T; clear(): void }

export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(name)
  // Every copy of the module that names this slot stores a T in it: the name is the type's promise.
  const slots = globalThis as Record<symbol, T | undefined>
  return {
    get: () => slots[key],
    set: (value) => (slots[key] = value),
    clear: () => {
      delete slots[key]
    },
  }
}
