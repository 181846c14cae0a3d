import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { storyTemplates } from '~/db/schema'

/** The fourteen template variables (spec 2.20). */
export const TEMPLATE_VARIABLES = [
  'parkName',
  'parkDescription',
  'characterName',
  'characterPersonality',
  'characterAge',
  'sidekickName',
  'sidekickDescription',
  'sidekickStoryStyle',
  'childAge',
  'chapterNumber',
  'previousChapterParagraphBlock',
  'nextChapterChoiceBlock',
  'chapterContinuationLine',
  'endingInstructions',
] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]
export type TemplateValues = Record<TemplateVariable, string>

export const DEFAULT_TEMPLATE_NAME = 'Story Trails default'

/** The seeded default story template. Placeholders are written {{variableName}}. */
export const DEFAULT_STORY_TEMPLATE = `Write chapter {{chapterNumber}} of an interactive adventure story for a {{childAge}}-year-old reader.

Setting: {{parkName}}. {{parkDescription}}

Main character: {{characterName}}, age {{characterAge}}. {{characterPersonality}}
Animal sidekick: {{sidekickName}}, whose storytelling style is {{sidekickStoryStyle}}. {{sidekickDescription}}

{{previousChapterParagraphBlock}}
{{nextChapterChoiceBlock}}
{{chapterContinuationLine}}

Use the park's real animals, landforms and trails, and weave in one or two of the true park facts listed below, word for word. Keep the vocabulary and sentence length right for a {{childAge}}-year-old. Be warm and kind; gentle suspense is fine, fear and danger are not.

{{endingInstructions}}`

/** Replaces every {{variable}}; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Partial<TemplateValues>) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? (values[name as TemplateVariable] ?? '') : match))
}

/** The default template from D1, or the built-in one when none is stored yet. */
export async function getDefaultTemplate(db: Db) {
  const row = await db.query.storyTemplates.findFirst({ where: eq(storyTemplates.isDefault, true) })
  return row?.template ?? DEFAULT_STORY_TEMPLATE
}

/** Seeds the default template once. */
export async function seedDefaultTemplate(db: Db) {
  const existing = await db.query.storyTemplates.findFirst({ columns: { id: true } })
  if (existing) return false
  await db.insert(storyTemplates).values({ name: DEFAULT_TEMPLATE_NAME, template: DEFAULT_STORY_TEMPLATE, isDefault: true })
  return true
}
