import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { addChildInBrowser, launchBrowser, newPage, screenshot, signIn, uniqueEmail } from './support.mjs'

let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** The active child's @username, from the page's header card. */
async function ownUsername(page) {
  await page.goto('/trail-buddies')
  const text = await page.getByRole('region', { name: 'Explorer' }).getByText(/^@/).first().textContent()
  return text.trim().replace(/^@/, '')
}

/** Full-page screenshots from the top, so the sticky top bar stays at the top of the picture. */
async function shot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, name)
}

async function noOverflow(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`)
}

const toast = (page, title) => page.getByText(title, { exact: true }).first()

/** Waits until the page's live channel to the family is open: from then on the other family's news arrives by itself. */
const untilLive = (page) => page.locator('header[data-live="open"]').waitFor({ timeout: 15_000 })
const newsDot = (page) => page.getByTestId('buddy-news-dot').locator('visible=true')

test('two families: a request, the other grown-up accepts, a live chat both ways, a blocked message never delivered, a grown-up reads and blocks, a buddy removed', async () => {
  // Two parents in two browsers: Maya's on a laptop, Leo's on a phone.
  const maya = await newPage(browser, { width: 1280, height: 900 })
  const leo = await newPage(browser, { width: 375, height: 812 })
  await signIn(maya.page, uniqueEmail('maya-parent'))
  await signIn(leo.page, uniqueEmail('leo-parent'))
  await addChildInBrowser(maya.page, 'Maya Rivera', '2016-05-03')
  await addChildInBrowser(leo.page, 'Leo Park', '2017-09-12')

  // Signed in with a child: the header card, the tabs, nothing yet.
  const mayaName = await ownUsername(maya.page)
  const leoName = await ownUsername(leo.page)
  assert.notEqual(mayaName, leoName)
  const header = maya.page.getByRole('region', { name: 'Explorer' })
  await header.getByText('Maya Rivera').waitFor()
  await header.getByText(/Age \d+/).waitFor()
  assert.equal(await maya.page.getByTestId('unread-total').textContent(), '0')
  await maya.page.getByRole('tab', { name: 'My Buddies (0)' }).waitFor()
  await maya.page.getByText('No Trail Buddies yet').waitFor()

  // Leo's grown-up has Trail Buddies open, on the Requests tab, before anything is sent.
  await leo.page.goto('/trail-buddies?tab=requests')
  await leo.page.getByRole('tab', { name: 'Requests (0)' }).waitFor()
  await untilLive(leo.page)
  assert.equal(await newsDot(leo.page).count(), 0)

  // Maya's grown-up sends a request by username; suggestions come from the first letters.
  await untilLive(maya.page)
  await maya.page.getByRole('tab', { name: 'Add Buddy' }).click()
  await maya.page.getByLabel("Buddy's username").fill(leoName.slice(0, 4))
  await maya.page.getByRole('button', { name: `@${leoName}` }).click()
  assert.equal(await maya.page.getByLabel("Buddy's username").inputValue(), leoName)
  await maya.page.getByRole('button', { name: 'Send Request' }).click()
  await toast(maya.page, 'Friend request sent!').waitFor()
  const pending = maya.page.getByTestId('sent-request').filter({ hasText: `@${leoName}` })
  await pending.getByText('Pending', { exact: true }).waitFor()
  await shot(maya.page, 'trail-buddies-add-1280')

  // Asking twice changes nothing and says why.
  await maya.page.getByLabel("Buddy's username").fill(leoName)
  await maya.page.getByRole('button', { name: 'Send Request' }).click()
  await toast(maya.page, 'Error sending friend request').waitFor()
  assert.equal(await maya.page.getByTestId('sent-request').count(), 1)

  // Leo's grown-up sees the request arrive without a reload (name, username, when), with the top
  // bar's dot on Trail Buddies, and accepts it.
  await leo.page.getByRole('tab', { name: 'Requests (1)' }).waitFor()
  await newsDot(leo.page).waitFor()
  await leo.page.getByRole('link', { name: 'Trail Buddies, 1 new' }).waitFor()
  const request = leo.page.getByTestId('buddy-request')
  // Another family sees a first name only, never the surname.
  await request.getByText('Maya', { exact: true }).waitFor()
  assert.equal(await leo.page.getByText(/Rivera/).count(), 0)
  await request.getByText(`@${mayaName}`).waitFor()
  await request.getByText(/Asked (just now|\d+ seconds? ago|a minute ago)/).waitFor()
  await noOverflow(leo.page)
  await shot(leo.page, 'trail-buddies-requests-375')
  await request.getByRole('button', { name: `Accept @${mayaName}` }).click()
  await toast(leo.page, 'Friend request accepted!').waitFor()
  await leo.page.getByRole('tab', { name: 'Requests (0)' }).waitFor()
  await newsDot(leo.page).waitFor({ state: 'detached' })
  await leo.page.getByRole('tab', { name: 'My Buddies (1)' }).click()

  // Maya's page shows her new buddy without a reload; both open the chat.
  await maya.page.getByRole('tab', { name: 'My Buddies (1)' }).click()
  assert.equal(await maya.page.getByTestId('sent-request').count(), 0)
  await maya.page.getByRole('button', { name: `Chat with Leo (@${leoName})` }).click()
  const mayaChat = maya.page.getByRole('region', { name: 'Chat with Leo' })
  await mayaChat.getByText('No messages yet').waitFor()
  await mayaChat.getByTestId('chat-status').filter({ hasText: 'Live' }).waitFor()
  assert.equal(Math.round((await mayaChat.boundingBox()).height), 600)

  // Leo's chat is not open: Maya's first message waits for him as unread.
  await mayaChat.getByLabel('Message to Leo').fill('want to go see the geysers in your story?')
  await mayaChat.getByRole('button', { name: 'Send' }).click()
  await mayaChat.getByTestId('chat-message').filter({ hasText: 'want to go see the geysers in your story?' }).waitFor()
  // Leo's page, still open on My Buddies, counts it without a reload, and the dot comes back.
  await leo.page.getByTestId('unread-total').filter({ hasText: /^1$/ }).waitFor()
  await leo.page.getByTestId('buddy-unread').filter({ hasText: '1 new' }).waitFor()
  await newsDot(leo.page).waitFor()
  await leo.page.getByRole('button', { name: `Chat with Maya (@${mayaName})` }).click()
  const leoChat = leo.page.getByRole('region', { name: 'Chat with Maya' })
  await leoChat.getByTestId('chat-message').filter({ hasText: 'want to go see the geysers in your story?' }).waitFor()
  await leoChat.getByTestId('chat-status').filter({ hasText: 'Live' }).waitFor()
  // Reading it cleared it, and the dot with it.
  await leo.page.getByTestId('unread-total').filter({ hasText: /^0$/ }).waitFor()
  assert.equal(await leo.page.getByTestId('buddy-unread').count(), 0)
  await newsDot(leo.page).waitFor({ state: 'detached' })

  // Live both ways, with no reload.
  await leoChat.getByLabel('Message to Maya').fill('yes! my sidekick found a bubbling mud pot')
  await leoChat.getByLabel('Message to Maya').press('Enter')
  await mayaChat.getByTestId('chat-message').filter({ hasText: 'my sidekick found a bubbling mud pot' }).waitFor()
  await mayaChat.getByLabel('Message to Leo').fill('did it go bloop bloop?')
  await mayaChat.getByRole('button', { name: 'Send' }).click()
  await leoChat.getByTestId('chat-message').filter({ hasText: 'did it go bloop bloop?' }).waitFor()

  // A phone number spelled out is stopped kindly, stays with Maya, and never reaches Leo.
  const secret = 'call me at five five five, one two three, four five six seven'
  await mayaChat.getByLabel('Message to Leo').fill(secret)
  await mayaChat.getByRole('button', { name: 'Send' }).click()
  const notice = mayaChat.getByRole('alert')
  await notice.getByText('Message not sent').waitFor()
  await notice.getByText(/Let's keep personal information private/).waitFor()
  assert.equal(await mayaChat.getByLabel('Message to Leo').inputValue(), secret, 'the words come back to be said another way')
  await shot(maya.page, 'trail-buddies-chat-1280')
  // Something sent after it arrives, so the blocked one would have arrived before it.
  await mayaChat.getByLabel('Message to Leo').fill('the geyser went whoosh')
  await mayaChat.getByRole('button', { name: 'Send' }).click()
  await leoChat.getByTestId('chat-message').filter({ hasText: 'the geyser went whoosh' }).waitFor()
  assert.equal(await leoChat.getByTestId('chat-message').count(), 4)
  assert.equal(await leoChat.getByText(/five five five/).count(), 0)
  await noOverflow(leo.page)
  await shot(leo.page, 'trail-buddies-chat-375')

  // Not in the stored history either.
  await maya.page.reload()
  await maya.page.getByRole('button', { name: `Chat with Leo (@${leoName})` }).click()
  await mayaChat.getByTestId('chat-message').filter({ hasText: 'the geyser went whoosh' }).waitFor()
  assert.equal(await mayaChat.getByTestId('chat-message').count(), 4)
  assert.equal(await mayaChat.getByText(/five five five/).count(), 0)

  // Switching the active child closes the open chat: Maya's brother has no buddies of his own.
  await addChildInBrowser(maya.page, 'Theo Rivera', '2019-02-20')
  await maya.page.goto('/trail-buddies')
  await maya.page.getByRole('button', { name: `Chat with Leo (@${leoName})` }).click()
  await mayaChat.getByTestId('chat-status').filter({ hasText: 'Live' }).waitFor()
  await maya.page.getByRole('button', { name: /^Maya Rivera ?, choose a child/ }).click()
  await maya.page.getByRole('menuitem', { name: /Theo Rivera/ }).click()
  await maya.page.getByRole('region', { name: 'Explorer' }).getByText('Theo Rivera').waitFor()
  await maya.page.getByRole('tab', { name: 'My Buddies (0)' }).waitFor()
  assert.equal(await mayaChat.count(), 0)
  await maya.page.getByText('Pick a buddy and press Chat to start talking.').waitFor()
  await maya.page.getByRole('button', { name: /^Theo Rivera ?, choose a child/ }).click()
  await maya.page.getByRole('menuitem', { name: /Maya Rivera/ }).click()
  await maya.page.getByRole('tab', { name: 'My Buddies (1)' }).waitFor()

  // The stat card counts the real buddy.
  await leo.page.goto('/stats')
  assert.equal(await leo.page.getByTestId('stats-trail-buddies').textContent(), '1')

  // Leo's grown-up reads the conversation (read-only), then blocks Maya's username.
  await leo.page.goto('/trail-buddies')
  await leo.page.getByRole('tab', { name: 'Grown-ups' }).click()
  await leo.page.getByRole('button', { name: `@${mayaName}` }).click()
  const readOnly = leo.page.getByRole('log', { name: 'Conversation with Maya (read-only)' })
  await readOnly.getByTestId('chat-message').filter({ hasText: 'the geyser went whoosh' }).waitFor()
  assert.equal(await readOnly.getByTestId('chat-message').count(), 4)
  await noOverflow(leo.page)
  await shot(leo.page, 'trail-buddies-grown-ups-375')
  await leo.page.getByLabel('Username to block').fill(mayaName)
  await leo.page.getByRole('button', { name: 'Block', exact: true }).click()
  await toast(leo.page, 'Username blocked').waitFor()
  await leo.page.getByRole('list', { name: 'Blocked usernames' }).getByText(`@${mayaName}`).waitFor()
  await leo.page.getByRole('tab', { name: 'My Buddies (0)' }).waitFor()

  // Maya's open chat closes, the friendship is gone from her page without a reload, and a new request is refused.
  await mayaChat.getByTestId('chat-status').filter({ hasText: 'Chat closed' }).or(maya.page.getByText('Pick a buddy and press Chat')).first().waitFor()
  await maya.page.getByRole('tab', { name: 'My Buddies (0)' }).waitFor()
  await maya.page.getByRole('tab', { name: 'Add Buddy' }).click()
  await maya.page.getByLabel("Buddy's username").fill(leoName)
  await maya.page.getByRole('button', { name: 'Send Request' }).click()
  await toast(maya.page, 'Error sending friend request').waitFor()
  assert.equal(await maya.page.getByTestId('sent-request').count(), 0)

  // Leo's grown-up lifts the block; a new request is accepted; then Maya's grown-up removes Leo.
  await leo.page.getByRole('button', { name: `Unblock @${mayaName}` }).click()
  await toast(leo.page, 'Username unblocked').waitFor()
  await maya.page.getByLabel("Buddy's username").fill(leoName)
  await maya.page.getByRole('button', { name: 'Send Request' }).click()
  await toast(maya.page, 'Friend request sent!').waitFor()
  await leo.page.goto('/trail-buddies?tab=requests')
  await leo.page.getByRole('button', { name: `Accept @${mayaName}` }).click()
  await toast(leo.page, 'Friend request accepted!').waitFor()
  await leo.page.goto('/trail-buddies')
  await leo.page.getByRole('button', { name: `Chat with Maya (@${mayaName})` }).click()
  await leoChat.getByText('No messages yet').waitFor()
  await leoChat.getByTestId('chat-status').filter({ hasText: 'Live' }).waitFor()
  await maya.page.goto('/trail-buddies')
  await maya.page.getByRole('button', { name: `Remove Leo (@${leoName})` }).click()
  await maya.page.getByRole('dialog').getByText('their chat will be deleted for both of them', { exact: false }).waitFor()
  await maya.page.getByRole('button', { name: 'Remove Buddy' }).click()
  await toast(maya.page, 'Friend removed').waitFor()
  await maya.page.getByRole('tab', { name: 'My Buddies (0)' }).waitFor()
  // Leo's open chat closes by itself, and his page shows no buddy, without a reload.
  await leoChat.waitFor({ state: 'detached' })
  await leo.page.getByRole('tab', { name: 'My Buddies (0)' }).waitFor()

  assert.deepEqual(maya.problems, [])
  assert.deepEqual(leo.problems, [])
  await maya.context.close()
  await leo.context.close()
})

test('signed out, the page asks to log in; with no children it sends the grown-up to add one', async () => {
  const { page, context, problems } = await newPage(browser, { width: 375, height: 812 })
  await page.goto('/trail-buddies')
  await page.getByText('Please log in to view trail buddies.').waitFor()
  await signIn(page, uniqueEmail('no-kids'))
  await page.goto('/trail-buddies')
  await page.getByRole('heading', { name: 'No Children Found' }).waitFor()
  await page.getByRole('link', { name: 'Add a Child' }).click()
  await page.waitForURL((url) => url.pathname === '/account')
  assert.deepEqual(problems, [])
  await context.close()
})
