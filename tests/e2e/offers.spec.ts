import { expect, test } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3200'

test('offer text toggles between its cut and its full length', async ({ page }) => {
  await page.goto(`http://swan-river-toyota.localhost:${port}/special-offers`)
  const card = page.locator('article.offer-card').filter({ hasText: 'RAV4 Hybrid GX' })
  const disclaimer = card.locator('.offer-disclaimer')
  await expect(disclaimer).not.toContainText('fees and charges apply.')
  await disclaimer.getByRole('button', { name: 'View full disclaimer' }).click()
  await expect(disclaimer).toContainText('fees and charges apply.')
  await disclaimer.getByRole('button', { name: 'View less disclaimer' }).click()
  await expect(disclaimer).not.toContainText('fees and charges apply.')

  const more = card.getByRole('button', { name: 'View more' })
  await more.click()
  await expect(card).toContainText('ask about our trade-in bonus')
  await expect(card.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')
})
