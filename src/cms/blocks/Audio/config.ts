import type { Block } from 'payload'

import { validateAudioEmbed } from '@/features/content/domain/validation'

import { contentRule } from '../validate'

export const AudioBlock: Block = {
  slug: 'audio',
  interfaceName: 'AudioBlock',
  labels: { singular: { de: 'Audio (Einbettung)', en: 'Audio (embed)' }, plural: { de: 'Audios', en: 'Audio embeds' } },
  fields: [
    {
      name: 'embed',
      type: 'textarea',
      required: true,
      label: { de: 'Player-Adresse oder Einbettungscode', en: 'Player address or embed code' },
      validate: contentRule(validateAudioEmbed),
    },
    {
      name: 'media_type',
      type: 'select',
      defaultValue: 'spotify',
      label: { de: 'Dienst', en: 'Service' },
      options: [
        { value: 'spotify', label: 'Spotify' },
        { value: 'soundcloud', label: 'SoundCloud' },
        { value: 'podigee', label: 'Podigee' },
        { value: 'idagio', label: { de: 'idagio (veraltet)', en: 'idagio (legacy)' } },
      ],
    },
  ],
}
