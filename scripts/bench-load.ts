// npm run bench:load [-- --families 30 --latency 10000 --as-deployed]
// Drives N simulated families at once against the local stack (wrangler dev, local D1, queues and
// Durable Objects), each the way a parent and child would: sign in with a code from the dev mailbox,
// add a child, start a story, make three choices (the third ends it), and take the park's quiz. The
// built-in writer and quiz maker stand in for a model that answers after `--latency` ms
// (STAND_IN_MODEL_MS). Each family hears that a chapter or quiz is ready over its live WebSocket,
// as the reader page does. Prints time-to-chapter p50/p95/max, errors, D1 queries per second
// (requests and queue batches), and the ledger check. It reports; it never fails a build.
//
// The local queue (miniflare) runs one consumer invocation at a time, where the platform runs up to
// max_concurrency (100) at once, each with a batch of 5. So that the local run shows the deployed
// design's concurrency, the benchmark serves a copy of wrangler.toml whose consumer takes batches of
// 100 (one local invocation standing in for twenty); `--as-deployed` serves wrangler.toml unchanged
// and shows what the local queue alone can do.
// Node 20 needs --experimental-websocket for the WebSocket client (the npm script sets it).
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { characters } from '~/data/characters'
import { sidekicks } from '~/data/sidekicks'
import { signInLocally } from './local-sign-in'
import { root, startLocalWorker } from './local-worker.mjs'

const args = process.argv.slice(2)
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  const value = i >= 0 ? Number(args[i + 1]) : fallback
  return Number.isFinite(value) && value >= 0 ? value : fallback
}
const FAMILIES = arg('families', 30)
const LATENCY_MS = arg('latency', 10_000)
const AS_DEPLOYED = args.includes('--as-deployed')
/** A chapter or quiz not ready after this long counts as an error (the queue gives up at 55 s). */
const WAIT_LIMIT_MS = Math.max(90_000, LATENCY_MS * 6)
/** Parks of the free region (Intermountain): a new family can start these without paying. */
const PARKS = ['zion', 'yellowstone', 'grand-canyon', 'arches', 'bryce-canyon', 'mesa-verde', 'glacier', 'saguaro']

type Event = { type: 'chapter'; chapterId: number; status: 'ready' | 'failed' } | { type: 'quiz'; quizId: number; status: 'ready' | 'failed' }
interface StoryJson {
  id: string
  chapters: { id: number; status: string; nextChapterOptions: string[] }[]
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

if (typeof WebSocket === 'undefined') {
  console.error('This benchmark needs a WebSocket client: run it with `npm run bench:load` (Node 20 needs --experimental-websocket).')
  process.exit(1)
}

/** wrangler.toml with the jobs consumer's batches at 100: the platform's concurrent invocations, locally. */
function concurrentConfig() {
  const name = 'wrangler.bench-load.tmp.toml'
  const deployed = readFileSync(join(root, 'wrangler.toml'), 'utf8')
  const local = deployed.replace(/(queue = "story-trails-jobs"\n)max_batch_size = \d+/, '$1max_batch_size = 100')
  if (local === deployed) throw new Error('Could not find the jobs consumer in wrangler.toml')
  writeFileSync(join(root, name), local)
  return name
}

const config = AS_DEPLOYED ? undefined : concurrentConfig()
console.log(
  `Starting the local stack with a stand-in model answering in ${LATENCY_MS} ms, ${AS_DEPLOYED ? 'the queue as deployed (locally one batch of 5 at a time)' : 'the queue taking batches of 100 (the platform runs up to 100 batches of 5 at once)'}...`,
)
const removeConfig = () => config && rmSync(join(root, config), { force: true })
const worker = await startLocalWorker({ vars: { STAND_IN_MODEL_MS: String(LATENCY_MS) }, config }).catch((error: unknown) => {
  removeConfig()
  throw error
})
const base = worker.baseUrl
let httpQueries = 0
let requests = 0
const errors: string[] = []
const chapterWaits: number[] = []
const quizWaits: number[] = []

/** One family: its own address, its own client IP (the sign-in limits count per address and IP). */
async function family(index: number) {
  const email = `load-${index}-${Date.now()}@example.com`
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`
  let cookie = ''
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers: Record<string, string> = { origin: base, 'cf-connecting-ip': ip, 'x-real-ip': ip, ...(cookie ? { cookie } : {}) }
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${base}${path}`, { ...init, body: init.json !== undefined ? JSON.stringify(init.json) : init.body, headers, redirect: 'manual' })
    requests++
    httpQueries += Number(response.headers.get('x-d1-queries') ?? 0)
    return response
  }
  const expectOk = async <T>(response: Response, what: string): Promise<T> => {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 120)}`)
    return (await response.json()) as T
  }

  // Sign in with the code the dev mailbox shows for this address.
  cookie = await signInLocally(base, email, { ip })

  const child = await expectOk<{ id: number }>(await call('/api/children', { method: 'POST', json: { name: `Explorer ${index}`, birthday: '2017-05-01', consent: true } }), 'add child')

  // The family's live channel: what the reader page listens to while a chapter is written.
  const Socket = WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket
  const socket = new Socket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie, origin: base } })
  const waiting = new Map<string, (event: Event) => void>()
  socket.addEventListener('message', (message) => {
    const event = JSON.parse(String(message.data)) as Event
    const key = event.type === 'chapter' ? `chapter:${event.chapterId}` : `quiz:${event.quizId}`
    waiting.get(key)?.(event)
  })
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error('live channel: could not connect')), { once: true })
  })
  const readyEvent = (key: string) =>
    new Promise<Event>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${key}: not ready after ${seconds(WAIT_LIMIT_MS)}`)), WAIT_LIMIT_MS)
      waiting.set(key, (event) => {
        clearTimeout(timer)
        waiting.delete(key)
        resolve(event)
      })
    })

  try {
    const park = PARKS[index % PARKS.length]
    /** Requests a chapter and waits for the family's channel to say it is ready. */
    const chapter = async (request: () => Promise<Response>, what: string) => {
      const started = performance.now()
      const story = await expectOk<StoryJson>(await request(), what)
      const last = story.chapters[story.chapters.length - 1]
      const event = await readyEvent(`chapter:${last.id}`)
      if (event.status !== 'ready') throw new Error(`${what}: the chapter failed`)
      chapterWaits.push(performance.now() - started)
      return expectOk<StoryJson>(await call(`/api/stories/${story.id}`), 'read story')
    }
    let story = await chapter(
      () => call('/api/stories', { method: 'POST', json: { childId: child.id, parkId: park, characterId: characters[index % characters.length].name, sidekickId: sidekicks[index % sidekicks.length].name } }),
      'start story',
    )
    for (let choice = 1; choice <= 3; choice++) {
      const options = story.chapters[story.chapters.length - 1].nextChapterOptions
      story = await chapter(
        () => call(`/api/stories/${story.id}/chapters`, { method: 'POST', json: { nextChapterChoice: options[choice % options.length], isFinalChapter: choice === 3 } }),
        `choice ${choice}`,
      )
    }

    const started = performance.now()
    const quiz = await expectOk<{ id: number }>(await call('/api/quizzes', { method: 'POST', json: { childId: child.id, parkId: park } }), 'start quiz')
    const made = await readyEvent(`quiz:${quiz.id}`)
    if (made.status !== 'ready') throw new Error('quiz: it failed')
    quizWaits.push(performance.now() - started)
    const ready = await expectOk<{ questions: { options: string[] }[] }>(await call(`/api/quizzes/${quiz.id}`), 'read quiz')
    await expectOk(await call(`/api/quizzes/${quiz.id}/answer`, { method: 'PUT', json: { userAnswers: ready.questions.map(() => 0) } }), 'answer quiz')
  } finally {
    socket.close()
  }
}

/** Sum of every user's ledger rows against their balance, read from the local database. */
function ledgerCheck(persistTo: string) {
  const sql =
    "select count(*) as families, sum(u.credits) as balance, sum((select coalesce(sum(l.delta), 0) from credit_ledger l where l.user_id = u.id)) as ledger, " +
    "sum(u.credits != (select coalesce(sum(l.delta), 0) from credit_ledger l where l.user_id = u.id)) as mismatched from users u where u.email like 'load-%'"
  const output = execFileSync(join(root, 'node_modules', '.bin', 'wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  })
  return (JSON.parse(output) as { results: { families: number; balance: number; ledger: number; mismatched: number }[] }[])[0].results[0]
}

try {
  const started = performance.now()
  const outcomes = await Promise.allSettled(Array.from({ length: FAMILIES }, (_, i) => family(i)))
  const elapsed = performance.now() - started
  for (const outcome of outcomes) if (outcome.status === 'rejected') errors.push(String(outcome.reason instanceof Error ? outcome.reason.message : outcome.reason))
  // Let the queue settle (a failed chapter's refund lands with its failure) before the ledger check.
  await new Promise((resolve) => setTimeout(resolve, 1500))

  const queueQueries = [...worker.log().matchAll(/\[d1\] queue batch of (\d+): (\d+) queries/g)]
  const jobQueries = queueQueries.reduce((sum, match) => sum + Number(match[2]), 0)
  const jobs = queueQueries.reduce((sum, match) => sum + Number(match[1]), 0)
  const waits = [...chapterWaits].sort((a, b) => a - b)
  const quizzes = [...quizWaits].sort((a, b) => a - b)
  const ledger = ledgerCheck(worker.persistTo)
  const span = elapsed / 1000

  const lines = [
    `Families: ${FAMILIES} at once, stand-in model ${LATENCY_MS} ms, queue ${AS_DEPLOYED ? 'as deployed (one local batch of 5 at a time)' : 'in batches of up to 100'}, ${seconds(elapsed)} from the first sign-in to the last quiz`,
    `Families that finished: ${FAMILIES - errors.length} of ${FAMILIES}; errors: ${errors.length}`,
    ...[...new Set(errors)].slice(0, 5).map((error) => `  ${error}`),
    `Time to chapter (request to "ready" on the live channel), ${waits.length} chapters: p50 ${seconds(percentile(waits, 50))}, p95 ${seconds(percentile(waits, 95))}, max ${seconds(waits[waits.length - 1] ?? NaN)} (model alone: ${seconds(LATENCY_MS)})`,
    `Time to quiz, ${quizzes.length} quizzes: p50 ${seconds(percentile(quizzes, 50))}, p95 ${seconds(percentile(quizzes, 95))}, max ${seconds(quizzes[quizzes.length - 1] ?? NaN)}`,
    `HTTP: ${requests} requests, ${httpQueries} D1 queries (${(httpQueries / Math.max(1, requests)).toFixed(2)} per request)`,
    `Queue: ${jobs} jobs in ${queueQueries.length} batches, ${jobQueries} D1 queries (${(jobQueries / Math.max(1, jobs)).toFixed(1)} per job)`,
    `D1 queries per second over the run: ${((httpQueries + jobQueries) / span).toFixed(1)} (requests ${(httpQueries / span).toFixed(1)}, queue ${(jobQueries / span).toFixed(1)})`,
    `Ledger check: ${ledger.families} families, balances ${ledger.balance}, ledger rows ${ledger.ledger}, ${ledger.mismatched === 0 ? 'every balance equals the sum of its ledger rows' : `${ledger.mismatched} balances DIFFER from their ledger`}`,
  ]
  console.log(`\n${lines.join('\n')}`)
} finally {
  worker.stop()
  removeConfig()
}
process.exit(0)
