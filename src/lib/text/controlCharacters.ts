/**
 * Characters that change how text is laid out rather than what it says: C0 and C1 controls and DEL,
 * the Unicode line and paragraph separators (U+2028, U+2029; U+0085 is C1's next line), and the
 * text-direction controls (U+202A-U+202E, U+2066-U+2069) that can make a line read otherwise than
 * it is stored. Never part of a path, URL, file name or report we accept, and never written raw to
 * a log line, where they would start a forged line or hide what follows.
 */
function isLayoutCharacter(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

/** Whether text holds a control, line-separator or text-direction character (see above). */
export function hasControlCharacter(value: string): boolean {
  for (const char of value) if (isLayoutCharacter(char.codePointAt(0) ?? 0)) return true
  return false
}

/**
 * Text made safe for one log line: every control, line-separator and text-direction character
 * written as its `\uXXXX` escape (visible, and still telling what was sent). `keepLineBreaks` keeps
 * newlines and tabs, for the stack trace of an error, which is ours.
 */
export function escapeLogText(value: string, keepLineBreaks = false): string {
  let out = ''
  let last = 0
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (!isLayoutCharacter(code) || (keepLineBreaks && (code === 0x0a || code === 0x09))) continue
    out += value.slice(last, index) + `\\u${code.toString(16).padStart(4, '0')}`
    last = index + 1
  }
  return last === 0 ? value : out + value.slice(last)
}
