import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CardGrid } from '@/components/content/CardGrid'
import { PageHeader } from '@/components/content/PageHeader'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { phoneHref } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocation } from '@/sites/data/locations'
import { siteOrigin } from '@/sites/siteUrl'

import styles from './TeamPage.module.css'

type Props = { params: Promise<{ host: string; slug: string }> }

/** /teams/{location slug}: the people of one location. */
async function load(params: Props['params']) {
  const { host, slug } = await params
  const site = await currentSite(host)
  const location = site ? await getSiteLocation(site.id, slug) : null
  return site && location ? { site, location, canonical: `${siteOrigin(site, decodeURIComponent(host))}/teams/${location.slug}` } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return {
    title: `Our team at ${found.location.name}`,
    description: `Meet the people of ${found.location.name}.`,
    alternates: { canonical: found.canonical },
  }
}

export default async function TeamPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { location } = found
  const team = location.team ?? []
  return (
    <section>
      <PageHeader title={`Our team at ${location.name}`} trail={[{ href: '/', label: 'Home' }, { href: '/locations', label: 'Locations' }, { href: `/locations/${location.slug}`, label: location.name }]} />
      {team.length === 0 ? (
        <p>
          Our team profiles are coming soon. In the meantime, <a href={`/locations/${location.slug}`}>contact {location.name}</a>.
        </p>
      ) : (
        <CardGrid as="ul" columns={4}>
          {team.map((member) => {
            const photo = member.photo && typeof member.photo === 'object' ? member.photo : null
            const tel = phoneHref(member.phone)
            return (
              <li key={member.id ?? member.name} className={styles.member}>
                <span className={styles.photo}>
                  {photo?.url ? <img src={photo.sizes?.card?.url ?? photo.url} alt="" width={photo.sizes?.card?.width ?? 320} height={photo.sizes?.card?.height ?? 240} /> : <Icon name="camera" size={32} />}
                </span>
                <div className={styles.body}>
                  <h2>{member.name}</h2>
                  <p>{member.role}</p>
                  {member.phone && tel ? (
                    <a href={tel}>
                      <Icon name="phone" size={16} /> {member.phone}
                    </a>
                  ) : null}
                  {member.email ? (
                    <a href={`mailto:${member.email}`}>
                      <Icon name="mail" size={16} /> {member.email}
                    </a>
                  ) : null}
                </div>
              </li>
            )
          })}
        </CardGrid>
      )}
      <p className={styles.more}>
        <a className={buttonClass('secondary')} href={`/locations/${location.slug}`}>
          Opening hours and directions
        </a>
      </p>
    </section>
  )
}
