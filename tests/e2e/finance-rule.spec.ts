import { expect, test, type Page } from '@playwright/test'

import { listedCars } from '../support/listedCars'

const port = process.env.E2E_PORT ?? '3200'
const siteUrl = (site: string, path: string) => `http://${site}.localhost:${port}${path}`

type Hit = { slug: string; price: number | null; status: string; finance_rates?: Record<string, { interestRate: number | null; comparisonRate: number | null }> | null }

/** Listed cars of a demo site, through the public search API as a shopper's browser would. */
const carsWhere = (page: Page, site: string, params: Record<string, unknown>) => listedCars<Hit>(page, (path) => siteUrl(site, path), params)

/** A car of Coastal Motors quoted by two or more of its lenders (generic, angle, manual), all of which want an available car over $500. */
async function carWithSeveralLenders(page: Page): Promise<Hit> {
  const hits = await carsWhere(page, 'coastal-motors', { facetFilters: ['status:in_stock'], numericFilters: ['price>500'], hitsPerPage: 200 })
  const quoted = (hit: Hit) => ['generic', 'angle', 'manual'].filter((lender) => typeof hit.finance_rates?.[lender]?.interestRate === 'number' && typeof hit.finance_rates?.[lender]?.comparisonRate === 'number').length
  const car = hits.find((hit) => quoted(hit) >= 2)
  if (!car) throw new Error('Coastal Motors’ demo stock has no listed car quoted by two lenders')
  return car
}

/**
 * Every visible rate on the page ('6.99% p.a.', '7.45% comp.'), and those
 * not inside a [data-finance-rates] group that also shows a comparison rate.
 */
async function ratesOf(page: Page): Promise<{ rates: number; alone: string[] }> {
  return page.evaluate(() => {
    const RATE = /\d+(?:\.\d+)?\s*%\s*(?:p\.?\s?a\b|comp)/i
    const COMPARISON = /Comparison rate\s*\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*%\s*comp/i
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    let rates = 0
    const alone: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !RATE.test(node.textContent ?? '') || !element.checkVisibility()) continue
      rates++
      const group = element.closest<HTMLElement>('[data-finance-rates]')
      if (!group || !COMPARISON.test(group.innerText)) alone.push(node.textContent!.trim())
    }
    return { rates, alone }
  })
}

test.describe('finance rule: every rate shown has its comparison rate beside it', () => {
  test('offers, the offer page, promo tiles, search cards, home pages and car pages', async ({ page }) => {
    const several = await carWithSeveralLenders(page)
    const [swanCar] = await carsWhere(page, 'swan-river-toyota', { facetFilters: ['status:in_stock', 'car_type:new'], numericFilters: ['price>500'], hitsPerPage: 1 })
    await page.goto(siteUrl('coastal-motors', '/special-offers'))
    const offerPath = await page.locator('article.offer-card', { hasText: 'Ford Ranger finance' }).getByRole('link', { name: 'Enquire' }).getAttribute('href')

    // Pages that must show rates; the home pages are checked for any they show.
    const showing: [string, string][] = [
      ['coastal-motors', '/special-offers'],
      ['coastal-motors', offerPath!],
      ['swan-river-toyota', '/search/new-cars'],
      ['coastal-motors', '/search/used-cars'],
      ['coastal-motors', `/cars/${several.slug}`],
      ['swan-river-toyota', `/cars/${swanCar!.slug}`],
    ]
    for (const [site, path] of [...showing, ['swan-river-toyota', '/'], ['coastal-motors', '/'], ['sunshine-caravans', '/']] as const) {
      await page.goto(siteUrl(site, path))
      const { rates, alone } = await ratesOf(page)
      expect(alone, `${site}${path}`).toEqual([])
      if (showing.some(([shownSite, shownPath]) => shownSite === site && shownPath === path)) expect(rates, `${site}${path} shows rates`).toBeGreaterThan(0)
    }

    // The promo tile advertising finance shows both rates at one size, with the warning.
    await page.goto(siteUrl('swan-river-toyota', '/search/new-cars'))
    const tile = page.locator('.promo-card', { has: page.locator('[data-finance-rates]') })
    await expect(tile.locator('dd')).toHaveText(['4.99% p.a.', '5.31% p.a.'])
    await expect(tile).toContainText('WARNING: This comparison rate is true only for the examples given')
    const sizes = await tile.locator('dd').evaluateAll((values) => values.map((value) => `${getComputedStyle(value).fontSize} ${getComputedStyle(value).fontWeight}`))
    expect(new Set(sizes).size).toBe(1)
  })

  test('on a phone, the car page shows one estimate, and Compare lenders swaps it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const car = await carWithSeveralLenders(page)
    await page.goto(siteUrl('coastal-motors', `/cars/${car.slug}`))
    const finance = page.locator('section#finance')
    const height = await finance.evaluate((section) => section.getBoundingClientRect().height)
    expect(height).toBeLessThanOrEqual(500)

    const choices = finance.getByRole('group', { name: 'Compare lenders' }).getByRole('radio')
    expect(await choices.count()).toBeGreaterThanOrEqual(2)
    await expect(choices.first()).toBeChecked()
    const shown = finance.locator('[data-lender]:visible')
    await expect(shown).toHaveCount(1)
    const first = await shown.getAttribute('data-lender')

    const second = choices.nth(1)
    const label = finance.locator(`label[for="${await second.getAttribute('id')}"]`)
    await label.click()
    await expect(second).toBeChecked()
    await expect(shown).toHaveCount(1)
    await expect(shown).not.toHaveAttribute('data-lender', first!)
    await expect(shown).toHaveAttribute('data-lender', (await second.getAttribute('value'))!)
    // The chosen lender's weekly repayment is the one its choice quotes.
    const weekly = (await label.locator('strong').innerText()).replace('/wk', '')
    await expect(shown.locator('dd').first()).toHaveText(`${weekly} per week`)
    // The keyboard moves between lenders as in any radio group.
    await second.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(shown).toHaveAttribute('data-lender', first!)
  })
})
