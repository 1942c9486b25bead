import type { Block } from 'payload'

import { extraClassField } from '../../fields/extraClass'
import { imageField } from '../../fields/image'
import { sectionChildBlocks } from '../childBlocks'

/** SPEC §3 column layouts (percent widths), and SPEC §9 default column classes. */
export const SECTION_LAYOUTS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const
export type SectionLayout = (typeof SECTION_LAYOUTS)[number]
export const DEFAULT_COLUMN_CLASSES = 'medium-10 xlarge-6'

const layoutLabels: Record<SectionLayout, { de: string; en: string }> = {
  '100': { de: 'Eine Spalte (100 %)', en: 'One column (100%)' },
  '67-33': { de: 'Zwei Spalten (67 / 33)', en: 'Two columns (67/33)' },
  '33-67': { de: 'Zwei Spalten (33 / 67)', en: 'Two columns (33/67)' },
  '50-50': { de: 'Zwei Spalten (50 / 50)', en: 'Two columns (50/50)' },
  '33-33-33': { de: 'Drei Spalten (33 / 33 / 33)', en: 'Three columns (33/33/33)' },
  '25-50-25': { de: 'Drei Spalten (25 / 50 / 25)', en: 'Three columns (25/50/25)' },
}

/** A section: up to three columns in one of SPEC's layouts, each holding modules; optional background image. */
export const SectionBlock: Block = {
  slug: 'section',
  interfaceName: 'SectionBlock',
  labels: { singular: { de: 'Abschnitt mit Spalten', en: 'Section with columns' }, plural: { de: 'Abschnitte', en: 'Sections' } },
  fields: [
    extraClassField(),
    imageField({ label: { de: 'Hintergrundbild', en: 'Background image' } }),
    {
      name: 'layout',
      type: 'select',
      defaultValue: '100',
      label: { de: 'Spaltenaufteilung', en: 'Column layout' },
      // In SECTION_LAYOUTS order, which is the stored enum's order.
      options: SECTION_LAYOUTS.map((value) => ({ value, label: layoutLabels[value] })),
    },
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      label: { de: 'Spalten', en: 'Columns' },
      labels: { singular: { de: 'Spalte', en: 'Column' }, plural: { de: 'Spalten', en: 'Columns' } },
      fields: [
        { name: 'index', type: 'number', min: 0, label: { de: 'Position', en: 'Position' } },
        { name: 'classes', type: 'text', defaultValue: DEFAULT_COLUMN_CLASSES, label: { de: 'CSS-Klassen', en: 'CSS classes' } },
        { name: 'children', type: 'blocks', blocks: sectionChildBlocks, label: { de: 'Module', en: 'Modules' } },
      ],
    },
  ],
}
