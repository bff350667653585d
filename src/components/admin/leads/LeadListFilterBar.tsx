'use client'

import { usePathname, useRouter } from 'next/navigation'

import { listQuery, type ListCondition } from '@/domain/dashboard/adminLinks'

type Choice = { value: string; label: string }
type Props = { statuses: Choice[]; owners: Choice[]; status: string; owner: string }

/** Two selects that filter the leads list at once; "Any" drops the filter. The address holds the filter, so it can be bookmarked. */
export function LeadListFilterBar({ statuses, owners, status, owner }: Props) {
  const router = useRouter()
  const listPath = usePathname()
  const show = (next: { status: string; owner: string }) => {
    const conditions: ListCondition[] = []
    if (next.status) conditions.push(['status', 'equals', next.status])
    if (next.owner === 'nobody') conditions.push(['owner', 'exists', 'false'])
    else if (next.owner) conditions.push(['owner', 'equals', Number(next.owner)])
    const query = listQuery(conditions)
    router.push(query ? `${listPath}?${query}` : listPath)
  }
  const selectStyle = { padding: '0.35rem 0.5rem', borderRadius: 'var(--style-radius-s)', border: '1px solid var(--theme-elevation-150)', background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }
  return (
    <div role="group" aria-label="Filter leads" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem', alignItems: 'center', margin: '0 0 1rem' }}>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        Status
        <select value={status} onChange={(event) => show({ status: event.target.value, owner })} style={selectStyle}>
          <option value="">Any status</option>
          {statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        Owner
        <select value={owner} onChange={(event) => show({ status, owner: event.target.value })} style={selectStyle}>
          <option value="">Anyone</option>
          <option value="nobody">Nobody yet</option>
          {owners.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
