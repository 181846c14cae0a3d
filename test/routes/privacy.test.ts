import { describe, expect, it } from 'vitest'
import { CHAT_RETENTION_DAYS } from '~/models/buddy-chat.server'
import { RETENTION } from '~/models/retention.server'
import { request } from '../helpers'

/** The amended children's privacy rule (16 CFR 312, in force from 2026-04-22): the notice names who gets what, and for how long. */
describe('the privacy policy', () => {
  async function policy() {
    const html = await (await request('/privacy-policy')).text()
    return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ')
  }

  it('names each outside service that receives information, and why', async () => {
    const text = await policy()
    for (const service of ['Cloudflare hosts Story Trails', 'Resend delivers our e-mails', 'Stripe processes payments', 'OpenAI, only when our AI story service is switched on', 'Google, only if you choose', "OpenStreetMap's map tile servers"]) {
      expect(text).toContain(service)
    }
    expect(text).toContain('OpenAI does not use what we send through its API to train its models')
  })

  it('says how long each kind of information is kept, with the figures the code deletes it by', async () => {
    const text = await policy()
    expect(RETENTION.chatDays).toBe(CHAT_RETENTION_DAYS)
    for (const line of [
      `Trail Buddy messages: ${RETENTION.chatDays} days`,
      `a code works for ${RETENTION.codeMinutes} minutes`,
      `Sessions (what keeps you signed in): ${RETENTION.sessionDays} days at most`,
      `Copies of the e-mails we sent you: ${RETENTION.sentMailDays} days`,
      `Our servers' technical logs: at most ${RETENTION.workerLogDays} days`,
      'until you delete them, or delete your account',
      'written information security program',
    ]) {
      expect(text).toContain(line)
    }
  })

  it('tells parents that uploaded photos stay out of a shared story unless they choose', async () => {
    expect(await policy()).toContain('Photos you uploaded stay out of it unless you tick "Include our photos"')
  })
})
