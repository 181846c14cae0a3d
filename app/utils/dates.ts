/** Dates in US English (spec section 9). A bare YYYY-MM-DD is a calendar day, not an instant. */
export function formatDate(value: string | Date, style: 'long' | 'medium' = 'long') {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return date.toLocaleDateString('en-US', { dateStyle: style, timeZone: 'UTC' })
}
