/**
 * The document weight of the pages bench:pages measures, as the page budget
 * test measures it (tests/support/pageWeight.ts): fetched without
 * compression, against the same budgets (tests/support/pageBudgets.ts).
 */
import { request } from '../../tests/support/http'
import { BUDGETS, type PageBudget } from '../../tests/support/pageBudgets'
import { pageWeight, type PageWeight } from '../../tests/support/pageWeight'

export type WeighedPage = {
  site: string
  kind: string
  path: string
  weight: PageWeight
  budget: PageBudget
}

/** Each page that has a budget, weighed; a page that does not answer 200 stops the bench. */
export async function weighPages(port: number, pages: { site: string; kind: string; url: string }[]): Promise<WeighedPage[]> {
  const weighed: WeighedPage[] = []
  for (const page of pages) {
    const budget = BUDGETS[page.kind]
    if (!budget) continue
    const { pathname, search } = new URL(page.url)
    // No Accept-Encoding: the server sends plain HTML, the budgets' measure.
    const response = await request(port, pathname + search, {
      host: `${page.site}.localhost`,
    })
    if (response.status !== 200) throw new Error(`${page.url} answered ${response.status}`)
    weighed.push({
      site: page.site,
      kind: page.kind,
      path: pathname,
      weight: pageWeight(response.body),
      budget,
    })
  }
  return weighed
}
