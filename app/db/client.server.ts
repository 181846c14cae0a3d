import { drizzle } from 'drizzle-orm/d1'
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

export function createDb(d1: D1Database, counter?: QueryCounter) {
  return drizzle(counter ? countingD1(d1, counter) : d1, { schema })
}

export type Db = ReturnType<typeof createDb>
