/** Above the admin's list of leads: the CSV export of the leads this staff member may read (src/leads/exportLeads.ts). */
export function ExportLeadsLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/customer-leads/export.csv" download>
        Export leads as CSV
      </a>
    </p>
  )
}
