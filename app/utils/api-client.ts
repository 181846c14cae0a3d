/**
 * The shared helper for calls to our own API (spec section 7): JSON in and out, credentials sent,
 * and on failure the server's message, else its error, else "HTTP {status}".
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export const NETWORK_ERROR = 'Network connection failed. Please check your connection and try again.'

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(NETWORK_ERROR, 0)
  }
  const text = await response.text()
  let data: unknown = text
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  if (!response.ok) {
    const record = (data && typeof data === 'object' ? data : {}) as { message?: unknown; error?: unknown }
    const message = typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : `HTTP ${response.status}`
    throw new ApiError(message, response.status)
  }
  return data as T
}
