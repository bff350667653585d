import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { sameSitePath } from '@/domain/sameSitePath'
import { PREVIEW_COOKIE } from '@/preview/previewToken'

/** /preview/exit: back to what shoppers see; returns to the page the editor was on when it is a path of this site. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const response = new NextResponse(null, { status: 307, headers: { location: sameSitePath(request.nextUrl.searchParams.get('path')), 'cache-control': 'no-store' } })
  response.cookies.delete(PREVIEW_COOKIE)
  return response
}
