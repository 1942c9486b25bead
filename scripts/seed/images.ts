import sharp from 'sharp'

/**
 * Demo pictures made on this machine (no network): abstract festival posters, stage photos and
 * portraits drawn as SVG and rendered to PNG by sharp. Deterministic for a given seed number.
 */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PALETTES = [
  ['#1b1f3b', '#e4572e', '#f3a712', '#f7f3e3'],
  ['#0b3954', '#087e8b', '#bfd7ea', '#ff5a5f'],
  ['#2d1e2f', '#7d4e57', '#d66853', '#f2d7ee'],
  ['#14213d', '#fca311', '#e5e5e5', '#6a4c93'],
  ['#1a281f', '#635255', '#ce7b91', '#c0e8f9'],
  ['#22223b', '#4a4e69', '#9a8c98', '#f2e9e4'],
  ['#03071e', '#9d0208', '#e85d04', '#ffba08'],
  ['#001219', '#005f73', '#94d2bd', '#ee9b00'],
] as const

export const PICTURE_KINDS = ['poster', 'stage', 'portrait', 'building', 'logo'] as const
export type PictureKind = (typeof PICTURE_KINDS)[number]

/**
 * A sponsor's logo is small, as logos are: smaller than every image size of the media collection,
 * so the upload keeps only its original (no crops of a logo, and nothing to encode while seeding).
 */
const LOGO_SIZE = { width: 300, height: 120 }
const PICTURE_SIZE = { width: 1600, height: 1000 }

/** The pixel size of a demo picture of this kind. */
export function pictureSize(kind: PictureKind): { width: number; height: number } {
  return kind === 'logo' ? LOGO_SIZE : PICTURE_SIZE
}

/** A demo picture as PNG. */
export async function makePicture(kind: PictureKind, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(kind, seed)))
    .png({ compressionLevel: 6 })
    .toBuffer()
}

/** A demo picture's drawing: the same for the same kind and seed, so it can name its encodings in a cache. */
export function pictureSvg(kind: PictureKind, seed: number): string {
  const { width, height } = pictureSize(kind)
  const r = rng(seed * 7919 + kind.length)
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  const [bg, a, b, c] = palette
  const shapes: string[] = []
  if (kind === 'poster' || kind === 'stage') {
    for (let i = 0; i < 7; i++) {
      const cx = Math.round(r() * width)
      const cy = Math.round(r() * height)
      const rad = Math.round(80 + r() * height * 0.5)
      const colour = [a, b, c][i % 3]
      shapes.push(`<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${colour}" fill-opacity="${(0.35 + r() * 0.5).toFixed(2)}"/>`)
    }
    for (let i = 0; i < 4; i++) {
      const y = Math.round(r() * height)
      shapes.push(
        `<rect x="0" y="${y}" width="${width}" height="${Math.round(6 + r() * 40)}" fill="${c}" fill-opacity="0.5" transform="rotate(${(r() * 30 - 15).toFixed(1)} ${width / 2} ${y})"/>`,
      )
    }
    if (kind === 'stage') {
      shapes.push(
        `<polygon points="${width * 0.2},0 ${width * 0.35},0 ${width * 0.55},${height} ${width * 0.05},${height}" fill="#ffffff" fill-opacity="0.18"/>`,
      )
      shapes.push(`<rect x="0" y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#000000" fill-opacity="0.45"/>`)
    }
  } else if (kind === 'portrait') {
    shapes.push(`<circle cx="${width / 2}" cy="${height * 0.38}" r="${height * 0.17}" fill="${c}"/>`)
    shapes.push(`<ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${height * 0.42}" ry="${height * 0.45}" fill="${a}"/>`)
    shapes.push(
      `<circle cx="${Math.round(r() * width)}" cy="${Math.round(r() * height)}" r="${height * 0.6}" fill="${b}" fill-opacity="0.25"/>`,
    )
  } else if (kind === 'logo') {
    // A round mark and a word-mark of bars, on a transparent ground.
    shapes.push(`<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.38}" fill="${a}"/>`)
    shapes.push(`<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.18}" fill="${c}"/>`)
    for (let line = 0; line < 2; line++) {
      const barWidth = Math.round((width - height * 1.2) * (0.6 + r() * 0.4))
      shapes.push(
        `<rect x="${height * 1.05}" y="${height * (0.28 + line * 0.26)}" width="${barWidth}" height="${height * 0.18}" rx="${height * 0.05}" fill="${line ? b : bg}"/>`,
      )
    }
  } else {
    const floors = 3 + Math.floor(r() * 4)
    const bw = width * (0.5 + r() * 0.3)
    const x0 = (width - bw) / 2
    const top = height * (0.25 + r() * 0.15)
    shapes.push(`<rect x="${x0}" y="${top}" width="${bw}" height="${height - top}" fill="${a}"/>`)
    for (let f = 0; f < floors; f++) {
      for (let w = 0; w < 6; w++) {
        const wx = x0 + bw * (0.06 + w * 0.155)
        const wy = top + (height - top) * (0.08 + f * (0.8 / floors))
        shapes.push(
          `<rect x="${wx}" y="${wy}" width="${bw * 0.1}" height="${((height - top) * 0.5) / floors}" fill="${r() > 0.4 ? b : c}"/>`,
        )
      }
    }
  }
  // A logo stands on a transparent ground; a picture on its palette's gradient.
  const ground =
    kind === 'logo'
      ? ''
      : `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${a}" stop-opacity="0.6"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${bg}"/><rect width="100%" height="100%" fill="url(#g)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
${ground}${shapes.join('')}</svg>`
}
