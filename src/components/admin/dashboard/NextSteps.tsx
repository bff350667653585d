import { nextSteps } from '@/domain/dashboard/nextSteps'
import type { SiteDashboard } from '@/dashboard/loadDashboard'

import styles from './StaffDashboard.module.css'

/** A site's next steps to a complete website, each linked to its screen and ticked when done; gone once every step is. */
export function NextSteps({ entry, adminRoute, canManageStaff }: { entry: SiteDashboard; adminRoute: string; canManageStaff: boolean }) {
  const steps = nextSteps(entry.site.id, entry.progress, adminRoute, canManageStaff)
  const left = steps.filter((step) => !step.done).length
  if (left === 0) return null
  return (
    <div className={styles.nextSteps} data-testid="next-steps">
      <h4>
        Next steps: {steps.length - left} of {steps.length} done
      </h4>
      <ul className={styles.checklist}>
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done} className={step.done ? styles.done : undefined}>
            <span aria-hidden="true">{step.done ? '✓' : '○'}</span> <span className={styles.visuallyHidden}>{step.done ? 'Done: ' : 'To do: '}</span>
            {step.href ? <a href={step.href}>{step.label}</a> : <strong>{step.label}</strong>}
            {step.done ? null : <span className={styles.meta}> — {step.todo}</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}
