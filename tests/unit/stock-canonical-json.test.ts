import { describe, expect, it } from 'vitest'

import { canonicalJson, contentHash } from '../../src/lib/canonicalJson'

describe('canonical JSON of a vehicle', () => {
  it('sorts keys at every depth and keeps array order, so equal content gives one hash', () => {
    const one = { price: 1, id: '7', variant: { torque: 2, cylinders: 4 }, images: ['b', 'a'], finance_lenders: { z: { b: 1, a: 2 }, a: null } }
    const other = { finance_lenders: { a: null, z: { a: 2, b: 1 } }, images: ['b', 'a'], variant: { cylinders: 4, torque: 2 }, id: '7', price: 1 }
    expect(canonicalJson(one)).toBe('{"finance_lenders":{"a":null,"z":{"a":2,"b":1}},"id":"7","images":["b","a"],"price":1,"variant":{"cylinders":4,"torque":2}}')
    expect(canonicalJson(other)).toBe(canonicalJson(one))
    expect(contentHash(canonicalJson(other))).toMatch(/^[0-9a-f]{64}$/)
    expect(contentHash(canonicalJson({ ...one, price: 2 }))).not.toBe(contentHash(canonicalJson(one)))
  })

  it('leaves out missing values, as JSON does', () => {
    expect(canonicalJson({ b: undefined, a: 1 })).toBe('{"a":1}')
  })
})
