import { describe, expect, it } from 'vitest'

import { csvField, leadsCsv, nationalPhoneText, type LeadCsvRow } from '@/domain/leads/leadsCsv'

const row: LeadCsvRow = {
  receivedAt: new Date('2026-11-24T06:05:09Z'),
  name: 'Jane Citizen',
  email: 'jane@example.com',
  phone: '+61412345678',
  category: 'Test Drive',
  car: { year: 2024, make: 'Toyota', model: 'HiLux', badge: 'SR5' },
  stockNumber: 'U12345',
  locationName: 'Midland',
  optIn: true,
  optInFinance: false,
  optInTrade: true,
  message: 'Saturday?',
  deliveryStatus: 'delivered',
  attribution: {
    source: 'newsletter',
    category: 'Used Vehicles',
    pageId: 'car-1',
    manufacturerSlug: 'toyota',
    visitedPages: ['/', '/cars/used', '/cars/2024-toyota-hilux'],
    linkedQueryParams: { utm_source: 'newsletter', gclid: 'abc' },
  },
}

/** An RFC 4180 reader, independent of the writer: fields, quoted fields with "" for a quote, CRLF records. */
function readCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at]
    if (quoted) {
      if (character === '"' && text[at + 1] === '"') {
        field += '"'
        at += 1
      } else if (character === '"') quoted = false
      else field += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      record.push(field)
      field = ''
    } else if (character === '\r' && text[at + 1] === '\n') {
      records.push([...record, field])
      record = []
      field = ''
      at += 1
    } else field += character
  }
  return records
}

describe('leads CSV export', () => {
  it('has a header row and one record a lead, times in the site time zone, with CRLF line ends and a byte order mark', () => {
    expect(leadsCsv([row], 'Australia/Perth')).toBe(
      '\uFEFF' +
        'Received (Australia/Perth),Name,Email,Phone,Category,Car,Stock number,Location,Marketing opt-in,Interested in finance,Has a trade-in,Message,Delivery status,Source,Lead category,Page id,Manufacturer,Campaign,Pages visited\r\n' +
        '2026-11-24 14:05,Jane Citizen,jane@example.com,0412 345 678,Test Drive,2024 Toyota HiLux SR5,U12345,Midland,Yes,No,Yes,Saturday?,delivered,newsletter,Used Vehicles,car-1,toyota,utm_source=newsletter&gclid=abc,/ /cars/used /cars/2024-toyota-hilux\r\n',
    )
  })

  it('shows the local time with daylight saving where the site has it', () => {
    const [, sydney] = readCsv(leadsCsv([{ ...row, receivedAt: new Date('2026-01-10T00:30:00Z') }], 'Australia/Sydney').slice(1))
    expect(sydney?.[0]).toBe('2026-01-10 11:30')
    expect(() => leadsCsv([row], 'Mars/Olympus')).toThrow(RangeError)
  })

  it('an export of no leads is the header row alone', () => {
    expect(readCsv(leadsCsv([], 'Australia/Perth').slice(1))).toHaveLength(1)
  })

  it('quotes commas, quotes and line breaks so every lead stays one record of 19 fields', () => {
    const message = 'Hi, is it "as new"?\r\nCall me\nafter 5,\rthanks'
    const csv = leadsCsv([{ ...row, message, name: 'Citizen, Jane' }, row], 'Australia/Perth')
    const records = readCsv(csv.slice(1))
    expect(records).toHaveLength(3)
    expect(records.map((record) => record.length)).toEqual([19, 19, 19])
    expect(records[1]?.[1]).toBe('Citizen, Jane')
    expect(records[1]?.[11]).toBe(message)
  })

  it('leaves empty cells for missing details and writes the car from its parts', () => {
    const [, record] = readCsv(
      leadsCsv(
        [
          {
            ...row,
            email: null,
            phone: null,
            car: { year: null, make: 'Mazda', model: 'CX-5', badge: '' },
            stockNumber: null,
            locationName: null,
            message: null,
            attribution: { source: null, category: 'General Enquiry', pageId: null, manufacturerSlug: null, visitedPages: [], linkedQueryParams: {} },
          },
        ],
        'Australia/Perth',
      ).slice(1),
    )
    expect(record).toEqual(['2026-11-24 14:05', 'Jane Citizen', '', '', 'Test Drive', 'Mazda CX-5', '', '', 'Yes', 'No', 'Yes', '', 'delivered', '', 'General Enquiry', '', '', '', ''])
    expect(readCsv(leadsCsv([{ ...row, car: null }], 'Australia/Perth').slice(1))[1]?.[5]).toBe('')
  })
})

describe('phones in the CSV', () => {
  it('are written in national form with spaces, which no spreadsheet reads as a formula or a number', () => {
    expect(nationalPhoneText('+61412345678')).toBe('0412 345 678')
    expect(nationalPhoneText('+61892001234')).toBe('08 9200 1234')
    const [, record] = readCsv(leadsCsv([row, { ...row, phone: '+61292001234' }], 'Australia/Perth').slice(1))
    expect(record?.[3]).toBe('0412 345 678')
    const csv = leadsCsv([row, { ...row, phone: '+61292001234' }], 'Australia/Perth')
    expect(csv).not.toContain("'+61")
    expect(csv).not.toContain("'0")
    expect(readCsv(csv.slice(1))[2]?.[3]).toBe('02 9200 1234')
  })

  it('a number that is not Australian keeps its stored form, and the formula guard', () => {
    expect(readCsv(leadsCsv([{ ...row, phone: '+6421555123' }], 'Australia/Perth').slice(1))[1]?.[3]).toBe("'+6421555123")
  })
})

describe('CSV fields', () => {
  it.each(['=HYPERLINK("http://evil.test","x")', '+61 412 345 678', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'a cell starting like a formula gets a leading apostrophe: %j',
    (value) => {
      expect(readCsv(`${csvField(value)}\r\n`)).toEqual([[`'${value}`]])
    },
  )

  it('a formula anywhere but the start is plain text and left alone', () => {
    expect(csvField('a=1+1')).toBe('a=1+1')
    expect(csvField("O'Brien")).toBe("O'Brien")
  })

  it('the apostrophe goes inside the quotes of a quoted cell', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`)
  })

  it('a quote is doubled inside a quoted field', () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
  })

  it('emoji and accents pass through unchanged', () => {
    expect(csvField('Zoë 🚗')).toBe('Zoë 🚗')
  })
})
