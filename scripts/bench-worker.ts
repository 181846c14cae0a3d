// npm run bench:worker (and the end of npm run bench): the Worker's own costs, the figures a change to
// the build or a patch into a dependency must move by 10% to earn its place (docs/architecture.md
// section 8, decision 027). Run `npm run build` first.
// - Start-up: `wrangler check startup` profiles the deploy's bundle while workerd loads it (parsing and
//   running the script's top level, what Cloudflare limits to 1 s). Five runs, the median of the time
//   the profile spent busy; this machine's CPU is not Cloudflare's, so compare runs here with each other.
// - CPU per render: a child's signed-in home and the library, rendered 400 times each by 8 clients, on
//   the local stack without the devtools inspector; the CPU time of the workerd process (the Worker,
//   its local D1 and the proxy in front) per request, read from /proc.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addChild, throughput } from './bench-requests'
import { signInLocally } from './local-sign-in'
import { startQuietLocalWorker } from './local-worker.mjs'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Milliseconds the start-up profile was busy (its samples not in the idle node). */
function startupBusyMs() {
  const outfile = join(tmpdir(), `story-trails-startup-${Date.now()}.cpuprofile`)
  try {
    execFileSync(join(process.cwd(), 'node_modules', '.bin', 'wrangler'), ['check', 'startup', '--outfile', outfile], {
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
      stdio: 'ignore',
    })
    const profile = JSON.parse(readFileSync(outfile, 'utf8')) as {
      nodes: { id: number; callFrame: { functionName: string } }[]
      samples: number[]
      timeDeltas: number[]
    }
    const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id))
    return profile.samples.reduce((sum, id, at) => (idle.has(id) ? sum : sum + profile.timeDeltas[at]), 0) / 1000
  } finally {
    rmSync(outfile, { force: true })
  }
}

/** Every process below this one whose command is workerd. */
function workerdPids() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm=']).toString().trim().split('\n').map((line) => line.trim().split(/\s+/))
  const children = new Map<string, string[]>()
  const command = new Map<string, string>()
  for (const [pid, ppid, comm] of rows) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid])
    command.set(pid, comm)
  }
  const found: string[] = []
  const walk = (pid: string) => {
    for (const child of children.get(pid) ?? []) {
      if (command.get(child) === 'workerd') found.push(child)
      walk(child)
    }
  }
  walk(String(process.pid))
  return found
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())

/** CPU seconds (user and system) the processes have used so far. */
function cpuSeconds(pids: string[]) {
  const ticks = pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
    return sum + Number(fields[11]) + Number(fields[12])
  }, 0)
  return ticks / TICKS_PER_SECOND
}

async function workerFigures(report: (what: string, value: string, budget?: string) => void) {
  const startups = Array.from({ length: 5 }, () => startupBusyMs())
  report('Worker start-up (wrangler check startup, busy time, median of 5)', `${median(startups).toFixed(0)} ms (runs ${startups.map((ms) => ms.toFixed(0)).join(', ')} ms)`, '< 1 s')

  const worker = await startQuietLocalWorker()
  try {
    const cookie = await signInLocally(worker.baseUrl, `bench-worker-${Date.now()}@example.com`)
    await addChild(worker.baseUrl, cookie)
    const pids = workerdPids()
    if (pids.length === 0) throw new Error('bench: no workerd process found below this one')
    for (const path of ['/', '/library']) {
      await throughput(`${worker.baseUrl}${path}`, 100, 8, { cookie })
      const rounds: number[] = []
      for (let round = 0; round < 3; round++) {
        const before = cpuSeconds(pids)
        await throughput(`${worker.baseUrl}${path}`, 400, 8, { cookie })
        rounds.push(((cpuSeconds(pids) - before) * 1000) / 400)
      }
      report(`CPU per signed-in ${path === '/' ? 'home' : 'library'} render (workerd, no inspector, median of 3 x 400)`, `${median(rounds).toFixed(2)} ms (rounds ${rounds.map((ms) => ms.toFixed(2)).join(', ')})`)
    }
  } finally {
    await worker.stop()
  }
}

const rows: string[] = []
await workerFigures((what, value, budget = '') => {
  console.log(`${what}: ${value}${budget ? ` (budget ${budget})` : ''}`)
  rows.push(`| ${what} | ${value} | ${budget} |`)
})
console.log(`\n| measure | value | budget |\n|---|---|---|\n${rows.join('\n')}`)
