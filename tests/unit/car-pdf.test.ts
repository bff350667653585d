import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { CarPdfContent } from '@/sites/carPdf'

import { pdfFacts } from '../support/pdfText'

let server: http.Server
let origin = ''
/** The paths the loopback photo server was asked for: a car PDF must never ask it anything. */
const asked: string[] = []
const mediaDir = mkdtempSync(path.join(tmpdir(), 'car-pdf-media-'))
let carPdf: typeof import('@/sites/carPdf').carPdf

beforeAll(async () => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).webp().toBuffer()
  mkdirSync(path.join(mediaDir, 'stock'))
  writeFileSync(path.join(mediaDir, 'stock', 'photo.webp'), photo)
  server = http.createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url === '/photo.webp') response.writeHead(200, { 'content-type': 'image/webp' }).end(photo)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Stock photos are read from MEDIA_DIR, fixed when the media module loads; the loopback server is listed as a photo host, as a careless deployment might.
  vi.stubEnv('MEDIA_DIR', mediaDir)
  vi.stubEnv('STOCK_IMAGE_HOSTS', 'http://127.0.0.1,http://localhost')
  // Unit files share one module graph: another file may have loaded the media module with another MEDIA_DIR.
  vi.resetModules()
  carPdf = (await import('@/sites/carPdf')).carPdf
})
afterAll(() => {
  vi.unstubAllEnvs()
  server.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

const content = (photoUrl: string | null): CarPdfContent => ({
  facts: { title: '2024 Toyota HiLux', subtitle: 'SR5', price: { kind: 'price', text: '$54,990', amount: 54990, priceType: 'Drive Away' } as never },
  rows: [
    { label: 'Condition', value: 'New' },
    { label: 'Odometer', value: '10 km' },
  ],
  comments: ['One owner.', '<script>alert(1)</script>'],
  dealer: { name: 'Swan River Toyota', location: 'Midland', phone: '08 9250 1001' },
  url: 'https://swan-river-toyota.example/cars/2024-toyota-hilux',
  photoUrl,
})

describe('the car PDF', () => {
  it('lists each key fact once, with the car page’s labels', async () => {
    expect(pdfFacts(await carPdf(content(null)))).toEqual([
      ['Condition', 'New'],
      ['Odometer', '10 km'],
    ])
  })

  it('is a PDF with the car’s stock photo, converted from WebP', async () => {
    const pdf = await carPdf(content('/stock-media/photo.webp'))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('/Subtype /Image')
  })

  it('still comes out, without a photo, when the photo cannot be fetched', async () => {
    const pdf = await carPdf(content('/stock-media/missing.webp'))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image')
  })

  it('never fetches a feed photo from loopback or the private network, even on a listed host', async () => {
    const urls = [`${origin}/photo.webp`, 'http://127.0.0.1/photo.webp', 'http://localhost/photo.webp', '/photo.webp', `//127.0.0.1:${new URL(origin).port}/photo.webp`]
    const pdfs = await Promise.all(urls.map((url) => carPdf(content(url))))
    expect(pdfs.map((pdf) => pdf.toString('latin1').includes('/Subtype /Image'))).toEqual(urls.map(() => false))
    expect(asked).toEqual([])
  })

  it('refuses a listed photo host that is loopback or resolves to it, before connecting', async () => {
    const { carPhotoBytes } = await import('@/sites/carPhoto')
    await expect(carPhotoBytes('http://127.0.0.1/photo.webp')).rejects.toThrow('The photo address 127.0.0.1 is a private or reserved address')
    await expect(carPhotoBytes('http://localhost/photo.webp')).rejects.toThrow(/^The photo host localhost resolves to (127\.0\.0\.1|::1), a private or reserved address/)
    await expect(carPhotoBytes('http://169.254.169.254/latest/meta-data')).rejects.toThrow('Car photos are not fetched from http://169.254.169.254/latest/meta-data')
  })
})
