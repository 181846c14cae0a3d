import { describe, expect, it } from 'vitest'
import { loadOnce } from '~/utils/load-once'

describe('loadOnce', () => {
  it('fetches once for every caller, and has the module at hand once it has come', async () => {
    let calls = 0
    const chunk = loadOnce(async () => ({ name: `parts ${++calls}` }))
    expect(chunk.loaded()).toBeNull()
    const [first, second] = await Promise.all([chunk.load(), chunk.load()])
    expect(first).toBe(second)
    expect(chunk.loaded()).toBe(first)
    await chunk.load()
    expect(calls).toBe(1)
  })

  it('forgets a load that failed, so the next call asks again', async () => {
    let calls = 0
    const chunk = loadOnce(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return 'parts'
    })
    await expect(chunk.load()).rejects.toThrow('offline')
    expect(chunk.loaded()).toBeNull()
    await expect(chunk.load()).resolves.toBe('parts')
    expect(chunk.loaded()).toBe('parts')
    expect(calls).toBe(2)
  })
})
