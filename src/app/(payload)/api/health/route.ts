import { checkDatabase } from '@/server/databaseHealth'

export const dynamic = 'force-dynamic'

/** 200 while the database answers, 503 when it does not: for load balancers and uptime checks. */
export async function GET() {
  const database = await checkDatabase()
  const healthy = database.state === 'up'
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
