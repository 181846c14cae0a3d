import { describe, expect, it } from 'vitest'
import { characters } from '~/data/characters'
import { getPark } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import { DEFAULT_STORY_TEMPLATE, TEMPLATE_VARIABLES } from '~/models/story-template.server'
import { createOpenAiImageMaker } from '~/providers/image-maker/openai.server'
import { createOpenAiQuizMaker } from '~/providers/quiz-maker/openai.server'
import { createOpenAiWriter, MAX_CHAPTER_TOKENS } from '~/providers/story-writer/openai.server'
import type { ChapterRequest } from '~/providers/story-writer/writer'
import { chatReply, mockOpenAi, moderationReply, OPENAI_BASE } from '../mocks/openai'

const park = getPark('yellowstone')!
const request: ChapterRequest = {
  park,
  character: characters[0],
  sidekick: sidekicks[0],
  child: { firstName: 'Zelda', age: 8 },
  chapterNumber: 2,
  previousChapters: [{ title: 'Old Faithful', text: 'Chapter one text.', choice: 'Follow the bison tracks' }],
  choice: 'Follow the bison tracks',
  isFinal: false,
  seed: 's',
}

const goodChapter = {
  title: 'ignored after chapter 1',
  text: 'Maya and Pip followed the tracks across the steaming meadow. '.repeat(5),
  facts: [park.facts[0].text, 'A made-up fact that is not in the catalogue.'],
  options: ['Visit the geyser', 'Watch the bison', 'Climb the overlook'],
}

const writer = (fetcher: typeof fetch) =>
  createOpenAiWriter({ apiKey: 'sk-test', model: 'gpt-test', baseURL: OPENAI_BASE, fetch: fetcher, loadTemplate: async () => DEFAULT_STORY_TEMPLATE })

describe('the OpenAI story writer', () => {
  it('fills the template with the fourteen variables, asks for structured output and keeps only catalogue facts', async () => {
    const api = mockOpenAi({ chat: () => chatReply(JSON.stringify(goodChapter)), moderation: () => moderationReply(false) })
    const result = await writer(api.fetcher).writeChapter(request)
    expect(result).toEqual({ ok: true, value: { title: null, text: goodChapter.text.trim(), facts: [park.facts[0].text], options: goodChapter.options } })

    const chat = api.calls.find((call) => call.path === '/chat/completions')!.body as {
      messages: { role: string; content: string }[]
      response_format: { type: string }
      max_completion_tokens: number
    }
    expect(chat.response_format.type).toBe('json_schema')
    expect(chat.max_completion_tokens).toBe(MAX_CHAPTER_TOKENS)
    const [system, user] = chat.messages
    // What the child chose goes in the user message, never in the system prompt; the child's name goes nowhere.
    expect(system.content).not.toContain('Follow the bison tracks')
    expect(user.content).toContain('Follow the bison tracks')
    expect(JSON.stringify(chat.messages)).not.toContain('Zelda')
    for (const variable of TEMPLATE_VARIABLES) expect(user.content).not.toContain(`{{${variable}}}`)
    expect(user.content).toContain('Yellowstone National Park')
    expect(api.calls.some((call) => call.path === '/moderations')).toBe(true)
  })

  it('a refusal is an error, never text on screen', async () => {
    const api = mockOpenAi({ chat: () => chatReply(null, 'I cannot help with that.') })
    expect(await writer(api.fetcher).writeChapter(request)).toEqual({ ok: false, error: 'OpenAI refused: I cannot help with that.' })
  })

  it('a malformed reply is an error', async () => {
    const api = mockOpenAi({ chat: () => chatReply('{"title": "Oops", "text": ') })
    expect(await writer(api.fetcher).writeChapter(request)).toEqual({ ok: false, error: 'OpenAI answered with malformed JSON' })
    const wrongShape = mockOpenAi({ chat: () => chatReply(JSON.stringify({ title: 'x', text: 'too short', facts: [], options: [] })) })
    const result = await writer(wrongShape.fetcher).writeChapter(request)
    expect(result.ok).toBe(false)
  })

  it('a flagged reply is an error', async () => {
    const api = mockOpenAi({ chat: () => chatReply(JSON.stringify(goodChapter)), moderation: () => moderationReply(true) })
    expect(await writer(api.fetcher).writeChapter(request)).toEqual({ ok: false, error: 'The chapter did not pass moderation' })
  })

  it('an API error is an error', async () => {
    const api = mockOpenAi({ chat: () => Response.json({ error: { message: 'Rate limit' } }, { status: 429 }) })
    const result = await writer(api.fetcher).writeChapter(request)
    expect(result.ok).toBe(false)
  })
})

describe('the OpenAI quiz maker', () => {
  const question = (i: number) => ({ question: `Question number ${i}?`, options: ['A one', 'B two', 'C three', 'D four'], correctAnswer: i % 4, explanation: 'Because it is so.', kind: 'animals' })
  const maker = (fetcher: typeof fetch) => createOpenAiQuizMaker({ apiKey: 'sk-test', model: 'gpt-test', baseURL: OPENAI_BASE, fetch: fetcher })

  it('accepts a valid, moderated quiz', async () => {
    const api = mockOpenAi({ chat: () => chatReply(JSON.stringify({ questions: Array.from({ length: 10 }, (_, i) => question(i)) })), moderation: () => moderationReply(false) })
    const result = await maker(api.fetcher).makeQuiz({ park, allParks: [park], child: { firstName: 'Zelda', age: 9 }, seed: 'q' })
    expect(result.ok && result.value).toHaveLength(10)
  })

  it('a reply that fails validation means no quiz', async () => {
    const api = mockOpenAi({ chat: () => chatReply(JSON.stringify({ questions: [question(0)] })) })
    const result = await maker(api.fetcher).makeQuiz({ park, allParks: [park], child: { firstName: 'Zelda', age: 9 }, seed: 'q' })
    expect(result.ok).toBe(false)
  })
})

describe('the OpenAI image maker', () => {
  it('moderates the prompt, then returns the picture', async () => {
    const api = mockOpenAi({ moderation: () => moderationReply(false), images: () => Response.json({ created: 0, data: [{ b64_json: btoa('PNGDATA') }] }) })
    const maker = createOpenAiImageMaker({ apiKey: 'sk-test', model: 'gpt-image-1', baseURL: OPENAI_BASE, fetch: api.fetcher })
    const result = await maker.makeImage({ park, prompt: 'A bison at sunset', seed: 'x' })
    expect(result.ok && new TextDecoder().decode(result.value.bytes)).toBe('PNGDATA')
  })

  it('refuses a flagged prompt without asking for an image', async () => {
    const api = mockOpenAi({ moderation: () => moderationReply(true) })
    const maker = createOpenAiImageMaker({ apiKey: 'sk-test', model: 'gpt-image-1', baseURL: OPENAI_BASE, fetch: api.fetcher })
    expect((await maker.makeImage({ park, prompt: 'bad', seed: 'x' })).ok).toBe(false)
    expect(api.calls.map((call) => call.path)).toEqual(['/moderations'])
  })
})
