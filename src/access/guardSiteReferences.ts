import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig, type Config, type Field } from 'payload'

import { mayLinkFromText, TEXT_LINK_COLLECTION_MESSAGE } from '@/domain/richTextLinks'
import { crossSiteReferenceMessage, documentSiteId, isRecordId, mayReference, recordId, SITES_COLLECTION } from '@/domain/siteReferences'

import type { BlockLookup } from '@/fields/fieldValues'

import { canReferenceSites, siteReferencesIn } from './siteReferenceFields'

/** The multi-tenant plugin's field that says which site a document belongs to. */
const SITE_FIELD = 'tenant'

const hasSiteField = (collection: CollectionConfig) => collection.fields.some((field) => 'name' in field && field.name === SITE_FIELD)

function singularLabel(collection: { slug: string; labels?: { singular?: unknown } }): string {
  const label = collection.labels?.singular
  return (typeof label === 'string' ? label : collection.slug).toLowerCase()
}

/**
 * Refuses a write that links a document to another site's record (an image in
 * an upload field, a location in a relationship, an upload or a link in rich
 * text), to a record that does not exist, or from rich text to a collection
 * text may not link to (staff, sites, leads …), with a 400 naming the field. It runs
 * before validation, so drafts and trusted writes (overrideAccess) are held
 * to it too.
 */
function refuseCrossSiteReferences(scoped: ReadonlySet<string>): CollectionBeforeValidateHook {
  return async ({ collection, data, originalDoc, operation, req }) => {
    const lookup: BlockLookup = (slug) => req.payload.config.blocks?.find((block) => block.slug === slug)
    const id = recordId(originalDoc) ?? undefined
    const site = documentSiteId(collection.slug, data, originalDoc, id)
    // A document moved to another site takes its stored links along: check them all.
    const moved = operation === 'update' && site !== documentSiteId(collection.slug, null, originalDoc, id)
    const found = siteReferencesIn(collection.fields as Field[], moved ? { ...originalDoc, ...data } : data, scoped, lookup)
    if (found.length === 0) return data
    const forbidden = found.filter((reference) => reference.textLink && !mayLinkFromText(reference.collection))
    if (forbidden.length > 0) {
      const errors = forbidden.map((reference) => ({ path: reference.path, message: TEXT_LINK_COLLECTION_MESSAGE }))
      throw new ValidationError({ collection: collection.slug, errors }, req.t)
    }
    const references = found.filter((reference) => scoped.has(reference.collection))

    const siteOf = new Map<string, number | null>()
    for (const slug of new Set(references.map((reference) => reference.collection))) {
      const ids = [...new Set(references.filter((link) => link.collection === slug && isRecordId(link.id)).map((link) => Number(link.id)))]
      if (ids.length === 0) continue
      const { docs } = await req.payload.find({
        collection: slug as 'media',
        where: { id: { in: ids } },
        select: { [SITE_FIELD]: true },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const doc of docs as { id: number; tenant?: unknown }[]) siteOf.set(`${slug}:${doc.id}`, recordId(doc.tenant) as number | null)
    }

    const refused = references.filter((reference) => !mayReference(site, siteOf.get(`${reference.collection}:${Number(reference.id)}`)))
    if (refused.length === 0) return data
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: refused.map((reference) => {
          const target = req.payload.collections[reference.collection as 'media']?.config
          return { path: reference.path, message: crossSiteReferenceMessage(target ? singularLabel(target) : reference.collection, reference.id) }
        }),
      },
      req.t,
    )
  }
}

/**
 * Plugin: every document that belongs to a site (each collection with a
 * `tenant` field, and the sites themselves) may link only to its own site's
 * records. Runs after the multi-tenant plugin has added the `tenant` fields,
 * so a collection added later is covered without a line of its own.
 */
export function guardSiteReferences(config: Config): Config {
  const collections = config.collections ?? []
  const scoped = new Set(collections.filter(hasSiteField).map((collection) => collection.slug))
  const lookup: BlockLookup = (slug) => config.blocks?.find((block) => block.slug === slug)
  const guard = refuseCrossSiteReferences(scoped)
  return {
    ...config,
    collections: collections.map((collection) =>
      (scoped.has(collection.slug) || collection.slug === SITES_COLLECTION) && canReferenceSites(collection.fields, scoped, lookup)
        ? { ...collection, hooks: { ...collection.hooks, beforeValidate: [...(collection.hooks?.beforeValidate ?? []), guard] } }
        : collection,
    ),
  }
}
