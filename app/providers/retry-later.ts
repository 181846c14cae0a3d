/**
 * An outside service asked us to come back later (HTTP 429 or 503 with Retry-After). A provider
 * throws it; the queue retries the job after at least that long, or gives it up if that would pass
 * the job's deadline.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 0,
  ) {
    super(message)
    this.name = 'RetryLaterError'
  }
}
