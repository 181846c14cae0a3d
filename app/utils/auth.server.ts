import { json, redirect, type AppLoadContext } from '@remix-run/cloudflare'
import { Authenticator } from 'remix-auth'
import { Strategy } from 'remix-auth/strategy'
import { OAuth2Strategy } from 'remix-auth-oauth2'
import { z } from 'zod'
import { checkLoginCode, type CodeCheck } from '~/models/login-code.server'
import { createSession, deleteSession } from '~/models/session.server'
import { confirmRecentSignIn } from '~/models/step-up.server'
import { rewardReferral } from '~/models/referral.server'
import { findOrCreateUser, getUserById, type User } from '~/models/user.server'
import { forgetReferralCode, readReferralCode } from './referral-cookie.server'
import { readActiveChildCookie, resolveActiveChild } from './active-child'
import { readFormData } from './request-body.server'
import { clientIp } from './http.server'
import { safeRedirect } from './safe-redirect'
import { clearSessionCookie, readSessionToken, serializeSessionToken } from './session.server'

/** Why an e-mail code did not sign the parent in; the sign-in page shows it. */
export class SignInError extends Error {
  constructor(readonly reason: Exclude<CodeCheck, { ok: true }>['reason'] | 'invalid-input', message: string) {
    super(message)
  }
}

const codeFormSchema = z.object({
  email: z.string().trim().email(),
  code: z.string().trim().regex(/^\d{6}$/),
})

const SIGN_IN_MESSAGES: Record<SignInError['reason'], string> = {
  'invalid-input': 'Please enter the 6-digit code from the e-mail.',
  'no-code': 'That code is no longer valid. Please ask for a new one.',
  expired: 'That code has expired. Please ask for a new one.',
  'too-many-attempts': 'Too many wrong tries. Please ask for a new code.',
  'wrong-code': 'That code is not right. Please check the e-mail and try again.',
}

/**
 * remix-auth strategy for the second step of e-mail sign-in: the parent typed the 6-digit code we
 * e-mailed. Codes, tries and expiry live in D1, so nothing the browser holds can reset them
 * (docs/decisions/003-sessions-and-sign-in.md).
 */
class EmailCodeStrategy extends Strategy<User, { email: string }> {
  name = 'email-code'

  constructor(
    private readonly context: AppLoadContext,
    verify: Strategy.VerifyFunction<User, { email: string }>,
  ) {
    super(verify)
  }

  async authenticate(request: Request) {
    const form = await readFormData(request)
    const input = codeFormSchema.safeParse({ email: form.get('email'), code: form.get('code') })
    if (!input.success) throw new SignInError('invalid-input', SIGN_IN_MESSAGES['invalid-input'])
    const check = await checkLoginCode(this.context.db, input.data)
    if (!check.ok) {
      const message =
        check.reason === 'wrong-code' && check.attemptsLeft
          ? `${SIGN_IN_MESSAGES['wrong-code']} ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`
          : SIGN_IN_MESSAGES[check.reason]
      throw new SignInError(check.reason, message)
    }
    return this.verify({ email: check.email })
  }
}

const googleProfileSchema = z.object({
  email: z.string().email(),
  email_verified: z.boolean(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().url().optional(),
})

export const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo'

export function isGoogleSignInEnabled(context: AppLoadContext) {
  return Boolean(context.env.GOOGLE_CLIENT_ID && context.env.GOOGLE_CLIENT_SECRET)
}

export function createAuthenticator(context: AppLoadContext, request: Request) {
  const adminEmails = context.env.ADMIN_EMAILS
  const authenticator = new Authenticator<User>()
  authenticator.use(
    new EmailCodeStrategy(context, async ({ email }) => welcomeThroughReferral(context, request, await findOrCreateUser(context.db, { email }, adminEmails))),
  )
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = context.env
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
    const origin = context.env.APP_URL ?? new URL(request.url).origin
    authenticator.use(
      new OAuth2Strategy<User>(
        {
          cookie: { name: '__Host-oauth', secure: true, sameSite: 'Lax', httpOnly: true, path: '/' },
          clientId: GOOGLE_CLIENT_ID,
          clientSecret: GOOGLE_CLIENT_SECRET,
          authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenEndpoint: 'https://oauth2.googleapis.com/token',
          redirectURI: `${origin}/auth/google/callback`,
          scopes: ['openid', 'email', 'profile'],
        },
        async ({ tokens }) => {
          const response = await fetch(GOOGLE_USERINFO_URL, {
            headers: { authorization: `Bearer ${tokens.accessToken()}` },
          })
          const profile = googleProfileSchema.safeParse(await response.json().catch(() => null))
          if (!response.ok || !profile.success || !profile.data.email_verified) {
            throw new Error('Google did not share a verified e-mail address')
          }
          const { email, given_name, family_name, picture } = profile.data
          const found = await findOrCreateUser(
            context.db,
            { email, firstName: given_name, lastName: family_name, profileImageUrl: picture },
            adminEmails,
            'google',
          )
          return welcomeThroughReferral(context, request, found)
        },
      ),
      'google',
    )
  }
  return authenticator
}

/** A brand-new account opened through a friend's referral link: both get their bonus, once. */
async function welcomeThroughReferral(context: AppLoadContext, request: Request, { user, created }: { user: User; created: boolean }) {
  if (created) {
    const outcome = await rewardReferral(context.db, { friendId: user.id, code: await readReferralCode(request) })
    if (outcome === 'rewarded') return (await getUserById(context.db, user.id)) ?? user
  }
  return user
}

/** Opens a new session (a new id every sign-in) and sends the parent on; a used referral code is forgotten. */
export async function startSession(context: AppLoadContext, user: User, redirectTo: string | null) {
  const token = await createSession(context.db, user.id)
  const headers = new Headers()
  headers.append('Set-Cookie', await serializeSessionToken(context.env, token))
  headers.append('Set-Cookie', await forgetReferralCode())
  return redirect(safeRedirect(redirectTo), { headers })
}

/** Ends the session on the server, so a copied cookie stops working too. */
export async function endSession(request: Request, context: AppLoadContext) {
  const token = await readSessionToken(request, context.env)
  if (token) await deleteSession(context.db, token)
  return redirect('/', { headers: { 'Set-Cookie': await clearSessionCookie(context.env) } })
}

export function getUser(context: AppLoadContext) {
  return context.currentUser()
}

/**
 * For pages: the signed-in parent, or a 401 that the error boundary answers with the landing page
 * (signed-out visitors see the landing page on every path).
 */
export async function requireUser(context: AppLoadContext) {
  const user = await context.currentUser()
  if (!user) throw json({ message: 'Please sign in.' }, { status: 401 })
  return user
}

export async function requireAdmin(context: AppLoadContext) {
  const user = await requireUser(context)
  if (!user.isAdmin) throw json({ message: 'Only admins can do that.' }, { status: 403 })
  return user
}

/**
 * Before a destructive admin action: the session proved its address within 15 minutes, or `code` is
 * the fresh code this e-mails otherwise (step-up.server.ts). A failure says what to do, with `stepUp`
 * set so the portal asks for the code.
 */
export async function confirmRecentSignInFor(request: Request, context: AppLoadContext, user: User, code: unknown) {
  const sessionToken = await readSessionToken(request, context.env)
  if (!sessionToken) throw json({ message: 'Please sign in.' }, { status: 401 })
  return confirmRecentSignIn(context.db, context.bindings.JOBS, { user, sessionToken, code, ip: clientIp(request) })
}

/**
 * A child of the signed-in parent, or 404: another family's child is indistinguishable from none.
 * It is looked up among the family's children, which each request loads once.
 */
export async function requireChildOf(context: AppLoadContext, rawId: string | undefined) {
  const id = Number(rawId)
  const children = Number.isSafeInteger(id) && id > 0 ? await context.currentChildren() : []
  const child = children.find((candidate) => candidate.id === id)
  if (!child) throw json({ message: 'Child not found' }, { status: 404 })
  return child
}

/** The family's children and the active one (the cookie's choice if still theirs, else the first). */
export async function getActiveChild(request: Request, context: AppLoadContext) {
  const children = await context.currentChildren()
  return { children, activeChild: resolveActiveChild(children, readActiveChildCookie(request.headers.get('cookie'))) }
}
