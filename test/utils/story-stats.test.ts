import { describe, expect, it } from 'vitest'
import { animalsFound } from '~/utils/story-stats'

const YELLOWSTONE = ['American bison', 'Grizzly bear', 'Gray wolf', 'Elk', 'Bald eagle', 'Red fox']

describe('the animals a story met (summary page)', () => {
  it('counts an animal met by its whole name or its last word, singular or plural', () => {
    expect(animalsFound(YELLOWSTONE, 'Two bison grazed. Far off, the wolves howled.')).toEqual({ found: ['American bison', 'Gray wolf'], toLookFor: [] })
    expect(animalsFound(YELLOWSTONE, 'An elk bugled.').found).toEqual(['Elk'])
  })

  it('one rule for the count and the list: none met means none counted, and three to look for', () => {
    expect(animalsFound(YELLOWSTONE, 'Steam drifted over the boardwalk.')).toEqual({ found: [], toLookFor: ['American bison', 'Grizzly bear', 'Gray wolf'] })
  })

  it('the sidekick’s own kind is not counted: a fox sidekick talks in every chapter', () => {
    expect(animalsFound(YELLOWSTONE, 'Pip the fox sniffed the air.', { notCounted: ['fox'] }).found).toEqual([])
    expect(animalsFound(YELLOWSTONE, 'A fox! Pip the fox sniffed.').found).toEqual(['Red fox'])
  })

  it('a word inside another word is no animal: "elkhorn" is not an elk', () => {
    expect(animalsFound(YELLOWSTONE, 'They walked past the Elkhorn sign.').found).toEqual([])
  })
})
