import Image from 'next/image'

import { FactList } from '@/components/content/FactList'
import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import { CardMedia } from '@/components/ui/Card'
import type { Car } from '@/domain/car'
import { cardFinance } from '@/domain/cardFinance'
import { cardPhoto } from '@/domain/cardPhoto'
import { cardTag, type CardTagKind } from '@/domain/cardTag'
import { carFacts } from '@/domain/carFacts'
import { carCardButtons, type CarCardButton } from '@/domain/carPageButtons'
import { IMAGE_QUALITY } from '@/domain/constants'
import { enquiryHref } from '@/domain/enquiry'
import type { SiteSettings } from '@/domain/site-settings'
import { imageIsOptimisable } from '@/server/imageHosts'

import styles from './CarCard.module.css'
import { CardFacts } from './CardFacts'
import { CarPlaceholder } from './CarPlaceholder'
import { FavouriteButton } from './FavouriteButton'
import { MoreMenu } from './MoreMenu'
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

/** Buttons shown on a card; the rest wait behind More, so every card keeps one row of actions. */
const VISIBLE_BUTTONS = 2

/** Each tag's colour: sold and reserved stand out, new arrivals carry the dealer's colour. */
const TAG_TONES: Record<CardTagKind, BadgeTone> = {
  sold: 'danger',
  reserved: 'warning',
  electric: 'success',
  hybrid: 'success',
  certified: 'brand',
  custom: 'brand',
  'coming-soon': 'neutral',
  'new-arrival': 'accent',
}

/**
 * A car in search results and carousels: photo (or a drawn tile asking for
 * photos) with the tag banner, location and favourite toggle over it, title,
 * price, the finance line, key facts and the site's buttons. The title's link
 * covers the whole card, so the card is one link to the car page; the buttons,
 * toggle and menu sit above it. Every text comes from the stock feed and is
 * rendered as text.
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
  const condition = facts.details.find((fact) => fact.label === 'Condition')
  const tag = cardTag(car, settings, now)
  const href = `/cars/${car.slug}`
  const photo = cardPhoto(car, now)
  const finance = cardFinanceLine(car, settings, { now, zone })
  return (
    <li className={`car-card car-status-${car.status ?? 'unknown'} ${styles.card}`}>
      <CardMedia className={`car-card-media ${styles.media}`}>
        {photo.kind === 'photo' ? (
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
        ) : (
          <CarPlaceholder text={photo.text} newArrival={photo.kind === 'new-arrival'}>
            <a className={buttonClass('secondary', { size: 'small', className: `${styles.action} ${styles.raised}` })} href={enquiryHref(car.slug, 'request-photos')} aria-label={`Request Photos: ${facts.title}`}>
              Request Photos
            </a>
          </CarPlaceholder>
        )}
        {tag ? (
          <Badge tone={TAG_TONES[tag.kind]} className={`car-tag car-tag-${tag.kind} ${styles.tag}`}>
            {tag.text}
          </Badge>
        ) : null}
        {car.location_name ? <span className="car-card-location">{car.location_name}</span> : null}
        <FavouriteButton car={car} title={facts.title} settings={settings} path={path ?? href} className={styles.favourite} />
      </CardMedia>
      <div className={styles.body}>
        {condition ? <Badge className={styles.condition}>{condition.value}</Badge> : null}
        <Title className={`car-card-title ${styles.title}`}>
          <a href={href} className={styles.link}>
            {facts.title}
          </a>
        </Title>
        {facts.subtitle ? <p className={`car-card-subtitle ${styles.subtitle}`}>{facts.subtitle}</p> : null}
        <PriceLine price={facts.price} className={`car-card-price ${styles.price}`} />
        {finance ? (
          <div className={`car-card-finance ${styles.finance}`}>
            {/* Repayment and both rates at one size: the law wants the rates as prominent as the repayment. */}
            <FactList facts={[finance.repayment, finance.interestRate, finance.comparisonRate]} className={`car-card-finance-figures ${styles.figures}`} />
            <a className={`car-card-finance-note ${styles.note} ${styles.raised}`} href={financeNoteHref ?? `${href}#finance`}>
              Comparison rate warning
            </a>
          </div>
        ) : null}
        <CardFacts facts={facts.details} />
        <CardButtons buttons={carCardButtons(car, settings)} title={facts.title} />
      </div>
    </li>
  )
}

/** The site's card buttons: the first two, then More with the rest. */
function CardButtons({ buttons, title }: { buttons: readonly CarCardButton[]; title: string }) {
  if (buttons.length === 0) return null
  const visible = buttons.slice(0, VISIBLE_BUTTONS)
  const more = buttons.slice(VISIBLE_BUTTONS)
  return (
    <div className={`car-card-buttons ${styles.buttons}`}>
      {visible.map((button) => (
        <a key={button.kind} className={buttonClass('secondary', { size: 'small', className: `${styles.action} ${styles.button} ${styles.raised}` })} href={button.href} aria-label={`${button.label}: ${title}`}>
          {button.label}
        </a>
      ))}
      {more.length > 0 ? (
        <MoreMenu label={`More actions: ${title}`}>
          <ul>
            {more.map((button) => (
              <li key={button.kind}>
                <a href={button.href} aria-label={`${button.label}: ${title}`}>
                  {button.label}
                </a>
              </li>
            ))}
          </ul>
        </MoreMenu>
      ) : null}
    </div>
  )
}
