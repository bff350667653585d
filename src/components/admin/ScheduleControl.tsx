'use client'

import { Button, Drawer, toast, useConfig, useDocumentInfo, useForm, useFormModified, useModal, useServerFunctions } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { scheduledInstant, todayIn } from '@/domain/schedulePublish'
import { AUSTRALIAN_TIME_ZONES, siteTimeText, zoneShortName } from '@/domain/timeZones'

type Upcoming = { id: number | string; waitUntil: string; input: { type: 'publish' | 'unpublish'; timezone?: string } }

/** "Perth (WA) time, AWST": the zone the typed time is read in, as the dealer names it. */
function zoneText(zone: string, now: Date): string {
  const place = AUSTRALIAN_TIME_ZONES.find((each) => each.value === zone)?.label ?? zone
  return `${place} time, ${zoneShortName(zone, now)}`
}

/**
 * "Schedule", beside "Publish" from the first save: a day and a time typed to
 * the minute in the site's time zone (plain date and time inputs, which take
 * typing as well as picking), then Payload's own scheduled publish job. A new
 * or changed document is saved as a draft first, so what is scheduled is what
 * the editor sees.
 */
export function ScheduleControl({ siteTimeZone }: { siteTimeZone: string | null }) {
  const { config } = useConfig()
  const { id, collectionSlug, hasPublishedDoc, hasPublishPermission } = useDocumentInfo()
  const { createFormData, setModified } = useForm()
  const modified = useFormModified()
  const { schedulePublish, getUpcomingScheduledPublish } = useServerFunctions()
  const { openModal, closeModal } = useModal()
  const router = useRouter()
  const zone = siteTimeZone ?? config.admin.timezones.defaultTimezone ?? 'UTC'
  const drawerSlug = `schedule-${collectionSlug}-${id ?? 'new'}`

  const [type, setType] = useState<'publish' | 'unpublish'>('publish')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[]>([])
  const [openedAt, setOpenedAt] = useState<Date | null>(null)

  const loadUpcoming = useCallback(async () => {
    if (id === undefined || id === null || !collectionSlug) return setUpcoming([])
    setUpcoming(((await getUpcomingScheduledPublish({ id, collectionSlug })) ?? []) as Upcoming[])
  }, [collectionSlug, getUpcomingScheduledPublish, id])

  const open = () => {
    setOpenedAt(new Date())
    openModal(drawerSlug)
    void loadUpcoming().catch(() => setUpcoming([]))
  }

  /** The document as the form has it, saved as a draft; its id. */
  const saveDraft = useCallback(async (): Promise<number | string> => {
    const body = await createFormData({ _status: 'draft' })
    const address = `${config.serverURL}${config.routes.api}/${collectionSlug}${id !== undefined && id !== null ? `/${id}` : ''}?depth=0&draft=true`
    const response = await fetch(address, { method: id !== undefined && id !== null ? 'PATCH' : 'POST', body, credentials: 'include' })
    const answer = (await response.json().catch(() => ({}))) as { doc?: { id: number | string }; errors?: { message?: string }[] }
    if (!response.ok || !answer.doc) throw new Error(answer.errors?.[0]?.message ?? 'The draft could not be saved.')
    return answer.doc.id
  }, [collectionSlug, config.routes.api, config.serverURL, createFormData, id])

  const schedule = useCallback(async () => {
    const when = scheduledInstant({ day, time }, zone, new Date())
    if ('problem' in when) return setProblem(when.problem)
    setProblem('')
    setSaving(true)
    try {
      const isNew = id === undefined || id === null
      const docId = isNew || modified ? await saveDraft() : id
      const answer = (await schedulePublish({ type, date: when.at, doc: { relationTo: collectionSlug!, value: String(docId) }, timezone: zone })) as { error?: string } | undefined
      if (answer?.error) throw new Error(answer.error)
      toast.success(`${type === 'publish' ? 'Publishes' : 'Unpublishes'} ${siteTimeText(when.at, zone)}`)
      setDay('')
      setTime('')
      setModified(false)
      if (isNew) {
        closeModal(drawerSlug)
        router.push(`${config.routes.admin}/collections/${collectionSlug}/${docId}`)
      } else {
        await loadUpcoming()
        router.refresh()
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The schedule could not be saved.')
    } finally {
      setSaving(false)
    }
  }, [closeModal, collectionSlug, config.routes.admin, day, drawerSlug, id, loadUpcoming, modified, router, saveDraft, schedulePublish, setModified, time, type, zone])

  if (!hasPublishPermission || !collectionSlug) return null

  return (
    <>
      <Button buttonStyle="secondary" size="medium" id="action-schedule" type="button" onClick={open} className="schedule-control__open">
        Schedule
      </Button>
      <Drawer slug={drawerSlug} title="Schedule publish" className="schedule-control">
        <div className="schedule-control__form" style={{ display: 'grid', gap: '1rem', maxInlineSize: '32rem' }}>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: '1.5rem' }}>
            <legend style={{ marginBlockEnd: '0.5rem' }}>What happens</legend>
            <label>
              <input type="radio" name="schedule-type" checked={type === 'publish'} onChange={() => setType('publish')} /> Publish
            </label>
            {hasPublishedDoc ? (
              <label>
                <input type="radio" name="schedule-type" checked={type === 'unpublish'} onChange={() => setType('unpublish')} /> Unpublish
              </label>
            ) : null}
          </fieldset>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
            <label style={{ display: 'grid', gap: '0.25rem' }}>
              Day
              <input id="schedule-day" type="date" min={openedAt ? todayIn(zone, openedAt) : undefined} value={day} onChange={(event) => setDay(event.target.value)} aria-describedby="schedule-zone schedule-problem" />
            </label>
            <label style={{ display: 'grid', gap: '0.25rem' }}>
              Time
              <input id="schedule-time" type="time" step={60} value={time} onChange={(event) => setTime(event.target.value)} aria-describedby="schedule-zone schedule-problem" />
            </label>
          </div>
          <p id="schedule-zone" style={{ margin: 0 }}>
            In the site’s time zone: <strong>{openedAt ? zoneText(zone, openedAt) : zone}</strong>. Any minute may be typed.
            {id === undefined || id === null || modified ? ' Your changes are saved as a draft first.' : null}
          </p>
          <p id="schedule-problem" role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
            {problem}
          </p>
          <div>
            <Button buttonStyle="primary" id="schedule-save" type="button" disabled={saving} onClick={() => void schedule()}>
              {saving ? 'Scheduling…' : 'Schedule'}
            </Button>
          </div>
          <section aria-label="Scheduled">
            <h3 style={{ marginBlock: '0.5rem' }}>Scheduled</h3>
            {upcoming.length === 0 ? (
              <p>Nothing scheduled.</p>
            ) : (
              <ul className="schedule-control__upcoming">
                {upcoming.map((event) => (
                  <li key={event.id}>{`${event.input.type === 'unpublish' ? 'Unpublishes' : 'Publishes'} ${siteTimeText(event.waitUntil, event.input.timezone || zone)}`}</li>
                ))}
              </ul>
            )}
            <p style={{ color: 'var(--theme-elevation-500)' }}>To cancel one, use Schedule publish on the arrow beside Publish.</p>
          </section>
        </div>
      </Drawer>
    </>
  )
}
