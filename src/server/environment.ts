import { localSecret } from './dataDir'

/**
 * The Payload secret comes from PAYLOAD_SECRET; without it (a local or demo
 * install) one is generated once under .data/ and reused, so sessions survive
 * restarts and nothing secret is committed.
 */
export function ensurePayloadSecret() {
  if (!process.env.PAYLOAD_SECRET) process.env.PAYLOAD_SECRET = localSecret('payload-secret')
}

/** Password of the demo admin and demo dealer editors: DEMO_PASSWORD, or generated once under .data/. */
export function demoPassword(): string {
  return process.env.DEMO_PASSWORD || localSecret('demo-password', 12)
}

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@forecourt.test'
