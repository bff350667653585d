import type { Endpoint, PayloadHandler, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

const notHere = (message: string): PayloadHandler => () => Response.json({ errors: [{ message }] }, { status: 404 })

const nameOf = (label: unknown, slug: string) => (typeof label === 'string' ? label : slug)

/**
 * The versions routes of a collection or global that keeps no versions.
 * Payload answers them anyway and fails inside (a 500); these answer first
 * (an entity's own endpoints come before Payload's) with a 404 that says why.
 */
export function noVersionsRoutes(entity: SanitizedCollectionConfig | SanitizedGlobalConfig): Endpoint[] {
  if (entity.versions) return []
  const label = 'labels' in entity ? nameOf(entity.labels?.plural, entity.slug) : nameOf(entity.label, entity.slug)
  const handler = notHere(`${label} keep no versions.`)
  return [
    { path: '/versions', method: 'get', handler },
    { path: '/versions/:id', method: 'get', handler },
    { path: '/versions/:id', method: 'post', handler },
  ]
}

/**
 * The email verification route of an account collection that does not verify
 * by email: Payload's looks for a token field the collection does not have
 * (a 500). Staff choose their password from an invitation's link instead.
 */
export function noVerificationRoute(collection: SanitizedCollectionConfig): Endpoint[] {
  if (!collection.auth || collection.auth.verify) return []
  return [{ path: '/verify/:id', method: 'post', handler: notHere(`${nameOf(collection.labels?.plural, collection.slug)} are not verified by email: there is nothing to verify.`) }]
}
