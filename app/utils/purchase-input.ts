import { z } from 'zod'

/**
 * What the checkout page sends: what to buy (never a price), an optional discount code and the
 * checkout's own id (so a retried request finds the same purchase). Shared by the routes.
 */
export const purchaseInputSchema = z.object({
  type: z.enum(['credits', 'region']).optional(),
  region: z.string().trim().max(40).optional(),
  discountCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || null),
  checkoutId: z.string().regex(/^[\w-]{8,64}$/, 'Please reload the checkout page.'),
})
