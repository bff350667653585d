import config from '@payload-config'
import type { FlattenedField } from 'payload'
import { validOperators } from 'payload/shared'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { api, logIn, request, type HttpResponse } from '../support/http'
import { actionable, describeResponse } from '../support/readableAnswer'
import { signInShopper } from '../support/shopperSignIn'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

/**
 * Payload's REST and GraphQL APIs never answer malformed input with a 5xx,
 * and a refusal says what was wrong: `where` clauses with every operator
 * Payload accepts on a field of every type of every collection, the versions
 * routes of every collection and global, and GraphQL bodies that do not
 * parse. Generated from the config, so a new collection or field type is
 * covered when it is added.
 */

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'

let pool: pg.Pool
let admin: string
let editor: string

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  admin = (await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)).token
  editor = (await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)).token
})
afterAll(async () => {
  await pool?.end()
})

/** Answers to `calls`, a few at a time: quick, without flooding a two-core machine. */
async function inGroups<T>(calls: T[], send: (call: T) => Promise<HttpResponse>, size = 8): Promise<[T, HttpResponse][]> {
  const answered: [T, HttpResponse][] = []
  for (let at = 0; at < calls.length; at += size) {
    const group = calls.slice(at, at + size)
    answered.push(...(await Promise.all(group.map(async (call) => [call, await send(call)] as [T, HttpResponse]))))
  }
  return answered
}

/** The first error's message, as Payload's REST API and GraphQL put it. */
const errorOf = (response: HttpResponse) => response.json<{ errors: { message: string }[] }>().errors[0]!.message

/** Below 500, and a refusal a person can act on. */
function fine(response: HttpResponse): boolean {
  return response.status < 400 || (response.status < 500 && actionable(response))
}

/** The wrong answers among `answered`, described, so a failure lists every one of them at once. */
const wrongAnswers = (answered: [string, HttpResponse][]) => answered.filter(([, response]) => !fine(response)).map(([what, response]) => describeResponse(what, response))

/** A value of the wrong kind for each operator: a word for numbers and dates, two numbers where a point or list belongs. */
const BAD_VALUE: Record<string, string> = { near: '1,2', within: 'x', intersects: 'x', in: 'x,1', not_in: 'x,1', all: '1', exists: 'maybe' }

/**
 * The paths to query in one collection, by the kind of field they end at: a
 * field of each type (and whether it holds many values or links to several
 * collections), a block's `blockType`, a field inside an array, group or
 * linked document, a key inside JSON or rich text as well as the whole value.
 */
function pathsByKind(fields: FlattenedField[]): Map<string, string> {
  const paths = new Map<string, string>([['id', 'id']])
  const add = (kind: string, path: string) => void (paths.has(kind) || paths.set(kind, path))
  for (const field of fields) {
    const kind = `${field.type}${'hasMany' in field && field.hasMany ? ' (many)' : ''}${'relationTo' in field && Array.isArray(field.relationTo) ? ' (several collections)' : ''}`
    if (field.type === 'blocks') add('blocks', `${field.name}.blockType`)
    else if (field.type === 'array' || field.type === 'group') {
      add(field.type, field.name)
      const inner = field.flattenedFields.find((candidate) => 'name' in candidate && candidate.type !== 'array' && candidate.type !== 'group')
      if (inner) add(`${field.type} field`, `${field.name}.${inner.name}`)
    } else if (field.type === 'json' || field.type === 'richText') {
      add(field.type, field.name)
      add(`${field.type} key`, `${field.name}.root`)
    } else if (field.type === 'relationship' || field.type === 'upload') {
      add(kind, field.name)
      add(`${kind} field`, `${field.name}.${'relationTo' in field && Array.isArray(field.relationTo) ? 'value' : 'id'}`)
    } else if (field.type !== 'join') add(kind, field.name)
  }
  return paths
}

describe('where clauses: every operator on every kind of field', () => {
  it('never get a 5xx; a refusal says what is wrong', async () => {
    // Each kind of field from the first collection that has it: the operators' rule goes by kind, and
    // every collection's fields tried with every operator would take a minute.
    const tried = new Map<string, string>()
    for (const collection of (await config).collections.filter((candidate) => candidate.endpoints !== false)) {
      for (const [kind, path] of pathsByKind(collection.flattenedFields)) if (!tried.has(kind)) tried.set(kind, `/api/${collection.slug}?limit=1&depth=0&where[${path}]`)
    }
    expect([...tried.keys()]).toEqual(expect.arrayContaining(['id', 'text', 'text (many)', 'textarea', 'email', 'number', 'date', 'select', 'select (many)', 'checkbox', 'relationship', 'relationship (many)', 'relationship (several collections)', 'relationship field', 'upload', 'richText', 'richText key', 'json', 'json key', 'blocks', 'array', 'array field', 'group', 'group field']))
    const calls = [...tried.values()].flatMap((query) => validOperators.map((operator) => `${query}[${operator}]=${encodeURIComponent(BAD_VALUE[operator] ?? 'x')}`))
    const answered = await inGroups(calls, (address) => api(port, address, { token: admin }))
    expect(wrongAnswers(answered)).toEqual([])
  })

  it('GraphQL refuses the same where clauses', async () => {
    const response = await api(port, '/api/graphql', { method: 'POST', token: editor, body: { query: '{ ContentPages(where: { content: { like: "a" } }) { docs { id } } }' } })
    expect(response.status, response.body).toBeLessThan(500)
    expect(errorOf(response)).toBe("The operator 'like' cannot be used on the field 'content'. Use one of: equals, not_equals, in, not_in, exists.")
  })
})

describe('versions routes of every collection and global', () => {
  it('the list, a word for an id and an unknown id never get a 5xx; a refusal says what is wrong', async () => {
    const { collections, globals } = await config
    const calls = [
      ...collections.filter((collection) => collection.endpoints !== false).flatMap(({ slug }) => [`/api/${slug}/versions`, `/api/${slug}/versions/abc`, `/api/${slug}/versions/99999999`, `/api/${slug}/versions?where[version.id][near]=1,2`]),
      ...globals.flatMap(({ slug }) => [`/api/globals/${slug}/versions`, `/api/globals/${slug}/versions/abc`, `/api/globals/${slug}/versions/99999999`]),
    ]
    expect(calls).toEqual(expect.arrayContaining(['/api/pages/versions', '/api/customer-leads/versions', '/api/globals/service-plans/versions/abc']))
    for (const token of [admin, editor]) expect(wrongAnswers(await inGroups(calls, (address) => api(port, address, { token })))).toEqual([])
  })
})

describe('GraphQL bodies and queries that do not parse', () => {
  const post = (body: string, type = 'application/json') => request(port, '/api/graphql', { method: 'POST', headers: { 'content-type': type }, body })

  it.each(['{"a":', '{', 'not json', '"just a string"', '[1,2]', '{"query": 1}', '{"query": "{ Pages(" }', '{"query": "{ Nope { id } }"}', '{"query": "{ Pages { docs { nope } } }"}', '{"query": "{ Pages { docs { id } } }", "variables": "x"}'])(
    '%s gets a 4xx or a GraphQL error that says what is wrong',
    async (body) => {
      const response = await post(body)
      expect(response.status, describeResponse(body, response)).toBeLessThan(500)
      expect(actionable(response), describeResponse(body, response)).toBe(true)
      // A 200 from GraphQL is a refusal too: it carries the errors.
      expect(response.json<{ errors?: unknown[] }>().errors?.length, response.body).toBeGreaterThan(0)
    },
  )

  it('a form or an empty body gets a readable 4xx too', async () => {
    for (const [body, type] of [['a=1', 'application/x-www-form-urlencoded'], ['', 'application/json'], ['--x\r\n', 'multipart/form-data; boundary=x']]) {
      const response = await post(body!, type)
      expect(response.status, describeResponse(`${type} ${body}`, response)).toBeLessThan(500)
      expect(actionable(response), describeResponse(`${type} ${body}`, response)).toBe(true)
    }
  })
})

describe('the second penetration test’s 5xx findings, one by one', () => {

  it('anonymous POST /api/graphql with the body {"a": gets a 400 that says the body is not JSON', async () => {
    const response = await request(port, '/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' })
    expect(response.status).toBe(400)
    expect(errorOf(response)).toMatch(/not valid JSON/)
  })

  it('anonymous POST /api/users/verify/abc gets a 4xx: staff accounts are not verified by email', async () => {
    const response = await api(port, '/api/users/verify/abc', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(errorOf(response)).toMatch(/not verified by email/)
  })

  it.each([
    ['where[id][near]=1,2', "The operator 'near' cannot be used on the field 'id'"],
    ['where[id][all]=1', "The operator 'all' cannot be used on the field 'id'"],
    ['where[content][like]=a', "The operator 'like' cannot be used on the field 'content'"],
    ['where[layout.blockType][equals]=x', "'x' is not a block type of 'layout'"],
  ])('staff ?%s on pages gets a 400 that names the operator and the field', async (query, message) => {
    const response = await api(port, `/api/pages?${query}`, { token: editor })
    expect(response.status, response.body).toBe(400)
    expect(errorOf(response)).toContain(message)
  })

  it.each([
    ['/api/customer-leads/versions', 404, /^Leads keep no versions/],
    ['/api/globals/service-plans/versions/abc', 404, /^Service plans keep no versions/],
  ])('staff GET %s gets a %i that says so', async (address, status, message) => {
    const response = await api(port, address, { token: editor })
    expect(response.status, response.body).toBe(status)
    expect(errorOf(response)).toMatch(message)
  })

  it('DELETE /api/payload-preferences/7 of a preference nobody saved gets a 404 that says so', async () => {
    const response = await api(port, '/api/payload-preferences/7', { method: 'DELETE', token: editor })
    expect(response.status, response.body).toBe(404)
    expect(errorOf(response)).toMatch(/no saved preference/i)
  })
})

describe('deleting a shopper', () => {
  async function shopperWithData(email: string): Promise<{ id: number; siteId: number }> {
    await signInShopper(port, pool, SWAN, email)
    // A code asked for again and not yet used, and a car on the watchlist.
    await request(port, '/api/account/code', { host: `${SWAN}.localhost`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, phone_number: '0412 555 010', type: 'watchlist', redirect: '/', back: '/' }) })
    const { rows } = await pool.query<{ id: number; tenant_id: number }>('SELECT id, tenant_id FROM shoppers WHERE email = $1', [email])
    const shopper = { id: rows[0]!.id, siteId: rows[0]!.tenant_id }
    await pool.query("INSERT INTO watchlist_entries (tenant_id, shopper_id, car_id) VALUES ($1, $2, 'deleted-shopper-car')", [shopper.siteId, shopper.id])
    return shopper
  }
  const reservation = (shopper: { id: number; siteId: number }, status: string, email: string) =>
    pool.query<{ id: number }>("INSERT INTO reservations (tenant_id, status, car_id, shopper_id, email, deposit_cents, provider, reference) VALUES ($1, $2, $3, $4, $5, 50000, 'local', $3) RETURNING id", [shopper.siteId, status, `${status}-${shopper.id}`, shopper.id, email])
  const left = async (shopper: { id: number; siteId: number }, email: string) => {
    const count = async (sql: string, values: unknown[]) => Number((await pool.query<{ count: string }>(sql, values)).rows[0]!.count)
    return {
      shopper: await count('SELECT count(*) FROM shoppers WHERE id = $1', [shopper.id]),
      watchlist: await count('SELECT count(*) FROM watchlist_entries WHERE shopper_id = $1', [shopper.id]),
      sessions: await count('SELECT count(*) FROM shopper_sessions WHERE shopper_id = $1', [shopper.id]),
      codes: await count('SELECT count(*) FROM shopper_sign_in_codes WHERE site_id = $1 AND email = $2', [shopper.siteId, email]),
    }
  }

  it('deletes their watchlist, sessions and sign-in codes; a finished reservation stays, without the shopper', async () => {
    const email = `deleted-${Date.now()}@example.com.au`
    const shopper = await shopperWithData(email)
    const finished = (await reservation(shopper, 'cancelled', email)).rows[0]!.id
    expect(await left(shopper, email)).toEqual({ shopper: 1, watchlist: 1, sessions: 1, codes: 2 })
    const response = await api(port, `/api/shoppers/${shopper.id}`, { method: 'DELETE', token: admin })
    expect(response.status, response.body).toBe(200)
    expect(await left(shopper, email)).toEqual({ shopper: 0, watchlist: 0, sessions: 0, codes: 0 })
    const kept = await pool.query<{ shopper_id: number | null; email: string }>('SELECT shopper_id, email FROM reservations WHERE id = $1', [finished])
    expect(kept.rows).toEqual([{ shopper_id: null, email }])
  })

  it('is refused, with a message, while one of their reservations holds a car', async () => {
    const email = `holding-${Date.now()}@example.com.au`
    const shopper = await shopperWithData(email)
    await reservation(shopper, 'held', email)
    const response = await api(port, `/api/shoppers/${shopper.id}`, { method: 'DELETE', token: admin })
    expect(response.status, response.body).toBe(409)
    expect(errorOf(response)).toMatch(/^This shopper has a reservation still holding a car/)
    expect(await left(shopper, email)).toEqual({ shopper: 1, watchlist: 1, sessions: 1, codes: 2 })
  })
})
