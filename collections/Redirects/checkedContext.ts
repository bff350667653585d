/** Set in a save's context when the whole site's redirects were checked already (the CSV import, a seed file's onboarding), so each save need not check them again. */
export const REDIRECTS_CHECKED = 'redirectsChecked'
