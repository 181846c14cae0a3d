import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailTemplates } from '~/db/schema'
import {
  builtInTemplate,
  composeEmail,
  EMAIL_TEMPLATE_KINDS,
  emailTemplateProblem,
  loadEmailTemplate,
  sampleValues,
  templateVariables,
} from '~/models/email-template.server'
import { fillHtml, fillSubject } from '~/utils/email-variables'
import { db } from '../helpers'

const XSS = '<img src=x onerror=alert(1)>'

describe('e-mail templates', () => {
  it('are seeded for every kind from the React Email designs, with placeholders for their props', async () => {
    const rows = await db().select().from(emailTemplates)
    expect(rows.map((row) => row.kind).sort()).toEqual([...EMAIL_TEMPLATE_KINDS].sort())
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const { html, subject } = await builtInTemplate(kind)
      const row = rows.find((candidate) => candidate.kind === kind)!
      expect(row.html).toBe(html)
      expect(row.subject).toBe(subject)
      // Every variable of the kind appears in its design, and the sample fills every one.
      for (const name of templateVariables(kind)) expect(`${subject}${html}`, `${kind} ${name}`).toContain(`{{${name}}}`)
      expect(Object.keys(sampleValues(kind, 'https://example.com')).sort()).toEqual([...templateVariables(kind)].sort())
    }
  })

  it('escape every value: a child named like an HTML tag arrives as text, in content and attributes', async () => {
    const email = composeEmail(await loadEmailTemplate(db(), 'story-completion'), {
      firstName: 'Rosa "Ro"',
      childName: XSS,
      storyTitle: `${XSS} & friends`,
      parkName: 'Yellowstone National Park',
      storyUrl: 'https://example.com/story/abc/summary?x="><script>alert(1)</script>',
    })
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).not.toContain('<script>alert')
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(email.html).toContain('href="https://example.com/story/abc/summary?x=&quot;&gt;&lt;script&gt;')
    expect(email.html).not.toMatch(/\{\{\w+\}\}/)
    // The plain-text part reads the name as the parent typed it, and the subject is plain text too.
    expect(email.text).toContain(`${XSS} just reached the last chapter`)
    expect(email.subject).toBe(`${XSS} finished "${XSS} & friends"`)
  })

  it('fill helpers: unknown placeholders stay, subjects stay on one line', () => {
    expect(fillHtml('<p>{{a}} {{ b }} {{c}}</p>', { a: '<b>', b: "it's" })).toBe('<p>&lt;b&gt; it&#39;s {{c}}</p>')
    expect(fillSubject('Hi {{name}}', { name: 'Ada\r\nBcc: x@example.com' })).toBe('Hi Ada Bcc: x@example.com')
  })

  it('refuse a template without subject or HTML, with unknown variables, or a newsletter without its unsubscribe link', () => {
    expect(emailTemplateProblem('welcome', { subject: '', html: '<p>x</p>' })).toBe('Subject and HTML content are required')
    expect(emailTemplateProblem('welcome', { subject: 'Hi', html: '' })).toBe('Subject and HTML content are required')
    expect(emailTemplateProblem('welcome', { subject: 'Hi {{storyTitle}}', html: '<p>x</p>' })).toMatch(/^Unknown variable \{\{storyTitle\}\}/)
    expect(emailTemplateProblem('newsletter', { subject: 'News', html: '<p>Hello {{firstName}}</p>' })).toMatch(/\{\{unsubscribeUrl\}\}/)
    expect(emailTemplateProblem('newsletter', { subject: 'News', html: '<a href="{{unsubscribeUrl}}">Unsubscribe</a>' })).toBeNull()
  })

  it('fall back to the built-in design when the stored one is deleted', async () => {
    const [row] = await db().select().from(emailTemplates).where(eq(emailTemplates.kind, 'friend-request'))
    await db().delete(emailTemplates).where(eq(emailTemplates.id, row.id))
    expect(await loadEmailTemplate(db(), 'friend-request')).toEqual(await builtInTemplate('friend-request'))
    await db().insert(emailTemplates).values(row)
  })
})
