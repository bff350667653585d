/**
 * The fixed figures of taking a lead to the dealer (src/leads/delivery): the
 * webhook's signature header, replay window and timeout, the sweeper's grace,
 * and the lead emails' default sender.
 */

/** The webhook's signature header, and how far its timestamp may be from the receiver's clock before a delivery is refused as a replay. */
export const WEBHOOK_SIGNATURE_HEADER = 'Forecourt-Signature'
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** A webhook receiver that has not answered in this long has failed this attempt. */
export const LEAD_WEBHOOK_TIMEOUT_MS = 10_000

/** A lead still 'pending' with no delivery job this long after it was stored was lost between the insert and the queue (the process died): the sweeper queues it. */
export const LEAD_SWEEP_GRACE_MS = 2 * 60_000

/** The sender of lead emails when LEAD_EMAIL_FROM is not set. */
export const LEAD_EMAIL_FROM_DEFAULT = 'Forecourt Leads <leads@forecourt.invalid>'
