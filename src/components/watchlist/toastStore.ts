import { toastEdge, WATCHLIST_TOAST_MS, type ToastEdge, type WatchlistToast } from '@/domain/watchlistToasts'

/**
 * The one toast on screen (the list never holds more than one), for
 * useSyncExternalStore. A new toast replaces the current one and gets its own
 * time; the time stops while the pointer or focus is on the toast, so it does
 * not vanish under a shopper reaching for 'View List' (WCAG 2.2.1).
 */

/** `key` tells a toast from an identical one shown again, so each is announced; `edge` keeps it clear of the heart tapped. */
export type ShownToast = WatchlistToast & { key: number; edge: ToastEdge }

const listeners = new Set<() => void>()
let shown: ShownToast | null = null
let shownCount = 0
let hideTimer: ReturnType<typeof setTimeout> | undefined

function notify(): void {
  for (const listener of listeners) listener()
}

export function subscribeToToast(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

export function shownToast(): ShownToast | null {
  return shown
}

/** Shows the toast; `heart`, the toggle tapped, so the toast does not cover it. */
export function showToast(toast: WatchlistToast, heart?: Element | null): void {
  shownCount += 1
  const edge = typeof window === 'undefined' ? 'bottom' : toastEdge(heart?.getBoundingClientRect() ?? null, window.innerHeight)
  shown = { ...toast, key: shownCount, edge }
  resumeToast()
  notify()
}

export function closeToast(): void {
  pauseToast()
  if (shown === null) return
  shown = null
  notify()
}

export function pauseToast(): void {
  clearTimeout(hideTimer)
}

export function resumeToast(): void {
  clearTimeout(hideTimer)
  if (shown !== null) hideTimer = setTimeout(closeToast, WATCHLIST_TOAST_MS)
}
