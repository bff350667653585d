import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** /preview/exit: back to what shoppers see; returns to the page the editor was on when it is on this site. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('path') ?? '/'
  const location = /^\/(?!\/)/.test(back) ? back : '/'
  return new NextResponse(null, { status: 307, headers: { location, 'cache-control': 'no-store' } })
}
