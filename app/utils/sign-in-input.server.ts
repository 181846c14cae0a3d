import { z } from 'zod'

/** The e-mail a parent types on the sign-in page. Server-only, so zod stays out of that page's JavaScript. */
export const signInEmailSchema = z.string().trim().min(1, 'Please enter your e-mail address.').email('Please enter a valid e-mail address.')
