import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('one data layer, one way into a site API', () => {
  it('only src/sites/sitePayload.ts starts Payload in the app: pages, site APIs and features read through src/sites', () => {
    const starters = [...sourceFiles('src'), ...sourceFiles('collections'), ...sourceFiles('globals')].filter((file) => /\bgetPayload\s*\(/.test(readFileSync(file, 'utf8')))
    expect(starters).toEqual(['src/sites/sitePayload.ts'])
  })

  it('the site readers state the site filter once, through siteDocs or cachedSiteRead, and never import the config', () => {
    const readers = sourceFiles('src/sites/data').filter((file) => !file.endsWith('siteRead.ts'))
    expect(readers.filter((file) => /unstable_cache|@payload-config/.test(readFileSync(file, 'utf8')))).toEqual([])
  })

  it('site API routes find their site, read their body and count their allowance only through readSiteCall', () => {
    // Stripe's webhook is the platform's, not a site's: it reads its signed body itself.
    const siteRoutes = sourceFiles('src/app').filter((file) => !file.includes('/payments/stripe/webhook/'))
    const direct = siteRoutes.filter((file) => /@\/access\/findSite|@\/server\/requestBody|@\/server\/requestAllowance|siteScopeForHost/.test(readFileSync(file, 'utf8')))
    expect(direct).toEqual([])
  })

  it('every site page is built with sitePage: the site, its 404 and its canonical address in one place', () => {
    // Pages that show nothing of a site: redirects, the catch-all 404 and the design-system pages.
    const siteFree = /permanentRedirect\(|^\s*notFound\(\)\s*$|styleguideIsOpen\(\)/m
    const pages = sourceFiles('src/app/(site)/sites/[host]').filter((file) => file.endsWith('page.tsx'))
    const handMade = pages.filter((file) => {
      const source = readFileSync(file, 'utf8')
      return !/\bsitePage\b/.test(source) && !siteFree.test(source)
    })
    expect(pages.length).toBeGreaterThan(40)
    expect(handMade).toEqual([])
  })
})
