import styles from './forms.module.css'

/**
 * Where a multi-step form stands: each step's name, the current one marked
 * for screen readers too, and "Step n of N" said in words.
 */
export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <div>
      <p className="visually-hidden">
        Step {current + 1} of {titles.length}
      </p>
      <ol className={styles.steps} aria-hidden="true">
        {titles.map((title, index) => (
          <li key={title} className={[styles.step, index === current && styles.current, index < current && styles.done].filter(Boolean).join(' ')}>
            <span className={styles.stepLabel}>{title}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
