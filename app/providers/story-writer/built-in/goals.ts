/**
 * The story's goal: the thread that runs from the hook in chapter 1 to the resolution in the last
 * chapter. It is chosen from the story seed, so every chapter of a story agrees on it; if an earlier
 * chapter tells a different goal (the seed changed shape), the earlier chapter wins.
 */
import { pick, storyOwnText, storyRandom, type Ctx } from './context'
import type { AnimalInfo, FeatureInfo, FeatureType } from './park-words'
import { capitalize, containsWords, lowerFirst, para } from './text'
import { isSightable, sightingLines } from './wildlife'

export type GoalKind = 'journal' | 'sound' | 'map' | 'count' | 'badge' | 'hat'

export interface Goal {
  kind: GoalKind
  animal: AnimalInfo | null
  feature: FeatureInfo | null
}

const SIGNATURES: Record<GoalKind, RegExp> = {
  journal: /field journal/i,
  sound: /mystery sound/i,
  map: /gold star/i,
  count: /Critter Count/,
  badge: /Junior Ranger booklet/i,
  hat: /favorite hat/i,
}

/** Words in a choice that point back at the goal. */
export const GOAL_CHOICE_WORDS = /journal|notebook|clue|mystery|sound|map|star|critter|count|badge|junior ranger|booklet|task|hat\b/i

const VIEWABLE: FeatureType[] = ['rock', 'overlook', 'water', 'geyser', 'canyon', 'dune', 'history', 'place', 'volcano', 'peak', 'ice', 'coast']

function candidates(c: Ctx) {
  const animals = c.w.watchable.filter(isSightable)
  const visible = animals.filter((a) => a.group !== 'shy-hunter')
  const callers = visible.filter((a) => a.call !== null)
  const reachable = c.w.features.filter((f) => f.reachable)
  const viewable = c.w.features.filter((f) => VIEWABLE.includes(f.type))
  return {
    animals: animals.length ? animals : c.w.animals,
    visible: visible.length ? visible : animals.length ? animals : c.w.animals,
    callers,
    reachable: reachable.length ? reachable : c.w.features,
    viewable: viewable.length ? viewable : c.w.features,
  }
}

function goalFromSeed(c: Ctx, kind: GoalKind | null): Goal {
  const random = storyRandom(c, 'goal')
  const pool = candidates(c)
  const kinds: GoalKind[] = ['journal', 'map', 'count', 'badge', 'hat']
  if (pool.callers.length) kinds.push('sound', 'sound')
  const chosen = kind ?? random.pick(kinds)
  const animal = chosen === 'sound' ? random.pick(pool.callers.length ? pool.callers : pool.visible) : random.pick(chosen === 'journal' ? pool.animals : pool.visible)
  const feature = random.pick(chosen === 'map' ? pool.viewable : pool.reachable)
  return { kind: chosen, animal, feature }
}

/** The goal of the story: from the story seed, checked against what chapter 1 actually said. */
export function chooseGoal(c: Ctx): Goal {
  const seeded = goalFromSeed(c, null)
  const first = c.req.previousChapters[0]?.text
  if (!first || SIGNATURES[seeded.kind].test(first)) return seeded
  const kind = (Object.keys(SIGNATURES) as GoalKind[]).find((k) => SIGNATURES[k].test(first))
  if (!kind) return seeded
  const goal = goalFromSeed(c, kind)
  const pool = candidates(c)
  const firstMentioned = <T extends { keys: string[] }>(items: T[]) =>
    items
      .map((item) => ({ item, at: Math.min(...item.keys.map((k) => first.toLowerCase().indexOf(k)).filter((i) => i >= 0), Infinity) }))
      .filter((x) => x.at !== Infinity)
      .sort((a, b) => a.at - b.at)[0]?.item ?? null
  if (kind === 'sound') goal.animal = pool.callers.find((a) => a.call && first.includes(a.call.noise)) ?? goal.animal
  else goal.animal = firstMentioned(pool.animals) ?? goal.animal
  goal.feature = firstMentioned(c.w.features) ?? goal.feature
  return goal
}

/** Title phrases for each goal; `true` when a place can follow ("... of Zion"). */
function titlePhrases(c: Ctx, goal: Goal): [string, boolean][] {
  const f = goal.feature
  const a = goal.animal
  switch (goal.kind) {
    case 'journal':
      return [
        ['Lost Ranger Journal', true],
        ['Missing Field Journal', true],
        [`Lost Journal of ${c.ranger.title}`, false],
        ['Little Green Notebook', true],
      ]
    case 'sound':
      return [
        ['Mystery Sound', true],
        ['Secret Sound', true],
        ['Puzzling Call', true],
        ['Curious Call', true],
        ['Sound Nobody Could Name', true],
      ]
    case 'map':
      return [
        ['Star on the Map', true],
        ['Gold Star Map', true],
        ...(f
          ? ([
              [`Secret of ${f.ref}`, false],
              [`Map to ${f.ref}`, false],
            ] as [string, boolean][])
          : []),
      ]
    case 'count':
      return [['Critter Count', true], ['Great Critter Count', true], ...(a ? ([[`Search for ${capitalizeWords(a.the)}`, true]] as [string, boolean][]) : [])]
    case 'badge':
      return [
        ['Junior Ranger Challenge', true],
        ['Junior Ranger Badge', true],
        ['Junior Ranger Promise', true],
      ]
    case 'hat':
      return [
        ['Runaway Hat', true],
        ['Hat That Blew Away', true],
        ['Great Hat Hunt', true],
      ]
  }
}

/** A title from the story seed: who, what the goal is, and sometimes where. */
export function storyTitle(c: Ctx, goal: Goal): string {
  const random = storyRandom(c, 'title')
  const H = c.hero.name
  const S = c.side.name
  const park = c.w.short
  const subjects = [`${H} and ${S} and the`, `${H}, ${S} and the`, `${H} and the`, 'The']
  const candidates: string[] = []
  for (const [phrase, placeAllowed] of titlePhrases(c, goal)) {
    for (const subject of subjects) {
      const suffixes = placeAllowed ? ['', ` of ${park}`, ` at ${park}`, ` in ${park}`] : ['']
      for (const suffix of suffixes) candidates.push(`${subject} ${phrase}${suffix}`)
    }
  }
  const fitting = candidates.filter((title) => title.length <= 70)
  return random.pick(fitting.length ? fitting : candidates)
}

/** "the kit fox" to "the Kit Fox" for titles; names with special letters stay as they are. */
function capitalizeWords(text: string) {
  return text
    .split(' ')
    .map((word) => (['the', 'a', 'an', 'of', 'and'].includes(word) ? word : capitalize(word)))
    .join(' ')
}

/** The paragraphs of chapter 1 that set up the goal. */
export function goalHook(c: Ctx, goal: Goal): string[] {
  const H = c.hero.name
  const h = c.hero
  const S = c.side.name
  const R = c.ranger.title
  const r = c.ranger
  const a = goal.animal
  const f = goal.feature
  const young = c.young
  switch (goal.kind) {
    case 'journal': {
      const about = a ? `${a.the} and the other animals here` : 'the animals here'
      const where = f && f.reachable ? f.ref : 'the trails'
      if (young)
        return [
          para(
            `Then they met a park ranger named ${r.name}. ${r.They} looked worried.`,
            `"I lost my field journal," said ${R}. "It is a little green notebook. It has all my notes about ${about}. This morning I walked to ${where}."`,
            `${H} stood up tall. "We will help you find it!"`,
          ),
        ]
      return [
        para(
          `Outside the visitor center, they met ${R}, who was peering under the benches with a worried frown.`,
          f && f.reachable
            ? `"I've lost my field journal," ${r.they} explained. "It's a little green notebook full of my notes about ${about}. This morning I walked out to ${where} and back, so it could be almost anywhere."`
            : `"I've lost my field journal," ${r.they} explained. "It's a little green notebook full of my notes about ${about}. I had it this morning, and now it could be almost anywhere."`,
        ),
        para(
          `${H} and ${S} looked at each other. They did not even need to say it. "We'll help you find it!" ${H} said.`,
          `"Thank you," said ${R}, looking much more cheerful. "Just stay on the trails, and if you find it, bring it back to me."`,
        ),
      ]
    }
    case 'sound': {
      const call = a?.call
      if (!call || !a) return goalHook(c, { ...goal, kind: 'journal' })
      if (young)
        return [
          para(
            `Then they heard a sound: "${call.noise}"`,
            `${H} stopped. "What was that?"`,
            c.side.perk,
            `A ranger named ${r.name} smiled. "That is a mystery sound," ${r.they} said. "Can you find out what makes it?"`,
            `"Yes!" said ${H}.`,
          ),
        ]
      return [
        para(
          `Just then, a sound drifted ${call.from}: "${call.noise}"`,
          `${H} stopped in ${h.their} tracks. "What was that?"`,
          `${c.side.perk} The sound came again, ${call.words}.`,
        ),
        para(
          `${R}, who was walking by, smiled. "Ah, the mystery sound! Lots of visitors wonder about it," ${r.they} said. "Why don't you find out what makes it? Use your eyes and your ears, and remember to watch wild animals from far away."`,
          `${H} grinned. A real mystery, on the very first morning!`,
        ),
      ]
    }
    case 'map': {
      const where = f ? f.ref : 'a secret spot'
      if (young)
        return [
          para(
            `A ranger named ${r.name} gave them a map. It had a big gold star on it, next to ${where}.`,
            `"That is my favorite place," said ${R}. "Can you find it?"`,
            `"Yes!" said ${H}.`,
          ),
        ]
      return [
        para(
          `At the visitor center, ${R} handed them a hand-drawn explorer map. It showed wiggly trails, tiny animal pictures and, in one corner, a big gold star marking the best view of ${where}.`,
          `"That's my favorite place in the whole park," ${R} said with a wink. "Follow the map, and you'll see why. Take your time and enjoy every stop along the way."`,
        ),
        para(`${H} held the map as if it were treasure.`, `${S} ${c.side.sounded} with excitement. A map with a gold star could only mean one thing: an adventure.`),
      ]
    }
    case 'count': {
      const target = a ? a.a : 'a special animal'
      if (young)
        return [
          para(
            `A ranger named ${r.name} had a list. "It is Critter Count day!" ${r.they} said. "Can you count the animals you see? Look for ${target}!"`,
            `${H} took the list. "We will!"`,
          ),
        ]
      return [
        para(
          `Outside the visitor center, ${R} was holding a clipboard. "Today is our Critter Count," ${r.they} explained. "Visitors help us by writing down every kind of animal they spot, always from a safe distance. Nobody has spotted ${target} yet today. Maybe you two will!"`,
        ),
        para(
          `${R} handed ${H} a Critter Count card and a pencil.`,
          `${H} wrote ${h.their} name at the top in big letters, and ${S} ${c.side.sounded} proudly. They were official animal counters now.`,
        ),
      ]
    }
    case 'badge': {
      const target = a ? a.a : 'an animal'
      const where = f ? f.ref : 'a special place'
      const visit = f && !f.reachable ? 'See' : 'Visit'
      if (young)
        return [
          para(
            `A ranger named ${r.name} gave ${H} a Junior Ranger booklet.`,
            `"Do three things to get a badge," said ${R}. "Find ${target}. ${visit} ${where}. Learn a true fact."`,
            `"We can do it!" said ${H}.`,
          ),
        ]
      return [
        para(
          `At the visitor center, ${R} gave ${H} a Junior Ranger booklet. "To earn your badge, you have three tasks," ${r.they} said, counting on ${r.their} fingers. "Spot ${target}, from far away. ${visit} ${where}. And learn a true fact about the park that you can teach someone else."`,
        ),
        para(`${H} tucked the booklet safely under ${h.their} arm. "Challenge accepted!"`, `${S} ${c.side.sounded} in agreement.`),
      ]
    }
    case 'hat': {
      if (young)
        return [
          para(
            `Then the wind blew. Whoosh! ${H}'s favorite hat flew away!`,
            `"My hat!" said ${H}. It rolled down the path and out of sight.`,
            `"Do not worry," said ${S}. "We will find it."`,
            `A ranger named ${r.name} saw it too. "I will look for it as well," ${r.they} said.`,
          ),
        ]
      return [
        para(
          `Just then, a gust of wind swooped down the path. Whoosh! ${H}'s favorite hat flew right off ${h.their} head, tumbled along the ground and disappeared around a bend.`,
          `"My hat!" ${H} cried.`,
        ),
        para(
          `"Don't worry, we'll find it," ${S} said. "Nothing we bring should be left behind in the park."`,
          `${R}, who had seen it all, chuckled kindly. "Hats go on adventures here sometimes. Keep your eyes open and stay on the trails, and I'll keep a lookout too."`,
        ),
      ]
    }
  }
}

/** Kinds of animals spotted in the story so far, counting this chapter. */
export function animalsSeen(c: Ctx, extraText = '') {
  // Animals only named in a fact were read about, not seen.
  let extra = extraText.toLowerCase()
  for (const fact of c.w.park.facts) extra = extra.split(fact.text.toLowerCase()).join(' ')
  const text = `${storyOwnText(c)}\n${extra}`
  return c.w.watchable.filter((a) => a.keys.some((k) => c.featured.has(k) || containsWords(text, k))).length
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n)

/** A paragraph (or two sentences) that moves the goal forward in a middle chapter. */
export function goalProgress(c: Ctx, goal: Goal, seen: AnimalInfo | null = null): string {
  const H = c.hero.name
  const h = c.hero
  const S = c.side.name
  const R = c.ranger.title
  const a = goal.animal
  const f = goal.feature
  const young = c.young
  const where = f && f.reachable ? f.ref : 'the visitor center'
  const lines: string[] = []
  switch (goal.kind) {
    case 'journal': {
      const other = c.w.watchable.find((x) => x !== a && !c.previousText.includes(x.a))
      if (young) {
        lines.push(
          `${S} found a yellow pencil by the trail. It had a tiny ranger hat on it. "It is ${R}'s pencil!" said ${H}. The journal must be close.`,
          `A hiker waved. "A green notebook? I saw one near ${where}," she said. "Thank you!" said ${H}.`,
          `${H} found a page on a bush. It said, "Remember to count the birds." It was from the journal! ${H} kept it safe.`,
          `"Journal, where are you?" called ${S}. ${H} laughed. "Journals can't hear!"`,
          `${H} looked under a bench. No journal yet. "We will find it," ${h.they} said.`,
          `${S} saw boot prints on the path. "A ranger walked here!" said ${S}.`,
        )
      } else {
        lines.push(
          `Then ${S} spotted something yellow beside the trail: a pencil with a tiny ranger hat drawn on it. "This must be ${R}'s!" ${H} said, tucking it safely away. They were on the right track.`,
          `A friendly hiker stopped to say hello. "A green notebook?" she said, thinking. "I'm sure I saw one somewhere near ${where} this morning." ${H} smiled. That was exactly where ${R} had been.`,
          `Caught on a twig beside the path was a loose page covered in neat handwriting: "Saw ${other ? other.a : 'a wonderful animal'} today. Remember to tell the visitors!" It had to be from the journal. ${H} folded it carefully and put it in ${h.their} pocket.`,
          `${S} pointed at a line of boot prints in the dust. "Ranger boots!" ${S} said. "Look at that wavy pattern." They followed them a little way, staying carefully on the trail, until the prints faded away.`,
          `"If I were a journal, where would I hide?" ${S} wondered out loud. ${H} laughed. "Somewhere near ${where}, I bet. That's where ${R} walked this morning."`,
          `${H} stopped to ask a family on the trail if they had seen a little green notebook. They hadn't, but they promised to tell ${R} if they did. Everyone was helping now.`,
        )
      }
      break
    }
    case 'sound': {
      const call = a?.call
      if (!call) return goalProgress(c, { ...goal, kind: 'journal' }, seen)
      if (young) {
        lines.push(
          `Then they heard it again: "${call.noise}" ${H} smiled. "It is close!"`,
          `"Is it the wind?" asked ${S}. "No," said ${H}. "The wind does not sound like that. It is an animal!"`,
          `They stood very still and listened. "${call.noise}" The sound came ${call.from}.`,
          `"Is it a bird? Is it a frog?" wondered ${S}. "Let's find out!" said ${H}.`,
          `"Shh!" said ${H}. They listened hard. Nothing. Then, far away: "${call.noise}"`,
          `${S} tried to copy the sound. It came out all wrong! ${H} giggled.`,
        )
      } else {
        lines.push(
          `There it was again: "${call.noise}" This time it seemed to come ${call.from}. ${H} cupped a hand behind ${h.their} ear. "It's getting closer," ${h.they} whispered.`,
          `"Could it be the wind?" ${S} wondered. ${H} shook ${h.their} head. "The wind doesn't sound like that. It's an animal, I'm sure of it."`,
          `${H} counted the clues out loud. "It comes ${call.from}. It sounds like ${lowerFirst(call.words)}. And it must be an animal that lives here." It was like being a detective.`,
          `They stopped and stood perfectly still, listening hard. Far away, faint but clear, came the sound: "${call.noise}" ${c.side.perk}`,
          `"Maybe it's a singing rock," ${S} joked. Everyone laughed. Rocks don't sing, of course, but it was fun to imagine.`,
          `${H} wrote the sound on the back of the park map so ${h.they} would not forget it: "${call.noise}" Seeing it written down made the mystery feel a little closer to being solved.`,
        )
      }
      break
    }
    case 'map':
      if (young) {
        lines.push(
          `${H} looked at the map. The gold star was getting closer!`,
          `${S} pointed at the map. "Look! A little drawing of a trail!" The map was full of fun pictures.`,
          `${H} traced the dotted line on the map with a finger. "We are on our way to the star!"`,
          `"Are we close to the gold star?" asked ${S}. ${H} checked the map. "A little closer every time!"`,
          `${H} turned the map around. Now the star was at the top. "That way!" said ${H}.`,
          `${S} found a tiny drawing of ${a ? a.a : 'an animal'} on the map. "I love this map!" said ${S}.`,
        )
      } else {
        lines.push(
          `${H} checked the explorer map. They had just passed one of its little pictures, so the gold star was a little closer now.`,
          `On the map, a dotted line wiggled toward the gold star. "We're on our way," ${H} said, tapping the paper.`,
          `${S} peered at the map. "Look, ${R} drew ${a ? a.a : 'an animal'} right here!" ${H} laughed. The map was full of surprises.`,
          `${H} folded the map carefully. The gold star was waiting for them, and they were getting closer with every step.`,
          `In one corner of the map, in ${R}'s neat handwriting, were the words "Almost there... keep going!" ${H} grinned and showed ${S}.`,
          `${H} held the map up and turned it until it matched the land around them, the way good map readers do. Now the gold star was straight ahead.`,
        )
      }
      break
    case 'count': {
      const n = animalsSeen(c)
      const target = a ? a.the : 'the special animal'
      if (seen && seen !== a && !seen.keys.some((k) => c.previousLower.includes(k))) {
        // The animal of this chapter's scene goes on the card first.
        return young
          ? `${H} wrote ${seen.a} on the Critter Count list. That made ${numberWord(n)} kinds of animals! But where was ${target}?`
          : `${H} carefully wrote ${seen.a} on the Critter Count card. That made ${numberWord(n)} kinds of animals so far, but there was still no sign of ${target}. "It's out there somewhere," ${h.they} said.`
      }
      if (young) {
        lines.push(
          `${H} looked at the Critter Count list. They had found ${numberWord(n)} kinds of animals! But where was ${target}?`,
          `"We have not seen ${target} yet," said ${S}. "Let's keep looking!"`,
          `${S} looked left. ${H} looked right. Still no ${a ? a.name : 'special animal'}. "Soon!" said ${H}.`,
          `${H} counted the list out loud. "${capitalize(numberWord(n))} kinds of animals!" ${S} clapped.`,
        )
      } else {
        lines.push(
          n > 0
            ? `${H} checked the Critter Count card. They had spotted ${numberWord(n)} kinds of animals so far, but there was still no sign of ${target}.`
            : `${H} checked the Critter Count card. It was still empty, but the day was young.`,
          `"Still no ${a ? a.name : 'special animal'}," ${S} said. ${H} smiled. "Good scientists are patient. It's out there somewhere."`,
          `${S} peered at the Critter Count card. "We have lots of animals," ${S} said, "but not ${target}. Not yet!"`,
          `Every time something moved, ${S} whispered, "Is that one?" Most of the time it was only the wind. But one day soon, it wouldn't be.`,
          `${H} tapped the pencil against the Critter Count card and looked around. Somewhere out there, ${target} was going about its day.`,
        )
      }
      break
    }
    case 'badge': {
      if (young) {
        lines.push(
          `${H} looked at the Junior Ranger booklet. "We learned a true fact!" ${h.they} said, and made a big check mark.`,
          `"Two more tasks," said ${S}. "We can do it!"`,
          `${H} read the booklet again. "Find ${a ? a.a : 'an animal'}. ${f && !f.reachable ? 'See' : 'Visit'} ${f ? f.ref : 'a special place'}." ${S} nodded. "We will!"`,
          `${S} peeked at the booklet. There was a picture of a badge on the last page. "So shiny!" said ${S}.`,
          `${H} drew a little picture in the Junior Ranger booklet. It was ${S}!`,
        )
      } else {
        lines.push(
          `${H} opened the Junior Ranger booklet and made a big check mark. "Learn a true fact about the park," ${h.they} read. "Done!"`,
          `${H} read the booklet again. "We still need to spot ${a ? a.a : 'an animal'} and ${f && !f.reachable ? 'see' : 'visit'} ${f ? f.ref : 'a special place'}," ${h.they} said. "But we're getting there."`,
          `"How many tasks are left?" ${S} asked. ${H} checked the booklet. "Two! And we have the whole afternoon."`,
          `${S} read the booklet over ${H}'s shoulder. "A true fact: check," ${S} said. "${capitalize(a ? a.a : 'an animal')} and ${f ? f.ref : 'a special place'}: not yet."`,
          `${H} flipped to the back of the booklet, where a drawing of the badge shone. "Soon," ${h.they} whispered.`,
        )
      }
      break
    }
    case 'hat':
      if (young) {
        lines.push(
          `${S} saw something on a bush. Was it the hat? No, it was a candy wrapper. ${H} put it in the trash bag. "We keep the park clean," ${h.they} said.`,
          `A hiker smiled. "Looking for a hat? I saw one near ${where}!"`,
          `${S} saw something flapping. Was it the hat? No, just a big leaf!`,
          `"Hat, where are you?" called ${S}. ${H} giggled. "Hats can't hear!"`,
          `${H} looked behind a rock. No hat. "We will keep looking," ${h.they} said.`,
        )
      } else {
        lines.push(
          `${S} spotted something caught on a bush, but it was only a candy wrapper someone had dropped. It wasn't the hat, but ${H} picked it up and put it in ${h.their} trash bag. "Leave no trace," ${h.they} said. "That means we carry out everything we carry in."`,
          `A friendly hiker waved. "Are you looking for a hat? I think I saw someone pick one up near ${where}!" ${H} gasped. That was good news.`,
          `Every time the wind blew, ${S} looked around, just in case the hat came tumbling back.`,
          `"I hope your hat is having a nice adventure," ${S} said. ${H} laughed. "As long as it comes home in the end."`,
          `${H} asked a friendly volunteer at a trail sign if anyone had handed in a hat. "Not yet," the volunteer said, "but lost hats usually turn up."`,
        )
      }
      break
  }
  return pick(c, lines)
}

/** The paragraphs of the last chapter that resolve the goal. */
export function goalResolution(c: Ctx, goal: Goal): string[] {
  const H = c.hero.name
  const h = c.hero
  const S = c.side.name
  const R = c.ranger.title
  const r = c.ranger
  const a = goal.animal
  const f = goal.feature
  const young = c.young
  const where = f ? f.ref : 'the trail'
  // A goal place a visitor cannot walk up to is seen from afar, and lost things turn up at the visitor center.
  const near = f && f.reachable ? f.ref : 'the visitor center'
  const sighting = a ? pick(c, sightingLines(a, young, H)) : ''
  switch (goal.kind) {
    case 'journal':
      if (young)
        return [
          para(`Then ${S} saw something green on a rock near ${near}. It was the journal!`, `"We found it!" said ${H}.`),
          para(`They took it back to ${R}. ${r.They} gave them a big smile. "Thank you!" ${r.they} said. "You are real helpers." Then ${R} let ${H} write in the journal too.`),
        ]
      return [
        para(
          `And there, on a flat rock beside the path near ${near}, sat a little green notebook. ${H} picked it up carefully and opened the cover. Inside, in neat handwriting, were the words "Field Journal of ${R}."`,
          `"We found it!" ${H} shouted, and ${S} ${c.side.sounded} so happily that a passing hiker laughed.`,
        ),
        para(
          `They hurried back to the visitor center, still staying carefully on the trail. When ${R} saw the green notebook, ${r.their} whole face lit up. "You found it! Thank you, explorers!"`,
          `${r.They} turned to a fresh page and handed ${H} a pencil. "Would you like to add your own notes? Good scientists always share what they see." So ${H} wrote down the animals they had watched that day, and ${S} helped choose every word.`,
        ),
      ]
    case 'sound': {
      const call = a?.call
      if (!call || !a) return goalResolution(c, { ...goal, kind: 'journal' })
      if (young)
        return [
          para(`"${call.noise}" There it was! ${capitalize(a.a)} ${call.reveal}.`, `"It was ${a.a}!" said ${H}. ${S} ${c.side.sounded} with joy.`),
          para(`They told ${R}. "You solved the mystery!" ${R} said.`),
        ]
      return [
        para(
          `Then they heard it once more, very close: "${call.noise}" The sound was coming ${call.from}. ${H} held ${h.their} breath and looked.`,
          `There was ${a.a}! It ${call.reveal}, and out came the sound again: "${call.noise}"`,
          `"It was ${a.the} all along!" ${H} whispered. They watched from far away, quiet as mice, so they would not disturb it.`,
        ),
        para(
          `Back at the visitor center, they told ${R} what they had discovered. "${capitalize(a.the)}!" ${r.they} said, delighted. "You solved the mystery. You used your ears like real scientists."`,
        ),
      ]
    }
    case 'map':
      if (young)
        return [
          para(`At last, they found the spot with the gold star. There it was: ${where}!`, f ? f.about : '', `"${R} was right," said ${H}. "This is the best place!"`),
          para(`Later, they showed the map to ${R}. "Now you know my favorite spot," ${R} said.`),
        ]
      return [
        para(
          `At last, they reached the spot with the best view of ${where}. ${H} unfolded the explorer map one last time. There was the gold star, right where they were standing.`,
          f ? f.about : '',
        ),
        para(
          `${S} ${c.side.sounded} softly. "${R} was right," ${H} whispered. "This is the best place in the whole park."`,
          `Later, they showed the map to ${R}, who smiled. "Now you know my favorite spot. Maybe someday you'll draw a map like this for someone else."`,
        ),
      ]
    case 'count': {
      const target = a ? a.the : 'the special animal'
      const n = Math.max(1, animalsSeen(c, a ? a.name : ''))
      if (young)
        return [
          para(`And then they saw it! ${sighting}`, `${H} wrote it on the list. "We found ${target}!"`),
          para(`${R} read the list. "${capitalize(numberWord(n))} kinds of animals!" ${r.they} said. "Thank you for helping!"`),
        ]
      return [
        para(
          `And then, at last, there it was! ${sighting}`,
          `${H} could hardly breathe. Very carefully, ${h.they} wrote it on the Critter Count card. "We found ${target}!" ${h.they} whispered, and ${S} ${c.side.sounded} softly.`,
        ),
        para(
          `Back at the visitor center, ${R} read the card and beamed. "${capitalize(numberWord(n))} kinds of animals, and ${target} too! Counts like this help us take care of every creature in the park. Thank you, explorers."`,
        ),
      ]
    }
    case 'badge':
      if (young)
        return [
          para(f && !f.reachable ? `They found a spot where they could see ${where}. Check!` : `They visited ${where}. Check!`, `Then they saw something. ${sighting} Check!`),
          para(`${R} gave ${H} a shiny Junior Ranger badge. "You did it!" said ${R}. ${S} cheered the loudest of all.`),
        ]
      return [
        para(
          `Before the day was over, they made it to ${where}.`,
          f ? f.about : '',
          `"Task two, done!" ${H} said, making a big check mark.`,
          a ? `And then, as if it had been waiting for them, there it was. ${sighting} "Task one, done!"` : '',
        ),
        para(
          `At the visitor center, ${H} raised ${h.their} right hand and promised to help protect parks, keep learning about nature and share what ${h.they} had learned.`,
          `${R} pinned a shiny Junior Ranger badge onto ${H}'s shirt. "Congratulations, Junior Ranger ${H}!" ${S} cheered the loudest of all.`,
        ),
      ]
    case 'hat':
      if (young)
        return [para(`At ${where}, ${R} was waiting. ${r.They} held up a hat. It was ${H}'s hat!`, `"A hiker found it," said ${R}. "Here you go!"`, `${H} put it on. "Thank you!"`)]
      return [
        para(
          `When they reached ${near}, ${R} was waiting for them, holding something very familiar: ${H}'s favorite hat! "A kind hiker found it and handed it to me," ${r.they} said.`,
          `${H} put it on and pulled it down snugly. "I'm never letting the wind borrow it again," ${h.they} laughed.`,
        ),
        para(`${S} ${c.side.sounded} happily. They had found the hat, and on the way they had found something even better: a whole day of adventure.`),
      ]
  }
}

/** What the goal taught, for the look back at the end. */
export function goalLesson(goal: Goal): string {
  switch (goal.kind) {
    case 'journal':
      return 'that careful eyes and a kind heart can solve almost any problem'
    case 'sound':
      return 'that quiet, patient listening can solve a mystery'
    case 'map':
      return 'that the journey to a special place is part of the fun'
    case 'count':
      return 'that counting animals from a safe distance helps rangers look after them'
    case 'badge':
      return 'that a Junior Ranger protects parks and keeps on learning'
    case 'hat':
      return 'that we carry out everything we bring into a park'
  }
}

/** Options that pull the story back toward its goal. */
export function goalOptions(c: Ctx, goal: Goal): string[] {
  const f = goal.feature
  switch (goal.kind) {
    case 'journal':
      return ['Look for more clues about the lost journal', f && f.reachable ? `Search for the journal near ${f.ref}` : 'Search the trail for the green journal']
    case 'sound':
      return ['Follow the mystery sound', 'Stop and listen for the mystery sound']
    case 'map':
      return ['Check the map for the next landmark', 'Follow the dotted line on the map']
    case 'count':
      return ['Keep counting animals for the Critter Count', goal.animal ? `Search for ${goal.animal.a} for the count` : 'Look for more animals to count']
    case 'badge':
      return ['Work on the next Junior Ranger task', f && f.reachable ? `Visit ${f.ref} for the Junior Ranger booklet` : 'Check the Junior Ranger booklet']
    case 'hat':
      return ['Keep looking for the runaway hat', f && f.reachable ? `Look for the hat near ${f.ref}` : 'Ask a hiker about the hat']
  }
}
