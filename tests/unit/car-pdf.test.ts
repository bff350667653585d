import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { carPdf, type CarPdfContent } from '@/sites/carPdf'

let server: http.Server
let origin = ''

beforeAll(async () => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).webp().toBuffer()
  server = http.createServer((request, response) => {
    if (request.url === '/photo.webp') response.writeHead(200, { 'content-type': 'image/webp' }).end(photo)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const content = (photoUrl: string | null): CarPdfContent => ({
  facts: { title: '2024 Toyota HiLux', subtitle: 'SR5', price: { kind: 'price', text: '$54,990', amount: 54990, priceType: 'Drive Away' } as never, details: [{ label: 'Condition', value: 'New' }] },
  rows: [{ label: 'Odometer', value: '10 km' }],
  comments: ['One owner.', '<script>alert(1)</script>'],
  dealer: { name: 'Swan River Toyota', location: 'Midland', phone: '08 9250 1001' },
  url: 'https://swan-river-toyota.example/cars/2024-toyota-hilux',
  photoUrl,
  origin,
})

describe('the car PDF', () => {
  it('is a PDF with the car’s photo, converted from WebP', async () => {
    const pdf = await carPdf(content('/photo.webp'))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('/Subtype /Image')
  })

  it('still comes out, without a photo, when the photo cannot be fetched', async () => {
    const pdf = await carPdf(content('/missing.webp'))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image')
  })
})
