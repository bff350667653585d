import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Accordion } from '@/components/ui/Accordion'
import { Badge } from '@/components/ui/Badge'
import { Button, buttonClass } from '@/components/ui/Button'
import { Card, CardBody, CardFooter, CardMedia } from '@/components/ui/Card'
import { Chip } from '@/components/ui/Chip'
import { Choice, Field, RangeSlider, Select, TextArea, TextInput } from '@/components/ui/Field'
import { Icon } from '@/components/ui/Icon'
import { Skeleton } from '@/components/ui/Skeleton'
import { StyleguideDemos } from '@/components/ui/StyleguideDemos'
import { styleguideIsOpen } from '@/components/ui/styleguideIsOpen'

export const metadata: Metadata = { title: 'Styleguide', robots: { index: false, follow: false } }

const section = { marginBlock: 'var(--space-10)' } as const
const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' } as const

/** Every component of the public sites in this site's theme, for designers and developers; never in production. */
export default function StyleguidePage() {
  if (!styleguideIsOpen()) notFound()
  return (
    <div className="container">
      <h1>Styleguide</h1>
      <p>Every component of the public site, in this dealer&apos;s theme.</p>

      <section style={section} aria-labelledby="sg-type">
        <h2 id="sg-type">Type</h2>
        <p style={{ fontSize: 'var(--text-3xl)', fontFamily: 'var(--font-heading)', fontWeight: 700, margin: 0 }}>2023 Toyota RAV4 GX</p>
        <p style={{ fontSize: 'var(--text-2xl)', fontFamily: 'var(--font-heading)', fontWeight: 700, margin: 0 }}>$42,990 drive away</p>
        <p style={{ fontSize: 'var(--text-xl)', margin: 0 }}>Find your next car</p>
        <p>Body text reads at 16 px. <a href="#sg-type">A link in the dealer&apos;s colour.</a></p>
        <p style={{ fontSize: 'var(--text-s)', color: 'var(--colour-muted)' }}>Small print: comparison rate warnings and disclaimers.</p>
      </section>

      <section style={section} aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">Buttons</h2>
        <div style={row}>
          <Button>Enquire now</Button>
          <Button variant="secondary">Book a test drive</Button>
          <Button variant="ghost">Show more</Button>
          <Button variant="icon" aria-label="Save to watchlist">
            <Icon name="heart" />
          </Button>
          <a className={buttonClass('primary', { size: 'large' })} href="#sg-buttons">
            A link as a button
          </a>
          <Button disabled>Disabled</Button>
        </div>
      </section>

      <section style={section} aria-labelledby="sg-forms">
        <h2 id="sg-forms">Form controls</h2>
        <div style={{ display: 'grid', gap: 'var(--space-4)', maxInlineSize: '28rem' }}>
          <Field label="Your name" htmlFor="sg-name" hint="As it appears on your licence" hintId="sg-name-hint">
            <TextInput id="sg-name" aria-describedby="sg-name-hint" placeholder="Jane Citizen" />
          </Field>
          <Field label="Email" htmlFor="sg-email" error="Enter an email address like name@example.com" errorId="sg-email-error">
            <TextInput id="sg-email" type="email" aria-invalid aria-describedby="sg-email-error" />
          </Field>
          <Field label="Sort by" htmlFor="sg-sort">
            <Select id="sg-sort" defaultValue="price-asc">
              <option value="price-asc">Price (low to high)</option>
              <option value="price-desc">Price (high to low)</option>
            </Select>
          </Field>
          <Field label="Message" htmlFor="sg-message">
            <TextArea id="sg-message" />
          </Field>
          <fieldset>
            <legend>Car type</legend>
            <Choice label="Used" defaultChecked />
            <Choice label="Demo" />
          </fieldset>
          <fieldset>
            <legend>Contact me by</legend>
            <Choice type="radio" name="sg-contact" label="Phone" defaultChecked />
            <Choice type="radio" name="sg-contact" label="Email" />
          </fieldset>
          <RangeSlider id="sg-price" label="Maximum price" min={5000} max={250000} step={500} defaultValue={60000} valueText={<><span>$5,000</span><span>$250,000</span></>} />
        </div>
      </section>

      <section style={section} aria-labelledby="sg-badges">
        <h2 id="sg-badges">Badges and chips</h2>
        <div style={row}>
          <Badge>Used</Badge>
          <Badge tone="accent">New arrival</Badge>
          <Badge tone="brand">Demo</Badge>
          <Badge tone="success">Reserved</Badge>
          <Badge tone="danger">Sold</Badge>
          <Badge tone="warning">Hold</Badge>
        </div>
        <div style={{ ...row, marginBlock: 'var(--space-4)' }}>
          <Chip href="#sg-badges" selected>
            SUV
          </Chip>
          <Chip href="#sg-badges">Hatch</Chip>
          <Chip href="#sg-badges">Ute</Chip>
        </div>
      </section>

      <section style={section} aria-labelledby="sg-cards">
        <h2 id="sg-cards">Cards and skeletons</h2>
        <div style={{ display: 'grid', gap: 'var(--space-4)', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}>
          <Card interactive>
            <CardMedia>
              <Skeleton height="100%" radius="0" />
            </CardMedia>
            <CardBody>
              <h3 style={{ margin: 0, fontSize: 'var(--text-l)' }}>2022 Mazda CX-5 Maxx Sport</h3>
              <p style={{ margin: 0 }}>A card with media, body and footer.</p>
            </CardBody>
            <CardFooter>
              <Button size="small">Enquire</Button>
            </CardFooter>
          </Card>
          <Card aria-busy="true" aria-label="Loading">
            <CardMedia>
              <Skeleton height="100%" radius="0" />
            </CardMedia>
            <CardBody>
              <Skeleton width="80%" height="1.25rem" />
              <Skeleton width="50%" />
              <Skeleton width="65%" />
            </CardBody>
          </Card>
        </div>
      </section>

      <section style={section} aria-labelledby="sg-accordion">
        <h2 id="sg-accordion">Accordion</h2>
        <Accordion title="Features" open>
          <p>Reversing camera, Apple CarPlay</p>
        </Accordion>
        <Accordion title="Dealer comments">
          <p>One owner, full service history.</p>
        </Accordion>
      </section>

      <section style={section} aria-labelledby="sg-overlays">
        <h2 id="sg-overlays">Drawer, dialog, tabs, chips and toast</h2>
        <StyleguideDemos />
      </section>
    </div>
  )
}
