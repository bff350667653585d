import type { DefaultCellComponentProps } from 'payload'

/** A list column of several words (a dealership's makes): "Toyota, Lexus", or a dash when there are none, never "[]". */
export function TextListCell({ cellData }: DefaultCellComponentProps) {
  const items = Array.isArray(cellData) ? cellData.filter((item) => typeof item === 'string' && item.trim() !== '') : []
  return <span>{items.length ? items.join(', ') : '—'}</span>
}
