import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'

import { adfTradeInOf } from '@/domain/leads/adfTradeIn'
import { adfXml, type AdfLead } from '@/domain/leads/adfXml'
import { element, xmlDocument } from '@/domain/leads/xmlDocument'

const lead: AdfLead = {
  attribution: null,
  id: 4021,
  receivedAt: new Date('2026-11-24T06:05:09.123Z'),
  timeZone: 'Australia/Perth',
  interest: 'test-drive',
  car: {
    year: 2024,
    make: 'Toyota',
    model: 'HiLux',
    trim: 'SR5 Double Cab',
    vin: 'MR0HA3CD100123456',
    stockNumber: 'U12345',
    carType: 'demo',
    price: 58990,
  },
  tradeIn: { year: 2015, make: 'Mazda', model: 'CX-5', trim: null, vin: null, km: 142000, rego: '1ABC234 WA' },
  customer: { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '6056', preferredContact: 'SMS' },
  comments: 'Can I bring it back Saturday?',
  vendor: {
    dealershipName: 'Swan River Toyota',
    locationId: 11,
    locationName: 'Swan River Toyota Midland',
    email: 'midland@swanriver.test',
    phone: '08 9250 1234',
  },
  siteUrl: 'https://swanrivertoyota.com.au',
}

interface XmlNode {
  name: string
  attributes: Record<string, string>
  children: XmlNode[]
  text: string
}

/** Parses with saxes, a conformant XML 1.0 parser: anything not well-formed throws. */
function parseXml(xml: string): { root: XmlNode; processingInstructions: string[] } {
  const parser = new SaxesParser()
  const stack: XmlNode[] = [{ name: '#document', attributes: {}, children: [], text: '' }]
  const processingInstructions: string[] = []
  parser.on('error', (error) => {
    throw error
  })
  parser.on('processinginstruction', ({ target, body }) => processingInstructions.push(`${target} ${body}`))
  parser.on('opentag', (tag) => {
    const node: XmlNode = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' }
    stack.at(-1)?.children.push(node)
    stack.push(node)
  })
  parser.on('text', (text) => {
    const node = stack.at(-1)
    if (node) node.text += text
  })
  parser.on('closetag', () => stack.pop())
  parser.write(xml).close()
  const root = stack[0]?.children[0]
  if (!root) throw new Error('no root element')
  return { root, processingInstructions }
}

const child = (node: XmlNode | undefined, name: string) => node?.children.find((each) => each.name === name)
const childNames = (node: XmlNode | undefined) => node?.children.map((each) => each.name)

describe('ADF 1.0 copy of a lead', () => {
  it('is the exact ADF document for a known lead', () => {
    expect(adfXml(lead)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?adf version="1.0"?>',
        '<adf>',
        '  <prospect status="new">',
        '    <id source="Forecourt">4021</id>',
        '    <requestdate>2026-11-24T14:05:09+08:00</requestdate>',
        '    <vehicle interest="test-drive" status="used">',
        '      <year>2024</year>',
        '      <make>Toyota</make>',
        '      <model>HiLux</model>',
        '      <vin>MR0HA3CD100123456</vin>',
        '      <stock>U12345</stock>',
        '      <trim>SR5 Double Cab</trim>',
        '      <price type="asking" currency="AUD">58990</price>',
        '    </vehicle>',
        '    <vehicle interest="trade-in" status="used">',
        '      <year>2015</year>',
        '      <make>Mazda</make>',
        '      <model>CX-5</model>',
        '      <odometer units="km">142000</odometer>',
        '      <comments>Rego: 1ABC234 WA</comments>',
        '    </vehicle>',
        '    <customer>',
        '      <contact>',
        '        <name part="full">Jane Citizen</name>',
        '        <email preferredcontact="0">jane@example.com</email>',
        '        <phone type="cellphone" preferredcontact="1">0412 345 678</phone>',
        '        <address>',
        '          <street line="1"/>',
        '          <postalcode>6056</postalcode>',
        '          <country>AU</country>',
        '        </address>',
        '      </contact>',
        '      <comments>Can I bring it back Saturday?</comments>',
        '    </customer>',
        '    <vendor>',
        '      <id source="Forecourt location">11</id>',
        '      <vendorname>Swan River Toyota</vendorname>',
        '      <contact>',
        '        <name part="full" type="business">Swan River Toyota Midland</name>',
        '        <email>midland@swanriver.test</email>',
        '        <phone type="voice">08 9250 1234</phone>',
        '      </contact>',
        '    </vendor>',
        '    <provider>',
        '      <name part="full" type="business">Forecourt</name>',
        '      <url>https://swanrivertoyota.com.au</url>',
        '    </provider>',
        '  </prospect>',
        '</adf>',
      ].join('\n'),
    )
  })

  it("follows the DTD's element order: prospect (id, requestdate, vehicle+, customer, vendor, provider)", () => {
    const { root, processingInstructions } = parseXml(adfXml(lead) ?? '')
    expect(processingInstructions).toEqual(['adf version="1.0"'])
    expect(root.name).toBe('adf')
    expect(childNames(child(root, 'prospect'))).toEqual(['id', 'requestdate', 'vehicle', 'vehicle', 'customer', 'vendor', 'provider'])
  })

  it('dates the request in the site time zone with its offset, daylight saving included', () => {
    const sydneySummer = adfXml({ ...lead, timeZone: 'Australia/Sydney', receivedAt: new Date('2026-01-10T00:30:00Z') })
    expect(sydneySummer).toContain('<requestdate>2026-01-10T11:30:00+11:00</requestdate>')
    const sydneyWinter = adfXml({ ...lead, timeZone: 'Australia/Sydney', receivedAt: new Date('2026-07-10T00:30:00Z') })
    expect(sydneyWinter).toContain('<requestdate>2026-07-10T10:30:00+10:00</requestdate>')
    expect(() => adfXml({ ...lead, timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })

  it('a new car is status new, a used or demo car status used, a trade-in always used', () => {
    const statuses = (carType: 'new' | 'used' | 'demo') =>
      child(parseXml(adfXml({ ...lead, car: { ...lead.car!, carType } }) ?? '').root, 'prospect')
        ?.children.filter((node) => node.name === 'vehicle')
        .map((node) => node.attributes.status)
    expect(statuses('new')).toEqual(['new', 'used'])
    expect(statuses('used')).toEqual(['used', 'used'])
    expect(statuses('demo')).toEqual(['used', 'used'])
  })

  it('the car wanted with a trade-in is a car to buy; a trade-in valuation alone has only the trade-in vehicle', () => {
    const interests = (changes: Partial<AdfLead>) =>
      child(parseXml(adfXml({ ...lead, ...changes }) ?? '').root, 'prospect')
        ?.children.filter((node) => node.name === 'vehicle')
        .map((node) => node.attributes.interest)
    expect(interests({ interest: 'buy' })).toEqual(['buy', 'trade-in'])
    expect(interests({ interest: 'trade-in' })).toEqual(['buy', 'trade-in'])
    expect(interests({ interest: 'trade-in', car: null })).toEqual(['trade-in'])
    expect(interests({ interest: 'test-drive', tradeIn: null })).toEqual(['test-drive'])
  })

  it('a lead with no vehicle has no ADF copy, since ADF requires one', () => {
    expect(adfXml({ ...lead, car: null, tradeIn: null })).toBeNull()
  })

  it('leaves out a placeholder price and empty optional fields, and keeps an unknown year as an empty element', () => {
    const xml = adfXml({
      ...lead,
      car: { ...lead.car!, price: 1, vin: null, stockNumber: '', trim: null, year: null },
      tradeIn: null,
      customer: { ...lead.customer, email: null, postcode: null, phone: '08 9250 9999', preferredContact: 'Phone' },
      comments: null,
      vendor: { ...lead.vendor, locationId: null, locationName: null, phone: null },
    })
    const prospect = child(parseXml(xml ?? '').root, 'prospect')
    expect(childNames(child(prospect, 'vehicle'))).toEqual(['year', 'make', 'model'])
    expect(child(child(prospect, 'vehicle'), 'year')?.text).toBe('')
    expect(childNames(child(prospect, 'customer'))).toEqual(['contact'])
    expect(child(child(child(prospect, 'customer'), 'contact'), 'phone')?.attributes).toEqual({ type: 'voice', preferredcontact: '1' })
    expect(childNames(child(prospect, 'vendor'))).toEqual(['vendorname', 'contact'])
    expect(child(child(child(prospect, 'vendor'), 'contact'), 'name')?.text).toBe('Swan River Toyota')
  })

  it('marks email as the preferred contact when the shopper chose email', () => {
    const contact = child(child(child(parseXml(adfXml({ ...lead, customer: { ...lead.customer, preferredContact: 'Email' } }) ?? '').root, 'prospect'), 'customer'), 'contact')
    expect(child(contact, 'email')?.attributes.preferredcontact).toBe('1')
    expect(child(contact, 'phone')?.attributes.preferredcontact).toBe('0')
  })

  it('keeps hostile text well-formed: markup, ampersands, quotes and emoji survive, control characters are dropped', () => {
    const hostile = `</comments><x a="1">&amp; & 'quoted' "double" <![CDATA[ ]]> 🚗\u0000\u0001\u0008\u000b\u001f\ufffe\ud800 tab\there\nline`
    const xml = adfXml({
      ...lead,
      comments: hostile,
      customer: { ...lead.customer, name: `O'Brien "Jo" <jo>` },
      car: { ...lead.car!, make: 'A&B <Motors>', trim: '"GX"' },
      vendor: { ...lead.vendor, locationName: 'Smith & Sons' },
    })
    const prospect = child(parseXml(xml ?? '').root, 'prospect')
    expect(child(child(prospect, 'customer'), 'comments')?.text).toBe(
      `</comments><x a="1">&amp; & 'quoted' "double" <![CDATA[ ]]> 🚗 tab\there\nline`,
    )
    expect(child(child(child(prospect, 'customer'), 'contact'), 'name')?.text).toBe(`O'Brien "Jo" <jo>`)
    expect(child(child(prospect, 'vehicle'), 'make')?.text).toBe('A&B <Motors>')
    expect(child(child(prospect, 'vehicle'), 'trim')?.text).toBe('"GX"')
    expect(child(child(child(prospect, 'vendor'), 'contact'), 'name')?.text).toBe('Smith & Sons')
  })

  it('keeps text that looks like an entity or character reference as typed', () => {
    const typed = '&amp; &lt; &foo; &#0; &#38; ]]> a\r\nb'
    const customer = child(child(parseXml(adfXml({ ...lead, comments: typed }) ?? '').root, 'prospect'), 'customer')
    expect(child(customer, 'comments')?.text).toBe(typed)
  })

  it('keeps a hostile lead id and site address inside their attributes and elements', () => {
    const xml = adfXml({ ...lead, id: '1" source="evil', siteUrl: 'https://x.test/?a=1&b=<2>' })
    const prospect = child(parseXml(xml ?? '').root, 'prospect')
    expect(child(prospect, 'id')?.attributes).toEqual({ source: 'Forecourt' })
    expect(child(prospect, 'id')?.text).toBe('1" source="evil')
    expect(child(child(prospect, 'provider'), 'url')?.text).toBe('https://x.test/?a=1&b=<2>')
  })
})

describe('the XML writer', () => {
  it('keeps quotes, markup, tabs and line breaks in an attribute value, which a parser would otherwise turn into spaces', () => {
    const value = `"quoted" 'single' <a> & a\tb\nc\rd\u0001`
    const { root } = parseXml(xmlDocument([], element('x', { value })))
    expect(root.attributes.value).toBe(`"quoted" 'single' <a> & a\tb\nc\rd`)
  })

  it('writes an element with no text or children as an empty element, and leaves out null and false children', () => {
    expect(xmlDocument(['pi a="1"'], element('x', {}, [element('y', {}, ''), null, false, element('z', { k: 'v' })]))).toBe(
      ['<?xml version="1.0" encoding="UTF-8"?>', '<?pi a="1"?>', '<x>', '  <y/>', '  <z k="v"/>', '</x>'].join('\n'),
    )
  })
})

describe('the test XML parser', () => {
  it('refuses what is not well-formed, so the checks above mean something', () => {
    expect(() => parseXml('<a>x\u0001y</a>')).toThrow('disallowed character')
    expect(() => parseXml('<a>&foo;</a>')).toThrow('undefined entity')
    expect(() => parseXml('<a>&#0;</a>')).toThrow('malformed character entity')
    expect(() => parseXml('<a b="1" b="2"/>')).toThrow('duplicate attribute')
  })
})

describe('the trade-in car in the ADF copy', () => {
  it('is the car the shopper named, with kms and plate; a plate alone gives no vehicle', () => {
    expect(adfTradeInOf({ make: 'Toyota', model: 'Corolla', year: 2021, badge: 'Ascent Sport', kms: 60_000, rego: '1ABC234', regoState: 'WA' })).toEqual({
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      trim: 'Ascent Sport',
      vin: null,
      km: 60_000,
      rego: '1ABC234 WA',
    })
    expect(adfTradeInOf({ rego: '1ABC234', regoState: 'WA', kms: 60_000 })).toBeNull()
  })
})

describe('where the lead came from, in the ADF copy', () => {
  const attributed = adfXml({
    ...lead,
    comments: 'Is it still available?',
    attribution: { source: 'newsletter', linkedQueryParams: { utm_source: 'newsletter', gclid: 'abc' }, visitedPages: ['/', '/cars/hilux'] },
  })!

  it('names the source as the provider’s service, between its name and its url (the DTD’s order)', () => {
    expect(attributed).toMatch(/<provider>\s*<name part="full" type="business">Forecourt<\/name>\s*<service>newsletter<\/service>\s*<url>/)
  })

  it('follows the shopper’s message with the campaign and the pages seen', () => {
    expect(attributed).toContain('<comments>Is it still available?\n\nSource: newsletter\nCampaign: utm_source=newsletter, gclid=abc\nPages: / → /cars/hilux</comments>')
    expect(() => parseXml(attributed)).not.toThrow()
  })

  it('a lead with no attribution has no service', () => {
    expect(adfXml(lead)).not.toContain('<service>')
  })
})
