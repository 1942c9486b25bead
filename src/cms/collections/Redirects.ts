import type { CollectionConfig } from 'payload'
import { safeRedirectTarget } from '@/lib/routing/safePath'
import { anyone, isEditor } from '../access'
import { checkRedirectRule } from '../hooks/redirectRules'

/** Redirect paths are paths of this site: one leading `/`, no whitespace, nothing that leads to another host. */
const pathRule = (value: string | null | undefined) =>
  typeof value === 'string' && /^\/[^\s]*$/.test(value) && safeRedirectTarget(value) !== null
    ? true
    : 'Pfad muss mit einem / beginnen und auf dieser Website bleiben. / The path must start with one / and stay on this site.'

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { de: 'Weiterleitung', en: 'Redirect' }, plural: { de: 'Weiterleitungen', en: 'Redirects' } },
  admin: { useAsTitle: 'old_path', group: { de: 'Website', en: 'Website' }, defaultColumns: ['old_path', 'new_path'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeChange: [checkRedirectRule] },
  fields: [
    {
      name: 'old_path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Alter Pfad', en: 'Old path' },
      validate: pathRule,
    },
    {
      name: 'new_path',
      type: 'text',
      required: true,
      label: { de: 'Neuer Pfad', en: 'New path' },
      // Every redirect stays on the site's own origin (launch readiness): a path of this site.
      validate: pathRule,
    },
  ],
}
