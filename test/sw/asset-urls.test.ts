import { describe, expect, it } from 'vitest'
import { assetUrl, encodeBuildUrls } from '../../scripts/asset-urls.mjs'

describe("the asset server's names for build files", () => {
  it('percent-encodes what the asset server would redirect ($ in route module names) and leaves the rest', () => {
    expect(assetUrl('build/routes/story.$storyId_.summary-BNMZHPIL.js')).toBe('/build/routes/story.%24storyId_.summary-BNMZHPIL.js')
    expect(assetUrl('build/routes/$-4FIVXPVO.js')).toBe('/build/routes/%24-4FIVXPVO.js')
    expect(assetUrl('build/_shared/chunk-QIMIQTTJ.js')).toBe('/build/_shared/chunk-QIMIQTTJ.js')
    expect(assetUrl('fonts/nunito-latin-400-normal.woff2')).toBe('/fonts/nunito-latin-400-normal.woff2')
  })

  it('rewrites the route module URLs of the client manifest and the server build, and nothing else', () => {
    const manifest =
      'window.__remixManifest={"routes":{"routes/story.$storyId":{"id":"routes/story.$storyId","path":"story/:storyId",' +
      '"module":"/build/routes/story.$storyId-4Y3HAUKG.js","imports":["/build/_shared/chunk-QIMIQTTJ.js"]}},"url":"/build/manifest-44D0C77C.js"};'
    const { text, changed } = encodeBuildUrls(manifest)
    expect(changed).toBe(1)
    expect(text).toContain('"module":"/build/routes/story.%24storyId-4Y3HAUKG.js"')
    // Route ids and paths are names, not URLs: they stay as they are.
    expect(text).toContain('"routes/story.$storyId":{"id":"routes/story.$storyId"')
    expect(text).toContain('"/build/_shared/chunk-QIMIQTTJ.js"')
    expect(text).toContain('"url":"/build/manifest-44D0C77C.js"')
  })

  it('is the same after a second run (a build run twice changes nothing more)', () => {
    const once = encodeBuildUrls(`module: '/build/routes/badges.$childId-FYFBHBY5.js'`).text
    expect(once).toBe(`module: '/build/routes/badges.%24childId-FYFBHBY5.js'`)
    expect(encodeBuildUrls(once)).toEqual({ text: once, changed: 0 })
  })
})
