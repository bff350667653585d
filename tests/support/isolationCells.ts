import type { Field } from 'payload'

import type { HttpResponse } from './http'

/**
 * What one request of the isolation matrix came to. "denied" is a 4xx; a
 * 5xx, or a GraphQL error without a 4xx status (a bad query, a crash), is
 * "broken" and never counts as a denial.
 */
export type Outcome = 'ok' | 'denied' | `broken: ${string}`

/** A broken outcome carries what the server said, so a failing cell shows why. */
const broken = (status: number, body: string): Outcome => `broken: ${status} ${body.slice(0, 500)}`

export function restOutcome(response: Pick<HttpResponse, 'status' | 'body'>): Outcome {
  if (response.status >= 200 && response.status < 300) return 'ok'
  return response.status >= 400 && response.status < 500 ? 'denied' : broken(response.status, response.body)
}

type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: { extensions?: { statusCode?: number } }[] }

/** A GraphQL answer for one root field: ok when it holds a value and no error, denied when every error is a 4xx. */
export function graphQLOutcome(response: HttpResponse, field: string): Outcome {
  if (response.status >= 500) return broken(response.status, response.body)
  const answer = response.json<GraphQLAnswer>()
  const errors = answer.errors ?? []
  if (errors.length === 0) return answer.data?.[field] ? 'ok' : broken(response.status, response.body)
  const denied = errors.every((error) => (error.extensions?.statusCode ?? 0) >= 400 && (error.extensions?.statusCode ?? 0) < 500)
  return denied ? 'denied' : broken(response.status, response.body)
}

/** Payload's GraphQL enum name for a select value. */
const enumName = (value: string) => (/^\d/.test(value) ? `_${value}` : value).replace(/[-/.+,()'[\]]/g, '_').replace(/ /g, '')

/** REST data as GraphQL variables: select values become their enum names, however deeply they sit. */
export function graphQLInput(fields: Field[], data: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...data }
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') Object.assign(input, graphQLInput(field.fields, input))
    if (!('name' in field) || !(field.name in input)) continue
    const value = input[field.name]
    if (field.type === 'select') input[field.name] = Array.isArray(value) ? value.map((item) => enumName(String(item))) : enumName(String(value))
    if (field.type === 'group' && value && typeof value === 'object') input[field.name] = graphQLInput(field.fields, value as Record<string, unknown>)
    if (field.type === 'array' && Array.isArray(value)) input[field.name] = value.map((row) => graphQLInput(field.fields, row as Record<string, unknown>))
  }
  return input
}

/** A place in a collection where a document links to a record of a site-scoped collection, and the data that fills it. */
export type LinkSlot = { path: string; target: string; data: (id: number) => Record<string, unknown> }

/** Every link slot of a field list (groups, rows, tabs, arrays, blocks), each filled with one record. */
export function linkSlots(fields: Field[], scoped: ReadonlySet<string>, path = '', wrap = (inner: Record<string, unknown>) => inner): LinkSlot[] {
  const at = (name: string) => (path ? `${path}.${name}` : name)
  return fields.flatMap((field): LinkSlot[] => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return [field.relationTo].flat().filter((target) => scoped.has(target)).map((target) => {
          const polymorphic = Array.isArray(field.relationTo)
          const one = (id: number) => (polymorphic ? { relationTo: target, value: id } : id)
          return { path: at(field.name) + (field.hasMany ? '.0' : ''), target, data: (id) => wrap({ [field.name]: field.hasMany ? [one(id)] : one(id) }) }
        })
      case 'group':
        return 'name' in field && field.name
          ? linkSlots(field.fields, scoped, at(field.name), (inner) => wrap({ [field.name]: inner }))
          : linkSlots(field.fields, scoped, path, wrap)
      case 'row':
      case 'collapsible':
        return linkSlots(field.fields, scoped, path, wrap)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          'name' in tab && tab.name ? linkSlots(tab.fields, scoped, at(tab.name), (inner) => wrap({ [tab.name]: inner })) : linkSlots(tab.fields, scoped, path, wrap),
        )
      case 'array':
        return linkSlots(field.fields, scoped, at(`${field.name}.0`), (inner) => wrap({ [field.name]: [inner] }))
      case 'blocks':
        return field.blocks.flatMap((block) => linkSlots(block.fields, scoped, at(`${field.name}.0`), (inner) => wrap({ [field.name]: [{ blockType: block.slug, ...inner }] })))
      default:
        return []
    }
  })
}

/** The field paths a Payload ValidationError names (empty for any other outcome). */
export function invalidPaths(error: unknown): string[] {
  const data = (error as { data?: { errors?: { path?: string }[] } } | null)?.data
  return (data?.errors ?? []).map((entry) => entry.path ?? '')
}
