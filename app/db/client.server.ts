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

/** The binding itself, or a session of the D1 Sessions API opened on it (app/db/d1-session.server.ts). */
export type D1Client = D1Database | D1DatabaseSession

/**
 * Counts every trip to D1 through this binding, by drizzle or by hand: a statement run on its own,
 * or a batch. The statements stay D1's own objects (only their methods are wrapped), so batches still
 * accept them. A session offers only `prepare` and `batch`, which is all the app uses.
 */
function countingD1(d1: D1Client, counter: QueryCounter): D1Database {
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
  const binding = 'exec' in d1 ? d1 : null
  const unavailable = (name: string) => () => {
    throw new Error(`D1's ${name}() is not available in a session: use prepare() or batch()`)
  }
  return {
    prepare: (query: string) => track(d1.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => {
      counter.count++
      return d1.batch(statements)
    },
    exec: binding
      ? (query: string) => {
          counter.count++
          return binding.exec(query)
        }
      : unavailable('exec'),
    dump: binding ? () => binding.dump() : unavailable('dump'),
    withSession: binding ? (...args: Parameters<D1Database['withSession']>) => binding.withSession(...args) : unavailable('withSession'),
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
export function createDb(d1: D1Client, counter?: QueryCounter) {
  const client = countingD1(d1, counter ?? { count: 0 })
  const dialect = new SQLiteAsyncDialect()
  const relational = getRelationalSchema()
  const session = new SQLiteD1Session(client, dialect, relational, {})
  const db = new DrizzleD1Database<Schema>('async', dialect, session as never, relational as never) as DrizzleD1Database<Schema> & { $client: D1Database }
  db.$client = client
  return db
}

export type Db = ReturnType<typeof createDb>
