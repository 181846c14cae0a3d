import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { launchBrowser, newPage, screenshot, signIn, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test('a parent signs in with the code from the dev mailbox, sees 50 credits, uses the avatar menu and signs out', async () => {
  const { page, context, problems } = await newPage(browser)
  await signIn(page, uniqueEmail('explorer'))
  await page.getByRole('heading', { name: /Welcome to Story Trails/ }).waitFor()
  assert.equal(await page.getByTestId('credits-balance').textContent(), '50')
  // No name yet: the avatar falls back to the first letter of the e-mail address.
  assert.equal((await page.getByRole('button', { name: 'Account menu' }).locator('[aria-hidden]').first().textContent())?.trim(), 'E')
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Explore Parks' }).getAttribute('aria-current'), 'page')

  // Name the parent: the initials follow.
  await page.goto('/account')
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.getByLabel('First Name').fill('Rosa')
  await page.getByLabel('Last Name').fill('Parks Ranger')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page.getByText('Profile Updated!', { exact: true }).waitFor()
  // The top bar renders the reloaded parent a moment after the notice (a busy clean-clone run read it first).
  await page.getByRole('button', { name: 'Account menu' }).locator('[aria-hidden]').first().filter({ hasText: /^\s*RP\s*$/ }).waitFor()
  assert.equal((await page.getByRole('button', { name: 'Account menu' }).locator('[aria-hidden]').first().textContent())?.trim(), 'RP')
  await screenshot(page, 'account-profile-1280')

  await page.getByRole('button', { name: 'Account menu' }).click()
  for (const item of ['My Library', 'Account & Credits', 'Adventure Stats', 'Ranger Badges', 'Sign Out']) {
    await page.getByRole('menuitem', { name: item }).waitFor()
  }
  assert.equal(await page.getByRole('menuitem', { name: 'Admin Portal' }).count(), 0)
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByRole('link', { name: 'Get Started' }).waitFor()
  assert.deepEqual(problems, [])
  await context.close()
})

test('a wrong code shows a clear message and keeps the parent on the code step', async () => {
  const { page, context } = await newPage(browser)
  await page.goto('/api/login')
  await page.getByLabel('E-mail address').fill(uniqueEmail('typo'))
  await page.getByRole('button', { name: 'Email Me a Code' }).click()
  await page.getByLabel('Sign-in code').fill('000000')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByText(/That code is not right/).waitFor()
  await context.close()
})

test('signed in on a phone: the top bar, the 404 page', async () => {
  const { page, context } = await newPage(browser, { width: 375, height: 812 })
  await signIn(page, uniqueEmail('phone'))
  await page.getByTestId('credits-balance').waitFor()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`)
  await screenshot(page, 'home-welcome-375')
  await page.goto('/no-such-trail')
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
  await page.getByText('Did you forget to add the page to the router?').waitFor()
  await screenshot(page, 'not-found-375')
  await context.close()
})
