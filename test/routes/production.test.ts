import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { emailOutbox } from '~/db/schema'
import worker from '../../workers/main'
import { db, latestCodeFor, ORIGIN, requestCode, uniqueEmail } from '../helpers'

/** The Worker as a deploy runs it: production settings, a real secret. */
const productionBindings = {
  ...env,
  APP_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-more-than-thirty-two-characters',
  RESEND_API_KEY: 're_production_key',
} as unknown as WorkerBindings

async function fetchAsProduction(path: string, bindings = productionBindings) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`) as Request<unknown, IncomingRequestCfProperties>, bindings, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

describe('production settings', () => {
  it('the dev mailbox does not exist, as a page or as data, even with codes in the outbox', async () => {
    await requestCode(uniqueEmail())
    // `.data` is how the pages ask for data (single fetch); Remix still answers the older `?_data=` form too.
    for (const path of ['/dev/mailbox', '/dev/mailbox.data', '/dev/mailbox.data?_routes=routes%2Fdev.mailbox', '/dev/mailbox?_data=routes%2Fdev.mailbox']) {
      const response = await fetchAsProduction(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toMatch(/\b\d{6}\b.*sign-in code/i)
    }
  })

  it('serves the landing page', async () => {
    const response = await fetchAsProduction('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Explore National Parks Through Stories')
    expect(response.headers.get('x-d1-queries')).toBeNull()
  })

  it('refuses to run with the built-in session secret or a short one', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      for (const secret of [undefined, 'story-trails-local-development-secret', 'short']) {
        const response = await fetchAsProduction('/', { ...productionBindings, SESSION_SECRET: secret } as unknown as WorkerBindings)
        expect(response.status, String(secret)).toBe(500)
      }
    } finally {
      console.error = original
    }
    expect(errors.length).toBe(3)
  })

  it('refuses to run without a mailer: sign-in codes must reach inboxes, never a log', async () => {
    const original = console.error
    const errors: string[] = []
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '))
    try {
      const response = await fetchAsProduction('/', { ...productionBindings, RESEND_API_KEY: undefined } as unknown as WorkerBindings)
      expect(response.status).toBe(500)
    } finally {
      console.error = original
    }
    expect(errors.join('\n')).toMatch(/RESEND_API_KEY must be set in production/)
  })
})

describe('nothing secret reaches the log', () => {
  it('a sign-in code and the words of an e-mail are never logged, in any environment', async () => {
    const logged: string[] = []
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))))
    const email = uniqueEmail()
    await requestCode(email)
    const code = await latestCodeFor(email)
    // The e-mail job runs on the queue: wait until the outbox says it was delivered.
    for (let i = 0; i < 50 && (await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, email) }))?.status !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    for (const spy of spies) spy.mockRestore()
    expect((await db().query.emailOutbox.findFirst({ where: eq(emailOutbox.to, email) }))?.status).toBe('sent')
    const everything = logged.join('\n')
    expect(everything).not.toContain(code)
    expect(everything).not.toContain(email)
    expect(everything).not.toMatch(/Enter this code/)
  })
})
