// The shared ink as text, for the checker (Node only): app/content/shared/story.ink.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_DIR } from './compile'

export const SHARED_STORY_INK = readFileSync(join(CONTENT_DIR, 'shared', 'story.ink'), 'utf8')
