import { expect, test } from '@playwright/test'

import { request } from '../support/http'

const port = Number(process.env.E2E_PORT ?? '3200')

/** The bench's baseline page is for developers and benches only: the test server, like a live one, runs without FORECOURT_DEV_PAGES. */
test('the baseline page is not found on a dealer host unless developer pages are on', async () => {
  const response = await request(port, '/_baseline', { host: 'coastal-motors.localhost' })
  expect(response.status).toBe(404)
  expect(response.body).not.toContain('A page with no client components')
})
