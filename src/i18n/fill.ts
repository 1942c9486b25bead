/**
 * A text's `{name}` placeholders filled in (an unknown one stays as written): for the few texts
 * read outside next-intl's translator, in pure functions shared by server and browser, where the
 * message formatter would be code every page loads.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
