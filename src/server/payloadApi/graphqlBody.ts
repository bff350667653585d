type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

const refusal = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/graphql reads a JSON body. Payload parses it before its own error
 * handling, so a body that is not JSON ended as an empty 500, and another
 * type as an empty 415. Both are answered here first, with what to send.
 */
export function withReadableGraphqlBody<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    if (!/^application\/(graphql-response\+)?json\b/i.test(request.headers.get('content-type') ?? '')) {
      return refusal('Send GraphQL requests as application/json: {"query": "…", "variables": {…}}.', 415)
    }
    try {
      JSON.parse(await request.clone().text())
    } catch (error) {
      return refusal(`The request body is not valid JSON (${(error as Error).message}). Send {"query": "…", "variables": {…}}.`, 400)
    }
    return handler(request, context)
  }
}
