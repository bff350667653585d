import Image from 'next/image'
import Link from 'next/link'

import { FactList } from '@/components/content/FactList'
import type { Car } from '@/domain/car'
import { cardFinance } from '@/domain/cardFinance'
import { cardPhoto } from '@/domain/cardPhoto'
import { cardTag } from '@/domain/cardTag'
import { carFacts } from '@/domain/carFacts'
import { carCardButtons } from '@/domain/carPageButtons'
import { IMAGE_QUALITY } from '@/domain/constants'
import { enquiryHref } from '@/domain/enquiry'
import type { SiteSettings } from '@/domain/site-settings'
import { imageIsOptimisable } from '@/server/imageHosts'

import { FavouriteButton } from './FavouriteButton'
import { PriceLine } from './PriceLine'

export type CardCar = Car & {
  objectID?: string
  id?: string | number
  name?: string | null
  primary_image_url?: string | null
  location_name?: string | null
  /** Search hits carry only each lender's rates (src/search/document.ts); whole records carry finance_lenders. */
  finance_rates?: Car['finance_lenders']
}

/** A card's finance line: search hits carry each lender's rates only, whole records their finance_lenders. */
export function cardFinanceLine(car: CardCar, settings: SiteSettings, when: { now: Date; zone: string }) {
  return cardFinance({ ...car, finance_lenders: car.finance_lenders ?? car.finance_rates }, settings, when)
}

/**
 * A car in search results and carousels: photo (or a tile asking for
 * photos), tag banner, location and favourite toggle over it, title, price,
 * the finance line, facts and the site's buttons. Every text comes from the
 * stock feed and is rendered as text.
 */
export function CarCard({
  car,
  settings,
  now,
  firstInView = false,
  zone,
  path,
  financeNoteHref,
  titleLevel = 2,
}: {
  car: CardCar
  settings: SiteSettings
  now: Date
  /** The first card of a results page: its photo is the page's largest element, so it loads first rather than lazily. */
  firstInView?: boolean
  /** The site's time zone: a lender's "current year" rule is read in it. */
  zone: string
  /** The page the card is on, to come back to after signing in to save it; the car's own page by default. */
  path?: string
  /** Where the comparison-rate warning is: the page's ComparisonRateWarning, or by default the car page's finance card. */
  financeNoteHref?: string
  /** 3 where the cards sit under a section heading of their own, as in the car page's carousel. */
  titleLevel?: 2 | 3
}) {
  const Title = titleLevel === 3 ? 'h3' : 'h2'
  const facts = carFacts(car, settings)
  const tag = cardTag(car, settings, now)
  const href = `/cars/${car.slug}`
  const buttons = carCardButtons(car, settings)
  const photo = cardPhoto(car, now)
  const finance = cardFinanceLine(car, settings, { now, zone })
  return (
    <li className={`car-card car-status-${car.status ?? 'unknown'}`}>
      <div className="car-card-media">
        {photo.kind === 'photo' ? (
          // The title below is the card's link for keyboards and screen readers; the photo repeats it for pointers only.
          <Link href={href} className="car-card-photo" tabIndex={-1} aria-hidden="true">
            <Image
              src={photo.src}
              alt=""
              width={400}
              height={300}
              quality={IMAGE_QUALITY.card}
              sizes="(max-width: 640px) 100vw, 400px"
              unoptimized={!imageIsOptimisable(photo.src)}
              preload={firstInView}
              // Every other card's photo waits its turn behind the page's largest element (the first card's or the car's own photo).
              fetchPriority={firstInView ? undefined : 'low'}
            />
          </Link>
        ) : (
          <div className={`car-card-photo car-card-tile car-card-tile-${photo.kind}`}>
            <p>{photo.text}</p>
            <Link className="button-secondary" href={enquiryHref(car.slug, 'request-photos')} aria-label={`Request Photos: ${facts.title}`}>
              Request Photos
            </Link>
          </div>
        )}
        {/* Over the photo but outside its link, which screen readers skip: the tag, the location and the toggle are for everyone. */}
        {tag ? <span className={`car-tag car-tag-${tag.kind}`}>{tag.text}</span> : null}
        {car.location_name ? <span className="car-card-location">{car.location_name}</span> : null}
        <FavouriteButton car={car} title={facts.title} settings={settings} path={path ?? href} />
      </div>
      <Title className="car-card-title">
        <Link href={href}>{facts.title}</Link>
      </Title>
      {facts.subtitle ? <p className="car-card-subtitle">{facts.subtitle}</p> : null}
      <PriceLine price={facts.price} className="car-card-price" />
      {finance ? (
        <div className="car-card-finance">
          {/* Repayment and both rates at one size: the law wants the rates as prominent as the repayment. */}
          <FactList facts={[finance.repayment, finance.interestRate, finance.comparisonRate]} className="car-card-finance-figures" />
          <a className="car-card-finance-note" href={financeNoteHref ?? `${href}#finance`}>
            Comparison rate warning
          </a>
        </div>
      ) : null}
      {facts.details.length > 0 ? <FactList facts={facts.details} className="car-card-facts" /> : null}
      {buttons.length > 0 ? (
        <p className="car-card-buttons">
          {buttons.map((button) => (
            <Link key={button.kind} className="button-secondary" href={button.href} aria-label={`${button.label}: ${facts.title}`}>
              {button.label}
            </Link>
          ))}
        </p>
      ) : null}
    </li>
  )
}
