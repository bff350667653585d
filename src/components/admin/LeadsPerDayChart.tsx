import type { DayCount } from '@/domain/leads/leadStats'

const WIDTH = 600
const HEIGHT = 120
const GAP = 2

/** An inline SVG bar per day; each bar's title tells its day and count. */
export function LeadsPerDayChart({ days }: { days: readonly DayCount[] }) {
  const most = Math.max(1, ...days.map((day) => day.count))
  const barWidth = WIDTH / Math.max(1, days.length)
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} role="img" aria-label="Leads per day" style={{ width: '100%', maxWidth: WIDTH, height: 'auto' }}>
      {days.map((day, index) => {
        const height = Math.round((day.count / most) * HEIGHT)
        return (
          <rect key={day.day} x={index * barWidth + GAP / 2} y={HEIGHT - height} width={barWidth - GAP} height={Math.max(height, 1)} fill="currentColor" opacity={day.count === 0 ? 0.2 : 0.8}>
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
  )
}
