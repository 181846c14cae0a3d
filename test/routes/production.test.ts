import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../workers/main'
import { ORIGIN, requestCode, uniqueEmail } from '../helpers'

/** The Worker as a deploy runs it: production settings, a real secret. */
const productionBindings = {
  ...env,
  APP_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-more-than-thirty-two-characters',
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
    for (const path of ['/dev/mailbox', '/dev/mailbox?_data=routes%2Fdev.mailbox', '/dev/mailbox?_data=routes/dev.mailbox']) {
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
})
