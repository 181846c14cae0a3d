/**
 * The OpenAI writer in a park with written adventures: the model is handed the scene the child's
 * choices lead to (what happens, where, which facts, the three choices that follow) and tells it in
 * its own words; these checks hold its chapter to the scene. Structure and truth come from the
 * adventure, the voice from the model; a chapter that strays gives way to the authored text.
 */
import { placesFor } from '~/data/places/park-places'
import type { ChapterRequest, WrittenChapter } from '../writer'
import type { PlayedChapter } from './types'

export interface SceneToTell {
  played: PlayedChapter
  /** The scene as the built-in writer gives it: its text is the fallback, its options the chapter's. */
  written: WrittenChapter
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const names = (text: string, name: string) => new RegExp(`(^|[^\\p{L}])${escape(name)}($|[^\\p{L}])`, 'iu').test(text)

/** The names a place goes by in a story, without a leading "the". */
function placeNames(place: { name: string; ref?: string }) {
  return [...new Set([place.name, place.ref ?? place.name].map((name) => name.replace(/^the /i, '')))].filter((name) => name.length >= 4)
}

/** What the model is told about the scene, after the template and the park guide. */
export function scenePrompt(request: ChapterRequest, scene: SceneToTell): string {
  const model = placesFor(request.park.id)
  const where = scene.played.places.map((id) => model?.places.find((place) => place.id === id)?.name).filter(Boolean)
  const parts = [
    'This chapter tells one scene of a written adventure. Tell it in your own words for this reader: keep what happens, who is there and where it happens, in the same order. Add no other place, person, animal or event, and keep its ending.',
    `<scene>\n${scene.written.text}\n</scene>`,
  ]
  if (where.length) parts.push(`Where it happens: ${where.join(', ')}.`)
  if (scene.written.facts.length) parts.push(`Park facts in this scene, to tell as the scene does and list in "facts" exactly as written here:\n<facts>\n${scene.written.facts.map((fact) => `- ${fact}`).join('\n')}\n</facts>`)
  parts.push(
    scene.played.ending
      ? 'This scene ends the story: end it warmly, as the scene does, and give no options.'
      : `After your chapter the reader chooses one of these, so end the chapter where they follow naturally, and give exactly these as the options:\n${scene.written.options.map((option, i) => `${i + 1}. ${option}`).join('\n')}`,
  )
  return parts.join('\n\n')
}

/** Where the model's chapter left the scene: facts the scene does not use, places it does not go. */
export function checkAgainstScene(request: ChapterRequest, scene: SceneToTell, chapter: WrittenChapter): string[] {
  const problems: string[] = []
  for (const fact of chapter.facts) {
    if (!scene.written.facts.includes(fact)) problems.push(`"${fact}" is not one of this scene's facts: use only the facts given for the scene.`)
  }
  const model = placesFor(request.park.id)
  for (const place of model?.places ?? []) {
    if (scene.played.places.includes(place.id)) continue
    const name = placeNames(place).find((candidate) => names(chapter.text, candidate) && !names(scene.written.text, candidate))
    if (name) problems.push(`The chapter names ${name}, which is not part of this scene: keep to the scene's places.`)
  }
  return problems
}
