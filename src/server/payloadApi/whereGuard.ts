import { APIError, type CollectionBeforeOperationHook, type FlattenedBlock, type FlattenedField, type Payload, type Where } from 'payload'
import { validOperatorSet } from 'payload/shared'

import { whereRefusal, type QueriedField, type QueriedKind } from './whereOperators'

const KINDS: Partial<Record<FlattenedField['type'], QueriedKind>> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  select: 'choice',
  radio: 'choice',
  point: 'point',
}

const blocksOf = (payload: Payload, field: Extract<FlattenedField, { type: 'blocks' }>): FlattenedBlock[] =>
  (field.blockReferences ?? field.blocks).flatMap((block) => (typeof block === 'string' ? ((payload.blocks as Record<string, FlattenedBlock | undefined>)[block] ?? []) : block))

/**
 * The field a `where` path ends at, through groups, arrays, tabs, blocks and
 * links to other collections; null for a path Payload itself refuses or
 * answers (an unknown field, an array as a whole), which is left to it.
 */
function fieldAt(payload: Payload, fields: FlattenedField[], [head = '', ...rest]: string[]): QueriedField | null {
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === head)
  if (!field) return head === 'id' && rest.length === 0 ? { kind: 'number' } : null
  switch (field.type) {
    case 'group':
    case 'array':
    case 'tab':
      return rest.length > 0 ? fieldAt(payload, field.flattenedFields, rest) : null
    case 'blocks': {
      const blocks = blocksOf(payload, field)
      if (rest.length === 1 && rest[0] === 'blockType') return { kind: 'blockType', blockTypes: blocks.map((block) => block.slug) }
      for (const block of blocks) {
        const found = fieldAt(payload, block.flattenedFields, rest)
        if (found) return found
      }
      return null
    }
    case 'json':
    case 'richText':
      return { kind: rest.length > 0 ? 'json key' : 'json' }
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        if (rest.length === 0) return { kind: 'polymorphic' }
        return rest.length === 1 && rest[0] === 'value' ? { kind: 'relationship' } : rest.length === 1 && rest[0] === 'relationTo' ? { kind: 'choice' } : null
      }
      if (rest.length === 0) return { kind: 'relationship', hasMany: Boolean(field.hasMany) }
      const linked = payload.collections[field.relationTo]
      return linked ? fieldAt(payload, linked.config.flattenedFields, rest) : null
    }
    default: {
      const kind = KINDS[field.type]
      return kind && rest.length === 0 ? { kind, hasMany: 'hasMany' in field && Boolean(field.hasMany) } : null
    }
  }
}

/** Every condition of a where clause (through `and` and `or`): its path, operator and value. */
function* conditions(where: Where): Generator<{ path: string; operator: string; value: unknown }> {
  for (const [key, condition] of Object.entries(where)) {
    if (/^(and|or)$/i.test(key) && Array.isArray(condition)) {
      for (const inner of condition as Where[]) if (inner && typeof inner === 'object') yield* conditions(inner)
    } else if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
      for (const [operator, value] of Object.entries(condition)) yield { path: key.replace(/__/g, '.'), operator, value }
    }
  }
}

/** The first condition of `where` the database cannot run on this collection's fields, in words; null when there is none. */
export function unusableCondition(payload: Payload, fields: FlattenedField[], where: Where): string | null {
  for (const { path, operator, value } of conditions(where)) {
    if (!validOperatorSet.has(operator as never)) continue
    const segments = path.split('.')
    // The versions of a document are queried as `version.<field>`.
    const field = fieldAt(payload, fields, segments) ?? (segments[0] === 'version' ? fieldAt(payload, fields, segments.slice(1)) : null)
    const refusal = field && whereRefusal(path, field, operator, value)
    if (refusal) return refusal
  }
  return null
}

/** The error name a refused where clause is logged under. */
export const WHERE_REFUSED = 'QueryError'

/**
 * Every read, count, update or delete by a where clause (REST, GraphQL and
 * the Local API) is checked before it reaches the database: a condition it
 * cannot run is a 400 that names the operator and the field.
 */
export const refuseUnusableWhere: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const where = (args as { where?: Where }).where
  if (!where || typeof where !== 'object') return args
  const refusal = unusableCondition(req.payload, collection.flattenedFields, where)
  if (!refusal) return args
  const error = new APIError(refusal, 400, [{ message: refusal }], true)
  // Payload's name for a query it refuses, which the log keeps at info (payload.config.ts): a caller's mistake, not ours.
  error.name = WHERE_REFUSED
  throw error
}
