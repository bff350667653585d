import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'

const port = inject('serverPort')

/** Every icon file a page's markup draws (`--icon:url(...)`, `--icon-filled:url(...)`). */
const iconFiles = (html: string) => [...html.matchAll(/--icon(?:-filled)?:url\(([^)]+)\)/g)].map(([, address]) => address!.replaceAll('&amp;', '&'))

describe('the icons', () => {
  it('each page draws its icons from versioned files the server serves, kept a year; no page carries a drawing itself', async () => {
    const pages = await Promise.all(['/', '/search/new-used-and-demo-cars', '/contact'].map((address) => request(port, address, { host: 'swan-river-toyota.localhost' })))
    const files = [...new Set(pages.flatMap((page) => iconFiles(page.body)))]
    expect(files.length).toBeGreaterThan(3)
    for (const page of pages) expect(page.body).not.toMatch(/<(symbol|use|path)\b/)
    const versions = new Set(files.map((file) => /^\/icons\/[\w-]+\.svg\?v=([\w-]{6})$/.exec(file)?.[1]))
    expect([...versions]).toHaveLength(1)
    expect(versions.has(undefined)).toBe(false)
    for (const file of files) {
      const icon = await request(port, file, { host: 'coastal-motors.localhost' })
      expect(icon.status, file).toBe(200)
      expect(icon.headers['content-type'], file).toBe('image/svg+xml; charset=utf-8')
      expect(icon.headers['cache-control'], file).toMatch(/max-age=31536000.*immutable/)
      expect(icon.body, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+"[^>]*><path d="[^"]+"\/><\/svg>$/)
    }
  })

  it('a filled shape is there for the saved heart; any other name is not found', async () => {
    const filled = await request(port, '/icons/favourite-filled.svg', { host: 'swan-river-toyota.localhost' })
    expect(filled.body).toContain('fill="#000"')
    expect(filled.body).toContain('stroke-linejoin="miter"')
    for (const address of ['/icons/nothing.svg', '/icons/odometer.png', '/icons/constructor.svg', '/icons/odometer-filled-filled.svg']) {
      expect((await request(port, address, { host: 'swan-river-toyota.localhost' })).status, address).toBe(404)
    }
  })
})
