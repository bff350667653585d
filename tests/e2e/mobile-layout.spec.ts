import { expect, test, type Page } from '@playwright/test'

import { demoSites, sitePageTypes } from '../support/pageTypes'
import { PAGE_TYPES } from '../support/publicPages'

const port = Number(process.env.E2E_PORT ?? '3200')
const PHONE = { width: 360, height: 640 }
const TAP_TARGET_PX = 44

/** Every page type found from the site's data, and the fixed list of its other public pages. */
async function phonePages(site: string): Promise<string[]> {
  const found = (await sitePageTypes(port, site)).map((each) => each.path)
  return [...new Set([...found, ...(PAGE_TYPES[site] ?? [])])]
}

type SmallTarget = { selector: string; text: string; width: number; height: number }

/**
 * The visible interactive elements smaller than 44 × 44 px. Each is named by
 * its selector in context (landmark, nearest classed ancestor, then the
 * element's tag, id, classes and type) so that repeats of one component (a
 * car card's button on every card) read as one offender, and by its text.
 * Visible: rendered, not visibility-hidden or transparent, and larger than
 * the 1 × 1 px of a visually hidden element (a skip link until focused, a
 * native input under a styled control).
 *
 * Exempt: a link in running text, as WCAG 2.5.8's "inline" exception has it
 * (a target in a sentence, whose size the line-height of the text around it
 * sets). Precisely: an <a> laid out inline whose block container also holds
 * text of its own outside any link or button. A list of links (a menu, a
 * footer column) is not running text: each link is the whole of its block, so
 * it must be a full-size target.
 */
function smallTapTargets(page: Page, minimum: number): Promise<SmallTarget[]> {
  return page.evaluate((least) => {
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'
    const blockContainer = (element: Element): Element => {
      let at = element.parentElement
      while (at && ['inline', 'contents'].includes(getComputedStyle(at).display)) at = at.parentElement
      return at ?? document.body
    }
    const ownText = (container: Element): string => {
      let text = ''
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('a, button, [role="button"]')) text += node.textContent ?? ''
      }
      return text.trim()
    }
    const inRunningText = (element: Element) =>
      element.localName === 'a' && getComputedStyle(element).display === 'inline' && ownText(blockContainer(element)).length > 0
    const name = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).map((each) => `.${each}`).join('')
      const type = element.getAttribute('type')
      // An id with digits is generated per render (the spam check's), so it would split one component into many.
      const id = element.id && !/\d/.test(element.id) ? `#${element.id}` : ''
      return `${element.localName}${id}${classes}${type ? `[type="${type}"]` : ''}`
    }
    const selector = (element: Element) => {
      const landmark = element.parentElement?.closest('header, nav, main, aside, footer, dialog, form')
      const classed = element.parentElement?.closest('[class]')
      const context = [landmark, classed && classed !== landmark && landmark?.contains(classed) !== false ? classed : null].filter((each) => each instanceof Element)
      return [...context.map(name), name(element)].join(' ')
    }
    const targets: SmallTarget[] = []
    for (const element of document.querySelectorAll(interactive)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const { width, height } = element.getBoundingClientRect()
      if (width <= 1 || height <= 1) continue
      if (width >= least && height >= least) continue
      if (inRunningText(element)) continue
      // A field by its label (a select's own text is every option's).
      const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.innerText ?? (element as HTMLElement).innerText ?? ''
      const text = label.replace(/\s+/g, ' ').trim().slice(0, 40)
      targets.push({ selector: selector(element), text, width: Math.round(width), height: Math.round(height) })
    }
    return targets
  }, minimum)
}

/**
 * Pages fit a phone's width. A page wider than the screen makes a mobile
 * browser zoom out: everything shrinks, and content meant to load as it
 * nears the screen (the car page's enquiry form) loads at once. Three such
 * overflows were found by measuring: the header's menus, a car card's hidden
 * fact labels escaping the similar-cars carousel, and the locations carousel.
 */
for (const site of demoSites()) {
  test(`${site}: every page type fits a 360 px screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const wide: string[] = []
    for (const path of await phonePages(site)) {
      await page.goto(`http://${site}.localhost:${port}${path}`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > PHONE.width) wide.push(`${path}: ${width} px`)
    }
    expect(wide).toEqual([])
    await context.close()
  })

  /**
   * Every control is at least 44 × 44 px on a phone, so a thumb hits it. The
   * failure lists each offending component once: its selector, its smallest
   * size, how many there were, a few of their texts, and the pages ("every
   * page" for the header's and footer's).
   */
  test(`${site}: every tap target on every page type is at least 44 × 44 px at 360 px`, async ({ browser }) => {
    test.setTimeout(180_000)
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const paths = await phonePages(site)
    const offenders = new Map<string, { texts: Set<string>; count: number; width: number; height: number; pages: Set<string> }>()
    for (const path of paths) {
      await page.goto(`http://${site}.localhost:${port}${path}`)
      for (const target of await smallTapTargets(page, TAP_TARGET_PX)) {
        const seen = offenders.get(target.selector) ?? { texts: new Set(), count: 0, width: Infinity, height: Infinity, pages: new Set() }
        seen.texts.add(target.text)
        seen.count++
        seen.width = Math.min(seen.width, target.width)
        seen.height = Math.min(seen.height, target.height)
        seen.pages.add(path)
        offenders.set(target.selector, seen)
      }
    }
    const report = [...offenders].map(([selector, seen]) => {
      const texts = [...seen.texts].slice(0, 3).map((text) => `"${text}"`).join(', ')
      const on = seen.pages.size === paths.length ? 'every page' : [...seen.pages].join(', ')
      return `${selector} ${seen.width}×${seen.height} px (×${seen.count}: ${texts}${seen.texts.size > 3 ? ', …' : ''}) on ${on}`
    })
    expect(report, `${report.length} kinds of tap target under ${TAP_TARGET_PX} × ${TAP_TARGET_PX} px on ${site}`).toEqual([])
    await context.close()
  })
}

test('the header and its open menu drawer fit a 360 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`http://swan-river-toyota.localhost:${port}/`)
  const header = (await page.locator('header.site-header').boundingBox())!
  expect(header.height).toBeLessThanOrEqual(64)
  await page.getByRole('button', { name: 'Menu', exact: true }).tap()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.locator('summary', { hasText: 'New Vehicles' }).tap()
  await expect(drawer.getByRole('link', { name: 'Explore bZ4X' })).toBeVisible()
  const box = (await drawer.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  expect(await drawer.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true)
  await context.close()
})
