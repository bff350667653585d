import { notFound } from 'next/navigation'

/** Any path no route claims gets the site's own 404 page. */
export default function UnknownPage() {
  notFound()
}
