import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor, LinkFeature, RelationshipFeature } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig, type Endpoint } from 'payload'
import type { Pool } from 'pg'
import sharp from 'sharp'

import { scopeDocumentLocks } from './src/access/documentLocks'
import { guardSiteReferences } from './src/access/guardSiteReferences'
import { isPlatformAdmin, platformAdminOnlyField } from './src/access/roles'
import { DEALER_SITE_WORDING, labelStaffDealerSites } from './src/access/dealerSiteWording'
import { showDocumentSite } from './src/access/documentSite'
import { RESERVATION_QUEUE, RESERVATION_RELEASE_CRON, STAFF_EMAIL_CRON, STAFF_EMAIL_QUEUE, LEAD_DELIVERY_BATCH, LEAD_DELIVERY_CRON, LEAD_DELIVERY_QUEUE } from './src/domain/jobQueues'
import { RICH_TEXT_LINK_COLLECTIONS } from './src/domain/richTextLinks'
import { AUSTRALIAN_TIME_ZONES } from './src/domain/timeZones'
import { payloadEmailAdapter } from './src/email/payloadEmailAdapter'
import { guardLinkAddresses } from './src/fields/guardLinkAddresses'
import { resendLead } from './src/leads/delivery/resendLead'
import { deliverLeadTask, sweepUndeliveredLeadsTask } from './src/leads/delivery/tasks'
import { exportLeadsCsv } from './src/leads/exportLeads'
import { exportSeed, newDealerSite, stockFeedTrial } from './src/onboarding/endpoints'
import { releaseExpiredHoldsTask } from './src/reservations/releaseExpiredHolds'
import { reservationActionEndpoint } from './src/reservations/staffActions'
import { importReviews } from './src/reviews/importReviews'
import { platformIconUrl, platformName } from './src/lib/platformName'
import { answerDatabaseInputErrors } from './src/server/databaseInputErrors'
import { rollBackFailedJobWrites } from './src/server/jobTransactions'
import { completePayloadApi } from './src/server/payloadApi/completeApi'
import { WHERE_REFUSED } from './src/server/payloadApi/whereGuard'
import { keepPublicMessages } from './src/server/payloadApi/publicMessages'
import { clearExpiredShopperRecordsTask } from './src/shoppers/clearExpired'
import { sendStaffInvitationTask } from '@collections/Users/invitationTask'
import { importStockFeedsTask } from './src/stock/scheduledImports'
import { CarPageContent } from './collections/CarPageContent'
import { Dealerships } from './collections/Dealerships'
import { LeadDeliveryClaims } from './collections/LeadDeliveryClaims'
import { LeadOutbox } from './collections/LeadOutbox'
import { Leads } from './collections/Leads'
import { LocalPayments } from './collections/LocalPayments'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Models } from './collections/Models'
import { Offers } from './collections/Offers'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { PromoCards } from './collections/PromoCards'
import { Reservations } from './collections/Reservations'
import { Reviews } from './collections/Reviews'
import { Redirects } from './collections/Redirects'
import { withApiTabForAgencyStaff } from './collections/agencyApiTab'
import { withYesNoColumns } from './collections/yesNoColumns'
import { ADMIN_WORDING } from './src/domain/adminWording'
import { ShopperSessions } from './collections/ShopperSessions'
import { ShopperSignInCodes } from './collections/ShopperSignInCodes'
import { Shoppers } from './collections/Shoppers'
import { StockImports } from './collections/StockImports'
import { Tenants } from './collections/Tenants'
import { UsedSpamAnswers } from './collections/UsedSpamAnswers'
import { LOGIN_REFUSED_MESSAGE, Users } from './collections/Users'
import { WatchlistEntries } from './collections/WatchlistEntries'
import { ConsumerRegulators } from './globals/ConsumerRegulators'
import { ServicePlans } from './globals/ServicePlans'
import { VehicleReference } from './globals/VehicleReference'

// Every tool (next, our scripts, vitest) runs from the project root; our scripts run bundled, so import.meta.url would mislead.
const projectRoot = process.cwd()

const QUIET_RUNS = { info: true, error: false }

/**
 * The features' endpoints on their collections' REST routes (/api/{slug}/…).
 * They are wired here, where both are in sight: a collection sits below the
 * features that act on it and imports none of them.
 */
const FEATURE_ENDPOINTS = new Map<CollectionConfig, Endpoint[]>([
  [
    Tenants,
    [
      { path: '/new-dealer-site', method: 'post', handler: newDealerSite },
      { path: '/new-dealer-site/stock-feed-trial', method: 'post', handler: stockFeedTrial },
      { path: '/:id/seed.json', method: 'get', handler: exportSeed },
    ],
  ],
  [Locations, [{ path: '/:id/import-reviews', method: 'post', handler: importReviews }]],
  [
    Leads,
    [
      { path: '/export.csv', method: 'get', handler: exportLeadsCsv },
      { path: '/:id/resend', method: 'post', handler: resendLead },
    ],
  ],
  [Reservations, [{ path: '/:id/:action', method: 'post', handler: reservationActionEndpoint }]],
])

function withFeatureEndpoints(collection: CollectionConfig): CollectionConfig {
  const endpoints = FEATURE_ENDPOINTS.get(collection)
  return endpoints ? { ...collection, endpoints: [...(collection.endpoints || []), ...endpoints] } : collection
}

export default buildConfig({
  // Payload's messages for a wrong password and a locked account differ, which would tell a guesser that the account exists.
  i18n: { translations: { en: { ...ADMIN_WORDING, error: { emailOrPasswordIncorrect: LOGIN_REFUSED_MESSAGE, userLocked: LOGIN_REFUSED_MESSAGE } } } },
  admin: {
    user: Users.slug,
    // Gravatar is unreachable offline and leaks staff emails to a third party.
    avatar: 'default',
    importMap: { baseDir: path.resolve(projectRoot, 'src') },
    // White-labelled: the tab, the login page and the menu name the platform (PLATFORM_NAME), never Payload.
    meta: {
      title: platformName(),
      titleSuffix: `· ${platformName()}`,
      description: `${platformName()}: dealer websites`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: platformIconUrl(platformName()) }],
      openGraph: { siteName: platformName(), title: platformName(), description: `${platformName()}: dealer websites` },
    },
    // Scheduled publishing offers Australia's zones; SchedulingPublishButton starts each document on its site's.
    timezones: { supportedTimezones: [...AUSTRALIAN_TIME_ZONES], defaultTimezone: 'Australia/Sydney' },
    components: {
      graphics: { Logo: '@/components/admin/PlatformBrand#PlatformLogo', Icon: '@/components/admin/PlatformBrand#PlatformIcon' },
      beforeLogin: ['@/components/admin/PlatformBrand#PlatformLoginIntro'],
      beforeDashboard: ['@/components/admin/dashboard/StaffDashboard#StaffDashboard'],
      afterNavLinks: ['@/components/admin/NewDealerSiteLink#NewDealerSiteNavLink'],
      views: { newDealerSite: { Component: '@/components/admin/NewDealerSite/NewDealerSiteView#NewDealerSiteView', path: '/new-dealer-site' } },
    },
  },
  collections: [Tenants, Users, Media, Dealerships, Locations, Reviews, Offers, PromoCards, Models, Menus, Pages, Posts, CarPageContent, StockImports, Leads, LeadOutbox, LeadDeliveryClaims, UsedSpamAnswers, Shoppers, ShopperSignInCodes, ShopperSessions, WatchlistEntries, Reservations, LocalPayments, Redirects]
    .map(withFeatureEndpoints)
    .map(withYesNoColumns)
    .map(withApiTabForAgencyStaff),
  globals: [ConsumerRegulators, VehicleReference, ServicePlans].map(withApiTabForAgencyStaff),
  jobs: {
    // GET /api/payload-jobs/run and /handle-schedules: platform admins only. The server's own crons (autoRun) run
    // through the Local API, which checks no access; Payload's default would let any signed-in editor start the runner.
    access: { run: ({ req }) => isPlatformAdmin(req.user) },
    tasks: [importStockFeedsTask, deliverLeadTask, sweepUndeliveredLeadsTask, releaseExpiredHoldsTask, clearExpiredShopperRecordsTask, sendStaffInvitationTask],
    // Runs scheduled publish and unpublish (offers, promo cards) and the due stock feed imports in the long-running server, once a minute;
    // lead deliveries (and their sweeper) on their own queue every few seconds, so a lead reaches the dealer at once.
    // Quiet about each run ("Running 1 jobs." every few seconds would bury what a person needs in the server's output);
    // a job's errors are still logged.
    autoRun: [
      { cron: '* * * * *', queue: 'default', limit: 50, silent: QUIET_RUNS },
      { cron: LEAD_DELIVERY_CRON, queue: LEAD_DELIVERY_QUEUE, limit: LEAD_DELIVERY_BATCH, silent: QUIET_RUNS },
      // Reservation holds past their 48 hours are released within seconds, not at the next minute.
      { cron: RESERVATION_RELEASE_CRON, queue: RESERVATION_QUEUE, limit: 5, silent: QUIET_RUNS },
      // Staff invitations arrive within seconds of saving the new staff member.
      { cron: STAFF_EMAIL_CRON, queue: STAFF_EMAIL_QUEUE, limit: 10, silent: QUIET_RUNS },
    ],
    shouldAutoRun: () => process.env.FORECOURT_RUN_JOBS !== 'false',
  },
  // Payload starts the autoRun crons only for getPayload({ cron: true }), which nothing calls: start them here,
  // in the Next server alone (NEXT_RUNTIME is set only in its bundles), never in scripts, migrations or tests.
  onInit: async (payload) => {
    // A database restart ends the pool's idle connections with an 'error' event, which would crash the
    // server unheard; the pool reconnects on the next query, and requests in between answer 503.
    const pool = (payload.db as unknown as { pool?: Pool }).pool
    pool?.on('error', (error) => payload.logger.warn(`PostgreSQL connection lost: ${error.message}`))
    // Malformed input to Payload's API gets a 4xx that says what is wrong, never a 500 (src/server/payloadApi).
    completePayloadApi(payload)
    rollBackFailedJobWrites(payload)
    if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.FORECOURT_RUN_JOBS !== 'false') await payload._initializeCrons()
    // With the built-in engine, every site's search index is built in the background from the server's start.
    if (process.env.NEXT_RUNTIME === 'nodejs') {
      void import('@/search/searchEngine')
        .then(({ warmUpSearch }) => warmUpSearch(payload))
        .catch((error: unknown) => payload.logger.error({ err: error }, 'The search indexes were not built at start; each site is built at its first search'))
    }
  },
  // A request's own bad values (NUL bytes, a word for an id) are its fault: a 400 that says so, not a 500;
  // and a refusal meant for the person keeps its words.
  hooks: { afterError: [answerDatabaseInputErrors, keepPublicMessages] },
  // A where clause refused before the database is the caller's mistake: logged as a line, not a stack.
  loggingLevels: { [WHERE_REFUSED]: 'info' },
  // Payload's own emails ("Forgot password?") by the platform's one mail path: SMTP_URL, else the outbox.
  email: payloadEmailAdapter,
  // A link in text leads to a web address or to one of the site's own pages, posts, offers or models, never to staff, sites or leads
  // (guardSiteReferences refuses the rest, and any record of another site).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => defaultFeatures.map((feature) => {
        if (feature.key === 'link') return LinkFeature({ enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS] })
        if (feature.key === 'relationship') return RelationshipFeature({ enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS] })
        return feature
      }),
  }),
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
        // One per site: the plugin keeps a single document per tenant.
        'car-page-content': { isGlobal: true },
        'stock-imports': {},
        'customer-leads': {},
        'lead-outbox': {},
        shoppers: {},
        'watchlist-entries': {},
        reservations: {},
        redirects: {},
      },
      userHasAccessToAllTenants: (user) => isPlatformAdmin(user),
      // Staff know a tenant as a dealer site: the selector, the document field and the "Assign" dialog say so.
      i18n: { translations: { en: DEALER_SITE_WORDING } },
      tenantsArrayField: {
        includeDefaultField: true,
        // A dealer editor can never assign themselves (or anyone) to a site.
        arrayFieldAccess: { create: platformAdminOnlyField, update: platformAdminOnlyField },
        tenantFieldAccess: { create: platformAdminOnlyField, update: platformAdminOnlyField },
      },
    }),
    // After the multi-tenant plugin: it finds the site-scoped collections by the `tenant` field that plugin adds.
    guardSiteReferences,
    // Every address a shopper can click follows the one link rule, on drafts too.
    guardLinkAddresses,
    labelStaffDealerSites,
    // After the multi-tenant plugin, whose `tenant` field marks the site-scoped collections.
    showDocumentSite,
  ],
}).then(scopeDocumentLocks)
