import { expect, test } from '@playwright/test'

import { SEARCH_PAGE_SIZE } from '../../src/domain/listing'
import { request } from '../support/http'
import { BUDGETS, CARD_BYTES, INTERIM_CEILINGS } from '../support/pageBudgets'
import { misnestedElements } from '../support/htmlNesting'
import { demoSites, keyPages, sitePageTypes } from '../support/pageTypes'
import { pageWeight } from '../support/pageWeight'

/**
 * Every demo site's home, search and car page, and each car card on them,
 * within the page budgets. The counts do not depend on the machine's load,
 * so they are held here and not only in bench:pages. No browser: the
 * document as the server sends it, uncompressed.
 */
const port = Number(process.env.E2E_PORT ?? '3200')

for (const site of demoSites()) {
  test(`${site}: home, search and car pages keep within their budgets`, async () => {
    const overruns: string[] = []
    for (const page of await keyPages(port, site)) {
      const response = await request(port, page.path, { host: `${site}.localhost` })
      expect(response.status, page.path).toBe(200)
      const weight = pageWeight(response.body)
      const budget = INTERIM_CEILINGS[page.type] ?? BUDGETS[page.type]!
      const measured = `${page.type} ${page.path}: ${(weight.bytes / 1024).toFixed(1)} KB (React payload ${(weight.payloadBytes / 1024).toFixed(1)} KB), ${weight.elements} elements`
      if (weight.bytes > budget.bytes || weight.elements > budget.elements) overruns.push(`${measured}; budget ${budget.bytes / 1024} KB, ${budget.elements} elements`)
      const largestCard = Math.max(0, ...weight.cardBytes)
      if (largestCard > CARD_BYTES) overruns.push(`${page.path}: a car card of ${largestCard} bytes; budget ${CARD_BYTES}`)
      // The search budget is for a full page of results: a page measured with fewer cards would pass too easily.
      if (page.type === 'search') expect(weight.cardBytes.length, page.path).toBe(SEARCH_PAGE_SIZE)
    }
    expect(overruns).toEqual([])
  })
}

for (const site of demoSites()) {
  test(`${site}: every page type's markup is nested as the browser's parser keeps it, so hydration never fails on it`, async () => {
    const misnested: string[] = []
    for (const page of await sitePageTypes(port, site)) {
      const response = await request(port, page.path, { host: `${site}.localhost` })
      for (const problem of misnestedElements(response.body)) misnested.push(`${page.path}: ${problem}`)
    }
    expect(misnested).toEqual([])
  })
}
