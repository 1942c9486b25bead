import config from '../../src/cms/payload.config'
import { getPayload, type Payload } from 'payload'

/** Payload for command-line scripts (migrate, seed): the same config the app uses. */
export function scriptPayload(): Promise<Payload> {
  return getPayload({ config })
}
