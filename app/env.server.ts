import { z } from 'zod'

/**
 * The Worker's environment, read and validated once per isolate. Everything is optional for local
 * use; production refuses to start without a session secret and a mailer.
 */
/** Signs local sessions so development needs no configuration; production refuses it. */
const LOCAL_SESSION_SECRET = 'story-trails-local-development-secret'

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const envSchema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('production'),
    APP_URL: optionalString.pipe(z.string().url().optional()),
    SESSION_SECRET: optionalString,
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    EMAIL_FROM: optionalString.transform((value) => value ?? 'Story Trails <hello@storytrails.app>'),
    RESEND_API_KEY: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: optionalString.transform((value) => value ?? 'gpt-4o-mini'),
    OPENAI_IMAGE_MODEL: optionalString.transform((value) => value ?? 'gpt-image-1'),
    OPENAI_BASE_URL: optionalString.pipe(z.string().url().optional()),
    /**
     * Development only: the built-in writer and quiz maker answer after this many milliseconds, like a
     * model would (`npm run bench:load`). Production refuses it.
     */
    STAND_IN_MODEL_MS: optionalString.pipe(z.coerce.number().int().min(0).max(120_000).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    MAP_TILE_URL: optionalString.transform((value) => value ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: optionalString.transform(
      (value) => value ?? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && (!env.SESSION_SECRET || env.SESSION_SECRET === LOCAL_SESSION_SECRET || env.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set in production to a random string of at least 32 characters (wrangler secret put SESSION_SECRET).',
      })
    }
    // Without a mailer, sign-in codes would have nowhere to go but the outbox: no family could sign in,
    // and a code kept anywhere but the parent's inbox is a way into their account.
    if (env.APP_ENV === 'production' && !env.RESEND_API_KEY) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['RESEND_API_KEY'],
        message: 'RESEND_API_KEY must be set in production, or sign-in codes cannot reach families (wrangler secret put RESEND_API_KEY).',
      })
    }
    if (env.APP_ENV === 'production' && env.STAND_IN_MODEL_MS !== undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['STAND_IN_MODEL_MS'], message: 'STAND_IN_MODEL_MS is for local load tests; remove it in production.' })
    }
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET].filter(Boolean).length
    if (stripeKeys !== 0 && stripeKeys !== 3) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['STRIPE_SECRET_KEY'],
        message: 'Set all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none.',
      })
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither.',
      })
    }
  })

export type AppEnv = z.infer<typeof envSchema> & {
  /** A local-only secret, so development needs no configuration. */
  SESSION_SECRET: string
  /** Signs the test payment provider's events (development and tests only), derived from the session secret. */
  TEST_PAYMENTS_WEBHOOK_SECRET: string
  isProduction: boolean
  isDevelopment: boolean
}

let cached: { source: unknown; env: AppEnv } | undefined

export function parseEnv(source: Record<string, unknown>): AppEnv {
  if (cached?.source === source) return cached.env
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  const env: AppEnv = {
    ...result.data,
    SESSION_SECRET: result.data.SESSION_SECRET ?? LOCAL_SESSION_SECRET,
    TEST_PAYMENTS_WEBHOOK_SECRET: `whsec_test_${result.data.SESSION_SECRET ?? LOCAL_SESSION_SECRET}`,
    isProduction: result.data.APP_ENV === 'production',
    isDevelopment: result.data.APP_ENV === 'development',
  }
  cached = { source, env }
  return env
}
