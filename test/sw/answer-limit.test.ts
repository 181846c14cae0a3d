import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWithAnswerLimit } from '~/sw/answer-limit'

/** A server that answers `delayMs` after the request (never, for Infinity) and sends `body` after `bodyDelayMs` more. */
function serverAnswering(delayMs: number, body = 'saved', bodyDelayMs = 0) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    const signal = init?.signal ?? undefined
    return new Promise<Response>((resolve, reject) => {
      // As a browser does: aborting the request fails whatever of it is still on its way.
      signal?.addEventListener('abort', () => reject(signal.reason))
      if (delayMs === Infinity) return
      setTimeout(() => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            signal?.addEventListener('abort', () => controller.error(signal.reason))
            setTimeout(() => {
              controller.enqueue(new TextEncoder().encode(body))
              controller.close()
            }, bodyDelayMs)
          },
        })
        resolve(new Response(stream))
      }, delayMs)
    })
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('saving for the trail waits a limited time for each answer to start', () => {
  it('gives a request up when no answer has started within the limit', async () => {
    serverAnswering(Infinity)
    const started = Date.now()
    const error = await fetchWithAnswerLimit('/story/abc', {}, 50).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('TimeoutError')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('does not cut an answer that started in time, however slowly its body arrives', async () => {
    serverAnswering(5, 'the whole storybook', 150)
    const response = await fetchWithAnswerLimit('/api/stories/abc/pdf', {}, 50)
    expect(await response.text()).toBe('the whole storybook')
  })

  it('passes the request on as asked', async () => {
    const fetch = serverAnswering(0)
    await fetchWithAnswerLimit('/library', { credentials: 'same-origin', headers: { 'X-Trail-Fresh': '1' } }, 50)
    expect(fetch).toHaveBeenCalledWith('/library', expect.objectContaining({ credentials: 'same-origin', headers: { 'X-Trail-Fresh': '1' } }))
  })
})
