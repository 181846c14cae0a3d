/**
 * How long saving a story for the trail waits for the server to start answering one request. On a weak
 * signal a request can hang for minutes; the family should hear "Not saved for the trail" and try again
 * with better signal, not watch "Saving" with no end. Only the wait for the answer to start is limited:
 * a storybook that is arriving slowly is still arriving.
 */
export const ANSWER_START_LIMIT_MS = 20_000

/** `fetch`, given up (a TimeoutError) when the answer has not started within `limitMs`. */
export async function fetchWithAnswerLimit(url: string, init: RequestInit = {}, limitMs = ANSWER_START_LIMIT_MS) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer from ${url} within ${limitMs} ms`, 'TimeoutError')), limitMs)
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } finally {
    clearTimeout(timer)
  }
}
