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

describe('one data layer', () => {
  it('only src/sites/sitePayload.ts starts Payload in the app: pages, site APIs and features read through src/sites', () => {
    const starters = [...sourceFiles('src'), ...sourceFiles('collections'), ...sourceFiles('globals')].filter((file) => /\bgetPayload\s*\(/.test(readFileSync(file, 'utf8')))
    expect(starters).toEqual(['src/sites/sitePayload.ts'])
  })

  it('the site readers state the site filter once, through siteDocs or cachedSiteRead, and never import the config', () => {
    const readers = sourceFiles('src/sites/data').filter((file) => !file.endsWith('siteRead.ts'))
    expect(readers.filter((file) => /unstable_cache|@payload-config/.test(readFileSync(file, 'utf8')))).toEqual([])
  })
})
