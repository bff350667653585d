import type { Page } from '@playwright/test'

/** The site's own addresses among the links inside `selector`, without fragments, each once. */
export async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((areas) => areas.flatMap((area) => [...area.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href)))
  const origin = new URL(page.url()).origin
  return [...new Set(hrefs.filter((href) => new URL(href).origin === origin).map((href) => href.split('#')[0]!))]
}

/** The links that answer 400 or worse, as "404 /path". Asked from the page, as a shopper's browser would: Node cannot resolve *.localhost names. */
export async function deadLinks(page: Page, urls: Iterable<string>): Promise<string[]> {
  return page.evaluate(async (list) => {
    const failed: string[] = []
    for (const url of list) {
      const response = await fetch(url, { redirect: 'follow' })
      if (response.status >= 400) failed.push(`${response.status} ${new URL(url).pathname}${new URL(url).search}`)
    }
    return failed
  }, [...urls])
}
