import { describe, expect, it } from 'vitest'
import { createRandom } from '~/providers/story-writer/built-in/random'
import { MissingSlot, render } from '~/providers/story-writer/built-in/template'

const fill = (template: string, slots: Record<string, string>) => render(template, slots, createRandom('template-test'))

describe("the writer's templates", () => {
  it('let an article just before a slot agree with what fills it', () => {
    expect(fill('A {month} Trip to {X}', { month: 'October', X: 'Zion' })).toBe('An October Trip to Zion')
    expect(fill('A {month} Day', { month: 'June' })).toBe('A June Day')
    expect(fill('"A {S.noun}!" said the ranger.', { 'S.noun': 'owl' })).toBe('"An owl!" said the ranger.')
    expect(fill('They met an {S.noun}.', { 'S.noun': 'bear' })).toBe('They met a bear.')
    // Said as a word, not letter by letter: "a unicorn", "a UNESCO site".
    expect(fill('It was a {thing}.', { thing: 'UNESCO World Heritage Site' })).toBe('It was a UNESCO World Heritage Site.')
  })

  it('let the verb after a place agree with it', () => {
    expect(fill('"{X} is worth it," said Kai.', { X: 'the ruins' })).toBe('"The ruins are worth it," said Kai.')
    expect(fill('{X.cap} was still waiting.', { 'X.cap': 'The Needles' })).toBe('The Needles were still waiting.')
    // Names that end in a plural word but are one place keep "is".
    expect(fill('{P} is up ahead.', { P: 'Marymere Falls' })).toBe('Marymere Falls is up ahead.')
    expect(fill('{P} is up ahead.', { P: 'Lehman Caves' })).toBe('Lehman Caves is up ahead.')
    expect(fill('{P} was quiet.', { P: 'the visitor center' })).toBe('The visitor center was quiet.')
  })

  it('refuse a slot the chapter does not have', () => {
    expect(() => fill('Hello {nobody}', {})).toThrow(MissingSlot)
  })
})
