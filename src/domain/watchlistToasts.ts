/**
 * The server watchlist's toasts: one after each save or
 * removal the server confirms, naming the car, with a 'View List' action.
 */

import { WATCHLIST_PATH, WATCHLIST_REMOVED_TOAST_TITLE, WATCHLIST_SAVED_TOAST_TITLE, WATCHLIST_TOAST_ACTION_LABEL } from './constants'

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
