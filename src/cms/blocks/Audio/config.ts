import type { Block, FieldHook } from 'payload'

import { audioProvider } from '../../rules/embeds'
import { validateAudioEmbed } from '../../rules/validation'

import { labelledOptions } from '../../fields/options'
import { textareaRule } from '../validate'

/** The service follows the embed: a Spotify address stores `spotify`, whatever was picked. */
const mediaTypeFromEmbed: FieldHook = ({ value, siblingData }: { value?: unknown; siblingData: { embed?: unknown } }) =>
  (typeof siblingData.embed === 'string' ? audioProvider(siblingData.embed, { legacy: true }) : null) ?? value

/** An embedded audio player (SPEC §5: Spotify, SoundCloud, Podigee; idagio kept for old modules). */
export const AudioBlock: Block = {
  slug: 'audio',
  interfaceName: 'AudioBlock',
  labels: { singular: { de: 'Audio (Einbettung)', en: 'Audio (embed)' }, plural: { de: 'Audios (Einbettungen)', en: 'Audio embeds' } },
  fields: [
    {
      name: 'embed',
      type: 'textarea',
      required: true,
      label: { de: 'Player-Adresse oder Einbettungscode', en: 'Player address or embed code' },
      validate: textareaRule((value, locale) => validateAudioEmbed(value, locale, { legacy: true })),
    },
    {
      name: 'media_type',
      type: 'select',
      defaultValue: 'spotify',
      label: { de: 'Dienst', en: 'Service' },
      options: labelledOptions({
        spotify: { de: 'Spotify', en: 'Spotify' },
        soundcloud: { de: 'SoundCloud', en: 'SoundCloud' },
        podigee: { de: 'Podigee', en: 'Podigee' },
        idagio: { de: 'idagio (veraltet)', en: 'idagio (legacy)' },
      }),
      hooks: { beforeValidate: [mediaTypeFromEmbed] },
    },
  ],
}
