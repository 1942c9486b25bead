import { describe, expect, it } from 'vitest'

import { validateAudioEmbed, validateSocialEmbed, validateVideoUrl, validateViewerEmbed } from './validation'

describe('editor validation rules (SPEC §5)', () => {
  it('accepts allowed hosts', () => {
    expect(validateVideoUrl('https://youtu.be/aqz-KE-bpKQ', 'de')).toBe(true)
    expect(validateAudioEmbed('<iframe src="https://open.spotify.com/embed/track/1"></iframe>', 'de')).toBe(true)
    expect(validateAudioEmbed('https://app.idagio.com/albums/x', 'de')).toBe(true)
    expect(validateViewerEmbed('https://indd.adobe.com/embed/x', 'en')).toBe(true)
    expect(validateSocialEmbed('https://x.com/festival/status/1', 'en')).toBe(true)
  })
  it('explains a rejected host in the editor’s language', () => {
    expect(validateVideoUrl('https://dailymotion.com/x', 'de')).toBe('Bitte eine YouTube- oder Vimeo-Adresse angeben.')
    expect(validateVideoUrl('https://dailymotion.com/x', 'en')).toBe('Please enter a YouTube or Vimeo address.')
    expect(validateAudioEmbed('https://bandcamp.com/x', 'en')).toMatch(/Spotify, SoundCloud, Podigee or idagio/)
    expect(validateViewerEmbed('https://calameo.com/x', 'de')).toMatch(/issuu/)
    expect(validateSocialEmbed('https://mastodon.social/@x', 'de')).toMatch(/Instagram/)
  })
})
