import type { Payload } from 'payload'

import { noVerificationRoute, noVersionsRoutes } from './missingRoutes'
import { answeringMissingPreferences } from './preferenceDeletes'
import { refuseUnusableWhere } from './whereGuard'

const completed = new WeakSet<object>()

/**
 * Closes the gaps where Payload's API answers malformed input with a 500,
 * on every collection and global there is, Payload's own included (they
 * exist only once the config is sanitized, hence at init): where clauses the
 * database cannot run, versions routes of what keeps no versions, email
 * verification of accounts that are not verified, and deleting a preference
 * nobody saved.
 */
export function completePayloadApi(payload: Payload): void {
  if (completed.has(payload.config)) return
  completed.add(payload.config)
  for (const { config } of Object.values(payload.collections)) {
    config.hooks.beforeOperation = [...(config.hooks.beforeOperation ?? []), refuseUnusableWhere]
    if (config.endpoints === false) continue
    const preferences = config.slug === 'payload-preferences'
    if (preferences) {
      const remove = config.endpoints.find((endpoint) => endpoint.path === '/:key' && endpoint.method === 'delete')
      if (remove) remove.handler = answeringMissingPreferences(remove.handler)
    }
    // A preference is addressed by its key (/:key): "versions" is a key like any other.
    const versions = noVersionsRoutes(config).filter((route) => !preferences || route.path !== '/versions')
    config.endpoints = [...versions, ...noVerificationRoute(config), ...config.endpoints]
  }
  for (const global of payload.globals.config) {
    if (global.endpoints !== false) global.endpoints = [...noVersionsRoutes(global), ...global.endpoints]
  }
}
