// Requests the benchmarks make against a local server (scripts/bench.ts, scripts/bench-worker.ts).

/** `total` requests for `url` from `concurrency` clients at once; the rate in requests a second. Any answer but 2xx fails the run. */
export async function throughput(url: string, total: number, concurrency: number, headers: Record<string, string> = {}) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const response = await fetch(url, { headers })
        if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}`)
        await response.arrayBuffer()
      }
    }),
  )
  return total / ((performance.now() - started) / 1000)
}

/** Adds a child to the signed-in family, as the account page does. */
export async function addChild(base: string, cookie: string) {
  const response = await fetch(`${base}/api/children`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', birthday: '2017-01-01', consent: true }),
  })
  if (!response.ok) throw new Error(`bench: adding a child answered ${response.status}`)
  return (await response.json()) as { id: number }
}
