import { describe, expect, it } from 'vitest'

import {
  AUDIO_HOSTS,
  audioProvider,
  embedUrl,
  hostMatches,
  SOCIAL_HOSTS,
  socialProvider,
  VIDEO_HOSTS,
  videoEmbedSrc,
  videoProvider,
  VIEWER_HOSTS,
  viewerProvider,
} from './embeds'

/** Values no embed rule may accept, whatever the host list. */
const NEVER = [
  'javascript:alert(1)',
  'JAVASCRIPT://open.spotify.com/%0aalert(1)',
  'data:text/html,<iframe src="https://open.spotify.com/embed/x">',
  'ftp://open.spotify.com/x',
  'file:///etc/passwd',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD4="></iframe>',
  '',
  '   ',
  null,
  undefined,
]

describe('embedUrl', () => {
  it('takes a bare http(s) URL, trimmed', () => {
    expect(embedUrl(' https://open.spotify.com/embed/x ')?.href).toBe('https://open.spotify.com/embed/x')
    expect(embedUrl('http://vimeo.com/76979871')?.hostname).toBe('vimeo.com')
  })
  it('reads a protocol-relative address as https', () => {
    expect(embedUrl('<iframe src="//player.vimeo.com/video/76979871"></iframe>')?.href).toBe('https://player.vimeo.com/video/76979871')
  })
  it('takes the src of an iframe snippet, decoding entities', () => {
    const snippet =
      '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&amp;color=%23ff5500&amp;auto_play=false"></iframe>'
    const url = embedUrl(snippet)
    expect(url?.hostname).toBe('w.soundcloud.com')
    expect(url?.searchParams.get('color')).toBe('#ff5500')
    expect(url?.searchParams.get('auto_play')).toBe('false')
  })
  it('accepts single quotes and unquoted src', () => {
    expect(embedUrl("<iframe src='https://e.issuu.com/embed.html?d=heft'></iframe>")?.hostname).toBe('e.issuu.com')
    expect(embedUrl('<iframe src=https://e.issuu.com/embed.html?d=heft></iframe>')?.hostname).toBe('e.issuu.com')
  })
  it('takes the first iframe and ignores data-src, srcdoc and script src', () => {
    expect(
      embedUrl(
        '<iframe data-src="https://evil.example/x" srcdoc="<p>" src="https://open.spotify.com/embed/a"></iframe><iframe src="https://evil.example/b"></iframe>',
      )?.hostname,
    ).toBe('open.spotify.com')
    expect(embedUrl('<script async src="https://platform.twitter.com/widgets.js"></script>')).toBeNull()
  })
  it('sees no tags inside attribute values or comments', () => {
    expect(
      embedUrl('<div title="<iframe src=\'https://open.spotify.com/embed/a\'>"></div><iframe src="https://evil.example/b"></iframe>')
        ?.hostname,
    ).toBe('evil.example')
    expect(
      embedUrl('<!-- <iframe src="https://open.spotify.com/embed/a"> --><iframe src="https://evil.example/b"></iframe>')?.hostname,
    ).toBe('evil.example')
    expect(embedUrl('<!-- <iframe src="https://open.spotify.com/embed/a"></iframe>')).toBeNull()
  })
  it('takes the permalink of an Instagram blockquote', () => {
    const snippet =
      '<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/C0festival/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"><div><a href="https://www.instagram.com/p/C0festival/?utm_source=ig_embed" target="_blank">Ansehen</a></div></blockquote> <script async src="//www.instagram.com/embed.js"></script>'
    expect(embedUrl(snippet)?.pathname).toBe('/p/C0festival/')
  })
  it('takes the cite of a TikTok blockquote', () => {
    const snippet =
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@festival/video/7300000000000000000" data-video-id="7300000000000000000"><section><a target="_blank" title="@festival" href="https://www.tiktok.com/@festival?refer=embed">@festival</a></section></blockquote> <script async src="https://www.tiktok.com/embed.js"></script>'
    expect(embedUrl(snippet)?.pathname).toBe('/@festival/video/7300000000000000000')
  })
  it('takes the data-href of a Facebook post', () => {
    expect(embedUrl('<div class="fb-post" data-href="https://www.facebook.com/festival/posts/1" data-width="500"></div>')?.hostname).toBe(
      'www.facebook.com',
    )
  })
  it('takes the status link of a Twitter/X blockquote, not the links in the post text', () => {
    const snippet =
      '<blockquote class="twitter-tweet"><p lang="de" dir="ltr">Heute Premiere! <a href="https://t.co/AbC123">https://t.co/AbC123</a></p>&mdash; Festival (@festival) <a href="https://twitter.com/festival/status/1728000000000000000?ref_src=twsrc%5Etfw">22. November 2026</a></blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>'
    expect(embedUrl(snippet)?.pathname).toBe('/festival/status/1728000000000000000')
  })
  it('refuses credentials in the URL', () => {
    expect(embedUrl('https://user:pass@open.spotify.com/embed/x')).toBeNull()
  })
  it.each([...NEVER, 'ftp://example.org', 'not a url', 'open.spotify.com/embed/x', '<p>no link</p>', '<iframe></iframe>', 'https://'])(
    'rejects %s',
    (value) => {
      expect(embedUrl(value)).toBeNull()
    },
  )
})

describe('hostMatches', () => {
  it('matches the domain and its subdomains, case-insensitively', () => {
    expect(hostMatches('youtube.com', 'youtube.com')).toBe(true)
    expect(hostMatches('WWW.YouTube.com', 'youtube.com')).toBe(true)
    expect(hostMatches('a.b.youtube.com', 'youtube.com')).toBe(true)
  })
  it('refuses look-alikes', () => {
    expect(hostMatches('notyoutube.com', 'youtube.com')).toBe(false)
    expect(hostMatches('youtube.com.evil.example', 'youtube.com')).toBe(false)
    expect(hostMatches('youtube.co', 'youtube.com')).toBe(false)
    expect(hostMatches('com', 'youtube.com')).toBe(false)
  })
})

describe('video: YouTube and Vimeo', () => {
  it('lists the hosts', () => {
    expect(VIDEO_HOSTS).toEqual({ youtube: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'], vimeo: ['vimeo.com'] })
  })
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ', 'youtube'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube'],
    ['https://youtu.be/aqz-KE-bpKQ', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'youtube'],
    ['<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" allowfullscreen></iframe>', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" frameborder="0"></iframe>', 'vimeo'],
  ])('accepts %s', (url, provider) => {
    expect(videoProvider(url)).toBe(provider)
  })
  it.each([
    ...NEVER,
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.co/watch?v=aqz-KE-bpKQ',
    'https://youtu.be.evil.example/aqz-KE-bpKQ',
    'https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com@evil.example/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com.evil.example/76979871',
    'https://notvimeo.com/76979871',
    'https://dailymotion.com/video/x',
    '<iframe src="https://evil.example/embed/aqz-KE-bpKQ"></iframe>',
  ])('rejects %s', (url) => {
    expect(videoProvider(url)).toBeNull()
  })
})

describe('videoEmbedSrc', () => {
  const youtube = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', youtube],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s&list=PL1', youtube],
    ['https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ', youtube],
    ['https://youtu.be/aqz-KE-bpKQ', youtube],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc&t=3', youtube],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ?rel=0', youtube],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', youtube],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', youtube],
    ['https://www.youtube.com/live/aqz-KE-bpKQ?feature=share', youtube],
    ['<iframe width="560" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=x&amp;start=5"></iframe>', youtube],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/groups/theatre/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/showcase/1234567/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
  ])('%s plays as %s', (url, src) => {
    expect(videoEmbedSrc(url)).toBe(src)
  })
  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/@festival',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ-too-long',
    'https://www.youtube.com/watch?v=aqz<KE>bpKQ',
    'https://youtu.be/',
    'https://www.youtube.com/playlist?list=PL1',
    'https://vimeo.com/',
    'https://vimeo.com/festival',
    'https://vimeo.com/showcase/1234567',
    'https://player.vimeo.com/video/abc',
    'https://dailymotion.com/video/x8abc',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)',
    null,
  ])('%s has no video id', (url) => {
    expect(videoEmbedSrc(url)).toBeNull()
  })
})

describe('audio: Spotify, SoundCloud, Podigee; legacy idagio', () => {
  it('lists the hosts', () => {
    expect(AUDIO_HOSTS).toEqual({
      spotify: ['open.spotify.com'],
      soundcloud: ['soundcloud.com'],
      podigee: ['podigee.io', 'player.podigee-cdn.net'],
      idagio: ['idagio.com'],
    })
  })
  it.each([
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO', 'spotify'],
    ['https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk', 'spotify'],
    [
      '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator" width="100%" height="152" allow="encrypted-media"></iframe>',
      'spotify',
    ],
    ['https://soundcloud.com/artist/track', 'soundcloud'],
    ['https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293', 'soundcloud'],
    ['https://podigee.io/episodes/1', 'podigee'],
    ['https://festival.podigee.io/1-folge/embed?context=external', 'podigee'],
    ['<iframe src="https://x.podigee.io/3-gespraech/embed?context=external&amp;theme=default"></iframe>', 'podigee'],
    ['https://player.podigee-cdn.net/podcast-player/javascripts/podigee-podcast-player.js', 'podigee'],
  ])('accepts %s', (value, provider) => {
    expect(audioProvider(value)).toBe(provider)
    expect(audioProvider(value, { legacy: true })).toBe(provider)
  })
  it.each([
    'https://idagio.com/albums/x',
    'https://app.idagio.com/albums/x',
    '<iframe src="https://app.idagio.com/embed/recordings/1"></iframe>',
  ])('accepts idagio %s only for legacy modules', (value) => {
    expect(audioProvider(value)).toBeNull()
    expect(audioProvider(value, { legacy: false })).toBeNull()
    expect(audioProvider(value, { legacy: true })).toBe('idagio')
  })
  it.each([
    ...NEVER,
    'https://spotify.com/embed/track/x',
    'https://www.spotify.com/de/premium',
    'https://open.spotify.com.evil.example/embed/x',
    'https://notopen.spotify.com.example/x',
    'https://soundcloud.com.evil.example/x',
    'https://fakesoundcloud.com/x',
    'https://podigee.io.example.org/x',
    'https://notpodigee.io/x',
    'https://podigee-cdn.net/x',
    'https://cdn.podigee-cdn.net/x',
    'https://idagio.com.evil.example/x',
    'https://bandcamp.com/x',
    '<iframe src="https://bandcamp.com/EmbeddedPlayer/album=1"></iframe>',
  ])('rejects %s, legacy or not', (value) => {
    expect(audioProvider(value)).toBeNull()
    expect(audioProvider(value, { legacy: true })).toBeNull()
  })
})

describe('viewer: issuu; legacy yumpu and InDesign', () => {
  it('lists the hosts', () => {
    expect(VIEWER_HOSTS).toEqual({ issuu: ['issuu.com'], yumpu: ['yumpu.com'], indesign: ['indd.adobe.com'] })
  })
  it.each([
    'https://issuu.com/festival/docs/programmheft',
    'https://e.issuu.com/embed.html?d=programmheft&u=festival',
    '<iframe allow="clipboard-write" allowfullscreen src="https://e.issuu.com/embed.html?d=programmheft&amp;u=festival"></iframe>',
  ])('accepts issuu %s always', (value) => {
    expect(viewerProvider(value)).toBe('issuu')
    expect(viewerProvider(value, { legacy: true })).toBe('issuu')
  })
  it.each([
    ['https://www.yumpu.com/de/embed/view/abc', 'yumpu'],
    ['https://yumpu.com/de/document/view/1/heft', 'yumpu'],
    ['https://indd.adobe.com/embed/0a1b2c3d', 'indesign'],
    ['<iframe src="https://indd.adobe.com/embed/0a1b2c3d?startpage=1" width="100%"></iframe>', 'indesign'],
  ])('accepts %s only for legacy modules', (value, provider) => {
    expect(viewerProvider(value)).toBeNull()
    expect(viewerProvider(value, { legacy: true })).toBe(provider)
  })
  it.each([
    ...NEVER,
    'https://issuu.com.example/x',
    'https://myissuu.com/x',
    'https://yumpu.com.evil.example/x',
    'https://adobe.com/embed/x',
    'https://www.adobe.com/indd/x',
    'https://indd.adobe.com.evil.example/x',
    'https://calameo.com/read/x',
  ])('rejects %s, legacy or not', (value) => {
    expect(viewerProvider(value)).toBeNull()
    expect(viewerProvider(value, { legacy: true })).toBeNull()
  })
})

describe('social: Instagram, Twitter/X, Facebook, TikTok', () => {
  it('lists the hosts', () => {
    expect(SOCIAL_HOSTS).toEqual({
      instagram: ['instagram.com'],
      twitter: ['twitter.com', 'x.com'],
      facebook: ['facebook.com'],
      tiktok: ['tiktok.com'],
    })
  })
  it.each([
    ['https://www.instagram.com/p/C0festival/', 'instagram'],
    ['https://instagram.com/reel/C0festival/', 'instagram'],
    ['https://twitter.com/festival/status/1', 'twitter'],
    ['https://mobile.twitter.com/festival/status/1', 'twitter'],
    ['https://x.com/festival/status/1', 'twitter'],
    ['https://www.facebook.com/festival/posts/1', 'facebook'],
    [
      '<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ffestival%2Fposts%2F1&amp;width=500"></iframe>',
      'facebook',
    ],
    ['https://www.tiktok.com/@festival/video/7300000000000000000', 'tiktok'],
    ['<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@festival/video/1"><section></section></blockquote>', 'tiktok'],
    [
      '<blockquote class="twitter-tweet"><p>Hallo <a href="https://t.co/x">t.co/x</a></p><a href="https://x.com/festival/status/1">22.11.2026</a></blockquote>',
      'twitter',
    ],
  ])('accepts %s', (value, provider) => {
    expect(socialProvider(value)).toBe(provider)
  })
  it.each([
    ...NEVER,
    'https://instagram.com.evil.example/p/x',
    'https://notinstagram.com/p/x',
    'https://twitter.com.evil.example/a/status/1',
    'https://xx.com/a',
    'https://x.co/a',
    'https://facebook.com.evil.example/x',
    'https://fakefacebook.com/x',
    'https://tiktok.com.evil.example/@a/video/1',
    'https://mastodon.social/@festival',
    'https://t.co/AbC123',
    '<blockquote class="twitter-tweet"><p>Nur <a href="https://t.co/x">ein Link</a></p></blockquote>',
    '<blockquote class="instagram-media" data-instgrm-permalink="https://evil.example/p/x"><a href="https://www.instagram.com/p/x/">x</a></blockquote>',
  ])('rejects %s', (value) => {
    expect(socialProvider(value)).toBeNull()
  })
})
