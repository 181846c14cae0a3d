/**
 * Types of the place model: where in a park a story can be, how one gets there and what lives there.
 * It sits beside the park catalogue (`app/data/parks/*`) and names its trails, features and animals
 * exactly as the catalogue does, so a story can only put an animal where it lives and can only walk
 * between places that a family really reaches together in one day.
 */

/** What a place is, which decides how a scene there is told. */
export type PlaceKind =
  /** Visitor centre, ranger station or a dock with a ranger: where a day starts. */
  | 'visitor-centre'
  /** The start of a trail: a sign, a map, a path leading off. */
  | 'trailhead'
  /** A walk that is itself the place: a boardwalk, a loop through a grove. */
  | 'trail'
  /** A lookout or a summit with a view. */
  | 'viewpoint'
  /** A natural feature one walks up to: an arch, a geyser, a waterfall, a dune. */
  | 'feature'
  /** Inside a cave or a lava tube. */
  | 'cave'
  /** The water's edge: a beach, a lakeshore, a riverbank, tide pools, a dock. */
  | 'shore'
  /** Something people built or left: cliff dwellings, a fort, a bathhouse, a mill. */
  | 'historic'

/**
 * How one gets there. `road` covers a walk from a road or a car park; `far` marks a place too far for
 * a day out with children, which a story may only see from a distance or talk about.
 */
export type Access = 'road' | 'shuttle' | 'boat' | 'plane' | 'ranger-tour' | 'permit' | 'closed' | 'far'

export type Habitat =
  | 'desert'
  | 'canyon'
  | 'rock'
  | 'forest'
  | 'rainforest'
  | 'meadow'
  | 'prairie'
  | 'alpine'
  | 'tundra'
  | 'river'
  | 'stream'
  | 'lake'
  | 'waterfall'
  | 'wetland'
  | 'sea'
  | 'beach'
  | 'reef'
  | 'cave'
  | 'dunes'
  | 'thermal'
  | 'volcanic'
  | 'glacier'
  | 'town'

/** The one safety line that fits a place, said by a character, not the narrator. */
export type Safety =
  | 'cliff'
  | 'heat'
  | 'bears'
  | 'big-animals'
  | 'tides'
  | 'water'
  | 'thermal'
  | 'cave'
  | 'lightning'
  | 'cold'
  | 'snakes'
  | 'ice'
  | 'alligators'
  | 'crowds'
  | 'fragile'

export type Climate = 'desert' | 'mountain' | 'coast' | 'tropical' | 'arctic' | 'temperate' | 'rainforest'

export interface Place {
  /** Unique within the park, kebab-case. */
  id: string
  /** As on the park map: "Delicate Arch", "Sunset Point". */
  name: string
  /** Mid-sentence reference when the name needs an article: "the Windows". Defaults to `name`. */
  ref?: string
  /**
   * What a story calls it once its name has been said often enough ("the ruins", "the geyser"), when
   * its kind and name do not say (app/providers/story-writer/built-in/words.ts, placeNoun).
   */
  noun?: string
  kind: PlaceKind
  /** Places in one zone (or linked zones) are reachable together in a day. */
  zone: string
  access: Access
  /** Said plainly, when access is limited: "Rangers lead tours of Cliff Palace in summer." */
  accessNote?: string
  /**
   * What a family arranges ahead to go, as a noun phrase ("a reservation for the summit road"); a story
   * that goes there says that the grown-up booked it.
   */
  booking?: string
  /** Months it is open (1-12, inclusive; may wrap, e.g. [11, 4]); absent when open all year. */
  months?: [number, number]
  /** The catalogue trail that reaches it, exactly as the catalogue names it. */
  trail?: string
  /** The catalogue geology feature it is, exactly as the catalogue names it. */
  feature?: string
  habitat: Habitat[]
  /** Catalogue animals (exact catalogue names) that live here and can be met here. */
  animals: string[]
  /** Plants that grow here, plural, as a story names them: "pinyon pines". */
  plants: string[]
  safety: Safety[]
  /**
   * Three true sentences in the past tense: two short ones a 5-year-old can follow (under ten words)
   * and a richer one for older readers. No time of day or season unless it is always so.
   */
  scene: [string, string, string]
  /** Zones from which this place can be seen, when it is a landmark visible from afar. */
  seenFrom?: string[]
}

export interface Zone {
  id: string
  /** "Zion Canyon", "Island in the Sky". */
  name: string
  /** How a family arrives in this part of the park. */
  arrival: 'car' | 'shuttle' | 'boat' | 'plane' | 'ferry' | 'walk'
  /** No cars or roads here once you arrive. */
  roadless?: boolean
  /** Other zones reachable on the same day. */
  links?: string[]
  /** The place where a day here starts (a visitor centre, ranger station or dock). */
  start: string
}

export interface ParkPlaces {
  parkId: string
  climate: Climate
  /** Months when a story in this park is set (1-12, inclusive; may wrap). */
  months: [number, number]
  /** A wilderness with no trails at all: no trail markers, signposts or boardwalks. */
  trailless?: boolean
  zones: Zone[]
  places: Place[]
}
