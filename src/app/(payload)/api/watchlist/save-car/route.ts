import { changeWatchlist } from '@/shoppers/watchlistChange'

export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  return changeWatchlist(request, 'save')
}
