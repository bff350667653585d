import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withSecureCookiesOverHttps } from '@/server/secureStaffCookies'

export const GET = withSecureCookiesOverHttps(REST_GET(config))
export const POST = withSecureCookiesOverHttps(REST_POST(config))
export const DELETE = withSecureCookiesOverHttps(REST_DELETE(config))
export const PATCH = withSecureCookiesOverHttps(REST_PATCH(config))
export const PUT = withSecureCookiesOverHttps(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
