/**
 * The production server of a build, run after `next build` by `npm run build` and every script
 * that builds: bundles `scripts/serve.ts` and the shared cache handler Next loads at run time
 * (`src/lib/cache/sharedCacheHandler.ts`) with esbuild into `.next/festival-server/`, plain
 * JavaScript that Node runs without a loader. Packages stay imports of node_modules.
 *
 * Why not `tsx scripts/serve.ts`: tsx's module hooks run for every `import()` in the process, and
 * Next imports the cache handler anew for every request: 1.4 ms of CPU per `import()` under tsx
 * against 0.01 ms without it (issue 43's bench; decision 036).
 */
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.next/festival-server')
fs.rmSync(out, { recursive: true, force: true })
await build({
  entryPoints: {
    serve: path.join(root, 'scripts/serve.ts'),
    sharedCacheHandler: path.join(root, 'src/lib/cache/sharedCacheHandler.ts'),
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Packages are loaded from node_modules as they are; only our own files are bundled.
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: 'linked',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
})
console.log(`✓ production server: ${path.relative(root, out)}/serve.mjs`)
