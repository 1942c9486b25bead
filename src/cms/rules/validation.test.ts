import { describe, expect, it } from 'vitest'

import { message, type MessageKey, messageLocale } from '@/i18n/rules'

import {
  BLOG_ITEMS,
  validateAnchor,
  validateAudioEmbed,
  validateBlogItems,
  validateLinkPresent,
  validateLinkUrl,
  validateMaxLength,
  validateOnlineWindow,
  validateSocialEmbed,
  validateVideoUrl,
  validateViewerEmbed,
} from './validation'

const EMPTY = ['', '   ', null, undefined]

describe('message', () => {
  it('gives SPEC’s required texts', () => {
    expect(message('required', 'de')).toBe('Dieses Feld ist erforderlich!')
    expect(message('required', 'en')).toBe('This field is required!')
  })
  it('fills in numbers', () => {
    expect(message('tooLong', 'de', { max: 3000 })).toBe('Bitte höchstens 3.000 Zeichen eingeben.')
    expect(message('tooLong', 'en', { max: 3000 })).toBe('Please enter at most 3,000 characters.')
    expect(message('blogItems', 'de', { min: 1, max: 8 })).toBe('Bitte 1 bis 8 Artikel auswählen.')
    expect(message('blogItems', 'en', { min: 1, max: 8 })).toBe('Please choose 1 to 8 articles.')
  })
  it.each<MessageKey>([
    'required',
    'videoUrl',
    'audioEmbed',
    'audioEmbedLegacy',
    'viewerEmbed',
    'viewerEmbedLegacy',
    'socialEmbed',
    'anchor',
    'linkMissing',
    'onlineWindow',
  ])('has %s in German and English, and they differ', (key) => {
    const de = message(key as 'required', 'de')
    const en = message(key as 'required', 'en')
    expect(de.length).toBeGreaterThan(10)
    expect(en.length).toBeGreaterThan(10)
    expect(de).not.toBe(en)
  })
})

describe('messageLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ja', 'de'],
    ['', 'de'],
    [null, 'de'],
    [undefined, 'de'],
  ] as const)('%s -> %s', (language, locale) => {
    expect(messageLocale(language)).toBe(locale)
  })
})

describe('validateVideoUrl', () => {
  it.each([
    ...EMPTY,
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/76979871',
    '<iframe src="https://player.vimeo.com/video/1"></iframe>',
  ])('accepts %s', (value) => {
    expect(validateVideoUrl(value, 'de')).toBe(true)
  })
  it.each(['https://dailymotion.com/x', 'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ', 'javascript:alert(1)', 'youtube'])(
    'rejects %s in both languages',
    (value) => {
      expect(validateVideoUrl(value, 'de')).toBe('Bitte eine YouTube- oder Vimeo-Adresse angeben.')
      expect(validateVideoUrl(value, 'en')).toBe('Please enter a YouTube or Vimeo address.')
    },
  )
})

describe('validateAudioEmbed', () => {
  it.each([
    ...EMPTY,
    'https://open.spotify.com/embed/track/1',
    '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>',
    'https://festival.podigee.io/1/embed',
  ])('accepts %s', (value) => {
    expect(validateAudioEmbed(value, 'de')).toBe(true)
    expect(validateAudioEmbed(value, 'de', { legacy: true })).toBe(true)
  })
  it('accepts idagio only in legacy modules, naming it in the message only there', () => {
    expect(validateAudioEmbed('https://app.idagio.com/albums/x', 'de', { legacy: true })).toBe(true)
    expect(validateAudioEmbed('https://app.idagio.com/albums/x', 'en')).toBe(message('audioEmbed', 'en'))
    expect(message('audioEmbed', 'en')).not.toMatch(/idagio/)
    expect(validateAudioEmbed('https://bandcamp.com/x', 'en', { legacy: true })).toBe(message('audioEmbedLegacy', 'en'))
    expect(message('audioEmbedLegacy', 'de')).toMatch(/idagio/)
  })
  it.each(['https://bandcamp.com/x', 'https://spotify.com.evil.example/x', 'data:text/html,x'])('rejects %s in both languages', (value) => {
    expect(validateAudioEmbed(value, 'de')).toMatch(/^Bitte .*Spotify/)
    expect(validateAudioEmbed(value, 'en')).toMatch(/^Please .*Spotify/)
  })
})

describe('validateViewerEmbed', () => {
  it.each([...EMPTY, 'https://e.issuu.com/embed.html?d=heft', '<iframe src="https://e.issuu.com/embed.html?d=heft"></iframe>'])(
    'accepts %s',
    (value) => {
      expect(validateViewerEmbed(value, 'en')).toBe(true)
    },
  )
  it('accepts yumpu and InDesign only in legacy modules', () => {
    expect(validateViewerEmbed('https://indd.adobe.com/embed/x', 'en', { legacy: true })).toBe(true)
    expect(validateViewerEmbed('https://www.yumpu.com/de/embed/view/x', 'de', { legacy: true })).toBe(true)
    expect(validateViewerEmbed('https://indd.adobe.com/embed/x', 'en')).toBe(message('viewerEmbed', 'en'))
  })
  it.each(['https://calameo.com/x', 'https://issuu.com.example/x'])('rejects %s in both languages', (value) => {
    expect(validateViewerEmbed(value, 'de', { legacy: true })).toBe(message('viewerEmbedLegacy', 'de'))
    expect(validateViewerEmbed(value, 'en', { legacy: true })).toBe(message('viewerEmbedLegacy', 'en'))
    expect(validateViewerEmbed(value, 'de')).toBe(message('viewerEmbed', 'de'))
  })
})

describe('validateSocialEmbed', () => {
  it.each([
    ...EMPTY,
    'https://x.com/festival/status/1',
    'https://www.instagram.com/p/x/',
    'https://www.facebook.com/festival/posts/1',
    'https://www.tiktok.com/@f/video/1',
  ])('accepts %s', (value) => {
    expect(validateSocialEmbed(value, 'en')).toBe(true)
  })
  it.each(['https://mastodon.social/@x', 'https://xx.com/a', '<script src="https://www.instagram.com/embed.js"></script>'])(
    'rejects %s in both languages',
    (value) => {
      expect(validateSocialEmbed(value, 'de')).toBe(message('socialEmbed', 'de'))
      expect(validateSocialEmbed(value, 'en')).toBe(message('socialEmbed', 'en'))
      expect(message('socialEmbed', 'de')).toMatch(/Instagram/)
    },
  )
})

describe('validateMaxLength', () => {
  it('accepts up to the limit and empty values', () => {
    expect(validateMaxLength('x'.repeat(3000), 3000, 'de')).toBe(true)
    expect(validateMaxLength('x'.repeat(256), 256, 'en')).toBe(true)
    expect(validateMaxLength('', 256, 'en')).toBe(true)
    expect(validateMaxLength(null, 256, 'en')).toBe(true)
    expect(validateMaxLength(undefined, 256, 'en')).toBe(true)
  })
  it('rejects one character more, naming the limit', () => {
    expect(validateMaxLength('x'.repeat(3001), 3000, 'de')).toBe('Bitte höchstens 3.000 Zeichen eingeben.')
    expect(validateMaxLength('x'.repeat(257), 256, 'en')).toBe('Please enter at most 256 characters.')
  })
  it('counts as Payload counts (UTF-16 units)', () => {
    expect(validateMaxLength('ü'.repeat(256), 256, 'de')).toBe(true)
    expect(validateMaxLength('🎭'.repeat(129), 256, 'de')).not.toBe(true)
  })
})

describe('validateBlogItems', () => {
  it('accepts 1 to 8 items', () => {
    for (let count = BLOG_ITEMS.min; count <= BLOG_ITEMS.max; count++) {
      expect(
        validateBlogItems(
          Array.from({ length: count }, (_, i) => i + 1),
          'de',
        ),
      ).toBe(true)
    }
  })
  it.each([[[]], [null], [undefined], [[1, 2, 3, 4, 5, 6, 7, 8, 9]]])('rejects %j', (items) => {
    expect(validateBlogItems(items, 'de')).toBe('Bitte 1 bis 8 Artikel auswählen.')
    expect(validateBlogItems(items, 'en')).toBe('Please choose 1 to 8 articles.')
  })
})

describe('validateAnchor', () => {
  it.each([...EMPTY, 'programm', 'Programm-2026', 'bilder_galerie', '2026', 'a'])('accepts %s', (value) => {
    expect(validateAnchor(value, 'de')).toBe(true)
  })
  it.each(['#programm', 'mit leerzeichen', 'ümlaut', 'a/b', 'a?b', 'a.b', '"><script>'])('rejects %s', (value) => {
    expect(validateAnchor(value, 'de')).toBe(message('anchor', 'de'))
    expect(validateAnchor(value, 'en')).toBe(message('anchor', 'en'))
  })
})

describe('validateLinkUrl', () => {
  it('names the refused address in the editor’s language', () => {
    expect(validateLinkUrl('javascript:alert(1)', 'de')).toBe(
      '„javascript:alert(1)“ kann kein Link sein: Nur http(s)-, mailto-, tel- oder /-Adressen (und #Sprungmarken).',
    )
    expect(validateLinkUrl('//evil.example', 'en')).toBe(
      '“//evil.example” cannot be a link: only http(s), mailto, tel or / addresses (and #anchors).',
    )
  })

  it.each([...EMPTY, '/de/programm', '#idee', 'https://www.example.org/', 'mailto:info@example.org', 'tel:+49341000000'])(
    'accepts %s',
    (value) => {
      expect(validateLinkUrl(value, 'de')).toBe(true)
    },
  )
  it.each(['javascript:alert(1)', 'data:text/html,x', 'programm', 'www.example.org'])('rejects %s', (value) => {
    expect(validateLinkUrl(value, 'de')).toBe(message('linkUnsafe', 'de', { url: value }))
    expect(validateLinkUrl(value, 'en')).toBe(message('linkUnsafe', 'en', { url: value }))
  })
})

describe('validateLinkPresent', () => {
  it('accepts an internal page or an address', () => {
    expect(validateLinkPresent(3, null, 'de')).toBe(true)
    expect(validateLinkPresent({ id: 3 }, '', 'de')).toBe(true)
    expect(validateLinkPresent(null, '/de/programm', 'de')).toBe(true)
  })
  it('asks for one when both are missing', () => {
    expect(validateLinkPresent(null, '', 'de')).toBe('Bitte eine interne Seite wählen oder eine Adresse angeben.')
    expect(validateLinkPresent(undefined, '  ', 'en')).toBe('Please choose an internal page or enter an address.')
    expect(validateLinkPresent('', undefined, 'en')).toBe('Please choose an internal page or enter an address.')
  })
})

describe('validateOnlineWindow', () => {
  it('accepts open and ordered windows', () => {
    expect(validateOnlineWindow({}, 'de')).toBe(true)
    expect(validateOnlineWindow({ online_from: '2026-11-22T10:00:00Z', online_to: '2026-11-22T10:00:01Z' }, 'de')).toBe(true)
  })
  it('rejects an end not after the start', () => {
    expect(validateOnlineWindow({ online_from: '2026-11-22T10:00:00Z', online_to: '2026-11-22T10:00:00Z' }, 'de')).toBe(
      message('onlineWindow', 'de'),
    )
    expect(validateOnlineWindow({ online_from: '2026-11-23', online_to: '2026-11-22' }, 'en')).toBe(message('onlineWindow', 'en'))
  })
})
