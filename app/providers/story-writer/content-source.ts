/**
 * The writers' content from its source modules: the Worker's (app/context.server.ts), the Node
 * scripts' (story check, story report, bench) and the tests'.
 */
import { alaskaPlaces } from '~/data/places/alaska'
import { eastAndOtherPlaces } from '~/data/places/east-and-other'
import { intermountainPlaces } from '~/data/places/intermountain'
import { pacificPlaces } from '~/data/places/pacific'
import * as cast from './built-in/banks/cast'
import * as goals from './built-in/banks/goals'
import * as inner from './built-in/banks/inner'
import * as moments from './built-in/banks/moments'
import * as nature from './built-in/banks/nature'
import * as plot from './built-in/banks/plot'
import * as story from './built-in/banks/story'
import type { WriterContent, WriterContentSource } from './content'

export function writerContentFromSource(): WriterContent {
  return {
    banks: { ...cast, ...goals, ...inner, ...moments, ...nature, ...plot, ...story },
    places: [...intermountainPlaces, ...eastAndOtherPlaces, ...alaskaPlaces, ...pacificPlaces],
  }
}

export const contentFromSource: WriterContentSource = async () => writerContentFromSource()
