// The repository's documentation stands alone: a newcomer's README and docs link nothing outside it,
// and every decision record says whether it still holds.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const root = join(import.meta.dirname, '..', '..')
const docs = join(root, 'docs')
const decisions = join(docs, 'decisions')

test('every decision record opens with a Status line and a date', () => {
  for (const file of readdirSync(decisions).filter((name) => name.endsWith('.md'))) {
    const status = readFileSync(join(decisions, file), 'utf8').match(/^Status: (accepted|superseded[^(]*) ?\((\d{4}-\d\d-\d\d)\)/m)
    assert.ok(status, `${file} has no "Status: accepted (YYYY-MM-DD)" or "Status: superseded by N (YYYY-MM-DD)" line`)
  }
})

test('the README and the architecture page link nothing outside the repository', () => {
  for (const file of [join(root, 'README.md'), join(docs, 'architecture.md')]) {
    const text = readFileSync(file, 'utf8')
    const outside = [...text.matchAll(/\]\((\.\.\/[^)]*)\)|`(\.\.\/shared[^`]*)`/g)].map((match) => match[1] ?? match[2])
    assert.deepEqual(outside, [], `${file} points outside the repository`)
  }
})
