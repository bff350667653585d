import type { DefaultCellComponentProps } from 'payload'

/** A list column of a tick box reads "Yes" or "No", as a person says it, not Payload's lowercase code-styled "yes". */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData ? 'Yes' : 'No'}</span>
}
