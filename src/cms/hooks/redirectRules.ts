import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { message } from '@/i18n/rules'
import { redirectRuleProblem } from '@/lib/routing/redirectRules'
import { isLocale } from '@/i18n/locales'

import { editorLocale } from '../blocks/validate'

/**
 * A redirect rule is checked against the others when it is saved (admin and API alike): no rule
 * to itself, none that closes a loop, and none whose old path is a published page that is online
 * (the page would vanish behind the 301).
 */
export const checkRedirectRule: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const rule = {
    old_path: String(data.old_path ?? originalDoc?.old_path ?? ''),
    new_path: String(data.new_path ?? originalDoc?.new_path ?? ''),
  }
  const locale = editorLocale(req)
  const fail = (path: 'old_path' | 'new_path', text: string) =>
    new ValidationError({ collection: collection.slug, errors: [{ path, message: text }] }, req.t)
  const others = await req.payload.find({
    collection: 'redirects',
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const problem = redirectRuleProblem(rule, others.docs)
  if (problem) throw fail('new_path', message(problem === 'self' ? 'redirectSelf' : 'redirectLoop', locale))
  const [, first, ...rest] = rule.old_path.split(/[?#]/, 1)[0]?.split('/') ?? []
  if (first && isLocale(first)) {
    const live = await req.payload.count({
      collection: 'pages',
      locale: first,
      where: {
        and: [
          { path: { equals: `/${rest.filter(Boolean).join('/')}` } },
          { _status: { equals: 'published' } },
          { is_online: { equals: true } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (live.totalDocs > 0) throw fail('old_path', message('redirectLivePage', locale))
  }
  return data
}
