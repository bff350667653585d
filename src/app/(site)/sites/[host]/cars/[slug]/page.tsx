import { CarEnquirySection } from '@/components/forms/car/CarEnquirySection'
import { CarFormShell } from '@/components/forms/car/CarFormShell'
import { formCar } from '@/components/forms/car/formCar'
import { StickyActionBar } from '@/components/site/StickyActionBar'
import { CarFormButtons } from '@/components/stock/CarFormButtons'
import { DealerCommentsText } from '@/components/stock/DealerCommentsText'
import { FavouriteButton } from '@/components/stock/FavouriteButton'
import { FinanceCard } from '@/components/stock/FinanceCard'
import { DealerSection } from '@/components/stock/DealerSections'
import { PhoneReveal } from '@/components/stock/PhoneReveal'
import { PriceLine } from '@/components/stock/PriceLine'
import { RelatedCars } from '@/components/stock/RelatedCars'
import { CarLocation } from '@/components/stock/carPage/CarLocation'
import { DealerTrust } from '@/components/stock/carPage/DealerTrust'
import { Features } from '@/components/stock/carPage/Features'
import { FinanceSummary } from '@/components/stock/carPage/FinanceSummary'
import { KeyInformation } from '@/components/stock/carPage/KeyInformation'
import { CarGallery } from '@/components/stock/gallery/CarGallery'
import { GalleryPlaceholder } from '@/components/stock/gallery/GalleryPlaceholder'
import { Badge } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { belowMarketBadge } from '@/domain/belowMarket'
import { isSold, type Car } from '@/domain/car'
import { cardFinance } from '@/domain/cardFinance'
import { cardPhoto } from '@/domain/cardPhoto'
import { carFacts } from '@/domain/carFacts'
import { carPageButtons } from '@/domain/carPageButtons'
import { CAR_PAGE_SECTION_TITLES, sectionItemsFor } from '@/domain/carPageSections'
import { certifiedBadgeText, showsCertifiedBadge } from '@/domain/certifiedBadge'
import { pagePath } from '@/domain/contentPages'
import { dealerComments } from '@/domain/dealerComments'
import { ENQUIRY_ANCHOR, enquiryHref, enquiryIntent } from '@/domain/enquiry'
import { carFormButtons } from '@/domain/leads/carFormButtons'
import { keyInformationRows } from '@/domain/keyInformation'
import { contactUsSlug, directionsLink, phoneHref } from '@/domain/locations'
import { featuresBannerLinks } from '@/domain/menus'
import { siteVocabulary } from '@/domain/vocabulary'
import { isOpenNow } from '@/domain/openingHours'
import { carPhoneNumber, maskedPhoneNumber } from '@/domain/phone'
import { relatedCarsRule, topUp } from '@/domain/relatedCars'
import { reservationTerms } from '@/domain/reservation'
import { featureList, keyInformation, visibleSpecRows } from '@/domain/specRows'
import { imageIsOptimisable } from '@/server/imageHosts'
import { carImages, carThumbnails, locationOfCar } from '@/sites/carDetails'
import { siteCar, type SiteCar } from '@/sites/carPage'
import { sitePage, type SitePageContext } from '@/sites/sitePage'
import { specAddress, specialHoursOf, weeklyHoursOf } from '@/sites/locationView'
import { getSiteCarPageContent } from '@/sites/data/carPageContent'
import { getSiteLocations } from '@/sites/data/locations'
import { getSitePageAddresses } from '@/sites/data/pages'

import styles from './CarPage.module.css'

/** The most photos a car page shows. */
const GALLERY_PHOTOS = 8
/** The car page's own buttons that are a way to buy; the rest (history report, finance quote, trade-in, PDF) are tools. */
const BUYING_BUTTONS = new Set(['reserve', 'online-purchase'])

type CarPageContext = SitePageContext<{ slug: string }> & SiteCar

const page = sitePage<{ slug: string }, SiteCar>({
  load: ({ site, origin, params }) => siteCar(site, origin, params.slug),
  metadata: ({ site, car, canonical }) => {
    const facts = carFacts(car, site.resolvedSettings)
    const description = `${facts.title} ${facts.subtitle ?? ''}, ${facts.price.text}, at ${site.name}.`.replace(/\s+/g, ' ')
    // A shared link shows the car's first photo (og:image must be an absolute address).
    const photo = carImages(car, 1)[0]
    return {
      path: `/cars/${car.slug}`,
      title: facts.title,
      description,
      openGraph: { type: 'website', title: facts.title, description, url: canonical, siteName: site.name, ...(photo ? { images: [{ url: new URL(photo, canonical).href, alt: facts.title }] } : {}) },
      twitter: { card: photo ? 'summary_large_image' : 'summary' },
    }
  },
  render: CarPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

/** The car page: read from the search index; every text from the feed is rendered as text. */
async function CarPage({ site, scope, engine, car, canonical, searchParams }: CarPageContext) {
  const settings = site.resolvedSettings
  const words = siteVocabulary(settings)
  const path = `/cars/${car.slug}`
  const intent = enquiryIntent(searchParams.enquiry)
  const related = relatedCarsRule(settings)
  const facts = carFacts(car, settings)
  const comments = dealerComments(car.dealercomments as string | null)
  const below = belowMarketBadge(car)
  const specRows = keyInformationRows(car, { now: scope.now, zone: site.timeZone })
  const info = keyInformation(specRows, false)
  const moreInfo = visibleSpecRows(specRows).slice(info.shown.length)
  const allFeatures = featureList((car.standardEquipment as string[] | undefined) ?? [], true).shown
  const features = featureList(allFeatures, false)
  const finance = cardFinance(car, settings, { now: scope.now, zone: site.timeZone })
  const [relatedLists, locations, content, pages] = await Promise.all([
    Promise.all(related.by.map((by) => engine.similarVehicles(scope, car, related.limit, by))),
    getSiteLocations(site.id),
    getSiteCarPageContent(site.id),
    getSitePageAddresses(site.id),
  ])
  const relatedCars = topUp(relatedLists, related.limit) as unknown as Car[]
  const location = locationOfCar(locations, car)
  const phone = carPhoneNumber(car, settings, location?.contact?.phone)
  // The mobile sticky footer's Call Now shows only while the car's location is open, in the site's time zone.
  const locationOpen = location ? isOpenNow(weeklyHoursOf(location), specialHoursOf(location, site.timeZone), site.timeZone, scope.now, location.locationType ?? 'sales') : false
  const contactHref = location ? `/contact-us/${contactUsSlug(location.name)}` : '/contact'
  const buttons = carPageButtons({ ...car, id: car.objectID, file: typeof car.file === 'string' ? car.file : null }, settings)
  const images = carImages(car, GALLERY_PHOTOS)
  const thumbnails = carThumbnails(car, GALLERY_PHOTOS)
  const photos = images.map((src, index) => ({ src, thumbnail: thumbnails[index] ?? src, optimisable: imageIsOptimisable(src) }))
  const placeholder = cardPhoto({ created_at: car.created_at, primary_image_url: images[0] ?? null }, scope.now)
  const locationView = location
    ? {
        name: location.name,
        address: [location.address?.street, location.address?.city, location.address?.state, location.address?.postcode].filter(Boolean).join(', ') || null,
        hoursHref: `/locations/${location.slug}`,
        directions: directionsLink(specAddress(location), settings),
      }
    : car.location_name
      ? { name: String(car.location_name), address: null, hoursHref: null, directions: null }
      : null
  const reserve = buttons.find((button) => button.kind === 'reserve')
  const buying = buttons.filter((button) => BUYING_BUTTONS.has(button.kind))
  const tools = buttons.filter((button) => !BUYING_BUTTONS.has(button.kind))
  const leadCar = formCar(car, facts.title)
  const enquiryForm = intent ? intent.kind : 'quick-enquiry'
  const formSettings = { enquiryMessageOptional: settings.enquiryMessageOptional, optInTickedByDefault: settings.optInTickedByDefault }
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: facts.title,
    url: canonical,
    vehicleIdentificationNumber: car.vin ?? undefined,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    vehicleConfiguration: car.badge ?? undefined,
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: typeof car.km === 'number' ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    image: images[0],
    offers:
      facts.price.kind === 'price'
        ? { '@type': 'Offer', price: facts.price.amount, priceCurrency: 'AUD', availability: isSold(car) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock', seller: { '@type': 'AutoDealer', name: site.name } }
        : undefined,
  }
  return (
    <article className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <p className={styles.back}>
        <a href="/search/new-used-and-demo-cars">
          <Icon name="chevronLeft" size={18} />
          Back to search
        </a>
      </p>
      {isSold(car) ? (
        <p className={`sold-notice ${styles.sold}`} role="status">
          Unfortunately this vehicle recently sold, we can help find a similar one. <a href="#similar-cars">Find Me Something Similar</a>
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {photos.length > 0 ? (
            <CarGallery photos={photos} title={facts.title} />
          ) : (
            <GalleryPlaceholder text={placeholder.kind === 'photo' ? 'Photos coming soon' : placeholder.text} requestHref={enquiryHref(car.slug, 'request-photos')} title={facts.title} />
          )}
        </div>
        <div className={styles.panel} data-testid="car-panel">
          <div className={`car-title ${styles.title}`}>
            <h1>{facts.title}</h1>
            <FavouriteButton car={{ ...car, id: car.objectID }} title={facts.title} settings={settings} path={path} />
          </div>
          {facts.subtitle ? <p className={styles.subtitle}>{facts.subtitle}</p> : null}
          {below || showsCertifiedBadge(car, settings) ? (
            <div className={styles.badges}>
              {below ? (
                <p className={styles.belowMarket}>
                  <Badge tone="success">{below.title}</Badge> {below.detail}
                </p>
              ) : null}
              {showsCertifiedBadge(car, settings) ? (
                <details className={styles.certified}>
                  <summary>
                    <Badge tone="brand">{certifiedBadgeText(settings)}</Badge>
                  </summary>
                  <p>
                    This {String(car.make)} has passed the manufacturer&apos;s certified pre-owned inspection and comes with its certified pre-owned benefits. Ask us for the details of this
                    car&apos;s certification.
                  </p>
                </details>
              ) : null}
            </div>
          ) : null}
          <PriceLine price={facts.price} className={styles.price ?? ''} />
          {finance ? <FinanceSummary finance={finance} detailsHref="#finance" /> : null}
          <nav aria-label={`This ${words.one}`} className={styles.actions}>
            <CarFormButtons buttons={carFormButtons(car, settings)} car={leadCar} settings={formSettings} dealerName={site.name} stickyEnquireHref={settings.mobileStickyFooter ? contactHref : null}
              summary={{ title: [facts.title, facts.subtitle].filter(Boolean).join(' '), price: facts.price.text, thumbnail: thumbnails[0] ?? null }}
            />
            {buying.length > 0 ? (
              <ul>
                {buying.map((button) => (
                  <li key={button.kind} className={styles.buying}>
                    <a className={buttonClass('secondary', { block: true })} href={button.href}>
                      {button.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {tools.length > 0 ? (
              <ul className={styles.tools}>
                {tools.map((button) => (
                  <li key={button.kind}>
                    <a className={buttonClass('secondary', { size: 'small', block: true })} href={button.href} {...(button.download ? { download: button.download } : {})} {...(button.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {button.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
          {location ? (
            <DealerTrust
              trust={{
                rating: location.averageRating ?? null,
                reviews: location.reviewCount ?? null,
                open: locationOpen,
                licence: location.show !== false ? (location.dealerLicenceNumber ?? null) : null,
                hoursHref: `/locations/${location.slug}`,
              }}
            />
          ) : null}
          <PhoneReveal
            carId={String(car.id)}
            car={{ car_type: car.car_type, make: car.make, model: car.model, year: car.year, km: car.km, badge: car.badge, tag: car.tag }}
            number={phone}
            masked={phone ? maskedPhoneNumber(phone) : null}
            href={phoneHref(phone)}
            icon={<Icon name="phone" />}
          />
          {locationView ? <CarLocation location={locationView} /> : null}
        </div>
        <div className={styles.details}>
          <KeyInformation info={info} more={moreInfo} />
          <Features features={features} rest={allFeatures.slice(features.shown.length)} />
          <section className={styles.section} aria-labelledby="dealer-comments">
            <h2 id="dealer-comments">{CAR_PAGE_SECTION_TITLES.dealerComments}</h2>
            <DealerCommentsText comments={comments} />
          </section>
          <FinanceCard car={car} settings={settings} now={scope.now} zone={site.timeZone} />
          <DealerSection id="whats-included" title={CAR_PAGE_SECTION_TITLES.whatsIncluded} items={sectionItemsFor(content.whatsIncluded, car)} />
          <DealerSection id="why-buy-from-us" title={CAR_PAGE_SECTION_TITLES.whyBuyFromUs} items={sectionItemsFor(content.whyBuyFromUs, car)} />
          {reserve ? (
            <section aria-labelledby="reserve-online" className={styles.reserve}>
              <h2 id="reserve-online">{CAR_PAGE_SECTION_TITLES.reserveOnline}</h2>
              <p>{reservationTerms(car, settings)}</p>
              {content.reserveOnlineText ? <p>{content.reserveOnlineText}</p> : null}
              <a className={buttonClass('primary')} href={reserve.href}>
                {reserve.label}
              </a>
            </section>
          ) : null}
          <DealerSection id="protect-your-car" title={CAR_PAGE_SECTION_TITLES.protectYourCar} items={sectionItemsFor(content.protectYourCar, car)} />
          {/* The car forms' section: the card's Quick Enquiry and Request Photos lead here (src/domain/enquiry.ts), and so do the form buttons without JavaScript. Below the fold, so its form's code loads only when the shopper scrolls to it. */}
          <section id={ENQUIRY_ANCHOR} aria-labelledby="enquire-title" className={styles.enquire}>
            <h2 id="enquire-title">{intent ? intent.title : 'Enquire'}</h2>
            {intent ? <p>Send us your details with the request &ldquo;{intent.message}&rdquo; and we will email you more photos of this {words.one}.</p> : null}
            <CarEnquirySection form={enquiryForm} car={leadCar} settings={formSettings} dealerName={site.name} labelledBy="enquire-title">
              <CarFormShell form={enquiryForm} settings={formSettings} dealerName={site.name} />
            </CarEnquirySection>
            <p>
              Prefer to write? <a href={contactHref}>Send us a message</a>
            </p>
          </section>
        </div>
      </div>
      <nav aria-label="More from us" className={styles.banner}>
        {featuresBannerLinks(new Set(pages.map(pagePath)), words).map((link) => (
          <a key={link.href} href={link.href}>
            <Icon name={link.icon} />
            {link.label}
          </a>
        ))}
      </nav>
      <RelatedCars car={car} cars={relatedCars} rule={related} settings={settings} now={scope.now} zone={site.timeZone} path={path} />
      {settings.mobileStickyFooter ? <StickyActionBar callHref={locationOpen ? phoneHref(phone) : null} enquireHref={contactHref} /> : null}
    </article>
  )
}
