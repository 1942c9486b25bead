import type { CollectionConfig } from 'payload'

import { isEditor, publishedOnlineOrEditor } from '../../access'
import { moduleBlocks } from '../../blocks'
import { isOnlineField, titleField } from '../../fields/common'
import { editedByField } from '../../fields/editedBy'
import { systemField } from '../../fields/system'
import { slugField } from '../../fields/slug'
import { seoFields } from '../../fields/seo'
import { labelledOptions } from '../../fields/options'
import { computePath, updateChildPaths } from './hooks'

const contentTypeLabels = {
  home: { de: 'Startseite', en: 'Home page' },
  page: { de: 'Inhaltsseite', en: 'Content page' },
  events: { de: 'Programm', en: 'Programme' },
  productions: { de: 'Produktionen', en: 'Productions' },
  team: { de: 'Team', en: 'Team' },
  magazine: { de: 'Magazin', en: 'Magazine' },
  search: { de: 'Suche', en: 'Search' },
  legal: { de: 'Rechtstext', en: 'Legal text' },
}

/**
 * CMS pages: the home page, content pages and the landing pages of the list screens (programme,
 * productions, team, magazine, search), which give those screens their headline and modules.
 * The menu and footer lists are derived from in_menu / in_footer and the parent tree.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { de: 'Seite', en: 'Page' }, plural: { de: 'Seiten', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    group: { de: 'Inhalte', en: 'Content' },
    defaultColumns: ['title', 'path', 'content_type', 'is_online', '_status'],
  },
  access: { read: publishedOnlineOrEditor, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: { drafts: { schedulePublish: true, validate: true }, maxPerDoc: 50 },
  hooks: { beforeChange: [computePath], afterChange: [updateChildPaths] },
  fields: [
    titleField,
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Inhalt', en: 'Content' },
          fields: [
            { name: 'headline', type: 'text', localized: true, label: { de: 'Überschrift', en: 'Headline' } },
            {
              name: 'modules',
              type: 'blocks',
              localized: true,
              label: { de: 'Module', en: 'Modules' },
              labels: { singular: { de: 'Modul', en: 'Module' }, plural: { de: 'Module', en: 'Modules' } },
              blocks: moduleBlocks,
            },
          ],
        },
        { label: { de: 'SEO & Teilen', en: 'SEO & sharing' }, fields: seoFields },
      ],
    },
    slugField('title'),
    systemField({
      name: 'path',
      type: 'text',
      localized: true,
      index: true,
      label: { de: 'Pfad', en: 'Path' },
      admin: {
        position: 'sidebar',
        description: { de: 'Aus übergeordneter Seite und Slug gebildet.', en: 'Built from the parent page and the slug.' },
      },
    }),
    {
      name: 'content_type',
      type: 'select',
      defaultValue: 'page',
      label: { de: 'Seitentyp', en: 'Page type' },
      options: labelledOptions(contentTypeLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      label: { de: 'Übergeordnete Seite', en: 'Parent page' },
      admin: { position: 'sidebar' },
    },
    isOnlineField,
    {
      name: 'is_clickable',
      type: 'checkbox',
      defaultValue: true,
      label: { de: 'Im Menü anklickbar', en: 'Clickable in menu' },
      admin: { position: 'sidebar' },
    },
    { name: 'in_menu', type: 'checkbox', defaultValue: false, label: { de: 'Im Menü', en: 'In menu' }, admin: { position: 'sidebar' } },
    {
      name: 'in_footer',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Im Footer', en: 'In footer' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'menu_order',
      type: 'number',
      defaultValue: 0,
      label: { de: 'Menü-Reihenfolge', en: 'Menu order' },
      admin: { position: 'sidebar' },
    },
    editedByField,
    {
      name: 'is_landing_page',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Landingpage (ohne Menü)', en: 'Landing page (no menu)' },
      admin: { position: 'sidebar' },
    },
  ],
}
