'use client'

import { useDocumentInfo, useLivePreviewContext } from '@payloadcms/ui'

import { PREVIEW_OFFERS_LIST_PARAM } from '@/domain/livePreview'

/**
 * "Preview" in words, not an unlabelled icon, opening the draft on the
 * dealer's site in a new tab. An offer can also be seen among the others on
 * the offers page, where most shoppers meet it.
 */
export function LabelledPreviewButton() {
  const { previewURL } = useLivePreviewContext()
  const { collectionSlug } = useDocumentInfo()
  if (!previewURL) return null
  return (
    <>
      <a id="preview-button" className="btn btn--style-secondary btn--size-medium" href={previewURL} target="_blank" rel="noopener">
        Preview
      </a>
      {collectionSlug === 'offers' ? (
        <a id="preview-offers-list" className="btn btn--style-secondary btn--size-medium" href={`${previewURL}&${PREVIEW_OFFERS_LIST_PARAM}=1`} target="_blank" rel="noopener">
          Preview on offers page
        </a>
      ) : null}
    </>
  )
}
