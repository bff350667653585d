import { ReservePage, reservePageMetadata, type ReservePageProps } from '@/components/reserve/ReservePage'

export const metadata = reservePageMetadata

/** /cars/{slug}/checkout: the reserve page on sites whose reserve route is named 'checkout'. */
export default function Page(props: ReservePageProps) {
  return <ReservePage {...props} route="checkout" />
}
