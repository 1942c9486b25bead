import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_BOX_OFFICE_LAPSE_MINUTES } from '@/cms/vocabulary'

/** Minutes before its first performance an unpaid order to be paid at the box office lapses, as the site settings say now (decision 031). */
export async function boxOfficeLapseMinutes(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { box_office_lapse_minutes: true },
  })
  const minutes = settings.box_office_lapse_minutes
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 0 ? minutes : DEFAULT_BOX_OFFICE_LAPSE_MINUTES
}
