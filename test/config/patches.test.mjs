// Every patch into a dependency (patches/*.patch, applied by patch-package at `npm ci`) is for one
// release of its package, and each decision that keeps one says what it buys (docs/decisions). When the
// package moves on, or its file changes shape so that the patch no longer applies, this fails and names
// the patch: re-measure whether it is still worth making again before re-making it.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const root = join(import.meta.dirname, '..', '..')
const patchesDir = join(root, 'patches')

/** `@remix-run+router+1.23.4.patch` -> { name: '@remix-run/router', version: '1.23.4' } */
function patchedPackage(file) {
  const match = file.match(/^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/)
  assert.ok(match, `${file} is not named as patch-package names a patch`)
  return { name: match[1].replaceAll('+', '/'), version: match[2] }
}

/** The lines a patch adds, by the file it adds them to (hunks' `+` lines, without the `+++` headers). */
function addedLines(text) {
  const files = new Map()
  let current
  for (const line of text.split('\n')) {
    if (line.startsWith('+++ b/')) {
      current = line.slice('+++ b/'.length)
      files.set(current, [])
    } else if (current && line.startsWith('+') && !line.startsWith('+++') && line.slice(1).trim() !== '') {
      files.get(current).push(line.slice(1))
    }
  }
  return files
}

const patches = readdirSync(patchesDir).filter((file) => file.endsWith('.patch'))

test('each patch is named in a decision record that says what it buys', () => {
  const decisions = readdirSync(join(root, 'docs', 'decisions'))
    .map((file) => readFileSync(join(root, 'docs', 'decisions', file), 'utf8'))
    .join('\n')
  for (const file of patches) {
    const { name } = patchedPackage(file)
    assert.ok(decisions.includes(`patches/${name.replaceAll('/', '+')}+`), `no decision names patches/${file}`)
  }
})

for (const file of patches) {
  test(`${file} is for the installed release, and every line it adds is there`, () => {
    const { name, version } = patchedPackage(file)
    const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
    assert.equal(installed, version, `${name} is ${installed}, the patch is for ${version}: measure whether it is still needed before re-making it`)
    const added = addedLines(readFileSync(join(patchesDir, file), 'utf8'))
    assert.ok(added.size > 0, `${file} changes no file`)
    for (const [target, lines] of added) {
      const text = readFileSync(join(root, target), 'utf8')
      for (const line of lines) assert.ok(text.includes(line), `${target} lacks a line ${file} adds:\n${line}`)
    }
  })
}
