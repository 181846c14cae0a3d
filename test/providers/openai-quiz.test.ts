import { describe, expect, it } from 'vitest'
import { getPark } from '~/data/parks'
import { createOpenAiQuizMaker } from '~/providers/quiz-maker/openai.server'
import { chatReply, mockOpenAi, moderationReply, OPENAI_BASE } from '../mocks/openai'

const park = getPark('yellowstone')!
const maker = (fetcher: typeof fetch) => createOpenAiQuizMaker({ apiKey: 'sk-test', model: 'gpt-test', baseURL: OPENAI_BASE, fetch: fetcher })
const question = (i: number, options: number) => ({
  question: `Question number ${i}?`,
  options: ['A one', 'B two', 'C three', 'D four'].slice(0, options),
  correctAnswer: i % options,
  explanation: 'Because it is so.',
  kind: 'animals',
})
const reply = (options: number) => chatReply(JSON.stringify({ questions: Array.from({ length: 10 }, (_, i) => question(i, options)) }))

describe('the OpenAI quiz maker and the option count of each age band', () => {
  it('asks a 6-year-old three options a question and takes a three-option quiz', async () => {
    const api = mockOpenAi({ chat: () => reply(3), moderation: () => moderationReply(false) })
    const result = await maker(api.fetcher).makeQuiz({ park, allParks: [park], child: { firstName: 'Zelda', age: 6 }, seed: 'q' })
    expect(result.ok && result.value.map((q) => q.options.length)).toEqual(new Array(10).fill(3))
    const chat = api.calls.find((call) => call.path === '/chat/completions')!.body as { messages: { content: string }[] }
    expect(chat.messages[1].content).toContain('exactly 3 options')
  })

  it('asks a 7-year-old four options a question', async () => {
    const api = mockOpenAi({ chat: () => reply(4), moderation: () => moderationReply(false) })
    const result = await maker(api.fetcher).makeQuiz({ park, allParks: [park], child: { firstName: 'Zelda', age: 7 }, seed: 'q' })
    expect(result.ok).toBe(true)
    const chat = api.calls.find((call) => call.path === '/chat/completions')!.body as { messages: { content: string }[] }
    expect(chat.messages[1].content).toContain('exactly 4 options')
  })

  it('refuses a reply with the wrong number of options for the child', async () => {
    const tooMany = mockOpenAi({ chat: () => reply(4), moderation: () => moderationReply(false) })
    const young = await maker(tooMany.fetcher).makeQuiz({ park, allParks: [park], child: { firstName: 'Zelda', age: 5 }, seed: 'q' })
    expect(young).toEqual({ ok: false, error: 'OpenAI answered with 4 options where 3 were asked for' })
    const tooFew = mockOpenAi({ chat: () => reply(3), moderation: () => moderationReply(false) })
    const older = await maker(tooFew.fetcher).makeQuiz({ park, allParks: [park], child: { firstName: 'Zelda', age: 11 }, seed: 'q' })
    expect(older.ok).toBe(false)
  })
})
