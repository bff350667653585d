import { PageHeader } from '@/components/content/PageHeader'
import { financeCar } from '@/sites/data/financeCar'
import styles from '@/components/siteForms/SiteFormSection.module.css'
import { TestDriveForm } from '@/components/testDrive/TestDriveForm'
import { leadFormContext } from '@/domain/leads/formContext'
import { leadFormDefaults } from '@/domain/leads/leadDefaults'
import { choiceNamed, testDriveChoices } from '@/domain/leads/testDriveChoices'
import { VEHICLES_ONLY } from '@/domain/parts'
import { siteVocabulary } from '@/domain/vocabulary'
import { pageSearchScope, stockFacets } from '@/sites/pageSearch'
import { getSiteModels } from '@/sites/data/models'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/**
 * /book-test-drive (the models menu's Book Test Drive,
 * the blog's call to action): the test-drive form, with a choice of the
 * dealer's models and the models it has in stock, or, from a link naming a
 * car (?car_id=), that car; a model page's link (?make=&model=) starts on
 * that model. The form is a car form, so the server checks it
 * with the car forms' rules (src/leads/leadContext.ts).
 */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/book-test-drive', title: 'Book a Test Drive', description: `Book a test drive with ${site.name}.` }),
  render: BookTestDrivePage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function BookTestDrivePage({ site, searchParams }: SitePageContext<object>) {
  const now = await nowForPage()
  const carId = searchParams.car_id
  const car = typeof carId === 'string' && carId ? await financeCar(site.id, carId) : null
  const [models, scope] = await Promise.all([getSiteModels(site.id), pageSearchScope()])
  const stock = car || !scope ? null : await stockFacets(scope, ['make_model'], [VEHICLES_ONLY])
  const choices = car ? [] : testDriveChoices(models.map((model) => ({ make: model.manufacturer, name: model.name })), Object.keys(stock?.facets.make_model ?? {}))
  const context = leadFormContext(site.resolvedSettings, { now })
  // A make and model the page does not offer start on "Not sure yet", as the select would.
  const chosen = car ? null : choiceNamed(searchParams.make, searchParams.model, choices)
  const defaults = {
    ...leadFormDefaults('test-drive', context),
    ...(chosen ? { 'Vehicle Make': chosen.make, 'Vehicle Model': chosen.model } : {}),
    ...(car ? { car_id: car.id, car_type: car.carType, 'Vehicle Make': car.make, 'Vehicle Model': car.model, stock_number: car.stockNumber ?? undefined } : {}),
  }
  const words = siteVocabulary(site.resolvedSettings)
  return (
    <section>
      <PageHeader
        title="Book a Test Drive"
        trail={[{ href: '/', label: 'Home' }]}
        lead={car ? `Test drive the ${car.name}: tell us when suits you and we will confirm.` : `Choose the ${words.one} you would like to drive and when suits you, and we will confirm your booking.`}
      />
      <section className={styles.section} aria-labelledby="test-drive-heading">
        <h2 id="test-drive-heading" className={styles.heading}>
          Your test drive
        </h2>
        <TestDriveForm context={context} defaults={defaults} choices={choices} chosen={chosen?.value ?? ''} car={car?.lead ?? null} dealerName={site.name} labelledBy="test-drive-heading" noun={words.one} />
      </section>
    </section>
  )
}
