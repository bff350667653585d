'use client'

import { useState } from 'react'

import { OTHER_SOURCES } from '@/domain/leads/leadConstants'
import type { DayCount, SourceSplit } from '@/domain/leads/leadStats'

const WIDTH = 600
const HEIGHT = 120
const GAP = 2
/** Okabe and Ito's colours, told apart with every common colour-vision deficiency; grey for "other". */
const SOURCE_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999']

type Props = {
  days: readonly DayCount[]
  /** The same days split by the leads' source: with it, a toggle shows the split. */
  bySource?: SourceSplit
}

/** An inline SVG bar per day; each bar's title tells its day and count. With `bySource`, "Split by source" stacks each bar by source, with a legend. */
export function LeadsPerDayChart({ days, bySource }: Props) {
  const [split, setSplit] = useState(false)
  const most = Math.max(1, ...days.map((day) => day.count))
  const barWidth = WIDTH / Math.max(1, days.length)
  const splitDays = split && bySource ? new Map(bySource.days.map((day) => [day.day, day.counts])) : null
  const colour = (index: number, sources: readonly string[]) =>
    index === sources.length - 1 && sources.at(-1) === OTHER_SOURCES ? SOURCE_COLOURS.at(-1)! : SOURCE_COLOURS[index % (SOURCE_COLOURS.length - 1)]!
  return (
    <div>
      {bySource && bySource.sources.length > 0 ? (
        <p style={{ margin: '0 0 0.5rem' }}>
          <button type="button" className="btn btn--style-secondary btn--size-small" aria-pressed={split} onClick={() => setSplit((on) => !on)} style={{ margin: 0 }}>
            Split by source
          </button>
        </p>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} role="img" aria-label={splitDays ? 'Leads per day by source' : 'Leads per day'} style={{ width: '100%', maxWidth: WIDTH, height: 'auto' }}>
        {days.map((day, index) => {
          const x = index * barWidth + GAP / 2
          const counts = splitDays?.get(day.day)
          if (counts && bySource && day.count > 0) {
            let top = HEIGHT
            return (
              <g key={day.day} data-day={day.day}>
                {counts.map((count, at) => {
                  if (count === 0) return null
                  const height = (count / most) * HEIGHT
                  top -= height
                  return (
                    <rect key={bySource.sources[at]} x={x} y={top} width={barWidth - GAP} height={height} fill={colour(at, bySource.sources)}>
                      <title>{`${day.day}, ${bySource.sources[at]}: ${count} lead${count === 1 ? '' : 's'}`}</title>
                    </rect>
                  )
                })}
              </g>
            )
          }
          const height = Math.round((day.count / most) * HEIGHT)
          return (
            <rect key={day.day} x={x} y={HEIGHT - height} width={barWidth - GAP} height={Math.max(height, 1)} fill="currentColor" opacity={day.count === 0 ? 0.2 : 0.8}>
              <title>{`${day.day}: ${day.count} lead${day.count === 1 ? '' : 's'}`}</title>
            </rect>
          )
        })}
        <text x={0} y={HEIGHT + 14} fontSize={11} fill="currentColor">
          {days[0]?.day}
        </text>
        <text x={WIDTH} y={HEIGHT + 14} fontSize={11} fill="currentColor" textAnchor="end">
          {days.at(-1)?.day}
        </text>
      </svg>
      {splitDays && bySource ? (
        <ul aria-label="Sources" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', listStyle: 'none', margin: '0.5rem 0 0', padding: 0 }}>
          {bySource.sources.map((source, at) => (
            <li key={source} style={{ display: 'flex', alignItems: 'center', gap: '0.35rem' }}>
              <span aria-hidden="true" style={{ display: 'inline-block', width: 12, height: 12, background: colour(at, bySource.sources) }} />
              {source} ({bySource.days.reduce((sum, day) => sum + (day.counts[at] ?? 0), 0)})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
