import type { Page } from '@playwright/test'

/**
 * Listed cars of a site, through its public search API as a shopper's browser
 * would: asked from one of its pages (`siteUrl` names the site's address of a
 * path), as Node cannot resolve *.localhost names.
 */
export async function listedCars<Hit>(page: Page, siteUrl: (path: string) => string, params: Record<string, unknown>): Promise<Hit[]> {
  await page.goto(siteUrl('/contact'))
  const body = await page.evaluate(async (search) => {
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: search }] }) })
    return response.json()
  }, params)
  return body.results[0].hits as Hit[]
}
