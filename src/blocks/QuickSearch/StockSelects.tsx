'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './QuickSearch.module.css'

/**
 * The quick search's make, model and body type selects: plain form fields,
 * drawn from the stock's values (models as "Make|Model"). The model list holds
 * only the chosen make's models, drawn once a make is chosen, as on the big
 * car sites; the page carries the models once, as this island's values, not as
 * a tree of options. Without JavaScript the model stays "Any model" and the
 * search page narrows by model.
 */
export function StockSelects({ id, makes, models, bodies }: { id: string; makes: string[]; models: string[]; bodies: [value: string, label: string][] }) {
  const makeSelect = useRef<HTMLSelectElement>(null)
  const [make, setMake] = useState('')
  // A make the browser restored (back to this page) before the island woke.
  useEffect(() => setMake(makeSelect.current?.value ?? ''), [])
  const ofMake = make ? models.filter((value) => value.startsWith(`${make}|`)) : []
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-make`}>Make</label>
        <select ref={makeSelect} id={`${id}-make`} name="refinementList[make][0]" defaultValue="" onChange={(event) => setMake(event.currentTarget.value)}>
          <option value="">Any make</option>
          {makes.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-model`}>Model</label>
        {/* Keyed by make: a new make starts again at "Any model". */}
        <select key={make} id={`${id}-model`} name="refinementList[make_model][0]" defaultValue="" disabled={ofMake.length === 0}>
          <option value="">{make ? 'Any model' : 'Choose a make first'}</option>
          {ofMake.map((value) => (
            <option key={value} value={value}>
              {value.slice(make.length + 1)}
            </option>
          ))}
        </select>
      </div>
      {bodies.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>Body type</label>
          <select id={`${id}-body`} name="refinementList[body][0]" defaultValue="">
            <option value="">Any body type</option>
            {bodies.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  )
}
