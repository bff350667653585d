/**
 * A card's photo box is 4:3 and at most 400 px wide on phones and laptops alike (358 px on a 390 px phone, 285-390 px
 * two or three to a row), so the photo comes at 400 px, and at 800 px for sharper screens (next.config.ts lists both).
 */
export const CARD_PHOTO = { width: 400, height: 300 } as const
