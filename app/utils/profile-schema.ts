import { z } from 'zod'

/** The Edit Profile form and PUT /api/auth/user: every field required after trimming. */
export const profileSchema = z.object({
  firstName: z.string({ required_error: 'Please enter a first name.' }).trim().min(1, 'Please enter a first name.').max(60, 'Please use at most 60 characters.'),
  lastName: z.string({ required_error: 'Please enter a last name.' }).trim().min(1, 'Please enter a last name.').max(60, 'Please use at most 60 characters.'),
  email: z
    .string({ required_error: 'Please enter an e-mail address.' })
    .trim()
    .min(1, 'Please enter an e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .email('Please enter a valid e-mail address.'),
})

export type ProfileInput = z.infer<typeof profileSchema>

export function profileFieldErrors(error: z.ZodError<ProfileInput>) {
  const errors: Partial<Record<keyof ProfileInput, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ProfileInput
    errors[field] ??= issue.message
  }
  return errors
}
