import type { AppEnv } from '~/env.server'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox.server'
import { createResendMailer } from './resend.server'

export function chooseMailer(env: AppEnv): Mailer {
  return env.RESEND_API_KEY ? createResendMailer(env.RESEND_API_KEY) : createOutboxMailer()
}
