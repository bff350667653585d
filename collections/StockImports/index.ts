import type { Access, CollectionConfig } from 'payload'

import { readableOptions } from '@/domain/optionLabels'
import { signedInStaff } from '@/access/roles'

/** Written only by imports (the CLI and the scheduled job), never by hand. */
const nobody: Access = () => false

/**
 * One stock import of one site and its report: what the admin shows as the
 * site's last import. Rows are written by src/stock/importRecord.ts.
 */
export const StockImports: CollectionConfig = {
  slug: 'stock-imports',
  labels: { singular: 'Stock import', plural: 'Stock imports' },
  graphQL: { singularName: 'StockImport', pluralName: 'StockImports' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'outcome', 'trigger', 'startedAt'],
    group: 'Stock',
    description: 'Every stock import of this site, newest first: created, updated, unchanged, removed and rejected vehicles, with the reason for each rejected row.',
  },
  access: { read: signedInStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startedAt',
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'outcome', type: 'select', options: readableOptions(['succeeded', 'failed']), admin: { readOnly: true } },
        { name: 'trigger', type: 'select', options: readableOptions(['command', 'schedule']), admin: { readOnly: true } },
        { name: 'mode', type: 'select', options: readableOptions(['full', 'delta']), admin: { readOnly: true } },
      ],
    },
    { name: 'source', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'finishedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: ['created', 'updated', 'unchanged', 'removed', 'rejectedCount'].map((name) => ({ name, type: 'number' as const, admin: { readOnly: true } })),
    },
    { name: 'rejected', type: 'json', admin: { readOnly: true, description: 'Rejected rows: row number, field and reason.' } },
    { name: 'error', type: 'textarea', admin: { readOnly: true, description: 'Why the import could not run at all, when it failed.' } },
  ],
}
