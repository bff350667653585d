import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'

const port = inject('serverPort')
/** The visible text of the page's main content (the header's menus list models on every page). */
const text = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!-- -->/g, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ')

describe('contact pages', () => {
  it('/contact-us/{slug} drops the " - Sales", " - Service" and " - Parts" suffixes and shows every department of that place', async () => {
    const page = await request(port, '/contact-us/swan-river-toyota-midland', { host: 'swan-river-toyota.localhost' })
    expect(page.status).toBe(200)
    const body = text(page.body)
    expect(body).toContain('Contact Swan River Toyota Midland')
    for (const department of ['Sales', 'Service', 'Parts']) expect(body).toContain(`Swan River Toyota Midland - ${department}`)
    // Neither the place's details nor its contact form (whose dealership is the place's own) name another place.
    expect(body).not.toContain('Cannington')
    expect(body.indexOf('Midland - Sales')).toBeLessThan(body.indexOf('Midland - Service'))
  })

  it('an Enquire Now weekend row links to the contact page of its location', async () => {
    const page = await request(port, '/locations/midland-service', { host: 'swan-river-toyota.localhost' })
    expect(page.body).toContain('href="/contact-us/swan-river-toyota-midland"')
  })
})

describe('review feedback page', () => {
  it('defaults to "Valued Customer" and "Our Dealership", with a positive and a negative link', async () => {
    const body = text((await request(port, '/review-feedback', { host: 'coastal-motors.localhost' })).body)
    expect(body).toContain('Hi Valued Customer, how was your experience with Our Dealership?')
    const page = (await request(port, '/review-feedback', { host: 'coastal-motors.localhost' })).body
    expect(page).toContain('href="https://g.page/r/coastal-motors/review"')
    expect(page).toContain('href="/customer-feedback-survey"')
  })

  it('reads first_name and dealership_name from the query', async () => {
    const body = text((await request(port, '/review-feedback?first_name=Alex&dealership_name=Coastal%20Motors%20Gosford', { host: 'coastal-motors.localhost' })).body)
    expect(body).toContain('Hi Alex, how was your experience with Coastal Motors Gosford?')
  })

  it("sends a happy customer to the review page of the dealership the link names, not the site's first", async () => {
    const midland = (await request(port, '/review-feedback?dealership_name=Midland', { host: 'swan-river-toyota.localhost' })).body
    expect(midland).toContain('href="https://g.page/r/swan-river-toyota-midland/review"')
    expect(midland).not.toContain('swan-river-toyota-cannington/review')
    const unnamed = (await request(port, '/review-feedback', { host: 'swan-river-toyota.localhost' })).body
    expect(unnamed).toContain('review Swan River Toyota Midland')
    expect(unnamed).toContain('review Swan River Toyota Cannington')
  })
})

describe('search engines', () => {
  it('each site has its own sitemap index on its canonical origin, its pages file listing only its own pages', async () => {
    const index = await request(port, '/sitemap.xml', { host: 'coastal-motors.localhost' })
    expect(index.status).toBe(200)
    expect(index.body).toContain('<sitemapindex')
    expect(index.body).toContain('<loc>https://coastalmotors.com.au/sitemaps/pages.xml</loc>')
    expect(index.body).toContain('<loc>https://coastalmotors.com.au/sitemaps/cars-1.xml</loc>')
    const sitemap = await request(port, '/sitemaps/pages.xml', { host: 'coastal-motors.localhost' })
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers['content-type']).toContain('application/xml')
    expect(sitemap.body).toContain('<loc>https://coastalmotors.com.au/locations/granville</loc>')
    expect(sitemap.body).toContain('<loc>https://coastalmotors.com.au/contact-us/coastal-motors-gosford</loc>')
    expect(sitemap.body).not.toContain('swanrivertoyota')
  })

  it('each site has its own robots.txt pointing at its sitemap', async () => {
    const robots = await request(port, '/robots.txt', { host: 'swan-river-toyota.localhost' })
    expect(robots.status).toBe(200)
    expect(robots.body).toContain('Sitemap: https://swanrivertoyota.com.au/sitemap.xml')
  })

  it('pages carry a title, a description and a canonical URL', async () => {
    const page = (await request(port, '/locations', { host: 'sunshine-caravans.localhost' })).body
    expect(page).toMatch(/<title>Our Locations \| Sunshine Caravans &amp; Motorcycles<\/title>/)
    expect(page).toMatch(/<meta name="description" content="[^"]+"/)
    expect(page).toContain('<link rel="canonical" href="https://sunshinecaravans.com.au/locations"/>')
  })
})

describe('complaint handling page', () => {
  it('lists the consumer regulators of the states of the dealer’s locations, then "or seek independent legal advice"', async () => {
    const body = text((await request(port, '/pages/complaint-handling', { host: 'swan-river-toyota.localhost' })).body)
    expect(body).toContain('Consumer Protection')
    expect(body).not.toContain('NSW Fair Trading')
    expect(body.indexOf('Consumer Protection')).toBeLessThan(body.indexOf('or seek independent legal advice'))
    expect(body).toContain('Customer Relations Manager, 08 9250 1099')
    const nsw = text((await request(port, '/pages/complaint-handling', { host: 'coastal-motors.localhost' })).body)
    expect(nsw).toContain('NSW Fair Trading')
    expect(nsw).not.toContain('Consumer Protection WA')
  })

  it('its other addresses redirect to it', async () => {
    for (const alias of ['/pages/handling-complaint', '/pages/complaint-handling-process']) {
      const response = await request(port, alias, { host: 'sunshine-caravans.localhost' })
      expect(response.status).toBe(308)
      expect(response.headers.location).toBe('/pages/complaint-handling')
    }
  })
})

describe('offers', () => {
  it('/special-offers lists the site’s published offers inside their dates only', async () => {
    const body = text((await request(port, '/special-offers', { host: 'swan-river-toyota.localhost' })).body)
    expect(body).toContain('RAV4 Hybrid GX from $44,990 drive away')
    expect(body).toContain('HiLux SR5 bonus accessories pack')
    expect(body).not.toContain('Stocktake sale')
    expect(body).not.toContain('LandCruiser 300 launch event')
    expect(body).not.toContain('Free 12 months rego')
  })

  it('a long description is cut at 160 characters and a long disclaimer at 200, each with its toggle', async () => {
    const page = (await request(port, '/special-offers', { host: 'swan-river-toyota.localhost' })).body
    const body = text(page)
    expect(body).toContain('View more')
    expect(body).toContain('View full disclaimer')
    expect(body).not.toContain('fees and charges apply.')
  })

  it("the enquire link carries the make only on multi-brand sites, and Explore leads to the offer's model page", async () => {
    const swan = (await request(port, '/special-offers', { host: 'swan-river-toyota.localhost' })).body
    expect(swan).toMatch(/href="\/offers\/\d+"/)
    expect(swan).toMatch(/href="\/models\/new-toyota-hilux-vehicle"[^>]*>Explore HiLux</)
    const coastal = (await request(port, '/special-offers', { host: 'coastal-motors.localhost' })).body
    expect(coastal).toMatch(/href="\/offers\/ford\/\d+"/)
    const offerHref = /href="(\/offers\/ford\/\d+)"/.exec(coastal)![1]!
    const single = await request(port, offerHref, { host: 'coastal-motors.localhost' })
    expect(single.status).toBe(200)
    expect(text(single.body)).toContain('Low-rate finance on quality used Ford Rangers')
    // The offer's own page has its enquiry form, and no link to itself.
    expect(text(single.body)).toContain('Enquire about this offer')
    expect(single.body).not.toContain(`href="${offerHref}"`)
    const bare = await request(port, offerHref.replace('/ford', ''), { host: 'coastal-motors.localhost' })
    expect(bare.status).toBe(308)
    expect(bare.headers.location).toBe(offerHref)
  })

  it('another dealer’s offer, an expired offer and a draft are not found', async () => {
    const coastal = (await request(port, '/special-offers', { host: 'coastal-motors.localhost' })).body
    const id = /href="\/offers\/ford\/(\d+)"/.exec(coastal)![1]!
    expect((await request(port, `/offers/${id}`, { host: 'swan-river-toyota.localhost' })).status).toBe(404)
  })
})

describe('models', () => {
  it('lists models in the spec’s fixed priority order, then the rest alphabetically, with Upcoming and All-New labels', async () => {
    const body = text((await request(port, '/models', { host: 'swan-river-toyota.localhost' })).body)
    const order = ['bZ4X', 'Prado All-New', 'Yaris', 'Corolla Hatch', 'Camry Upcoming', 'RAV4', 'LandCruiser 300', 'HiLux', 'HiAce', 'GR86'].map((name) => body.indexOf(` ${name} `))
    expect(order.every((index) => index > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('category tabs and ?body= filter the list', async () => {
    const utes = text((await request(port, '/models?category=Utes%20%26%20Vans', { host: 'swan-river-toyota.localhost' })).body)
    expect(utes).toContain(' HiLux ')
    expect(utes).toContain(' HiAce ')
    expect(utes).not.toContain(' RAV4 ')
    const body = text((await request(port, '/models?body=ute', { host: 'swan-river-toyota.localhost' })).body)
    expect(body).toContain(' HiLux ')
    expect(body).not.toContain(' HiAce ')
  })

  it('a model page sits at the site’s slug form and shows its service plan and accessories with the warranty text', async () => {
    const list = (await request(port, '/models', { host: 'swan-river-toyota.localhost' })).body
    expect(list).toContain('href="/models/new-toyota-rav4-vehicle"')
    const page = await request(port, '/models/new-toyota-rav4-vehicle', { host: 'swan-river-toyota.localhost' })
    expect(page.status).toBe(200)
    const body = text(page.body)
    expect(body).toContain('$260 per service')
    expect(body).toContain('Towbar kit')
    expect(body).toMatch(/2 years/)
    expect((await request(port, '/models/toyota-rav4', { host: 'swan-river-toyota.localhost' })).status).toBe(404)
  })
})

describe('site footer', () => {
  it('shows the payments strip: Mastercard, Visa, Maestro, Google Pay and Apple Pay', async () => {
    const page = (await request(port, '/', { host: 'sunshine-caravans.localhost' })).body
    const strip = /<ul aria-label="Accepted payments">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? ''
    expect([...strip.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1])).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
  })
})

describe('home page from its layout of blocks', () => {
  it('renders the seed’s blocks in order: the banner’s first title is the h1 and its image loads first, then the rest', async () => {
    const page = await request(port, '/', { host: 'sunshine-caravans.localhost' })
    expect(page.status).toBe(200)
    const main = /<main[\s\S]*<\/main>/.exec(page.body)?.[0] ?? ''
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(main)?.[1]).toBe('Sunshine Caravans &amp; Motorcycles')
    // The first slide's image: loaded at once at high priority, as wide as the screen.
    const firstImage = /<img[^>]*>/.exec(main.slice(main.indexOf('block-image-banner')))?.[0] ?? ''
    expect(firstImage).toMatch(/fetchpriority="high"/i)
    expect(firstImage).toMatch(/loading="eager"/)
    expect(firstImage).toMatch(/sizes="100vw"/)
    expect(firstImage).toMatch(/drawn-banner-sunshine-caravans-[0-9a-f]{12}/)
    const body = text(page.body)
    // (Its quick search hides itself: this suite's sites have no stock.)
    const order = ['Ride the coast this summer', 'Why buy from Sunshine', 'Visit our Caloundra showroom', 'Value my trade-in']
    const at = order.map((words) => body.indexOf(words))
    expect(at.every((position) => position >= 0), JSON.stringify(at)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  it('the single-location block shows the address, hours, Get Directions and an OpenStreetMap of its coordinates, which the policy allows', async () => {
    const page = await request(port, '/', { host: 'sunshine-caravans.localhost' })
    expect(page.body).toMatch(/<iframe[^>]*src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[^"]*marker=-26\.[0-9]+,153\.[0-9]+"/)
    expect(text(page.body)).toContain('Get Directions')
    expect(String(page.headers['content-security-policy'])).toContain('frame-src https://www.openstreetmap.org;')
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('a live preview link with a forged ticket shows the published page and is still not framed by anyone else', async () => {
    const page = await request(port, '/?livePreview=forged&admin=http%3A%2F%2Fevil.example', { host: 'sunshine-caravans.localhost' })
    expect(page.status).toBe(200)
    expect(text(page.body)).toContain('Why buy from Sunshine')
    expect(String(page.headers['content-security-policy'])).not.toContain('evil.example')
  })
})
