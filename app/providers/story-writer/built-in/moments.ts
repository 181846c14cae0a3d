/**
 * Small moments that give a chapter texture and length without adding park facts: the time of day,
 * a water break, a listening game, a pebble put back where it belongs. Each comes once per story at
 * most, and many carry a good outdoor habit.
 */
import { localLine, pickFresh, type Ctx } from './context'
import type { AnimalInfo, FeatureInfo } from './park-words'
import { para } from './text'

/** Where in the day a middle chapter falls: chapter 2 is the morning, 3 lunchtime, and so on. */
export function timeOfDay(c: Ctx): string {
  const n = Math.max(0, c.chapterNumber - 2)
  const slot = n % 4
  const nextDay = n >= 4 && slot === 0
  const H = c.hero.name
  const S = c.side.name
  if (c.young) {
    if (nextDay) return 'The next morning, they were ready for more!'
    return ['The morning sun was warm.', `It was lunch time! ${H} and ${S} ate in the shade.`, 'Now it was the afternoon.', 'The shadows were getting longer.'][slot]
  }
  if (nextDay)
    return pickFresh(c, ["The next morning, after a good night's rest, they were back on the trail, ready for more.", 'A new day dawned, and the adventure was waiting.'])
  return [
    'The morning was warming up nicely.',
    `By now it was nearly lunchtime, so they found a shady spot for a picnic: sandwiches, apples and crunchy trail mix. ${S} kept watch while they ate, making sure not a single crumb was left behind for wild animals to find.`,
    'The afternoon sun was warm on their shoulders.',
    'The afternoon was getting later, and the shadows were growing longer.',
  ][slot]
}

const CLOUD_SHAPES = ['a turtle', 'a teapot', 'a dragon', 'a sailboat', 'a sleeping cat', 'an ice-cream cone', 'a giant sneaker']

/** Trail moments for readers of 7 and up; `outdoors` leaves out the ones that need a sky. */
export function trailMoments(c: Ctx, outdoors: boolean): string[] {
  const H = c.hero.name
  const h = c.hero
  const S = c.side.name
  const [x, y] = c.rng.shuffle(CLOUD_SHAPES)
  const lines = [
    `Before going any farther, they stopped for a quick check: water bottles, snacks, sunscreen and the park map. "All set," ${H} said, and ${S} ${c.side.sounded} in agreement.`,
    `${H} spotted a bottle cap someone had dropped beside the path and tucked it into ${h.their} pocket to throw away later. "Leave no trace," ${h.they} said. "The park should look as if nobody was ever here."`,
    `A group of hikers passed by going the other way. "Enjoy the trail!" one of them called, and ${H} and ${S} waved back.`,
    `They played a listening game: everyone closed their eyes and counted the different sounds they could hear. ${H} counted five. ${S} counted seven, though two of them turned out to be ${S}'s own tummy rumbling.`,
    `They found a good flat rock and sat down to rest their legs for a few minutes. It felt good to just sit, breathe and look around.`,
    `"Water break!" ${H} called. Everyone took a few good sips. Drinking water often is one of the best ways to keep an adventure happy.`,
    `${H} whispered a quiet thank-you to the park for sharing its treasures.`,
    `Every so often, a trail marker appeared beside the path, as if the park itself were saying, "This way, explorers!"`,
    `${H} made a frame with ${h.their} fingers and pretended to take a photo. "Click," ${h.they} said. "Now I'll remember it forever."`,
    `${S} asked for a story, so ${H} made one up about a brave little explorer who found a hidden valley. ${S} said it was the best story ever, even though it was a little bit about them.`,
    `${S} found a perfectly round pebble and admired it for a long moment, then put it right back where it belonged. "Rocks stay in the park," ${S} said proudly.`,
    `${H} bent down to look at a tiny flower beside the path, but did not pick it. "Flowers are for everyone to enjoy," ${h.they} said.`,
  ]
  if (outdoors) {
    lines.push(
      `Their shadows stretched out beside them on the path, and ${S} kept trying to hop onto ${H}'s shadow, which made them both laugh.`,
      `They stopped for a moment to look for shapes in the clouds. ${S} found one that looked like ${x}, and ${H} found one that looked like ${y}.`,
    )
  }
  return lines
}

export function youngMoments(c: Ctx): string[] {
  const H = c.hero.name
  const S = c.side.name
  return [
    'They drank some water. Gulp, gulp!',
    `${S} found a round pebble. Then ${S} put it back. "Rocks stay in the park!"`,
    'They saw a tiny flower. They did not pick it. Flowers are for everyone.',
    `${H} made a funny face. ${S} laughed and laughed.`,
    `A family walked by and waved. ${H} and ${S} waved back.`,
    'They sat on a rock to rest. Ahh!',
    `${S} ${c.rng.pick(c.side.moves)} in a happy circle. ${H} laughed.`,
    `${H} held up a hand. ${S} gave a high five!`,
    `"I am so glad we came," said ${H}. "Me too," said ${S}.`,
    `"This is fun!" said ${S}. ${H} nodded. "The most fun!"`,
  ]
}

/** A closer look at a feature, for older readers. */
export function featureDetails(c: Ctx, f: FeatureInfo): string[] {
  const H = c.hero.name
  const h = c.hero
  const ref = f.ref
  switch (f.type) {
    case 'rock':
      return [`The longer they looked at ${ref}, the more details they noticed.`, `The light played across the rock, bringing out shades ${H} had not noticed before.`]
    case 'layer':
      return ['Rock like this takes an unimaginably long time to form.', `${H} tried to imagine all the years stacked up in that rock.`]
    case 'canyon':
      return ['The canyon walls were layered like the pages of an enormous book.', 'Every sound seemed to bounce softly from wall to wall.']
    case 'peak':
      return ['It was hard to believe anyone could stand on a spot that high.', `${H} tipped ${h.their} head back to take it all in.`]
    case 'water':
      return ['The water caught the light and threw it back in a thousand sparkles.', 'The sound of the water was soothing, like a song without words.']
    case 'coast':
      return [`Waves rolled and sparkled between the shore and ${ref}.`, 'The salty breeze tugged gently at their sleeves.']
    case 'ice':
      return ['Even from far away, the ice looked enormous and very, very old.', `${H} shivered a little, just from looking at all that ice.`]
    case 'volcano':
      return ['It was hard to imagine the fire and heat that had shaped this place.', 'The ground here told a story of fire, written in stone.']
    case 'geyser':
      return ['Steam drifted past in warm, damp puffs.', `The air smelled a little like eggs, and ${c.side.name} wrinkled up a very unimpressed nose.`]
    case 'dune':
      return [`The sand was so fine that it poured through ${H}'s fingers like water.`, 'Ripples in the sand showed which way the wind had blown.']
    case 'overlook':
      return ['From here, the world seemed to go on forever.', `${H} could see so far that the most distant hills looked pale blue.`]
    case 'cave':
      return ['The cool, still air felt wonderful.', 'Every shape in the cave seemed to have taken ages and ages to form.']
    case 'history':
      return ['It felt special to stand somewhere that so many people had cared about.', 'It felt important to be quiet and respectful in a place like this.']
    default:
      return [`${H} turned slowly in a circle, trying to see everything at once.`]
  }
}

/** How an animal leaves the scene, for older readers. */
export function departure(a: AnimalInfo): string {
  switch (a.group) {
    case 'hoofed':
      return 'After a while, it wandered slowly out of sight.'
    case 'small-mammal':
      return 'Then, in a flash, it was gone.'
    case 'raptor':
    case 'owl':
    case 'songbird':
    case 'woodpecker':
    case 'seabird':
      return 'Then, with a few strong flaps, it was gone.'
    case 'wader':
      return 'Then it lifted off on slow, wide wings.'
    case 'water-bird':
      return 'Then it paddled calmly away.'
    case 'ground-bird':
      return 'Then it went on its way.'
    case 'fish':
    case 'reef-fish':
      return 'Then, with a flick of its tail, it vanished into deeper water.'
    case 'lizard':
      return 'Then it scurried away.'
    case 'turtle':
      return 'Slowly, very slowly, it went on its way.'
    case 'sea-mammal':
    case 'river-mammal':
    case 'sea-turtle':
      return 'Then it slipped beneath the surface and was gone.'
    case 'frog':
      return 'Then, with a plop, it was gone.'
    case 'butterfly':
      return 'Then it drifted away on the breeze.'
    case 'bee':
      return 'Then it buzzed away to the next flower.'
    case 'beetle':
      return 'Then it hurried off about its business.'
    default:
      return ''
  }
}

/** A happy moment once the goal is reached, for readers of 7 and up. */
export function celebration(c: Ctx): string {
  const H = c.hero.name
  const S = c.side.name
  return pickFresh(c, [
    para(`${H} and ${S} did a little victory dance right there on the spot, a quiet one, so as not to disturb anything.`, `"We did it!" ${H} whispered.`),
    para(`${S} ${c.side.sounded} with joy, and ${H} laughed until ${c.hero.their} cheeks hurt.`, `"Best. Adventure. Ever," ${H} said.`),
    para(`${H} gave ${S} the biggest hug.`, `"We make a great team," ${H} said, and ${S} agreed completely.`),
  ])
}

/** A look back at this chapter's scene, for older readers; `name` is its animal, feature or trail. */
export function sceneReflection(c: Ctx, name: string, allowReuse = false): string {
  const H = c.hero.name
  const S = c.side.name
  if (c.young)
    return pickKeyedLines(
      c,
      [
        ['liked', `${H} liked ${name} very much.`],
        ['come back to', `${H} wanted to come back to ${name} one day.`],
        ['best thing ever', `${S} said ${name} was the best thing ever.`],
        ['Bye', `"Bye-bye, ${name}!" said ${S}.`],
      ],
      allowReuse,
    )
  return pickKeyedLines(
    c,
    [
      ['kept thinking about', `Long after they had moved on, ${H} kept thinking about ${name}. Some sights stay with you.`],
      ['tell everyone about', `${H} knew that ${name} would be one of the things ${c.hero.they} would tell everyone about at home.`],
      ['favorite things', `${S} announced that ${name} was now officially one of ${S}'s favorite things in the whole park.`],
      ['right words', `${H} tried to find the right words to describe ${name}, but "amazing" was the only one that fit.`],
      ['say goodbye', `Before they moved on, they stood quietly for a moment, just to say goodbye to ${name}.`],
      ['next explorers', `It was funny to think that ${name} would still be here long after they went home, waiting for the next explorers.`],
    ],
    allowReuse,
  )
}

/** What the hero thinks about the story's goal along the way. */
export function goalThought(c: Ctx, kind: string, target: string): string {
  const H = c.hero.name
  const h = c.hero
  const S = c.side.name
  const R = c.ranger.title
  const lines: Record<string, [string, string][]> = {
    journal: [
      ['flash of green', `${H} kept glancing around for a flash of green. Somewhere out there, ${R}'s journal was waiting to be found.`],
      ['misses', `"Do you think the journal misses ${R}?" ${S} asked. ${H} smiled. "I think ${R} misses the journal."`],
      ['walked a little faster', `${H} imagined how happy ${R} would be to get the journal back, and walked a little faster.`],
    ],
    sound: [
      ['just in case', `Every now and then, ${H} stopped to listen, just in case the mystery sound came again.`],
      ['going to find out', `"What do you think it is?" ${S} asked. "I don't know yet," ${H} said. "But we're going to find out."`],
    ],
    map: [
      ['tucked safely away', `${H} patted the pocket where the explorer map was tucked safely away.`],
      ['really the best place', `"Do you think the gold star is really the best place?" ${S} asked. "${R} thinks so," ${H} said. "I can't wait to see why."`],
    ],
    count: [
      ['pencil in hand', `${H} kept the Critter Count card ready, pencil in hand.`],
      ['every animal we count', `"I hope we see ${target} soon," ${S} said. "Me too," ${H} said. "But even if we don't, every animal we count helps."`],
    ],
    badge: [
      ['pinned to', `${H} could almost feel the Junior Ranger badge pinned to ${h.their} shirt already.`],
      ["when you're a Junior Ranger", `"What will you do when you're a Junior Ranger?" ${S} asked. "Help take care of parks," ${H} said, "just like ${R}."`],
    ],
    hat: [
      ['without', `${H}'s head felt strange without ${h.their} favorite hat, but ${h.they} knew they would find it.`],
      ['If I were a hat', `"If I were a hat, where would I go?" ${S} wondered. "Somewhere with a nice view," ${H} said, and they both laughed.`],
    ],
  }
  return pickKeyedLines(c, lines[kind] ?? [])
}

/** Picks a keyed line whose key the story has not used; empty when all are used. */
function pickKeyedLines(c: Ctx, entries: [string, string][], allowReuse = false): string {
  const order = c.rng.shuffle(entries)
  const unused = (line: string) => !c.used.has(line) && !c.previousText.includes(localLine(c, line))
  const fresh =
    order.find(([key, line]) => !c.used.has(key) && !c.previousText.includes(localLine(c, key)) && unused(line)) ??
    (allowReuse ? order.find(([, line]) => unused(line)) : undefined)
  if (!fresh) return ''
  c.used.add(fresh[0])
  c.used.add(fresh[1])
  return fresh[1]
}
