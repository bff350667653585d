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
  // The saved lead, replaced when a save lands (the edit time also moves when the document lock changes hands, so it will not do).
  const { savedDocumentData } = useDocumentInfo()
  const { setValue } = useField<string>({ path: props.path ?? props.field.name })
  const saved = useRef(savedDocumentData)

  useEffect(() => {
    if (saved.current === savedDocumentData) return
    saved.current = savedDocumentData
    // Emptying is not an edit of the form: it should not ask to be saved.
    setValue('', true)
  }, [savedDocumentData, setValue])

  return <TextareaField {...props} />
}
