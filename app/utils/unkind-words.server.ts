/**
 * Words a child's username may not carry, beyond the profanity obscenity's dataset catches: insults,
 * violence, sexual words, drugs and alcohol, and hate. Children read each other's usernames, so a
 * handle has to be something a child could say to another child's face. Checked against the handle
 * as written, with its dots and underscores taken out ("k.i.l.l"), with look-alike digits read as
 * letters ("k1ll", "h8"), and with doubled letters run together ("kiiiill").
 */

/** Insults and put-downs. */
const INSULTS = [
  'idiot', 'stupid', 'dumb', 'moron', 'loser', 'ugly', 'fatso', 'fatty', 'fatface', 'buttface', 'butthead', 'buttbrain', 'poophead',
  'dumbass', 'jackass', 'smartass', 'weirdo', 'freak', 'psycho', 'trash', 'garbage', 'shutup', 'hater', 'yourmom', 'yomama',
  'crybaby', 'scum', 'worthless', 'pathetic', 'dummy', 'doofus', 'brat', 'imbecile', 'halfwit', 'nitwit', 'dimwit', 'bimbo', 'bully',
  'stoopid', 'idjit',
] as const

/** Violence and harm. */
const VIOLENCE = [
  'kill', 'murder', 'dead', 'death', 'shoot', 'bomb', 'blood', 'knife', 'weapon', 'sniper', 'rifle', 'pistol', 'bullet', 'grenade',
  'terror', 'suicide', 'beatup', 'destroy', 'torture', 'slaughter', 'assassin', 'strangle', 'hurtyou', 'revenge', 'massacre',
] as const

/** Sexual words, and handles that make a child into something to look at. */
const SEXUAL = [
  'sex', 'hottie', 'hotgirl', 'hotboy', 'hotbabe', 'hotchick', 'hotmama', 'hotstuff', 'babe', 'boob', 'nude', 'naked', 'bikini',
  'thong', 'panties', 'lingerie', 'kiss', 'dating', 'horny', 'porn', 'stripper', 'booty', 'girlfriend', 'boyfriend', 'flirt', 'seduc',
] as const

/** Drugs, alcohol and smoking. */
const DRUGS = [
  'drug', 'stoned', 'stoner', 'cocaine', 'heroin', 'crack', 'vape', 'vaping', 'beer', 'vodka', 'whiskey', 'drunk', 'booze',
  'cigarette', 'cigar', 'joint', 'marijuana', 'cannabis', 'opium', 'tequila', 'highaf', 'smokeweed',
] as const

/** Hate. */
const HATE = ['hate', 'nazi', 'hitler', 'racist', 'slave', 'supremacy', 'whitepower'] as const

/** Words whose letters repeat on purpose: looked for exactly as written, since doubled letters are not run together for them. */
const EXACT = ['xxx', 'kkk', '420', '666', '69'] as const

/**
 * Short words that are only unkind standing on their own ("die.die13", "gun.boy"): inside a longer
 * word they are usually innocent (diesel, Gunnison, warbler, stable, method).
 */
const ALONE = [
  'die', 'gun', 'guns', 'war', 'fat', 'ass', 'pot', 'kys', 'pee', 'poo', 'poop', 'butt', 'butts', 'bra', 'fart', 'stab', 'meth',
  'weed', 'pills', 'shots', 'lame', 'punch', 'hang', 'choke', 'noob', 'kill', 'kil', 'hit', 'slap', 'suck', 'sucks', 'azz', 'dum',
] as const

/**
 * Innocent words that contain an unkind one, taken out before looking inside the handle: birds,
 * plants, landforms, places and everyday words a child may well choose.
 */
const INNOCENT = [
  'killdeer', 'skill', 'skillet', 'butte', 'buttercup', 'butterfly', 'butter', 'button', 'class', 'grass', 'bass', 'pass', 'mass',
  'glass', 'brass', 'sassy', 'whatever', 'chatter', 'shatter', 'theater', 'closer', 'snuggly', 'snugly', 'thorny', 'heroine',
  'shootingstar', 'bloodhound', 'bulletin', 'crackle', 'cracker', 'nutcracker', 'joints', 'seaweed', 'tumbleweed', 'milkweed',
  'kissimmee', 'dumbo', 'trashpanda', 'potato', 'booby', 'boobies', 'deadwood', 'sussex', 'essex', 'dinosaur', 'massive',
  'bombay', 'destroyer', 'babel', 'beerbohm', 'jointfir', 'shooter star',
] as const

const UNKIND = [...INSULTS, ...VIOLENCE, ...SEXUAL, ...DRUGS, ...HATE]

/** Digits and symbols that stand in for letters. */
const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's' }

/** A word that still matches with its letters held longer: "kill" matches "kiiilll", never "kil". */
function stretchable(word: string) {
  const runs = word.match(/(.)\1*/g) ?? []
  return new RegExp(runs.map((run) => `${run[0]}{${run.length},}`).join(''), 'g')
}

const UNKIND_PATTERNS = UNKIND.map((word) => ({ word, pattern: stretchable(word) }))
const ALONE_PATTERNS = ALONE.map((word) => ({ word, pattern: new RegExp(`^${stretchable(word).source}$`) }))
const INNOCENT_WORDS = INNOCENT.map((word) => word.replace(/ /g, ''))

/** The ways one handle can be read: as written, and with its look-alike digits as letters ("h8" is "hate"). */
function readings(handle: string): string[] {
  const lower = handle.toLowerCase()
  const hate = lower.replace(/h8/g, 'hate')
  const letters = hate.replace(/[0-9@$]/g, (c) => LOOK_ALIKES[c] ?? c)
  return [...new Set([lower, hate, letters])]
}

/** Where the innocent words sit in a run of letters, so an unkind word inside one does not count. */
function innocentSpans(letters: string): [number, number][] {
  const spans: [number, number][] = []
  for (const word of INNOCENT_WORDS) {
    for (let at = letters.indexOf(word); at >= 0; at = letters.indexOf(word, at + 1)) spans.push([at, at + word.length])
  }
  return spans
}

/** The unkind word a handle carries, or null. */
export function unkindWordIn(handle: string): string | null {
  const plain = handle.toLowerCase().replace(/[._\s-]/g, '')
  const numbers = plain.split(/[^0-9]+/)
  const exact = EXACT.find((word) => (/\d/.test(word) ? numbers.includes(word) : plain.includes(word)))
  if (exact) return exact
  for (const reading of readings(handle)) {
    const tokens = reading.split(/[^a-z]+/).filter(Boolean)
    for (const { word, pattern } of ALONE_PATTERNS) if (tokens.some((token) => pattern.test(token))) return word
    const letters = reading.replace(/[^a-z]/g, '')
    const spans = innocentSpans(letters)
    for (const { word, pattern } of UNKIND_PATTERNS) {
      for (const match of letters.matchAll(pattern)) {
        const from = match.index ?? 0
        const to = from + match[0].length
        if (!spans.some(([start, end]) => start <= from && to <= end)) return word
      }
    }
  }
  return null
}
