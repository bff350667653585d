import { ReservePage, reservePageMetadata, type ReservePageProps } from '@/components/reserve/ReservePage'

export const metadata = reservePageMetadata

/** /cars/{slug}/buy-online: the reserve page on sites whose reserve route is named 'buy-online'. */
export default function Page(props: ReservePageProps) {
  return <ReservePage {...props} route="buy-online" />
}
