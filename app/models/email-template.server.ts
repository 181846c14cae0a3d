import { toPlainText } from '@react-email/render'
import { eq, sql } from 'drizzle-orm'
import type { ReactElement } from 'react'
import { z } from 'zod'
import type { Db } from '~/db/client.server'
import { emailTemplates, type EmailTemplateRow } from '~/db/schema'
import { FriendRequestEmail, friendRequestSubject, type FriendRequestEmailProps } from '~/emails/friend-request'
import { NewsletterEmail, newsletterSubject, type NewsletterEmailProps } from '~/emails/newsletter'
import { renderEmail } from '~/emails/render.server'
import { StoryCompletionEmail, storyCompletionSubject, type StoryCompletionEmailProps } from '~/emails/story-completion'
import { WelcomeEmail, welcomeSubject, type WelcomeEmailProps } from '~/emails/welcome'
import { fillHtml, fillSubject, unknownPlaceholders } from '~/utils/email-variables'
import { monthKey, monthName, parkOfTheMonth } from './park-of-the-month.server'

/** The family e-mails whose templates admins can change (spec 2.20). */
export const EMAIL_TEMPLATE_KINDS = ['welcome', 'story-completion', 'friend-request', 'newsletter'] as const
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number]

interface BuiltInTemplate<P> {
  name: string
  description: string
  /** The placeholders the template may use: exactly the React Email component's props. */
  variables: readonly (keyof P & string)[]
  /** Placeholders a stored template must keep (the newsletter's unsubscribe link). */
  required: readonly (keyof P & string)[]
  subject: (props: P) => string
  element: (props: P) => ReactElement
  /** Example values for the preview and the test e-mail. */
  sample: (origin: string) => P
}

const define = <P,>(template: BuiltInTemplate<P>) => template

function newsletterSample(origin: string): NewsletterEmailProps {
  const month = monthKey(new Date())
  const { park, fact } = parkOfTheMonth(month)
  return {
    firstName: 'Rosa',
    monthName: monthName(month),
    parkName: park.name,
    parkDescription: park.description,
    parkFact: fact,
    exploreUrl: `${origin}/`,
    // A test e-mail's link leads to the unsubscribe page, which says it is not a real one.
    unsubscribeUrl: `${origin}/unsubscribe?token=sample`,
  }
}

/** The React Email designs: what families get when no stored template overrides them. */
const BUILT_IN = {
  welcome: define<WelcomeEmailProps>({
    name: 'Welcome',
    description: 'Sent once, when a parent adds their first child.',
    variables: ['firstName', 'childName', 'exploreUrl'],
    required: [],
    subject: welcomeSubject,
    element: (props) => WelcomeEmail(props),
    sample: (origin) => ({ firstName: 'Rosa', childName: 'Ada', exploreUrl: `${origin}/` }),
  }),
  'story-completion': define<StoryCompletionEmailProps>({
    name: 'Story completion',
    description: 'Sent to the parent when a child finishes a story, with a link to its summary.',
    variables: ['firstName', 'childName', 'storyTitle', 'parkName', 'storyUrl'],
    required: [],
    subject: storyCompletionSubject,
    element: (props) => StoryCompletionEmail(props),
    sample: (origin) => ({
      firstName: 'Rosa',
      childName: 'Ada',
      storyTitle: 'The Mystery of the Morning Geyser',
      parkName: 'Yellowstone National Park',
      storyUrl: `${origin}/library`,
    }),
  }),
  'friend-request': define<FriendRequestEmailProps>({
    name: 'Friend request',
    description: "Sent to a child's parent when another child asks to be Trail Buddies.",
    variables: ['senderUsername', 'receiverUsername', 'buddiesUrl'],
    required: [],
    subject: friendRequestSubject,
    element: (props) => FriendRequestEmail(props),
    sample: (origin) => ({ senderUsername: 'brave_otter42', receiverUsername: 'swift_heron17', buddiesUrl: `${origin}/trail-buddies` }),
  }),
  newsletter: define<NewsletterEmailProps>({
    name: 'Monthly newsletter',
    description: 'The monthly newsletter: the park of the month, with a one-click unsubscribe link.',
    variables: ['firstName', 'monthName', 'parkName', 'parkDescription', 'parkFact', 'exploreUrl', 'unsubscribeUrl'],
    required: ['unsubscribeUrl'],
    subject: newsletterSubject,
    element: (props) => NewsletterEmail(props),
    sample: newsletterSample,
  }),
} satisfies Record<EmailTemplateKind, unknown>

type Definition = BuiltInTemplate<Record<string, string>>
const definition = (kind: EmailTemplateKind) => BUILT_IN[kind] as unknown as Definition

export const templateVariables = (kind: EmailTemplateKind) => [...definition(kind).variables]
export const sampleValues = (kind: EmailTemplateKind, origin: string) => definition(kind).sample(origin)

export interface EmailTemplateSource {
  subject: string
  html: string
}

const builtInCache = new Map<EmailTemplateKind, Promise<EmailTemplateSource>>()

/**
 * The built-in design with `{{placeholders}}` for its props, rendered once per isolate: the values
 * are filled in (escaped) per e-mail, exactly as for a stored template.
 */
export function builtInTemplate(kind: EmailTemplateKind): Promise<EmailTemplateSource> {
  let cached = builtInCache.get(kind)
  if (!cached) {
    const spec = definition(kind)
    const props = Object.fromEntries(spec.variables.map((name) => [name, `{{${name}}}`]))
    cached = renderEmail(spec.element(props)).then(({ html }) => ({ subject: spec.subject(props), html }))
    builtInCache.set(kind, cached)
  }
  return cached
}

/** The template an e-mail of this kind is written from: the stored one, else the built-in design. */
export async function loadEmailTemplate(db: Db, kind: EmailTemplateKind): Promise<EmailTemplateSource> {
  const [row] = await db.select({ subject: emailTemplates.subject, html: emailTemplates.html }).from(emailTemplates).where(eq(emailTemplates.kind, kind))
  return row ?? builtInTemplate(kind)
}

export interface ComposedEmail {
  subject: string
  html: string
  text: string
}

/** One e-mail from a template: values HTML-escaped in the HTML, and a plain-text part made from it. */
export function composeEmail(template: EmailTemplateSource, values: Readonly<Record<string, string>>): ComposedEmail {
  const html = fillHtml(template.html, values)
  return { subject: fillSubject(template.subject, values), html, text: toPlainText(html) }
}

/** Writes the built-in designs as the stored templates where a kind has none (seed, test setup). */
export async function seedDefaultEmailTemplates(db: Db) {
  const inserted = await insertDefaultEmailTemplates(db, await defaultEmailTemplateRows()).returning({ id: emailTemplates.id })
  return inserted.length
}

/** The built-in designs as stored-template rows, one per kind. */
export function defaultEmailTemplateRows() {
  return Promise.all(
    EMAIL_TEMPLATE_KINDS.map(async (kind) => ({ kind, name: definition(kind).name, description: definition(kind).description, ...(await builtInTemplate(kind)) })),
  )
}

/** Those rows where a kind has none, as the seed writes them (also replayed into every test database). */
export const insertDefaultEmailTemplates = (db: Db, rows: Awaited<ReturnType<typeof defaultEmailTemplateRows>>) =>
  db.insert(emailTemplates).values(rows).onConflictDoNothing()

/** What the Email Templates table shows for each kind: the stored template, or the built-in one. */
export interface EmailTemplateView {
  id: number | null
  kind: EmailTemplateKind
  name: string
  subject: string
  description: string
  html: string
  updatedAt: string | null
  builtIn: boolean
  variables: string[]
  /** Example values for the live preview. */
  sample: Record<string, string>
}

export async function toEmailTemplateViews(rows: Pick<EmailTemplateRow, 'id' | 'kind' | 'name' | 'subject' | 'description' | 'html' | 'updatedAt'>[], origin: string) {
  return Promise.all(
    EMAIL_TEMPLATE_KINDS.map(async (kind): Promise<EmailTemplateView> => {
      const row = rows.find((candidate) => candidate.kind === kind)
      const spec = definition(kind)
      const base = { kind, variables: [...spec.variables], sample: spec.sample(origin) }
      if (row) {
        return { ...base, id: row.id, name: row.name, subject: row.subject, description: row.description, html: row.html, updatedAt: row.updatedAt.toISOString(), builtIn: false }
      }
      const builtIn = await builtInTemplate(kind)
      return { ...base, id: null, name: spec.name, description: spec.description, ...builtIn, updatedAt: null, builtIn: true }
    }),
  )
}

export const emailTemplateUpdateSchema = z.object({
  subject: z.string().trim().max(200, 'Please keep the subject to 200 characters or fewer.'),
  html: z.string().trim().max(100_000, 'Please keep the HTML under 100,000 characters.'),
  description: z.string().trim().max(500, 'Please keep the description to 500 characters or fewer.').optional().default(''),
})
export type EmailTemplateUpdate = z.infer<typeof emailTemplateUpdateSchema>

/** Why a template cannot be saved, in the admin's words; null when it can. */
export function emailTemplateProblem(kind: EmailTemplateKind, input: Pick<EmailTemplateUpdate, 'subject' | 'html'>) {
  if (!input.subject || !input.html) return 'Subject and HTML content are required'
  const spec = definition(kind)
  const unknown = unknownPlaceholders(`${input.subject}\n${input.html}`, spec.variables)
  if (unknown.length) {
    return `Unknown variable ${unknown.map((name) => `{{${name}}}`).join(', ')}. This template can use ${spec.variables.map((name) => `{{${name}}}`).join(', ')}.`
  }
  const missing = spec.required.filter((name) => !input.html.includes(`{{${name}}}`))
  if (missing.length) return `This template must keep ${missing.map((name) => `{{${name}}}`).join(', ')}: every newsletter needs its unsubscribe link.`
  return null
}

export type EmailTemplateSave = { ok: true; id: number; kind: EmailTemplateKind; name: string } | { ok: false; status: 400 | 404; message: string }

/** Saves the stored template of a kind (creating it over the built-in design the first time). */
export async function saveEmailTemplate(db: Db, kind: EmailTemplateKind, input: EmailTemplateUpdate): Promise<EmailTemplateSave> {
  const problem = emailTemplateProblem(kind, input)
  if (problem) return { ok: false, status: 400, message: problem }
  const spec = definition(kind)
  const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`
  const [row] = await db
    .insert(emailTemplates)
    .values({ kind, name: spec.name, subject: input.subject, html: input.html, description: input.description })
    .onConflictDoUpdate({ target: emailTemplates.kind, set: { subject: input.subject, html: input.html, description: input.description, updatedAt: now } })
    .returning({ id: emailTemplates.id, name: emailTemplates.name })
  return { ok: true, id: row.id, kind, name: row.name }
}

/** The kind of a stored template, by id. */
export async function emailTemplateKindOf(db: Db, id: number) {
  const [row] = await db.select({ kind: emailTemplates.kind }).from(emailTemplates).where(eq(emailTemplates.id, id))
  return row?.kind ?? null
}

/** Deletes a stored template: its kind goes back to the built-in design. */
export async function deleteEmailTemplate(db: Db, id: number) {
  const [row] = await db.delete(emailTemplates).where(eq(emailTemplates.id, id)).returning({ kind: emailTemplates.kind, name: emailTemplates.name })
  return row ?? null
}

export const isEmailTemplateKind = (value: unknown): value is EmailTemplateKind => EMAIL_TEMPLATE_KINDS.includes(value as EmailTemplateKind)
