import type { UIField } from 'payload'

/**
 * The list column "Scheduled": the next publish or unpublish waiting for a
 * document, and when, in the site's time zone (ScheduledCell). A column only:
 * it stores nothing and shows nothing on the form.
 */
export const scheduledColumn: UIField = {
  name: 'scheduled',
  type: 'ui',
  label: 'Scheduled',
  admin: { components: { Cell: '@/components/admin/ScheduledCell#ScheduledCell' } },
}
