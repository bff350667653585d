'use client'

import { Pill, useRowLabel } from '@payloadcms/ui'

import { blockRowTitle, type BlockRowData } from '@/domain/blockRowTitle'

/**
 * A layout row's header: its number, its kind ("Stock carousel") and its own
 * name (its heading or first slide's title, read live from the form), in
 * place of Payload's "Untitled", so rows stay told apart after a reorder.
 */
export function BlockRowLabel({ kind }: { kind: string }) {
  const { data, rowNumber } = useRowLabel<BlockRowData>()
  const title = blockRowTitle(data)
  return (
    <span className="block-row-label" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minInlineSize: 0 }}>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {kind}
      </Pill>
      {title ? <span className="block-row-label__title">{title}</span> : null}
    </span>
  )
}
