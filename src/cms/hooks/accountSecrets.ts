import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

import { isCustomerUser } from '@/lib/auth/roles'
import { prop } from '@/lib/types/guards'

/**
 * A customer's e-mail address and password change only through the account settings
 * (`POST /api/user-settings/`), which ask for the current password and confirm a new address
 * first, never through Payload's REST or GraphQL API with the session alone (a session left open
 * on a shared device must not be enough to take an account over). Staff (administrators) keep
 * changing accounts in the back office.
 */
export const customerSecretsOnlyThroughSettings: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  if (req.payloadAPI === 'local' || !isCustomerUser(req.user)) return args
  const data = prop(args, 'data')
  if (prop(data, 'email') !== undefined || prop(data, 'password') !== undefined) throw new Forbidden(req.t)
  return args
}
