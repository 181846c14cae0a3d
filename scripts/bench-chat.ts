// npm run bench:chat: Trail Buddies chat delivery latency on the local stack (DESIGN.md section 8).
// One pair alone, then 20 buddy pairs in parallel (two families, 20 children each), each room with
// both children's sockets open; in every room the two children take turns sending (10 messages each)
// and each message is timed from the sender's send() to the receiver's socket. Reports p50/p95/max; target p95 < 100 ms.
// It reports; it never fails a build. Run `npm run build` first (the npm script does).
// Node 20 needs --experimental-websocket for the WebSocket client (the npm script sets it).
import { pathToFileURL } from 'node:url'
import { startLocalWorker, startQuietLocalWorker } from './local-worker.mjs'
import { devMailbox, signInLocally } from './local-sign-in'

const ROOMS = Number(process.env.BENCH_CHAT_ROOMS ?? 20)
/** Per child; the room allows 20 messages a minute per child, so this stays under the rate limit. */
const MESSAGES_PER_CHILD = 10
const TIMEOUT_MS = 10_000
/** A child reads before answering: the pause between turns (BENCH_CHAT_PAUSE_MS, default 0: back to back). */
const PAUSE_MS = Number(process.env.BENCH_CHAT_PAUSE_MS ?? 0)

interface Frame {
  type: string
  message?: { senderChildId: number; content: string }
  reason?: string
}

type Api = (path: string, init?: RequestInit) => Promise<Response>

async function signIn(base: string, email: string): Promise<Api> {
  const cookie = await signInLocally(base, email)
  const api: Api = async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { cookie, origin: base, 'content-type': 'application/json', ...(init.headers ?? {}) } })
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return Object.assign(api, { cookie })
}

const cookieOf = (api: Api) => (api as Api & { cookie: string }).cookie

/** A socket to a pair's room, as the browser opens it (the parent's cookie, the app's Origin). */
function openSocket(base: string, api: Api, childId: number, buddyId: number) {
  const url = `${base.replace(/^http/, 'ws')}/api/children/${childId}/conversations/${buddyId}/socket`
  // Node's WebSocket (undici) takes request headers as its second argument.
  const Socket = WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket
  const ws = new Socket(url, { headers: { cookie: cookieOf(api), origin: base } })
  const waiting: ((frame: Frame) => void)[] = []
  ws.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || event.data === 'pong') return
    const frame = JSON.parse(event.data) as Frame
    waiting.shift()?.(frame)
  })
  /** The next frame this socket receives that matches. */
  const next = (match: (frame: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame within 10 s')), TIMEOUT_MS)
      const wait = (frame: Frame) => {
        if (match(frame)) {
          clearTimeout(timer)
          resolve(frame)
        } else waiting.unshift(wait)
      }
      waiting.push(wait)
    })
  const opened = new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true })
    ws.addEventListener('error', () => reject(new Error(`socket to ${url} failed`)), { once: true })
  })
  return { ws, next, opened }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Waits until no e-mail to these addresses is still queued (the dev mailbox, which a development
 * Worker serves), at most 60 s; the bench then measures the rooms alone.
 */
async function outboxDrained(base: string, addresses: string[]) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const { emails } = await devMailbox(base)
    if (!emails.some((email) => addresses.includes(email.to) && email.status === 'queued')) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the e-mails queued while setting up were not delivered within 60 s')
}

/** Sets up the pairs and measures; returns the latencies in ms and what went wrong. */
export async function measureChatLatency(base: string, rooms = ROOMS) {
  const stamp = Date.now()
  const parentA = await signIn(base, `bench-chat-a-${stamp}@example.com`)
  const parentB = await signIn(base, `bench-chat-b-${stamp}@example.com`)
  type NewChild = { id: number; username: string }
  const addChild = (api: Api, name: string) => api('/api/children', { method: 'POST', body: JSON.stringify({ name, birthday: '2016-06-01', consent: true }) }).then((r) => r.json() as Promise<NewChild>)
  const pairs: { a: NewChild; b: NewChild }[] = []
  for (let i = 0; i < rooms; i++) pairs.push({ a: await addChild(parentA, `Avery ${i}`), b: await addChild(parentB, `Blake ${i}`) })

  // Requests from family A, accepted by family B's parent.
  for (const { a, b } of pairs) {
    const request = (await (await parentA(`/api/children/${a.id}/friend-request`, { method: 'POST', body: JSON.stringify({ username: b.username }) })).json()) as { id: number }
    await parentB(`/api/friend-requests/${request.id}`, { method: 'PUT', body: JSON.stringify({ status: 'accepted' }) })
  }

  // The requests and acceptances queued e-mails to both parents; their delivery (rendering each one)
  // runs on the same local workerd thread as the rooms, so it must be over before the timing starts.
  await outboxDrained(base, [`bench-chat-a-${stamp}@example.com`, `bench-chat-b-${stamp}@example.com`])

  const latencies: number[] = []
  const failures: string[] = []
  const texts = ['want to go see the geysers in your story?', 'the bison crossed the road', 'my sidekick found a cave', 'the arch was so tall', 'we saw a moose by the lake']
  await Promise.all(
    pairs.map(async ({ a, b }, room) => {
      const sideA = openSocket(base, parentA, a.id, b.id)
      const sideB = openSocket(base, parentB, b.id, a.id)
      try {
        // Each socket's first frame is the room's history.
        const histories = [sideA.next((frame) => frame.type === 'history'), sideB.next((frame) => frame.type === 'history')]
        await Promise.all([sideA.opened, sideB.opened, ...histories])
        for (let turn = 0; turn < MESSAGES_PER_CHILD * 2; turn++) {
          const [sender, receiver, senderId] = turn % 2 === 0 ? [sideA, sideB, a.id] : [sideB, sideA, b.id]
          const content = texts[(turn + room) % texts.length]
          const arrived = receiver.next((frame) => frame.type === 'rejected' || (frame.type === 'message' && frame.message?.senderChildId === senderId))
          // The sender's own copy (with its clientId) comes back too: wait for it, so turns never overlap.
          const echoed = sender.next((frame) => frame.type === 'rejected' || (frame.type === 'message' && frame.message?.senderChildId === senderId))
          const started = performance.now()
          sender.ws.send(JSON.stringify({ type: 'message', content, clientId: `bench-${room}-${turn}` }))
          const [frame, echo] = await Promise.all([arrived, echoed])
          if (frame.type !== 'message' || echo.type !== 'message') throw new Error(`room ${room}: message refused (${echo.reason ?? frame.reason})`)
          latencies.push(performance.now() - started)
          if (PAUSE_MS) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
        }
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error))
      } finally {
        sideA.ws.close(1000)
        sideB.ws.close(1000)
      }
    }),
  )
  return { latencies, failures, rooms }
}

/** `setting` follows the room count in the line, e.g. ', without the inspector'. */
export function describeLatency({ latencies, failures, rooms }: Awaited<ReturnType<typeof measureChatLatency>>, setting = '') {
  const sorted = [...latencies].sort((x, y) => x - y)
  const lines = [
    sorted.length
      ? `Chat delivery over WebSockets (${rooms === 1 ? 'one room alone' : `${rooms} rooms in parallel`}${setting}, ${sorted.length} messages): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (target p95 < 100 ms)`
      : 'Chat delivery over WebSockets: no message was delivered',
  ]
  if (failures.length) lines.push(`  ${failures.length} room(s) failed: ${[...new Set(failures)].join('; ')}`)
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (typeof WebSocket === 'undefined') {
    console.error('No WebSocket client: run with Node 22, or Node 20 with --experimental-websocket (npm run bench:chat sets it).')
    process.exit(1)
  }
  const worker = await startLocalWorker()
  try {
    // One room alone first: the room's own cost, without other rooms queueing at the local D1.
    console.log(describeLatency(await measureChatLatency(worker.baseUrl, 1)))
    console.log(describeLatency(await measureChatLatency(worker.baseUrl)))
  } finally {
    worker.stop()
  }
  // The same 20 rooms without wrangler's inspector, which is told of every D1 query (each message
  // makes one trip) on the same thread as the rooms: the app's own cost (docs/performance.md).
  const quiet = await startQuietLocalWorker()
  try {
    console.log(describeLatency(await measureChatLatency(quiet.baseUrl), ', without the inspector'))
  } finally {
    await quiet.stop()
  }
  // wrangler's API leaves handles open after dispose.
  process.exit(0)
}
