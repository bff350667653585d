import zlib from 'node:zlib'

/** A PDF's text runs in drawing order, as pdfkit writes them: each content stream inflated, each TJ array's hex strings joined. */
export function pdfTexts(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    try {
      return [zlib.inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')]
    } catch {
      return []
    }
  })
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[(.*?)\] TJ/g)].map((run) => [...run[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join('')),
  )
}

/** The "Label: value" facts of a pdfkit PDF that draws each as a bold label continued by its value. */
export function pdfFacts(pdf: Buffer): [string, string][] {
  const texts = pdfTexts(pdf)
  return texts.flatMap((text, at) => (/: $/.test(text) ? [[text.slice(0, -2), texts[at + 1] ?? ''] as [string, string]] : []))
}
