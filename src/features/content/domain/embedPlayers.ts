/**
 * SPEC §5 players: the https address an audio, viewer or social module loads in its iframe, built
 * from the editor's embed value (bare URL or platform snippet, read by `embedUrl`). The address is
 * rebuilt from the parts that name the content (type, id, user) on the service's own player host,
 * so a snippet's extra parameters, ports, fragments or a look-alike host never reach the page.
 * Null means the value is no embed of that kind; the module then renders nothing.
 *
 * Which hosts count as which service (and which only in legacy modules) is decided in `embeds.ts`.
 */

import {
  type AudioProvider,
  audioProvider,
  type EmbedValue,
  embedUrl,
  hostMatches,
  type SocialProvider,
  socialProvider,
  type ViewerProvider,
  viewerProvider,
} from '@/cms/rules/embeds'

type Player = (url: URL) => string | null

/** The usual iframe height in px of each service's player, so the consent placeholder does not jump when the player loads. */
export const EMBED_HEIGHTS: Readonly<Record<AudioProvider | ViewerProvider | SocialProvider, number>> = {
  spotify: 352,
  soundcloud: 166,
  podigee: 180,
  idagio: 300,
  issuu: 500,
  yumpu: 500,
  indesign: 500,
  instagram: 560,
  twitter: 420,
  facebook: 500,
  tiktok: 740,
}

/** `url` on https with its path and query, without port or fragment: for addresses a service hands out whole. */
function httpsAddress(url: URL): string {
  return `https://${url.hostname}${url.pathname}${url.search}`
}

/** The path without a trailing slash (but `/` stays `/`). */
function trimmedPath(url: URL): string {
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
}

// --- audio -------------------------------------------------------------------------------------

/** `/intl-de/` is Spotify's localised page prefix; `embed-podcast/` its old podcast player, still in old modules. */
const SPOTIFY_PATH =
  /^\/(?:intl-[a-z]{2}(?:-[a-z]{2})?\/)?(?:embed(?:-podcast)?\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]{22})\/?$/
const SOUNDCLOUD_PAGE_HOSTS: ReadonlySet<string> = new Set(['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'])
/** A track or set page; a private share link ends in its `s-…` secret token. */
const SOUNDCLOUD_PAGE_PATH = /^\/[A-Za-z0-9_-]+\/(?:sets\/)?[A-Za-z0-9_-]+(?:\/s-[A-Za-z0-9]+)?\/?$/
const PODIGEE_PODCAST_HOST = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.podigee\.io$/
const PODIGEE_EPISODE_PATH = /^\/([A-Za-z0-9_-]+)(?:\/embed)?\/?$/
const IDAGIO_HOSTS: ReadonlySet<string> = new Set(['idagio.com', 'www.idagio.com', 'app.idagio.com'])

/**
 * SoundCloud's player takes the sound as its `url` parameter; only a soundcloud.com address may
 * go there. Colour and autoplay options of a snippet are dropped.
 */
function soundcloudPlayer(url: URL): string | null {
  if (url.hostname === 'w.soundcloud.com') {
    if (!/^\/player\/?$/.test(url.pathname)) return null
    const sound = embedUrl(url.searchParams.get('url'))
    if (!sound || !hostMatches(sound.hostname, 'soundcloud.com') || sound.pathname === '/') return null
    return `https://w.soundcloud.com/player/?url=${encodeURIComponent(httpsAddress(sound))}`
  }
  if (!SOUNDCLOUD_PAGE_HOSTS.has(url.hostname) || !SOUNDCLOUD_PAGE_PATH.test(url.pathname)) return null
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://soundcloud.com${trimmedPath(url)}`)}`
}

/**
 * Podigee serves each podcast on its own subdomain, the episode player at `<episode>/embed`. A
 * player.podigee-cdn.net address is taken as given, except the player script itself, which an
 * iframe would show as text.
 */
function podigeePlayer(url: URL): string | null {
  if (hostMatches(url.hostname, 'player.podigee-cdn.net')) {
    return url.pathname === '/' || url.pathname.endsWith('.js') ? null : httpsAddress(url)
  }
  const podcast = PODIGEE_PODCAST_HOST.exec(url.hostname)?.[1]
  const episode = PODIGEE_EPISODE_PATH.exec(url.pathname)?.[1]
  if (!podcast || podcast === 'www' || !episode || episode === 'embed') return null
  return `https://${podcast}.podigee.io/${episode}/embed?context=external`
}

const AUDIO_PLAYERS: Readonly<Record<AudioProvider, Player>> = {
  spotify: (url) => {
    const match = SPOTIFY_PATH.exec(url.pathname)
    return match ? `https://open.spotify.com/embed/${match[1]}/${match[2]}` : null
  },
  soundcloud: soundcloudPlayer,
  podigee: podigeePlayer,
  idagio: (url) => (IDAGIO_HOSTS.has(url.hostname) && url.pathname !== '/' ? httpsAddress(url) : null),
}

/**
 * The player address for a Spotify item (track, album, playlist, episode, show, artist), a
 * SoundCloud track or set, a Podigee episode, or, in legacy modules, an idagio page. Null for
 * any other value, and for a page of the service that names no item.
 */
export function audioEmbedSrc(value: EmbedValue, opts: { legacy?: boolean } = {}): string | null {
  const url = embedUrl(value)
  const provider = audioProvider(value, opts)
  return url && provider ? AUDIO_PLAYERS[provider](url) : null
}

// --- viewer ------------------------------------------------------------------------------------

const ISSUU_NAME = /^[A-Za-z0-9_.-]+$/
const ISSUU_PAGE_HOSTS: ReadonlySet<string> = new Set(['issuu.com', 'www.issuu.com'])
const ISSUU_DOC_PATH = /^\/([A-Za-z0-9_.-]+)\/docs\/([A-Za-z0-9_.-]+)\/?$/
/** A document page (numeric id and slug) or the embed player (its own id); the language segment is optional. */
const YUMPU_PATH = /^\/(?:[a-z]{2}\/)?(?:document\/view\/([A-Za-z0-9]+)(?:\/[^/]+)?|embed\/view\/([A-Za-z0-9]+))\/?$/
const INDESIGN_PATH = /^\/(?:view|embed)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i

/** issuu's player needs the document (`d`) and its publisher (`u`); nothing else of a snippet is kept. */
function issuuPlayer(url: URL): string | null {
  let doc: string | null | undefined
  let user: string | null | undefined
  if (url.hostname === 'e.issuu.com') {
    if (url.pathname !== '/embed.html') return null
    doc = url.searchParams.get('d')
    user = url.searchParams.get('u')
  } else if (ISSUU_PAGE_HOSTS.has(url.hostname)) {
    const match = ISSUU_DOC_PATH.exec(url.pathname)
    user = match?.[1]
    doc = match?.[2]
  }
  if (!doc || !user || !ISSUU_NAME.test(doc) || !ISSUU_NAME.test(user)) return null
  return `https://e.issuu.com/embed.html?d=${doc}&u=${user}`
}

const VIEWER_PLAYERS: Readonly<Record<ViewerProvider, Player>> = {
  issuu: issuuPlayer,
  yumpu: (url) => {
    const match = YUMPU_PATH.exec(url.pathname)
    const id = match?.[1] ?? match?.[2]
    return id ? `https://www.yumpu.com/en/embed/view/${id}` : null
  },
  indesign: (url) => {
    const id = INDESIGN_PATH.exec(url.pathname)?.[1]
    return id ? `https://indd.adobe.com/embed/${id}` : null
  },
}

/**
 * The viewer address for an issuu document, or, in legacy modules, a Yumpu document or an
 * InDesign publication. Null for any other value, and for a page that names no document.
 */
export function viewerEmbedSrc(value: EmbedValue, opts: { legacy?: boolean } = {}): string | null {
  const url = embedUrl(value)
  const provider = viewerProvider(value, opts)
  return url && provider ? VIEWER_PLAYERS[provider](url) : null
}

// --- social ------------------------------------------------------------------------------------

/** A post, reel or IGTV video, also with the author before it or already as `/embed`; `reels/` is the share-sheet spelling of `reel/`. */
const INSTAGRAM_PATH = /^\/(?:[A-Za-z0-9._]+\/)?(p|reels?|tv)\/([A-Za-z0-9_-]+)(?:\/embed(?:\/captioned)?)?\/?$/
/** A status, also under `/i/web/` or the old `/statuses/`, with any `/photo/1` after it. */
const TWITTER_STATUS_PATH = /^\/(?:[A-Za-z0-9_]+|i\/web)\/status(?:es)?\/(\d+)(?:\/.*)?$/
const NUMERIC_ID = /^\d+$/
const FACEBOOK_POST_PATH = /^\/[A-Za-z0-9._-]+\/(?:posts\/(?:\d+|pfbid[A-Za-z0-9]+)|videos\/(?:[^/]+\/)?\d+)\/?$/
const FACEBOOK_STORY_ID = /^(?:\d+|pfbid[A-Za-z0-9]+)$/
const FACEBOOK_PLUGIN_PATH = /^\/plugins\/(?:post|video)\.php$/
const TIKTOK_PATH = /^\/(?:@[A-Za-z0-9._]+\/video|embed(?:\/v2)?)\/(\d+)\/?$/

/**
 * The canonical address of a Facebook post or video: tracking parameters dropped, the host
 * www.facebook.com, and of a permalink or watch page only the ids that name the post.
 */
function facebookPost(url: URL): string | null {
  const path = url.pathname
  if (FACEBOOK_POST_PATH.test(path)) return `https://www.facebook.com${trimmedPath(url)}`
  if (path === '/permalink.php' || path === '/story.php') {
    const story = url.searchParams.get('story_fbid')
    const page = url.searchParams.get('id')
    return story && page && FACEBOOK_STORY_ID.test(story) && NUMERIC_ID.test(page)
      ? `https://www.facebook.com/permalink.php?story_fbid=${story}&id=${page}`
      : null
  }
  if (path === '/watch' || path === '/watch/' || path === '/video.php') {
    const video = url.searchParams.get('v')
    return video && NUMERIC_ID.test(video) ? `https://www.facebook.com/watch/?v=${video}` : null
  }
  return null
}

/** Facebook's embed plugin names the post in `href`; a plugin snippet is read back to that post and checked like a pasted one. */
function facebookPlayer(url: URL): string | null {
  let post: URL | null = url
  if (FACEBOOK_PLUGIN_PATH.test(url.pathname)) {
    post = embedUrl(url.searchParams.get('href'))
    if (!post || !hostMatches(post.hostname, 'facebook.com')) return null
  }
  const href = facebookPost(post)
  return href ? `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(href)}` : null
}

const SOCIAL_PLAYERS: Readonly<Record<SocialProvider, Player>> = {
  instagram: (url) => {
    const match = INSTAGRAM_PATH.exec(url.pathname)
    const kind = match?.[1] === 'reels' ? 'reel' : match?.[1]
    return match && kind ? `https://www.instagram.com/${kind}/${match[2]}/embed` : null
  },
  twitter: (url) => {
    const id = url.pathname === '/embed/Tweet.html' ? url.searchParams.get('id') : TWITTER_STATUS_PATH.exec(url.pathname)?.[1]
    return id && NUMERIC_ID.test(id) ? `https://platform.twitter.com/embed/Tweet.html?id=${id}` : null
  },
  facebook: facebookPlayer,
  tiktok: (url) => {
    const id = TIKTOK_PATH.exec(url.pathname)?.[1]
    return id ? `https://www.tiktok.com/embed/v2/${id}` : null
  },
}

/**
 * The embed player address for one Instagram post or reel, X (Twitter) status, Facebook post or
 * video, or TikTok video, from its link or the network's embed snippet. The networks' own embed
 * scripts are never loaded; the iframe shows the post. Null for profiles, feeds and other pages.
 */
export function socialEmbedSrc(value: EmbedValue): string | null {
  const url = embedUrl(value)
  const provider = socialProvider(value)
  return url && provider ? SOCIAL_PLAYERS[provider](url) : null
}
