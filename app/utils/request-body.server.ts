import { json } from '@remix-run/cloudflare'

/** The JSON body of an API call as an object, or a 400 that says so. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null)
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw json({ message: 'Please send a JSON object.' }, { status: 400 })
  }
  return body as Record<string, unknown>
}
