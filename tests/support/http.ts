import http from 'node:http'

export type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; json: <T = unknown>() => T }

/**
 * An HTTP request to the test server with a chosen Host header. Node's fetch
 * replaces a custom Host header and cannot resolve *.localhost, so this uses
 * node:http against 127.0.0.1 directly.
 */
export function request(
  port: number,
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: options.localAddress,
        path,
        method: options.method ?? 'GET',
        headers: { host: `${options.host ?? 'localhost'}:${port}`, ...options.headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: <T>() => JSON.parse(body) as T }),
        )
      },
    )
    req.once('error', reject)
    if (options.body) req.write(options.body)
    req.end()
  })
}

/** A call to the Payload REST or GraphQL API on the platform host, as a signed-in user when a token is given. */
export function api(
  port: number,
  path: string,
  options: { token?: string; method?: string; body?: unknown; host?: string } = {},
): Promise<HttpResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.token) headers.authorization = `JWT ${options.token}`
  return request(port, path, {
    host: options.host,
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
}

export async function logIn(port: number, email: string, password: string): Promise<{ token: string; user: { id: number } }> {
  const response = await api(port, '/api/users/login', { method: 'POST', body: { email, password } })
  if (response.status !== 200) throw new Error(`Login as ${email} failed: ${response.status} ${response.body}`)
  return response.json()
}

export function graphql(port: number, query: string, token?: string, variables?: Record<string, unknown>) {
  return api(port, '/api/graphql', { method: 'POST', body: { query, variables }, token })
}
