import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { themeCssVariables } from '../../src/domain/theme'

const port = process.env.E2E_PORT ?? '3200'
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)).join(', ')})`

test('the styleguide renders every component in the site theme, noindex', async ({ page }) => {
  await page.goto(`http://coastal-motors.localhost:${port}/_styleguide`)
  await expect(page.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeVisible()
  for (const section of ['Type', 'Buttons', 'Form controls', 'Badges and chips', 'Cards and skeletons', 'Accordion', 'Drawer, dialog, tabs, chips and toast']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  // Coastal Motors' teal fails 3:1 on white, so the button is filled with the accessible shade of it.
  const accent = themeCssVariables({ accentColour: '#13c4a3' })['--colour-accent']!
  expect(accent).not.toBe('#13c4a3')
  await expect(page.getByRole('button', { name: 'Enquire now' })).toHaveCSS('background-color', rgb(accent))
  // Corners come from the site's theme: Coastal Motors chose round, Swan River Toyota sharp.
  await expect(page.getByRole('button', { name: 'Enquire now' })).toHaveCSS('border-radius', '14px')
  // A link drawn as a button keeps the button's label colour, not the link colour.
  const link = page.getByRole('link', { name: 'A link as a button' })
  await expect(link).toHaveCSS('color', await page.getByRole('button', { name: 'Enquire now' }).evaluate((element) => getComputedStyle(element).color))

  // No control is drawn by the browser: checkboxes, radios and selects are styled.
  for (const control of await page.locator('input[type=checkbox], input[type=radio], select').all()) {
    await expect(control).toHaveCSS('appearance', 'none')
  }
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})

test('the drawer traps focus, stops the page scrolling, closes on Escape and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`http://swan-river-toyota.localhost:${port}/_styleguide`)
  await expect(page.getByRole('button', { name: 'Enquire now' })).toHaveCSS('border-radius', '2px')
  const opener = page.getByRole('button', { name: 'Open drawer' })
  await opener.click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')

  const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])

  // Tab past the last control comes back to the first, and Shift+Tab the other way.
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await drawer.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(drawer.getByRole('button', { name: 'Show 128 cars' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
})

test('the dialog closes on Escape and tabs move with the arrow keys', async ({ page }) => {
  await page.goto(`http://swan-river-toyota.localhost:${port}/_styleguide`)
  await page.getByRole('button', { name: 'Open dialog' }).click()
  await expect(page.getByRole('dialog', { name: 'Book a test drive' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open dialog' })).toBeFocused()

  await page.getByRole('tab', { name: 'Overview' }).click()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Features' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveText(/Reversing camera/)

  await page.getByRole('button', { name: 'Remove SUV' }).click()
  await expect(page.getByRole('button', { name: 'Remove SUV' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Remove Toyota' })).toBeVisible()
})
