import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { RESERVED_SITE_PAGE_SLUGS } from '@/domain/contentPages'
import { resolveSiteSettings } from '@/domain/site-settings'
import { internalPathProblem, SITE_ROUTES } from '@/domain/siteRoutes'

const SITE_APP = path.resolve(import.meta.dirname, '../../src/app/(site)/sites/[host]')
const settings = resolveSiteSettings({})
const pages = [
  { slug: 'about-us', placement: 'site' as const },
  { slug: 'finance', placement: 'content' as const },
]

describe('the platform routes a menu links to', () => {
  it('each is a folder of the site app (or a legal page the [slug] route answers), with a unique key', () => {
    const folders = new Set(readdirSync(SITE_APP))
    for (const route of SITE_ROUTES) {
      const first = route.path.split('/')[1] ?? ''
      if (route.path === '/' || route.key === 'privacy-policy' || route.key === 'terms-and-conditions') continue
      expect(folders.has(first), route.path).toBe(true)
    }
    expect(new Set(SITE_ROUTES.map((route) => route.key)).size).toBe(SITE_ROUTES.length)
  })

  it('/book-test-drive is a platform page, so no dealer page can take its address', () => {
    expect(SITE_ROUTES.some((route) => route.path === '/book-test-drive')).toBe(true)
    expect(RESERVED_SITE_PAGE_SLUGS).toContain('book-test-drive')
  })

  it('an internal path answers when a platform route or a page of the site does', () => {
    const site = { pages, settings }
    expect(internalPathProblem('/', site)).toBeNull()
    expect(internalPathProblem('/search/used-cars', site)).toBeNull()
    expect(internalPathProblem('/privacy-policy', site)).toBeNull()
    expect(internalPathProblem('/about-us', site)).toBeNull()
    expect(internalPathProblem('/about-us/', site)).toBeNull()
    expect(internalPathProblem('/pages/finance#rates', site)).toBeNull()
    expect(internalPathProblem('/finance?car_id=1', site)).toBeNull()
  })

  it('a path nothing answers is named, with what would fix it', () => {
    const site = { pages, settings }
    expect(internalPathProblem('/service', site)).toBe('"/service" is neither a page of this site nor a platform page: add a site page with slug "service", or link elsewhere')
    expect(internalPathProblem('/pages/about-us', site)).toContain('add a content page with slug "about-us"')
    expect(internalPathProblem('/watchlist', { pages, settings: resolveSiteSettings({ watchlist: { mode: 'off' } }) })).toBe('"/watchlist" is off on this site')
    // A used-car dealer's preset menus keep no New or Demo search: the site does not sell them.
    const usedOnly = { pages, settings: resolveSiteSettings({ carTypes: ['used'] }) }
    expect(internalPathProblem('/search/demo-cars', usedOnly)).toBe('"/search/demo-cars" searches demo cars, which this site does not sell (Settings › Search › Car types)')
    expect(internalPathProblem('/search/new-and-demo-cars', usedOnly)).toContain('searches new and demo cars')
    expect(internalPathProblem('/search/used-cars', usedOnly)).toBeNull()
    expect(internalPathProblem('/search/new-used-and-demo-cars', usedOnly)).toBeNull()
  })
})
