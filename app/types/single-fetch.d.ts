// remix.config.js turns on `v3_singleFetch`: this tells Remix's types, so `useLoaderData<typeof loader>`
// and friends infer what the turbo-stream really carries (Dates, Maps, undefined) instead of JSON.
declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
}

export {}
