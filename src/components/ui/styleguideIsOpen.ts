/** The styleguide is for people building the sites: open in development and in the test servers (FORECOURT_STYLEGUIDE=1), never in production. */
export function styleguideIsOpen(): boolean {
  return process.env.NODE_ENV === 'development' || process.env.FORECOURT_STYLEGUIDE === '1'
}
