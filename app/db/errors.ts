/**
 * Whether a D1 error (however drizzle wraps it) is a unique-constraint violation, optionally on a
 * given table: the way a race for the same row shows itself.
 */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const message = current instanceof Error ? current.message : String(current)
    if (message.includes('UNIQUE constraint failed') && (!table || message.includes(`${table}.`))) return true
  }
  return false
}
