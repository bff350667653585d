/** A bar on stderr, redrawn in place, so stdout keeps only the report; drawn only on a terminal. */
export function progressBar(label: string, width = 30) {
  const drawing = process.stderr.isTTY === true
  return {
    show(fraction: number) {
      if (!drawing) return
      const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width)
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% `)
    },
    done() {
      if (drawing) process.stderr.write('\n')
    },
  }
}
