import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '../../src/leads/databaseUnavailable'

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, a shutdown and a dropped connection, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true)
  })

  it('does not mistake a bad statement or a constraint for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
