/** Names that end in a plural word but are one place ("Lehman Caves is a marble cave"). */
const ONE_PLACE = /\b(falls|caves|meadows|works|narrows)$/i

/**
 * Does a place's name read as many ("The Needles are", "the ruins were"), not one ("Lehman Caves is",
 * "Marymere Falls was")? Shared by the quiz maker and the story writer.
 */
export function isPluralPlace(name: string) {
  const plain = name.replace(/\s*\(.*\)$/, '')
  const words = plain.split(' ')
  const of = words.indexOf('of')
  const head = (of > 0 ? words[of - 1] : words[words.length - 1]).toLowerCase()
  const headPhrase = of > 0 ? words.slice(0, of).join(' ') : plain
  return / and /.test(plain) || (/[^s]s$/.test(head) && !ONE_PLACE.test(headPhrase))
}
