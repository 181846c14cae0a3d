import { describe, expect, it } from 'vitest'
import { clientBuildVersion, precacheManifest, type PublicFile } from '../../scripts/precache-manifest.mjs'

const file = (path: string, size = 100, hash = `h-${path.length}`): PublicFile => ({ path, size, hash })

describe('the precache list', () => {
  const files = [
    file('build/entry.client-52VEFXNJ.js', 2000),
    file('build/root-7ZOLYDDM.js', 60000),
    file('build/routes/story.$storyId-4Y3HAUKG.js', 20000),
    file('build/routes/api.stories.$id.pdf-QX2M4DAA.js', 700),
    file('build/_assets/tailwind-6KT643TN.css', 34000),
    file('build/_shared/chunk-QIMIQTTJ.js.map', 99999),
    file('build/manifest-44D0C77C.js', 36000),
    file('fonts/nunito-latin-400-normal.woff2', 18000, 'aaaa'),
    file('icons/icon-192.png', 3000, 'bbbb'),
    file('manifest.webmanifest', 900, 'cccc'),
    file('favicon.svg', 400, 'dddd'),
    file('sw.js', 40000),
    file('_headers', 300),
    file('images/family-on-the-trail.svg', 50000),
    file('map/us-states-10m.json', 110000),
    file('build/.DS_Store', 10),
  ]
  const { entries, bytes } = precacheManifest(files)
  const urls = entries.map((entry) => entry.url)

  it('holds the app shell: the client build, fonts, icons, the web app manifest and the favicon', () => {
    expect(urls).toEqual([
      '/build/_assets/tailwind-6KT643TN.css',
      '/build/entry.client-52VEFXNJ.js',
      '/build/manifest-44D0C77C.js',
      '/build/root-7ZOLYDDM.js',
      '/build/routes/story.$storyId-4Y3HAUKG.js',
      '/favicon.svg',
      '/fonts/nunito-latin-400-normal.woff2',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ])
  })

  it('leaves out source maps, the worker itself, header rules, resource routes and what only other pages need', () => {
    for (const url of ['/build/routes/api.stories.$id.pdf-QX2M4DAA.js', '/sw.js', '/_headers', '/build/_shared/chunk-QIMIQTTJ.js.map', '/images/family-on-the-trail.svg', '/map/us-states-10m.json', '/build/.DS_Store']) {
      expect(urls).not.toContain(url)
    }
  })

  it('gives a content-hashed build file no revision (its name is one) and every other file its content hash', () => {
    const revision = (url: string) => entries.find((entry) => entry.url === url)?.revision
    expect(revision('/build/root-7ZOLYDDM.js')).toBeNull()
    expect(revision('/build/_assets/tailwind-6KT643TN.css')).toBeNull()
    expect(revision('/fonts/nunito-latin-400-normal.woff2')).toBe('aaaa')
    expect(revision('/manifest.webmanifest')).toBe('cccc')
  })

  it('a changed icon gets a new revision, so the next version fetches it again', () => {
    const before = precacheManifest([file('icons/icon-192.png', 3000, 'old')]).entries[0]
    const after = precacheManifest([file('icons/icon-192.png', 3000, 'new')]).entries[0]
    expect(before.revision).not.toBe(after.revision)
  })

  it('counts the bytes a device downloads to install it', () => {
    expect(bytes).toBe(2000 + 60000 + 20000 + 34000 + 36000 + 18000 + 3000 + 900 + 400)
  })
})

describe('the client build version', () => {
  const manifest = 'window.__remixManifest={"entry":{},"routes":{},"version":"44d0c77c","url":"/build/manifest-44D0C77C.js"};'

  it('is read from the manifest file the server build names', () => {
    const serverBuild = 'var assets_manifest_default = { entry: {}, routes: {}, version: "44d0c77c", hmr: void 0, url: "/build/manifest-44D0C77C.js" };'
    const read: string[] = []
    const version = clientBuildVersion(serverBuild, (url) => {
      read.push(url)
      return manifest
    })
    expect(version).toEqual({ version: '44d0c77c', manifestUrl: '/build/manifest-44D0C77C.js' })
    expect(read).toEqual(['/build/manifest-44D0C77C.js'])
  })

  it('is an error before remix build has run', () => {
    expect(() => clientBuildVersion('export {}', () => manifest)).toThrow(/remix build/)
  })
})
