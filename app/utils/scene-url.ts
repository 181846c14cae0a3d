/** Raise when the chapter scenes are drawn differently, so browsers fetch the new pictures. */
const SCENE_VERSION = '1'

/** The built-in picture at the top of a chapter: the park's landmark scene with the story's sidekick. */
export const chapterSceneUrl = (parkId: string, sidekick: string, seed: string | number) =>
  `/api/images/scenes/${encodeURIComponent(parkId)}/${encodeURIComponent(sidekick.toLowerCase())}/${seed}.svg?v=${SCENE_VERSION}`
