import { ReservePage, reservePageMetadata } from '@/components/reserve/ReservePage'
import { siteCar, type SiteCar } from '@/sites/carPage'
import { sitePage } from '@/sites/sitePage'

export const metadata = reservePageMetadata

/** /cars/{slug}/buy-online: the reserve page on sites whose reserve route is named 'buy-online'. */
export default sitePage<{ slug: string }, SiteCar>({
  load: ({ site, origin, params }) => siteCar(site, origin, params.slug),
  render: (found) => <ReservePage {...found} route="buy-online" />,
}).Page
