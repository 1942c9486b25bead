import { describe, expect, it } from 'vitest'

import { isClientModule, sourcesUnder } from '../../../../tests/setup/sources'

/** The client parts that read a group of the modules' texts, by the group they read (`useTranslations('modules.slider')`). */
const readers = sourcesUnder('src').flatMap(([path, source]) => {
  const group = /useTranslations\('modules\.(\w+)'\)/.exec(source)?.[1]
  return group && isClientModule(source) ? [[path, group] as const] : []
})
const componentOf = (path: string) => /([A-Za-z]+)\.tsx$/.exec(path)?.[1] ?? ''
const wrapped = (source: string, part: string) => new RegExp(`<ModuleTexts parts=\\{[^}]*'${part}'`).test(source)

describe('ModuleTexts', () => {
  it('finds the client parts that read the modules’ texts', () => {
    expect(readers.length).toBeGreaterThanOrEqual(7)
  })

  it('wraps every server render of such a part in its texts', () => {
    const missing: string[] = []
    for (const [path, source] of sourcesUnder('src')) {
      if (isClientModule(source)) continue
      for (const [partPath, part] of readers) {
        if (!new RegExp(`<${componentOf(partPath)}[\\s>]`).test(source)) continue
        if (!wrapped(source, part)) missing.push(`${path}: ${part}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('finds a render without its texts', () => {
    expect(wrapped("<ModuleTexts parts={['revealMore']}><Slider />", 'slider')).toBe(false)
    expect(wrapped("<ModuleTexts parts={['slider']}><Slider />", 'slider')).toBe(true)
  })
})
