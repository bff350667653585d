import type { DefaultServerCellComponentProps } from 'payload'

/** The owner column of the leads list: the name stored when they were assigned (staff records are private to each person). */
export function LeadOwnerCell({ rowData }: DefaultServerCellComponentProps) {
  const name = typeof rowData?.ownerName === 'string' ? rowData.ownerName : null
  return <span>{name ?? '—'}</span>
}
