// Offline base map: copies the us-atlas state shapes (unprojected lon/lat TopoJSON) into public/map, so the
// park map fetches them at runtime from /map/us-states-10m.json instead of bundling them into JavaScript.
import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const target = join(root, 'public', 'map')
mkdirSync(target, { recursive: true })
copyFileSync(join(root, 'node_modules', 'us-atlas', 'states-10m.json'), join(target, 'us-states-10m.json'))
