import { validOperators } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { operatorsFor, whereRefusal, type QueriedKind } from '@/server/payloadApi/whereOperators'

/** What the PostgreSQL adapter fails on (measured against Payload 3.90's adapter), by kind: each must be refused. */
const FAILS_IN_THE_DATABASE: Record<QueriedKind, string[]> = {
  text: ['all', 'near', 'within', 'intersects'],
  number: ['all', 'near', 'within', 'intersects', 'contains', 'not_like'],
  date: ['all', 'near', 'within', 'intersects', 'contains', 'like', 'not_like'],
  checkbox: ['all', 'near', 'within', 'intersects', 'contains', 'like', 'not_like'],
  choice: ['all', 'near', 'within', 'intersects', 'contains', 'like', 'not_like'],
  relationship: ['all', 'near', 'within', 'intersects', 'contains', 'not_like'],
  polymorphic: ['all', 'near', 'within', 'intersects', 'contains', 'like', 'not_like', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'less_than'],
  json: ['all', 'near', 'within', 'intersects', 'contains', 'like', 'not_like'],
  'json key': ['all', 'near', 'within', 'intersects', 'contains', 'in', 'not_in', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'],
  point: ['all'],
  blockType: ['all', 'in', 'exists', 'not_equals'],
}

describe('where operators by kind of field', () => {
  it.each(Object.entries(FAILS_IN_THE_DATABASE))('a %s field refuses every operator the database fails on, naming the operator and the field', (kind, failing) => {
    for (const operator of failing) {
      expect(whereRefusal('f', { kind: kind as QueriedKind, blockTypes: ['hero'] }, operator, 'x'), operator).toMatch(new RegExp(`^The operator '${operator}' cannot be used on the field 'f'\\. Use one of: `))
    }
  })

  it('takes only operators Payload knows, and no kind takes `all`, which the adapter lacks', () => {
    for (const kind of Object.keys(FAILS_IN_THE_DATABASE) as QueriedKind[]) {
      expect(operatorsFor({ kind }).every((operator) => (validOperators as readonly string[]).includes(operator))).toBe(true)
      expect(operatorsFor({ kind, hasMany: true })).not.toContain('all')
    }
  })

  it('text takes everything but geometry; ids and numbers take like (read as equals); fields holding many take contains', () => {
    expect(whereRefusal('title', { kind: 'text' }, 'like', 'a')).toBeNull()
    expect(whereRefusal('id', { kind: 'number' }, 'like', '4')).toBeNull()
    expect(whereRefusal('id', { kind: 'number' }, 'near', '1,2')).toBe("The operator 'near' cannot be used on the field 'id'. Use one of: equals, not_equals, in, not_in, exists, greater_than, greater_than_equal, less_than, less_than_equal, like.")
    expect(whereRefusal('roles', { kind: 'choice', hasMany: true }, 'contains', 'x')).toBeNull()
    expect(whereRefusal('role', { kind: 'choice' }, 'contains', 'x')).toMatch(/cannot be used/)
  })

  it('a nested where under contains asks about the linked document, and is left to Payload', () => {
    expect(whereRefusal('tenant', { kind: 'relationship' }, 'contains', { name: { equals: 'x' } })).toBeNull()
  })

  it('a link to several collections is matched on a {relationTo, value} pair', () => {
    expect(whereRefusal('user', { kind: 'polymorphic' }, 'equals', { relationTo: 'users', value: 1 })).toBeNull()
    expect(whereRefusal('user', { kind: 'polymorphic' }, 'equals', '1')).toMatch(/^The field 'user' links to more than one collection: .*'user\.value' and 'user\.relationTo'/)
  })

  it('a block type must be one of the field’s blocks', () => {
    const layout = { kind: 'blockType' as const, blockTypes: ['hero', 'offers'] }
    expect(whereRefusal('layout.blockType', layout, 'equals', 'hero')).toBeNull()
    expect(whereRefusal('layout.blockType', layout, 'equals', 'x')).toBe("'x' is not a block type of 'layout'. Use one of: hero, offers.")
  })
})
