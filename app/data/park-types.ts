/**
 * Types of the park catalogue. The catalogue is reference data: stories, quizzes, the map and the
 * built-in illustrator all read it, so every fact in it must be true and checkable.
 */

export const REGIONS = ['Intermountain', 'East & Other', 'Alaska', 'Pacific'] as const
export type RegionName = (typeof REGIONS)[number]

/** What the built-in illustrator draws for a park. */
export const SCENERY = [
  'peaks',
  'snowy-peaks',
  'canyon',
  'arches',
  'hoodoos',
  'mesa',
  'glacier',
  'fjord',
  'coast',
  'island',
  'reef',
  'lake',
  'river',
  'waterfall',
  'geyser',
  'hot-springs',
  'desert',
  'dunes',
  'cactus',
  'forest',
  'giant-trees',
  'swamp',
  'prairie',
  'tundra',
  'caves',
  'volcano',
  'lava',
  'badlands',
  'gorge',
] as const
export type Scenery = (typeof SCENERY)[number]

export type AnimalKind = 'mammal' | 'bird' | 'reptile' | 'amphibian' | 'fish' | 'insect' | 'sea-life'

export interface Animal {
  /** Common name as a child would read it, e.g. "American bison". */
  name: string
  kind: AnimalKind
}

export interface GeologyFeature {
  /** A named feature or formation, e.g. "Old Faithful" or "Grand Prismatic Spring". */
  name: string
  /** One short, true sentence a child can understand. */
  description: string
}

export type TrailDifficulty = 'easy' | 'moderate' | 'strenuous'

export interface Trail {
  name: string
  /**
   * Round-trip length in miles as the park service states it (one decimal is enough); null for a
   * cross-country wilderness route with no set length.
   */
  lengthMiles: number | null
  difficulty: TrailDifficulty
}

export type FactTopic = 'history' | 'geology' | 'animals' | 'plants' | 'location' | 'record' | 'people' | 'weather'

export interface ParkFact {
  /**
   * Unique within the park, kebab-case, never changed once written: the adventures' `# fact:` tags and
   * the quiz banks cite a fact by it.
   */
  id: string
  /** One true, checkable sentence in our own words, suitable for a child of 6 to 12. */
  text: string
  topic: FactTopic
  /**
   * The same fact told for ages 5-6: one short sentence (about a dozen words or fewer) in plain,
   * concrete words, just as true. Stories for the youngest tell this instead of `text`.
   */
  young?: string
}

export interface Park {
  /** URL slug, e.g. "grand-canyon". */
  id: string
  /** Official name, e.g. "Grand Canyon National Park". */
  name: string
  /** USPS codes of the states or territories the park lies in; the first holds `latitude`/`longitude`. */
  states: string[]
  region: RegionName
  /** A point inside the park (visitor centre or the park's centre), decimal degrees. */
  latitude: number
  longitude: number
  /** Year it became a national park. */
  established: number
  /** Area in acres, as the park service reports it (rounded to the nearest thousand is fine). */
  areaAcres: number
  /** Two or three sentences for children, in our own words. */
  description: string
  /** At least 6. */
  animals: Animal[]
  /** At least 3. */
  geology: GeologyFeature[]
  /** At least 3 real, named trails; 2 in the few parks that have no more (an urban park, a fort on an island). */
  trails: Trail[]
  /** At least 6. */
  facts: ParkFact[]
  /** 2 to 4 tags, most characteristic first, for the illustrator. */
  scenery: Scenery[]
}
