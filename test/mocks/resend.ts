import { vi } from 'vitest'
import { RESEND_ENDPOINT } from '~/providers/mailer/resend.server'

/** Intercepts calls to Resend's API; any other outbound request fails the test. */
export function mockResend(reply: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init) as unknown as Request
    if (request.url !== RESEND_ENDPOINT) throw new Error(`Unexpected outbound request to ${request.url}`)
    calls.push(request.clone() as unknown as Request)
    return reply(request)
  })
  return { fetcher: fetcher as unknown as typeof fetch, calls }
}
