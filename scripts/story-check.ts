// npm run story-check [-- --park zion,arches] [-- --paths stories.txt]
// Compiles every written adventure (app/content/parks/<park-id>/*.ink) and plays every path of each in
// every age band, with "end now" tried after every choice (app/providers/story-writer/adventure/check.ts).
// Exits 1 on any problem. `--park` shows one park's figures and problems (sentences shared with other
// parks still count); `--paths FILE` writes every path it played out as text, for reading.
import { statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { installParkPlaces } from '~/data/places/park-places'
import { checkAcross, checkParkAdventures, FRAME_WORDS, type Problem, type RenderedPath } from '~/providers/story-writer/adventure/check'
import { AdventureCompileError, compilePark, PARKS_DIR, parksWithAdventures } from '~/providers/story-writer/adventure/compile'
import { writerContentFromSource } from '~/providers/story-writer/content-source'
import { AGE_BANDS } from '~/utils/age-band'

/** At most this share of a park's sentences may share a 7-word run with another park's adventures. */
const MAX_FRAME_SHARE = 0.08
/** At most this share of all adventures may open at a visitor centre. */
const MAX_VISITOR_CENTRE_OPENINGS = 0.25

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}
const only = option('park')?.split(',')
const pathsFile = option('paths')
const shows = (parkId: string) => !only || only.includes(parkId)

installParkPlaces(writerContentFromSource().places)
const started = Date.now()
const problems: Problem[] = []
const across: { parkId: string; adventure: string; sentences: Set<string> }[] = []
const openings: { parkId: string; kind: string | null }[] = []
const paths: (RenderedPath & { parkId: string })[] = []
const rows: string[] = []

const parks = parksWithAdventures()
for (const parkId of parks) {
  let compiled
  try {
    compiled = compilePark(parkId)
  } catch (error) {
    if (!(error instanceof AdventureCompileError)) throw error
    problems.push({ parkId, adventure: error.file.replace(/^.*\//, ''), message: `ink could not compile it:\n${error.problems.join('\n')}` })
    continue
  }
  const checked = checkParkAdventures(parkId, compiled.adventures)
  problems.push(...checked.problems)
  for (const [adventure, sentences] of checked.sentences) across.push({ parkId, adventure, sentences })
  for (const stats of checked.stats) {
    openings.push({ parkId, kind: stats.opening })
    if (!shows(parkId)) continue
    rows.push(
      `${parkId}/${stats.adventure} "${stats.title}": opens at a ${stats.opening ?? '?'}, ${stats.paths} paths, endings ${stats.endings.join(' ')}\n      ` +
        AGE_BANDS.map((band) => `${band} ${stats.words[band].min}-${stats.words[band].max} words (mean ${stats.words[band].mean}), grade ${stats.grade[band]}`).join('; '),
    )
  }
  if (pathsFile && shows(parkId)) paths.push(...checked.paths.map((path) => ({ ...path, parkId })))
}

// Oldest file first: a sentence two adventures share is the newer one's to change.
const age = (entry: { parkId: string; adventure: string }) => statSync(join(PARKS_DIR, entry.parkId, `${entry.adventure}.ink`)).mtimeMs
const crossed = checkAcross([...across].sort((a, b) => age(a) - age(b)))
problems.push(...crossed.problems)
const frameRows: string[] = []
for (const [parkId, { sentences, framed }] of crossed.frames) {
  const share = framed / Math.max(1, sentences)
  if (shows(parkId)) frameRows.push(`${parkId}: ${(share * 100).toFixed(1)}% of ${sentences} sentences share a ${FRAME_WORDS}-word run with another park's adventure`)
  if (share > MAX_FRAME_SHARE) problems.push({ parkId, adventure: '*', message: `${(share * 100).toFixed(1)}% of its sentences share a ${FRAME_WORDS}-word run with another park's adventures (at most ${MAX_FRAME_SHARE * 100}%)` })
}
for (const parkId of parks) {
  const own = openings.filter((o) => o.parkId === parkId)
  if (own.length >= 2 && own.every((o) => o.kind === 'visitor-centre')) problems.push({ parkId, adventure: '*', message: 'every adventure of the park opens at a visitor centre' })
}
const atDesk = openings.filter((o) => o.kind === 'visitor-centre').length
if (openings.length && atDesk / openings.length > MAX_VISITOR_CENTRE_OPENINGS) {
  problems.push({ parkId: '*', adventure: '*', message: `${atDesk} of ${openings.length} adventures open at a visitor centre (at most ${MAX_VISITOR_CENTRE_OPENINGS * 100}%)` })
}

console.log(`Story check: ${parks.length} parks, ${openings.length} adventures, every path in ${((Date.now() - started) / 1000).toFixed(1)} s`)
for (const row of rows) console.log(`  ${row}`)
for (const row of frameRows) console.log(`  ${row}`)
console.log(`  ${atDesk} of ${openings.length} adventures open at a visitor centre`)

if (pathsFile) {
  const text = paths
    .map((p) => {
      const head = `=== ${p.parkId}/${p.adventure} · ${p.band} · ${p.chapters.length} chapters${p.endedEarly ? ' (ended early)' : ''} · ending ${p.ending ?? '?'}`
      const body = p.chapters.map((chapter, i) => `--- Chapter ${i + 1}\n${chapter}${p.choices[i] ? `\n\n> ${p.choices[i]}` : ''}`).join('\n\n')
      return `${head}\n\n${body}`
    })
    .join('\n\n\n')
  writeFileSync(pathsFile, text)
  console.log(`  wrote ${paths.length} paths to ${pathsFile}`)
}

const shown = problems.filter((p) => p.parkId === '*' || shows(p.parkId))
if (shown.length) {
  const byAdventure = new Map<string, Problem[]>()
  for (const problem of shown) {
    const key = `${problem.parkId}/${problem.adventure}${problem.band ? ` (${problem.band})` : ''}`
    byAdventure.set(key, [...(byAdventure.get(key) ?? []), problem])
  }
  console.log(`\n${shown.length} problem(s):`)
  for (const [key, list] of byAdventure) {
    console.log(`\n${key}`)
    for (const problem of list.slice(0, 25)) console.log(`  - ${problem.message}${problem.path?.length ? `\n      after: ${problem.path.join(' > ')}` : ''}`)
    if (list.length > 25) console.log(`  ... and ${list.length - 25} more`)
  }
}
if (only ? shown.length : problems.length) process.exit(1)
console.log('No problems.')
