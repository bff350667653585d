'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False in the server's HTML and during hydration, true after: a form that
 * needs JavaScript to send shows only once it has it, and a link that
 * becomes a button stays a link without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
