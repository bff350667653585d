import { expect, test, type Page } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'
const home = `http://swan-river-toyota.localhost:${port}/`

const PHONE = { width: 390, height: 844 }
const TABLET = { width: 768, height: 1024 }
const LAPTOP = { width: 1366, height: 900 }

const header = (page: Page) => page.locator('header.site-header')
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const searchEntry = (page: Page) => header(page).getByRole('link', { name: 'Search cars' })
const phoneLink = (page: Page) => header(page).getByRole('link', { name: /^Call / })

/** The drawer's dialog, open and its code loaded. */
async function openDrawer(page: Page) {
  await menuButton(page).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  return drawer
}

for (const viewport of [PHONE, TABLET, LAPTOP]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test('the phone number and a search entry are visible in the header, the menus below 1024 px sit behind a menu button', async ({ page }) => {
      await page.goto(home)
      const box = (await header(page).boundingBox())!
      if (viewport.width < 1024) expect(box.height).toBeLessThanOrEqual(64)
      expect(box.width).toBeLessThanOrEqual(viewport.width)
      await expect(phoneLink(page)).toBeVisible()
      await expect(phoneLink(page)).toHaveAttribute('href', /^tel:/)
      await expect(searchEntry(page)).toBeVisible()
      await expect(searchEntry(page)).toHaveAttribute('href', '/search/new-used-and-demo-cars')
      const nav = page.getByRole('navigation', { name: 'Main' })
      if (viewport.width < 1024) {
        await expect(menuButton(page)).toBeVisible()
        await expect(nav).toBeHidden()
      } else {
        await expect(menuButton(page)).toBeHidden()
        await expect(nav).toBeVisible()
        await expect(nav.getByRole('button', { name: 'New Vehicles' })).toBeVisible()
        // Logo, menus, actions on one row inside the header.
        const navBox = (await nav.boundingBox())!
        expect(navBox.y).toBeGreaterThanOrEqual(box.y)
        expect(navBox.y + navBox.height).toBeLessThanOrEqual(box.y + box.height)
      }
      // Every control in the header is on screen and at least 44 px square.
      const small = await header(page).evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('a, button')]
          .filter((control) => control.checkVisibility())
          .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent, rect: control.getBoundingClientRect() }))
          .filter(({ rect }) => rect.height < 44 || rect.width < 32 || rect.right > window.innerWidth)
          .map(({ name }) => name),
      )
      expect(small).toEqual([])
    })

    test('the header sticks on scroll, keeping its box, with the phone and search still in view', async ({ page }) => {
      await page.goto(`${home}search/new-used-and-demo-cars`)
      const before = (await header(page).boundingBox())!
      const logoBefore = (await header(page).locator('img.site-logo').boundingBox())!
      await page.mouse.move(5, viewport.height - 5)
      await page.mouse.wheel(0, 1200)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
      const after = (await header(page).boundingBox())!
      expect(after.height).toBe(before.height)
      if (viewport.width < 1024) {
        // One row stuck at the top, its logo drawn smaller.
        await expect.poll(async () => (await header(page).boundingBox())!.y).toBe(0)
        await expect.poll(async () => (await header(page).locator('img.site-logo').boundingBox())!.height).toBeLessThan(logoBefore.height)
      } else {
        // The top row slides away; the menu row stays at the top of the screen.
        await expect.poll(async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y).toBe(0)
        expect(after.y).toBeLessThan(0)
      }
      await expect(phoneLink(page).locator('visible=true').last()).toBeInViewport()
      await expect(searchEntry(page).locator('visible=true').last()).toBeInViewport()
    })
  })
}

test.describe('the menu drawer on a phone', () => {
  test.use({ viewport: PHONE })

  test('traps focus, closes on Escape with focus back on the menu button, and the page does not scroll behind it', async ({ page }) => {
    await page.goto(home)
    await page.evaluate(() => window.scrollTo(0, 300))
    const drawer = await openDrawer(page)
    const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInside()).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await focusInside()).toBe(true)

    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(300)

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('the models mega-menu is an accordion in the drawer, and choosing a model closes it', async ({ page }) => {
    await page.goto(home)
    const drawer = await openDrawer(page)
    const models = drawer.locator('summary', { hasText: 'New Vehicles' })
    const explore = drawer.getByRole('link', { name: /^Explore / })
    await expect(explore.first()).toBeHidden()
    await models.click()
    await expect(explore).toHaveCount(10)
    await expect(explore.first()).toBeVisible()
    await expect(explore.first()).toHaveAccessibleName('Explore bZ4X')
    await expect(drawer.getByRole('link', { name: 'All Models' })).toBeVisible()

    // One section open at a time: opening Company closes New Vehicles.
    await drawer.locator('summary', { hasText: 'Company' }).click()
    await expect(drawer.getByRole('link', { name: 'About Us' })).toBeVisible()
    await expect(explore.first()).toBeHidden()

    await models.click()
    await drawer.getByRole('link', { name: 'Explore HiLux' }).click()
    await expect(page).toHaveURL(/\/models\/new-toyota-hilux-vehicle$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux')
  })

  test('a dropdown with its own page lists that page first in the drawer', async ({ page }) => {
    await page.goto(home)
    const drawer = await openDrawer(page)
    await drawer.locator('summary', { hasText: 'Service' }).click()
    await expect(drawer.getByRole('link', { name: 'Service overview' })).toHaveAttribute('href', '/service')
    await expect(drawer.getByRole('link', { name: 'Online Service Booking' })).toBeVisible()
  })

  test('without JavaScript the menu button leads to the footer menus', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(home)
    const fallback = page.locator('header').getByRole('link', { name: 'Menu', exact: true })
    await expect(fallback).toHaveAttribute('href', '#site-footer-nav')
    await fallback.click()
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeInViewport()
    await context.close()
  })
})
