import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { logIn, request, type HttpResponse } from '../support/http'
import { ADMIN_EMAIL, EDITOR_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota'
const COASTAL = 'coastal-motors'

let pool: pg.Pool
let swanLocation: number
let coastalLocation: number

const FILE = [
  'Reviewer,Star rating,Comment,Create time,Update time,Reply',
  'Import Tester One,FIVE,"Great service, would buy again",2026-10-01T02:00:00Z,2026-10-01T02:00:00Z,Thanks!',
  'Import Tester Two,4,Smooth handover,2026-10-02,,',
  'Import Tester Three,9,Too many stars,2026-10-03T02:00:00Z,,',
  ',5,No name,2026-10-04T02:00:00Z,,',
  'Import Tester Four,3,"Quick, friendly",04/10/2026 09:30,,',
].join('\r\n')

function importFile(locationId: number, csv: string, token?: string): Promise<HttpResponse> {
  return request(port, `/api/locations/${locationId}/import-reviews`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: csv,
  })
}

type Report = { created: number; updated: number; unchanged: number; rejected: { row: number; reason: string }[] }

const importedReviews = async (locationId: number) =>
  (await pool.query<{ customer_name: string; rating: number; text: string | null; reply: string | null; source: string; tenant_id: number }>(
    "SELECT customer_name, rating::int AS rating, text, reply, source, tenant_id FROM reviews WHERE location_id = $1 AND customer_name LIKE 'Import Tester%' ORDER BY customer_name",
    [locationId],
  )).rows

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject('databaseUrl') })
  const locationOf = async (site: string) =>
    (await pool.query<{ id: number }>('SELECT l.id FROM locations l JOIN tenants t ON t.id = l.tenant_id WHERE t.slug = $1 ORDER BY l.id LIMIT 1', [site])).rows[0]!.id
  swanLocation = await locationOf(SWAN)
  coastalLocation = await locationOf(COASTAL)
})

afterAll(async () => {
  await pool.query("DELETE FROM reviews WHERE customer_name LIKE 'Import Tester%'")
  await pool.end()
})

describe('importing a location’s reviews from a CSV file', () => {
  it('a dealer editor imports their location’s reviews: good rows go in, each bad row is reported with its row number and reason', async () => {
    const { token } = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const response = await importFile(swanLocation, FILE, token)
    expect(response.status, response.body).toBe(200)
    expect(response.json<Report>()).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      rejected: [
        { row: 4, reason: 'The star rating “9” is not 1 to 5 (or ONE to FIVE).' },
        { row: 5, reason: 'The reviewer’s name is empty.' },
      ],
    })
    const reviews = await importedReviews(swanLocation)
    expect(reviews.map((review) => [review.customer_name, review.rating, review.text, review.reply, review.source])).toEqual([
      ['Import Tester Four', 3, 'Quick, friendly', null, 'Google'],
      ['Import Tester One', 5, 'Great service, would buy again', 'Thanks!', 'Google'],
      ['Import Tester Two', 4, 'Smooth handover', null, 'Google'],
    ])
    const site = (await pool.query<{ tenant_id: number }>('SELECT tenant_id FROM locations WHERE id = $1', [swanLocation])).rows[0]!.tenant_id
    expect(reviews.every((review) => review.tenant_id === site)).toBe(true)
  })

  it('importing the same file again adds nothing; a changed reply updates the review in place', async () => {
    const { token } = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const again = await importFile(swanLocation, FILE, token)
    expect(again.json<Report>()).toMatchObject({ created: 0, updated: 0, unchanged: 3 })
    const replied = FILE.replace('Smooth handover,2026-10-02,,', 'Smooth handover,2026-10-02,,Glad to hear it')
    expect((await importFile(swanLocation, replied, token)).json<Report>()).toMatchObject({ created: 0, updated: 1, unchanged: 2 })
    const reviews = await importedReviews(swanLocation)
    expect(reviews).toHaveLength(3)
    expect(reviews.find((review) => review.customer_name === 'Import Tester Two')?.reply).toBe('Glad to hear it')
  })

  it('an editor cannot import into another site’s location (404, as if it did not exist); a platform admin can; anonymous gets 401', async () => {
    const { token: editor } = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const crossSite = await importFile(coastalLocation, FILE, editor)
    expect(crossSite.status).toBe(404)
    expect(crossSite.json<{ error: string }>().error).toBe(`There is no location ${coastalLocation} among the locations you can see.`)
    expect(await importedReviews(coastalLocation)).toHaveLength(0)
    expect((await importFile(coastalLocation, FILE)).status).toBe(401)
    const { token: admin } = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    expect((await importFile(coastalLocation, FILE, admin)).json<Report>()).toMatchObject({ created: 3 })
  })

  it('a file without the needed columns, or not UTF-8, is a 400 saying what to send', async () => {
    const { token } = await logIn(port, EDITOR_EMAIL(SWAN), TEST_PASSWORD)
    const noRating = await importFile(swanLocation, 'Reviewer,Comment\r\nJo,Hi\r\n', token)
    expect(noRating.status).toBe(400)
    expect(noRating.json<{ error: string }>().error).toMatch(/has no Star rating, Create time column/)
    expect((await importFile(swanLocation, '', token)).status).toBe(400)
  })
})
