'use client'

import { useState } from 'react'

import { countTicks, dayLabel, type DayCount, type SourceSplit, OTHER_SOURCES } from '@/domain/leads/leadStats'

const WIDTH = 600
const HEIGHT = 120
const GAP = 2
/** Room on the left for the counts of the y-axis, and below for the days. */
const AXIS = 28
const DAYS_BELOW = 18
/** A day is written under every this many bars (and the last), so the labels never overlap. */
const LABEL_EVERY = 7
/** Okabe and Ito's colours, told apart with every common colour-vision deficiency; grey for "other". */
const SOURCE_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999']

type Props = {
  days: readonly DayCount[]
  /** The same days split by the leads' source: with it, a toggle shows the split. */
  bySource?: SourceSplit
}

/**
 * An inline SVG bar per day, a y-axis of counts and the days as people read
 * them ("Mon 30 Nov", already on the site's calendar); each bar's title tells
 * its day and count. With `bySource`, "Split by source" stacks each bar by
 * source, with a legend.
 */
export function LeadsPerDayChart({ days, bySource }: Props) {
  const [split, setSplit] = useState(false)
  const ticks = countTicks(Math.max(0, ...days.map((day) => day.count)))
  const most = ticks.at(-1)!
  const barWidth = (WIDTH - AXIS) / Math.max(1, days.length)
  const yOf = (count: number) => HEIGHT - (count / most) * HEIGHT
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
      <svg viewBox={`0 -6 ${WIDTH} ${HEIGHT + DAYS_BELOW + 6}`} role="img" aria-label={splitDays ? 'Leads per day by source' : 'Leads per day'} style={{ width: '100%', maxWidth: WIDTH, height: 'auto' }}>
        <g data-testid="leads-chart-y-axis" fontSize={11} fill="currentColor">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={AXIS} x2={WIDTH} y1={yOf(tick)} y2={yOf(tick)} stroke="currentColor" opacity={tick === 0 ? 0.5 : 0.15} />
              <text x={AXIS - 6} y={yOf(tick) + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
        </g>
        {days.map((day, index) => {
          const x = AXIS + index * barWidth + GAP / 2
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
                      <title>{`${dayLabel(day.day)}, ${bySource.sources[at]}: ${count} lead${count === 1 ? '' : 's'}`}</title>
                    </rect>
                  )
                })}
              </g>
            )
          }
          const height = Math.round((day.count / most) * HEIGHT)
          return (
            <rect key={day.day} x={x} y={HEIGHT - height} width={barWidth - GAP} height={Math.max(height, 1)} fill="currentColor" opacity={day.count === 0 ? 0.2 : 0.8}>
              <title>{`${dayLabel(day.day)}: ${day.count} lead${day.count === 1 ? '' : 's'}`}</title>
            </rect>
          )
        })}
        <g data-testid="leads-chart-days" fontSize={11} fill="currentColor">
          {days.map((day, index) =>
            (days.length - 1 - index) % LABEL_EVERY === 0 ? (
              <text key={day.day} x={index === days.length - 1 ? WIDTH : AXIS + (index + 0.5) * barWidth} y={HEIGHT + 14} textAnchor={index === days.length - 1 ? 'end' : 'middle'}>
                {dayLabel(day.day)}
              </text>
            ) : null,
          )}
        </g>
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
