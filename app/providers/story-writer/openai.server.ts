import OpenAI from 'openai'
import { z } from 'zod'
import { fillTemplate, type TemplateValues } from '~/models/story-template.server'
import { err, ok } from '../result'
import type { ChapterRequest, StoryWriter } from './writer'

/** What the model must answer, checked again with zod whatever the API promises. */
export const chapterReplySchema = z.object({
  title: z.string().max(120),
  text: z.string().min(100).max(6000),
  facts: z.array(z.string()).max(4),
  options: z.array(z.string().min(3).max(120)).max(3),
})

const CHAPTER_JSON_SCHEMA = {
  name: 'story_chapter',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'text', 'facts', 'options'],
    properties: {
      title: { type: 'string', description: 'The story title (chapter 1), else an empty string' },
      text: { type: 'string', description: 'The chapter, paragraphs separated by a blank line' },
      facts: { type: 'array', items: { type: 'string' }, description: 'The park facts used, copied word for word from the list' },
      options: { type: 'array', items: { type: 'string' }, description: 'Three short choices for what happens next; empty for the final chapter' },
    },
  },
} as const

/** Fixed rules: nothing a child or parent typed ever goes here. */
const SYSTEM_PROMPT =
  'You write chapters of interactive adventure stories for children set in real US national parks. ' +
  'Everything you write is read by a child: keep it kind, safe and age-appropriate, with no violence, fear, romance or brand names. ' +
  'Only state facts about the park that you are given. Never include personal information. Answer only with the requested JSON.'

export const MAX_CHAPTER_TOKENS = 1600

const words = (age: number) => (age <= 6 ? '150 to 250' : age <= 9 ? '300 to 450' : '450 to 650')

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
    previousChapterParagraphBlock: previous ? `The story so far:\n${previous}` : '',
    nextChapterChoiceBlock: request.choice ? `At the end of the last chapter the reader chose: "${request.choice}". Begin by following that choice.` : '',
    chapterContinuationLine: request.chapterNumber === 1 ? 'This is the first chapter: introduce the characters, the park and an adventure goal, and give the story a title.' : 'Continue the story from where it left off.',
    endingInstructions: request.isFinal
      ? `This is the final chapter: resolve the adventure warmly and give no options. Write ${words(request.child.age)} words.`
      : `End with exactly three different options for what happens next. Write ${words(request.child.age)} words.`,
  }
}

export interface OpenAiWriterOptions {
  apiKey: string
  model: string
  baseURL?: string
  loadTemplate: () => Promise<string>
  fetch?: typeof fetch
}

/** Chapters from any OpenAI-compatible API: structured output, checked with zod, then moderated. */
export function createOpenAiWriter(options: OpenAiWriterOptions): StoryWriter {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, fetch: options.fetch, maxRetries: 0, timeout: 60_000 })
  return {
    name: 'openai',
    async writeChapter(request) {
      const facts = request.park.facts.map((fact) => `- ${fact.text}`).join('\n')
      const prompt = `${fillTemplate(await options.loadTemplate(), templateValues(request))}\n\nTrue park facts you may use:\n${facts}`
      let completion
      try {
        completion = await client.chat.completions.create({
          model: options.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: prompt },
          ],
          response_format: { type: 'json_schema', json_schema: CHAPTER_JSON_SCHEMA },
          max_completion_tokens: MAX_CHAPTER_TOKENS,
        })
      } catch (error) {
        return err(`OpenAI request failed: ${error instanceof Error ? error.message : String(error)}`)
      }
      const message = completion.choices[0]?.message
      if (!message) return err('OpenAI answered with no message')
      if (message.refusal) return err(`OpenAI refused: ${message.refusal}`)
      let parsed: unknown
      try {
        parsed = JSON.parse(message.content ?? '')
      } catch {
        return err('OpenAI answered with malformed JSON')
      }
      const reply = chapterReplySchema.safeParse(parsed)
      if (!reply.success) return err(`OpenAI answered with the wrong shape: ${reply.error.issues[0].message}`)
      if (!request.isFinal && reply.data.options.length !== 3) return err('OpenAI did not offer three options')

      try {
        const moderation = await client.moderations.create({ model: 'omni-moderation-latest', input: [reply.data.title, reply.data.text, ...reply.data.options].join('\n') })
        if (moderation.results.some((result) => result.flagged)) return err('The chapter did not pass moderation')
      } catch (error) {
        return err(`Moderation failed: ${error instanceof Error ? error.message : String(error)}`)
      }
      const catalogue = new Set(request.park.facts.map((fact) => fact.text))
      return ok({
        title: request.chapterNumber === 1 ? reply.data.title.trim() || null : null,
        text: reply.data.text.trim(),
        facts: reply.data.facts.filter((fact) => catalogue.has(fact)),
        options: request.isFinal ? [] : reply.data.options.map((option) => option.trim()),
      })
    },
  }
}
