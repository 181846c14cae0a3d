import { json } from '@remix-run/cloudflare'

/** The JSON body of an API call as an object, or a 400 that says so. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null)
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw json({ message: 'Please send a JSON object.' }, { status: 400 })
  }
  return body as Record<string, unknown>
}

/** For a DELETE, whose body is optional: the JSON object sent, or an empty one. */
export async function readOptionalJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => '')
  if (!text.trim()) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw json({ message: 'Please send a JSON object.' }, { status: 400 })
  return body as Record<string, unknown>
}

/**
 * The form a page posted, or a 400 that says so: a garbled or mislabelled body is the sender's
 * mistake, never a 500.
 */
export async function readFormData(request: { formData(): Promise<FormData> }): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw json({ message: 'Please send the form again: it did not arrive in one piece.' }, { status: 400 })
  }
}
