'use client'

import type React from 'react'

import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import type { PriceDisplay } from '@/domain/priceDisplay'
import type { VehicleItemType } from '@/domain/vocabulary'

import styles from './CarCard.module.css'
import type { CardPhotoImage } from './CarCardPhoto'
import { CARD_PHOTO } from './cardPhotoSize'
import { CardFacts, type KeyFact } from './CardFacts'
import { CarPlaceholder } from './CarPlaceholder'
import { MoreMenu } from './MoreMenu'
import { PriceLine } from './PriceLine'

/**
 * Everything a card shows, in words and addresses worked out on the server
 * (CarCard). A client component only so that the page's React payload
 * carries these few values per card rather than the card's whole tree of
 * elements, which would repeat its markup.
 */
export type CardView = {
  href: string
  title: string
  subtitle: string | null
  titleLevel: 2 | 3
  photo: ({ kind: 'photo' } & CardPhotoImage) | { kind: 'placeholder'; text: string; newArrival: boolean; requestHref: string; vehicle: VehicleItemType }
  tag: { tone: BadgeTone; text: string } | null
  location: string | null
  condition: string | null
  price: PriceDisplay
  /** Weekly repayment, interest rate and comparison rate, for one line. */
  finance: { line: { repayment: string; interestRate: string; comparisonRate: string }; noteHref: string } | null
  facts: KeyFact[]
  /** The first two show; the rest wait behind More. */
  buttons: { label: string; href: string }[]
}

/** Buttons shown on a card; the rest wait behind More, so every card keeps one row of actions. */
const VISIBLE_BUTTONS = 2

/**
 * A car in search results and carousels: photo (or a drawn tile asking for
 * photos) with the tag banner, location and favourite toggle over it, title,
 * price, the finance line, key facts and the site's buttons. The title's link
 * covers the whole card, so the card is one link to the car page; the buttons,
 * toggle and menu sit above it. Every text comes from the stock feed and is
 * rendered as text.
 */
export function CarCardView({ view, favourite }: { view: CardView; favourite: React.ReactNode }) {
  const Title = view.titleLevel === 3 ? 'h3' : 'h2'
  const { photo, finance } = view
  return (
    <li className={`car-card ${styles.card}`}>
      <div>
        {photo.kind === 'photo' ? (
          <img src={photo.src} srcSet={photo.srcSet} alt="" {...CARD_PHOTO} {...(photo.first ? {} : ({ loading: 'lazy', fetchPriority: 'low' } as const))} />
        ) : (
          <CarPlaceholder text={photo.text} newArrival={photo.newArrival} vehicle={photo.vehicle}>
            <a className={buttonClass('secondary', { size: 'small' })} href={photo.requestHref} aria-label={`Request Photos: ${view.title}`}>
              Request Photos
            </a>
          </CarPlaceholder>
        )}
        {view.tag ? (
          <Badge tone={view.tag.tone} className={`car-card-tag ${styles.tag}`}>
            {view.tag.text}
          </Badge>
        ) : null}
        {view.location ? <span className="car-card-location">{view.location}</span> : null}
        {favourite}
      </div>
      <div>
        {view.condition ? <Badge>{view.condition}</Badge> : null}
        <Title className="car-card-title">
          <a href={view.href}>{view.title}</a>
        </Title>
        {view.subtitle ? <p className={styles.subtitle}>{view.subtitle}</p> : null}
        <PriceLine price={view.price} className="car-card-price" />
        {finance ? (
          <div className="car-card-finance" data-finance-rates="">
            {/* Repayment and both rates on one line at one size and weight: the law wants the rates as prominent as the repayment. */}
            <p>
              {finance.line.repayment} · {finance.line.interestRate} · {finance.line.comparisonRate} <abbr title="comparison rate">comp.</abbr>
            </p>
            <a href={finance.noteHref}>Comparison rate warning</a>
          </div>
        ) : null}
        <CardFacts facts={view.facts} />
        <CardButtons buttons={view.buttons} title={view.title} />
      </div>
    </li>
  )
}

/** The site's card buttons: the first two, then More with the rest. */
function CardButtons({ buttons, title }: { buttons: CardView['buttons']; title: string }) {
  if (buttons.length === 0) return null
  const more = buttons.slice(VISIBLE_BUTTONS)
  return (
    <div className="car-card-buttons">
      {buttons.slice(0, VISIBLE_BUTTONS).map((button) => (
        <a key={button.label} className={buttonClass('secondary')} href={button.href} aria-label={`${button.label}: ${title}`}>
          {button.label}
        </a>
      ))}
      {more.length > 0 ? <MoreMenu title={title} links={more} /> : null}
    </div>
  )
}
