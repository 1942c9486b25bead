import { describe, expect, it } from 'vitest'

import { audioEmbedSrc, EMBED_HEIGHTS, socialEmbedSrc, viewerEmbedSrc } from './embedPlayers'
import { AUDIO_HOSTS, SOCIAL_HOSTS, VIEWER_HOSTS } from '@/cms/rules/embeds'

/** Values no player may be built from, whatever the kind. */
const NEVER = [
  'javascript:alert(1)',
  'JAVASCRIPT://open.spotify.com/%0aalert(1)',
  'data:text/html,<iframe src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC">',
  '<iframe src="javascript:alert(1)"></iframe>',
  'https://user:pass@open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  '',
  '   ',
  null,
  undefined,
]

describe('EMBED_HEIGHTS', () => {
  it('has a height for every audio, viewer and social service', () => {
    const providers = [...Object.keys(AUDIO_HOSTS), ...Object.keys(VIEWER_HOSTS), ...Object.keys(SOCIAL_HOSTS)].sort()
    expect(Object.keys(EMBED_HEIGHTS).sort()).toEqual(providers)
    expect(EMBED_HEIGHTS).toMatchObject({
      spotify: 352,
      soundcloud: 166,
      podigee: 180,
      idagio: 300,
      issuu: 500,
      instagram: 560,
      twitter: 420,
      facebook: 500,
      tiktok: 740,
    })
  })
})

describe('audioEmbedSrc', () => {
  const track = 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'
  const soundcloudTrack = 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Ffestival%2Feroeffnung'
  const soundcloudApi = 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293'
  const podigee = 'https://festival.podigee.io/1-folge/embed?context=external'
  it.each([
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', track],
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc123', track],
    ['http://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC/', track],
    ['https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC', track],
    ['https://open.spotify.com/intl-pt-br/track/4uLU6hMCjMI75M1A2tKUQC', track],
    ['https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator&theme=0', track],
    [
      '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator" width="100%" height="352" frameBorder="0" allowfullscreen="" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>',
      track,
    ],
    ['https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3', 'https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3'],
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO', 'https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO'],
    ['https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk', 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk'],
    [
      'https://open.spotify.com/embed-podcast/episode/4rOoJ6Egrf8K2IrywzwOMk',
      'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    ['https://open.spotify.com/show/7wNAoRcAzNzEf51JhNH3vo', 'https://open.spotify.com/embed/show/7wNAoRcAzNzEf51JhNH3vo'],
    ['https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF', 'https://open.spotify.com/embed/artist/0OdUWJ0sBjDrqHygGUXeCF'],
    ['https://soundcloud.com/festival/eroeffnung', soundcloudTrack],
    ['https://www.soundcloud.com/festival/eroeffnung/?utm_source=clipboard&si=x', soundcloudTrack],
    ['https://m.soundcloud.com/festival/eroeffnung', soundcloudTrack],
    [
      'https://soundcloud.com/festival/sets/saison-2026',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Ffestival%2Fsets%2Fsaison-2026',
    ],
    [
      'https://soundcloud.com/festival/probe/s-AbCdE12',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Ffestival%2Fprobe%2Fs-AbCdE12',
    ],
    ['https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293', soundcloudApi],
    [
      '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&amp;color=%23ff5500&amp;auto_play=true&amp;hide_related=false"></iframe>',
      soundcloudApi,
    ],
    [
      'http://w.soundcloud.com/player?url=http%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293%3Fsecret_token%3Ds-xYz',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293%3Fsecret_token%3Ds-xYz',
    ],
    ['https://festival.podigee.io/1-folge', podigee],
    ['https://festival.podigee.io/1-folge/', podigee],
    ['http://festival.podigee.io/1-folge/embed', podigee],
    ['https://festival.podigee.io/1-folge/embed?context=external&theme=default', podigee],
    [
      '<iframe src="https://festival.podigee.io/1-folge/embed?context=external&amp;theme=default" height="180" frameborder="0"></iframe>',
      podigee,
    ],
    [
      'https://player.podigee-cdn.net/podcast-player/html/iframe.html?configuration=https%3A%2F%2Ffestival.podigee.io%2F1-folge%2Fembed',
      'https://player.podigee-cdn.net/podcast-player/html/iframe.html?configuration=https%3A%2F%2Ffestival.podigee.io%2F1-folge%2Fembed',
    ],
  ])('%s plays as %s', (value, src) => {
    expect(audioEmbedSrc(value)).toBe(src)
    expect(audioEmbedSrc(value, { legacy: true })).toBe(src)
  })
  it.each([
    ['https://app.idagio.com/albums/beethoven-symphonien', 'https://app.idagio.com/albums/beethoven-symphonien'],
    ['http://idagio.com/albums/x?utm=1#top', 'https://idagio.com/albums/x?utm=1'],
    [
      '<iframe src="https://app.idagio.com/embed/recordings/1" width="100%" height="300"></iframe>',
      'https://app.idagio.com/embed/recordings/1',
    ],
  ])('plays idagio %s as %s only in legacy modules', (value, src) => {
    expect(audioEmbedSrc(value)).toBeNull()
    expect(audioEmbedSrc(value, { legacy: false })).toBeNull()
    expect(audioEmbedSrc(value, { legacy: true })).toBe(src)
  })
  it.each([
    ...NEVER,
    'https://open.spotify.com.evil.example/track/4uLU6hMCjMI75M1A2tKUQC',
    'https://spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    'https://open.spotify.com/',
    'https://open.spotify.com/track/',
    'https://open.spotify.com/track/tooShort',
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC/extra',
    'https://open.spotify.com/user/festival',
    'https://open.spotify.com/TRACK/4uLU6hMCjMI75M1A2tKUQC',
    'https://soundcloud.com.evil.example/festival/eroeffnung',
    'https://soundcloud.com/festival',
    'https://soundcloud.com/',
    'https://soundcloud.com/festival/eroeffnung/comments/extra',
    'https://on.soundcloud.com/AbC123',
    'https://w.soundcloud.com/player/',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fevil.example%2Ftracks%2F1',
    'https://w.soundcloud.com/player/?url=javascript%3Aalert(1)',
    'https://w.soundcloud.com/other/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293',
    'https://podigee.io/episodes/1',
    'https://festival.podigee.io/',
    'https://festival.podigee.io/embed',
    'https://festival.podigee.io/feed/mp3',
    'https://www.podigee.io/1-folge',
    'https://a.b.podigee.io/1-folge',
    'https://podigee.io.example.org/1-folge',
    'https://player.podigee-cdn.net/podcast-player/javascripts/podigee-podcast-player.js',
    'https://player.podigee-cdn.net/',
    'https://idagio.com.evil.example/albums/x',
    'https://bandcamp.com/EmbeddedPlayer/album=1',
  ])('%s has no audio player, legacy or not', (value) => {
    expect(audioEmbedSrc(value)).toBeNull()
    expect(audioEmbedSrc(value, { legacy: true })).toBeNull()
  })
  it.each(['https://idagio.com/', 'https://app.idagio.com', 'https://other.idagio.com/albums/x'])('%s has no idagio player', (value) => {
    expect(audioEmbedSrc(value, { legacy: true })).toBeNull()
  })
})

describe('viewerEmbedSrc', () => {
  const issuu = 'https://e.issuu.com/embed.html?d=programmheft_2026&u=festival'
  const yumpu = 'https://www.yumpu.com/en/embed/view/62845012'
  const indesign = 'https://indd.adobe.com/embed/0a1b2c3d-4e5f-6789-abcd-ef0123456789'
  it.each([
    ['https://issuu.com/festival/docs/programmheft_2026', issuu],
    ['http://www.issuu.com/festival/docs/programmheft_2026/?fr=sMzQ1', issuu],
    ['https://e.issuu.com/embed.html?d=programmheft_2026&u=festival', issuu],
    ['https://e.issuu.com/embed.html?u=festival&hideIssuuLogo=true&d=programmheft_2026', issuu],
    [
      '<iframe allow="clipboard-write" sandbox="allow-top-navigation allow-top-navigation-by-user-activation allow-downloads allow-scripts allow-same-origin allow-popups allow-modals allow-popups-to-escape-sandbox allow-forms" allowfullscreen="true" style="border:none;width:100%;height:326px;" src="https://e.issuu.com/embed.html?d=programmheft_2026&amp;u=festival"></iframe>',
      issuu,
    ],
  ])('%s shows as %s', (value, src) => {
    expect(viewerEmbedSrc(value)).toBe(src)
    expect(viewerEmbedSrc(value, { legacy: true })).toBe(src)
  })
  it.each([
    ['https://www.yumpu.com/de/document/view/62845012/programmheft-2026', yumpu],
    ['https://www.yumpu.com/de/document/view/62845012', yumpu],
    ['https://yumpu.com/document/view/62845012/programmheft-2026', yumpu],
    ['https://www.yumpu.com/de/embed/view/62845012', yumpu],
    ['https://www.yumpu.com/de/embed/view/JHnYxlKvREhjcpoN', 'https://www.yumpu.com/en/embed/view/JHnYxlKvREhjcpoN'],
    [
      '<iframe width="100%" height="500px" src="https://www.yumpu.com/en/embed/view/62845012" frameborder="0" allowfullscreen="true"></iframe>',
      yumpu,
    ],
    ['https://indd.adobe.com/view/0a1b2c3d-4e5f-6789-abcd-ef0123456789', indesign],
    ['https://indd.adobe.com/embed/0a1b2c3d-4e5f-6789-abcd-ef0123456789?startpage=1&allowFullscreen=true', indesign],
    [
      '<iframe width="100%" height="500" src="https://indd.adobe.com/embed/0a1b2c3d-4e5f-6789-abcd-ef0123456789?startpage=1" frameborder="0" allowfullscreen=""></iframe>',
      indesign,
    ],
  ])('shows %s as %s only in legacy modules', (value, src) => {
    expect(viewerEmbedSrc(value)).toBeNull()
    expect(viewerEmbedSrc(value, { legacy: false })).toBeNull()
    expect(viewerEmbedSrc(value, { legacy: true })).toBe(src)
  })
  it.each([
    ...NEVER,
    'https://issuu.com.evil.example/festival/docs/programmheft_2026',
    'https://myissuu.com/festival/docs/programmheft_2026',
    'https://issuu.com/festival',
    'https://issuu.com/festival/docs/',
    'https://issuu.com/search?q=festival',
    'https://e.issuu.com/embed.html?d=programmheft_2026',
    'https://e.issuu.com/embed.html?u=festival',
    'https://e.issuu.com/embed.html?d=heft%22%3E%3Cscript%3E&u=festival',
    'https://e.issuu.com/other.html?d=programmheft_2026&u=festival',
    'https://yumpu.com.evil.example/de/document/view/62845012/heft',
    'https://www.yumpu.com/de/document/view/',
    'https://www.yumpu.com/de/magazines',
    'https://indd.adobe.com.evil.example/view/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    'https://indd.adobe.com/view/0a1b2c3d',
    'https://indd.adobe.com/view/',
    'https://www.adobe.com/view/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    'https://calameo.com/read/0001',
  ])('%s has no viewer, legacy or not', (value) => {
    expect(viewerEmbedSrc(value)).toBeNull()
    expect(viewerEmbedSrc(value, { legacy: true })).toBeNull()
  })
})

describe('socialEmbedSrc', () => {
  const instagram = 'https://www.instagram.com/p/C0festival/embed'
  const tweet = 'https://platform.twitter.com/embed/Tweet.html?id=1728000000000000000'
  const facebookPost = 'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ffestival%2Fposts%2F1234567890'
  const tiktok = 'https://www.tiktok.com/embed/v2/7300000000000000000'
  it.each([
    ['https://www.instagram.com/p/C0festival/', instagram],
    ['https://instagram.com/p/C0festival?igsh=abc', instagram],
    ['https://www.instagram.com/festival/p/C0festival/', instagram],
    ['https://www.instagram.com/p/C0festival/embed/captioned/', instagram],
    ['https://www.instagram.com/reel/C1-reel_x/', 'https://www.instagram.com/reel/C1-reel_x/embed'],
    ['https://www.instagram.com/reels/C1-reel_x/', 'https://www.instagram.com/reel/C1-reel_x/embed'],
    ['https://www.instagram.com/tv/B9igtv/', 'https://www.instagram.com/tv/B9igtv/embed'],
    [
      '<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/C0festival/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"><div><a href="https://www.instagram.com/p/C0festival/?utm_source=ig_embed" target="_blank">Ansehen</a></div></blockquote> <script async src="//www.instagram.com/embed.js"></script>',
      instagram,
    ],
    ['https://twitter.com/festival/status/1728000000000000000', tweet],
    ['https://x.com/festival/status/1728000000000000000?s=20', tweet],
    ['https://mobile.twitter.com/festival/status/1728000000000000000/photo/1', tweet],
    ['https://twitter.com/i/web/status/1728000000000000000', tweet],
    ['https://twitter.com/festival/statuses/1728000000000000000', tweet],
    ['https://platform.twitter.com/embed/Tweet.html?id=1728000000000000000&theme=dark', tweet],
    [
      '<blockquote class="twitter-tweet"><p lang="de" dir="ltr">Heute Premiere! <a href="https://t.co/AbC123">https://t.co/AbC123</a></p>&mdash; Festival (@festival) <a href="https://twitter.com/festival/status/1728000000000000000?ref_src=twsrc%5Etfw">22. November 2026</a></blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>',
      tweet,
    ],
    ['https://www.facebook.com/festival/posts/1234567890', facebookPost],
    ['https://m.facebook.com/festival/posts/1234567890/?__cft__[0]=x&__tn__=R', facebookPost],
    [
      'https://www.facebook.com/festival/posts/pfbid02AbCdEf',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ffestival%2Fposts%2Fpfbid02AbCdEf',
    ],
    [
      'https://www.facebook.com/festival/videos/1234567890/',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ffestival%2Fvideos%2F1234567890',
    ],
    [
      'https://www.facebook.com/festival/videos/premiere-2026/1234567890',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ffestival%2Fvideos%2Fpremiere-2026%2F1234567890',
    ],
    [
      'https://www.facebook.com/permalink.php?story_fbid=1234567890&id=100064&ref=embed_post',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fpermalink.php%3Fstory_fbid%3D1234567890%26id%3D100064',
    ],
    [
      'https://www.facebook.com/watch/?v=1234567890',
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890',
    ],
    ['<div class="fb-post" data-href="https://www.facebook.com/festival/posts/1234567890" data-width="500"></div>', facebookPost],
    [
      '<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ffestival%2Fposts%2F1234567890&amp;show_text=true&amp;width=500" width="500" height="500" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true"></iframe>',
      facebookPost,
    ],
    ['https://www.tiktok.com/@festival/video/7300000000000000000', tiktok],
    ['https://tiktok.com/@fest.ival_26/video/7300000000000000000?is_from_webapp=1&sender_device=pc', tiktok],
    ['https://www.tiktok.com/embed/v2/7300000000000000000', tiktok],
    [
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@festival/video/7300000000000000000" data-video-id="7300000000000000000" style="max-width: 605px;min-width: 325px;"><section><a target="_blank" title="@festival" href="https://www.tiktok.com/@festival?refer=embed">@festival</a></section></blockquote> <script async src="https://www.tiktok.com/embed.js"></script>',
      tiktok,
    ],
  ])('%s shows as %s', (value, src) => {
    expect(socialEmbedSrc(value)).toBe(src)
  })
  it.each([
    ...NEVER,
    'https://instagram.com.evil.example/p/C0festival/',
    'https://www.instagram.com/festival/',
    'https://www.instagram.com/p/',
    'https://www.instagram.com/explore/tags/festival/',
    'https://twitter.com.evil.example/festival/status/1728000000000000000',
    'https://x.com/festival',
    'https://x.com/festival/status/',
    'https://x.com/festival/status/abc',
    'https://platform.twitter.com/embed/Tweet.html',
    'https://platform.twitter.com/embed/Tweet.html?id=1%3Cscript%3E',
    'https://t.co/AbC123',
    'https://facebook.com.evil.example/festival/posts/1234567890',
    'https://www.facebook.com/festival',
    'https://www.facebook.com/festival/posts/',
    'https://www.facebook.com/permalink.php?story_fbid=1234567890',
    'https://www.facebook.com/watch/?v=abc',
    'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fevil.example%2Ffestival%2Fposts%2F1',
    'https://www.facebook.com/plugins/post.php?href=javascript%3Aalert(1)',
    'https://www.facebook.com/plugins/post.php',
    'https://tiktok.com.evil.example/@festival/video/7300000000000000000',
    'https://www.tiktok.com/@festival',
    'https://www.tiktok.com/@festival/video/',
    'https://vm.tiktok.com/ZMabc123/',
    'https://mastodon.social/@festival/1',
    '<blockquote class="twitter-tweet"><p>Nur <a href="https://t.co/x">ein Link</a></p></blockquote>',
  ])('%s has no social player', (value) => {
    expect(socialEmbedSrc(value)).toBeNull()
  })
})
