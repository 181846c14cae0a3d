import type { RegionName } from '~/data/park-types'
import { REGIONS } from '~/data/park-types'
import { countParks } from '~/data/parks'
import { FREE_REGION } from './regions.server'

/**
 * The price table lives here and only here (DESIGN.md section 4): the browser says what it wants,
 * never what it costs. $5 buys 20 credits; $10 unlocks a region and adds 20 credits (spec section 9).
 */
export const CREDIT_PACK = { cents: 500, credits: 20 } as const
export const REGION_UNLOCK = { cents: 1000, credits: 20 } as const

/** Regions that can be bought: every region but the free one. */
export const PAID_REGIONS = REGIONS.filter((region) => region !== FREE_REGION)
export const DEFAULT_CHECKOUT_REGION: RegionName = 'East & Other'

export type PurchaseRequest = { kind: 'credits' } | { kind: 'region'; region: RegionName }

export interface CheckoutOption {
  kind: 'credits' | 'region'
  region: RegionName | null
  label: string
  description: string
  listCents: number
  credits: number
  /** Parks the region opens (0 for credits). */
  parks: number
}

export function checkoutOption(request: PurchaseRequest): CheckoutOption {
  if (request.kind === 'credits') {
    return {
      kind: 'credits',
      region: null,
      label: `${CREDIT_PACK.credits} Story Credits`,
      description: 'Add credits to your account for story chapters',
      listCents: CREDIT_PACK.cents,
      credits: CREDIT_PACK.credits,
      parks: 0,
    }
  }
  const parks = countParks(request.region)
  return {
    kind: 'region',
    region: request.region,
    label: `${request.region} Region + ${REGION_UNLOCK.credits} Credits`,
    description: `Unlock ${parks} parks and get ${REGION_UNLOCK.credits} credits`,
    listCents: REGION_UNLOCK.cents,
    credits: REGION_UNLOCK.credits,
    parks,
  }
}

/**
 * What a checkout link asks for: `type=credits`, or a region by `type=region&region=` or just
 * `region=` (default East & Other). Null for a region that cannot be bought.
 */
export function readPurchaseRequest(params: URLSearchParams | { type?: unknown; region?: unknown }): PurchaseRequest | null {
  const get = (name: 'type' | 'region') => (params instanceof URLSearchParams ? params.get(name) : (params[name] as string | undefined)) ?? null
  if (get('type') === 'credits') return { kind: 'credits' }
  const region = get('region') ?? DEFAULT_CHECKOUT_REGION
  return (PAID_REGIONS as readonly string[]).includes(region) ? { kind: 'region', region: region as RegionName } : null
}

export const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
