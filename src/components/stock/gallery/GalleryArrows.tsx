/** The gallery arrows' chevron, drawn here rather than from the icon set, which would bring every icon into the page's first download. */
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  )
}

type Props = { index: number; count: number; goTo: (index: number) => void; classes: { arrow: string; previous: string; next: string } }

/** Previous and next photo, for the page's gallery and its full-screen view alike (each places them with its own classes); none for a single photo. */
export function GalleryArrows({ index, count, goTo, classes }: Props) {
  if (count < 2) return null
  return (
    <>
      <button type="button" className={`${classes.arrow} ${classes.previous}`} aria-label="Previous photo" disabled={index === 0} onClick={() => goTo(index - 1)}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={`${classes.arrow} ${classes.next}`} aria-label="Next photo" disabled={index === count - 1} onClick={() => goTo(index + 1)}>
        <Chevron direction="right" />
      </button>
    </>
  )
}
