/**
 * Stock photos: where every site host serves them, and the quality they are
 * served at (next.config.ts allows exactly these qualities).
 */

/** Where stock photos are served on every site host (media/stock on disk); feeds and the demo generator point here. */
export const STOCK_MEDIA_PATH = '/stock-media'

/** Image quality: cards and tiles at 75, a car page's main photo at 80. */
export const IMAGE_QUALITY = { card: 75, carPhoto: 80 } as const
