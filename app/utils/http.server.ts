import { json } from '@remix-run/cloudflare'

/** Throws a JSON error response unless `condition` holds. */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: { status: number; headers?: HeadersInit } = { status: 400 },
): asserts condition {
  if (!condition) throw json({ message }, init)
}

/** A 400 answer carrying one message per invalid field. */
export function fieldErrors(errors: Record<string, string>, message = 'Please check the highlighted fields.') {
  return json({ message, fieldErrors: errors }, { status: 400 })
}

export function clientIp(request: Request) {
  return request.headers.get('cf-connecting-ip') ?? request.headers.get('x-real-ip') ?? 'local'
}
