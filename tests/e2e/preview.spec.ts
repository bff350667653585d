import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminUrl, signIn } from '../support/e2eAdmin'

const port = process.env.E2E_PORT ?? '3200'
const password = process.env.DEMO_PASSWORD ?? 'test-password-123'
const api = (path: string) => `http://localhost:${port}/api${path}`

/** A page that exists only as a draft, made by agency staff through the REST API. */
async function draftPage(request: APIRequestContext, token: string, siteSlug: string, title: string) {
  const sites = await request.get(api(`/tenants?where[slug][equals]=${siteSlug}&limit=1`), { headers: { authorization: `JWT ${token}` } })
  const siteId = ((await sites.json()) as { docs: { id: number }[] }).docs[0]!.id
  const slug = `${siteSlug}-draft-${Date.now()}`
  const created = await request.post(api('/pages?draft=true'), {
    headers: { authorization: `JWT ${token}` },
    data: { title, slug, placement: 'content', tenant: siteId, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, slug }
}

test('an editor previews an own draft from the admin; the same cookies open no other dealer’s drafts', async ({ page, request }) => {
  const login = await request.post(api('/users/login'), { data: { email: 'admin@forecourt.test', password } })
  const { token } = (await login.json()) as { token: string }
  const own = await draftPage(request, token, 'coastal-motors', 'Coastal spring sale draft')
  const other = await draftPage(request, token, 'swan-river-toyota', 'Swan secret draft')

  await signIn(page, 'editor@coastal-motors.test')
  await page.goto(adminUrl(`/collections/pages/${own.id}`))
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
  await preview.waitForLoadState()
  expect(new URL(preview.url()).host).toBe(`coastal-motors.localhost:${port}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Coastal spring sale draft')
  await expect(preview.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible()

  // An attacker copies the preview cookies onto another dealer's host.
  const cookies = await page.context().cookies(`http://coastal-motors.localhost:${port}`)
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['__prerender_bypass', 'forecourt-preview']))
  await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, domain: 'swan-river-toyota.localhost', path: '/' })))
  const elsewhere = await preview.goto(`http://swan-river-toyota.localhost:${port}/pages/${other.slug}`)
  expect(elsewhere?.status()).toBe(404)
  await expect(preview.getByText('Swan secret draft')).toHaveCount(0)

  // Leaving the preview shows the editor what shoppers see.
  await preview.goto(`http://coastal-motors.localhost:${port}/pages/${own.slug}`)
  await preview.getByRole('button', { name: 'Leave preview' }).click()
  await expect(preview.getByRole('status').filter({ hasText: 'Draft preview' })).toHaveCount(0)
})
