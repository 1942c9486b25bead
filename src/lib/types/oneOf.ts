/** Whether `value` is one of `list`'s values (a typed `includes`: the list's own type narrows the value). */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value)
}
