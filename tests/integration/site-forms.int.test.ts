import { describe, expect, inject, it } from 'vitest'

import { FINANCE_FORM_ANCHOR } from '../../src/domain/leads/financePrefill'
import { request } from '../support/http'

const port = inject('serverPort')

const page = (site: string, path: string) => request(port, path, { host: `${site}.localhost` })

/** The <option> of a select's HTML with this value, as the server rendered it. */
const optionTag = (html: string, value: string) => html.match(new RegExp(`<option[^>]*value="${value}"[^>]*>`))?.[0] ?? ''

describe('site form pages (issue 6)', () => {
  it('/finance renders the prefill of its link in the HTML, so it shows without JavaScript', async () => {
    const response = await page('swan-river-toyota', '/finance?preferredDealership=swan-river-toyota-cannington&vehiclePriceBudget=35000&car_type=used')
    expect(response.status).toBe(200)
    expect(response.body).toContain(`id="${FINANCE_FORM_ANCHOR}"`)
    expect(optionTag(response.body, 'swan-river-toyota-cannington')).toMatch(/selected/)
    expect(optionTag(response.body, 'swan-river-toyota-midland')).not.toMatch(/selected/)
    expect(response.body).toMatch(/<input[^>]*name="vehicle_price_budget"[^>]*value="35000"|<input[^>]*value="35000"[^>]*name="vehicle_price_budget"/)
  })

  it('/finance names no car for a car_id the site does not list, so the lead is not refused for it', async () => {
    const response = await page('swan-river-toyota', '/finance?car_id=no-such-car&vehiclePriceBudget=20000')
    expect(response.status).toBe(200)
    expect(response.body).not.toContain('Finance for the')
  })

  it.each([
    ['/finance-enquiry', 'Finance Enquiry'],
    ['/apply-for-finance', 'Apply for Finance'],
  ])('%s is the finance form under its own heading, prefilled the same way', async (path, heading) => {
    const response = await page('coastal-motors', `${path}?vehiclePriceBudget=42000`)
    expect(response.status).toBe(200)
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(response.body).toContain('value="42000"')
  })

  it('/careers is on every site, under the site’s own name', async () => {
    for (const [site, name] of [
      ['coastal-motors', 'Coastal Motors'],
      ['sunshine-caravans', 'Sunshine Caravans &amp; Motorcycles'],
    ] as const) {
      const response = await page(site, '/careers')
      expect(response.status).toBe(200)
      expect(response.body).toContain(`Careers at ${name}`)
    }
  })

  it("/contact's general enquiry offers the departments the site has, General Enquiry first", async () => {
    const response = await page('sunshine-caravans', '/contact')
    expect(response.status).toBe(200)
    const select = response.body.match(/<select[^>]*name="category"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? ''
    const options = [...select.matchAll(/<option[^>]*value="([^"]*)"/g)].map((match) => match[1])
    expect(options.filter(Boolean)).toEqual(['General Enquiry', 'New Vehicles', 'Used Vehicles', 'Finance', 'Service'])
  })
})
