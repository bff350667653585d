/**
 * Lighthouse for bench:pages: one mobile run of a page, at a CPU slowdown
 * calibrated as Lighthouse's own docs say (docs/throttling.md, "Calibrating
 * the CPU slowdown"), and the medians of several runs.
 *
 * Lighthouse's mobile preset simulates a 4× slower CPU, which turns a
 * high-end desktop into a mid-tier phone; on a slower or busier machine it
 * overshoots (scripts/lib/benchCalibration.ts has the table). Lighthouse
 * measures the index at the start of each run, so the bench reads it from
 * calibration runs first, chooses the multiplier, then measures every page at it.
 */
import lighthouse from 'lighthouse'

import { cpuSlowdownFor } from './benchCalibration'
import { summarise } from './benchStats'

export type PageFigures = {
  score: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Lighthouse's measure of this machine's speed at the start of the run (the median over the page's runs). */
  benchmarkIndex: number
  /** The CPU slowdown the run simulated, as Lighthouse recorded it. */
  cpuSlowdown: number
  /** Where the main thread's time went, by script (Lighthouse's bootup-time): what TBT is made of. */
  bootup: string[]
}

const categoryScore = (score: number | null | undefined) => Math.round((score ?? 0) * 100)

/** One Lighthouse run (mobile preset) of `url` in the Chrome on `port`; `cpuSlowdown` replaces the preset's 4× when given. */
export async function lighthouseRun(url: string, port: number, cpuSlowdown?: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Merged into the preset's throttling: only the CPU changes, the simulated slow 4G stays.
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { audits, categories, environment, configSettings } = result.lhr
  const bootup = (audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)?.items ?? []
  return {
    score: categoryScore(categories.performance?.score),
    accessibility: categoryScore(categories.accessibility?.score),
    bestPractices: categoryScore(categories['best-practices']?.score),
    seo: categoryScore(categories.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: environment.benchmarkIndex,
    cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    bootup: bootup.slice(0, 6).map((item) => `${Math.round(item.total)} ms (scripting ${Math.round(item.scripting)}) ${item.url.replace(/^https?:\/\/[^/]+/, '')}`),
  }
}

const median = (values: number[]) => summarise(values).p50

/** The medians of a page's runs, figure by figure. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (figure: keyof Omit<PageFigures, 'bootup'>) => median(runs.map((run) => run[figure]))
  return {
    score: of('score'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
    bootup: runs[0]!.bootup,
  }
}

export type Calibration = {
  indexes: number[]
  benchmarkIndex: number
  cpuSlowdown: number
}

/**
 * Lighthouse runs of `url` whose figures are not kept, for their
 * benchmarkIndex: the median chooses the multiplier. The first is also
 * Chrome's own warm-up (its first page, its compilers), which is no page's cost.
 */
export async function calibrate(url: string, port: number, runs: number): Promise<Calibration> {
  const indexes: number[] = []
  for (let run = 0; run < runs; run++) indexes.push((await lighthouseRun(url, port)).benchmarkIndex)
  const benchmarkIndex = median(indexes)
  return {
    indexes,
    benchmarkIndex,
    cpuSlowdown: cpuSlowdownFor(benchmarkIndex),
  }
}
