'use client'

import { ConfigProvider, PublishButton, useConfig, useDocumentInfo, useFormFields, useModal } from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'

import { ScheduleControl } from './ScheduleControl'

/**
 * Payload's Publish button with "Schedule" beside it (ScheduleControl: a time
 * typed to the minute in the site's zone), and Payload's own schedule drawer
 * behind its arrow (to see and cancel what is scheduled), set up for the dealer:
 * the time zone starts on the site's own (the drawer reads the default zone
 * from the config, so this button hands it a config whose default is the
 * site's), and a document never published starts on "Publish" (Payload's
 * drawer starts such a draft on "Unpublish").
 */
export function SchedulingPublishButton() {
  const { config } = useConfig()
  const siteTimeZone = useSiteTimeZone()
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawerOpen = id !== undefined && isModalOpen(`schedule-publish-${id}`)

  const supported = config.admin.timezones.supportedTimezones.some((zone) => zone.value === siteTimeZone)
  const siteConfig = useMemo(
    () => (siteTimeZone && supported ? { ...config, admin: { ...config.admin, timezones: { ...config.admin.timezones, defaultTimezone: siteTimeZone } } } : config),
    [config, siteTimeZone, supported],
  )

  useEffect(() => {
    if (!drawerOpen || hasPublishedDoc) return
    const frame = requestAnimationFrame(() => {
      const publish = document.getElementById(`field-schedule-publish-${id}-type-publish`) as HTMLInputElement | null
      if (publish && !publish.checked) publish.click()
    })
    return () => cancelAnimationFrame(frame)
  }, [drawerOpen, hasPublishedDoc, id])

  return (
    <>
      <ConfigProvider config={siteConfig}>
        <PublishButton />
      </ConfigProvider>
      <ScheduleControl siteTimeZone={siteTimeZone} />
    </>
  )
}

/** The time zone of the document's dealer site, which staff may read. */
function useSiteTimeZone(): string | null {
  const tenant = useFormFields(([fields]) => fields.tenant?.value) as number | string | { id: number | string } | null | undefined
  const siteId = typeof tenant === 'object' && tenant !== null ? tenant.id : tenant
  const { config } = useConfig()
  const [zone, setZone] = useState<{ siteId: number | string; timeZone: string } | null>(null)

  useEffect(() => {
    if (siteId === undefined || siteId === null || siteId === '') return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/tenants/${encodeURIComponent(String(siteId))}?depth=0&select[timeZone]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((site: { timeZone?: string } | null) => {
        if (site?.timeZone) setZone({ siteId, timeZone: site.timeZone })
      })
      .catch(() => {})
    return () => controller.abort()
  }, [siteId, config.serverURL, config.routes.api])

  return zone && zone.siteId === siteId ? zone.timeZone : null
}
