import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity'

/**
 * One profanity matcher for everything a child may read from another child (usernames, buddy
 * messages): obscenity's English dataset with its recommended transformers, which see through
 * l33t-speak, repeated letters and look-alike characters.
 */
let matcher: RegExpMatcher | undefined

/**
 * Real park and wildlife names that contain a listed word: a child must be able to write about
 * Tanalian Falls (Lake Clark) or the masked boobies of Dry Tortugas.
 */
const NATURE_WORDS = ['tanalian', 'brown booby', 'masked booby', 'red-footed booby', 'blue-footed booby', 'brown boobies', 'masked boobies']
/** The same names as a username writes them, run together ("masked.booby" is read as "maskedbooby" too). */
const NATURE_HANDLES = NATURE_WORDS.map((word) => word.replace(/[\s-]/g, ''))

function buildMatcher() {
  const dataset = englishDataset.build()
  return new RegExpMatcher({ ...dataset, ...englishRecommendedTransformers, whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...NATURE_WORDS, ...NATURE_HANDLES] })
}

export function profanityMatcher() {
  matcher ??= buildMatcher()
  return matcher
}

export const hasProfanity = (text: string) => profanityMatcher().hasMatch(text)
