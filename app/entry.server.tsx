import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { NonceProvider } from '~/utils/nonce-provider'

// Single fetch: Remix rejects loader promises still pending after `streamTimeout` (it reads this export);
// React's render is aborted a second later, so those rejections still reach the page.
export const streamTimeout = 5000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000)

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error)
        responseStatusCode = 500
      },
    },
  )
  body.allReady.then(() => clearTimeout(timeout))
  // Crawlers get the whole page at once; people get it streamed.
  if (isbot(request.headers.get('user-agent') ?? '')) await body.allReady

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
