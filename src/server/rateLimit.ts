import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export type Budget = { limit: number; windowMs: number }

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The table the rate_limits migration creates, shared by every instance on the database. */
const TABLE = 'rate_limits'

type Store = { redis?: Promise<RedisClient>; limiters: Map<string, Promise<RateLimiterAbstract>> }
type RedisClient = InstanceType<typeof import('ioredis').Redis>

// Kept across requests and shared by every bundle of this process (module state is per bundle).
const store = (): Store => ((globalThis as { forecourtRateLimits?: Store }).forecourtRateLimits ??= { limiters: new Map() })

async function redisClient(url: string): Promise<RedisClient> {
  // Loaded only when REDIS_URL is set: a deployment on PostgreSQL alone never opens it.
  const { Redis } = await import('ioredis')
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  // The failed counts are logged where they fail (countedCall); without a listener ioredis prints every reconnect attempt.
  client.on('error', () => undefined)
  // The first count waits for the connection, or its failure; later ones fail at once while it is down (rejectIfRedisNotReady).
  await new Promise((settled) => {
    client.once('ready', settled)
    client.once('error', settled)
  })
  return client
}

async function newLimiter(payload: Payload, keyPrefix: string, budget: Budget): Promise<RateLimiterAbstract> {
  const options = { keyPrefix, points: budget.limit, duration: Math.ceil(budget.windowMs / 1000) }
  const redisUrl = process.env.REDIS_URL?.trim()
  if (redisUrl) {
    const shared = store()
    shared.redis ??= redisClient(redisUrl)
    // Not ready (Redis away): the count fails at once and the request goes through, so a shopper never waits on Redis coming back.
    return new RateLimiterRedis({ ...options, storeClient: await shared.redis, rejectIfRedisNotReady: true })
  }
  const pool = (payload.db as unknown as { pool: Pool }).pool
  return new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true })
}

/**
 * The shared counter for one limit. The budget is part of its key: an
 * instance started with other limits (a load test's) counts apart rather
 * than judging the same count against another limit.
 */
function limiterFor(payload: Payload, name: string, budget: Budget): Promise<RateLimiterAbstract> {
  const keyPrefix = `${name}:${budget.limit}/${budget.windowMs}ms`
  const { limiters } = store()
  let limiter = limiters.get(keyPrefix)
  if (!limiter) {
    limiter = newLimiter(payload, keyPrefix, budget)
    limiters.set(keyPrefix, limiter)
    // A client that failed to load is tried again on the next request.
    limiter.catch(() => limiters.delete(keyPrefix))
  }
  return limiter
}

/**
 * The outcome of one count: when over the limit, how many seconds until its
 * window ends. A counter that cannot be reached lets the request through
 * and logs it: a shopper's lead is never lost to its own rate limit.
 */
export async function countedCall(count: () => Promise<unknown>, log: { warn: (details: object, message: string) => void }, limit: string): Promise<Allowance> {
  try {
    await count()
    return { allowed: true }
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) }
    log.warn({ err: outcome, limit }, 'A rate limit could not be counted; the request was let through')
    return { allowed: true }
  }
}

/**
 * One request under `key` counted against `budget`, in the store every
 * instance shares: Redis when REDIS_URL is set, else the rate_limits table.
 */
export function takeAllowance(payload: Payload, name: string, budget: Budget, key: string): Promise<Allowance> {
  return countedCall(async () => (await limiterFor(payload, name, budget)).consume(key), payload.logger, name)
}

/**
 * Gives one counted request under `key` back, for a limit that counts only
 * failures (a sign-in try that turned out right). A store that cannot be
 * reached keeps the count; that is logged, never the request's failure.
 */
export async function giveBackAllowance(payload: Payload, name: string, budget: Budget, key: string): Promise<void> {
  try {
    await (await limiterFor(payload, name, budget)).reward(key, 1)
  } catch (error) {
    payload.logger.warn({ err: error, limit: name }, 'A rate limit count could not be given back')
  }
}
