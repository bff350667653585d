/**
 * Garbage-collection pauses during a measured pass (perf_hooks 'gc'
 * entries), and which timed requests they fell into: a tail that comes from
 * the collector rather than from the search code shows up here.
 */
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks'

import { ms, summarise } from './benchStats'

export type Span = { start: number; end: number }

export function recordGc(): { stop: () => Promise<PerformanceEntry[]> } {
  const entries: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()))
  observer.observe({ entryTypes: ['gc'] })
  return {
    stop: async () => {
      // Entries are delivered asynchronously: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 50))
      observer.disconnect()
      return entries
    },
  }
}

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
}

/** One line: the pauses by kind, and the requests with and without a pause inside them. */
export function describeGc(entries: PerformanceEntry[], spans: Span[]): string {
  const byKind = new Map<string, number[]>()
  for (const entry of entries) {
    const kind = KINDS[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other'
    byKind.set(kind, [...(byKind.get(kind) ?? []), entry.duration])
  }
  const pauses = [...byKind].map(([kind, durations]) => {
    const s = summarise(durations)
    return `${durations.length} ${kind} (p50 ${ms(s.p50)}, max ${ms(s.max)} ms)`
  })
  const hit: number[] = []
  const clear: number[] = []
  for (const span of spans) {
    const paused = entries.some((entry) => entry.startTime < span.end && entry.startTime + entry.duration > span.start)
    ;(paused ? hit : clear).push(span.end - span.start)
  }
  const a = summarise(hit)
  const b = summarise(clear)
  return (
    `GC pauses: ${pauses.join(', ') || 'none'}. ` +
    `Requests with a pause inside: ${a.n}, p50 ${ms(a.p50)} / p95 ${ms(a.p95)} ms; without: ${b.n}, p50 ${ms(b.p50)} / p95 ${ms(b.p95)} ms.`
  )
}
