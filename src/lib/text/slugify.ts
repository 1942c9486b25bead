const replacements: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', æ: 'ae', ø: 'oe', å: 'aa', œ: 'oe',
}

/** A URL slug in the German convention: umlauts spelled out, lowercase ASCII, words joined by '-'. */
export function slugify(input: string): string {
  return input
    .replace(/[äöüßÄÖÜæøåœ]/g, (ch) => replacements[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' und ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '')
}
