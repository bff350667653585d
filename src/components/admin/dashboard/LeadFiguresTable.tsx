import { LEAD_FORM_TITLES } from '@/domain/leads/formWording'
import { adminListPath, type ListCondition } from '@/domain/dashboard/adminLinks'
import { LEAD_PERIOD_LABELS, LEAD_PERIODS, type LeadPeriod } from '@/domain/dashboard/leadWindows'
import type { SiteLeadFigures } from '@/dashboard/leadFigures'

import styles from './StaffDashboard.module.css'

const formTitle = (form: string) => (LEAD_FORM_TITLES as Record<string, string>)[form] ?? form

/** Leads today, this week and this month by form; each figure opens the leads it counts. */
export function LeadFiguresTable({ siteId, leads, adminRoute }: { siteId: number; leads: SiteLeadFigures; adminRoute: string }) {
  const link = (period: LeadPeriod, form: string | null) => {
    const conditions: ListCondition[] = [['tenant', 'equals', siteId], ['createdAt', 'greater_than_equal', leads.starts[period].toISOString()]]
    if (form) conditions.push(['form', 'equals', form])
    return adminListPath(adminRoute, 'customer-leads', conditions)
  }
  return (
    <table className={styles.figures}>
      <thead>
        <tr>
          <th scope="col">Leads</th>
          {LEAD_PERIODS.map((period) => (
            <th scope="col" key={period}>
              {LEAD_PERIOD_LABELS[period]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {leads.byForm.map(({ form, counts }) => (
          <tr key={form}>
            <th scope="row">{formTitle(form)}</th>
            {LEAD_PERIODS.map((period) => (
              <td key={period}>
                <a href={link(period, form)}>{counts[period]}</a>
              </td>
            ))}
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row">All forms</th>
          {LEAD_PERIODS.map((period) => (
            <td key={period}>
              <a href={link(period, null)} data-testid={`leads-${period}`}>
                {leads.total[period]}
              </a>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  )
}
