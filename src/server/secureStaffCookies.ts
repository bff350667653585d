import { requestIsSecure } from './transportSecurity'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's API handlers with every cookie they set (the staff session's
 * `payload-token`) marked Secure whenever the request came over https.
 * Payload's own setting is one flag for every request, but the same server
 * answers https in production and plain http on a developer's machine.
 */
export function withSecureCookiesOverHttps<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    const cookies = response.headers.getSetCookie()
    if (cookies.length === 0 || !requestIsSecure(request)) return response
    const headers = new Headers(response.headers)
    headers.delete('set-cookie')
    for (const cookie of cookies) headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
