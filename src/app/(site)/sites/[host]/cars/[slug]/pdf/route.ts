import { carFacts } from '@/domain/carFacts'
import { dealerComments } from '@/domain/dealerComments'
import { keyInformationRows } from '@/domain/keyInformation'
import { carPhoneNumber } from '@/domain/phone'
import { visibleSpecRows } from '@/domain/specRows'
import { carImages, locationOfCar } from '@/sites/carDetails'
import { carPdf } from '@/sites/carPdf'
import { loadCarPage } from '@/sites/carPage'
import { getSiteLocations } from '@/sites/data/locations'

function notFound(message: string) {
  return new Response(message, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

type Context = { params: Promise<{ host: string; slug: string }> }

/**
 * The car as a PDF, a file saved as {slug}.pdf. Shoppers reach it at
 * /cars/{slug}.pdf, which the proxy routes here; a car that is not listed on
 * this site, or a site whose printPdf setting is off, is a 404.
 */
export async function GET(_request: Request, { params }: Context) {
  const { host, slug } = await params
  const found = await loadCarPage(host, slug)
  if (!found) return notFound('This car is not for sale on this site.')
  const { site, scope, car, canonical } = found
  const settings = site.resolvedSettings
  // The PDF is a site setting: a site that shows no Print PDF button serves no PDF either.
  if (!settings.printPdf) return notFound('This site does not offer car PDFs.')
  const location = locationOfCar(await getSiteLocations(site.id), car)
  const comments = dealerComments(car.dealercomments as string | null)
  const pdf = await carPdf({
    facts: carFacts(car, settings),
    rows: visibleSpecRows(keyInformationRows(car, { now: scope.now, zone: site.timeZone })),
    comments: comments.pending ? [] : comments.paragraphs,
    dealer: { name: site.name, location: location?.name ?? (typeof car.location_name === 'string' ? car.location_name : null), phone: carPhoneNumber(car, settings, location?.contact?.phone) },
    url: canonical,
    photoUrl: carImages(car, 1)[0] ?? null,
  })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${car.slug}.pdf"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, max-age=300',
    },
  })
}
