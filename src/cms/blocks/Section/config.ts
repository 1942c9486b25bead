import type { Block } from 'payload'

import { extraClassField, imageField } from '../../fields/blockFields'
import { sectionChildBlocks } from '../childBlocks'

export const SECTION_LAYOUTS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const

/** A section: up to three columns in one of SPEC's layouts, each holding modules; optional background image. */
export const SectionBlock: Block = {
  slug: 'section',
  interfaceName: 'SectionBlock',
  labels: { singular: { de: 'Abschnitt mit Spalten', en: 'Section with columns' }, plural: { de: 'Abschnitte', en: 'Sections' } },
  fields: [
    extraClassField,
    imageField(),
    {
      name: 'layout',
      type: 'select',
      defaultValue: '100',
      label: { de: 'Spaltenaufteilung', en: 'Column layout' },
      options: SECTION_LAYOUTS.map((value) => ({ value, label: value === '100' ? '100 %' : value.replaceAll('-', ' / ') })),
    },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      label: { de: 'Spalten', en: 'Columns' },
      fields: [
        { name: 'index', type: 'number', min: 0, label: { de: 'Position', en: 'Position' } },
        { name: 'classes', type: 'text', defaultValue: 'medium-10 xlarge-6', label: { de: 'CSS-Klassen', en: 'CSS classes' } },
        { name: 'children', type: 'blocks', blocks: sectionChildBlocks, label: { de: 'Module', en: 'Modules' } },
      ],
    },
  ],
}
