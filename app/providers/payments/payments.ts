import type { Result } from '../result'

export interface NewPayment {
  purchaseId: string
  userId: string
  amountCents: number
  /** What is bought, for the provider's records (metadata), never trusted back. */
  description: string
  metadata: Record<string, string>
  /** The same purchase always asks with the same key, so a retried request makes no second payment. */
  idempotencyKey: string
}

export interface CreatedPayment {
  paymentId: string
  /** Handed to the browser to confirm the payment. */
  clientSecret: string
}

/** A provider event we act on, after its signature was checked. */
export type PaymentEvent =
  | { id: string; type: 'payment.succeeded'; paymentId: string; amountCents: number }
  | { id: string; type: 'payment.refunded'; paymentId: string }
  | { id: string; type: 'ignored'; paymentId: string | null; providerType: string }

export interface PaymentProvider {
  name: 'test' | 'stripe'
  /** For the checkout page: Stripe's publishable key, or null for the test provider. */
  publishableKey: string | null
  createPayment(payment: NewPayment): Promise<Result<CreatedPayment>>
  /** Checks the signature of a webhook body (raw, as received) and reads the event. */
  readEvent(rawBody: string, signature: string | null): Promise<Result<PaymentEvent>>
  /** Gives a whole payment back; the same key never refunds twice. */
  refundPayment(refund: { paymentId: string; idempotencyKey: string; reason: string }): Promise<Result<{ refundId: string }>>
}

/** Stripe's event types, read into ours; both providers speak Stripe's webhook format. */
export function toPaymentEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }): PaymentEvent {
  const object = event.data.object
  if (event.type === 'payment_intent.succeeded' && typeof object.id === 'string' && typeof object.amount_received === 'number') {
    return { id: event.id, type: 'payment.succeeded', paymentId: object.id, amountCents: object.amount_received }
  }
  // A partial refund leaves `refunded` false: only a full refund takes the purchase back.
  if (event.type === 'charge.refunded' && typeof object.payment_intent === 'string' && object.refunded === true) {
    return { id: event.id, type: 'payment.refunded', paymentId: object.payment_intent }
  }
  const paymentId = typeof object.payment_intent === 'string' ? object.payment_intent : typeof object.id === 'string' ? object.id : null
  return { id: event.id, type: 'ignored', paymentId, providerType: event.type }
}

/** How old a signed event may be (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300
