import { describe, expect, it } from 'vitest'
import { splitSentences } from '~/components/story/read-aloud'

describe('the reader splits sentences the way they are read aloud', () => {
  it('keeps a decimal, an initial and "St." inside their sentence', () => {
    expect(splitSentences('The trail is 2.3 miles long. It climbs 1,200 feet.')).toEqual(['The trail is 2.3 miles long.', 'It climbs 1,200 feet.'])
    expect(splitSentences('B. F. Loomis took the photos. He came back in 1915.')).toEqual(['B. F. Loomis took the photos.', 'He came back in 1915.'])
    expect(splitSentences('They drove on to St. Louis at noon. The arch was waiting.')).toEqual(['They drove on to St. Louis at noon.', 'The arch was waiting.'])
  })

  it('keeps a quote with its speech tag, and closing quotes with their sentence', () => {
    expect(splitSentences('"Look!" Pip said. "A bison!"')).toEqual(['"Look!" Pip said.', '"A bison!"'])
    expect(splitSentences('It was quiet. Too quiet...')).toEqual(['It was quiet.', 'Too quiet...'])
  })

  it('a paragraph with no full stop is one sentence', () => {
    expect(splitSentences('Steam drifted over the boardwalk')).toEqual(['Steam drifted over the boardwalk'])
  })
})
