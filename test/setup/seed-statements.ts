// Global set-up (in Node, once per run): the reference rows `npm run seed` writes, as SQL statements.
// Every test file's fresh database replays them (test/setup/apply-migrations.ts), so no test file has to
// load the e-mail designs and the story writer just to seed them: the same rows, from the same builders.
import type { TestProject } from 'vitest/node'
import { createDb } from '~/db/client.server'
import { insertDefaultDiscountCodes } from '~/models/discount.server'
import { defaultEmailTemplateRows, insertDefaultEmailTemplates } from '~/models/email-template.server'
import { insertDefaultTemplate } from '~/models/story-template.server'

/** A statement as a binding carries it (plain JSON: drizzle has already turned dates and booleans into numbers). */
export type SeedStatement = { sql: string; params: (string | number | null)[] }

declare module 'vitest' {
  export interface ProvidedContext {
    seedStatements: SeedStatement[]
  }
}

export default async function provideSeedStatements(project: TestProject) {
  // Builders only: nothing is sent to this stand-in database, `toSQL()` just writes the statement.
  const db = createDb({} as D1Database)
  const queries = [insertDefaultDiscountCodes(db), insertDefaultTemplate(db), insertDefaultEmailTemplates(db, await defaultEmailTemplateRows())]
  project.provide(
    'seedStatements',
    queries.map((query) => query.toSQL() as SeedStatement),
  )
}
