import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import { PreviewBanner } from '@/components/content/PreviewBanner'
import { RichTextBody } from '@/components/content/RichTextBody'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { buttonClass } from '@/components/ui/Button'
import { LEAD_LIMITS } from '@/domain/leads/leadConstants'
import { slugify } from '@/domain/models'
import { exploreModelLink, offerIsShown, offerPath } from '@/domain/offers'
import { currentSite } from '@/sites/currentSite'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteOffers } from '@/sites/data/offers'
import { isPreviewing } from '@/sites/data/previewing'
import { nowForPage } from '@/sites/nowForPage'
import { offerImage, sellsSingleManufacturer, specOffer } from '@/sites/offerView'
import { siteOrigin } from '@/sites/siteUrl'

import styles from './OfferPage.module.css'

type Props = { params: Promise<{ host: string; segments: string[] }> }

/** /offers/{offerId}, or /offers/{manufacturer-slug}/{offerId} on multi-brand sites. */
async function load(params: Props['params']) {
  const { host, segments } = await params
  const site = await currentSite(host)
  if (!site || segments.length > 2) return null
  const id = Number(segments.at(-1))
  const [offers, dealerships, now, previewing] = await Promise.all([getSiteOffers(site.id), getSiteDealerships(site.id), nowForPage(), isPreviewing(site.id)])
  const offer = offers.find((candidate) => candidate.id === id)
  // An editor previewing a draft sees it whatever its dates, so an offer can be checked before it starts.
  const spec = offer ? specOffer(offer, site.resolvedSettings.modelSlugFormat) : null
  if (!offer || !spec || (!previewing && !offerIsShown(spec, { siteId: site.id, now }))) return null
  const path = offerPath(spec, { singleManufacturer: sellsSingleManufacturer(dealerships) })
  return { site, offer, spec, path, previewing, requested: `/offers/${segments.join('/')}`, origin: siteOrigin(site, decodeURIComponent(host)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return {
    title: found.offer.name,
    description: found.spec.description?.slice(0, 160) || found.offer.name,
    alternates: { canonical: `${found.origin}${found.path}` },
  }
}

export default async function OfferPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  // One address per offer: the other form (with or without the make) redirects to it.
  if (found.requested !== found.path) permanentRedirect(found.path)
  const { offer } = found
  const explore = exploreModelLink(found.spec)
  const image = offerImage(offer)
  return (
    <article>
      {found.previewing && offer._status !== 'published' ? <PreviewBanner /> : null}
      <PageHeader title={offer.name} trail={[{ href: '/', label: 'Home' }, { href: '/special-offers', label: 'Special Offers' }]} />
      <div className={styles.layout}>
        <div className={styles.offer}>
          {image?.url ? <img src={image.sizes?.hero?.url ?? image.url} alt={image.alt} className={styles.image} /> : null}
          <RichTextBody data={offer.description} />
          {offer.disclaimer ? <p className={`offer-disclaimer ${styles.disclaimer}`}>{offer.disclaimer}</p> : null}
          {explore ? (
            <p>
              <a className={buttonClass('secondary')} href={explore.href}>
                {explore.label}
              </a>
            </p>
          ) : null}
        </div>
        <div className={styles.form}>
      {/* The offer's id goes in page_id and its name in subcategory, so the dealer sees which offer (siteForms.ts); its make (and its slug) and model, when it names them, as the lead's vehicle. */}
      <SiteFormSection
        site={found.site}
        form="offer-enquiry"
        heading="Enquire about this offer"
        now={await nowForPage()}
        values={{
          page_id: String(offer.id),
          subcategory: offer.name.slice(0, LEAD_LIMITS.shortText),
          ...(offer.manufacturer ? { 'Vehicle Make': offer.manufacturer.slice(0, LEAD_LIMITS.shortText), manufacturer_slug: slugify(offer.manufacturer).slice(0, LEAD_LIMITS.shortText) || undefined } : {}),
          ...(found.spec.model ? { 'Vehicle Model': found.spec.model.name.slice(0, LEAD_LIMITS.shortText) } : {}),
        }}
          />
        </div>
      </div>
    </article>
  )
}
