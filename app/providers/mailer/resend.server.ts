import { z } from 'zod'
import { err, ok } from '../result'
import type { Mailer } from './mailer'

export const RESEND_ENDPOINT = 'https://api.resend.com/emails'

const replySchema = z.object({ id: z.string() })
const errorSchema = z.object({ message: z.string() }).partial()

/** Sends through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendMailer(apiKey: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    name: 'resend',
    async deliver(email) {
      let response: Response
      try {
        response = await fetcher(RESEND_ENDPOINT, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            from: email.from,
            to: [email.to],
            subject: email.subject,
            html: email.html,
            text: email.text,
            ...(email.headers ? { headers: email.headers } : {}),
          }),
        })
      } catch (error) {
        return err(`Resend could not be reached: ${error instanceof Error ? error.message : String(error)}`)
      }
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const detail = errorSchema.safeParse(body)
        return err(`Resend answered ${response.status}: ${(detail.success && detail.data.message) || 'no details'}`)
      }
      const reply = replySchema.safeParse(body)
      return reply.success ? ok({ providerMessageId: reply.data.id }) : err('Resend answered without a message id')
    },
  }
}
