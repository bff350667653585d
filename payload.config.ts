import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { isPlatformAdmin, platformAdminOnlyField } from './src/access/roles'
import { Dealerships } from './collections/Dealerships'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Models } from './collections/Models'
import { Offers } from './collections/Offers'
import { Tenants } from './collections/Tenants'
import { Users } from './collections/Users'
import { ConsumerRegulators } from './globals/ConsumerRegulators'

// Every tool (next, our scripts, vitest) runs from the project root; our scripts run bundled, so import.meta.url would mislead.
const projectRoot = process.cwd()

export default buildConfig({
  admin: {
    user: Users.slug,
    // Gravatar is unreachable offline and leaks staff emails to a third party.
    avatar: 'default',
    importMap: { baseDir: path.resolve(projectRoot, 'src') },
    meta: { titleSuffix: ' · Forecourt' },
  },
  collections: [Tenants, Users, Media, Dealerships, Locations, Offers, Models],
  globals: [ConsumerRegulators],
  editor: lexicalEditor(),
  // Both come from the environment; `npm start` generates and keeps a local secret under .data/ when unset.
  secret: process.env.PAYLOAD_SECRET ?? '',
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL },
    // Schema changes go through committed migrations only; pushing the dev
    // schema is opt-in (PAYLOAD_DB_PUSH=true) and must never meet real data.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    migrationDir: path.resolve(projectRoot, 'src/migrations'),
  }),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(projectRoot, 'src/payload-types.ts') },
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'tenants',
      collections: {
        media: {},
        dealerships: {},
        locations: {},
        offers: {},
        models: {},
      },
      userHasAccessToAllTenants: (user) => isPlatformAdmin(user),
      tenantsArrayField: {
        includeDefaultField: true,
        // A dealer editor can never assign themselves (or anyone) to a site.
        arrayFieldAccess: { create: platformAdminOnlyField, update: platformAdminOnlyField },
        tenantFieldAccess: { create: platformAdminOnlyField, update: platformAdminOnlyField },
      },
    }),
  ],
})
