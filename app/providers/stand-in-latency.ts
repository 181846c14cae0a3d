import type { QuizMaker } from './quiz-maker/quiz-maker'
import type { StoryWriter } from './story-writer/writer'

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A built-in writer that takes as long as a model would (development only, STAND_IN_MODEL_MS): load
 * tests then see the queue hold chapters for as long as real ones take, without a key or a network.
 */
export function slowWriter(writer: StoryWriter, ms: number | undefined): StoryWriter {
  if (!ms) return writer
  return {
    name: writer.name,
    async writeChapter(request) {
      await wait(ms)
      return writer.writeChapter(request)
    },
  }
}

/** The same for quizzes. */
export function slowQuizMaker(maker: QuizMaker, ms: number | undefined): QuizMaker {
  if (!ms) return maker
  return {
    ...maker,
    async makeQuiz(request) {
      await wait(ms)
      return maker.makeQuiz(request)
    },
  }
}
