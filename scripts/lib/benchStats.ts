/**
 * Latency statistics and plain-text tables for the benchmark scripts
 * (scripts/bench-search.ts, scripts/bench-import.ts).
 */

/** The p-th percentile (0–100) by the nearest-rank method: a value that was actually measured. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export type Summary = { n: number; p50: number; p95: number; p99: number; mean: number; max: number }

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean, max: sorted.at(-1) ?? Number.NaN }
}

/** Runs `work` and returns its result with the time it took, in ms. */
export async function timed<T>(work: () => Promise<T> | T): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

export const ms = (value: number, digits = value < 10 ? 2 : 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(valueMs < 10_000 ? 2 : 1)} s`
export const ratio = (ours: number, peer: number) => (peer > 0 && Number.isFinite(ours) ? `${(ours / peer).toFixed(2)}×` : '–')

/** A left-aligned first column and right-aligned others, as monospace text. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

export function heading(title: string) {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 74 - title.length))}`)
}

/**
 * The machine's own noise: a fixed piece of CPU work (about `targetMs`, no
 * allocation, no I/O) timed `runs` times. Its tail is what the scheduler and
 * other processes add to anything measured here, whatever the code.
 */
export function noiseFloor(targetMs = 0.5, runs = 2000): Summary {
  let sink = 0
  const spin = (iterations: number) => {
    for (let i = 0; i < iterations; i++) sink = (sink * 31 + i) | 0
  }
  // Warm up first, so the loop is optimised before it is calibrated.
  for (let run = 0; run < 200; run++) spin(100_000)
  const probe: number[] = []
  for (let run = 0; run < 50; run++) {
    const started = performance.now()
    spin(100_000)
    probe.push(performance.now() - started)
  }
  const iterations = Math.round((100_000 * targetMs) / Math.max(summarise(probe).p50, 1e-3))
  const samples: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    spin(iterations)
    samples.push(performance.now() - started)
  }
  if (sink === 42) console.log('')
  return summarise(samples)
}
