import net from 'node:net'

import config from '@payload-config'
import { Redis } from 'ioredis'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { takeAllowance, type Budget } from '@/server/rateLimit'

/**
 * With REDIS_URL set, the shared rate limits are counted in Redis
 * (src/server/rateLimit.ts). Runs against the machine's Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379): CI has one and must run
 * it; on a machine without Redis the file is skipped, as the product itself
 * needs none.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const BUDGET: Budget = { limit: 3, windowMs: 60_000 }

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 })
    const settle = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.once('connect', () => settle(true))
    socket.once('error', () => settle(false))
    socket.once('timeout', () => settle(false))
  })
}

const hasRedis = await reachable(redisUrl)
if (!hasRedis && process.env.CI) throw new Error(`CI runs the Redis rate-limit tests, and no Redis answers at ${redisUrl}`)

/**
 * A fresh process's view: the counters and the Redis client are per process,
 * so dropping them (and closing the client, which would otherwise go on
 * reconnecting) is what another instance sees.
 */
async function asAnotherInstance() {
  const holder = globalThis as { forecourtRateLimits?: { redis?: Promise<Redis> } }
  const client = await holder.forecourtRateLimits?.redis?.catch(() => undefined)
  client?.disconnect()
  delete holder.forecourtRateLimits
}

describe.skipIf(!hasRedis)('rate limits counted in Redis when REDIS_URL is set', () => {
  let payload: Payload
  let redis: Redis
  let pool: pg.Pool
  const savedRedisUrl = process.env.REDIS_URL
  const name = `redis-test-${process.pid}-${Date.now()}`

  beforeAll(async () => {
    payload = await getPayload({ config })
    redis = new Redis(redisUrl)
    pool = new pg.Pool({ connectionString: inject('databaseUrl') })
    process.env.REDIS_URL = redisUrl
    await asAnotherInstance()
  })

  afterAll(async () => {
    if (savedRedisUrl === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = savedRedisUrl
    await asAnotherInstance()
    await redis?.keys(`${name}*`).then((keys) => (keys.length > 0 ? redis.del(...keys) : 0))
    redis?.disconnect()
    await pool?.end()
  })

  it('the budget is counted in Redis, not PostgreSQL, and another instance sees the same count', async () => {
    const outcomes = []
    for (let n = 0; n < BUDGET.limit; n += 1) outcomes.push(await takeAllowance(payload, name, BUDGET, 'shopper-a'))
    expect(outcomes).toEqual(Array(BUDGET.limit).fill({ allowed: true }))

    const keys = await redis.keys(`${name}*shopper-a`)
    expect(keys).toHaveLength(1)
    expect(Number(await redis.get(keys[0]!))).toBe(BUDGET.limit)
    const { rowCount } = await pool.query('SELECT 1 FROM rate_limits WHERE key LIKE $1', [`${name}%`])
    expect(rowCount).toBe(0)

    await asAnotherInstance()
    const refused = await takeAllowance(payload, name, BUDGET, 'shopper-a')
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    // Another key has its own budget.
    expect(await takeAllowance(payload, name, BUDGET, 'shopper-b')).toEqual({ allowed: true })
  })

  it('with Redis away, the request is let through and a warning logged', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    await asAnotherInstance()
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      expect(await takeAllowance(payload, `${name}-away`, BUDGET, 'shopper-a')).toEqual({ allowed: true })
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ limit: `${name}-away` }), 'A rate limit could not be counted; the request was let through')
    } finally {
      warn.mockRestore()
      process.env.REDIS_URL = redisUrl
      await asAnotherInstance()
    }
  })
})
