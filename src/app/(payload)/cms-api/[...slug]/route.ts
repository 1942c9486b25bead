import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/features/security/server/cmsApiGuard'

// Payload's REST API behind the launch-readiness guard (same origin, body limits, input checks,
// rate limits): features/security/server/cmsApiGuard.ts.
export const GET = guardCmsApi(config, REST_GET(config))
export const POST = guardCmsApi(config, REST_POST(config))
export const DELETE = guardCmsApi(config, REST_DELETE(config))
export const PATCH = guardCmsApi(config, REST_PATCH(config))
export const PUT = guardCmsApi(config, REST_PUT(config))
export const OPTIONS = guardCmsApi(config, REST_OPTIONS(config))
