import { ok } from '../result'
import type { Mailer } from './mailer'

/**
 * The built-in mailer: the message already sits in the D1 outbox (readable at /dev/mailbox in local
 * development), so delivering it means printing it to the log.
 */
export function createOutboxMailer(): Mailer {
  return {
    name: 'outbox',
    async deliver(email) {
      console.log(`[mail] to ${email.to}: ${email.subject}\n${email.text}`)
      return ok({ providerMessageId: null })
    },
  }
}
