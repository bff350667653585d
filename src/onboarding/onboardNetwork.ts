import { isDeepStrictEqual } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'

import { modelCategoryValue } from '@collections/Models/categories'

import { keepOrDraw, type DrawnImages } from './drawnImages'
import type { DealershipSeed, LocationSeed, SiteSeed } from './seedSchema'

type Note = (kind: 'created' | 'updated' | 'unchanged', what: string) => void

// Seeds skip cache revalidation hooks: nothing is being served from this data yet.
const context = { disableRevalidate: true }

/** Compares what the seed states with the stored document, ignoring what the seed leaves unsaid (ids, timestamps). */
export function matches(wanted: unknown, stored: unknown): boolean {
  if (Array.isArray(wanted)) {
    return Array.isArray(stored) && stored.length === wanted.length && wanted.every((item, index) => matches(item, stored[index]))
  }
  if (wanted && typeof wanted === 'object') {
    const record = (stored ?? {}) as Record<string, unknown>
    return Object.entries(wanted).every(([key, value]) => matches(value, record[key]))
  }
  return isDeepStrictEqual(wanted ?? null, stored ?? null)
}

function dealershipData(seed: DealershipSeed, siteId: number) {
  return { ...seed, tenant: siteId }
}

function locationData(seed: LocationSeed, siteId: number, dealershipId: number) {
  const days = Object.fromEntries(
    Object.entries(seed.openingHours).map(([day, hours]) => [day, { status: hours.status, open: hours.open ?? null, close: hours.close ?? null }]),
  )
  return {
    ...seed,
    tenant: siteId,
    dealership: dealershipId,
    openingHours: days,
    specialHours: seed.specialHours.map((entry) => ({
      // Payload stores dates as timestamps; noon UTC keeps the calendar date in every Australian zone.
      date: `${entry.date}T12:00:00.000Z`,
      status: entry.status,
      open: entry.open ?? null,
      close: entry.close ?? null,
      department: entry.department,
    })),
  }
}

/** Creates or updates the site's dealerships and locations from its seed, matched by slug within the site. */
export async function onboardNetwork(payload: Payload, seed: SiteSeed, siteId: number, note: Note, drawn: DrawnImages, req?: PayloadRequest) {
  const dealershipIds = new Map<string, number>()
  for (const dealership of seed.dealerships) {
    const data = dealershipData(dealership, siteId)
    const found = await payload.find({
      collection: 'dealerships',
      where: { and: [{ tenant: { equals: siteId } }, { slug: { equals: dealership.slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true, req,
    })
    const existing = found.docs[0]
    if (!existing) {
      const created = await payload.create({ collection: 'dealerships', data, overrideAccess: true, req, context })
      dealershipIds.set(dealership.slug, created.id)
      note('created', `dealership ${dealership.slug}`)
    } else {
      dealershipIds.set(dealership.slug, existing.id)
      if (matches(data, existing)) note('unchanged', dealership.slug)
      else {
        await payload.update({ collection: 'dealerships', id: existing.id, data, overrideAccess: true, req, context })
        note('updated', `dealership ${dealership.slug}`)
      }
    }
  }

  for (const location of seed.locations) {
    const found = await payload.find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: siteId } }, { slug: { equals: location.slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true, req,
    })
    const existing = found.docs[0]
    const data = {
      ...locationData(location, siteId, dealershipIds.get(location.dealership)!),
      image: await keepOrDraw(existing?.image, () => drawn.location(location)),
      team: await Promise.all(
        location.team.map(async (member) => ({
          ...member,
          photo: await keepOrDraw(existing?.team?.find((stored) => stored.name === member.name)?.photo, () => drawn.teamMember(member.name)),
        })),
      ),
    }
    if (!existing) {
      await payload.create({ collection: 'locations', data: data as never, overrideAccess: true, req, context })
      note('created', `location ${location.slug}`)
    } else if (matches(data, existing)) {
      note('unchanged', location.slug)
    } else {
      await payload.update({ collection: 'locations', id: existing.id, data: data as never, overrideAccess: true, req, context })
      note('updated', `location ${location.slug}`)
    }
  }
}

/** Creates or updates the site's models from its seed, matched by slug within the site. */
export async function onboardModels(payload: Payload, seed: SiteSeed, siteId: number, note: Note, drawn: DrawnImages, req?: PayloadRequest) {
  for (const model of seed.models) {
    const found = await payload.find({
      collection: 'models',
      where: { and: [{ tenant: { equals: siteId } }, { slug: { equals: model.slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true, req,
    })
    const existing = found.docs[0]
    const image = await keepOrDraw(existing?.image, () => drawn.model(model))
    const data = { ...model, categories: model.categories.map(modelCategoryValue), image, tenant: siteId }
    if (!existing) {
      await payload.create({ collection: 'models', data: data as never, overrideAccess: true, req, context })
      note('created', `model ${model.slug}`)
    } else if (matches(data, existing)) {
      note('unchanged', model.slug)
    } else {
      await payload.update({ collection: 'models', id: existing.id, data: data as never, overrideAccess: true, req, context })
      note('updated', `model ${model.slug}`)
    }
  }
}
