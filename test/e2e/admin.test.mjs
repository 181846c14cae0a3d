import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { launchBrowser, newPage, queryLocalDb, screenshot, signIn, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`

/** A parent signed in through the sign-in page, then made admin (the journeys' Worker has no ADMIN_EMAILS). */
async function signInAdmin(page, email) {
  await signIn(page, email)
  queryLocalDb(`update users set is_admin = 1 where email = ${sqlText(email)}`)
}

/** Waits for a notice (toast) with this title and text. */
async function notice(page, title, text) {
  const toast = page.getByRole('status').filter({ hasText: title })
  await (text ? toast.filter({ hasText: text }) : toast).first().waitFor()
}

const row = (page, text) => page.locator('tbody tr').filter({ hasText: text })

test('an admin promotes a user, grants credits, manages a discount code, sends a test e-mail and sets a new default story template', async () => {
  // A family to manage, signed in once so it exists.
  const member = await newPage(browser)
  const memberEmail = uniqueEmail('member')
  await signIn(member.page, memberEmail)
  await member.context.close()

  // No service worker: the step that holds back the page's refresh must see its requests.
  const { page, context, problems } = await newPage(browser, { serviceWorkers: 'block' })
  const adminEmail = uniqueEmail('ranger')
  await signInAdmin(page, adminEmail)
  await page.goto('/admin')
  await page.getByRole('heading', { name: 'Admin Portal' }).waitFor()
  await page.getByText('Manage users, credits, and system settings').waitFor()
  for (const card of ['Total Users', 'Admins', 'Active Discounts', 'Total Children', 'Total Credits']) await page.getByText(card, { exact: true }).first().waitFor()

  // Users: find the member, promote them, add 10 credits.
  await page.getByLabel('Search users').fill(memberEmail)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL((url) => url.searchParams.get('q') === memberEmail)
  // The URL changes before React renders the new list (navigations render in a transition), so wait
  // for the searched page itself: on a fresh database the unsearched list also has exactly two rows.
  await page.getByText(`1 matching "${memberEmail}"`).waitFor()
  const memberRow = row(page, memberEmail)
  await memberRow.waitFor()
  assert.equal(await page.locator('tbody tr').count(), 1)
  // The admin's own row has no promote, demote or delete.
  await memberRow.getByRole('button', { name: 'Make Admin' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Make Admin' }).click()
  await notice(page, 'Success')
  await memberRow.getByText('Admin', { exact: true }).waitFor()
  assert.equal(queryLocalDb(`select is_admin from users where email = ${sqlText(memberEmail)}`)[0].is_admin, 1)

  const before = Number(await memberRow.getByTestId('user-credits').textContent())
  await memberRow.getByRole('button', { name: /^Add credits to / }).click()
  const creditsDialog = page.getByRole('dialog')
  await creditsDialog.getByLabel('Credits').fill('0')
  await creditsDialog.getByRole('button', { name: 'Add Credits' }).click()
  await creditsDialog.getByText('Please enter a valid credit amount').waitFor()
  await creditsDialog.getByLabel('Credits').fill('10')
  await creditsDialog.getByRole('button', { name: 'Add Credits' }).click()
  await notice(page, 'Success')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.waitForFunction(
    ([email, expected]) => [...document.querySelectorAll('tbody tr')].some((tr) => tr.textContent.includes(email) && tr.querySelector('[data-testid="user-credits"]')?.textContent === expected),
    [memberEmail, String(before + 10)],
  )
  const [ledger] = queryLocalDb(
    `select l.delta, l.reason from credit_ledger l join users u on u.id = l.user_id where u.email = ${sqlText(memberEmail)} order by l.id desc limit 1`,
  )
  assert.deepEqual(ledger, { delta: 10, reason: 'admin-grant' })

  // The admin's own row: no Make/Remove Admin, no Delete.
  await page.getByLabel('Search users').fill(adminEmail)
  await page.getByRole('button', { name: 'Search' }).click()
  const mine = row(page, adminEmail)
  await mine.waitFor()
  assert.equal(await mine.getByRole('button', { name: /Remove Admin|Make Admin|^Delete/ }).count(), 0)

  // Discount codes: create one (typed lowercase, sent uppercase), then deactivate it.
  const code = `SPRING${Date.now() % 100000}`
  await page.getByRole('link', { name: 'Discount Codes' }).click()
  await page.getByRole('button', { name: 'Create Discount' }).first().click()
  const discountDialog = page.getByRole('dialog')
  await discountDialog.getByLabel('Code').fill(code.toLowerCase())
  await discountDialog.getByLabel('Percentage (%)').fill('25')
  await discountDialog.getByLabel('Max Usage (optional)').fill('100')
  await discountDialog.getByRole('button', { name: 'Create Discount' }).click()
  await notice(page, 'Success')
  const codeRow = page.getByTestId('discount-row').filter({ hasText: code })
  await codeRow.getByText('Percentage').waitFor()
  await codeRow.getByText('0 / 100').waitFor()
  await codeRow.getByRole('button', { name: `Deactivate ${code}` }).click()
  await codeRow.getByRole('button', { name: `Activate ${code}` }).waitFor()
  assert.equal(queryLocalDb(`select active from discount_codes where code = ${sqlText(code)}`)[0].active, 0)

  // E-mail: an empty address is refused; a test e-mail arrives in the dev mailbox.
  await page.getByRole('link', { name: 'Email & Templates' }).click()
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await page.getByText('Please enter an email address').first().waitFor()
  const testTo = uniqueEmail('inbox')
  await page.getByLabel('Email address').fill(testTo)
  await page.getByLabel('Email type').selectOption('story-completion')
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await notice(page, 'Test Email Sent')
  const mailbox = await context.newPage()
  let arrived = false
  for (let attempt = 0; attempt < 40 && !arrived; attempt++) {
    await mailbox.goto('/dev/mailbox')
    arrived = (await mailbox.getByTestId('mailbox-message').filter({ hasText: testTo }).filter({ hasText: '[Test]' }).count()) > 0
    if (!arrived) await mailbox.waitForTimeout(250)
  }
  assert.ok(arrived, 'the test e-mail is in the dev mailbox')
  await mailbox.close()

  // Story templates: create one, edit it, test it for chapter 3, make it the default.
  await page.getByRole('link', { name: 'Story Templates' }).click()
  await page.locator('#story-template-select option', { hasText: '(Default)' }).first().waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'New Template' }).click()
  const newDialog = page.getByRole('dialog')
  await newDialog.getByLabel('Template name').fill('Journey Template')
  await newDialog.getByRole('button', { name: 'Create Template' }).click()
  await notice(page, 'Success')
  await page.getByTestId('story-template-content').filter({ hasText: 'Enter your story template here...' }).waitFor()
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Template content').fill(
    'Write chapter {{chapterNumber}} of a story set in {{parkName}} for a child of {{childAge}}.\n{{previousChapterParagraphBlock}}\n{{endingInstructions}}',
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await notice(page, 'Success')
  await page.getByTestId('story-template-content').filter({ hasText: 'Write chapter {{chapterNumber}}' }).waitFor()

  await page.getByLabel('Chapter', { exact: true }).selectOption('3')
  await page.getByLabel('Park', { exact: true }).selectOption('zion')
  await page.getByLabel('Character', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Sidekick', { exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Test Template' }).click()
  const processed = page.getByTestId('processed-template')
  await processed.waitFor()
  const text = await processed.textContent()
  assert.match(text, /^Write chapter 3 of a story set in Zion National Park for a child of 8\./)
  assert.doesNotMatch(text, /\{\{\w+\}\}/)
  assert.match(await page.getByTestId('processed-length').textContent(), new RegExp(`^${text.length.toLocaleString('en-US')} characters$`))
  await screenshot(page, 'admin-template-test-1280', { fullPage: false })
  await page.getByRole('button', { name: 'Close' }).first().click()

  // The refreshed page takes "Set as Default" away (the template is the default now). The notice must
  // not depend on the button outliving the refresh: it comes while the refresh is still held back.
  let releaseRefresh
  const refreshHeld = new Promise((resolve) => (releaseRefresh = resolve))
  const holdRefresh = async (route) => {
    if (route.request().method() === 'GET') await refreshHeld
    await route.continue()
  }
  // Remix's data requests (single fetch): `<path>.data`; only the refresh (a GET) is held, not the action.
  await page.route(/\.data(\?|$)/, holdRefresh)
  await page.getByRole('button', { name: 'Set as Default' }).click()
  await notice(page, 'Success')
  assert.equal(await page.locator('#story-template-select option', { hasText: 'Journey Template (Default)' }).count(), 0, 'the page was refreshed before the notice')
  // From here on the route lets every request through at once.
  releaseRefresh()
  await page.locator('#story-template-select option', { hasText: 'Journey Template (Default)' }).waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Set as Default' }).waitFor({ state: 'detached' })
  assert.deepEqual(queryLocalDb('select name from story_templates where is_default = 1'), [{ name: 'Journey Template' }])

  // Every change is in the audit log.
  await page.getByRole('link', { name: 'Audit Log' }).click()
  const labels = ['Made admin', 'Added credits', 'Created discount code', 'Deactivated discount code', 'Sent test e-mail', 'Created story template', 'Updated story template', 'Set default story template']
  const mineOnly = page.getByTestId('audit-row').filter({ hasText: adminEmail })
  await mineOnly.first().waitFor()
  // Newest first: the journey's changes in reverse order.
  assert.deepEqual(await mineOnly.locator('td:nth-child(3)').allTextContents(), [...labels].reverse())
  assert.deepEqual(problems, [])
  await context.close()
})

test('every admin tab looks right at 1280 px and 375 px', async () => {
  for (const width of [1280, 375]) {
    const { page, context, problems } = await newPage(browser, { width, height: width === 375 ? 800 : 900 })
    await signInAdmin(page, uniqueEmail(`look${width}`))
    for (const [path, name, heading] of [
      ['/admin', 'users', 'Users'],
      ['/admin/discount-codes', 'discount-codes', 'Discount Codes'],
      ['/admin/email', 'email', 'Email Templates'],
      ['/admin/story-templates', 'story-templates', 'Template Variables'],
      ['/admin/audit-log', 'audit-log', 'Audit Log'],
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'Admin Portal' }).waitFor()
      await page.getByText(heading, { exact: true }).last().waitFor()
      // Nothing pokes out sideways: wide tables scroll inside their own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(overflow <= 0, `${path} at ${width} px is ${overflow} px too wide`)
      await screenshot(page, `admin-${name}-${width}`)
    }
    // The e-mail template editor with its sandboxed preview.
    await page.goto('/admin/email')
    await page.getByRole('button', { name: 'Edit Welcome' }).click()
    const preview = page.getByRole('dialog').locator('iframe')
    await preview.waitFor()
    assert.equal(await preview.getAttribute('sandbox'), '')
    await page.frameLocator('[role="dialog"] iframe').getByText('Welcome to Story Trails', { exact: false }).first().waitFor()
    await screenshot(page, `admin-email-editor-${width}`, { fullPage: false })
    assert.deepEqual(problems, [])
    await context.close()
  }
})
