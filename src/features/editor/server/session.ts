import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'

import { getRequestUser } from '@/lib/auth/identity'
import { getPayloadClient } from '@/cms/client'

import { mayEdit } from './documents'

/**
 * The editor a page renders for, or null (CONVENTIONS §7): only in draft mode, which only the
 * preview route switches on, is the request's session read; a public render never reads headers
 * or cookies, so it stays static.
 */
/**
 * The editor a page renders for (CONVENTIONS §7): only in draft mode, which only the preview route
 * switches on, is the request's session read; a public render never reads headers or cookies, so
 * it stays static. In draft mode: the editor, or `expired` when the session behind draft mode is gone (issue 24:
 * the page then asks the editor to log in again instead of falling back to the public page
 * without a word). Null outside draft mode, where nothing of the request is read.
 */
export async function draftSession(): Promise<{ editor: TypedUser | null } | null> {
  if (!(await draftMode()).isEnabled) return null
  const user = await getRequestUser(await getPayloadClient(), await headers())
  return { editor: mayEdit(user) ? user : null }
}
