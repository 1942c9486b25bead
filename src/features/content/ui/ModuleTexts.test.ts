import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import modules from '@/i18n/messages/modules.json'

import { isClientModule, sourcesUnder } from '../../../../tests/setup/sources'

import { MODULE_TEXTS, type ModulePart } from './ModuleTexts'

/** The client parts of the content modules that read the modules' texts, by the part that gives them. */
const PARTS: Record<string, ModulePart> = {
  'src/features/content/ui/Slider.tsx': 'slider',
  'src/features/content/ui/RevealMore.tsx': 'revealMore',
  'src/features/content/ui/ConsentGate.tsx': 'consentGate',
  'src/features/content/ui/HubspotEmbed.tsx': 'hubspot',
  'src/features/content/ui/AnchorNav.tsx': 'anchorNav',
  'src/features/content/ui/HeroVideo.tsx': 'heroVideo',
  'src/features/programme/ui/ModuleEventList.tsx': 'eventFilter',
}

const keysRead = (source: string) => [...source.matchAll(/\bt\('([A-Za-z_]+)'/g)].map((match) => match[1] ?? '')
const componentOf = (path: string) => /([A-Za-z]+)\.tsx$/.exec(path)?.[1] ?? ''

describe('ModuleTexts', () => {
  it('knows every client part that reads the modules’ texts', () => {
    const readers = sourcesUnder('src')
      .filter(([, source]) => isClientModule(source) && source.includes("useTranslations('modules')"))
      .map(([path]) => path)
    expect(readers.sort()).toEqual(Object.keys(PARTS).sort())
  })

  it.each(Object.entries(PARTS))('gives %s every key it reads', (path, part) => {
    const keys = keysRead(readFileSync(path, 'utf8'))
    expect(keys.length).toBeGreaterThan(0)
    const given: readonly string[] = MODULE_TEXTS[part]
    expect(keys.filter((key) => !given.includes(key))).toEqual([])
    for (const key of given) expect(modules.de).toHaveProperty(key)
  })

  it('wraps every server render of such a part in its texts', () => {
    const missing: string[] = []
    for (const [path, source] of sourcesUnder('src')) {
      if (isClientModule(source)) continue
      for (const [partPath, part] of Object.entries(PARTS)) {
        if (!new RegExp(`<${componentOf(partPath)}[\\s>]`).test(source)) continue
        if (!new RegExp(`<ModuleTexts parts=\\{[^}]*'${part}'`).test(source)) missing.push(`${path}: ${part}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('finds a render without its texts', () => {
    expect(new RegExp(`<ModuleTexts parts=\\{[^}]*'slider'`).test("<ModuleTexts parts={['revealMore']}><Slider />")).toBe(false)
    expect(new RegExp(`<ModuleTexts parts=\\{[^}]*'slider'`).test("<ModuleTexts parts={['slider']}><Slider />")).toBe(true)
  })
})
