/**
 * Shown above a draft while an editor previews it. Leaving is a plain form
 * request to a route handler (not a client navigation), so the draft cookie is
 * cleared by the server, with or without JavaScript.
 */
export function PreviewBanner() {
  return (
    <form className="preview-banner" role="status" action="/preview/exit" method="get">
      Draft preview: shoppers do not see this version yet. <button type="submit">Leave preview</button>
    </form>
  )
}
