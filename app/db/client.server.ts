import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm'
import { DrizzleD1Database } from 'drizzle-orm/d1'
import { SQLiteD1Session } from 'drizzle-orm/d1/session'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

/**
 * Counts a request's trips to D1, so tests and the benchmark can hold the page budget (DESIGN.md
 * section 8). A batch is one trip however many statements it carries: at the edge, round trips set
 * latency, and a page's reads are meant to go out together.
 */
export interface QueryCounter {
  count: number
}

const EXECUTORS = ['first', 'all', 'run', 'raw'] as const

/**
 * Counts every trip to D1 through this binding, by drizzle or by hand: a statement run on its own,
 * or a batch. The statements stay D1's own objects (only their methods are wrapped), so batches still
 * accept them.
 */
function countingD1(d1: D1Database, counter: QueryCounter): D1Database {
  const track = (statement: D1PreparedStatement): D1PreparedStatement => {
    const target = statement as unknown as Record<string, (...args: unknown[]) => unknown>
    for (const method of EXECUTORS) {
      const original = target[method].bind(statement)
      target[method] = (...args: unknown[]) => {
        counter.count++
        return original(...args)
      }
    }
    const bind = statement.bind.bind(statement)
    target.bind = (...values: unknown[]) => track(bind(...values))
    return statement
  }
  return {
    prepare: (query: string) => track(d1.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => {
      counter.count++
      return d1.batch(statements)
    },
    exec: (query: string) => {
      counter.count++
      return d1.exec(query)
    },
    dump: () => d1.dump(),
    withSession: (...args: Parameters<D1Database['withSession']>) => d1.withSession(...args),
  } as D1Database
}

type Schema = typeof schema

/**
 * drizzle's relational view of the schema. `drizzle(d1, { schema })` works it out again on every call,
 * which was a tenth of a signed-in page's CPU; it depends on the schema alone, so it is made once.
 */
let relationalSchema: { fullSchema: Schema; schema: ReturnType<typeof extractTablesRelationalConfig>['tables']; tableNamesMap: Record<string, string> } | undefined

function getRelationalSchema() {
  if (!relationalSchema) {
    const config = extractTablesRelationalConfig(schema, createTableRelationsHelpers)
    relationalSchema = { fullSchema: schema, schema: config.tables, tableNamesMap: config.tableNamesMap }
  }
  return relationalSchema
}

/** What `drizzle(d1, { schema })` builds (drizzle-orm/d1/driver.js), with the relational schema reused. */
export function createDb(d1: D1Database, counter?: QueryCounter) {
  const client = counter ? countingD1(d1, counter) : d1
  const dialect = new SQLiteAsyncDialect()
  const relational = getRelationalSchema()
  const session = new SQLiteD1Session(client, dialect, relational, {})
  const db = new DrizzleD1Database<Schema>('async', dialect, session as never, relational as never) as DrizzleD1Database<Schema> & { $client: D1Database }
  db.$client = client
  return db
}

export type Db = ReturnType<typeof createDb>
