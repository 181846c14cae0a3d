import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createAppContext } from '~/context.server'
import { emailOutbox } from '~/db/schema'
import { EMAIL_RETRY, retryDelaySeconds } from '~/jobs/messages'
import { createResendMailer } from '~/providers/mailer/resend.server'
import { routeJobBatch } from '../../workers/jobs/router'
import { db } from '../helpers'
import { mockResend } from '../mocks/resend'

async function outboxRow(kind = 'sign-in-code') {
  const [row] = await db()
    .insert(emailOutbox)
    .values({ kind, to: 'parent@example.com', subject: '123456 is your Story Trails sign-in code', html: '<p>123456</p>', text: '123456' })
    .returning()
  return row
}

function message(body: unknown, attempts = 1) {
  return { id: crypto.randomUUID(), timestamp: new Date(), attempts, body }
}

describe('the send-email job', () => {
  it('delivers an outbox e-mail once, even when the message is delivered twice', async () => {
    const row = await outboxRow()
    const ctx = createExecutionContext()
    const app = createAppContext(env, ctx)
    const deliver = vi.spyOn(app.providers.mailer, 'deliver')
    const batch = createMessageBatch('story-trails-jobs', [message({ kind: 'send-email', outboxId: row.id })])
    await routeJobBatch(batch, app)
    await routeJobBatch(createMessageBatch('story-trails-jobs', [message({ kind: 'send-email', outboxId: row.id }, 2)]), app)
    expect(deliver).toHaveBeenCalledTimes(1)
    const stored = await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.id, row.id) })
    expect(stored).toMatchObject({ status: 'sent', provider: 'outbox', attempts: 1 })
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1)
  })

  it('sends once when the same e-mail is delivered twice in one batch (the messages run at the same time)', async () => {
    const row = await outboxRow()
    const ctx = createExecutionContext()
    const app = createAppContext(env, ctx)
    const deliver = vi.spyOn(app.providers.mailer, 'deliver')
    const batch = createMessageBatch('story-trails-jobs', [message({ kind: 'send-email', outboxId: row.id }), message({ kind: 'send-email', outboxId: row.id })])
    await routeJobBatch(batch, app)
    expect(deliver).toHaveBeenCalledTimes(1)
    const stored = await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.id, row.id) })
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 })
    const result = await getQueueResult(batch, ctx)
    expect(result.explicitAcks).toHaveLength(2)
    expect(result.retryMessages).toHaveLength(0)
  })

  it('acks a message that does not parse instead of failing the batch', async () => {
    const row = await outboxRow()
    const ctx = createExecutionContext()
    const batch = createMessageBatch('story-trails-jobs', [
      message({ kind: 'launch-rocket' }),
      message({ kind: 'send-email', outboxId: row.id }),
    ])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await routeJobBatch(batch, createAppContext(env, ctx))
    const result = await getQueueResult(batch, ctx)
    expect(result.explicitAcks).toHaveLength(2)
    expect(result.retryMessages).toHaveLength(0)
  })

  it('retries a failed delivery with backoff, and marks it failed after the last attempt', async () => {
    const row = await outboxRow()
    const ctx = createExecutionContext()
    const app = createAppContext(env, ctx)
    const failing = mockResend(() => Response.json({ message: 'Service unavailable' }, { status: 503 }))
    app.providers.mailer = createResendMailer('re_test_key', failing.fetcher)
    vi.spyOn(console, 'warn').mockImplementation(() => {})

    const first = createMessageBatch('story-trails-jobs', [message({ kind: 'send-email', outboxId: row.id }, 1)])
    const retry = vi.spyOn(first.messages[0], 'retry')
    await routeJobBatch(first, app)
    const [[{ delaySeconds }]] = retry.mock.calls as [[{ delaySeconds: number }]]
    expect(delaySeconds).toBeGreaterThanOrEqual(10)
    expect(delaySeconds).toBeLessThanOrEqual(15)
    expect((await getQueueResult(first, ctx)).retryMessages).toHaveLength(1)
    expect(await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.id, row.id) })).toMatchObject({
      status: 'queued',
      error: 'Resend answered 503: Service unavailable',
    })

    const ctx2 = createExecutionContext()
    const last = createMessageBatch('story-trails-jobs', [message({ kind: 'send-email', outboxId: row.id }, 5)])
    await routeJobBatch(last, { ...app, waitUntil: (p) => ctx2.waitUntil(p) })
    expect((await getQueueResult(last, ctx2)).explicitAcks).toHaveLength(1)
    expect(await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.id, row.id) })).toMatchObject({ status: 'failed', attempts: 2 })
  })
})

it('backs off exponentially, capped at 5 minutes, with up to 5 s of jitter', () => {
  expect([1, 2, 3, 4, 10].map((attempts) => retryDelaySeconds(EMAIL_RETRY, attempts, { random: () => 0 }))).toEqual([10, 20, 40, 80, 300])
  expect(retryDelaySeconds(EMAIL_RETRY, 1, { random: () => 0.999 })).toBe(15)
})

describe('the Resend adapter', () => {
  it('posts the e-mail to Resend with the key and records its id', async () => {
    const resend = mockResend(() => Response.json({ id: 'msg_123' }))
    const mailer = createResendMailer('re_test_key', resend.fetcher)
    const result = await mailer.deliver({ to: 'a@example.com', from: 'Story Trails <hello@storytrails.app>', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })
    expect(result).toEqual({ ok: true, value: { providerMessageId: 'msg_123' } })
    const [call] = resend.calls
    expect(call.headers.get('authorization')).toBe('Bearer re_test_key')
    expect(await call.json()).toEqual({ from: 'Story Trails <hello@storytrails.app>', to: ['a@example.com'], subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })
  })

  it('turns a malformed reply into an error, not a surprise', async () => {
    const mailer = createResendMailer('re_test_key', mockResend(() => new Response('<html>oops</html>', { status: 200 })).fetcher)
    expect(await mailer.deliver({ to: 'a@example.com', from: 'x@example.com', subject: 'Hi', html: '', text: '' })).toEqual({
      ok: false,
      error: 'Resend answered without a message id',
    })
  })

  it('is chosen when RESEND_API_KEY is set', () => {
    const app = createAppContext({ ...env, RESEND_API_KEY: 're_live_key' }, createExecutionContext())
    expect(app.providers.mailer.name).toBe('resend')
    expect(createAppContext(env, createExecutionContext()).providers.mailer.name).toBe('outbox')
  })
})
