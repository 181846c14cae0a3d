import { describe, expect, it } from 'vitest'
import { characters, DEFAULT_CHARACTER_NAME } from '~/data/characters'
import { REGIONS, SCENERY } from '~/data/park-types'
import { countParks, parks } from '~/data/parks'
import { DEFAULT_SIDEKICK_NAME, sidekicks } from '~/data/sidekicks'
import { isUsState, pointInState } from './us-states'

const FEW_TRAILS = new Set(['gateway-arch', 'dry-tortugas'])

describe('the park catalogue', () => {
  it('holds all 63 US national parks, once each', () => {
    expect(parks).toHaveLength(63)
    expect(new Set(parks.map((park) => park.id)).size).toBe(63)
    expect(new Set(parks.map((park) => park.name)).size).toBe(63)
  })

  it('follows the park service regions', () => {
    expect(countParks('Intermountain')).toBe(19)
    expect(countParks('Alaska')).toBe(8)
    expect(countParks('Pacific')).toBe(17)
    expect(countParks('East & Other')).toBe(19)
  })

  for (const park of parks) {
    it(`${park.name} is complete and true to its shape`, () => {
      expect(park.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(REGIONS).toContain(park.region)
      expect(park.states.length).toBeGreaterThan(0)
      for (const state of park.states) expect(isUsState(state), state).toBe(true)
      expect(park.established).toBeGreaterThanOrEqual(1872)
      expect(park.established).toBeLessThanOrEqual(2026)
      expect(park.areaAcres).toBeGreaterThan(0)
      const sentences = park.description.split(/(?<=[.!?])\s+/).filter(Boolean)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
      expect(park.animals.length).toBeGreaterThanOrEqual(6)
      expect(new Set(park.animals.map((a) => a.name.toLowerCase())).size).toBe(park.animals.length)
      expect(park.geology.length).toBeGreaterThanOrEqual(3)
      // Gateway Arch and Dry Tortugas have only two real, named walks; inventing a third would be untrue.
      expect(park.trails.length).toBeGreaterThanOrEqual(FEW_TRAILS.has(park.id) ? 2 : 3)
      for (const trail of park.trails) {
        expect(trail.name.trim()).not.toBe('')
        if (trail.lengthMiles !== null) expect(trail.lengthMiles).toBeGreaterThan(0)
      }
      expect(park.facts.length).toBeGreaterThanOrEqual(6)
      expect(new Set(park.facts.map((f) => f.text)).size).toBe(park.facts.length)
      // Adventures and quiz banks cite a fact by its id: unique within the park, kebab-case.
      for (const fact of park.facts) expect(fact.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(new Set(park.facts.map((f) => f.id)).size).toBe(park.facts.length)
      expect(park.scenery.length).toBeGreaterThanOrEqual(2)
      for (const tag of park.scenery) expect(SCENERY).toContain(tag)
    })

    it(`${park.name} sits inside ${park.states[0]}`, () => {
      expect(pointInState(park.states[0], park.latitude, park.longitude)).toBe(true)
    })
  }
})

describe('characters and sidekicks', () => {
  it('has at least 6 of each with unique names and the defaults among them', () => {
    expect(characters.length).toBeGreaterThanOrEqual(6)
    expect(sidekicks.length).toBeGreaterThanOrEqual(6)
    expect(new Set(characters.map((c) => c.name)).size).toBe(characters.length)
    expect(new Set(sidekicks.map((s) => s.name)).size).toBe(sidekicks.length)
    expect(characters.map((c) => c.name)).toContain(DEFAULT_CHARACTER_NAME)
    expect(sidekicks.map((s) => s.name)).toContain(DEFAULT_SIDEKICK_NAME)
  })
})
