'use client'

import { ConfigProvider, PublishButton, useConfig, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect, useMemo } from 'react'

import { ScheduleControl } from './ScheduleControl'
import { useSiteTimeZone } from './useSiteTimeZone'

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
