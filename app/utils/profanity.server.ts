import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity'

/**
 * One profanity matcher for everything a child may read from another child (usernames, buddy
 * messages): obscenity's English dataset with its recommended transformers, which see through
 * l33t-speak, repeated letters and look-alike characters.
 */
let matcher: RegExpMatcher | undefined

export function profanityMatcher() {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })
  return matcher
}

export const hasProfanity = (text: string) => profanityMatcher().hasMatch(text)
