'use client'

import { TextareaField, useDocumentInfo, useField } from '@payloadcms/ui'
import type { TextareaFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

/**
 * The box for a lead's next note. Saving moves the note into the history
 * (recordLeadWork), so the box empties when the save lands: left holding the
 * text, it would read as unsaved and a second save would add the note twice.
 */
export const LeadNoteField: TextareaFieldClientComponent = (props) => {
  const { lastUpdateTime } = useDocumentInfo()
  const { setValue } = useField<string>({ path: props.path ?? props.field.name })
  const savedAt = useRef(lastUpdateTime)

  useEffect(() => {
    if (savedAt.current === lastUpdateTime) return
    savedAt.current = lastUpdateTime
    // Emptying is not an edit of the form: it should not ask to be saved.
    setValue('', true)
  }, [lastUpdateTime, setValue])

  return <TextareaField {...props} />
}
