/** Every landmark scene the illustrator can draw, by the catalogue's `drawing` name. */

import type { LandmarkDrawing } from '~/data/landmarks'
import { alaskaArt } from './alaska'
import { eastArt } from './east'
import { intermountainArt } from './intermountain'
import type { LandmarkArt } from './kit'
import { pacificArt } from './pacific'

export const LANDMARK_ART = {
  ...intermountainArt,
  ...eastArt,
  ...alaskaArt,
  ...pacificArt,
} satisfies Record<LandmarkDrawing, LandmarkArt>
