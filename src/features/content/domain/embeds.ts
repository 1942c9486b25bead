/**
 * SPEC §5 embed rules: which hosts may be embedded by which module. An embed is a URL or an HTML
 * snippet (an iframe, or a social blockquote) from which the first http(s) URL is taken. A host
 * matches a listed domain exactly or as a subdomain of it.
 */
export function embedUrl(value: string | null | undefined): URL | null {
  if (!value) return null
  const trimmed = value.trim()
  const fromAttribute = /\s(?:src|cite|href|data-instgrm-permalink)\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1]
  const candidate = fromAttribute ?? (trimmed.startsWith('<') ? null : trimmed)
  if (!candidate) return null
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function hostIn(url: URL, domains: readonly string[]): boolean {
  const host = url.hostname.toLowerCase()
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
}

function provider<P extends string>(value: string | null | undefined, table: readonly (readonly [P, readonly string[]])[]): P | null {
  const url = embedUrl(value)
  if (!url) return null
  return table.find(([, domains]) => hostIn(url, domains))?.[0] ?? null
}

export type VideoProvider = 'youtube' | 'vimeo'
const VIDEO_HOSTS = [
  ['youtube', ['youtube.com', 'youtube-nocookie.com', 'youtu.be']],
  ['vimeo', ['vimeo.com']],
] as const

export function videoProvider(value: string | null | undefined): VideoProvider | null {
  return provider<VideoProvider>(value, VIDEO_HOSTS)
}

/** The privacy-friendly player address for a YouTube or Vimeo URL; null when no video id is in it. */
export function videoEmbedSrc(value: string | null | undefined): string | null {
  const url = embedUrl(value)
  const kind = videoProvider(value)
  if (!url || !kind) return null
  if (kind === 'youtube') {
    const videoId = url.hostname.endsWith('youtu.be')
      ? url.pathname.slice(1).split('/')[0]
      : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1])
    return videoId && /^[A-Za-z0-9_-]{6,}$/.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null
  }
  const vimeoId = /\/(?:video\/)?(\d{5,})(?:[/?#]|$)/.exec(url.pathname)?.[1]
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null
}

export type AudioProvider = 'spotify' | 'soundcloud' | 'podigee' | 'idagio'
const AUDIO_HOSTS = [
  ['spotify', ['open.spotify.com']],
  ['soundcloud', ['soundcloud.com']],
  ['podigee', ['podigee.io', 'podigee-cdn.net']],
  ['idagio', ['idagio.com']],
] as const

/** Spotify, SoundCloud and Podigee; idagio only for legacy modules. */
export function audioProvider(value: string | null | undefined, opts: { legacy?: boolean } = {}): AudioProvider | null {
  const found = provider<AudioProvider>(value, AUDIO_HOSTS)
  return found === 'idagio' && !opts.legacy ? null : found
}

export type ViewerProvider = 'issuu' | 'yumpu' | 'indesign'
const VIEWER_HOSTS = [
  ['issuu', ['issuu.com']],
  ['yumpu', ['yumpu.com']],
  ['indesign', ['indd.adobe.com']],
] as const

/** issuu; yumpu and InDesign only for legacy modules. */
export function viewerProvider(value: string | null | undefined, opts: { legacy?: boolean } = {}): ViewerProvider | null {
  const found = provider<ViewerProvider>(value, VIEWER_HOSTS)
  return found && found !== 'issuu' && !opts.legacy ? null : found
}

export type SocialProvider = 'instagram' | 'twitter' | 'facebook' | 'tiktok'
const SOCIAL_HOSTS = [
  ['instagram', ['instagram.com']],
  ['twitter', ['twitter.com', 'x.com']],
  ['facebook', ['facebook.com']],
  ['tiktok', ['tiktok.com']],
] as const

export function socialProvider(value: string | null | undefined): SocialProvider | null {
  return provider<SocialProvider>(value, SOCIAL_HOSTS)
}
