import { CardGrid } from '@/components/content/CardGrid'
import { PageHeader } from '@/components/content/PageHeader'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { phoneHref } from '@/domain/locations'
import { getSiteLocation } from '@/sites/data/locations'
import type { Location } from '@/payload-types'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './TeamPage.module.css'

/** /teams/{location slug}: the people of one location. */
const page = sitePage<{ slug: string }, { location: Location }>({
  load: async ({ site, params }) => {
    const location = await getSiteLocation(site.id, params.slug)
    return location && { location }
  },
  metadata: ({ location }) => ({ path: `/teams/${location.slug}`, title: `Our team at ${location.name}`, description: `Meet the people of ${location.name}.` }),
  render: TeamPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

function TeamPage({ location }: SitePageContext<{ slug: string }> & { location: Location }) {
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
