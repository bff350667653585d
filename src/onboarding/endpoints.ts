import type { PayloadHandler } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { isBodyRefusal, readJsonBody } from '@/server/requestBody'

import { createDealerSite, NewSiteProblems } from './createDealerSite'
import { exportSiteSeed } from './exportSeed'
import { newDealerSiteSchema, stillNeedsSentence, type FieldProblem } from './newSiteForm'

/** The form with a logo of up to 1 MB as a data: URL. */
const NEW_SITE_BODY_MAX_BYTES = 2 * 1024 * 1024

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
    return Response.json({ message: `${form.data.site.name} is live. ${stillNeedsSentence(site.stillNeeds)}`.trim(), ...site }, { status: 201 })
  } catch (error) {
    if (error instanceof NewSiteProblems) return problems(error.problems)
    req.payload.logger.error({ err: error, msg: 'Creating a dealer site failed' })
    return Response.json({ message: `Nothing was created: ${error instanceof Error ? error.message : String(error)}` }, { status: 500 })
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
