/**
 * Whether another website's address answers, for the admin's link check: a
 * GET whose answer counts once its status arrives (the body is not read).
 * The host must be public, as for every address staff type that the server
 * fetches (publicAddress.ts), unless LINK_CHECK_ALLOW_PRIVATE=1 (tests, a
 * local install). Each link has LINK_CHECK_TIMEOUT_MS to answer, and at most
 * LINK_CHECK_CONCURRENCY are tried at once.
 */

import https from 'node:https'

import type { ProbeResults } from '@/domain/linkCheck'

import { pinnedLookup, publicAddressOf } from './publicAddress'

/** How long one link may take to answer before the check calls it failed. */
export const LINK_CHECK_TIMEOUT_MS = 5000

/** How many links are tried at once: a site's check may hold hundreds, and neither the server nor one website should get them all at once. */
export const LINK_CHECK_CONCURRENCY = 10

/** ok: the address answered with a page (2xx) or a redirect (3xx, which browsers follow). Otherwise why not, in words for staff. */
export type LinkProbe = { url: string; ok: boolean; problem?: string }

export type LinkProbeOptions = { timeoutMs?: number; allowPrivate?: boolean; ca?: string[] }

export async function probeLink(url: string, options: LinkProbeOptions = {}): Promise<LinkProbe> {
  const timeoutMs = options.timeoutMs ?? LINK_CHECK_TIMEOUT_MS
  const allowPrivate = options.allowPrivate ?? process.env.LINK_CHECK_ALLOW_PRIVATE === '1'
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return { url, ok: false, problem: 'is not a web address' }
  }
  if (target.protocol !== 'https:') return { url, ok: false, problem: 'does not start with https://' }
  const deadline = new AbortController()
  // The time limit covers the host's lookup as well as its answer.
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  const timedOut = new Promise<never>((_, reject) => deadline.signal.addEventListener('abort', () => reject(Object.assign(new Error('timed out'), { name: 'AbortError' }))))
  try {
    const status = await Promise.race([answerStatus(target, deadline.signal, allowPrivate, options.ca), timedOut])
    return status >= 200 && status < 400 ? { url, ok: true } : { url, ok: false, problem: `answered HTTP ${status}` }
  } catch (error) {
    return { url, ok: false, problem: probeFailure(error, timeoutMs) }
  } finally {
    clearTimeout(timer)
  }
}

async function answerStatus(target: URL, signal: AbortSignal, allowPrivate: boolean, ca: string[] | undefined): Promise<number> {
  const address = await publicAddressOf(target.hostname, 'link', { allowPrivate, refusal: 'the server does not fetch it' })
  return new Promise<number>((resolve, reject) => {
    const request = https.request(
      target,
      // Connect to the checked address; the certificate is still checked against the host name.
      { method: 'GET', headers: { 'user-agent': 'Forecourt link check', accept: 'text/html,*/*' }, lookup: pinnedLookup(address), ca, signal },
      (response) => {
        resolve(response.statusCode ?? 0)
        response.destroy()
      },
    )
    request.once('error', reject)
    request.end()
  })
}

function probeFailure(error: unknown, timeoutMs: number): string {
  const { code, name, message } = (error ?? {}) as { code?: string; name?: string; message?: string }
  if (name === 'AbortError' || code === 'ABORT_ERR') return `did not answer within ${timeoutMs / 1000} seconds`
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name was not found'
  if (code === 'ECONNREFUSED') return 'refused the connection'
  if (code === 'ECONNRESET') return 'closed the connection'
  if (code === 'EPROTO') return 'does not answer https'
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') return 'has no valid https certificate'
  return message ? `could not be reached: ${message}` : 'could not be reached'
}

/** Every address probed once, LINK_CHECK_CONCURRENCY at a time, each within its own time limit. */
export async function probeLinks(urls: readonly string[], options?: LinkProbeOptions & { concurrency?: number }): Promise<LinkProbe[]> {
  const unique = [...new Set(urls)]
  const probes: LinkProbe[] = []
  let next = 0
  // Each lane takes the next address as soon as its last one is done.
  const lane = async () => {
    for (let at = next++; at < unique.length; at = next++) probes[at] = await probeLink(unique[at]!, options)
  }
  await Promise.all(Array.from({ length: Math.min(options?.concurrency ?? LINK_CHECK_CONCURRENCY, unique.length) }, lane))
  return probes
}

/** What trying each address found, for a link report: why it failed, or null when it answered. */
export async function probeResults(urls: readonly string[], options?: LinkProbeOptions): Promise<ProbeResults> {
  const probes = await probeLinks(urls, options)
  return new Map(probes.map((probe) => [probe.url, probe.ok ? null : (probe.problem ?? 'failed')]))
}
