import type { AppContext } from '~/context.server'
import { recordAudit } from '~/models/audit-log.server'
import { refundRefusedPurchase } from '~/models/purchase.server'

/** Refunds a card payment for a purchase refused at fulfilment (a region already unlocked, a code used up). */
export async function refundPurchaseJob(ctx: AppContext, { purchaseId }: { purchaseId: string }) {
  await refundRefusedPurchase(ctx.db, ctx.providers.payments, purchaseId)
}

/** Every attempt failed: the admins see it in the audit log and refund it from Stripe's dashboard. */
export async function giveUpRefund(ctx: AppContext, { purchaseId }: { purchaseId: string }, error: string) {
  console.error(`[payments] could not refund refused purchase ${purchaseId}: ${error}`)
  await recordAudit(ctx.db, { id: null, email: 'payments (webhook)' }, { action: 'payment.refund-failed', targetType: 'purchase', targetId: purchaseId, details: { error: error.slice(0, 300) } })
}
