/**
 * bench:pages' pass over every page type of every demo site in Playwright:
 * layout shift (CLS) at a phone's and a laptop's size, and the scripts each
 * page runs on first load, whose weight beyond the framework's is held to a
 * budget (scripts/lib/benchPageJs.ts).
 *
 * CLS here is every layout-shift entry with no recent input, summed, while
 * the page loads and is scrolled through to the bottom and back. That is
 * stricter than Lighthouse's CLS (one load at one mobile size, no scrolling)
 * and than the field's session windows, which is what a target of 0 wants. The
 * pass also warms the server's caches and image sizes for Lighthouse.
 */
import type { Browser } from '@playwright/test'

import { BASELINE_PATH } from '../../src/server/baselinePage'
import { launchBrowser, scrollThrough } from '../../tests/support/browser'
import { sitePageTypes, type PageType } from '../../tests/support/pageTypes'
import { heading, table } from './benchStats'

/** The two sizes CLS is held at: a phone and a laptop. The phone's load also gives the scripts. */
const SCREENS = [
  {
    label: '390',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  },
  {
    label: '1366',
    viewport: { width: 1366, height: 900 },
    isMobile: false,
    hasTouch: false,
  },
]

/** The page type under which the baseline page's scripts (the framework's floor) are kept; it has no CLS of its own to report. */
export const BASELINE = 'baseline'

type PageLoad = { cls: number; sources: string[]; scripts: string[] }

/**
 * Loads each of `urls` in one tab: the scripts in its document once the
 * network is quiet (Next's own and every chunk its runtime added, before any
 * scroll: first load), then the layout shifts of the load and of a scroll
 * through, with the elements that moved.
 */
async function loadPages(browser: Browser, urls: string[], screen: (typeof SCREENS)[number]): Promise<PageLoad[]> {
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.hasTouch,
  })
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { benchShifts: shifts })
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName.toLowerCase() ?? '?'
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) => describe(source.node)),
          })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const page = await context.newPage()
  const result: PageLoad[] = []
  for (const url of urls) {
    await page.goto(url)
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    // From the document, not the network: a script the tab has cached from the page before still counts. A nomodule script (Next's polyfills) never runs in a browser that reads modules.
    const scripts = await page.evaluate(() => [...document.querySelectorAll('script[src]:not([nomodule])')].map((script) => (script as HTMLScriptElement).src))
    await scrollThrough(page)
    await page.waitForTimeout(300)
    const shifts = await page.evaluate(
      () =>
        (
          window as unknown as {
            benchShifts: { value: number; sources: string[] }[]
          }
        ).benchShifts,
    )
    result.push({
      cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
      sources: [...new Set(shifts.flatMap((shift) => shift.sources))].slice(0, 4),
      scripts,
    })
  }
  await context.close()
  return result
}

export type PageTypesPass = {
  /** The largest CLS of any page type of any site at either size. */
  worstCls: number
  /** The scripts of each page type (and of the baseline page) on each site, on a phone's first load: site → page type → script URLs. */
  scripts: Map<string, Map<string, string[]>>
}

/** CLS on every page type of every site at both sizes, printed; and each page's scripts. */
export async function measurePageTypes(port: number, sites: string[]): Promise<PageTypesPass> {
  heading(`Layout shift (CLS) on every page type at ${SCREENS.map((screen) => `${screen.viewport.width} × ${screen.viewport.height}`).join(' and ')} (Playwright; load and scroll through)`)
  const browser = await launchBrowser()
  const byType = new Map<string, Map<string, string>>()
  const scripts = new Map<string, Map<string, string[]>>()
  const moved: string[] = []
  let worstCls = 0
  try {
    for (const site of sites) {
      const pages: PageType[] = [...(await sitePageTypes(port, site)), { type: BASELINE, path: BASELINE_PATH }]
      scripts.set(site, new Map())
      for (const screen of SCREENS) {
        const loads = await loadPages(
          browser,
          pages.map((page) => `http://${site}.localhost:${port}${page.path}`),
          screen,
        )
        pages.forEach((page, index) => {
          const { cls, sources, scripts: pageScripts } = loads[index]!
          if (screen === SCREENS[0]) scripts.get(site)!.set(page.type, pageScripts)
          if (page.type === BASELINE) return
          worstCls = Math.max(worstCls, cls)
          if (!byType.has(page.type)) byType.set(page.type, new Map())
          byType.get(page.type)!.set(`${site} ${screen.label}`, cls.toFixed(3))
          if (cls > 0) moved.push(`${site} ${page.type} at ${screen.label} (${page.path}): ${cls.toFixed(4)}, moved: ${sources.join(', ')}`)
        })
      }
    }
  } finally {
    await browser.close()
  }
  const columns = sites.flatMap((site) => SCREENS.map((screen) => `${site} ${screen.label}`))
  console.log(
    table(
      ['page type', ...columns],
      [...byType].map(([type, values]) => [type, ...columns.map((column) => values.get(column) ?? '–')]),
    ),
  )
  if (moved.length > 0) console.log(`\nPages that shifted:\n  ${moved.join('\n  ')}`)
  return { worstCls, scripts }
}
