// GHSA-jjmj-jmhj-qwj2 (docs/decisions/026-security-fixes-for-remix-v2.md): React Router 6.30.2-6.30.4 let
// `navigate()` follow an absolute URL ("javascript:...", "//other.site"), an open redirect that can end in
// script. The installed @remix-run/router (1.23.4, through package.json "overrides") keeps every
// navigation inside the app; 1.23.3 took these three targets as they were.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryHistory, createRouter } from '@remix-run/router'

test('navigate() keeps an absolute or scheme URL inside the app (GHSA-jjmj-jmhj-qwj2)', async () => {
  const history = createMemoryHistory({ initialEntries: ['/library'] })
  // Memory history warns about the relative paths the fixed router makes of these targets: expected here.
  const warn = console.warn
  console.warn = () => {}
  const router = createRouter({ routes: [{ id: 'root', path: '/', children: [{ id: 'library', path: 'library' }] }], history }).initialize()
  try {
    for (const target of ['javascript:alert(1)', '//evil.example/steal', 'https://evil.example/']) {
      await router.navigate(target)
      const { pathname } = router.state.location
      // A path of this site (the fixed router makes "/https:/evil.example/" of the last one): never a
      // scheme, never another host.
      assert.ok(pathname.startsWith('/') && !pathname.startsWith('//'), `${target} -> ${pathname}`)
      assert.equal(new URL(pathname, 'https://story-trails.test').origin, 'https://story-trails.test')
    }
  } finally {
    router.dispose()
    console.warn = warn
  }
})
