import type { Block, FieldHook } from 'payload'

import { socialProvider } from '../../rules/embeds'
import { validateSocialEmbed } from '../../rules/validation'

import { labelledOptions } from '../../fields/options'
import { textareaRule } from '../validate'

/** The network follows the embed: an x.com address stores `twitter`, whatever was picked. */
const networkFromEmbed: FieldHook = ({ value, siblingData }: { value?: unknown; siblingData: { embed?: unknown } }) =>
  (typeof siblingData.embed === 'string' ? socialProvider(siblingData.embed) : null) ?? value

/** Legacy module: one embedded social media post (SPEC §5: Instagram, Twitter/X, Facebook, TikTok). */
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
      options: labelledOptions({
        instagram: { de: 'Instagram', en: 'Instagram' },
        twitter: { de: 'Twitter / X', en: 'Twitter / X' },
        facebook: { de: 'Facebook', en: 'Facebook' },
        tiktok: { de: 'TikTok', en: 'TikTok' },
      }),
      hooks: { beforeValidate: [networkFromEmbed] },
    },
    {
      name: 'embed',
      type: 'textarea',
      required: true,
      label: { de: 'Beitrags-Adresse oder Einbettungscode', en: 'Post address or embed code' },
      validate: textareaRule(validateSocialEmbed),
    },
  ],
}
