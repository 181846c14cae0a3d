import OpenAI from 'openai'
import { z } from 'zod'
import { err, ok } from '../result'
import { optionCountFor, type QuizMaker } from './quiz-maker'

const KINDS = ['animals', 'geology', 'trails', 'history', 'location', 'fun-fact'] as const

export const quizReplySchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().min(5).max(300),
        options: z.array(z.string().min(1).max(150)).min(3).max(4),
        correctAnswer: z.number().int().min(0).max(3),
        explanation: z.string().min(5).max(500),
        kind: z.enum(KINDS),
      }),
    )
    .length(10),
})

const QUIZ_JSON_SCHEMA = {
  name: 'park_quiz',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['questions'],
    properties: {
      questions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['question', 'options', 'correctAnswer', 'explanation', 'kind'],
          properties: {
            question: { type: 'string' },
            options: { type: 'array', items: { type: 'string' } },
            correctAnswer: { type: 'integer' },
            explanation: { type: 'string' },
            kind: { type: 'string', enum: [...KINDS] },
          },
        },
      },
    },
  },
} as const

const SYSTEM_PROMPT =
  'You write friendly multiple-choice quizzes for children about US national parks. Use only the facts you are given; ' +
  'every correct answer must be true by them and every wrong answer clearly false for this park. Answer only with the requested JSON.'

/** Quizzes from any OpenAI-compatible API: structured output, checked with zod, then moderated. */
export function createOpenAiQuizMaker(options: { apiKey: string; model: string; baseURL?: string; fetch?: typeof fetch }): QuizMaker {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, fetch: options.fetch, maxRetries: 0, timeout: 60_000 })
  return {
    name: 'openai',
    async makeQuiz({ park, child }) {
      // The youngest children get three options a question, everyone else four.
      const optionCount = optionCountFor(child.age)
      const material = [
        `Park: ${park.name} (${park.states.join(', ')}), a national park since ${park.established}.`,
        `Animals: ${park.animals.map((a) => a.name).join(', ')}.`,
        `Landforms: ${park.geology.map((g) => `${g.name}: ${g.description}`).join(' ')}`,
        `Trails: ${park.trails.map((t) => `${t.name}${t.lengthMiles ? ` (${t.lengthMiles} miles, ${t.difficulty})` : ''}`).join('; ')}.`,
        `Facts:\n${park.facts.map((f) => `- ${f.text}`).join('\n')}`,
      ].join('\n')
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: `Write 10 questions with exactly ${optionCount} options each for a child aged ${child.age}, mixing animals, geology, trails, history, location and fun facts.\n\n${material}`,
            },
          ],
          response_format: { type: 'json_schema', json_schema: QUIZ_JSON_SCHEMA },
          max_completion_tokens: 3000,
        })
        const message = completion.choices[0]?.message
        if (!message || message.refusal) return err(`OpenAI refused: ${message?.refusal ?? 'no message'}`)
        const reply = quizReplySchema.safeParse(JSON.parse(message.content ?? 'null'))
        if (!reply.success) return err(`OpenAI answered with the wrong shape: ${reply.error.issues[0].message}`)
        const wrongCount = reply.data.questions.find((q) => q.options.length !== optionCount || q.correctAnswer >= optionCount)
        if (wrongCount) return err(`OpenAI answered with ${wrongCount.options.length} options where ${optionCount} were asked for`)
        const text = reply.data.questions.flatMap((q) => [q.question, ...q.options, q.explanation]).join('\n')
        const moderation = await client.moderations.create({ model: 'omni-moderation-latest', input: text })
        if (moderation.results.some((result) => result.flagged)) return err('The quiz did not pass moderation')
        return ok(reply.data.questions)
      } catch (error) {
        return err(`OpenAI quiz request failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
