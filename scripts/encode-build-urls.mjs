// After `remix build`: the URLs of route modules in the client manifest and in the server build (which
// writes the page's modulepreload links and route discovery) are put in the asset server's canonical
// form, so a browser fetches `story.%24storyId-X.js` at once instead of being redirected there
// (see asset-urls.mjs). The files keep their names; only the references change.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeBuildUrls } from './asset-urls.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const clientManifests = readdirSync(join(root, 'public', 'build'))
  .filter((name) => /^manifest-[A-Za-z0-9]+\.js$/.test(name))
  .map((name) => join(root, 'public', 'build', name))

for (const file of [...clientManifests, join(root, 'build', 'index.js')]) {
  const { text, changed } = encodeBuildUrls(readFileSync(file, 'utf8'))
  if (changed) writeFileSync(file, text)
  console.log(`[urls] ${file.slice(root.length + 1)}: ${changed} build URLs made canonical`)
}
