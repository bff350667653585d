import type { SitemapEntry } from '@/domain/sitemaps'
import { escapeXmlText } from '@/lib/escapeXml'

const lastmod = (date: string | null) => (date ? `<lastmod>${escapeXmlText(date)}</lastmod>` : '')

function xmlResponse(lines: string[]): Response {
  return new Response(['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n'), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  })
}

/** A sitemap file: each entry's address on the site's origin, with its last change. */
export function urlSetResponse(origin: string, entries: SitemapEntry[]): Response {
  return xmlResponse([
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => `  <url><loc>${escapeXmlText(origin + entry.path)}</loc>${lastmod(entry.lastModified)}</url>`),
    '</urlset>',
  ])
}

/** A sitemap index: each file's address, with the last change of anything it lists. */
export function sitemapIndexResponse(origin: string, files: SitemapEntry[]): Response {
  return xmlResponse([
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeXmlText(origin + file.path)}</loc>${lastmod(file.lastModified)}</sitemap>`),
    '</sitemapindex>',
  ])
}
