import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withSecureCookiesOverHttps } from '@/server/secureStaffCookies'

export const POST = withSecureCookiesOverHttps(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
