/** The site's icons: 24 px line drawings, each its own file (iconDocument.ts) that CSS draws in the text's colour (icons.css). */
export const ICON_PATHS = {
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  phone: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  odometer: 'M12 21a9 9 0 1 0-9-9M12 12l4-4M3 12h2M12 3v2M19 12h2M5.6 5.6l1.4 1.4',
  gearbox: 'M5 4v16M12 4v16M19 4v8H5',
  fuel: 'M3 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18M3 22h12M15 9h2a2 2 0 0 1 2 2v6a2 2 0 0 0 4 0V8l-3-3M7 7h4',
  /** The favourite toggle's heart: rounder than `heart`, and filled when the car is saved. */
  favourite: 'M12 20.5s-7.5-4.6-9.4-9.1C1.2 7.9 3.3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3.1 1.5-1.9 3.2-3.1 5.3-3.1 3.4 0 5.5 3.4 4.1 6.9-1.9 4.5-9.4 9.1-9.4 9.1z',
  heart: 'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
  camera: 'M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  location: 'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  filter: 'M4 6h16M7 12h10M10 18h4',
  calendar: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  check: 'M20 6 9 17l-5-5',
  /** A caravan card's length, berths and ATM. */
  ruler: 'M2 8h20v8H2zM6 8v3M10 8v4M14 8v3M18 8v4',
  bed: 'M2 5v14M2 15h20M22 19v-6a3 3 0 0 0-3-3h-9v5M6 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  weight: 'M6 9h12l2 11H4zM9 9a3 3 0 1 1 6 0',
  more: 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
  car: 'M5 17h14M3 17v-4l2-5a2 2 0 0 1 1.9-1.4h10.2A2 2 0 0 1 19 8l2 5v4h-2M3 17h2M7 17a2 2 0 1 0 4 0M13 17a2 2 0 1 0 4 0M3 13h18',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01',
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4zM17.5 6.5h.01',
  youtube: 'M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.9 4 12 4 12 4s-6.9 0-8.6.5a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 11.8a29 29 0 0 0 .5 5.3A2.8 2.8 0 0 0 3.4 19c1.7.5 8.6.5 8.6.5s6.9 0 8.6-.5a2.8 2.8 0 0 0 1.9-2 29 29 0 0 0 .5-5.2 29 29 0 0 0-.5-5.4zM9.8 15l5.7-3.2-5.7-3.3z',
  linkedin: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
} as const

export type IconName = keyof typeof ICON_PATHS

/** Icons drawn with sharp ends and corners: the heart keeps its point and cusp. */
export const SHARP_ICONS: readonly string[] = ['favourite']

/**
 * Larger drawings served as icons are, each on its own canvas and stroke:
 * the vehicle a card without photos shows (CarPlaceholder), one per kind of
 * vehicle: a car (body, then both wheels), a caravan (body, drawbar and jockey
 * wheel, windows, door, wheel) and a motorcycle (wheels, frame, tank, seat,
 * engine), at a stroke that reads at its size.
 */
export const DRAWINGS = {
  placeholderCar: {
    viewBox: '0 0 240 96',
    strokeWidth: 4,
    path: 'M14 70c-4 0-6-3-6-7v-9c0-5 3-8 8-9l30-6 26-18c5-3 10-5 16-5h58c6 0 11 2 15 6l22 20 27 5c7 1 12 7 12 14v8c0 4-3 7-7 7h-12M50 73h120M86 25l-20 16h50V25zM132 25v16h54l-18-14c-3-2-6-2-9-2zM31 72a13 13 0 1 0 26 0 13 13 0 1 0-26 0zM177 72a13 13 0 1 0 26 0 13 13 0 1 0-26 0z',
  },
  placeholderCaravan: {
    viewBox: '0 0 240 96',
    strokeWidth: 4,
    path: 'M137 74H44a6 6 0 0 1-6-6V20a10 10 0 0 1 10-10h168a10 10 0 0 1 10 10v48a6 6 0 0 1-6 6h-57M38 52h188M38 60 6 70h32M14 70v12M8 84h12M58 24h42v18H58zM178 24h32v18h-32zM112 74V24h22v50M137 76a13 13 0 1 0 26 0 13 13 0 1 0-26 0z',
  },
  placeholderMotorcycle: {
    viewBox: '0 0 240 96',
    strokeWidth: 4,
    path: 'M42 72a20 20 0 1 0 40 0 20 20 0 1 0-40 0zM160 72a20 20 0 1 0 40 0 20 20 0 1 0-40 0zM62 72l46-10M180 72 160 24M148 22h14l12-6M160 30l-12 10M102 40c10-10 36-10 48 0l-6 10h-38zM58 40h44M58 40l-16-8M72 40l16 22M106 56h34l-6 16h-24zM120 72l-30 6H70',
  },
} as const
