import { keysOf } from '@/lib/types/guards'

/**
 * SPEC §5 embed rules: which hosts each module may embed. An embed value is either a bare URL or
 * the HTML snippet a platform hands out (an iframe, or a social blockquote); `embedUrl` takes the
 * one URL that identifies the embed from it. A host matches a listed domain exactly or as a
 * subdomain of it, so `youtube.com.evil.example` and `notyoutube.com` never pass.
 *
 * Components build their player from `embedUrl` / `videoEmbedSrc`, never from the raw snippet.
 */

export type EmbedValue = string | null | undefined

type Hosts<P extends string> = Readonly<Record<P, readonly string[]>>

export type VideoProvider = 'youtube' | 'vimeo'
export type AudioProvider = 'spotify' | 'soundcloud' | 'podigee' | 'idagio'
export type ViewerProvider = 'issuu' | 'yumpu' | 'indesign'
export type SocialProvider = 'instagram' | 'twitter' | 'facebook' | 'tiktok'

export const VIDEO_HOSTS = {
  youtube: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'],
  vimeo: ['vimeo.com'],
} as const satisfies Hosts<VideoProvider>

/** Spotify, SoundCloud, Podigee; idagio only in legacy modules (`LEGACY_AUDIO_PROVIDERS`). */
export const AUDIO_HOSTS = {
  spotify: ['open.spotify.com'],
  soundcloud: ['soundcloud.com'],
  podigee: ['podigee.io', 'player.podigee-cdn.net'],
  idagio: ['idagio.com'],
} as const satisfies Hosts<AudioProvider>
export const LEGACY_AUDIO_PROVIDERS: ReadonlySet<AudioProvider> = new Set(['idagio'])

/** issuu; yumpu and InDesign only in legacy modules (`LEGACY_VIEWER_PROVIDERS`). */
export const VIEWER_HOSTS = {
  issuu: ['issuu.com'],
  yumpu: ['yumpu.com'],
  indesign: ['indd.adobe.com'],
} as const satisfies Hosts<ViewerProvider>
export const LEGACY_VIEWER_PROVIDERS: ReadonlySet<ViewerProvider> = new Set(['yumpu', 'indesign'])

export const SOCIAL_HOSTS = {
  instagram: ['instagram.com'],
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com'],
  tiktok: ['tiktok.com'],
} as const satisfies Hosts<SocialProvider>

type Tag = { name: string; attributes: ReadonlyMap<string, string> }

const TAG_START = /<([a-z][a-z0-9-]*)/gi
const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?|\s*\/?\s*>/y
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, body: string) => {
    if (!body.startsWith('#')) return ENTITIES[body.toLowerCase()] ?? entity
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/**
 * The start tags of an HTML snippet with their attributes, in document order. Scanning resumes
 * after each tag, so markup inside a quoted value (`title="<iframe …>"`) or a comment is no tag.
 * Names are lower-cased, values entity-decoded. Enough for platform embed codes; not a general
 * HTML parser.
 */
function startTags(snippet: string): Tag[] {
  const html = snippet.replace(/<!--[\s\S]*?(?:-->|$)/g, '')
  const tagStart = new RegExp(TAG_START.source, TAG_START.flags)
  const attribute = new RegExp(ATTRIBUTE.source, ATTRIBUTE.flags)
  const tags: Tag[] = []
  for (let tag = tagStart.exec(html); tag; tag = tagStart.exec(html)) {
    const attributes = new Map<string, string>()
    let end = tagStart.lastIndex
    attribute.lastIndex = end
    for (let match = attribute.exec(html); match; match = attribute.exec(html)) {
      end = attribute.lastIndex
      const name = match[1]?.toLowerCase()
      if (name === undefined) break // the tag's closing `>`
      if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
    }
    tagStart.lastIndex = end
    tags.push({ name: (tag[1] ?? '').toLowerCase(), attributes })
  }
  return tags
}

/** Attributes naming the post a social embed shows: TikTok's and Facebook's `cite`, Instagram's permalink, Facebook's `data-href`. */
const PERMALINK_ATTRIBUTES = ['cite', 'data-instgrm-permalink', 'data-href'] as const

/** An absolute http(s) URL without credentials; a protocol-relative `//host/…` counts as https. */
function httpUrl(candidate: string): URL | null {
  const value = candidate.trim()
  if (value === '') return null
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (url.username || url.password || url.hostname === '') return null
    return url
  } catch {
    return null
  }
}

/**
 * The URL an embed value stands for: the first iframe's `src`; else the post a social blockquote
 * names (`cite`, `data-instgrm-permalink`, `data-href`); else its last link (Twitter/X closes
 * with the status link, after any links in the post text); a value that is not HTML is itself the
 * URL. Only http(s) passes, so `javascript:` and `data:` give null.
 */
export function embedUrl(value: EmbedValue): URL | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (!trimmed.startsWith('<')) return httpUrl(trimmed)
  const tags = startTags(trimmed)
  const src = tags.find((tag) => tag.name === 'iframe')?.attributes.get('src')
  if (src !== undefined) return httpUrl(src)
  for (const tag of tags) {
    const permalink = PERMALINK_ATTRIBUTES.map((name) => tag.attributes.get(name)).find((found) => found !== undefined)
    if (permalink !== undefined) return httpUrl(permalink)
  }
  const last = tags
    .filter((tag) => tag.name === 'a' && tag.attributes.has('href'))
    .at(-1)
    ?.attributes.get('href')
  return last === undefined ? null : httpUrl(last)
}

/** Whether `hostname` is `domain` or one of its subdomains (case-insensitive). */
export function hostMatches(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase()
  return host === domain || host.endsWith(`.${domain}`)
}

function providerOf<P extends string>(url: URL | null, hosts: Hosts<P>): P | null {
  if (!url) return null
  const providers = keysOf(hosts)
  return providers.find((provider) => hosts[provider].some((domain) => hostMatches(url.hostname, domain))) ?? null
}

/** YouTube (also youtu.be and youtube-nocookie.com) or Vimeo; null for any other host. */
export function videoProvider(value: EmbedValue): VideoProvider | null {
  return providerOf(embedUrl(value), VIDEO_HOSTS)
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/
const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/
const VIMEO_PAGE_PATH = /^\/(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/|(?:showcase|album)\/\d+\/video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/i

function youtubeId(url: URL): string | null {
  const candidate = hostMatches(url.hostname, 'youtu.be')
    ? url.pathname.split('/')[1]
    : url.pathname === '/watch'
      ? url.searchParams.get('v')
      : YOUTUBE_PATH.exec(url.pathname)?.[1]
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

/**
 * The privacy-friendly player address for a YouTube or Vimeo URL (watch?v=, youtu.be/, /embed/,
 * /shorts/, /live/; vimeo.com/<id>, channel and showcase pages, player.vimeo.com/video/<id>);
 * an unlisted Vimeo video keeps its `h` hash, without which it does not play. Null when the URL
 * holds no video id.
 */
export function videoEmbedSrc(value: EmbedValue): string | null {
  const url = embedUrl(value)
  const provider = providerOf(url, VIDEO_HOSTS)
  if (!url || !provider) return null
  if (provider === 'youtube') {
    const id = youtubeId(url)
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null
  }
  const player = hostMatches(url.hostname, 'player.vimeo.com')
  const match = player ? VIMEO_PLAYER_PATH.exec(url.pathname) : VIMEO_PAGE_PATH.exec(url.pathname)
  const id = match?.[1]
  if (!id) return null
  const hash = (player ? undefined : match?.[2]) ?? url.searchParams.get('h')
  return hash && /^[0-9a-f]+$/i.test(hash) ? `https://player.vimeo.com/video/${id}?h=${hash}` : `https://player.vimeo.com/video/${id}`
}

/** Spotify, SoundCloud or Podigee; idagio only when `legacy` is set. */
export function audioProvider(value: EmbedValue, opts: { legacy?: boolean } = {}): AudioProvider | null {
  const provider = providerOf(embedUrl(value), AUDIO_HOSTS)
  return provider && LEGACY_AUDIO_PROVIDERS.has(provider) && !opts.legacy ? null : provider
}

/** issuu; yumpu and InDesign only when `legacy` is set. */
export function viewerProvider(value: EmbedValue, opts: { legacy?: boolean } = {}): ViewerProvider | null {
  const provider = providerOf(embedUrl(value), VIEWER_HOSTS)
  return provider && LEGACY_VIEWER_PROVIDERS.has(provider) && !opts.legacy ? null : provider
}

/** Instagram, Twitter/X, Facebook or TikTok. */
export function socialProvider(value: EmbedValue): SocialProvider | null {
  return providerOf(embedUrl(value), SOCIAL_HOSTS)
}

/** Each service's name as visitors know it, for consent notices and iframe titles. */
export const PROVIDER_NAMES: Readonly<Record<VideoProvider | AudioProvider | ViewerProvider | SocialProvider | 'hubspot', string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  podigee: 'Podigee',
  idagio: 'IDAGIO',
  issuu: 'issuu',
  yumpu: 'Yumpu',
  indesign: 'Adobe InDesign',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  hubspot: 'HubSpot',
}
