import type { Block } from 'payload'

import { validateSocialEmbed } from '@/features/content/domain/validation'

import { contentRule } from '../validate'

/** Legacy module: one embedded social media post. */
export const SocialMediaBlock: Block = {
  slug: 'socialMedia',
  interfaceName: 'SocialMediaBlock',
  labels: { singular: { de: 'Social Media (veraltet)', en: 'Social media (legacy)' }, plural: { de: 'Social Media', en: 'Social media' } },
  fields: [
    {
      name: 'network',
      type: 'select',
      defaultValue: 'instagram',
      label: { de: 'Netzwerk', en: 'Network' },
      options: [
        { value: 'instagram', label: 'Instagram' },
        { value: 'twitter', label: 'Twitter / X' },
        { value: 'facebook', label: 'Facebook' },
        { value: 'tiktok', label: 'TikTok' },
      ],
    },
    { name: 'embed', type: 'textarea', required: true, label: { de: 'Beitrags-Adresse oder Einbettungscode', en: 'Post address or embed code' }, validate: contentRule(validateSocialEmbed) },
  ],
}
