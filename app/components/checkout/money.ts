/** Dollars with two decimals, as the checkout shows every price. */
export const dollars = (cents: number) => `$${(Math.max(0, cents) / 100).toFixed(2)}`
