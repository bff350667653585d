import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { isPlatformAdmin, platformAdminOnlyField } from './src/access/roles'
import { importStockFeedsTask } from './src/stock/scheduledImports'
import { Dealerships } from './collections/Dealerships'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Models } from './collections/Models'
import { Offers } from './collections/Offers'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { PromoCards } from './collections/PromoCards'
import { Reviews } from './collections/Reviews'
import { StockImports } from './collections/StockImports'
import { Tenants } from './collections/Tenants'
import { Users } from './collections/Users'
import { ConsumerRegulators } from './globals/ConsumerRegulators'
import { ServicePlans } from './globals/ServicePlans'
import { VehicleReference } from './globals/VehicleReference'

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
  collections: [Tenants, Users, Media, Dealerships, Locations, Reviews, Offers, PromoCards, Models, Menus, Pages, Posts, StockImports],
  globals: [ConsumerRegulators, VehicleReference, ServicePlans],
  jobs: {
    tasks: [importStockFeedsTask],
    // Runs scheduled publish and unpublish (offers, promo cards) and the due stock feed imports in the long-running server, once a minute.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 50 }],
    shouldAutoRun: () => process.env.FORECOURT_RUN_JOBS !== 'false',
  },
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
        reviews: {},
        'promo-cards': {},
        menus: {},
        pages: {},
        posts: {},
        'stock-imports': {},
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
