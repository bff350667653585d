import type { DataLayerEvent, PhoneRevealEvent } from '@/domain/analyticsEvents'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes an event for Tag Manager, creating window.dataLayer when no tag has yet. */
export function pushEvent(event: DataLayerEvent | PhoneRevealEvent): void {
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
