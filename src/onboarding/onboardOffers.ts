import { isDeepStrictEqual } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'

import type { AdvertisedFinance } from '@/domain/advertisedRates'

import { keepOrDraw, mediaId, type DrawnImages } from './drawnImages'
import { lexicalFromParagraphs } from './richText'
import type { SiteSeed } from './seedSchema'

type Note = (kind: 'created' | 'updated' | 'unchanged', what: string) => void

// Seeds skip cache revalidation hooks: nothing is being served from this data yet.
const context = { disableRevalidate: true }

const isoOrNull = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** The id of the site's model with this slug; the seed's check has made sure it is one of the file's models, onboarded before the offers. */
async function modelId(payload: Payload, siteId: number, slug: string, req?: PayloadRequest): Promise<number> {
  const found = await payload.find({ collection: 'models', where: { and: [{ tenant: { equals: siteId } }, { slug: { equals: slug } }] }, limit: 1, depth: 0, overrideAccess: true, req })
  const model = found.docs[0]
  if (!model) throw new Error(`The offer's model "${slug}" was not onboarded`)
  return model.id
}

/** An offer's or promo card's finance group as stored: every field, so a second run reads it back unchanged. */
export function advertisedFinanceData(finance: AdvertisedFinance | null | undefined) {
  return {
    interestRate: finance?.interestRate ?? null,
    comparisonRate: finance?.comparisonRate ?? null,
    term: finance?.term ?? null,
    termUnit: finance?.termUnit ?? 'years',
    amountFinanced: finance?.amountFinanced ?? null,
    comparisonBasis: finance?.comparisonBasis ?? null,
  }
}

/** Creates or updates the site's offers from its seed, matched by name within the site. */
export async function onboardOffers(payload: Payload, seed: SiteSeed, siteId: number, note: Note, drawn: DrawnImages, req?: PayloadRequest) {
  for (const offer of seed.offers) {
    const found = await payload.find({
      collection: 'offers',
      where: { and: [{ tenant: { equals: siteId } }, { name: { equals: offer.name } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true, req,
      draft: true,
    })
    const existing = found.docs[0]
    const image = await keepOrDraw(existing?.image, () => drawn.offer(offer))
    const data = {
      name: offer.name,
      description: lexicalFromParagraphs(offer.description),
      disclaimer: offer.disclaimer,
      manufacturer: offer.manufacturer ?? null,
      startDate: isoOrNull(offer.startDate),
      expiryDate: isoOrNull(offer.expiryDate),
      model: offer.model ? await modelId(payload, siteId, offer.model, req) : null,
      image,
      finance: advertisedFinanceData(offer.finance),
      _status: offer.published ? ('published' as const) : ('draft' as const),
      tenant: siteId,
    }
    if (!existing) {
      await payload.create({ collection: 'offers', data, overrideAccess: true, req, context, draft: !offer.published })
      note('created', `offer ${offer.name}`)
      continue
    }
    const stored = {
      name: existing.name,
      description: existing.description,
      disclaimer: existing.disclaimer ?? '',
      manufacturer: existing.manufacturer ?? null,
      startDate: isoOrNull(existing.startDate),
      expiryDate: isoOrNull(existing.expiryDate),
      model: existing.model ?? null,
      image: mediaId(existing.image),
      finance: advertisedFinanceData(existing.finance),
      _status: existing._status,
      tenant: siteId,
    }
    if (isDeepStrictEqual(JSON.parse(JSON.stringify(stored)), JSON.parse(JSON.stringify(data)))) {
      note('unchanged', offer.name)
      continue
    }
    await payload.update({ collection: 'offers', id: existing.id, data, overrideAccess: true, req, context, draft: !offer.published })
    note('updated', `offer ${offer.name}`)
  }
}
