import { permanentRedirect } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import { PreviewBanner } from '@/components/content/PreviewBanner'
import { RichTextBody } from '@/components/content/RichTextBody'
import { AdvertisedRates } from '@/components/offers/AdvertisedRates'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { buttonClass } from '@/components/ui/Button'
import { advertisedRates } from '@/domain/advertisedRates'
import { LEAD_LIMITS } from '@/domain/leads/formWording'
import { slugify } from '@/domain/models'
import { exploreModelLink, offerIsShown, offerPath } from '@/domain/offers'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteOffers } from '@/sites/data/offers'
import { isPreviewing } from '@/sites/data/previewing'
import { nowForPage } from '@/sites/nowForPage'
import { offerImage, sellsSingleManufacturer, specOffer } from '@/sites/offerView'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './OfferPage.module.css'

type Params = { segments: string[] }

async function load({ site, params: { segments } }: SitePageContext<Params>) {
  if (segments.length > 2) return null
  const id = Number(segments.at(-1))
  const [offers, dealerships, now, previewing] = await Promise.all([getSiteOffers(site.id), getSiteDealerships(site.id), nowForPage(), isPreviewing(site.id)])
  const offer = offers.find((candidate) => candidate.id === id)
  // An editor previewing a draft sees it whatever its dates, so an offer can be checked before it starts.
  const spec = offer ? specOffer(offer, site.resolvedSettings.modelSlugFormat) : null
  if (!offer || !spec || (!previewing && !offerIsShown(spec, { siteId: site.id, now }))) return null
  const path = offerPath(spec, { singleManufacturer: sellsSingleManufacturer(dealerships) })
  return { offer, spec, path, previewing }
}

/** /offers/{offerId}, or /offers/{manufacturer-slug}/{offerId} on multi-brand sites. */
const page = sitePage({
  load,
  metadata: ({ offer, spec, path }) => ({ path, title: offer.name, description: spec.description?.slice(0, 160) || offer.name }),
  render: OfferPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function OfferPage({ site, params, offer, spec, path, previewing }: SitePageContext<Params> & NonNullable<Awaited<ReturnType<typeof load>>>) {
  // One address per offer: the other form (with or without the make) redirects to it.
  if (`/offers/${params.segments.join('/')}` !== path) permanentRedirect(path)
  const explore = exploreModelLink(spec)
  const image = offerImage(offer)
  const rates = advertisedRates(offer.finance)
  // With finance, the whole offer is the rates' group: its title may quote the rate, so the rates show at the title's size.
  return (
    <article {...(rates ? { 'data-finance-rates': '' } : {})}>
      {previewing && offer._status !== 'published' ? <PreviewBanner /> : null}
      <PageHeader title={offer.name} trail={[{ href: '/', label: 'Home' }, { href: '/special-offers', label: 'Special Offers' }]} />
      <div className={styles.layout}>
        <div className={styles.offer}>
          {rates ? <AdvertisedRates rates={rates} size="page" /> : null}
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
        site={site}
        form="offer-enquiry"
        heading="Enquire about this offer"
        now={await nowForPage()}
        values={{
          page_id: String(offer.id),
          subcategory: offer.name.slice(0, LEAD_LIMITS.shortText),
          ...(offer.manufacturer ? { 'Vehicle Make': offer.manufacturer.slice(0, LEAD_LIMITS.shortText), manufacturer_slug: slugify(offer.manufacturer).slice(0, LEAD_LIMITS.shortText) || undefined } : {}),
          ...(spec.model ? { 'Vehicle Model': spec.model.name.slice(0, LEAD_LIMITS.shortText) } : {}),
        }}
          />
        </div>
      </div>
    </article>
  )
}
