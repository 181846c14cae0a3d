// Which modules of the browser build share a file. Pure, so the rules are tested apart from the build
// (test/config/client-chunks.test.mjs); merge-client-chunks.mjs applies them with rollup.
//
// esbuild, which the Remix compiler runs, splits code by exactly one rule: a module goes into the file
// of the set of entries (route modules, the entry script, lazy chunks) that reach it. With 105 routes
// that makes about a hundred small shared files, and a signed-in page loaded 64 scripts, most of them
// under 1 KB. A phone pays for each: a request, a round trip per wave of six on HTTP/1.1, and a task to
// compile and link it. So, on the module graph of esbuild's output:
//
// 1. Every module the entry script or the root route needs goes into one file, `shell`. Every page
//    loads all of it before hydrating anyway.
// 2. The other modules are grouped as esbuild grouped them, by the set of entries that reach them.
// 3. A group smaller than `smallBytes` joins a group that every one of its entries already loads (so no
//    page loads an extra file): the one the fewest other entries load, if they are at most
//    `maxExtraEntries`. It joins `shell` (which every entry loads) only while `shellBudgetBytes` last,
//    so that signed-out pages stay small.
// 4. Two small groups that are left become one where the bytes that entries then load for nothing (each
//    entry of one loads the other's bytes) come to at most `pairCostBytes` in all.

/**
 * @typedef {object} ModuleGraph
 * @property {string[]} entries the modules a page or a lazy import starts from
 * @property {string[]} shellEntries the entries every page loads before hydrating (entry script, root)
 * @property {(id: string) => string[]} staticImports what a module imports statically
 * @property {(id: string) => number} size a module's size in bytes
 */

/**
 * @param {ModuleGraph} graph
 * @param {{ smallBytes: number, maxExtraEntries: number, shellBudgetBytes: number, pairCostBytes?: number }} limits
 * @returns {Map<string, string>} module id to group name (`shell`, or `shared-N`); entries and modules
 *   only one entry reaches are not in it (their entry's file holds them)
 */
export function chunkGroups(graph, { smallBytes, maxExtraEntries, shellBudgetBytes, pairCostBytes = 0 }) {
  const entries = new Set(graph.entries)
  const reach = (from, seen = new Set()) => {
    const stack = [from]
    while (stack.length > 0) {
      const id = stack.pop()
      if (seen.has(id)) continue
      seen.add(id)
      for (const next of graph.staticImports(id)) stack.push(next)
    }
    return seen
  }

  /** module -> the entries that reach it */
  const reachedBy = new Map()
  for (const entry of graph.entries) {
    for (const id of reach(entry)) {
      if (entries.has(id)) continue
      if (!reachedBy.has(id)) reachedBy.set(id, new Set())
      reachedBy.get(id).add(entry)
    }
  }

  /** @type {Map<string, { modules: Set<string>, entries: Set<string>, size: number }>} */
  const groups = new Map()
  const shell = new Set()
  for (const entry of graph.shellEntries) for (const id of reach(entry)) if (!entries.has(id)) shell.add(id)
  groups.set('shell', { modules: shell, entries, size: 0 })
  for (const [id, by] of reachedBy) {
    if (shell.has(id) || by.size < 2) continue
    const key = [...by].sort().join('\n')
    if (!groups.has(key)) groups.set(key, { modules: new Set(), entries: by, size: 0 })
    groups.get(key).modules.add(id)
  }
  for (const group of groups.values()) for (const id of group.modules) group.size += graph.size(id)

  let shellAdded = 0
  const bySize = [...groups].filter(([key]) => key !== 'shell').sort((a, b) => a[1].size - b[1].size || (a[0] < b[0] ? -1 : 1))
  for (const [key, group] of bySize) {
    if (group.size >= smallBytes) continue
    let target = null
    for (const [otherKey, other] of groups) {
      if (otherKey === key || !isSubset(group.entries, other.entries)) continue
      const extra = other.entries.size - group.entries.size
      if (otherKey === 'shell' ? shellAdded + group.size > shellBudgetBytes : extra > maxExtraEntries) continue
      if (!target || extra < target.extra || (extra === target.extra && otherKey < target.key)) target = { key: otherKey, extra }
    }
    if (!target) continue
    const into = groups.get(target.key)
    for (const id of group.modules) into.modules.add(id)
    into.size += group.size
    if (target.key === 'shell') shellAdded += group.size
    groups.delete(key)
  }

  // 4. While a group is small, it joins the small group that costs the fewest bytes loaded for nothing.
  const small = () =>
    [...groups].filter(([key, group]) => key !== 'shell' && group.size < smallBytes).sort((a, b) => a[1].size - b[1].size || (a[0] < b[0] ? -1 : 1))
  for (const [key, group] of small()) {
    if (!groups.has(key) || group.size >= smallBytes) continue
    let partner = null
    for (const [otherKey, other] of small()) {
      if (otherKey === key) continue
      const cost = other.size * countMissing(group.entries, other.entries) + group.size * countMissing(other.entries, group.entries)
      if (cost > pairCostBytes) continue
      if (!partner || cost < partner.cost || (cost === partner.cost && otherKey < partner.key)) partner = { key: otherKey, cost }
    }
    if (!partner) continue
    const into = groups.get(partner.key)
    for (const id of group.modules) into.modules.add(id)
    into.entries = new Set([...into.entries, ...group.entries])
    into.size += group.size
    groups.delete(key)
  }

  const names = new Map()
  let n = 0
  for (const [key, group] of groups) {
    const name = key === 'shell' ? 'shell' : `shared-${n++}`
    for (const id of group.modules) names.set(id, name)
  }
  return names
}

/** How many of `from` are not in `to`. */
function countMissing(from, to) {
  let missing = 0
  for (const item of from) if (!to.has(item)) missing += 1
  return missing
}

function isSubset(small, large) {
  for (const item of small) if (!large.has(item)) return false
  return true
}
