import Stripe from 'stripe'
import { err, ok } from '../result'
import { SIGNATURE_TOLERANCE_SECONDS, toPaymentEvent, type PaymentProvider } from './payments'

const cryptoProvider = Stripe.createSubtleCryptoProvider()

/** Checks a Stripe-format signature (`t=...,v1=...`) with Web Crypto and reads the event. */
export async function readSignedEvent(rawBody: string, signature: string | null, secret: string) {
  if (!signature) return err('The payment event has no signature')
  try {
    const event = await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS, cryptoProvider)
    return ok(toPaymentEvent(event as unknown as Parameters<typeof toPaymentEvent>[0]))
  } catch (error) {
    return err(`The payment event's signature is not valid: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export interface StripeConfig {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** For tests: intercept Stripe's HTTP. */
  fetch?: typeof fetch
}

/** Real payments: Stripe PaymentIntents (Payment Element in the browser) and signed webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(config.fetch),
    maxNetworkRetries: 2,
    timeout: 15_000,
  })
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createPayment(payment) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: payment.amountCents,
            currency: 'usd',
            description: payment.description,
            metadata: { purchaseId: payment.purchaseId, userId: payment.userId, ...payment.metadata },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: payment.idempotencyKey },
        )
        if (!intent.client_secret) return err('Stripe returned no client secret')
        return ok({ paymentId: intent.id, clientSecret: intent.client_secret })
      } catch (error) {
        return err(`Stripe could not start the payment: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
    readEvent: (rawBody, signature) => readSignedEvent(rawBody, signature, config.webhookSecret),
    async refundPayment({ paymentId, idempotencyKey, reason }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentId, metadata: { reason } }, { idempotencyKey })
        return ok({ refundId: refund.id })
      } catch (error) {
        return err(`Stripe could not refund the payment: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
