import type { Result } from '../result'

export interface OutgoingEmail {
  to: string
  from: string
  subject: string
  html: string
  text: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for the newsletter). */
  headers?: Record<string, string>
}

/** Delivers one e-mail. `name` is recorded on the outbox row. */
export interface Mailer {
  name: 'outbox' | 'resend'
  deliver(email: OutgoingEmail): Promise<Result<{ providerMessageId: string | null }>>
}
