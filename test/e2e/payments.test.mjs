import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, readCodeFromMailbox, screenshot, signIn, uniqueEmail } from './support.mjs'
import { showParkMap } from './park-map.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** Waits until the top bar shows this balance (it updates without a reload). */
const creditsShown = (page, n) => page.getByTestId('credits-balance').filter({ hasText: new RegExp(`^${n}$`) }).waitFor()

test('buy 20 credits in test mode and see the balance change without a reload', async () => {
  // No service worker: trail mode's worker sends the page's writes itself, and Playwright cannot route
  // a request the worker makes, so the refused payment start below would reach the server once the
  // worker controls the page.
  const { page, context, problems } = await newPage(browser, { serviceWorkers: 'block' })
  await signIn(page, uniqueEmail('buyer'))
  await page.goto('/account?tab=credits')
  await page.getByTestId('credits-tab-balance').filter({ hasText: /^50 credits$/ }).waitFor()
  await screenshot(page, 'account-credits-1280')
  // The payment cannot be started the first time: the page says so and offers to try again.
  let refused = 0
  await context.route('**/api/create-payment-intent', (route) => {
    refused++
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Payments are resting for a moment. Please try again.' }) })
  })
  await page.getByRole('link', { name: '$5 = 20 Credits' }).click()
  await page.waitForURL((url) => url.pathname === '/checkout')
  await page.getByRole('alert').filter({ hasText: 'Payments are resting for a moment. Please try again.' }).waitFor()
  assert.equal(await page.getByText('Preparing checkout...').count(), 0)
  await context.unroute('**/api/create-payment-intent')
  assert.equal(refused, 1)
  await page.getByRole('button', { name: 'Try Again' }).click()
  await page.getByText('Test mode: no card is charged').waitFor()
  await page.getByText('Add credits to your account for story chapters').waitFor()
  assert.equal(await page.getByTestId('credits-after-purchase').textContent(), '70')
  await screenshot(page, 'checkout-credits-1280')
  await page.getByRole('button', { name: 'Complete Purchase $5.00' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByText('Payment Successful', { exact: true }).first().waitFor()
  await page.getByText('20 credits added to your account!').first().waitFor()
  await creditsShown(page, 70)
  // The success flag is cleared from the address once the purchase is confirmed.
  await page.waitForURL((url) => !url.search.includes('purchase='))
  await page.goto('/account?tab=credits')
  await page.getByTestId('purchase-history').getByText('20 Credits').waitFor()
  await page.getByTestId('credit-history').getByText('Credits bought').waitFor()
  assert.deepEqual(problems, [])
  await context.close()
})

test('unlock East & Other from the locked region card with WELCOME10 ($8.00) and start a story there', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('unlock'))
  await addChildInBrowser(page, 'Wren', '2016-08-08')
  await page.goto('/')
  await page.getByTestId('locked-region').filter({ hasText: 'East & Other' }).getByRole('link', { name: 'Unlock Region' }).click()
  await page.waitForURL((url) => url.pathname === '/checkout')
  await page.getByText('East & Other Region + 20 Credits').waitFor()
  await page.getByText(/Unlock \d+ parks and get 20 credits/).waitFor()

  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByText('Please enter a discount code to apply.').first().waitFor()
  await page.getByLabel('Discount code').fill('NOPE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByText('The discount code you entered is not valid.').first().waitFor()
  await page.getByLabel('Discount code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByText('Discount Applied!', { exact: true }).first().waitFor()
  await page.getByTestId('checkout-total').getByText('$8.00').waitFor()
  await page.getByRole('button', { name: 'Complete Purchase $8.00' }).waitFor()
  await screenshot(page, 'checkout-region-discount-1280', { fullPage: false })
  await page.setViewportSize({ width: 375, height: 800 })
  await screenshot(page, 'checkout-region-375')
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'no sideways scroll at 375 px')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole('button', { name: 'Complete Purchase $8.00' }).click()
  await page.getByText('East & Other region unlocked with 20 credits!').first().waitFor()
  await creditsShown(page, 70)
  await showParkMap(page)
  await page.locator('.park-marker[data-park-id="acadia"]').first().waitFor()
  assert.equal(await page.locator('.park-marker--locked[data-park-id="acadia"]').count(), 0)

  // Back to the same checkout: the region is already unlocked.
  await page.goto('/checkout?type=region&region=East%20%26%20Other')
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByText('You already have access to the East & Other region.').first().waitFor()

  await page.goto('/story/start/acadia')
  await page.getByRole('button', { name: 'Quick Start (1 credit)' }).click()
  await page.waitForURL((url) => /^\/story\/[\w-]+$/.test(url.pathname))
  assert.deepEqual(problems, [])
  await context.close()
})

test('a friend opens the referral link in a fresh browser, signs up, and both families have 55 credits', async () => {
  const host = await newPage(browser)
  await signIn(host.page, uniqueEmail('host'))
  await host.page.goto('/referral')
  await host.page.getByText('How Referrals Work').waitFor()
  const link = await host.page.getByLabel('Share this link').inputValue()
  assert.match(link, /\/api\/referral\?ref=[\w-]{10,}$/)
  await host.page.getByRole('img', { name: 'QR code of your referral link' }).waitFor()
  await screenshot(host.page, 'referral-1280')

  const friend = await newPage(browser)
  await friend.page.goto(link)
  await friend.page.getByRole('heading', { name: 'Explore National Parks Through Stories' }).waitFor()
  const email = uniqueEmail('friend')
  await friend.page.goto('/api/login')
  await friend.page.getByLabel('E-mail address').fill(email)
  await friend.page.getByRole('button', { name: 'Email Me a Code' }).click()
  await friend.page.getByLabel('Sign-in code').fill(await readCodeFromMailbox(friend.context, email))
  await friend.page.getByRole('button', { name: 'Sign In' }).click()
  await friend.page.waitForURL((url) => url.pathname === '/')
  await creditsShown(friend.page, 55)

  await host.page.reload()
  await creditsShown(host.page, 55)
  assert.equal(await host.page.getByTestId('friends-referred').textContent(), '1')
  await host.page.getByText('Friend joined').waitFor()
  await host.page.getByText('+5 Credits').waitFor()
  assert.deepEqual([...host.problems, ...friend.problems], [])
  await host.context.close()
  await friend.context.close()
})

test("a parent downloads the family's data, then deletes the account", async () => {
  const { page, context, problems } = await newPage(browser)
  const email = uniqueEmail('leaving')
  await signIn(page, email)
  await addChildInBrowser(page, 'Ivy', '2018-01-01')
  await page.goto('/account?tab=profile')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: "Download my family's data" }).click()])
  assert.match(download.suggestedFilename(), /^story-trails-family-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'))
  assert.equal(data.profile.email, email)
  assert.equal(data.children[0].name, 'Ivy')

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.example')
  await dialog.getByRole('button', { name: 'Delete Forever' }).click()
  await dialog.getByText('Please type your e-mail address exactly to confirm.').first().waitFor()
  await screenshot(page, 'delete-account-dialog', { fullPage: false })
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email)
  await dialog.getByRole('button', { name: 'Delete Forever' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByText('Account Deleted', { exact: true }).first().waitFor()
  await page.getByRole('heading', { name: 'Explore National Parks Through Stories' }).waitFor()
  assert.equal((await page.request.get('/api/auth/user')).status(), 401)
  assert.deepEqual(problems, [])
  await context.close()
})
