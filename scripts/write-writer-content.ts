// The writers' content (prose banks and parks' places) as one file in the static assets, a step of
// `npm run build`: the Worker reads it on the first chapter instead of carrying it in its script
// (app/providers/story-writer/content.ts). Not committed; wrangler.toml keeps it from browsers.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { WRITER_CONTENT_PATH, writerContentJson } from '~/providers/story-writer/content'
import { writerContentFromSource } from '~/providers/story-writer/content-source'

const file = join(process.cwd(), 'public', WRITER_CONTENT_PATH)
const json = writerContentJson(writerContentFromSource())
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, json)
console.log(`[writer content] public${WRITER_CONTENT_PATH}: ${(json.length / 1024).toFixed(0)} KB (${(gzipSync(json).length / 1024).toFixed(0)} KB gzip)`)
