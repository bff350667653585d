'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'

import { AUSTRALIAN_STATES } from '@/domain/australianAddress'
import { siteSlugFromName } from '@/domain/siteSlug'
import { DEFAULT_THEME } from '@/domain/theme'
import { newDealerSiteSchema, stillNeedsSentence, type FieldProblem, type NewDealerSiteForm as FormValues } from '@/onboarding/newSiteForm'
import { WEEKDAYS } from '@/onboarding/seedFields'

import { errorAt, Field, TextField } from './FormFields'
import styles from './NewDealerSiteForm.module.css'
import { StockFeedStep } from './StockFeedStep'

type Choice = { value: string; label: string }
/** A site to copy, and what its copy would still need of its own. */
type SiteChoice = Choice & { stillNeeds: string[] }
type Created = { message: string; siteId: number; slug: string; stillNeeds: string[] }

/** A logo larger than this is refused in the browser: the page header shows it at 48 px high. */
const LOGO_MAX_BYTES = 1024 * 1024

const weekdayHours = (open: string, close: string) => ({ status: 'Open' as const, open, close })
const DEFAULTS: FormValues = {
  startFrom: 'template:franchise',
  site: {
    name: '',
    slug: '',
    domains: '',
    timeZone: 'Australia/Sydney',
    phone: '',
    email: '',
    legalName: '',
    abn: '',
    logo: '',
    primaryColour: DEFAULT_THEME.primaryColour,
    secondaryColour: DEFAULT_THEME.secondaryColour,
    accentColour: DEFAULT_THEME.accentColour,
  },
  dealership: { name: '', makes: '' },
  location: {
    name: '',
    street: '',
    city: '',
    state: 'NSW',
    postcode: '',
    phone: '',
    hours: {
      monday: weekdayHours('08:30', '17:30'),
      tuesday: weekdayHours('08:30', '17:30'),
      wednesday: weekdayHours('08:30', '17:30'),
      thursday: weekdayHours('08:30', '17:30'),
      friday: weekdayHours('08:30', '17:30'),
      saturday: weekdayHours('08:30', '12:00'),
      sunday: { status: 'Closed', open: '', close: '' },
    },
  },
  stock: { from: 'none', url: '', fileName: '', file: '', schedule: 'daily' },
  editors: [{ email: '' }],
}

/** The admin's "New dealer site" form; its schema is the server's (src/onboarding/newSiteForm.ts). */
export function NewDealerSiteForm({ templates, sites, timeZones }: { templates: Choice[]; sites: SiteChoice[]; timeZones: string[] }) {
  const form = useForm<FormValues>({ resolver: zodResolver(newDealerSiteSchema), defaultValues: DEFAULTS, mode: 'onTouched' })
  const { register, handleSubmit, formState, setValue, setError, getFieldState, control } = form
  const { errors, isSubmitting } = formState
  const editors = useFieldArray({ control, name: 'editors' })
  const [summary, setSummary] = useState<{ message: string; problems: FieldProblem[] } | null>(null)
  const [created, setCreated] = useState<Created | null>(null)
  const [logoProblem, setLogoProblem] = useState<string | null>(null)
  // The slug follows the name until someone edits the slug itself.
  const [slugEdited, setSlugEdited] = useState(false)
  const logo = useWatch({ control, name: 'site.logo' })
  const hours = useWatch({ control, name: 'location.hours' })
  const startFrom = useWatch({ control, name: 'startFrom' })
  const copyNeeds = stillNeedsSentence(sites.find((site) => site.value === startFrom)?.stillNeeds ?? [])

  const name = register('site.name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('site.slug', siteSlugFromName(event.target.value), { shouldValidate: getFieldState('site.slug').isTouched })
    },
  })
  const slug = register('site.slug', { onChange: () => setSlugEdited(true) })

  async function readLogo(file: File | undefined) {
    setLogoProblem(null)
    if (!file) return setValue('site.logo', '')
    if (!['image/png', 'image/svg+xml'].includes(file.type)) return setLogoProblem('Choose a PNG or SVG file.')
    if (file.size > LOGO_MAX_BYTES) return setLogoProblem('Choose a logo under 1 MB.')
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsDataURL(file)
    })
    setValue('site.logo', dataUrl, { shouldValidate: true })
  }

  const submit = handleSubmit(async (values) => {
    setSummary(null)
    let response: Response
    try {
      response = await fetch('/api/tenants/new-dealer-site', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) })
    } catch {
      setSummary({ message: 'The server could not be reached. Nothing was created; check your connection and try again.', problems: [] })
      return
    }
    const body = (await response.json().catch(() => ({}))) as Partial<Created> & { message?: string; problems?: FieldProblem[] }
    if (response.status === 201) {
      setCreated(body as Created)
      return
    }
    for (const problem of body.problems ?? []) setError(problem.field as 'site.slug', { type: 'server', message: problem.message })
    setSummary({ message: body.message ?? `Nothing was created (HTTP ${response.status}).`, problems: body.problems ?? [] })
  })

  if (created) {
    const siteUrl = `${window.location.protocol}//${created.slug}.${window.location.host}/`
    return (
      <div className={styles.done} role="status">
        <p>
          <strong>{created.message}</strong>
        </p>
        {created.stillNeeds.length > 0 ? <p>Set them under the site&apos;s settings before it takes leads or stock.</p> : null}
        <p>
          Open it at <a href={siteUrl}>{siteUrl}</a>, or edit it in the admin: <a href={`/admin/collections/tenants/${created.siteId}`}>the site&apos;s settings</a>.
        </p>
        <p>
          What it still needs (stock, offers, about page, team, domain, staff) is ticked off on <a href="/admin">the dashboard&apos;s next steps</a>.
        </p>
        <p>
          <a href="/admin/new-dealer-site">Create another dealer site</a>
        </p>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <p className={styles.lead}>
        Creates the site with its dealership, first location, menus, legal pages and home page, and invites its editors, in one step: if anything fails, nothing is
        created. The site answers at once at <code>{'{slug}'}.localhost</code> and its domains.
      </p>
      {summary ? (
        <div className={styles.summary} role="alert">
          <p>{summary.message}</p>
          {summary.problems.length > 0 ? (
            <ul>
              {summary.problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>
                  <code>{problem.field}</code>: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className={styles.section}>
        <legend>Start from</legend>
        <Field label="Template or site to copy" name="startFrom" errors={errors} help="A template gives the default home page, settings and menus for that kind of dealer. Copying a site takes its switches, theme choices, menus and home layout (not its pages, offers or stock, nor where its leads go or its stock comes from).">
          {({ id, describedBy, invalid }) => (
            <select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('startFrom')}>
              <optgroup label="Templates">
                {templates.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
              {sites.length > 0 ? (
                <optgroup label="Copy an existing site">
                  {sites.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      Copy {choice.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          )}
        </Field>
        {copyNeeds ? (
          <p className={styles.help} role="status">
            {copyNeeds}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>The site</legend>
        <div className={styles.grid}>
          <TextField label="Dealer name" help="As shoppers see it, e.g. Bayside Mazda." registration={name} errors={errors} />
          <TextField label="Slug" help="Lowercase letters, digits and hyphens; made from the name until you change it. The site answers at {slug}.localhost." registration={slug} errors={errors} />
          <Field label="Domains" name="site.domains" errors={errors} help="One a line, e.g. baysidemazda.com.au (www. and ports are dropped). May be left empty.">
            {({ id, describedBy, invalid }) => <textarea id={id} rows={2} aria-describedby={describedBy} aria-invalid={invalid} {...register('site.domains')} />}
          </Field>
          <Field label="Time zone" name="site.timeZone" errors={errors} help="Opening hours and offers use it.">
            {({ id, describedBy, invalid }) => (
              <select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('site.timeZone')}>
                {timeZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField label="Phone" type="tel" help="The dealer's main number, e.g. 02 9555 0100." registration={register('site.phone')} errors={errors} />
          <TextField label="Email" type="email" help="Shown on the contact and legal pages." registration={register('site.email')} errors={errors} />
          <TextField label="Legal name" help="The company behind the dealer, e.g. Bayside Motors Pty Ltd; named by the privacy policy and terms." registration={register('site.legalName')} errors={errors} />
          <TextField label="ABN" help="11 digits, e.g. 51 824 753 556." registration={register('site.abn')} errors={errors} />
        </div>
        <div className={styles.grid}>
          <Field label="Logo" name="site.logo" errors={errors} help="PNG or SVG, under 1 MB; shown 48 px high in the header.">
            {({ id, describedBy, invalid }) => (
              <>
                <input id={id} type="file" accept="image/png,image/svg+xml" aria-describedby={describedBy} aria-invalid={invalid || Boolean(logoProblem)} onChange={(event) => void readLogo(event.target.files?.[0])} />
                {logoProblem ? (
                  <small className={styles.error} role="alert">
                    {logoProblem}
                  </small>
                ) : null}
                {logo ? <img className={styles.logoPreview} src={logo} alt="The chosen logo" /> : null}
              </>
            )}
          </Field>
          <div className={styles.colours}>
            {(
              [
                ['site.primaryColour', 'Primary colour', 'Buttons and the header.'],
                ['site.secondaryColour', 'Secondary colour', 'Backgrounds of bands.'],
                ['site.accentColour', 'Accent colour', 'Highlights.'],
              ] as const
            ).map(([field, label, help]) => (
              <Field key={field} label={label} name={field} errors={errors} help={help}>
                {({ id, describedBy, invalid }) => <input id={id} type="color" aria-describedby={describedBy} aria-invalid={invalid} {...register(field)} />}
              </Field>
            ))}
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>First dealership and location</legend>
        <div className={styles.grid}>
          <TextField label="Dealership name" help="The business, e.g. Bayside Mazda." registration={register('dealership.name')} errors={errors} />
          <TextField label="Makes sold new" help="Comma separated, e.g. Mazda, Kia. Empty for a used-car dealer." registration={register('dealership.makes')} errors={errors} />
          <TextField label="Location name" help="e.g. Bayside Mazda Brighton - Sales." registration={register('location.name')} errors={errors} />
          <TextField label="Location phone" type="tel" help="Empty: the dealer's main number." registration={register('location.phone')} errors={errors} />
          <TextField label="Street address" registration={register('location.street')} errors={errors} autoComplete="street-address" />
          <TextField label="Suburb or town" registration={register('location.city')} errors={errors} />
          <Field label="State" name="location.state" errors={errors}>
            {({ id, describedBy, invalid }) => (
              <select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('location.state')}>
                {AUSTRALIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField label="Postcode" help="4 digits; places the location on the map." registration={register('location.postcode')} errors={errors} />
        </div>
        <table className={styles.hours}>
          <caption>Opening hours, local time</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open or closed</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => {
              const label = day[0]!.toUpperCase() + day.slice(1)
              const closed = hours[day].status === 'Closed'
              const problem = errorAt(errors, `location.hours.${day}.open`) ?? errorAt(errors, `location.hours.${day}.close`)
              return (
                <tr key={day}>
                  <th scope="row">{label}</th>
                  <td>
                    <select aria-label={`${label}: open or closed`} {...register(`location.hours.${day}.status`)}>
                      <option value="Open">Open</option>
                      <option value="Closed">Closed</option>
                    </select>
                  </td>
                  <td>
                    <input type="time" aria-label={`${label} opens`} disabled={closed} {...register(`location.hours.${day}.open`)} />
                  </td>
                  <td>
                    <input type="time" aria-label={`${label} closes`} disabled={closed} {...register(`location.hours.${day}.close`)} />
                    {problem ? (
                      <small className={styles.error} role="alert">
                        {label}: {problem}
                      </small>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </fieldset>

      <StockFeedStep form={form} />

      <fieldset className={styles.section}>
        <legend>Editors to invite</legend>
        <p className={styles.help}>Dealer staff who will edit this site. Each gets an account for this site and an invitation to choose a password.</p>
        {editors.fields.map((editor, index) => (
          <div key={editor.id} className={styles.editorRow}>
            <TextField label={`Editor ${index + 1} email`} type="email" registration={register(`editors.${index}.email`)} errors={errors} placeholder="name@dealer.com.au" />
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => editors.remove(index)}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => editors.append({ email: '' })}>
          Add an editor
        </button>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className="btn btn--style-primary btn--size-large" disabled={isSubmitting}>
          {isSubmitting ? 'Creating the site…' : 'Create the dealer site'}
        </button>
      </div>
    </form>
  )
}
