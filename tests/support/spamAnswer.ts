/** Spam-check answers for tests and benchmarks outside vitest (e2e, bench:leads); vitest tests use ./altcha. */
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { request } from './http'

/** The widget's answer to a challenge: base64 of {challenge, solution}, what a form sends as `altcha`. */
export function encodedAnswer(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

/** Solves a challenge as the widget's workers do: a few interleaved searches at once (PBKDF2 runs on libuv's threads). */
export async function solve(challenge: Challenge): Promise<{ counter: number; derivedKey: string }> {
  const controller = new AbortController()
  const searches = 4
  const found = await Promise.race(
    Array.from({ length: searches }, async (_, start) => {
      const solution = await solveChallenge({ challenge, deriveKey, controller, counterStart: start, counterStep: searches })
      if (solution) controller.abort()
      return solution ?? new Promise<never>(() => {})
    }),
  )
  return { counter: found.counter, derivedKey: found.derivedKey }
}

/** A fresh challenge from a site's GET /api/altcha. */
export async function altchaChallenge(siteHost: string, port: number): Promise<Challenge> {
  const response = await request(port, '/api/altcha', { host: siteHost })
  if (response.status !== 200) throw new Error(`GET /api/altcha on ${siteHost} answered ${response.status}: ${response.body}`)
  return response.json<Challenge>()
}

/**
 * What a shopper's browser sends as `altcha` with a form on `siteHost` (e.g.
 * 'swan-river-toyota.localhost'): a challenge fetched from that site's server,
 * solved. Each answer is good for one lead.
 */
export async function solvedAltcha(siteHost: string, port: number): Promise<string> {
  const challenge = await altchaChallenge(siteHost, port)
  return encodedAnswer(challenge, await solve(challenge))
}
