import type { CSSProperties } from 'react'

import { iconFile } from '@/components/ui/iconFile'

import styles from './FavouriteIcon.module.css'

/** The classes of a favourite toggle (button or sign-in link): a round 44 px target with the heart, filled when saved. */
export const favouriteToggleClass = `favourite-toggle ${styles.toggle}`

/** The heart's outline, and its filled shape for CSS to swap in when the car is saved. */
const HEART = { '--icon': `url(${iconFile('favourite')})`, '--icon-filled': `url(${iconFile('favourite-filled')})` } as CSSProperties

/** The heart of the favourite toggle; filled by CSS when the car is saved. */
export function FavouriteIcon() {
  return <span className="icon" style={HEART} aria-hidden="true" />
}
