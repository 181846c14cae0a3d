import { redirect } from '@remix-run/cloudflare'

/** /story/ with no story id goes home (spec 2.9: "Missing id: redirect to /"). */
export const loader = () => redirect('/')
