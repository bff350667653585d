/** Shown for a host that belongs to no dealer site. */
export default function UnknownSite() {
  return (
    <main className="unknown-site">
      <h1>Site not found</h1>
      <p>There is no dealer website at this address. Check the address, or contact the dealer.</p>
    </main>
  )
}
