/**
 * Compiles the written adventures (Node only: the build, the checker, the reports). Every `.ink` file
 * under app/content/parks/<park-id>/ is one adventure; `INCLUDE shared/...` reads from app/content/.
 * Any error or warning of ink's compiler is a failure: the Worker only ever runs stories that compiled
 * cleanly.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Compiler, CompilerOptions } from 'inkjs/full'
import type { IFileHandler } from 'inkjs/compiler/IFileHandler'
import { adventureTitle } from './play'
import type { AdventureSource } from './source'
import type { CompiledAdventure, CompiledPark } from './types'

export const CONTENT_DIR = resolve(process.cwd(), 'app/content')
export const PARKS_DIR = join(CONTENT_DIR, 'parks')

/** Includes are named from app/content/ ("shared/story.ink"). */
function fileHandler(root: string): IFileHandler {
  return {
    ResolveInkFilename: (filename: string) => resolve(root, filename),
    LoadInkFileContents: (filename: string) => readFileSync(resolve(root, filename), 'utf8'),
  } as IFileHandler
}

export class AdventureCompileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  }
}

/** Compiles one adventure file; throws an AdventureCompileError listing every error and warning. */
export function compileAdventure(file: string, root = CONTENT_DIR): CompiledAdventure {
  const problems: string[] = []
  const options = new CompilerOptions(file, [], false, (message: string) => problems.push(message), fileHandler(root))
  const compiler = new Compiler(readFileSync(file, 'utf8'), options)
  let story: ReturnType<Compiler['Compile']> | null = null
  try {
    story = compiler.Compile()
  } catch {
    // inkjs throws a generic error; the messages are in the handler and compiler.errors.
  }
  for (const message of [...compiler.errors, ...compiler.warnings]) if (!problems.includes(message)) problems.push(message)
  if (!story || problems.length) throw new AdventureCompileError(file, problems.length ? problems : ['ink could not compile this file'])
  const ink = JSON.parse(story.ToJson() ?? 'null') as object
  const id = file.replace(/^.*\//, '').replace(/\.ink$/, '')
  const title = adventureTitle(ink)
  if (!title) throw new AdventureCompileError(file, ['The file has no "# title:" tag at its top'])
  return { id, title, ink }
}

/** The park ids that have a content folder with at least one adventure. */
export function parksWithAdventures(dir = PARKS_DIR): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(dir, entry.name)).some((name) => name.endsWith('.ink')))
    .map((entry) => entry.name)
    .sort()
}

/** The adventure files of one park, in name order. */
export function adventureFiles(parkId: string, dir = PARKS_DIR): string[] {
  const folder = join(dir, parkId)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ink'))
    .sort()
    .map((name) => join(folder, name))
}

export function compilePark(parkId: string, dir = PARKS_DIR): CompiledPark {
  return { parkId, adventures: adventureFiles(parkId, dir).map((file) => compileAdventure(file)) }
}

/** The adventures compiled from the .ink files, once per park: the Node scripts' AdventureSource. */
export function adventuresFromSource(dir = PARKS_DIR): AdventureSource {
  const compiled = new Map<string, CompiledPark | null>()
  return async (parkId) => {
    if (!compiled.has(parkId)) compiled.set(parkId, adventureFiles(parkId, dir).length ? compilePark(parkId, dir) : null)
    return compiled.get(parkId) ?? null
  }
}
