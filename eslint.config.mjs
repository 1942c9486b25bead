import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * The layers of DESIGN §3, bottom up: texts and helpers (`i18n`, `lib`), the schema (`cms`), the
 * features (each `domain` below its `server` and `ui`), the request boundary (`api`), the routes
 * (`app`). A file imports only from its own layer or below; ARCHITECTURE.md names each rule.
 */
// A zone's `from` is all globs or all paths, so each layer rule is cut into one zone per kind.
const isGlob = (path) => path.includes('*')
const upward = (target, from, message) =>
  [from.filter(isGlob), from.filter((path) => !isGlob(path))]
    .filter((part) => part.length > 0)
    .map((part) => ({ target, from: part, message }))
/**
 * The features, bottom up: a feature imports only features of lower tiers, so no two import each
 * other and the order reads as a map (ARCHITECTURE.md, "Folders").
 */
const FEATURE_TIERS = [
  ['consent', 'forms', 'ops', 'queue', 'search', 'security', 'settings'],
  ['booking', 'content'],
  ['boxoffice', 'shell'],
  ['programme'],
  ['magazine', 'modules', 'offline'],
  ['editor', 'privacy', 'webshop'],
  ['account', 'pages'],
]
function featureOrder() {
  return FEATURE_TIERS.flatMap((tier, level) =>
    tier.flatMap((feature) => {
      const above = FEATURE_TIERS.slice(level)
        .flat()
        .filter((other) => other !== feature)
      return upward(
        `./src/features/${feature}`,
        above.map((other) => `./src/features/${other}`),
        `A feature imports only features below it (FEATURE_TIERS in eslint.config.mjs): ${feature} is on tier ${level + 1}.`,
      )
    }),
  )
}
const schemaAbove = ['./src/features', './src/api', './src/app', './src/proxy.ts']
const LAYERS = [
  upward(
    ['./src/lib', './src/i18n'],
    ['./src/cms', './src/features', './src/api', './src/app', './src/proxy.ts'],
    'lib and i18n are the ground floor: they import nothing above them.',
  ),
  upward('./src/cms', schemaAbove, 'The schema is the bottom layer (DESIGN §3): it imports no feature, no call and no route.'),
  upward(
    './src/features',
    ['./src/app', './src/proxy.ts'],
    'Features are below the routes: a route imports a feature, never the other way.',
  ),
  upward('./src/api', ['./src/app', './src/features/*/ui/**'], 'The request boundary imports no route and no component.'),
  upward(
    './src/features/*/domain/**',
    [
      './src/features/*/server/**',
      './src/features/*/ui/**',
      './src/features/*/providers/**',
      './src/api/endpoint.ts',
      './src/cms/client.ts',
    ],
    'Domain code is pure: no queries, no components, no request handling.',
  ),
  upward('./src/features/*/server/**', ['./src/features/*/ui/**'], 'Server code imports no component.'),
].flat()
/** The composition root: where the schema wires in what runs on its events (decision 032). */
const COMPOSITION_ROOT = ['src/cms/payload.config.ts', 'src/cms/jobs/cancelOverdueOrders.ts', 'src/cms/jobs/purgePersonalData.ts']
const without = (target, from) =>
  LAYERS.map((zone) => (zone.target === target ? { ...zone, from: zone.from.filter((path) => !from.includes(path)) } : zone)).filter(
    (zone) => zone.from.length > 0,
  )

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'import/no-default-export': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...LAYERS, ...featureOrder()] }] },
  },
  {
    files: COMPOSITION_ROOT,
    rules: { 'import/no-restricted-paths': ['error', { zones: [...without('./src/cms', ['./src/features']), ...featureOrder()] }] },
  },
  {
    // Integration tests call the routes they test (the HTTP contract) and set up what those need,
    // so they may import a route and any feature; the layers below still hold for them.
    files: ['src/features/**/*.int.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: without('./src/features', ['./src/app', './src/proxy.ts']) }] },
  },
  {
    // Code the browser may import checks input with plain functions, not zod (decision 044): the
    // library cost the web shop 30 kB of gzip JavaScript, and 17 kB as Zod Mini.
    files: ['src/features/*/domain/**', 'src/features/*/ui/**', 'src/lib/browser/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)',
              allowTypeImports: true,
              message: 'Code the browser may import checks input with plain functions; the calls keep zod (decision 044).',
            },
          ],
        },
      ],
    },
  },
  {
    // Blocks, ticketing providers and the cache layer allow no ts comments at all (CONVENTIONS §12).
    files: ['src/cms/blocks/**', 'src/features/*/provider*', 'src/features/*/providers/**', 'src/lib/cache/**'],
    rules: { '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true }] },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    'media/**',
    'tmp/**',
    'test-results/**',
    'playwright-report/**',
    'src/payload-types.ts',
    'src/cms/migrations/**',
    'src/app/(payload)/**',
    'next-env.d.ts',
  ]),
])
