import Image from 'next/image'
import Link from 'next/link'

import { FactList } from '@/components/content/FactList'
import type { Car } from '@/domain/car'
import { cardTag } from '@/domain/cardTag'
import { carFacts } from '@/domain/carFacts'
import { carCardButtons } from '@/domain/carPageButtons'
import { IMAGE_QUALITY } from '@/domain/constants'
import type { SiteSettings } from '@/domain/site-settings'
import { imageIsOptimisable } from '@/server/imageHosts'

/**
 * A car in search results: photo, tag banner, title, price and facts, and
 * its location. Every text comes from the stock feed and is rendered as text.
 */
export function CarCard({
  car,
  settings,
  now,
  firstInView = false,
}: {
  car: Car & { objectID?: string; primary_image_url?: string | null; location_name?: string | null }
  settings: SiteSettings
  now: Date
  /** The first card of a results page: its photo is the page's largest element, so it loads first rather than lazily. */
  firstInView?: boolean
}) {
  const facts = carFacts(car, settings)
  const tag = cardTag(car, settings, now)
  const href = `/cars/${car.slug}`
  const buttons = carCardButtons(car, settings)
  return (
    <li className={`car-card car-status-${car.status ?? 'unknown'}`}>
      {/* The title below is the card's link for keyboards and screen readers; the photo repeats it for pointers only. */}
      <div className="car-card-media">
        <Link href={href} className="car-card-photo" tabIndex={-1} aria-hidden="true">
          {car.primary_image_url ? (
            <Image
              src={car.primary_image_url}
              alt=""
              width={400}
              height={300}
              quality={IMAGE_QUALITY.card}
              sizes="(max-width: 640px) 100vw, 400px"
              unoptimized={!imageIsOptimisable(car.primary_image_url)}
              preload={firstInView}
            />
          ) : (
            <span className="car-card-placeholder">Photos coming soon</span>
          )}
        </Link>
        {/* Over the photo but outside its link, which screen readers skip: the tag and the location are for everyone. */}
        {tag ? <span className={`car-tag car-tag-${tag.kind}`}>{tag.text}</span> : null}
        {car.location_name ? <span className="car-card-location">{car.location_name}</span> : null}
      </div>
      <h2 className="car-card-title">
        <Link href={href}>{facts.title}</Link>
      </h2>
      {facts.subtitle ? <p className="car-card-subtitle">{facts.subtitle}</p> : null}
      <p className="car-card-price">
        {facts.price.text}
        {facts.price.kind === 'price' && facts.price.priceType ? <span className="car-card-price-type"> {facts.price.priceType}</span> : null}
      </p>
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
