import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** A demo site's id by its slug. */
export async function siteIdOf(payload: Payload, slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, overrideAccess: true, limit: 1 })
  return docs[0]!.id
}

/** Payload in the test process, with the ids of the two demo sites the content tests edit. */
export async function openContentPayload(): Promise<{ payload: Payload; swanId: number; coastalId: number }> {
  const payload = await getPayload({ config })
  return { payload, swanId: await siteIdOf(payload, 'swan-river-toyota'), coastalId: await siteIdOf(payload, 'coastal-motors') }
}
