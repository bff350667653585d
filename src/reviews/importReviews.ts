/**
 * POST /api/locations/:id/import-reviews (the location's "Import reviews
 * (CSV)" action): the body is the CSV file (text/csv, UTF-8), the answer what
 * was created, updated and left alone, and each rejected row with its number
 * and reason (src/domain/reviewImport.ts has the rules).
 *
 * Staff import into a location they can see, with their own access: the
 * multi-tenant plugin keeps a dealer editor to their own sites' locations and
 * reviews, so another site's location is a 404, as one that does not exist.
 * A review already imported (same reviewer and time) is updated when its
 * rating, comment or reply changed, and otherwise left alone.
 */

import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { REVIEW_IMPORT_LIMITS, reviewColumns, reviewsOfFile, type ImportedReview, type RejectedRow } from '@/domain/reviewImport'
import { expireCacheTags } from '@/hooks/revalidateSiteData'
import type { Review } from '@/payload-types'
import { isBodyRefusal, readBodyText } from '@/server/requestBody'
import { siteTag } from '@/lib/cacheTags'
import { csvRecords, type CsvRecord } from '@/server/csvRecords'

const locationIdParam = z.coerce.number().int().positive()
/** Where the reviews came from: the export is Google's. */
const IMPORTED_SOURCE = 'Google'

export type ReviewImportReport = { created: number; updated: number; unchanged: number; rejected: RejectedRow[] }

function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

const refused = (error: string, status = 400) => answer({ error }, status)

function changed(existing: Review, review: ImportedReview): boolean {
  return existing.rating !== review.rating || (existing.text ?? null) !== review.text || (existing.reply ?? null) !== review.reply
}

export const importReviews: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') return refused('Sign in to the admin to import reviews.', 401)
  const id = locationIdParam.safeParse(req.routeParams?.id)
  if (!id.success) return refused('The location id must be a whole number, as in /api/locations/12/import-reviews.')
  const user = req.user
  const location = await req.payload.findByID({ collection: 'locations', id: id.data, depth: 1, overrideAccess: false, user, disableErrors: true }).catch(() => null)
  if (!location) return refused(`There is no location ${id.data} among the locations you can see.`, 404)
  const site = typeof location.tenant === 'object' && location.tenant ? location.tenant : null
  if (!site) return refused(`Location ${id.data} belongs to no site.`, 409)

  const body = await readBodyText(req as unknown as Request, REVIEW_IMPORT_LIMITS.fileBytes)
  if (isBodyRefusal(body)) return refused(body.status === 400 ? `${body.message} Save the file as “CSV UTF-8” and try again.` : body.message, body.status)
  const records: CsvRecord[] = []
  for await (const record of csvRecords([body])) records.push(record)
  const [header, ...rows] = records
  if (!header) return refused('The file is empty. Send a CSV file whose first row names the columns: Reviewer, Star rating, Comment, Create time, Reply.')
  const found = reviewColumns(header.cells)
  if ('problem' in found) return refused(found.problem)
  if (rows.length > REVIEW_IMPORT_LIMITS.rows) return refused(`The file has ${rows.length} rows; import at most ${REVIEW_IMPORT_LIMITS.rows} at a time.`, 413)

  const { accepted, rejected } = reviewsOfFile(rows, found.columns, site.timeZone, new Date())
  const { docs: imported } = await req.payload.find({
    collection: 'reviews',
    where: { and: [{ location: { equals: location.id } }, { importKey: { exists: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const byKey = new Map(imported.map((review) => [review.importKey, review]))
  const report: ReviewImportReport = { created: 0, updated: 0, unchanged: 0, rejected }
  // One cache expiry for the whole file, not one per review.
  const context = { disableRevalidate: true }
  for (const review of accepted) {
    const existing = byKey.get(review.importKey)
    const data = { rating: review.rating, text: review.text, reply: review.reply }
    try {
      if (existing && !changed(existing, review)) report.unchanged += 1
      else if (existing) {
        await req.payload.update({ collection: 'reviews', id: existing.id, data, depth: 0, overrideAccess: false, user, context })
        report.updated += 1
      } else {
        await req.payload.create({
          collection: 'reviews',
          data: { ...data, tenant: site.id, location: location.id, customerName: review.customerName, reviewDate: review.reviewDate, source: IMPORTED_SOURCE, importKey: review.importKey },
          depth: 0,
          overrideAccess: false,
          user,
          context,
        })
        report.created += 1
      }
    } catch (error) {
      report.rejected.push({ row: review.row, reason: error instanceof Error ? error.message : 'The review could not be saved.' })
    }
  }
  report.rejected.sort((a, b) => a.row - b.row)
  if (report.created + report.updated > 0) await expireCacheTags(req, [siteTag(site.id, 'reviews')])
  return answer(report, 200)
}
