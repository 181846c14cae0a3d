/**
 * Gentle challenges for the middle of a story: a steep climb, a fork in the trail, a rain shower.
 * Each one is a little worry at most, and each is solved by the hero's traits and the sidekick's
 * style, with a safe habit a child can copy (rest and drink water, stay on the trail, give animals
 * space).
 */
import type { Scenery } from '~/data/park-types'
import { habitLines, styleBank, traitLines } from './cast'
import { pick, type Ctx } from './context'
import type { AnimalInfo, TrailInfo } from './park-words'
import { capitalize, para } from './text'

export interface Challenge {
  /** A phrase that shows the challenge was already told in an earlier chapter. */
  key: string
  fits: (c: Ctx, place: ChallengePlace) => boolean
  write: (c: Ctx, place: ChallengePlace) => [string, string]
}

export interface ChallengePlace {
  trail: TrailInfo | null
  animal: AnimalInfo | null
  inCave: boolean
}

const any = (c: Ctx, tags: Scenery[]) => c.w.scenery.some((s) => tags.includes(s))

/** The hero's way through: a trait or habit line, the sidekick's help, then what they did. */
function solve(c: Ctx, action: string) {
  const hero = pick(c, [...traitLines(c.hero, 'solve'), ...(c.young ? [] : habitLines(c.hero, 'cope', 'way'))])
  const side = pick(c, styleBank(c.side).helps(c.side, c.hero))
  return c.young ? para(hero, action) : para(hero, side, action)
}

const CHALLENGES: Challenge[] = [
  {
    key: 'switchbacks',
    fits: (c, p) => !p.inCave && any(c, ['peaks', 'snowy-peaks', 'canyon', 'gorge', 'volcano', 'hoodoos', 'mesa', 'glacier', 'fjord']),
    write: (c) => {
      const H = c.hero.name
      const S = c.side.name
      if (c.young)
        return [
          para(`The trail went up and up in switchbacks, zig and zag. ${H}'s legs felt tired.`, `"Is it much farther?" asked ${S}.`),
          solve(c, 'They sat down in the shade. They drank some water and had a snack. Then they felt much better, and up they went!'),
        ]
      return [
        para(
          `Before long, the trail began to climb. It zigzagged up and up in tight switchbacks, and ${H}'s legs started to feel heavy.`,
          `${S} was puffing too. "How much farther?" ${S} asked.`,
        ),
        solve(
          c,
          'They stopped in a shady spot, drank some water and rested until their legs felt ready. Then they went on, slow and steady, and soon the steepest part was behind them.',
        ),
      ]
    },
  },
  {
    key: 'fork in the trail',
    fits: (_c, p) => !p.inCave,
    write: (c) => {
      const H = c.hero.name
      const side = c.rng.pick(['left', 'right'])
      if (c.young)
        return [
          para(`Then they came to a fork in the trail. One path went left. One path went right. Which way should they go?`),
          solve(c, `${H} looked carefully. A trail marker on the ${side} showed the way. "This way!" said ${H}.`),
        ]
      return [
        para(
          `Soon they came to a fork in the trail. One path went left, one went right, and the old wooden sign between them was so faded they could hardly read it.`,
          `${H} frowned. Which way was the right one?`,
        ),
        solve(
          c,
          `Then they spotted it: a little way down the ${side} path stood a trail marker with the right name on it. "This way!" ${H} said. "When you're not sure, look for the trail markers, and never wander off the trail."`,
        ),
      ]
    },
  },
  {
    key: 'raindrops',
    fits: (c, p) => !p.inCave && any(c, ['forest', 'swamp', 'waterfall', 'peaks', 'lake', 'river', 'giant-trees', 'coast', 'island', 'fjord', 'tundra', 'snowy-peaks']),
    write: (c) => {
      const S = c.side.name
      if (c.young)
        return [
          para(`Gray clouds came. Then raindrops began to fall. Plip, plop, plip!`, `${S} did not like getting wet.`),
          solve(c, 'They put on their rain jackets and waited together. Soon the rain stopped, and the sun came back out. Everything sparkled!'),
        ]
      return [
        para(`Gray clouds drifted over, and soon fat raindrops began to patter down. Plip, plop, plip!`, `${c.side.perk} "I don't love getting soggy," ${S} grumbled.`),
        solve(
          c,
          'They pulled on their rain jackets and huddled together until the shower passed. When the sun came back out, every leaf and pebble sparkled, and the air smelled fresh and clean.',
        ),
      ]
    },
  },
  {
    key: 'hot and dry',
    fits: (c, p) => !p.inCave && any(c, ['desert', 'dunes', 'cactus', 'badlands', 'mesa', 'canyon', 'arches', 'hoodoos', 'prairie', 'lava']),
    write: (c) => {
      const H = c.hero.name
      const S = c.side.name
      if (c.young)
        return [
          para(`The sun was high. The air was hot and dry. ${S} felt droopy.`),
          solve(c, `They found some shade. They drank lots of water. "Drink water before you feel thirsty," said ${H}. Soon they felt cool again.`),
        ]
      return [
        para(`The sun climbed higher, and the air grew hot and dry. ${H}'s cheeks felt warm, and ${S} was beginning to droop.`),
        solve(
          c,
          `They found a patch of shade and sipped lots of water. "In hot, dry places, you drink before you feel thirsty," ${H} remembered. Soon everyone felt cool enough to go on, taking it slow.`,
        ),
      ]
    },
  },
  {
    key: 'strong wind',
    fits: (c, p) => !p.inCave && any(c, ['dunes', 'coast', 'peaks', 'snowy-peaks', 'tundra', 'glacier', 'prairie', 'fjord', 'island', 'badlands']),
    write: (c) => {
      const S = c.side.name
      if (c.young)
        return [
          para(`Whoosh! A strong wind blew. It pushed and pulled at them. ${S} had to hold on tight.`),
          solve(c, 'They stayed close together and walked slowly. Soon the wind was not so strong.'),
        ]
      return [
        para(
          `Whoosh! A strong wind came sweeping across the land. It tugged at their jackets and made ${S} stagger sideways.`,
          `"Hold on to your snacks!" ${S} laughed, but it was hard to walk.`,
        ),
        solve(c, 'They turned their backs to the gusts, stayed close together and walked on step by step, until they reached a sheltered spot where the wind was only a whisper.'),
      ]
    },
  },
  {
    key: 'fog rolled',
    fits: (c, p) => !p.inCave && any(c, ['coast', 'lake', 'fjord', 'island', 'giant-trees', 'forest', 'river', 'swamp']),
    write: (c) => {
      if (c.young)
        return [
          para(`A soft gray fog rolled in. It was hard to see the trail.`),
          solve(c, 'They stayed close together. They walked slowly from one trail marker to the next. Then the sun came out, and the fog went away.'),
        ]
      return [
        para(`A soft gray fog rolled in. Soon they could barely see the trail ahead, and everything looked blurry, like a picture drawn in pencil.`),
        solve(
          c,
          'They stayed close together and walked slowly from one trail marker to the next. Little by little, the sun warmed the air, the fog melted away, and the world came back, bright and clear.',
        ),
      ]
    },
  },
  {
    key: 'slippery',
    fits: (c, p) => p.inCave || any(c, ['waterfall', 'river', 'caves', 'gorge', 'coast', 'forest', 'swamp']),
    write: (c) => {
      const H = c.hero.name
      const S = c.side.name
      if (c.young)
        return [para(`The ground was wet and slippery. ${H}'s foot slid a little. Whoops!`), solve(c, `They took tiny, careful steps. "Slow feet are safe feet," said ${S}.`)]
      return [
        para(`The ground grew wet and slippery. ${H}'s foot slid a little on a smooth, damp rock. Whoops!`, `${S} ${c.side.sounded} in surprise.`),
        solve(
          c,
          `They took small, careful steps, choosing the flattest, driest spots for their feet. "Slow feet are safe feet," ${S} said, and before long the slippery part was behind them.`,
        ),
      ]
    },
  },
  {
    key: 'in the middle of the trail',
    fits: (_c, p) => !p.inCave && p.animal !== null && ['hoofed', 'turtle', 'ground-bird'].includes(p.animal.group),
    write: (c, p) => {
      const a = p.animal as AnimalInfo
      const H = c.hero.name
      if (c.young)
        return [
          para(`Up ahead, ${a.a} was standing in the middle of the trail!`, `"Stop," said ${H}. "We must not get close to wild animals."`),
          solve(c, `They stepped back and waited quietly. After a while, ${a.the} moved away. Now the path was clear!`),
        ]
      return [
        para(
          `Up ahead, right in the middle of the trail, was ${a.a}. It did not look like it was going anywhere soon.`,
          `"We should never walk close to a wild animal," ${H} said quietly.`,
        ),
        solve(c, `So they backed away slowly and waited, far back, watching quietly. After a while, ${a.the} wandered off on its own, and the way was clear again.`),
      ]
    },
  },
  {
    key: 'high edge',
    fits: (c, p) => !p.inCave && any(c, ['canyon', 'gorge', 'peaks', 'snowy-peaks', 'hoodoos', 'mesa', 'fjord']),
    write: (c) => {
      const H = c.hero.name
      const h = c.hero
      const S = c.side.name
      const braveHero = h.traits.some((t) => ['brave', 'adventurous', 'determined'].includes(t))
      if (braveHero) {
        if (c.young)
          return [
            para(`The path went by a high edge. ${S} stopped. "I feel a little scared," ${S} said.`),
            para(`"That is okay," said ${H}. "Walk on the inside, next to me." Step by step, ${S} felt braver.`),
          ]
        return [
          para(`The path ran along a high edge. It was wide and safe, but ${S} stopped and looked down. "I feel a little nervous," ${S} admitted quietly.`),
          para(
            `"That's okay. Everyone feels nervous sometimes," ${H} said gently. "Walk on the inside, right next to me, and look at the path instead of the drop." Step by step, ${S}'s nervous feeling got smaller and smaller, until it was gone.`,
          ),
        ]
      }
      if (c.young)
        return [
          para(`The path went by a high edge. ${H} looked down. ${capitalize(h.their)} tummy did a little flip.`),
          solve(c, `${H} walked on the inside, away from the edge. Step by step, ${h.they} felt braver.`),
        ]
      return [
        para(`The path ran along a high edge. It was wide and safe, but when ${H} looked down, ${h.their} tummy did a little flip.`),
        solve(
          c,
          `${H} kept ${h.their} eyes on the path ahead and stayed on the inside of the trail, far from the edge. Step by step, the nervous feeling got smaller, until it was gone.`,
        ),
      ]
    },
  },
  {
    key: 'flopped down',
    fits: () => true,
    write: (c) => {
      const S = c.side.name
      if (c.young) return [para(`${S} flopped down on a rock. "I am tired," ${S} said.`), solve(c, 'They all had a rest and a snack. Then everyone felt ready to go again.')]
      return [
        para(`After a while, ${S} flopped down on a rock. "I'm so tired," ${S} sighed. "Can we please have a rest?"`),
        solve(c, 'So they sat together, shared a snack and some water and watched the clouds drift by. When they set off again, everyone had fresh energy.'),
      ]
    },
  },
]

/** A challenge that suits the place and was not told earlier in the story. */
export function chooseChallenge(c: Ctx, place: ChallengePlace): [string, string] {
  const fitting = CHALLENGES.filter((ch) => ch.fits(c, place))
  const fresh = fitting.filter((ch) => !c.previousText.includes(ch.key))
  const pool = fresh.length ? fresh : fitting
  const chosen = c.rng.pick(pool)
  return chosen.write(c, place)
}
