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
