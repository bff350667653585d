/**
 * POST /api/redirects/import?site=<id> (the Redirects list's "Import from
 * CSV"): the body is a CSV file of old path, new address; the answer says how
 * many were created and updated, and names each rejected line with its
 * reason. A line that would make a loop or a chain with the site's other
 * redirects is rejected like a malformed one; the rest are saved.
 */
import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { REDIRECT_IMPORT_LIMIT, redirectProblems, redirectSourceKey, redirectsFromRows } from '@/domain/redirects'
import { csvRecords } from '@/server/csvRecords'
import { isBodyRefusal, readBodyText } from '@/server/requestBody'

import { REDIRECTS_CHECKED } from './checkedContext'

const siteParam = z.coerce.number().int().positive()
const FILE_BYTES = 2 * 2 ** 20

export type RedirectImportReport = { created: number; updated: number; rejected: { line: number; message: string }[] }

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export const importRedirects: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') return answer({ error: 'Sign in to the admin to import redirects.' }, 401)
  const siteId = siteParam.safeParse(req.searchParams.get('site'))
  if (!siteId.success) return answer({ error: 'Choose the dealer site to import into (the site selector above the list).' }, 400)
  const user = req.user
  // The editor's own access decides: another dealer's site is a 404, as one that does not exist.
  const site = await req.payload.findByID({ collection: 'tenants', id: siteId.data, depth: 0, overrideAccess: false, user, disableErrors: true }).catch(() => null)
  if (!site) return answer({ error: `There is no dealer site ${siteId.data} among the sites you can see.` }, 404)

  const body = await readBodyText(req as unknown as Request, FILE_BYTES)
  if (isBodyRefusal(body)) return answer({ error: body.message }, body.status)
  const rows: string[][] = []
  for await (const record of csvRecords([body])) rows.push(record.cells.map((cell) => cell ?? ''))
  if (rows.length > REDIRECT_IMPORT_LIMIT) return answer({ error: `The file has ${rows.length} lines; import at most ${REDIRECT_IMPORT_LIMIT} at a time.` }, 413)
  const { redirects, rejected } = redirectsFromRows(rows)

  const { docs: existing } = await req.payload.find({ collection: 'redirects', where: { tenant: { equals: site.id } }, pagination: false, depth: 0, overrideAccess: false, user })
  const byKey = new Map(existing.map((doc) => [redirectSourceKey(doc.oldPath), doc]))
  const imported = new Map(redirects.map((redirect) => [redirectSourceKey(redirect.from), redirect]))
  const merged = [...existing.filter((doc) => !imported.has(redirectSourceKey(doc.oldPath))).map((doc) => ({ from: doc.oldPath, to: doc.newAddress })), ...imported.values()]
  const problems = redirectProblems(merged, (site.domains ?? []).map((entry) => entry.domain))
  const refusedKeys = new Set(problems.map((problem) => redirectSourceKey(problem.from)))

  const report: RedirectImportReport = { created: 0, updated: 0, rejected }
  const context = { [REDIRECTS_CHECKED]: true }
  for (const [line, redirect] of rows.entries()) {
    const key = redirectSourceKey(redirect[0])
    const chosen = key ? imported.get(key) : undefined
    if (!key || !chosen || chosen.from !== redirect[0]?.trim()) continue
    if (refusedKeys.has(key)) {
      report.rejected.push({ line: line + 1, message: problems.find((problem) => redirectSourceKey(problem.from) === key)!.message })
      continue
    }
    const data = { oldPath: chosen.from, newAddress: chosen.to }
    const found = byKey.get(key)
    if (found && found.newAddress === chosen.to) continue
    if (found) await req.payload.update({ collection: 'redirects', id: found.id, data, depth: 0, overrideAccess: false, user, context })
    else await req.payload.create({ collection: 'redirects', data: { ...data, tenant: site.id }, depth: 0, overrideAccess: false, user, context })
    report[found ? 'updated' : 'created'] += 1
    imported.delete(key)
  }
  report.rejected.sort((a, b) => a.line - b.line)
  return answer(report)
}
