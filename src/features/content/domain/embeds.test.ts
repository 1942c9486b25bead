import { describe, expect, it } from 'vitest'

import { audioProvider, embedUrl, socialProvider, videoEmbedSrc, videoProvider, viewerProvider } from './embeds'

describe('embedUrl', () => {
  it('takes a bare http(s) URL', () => {
    expect(embedUrl(' https://open.spotify.com/embed/x ')?.hostname).toBe('open.spotify.com')
  })
  it('takes the src of an iframe snippet', () => {
    expect(embedUrl('<iframe width="100%" src="https://w.soundcloud.com/player/?url=x"></iframe>')?.hostname).toBe('w.soundcloud.com')
  })
  it('takes the permalink of a social blockquote', () => {
    expect(embedUrl('<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/abc/">')?.hostname).toBe('www.instagram.com')
  })
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org', 'not a url', '<p>no link</p>', '', null])('rejects %s', (value) => {
    expect(embedUrl(value)).toBeNull()
  })
})

describe('video (YouTube, Vimeo)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube'],
    ['https://youtu.be/aqz-KE-bpKQ', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
  ])('accepts %s', (url, kind) => {
    expect(videoProvider(url)).toBe(kind)
  })
  it.each(['https://youtube.com.evil.example/watch?v=x', 'https://notyoutube.com/watch?v=x', 'https://dailymotion.com/video/x', 'javascript:alert(1)'])('rejects %s', (url) => {
    expect(videoProvider(url)).toBeNull()
  })
  it('gives the privacy-friendly player address', () => {
    expect(videoEmbedSrc('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
    expect(videoEmbedSrc('https://youtu.be/aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
    expect(videoEmbedSrc('https://www.youtube.com/shorts/aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
    expect(videoEmbedSrc('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871')
    expect(videoEmbedSrc('https://www.youtube.com/channel/abc')).toBeNull()
  })
})

describe('audio (Spotify, SoundCloud, Podigee; legacy idagio)', () => {
  it.each([
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO', 'spotify'],
    ['https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293', 'soundcloud'],
    ['https://soundcloud.com/artist/track', 'soundcloud'],
    ['https://festival.podigee.io/1-folge/embed', 'podigee'],
    ['https://player.podigee-cdn.net/podcast-player/x', 'podigee'],
  ])('accepts %s', (url, kind) => {
    expect(audioProvider(url)).toBe(kind)
  })
  it('accepts idagio only for legacy modules', () => {
    expect(audioProvider('https://app.idagio.com/albums/x')).toBeNull()
    expect(audioProvider('https://app.idagio.com/albums/x', { legacy: true })).toBe('idagio')
  })
  it.each(['https://spotify.com.evil.example/x', 'https://www.spotify.com/de/premium', 'https://bandcamp.com/x', 'https://podigee.io.example.org/x'])('rejects %s', (url) => {
    expect(audioProvider(url, { legacy: true })).toBeNull()
  })
})

describe('viewer (issuu; legacy yumpu, InDesign)', () => {
  it('accepts issuu always and the legacy hosts only for legacy modules', () => {
    expect(viewerProvider('https://e.issuu.com/embed.html?d=heft')).toBe('issuu')
    expect(viewerProvider('https://www.yumpu.com/de/embed/view/x')).toBeNull()
    expect(viewerProvider('https://www.yumpu.com/de/embed/view/x', { legacy: true })).toBe('yumpu')
    expect(viewerProvider('https://indd.adobe.com/embed/x', { legacy: true })).toBe('indesign')
  })
  it.each(['https://issuu.com.example/x', 'https://calameo.com/read/x'])('rejects %s', (url) => {
    expect(viewerProvider(url, { legacy: true })).toBeNull()
  })
})

describe('social (Instagram, Twitter/X, Facebook, TikTok)', () => {
  it.each([
    ['https://www.instagram.com/p/C0festival/', 'instagram'],
    ['https://twitter.com/festival/status/1', 'twitter'],
    ['https://x.com/festival/status/1', 'twitter'],
    ['https://www.facebook.com/festival/posts/1', 'facebook'],
    ['https://www.tiktok.com/@festival/video/1', 'tiktok'],
  ])('accepts %s', (url, kind) => {
    expect(socialProvider(url)).toBe(kind)
  })
  it.each(['https://instagram.com.evil.example/p/x', 'https://mastodon.social/@festival', 'https://xx.com/a'])('rejects %s', (url) => {
    expect(socialProvider(url)).toBeNull()
  })
})
