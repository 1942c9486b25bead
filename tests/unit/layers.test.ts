import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layers of DESIGN §3 are held by the linter (`import/no-restricted-paths` in eslint.config.mjs).
 * These lint a one-line file placed in a layer, so a rule that stops biting fails here.
 */

const eslint = new ESLint({ cwd: process.cwd() })

async function layerErrors(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}'\n\nexport const y = x\n`, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message)
}

describe('the layers, as the linter holds them', () => {
  it('keeps the schema below the features, its tests included', async () => {
    expect(await layerErrors('src/cms/blocks/example.test.ts', '@/features/content/ui/Picture')).toEqual([
      expect.stringContaining('The schema is the bottom layer'),
    ])
    expect(await layerErrors('src/cms/collections/Example.ts', '@/api/inputs')).toEqual([
      expect.stringContaining('The schema is the bottom layer'),
    ])
    expect(await layerErrors('src/cms/collections/Example.ts', '@/cms/rules/validation')).toEqual([])
  })

  it('lets only the composition root wire a feature into the schema', async () => {
    expect(await layerErrors('src/cms/payload.config.ts', '@/features/search/server/indexer')).toEqual([])
    expect(await layerErrors('src/cms/hooks/example.ts', '@/features/search/server/indexer')).toEqual([
      expect.stringContaining('The schema is the bottom layer'),
    ])
  })

  it('keeps lib and i18n on the ground floor', async () => {
    expect(await layerErrors('src/lib/http/example.ts', '@/cms/client')).toEqual([expect.stringContaining('ground floor')])
    expect(await layerErrors('src/i18n/example.ts', '@/api/paths')).toEqual([expect.stringContaining('ground floor')])
    expect(await layerErrors('src/lib/http/example.ts', '@/i18n/locales')).toEqual([])
  })

  it('keeps domain code pure and server code free of components', async () => {
    expect(await layerErrors('src/features/programme/domain/example.ts', '@/features/programme/server/programme')).toEqual([
      expect.stringContaining('Domain code is pure'),
    ])
    expect(await layerErrors('src/features/programme/domain/example.ts', '@/cms/client')).toEqual([
      expect.stringContaining('Domain code is pure'),
    ])
    expect(await layerErrors('src/features/webshop/server/example.ts', '@/features/webshop/ui/CartView')).toEqual([
      expect.stringContaining('Server code imports no component'),
    ])
    expect(await layerErrors('src/features/webshop/ui/example.tsx', '@/features/webshop/server/cart')).toEqual([])
  })

  it('keeps routes on top: a feature imports no route, except an integration test calling the route it tests', async () => {
    expect(await layerErrors('src/features/search/server/example.ts', '@/app/api/search/route')).toEqual([
      expect.stringContaining('Features are below the routes'),
    ])
    expect(await layerErrors('src/features/search/server/example.int.test.ts', '@/app/api/search/route')).toEqual([])
    expect(await layerErrors('src/api/example.ts', '@/features/search/ui/SearchField')).toEqual([expect.stringContaining('no component')])
  })

  it('orders the features: none imports one of its own tier or above, so no two import each other', async () => {
    expect(await layerErrors('src/features/booking/server/example.ts', '@/features/shell/server/chrome')).toEqual([
      expect.stringContaining('booking is on tier 2'),
    ])
    expect(await layerErrors('src/features/content/ui/example.tsx', '@/features/booking/ui/TicketCard')).toEqual([
      expect.stringContaining('content is on tier 2'),
    ])
    expect(await layerErrors('src/features/shell/ui/example.tsx', '@/features/booking/ui/openWidget')).toEqual([])
  })

  it('keeps zod out of code the browser may import; the calls and other server code keep it (decision 044)', async () => {
    const zodErrors = async (filePath: string, line: string) => {
      const [result] = await eslint.lintText(`${line}\n\nexport const y = z\n`, { filePath })
      return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').length
    }
    expect(await zodErrors('src/features/booking/domain/example.ts', "import { z } from 'zod'")).toBe(1)
    expect(await zodErrors('src/features/webshop/ui/example.tsx', "import * as z from 'zod/mini'")).toBe(1)
    expect(await zodErrors('src/lib/browser/example.ts', "import { z } from 'zod'")).toBe(1)
    expect(await zodErrors('src/features/webshop/ui/example.tsx', "import type { z } from 'zod'")).toBe(0)
    expect(await zodErrors('src/features/booking/server/example.ts', "import { z } from 'zod'")).toBe(0)
    expect(await zodErrors('src/api/example.ts', "import { z } from 'zod'")).toBe(0)
  })
})
