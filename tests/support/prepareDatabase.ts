/**
 * Brings a test database to the state `npm start` leaves: migrated, demo
 * sites onboarded, a platform admin. Runs as a child process (tsx), because
 * the Payload config reads DATABASE_URL once, when it is first imported.
 */
import { exitWhenFlushed } from '../../src/server/exit'
import { ensurePlatformAdmin, onboardDemoSites } from '@/onboarding/demoData'
import { migrateDatabase } from '../../src/server/migrate'
import { ensureReferenceData } from '../../src/server/referenceData'
import { closePayload, scriptPayload } from '../../scripts/lib/scriptPayload'

const payload = await scriptPayload()
try {
  await migrateDatabase(payload, process.env.DATABASE_URL!)
  await onboardDemoSites(payload, () => undefined)
  await ensureReferenceData(payload)
  await ensurePlatformAdmin(payload)
} finally {
  await closePayload(payload)
}
await exitWhenFlushed(0)
