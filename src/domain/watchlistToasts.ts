/**
 * The watchlist's toasts: one after each save or removal
 * (confirmed by the server on server-watchlist sites, at once on device
 * sites), naming the vehicle, with a 'View List' action to the watchlist
 * page; and the alert when a change fails. The vehicle word is the site's
 * own ('Caravan Saved In Watchlist'); device sites call their list
 * favourites, as their header does.
 */

import { capitalised, type Vocabulary } from './vocabulary'

/** The watchlist page, opened by the toasts' action. */
export const WATCHLIST_PATH = '/watchlist'
const WATCHLIST_TOAST_ACTION_LABEL = 'View List'
/** How long a toast stays (ours: the spec gives no time): long enough to read it and reach 'View List'. */
export const WATCHLIST_TOAST_MS = 6_000
/** The alert when a save or removal fails without a reason from the server (a network failure, or an answer that is not ours). */
export const WATCHLIST_FAILURE_MESSAGE = 'Your watchlist could not be updated. Please try again.'

/** What the list is called: the account's watchlist (server), or the favourites the browser keeps (device). */
export type ListKind = 'server' | 'device'

export function listName(kind: ListKind): 'Watchlist' | 'Favourites' {
  return kind === 'server' ? 'Watchlist' : 'Favourites'
}

/** Which edge of the screen the toast shows at. */
export type ToastEdge = 'top' | 'bottom'

/**
 * The toast shows at the foot of the screen, unless the heart just tapped is
 * in the screen's lower half, where the toast would cover it (and the way to
 * undo): then at the top.
 */
export function toastEdge(heart: { top: number; bottom: number } | null, screenHeight: number): ToastEdge {
  if (!heart) return 'bottom'
  return (heart.top + heart.bottom) / 2 > screenHeight / 2 ? 'top' : 'bottom'
}

export type WatchlistToast = { title: string; body: string; actionLabel: string; actionHref: string }

/** 'Car Saved In Watchlist', body '<name> is now available in your watchlist'. */
export function savedToast(name: string, words: Pick<Vocabulary, 'one'>, kind: ListKind): WatchlistToast {
  const list = listName(kind)
  return toast(`${capitalised(words.one)} Saved In ${list}`, `${name} is now available in your ${list.toLowerCase()}`)
}

/** 'Car Removed', body '<name> is no longer in your watchlist'. */
export function removedToast(name: string, words: Pick<Vocabulary, 'one'>, kind: ListKind): WatchlistToast {
  return toast(`${capitalised(words.one)} Removed`, `${name} is no longer in your ${listName(kind).toLowerCase()}`)
}

function toast(title: string, body: string): WatchlistToast {
  return { title, body, actionLabel: WATCHLIST_TOAST_ACTION_LABEL, actionHref: WATCHLIST_PATH }
}
