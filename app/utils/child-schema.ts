import { z } from 'zod'
import { readingSettingsSchema } from './reading-settings'

export const MAX_CHILD_AGE = 17
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,20}$/

/** Whole years between a YYYY-MM-DD birthday and `today` (also YYYY-MM-DD). */
export function ageOn(birthday: string, today: string) {
  const [by, bm, bd] = birthday.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10)

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const name = z
  .string({ required_error: 'Please fill in all fields.' })
  .trim()
  .min(1, 'Please fill in all fields.')
  .max(40, "Please keep the name to 40 characters or fewer.")

const birthday = z
  .string({ required_error: 'Please fill in all fields.' })
  .trim()
  .min(1, 'Please fill in all fields.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the birthday as a date.')
  .refine(isRealDate, 'Please enter a real date.')
  .refine((value) => value <= todayIso(), "A birthday can't be in the future.")
  .refine(
    (value) => ageOn(value, todayIso()) <= MAX_CHILD_AGE,
    `Story Trails is for children up to ${MAX_CHILD_AGE}. Please check the birthday.`,
  )

export const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Usernames use 3 to 20 letters, numbers, dots or underscores.')

/** Adding a child: name, birthday and the parent's consent (spec 5, DESIGN.md section 6). */
export const newChildSchema = z.object({
  name,
  birthday,
  consent: z.literal(true, {
    errorMap: () => ({ message: "Please confirm you are this child's parent or guardian and agree to our Privacy Policy." }),
  }),
  reading: readingSettingsSchema.optional(),
})

/** Editing a child: name and birthday, and optionally a new username and reading settings. */
export const childUpdateSchema = z.object({
  name,
  birthday,
  username: username.optional(),
  reading: readingSettingsSchema.optional(),
})

export type NewChildInput = z.infer<typeof newChildSchema>
export type ChildUpdateInput = z.infer<typeof childUpdateSchema>

export function firstErrors(error: z.ZodError) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message
  return errors
}
