import { notFound } from 'next/navigation'

import { routeIsGated, type GatedRoute, type SignInType } from '@/domain/signIn'
import { currentShopper, shopperOrSignIn } from '@/sites/currentShopper'
import type { CurrentSite } from '@/sites/currentSite'
import { getSitePage } from '@/sites/data/pages'
import { isPreviewing } from '@/sites/data/previewing'

import { DealerPage } from './DealerPage'

/**
 * A dealer-written page behind sign-in: /spin-to-win when
 * the site gates it, /online-payment always. The dealer writes its content
 * as a page of that slug in the admin; a site without one answers 404, as for
 * any page it does not have. The gate comes first, so a signed-out visitor
 * learns nothing about the page.
 */
export async function GatedDealerPage({ site, route, slug }: { site: CurrentSite; route: GatedRoute & SignInType; slug: string }) {
  const shopper = routeIsGated(route, site.resolvedSettings) ? await shopperOrSignIn(site.id, route, `/${slug}`) : await currentShopper(site.id)
  const page = await getSitePage(site.id, 'site', slug)
  if (!page) notFound()
  return (
    <>
      {shopper ? <p className="signed-in-as">Signed in as {shopper.email}</p> : null}
      <DealerPage page={page} site={site} previewing={await isPreviewing(site.id)} />
    </>
  )
}
