import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'

import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { DEALER_EDITOR } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'
import { compactStoredSettings } from '@/domain/site-settings'
import type { Tenant } from '@/payload-types'

import { drawnImages } from './drawnImages'
import { onboardContent } from './onboardContent'
import { onboardHome } from './onboardHome'
import { onboardModels, onboardNetwork } from './onboardNetwork'
import { onboardOffers } from './onboardOffers'
import { onboardRedirects, storedRedirectsFitting } from './onboardRedirects'
import type { SiteSeed } from './seedSchema'
import { readSeedImage } from './seedImages'
import { settingsPatch } from './settingsPatch'

export type OnboardReport = { siteId: number; created: number; updated: number; unchanged: number; changes: string[] }

type Options = {
  /** Folder the seed file sits in; logo paths are relative to it. */
  seedDir: string
  /** Password given to dealer editors this run creates; needed when the seed lists editors. */
  editorPassword?: string
  /** The transaction every write joins; the caller commits or rolls it back. */
  req?: PayloadRequest
}

// Seeds skip cache revalidation hooks: nothing is being served from this data yet.
const context = { disableRevalidate: true }

const CONTACT_KEYS = ['legalName', 'abn', 'phone', 'email', 'street', 'city', 'state', 'postcode', 'facebookUrl', 'instagramUrl', 'youtubeUrl', 'linkedinUrl'] as const
const THEME_KEYS = ['primaryColour', 'secondaryColour', 'accentColour', 'headingFont', 'bodyFont', 'radius', 'density'] as const

function pick<K extends string>(keys: readonly K[], from: Partial<Record<K, unknown>> | null | undefined) {
  return Object.fromEntries(keys.map((key) => [key, from?.[key] ?? null])) as Record<K, unknown>
}

function siteData(seed: SiteSeed) {
  const { site } = seed
  return {
    name: site.name,
    slug: site.slug,
    domains: site.domains.map((domain) => ({ domain })),
    timeZone: site.timeZone,
    theme: pick(THEME_KEYS, site.theme),
    contact: pick(CONTACT_KEYS, site.contact),
    settings: settingsPatch(site.settings),
  }
}

function siteMatchesSeed(existing: Tenant, seed: SiteSeed): boolean {
  const wanted = siteData(seed)
  return (
    existing.name === wanted.name &&
    existing.timeZone === wanted.timeZone &&
    isDeepStrictEqual((existing.domains ?? []).map((row) => row.domain), seed.site.domains) &&
    isDeepStrictEqual(pick(THEME_KEYS, existing.theme as Record<string, unknown>), wanted.theme) &&
    isDeepStrictEqual(pick(CONTACT_KEYS, existing.contact as Record<string, unknown>), wanted.contact) &&
    isDeepStrictEqual(compactStoredSettings(existing.settings), compactStoredSettings(seed.site.settings))
  )
}

/** Logo file name carries a hash of its source, so an unchanged logo is recognised and never uploaded twice. */
async function logoUpload(seed: SiteSeed, seedDir: string) {
  const logo = seed.site.theme.logo
  if (!logo) return null
  const source = await readSeedImage(seedDir, logo.file)
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12)
  const png = await sharp(source, { density: 192 }).resize({ height: 96, withoutEnlargement: false }).png().toBuffer()
  return { alt: logo.alt, stem: `logo-${seed.site.slug}-${hash}`, name: `logo-${seed.site.slug}-${hash}.png`, data: png }
}

/**
 * Creates or updates one dealer site from its seed, idempotently: a second
 * run with the same seed reports 0 created and 0 updated.
 */
export async function onboardSite(payload: Payload, seed: SiteSeed, options: Options): Promise<OnboardReport> {
  const report: OnboardReport = { siteId: 0, created: 0, updated: 0, unchanged: 0, changes: [] }
  const note = (kind: 'created' | 'updated', what: string) => {
    report[kind] += 1
    report.changes.push(`${kind} ${what}`)
  }
  const slug = seed.site.slug
  const req = options.req

  const found = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, limit: 1, depth: 1, overrideAccess: true, req })
  let site = found.docs[0]
  const storedRedirects = await storedRedirectsFitting(payload, seed, site?.id ?? null, req)
  if (!site) {
    site = await payload.create({ collection: 'tenants', data: siteData(seed) as never, overrideAccess: true, req, context })
    note('created', `site ${slug}`)
  } else if (!siteMatchesSeed(site, seed)) {
    site = await payload.update({ collection: 'tenants', id: site.id, data: siteData(seed) as never, overrideAccess: true, req, context })
    note('updated', `site ${slug}`)
  } else {
    report.unchanged += 1
  }
  report.siteId = site.id

  const logo = await logoUpload(seed, options.seedDir)
  if (logo) {
    // Payload appends -1, -2 ... when a file of that name is already on disk, so match on the stem.
    const current = await payload.find({
      collection: 'media',
      where: { and: [{ tenant: { equals: site.id } }, { filename: { like: logo.stem } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true, req,
    })
    let media = current.docs[0]
    if (!media) {
      media = await payload.create({
        collection: 'media',
        data: { alt: logo.alt, tenant: site.id },
        file: { data: logo.data, mimetype: 'image/png', name: logo.name, size: logo.data.length },
        overrideAccess: true, req,
        context,
      })
      note('created', `logo ${logo.name}`)
    } else if (media.alt !== logo.alt) {
      media = await payload.update({ collection: 'media', id: media.id, data: { alt: logo.alt }, overrideAccess: true, req, context })
      note('updated', `logo alt text of ${slug}`)
    } else {
      report.unchanged += 1
    }
    const currentLogo = site.theme?.logo
    const currentLogoId = typeof currentLogo === 'object' && currentLogo ? currentLogo.id : currentLogo
    if (currentLogoId !== media.id) {
      await payload.update({ collection: 'tenants', id: site.id, data: { theme: { ...siteData(seed).theme, logo: media.id } } as never, overrideAccess: true, req, context })
      if (!report.changes.includes(`created site ${slug}`)) note('updated', `logo of site ${slug}`)
    }
  }

  const record = (kind: 'created' | 'updated' | 'unchanged', what: string) => (kind === 'unchanged' ? (report.unchanged += 1) : note(kind, what))
  const drawn = await drawnImages(payload, seed, site.id, options.seedDir, record, req)
  await onboardNetwork(payload, seed, site.id, record, drawn, req)
  // Models first: an offer is tied to one.
  await onboardModels(payload, seed, site.id, record, drawn, req)
  await onboardOffers(payload, seed, site.id, record, drawn, req)
  await onboardContent(payload, seed, site.id, options.seedDir, record, req)
  await onboardHome(payload, seed, site.id, options.seedDir, record, drawn, req)
  await onboardRedirects(payload, seed, site.id, storedRedirects, record, req)

  for (const editor of seed.editors) {
    const email = editor.email.toLowerCase()
    const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, req })
    const user = existing.docs[0]
    if (!user) {
      if (!options.editorPassword) throw new Error(`No password for the new editor ${email}`)
      await payload.create({
        collection: 'users',
        data: { email, name: editor.name, password: options.editorPassword, roles: [DEALER_EDITOR], tenants: [{ tenant: site.id }] },
        overrideAccess: true, req,
        context,
      })
      note('created', `editor ${email}`)
      continue
    }
    const siteIds = assignedSiteIds(user)
    if (user.name === editor.name && siteIds.includes(site.id)) {
      report.unchanged += 1
      continue
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { name: editor.name, tenants: [...new Set([...siteIds, site.id])].map((tenant) => ({ tenant })) },
      overrideAccess: true, req,
      context,
    })
    note('updated', `editor ${email}`)
  }
  return report
}
