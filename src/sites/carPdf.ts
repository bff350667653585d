import PdfKitDocument from 'pdfkit'
import sharp from 'sharp'

import type { CarFacts } from '@/domain/carFacts'
import type { ShownRow } from '@/domain/specRows'

import { carPhotoBytes } from './carPhoto'

const PAGE_MARGIN = 48

export type CarPdfContent = {
  facts: Pick<CarFacts, 'title' | 'subtitle' | 'price'>
  /** The car page's key information (src/domain/keyInformation.ts): each fact once, with the page's labels. */
  rows: ShownRow[]
  comments: string[]
  dealer: { name: string; location: string | null; phone: string | null }
  url: string
  photoUrl: string | null
}

/** The car's first photo as JPEG (pdfkit embeds JPEG and PNG only), or null when it cannot be had. */
async function photoJpeg(photoUrl: string | null): Promise<Buffer | null> {
  if (!photoUrl) return null
  try {
    return await sharp(await carPhotoBytes(photoUrl)).resize({ width: 1000, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer()
  } catch {
    return null
  }
}

/**
 * A one-page (or longer) PDF of a car for shoppers to print or keep:
 * photo, title, price, key information, dealer
 * comments and the dealer's details. Text from the feed is drawn as text.
 */
export async function carPdf(content: CarPdfContent): Promise<Buffer> {
  const photo = await photoJpeg(content.photoUrl)
  const document = new PdfKitDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: content.facts.title, Author: content.dealer.name } })
  const chunks: Buffer[] = []
  document.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)))
    document.on('error', reject)
  })
  const width = document.page.width - 2 * PAGE_MARGIN

  document.font('Helvetica-Bold').fontSize(20).text(content.facts.title, { width })
  if (content.facts.subtitle) document.font('Helvetica').fontSize(12).fillColor('#444444').text(content.facts.subtitle, { width })
  document.moveDown(0.5)
  if (photo) {
    document.image(photo, { fit: [width, 300], align: 'center' })
    document.moveDown(0.5)
  }
  const priceType = content.facts.price.kind === 'price' && content.facts.price.priceType ? ` ${content.facts.price.priceType}` : ''
  document.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(`${content.facts.price.text}${priceType}`, { width })
  document.moveDown(0.75)

  document.font('Helvetica-Bold').fontSize(13).text('Key information')
  document.moveDown(0.25)
  for (const row of content.rows) {
    document.font('Helvetica-Bold').fontSize(10).text(`${row.label}: `, { continued: true }).font('Helvetica').text(row.value)
  }
  if (content.comments.length > 0) {
    document.moveDown(0.75)
    document.font('Helvetica-Bold').fontSize(13).text('Dealer Comments')
    document.moveDown(0.25)
    for (const paragraph of content.comments) document.font('Helvetica').fontSize(10).text(paragraph, { width }).moveDown(0.25)
  }
  document.moveDown(0.75)
  document.font('Helvetica-Bold').fontSize(12).text(content.dealer.name)
  document.font('Helvetica').fontSize(10)
  if (content.dealer.location) document.text(content.dealer.location)
  if (content.dealer.phone) document.text(`Phone ${content.dealer.phone}`)
  document.fillColor('#1d4ed8').text(content.url, { link: content.url, underline: true })
  document.end()
  return finished
}
