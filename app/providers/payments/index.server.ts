import type { AppEnv } from '~/env.server'
import type { PaymentProvider } from './payments'
import { createStripeProvider } from './stripe.server'
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider.server'

/**
 * Stripe when its three keys are set; otherwise, outside production, the test provider. A production
 * Worker without Stripe keys sells nothing (null) rather than giving credits away.
 */
export function choosePaymentProvider(env: AppEnv): PaymentProvider | TestPaymentProvider | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
  }
  if (env.isProduction) return null
  return createTestPaymentProvider(env.TEST_PAYMENTS_WEBHOOK_SECRET)
}

export const isTestProvider = (provider: PaymentProvider | null): provider is TestPaymentProvider => provider?.name === 'test'
