import { commitTransaction, initTransaction, killTransaction, ValidationError, type Payload, type PayloadRequest } from 'payload'

import { resolveSiteSettings } from '@/domain/site-settings'
import { inviteStaff } from '@/staff/inviteStaff'
import { uploadedFeedFile } from '@/stock/feedTrial'
import { runImport } from '@/stock/runImport'
import { postcodeLocation } from '@/tradeIn/postcodeLocation'

import { exportSiteSeed } from './exportSeed'
import { domainList, type FieldProblem, type NewDealerSiteForm, parseStartFrom } from './newSiteForm'
import { copiedSiteStart, newSiteSeed, type SiteStart } from './newSiteSeed'
import { onboardSite } from './onboardSite'
import { seedSchema } from './seedSchema'
import { templateStart } from './siteTemplates'

/** The form cannot become a site as it is; each problem names its field. */
export class NewSiteProblems extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '))
  }
}

/** The form field a seed field comes from, so a problem found in the seed is shown where it was typed. */
function formField(seedPath: (string | number | symbol)[]): string {
  const path = seedPath.map(String).join('.')
  if (/^site\.(name|slug|timeZone)$/.test(path)) return path
  if (path.startsWith('site.domains')) return 'site.domains'
  if (path.startsWith('site.theme.logo')) return 'site.logo'
  if (path.startsWith('site.contact.')) return path.replace('site.contact.', 'site.')
  if (path.startsWith('dealerships.0.')) return 'dealership.name'
  if (path.startsWith('locations.0.openingHours.')) return path.replace('locations.0.openingHours.', 'location.hours.')
  if (path.startsWith('locations.0.')) return 'location.name'
  return 'startFrom'
}

/** The highest stock feed id in use plus one: a new dealership or location never takes another's feed rows. */
async function nextExternalId(payload: Payload, collection: 'dealerships' | 'locations', req: PayloadRequest): Promise<number> {
  const found = await payload.find({ collection, sort: '-externalId', limit: 1, depth: 0, overrideAccess: true, req, select: { externalId: true } })
  return ((found.docs[0]?.externalId as number | null | undefined) ?? 0) + 1
}

/** What the form asks for that is already someone else's: the slug, a domain, an editor's email. */
async function takenProblems(payload: Payload, form: NewDealerSiteForm, req: PayloadRequest): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = []
  const sites = await payload.find({ collection: 'tenants', where: { slug: { equals: form.site.slug } }, limit: 1, depth: 0, overrideAccess: true, req })
  if (sites.docs.length > 0) problems.push({ field: 'site.slug', message: `the site ${form.site.slug} already exists: choose another slug` })
  const domains = domainList(form.site.domains)
  if (domains.length > 0) {
    const owners = await payload.find({ collection: 'tenants', where: { 'domains.domain': { in: domains } }, limit: 1, depth: 0, overrideAccess: true, req })
    const owner = owners.docs[0]
    if (owner) problems.push({ field: 'site.domains', message: `a domain is already used by ${owner.name}` })
  }
  for (const [index, editor] of form.editors.entries()) {
    const users = await payload.find({ collection: 'users', where: { email: { equals: editor.email.toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true, req })
    if (users.docs.length > 0) problems.push({ field: `editors.${index}.email`, message: 'already has a staff account: add the site to it under Users' })
  }
  return problems
}

async function siteStart(payload: Payload, form: NewDealerSiteForm, req: PayloadRequest): Promise<SiteStart> {
  const start = parseStartFrom(form.startFrom)!
  if ('template' in start) return templateStart(start.template, form.site.name.trim())
  const source = await payload.find({ collection: 'tenants', where: { id: { equals: start.copySiteId } }, limit: 1, depth: 0, overrideAccess: true, req })
  if (source.docs.length === 0) throw new NewSiteProblems([{ field: 'startFrom', message: 'that site no longer exists: choose another' }])
  return copiedSiteStart(await exportSiteSeed(payload, start.copySiteId, req))
}

/**
 * The new site's first stock import, once the site exists (the importer writes
 * through its own connection): the feed address or the uploaded file. A feed
 * that fails does not undo the site; the sentence says what happened, and the
 * import is recorded under Stock imports like any other.
 */
async function firstStockImport(payload: Payload, form: NewDealerSiteForm, site: { id: number; slug: string; settings: Record<string, unknown> }): Promise<string | null> {
  if (form.stock.from === 'none') return null
  const pool = (payload.db as unknown as { pool: Parameters<typeof runImport>[0] }).pool
  const settings = resolveSiteSettings(site.settings as never)
  const upload = form.stock.from === 'file' ? await uploadedFeedFile(form.stock.fileName, form.stock.file) : null
  try {
    const report = await runImport(pool, {
      site: { id: site.id, slug: site.slug, searchFilter: settings.searchFilter, includeSoldCarsDays: settings.includeSoldCarsDays },
      source: upload?.file ?? form.stock.url,
      mode: 'full',
      trigger: 'command',
    })
    const rejected = report.rejected.length
    return `Stock: ${report.created} ${report.created === 1 ? 'vehicle' : 'vehicles'} imported${rejected > 0 ? `, ${rejected} ${rejected === 1 ? 'row' : 'rows'} rejected (see Stock imports)` : ''}.`
  } catch (error) {
    return `The stock import failed (${error instanceof Error ? error.message : String(error)}); the site is live without stock. Import again from the site's Stock feed settings.`
  } finally {
    await upload?.release()
  }
}

/**
 * Creates a dealer site from the admin's form, through the same onboarding as
 * `npm run tenant:onboard`, then invites its editors, all in one transaction:
 * if any step fails nothing is kept. Throws NewSiteProblems for what the
 * person can correct.
 */
export async function createDealerSite(payload: Payload, form: NewDealerSiteForm, req: PayloadRequest): Promise<{ siteId: number; slug: string; stillNeeds: string[]; stock: string | null }> {
  const taken = await takenProblems(payload, form, req)
  const point = postcodeLocation(form.location.postcode)
  if (!point.ok) taken.push({ field: 'location.postcode', message: point.message })
  if (taken.length > 0 || !point.ok) throw new NewSiteProblems(taken)

  const start = await siteStart(payload, form, req)
  const place = {
    dealershipExternalId: await nextExternalId(payload, 'dealerships', req),
    locationExternalId: await nextExternalId(payload, 'locations', req),
    ...point.point,
  }
  const seed = seedSchema.safeParse(newSiteSeed(form, start, place))
  if (!seed.success) throw new NewSiteProblems(seed.error.issues.map((issue) => ({ field: formField(issue.path), message: issue.message })))

  const ownTransaction = await initTransaction(req)
  try {
    const report = await onboardSite(payload, seed.data, { seedDir: process.cwd(), req })
    for (const editor of form.editors) await inviteStaff(payload, { email: editor.email, siteIds: [report.siteId], role: 'dealer-editor' }, req)
    if (ownTransaction) await commitTransaction(req)
    const stock = await firstStockImport(payload, form, { id: report.siteId, slug: seed.data.site.slug, settings: seed.data.site.settings })
    return { siteId: report.siteId, slug: seed.data.site.slug, stillNeeds: start.stillNeeds ?? [], stock }
  } catch (error) {
    await killTransaction(req)
    if (error instanceof ValidationError) {
      const field = (problemPath: string) =>
        error.data.collection === 'tenants' ? formField(['site', ...problemPath.split('.')]) : error.data.collection === 'users' ? 'editors' : 'startFrom'
      throw new NewSiteProblems(error.data.errors.map((problem) => ({ field: field(problem.path), message: problem.message })))
    }
    throw error
  }
}
