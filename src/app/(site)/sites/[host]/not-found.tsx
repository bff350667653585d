import Link from 'next/link'

/** A page that does not exist on a site that does: shown inside the site's own header and footer. */
export default function PageNotFound() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>This page may have moved. Try the home page.</p>
      <Link href="/">Home</Link>
    </section>
  )
}
