import type { DefaultServerCellComponentProps } from 'payload'

import { siteTimeText } from '@/domain/timeZones'

type ScheduleJob = { waitUntil?: string | null; input?: { type?: string; timezone?: string } | null }

/**
 * A list row's next scheduled publish or unpublish ("Publishes Tue 8 Dec
 * 2026, 9:37 am AWST"), read from the jobs queue and shown in the zone it was
 * scheduled in (the site's; the admin's default zone for one scheduled without); empty when nothing waits.
 */
export async function ScheduledCell({ payload, rowData, collectionSlug }: DefaultServerCellComponentProps) {
  const id = rowData?.id
  if (id === undefined || id === null) return null
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    depth: 0,
    limit: 1,
    sort: 'waitUntil',
    overrideAccess: true,
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { completedAt: { exists: false } },
        { 'input.doc.relationTo': { equals: collectionSlug } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
  })
  const job = docs[0] as ScheduleJob | undefined
  if (!job?.waitUntil) return null
  const verb = job.input?.type === 'unpublish' ? 'Unpublishes' : 'Publishes'
  return <span className="scheduled-cell">{`${verb} ${siteTimeText(job.waitUntil, job.input?.timezone || payload.config.admin.timezones.defaultTimezone || 'UTC')}`}</span>
}
