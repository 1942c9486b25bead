import { audioProvider, socialProvider, videoProvider, viewerProvider } from './embeds'

export type MessageLocale = 'de' | 'en'

/** Editor-facing validation messages (SPEC §5), in the editor's admin language. */
const messages = {
  video: { de: 'Bitte eine YouTube- oder Vimeo-Adresse angeben.', en: 'Please enter a YouTube or Vimeo address.' },
  audio: { de: 'Bitte einen Spotify-, SoundCloud- oder Podigee-Player einbetten.', en: 'Please embed a Spotify, SoundCloud or Podigee player.' },
  audioLegacy: { de: 'Bitte einen Spotify-, SoundCloud-, Podigee- oder idagio-Player einbetten.', en: 'Please embed a Spotify, SoundCloud, Podigee or idagio player.' },
  viewer: { de: 'Bitte ein issuu-, yumpu- oder InDesign-Dokument einbetten.', en: 'Please embed an issuu, yumpu or InDesign document.' },
  social: { de: 'Bitte einen Instagram-, Twitter/X-, Facebook- oder TikTok-Beitrag einbetten.', en: 'Please embed an Instagram, Twitter/X, Facebook or TikTok post.' },
} as const

export type ContentRule = (value: string, locale: MessageLocale) => true | string

export const validateVideoUrl: ContentRule = (value, locale) => (videoProvider(value) ? true : messages.video[locale])

export const validateAudioEmbed: ContentRule = (value, locale) => (audioProvider(value, { legacy: true }) ? true : messages.audioLegacy[locale])

export const validateViewerEmbed: ContentRule = (value, locale) => (viewerProvider(value, { legacy: true }) ? true : messages.viewer[locale])

export const validateSocialEmbed: ContentRule = (value, locale) => (socialProvider(value) ? true : messages.social[locale])

export { messages as validationMessages }
