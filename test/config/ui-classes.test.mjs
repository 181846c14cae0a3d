// The ui primitives keep their own look in classes of Tailwind's components layer (`ui-button`, ...),
// so a class a caller passes overrides it by the cascade (app/utils/cn.ts merges nothing). These
// checks read the sources and the built stylesheet (run after `npm run build`).
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'node:test'

const root = join(import.meta.dirname, '..', '..')
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
const app = sources(join(root, 'app'))
const assets = join(root, 'public', 'build', '_assets')
// The newest build's stylesheet (an older one may still lie beside it).
const [stylesheet] = readdirSync(assets)
  .filter((name) => /^tailwind-.*\.css$/.test(name))
  .map((name) => join(assets, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
const css = readFileSync(stylesheet, 'utf8')

test('every ui- class the app names is in the stylesheet, before the utilities', () => {
  const named = new Map()
  for (const file of app) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/(?<=['"` ])ui-[a-z-]+[a-z](?=['"` ])/g)) named.set(name, relative(root, file))
  }
  assert.ok(named.size >= 30, `only ${named.size} ui- classes found`)
  // A utility every page has: the components layer comes before it in the built file.
  const firstUtility = css.search(/\.mx-auto\s*\{/)
  assert.ok(firstUtility > 0, 'no .mx-auto utility in the stylesheet')
  for (const [name, file] of named) {
    const at = css.search(new RegExp(`\\.${name}[\\s{:,]`))
    assert.ok(at >= 0, `.${name} (named in ${file}) is not in the stylesheet`)
    assert.ok(at < firstUtility, `.${name} comes after the utilities, so it would override a caller's classes`)
  }
})

test("a ui primitive's own classes are ui- classes, never utilities a caller could not override", () => {
  const primitives = [...sources(join(root, 'app', 'components', 'ui')), join(root, 'app', 'components', 'avatar.tsx')]
  let checked = 0
  for (const file of primitives) {
    // Only where a caller's classes join in: a primitive's own conditional classes merge with nothing.
    for (const [, first, rest] of readFileSync(file, 'utf8').matchAll(/\bcn\(\s*'([^']*)'((?:[^()]|\([^()]*\))*)\)/g)) {
      if (!/\bclassName\b/.test(rest)) continue
      checked++
      for (const name of first.split(/\s+/)) assert.match(name, /^ui-/, `${relative(root, file)}: cn('${first}', ...) starts with a utility`)
    }
  }
  assert.ok(checked >= 20, `only ${checked} primitives checked`)
})
