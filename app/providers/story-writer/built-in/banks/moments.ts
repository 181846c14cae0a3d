/**
 * Small moments that give a chapter its life between the big events: a rest, a game, a kindness, a
 * thing noticed. Each fits certain kinds of places (by habitat or kind); each is a whole paragraph.
 * They are chosen so that no two stories feel the same and no moment comes twice in a story.
 */
import type { Habitat, PlaceKind } from '~/data/places/types'
import { m, mo, o, y, type Line } from '../template'

export interface Moment {
  /** Fits only where one of these habitats is; empty means anywhere outdoors. */
  habitats?: Habitat[]
  kinds?: PlaceKind[]
  /** Not inside caves and visitor centers. */
  outdoors?: boolean
  lines: Line[]
}

export const MOMENTS: Moment[] = [
  {
    outdoors: true,
    lines: [
      y('{S} wanted to keep a [stick|pine cone|pretty stone] from {P}. "Leave it [here|for the park]," said {H}.'),
      m('{S} found a [perfect stick|nice pine cone|speckled stone] at {P}. {H} [shook {his} head|reminded {S} of the rule]. They left it [for the next explorer|right where it was].'),
      o('{S} found a perfect [stick|pine cone|speckled stone] at {P} and carried it proudly until {H} reminded {S} of the rule, take only pictures and leave only footprints, so {S} put it back [exactly where it had been|very gently].'),
      o('{S} found a perfect [stick|stone|pine cone], admired it, and then, without being asked, set it back exactly where it had been. "Leave it for the next explorer," {S} said, which made {H} [absurdly|enormously] proud.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} found [a wrapper|a bottle cap|some trash] at {P}. {He} picked it up.'),
      m('{H} found a [wrapper|bottle cap] by the path at {P}. {He} put it in {his} pocket [for the trash|to throw away later].'),
      o('{H} spotted a crumpled [wrapper|bottle cap] beside the path at {P}, somebody else\'s, and tucked it into {his} pocket to throw away later. {G} gave {him} a thumbs-up.'),
      o('Someone had dropped a [wrapper|bottle cap] at {P}. {H} picked it up and pocketed it, thinking that a park belongs to whoever looks after it.'),
    ],
  },
  {
    habitats: ['canyon', 'rock'],
    lines: [
      y('"Hello, {park}!" called {H}, and the echo called back.'),
      m('{H} called out, "Hello, {park}!" The [rocks|canyon] called back, [softer and softer|again and again]. {S} [laughed|tried it too|chuckled].'),
      o('{H} cupped {his} hands and called, "Hello, {park}!" A moment later, the rocks [called back|answered], fainter and fainter. {S}, delighted, had to try it too[.|, twice.]'),
      o('{H} tried a small, polite "hello" and the rocks of {P} sent it back, fainter and fainter, as if passing it down a long hallway.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('They sat on a [big|flat] rock at {P}. {G} gave out [water|the water bottles].'),
      m('They rested on a [flat|big] rock at {P}. {G} passed the water around from {ghis} {pack}, and nobody talked for a while.'),
      o('They stopped to rest on a flat rock [in the shade|by the path] at {P} while {G} handed out the water bottles, and for a while nobody said anything, which was [nice|lovely].'),
      o('They rested on a warm, flat rock at {P} while {G} passed around the water. It was the kind of rest that makes you notice how far you have come.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{S} looked at the clouds over {P}. "That one looks like a [bear|whale|boot]!"'),
      m('"That one is a [bear|whale|dragon]!" {S} said, pointing up at the clouds over {P}[, and {H} saw it too|, and {H} laughed|].'),
      o('{S} lay back on the [grass|ground] at {P} and looked up at the {daytime} sky. "That cloud looks like a [bear|whale|dragon]," {S} said, "and that one looks like a [giant mitten|teapot|sleepy dog]." {H} laughed, because it really did[.|, a little.]'),
      o('{S} declared that one cloud over {P} looked like a [bear wearing a hat|whale doing a handstand|{G} after a long hike]. {H} squinted and had to admit that it did, a little.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} counted steps to {P}. {He} lost count at [fifty|forty|sixty]!'),
      m('{H} counted steps on the way to {P}. {He} lost count at [ninety|seventy|a hundred] and [laughed|did not mind|chuckled].'),
      o('{H} started counting steps to make the way to {P} go faster, lost count somewhere around [ninety|seventy|a hundred], and decided it did not matter.'),
      o('{H} counted steps for a while, the way you do when your legs are tired, and then forgot to count because {P} kept getting better.'),
    ],
  },
  {
    habitats: ['forest', 'rainforest'],
    lines: [
      y('{H} hugged a big tree at {P}. {His} arms did not reach [around|halfway]!'),
      m('{H} hugged a [big|huge|giant] tree at {P}. {His} arms went only [part of the way|halfway] around the tree.'),
      o('{H} wrapped {his} arms around a [big|huge|giant] trunk at {P}, and {his} fingers did not even get [halfway|close]. "Some [trees|of these trees] here," {G} said, "[have been here longer than anyone|are older than anybody you know|were here before your great-great-grandparents]."'),
      o('{H} pressed a hand flat against a trunk at {P}. The bark was rough and cool, and it felt a little like shaking hands with someone very, very old who lived in {park}.'),
    ],
  },
  {
    habitats: ['forest', 'meadow', 'rainforest', 'wetland'],
    lines: [
      y('A [leaf|yellow leaf] fell at {P}. It spun [round and round|in circles].'),
      m('A [leaf|yellow leaf|small leaf] spun down at {P}, and {S} watched it [land|float down] like it was a [show|magic trick].'),
      o('A leaf spun down in front of them at {P}, turning slow circles all the way to the ground, and {S} watched it land as if it were a [show|ballet|magic trick][.| put on just for them.]'),
      o('A single leaf came spinning down through the still air at {P} and landed on {H}\'s boot, as neat as a message.'),
    ],
  },
  {
    habitats: ['river', 'stream', 'lake', 'waterfall'],
    lines: [
      y('{H} held a hand near the water at {P}. It was [so cold|very cold]!'),
      m('{H} held a hand over the water at {P}. [Cold air|A chill] came up off it. "[Brrr!|So cold!]" said {H}.'),
      o('{H} held a hand just above the water at {P} and felt the cold coming off it. "That\'s melted snow," {G} said. "From way up high."'),
      o('Cold air rose from the water at {P}, and {H} thought about how far it had come, and how far it still had to go.'),
    ],
  },
  {
    habitats: ['beach', 'sea'],
    lines: [
      y('A wave came up the sand at {P}. {S} [ran back|jumped back], fast!'),
      m('A big wave ran up the sand at {P}. {S} [jumped back|scrambled back] just in time.'),
      o('A wave rushed up the sand at {P} farther than the others, and {S} scrambled back just in time, then pretended that had been the plan all along.'),
      o('The waves at {P} kept their own time, each one a little different, and {H} found it impossible to stop watching them.'),
    ],
  },
  {
    habitats: ['desert', 'dunes'],
    lines: [
      y('Their shadows at {P} were [long|tall] and [funny|skinny].'),
      m('Their shadows at {P} were long and [skinny|thin]. {S} did a [silly|wiggly] shadow dance.'),
      o('Their shadows stretched out across the ground at {P}, long and skinny, and {S} did a silly dance just to make a shadow wiggle.'),
      o('Out here there was so little shade that {H} started noticing shadows the way you notice water when you are thirsty.'),
    ],
  },
  {
    habitats: ['dunes'],
    lines: [
      y('{H} ran down the sand at {P}. {S} [rolled|tumbled] down behind.'),
      m('{H} ran down the dune at {P} in big, [floaty|bouncy] steps. {S} [tumbled|rolled] down behind, laughing.'),
      o('{H} ran down the soft side of a dune at {P} in big, floaty steps, and {S} tumbled down after in a shower of sand, laughing all the way.'),
      o('Going down the dune was the reward for going up it: big, leaping, floaty steps, sand pouring over their shoes, and {S} rolling down behind them.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{G} [took a picture|snapped a photo|took a photo] at {P}. {S} made a [funny|silly|goofy] face.'),
      m('{G} [took a picture|snapped a few photos|took a photo] at {P}. {S} made a [silly|goofy|funny] face every time.'),
      o('{G} wanted a picture at {P}. {H} smiled nicely, and {S} made such a ridiculous face that the picture had to be taken [four|five|six] times.'),
      o('{G} took a photo of the three of them at {P}. In every single one, {S} was [doing something ridiculous|making a face], and {H} decided those were the best ones.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('A kid at {P} [waved|smiled|waved both arms|beamed] at {S}. {H} [waved back|smiled back] from under {his} {hat}.'),
      m('A little kid at {P} waved [shyly|at them]. {H} waved back, and {S} [called|shouted] hello.'),
      o('A little kid coming the other way at {P} waved shyly, and {H} waved back while {S} [called out|shouted] a happy hello.'),
      o('They passed a family coming the other way, and everyone said hello, the way people always do on trails and almost never do on sidewalks.'),
    ],
  },
  {
    habitats: ['rock', 'canyon', 'desert', 'volcanic'],
    lines: [
      y('{H} touched the rock at {P}. It was [warm|rough|cool].'),
      m('{H} put a hand on the rock at {P}. The rock at {P} was [warm and rough|warm from the sun|gritty like sandpaper].'),
      o('{H} laid a hand on the rock at {P}, warm from the sun and [rough as a cat\'s tongue|gritty as sandpaper].'),
      o('{H} ran a hand over the rock and felt every grain of it, warm from the sun and older than anything {he} could imagine.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} sniffed the air at {P}. It smelled [good|fresh|like outside].'),
      m('{H} took a [deep|big] breath at {P}. The air smelled [fresh and clean|like sun and plants].'),
      o('{H} took a deep breath, and the air at {P} smelled different from home, [cleaner|fresher] somehow and full of [growing things|sun-warmed plants].'),
      o('{H} breathed in and tried to memorize the smell of {P}, which was not something {he} had ever tried to memorize before.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} and {S} played a [quiet|still|statue] game at {P}. {S} [lost|won]!'),
      m('{H} and {S} played the quiet game at {P}. {S} lasted [seven|nine|eleven] whole seconds!'),
      o('{H} and {S} played the quiet game at {P}, and {S} lasted [eleven|seven|nine] whole seconds, which was a new record.'),
      o('They tried the quiet game at {P}, and in the silence the place began to make its own sounds: {hear}, {hear2}, a far-off call.'),
    ],
  },
  {
    kinds: ['visitor-centre'],
    lines: [
      y('Inside was a big map of {park}. {H} found [where they were|the dot for here|{P} on it].'),
      m('A big map of {park} hung on the wall of {P}. {H} found the "You are here" dot on the map of {park} [right away|and touched it].'),
      o('Inside, a big map on the wall showed all of {park}, and {H} found the little "You are here" dot and pressed a finger to it[.|, as if to make sure.]'),
      o('{H} spent a long time at the big map of {park}, tracing routes with a finger and trying to guess which ones would be the best.'),
    ],
  },
  {
    kinds: ['visitor-centre'],
    lines: [
      y('{H} got a Junior Ranger book for {park}. It had [puzzles|games|animal pictures] [inside|in it]!'),
      m('{H} got a Junior Ranger booklet for {park}. It was full of [puzzles|games] and [questions|pictures].'),
      o('{H} picked up a Junior Ranger booklet for {park}, full of [puzzles and questions|games and questions], and [decided|promised] to fill in every page.'),
      o('{H} [collected|picked up] a Junior Ranger booklet for {park} and flipped through it: [puzzles, questions, a page to draw on|a word search, a map, a page for drawing animals]. A whole second adventure, [folded in half|in {his} back pocket].'),
    ],
  },
  {
    kinds: ['cave'],
    lines: [
      y('It was dark in {P} until the lights came on.'),
      m('It was cool and dark in {P}. Then the lights [came on|lit up the rocks], and shapes [were everywhere|popped out].'),
      o('For a moment everyone stood still in the cool dark of {P}, and then the lights picked out shapes everywhere, like a city made of stone.'),
      o('In the dim light of {P} the shapes seemed to move, and {H} had to remind {himself} that nothing here had moved in a very long time, except one drop at a time.'),
    ],
  },
  {
    kinds: ['historic'],
    lines: [
      y('{H} looked at {P}, where people [lived|worked] long ago.'),
      m('{H} looked at {P} for a long time. People had [lived|worked] here long ago. What were their days like?'),
      o('{H} looked at {P} and tried to imagine the people who had been here long ago, their voices, their footsteps, their ordinary days.'),
      o('It was strange, {H} thought, to stand at {P}, where people had lived ordinary lives long ago, with no idea that kids would come one day to wonder about them.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{S} sat on {H}\'s foot at {P}. "I\'m [tired|so tired]," said {S}.'),
      m('{S} [plopped|flopped] down on {H}\'s feet at {P}. "My legs are tired," {S} said. "[All of them!|Every single one!|Even the ones I don\'t use!]"'),
      o('{S} flopped down on {H}\'s feet at {P} and said, "My legs are tired, all of them," so {H} laughed and let {S} rest.'),
      o('{S} flopped down and announced that a short rest was needed, and possibly a speech of encouragement.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} saw a [shiny|tiny] [green|black] bug at {P}.'),
      m('{H} crouched at {P} to watch a [tiny|little] beetle. It climbed up a blade of grass and [down again|back down].'),
      o('{H} crouched at {P} to watch a tiny beetle climbing a blade of grass, up and down, as if it had lost something.'),
      o('{H} watched an ant haul a crumb [three|four] times its size over a [pebble|twig], and felt a sudden, enormous respect for it.'),
    ],
  },
  {
    habitats: ['alpine', 'tundra', 'meadow'],
    lines: [
      y('Little flowers grew at {P}. They were [pink and white|yellow and purple].'),
      m('Tiny flowers grew all over {P}. {H} [stepped around them|was careful] not to squash [a single one|any].'),
      o('Tiny flowers grew everywhere at {P}, [pink and white and blue|yellow and purple], and {H} was careful not to step on [a single one|any of them].'),
      o('The flowers at {P} were tiny and fierce, growing wherever they could find a little shelter from the wind.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} sang a song about {park}. {S} [sang along|sang too].'),
      m('{H} hummed a walking song about {park}. {S} [sang along|joined in], a little off key.'),
      o('{H} hummed a walking song about {park}, and {S} joined in, a little off key, which made it [better|even better].'),
      o('{H} hummed under {his} breath without noticing, the way you do when you are happy and not thinking about it.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{S} tripped on a [root|rock] at {P}. {S} was [okay|fine].'),
      m('{S} tripped over a [root|rock] at {P} and rolled once. "I meant to do that," {S} said.'),
      o('{S} tripped over a [root|rock] at {P}, rolled once, and sat up saying, "I meant to do that," which nobody believed.'),
      o('{S} stumbled, recovered, and then looked around with great dignity to make sure nobody had noticed. Everybody at {P} had.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} made a frame with {his} hands. {P.cap} fit right [in it|inside].'),
      m('{H} made a frame with {his} fingers. {He} looked at {P} through it, like a [photographer|camera].'),
      o('{H} made a frame with {his} fingers and looked at {P} through it, like a photographer choosing a picture.'),
      o('{H} made a square with {his} fingers and framed {P} in it, deciding which part {he} would keep if {he} could only keep one.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{S} named a rock at {P}. {S} called it [Bob|Gus|Lulu].'),
      m('{S} named a rock at {P} [Bob|Gus|Lulu|Pebbles]. It looked like a sleeping [dog|cat|turtle|pig].'),
      o('{S} decided that one rock at {P} looked exactly like a sleeping [dog|cat|turtle], and named it [Bob|Gus|Lulu]. {H} said hello to it, just in case.'),
      o('{S} named a particularly grumpy-looking rock [Gerald|Bartholomew] and insisted on saying goodbye to it when they left.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('The wind at {P} blew {H}\'s hair. {He} [laughed|giggled|chuckled|snorted with laughter].'),
      m('The wind at {P} flipped {H}\'s {hat}. {S} [chased it|ran after it].'),
      o('A gust of wind came across {P}, flipped {H}\'s {hat} off and sent {S} hurrying after it.'),
      o('The wind at {P} kept trying to steal {H}\'s hat, and after the third try {H} took it off and held it, which felt like losing an argument with the weather.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{H} took a [big|deep] breath at {P}. "I love {park}," {he} said.'),
      m('{H} stood still at {P} and just breathed. "I love this place," {he} [said|whispered].'),
      o('{H} stood still for a moment at {P} and just breathed. "I love this place," {he} said to nobody in particular[.|, and meant it.]'),
      o('There was a moment at {P} when nobody needed to say anything, and {H} noticed it, and was glad {he} had.'),
    ],
  },
  {
    outdoors: true,
    lines: [
      y('{G} pointed at the sky over {P}. "Look how [blue|big] it is!"'),
      m('{G} looked up at the sky over {P}. It was [so blue|so big] out here.'),
      o('{G} stopped at {P} and tipped {ghis} head back to look at the sky, which was [bigger|bluer] out here than at home, somehow.'),
      o('The sky over {P} was so big and so clear that {H} felt a little dizzy looking up into it.'),
    ],
  },
  {
    kinds: ['visitor-centre'],
    lines: [
      y('{H} looked at the animal pictures at {P}. {He} found {a A} [right away|on the wall].'),
      y('There was a big window at {P}. {H} pressed {his} nose to it. [What a view!|So much park!]'),
      m('A family at {P} was planning their day out loud, and {S} listened in like one of the family.'),
      m('{H} found a case of rocks and bones at {P} and read every label, [twice|slowly].'),
      o('{P} was full of the quiet, busy sound of people planning their day: maps rustling, boots on the floor, a ranger answering the same question for the fortieth time with a smile.'),
      o('{H} stood at the big window of {P} and tried to match what was outside to the map in {his} hands.'),
    ],
  },
  {
    kinds: ['visitor-centre'],
    lines: [
      y('A model of {park} sat on a table at {P}. {H} found the road they came in on.'),
      y('{S} looked at the books at {P}. One had {a A} on the cover!'),
      m('A raised model of {park} sat on a table at {P}, and {H} ran a finger along the tiny mountains and valleys.'),
      m('{G} stopped at the water fountain at {P} to fill {ghis} {pack} bottles, and everyone had a long drink.'),
      o('A raised model of {park} sat in the middle of {P}, and {H} traced the way they had come with one finger, surprised at how small it looked.'),
      o('{G} refilled every water bottle at {P} with the seriousness of someone who knew what the afternoon would be like.'),
    ],
  },
  {
    kinds: ['visitor-centre'],
    lines: [
      y('A short film about {park} played at {P}. {S} [watched it all|did not blink].'),
      y('A junior ranger sign at {P} said "Be a Junior Ranger!" {H} [wanted to|said yes].'),
      m('At {P}, {H} stamped the date into {his} notebook with the park stamp. {S} wanted a stamp too, [on a paw|on the nose].'),
      o('{H} found the park stamp at {P} and pressed it into {his} notebook with great care, then added the date underneath, just to make it official.'),
      m('A ranger at {P} was showing a group of kids a real animal skull, and {H} and {S} squeezed in to see.'),
      o('At one end of {P}, a ranger was holding up an animal skull for a group of kids, and {H} edged closer to hear how [you can tell what an animal ate from its teeth|teeth tell you whether an animal eats plants or meat].'),
    ],
  },
  {
    kinds: ['cave'],
    lines: [
      y('{H} whispered in {P}. The whisper came back! [Echo!|Hello, echo!]'),
      y('It was cool in {P}. {H} zipped up {his} [jacket|sweater].'),
      y('{H} held the rail in {P}. The path went [down and down|up and down].'),
      y('{S} looked up at the roof of {P}. It was [so high|very far up]!'),
      y('Lights glowed along the path in {P}. {H} [walked slowly|stayed close].'),
      m('{H} ran a finger along the cool handrail in {P} and tried to imagine how long the cave had been waiting down here.'),
      m('{H} whispered "hello" in {P}, and the cave whispered it back, softer and softer.'),
      m('The air in {P} was cool even on a hot day, and {S} [shivered happily|tucked in close].'),
      o('{H} whispered a single word into {P} and listened to the cave hand it back, smaller each time, as if passing it down a very long hall.'),
    ],
  },
  {
    kinds: ['cave'],
    lines: [
      y('Drip, drop. A drop of water fell in {P}. {S} [jumped|looked up].'),
      y('The rocks in {P} looked like [icicles|curtains|frozen waterfalls].'),
      m('Stone shapes hung from the ceiling of {P} like [icicles|curtains], made one drop at a time.'),
      m('A drop of water fell somewhere in {P}, and the tiny sound seemed to go on for a long time.'),
      o('The stone in {P} had been shaped so slowly, one drop at a time, that {H} found {himself} holding {his} breath as if a breath might spoil it.'),
    ],
  },
  {
    kinds: ['cave'],
    lines: [
      y('{H} held {G}\'s hand on the steps in {P}. [Step, step.|One step at a time.]'),
      m('The path through {P} went down some steps, and {H} held the rail all the way.'),
      o('The path through {P} wound down and around, and every turn opened onto a room nobody would believe without seeing it.'),
    ],
  },
]

/** Coming back to a place already seen earlier in the story. */
export const REVISIT: Line[] = [
  y('They were back at {P}.'),
  y('Here they were again, at {P}.'),
  mo('They were back at {P}, and it looked [different now|a little different], the way places do when you come back to them.'),
  mo('It felt funny to be back at {P}. It felt like an old friend now.'),
  o('{P.cap} looked different the second time, as places do when you know them a little.'),
]

/** Staying where they are to look, listen or ask. */
export const STAY: Line[] = [
  y('They stayed at {P} a little longer.'),
  y('{H} was not ready to leave {P} yet.'),
  mo('They stayed right where they were, at {P}[.|, and waited.]'),
  mo('There was more to {P} than a quick look, so they stayed.'),
  o('They stayed at {P}, because some places only show you things if you wait.'),
  o('{H} decided {P} deserved more than a passing glance.'),
]
