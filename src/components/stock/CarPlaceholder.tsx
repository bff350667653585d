import styles from './CarPlaceholder.module.css'

/**
 * A drawn car in the photo's 4:3 box, for a car whose photos are still to
 * come; the text and any action sit under it. Inline, so it costs no request.
 */
export function CarPlaceholder({ text, newArrival, children }: { text: string; newArrival: boolean; children?: React.ReactNode }) {
  return (
    <div className={`car-card-tile car-card-tile-${newArrival ? 'new-arrival' : 'placeholder'} ${styles.tile} ${newArrival ? styles.newArrival : ''}`}>
      <svg className={styles.silhouette} viewBox="0 0 240 96" aria-hidden="true" focusable="false">
        <path
          d="M14 70c-4 0-6-3-6-7v-9c0-5 3-8 8-9l30-6 26-18c5-3 10-5 16-5h58c6 0 11 2 15 6l22 20 27 5c7 1 12 7 12 14v8c0 4-3 7-7 7h-12M50 73h120M86 25l-20 16h50V25zM132 25v16h54l-18-14c-3-2-6-2-9-2z"
        />
        <circle cx="44" cy="72" r="13" />
        <circle cx="190" cy="72" r="13" />
      </svg>
      <p>{text}</p>
      {children}
    </div>
  )
}
