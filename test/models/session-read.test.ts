import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createAppContext, createRequestContext } from '~/context.server'
import { childActivityStatements, toChildActivity } from '~/models/adventure-stats.server'
import { createAndWrite } from '../factories'
import { addChild, ORIGIN, signIn } from '../helpers'

/** The request context a page's loaders get, as the Worker builds it. */
function pageContext(cookie: string, method = 'GET') {
  const app = createAppContext(env, createExecutionContext())
  return createRequestContext(app, new Request(`${ORIGIN}/`, { method, headers: { cookie } }), 'nonce')
}

describe("a page's reads joined to the session's", () => {
  it('go to D1 in the one trip that reads the parent and the children, each join given its own results', async () => {
    const { cookie } = await signIn()
    const child = await addChild(cookie)
    await createAndWrite(cookie, child.id, 'zion')
    const context = pageContext(cookie)
    const before = context.queries.count
    const activity = context.readWithSession((session) => childActivityStatements(context.db, { session }))
    const regions = context.readWithSession((session) => [
      context.db.$client.prepare('select count(*) as regions from sessions se join user_regions r on r.user_id = se.user_id where se.id = ?1 and se.expires_at > ?2').bind(session.id, session.now),
    ])
    const [user, children] = await Promise.all([context.currentUser(), context.currentChildren()])
    expect(user).not.toBeNull()
    expect(children.map(({ id }) => id)).toEqual([child.id])
    const { stories } = toChildActivity((await activity)!)
    expect(stories.map((story) => story.park_id)).toEqual(['zion'])
    expect((await regions)![0].results).toEqual([{ regions: 1 }])
    expect(context.queries.count - before).toBe(1)
  })

  it('asked after the session read went out, or on a form post, gives null: the page reads on its own', async () => {
    const { cookie } = await signIn()
    await addChild(cookie)
    const page = pageContext(cookie)
    await page.currentUser()
    expect(await page.readWithSession((session) => childActivityStatements(page.db, { session }))).toBeNull()

    const post = pageContext(cookie, 'POST')
    expect(await post.readWithSession((session) => childActivityStatements(post.db, { session }))).toBeNull()
  })

  it('signed out, a join resolves to null without a trip to D1', async () => {
    const context = pageContext('')
    const joined = context.readWithSession((session) => childActivityStatements(context.db, { session }))
    expect(await joined).toBeNull()
    expect(await context.currentUser()).toBeNull()
    expect(context.queries.count).toBe(0)
  })
})
