import styles from './FavouriteIcon.module.css'

/** The classes of a favourite toggle (button or sign-in link): a round 44 px target with the heart, filled when saved. */
export const favouriteToggleClass = `favourite-toggle ${styles.toggle}`

/** The heart of the favourite toggle; filled by CSS when the car is saved. */
export function FavouriteIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
      <path d="M12 20.5s-7.5-4.6-9.4-9.1C1.2 7.9 3.3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3.1 1.5-1.9 3.2-3.1 5.3-3.1 3.4 0 5.5 3.4 4.1 6.9-1.9 4.5-9.4 9.1-9.4 9.1z" />
    </svg>
  )
}
