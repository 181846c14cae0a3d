import Stripe from 'stripe'
import { randomToken } from '~/utils/crypto.server'
import { ok } from '../result'
import type { PaymentProvider } from './payments'
import { readSignedEvent } from './stripe.server'

const cryptoProvider = Stripe.createSubtleCryptoProvider()

/**
 * The offline default: no card, clearly labelled test mode. It signs its events exactly like Stripe
 * and they reach the same webhook handler, so a test purchase proves the real fulfilment path.
 * Never used in production (see index.server.ts).
 */
export function createTestPaymentProvider(webhookSecret: string): PaymentProvider & { signSucceeded(paymentId: string, amountCents: number): Promise<SignedEvent>; signRefunded(paymentId: string): Promise<SignedEvent> } {
  async function sign(type: string, object: Record<string, unknown>): Promise<SignedEvent> {
    const body = JSON.stringify({ id: `evt_test_${randomToken(12)}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } })
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: webhookSecret, cryptoProvider })
    return { body, signature }
  }
  return {
    name: 'test',
    publishableKey: null,
    async createPayment(payment) {
      const paymentId = `pi_test_${payment.purchaseId}`
      return ok({ paymentId, clientSecret: `${paymentId}_secret_${randomToken(12)}` })
    },
    readEvent: (rawBody, signature) => readSignedEvent(rawBody, signature, webhookSecret),
    // Test mode charges no card: a refused test purchase is refused before anything is "paid".
    refundPayment: async ({ paymentId }) => ok({ refundId: `re_test_${paymentId}` }),
    signSucceeded: (paymentId, amountCents) => sign('payment_intent.succeeded', { id: paymentId, object: 'payment_intent', amount: amountCents, amount_received: amountCents, status: 'succeeded' }),
    signRefunded: (paymentId) => sign('charge.refunded', { id: `ch_test_${randomToken(8)}`, object: 'charge', payment_intent: paymentId, refunded: true }),
  }
}

export interface SignedEvent {
  body: string
  signature: string
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>
