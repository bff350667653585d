import { ReservePage, reservePageMetadata } from '@/components/reserve/ReservePage'
import { siteCar, type SiteCar } from '@/sites/carPage'
import { sitePage } from '@/sites/sitePage'

export const metadata = reservePageMetadata

/** /cars/{slug}/checkout: the reserve page on sites whose reserve route is named 'checkout'. */
export default sitePage<{ slug: string }, SiteCar>({
  load: ({ site, origin, params }) => siteCar(site, origin, params.slug),
  render: (found) => <ReservePage {...found} route="checkout" />,
}).Page
