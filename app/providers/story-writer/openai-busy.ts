import { APIError } from 'openai'
import { RetryLaterError } from '~/providers/retry-later'

/**
 * OpenAI said "not now" (HTTP 429 or 503): the chapter is not failed, it is to be written again later,
 * after `retryAfterSeconds` when OpenAI said how long (the Retry-After header; 0 when it did not).
 * It is a RetryLaterError, so the queue waits at least that long before the next attempt.
 */
export class OpenAIBusyError extends RetryLaterError {
  constructor(retryAfterSeconds = 0, message = 'OpenAI is busy; try again later') {
    super(message, retryAfterSeconds)
    this.name = 'OpenAIBusyError'
  }
}

/** A 429 that waiting will not cure: the account has run out of credit (a billing problem, not load). */
export function isQuotaExhausted(error: unknown): boolean {
  return error instanceof APIError && error.status === 429 && error.code === 'insufficient_quota'
}

/** The longest wait we pass on: a header asking for more is read as this. */
export const MAX_RETRY_AFTER_SECONDS = 3600

/**
 * Seconds to wait from a response's headers: OpenAI's `retry-after-ms`, else `Retry-After` as seconds
 * or as an HTTP date. Undefined when there is no usable header.
 */
export function retryAfterSeconds(headers: Headers | undefined | null, now = Date.now()): number | undefined {
  if (!headers) return undefined
  const clamp = (seconds: number) => Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, Math.ceil(seconds)))
  const ms = headers.get('retry-after-ms')?.trim()
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return clamp(Number(ms) / 1000)
  const value = headers.get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return clamp(Number(value))
  // An HTTP date names its day and month ("Wed, 21 Oct 2015 07:28:00 GMT"); "-5" is not one.
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : NaN
  return Number.isNaN(date) ? undefined : clamp((date - now) / 1000)
}

/** The busy error for an OpenAI error that says "try later" (429, 503); null for any other error. */
export function busyFrom(error: unknown): OpenAIBusyError | null {
  if (!(error instanceof APIError) || (error.status !== 429 && error.status !== 503) || isQuotaExhausted(error)) return null
  return new OpenAIBusyError(retryAfterSeconds(error.headers), `OpenAI answered ${error.status}: ${error.message}`)
}
