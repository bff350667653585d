import type { PayloadHandler } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { isBodyRefusal, readJsonBody } from '@/server/requestBody'

import { createDealerSite, NewSiteProblems } from './createDealerSite'
import { exportSiteSeed } from './exportSeed'
import { newDealerSiteSchema, stillNeedsSentence, stockFeedStep, type FieldProblem } from './newSiteForm'
import { tryFeed, uploadedFeedFile } from '@/stock/feedTrial'

/** The form with a logo of up to 1 MB as a data: URL and a stock feed file of up to 10 MB. */
const NEW_SITE_BODY_MAX_BYTES = 12 * 1024 * 1024

const refused = () => Response.json({ message: 'Only platform admins create and export dealer sites.' }, { status: 403 })
const problems = (list: FieldProblem[]) =>
  Response.json({ message: `Nothing was created: ${list.length === 1 ? 'one field needs' : `${list.length} fields need`} attention.`, problems: list }, { status: 400 })

/** POST /api/tenants/new-dealer-site: the admin's new site form, checked by the form's own schema, then created in one transaction. */
export const newDealerSite: PayloadHandler = async (req) => {
  if (!isPlatformAdmin(req.user)) return refused()
  const body = await readJsonBody(req as unknown as Request, NEW_SITE_BODY_MAX_BYTES)
  if (isBodyRefusal(body)) return Response.json({ message: body.message }, { status: body.status })
  const form = newDealerSiteSchema.safeParse(body)
  if (!form.success) return problems(form.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })))
  try {
    const site = await createDealerSite(req.payload, form.data, req)
    return Response.json({ message: [`${form.data.site.name} is live.`, site.stock, stillNeedsSentence(site.stillNeeds)].filter(Boolean).join(' '), ...site }, { status: 201 })
  } catch (error) {
    if (error instanceof NewSiteProblems) return problems(error.problems)
    req.payload.logger.error({ err: error, msg: 'Creating a dealer site failed' })
    return Response.json({ message: `Nothing was created: ${error instanceof Error ? error.message : String(error)}` }, { status: 500 })
  }
}

/**
 * POST /api/tenants/new-dealer-site/stock-feed-trial: the form's stock step,
 * read through the importer's own rules and written nowhere: how many
 * vehicles were read, which rows would be rejected and why, a few as read.
 */
export const stockFeedTrial: PayloadHandler = async (req) => {
  if (!isPlatformAdmin(req.user)) return refused()
  const body = await readJsonBody(req as unknown as Request, NEW_SITE_BODY_MAX_BYTES)
  if (isBodyRefusal(body)) return Response.json({ message: body.message }, { status: body.status })
  const stock = stockFeedStep.safeParse(body)
  if (!stock.success) return problems(stock.error.issues.map((issue) => ({ field: ['stock', ...issue.path.map(String)].join('.'), message: issue.message })))
  if (stock.data.from === 'none') return problems([{ field: 'stock.from', message: 'choose a feed address or a file to test' }])
  const upload = stock.data.from === 'file' ? await uploadedFeedFile(stock.data.fileName, stock.data.file) : null
  try {
    return Response.json(await tryFeed(upload?.file ?? stock.data.url))
  } catch (error) {
    const field = stock.data.from === 'url' ? 'stock.url' : 'stock.file'
    // A feed that cannot be read at all (not found, not JSON, refused download) is the person's to fix: say why, beside the field.
    return problems([{ field, message: error instanceof Error ? error.message.replace(upload?.file ?? '\u0000', stock.data.fileName) : String(error) }])
  } finally {
    await upload?.release()
  }
}

/** GET /api/tenants/:id/seed.json: the site as a tenants-seed file (exportSeed.ts). */
export const exportSeed: PayloadHandler = async (req) => {
  if (!isPlatformAdmin(req.user)) return refused()
  const id = Number(req.routeParams?.id)
  const found = Number.isInteger(id) ? await req.payload.find({ collection: 'tenants', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true }) : null
  const site = found?.docs[0]
  if (!site) return Response.json({ message: 'No such dealer site.' }, { status: 404 })
  const seed = await exportSiteSeed(req.payload, site.id)
  return new Response(`${JSON.stringify(seed, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${site.slug}.json"`, 'cache-control': 'no-store' },
  })
}
