import { ageBandFor } from '~/utils/age-band'
import { WORD_RANGES } from './built-in/chapter'
import type { ChapterRequest } from './writer'

// The story template's language: its variables, their values for one chapter and how they are filled
// in. The OpenAI writer fills the admin's template with them, and the story template model checks and
// tests templates with the same ones; it lives here so that neither imports the other.

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

/** Replaces every {{variable}}; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Partial<TemplateValues>) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? (values[name as TemplateVariable] ?? '') : match))
}

const words = (age: number) => {
  const [min, max] = WORD_RANGES[ageBandFor(age)]
  return `${min} to ${max}`
}

/** The fourteen template variables for one chapter request (spec 2.20). */
export function templateValues(request: ChapterRequest): TemplateValues {
  const previous = request.previousChapters.map((chapter, i) => `Chapter ${i + 1}:\n${chapter.text}`).join('\n\n')
  return {
    parkName: request.park.name,
    parkDescription: request.park.description,
    characterName: request.character.name,
    characterPersonality: request.character.personality,
    characterAge: String(request.character.age),
    sidekickName: request.sidekick.name,
    sidekickDescription: request.sidekick.description,
    sidekickStoryStyle: request.sidekick.storyStyle,
    childAge: String(request.child.age),
    chapterNumber: String(request.chapterNumber),
    previousChapterParagraphBlock: previous ? `The story so far:\n<story_so_far>\n${previous}\n</story_so_far>` : '',
    nextChapterChoiceBlock: request.choice
      ? `At the end of the last chapter the reader chose this option:\n<reader_choice>${request.choice}</reader_choice>\nBegin by following that choice.`
      : '',
    chapterContinuationLine: request.chapterNumber === 1 ? 'This is the first chapter: introduce the characters, the park and an adventure goal, and give the story a title.' : 'Continue the story from where it left off.',
    endingInstructions: request.isFinal
      ? `This is the final chapter: resolve the adventure warmly and give no options. Write ${words(request.child.age)} words.`
      : `End with exactly three different options for what happens next. Write ${words(request.child.age)} words.`,
  }
}
