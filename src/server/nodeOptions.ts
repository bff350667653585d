/**
 * V8 flags the app server runs with. A larger young generation (64 MB
 * semi-spaces instead of 16) makes scavenges four times rarer in a process
 * that holds large search indexes; each costs the same pause, so fewer
 * searches meet one (measured in BENCHMARKS.md). `npm run bench:search`
 * runs with the same flag, so its engine figures are the server's.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=64'] as const

/**
 * NODE_OPTIONS for a server process: the caller's own options, then ours,
 * with the heap limit (src/server/heapLimit.ts) unless the caller set one.
 */
export function serverNodeOptions(existing = process.env.NODE_OPTIONS, heapLimitMb: number | null = null): string {
  const heapLimit = heapLimitMb !== null && !existing?.includes('--max-old-space-size') ? `--max-old-space-size=${heapLimitMb}` : null
  return [existing, ...SERVER_V8_FLAGS, heapLimit].filter(Boolean).join(' ')
}
