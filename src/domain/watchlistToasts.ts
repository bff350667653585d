/**
 * The server watchlist's toasts: one after each save or
 * removal the server confirms, naming the car, with a 'View List' action
 * to the watchlist page; and the alert when a change fails.
 */

/** The watchlist page, opened by the toasts' action. */
export const WATCHLIST_PATH = '/watchlist'
const WATCHLIST_SAVED_TOAST_TITLE = 'Car Saved In Watchlist'
const WATCHLIST_REMOVED_TOAST_TITLE = 'Car Removed'
const WATCHLIST_TOAST_ACTION_LABEL = 'View List'
/** How long a toast stays (ours: the spec gives no time): long enough to read it and reach 'View List'. */
export const WATCHLIST_TOAST_MS = 6_000
/** The alert when a save or removal fails without a reason from the server (a network failure, or an answer that is not ours). */
export const WATCHLIST_FAILURE_MESSAGE = 'Your watchlist could not be updated. Please try again.'

export type WatchlistToast = { title: string; body: string; actionLabel: string; actionHref: string }

export function savedToast(name: string): WatchlistToast {
  return toast(WATCHLIST_SAVED_TOAST_TITLE, `${name} is now available in your watchlist`)
}

export function removedToast(name: string): WatchlistToast {
  return toast(WATCHLIST_REMOVED_TOAST_TITLE, `${name} is no longer in your watchlist`)
}

function toast(title: string, body: string): WatchlistToast {
  return { title, body, actionLabel: WATCHLIST_TOAST_ACTION_LABEL, actionHref: WATCHLIST_PATH }
}
