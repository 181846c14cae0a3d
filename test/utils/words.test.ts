import { describe, expect, it } from 'vitest'
import { glossary } from '~/data/glossary'
import { entriesIn, glossaryMatches, glossaryPattern, namesIn, wordAt, wordsOf } from '~/utils/words'

const pattern = glossaryPattern(glossary)
const found = (sentence: string, names = new Set<string>()) =>
  glossaryMatches(sentence, pattern, glossary, names).map((match) => [sentence.slice(match.start, match.end), match.entry.word])

describe('words of a sentence', () => {
  it('keeps apostrophes, hyphens and decimals inside a word, and leaves punctuation out', () => {
    const text = '"Don\'t go," said the look-out. It was 2.3 miles.'
    expect(wordsOf(text).map((word) => text.slice(word.start, word.end))).toEqual(["Don't", 'go', 'said', 'the', 'look-out', 'It', 'was', '2.3', 'miles'])
  })

  it('finds the word a speech engine points at, also from the space after it', () => {
    const words = wordsOf('The geyser roared.')
    expect(wordAt(words, 0)).toBe(0)
    expect(wordAt(words, 4)).toBe(1)
    expect(wordAt(words, 10)).toBe(1)
    expect(wordAt(words, 11)).toBe(2)
  })
})

describe('glossary words in a sentence', () => {
  it('finds plurals and longer names first', () => {
    expect(found('Two hoodoos stood under the Big Dipper, and a dipper sang.')).toEqual([
      ['hoodoos', 'hoodoo'],
      ['Big Dipper', 'Big Dipper'],
      ['dipper', 'dipper'],
    ])
  })

  it('leaves a name alone: a child called Wren is not a bird', () => {
    const sentences = ['Wren ran to the canyon.', 'A wren sang, and Wren laughed.']
    const names = namesIn(sentences)
    expect(found(sentences[0], names)).toEqual([['canyon', 'canyon']])
    expect(found(sentences[1], names)).toEqual([['wren', 'wren']])
  })

  it('finds a capitalized word at the start of a sentence or a quote', () => {
    expect(found('Geysers shoot steam.')).toEqual([['Geysers', 'geyser']])
    expect(found('"Geysers!" said Mom.')).toEqual([['Geysers', 'geyser']])
  })

  it('does not find a word inside another word', () => {
    expect(found('The archway and the elks’ elkhorn.')).toEqual([])
  })

  it('sends only the entries a story uses', () => {
    expect(entriesIn(['A marmot whistled.', 'The pika ran.'], glossary).map((entry) => entry.word)).toEqual(['pika', 'marmot'])
  })
})
