'use client'

import { useState } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { STOCK_FEED_SCHEDULES } from '@/domain/site-settings'
import { FEED_UPLOAD_MAX_BYTES, type FieldProblem, type NewDealerSiteForm as FormValues } from '@/onboarding/newSiteForm'

import { Field, TextField } from './FormFields'
import styles from './NewDealerSiteForm.module.css'

/** What the server's test import read (src/stock/feedTrial.ts). */
type Trial = {
  read: number
  accepted: number
  rejectedCount: number
  rejected: { row: number; field: string; reason: string }[]
  sample: { row: number; title: string; carType: string; price: number | null }[]
}

const SCHEDULE_LABELS: Record<(typeof STOCK_FEED_SCHEDULES)[number], string> = {
  off: 'Only now, when the site is created',
  'every-15-minutes': 'Every 15 minutes',
  hourly: 'Every hour',
  daily: 'Every day',
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`

/**
 * The new site form's stock step: a feed address or a file, a test import
 * that shows what would be read and rejected (nothing is written), and how
 * often the address is fetched again.
 */
export function StockFeedStep({ form }: { form: UseFormReturn<FormValues> }) {
  const { register, setValue, getValues, setError, clearErrors, formState, control } = form
  const from = useWatch({ control, name: 'stock.from' })
  const fileName = useWatch({ control, name: 'stock.fileName' })
  const [trial, setTrial] = useState<Trial | null>(null)
  const [testing, setTesting] = useState(false)

  async function readFile(file: File | undefined) {
    setTrial(null)
    clearErrors('stock.file')
    if (!file) return setValue('stock.file', '')
    if (file.size > FEED_UPLOAD_MAX_BYTES) return setError('stock.file', { type: 'size', message: 'choose a feed file under 10 MB, or give its address' })
    setValue('stock.fileName', file.name)
    setValue('stock.file', await file.text(), { shouldValidate: true })
  }

  async function testImport() {
    setTrial(null)
    setTesting(true)
    try {
      const response = await fetch('/api/tenants/new-dealer-site/stock-feed-trial', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(getValues('stock')) })
      const body = (await response.json().catch(() => ({}))) as Trial & { message?: string; problems?: FieldProblem[] }
      if (response.ok) return setTrial(body)
      const problem = body.problems?.[0]
      setError((problem?.field ?? (from === 'url' ? 'stock.url' : 'stock.file')) as 'stock.url', { type: 'server', message: problem?.message ?? body.message ?? `the test failed (HTTP ${response.status})` })
    } catch {
      setError(from === 'url' ? 'stock.url' : 'stock.file', { type: 'server', message: 'the server could not be reached: check your connection and try again' })
    } finally {
      setTesting(false)
    }
  }

  return (
    <fieldset className={styles.section}>
      <legend>Stock feed</legend>
      <p className={styles.help}>
        The dealer&apos;s stock as a feed: CSV, JSON or NDJSON with the platform&apos;s field names (docs: Stock import). A test import shows what would be read and
        rejected before anything is created.
      </p>
      <div className={styles.grid}>
        <Field label="Stock comes from" name="stock.from" errors={formState.errors}>
          {({ id, describedBy }) => (
            <select id={id} aria-describedby={describedBy} {...register('stock.from', { onChange: () => setTrial(null) })}>
              <option value="none">No stock yet (add a feed later in the site&apos;s settings)</option>
              <option value="url">A feed address the platform fetches</option>
              <option value="file">A file uploaded now</option>
            </select>
          )}
        </Field>
        {from === 'url' ? (
          <>
            <TextField label="Feed address" type="url" placeholder="https://feeds.example.com.au/dealer.csv" help="Fetched now, then on the schedule." registration={register('stock.url', { onChange: () => setTrial(null) })} errors={formState.errors} />
            <Field label="Fetch again" name="stock.schedule" errors={formState.errors} help="A full import each time: cars no longer in the feed come off the site.">
              {({ id, describedBy }) => (
                <select id={id} aria-describedby={describedBy} {...register('stock.schedule')}>
                  {STOCK_FEED_SCHEDULES.map((schedule) => (
                    <option key={schedule} value={schedule}>
                      {SCHEDULE_LABELS[schedule]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : null}
        {from === 'file' ? (
          <Field label="Feed file" name="stock.file" errors={formState.errors} help={fileName ? `${fileName}: imported once, when the site is created. For regular updates give a feed address.` : 'Under 10 MB; imported once, when the site is created.'}>
            {({ id, describedBy, invalid }) => <input id={id} type="file" accept=".csv,.json,.ndjson,.jsonl,text/csv,application/json" aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => void readFile(event.target.files?.[0])} />}
          </Field>
        ) : null}
      </div>
      {from !== 'none' ? (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void testImport()} disabled={testing}>
          {testing ? 'Reading the feed…' : 'Test import'}
        </button>
      ) : null}
      {trial ? (
        <div className={styles.trial} role="status" aria-label="Test import">
          <p>
            <strong>
              Read {plural(trial.read, 'row')}: {plural(trial.accepted, 'vehicle')} would be imported, {plural(trial.rejectedCount, 'row')} rejected.
            </strong>{' '}
            Nothing was written.
          </p>
          {trial.sample.length > 0 ? (
            <ul aria-label="Vehicles read">
              {trial.sample.map((car) => (
                <li key={car.row}>
                  Row {car.row}: {car.title} ({car.carType}){car.price !== null ? `, $${car.price.toLocaleString('en-AU')}` : ', no price'}
                </li>
              ))}
            </ul>
          ) : null}
          {trial.rejected.length > 0 ? (
            <ul aria-label="Rows rejected" className={styles.error}>
              {trial.rejected.map((row) => (
                <li key={row.row}>
                  Row {row.row}: {row.field ? `${row.field} ` : ''}
                  {row.reason}
                </li>
              ))}
              {trial.rejectedCount > trial.rejected.length ? <li>and {plural(trial.rejectedCount - trial.rejected.length, 'more row')}</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
