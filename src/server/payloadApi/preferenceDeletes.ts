import type { PayloadHandler } from 'payload'

/**
 * Payload's DELETE /api/payload-preferences/:key fails inside (a 500) when
 * the signed-in user has no preference of that key: the adapter's fallback
 * query drops the join its where clause needs. Looked up first, a missing
 * preference is a 404 that says so; one that exists is deleted by Payload.
 */
export function answeringMissingPreferences(deletePreference: PayloadHandler): PayloadHandler {
  return async (req) => {
    const key = req.routeParams?.key
    if (req.user && typeof key === 'string') {
      const { docs } = await req.payload.db.find({
        collection: 'payload-preferences',
        limit: 1,
        pagination: false,
        req,
        where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] },
      })
      if (docs.length === 0) return Response.json({ errors: [{ message: `You have no saved preference '${key}'.` }] }, { status: 404 })
    }
    return deletePreference(req)
  }
}
