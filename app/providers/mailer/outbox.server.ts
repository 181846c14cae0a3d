import { ok } from '../result'
import type { Mailer } from './mailer'

/**
 * The built-in mailer, for local development and tests: the message already sits in the D1 outbox,
 * readable at /dev/mailbox. Nothing of it reaches the log: a sign-in code or an e-mail's words in a
 * log would let anyone who reads the logs sign in as a parent. Production refuses to start without a
 * real mailer (env.server.ts).
 */
export function createOutboxMailer(): Mailer {
  return {
    name: 'outbox',
    async deliver() {
      return ok({ providerMessageId: null })
    },
  }
}
