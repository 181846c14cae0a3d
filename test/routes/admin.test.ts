import { createExecutionContext, createMessageBatch, env } from 'cloudflare:test'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createAppContext } from '~/context.server'
import { routeJobBatch } from '../../workers/jobs/router'
import * as schema from '~/db/schema'
import { adminAuditLog, creditLedger, emailOutbox, storyTemplates, users } from '~/db/schema'
import type { JobMessage } from '~/jobs/messages'
import { DEFAULT_STORY_TEMPLATE } from '~/models/story-template.server'
import { LISTED_ADMIN, USERS_PAGE_SIZE } from '~/models/admin.server'
import { storyPdfKey } from '~/models/story-pdf.server'
import { addChild, dataRequest, dataUrl, db, ORIGIN, request, signIn, uniqueEmail } from '../helpers'
import { balance, createAndWrite, family, readJson, type StoryJson } from '../factories'

/** Runs queue messages as the consumer would. */
async function runJobs(bodies: JobMessage[]) {
  const app = createAppContext(env, createExecutionContext())
  await routeJobBatch(createMessageBatch('story-trails-jobs', bodies.map((body, i) => ({ id: `m-${Date.now()}-${i}`, timestamp: new Date(), attempts: 1, body }))), app)
}

/** A parent made admin by promotion (admins come from ADMIN_EMAILS and from promotion). */
async function signInAdmin() {
  const session = await signIn(uniqueEmail('admin'))
  const me = await readJson<{ id: string }>(await request('/api/auth/user', { cookie: session.cookie }))
  await db().update(users).set({ isAdmin: true }).where(eq(users.id, me.id))
  return { ...session, id: me.id }
}

async function parentId(cookie: string) {
  return (await readJson<{ id: string }>(await request('/api/auth/user', { cookie }))).id
}

/** One page loader's data (`<path>.data?_routes=<route id>`): only that route's loader runs. */
const pageData = (path: string, routeId: string) => dataUrl(path, routeId)
/** A page action's address (`<path>.data`; `?index` picks the index route's action), as the portal's fetchers post to it. */
const actionData = (path: string) => dataUrl(path)

/** A page action, answered as the portal's fetchers get it (decoded from the turbo-stream). */
const postAction = (path: string, routeId: string, cookie: string, form: Record<string, string>) =>
  dataRequest<Record<string, unknown>>(path, routeId, { method: 'POST', cookie, form })

const USERS = ['/admin?index', 'routes/admin._index'] as const
const DISCOUNTS = ['/admin/discount-codes', 'routes/admin.discount-codes'] as const
const EMAIL = ['/admin/email', 'routes/admin.email'] as const
const STORY_TEMPLATES = ['/admin/story-templates', 'routes/admin.story-templates'] as const

/** Every admin page, page loader, page action and /api/admin call, aimed at another family's row. */
const adminCalls = (id: string): [string, string, RequestInit & { json?: unknown; form?: Record<string, string> }][] => [
  ['page', '/admin', {}],
  ['page', '/admin/discount-codes', {}],
  ['page', '/admin/email', {}],
  ['page', '/admin/story-templates', {}],
  ['page', '/admin/audit-log', {}],
  ['loader', pageData('/admin', 'routes/admin'), {}],
  ['loader', pageData(...USERS), {}],
  ['loader', pageData(...DISCOUNTS), {}],
  ['loader', pageData(...EMAIL), {}],
  ['loader', pageData(...STORY_TEMPLATES), {}],
  ['loader', pageData('/admin/audit-log', 'routes/admin.audit-log'), {}],
  ['action', actionData(USERS[0]), { method: 'POST', form: { intent: 'make-admin', userId: id } }],
  ['action', actionData(USERS[0]), { method: 'POST', form: { intent: 'add-credits', userId: id, credits: '10' } }],
  ['action', actionData(USERS[0]), { method: 'POST', form: { intent: 'delete-user', userId: id } }],
  ['action', actionData(DISCOUNTS[0]), { method: 'POST', form: { intent: 'create-discount', code: 'HACKED', discountPercent: '100' } }],
  ['action', actionData(EMAIL[0]), { method: 'POST', form: { intent: 'send-newsletter' } }],
  ['action', actionData(EMAIL[0]), { method: 'POST', form: { intent: 'test-email', email: 'x@example.com', type: 'welcome' } }],
  ['action', actionData(STORY_TEMPLATES[0]), { method: 'POST', form: { intent: 'create-template', name: 'Mine' } }],
  ['api', '/api/admin/users', {}],
  ['api', '/api/admin/discount-codes', {}],
  ['api', '/api/admin/email-templates', {}],
  ['api', '/api/admin/story-templates', {}],
  ['api', `/api/admin/users/${id}/make-admin`, { method: 'POST' }],
  ['api', `/api/admin/users/${id}/remove-admin`, { method: 'DELETE' }],
  ['api', `/api/admin/users/${id}/add-credits`, { method: 'POST', json: { credits: 10 } }],
  ['api', `/api/admin/users/${id}`, { method: 'DELETE' }],
  ['api', '/api/admin/discount-codes', { method: 'POST', json: { code: 'HACKED', discountPercent: 100 } }],
  ['api', '/api/admin/discount-codes/1', { method: 'PUT', json: { active: false } }],
  ['api', '/api/admin/test-email', { method: 'POST', json: { email: 'x@example.com', type: 'welcome' } }],
  ['api', '/api/admin/send-newsletter', { method: 'POST', json: { includeInactive: false } }],
  ['api', '/api/admin/email-templates/1', { method: 'PUT', json: { subject: 'x', html: '<p>x</p>' } }],
  ['api', '/api/admin/email-templates/1', { method: 'DELETE' }],
  ['api', '/api/admin/story-templates', { method: 'POST', json: { name: 'Mine', template: 'x' } }],
  ['api', '/api/admin/story-templates/1', { method: 'PUT', json: { name: 'Mine', template: 'x' } }],
  ['api', '/api/admin/story-templates/1/set-default', { method: 'PUT' }],
  ['api', '/api/admin/story-templates/1', { method: 'DELETE' }],
  ['api', '/api/admin/test-template', { method: 'POST', json: { template: 'x', variables: { chapterNumber: 1 } } }],
]

describe('admin access', () => {
  it('a parent gets 403 from every admin loader, action and /api/admin call, and nothing changes', async () => {
    const parent = await signIn()
    const other = await family()
    const id = other.userId
    const calls = adminCalls(id)
    const auditBefore = await db().select({ n: count() }).from(adminAuditLog)
    for (const [kind, path, init] of calls) {
      const response = await request(path, { ...init, cookie: parent.cookie })
      expect(response.status, `${kind} ${init.method ?? 'GET'} ${path}`).toBe(403)
    }
    expect(await db().select({ n: count() }).from(adminAuditLog)).toEqual(auditBefore)
    const target = await db().query.users.findFirst({ where: eq(users.id, id) })
    expect(target).toMatchObject({ isAdmin: false, credits: 50 })
    expect(await db().query.discountCodes.findFirst({ where: eq(schema.discountCodes.code, 'HACKED') })).toBeUndefined()
  })

  it('signed out, /admin shows the landing page and every admin loader, action and API call answers 401', async () => {
    const page = await request('/admin')
    expect(page.status).toBe(401)
    expect(await page.text()).toContain('Get Started')
    const other = await family()
    const auditBefore = await db().select({ n: count() }).from(adminAuditLog)
    for (const [kind, path, init] of adminCalls(other.userId)) {
      const response = await request(path, init)
      expect(response.status, `${kind} ${init.method ?? 'GET'} ${path}`).toBe(401)
    }
    expect(await db().select({ n: count() }).from(adminAuditLog)).toEqual(auditBefore)
    expect(await db().query.users.findFirst({ where: eq(users.id, other.userId) })).toMatchObject({ isAdmin: false, credits: 50 })
  })

  it('an admin from ADMIN_EMAILS and a promoted admin both get in; the portal shows its title, cards and tabs', async () => {
    const listed = await signIn('ranger.admin@example.com')
    const promoted = await signInAdmin()
    for (const cookie of [listed.cookie, promoted.cookie]) {
      const response = await request('/admin', { cookie })
      expect(response.status).toBe(200)
      const html = await response.text()
      for (const text of ['Admin Portal', 'Manage users, credits, and system settings', 'Total Users', 'Admins', 'Active Discounts', 'Total Children', 'Total Credits', 'Discount Codes', 'Email &amp; Templates', 'Story Templates']) {
        expect(html).toContain(text)
      }
    }
  })
})

describe('users', () => {
  it('the summary cards are SQL aggregates of the whole database', async () => {
    const admin = await signInAdmin()
    const { summary } = (await dataRequest<{ summary: Record<string, number> }>('/admin', 'routes/admin', { cookie: admin.cookie })).data
    const [expected] = await db()
      .select({
        totalUsers: sql<number>`(select count(*) from users)`,
        admins: sql<number>`(select count(*) from users where is_admin = 1)`,
        activeDiscounts: sql<number>`(select count(*) from discount_codes where active = 1)`,
        totalChildren: sql<number>`(select count(*) from children)`,
        totalCredits: sql<number>`(select sum(credits) from users)`,
      })
      .from(sql`(select 1)`)
    expect(summary).toEqual(expected)
    expect(summary.admins).toBeGreaterThanOrEqual(1)
  })

  it('searches by name or e-mail and pages through the results', async () => {
    const admin = await signInAdmin()
    const tag = `zz${Date.now()}`
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const { cookie } = await signIn(`${tag}-${i}@example.com`)
      ids.push(await parentId(cookie))
    }
    await db().update(users).set({ firstName: 'Juniper', lastName: `Q${tag}` }).where(eq(users.id, ids[0]))
    const byEmail = (await dataRequest<{ page: { users: { id: string; email: string; childrenCount: number }[]; total: number } }>(`/admin?q=${tag}`, 'routes/admin._index', { cookie: admin.cookie })).data
    expect(byEmail.page.total).toBe(3)
    expect(byEmail.page.users.map((user) => user.id).sort()).toEqual([...ids].sort())
    const byName = (await dataRequest<{ page: { users: { id: string }[] } }>(`/admin?q=${encodeURIComponent(`juniper q${tag}`)}`, 'routes/admin._index', { cookie: admin.cookie })).data
    expect(byName.page.users.map((user) => user.id)).toEqual([ids[0]])
    // LIKE wildcards are searched for as themselves.
    const wildcard = (await dataRequest<{ page: { total: number } }>('/admin?q=%25%25%25_', 'routes/admin._index', { cookie: admin.cookie })).data
    expect(wildcard.page.total).toBe(0)
    const api = await readJson<{ users: unknown[]; total: number; pageCount: number }>(await request(`/api/admin/users?q=${tag}&page=2`, { cookie: admin.cookie }))
    expect(api).toMatchObject({ users: [], total: 3, pageCount: 1 })
  })

  it('the users tab with 20,000 accounts answers in one page load with at most 4 D1 queries', async () => {
    const admin = await signInAdmin()
    const tag = `bulk${Date.now()}`
    // 20,000 accounts in one statement; one in ten has a child.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000)
       insert into users (id, email, first_name, last_name, credits, created_at, updated_at)
       select '${tag}-' || i, '${tag}-' || i || '@example.com', 'Bulk', 'User ' || i, i % 100, 1000000 + i, 1000000 + i from n`,
    ).run()
    await env.DB.prepare(
      `insert into children (user_id, name, birthday, username, consented_at) select id, 'Kid', '2017-01-01', 'bulk_' || replace(id, '-', '_'), 0 from users where id like '${tag}-%0'`,
    ).run()
    const response = await request('/admin', { cookie: admin.cookie })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const html = await response.text()
    expect((html.match(/<tr class="border-t/g) ?? []).length).toBe(USERS_PAGE_SIZE)

    const searched = await request(`/admin?q=${tag}-1999&page=1`, { cookie: admin.cookie })
    expect(Number(searched.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const data = (await dataRequest<{ page: { users: { id: string; childrenCount: number; credits: number }[]; total: number; pageCount: number } }>(`/admin?q=${tag}-1999`, 'routes/admin._index', { cookie: admin.cookie })).data
    // 1999 and 19990..19999: newest first, with their children counted.
    expect(data.page.total).toBe(11)
    expect(data.page.users[0]).toMatchObject({ id: `${tag}-19999`, childrenCount: 0, credits: 99 })
    expect(data.page.users.find((user) => user.id === `${tag}-19990`)).toMatchObject({ childrenCount: 1 })
    const last = (await dataRequest<{ page: { users: unknown[]; pageCount: number } }>(`/admin?q=${tag}&page=800`, 'routes/admin._index', { cookie: admin.cookie })).data
    expect(last.page.pageCount).toBe(800)
    expect(last.page.users).toHaveLength(USERS_PAGE_SIZE)
    await env.DB.prepare(`delete from users where id like '${tag}-%'`).run()
  })

  it('promotes and demotes a user, each with an audit row; an admin cannot change or delete their own row', async () => {
    const admin = await signInAdmin()
    const parent = await signIn()
    const id = await parentId(parent.cookie)

    const promoted = await postAction(...USERS, admin.cookie, { intent: 'make-admin', userId: id })
    expect(promoted.data).toMatchObject({ ok: true, title: 'Success', message: 'User promoted to admin' })
    expect((await db().query.users.findFirst({ where: eq(users.id, id) }))?.isAdmin).toBe(true)
    const demoted = await request(`/api/admin/users/${id}/remove-admin`, { method: 'DELETE', cookie: admin.cookie })
    expect(await demoted.json()).toEqual({ message: 'Admin status removed' })
    expect((await db().query.users.findFirst({ where: eq(users.id, id) }))?.isAdmin).toBe(false)
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)).orderBy(adminAuditLog.id)
    expect(audit.map((row) => [row.action, row.adminId, row.adminEmail])).toEqual([
      ['user.make-admin', admin.id, admin.email],
      ['user.remove-admin', admin.id, admin.email],
    ])

    for (const [path, init] of [
      [`/api/admin/users/${admin.id}/remove-admin`, { method: 'DELETE' }],
      [`/api/admin/users/${admin.id}`, { method: 'DELETE' }],
    ] as const) {
      const refused = await request(path, { ...init, cookie: admin.cookie })
      expect(refused.status, path).toBe(403)
    }
    const selfDemote = await postAction(...USERS, admin.cookie, { intent: 'remove-admin', userId: admin.id })
    expect(selfDemote.status).toBe(403)
    expect(selfDemote.data).toMatchObject({ ok: false, message: 'You cannot change your own admin status.' })
    const selfDelete = await postAction(...USERS, admin.cookie, { intent: 'delete-user', userId: admin.id })
    expect(selfDelete.data).toMatchObject({ ok: false, message: 'You cannot delete your own account from the admin portal.' })
    expect(await db().query.users.findFirst({ where: eq(users.id, admin.id) })).toMatchObject({ isAdmin: true })
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, admin.id))).toEqual([])

    // The admin's own row offers neither button.
    const page = await (await request(`/admin?q=${encodeURIComponent(admin.email)}`, { cookie: admin.cookie })).text()
    expect(page).toContain('(you)')
    expect(page).not.toContain('Remove Admin')
    expect(page).not.toContain(`aria-label="Delete `)
  })

  it('an address in ADMIN_EMAILS is not demoted (it would be an admin again at its next sign-in)', async () => {
    const listed = await signIn('ranger.admin@example.com')
    const listedId = await parentId(listed.cookie)
    const admin = await signInAdmin()
    const response = await request(`/api/admin/users/${listedId}/remove-admin`, { method: 'DELETE', cookie: admin.cookie })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: LISTED_ADMIN })
  })

  it('an address in ADMIN_EMAILS cannot be deleted from the portal either, by page action or API', async () => {
    const listed = await signIn('ranger.admin@example.com')
    const listedId = await parentId(listed.cookie)
    const admin = await signInAdmin()
    const api = await request(`/api/admin/users/${listedId}`, { method: 'DELETE', cookie: admin.cookie })
    expect(api.status).toBe(409)
    expect(await api.json()).toEqual({ message: LISTED_ADMIN })
    const page = await postAction(...USERS, admin.cookie, { intent: 'delete-user', userId: listedId })
    expect(page.status).toBe(409)
    expect(await db().query.users.findFirst({ where: eq(users.id, listedId) })).toMatchObject({ isAdmin: true })
    expect((await request('/api/auth/user', { cookie: listed.cookie })).status).toBe(200)
  })

  it('an admin cannot delete their own account from /account, as the portal refuses it too', async () => {
    for (const admin of [await signInAdmin(), { ...(await signIn('ranger.admin@example.com')), email: 'ranger.admin@example.com' }]) {
      const response = await postAction('/account', 'routes/account', admin.cookie, { intent: 'delete-account', confirmEmail: admin.email })
      expect(response.status).toBe(403)
      expect(response.data.message).toMatch(/admin/i)
      expect((await request('/api/auth/user', { cookie: admin.cookie })).status).toBe(200)
    }
  })

  describe('a destructive change from a session older than 15 minutes asks for a fresh sign-in code', () => {
    async function staleAdmin() {
      const admin = await signInAdmin()
      await db().update(schema.sessions).set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) }).where(eq(schema.sessions.userId, admin.id))
      return admin
    }
    const stepUpCode = async (email: string) => {
      const row = await db().query.emailOutbox.findFirst({ where: and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'step-up-code')), orderBy: desc(emailOutbox.id) })
      return row?.subject.match(/\b(\d{6})\b/)?.[1]
    }

    it('delete, remove admin and add credits are each held until the code comes back; then the session is trusted again', async () => {
      const admin = await staleAdmin()
      const parent = await family()
      const held = await postAction(...USERS, admin.cookie, { intent: 'delete-user', userId: parent.userId })
      expect(held.status).toBe(403)
      expect(held.data).toMatchObject({ ok: false, stepUp: true, message: `To confirm this change, enter the 6-digit code we just e-mailed to ${admin.email}.` })
      expect(await db().query.users.findFirst({ where: eq(users.id, parent.userId) })).toBeDefined()
      const code = await stepUpCode(admin.email)
      expect(code).toMatch(/^\d{6}$/)

      for (const [path, init] of [
        [`/api/admin/users/${parent.userId}/add-credits`, { method: 'POST', json: { credits: 5 } }],
        [`/api/admin/users/${parent.userId}/remove-admin`, { method: 'DELETE' }],
      ] as const) {
        const response = await request(path, { ...init, cookie: admin.cookie })
        expect(response.status, path).toBe(403)
        expect(await response.json(), path).toMatchObject({ stepUp: true })
      }
      expect(await balance(parent.userId)).toBe(50)

      const wrong = await postAction(...USERS, admin.cookie, { intent: 'delete-user', userId: parent.userId, stepUpCode: code === '000000' ? '111111' : '000000' })
      expect(wrong.status).toBe(400)
      expect(wrong.data).toMatchObject({ stepUp: true, message: expect.stringMatching(/^That code is not right/) })
      const latest = await stepUpCode(admin.email)
      const done = await postAction(...USERS, admin.cookie, { intent: 'delete-user', userId: parent.userId, stepUpCode: latest! })
      expect(done.data).toMatchObject({ ok: true, message: 'User deleted successfully' })
      expect(await db().query.users.findFirst({ where: eq(users.id, parent.userId) })).toBeUndefined()

      // Proved now: the next change within 15 minutes goes straight through.
      const other = await family()
      const added = await request(`/api/admin/users/${other.userId}/add-credits`, { method: 'POST', cookie: admin.cookie, json: { credits: 5 } })
      expect(added.status).toBe(200)
    })

    it('a fresh sign-in needs no code, and promoting or a discount code never does', async () => {
      const admin = await signInAdmin()
      const parent = await family()
      expect((await request(`/api/admin/users/${parent.userId}/add-credits`, { method: 'POST', cookie: admin.cookie, json: { credits: 5 } })).status).toBe(200)
      const stale = await staleAdmin()
      expect((await request(`/api/admin/users/${parent.userId}/make-admin`, { method: 'POST', cookie: stale.cookie })).status).toBe(200)
    })
  })

  it('adds credits: the balance, a ledger row (admin-grant) and an audit row; bad amounts change nothing', async () => {
    const admin = await signInAdmin()
    const parent = await signIn()
    const id = await parentId(parent.cookie)
    const added = await postAction(...USERS, admin.cookie, { intent: 'add-credits', userId: id, credits: '10' })
    expect(added.data).toMatchObject({ ok: true, message: 'Credits added successfully' })
    const api = await request(`/api/admin/users/${id}/add-credits`, { method: 'POST', cookie: admin.cookie, json: { credits: 5 } })
    expect(await api.json()).toEqual({ message: 'Credits added successfully', credits: 65 })
    expect((await db().query.users.findFirst({ where: eq(users.id, id) }))?.credits).toBe(65)
    const ledger = await db().select().from(creditLedger).where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'admin-grant'))).orderBy(creditLedger.id)
    expect(ledger.map((row) => [row.delta, row.reference])).toEqual([
      [10, `admin:${admin.id}`],
      [5, `admin:${admin.id}`],
    ])
    const audit = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'user.add-credits')))
    expect(audit.map((row) => row.details)).toEqual([{ credits: 10 }, { credits: 5 }])

    for (const credits of ['0', '-5', '2.5', 'ten', '', '10001']) {
      const bad = await postAction(...USERS, admin.cookie, { intent: 'add-credits', userId: id, credits })
      expect(bad.status, credits).toBe(400)
      const body = bad.data
      expect(body.message, credits).toBe(credits === '10001' ? 'Please add at most 10,000 credits at a time' : 'Please enter a valid credit amount')
    }
    for (const credits of [0, 1.5, '3', null]) {
      const bad = await request(`/api/admin/users/${id}/add-credits`, { method: 'POST', cookie: admin.cookie, json: { credits } })
      expect(bad.status, String(credits)).toBe(credits === '3' ? 200 : 400)
    }
    expect((await db().query.users.findFirst({ where: eq(users.id, id) }))?.credits).toBe(68)
    const missing = await request('/api/admin/users/no-such-user/add-credits', { method: 'POST', cookie: admin.cookie, json: { credits: 5 } })
    expect(missing.status).toBe(404)
  })

  it('deletes a user like a parent deleting their account: zero rows and zero R2 objects left, sessions ended', async () => {
    const admin = await signInAdmin()
    const { cookie, userId, child } = await family(20)
    const story = await createAndWrite(cookie, child.id)
    // Family pictures and a storybook PDF in R2.
    const key = `family/${userId}/photo-1.png`
    await env.MEDIA.put(key, new Uint8Array([1, 2, 3]))
    await db().insert(schema.familyMedia).values({ key, userId, childId: child.id, source: 'upload', contentType: 'image/png', bytes: 3 })
    const pdf = storyPdfKey(story.id)
    await env.MEDIA.put(pdf, new Uint8Array([37, 80, 68, 70]))

    const response = await request(`/api/admin/users/${userId}`, { method: 'DELETE', cookie: admin.cookie })
    expect(await response.json()).toEqual({ message: 'User deleted successfully' })

    // Every table that holds a user id holds none of this user's.
    const tables = await env.DB.prepare(`select name as tableName from sqlite_master where type = 'table' and sql like '%\`user_id\`%'`).all<{ tableName: string }>()
    expect(tables.results.length).toBeGreaterThanOrEqual(8)
    for (const { tableName } of tables.results) {
      const row = await env.DB.prepare(`select count(*) as n from ${tableName} where user_id = ?1`).bind(userId).first<{ n: number }>()
      expect(row?.n, tableName).toBe(0)
    }
    expect(await db().query.users.findFirst({ where: eq(users.id, userId) })).toBeUndefined()
    expect(await db().query.stories.findFirst({ where: eq(schema.stories.id, story.id) })).toBeUndefined()
    expect(await env.MEDIA.head(key)).toBeNull()
    expect(await env.MEDIA.head(pdf)).toBeNull()
    expect((await request('/api/auth/user', { cookie })).status).toBe(401)
    // The audit row names the account by id only.
    const [audit] = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, userId), eq(adminAuditLog.action, 'user.delete')))
    expect(audit).toMatchObject({ adminId: admin.id, details: { wasAdmin: false } })
    const log = (await dataRequest<{ entries: { targetEmail: string | null; actionLabel: string }[] }>('/admin/audit-log', 'routes/admin.audit-log', { cookie: admin.cookie })).data
    expect(log.entries[0]).toMatchObject({ actionLabel: 'Deleted user', targetEmail: null })
  })
})

describe('discount codes', () => {
  it('creates a code (uppercase) that checkout can use, lists it, deactivates it; mistakes get the spec messages', async () => {
    const admin = await signInAdmin()
    const code = `spring${Date.now() % 100000}`
    const created = await postAction(...DISCOUNTS, admin.cookie, { intent: 'create-discount', code, discountAmount: '', discountPercent: '25', maxUsage: '100' })
    expect(created.data).toMatchObject({ ok: true, message: 'Discount code created successfully' })
    const list = await readJson<{ code: string; discountPercent: number; discountAmount: null; maxUsage: number; usageCount: number; active: boolean; id: number }[]>(
      await request('/api/admin/discount-codes', { cookie: admin.cookie }),
    )
    const row = list.find((entry) => entry.code === code.toUpperCase())!
    expect(row).toMatchObject({ discountPercent: 25, discountAmount: null, maxUsage: 100, usageCount: 0, active: true })
    expect(list.find((entry) => entry.code === 'WELCOME10')).toMatchObject({ discountAmount: 2, discountPercent: null })

    const toggled = await postAction(...DISCOUNTS, admin.cookie, { intent: 'toggle-discount', id: String(row.id), active: 'false' })
    expect(toggled.data).toMatchObject({ ok: true, message: 'Discount code updated' })
    const api = await request(`/api/admin/discount-codes/${row.id}`, { method: 'PUT', cookie: admin.cookie, json: { active: true } })
    expect(await api.json()).toMatchObject({ message: 'Discount code updated', active: true })
    const audit = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'discount-code'), eq(adminAuditLog.targetId, String(row.id)))).orderBy(adminAuditLog.id)
    expect(audit.map((entry) => entry.action)).toEqual(['discount-code.create', 'discount-code.deactivate', 'discount-code.activate'])

    const fixed = await request('/api/admin/discount-codes', { method: 'POST', cookie: admin.cookie, json: { code: `${code}b`, discountAmount: 2.5 } })
    expect(fixed.status).toBe(201)
    expect(await fixed.json()).toMatchObject({ code: `${code}b`.toUpperCase(), discountAmount: 2.5, maxUsage: null })

    const mistakes: [Record<string, string>, string][] = [
      [{ code: '' , discountPercent: '10' }, 'Discount code is required'],
      [{ code: 'NOVALUE' }, 'Please enter a fixed amount or a percentage.'],
      [{ code: 'BOTH', discountAmount: '2', discountPercent: '10' }, 'Please enter a fixed amount or a percentage, not both.'],
      [{ code: 'PCT', discountPercent: '150' }, 'Please enter a percentage from 1 to 100.'],
      [{ code: 'CENTS', discountAmount: '2.555' }, 'Please enter the amount in dollars, like 2 or 2.50.'],
      [{ code: 'has space', discountPercent: '10' }, 'Use letters, numbers, dashes or underscores only.'],
      [{ code, discountPercent: '10' }, `The code ${code.toUpperCase()} already exists.`],
    ]
    for (const [form, message] of mistakes) {
      const response = await postAction(...DISCOUNTS, admin.cookie, { intent: 'create-discount', ...form })
      expect(response.data, JSON.stringify(form)).toMatchObject({ ok: false, message })
    }
  })
})

describe('e-mail', () => {
  it('sends a test e-mail of each type to the dev mailbox, marked [Test]; an empty address gets the spec message', async () => {
    const admin = await signInAdmin()
    const to = uniqueEmail('tester')
    for (const type of ['welcome', 'friend-request', 'story-completion', 'newsletter']) {
      const response = await postAction(...EMAIL, admin.cookie, { intent: 'test-email', email: to, type })
      expect(response.data, type).toMatchObject({ ok: true, title: 'Test Email Sent' })
    }
    const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id)
    expect(sent.map((row) => row.kind)).toEqual(['test', 'test', 'test', 'test'])
    expect(sent.map((row) => row.subject)).toEqual([
      "[Test] Welcome to Story Trails: Ada's first adventure is waiting",
      '[Test] A Trail Buddy request for @swift_heron17',
      '[Test] Ada finished "The Mystery of the Morning Geyser"',
      expect.stringMatching(/^\[Test\] Story Trails in \w+ \d{4}: .+ is our park of the month$/),
    ])
    for (const row of sent) {
      expect(row.html).not.toMatch(/\{\{\w+\}\}/)
      expect(row.text.length).toBeGreaterThan(100)
    }
    const empty = await postAction(...EMAIL, admin.cookie, { intent: 'test-email', email: '  ', type: 'welcome' })
    expect(empty.data).toMatchObject({ ok: false, message: 'Please enter an email address' })
    const api = await request('/api/admin/test-email', { method: 'POST', cookie: admin.cookie, json: { type: 'welcome' } })
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ message: 'Please enter an email address' })
  })

  it('updates an e-mail template (used for the next e-mail), refuses a blank one, and delete brings the built-in design back', async () => {
    const admin = await signInAdmin()
    const templates = await readJson<{ id: number | null; kind: string; html: string; builtIn: boolean }[]>(await request('/api/admin/email-templates', { cookie: admin.cookie }))
    const welcome = templates.find((template) => template.kind === 'welcome')!
    expect(welcome.builtIn).toBe(false)
    const blank = await postAction(...EMAIL, admin.cookie, { intent: 'update-template', kind: 'welcome', subject: ' ', html: '<p>x</p>' })
    expect(blank.data).toMatchObject({ ok: false, message: 'Subject and HTML content are required' })
    const unknown = await request(`/api/admin/email-templates/${welcome.id}`, { method: 'PUT', cookie: admin.cookie, json: { subject: 'Hi {{nickname}}', html: '<p>x</p>' } })
    expect(unknown.status).toBe(400)

    const saved = await postAction(...EMAIL, admin.cookie, {
      intent: 'update-template',
      kind: 'welcome',
      subject: 'Hello from the trail, {{firstName}}',
      description: 'Shorter welcome',
      html: '<p>Hi {{firstName}}, {{childName}} is ready. <a href="{{exploreUrl}}">Explore</a></p>',
    })
    expect(saved.data).toMatchObject({ ok: true, message: 'Email template updated successfully' })
    const { cookie, email } = await signIn()
    await db().update(users).set({ firstName: 'Rosa' }).where(eq(users.email, email))
    await addChild(cookie, { name: '<img src=x onerror=alert(1)>', birthday: '2017-05-04' })
    const [welcomeEmail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'welcome')))
    expect(welcomeEmail.subject).toBe('Hello from the trail, Rosa')
    expect(welcomeEmail.html).toBe(`<p>Hi Rosa, &lt;img src=x onerror=alert(1)&gt; is ready. <a href="${ORIGIN}/">Explore</a></p>`)

    const deleted = await request(`/api/admin/email-templates/${welcome.id}`, { method: 'DELETE', cookie: admin.cookie })
    expect(await deleted.json()).toEqual({ message: 'Email template deleted successfully' })
    const after = await readJson<{ kind: string; builtIn: boolean; id: number | null }[]>(await request('/api/admin/email-templates', { cookie: admin.cookie }))
    expect(after.find((template) => template.kind === 'welcome')).toMatchObject({ builtIn: true, id: null })
    // Editing the built-in design stores it again.
    const restored = await request('/api/admin/email-templates/welcome', { method: 'PUT', cookie: admin.cookie, json: { subject: welcome.kind, html: welcome.html } })
    expect(restored.status).toBe(200)
    const actions = await db().select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id)).orderBy(adminAuditLog.id)
    expect(actions.map((row) => row.action)).toEqual(['email-template.update', 'email-template.delete', 'email-template.update'])
  })

  it('the welcome e-mail goes once, when the first child is added, with the name as text', async () => {
    const { cookie, email } = await signIn()
    await addChild(cookie, { name: '<img src=x onerror=alert(1)>', birthday: '2017-05-04' })
    const second = await addChild(cookie, { name: 'Bo', birthday: '2018-05-04' })
    await request(`/api/children/${second.id}`, { method: 'DELETE', cookie })
    const welcomes = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'welcome')))
    expect(welcomes).toHaveLength(1)
    expect(welcomes[0].html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(welcomes[0].html).not.toContain('<img src=x')
    expect(welcomes[0].text).toContain('Hi there,')
  })

  it('the story-completion e-mail goes once, when the final chapter is written, linking to the summary', async () => {
    const { cookie, child, email } = await family(10)
    const story = await createAndWrite(cookie, child.id)
    // What the page's request puts on the queue: the message carries the request's origin.
    const queued = vi.spyOn(env.JOBS, 'send').mockImplementation(async () => undefined as never)
    const final = await readJson<StoryJson>(await request(`/api/stories/${story.id}/chapters`, { method: 'POST', cookie, json: { nextChapterChoice: 0, isFinalChapter: true } }))
    const message = queued.mock.calls.map(([body]) => body).find((body) => body.kind === 'write-chapter')
    queued.mockRestore()
    expect(message).toEqual({ kind: 'write-chapter', chapterId: final.chapters[1].id, origin: ORIGIN })
    const none = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'story-completion')))
    expect(none).toHaveLength(0)
    await runJobs([message!])
    await runJobs([message!])
    const sent = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'story-completion')))
    expect(sent).toHaveLength(1)
    // The job has no request of its own: its links use the origin of the request that asked for the chapter.
    expect(sent[0].html).toContain(`href="${ORIGIN}/story/${story.id}/summary"`)
    expect(sent[0].subject).toMatch(/^Ada Park finished ".+"$/)
    expect(sent[0].text).toContain('Yellowstone National Park')
  })
})

describe('story templates', () => {
  async function templateIds(cookie: string) {
    const created = []
    for (const name of ['Gentle', 'Brisk']) {
      const response = await request('/api/admin/story-templates', { method: 'POST', cookie, json: { name: `${name} ${Date.now()}`, template: DEFAULT_STORY_TEMPLATE } })
      expect(response.status).toBe(201)
      created.push((await readJson<{ id: number; isDefault: boolean }>(response)).id)
    }
    return created
  }

  it('exactly one default, also when two set-default calls race; the default is never deleted', async () => {
    const admin = await signInAdmin()
    const [original] = await db().select().from(storyTemplates).where(eq(storyTemplates.isDefault, true))
    const [a, b] = await templateIds(admin.cookie)
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([a, b].map((id) => request(`/api/admin/story-templates/${id}/set-default`, { method: 'PUT', cookie: admin.cookie })))
      expect(answers.map((response) => response.status)).toEqual([200, 200])
      const defaults = await db().select().from(storyTemplates).where(eq(storyTemplates.isDefault, true))
      expect(defaults).toHaveLength(1)
      expect([a, b]).toContain(defaults[0].id)
    }
    const [current] = await db().select().from(storyTemplates).where(eq(storyTemplates.isDefault, true))
    const refused = await request(`/api/admin/story-templates/${current.id}`, { method: 'DELETE', cookie: admin.cookie })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: 'Cannot delete the default template' })
    const pageRefused = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'delete-template', id: String(current.id) })
    expect(pageRefused.data).toMatchObject({ ok: false, message: 'Cannot delete the default template' })

    const back = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'set-default', id: String(original.id) })
    expect(back.data).toMatchObject({ ok: true, message: 'Default template updated successfully' })
    for (const id of [a, b]) {
      const deleted = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'delete-template', id: String(id) })
      expect(deleted.data).toMatchObject({ ok: true, message: 'Story template deleted successfully' })
    }
    expect(await db().select().from(storyTemplates).where(eq(storyTemplates.isDefault, true))).toEqual([expect.objectContaining({ id: original.id })])
  })

  it('creates with the placeholder, updates (name and content required), and a default template keeps its essential variables', async () => {
    const admin = await signInAdmin()
    const nameless = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'create-template', name: '  ' })
    expect(nameless.data).toMatchObject({ ok: false, message: 'Template name is required' })
    const created = await request('/api/admin/story-templates', { method: 'POST', cookie: admin.cookie, json: { name: 'Blank' } })
    const template = await readJson<{ id: number; template: string; isDefault: boolean }>(created)
    expect(template).toMatchObject({ template: 'Enter your story template here...', isDefault: false })

    const empty = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'update-template', id: String(template.id), name: 'Blank', template: ' ' })
    expect(empty.data).toMatchObject({ ok: false, message: 'Template name and content cannot be empty' })
    const unknown = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'update-template', id: String(template.id), name: 'Blank', template: 'Hi {{childName}}' })
    expect(unknown.data).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown variable \{\{childName\}\}/) })
    // Not a usable default: stories need the park, the chapter number and the ending rules.
    const notDefault = await request(`/api/admin/story-templates/${template.id}/set-default`, { method: 'PUT', cookie: admin.cookie })
    expect(notDefault.status).toBe(400)
    const updated = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'update-template', id: String(template.id), name: 'Short', template: 'Chapter {{chapterNumber}} in {{parkName}}. {{endingInstructions}}' })
    expect(updated.data).toMatchObject({ ok: true, message: 'Story template updated successfully' })
    const list = await readJson<{ id: number; name: string }[]>(await request('/api/admin/story-templates', { cookie: admin.cookie }))
    expect(list.find((entry) => entry.id === template.id)).toMatchObject({ name: 'Short' })
    await request(`/api/admin/story-templates/${template.id}`, { method: 'DELETE', cookie: admin.cookie })
  })

  it('tests a template from the real catalogue: chapter 3 has the two chapters before it and the choice', async () => {
    const admin = await signInAdmin()
    const response = await request('/api/admin/test-template', {
      method: 'POST',
      cookie: admin.cookie,
      json: { template: DEFAULT_STORY_TEMPLATE, variables: { chapterNumber: 3, parkId: 'yellowstone', characterName: 'Maya', sidekickName: 'Pip', isFinalChapter: false } },
    })
    const result = await readJson<{ processedTemplate: string; length: number }>(response)
    expect(response.status).toBe(200)
    expect(result.length).toBe(result.processedTemplate.length)
    expect(result.processedTemplate).toContain('Write chapter 3 of an interactive adventure story for a reader aged 8.')
    expect(result.processedTemplate).toContain('Setting: Yellowstone National Park.')
    expect(result.processedTemplate).toContain('Main character: Maya, age 10.')
    expect(result.processedTemplate).toMatch(/The story so far:\n<story_so_far>\nChapter 1:\n[\s\S]+\n\nChapter 2:\n[\s\S]+\n<\/story_so_far>/)
    expect(result.processedTemplate).toMatch(/the reader chose this option:\n<reader_choice>.+<\/reader_choice>/)
    expect(result.processedTemplate).toContain('End with exactly three different options')
    expect(result.processedTemplate).not.toMatch(/\{\{\w+\}\}/)

    const first = await postAction(...STORY_TEMPLATES, admin.cookie, { intent: 'test-template', template: '{{chapterNumber}}|{{previousChapterParagraphBlock}}|{{nextChapterChoiceBlock}}|{{endingInstructions}}', chapterNumber: '1', parkId: 'zion', characterName: 'Maya', sidekickName: 'Pip', isFinalChapter: 'true' })
    const firstData = first.data as { data: { processedTemplate: string } }
    expect(firstData.data.processedTemplate).toMatch(/^1\|\|\|This is the final chapter/)

    const noContent = await request('/api/admin/test-template', { method: 'POST', cookie: admin.cookie, json: { template: ' ', variables: { chapterNumber: 1 } } })
    expect(await noContent.json()).toMatchObject({ message: 'No template content to test' })
    const noPark = await request('/api/admin/test-template', { method: 'POST', cookie: admin.cookie, json: { template: 'x', variables: { chapterNumber: 1, characterName: 'Maya', sidekickName: 'Pip' } } })
    expect(await noPark.json()).toMatchObject({ message: 'Please select all test parameters' })
    const fakePark = await request('/api/admin/test-template', { method: 'POST', cookie: admin.cookie, json: { template: 'x', variables: { chapterNumber: 1, parkId: 'atlantis', characterName: 'Maya', sidekickName: 'Pip' } } })
    expect(await fakePark.json()).toMatchObject({ message: 'Please select all test parameters' })
  })

  it('the story templates page lists the 14 variables, marks the default and says the built-in writer does not use templates', async () => {
    const admin = await signInAdmin()
    const response = await request('/admin/story-templates', { cookie: admin.cookie })
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const html = await response.text()
    for (const name of ['parkName', 'parkDescription', 'characterName', 'characterPersonality', 'characterAge', 'sidekickName', 'sidekickDescription', 'sidekickStoryStyle', 'childAge', 'chapterNumber', 'previousChapterParagraphBlock', 'nextChapterChoiceBlock', 'chapterContinuationLine', 'endingInstructions']) {
      expect(html).toContain(`{{${name}}}`)
    }
    expect(html).toContain('(Default)')
    expect(html).toContain('does not use templates')
  })
})

describe('audit log', () => {
  it('lists admin changes newest first, with the admin and the target', async () => {
    const admin = await signInAdmin()
    const parent = await signIn()
    const id = await parentId(parent.cookie)
    await request(`/api/admin/users/${id}/add-credits`, { method: 'POST', cookie: admin.cookie, json: { credits: 7 } })
    const response = await request('/admin/audit-log', { cookie: admin.cookie })
    expect(Number(response.headers.get('x-d1-queries'))).toBeLessThanOrEqual(4)
    const html = await response.text()
    expect(html).toContain('Audit Log')
    const { entries } = (await dataRequest<{ entries: { adminEmail: string; action: string; targetEmail: string | null; details: object }[] }>('/admin/audit-log', 'routes/admin.audit-log', { cookie: admin.cookie })).data
    expect(entries[0]).toMatchObject({ adminEmail: admin.email, action: 'user.add-credits', targetEmail: parent.email, details: { credits: 7 } })
    const [latest] = await db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1)
    expect(latest).toMatchObject({ action: 'user.add-credits', adminId: admin.id, targetId: id })
  })

  it('every tab answers a full page load within the 4-query budget', async () => {
    const admin = await signInAdmin()
    for (const path of ['/admin', '/admin/discount-codes', '/admin/email', '/admin/story-templates', '/admin/audit-log']) {
      const response = await request(path, { cookie: admin.cookie })
      expect(response.status, path).toBe(200)
      expect(Number(response.headers.get('x-d1-queries')), path).toBeLessThanOrEqual(4)
    }
  })
})
