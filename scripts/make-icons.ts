/**
 * The installed site's icons (issue 27), drawn from the festival's mark (`src/app/icon.svg`, the
 * browser tab's icon) in the sizes browsers ask for: 192 and 512 pixels for the web app manifest,
 * a maskable 512 whose mark keeps to the safe zone (the inner 80 %), and Apple's 180-pixel touch
 * icon. Run after the mark changes (`npx tsx scripts/make-icons.ts`); the PNGs are committed in
 * `public/pwa/`, so a build never depends on the fonts of the machine that builds it.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const mark = fs.readFileSync(path.join(root, 'src/app/icon.svg'), 'utf8')
const out = path.join(root, 'public/pwa')
const INK = '#15151f'

/** The mark as a square SVG of `size` pixels, without the rounded corners (the platform rounds). */
function square(size: number, inset: number): Buffer {
  // The mark's letters fit its square whatever serif the drawing machine has (textLength).
  const inner = mark
    .replace(/<rect[^>]*\/>/, '')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace('<text ', '<text textLength="26" lengthAdjust="spacingAndGlyphs" ')
  const scale = (size * (1 - 2 * inset)) / 32
  const offset = size * inset
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${INK}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`,
  )
}

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0.1 },
  { file: 'icon-512.png', size: 512, inset: 0.1 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.12 },
]

fs.mkdirSync(out, { recursive: true })
for (const icon of ICONS) {
  await sharp(square(icon.size, icon.inset)).png({ compressionLevel: 9 }).toFile(path.join(out, icon.file))
  console.log(`public/pwa/${icon.file}`)
}
