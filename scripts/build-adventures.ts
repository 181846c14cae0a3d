// A step of `npm run build`: compiles every written adventure (app/content/parks/<park-id>/*.ink) with
// ink's compiler and writes the runtime's JSON where the Worker reads it, beside its other content
// (public/_content/adventures/, which wrangler.toml keeps from browsers). Any ink error or warning
// fails the build: the Worker only ever plays stories that compiled cleanly.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ADVENTURES_DIR, ADVENTURE_INDEX_PATH, adventureParkPath, type AdventureIndex } from '~/providers/story-writer/adventure/source'
import { AdventureCompileError, compilePark, parksWithAdventures } from '~/providers/story-writer/adventure/compile'

const out = join(process.cwd(), 'public', ADVENTURES_DIR)
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const index: AdventureIndex = {}
let bytes = 0
let gzipped = 0
try {
  for (const parkId of parksWithAdventures()) {
    const park = compilePark(parkId)
    const json = JSON.stringify(park)
    writeFileSync(join(process.cwd(), 'public', adventureParkPath(parkId)), json)
    index[parkId] = park.adventures.map((adventure) => adventure.id)
    bytes += json.length
    gzipped += gzipSync(json).length
  }
} catch (error) {
  if (error instanceof AdventureCompileError) {
    console.error(`[adventures] ink could not compile ${error.message}`)
    process.exit(1)
  }
  throw error
}
writeFileSync(join(process.cwd(), 'public', ADVENTURE_INDEX_PATH), JSON.stringify(index))
const count = Object.values(index).reduce((sum, ids) => sum + ids.length, 0)
console.log(`[adventures] ${count} adventures in ${Object.keys(index).length} parks: ${(bytes / 1024).toFixed(0)} KB (${(gzipped / 1024).toFixed(0)} KB gzip)`)
