import { notFound } from 'next/navigation'

import { currentSite } from '@/sites/currentSite'

type Props = { params: Promise<{ host: string }> }

export default async function SiteHome({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const city = site.contact?.city
  return (
    <section className="hero">
      <h1>{site.name}</h1>
      <p>{city ? `New, used and demo cars in ${city}.` : 'New, used and demo cars.'}</p>
    </section>
  )
}
