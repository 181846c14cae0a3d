/**
 * Friendly animal silhouettes for the built-in illustrator. Each is drawn facing right in a
 * 100 x 100 box whose bottom centre is where its feet touch the ground, then placed and scaled.
 */

import { shade } from './palette'

type Part = (fill: string, light: string, dark: string) => string

const r1 = (v: number) => Math.round(v * 10) / 10

const eye = (x: number, y: number, r = 2) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/><circle cx="${r1(x + 0.4)}" cy="${y}" r="${r1(r * 0.55)}" fill="#241c1c"/>`
const legs = (xs: number[], y: number, w: number, h: number) => xs.map((x) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}"/>`).join('')
const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

const SHAPES: Record<string, Part> = {
  bear: (_f, light, dark) =>
    legs([18, 34, 58, 71], 74, 13, 26) +
    '<ellipse cx="46" cy="66" rx="34" ry="22"/><circle cx="60" cy="52" r="16"/><circle cx="80" cy="56" r="13"/>' +
    '<circle cx="74" cy="44" r="5"/><circle cx="85" cy="43" r="4.5"/>' +
    `<ellipse cx="91" cy="61" rx="8" ry="6" fill="${light}"/><circle cx="98" cy="59" r="2.4" fill="${dark}"/>` +
    eye(83, 53),
  bison: (_f, light, dark) =>
    stroke('M12 58q-7 10 -4 22', dark, 2.5) +
    legs([16, 30, 58, 72], 74, 8, 26) +
    `<ellipse cx="40" cy="62" rx="30" ry="19"/><ellipse cx="62" cy="54" rx="22" ry="26" fill="${dark}"/>` +
    `<ellipse cx="83" cy="70" rx="11" ry="13" fill="${dark}"/><path d="M79 78q5 16 11 3Z" fill="${dark}"/>` +
    stroke('M79 60q-4 -8 2 -11', light, 2.5) +
    eye(88, 67, 1.8),
  deer: (_f, light, dark) =>
    legs([24, 32, 56, 63], 64, 5, 36) +
    `<ellipse cx="18" cy="52" rx="4" ry="3" fill="${light}"/><ellipse cx="44" cy="58" rx="26" ry="13"/>` +
    '<path d="M58 56L69 29L80 31L72 60Z"/><ellipse cx="79" cy="31" rx="10" ry="7"/>' +
    `<ellipse cx="88" cy="34" rx="6" ry="4" fill="${light}"/><circle cx="93" cy="33" r="1.8" fill="${dark}"/>` +
    '<ellipse cx="70" cy="24" rx="6" ry="2.6" transform="rotate(-25 70 24)"/>' +
    stroke('M75 25L70 8M71 15L63 11M72 19L66 17M80 25L85 8M84 15L92 11M82 20L88 19', dark, 2.4) +
    eye(81, 29, 1.8),
  canine: (_f, light) =>
    '<path d="M24 58Q6 54 4 74Q14 68 26 65Z"/>' +
    `<path d="M6 72Q8 66 12 66Q10 72 6 72Z" fill="${light}"/>` +
    legs([28, 36, 58, 66], 66, 5, 34) +
    '<ellipse cx="46" cy="62" rx="26" ry="12"/><ellipse cx="66" cy="57" rx="11" ry="12"/>' +
    '<ellipse cx="78" cy="44" rx="10" ry="8"/><path d="M83 39L98 46L84 51Z"/>' +
    '<path d="M71 39L73 26L79 37Z"/><path d="M78 37L82 26L86 38Z"/>' +
    `<ellipse cx="68" cy="62" rx="6" ry="8" fill="${light}"/><circle cx="97" cy="46" r="1.8" fill="#241c1c"/>` +
    eye(82, 42, 1.8),
  cat: (_f, light) =>
    '<path d="M20 60Q2 64 4 86Q8 91 11 85Q8 72 21 67Z"/>' +
    legs([24, 32, 58, 66], 66, 6, 34) +
    '<ellipse cx="44" cy="63" rx="28" ry="12"/><circle cx="79" cy="50" r="11"/>' +
    '<path d="M71 44L73 33L79 41Z"/><path d="M80 40L85 32L88 43Z"/>' +
    `<ellipse cx="88" cy="54" rx="6" ry="4.5" fill="${light}"/><circle cx="93" cy="52" r="1.6" fill="#241c1c"/>` +
    eye(83, 47, 1.8),
  bird: (_f, light) =>
    '<path d="M50 56Q38 38 4 40Q8 44 12 44Q6 48 10 50Q16 48 18 50Q14 54 20 55Q34 54 44 64Z"/>' +
    '<path d="M50 56Q62 38 96 40Q92 44 88 44Q94 48 90 50Q84 48 82 50Q86 54 80 55Q66 54 56 64Z"/>' +
    `<ellipse cx="50" cy="62" rx="6" ry="12"/><path d="M45 72L50 82L55 72Z"/><circle cx="50" cy="51" r="5" fill="${light}"/>`,
  owl: (_f, light, dark) =>
    stroke('M14 97H86', '#7a5236', 5) +
    `<ellipse cx="50" cy="68" rx="20" ry="27"/><ellipse cx="50" cy="40" rx="18" ry="15"/>` +
    '<path d="M35 32L32 18L45 28Z"/><path d="M65 32L68 18L55 28Z"/>' +
    `<ellipse cx="33" cy="68" rx="7" ry="18" fill="${dark}"/><ellipse cx="67" cy="68" rx="7" ry="18" fill="${dark}"/>` +
    `<ellipse cx="50" cy="72" rx="11" ry="17" fill="${light}"/>` +
    stroke('M45 66l5 3l5 -3M45 76l5 3l5 -3', dark, 1.5) +
    '<circle cx="43" cy="40" r="7" fill="#f8ecd0"/><circle cx="57" cy="40" r="7" fill="#f8ecd0"/>' +
    '<circle cx="43" cy="40" r="3.5" fill="#241c1c"/><circle cx="57" cy="40" r="3.5" fill="#241c1c"/>' +
    '<circle cx="44" cy="39" r="1.1" fill="#fff"/><circle cx="58" cy="39" r="1.1" fill="#fff"/><path d="M47 45H53L50 51Z" fill="#e8a33d"/>',
  sheep: (_f, light) =>
    legs([26, 34, 56, 64], 64, 6, 36) +
    `<ellipse cx="20" cy="56" rx="6" ry="8" fill="${light}"/><ellipse cx="46" cy="58" rx="28" ry="16"/>` +
    '<path d="M64 54L70 38L82 40L76 60Z"/><ellipse cx="77" cy="42" rx="10" ry="9"/>' +
    `<ellipse cx="86" cy="47" rx="6" ry="5" fill="${light}"/>` +
    stroke('M73 37C62 28 54 42 62 49C67 52 71 47 68 44', light, 5) +
    eye(80, 40, 1.8),
  squirrel: (_f, light) =>
    '<path d="M40 94Q12 92 16 64Q20 46 32 56Q24 72 42 84Z"/>' +
    `<ellipse cx="50" cy="72" rx="14" ry="24"/><ellipse cx="55" cy="74" rx="7" ry="16" fill="${light}"/>` +
    '<circle cx="53" cy="42" r="11"/><circle cx="47" cy="32" r="3.5"/><ellipse cx="62" cy="45" rx="5" ry="4"/>' +
    '<ellipse cx="60" cy="62" rx="4" ry="7"/><ellipse cx="54" cy="97" rx="10" ry="3"/>' +
    '<circle cx="66" cy="44" r="1.5" fill="#241c1c"/>' +
    eye(57, 40, 1.8),
  rabbit: (_f, light) =>
    '<ellipse cx="61" cy="30" rx="4.5" ry="17" transform="rotate(-14 61 30)"/><ellipse cx="70" cy="31" rx="4.5" ry="16" transform="rotate(10 70 31)"/>' +
    `<ellipse cx="61" cy="32" rx="2" ry="11" fill="#f2b8c0" transform="rotate(-14 61 32)"/>` +
    `<ellipse cx="44" cy="78" rx="24" ry="20"/><circle cx="21" cy="76" r="7" fill="${light}"/>` +
    '<circle cx="68" cy="56" r="12"/><ellipse cx="50" cy="97" rx="16" ry="4"/><circle cx="79" cy="58" r="1.8" fill="#e88a9a"/>' +
    eye(72, 53, 1.8),
  turtle: (_f, light, dark) =>
    '<path d="M18 84L8 88L18 91Z"/><ellipse cx="92" cy="81" rx="9" ry="7"/>' +
    '<ellipse cx="30" cy="93" rx="7" ry="7"/><ellipse cx="74" cy="93" rx="7" ry="7"/>' +
    `<path d="M18 86Q22 50 52 50Q82 50 86 86Z" fill="${dark}"/>` +
    stroke('M30 84L40 64L64 64L74 84M40 64L52 52L64 64M52 64V84', light, 2) +
    `<rect x="14" y="83" width="76" height="7" rx="3.5" fill="${light}"/>` +
    eye(95, 79, 1.6),
  reptile: (_f, light) =>
    stroke('M30 90l-7 9M40 91l4 8M66 89l-5 10M76 88l6 10', '#3d3a2a', 4) +
    '<path d="M2 90Q26 82 50 80Q72 77 86 80L99 84Q99 89 92 89L62 92Q30 97 2 90Z"/>' +
    [20, 30, 40, 50, 60, 70].map((x) => `<circle cx="${x}" cy="${x < 50 ? 84 - x / 20 : 80}" r="2.6"/>`).join('') +
    `<path d="M60 88Q76 87 92 88" fill="none" stroke="${light}" stroke-width="2"/><circle cx="82" cy="78" r="3.4"/>` +
    eye(82, 77.6, 1.5),
  fish: (_f, light) =>
    '<g transform="rotate(-14 50 60)"><path d="M14 60L0 46L4 60L0 74Z"/><path d="M44 45L54 34L60 47Z"/>' +
    '<path d="M10 60Q40 36 80 52Q92 56 96 60Q92 64 80 68Q40 84 10 60Z"/>' +
    `<path d="M22 62Q50 74 86 64" fill="none" stroke="${light}" stroke-width="3" stroke-linecap="round"/>` +
    `${eye(84, 57, 2)}</g>`,
  whale: (_f, light) =>
    stroke('M66 44q-4 -10 -10 -12M66 44q0 -12 0 -16M66 44q4 -10 10 -12', '#cfefff', 2.5) +
    '<path d="M95 74Q93 50 62 49Q34 48 22 64L8 52Q3 50 5 56L12 68L3 79Q4 83 8 80L22 72Q40 92 70 89Q93 87 95 74Z"/>' +
    `<path d="M36 80Q60 92 90 80Q88 86 70 88Q48 90 36 80Z" fill="${light}"/>` +
    stroke('M82 76q4 3 8 0', '#241c1c', 1.5) +
    eye(80, 68, 2),
  seal: (_f, light) =>
    '<path d="M10 94L2 84L4 99Z"/>' +
    '<path d="M10 94Q20 70 50 66Q60 44 75 40Q90 38 92 50Q94 58 86 60Q78 62 74 72Q70 95 40 97Q20 98 10 94Z"/>' +
    `<ellipse cx="58" cy="95" rx="11" ry="4"/><ellipse cx="88" cy="51" rx="5" ry="4" fill="${light}"/>` +
    '<circle cx="92" cy="49" r="1.8" fill="#241c1c"/>' +
    stroke('M90 53l8 -1M90 54l8 3', light, 0.8) +
    eye(82, 47, 2),
  butterfly: (_f, light, dark) =>
    '<ellipse cx="35" cy="44" rx="16" ry="20" transform="rotate(-22 35 44)"/><ellipse cx="65" cy="44" rx="16" ry="20" transform="rotate(22 65 44)"/>' +
    '<ellipse cx="40" cy="67" rx="11" ry="13"/><ellipse cx="60" cy="67" rx="11" ry="13"/>' +
    `<circle cx="32" cy="40" r="5" fill="${light}"/><circle cx="68" cy="40" r="5" fill="${light}"/>` +
    `<circle cx="40" cy="70" r="3.5" fill="${light}"/><circle cx="60" cy="70" r="3.5" fill="${light}"/>` +
    `<ellipse cx="50" cy="56" rx="3.5" ry="18" fill="${dark}"/>` +
    stroke('M49 40q-5 -12 -10 -15M51 40q5 -12 10 -15', dark, 1.6),
  bat: (_f, light) =>
    '<path d="M50 48Q38 36 18 38Q6 40 0 54Q8 50 13 58Q19 52 25 60Q31 54 37 62Q43 58 50 66Q57 58 63 62Q69 54 75 60Q81 52 87 58Q92 50 100 54Q94 40 82 38Q62 36 50 48Z"/>' +
    '<ellipse cx="50" cy="55" rx="7" ry="10"/><circle cx="50" cy="44" r="6.5"/><path d="M45 41L43 31L49 38Z"/><path d="M55 41L57 31L51 38Z"/>' +
    `<circle cx="47.5" cy="44" r="1.4" fill="${light}"/><circle cx="52.5" cy="44" r="1.4" fill="${light}"/>`,
  frog: (_f, light) =>
    '<ellipse cx="26" cy="94" rx="12" ry="5"/><ellipse cx="74" cy="94" rx="12" ry="5"/>' +
    `<ellipse cx="50" cy="80" rx="26" ry="16"/><ellipse cx="50" cy="86" rx="15" ry="8" fill="${light}"/>` +
    '<circle cx="38" cy="64" r="8"/><circle cx="62" cy="64" r="8"/>' +
    eye(38, 63, 4.5) +
    eye(62, 63, 4.5) +
    stroke('M40 78q10 7 20 0', '#2f4a2a', 1.8),
  songbird: (_f, light, dark) =>
    stroke('M46 84V98M54 84V98', '#d08a3a', 2) +
    '<path d="M33 66L11 57L15 71Z"/><ellipse cx="50" cy="70" rx="20" ry="15"/><circle cx="67" cy="54" r="10"/>' +
    `<ellipse cx="55" cy="76" rx="11" ry="8" fill="${light}"/><ellipse cx="44" cy="68" rx="12" ry="8" fill="${dark}"/>` +
    '<path d="M76 51L88 55L76 59Z" fill="#f0a43a"/>' +
    eye(70, 51, 1.9),
}

/** Keyword rules, tried in order; a null key means "no silhouette for this one". */
const RULES: [RegExp, string | null][] = [
  [/\bbats?\b|flying fox/, 'bat'],
  [/wasp|\bbees?\b|beetle|cricket|firefly|lobster|\bclams?\b|sea star|starfish/, null],
  [/butterfl|\bmoths?\b/, 'butterfly'],
  [/\bowls?\b|pueo/, 'owl'],
  [/eagle|hawk|raven|condor|falcon|vulture|osprey|\bbirds?\b|\bcrows?\b/, 'bird'],
  [/\bbears?\b|grizzly/, 'bear'],
  [/bison|buffalo/, 'bison'],
  [/\belks?\b|\bdeer\b|moose|caribou|pronghorn|reindeer/, 'deer'],
  [/\bwol(f|ves)\b|coyote|\bfox(es)?\b/, 'canine'],
  [/mountain lion|panther|bobcat|lynx|cougar|puma/, 'cat'],
  [/bighorn|\bsheep\b|\bgoats?\b/, 'sheep'],
  [/squirrel|chipmunk|marmot|\bpikas?\b|prairie dog|groundhog/, 'squirrel'],
  [/rabbit|\bhares?\b|bunny/, 'rabbit'],
  [/turtle|tortoise/, 'turtle'],
  [/alligator|crocodile|lizard|gila monster|chuckwalla|iguana|salamander|\bnewts?\b|hellbender/, 'reptile'],
  [/\bfish|salmon|trout|\bgar\b|\bpike\b|\bbass\b|grouper|walleye|\bchub\b|grayling|minnow|\btang\b|garibaldi/, 'fish'],
  [/whale|\borcas?\b|dolphin/, 'whale'],
  [/\bseals?\b|sea lion|otter|manatee/, 'seal'],
  [/\bfrogs?\b|\btoads?\b|peeper/, 'frog'],
]

/** Natural colours, most specific first; the key's default is the last resort. */
const COLOURS: [RegExp, string][] = [
  [/black bear/, '#3f3434'],
  [/mountain goat|dall sheep|snowshoe|arctic|ptarmigan/, '#efeae2'],
  [/\bfox/, '#d9783a'],
  [/wolf/, '#8d8f99'],
  [/raven|condor|crow/, '#2f2d38'],
  [/orca/, '#262a36'],
  [/moose/, '#4e3a2e'],
  [/monarch|kamehameha/, '#f08a2c'],
  [/salmon|garibaldi/, '#e8674a'],
  [/manatee|gray whale|harbor seal/, '#8c96a0'],
]

const DEFAULTS: Record<string, string> = {
  bear: '#7a5238',
  bison: '#6b4a33',
  deer: '#b07a4a',
  canine: '#a98660',
  cat: '#c49a6c',
  bird: '#5b4636',
  owl: '#8a6a4c',
  sheep: '#a8876a',
  squirrel: '#a87850',
  rabbit: '#b59a7e',
  turtle: '#6f8f4e',
  reptile: '#6f8a4a',
  fish: '#7fa0b8',
  whale: '#4f6478',
  seal: '#7a6a5e',
  butterfly: '#4aa3df',
  bat: '#4a3b44',
  frog: '#6dbb63',
  songbird: '#5b8fd1',
}

const normal = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

/** Which silhouette an animal name (or any text) matches, e.g. "American bison" → "bison"; null if none. */
export function animalKeyFor(name: string): string | null {
  const text = normal(name)
  for (const [rule, key] of RULES) if (rule.test(text)) return key
  return null
}

/** Where an animal of this key belongs in a picture. */
export function animalHabitat(key: string | null): 'ground' | 'sky' | 'water' {
  if (key === 'bird' || key === 'bat' || key === 'butterfly') return 'sky'
  if (key === 'fish' || key === 'whale') return 'water'
  return 'ground'
}

/** The natural colour of an animal by name, before any lighting. */
export function animalColour(name: string): string {
  const text = normal(name)
  for (const [rule, colour] of COLOURS) if (rule.test(text)) return colour
  return DEFAULTS[animalKeyFor(name) ?? 'songbird']
}

/**
 * An animal whose feet touch (x, y), `size` pixels tall; unknown names get a small songbird.
 * `flip` turns it to face left.
 */
export function drawAnimal(name: string, x: number, y: number, size: number, colour?: string, flip = false): string {
  const key = animalKeyFor(name) ?? 'songbird'
  const fill = colour ?? animalColour(name)
  const tx = flip ? x + size / 2 : x - size / 2
  // scale(0.1) then scale(size / 10): the box is 100 units, and every number keeps one decimal
  const transform = `translate(${r1(tx)} ${r1(y - size)})${flip ? ' scale(-1 1)' : ''} scale(0.1) scale(${r1(size / 10)})`
  const shadow = animalHabitat(key) === 'ground' ? `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 0.4)}" ry="${r1(size * 0.05)}" fill="#000" opacity="0.2"/>` : ''
  return `${shadow}<g transform="${transform}" fill="${fill}">${SHAPES[key](fill, shade(fill, 0.35), shade(fill, -0.3))}</g>`
}
