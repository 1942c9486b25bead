/** Whether text holds a C0 control character or DEL (tab, newline, NUL, ...): never part of a path, URL or file name we accept. */
export function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}
