import { asc, desc, eq } from 'drizzle-orm'
import { characters } from '~/data/characters'
import { getPark, parks } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import type { Db } from '~/db/client.server'
import { storyTemplates, type StoryTemplateRow } from '~/db/schema'
import { createBuiltInWriter } from '~/providers/story-writer/built-in'
import type { AdventureSource } from '~/providers/story-writer/adventure/source'
import type { WriterContentSource } from '~/providers/story-writer/content'
import { fillTemplate, TEMPLATE_VARIABLES, templateValues, type TemplateVariable } from '~/providers/story-writer/template'
import type { ChapterRequest } from '~/providers/story-writer/writer'
import { STORY_TEMPLATE_PLACEHOLDER, type TemplateTestInput } from '~/utils/admin-forms'
import { auditAfterChangeStatement, auditStatement, type AuditActor } from './audit-log.server'

export const DEFAULT_TEMPLATE_NAME = 'Story Trails default'

/** The seeded default story template. Placeholders are written {{variableName}}. */
export const DEFAULT_STORY_TEMPLATE = `Write chapter {{chapterNumber}} of an interactive adventure story for a reader aged {{childAge}}.

Setting: {{parkName}}. {{parkDescription}}

Main character: {{characterName}}, age {{characterAge}}. {{characterPersonality}}
Animal sidekick: {{sidekickName}}, whose storytelling style is {{sidekickStoryStyle}}. {{sidekickDescription}}

{{previousChapterParagraphBlock}}
{{nextChapterChoiceBlock}}
{{chapterContinuationLine}}

Use the park's real animals, landforms and trails, and weave in one or two of the true park facts listed below, word for word. Keep the vocabulary and sentence length right for a reader aged {{childAge}}. Be warm and kind; gentle suspense is fine, fear and danger are not.

{{endingInstructions}}`

/** The default template from D1, or the built-in one when none is stored yet. */
export async function getDefaultTemplate(db: Db) {
  const row = await db.query.storyTemplates.findFirst({ where: eq(storyTemplates.isDefault, true) })
  return row?.template ?? DEFAULT_STORY_TEMPLATE
}

/** Seeds the default template once. */
export async function seedDefaultTemplate(db: Db) {
  const existing = await db.query.storyTemplates.findFirst({ columns: { id: true } })
  if (existing) return false
  await insertDefaultTemplate(db)
  return true
}

/**
 * The default template's row, as the seed writes it (also replayed into every test database); where a
 * default already stands it writes nothing (at most one default: `story_templates_one_default`).
 */
export const insertDefaultTemplate = (db: Db) =>
  db.insert(storyTemplates).values({ name: DEFAULT_TEMPLATE_NAME, template: DEFAULT_STORY_TEMPLATE, isDefault: true }).onConflictDoNothing()

/** A story template as the admin's Story Templates tab shows it. */
export interface StoryTemplateView {
  id: number
  name: string
  template: string
  isDefault: boolean
  updatedAt: string
}

const toStoryTemplateView = (row: StoryTemplateRow): StoryTemplateView => ({
  id: row.id,
  name: row.name,
  template: row.template,
  isDefault: row.isDefault,
  updatedAt: row.updatedAt.toISOString(),
})

/** Every template, the default first, then by name. */
export async function listStoryTemplates(db: Db) {
  const rows = await db.select().from(storyTemplates).orderBy(desc(storyTemplates.isDefault), asc(storyTemplates.name), asc(storyTemplates.id))
  return rows.map(toStoryTemplateView)
}

/** Placeholders a default template must keep: without them the writer cannot place or end a chapter. */
export const REQUIRED_DEFAULT_VARIABLES: readonly TemplateVariable[] = ['parkName', 'chapterNumber', 'endingInstructions']

/** Why this content cannot be saved (or made the default), or null when it can. */
export function storyTemplateProblem(template: string, { asDefault }: { asDefault: boolean }) {
  const unknown = [...new Set([...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].filter(
    (name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name),
  )
  if (unknown.length) return `Unknown variable ${unknown.map((name) => `{{${name}}}`).join(', ')}. Story templates can use the ${TEMPLATE_VARIABLES.length} variables listed above.`
  if (asDefault) {
    const missing = REQUIRED_DEFAULT_VARIABLES.filter((name) => !new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(template))
    if (missing.length) return `The default template must use ${missing.map((name) => `{{${name}}}`).join(', ')}: every chapter needs its park, its number and its ending rules.`
  }
  return null
}

export type StoryTemplateChange<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409; message: string }

/**
 * Creates a template; without content it gets the placeholder text (spec 5). The first template of
 * an empty table becomes the default, so there is always exactly one default once there are any.
 */
export async function createStoryTemplate(db: Db, actor: AuditActor, input: { name: string; template: string }): Promise<StoryTemplateChange<{ template: StoryTemplateView }>> {
  const content = input.template || STORY_TEMPLATE_PLACEHOLDER
  const problem = storyTemplateProblem(content, { asDefault: false })
  if (problem) return { ok: false, status: 400, message: problem }
  const row = await db.$client
    .prepare(
      'insert into story_templates (name, template, is_default) values (?1, ?2, not exists (select 1 from story_templates where is_default = 1)) returning *',
    )
    .bind(input.name, content)
    .first<{ id: number }>()
  if (!row) throw new Error('The new story template was not written')
  await auditStatement(db, actor, { action: 'story-template.create', targetType: 'story-template', targetId: row.id, details: { name: input.name } })
  const [created] = await db.select().from(storyTemplates).where(eq(storyTemplates.id, row.id))
  return { ok: true, template: toStoryTemplateView(created) }
}

export async function updateStoryTemplate(
  db: Db,
  actor: AuditActor,
  id: number,
  input: { name: string; template: string },
): Promise<StoryTemplateChange<{ template: StoryTemplateView }>> {
  const [current] = await db.select().from(storyTemplates).where(eq(storyTemplates.id, id))
  if (!current) return { ok: false, status: 404, message: 'Story template not found' }
  const problem = storyTemplateProblem(input.template, { asDefault: current.isDefault })
  if (problem) return { ok: false, status: 400, message: problem }
  const d1 = db.$client
  const [result] = await d1.batch([
    d1.prepare("update story_templates set name = ?2, template = ?3, updated_at = cast(unixepoch('subsec') * 1000 as integer) where id = ?1").bind(id, input.name, input.template),
    auditAfterChangeStatement(db, actor, { action: 'story-template.update', targetType: 'story-template', targetId: id, details: { name: input.name } }),
  ])
  const [updated] = result.meta.changes ? await db.select().from(storyTemplates).where(eq(storyTemplates.id, id)) : []
  if (!updated) return { ok: false, status: 404, message: 'Story template not found' }
  return { ok: true, template: toStoryTemplateView(updated) }
}

/**
 * Makes a template the default. Clearing the old default and setting the new one are one batch (a
 * transaction), and a partial unique index allows one default row: however requests race, exactly
 * one template is the default afterwards.
 */
export async function setDefaultStoryTemplate(db: Db, actor: AuditActor, id: number): Promise<StoryTemplateChange> {
  const [target] = await db.select().from(storyTemplates).where(eq(storyTemplates.id, id))
  if (!target) return { ok: false, status: 404, message: 'Story template not found' }
  const problem = storyTemplateProblem(target.template, { asDefault: true })
  if (problem) return { ok: false, status: 400, message: problem }
  const d1 = db.$client
  await d1.batch([
    d1.prepare('update story_templates set is_default = 0 where is_default = 1 and id <> ?1 and exists (select 1 from story_templates where id = ?1)').bind(id),
    d1.prepare("update story_templates set is_default = 1, updated_at = cast(unixepoch('subsec') * 1000 as integer) where id = ?1 and is_default = 0").bind(id),
    auditAfterChangeStatement(db, actor, { action: 'story-template.set-default', targetType: 'story-template', targetId: id, details: { name: target.name } }),
  ])
  return { ok: true }
}

/** Deletes a template: never the default one (so never the last one either). */
export async function deleteStoryTemplate(db: Db, actor: AuditActor, id: number): Promise<StoryTemplateChange> {
  const [target] = await db.select({ isDefault: storyTemplates.isDefault, name: storyTemplates.name }).from(storyTemplates).where(eq(storyTemplates.id, id))
  if (!target) return { ok: false, status: 404, message: 'Story template not found' }
  if (target.isDefault) return { ok: false, status: 409, message: 'Cannot delete the default template' }
  const d1 = db.$client
  const [deleted] = await d1.batch([
    d1.prepare('delete from story_templates where id = ?1 and is_default = 0').bind(id),
    auditAfterChangeStatement(db, actor, { action: 'story-template.delete', targetType: 'story-template', targetId: id, details: { name: target.name } }),
  ])
  // It became the default in the meantime.
  if (!deleted.meta.changes) return { ok: false, status: 409, message: 'Cannot delete the default template' }
  return { ok: true }
}

/** The child age the template test uses (spec section 7). */
export const TEST_CHILD_AGE = 8

export type TemplateTestResult = { ok: true; processedTemplate: string; length: number } | { ok: false; status: 400; message: string }

/**
 * Fills a template exactly as the OpenAI writer would for one chapter of a real story: park,
 * character and sidekick from the catalogue, a child of 8, and for chapters after the first the
 * chapters before it written by the built-in writer (with `content`), each following its first option.
 */
export async function testStoryTemplate(input: TemplateTestInput, content: WriterContentSource, adventures: AdventureSource): Promise<TemplateTestResult> {
  const park = getPark(input.parkId) ?? parks.find((candidate) => candidate.name === input.parkId)
  const character = characters.find((candidate) => candidate.name === input.characterName)
  const sidekick = sidekicks.find((candidate) => candidate.name === input.sidekickName)
  if (!park || !character || !sidekick) return { ok: false, status: 400, message: 'Please select all test parameters' }
  const problem = storyTemplateProblem(input.template, { asDefault: false })
  if (problem) return { ok: false, status: 400, message: problem }

  const writer = createBuiltInWriter(content, adventures)
  const base = { park, character, sidekick, child: { firstName: 'Sam', age: TEST_CHILD_AGE }, seed: `template-test:${park.id}:${character.name}:${sidekick.name}` }
  const previousChapters: ChapterRequest['previousChapters'] = []
  let choice: string | null = null
  for (let number = 1; number < input.chapterNumber; number++) {
    const written = await writer.writeChapter({ ...base, chapterNumber: number, previousChapters, choice, isFinal: false })
    if (!written.ok) throw new Error(written.error)
    choice = written.value.options[0] ?? null
    previousChapters.push({ title: written.value.title, text: written.value.text, choice, options: written.value.options })
  }
  if (previousChapters.length) previousChapters[previousChapters.length - 1].choice = null
  const values = templateValues({ ...base, chapterNumber: input.chapterNumber, previousChapters, choice, isFinal: input.isFinalChapter })
  const processedTemplate = fillTemplate(input.template, values)
  return { ok: true, processedTemplate, length: processedTemplate.length }
}
