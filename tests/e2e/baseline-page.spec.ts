import { expect, test } from '@playwright/test'

import { request } from '../support/http'

const port = Number(process.env.E2E_PORT ?? '3200')
const host = 'coastal-motors.localhost'
const scripts = (html: string) => [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]!)

/**
 * bench:pages measures /_baseline as the floor every page stands on: it is
 * open on the test servers (as the styleguide is), never indexed, and loads
 * only scripts every page loads (none of a dealer page's own client code).
 */
test('the baseline page loads only the framework scripts every dealer page loads, and is not indexed', async () => {
  const baseline = await request(port, '/_baseline', { host })
  expect(baseline.status).toBe(200)
  expect(baseline.body).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  const home = await request(port, '/', { host })
  const floor = scripts(baseline.body)
  expect(floor.length).toBeGreaterThan(0)
  expect(scripts(home.body)).toEqual(expect.arrayContaining(floor))
  expect(scripts(home.body).length).toBeGreaterThan(floor.length)
})
