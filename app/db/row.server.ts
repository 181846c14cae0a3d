import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm'

/**
 * A row read by hand-written SQL (`select u.* ...`), as drizzle would have given it: the table's
 * property names, and each value through its column's mapping (timestamps to dates, 0/1 to booleans).
 */
export function fromRow<T extends Table>(table: T, row: Record<string, unknown>): InferSelectModel<T> {
  const mapped: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name]
    mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return mapped as InferSelectModel<T>
}
