import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'

const port = inject('serverPort')

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('location pages', () => {
  it('a location page shows the weekly hours, holiday hours and licence numbers of that location', async () => {
    const page = await request(port, '/locations/cannington-sales', { host: 'swan-river-toyota.localhost' })
    expect(page.status).toBe(200)
    const body = text(page.body)
    expect(body).toContain('Swan River Toyota Cannington - Sales')
    // Thursday late night breaks the Mon-Fri run, so each weekday has its own row.
    expect(body).toMatch(/Thu 8:30 am - 8:00 pm/)
    expect(body).toMatch(/Sun 10:00 am - 4:00 pm/)
    expect(body).toContain('Holiday opening hours')
    expect(body).toMatch(/25\/12\/2026 Closed/)
    expect(body).toContain('Dealer licence MD 23456')
  })

  it('five weekdays with the same hours read Mon-Fri, and a flagged location reads Enquire Now at the weekend', async () => {
    const body = text((await request(port, '/locations/midland-service', { host: 'swan-river-toyota.localhost' })).body)
    expect(body).toMatch(/Mon-Fri 7:00 am - 5:00 pm/)
    expect(body).toMatch(/Sat (Enquire Now|By appointment only)/)
    expect(body).toMatch(/Sun Enquire Now/)
  })

  it('carries AutoDealer JSON-LD with the opening hours and the special hours', async () => {
    const page = await request(port, '/locations/granville', { host: 'coastal-motors.localhost' })
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1]
    const data = JSON.parse(json!) as { '@type': string; openingHoursSpecification: { dayOfWeek?: string; validFrom?: string; opens: string }[] }
    expect(data['@type']).toBe('AutoDealer')
    expect(data.openingHoursSpecification).toContainEqual(expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '09:00' }))
    expect(data.openingHoursSpecification).toContainEqual(expect.objectContaining({ validFrom: '2026-12-25', validThrough: '2026-12-25' }))
    expect(page.body).toContain('<link rel="canonical" href="https://coastalmotors.com.au/locations/granville"/>')
  })

  it('the locations list orders sales, then service, then parts', async () => {
    const body = text((await request(port, '/locations', { host: 'swan-river-toyota.localhost' })).body)
    const order = ['Midland - Sales', 'Cannington - Sales', 'Midland - Service', 'Cannington - Service', 'Midland - Parts'].map((name) => body.indexOf(name))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect(Math.max(order[0]!, order[1]!)).toBeLessThan(Math.min(order[2]!, order[3]!))
    expect(Math.max(order[2]!, order[3]!)).toBeLessThan(order[4]!)
  })

  it('another dealer’s location is not found through this dealer’s host', async () => {
    expect((await request(port, '/locations/granville', { host: 'swan-river-toyota.localhost' })).status).toBe(404)
    expect((await request(port, '/locations/no-such-yard', { host: 'coastal-motors.localhost' })).status).toBe(404)
  })
})
