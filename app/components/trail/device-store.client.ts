// The device's IndexedDB store (app/sw/trail-store.ts, shared with the service worker) as pages reach
// it. A `.client` module: the Worker's build gets an empty module here, so neither the store nor idb
// ships in the Worker, where no page ever calls them (only effects and event handlers do).
export * from '~/sw/trail-store'
