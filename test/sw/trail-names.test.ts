import { describe, expect, it } from 'vitest'
import { buildCacheName, buildCachesToClear, buildCacheVersion, familyCacheName, familyCacheOwner, familyCachesToClear, formatBytes } from '~/sw/trail-names'

const ANNA = '0b8c6a52-3f0e-4c4e-9d0a-6f1f3f1b2c3d'
const BEN = 'f4e2a9d1-7c55-4b7e-8a21-0c9d8e7f6a5b'

describe('cache names per family', () => {
  it('carry the parent id, one cache for pages and one for media', () => {
    expect(familyCacheName(ANNA, 'pages')).toBe(`st-trail-${ANNA}-pages`)
    expect(familyCacheName(ANNA, 'media')).toBe(`st-trail-${ANNA}-media`)
    expect(familyCacheName(ANNA, 'pages')).not.toBe(familyCacheName(BEN, 'pages'))
  })

  it('refuses anything but a parent id, so no name can be steered into another family’s', () => {
    for (const bad of ['', '../x', `${ANNA}-pages`.replace(/-/g, '/'), 'a b', 'x'.repeat(65), null, 42]) {
      expect(() => familyCacheName(bad as string, 'pages')).toThrow()
    }
  })

  it('read back whose a cache is, and nothing for other caches', () => {
    expect(familyCacheOwner(familyCacheName(ANNA, 'pages'))).toBe(ANNA)
    expect(familyCacheOwner(familyCacheName(BEN, 'media'))).toBe(BEN)
    for (const other of [buildCacheName('44d0c77c'), 'workbox-precache-v2-http://localhost/', 'st-trail-', `st-trail-${ANNA}-other`, `st-trail-${ANNA}`]) {
      expect(familyCacheOwner(other)).toBeNull()
    }
  })

  it('clear every family but the signed-in one, and every family when nobody is signed in', () => {
    const names = [familyCacheName(ANNA, 'pages'), familyCacheName(ANNA, 'media'), familyCacheName(BEN, 'pages'), buildCacheName('44d0c77c'), 'someone-elses-cache']
    expect(familyCachesToClear(names, BEN)).toEqual([familyCacheName(ANNA, 'pages'), familyCacheName(ANNA, 'media')])
    expect(familyCachesToClear(names, null)).toEqual([familyCacheName(ANNA, 'pages'), familyCacheName(ANNA, 'media'), familyCacheName(BEN, 'pages')])
    expect(familyCachesToClear(names, ANNA)).toEqual([familyCacheName(BEN, 'pages')])
  })
})

describe('build caches', () => {
  it('are named by the client build version', () => {
    expect(buildCacheName('44d0c77c')).toBe('st-build-44d0c77c')
    expect(buildCacheVersion('st-build-44d0c77c')).toBe('44d0c77c')
    expect(buildCacheVersion('st-build-')).toBeNull()
    expect(buildCacheVersion(familyCacheName(ANNA, 'pages'))).toBeNull()
  })

  it('go when neither the running version nor a saved page needs them', () => {
    const names = ['st-build-aaaa1111', 'st-build-bbbb2222', 'st-build-cccc3333', familyCacheName(ANNA, 'pages')]
    expect(buildCachesToClear(names, 'cccc3333', ['aaaa1111'])).toEqual(['st-build-bbbb2222'])
    expect(buildCachesToClear(names, 'cccc3333', [])).toEqual(['st-build-aaaa1111', 'st-build-bbbb2222'])
    expect(buildCachesToClear(names, 'cccc3333', ['aaaa1111', 'bbbb2222'])).toEqual([])
  })
})

describe('sizes', () => {
  it('read the way a phone shows them', () => {
    expect(formatBytes(0)).toBe('0 KB')
    expect(formatBytes(120)).toBe('1 KB')
    expect(formatBytes(232_400)).toBe('232 KB')
    expect(formatBytes(2_412_000)).toBe('2.4 MB')
    expect(formatBytes(Number.NaN)).toBe('0 KB')
  })
})
