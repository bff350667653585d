/**
 * The jobs queues apart from Payload's minute-long default queue, and how
 * often each runs (6-field crons, seconds first); payload.config.ts runs them.
 */

/** How often held reservations past their 48 hours are released (a cheap indexed query; seconds, so a lapsed hold ends promptly). */
export const RESERVATION_RELEASE_CRON = '*/15 * * * * *'
/** The queue of the release job, apart from the minute-long default queue. */
export const RESERVATION_QUEUE = 'reservations'

/** The jobs queue that sends staff invitations, run every few seconds (a 6-field cron, seconds first) so an invitation arrives at once. */
export const STAFF_EMAIL_QUEUE = 'staff-email'
export const STAFF_EMAIL_CRON = '*/5 * * * * *'

/** The Payload jobs queue that delivers leads, apart from the default queue's stock imports so a slow feed never holds a lead back. */
export const LEAD_DELIVERY_QUEUE = 'lead-delivery'

/** How often the server runs that queue and the sweeper (a 6-field cron, seconds first): a lead reaches the dealer within seconds. */
export const LEAD_DELIVERY_CRON = '*/10 * * * * *'

/**
 * Deliveries one run of that queue takes on, side by side: a burst of leads (a sale-day campaign, bench:leads' 1,000)
 * drains in a few runs, while each delivery is mostly waiting on the mail server or webhook.
 */
export const LEAD_DELIVERY_BATCH = 100

/** How long a delivery job's claim is kept (collections/LeadDeliveryClaims): far beyond any run that took the job. */
export const LEAD_DELIVERY_CLAIMS_KEPT_MS = 24 * 60 * 60_000
