import { z } from 'zod'

/**
 * The admin portal's form schemas, shared by the actions, the /api/admin calls and the dialogs
 * (CONVENTIONS 16), with the spec's messages (sections 5 and 8).
 */

/** A form field left empty (or a JSON null) means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)

/** Most credits one grant may add: a typo of a few zeros should not mint a fortune. */
export const MAX_CREDIT_GRANT = 10_000
export const INVALID_CREDITS = 'Please enter a valid credit amount'

export const addCreditsSchema = z.object({
  credits: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ invalid_type_error: INVALID_CREDITS, required_error: INVALID_CREDITS })
      .int(INVALID_CREDITS)
      .positive(INVALID_CREDITS)
      .max(MAX_CREDIT_GRANT, `Please add at most ${MAX_CREDIT_GRANT.toLocaleString('en-US')} credits at a time`),
  ),
})

const decimalDollars = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value)
    return typeof blank === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(blank) ? Number(blank) : blank
  },
  z
    .number({ invalid_type_error: 'Please enter the amount in dollars, like 2 or 2.50.' })
    .positive('Please enter an amount above $0.')
    .max(1000, 'Please enter an amount of $1,000 or less.')
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Please enter the amount in dollars and cents.')
    .optional(),
)

const wholeNumber = (message: string, min: number, max: number, rangeMessage: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value)
      return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank
    },
    z.number({ invalid_type_error: message }).int(message).min(min, rangeMessage).max(max, rangeMessage).optional(),
  )

export const discountCodeSchema = z
  .object({
    code: z
      .string({ required_error: 'Discount code is required', invalid_type_error: 'Discount code is required' })
      .trim()
      .min(1, 'Discount code is required')
      .max(40, 'Please keep the code to 40 characters or fewer.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, numbers, dashes or underscores only.')
      .transform((code) => code.toUpperCase()),
    discountAmount: decimalDollars,
    discountPercent: wholeNumber('Please enter the percentage as a whole number.', 1, 100, 'Please enter a percentage from 1 to 100.'),
    maxUsage: wholeNumber('Please enter the maximum usage as a whole number.', 1, 1_000_000, 'Please enter a maximum usage of at least 1.'),
  })
  .superRefine((input, ctx) => {
    if (input.discountAmount === undefined && input.discountPercent === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['discountAmount'], message: 'Please enter a fixed amount or a percentage.' })
    }
    if (input.discountAmount !== undefined && input.discountPercent !== undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['discountPercent'], message: 'Please enter a fixed amount or a percentage, not both.' })
    }
  })
export type DiscountCodeInput = z.infer<typeof discountCodeSchema>

export const discountToggleSchema = z.object({
  active: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ invalid_type_error: 'Please say whether the code is active.' })),
})

export const TEST_EMAIL_TYPES = ['welcome', 'friend-request', 'story-completion', 'newsletter'] as const
export const TEST_EMAIL_LABELS: Record<(typeof TEST_EMAIL_TYPES)[number], string> = {
  welcome: 'Welcome',
  'friend-request': 'Friend request',
  'story-completion': 'Story completion',
  newsletter: 'Newsletter',
}

export const testEmailSchema = z.object({
  email: z
    .string({ required_error: 'Please enter an email address', invalid_type_error: 'Please enter an email address' })
    .trim()
    .min(1, 'Please enter an email address')
    .max(254, 'Please enter a valid email address')
    .email('Please enter a valid email address'),
  type: z.enum(TEST_EMAIL_TYPES, { errorMap: () => ({ message: 'Please choose the type of e-mail to test.' }) }),
})

export const sendNewsletterSchema = z.object({
  includeInactive: z.preprocess((value) => (value === 'false' ? false : value === 'true' ? true : value), z.boolean().optional().default(false)),
})

export const STORY_TEMPLATE_PLACEHOLDER = 'Enter your story template here...'

const templateName = z.string({ required_error: 'Template name is required', invalid_type_error: 'Template name is required' }).trim().max(80, 'Please keep the name to 80 characters or fewer.')
const templateContent = z.string({ required_error: 'Template name and content cannot be empty', invalid_type_error: 'Template name and content cannot be empty' }).trim().max(20_000, 'Please keep the template under 20,000 characters.')

export const storyTemplateCreateSchema = z.object({
  name: templateName.pipe(z.string().min(1, 'Template name is required')),
  template: templateContent.optional().default(''),
})

export const storyTemplateUpdateSchema = z.object({
  name: templateName.pipe(z.string().min(1, 'Template name and content cannot be empty')),
  template: templateContent.pipe(z.string().min(1, 'Template name and content cannot be empty')),
})

export const TEST_CHAPTERS = [1, 2, 3, 4, 5] as const

const testParameter = z
  .string({ required_error: 'Please select all test parameters', invalid_type_error: 'Please select all test parameters' })
  .trim()
  .min(1, 'Please select all test parameters')

export const templateTestSchema = z.object({
  template: z.string({ required_error: 'No template content to test', invalid_type_error: 'No template content to test' }).trim().min(1, 'No template content to test').max(20_000, 'Please keep the template under 20,000 characters.'),
  chapterNumber: z.coerce
    .number({ invalid_type_error: 'Please choose a chapter from 1 to 5.' })
    .int('Please choose a chapter from 1 to 5.')
    .min(1, 'Please choose a chapter from 1 to 5.')
    .max(5, 'Please choose a chapter from 1 to 5.'),
  parkId: testParameter,
  characterName: testParameter,
  sidekickName: testParameter,
  isFinalChapter: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean()),
})
export type TemplateTestInput = z.infer<typeof templateTestSchema>

/** The first message per field of a failed parse. */
export function fieldMessages(error: z.ZodError) {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    messages[key] ??= issue.message
  }
  return messages
}
