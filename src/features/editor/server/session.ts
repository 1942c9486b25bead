import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'

import { getRequestUser } from '@/features/shell/server/shell'
import { getPayloadClient } from '@/lib/payload/client'

import { mayEdit } from './documents'

/**
 * The editor a page renders for, or null (CONVENTIONS §7): only in draft mode, which only the
 * preview route switches on, is the request's session read; a public render never reads headers
 * or cookies, so it stays static.
 */
export async function draftEditor(): Promise<TypedUser | null> {
  if (!(await draftMode()).isEnabled) return null
  const user = await getRequestUser(await getPayloadClient(), await headers())
  return mayEdit(user) ? user : null
}
