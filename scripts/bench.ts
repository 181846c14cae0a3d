// npm run bench: measures the budgets of DESIGN.md section 8 on the local stack. It reports; it never
// fails a build. Run `npm run build` first.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { characters } from '~/data/characters'
import { parks } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { createBuiltInQuizMaker } from '~/providers/quiz-maker/built-in'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import { signInLocally } from './local-sign-in'
import { startLocalWorker } from './local-worker.mjs'

const rows: [string, string, string][] = []
const report = (what: string, value: string, budget = '') => {
  rows.push([what, value, budget])
  console.log(`${what}: ${value}${budget ? ` (budget ${budget})` : ''}`)
}

async function generationTimings() {
  const writer = createBuiltInWriter()
  const runs = 300
  const started = performance.now()
  for (let i = 0; i < runs; i++) {
    await writer.writeChapter({
      park: parks[i % parks.length],
      character: characters[i % characters.length],
      sidekick: sidekicks[i % sidekicks.length],
      child: { firstName: 'Sam', age: 5 + (i % 8) },
      chapterNumber: 1 + (i % 4),
      previousChapters: [],
      choice: i % 4 ? 'Follow the trail to the overlook' : null,
      isFinal: i % 5 === 4,
      seed: `bench:${i}`,
    })
  }
  report('Built-in chapter generation', `${((performance.now() - started) / runs).toFixed(2)} ms per chapter`, '< 5 ms CPU')
  // Per age band: the first quiz (what a fresh isolate pays) and the steady state over 300.
  const maker = createBuiltInQuizMaker()
  for (const [band, age] of [['5-6', 6], ['7-9', 8], ['10-12', 11]] as const) {
    let started = performance.now()
    await maker.makeQuiz({ park: parks[7], allParks: parks, child: { firstName: 'Sam', age }, seed: `first-${band}` })
    const first = performance.now() - started
    started = performance.now()
    for (let i = 0; i < 300; i++) await maker.makeQuiz({ park: parks[i % parks.length], allParks: parks, child: { firstName: 'Sam', age }, seed: `q${band}-${i}` })
    report(`Built-in quiz generation, ages ${band}`, `first ${first.toFixed(1)} ms, then ${((performance.now() - started) / 300).toFixed(2)} ms per quiz`, '< 5 ms goal')
  }
}

async function throughput(url: string, total: number, concurrency: number, headers: Record<string, string> = {}) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
      }
    }),
  )
  return total / ((performance.now() - started) / 1000)
}

/** What `wrangler deploy` would upload, built the same way (a dry run into a scratch folder). */
function workerBundle() {
  const outdir = mkdtempSync(join(tmpdir(), 'story-trails-bundle-'))
  try {
    execFileSync(join(process.cwd(), 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '--outdir', outdir], { env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore' })
    let raw = 0
    let gzipped = 0
    let wasm = 0
    for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js') || name.endsWith('.wasm'))) {
      const bytes = readFileSync(join(outdir, file))
      raw += statSync(join(outdir, file)).size
      gzipped += gzipSync(bytes).length
      if (file.endsWith('.wasm')) wasm += gzipSync(bytes).length
    }
    report('Worker bundle (wrangler deploy --dry-run)', `${(raw / 1024).toFixed(0)} KB, ${(gzipped / 1024).toFixed(0)} KB gzip (of which image codecs' WebAssembly ${(wasm / 1024).toFixed(0)} KB)`, '< 800 KB gzip goal')
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

workerBundle()
const worker = await startLocalWorker()
try {
  await generationTimings()
  const base = worker.baseUrl
  // Sign in the way a parent does: the code comes from the dev mailbox.
  const email = `bench-${Date.now()}@example.com`
  const cookie = await signInLocally(base, email)
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { cookie, origin: base, 'content-type': 'application/json', ...(init.headers ?? {}) } })
  const child = (await (await api('/api/children', { method: 'POST', body: JSON.stringify({ name: 'Bench', birthday: '2017-01-01', consent: true }) })).json()) as { id: number }

  // Choice to next chapter, through the queue.
  const waitReady = async (storyId: string, count: number) => {
    for (;;) {
      const story = (await (await api(`/api/stories/${storyId}`)).json()) as { chapters: { status: string; nextChapterOptions: string[] }[] }
      if (story.chapters.length === count && story.chapters[count - 1].status === 'ready') return story
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  const created = (await (await api('/api/stories', { method: 'POST', body: JSON.stringify({ childId: child.id, parkId: 'zion', characterId: characters[0].name, sidekickId: sidekicks[0].name }) })).json()) as { id: string }
  const first = await waitReady(created.id, 1)
  const choiceStarted = performance.now()
  await api(`/api/stories/${created.id}/chapters`, { method: 'POST', body: JSON.stringify({ nextChapterChoice: first.chapters[0].nextChapterOptions[0] }) })
  await waitReady(created.id, 2)
  report('Choice to next chapter (local queue)', `${Math.round(performance.now() - choiceStarted)} ms`, '< 1500 ms')

  // D1 queries per signed-in page.
  for (const path of ['/', '/account', '/library', `/story/${created.id}`, `/story/${created.id}/summary`, '/story/start/zion', '/badges', '/stats', `/quiz/${child.id}/zion`]) {
    const response = await fetch(`${base}${path}`, { headers: { cookie } })
    await response.arrayBuffer()
    report(`D1 queries on ${path}`, response.headers.get('x-d1-queries') ?? '?', '<= 4')
  }

  // First-load JavaScript (gzip): every script a page names in its HTML, signed out and signed in.
  const firstLoad = async (path: string, headers: Record<string, string> = {}) => {
    const html = await (await fetch(`${base}${path}`, { headers })).text()
    const scripts = [...new Set([...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]))]
    let gzipped = 0
    for (const script of scripts) gzipped += gzipSync(Buffer.from(await (await fetch(`${base}${script}`)).arrayBuffer())).length
    return `${(gzipped / 1024).toFixed(1)} KB in ${scripts.length} files`
  }
  for (const path of ['/', '/sign-in', '/privacy-policy']) report(`First-load JS on ${path} signed out (gzip)`, await firstLoad(path), '< 100 KB goal')
  for (const path of ['/', '/library', '/account', `/story/${created.id}`, '/stats']) report(`First-load JS on ${path} signed in (gzip)`, await firstLoad(path, { cookie }), '< 120 KB goal')

  // Bursts: 100 signed-in home renders at once, three times; the server must answer them all and stay
  // up. The workerd process's resident memory is printed too (see docs/performance.md: it grows with
  // the local runtime's own memory, while the Worker's JS heap stays flat).
  const rss = () => {
    try {
      return `${Math.round(Number(execFileSync('ps', ['-C', 'workerd', '-o', 'rss=']).toString().trim().split(/\s+/).map(Number).reduce((a, b) => Math.max(a, b), 0)) / 1024)} MB`
    } catch {
      return '?'
    }
  }
  for (let burst = 1; burst <= 3; burst++) {
    const started = performance.now()
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async () => {
        try {
          const response = await fetch(`${base}/`, { headers: { cookie } })
          await response.arrayBuffer()
          return response.status
        } catch {
          return 0
        }
      }),
    )
    const errors = statuses.filter((status) => status !== 200).length
    report(`Burst ${burst}: 100 signed-in home renders at once`, `${errors} errors, ${Math.round(performance.now() - started)} ms, workerd ${rss()}`, '0 errors')
  }

  // Throughput against serving a static file from the same server.
  await throughput(`${base}/favicon.svg`, 100, 8)
  const staticRate = await throughput(`${base}/favicon.svg`, 600, 8)
  const landingRate = await throughput(`${base}/privacy-policy`, 600, 8)
  const homeRate = await throughput(`${base}/`, 300, 8, { cookie })
  report('Static file', `${staticRate.toFixed(0)} req/s`)
  report('Server-rendered page (signed out)', `${landingRate.toFixed(0)} req/s, ${(landingRate / staticRate).toFixed(2)}x static`)
  report('Signed-in home with the map data', `${homeRate.toFixed(0)} req/s, ${(homeRate / staticRate).toFixed(2)}x static`)

  // Lighthouse (mobile preset, the pinned dev dependency) in Debian's Chromium.
  const lighthouse = join(process.cwd(), 'node_modules', '.bin', 'lighthouse')
  if (existsSync(lighthouse)) {
    const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run'
    for (const [name, headers, budget] of [['landing page', null, '100 goal'], ['home (signed in)', { cookie }, '95 goal']] as const) {
      const output = join(tmpdir(), `lighthouse-${Date.now()}.json`)
      const args = [`${base}/`, '--only-categories=performance', '--output=json', `--output-path=${output}`, `--chrome-flags=${flags}`, '--quiet']
      if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`)
      try {
        execFileSync(lighthouse, args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: 'ignore', timeout: 180_000 })
      } catch {
        // lighthouse exits non-zero when Chromium cannot be killed cleanly; the report is still written
      }
      if (!existsSync(output)) {
        report(`Lighthouse ${name}`, 'no report')
        continue
      }
      const result = JSON.parse(readFileSync(output, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { displayValue?: string }> }
      report(
        `Lighthouse ${name}`,
        `${Math.round(result.categories.performance.score * 100)} (LCP ${result.audits['largest-contentful-paint'].displayValue}, TBT ${result.audits['total-blocking-time'].displayValue})`,
        budget,
      )
    }
  } else {
    report('Lighthouse', 'skipped: node_modules/.bin/lighthouse is missing (run npm ci)')
  }
} finally {
  worker.stop()
}
console.log('\n| measure | value | budget |\n|---|---|---|\n' + rows.map((row) => `| ${row.join(' | ')} |`).join('\n'))
