import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withReadableGraphqlBody } from '@/server/payloadApi/graphqlBody'
import { withSecureCookiesOverHttps } from '@/server/secureStaffCookies'

export const POST = withReadableGraphqlBody(withSecureCookiesOverHttps(GRAPHQL_POST(config)))
export const OPTIONS = REST_OPTIONS(config)
