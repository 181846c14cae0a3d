import { characters, type Character } from '~/data/characters'
import { REGIONS, type Park, type RegionName } from '~/data/park-types'
import { countParks, getPark, parks } from '~/data/parks'
import { sidekicks, type Sidekick } from '~/data/sidekicks'
import { characterImageUrl, parkImageFiles, parkImageUrl, sidekickImageUrl } from './art.server'

/** A park as the API and the pages show it (spec section 3, Park), with the extra facts we hold. */
export function toParkView(park: Park) {
  return {
    id: park.id,
    name: park.name,
    description: park.description,
    region: park.region,
    states: park.states,
    latitude: park.latitude,
    longitude: park.longitude,
    established: park.established,
    areaAcres: park.areaAcres,
    image: parkImageFiles(park),
    image_bucket: park.id,
    imageUrl: parkImageUrl(park),
    animals: park.animals.map(({ name, kind }) => ({ name, kind })),
    geology: park.geology.map(({ name, description }) => ({ name, description })),
    trails: park.trails.map(({ name, lengthMiles, difficulty }) => ({ name, lengthMiles, difficulty })),
  }
}
export type ParkView = ReturnType<typeof toParkView>

export const listParkViews = () => parks.map(toParkView)

/** Just what the park dialog shows (spec 2.6): the first three animals and landforms, the trail count. */
export function toParkCard(park: Park) {
  return {
    id: park.id,
    name: park.name,
    description: park.description,
    region: park.region,
    states: park.states,
    established: park.established,
    imageUrl: parkImageUrl(park),
    animals: park.animals.slice(0, 3).map((animal) => animal.name),
    geology: park.geology.slice(0, 3).map((feature) => feature.name),
    trailCount: park.trails.length,
  }
}
export type ParkCard = ReturnType<typeof toParkCard>
export const listParkCards = () => parks.map(toParkCard)

export function getParkView(id: string) {
  const park = getPark(id)
  return park ? toParkView(park) : null
}

export interface RegionSummary {
  region: RegionName
  parkCount: number
  unlocked: boolean
}

/** Every region with its real number of parks and whether this family has it. */
export function summarizeRegions(unlocked: readonly RegionName[]): RegionSummary[] {
  return REGIONS.map((region) => ({ region, parkCount: countParks(region), unlocked: unlocked.includes(region) }))
}

/** The real number of parks a family can explore ("out of N unlocked"). */
export const unlockedParkCount = (unlocked: readonly RegionName[]) => unlocked.reduce((sum, region) => sum + countParks(region), 0)

/** The first sentence of a longer text, for the team picker's cards (spec 2.8). */
const firstSentence = (text: string) => text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text

export const toCharacterView = (character: Character) => ({
  name: character.name,
  age: character.age,
  personality: character.personality,
  summary: firstSentence(character.personality),
  traits: character.traits,
  image: characterImageUrl(character),
})

export const toSidekickView = (sidekick: Sidekick) => ({
  name: sidekick.name,
  species: sidekick.species,
  storyStyle: sidekick.storyStyle,
  description: sidekick.description,
  summary: firstSentence(sidekick.description),
  image: sidekickImageUrl(sidekick),
})

export const listCharacterViews = () => characters.map(toCharacterView)
export const listSidekickViews = () => sidekicks.map(toSidekickView)
export type CharacterView = ReturnType<typeof toCharacterView>
export type SidekickView = ReturnType<typeof toSidekickView>

