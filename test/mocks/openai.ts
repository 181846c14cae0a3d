import { vi } from 'vitest'

export const OPENAI_BASE = 'https://api.openai.test/v1'

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>

/**
 * Intercepts an OpenAI-compatible API: chat completions, moderations and images. Any other request
 * fails the test.
 */
export function mockOpenAi(handlers: { chat?: Handler; moderation?: Handler; images?: Handler }) {
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input as RequestInfo, init as RequestInit)
    const url = new URL(request.url)
    const body = (await request.json()) as Record<string, unknown>
    const path = url.pathname.replace('/v1', '')
    calls.push({ path, body })
    const handler = path === '/chat/completions' ? handlers.chat : path === '/moderations' ? handlers.moderation : path === '/images/generations' ? handlers.images : undefined
    if (!url.href.startsWith(OPENAI_BASE) || !handler) throw new Error(`Unexpected outbound request to ${request.url}`)
    return handler(body)
  })
  return { fetcher: fetcher as unknown as typeof fetch, calls }
}

export function chatReply(content: string | null, refusal: string | null = null) {
  return Response.json({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'gpt-test',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal } }],
  })
}

export function moderationReply(flagged: boolean) {
  return Response.json({ id: 'modr-test', model: 'omni-moderation-latest', results: [{ flagged, categories: {}, category_scores: {} }] })
}
