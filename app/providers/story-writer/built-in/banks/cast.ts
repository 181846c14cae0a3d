/**
 * How the people and animals of a story sound and move. Slots: {H} hero, {he}/{his}/{him} hero
 * pronouns, {S} sidekick, {S.body}, {S.tail}, {S.noise}, {R} ranger, {rhe}/{rhis}, {G} grown-up,
 * {ghe}/{ghis}, {C} the child who joins, {P} the place, {park}. Everything is past tense outside quotes.
 */
import type { SidekickShape } from '~/data/sidekicks'
import { m, mo, o, y, ymo, type Line } from '../template'

export interface HeroLines {
  intro: Line[]
  notice: Line[]
  brave: Line[]
  think: Line[]
  joy: Line[]
}

export const HEROES: Record<string, HeroLines> = {
  Maya: {
    intro: [
      y('{H} had a map in {his} pocket. {He} liked to know the way.'),
      y('{H} held the park map. {He} checked it twice.'),
      mo('{H} had the park map unfolded before {hewas} even out of the car, one finger already tracing the trails.'),
      mo('{H} wore {his} compass on a string around {his} neck, the way some people wear a lucky charm.'),
      o('{H} liked a plan. Not a strict plan, just the kind where you know which way is north before you start walking.'),
    ],
    notice: [
      y('{H} looked at the map. "We are right here," {he} said.'),
      mo('{H} checked the map and turned it until it matched the land around {P}. "Okay," {he} said. "Now I know where we are in {park}."'),
      mo('{H} ran a finger along the map. "If it went that way," {he} said slowly, "it has to come out here."'),
      o('{H} found their spot on the map and did the sums in {his} head: how far, how steep, how long before the light changed.'),
    ],
    brave: [
      y('"We can figure this out together," said {H}.'),
      mo('{H} took a slow breath. "We can figure this out together," {he} said, and somehow saying it out loud made it true.'),
      o('{H} felt the worry flutter in {his} stomach and decided, very firmly, to ignore it. "One step at a time," {he} said.'),
    ],
    think: [
      o('{H} found {himself} wishing every problem came with a legend in the corner that told you what the symbols meant.'),
      o('{H} thought that maps were a kind of promise: somebody had walked here before and come back to draw it.'),
    ],
    joy: [
      y('{H} hugged the map to {his} chest.'),
      mo('{H} drew a tiny star on {his} map, right on {P}, so {he} would never forget it.'),
    ],
  },
  Amara: {
    intro: [
      y('{H} had a magnifying glass[.| in {his} pocket.] {He} liked to ask why[.| about everything.]'),
      y('{H} had a notebook full of questions.'),
      mo('{H} had a magnifying glass in one pocket and a notebook full of questions in the other, and both were already out.'),
      mo('{H} had three new questions written down before they had even left the parking lot.'),
      o('{H} believed that every rock, leaf and feather was a clue to something, and that a good scientist never walked past a clue.'),
    ],
    notice: [
      y('{H} looked through {his} magnifying glass. "Look at this!"'),
      mo('{H} knelt down with {his} magnifying glass. "Look," {he} whispered. "Look how sharp the edges are. This is [new|fresh]."'),
      mo('"I have a hypothesis," {H} said, tapping {his} notebook with {his} pencil.'),
      o('{H} crouched, magnifying glass out, and studied it the way a detective studies a footprint: size, shape, which way it pointed.'),
    ],
    brave: [
      y('"Let\'s find out why," said {H}.'),
      mo('{H} squared {his} shoulders. "Scientists don\'t give up after one try," {he} said. "They try again, more carefully."'),
      o('{H} told {himself} that being a little scared was just another thing to observe, and wrote it down to prove it.'),
    ],
    think: [
      o('{H} loved that the answer to one question always came with two new questions tucked inside it.'),
      o('{H} thought it was amazing that people could live their whole lives and never once look closely at a lichen.'),
    ],
    joy: [
      y('{H} wrote it all down in {his} notebook[.| at {P}.]'),
      mo('{H} wrote the answer in {his} notebook in big letters and underlined it twice.'),
    ],
  },
  Ravi: {
    intro: [
      y('{H} liked to make people laugh.'),
      y('{H} made up a silly song in the car.'),
      mo('{H} had made up a silly song about the drive, and by the time they arrived, everyone knew the chorus.'),
      mo('{H} could find something funny on any trail, even a muddy one, and {he} usually did.'),
      o('{H} had a theory that no hike was so long that a good joke could not make it shorter.'),
    ],
    notice: [
      y('{H} stopped singing. "Wait. Do you see that?" {he} [whispered|said].'),
      mo('For once, {H} stopped joking. "Okay, serious face," {he} whispered. "Look over there."'),
      mo('{H} pointed. "Either that is a clue," {he} said, "or a very sleepy potato."'),
      o('{H} noticed it only because {he} had stopped to do a dramatic pose on a rock, which, {he} pointed out, proved that dramatic poses were useful.'),
    ],
    brave: [
      y('{H} made a funny face. Everyone laughed. They felt better.'),
      mo('{H} started a silly marching song, and soon everyone\'s feet were keeping time and nobody felt quite so worried.'),
      o('{H} made a joke, mostly for {himself}, because a joke was easier to carry than a worry.'),
    ],
    think: [
      o('{H} decided this would make an excellent story later, especially if {he} made it sound a little more dangerous than it was.'),
      o('{H} wondered whether animals thought humans were funny, and decided that they probably did.'),
    ],
    joy: [
      y('{H} did a happy dance.'),
      mo('{H} made up a brand-new verse for {his} song on the spot, all about the best day ever.'),
    ],
  },
  Sofia: {
    intro: [
      y('{H} had a sketchbook and colored pencils.'),
      y('{H} liked to draw everything {he} saw.'),
      mo('{H} had {his} sketchbook open on {his} knees, already drawing the shapes of the hills.'),
      mo('{H} noticed colors that other people walked right past, and {he} had a pencil for almost all of them.'),
      o('{H} was always looking for the right color, and the park was already giving {him} more colors than {his} pencil case held.'),
    ],
    notice: [
      y('{H} stopped drawing. "Look at that shape!"'),
      mo('{H} looked up from {his} sketchbook. "That shape," {he} said. "That wasn\'t there before."'),
      mo('Because {H} was drawing, {hewas} looking carefully, and because {hewas} looking carefully, {he} saw it first.'),
      o('{H} had been shading a rock for ten minutes, which was exactly why {he} noticed the tiny thing nobody else did.'),
    ],
    brave: [
      y('"I\'ll draw it so we remember," said {H}.'),
      mo('"We\'re okay," {H} said. "I\'ll draw this part too, so we remember how brave we were."'),
      o('{H} held {his} pencil tight, the way some people hold a hand, and felt steadier.'),
    ],
    think: [
      o('{H} tried to remember the exact color of the light, because {he} knew no pencil would ever get it quite right.'),
      o('{H} thought that a drawing was a way of saying thank you to a place.'),
    ],
    joy: [
      y('{H} drew a picture of it right away.'),
      mo('{H} drew it fast, before the moment could get away, and then drew a tiny {S} in the corner.'),
    ],
  },
  Kai: {
    intro: [
      y('{H} wanted to be a ranger one day.'),
      y('{H} packed extra water. {He} always did.'),
      mo('{H} had packed extra water, a first-aid kit and a whistle, because that was what a good ranger would do.'),
      mo('{H} already knew the rules of the trail by heart and liked to say them out loud, just in case.'),
      o('{H} wanted to be a ranger someday, so {he} watched real rangers the way other kids watch their favorite players.'),
    ],
    notice: [
      y('{H} held out an arm. "Wait. Look."'),
      mo('{H} held out an arm so everyone stopped. "Slowly," {he} said quietly. "Look there."'),
      mo('{H} remembered something from a ranger talk and crouched down to check.'),
      o('{H} scanned the ground the way {he} had seen rangers do it, slowly, in sections, not skipping anything.'),
    ],
    brave: [
      y('"Stay together, team," said {H}.'),
      mo('"Stay together, team," {H} said, and {his} voice sounded calmer than {he} felt.'),
      o('{H} remembered that rangers get nervous too; the difference is that they make a plan anyway.'),
    ],
    think: [
      o('{H} wondered what it would be like to wear the hat for real and be the person everyone asked.'),
      o('{H} decided that being careful was not the opposite of being brave. It was the way brave people stayed brave.'),
    ],
    joy: [
      y('{H} stood up tall, just like a ranger.'),
      mo('{H} grinned so wide {his} cheeks hurt[.| at {P}.] A real ranger [would have been proud|could not have done better].'),
    ],
  },
  Finn: {
    intro: [
      y('{H} was quiet. {He} noticed small things.'),
      y('{H} liked tiny tracks and beetles.'),
      mo('{H} didn\'t say much, but {he} noticed everything: a beetle under a leaf, a feather on a rock, a track in the mud.'),
      mo('{H} walked slowly on purpose, because the best things were usually small and easy to miss.'),
      o('{H} had learned that if you stay quiet long enough, a place starts to tell you things.'),
    ],
    notice: [
      y('"Shh," said {H}. "Look down."'),
      mo('{H} touched {S}\'s shoulder and pointed without a word.'),
      mo('"Shh... listen," {H} said softly, and everyone went still.'),
      o('{H} saw it because {hewas} looking at the ground while everyone else was looking at the view.'),
    ],
    brave: [
      y('{H} held {S}\'s paw. "It\'s okay."'),
      mo('{H} didn\'t say anything. {He} just stood next to {S}, and that was enough.'),
      o('{H} was scared too, but {he} noticed that {S} was more scared, and somehow that made {him} brave.'),
    ],
    think: [
      o('{H} thought that quiet was not empty at all. It was full of small sounds you only hear when you stop making your own.'),
      o('{H} liked this part best: when nobody talked and the place did all the talking.'),
    ],
    joy: [
      y('{H} smiled a big, quiet smile.'),
      mo('{H} smiled the slow, quiet smile that only came out on very good [days|days like this one].'),
    ],
  },
  Sam: {
    intro: [
      y('{H} had string and tape. {He} could fix [things|almost anything].'),
      y('{H} liked to build things.'),
      mo('{H} had string, tape and a small notebook of ideas, and {hewas} already thinking about what to build.'),
      mo('{H} could solve almost anything with a little string and a good idea, and {he} had plenty of both.'),
      o('{H} saw the world as a set of puzzles, and puzzles as things that were just waiting for the right gadget.'),
    ],
    notice: [
      y('"I have an idea!" said {H}.'),
      mo('"I have an idea," {H} said, and pulled a piece of string out of {his} pocket to measure it.'),
      mo('{H} tilted {his} head. "If we look at it from a different angle," {he} said, "we might see something new."'),
      o('{H} made a little viewing tube out of a rolled-up page and some tape, and through it, the clue jumped right out.'),
    ],
    brave: [
      y('"Let\'s try again," said {H}.'),
      mo('"If at first it doesn\'t work, try, try again," {H} said, and smiled like {he} meant it.'),
      o('{H} treated the problem like a broken gadget: look at it calmly, find the part that is stuck, and fix that part first.'),
    ],
    think: [
      o('{H} began sketching a gadget in {his} head that would make this easier next time.'),
      o('{H} thought nature was the best inventor of all; nothing here had needed tape.'),
    ],
    joy: [
      y('{H} cheered and spun around.'),
      mo('{H} made a note in the idea book: "[Best day.|{park}: best day.] No gadget needed."'),
    ],
  },
  Hana: {
    intro: [
      y('{H} loved to explore. {Hewas} full of energy.'),
      y('{H} wanted to see what was around the bend.'),
      mo('{H} was already bouncing on {his} toes, wanting to know what was around the next bend.'),
      mo('{H} loved a challenge, but {he} had learned that the best explorers wait for their friends.'),
      o('{H} had energy the way some people have freckles: all over and impossible to hide.'),
    ],
    notice: [
      y('{H} ran ahead. Then {he} stopped. "Come see!"'),
      mo('{H} was a few steps ahead, as usual, and turned around with wide eyes. "Come see this!"'),
      mo('{H} scrambled up onto a rock for a better look, then waved everyone over.'),
      o('{H} had gone ahead to check the next bend, just a little way, and came back fast with news.'),
    ],
    brave: [
      y('"Nobody gets left behind," said {H}.'),
      mo('"Nobody gets left behind on my team," {H} said, and slowed right down to walk beside {S}.'),
      o('{H} wanted to rush, the way {he} always did, and instead {he} made {himself} slow down, which was harder.'),
    ],
    think: [
      o('{H} realized that waiting was a kind of adventure too, just a quieter one.'),
      o('{H} wondered how many bends there were in the whole park, and whether a person could ever see them all.'),
    ],
    joy: [
      y('{H} jumped up and down.'),
      mo('{H} whooped, then clapped a hand over {his} mouth and whooped again, more quietly.'),
    ],
  },
  Mateo: {
    intro: [
      y('{H} loved stories about old times.'),
      y('{H} liked to ask about the past.'),
      mo('{H} loved to learn the true story behind a place, and {he} always had a question ready for a ranger.'),
      mo('{H} believed every mountain and river had a story worth hearing, and {he} meant to hear this one.'),
      o('{H} collected stories the way other kids collect stones, and {he} had a feeling this place had a good one.'),
    ],
    notice: [
      y('"Look," said {H}. "Someone was here[.|, and not long ago.]"'),
      mo('{H} stopped. "Someone was here before us," {he} said. "Look."'),
      mo('"Imagine who walked this way long ago," {H} said, and then stopped, because {he} had spotted something.'),
      o('{H} read the place the way {he} read a story, looking for what had happened just before the page began.'),
    ],
    brave: [
      y('"Every good story has a [hard part|tricky part]," said {H}.'),
      mo('"Every good story has a hard part," {H} said. "This is ours. The good part comes next."'),
      o('{H} told {himself} that one day this would be the exciting middle of a story {he} told around a campfire.'),
    ],
    think: [
      o('{H} thought about all the people who had stood right here over hundreds of years, and felt less alone.'),
      o('{H} was already deciding how {he} would tell this part of the story later.'),
    ],
    joy: [
      y('"What a [story|day]!" [said|cried] {H}.'),
      mo('"Now THAT," {H} said, "is a story worth telling."'),
    ],
  },
  Nia: {
    intro: [
      y('{H} loved birds. {He} had binoculars.'),
      y('{H} could name birds by their songs.'),
      mo('{H} had {his} binoculars around {his} neck and a pocket guide to birds in {his} hand.'),
      mo('{H} could name many birds just by their songs, and {hewas} already listening.'),
      o('{H} had a list of birds {he} hoped to see, written in the back of {his} guide in very small letters.'),
    ],
    notice: [
      y('"Binoculars up!" said {H}.'),
      mo('"Binoculars up, everyone," {H} whispered, and lifted {his} own.'),
      mo('{H} held up a hand. "Hear that?" {he} whispered[.| at {P}.]'),
      o('{H} heard it before {he} saw it, which was how {he} noticed most things worth noticing.'),
    ],
    brave: [
      y('"Let\'s be quiet and still," said {H}.'),
      mo('"Let\'s just be still for a minute," {H} said. "Everything is easier when you stop and listen."'),
      o('{H} did what {he} did when a bird would not show itself: slowed {his} breathing and waited.'),
    ],
    think: [
      o('{H} thought that every place had its own music, and that you had to stay long enough to hear the whole song.'),
      o('{H} wondered what the birds made of all these people, and hoped they did not mind too much.'),
    ],
    joy: [
      y('{H} squeezed {his} binoculars tight.'),
      mo('{H} wrote it in the back of {his} guide and drew a little check mark next to it.'),
    ],
  },
}

/** For a hero the banks do not know yet. */
export const GENERIC_HERO: HeroLines = {
  intro: [y('{H} was ready to explore.'), mo('{H} was ready for a real adventure and had been ready since breakfast.')],
  notice: [y('{H} stopped. "Look!"'), mo('{H} stopped and pointed. "Look over there," {he} whispered.')],
  brave: [y('"We can do this," said {H}.'), mo('"We can do this," {H} said, and took the first step.')],
  think: [o('{H} thought that this was exactly the kind of day {he} would remember.')],
  joy: [y('{H} cheered.'), mo('{H} grinned from ear to ear.')],
}

export interface SidekickLines {
  intro: Line[]
  /** Verb phrases in the past tense for each kind of ground, e.g. "trotted ahead". */
  move: Record<'water' | 'rock' | 'forest' | 'open' | 'inside' | 'path', string[]>
  react: Line[]
  ride: Line[]
  worry: Line[]
  cheer: Line[]
  joke: Line[]
}

export const SIDEKICKS: Record<SidekickShape, SidekickLines> = {
  fox: {
    intro: [
      y('{S} the fox was there too. {S} loved games.'),
      y('{S} the red fox trotted beside {H}.'),
      mo('{S}, a playful red fox, trotted along beside {H}, pouncing on every leaf that dared to move.'),
      mo('{S} the fox was already turning the morning into a game, bouncing ahead and circling back.'),
    ],
    move: {
      water: ['trotted along the edge of the water', 'padded along the bank', 'sniffed along the shore'],
      rock: ['sprang from rock to rock', 'trotted along the rocks', 'picked a neat path over the stones'],
      forest: ['trotted under the trees', 'bounded ahead through the ferns', 'pounced on a pine cone'],
      open: ['trotted ahead, tail held high', 'bounded through the grass', 'zigzagged ahead, nose down'],
      inside: ['padded along at {H}\'s heels', 'trotted close to {H}'],
      path: ['trotted ahead along the path', 'padded along at {H}\'s heels', 'trotted back and forth, checking everything'],
    },
    react: [
      ymo('{S}\'s ears pricked up [at once|toward {P}].'),
      ymo('{S}\'s bushy tail [swished|twitched] [happily|back and forth].'),
      mo('{S} froze, one paw lifted, ears pointed [forward|toward the sound].'),
      mo('{S} sniffed the air at {P} and gave a small, [excited|curious] yip.'),
      o('{S} went very still in the way foxes do when something interesting happens, every part of {S} pointing the same way.'),
     y('{S}\'s ears turned toward {P}. [Swish went the tail.|Pounce!]'), m('{S} pounced on a [leaf|shadow|pine needle] at {P} and looked very pleased about it.'), m('{S} trotted a little circle around {H}, sniffing {P} from every side.'), o('{S} sat down at {P}, wrapped that bushy tail around both paws and watched everything with bright, clever eyes.'),],
    ride: [ymo('{S} curled up on {H}\'s lap like a warm red scarf.'), mo('{S} pressed a black nose to the window the whole way.')],
    worry: [y('{S} pressed close to {H}\'s legs.'), mo('{S}\'s tail drooped, and {S} pressed close against {H}\'s legs.')],
    cheer: [y('"Tag, you\'re brave!" {S} yipped.'), mo('"Bet I can be braver than you!" {S} yipped, and suddenly it was a game instead of a worry.'), y('"We are a good team!" {S} yipped at {P}.'), m('"Foxes never give up," {S} said, "and neither do we. Especially not in {park}."'),],
    joke: [mo('"I bet I could spot it first," {S} said, nose twitching. "Loser has to walk like a crab."'), ymo('"Ooh, a game!" {S} yipped.'), y('"Race you to {P}!" {S} yipped. [{S} won.|{H} won!]'), m('"If I were a ranger," {S} said, "I would give {park} a gold star. Two gold stars."'), m('{S} spun in circles at {P}, chasing a bushy tail that was always one jump ahead, and pretended it had been a stretch.'), o('{S} announced that foxes had excellent taste in parks, and that {park} had passed the fox test with flying colors.'),],
  },
  owl: {
    intro: [
      y('{S} the owl rode on {H}\'s shoulder.'),
      y('{S} was a wise old owl. {S} blinked slowly.'),
      mo('{S}, a great horned owl, rode on {H}\'s shoulder, blinking slowly at the bright day like someone who had stayed up far too late.'),
      mo('{S} the owl swiveled that round head almost all the way around to take in the view, which still startled people.'),
    ],
    move: {
      water: ['glided low over the water', 'flew from post to post', 'settled on a branch above the bank'],
      rock: ['flew ahead to a high rock', 'glided down to a ledge', 'perched on a boulder to wait'],
      forest: ['flew silently from branch to branch', 'glided between the trees', 'perched on a low branch'],
      open: ['flapped ahead and circled back', 'glided low over the ground', 'rode on {H}\'s shoulder'],
      inside: ['rode on {H}\'s shoulder', 'sat very still on {H}\'s shoulder'],
      path: ['rode on {H}\'s shoulder', 'flew ahead to the next signpost', 'glided from perch to perch'],
    },
    react: [
      ymo('{S}\'s head turned almost all the way around[, then back| to look at {P}].'),
      ymo('{S}\'s feathers puffed up [a little|with interest] at {P}.'),
      mo('{S} blinked once, slowly, which for an owl means "interesting."'),
      mo('{S} shifted from one foot to the other on {H}\'s shoulder and [hooted softly|gave a low hoot].'),
      o('{S} peered at everything with the calm, round-eyed look of an owl who has seen a great deal and would still like to see a bit more.'),
     y('{S} blinked at {P}. [Once.|Twice.|Slowly.]'), m('{S} turned that round head to look at {P}, then turned it back, very pleased with the view.'), m('{S} ruffled every feather and settled down again on {H}\'s shoulder.'), o('{S} studied {P} with the patient air of an owl who had decided to be impressed but would not say so yet.'),],
    ride: [ymo('{S} sat on {H}\'s knee and dozed.'), mo('{S} perched on the seat back, eyes half closed, pretending not to enjoy the ride.')],
    worry: [y('{S} fluffed up into a round, worried ball.'), mo('{S} fluffed up to twice the usual size, which is what owls do when they are nervous.')],
    cheer: [y('"Let us think this through," {S} hooted.'), mo('"Hoo-hoo, let us think this through," {S} said. "A calm mind finds the path."'), y('"Wise explorers go slowly," hooted {S}.'), m('"Every owl knows," {S} said, "that the quiet way is the brave way." They went on, quietly.'),],
    joke: [mo('"Owls are not built for mornings," {S} muttered.'), mo('"In my experience," {S} said, "the answer is usually where you have not looked yet."'), y('"Who? Who is having fun at {P}? Me!" hooted {S}.'), m('"In daylight," {S} said, squinting at {P}, "everything is much too bright and much too interesting."'), m('"I would take a nap," {S} said, "but {park} keeps doing interesting things."'), o('{S} remarked that most owls would have slept through {park} entirely, and that most owls did not know what they were missing.'),],
  },
  bear: {
    intro: [
      y('{S} the bear came too. {S} was big and gentle[.| and liked {park} already.]'),
      y('{S} was a gentle black bear.'),
      mo('{S}, a gentle black bear, ambled along behind {H}, sniffing the air for anything that might be a berry.'),
      mo('{S} the bear took slow, steady steps and never seemed to be in a hurry, which made everyone feel calmer.'),
    ],
    move: {
      water: ['ambled along the bank', 'waded a little way into the shallows', 'lumbered along the shore'],
      rock: ['climbed carefully over the rocks', 'lumbered up the slope', 'picked a slow way over the stones'],
      forest: ['ambled between the trees', 'padded softly over the pine needles', 'lumbered along behind'],
      open: ['ambled along, sniffing the air', 'padded along slow and steady', 'lumbered along beside {H}'],
      inside: ['padded along very carefully', 'kept both elbows tucked in so as not to bump anything'],
      path: ['ambled along the path', 'padded along slow and steady', 'lumbered along at the back'],
    },
    react: [
      ymo('{S}\'s round ears [twitched|turned] [at {P}|this way].'),
      ymo('{S} sniffed the air [at {P}|all around].'),
      mo('{S} lifted a black nose and sniffed the breeze thoughtfully.'),
      mo('{S} sat down with a happy huff and looked around {P}.'),
      o('{S} took a long, slow look around {P}, the way a bear does when it is in no hurry whatsoever.'),
     y('{S} sniffed {P}. [Sniff, sniff.|Mmm.]'), m('{S} sat down with a soft thump at {P} and looked around, rumbling happily.'), m('{S}\'s round ears turned toward {P}, and {S} gave a low, pleased huff.'), o('{S} rocked gently from paw to paw at {P}, the way a bear does when everything is exactly as it should be.'),],
    ride: [ymo('{S} squeezed into a seat and sighed happily.'), mo('{S} took up a whole seat and looked out the window, rumbling softly.')],
    worry: [y('{S} covered both eyes with big paws.'), mo('{S} sat down heavily and put both paws over both eyes. "I\'ll just wait here," {S} said.')],
    cheer: [y('"It\'s okay to be nervous. I\'m right here," said {S}[.|, very close.]'), mo('"It\'s okay to feel a little nervous," {S} rumbled. "I\'m right here. Slow and steady, friends."'), y('"Big paws, brave hearts," said {S} at {P}.'), m('"Slow and steady," {S} rumbled. "That\'s how bears get anywhere worth getting."'),],
    joke: [mo('"Mmm, is that a berry bush I smell?" {S} asked hopefully.'), mo('"Real bears like their space," {S} said at {P}. "I like snacks. That\'s the difference[.|, and it is a big one.]"'), y('"Is there honey at {P}?" asked {S}. "No," said {H}. [{S} sighed.|{S} looked sad.]'), m('"Bears nap a lot," {S} said, yawning at {P}. "It\'s called research."'), m('{S} sniffed the air at {P}. "I smell {snack}," {S} said. {G} [laughed|sighed|chuckled|let out a long breath] and shared.'), o('{S} explained, with great dignity, that a bear\'s stomach is a kind of compass, and that it was pointing firmly at {snack}.'),],
  },
  raccoon: {
    intro: [
      y('{S} the raccoon came too. {S} wanted to look at everything.'),
      y('{S} was a curious raccoon with busy paws.'),
      mo('{S}, a curious raccoon, wanted to peek under every rock and into every hollow log, and said so often.'),
      mo('{S} the raccoon rubbed two little paws together. "Ooh," {S} said. "A mystery day. I can feel it."'),
    ],
    move: {
      water: ['scurried along the bank', 'dabbled little paws in the shallows', 'waddled along the water\'s edge'],
      rock: ['scrambled over the rocks', 'climbed up for a better look', 'scurried from rock to rock'],
      forest: ['scurried along a fallen log', 'peeked into a hollow stump', 'climbed a little way up a tree'],
      open: ['scurried ahead, peeking at everything', 'waddled along beside {H}', 'trotted ahead, striped tail up'],
      inside: ['kept both paws still, with great effort', 'scurried along beside {H}'],
      path: ['scurried ahead', 'waddled along the path', 'peeked behind every signpost'],
    },
    react: [
      ymo('{S}\'s little paws [twitched|wiggled].'),
      ymo('{S}\'s striped tail [swished|curled].'),
      mo('{S} stood up on both back legs to see [better|{P} better].'),
      mo('{S} peeked under a [rock|leaf] at {P}, just to check. Nothing there. {S} looked disappointed.'),
      o('{S} looked around {P} with the bright, busy look of a raccoon who suspects there is a secret somewhere nearby.'),
     y('{S} peeked under a leaf at {P}. [Nothing there.|Just a bug.]'), m('{S} rubbed two little paws together at {P}, the way raccoons do when they smell a secret.'), m('{S} poked a curious nose into every crack at {P}, then reported back: nothing, but lots of it.'), o('{S} investigated {P} with the thoroughness of a raccoon who had never once in its life left a rock unturned.'),],
    ride: [ymo('{S} peeked out the window the whole way.'), mo('{S} tried every button within reach until {H} gently held those busy paws.')],
    worry: [y('{S} hid behind {H}.'), mo('{S} hid behind {H} and peeked out with just a masked face showing.')],
    cheer: [y('"A mystery! I love mysteries," said {S}.'), mo('"A mystery is just a question with its shoes still on," {S} said. "Let\'s untie it."'), y('"We can figure it out!" said {S}, with busy paws.'), m('"Every puzzle has a trick," {S} said, "and we are very tricky." {H} laughed.'),],
    joke: [mo('"Keep your snacks zipped up," {S} said. "Wild animals need wild food."'), ymo('"What\'s this? And what\'s that?" {S} asked[.| at {P}.]'), y('"Can I keep it?" asked {S}, holding a [pebble|pine cone]. "No," said {H}. [{S} put it back.|They laughed.]'), m('"I\'m not sneaky," {S} said at {P}. "I\'m just curious in a quiet way."'), m('{S} tried to open {G}\'s {pack}. "Just checking it\'s closed," {S} said.'), o('{S} claimed that raccoons wear masks because they are secretly superheroes, and that {park} was lucky to have one visiting.'),],
  },
  otter: {
    intro: [
      y('{S} the otter came too. {S} was very silly.'),
      y('{S} was a silly river otter.'),
      mo('{S}, a silly river otter, would rather slide than walk and would rather giggle than do almost anything.'),
      mo('{S} the otter had told three jokes before they even got started, and two of them were about otters.'),
    ],
    move: {
      water: ['slid into the shallows with a splash', 'swam along beside the bank', 'floated belly-up for a moment'],
      rock: ['wiggled over the rocks', 'slid down a smooth rock belly-first', 'bounded over the stones'],
      forest: ['bounded along through the leaves', 'wiggled under a fallen log', 'slid on the damp moss'],
      open: ['bounded along with a wiggle', 'humped along in happy bounces', 'slid belly-first where the ground sloped'],
      inside: ['wiggled along beside {H}', 'bounded along, trying very hard to be quiet'],
      path: ['bounded along the path', 'wiggled along beside {H}', 'humped along in happy bounces'],
    },
    react: [
      ymo('{S}\'s whiskers [twitched|wiggled].'),
      ymo('{S} chirped [happily|twice].'),
      mo('{S} stood up tall and stretched a long neck to see {P}.'),
      mo('{S} did a little wiggle of excitement at {P} that started at the nose and ended at the tail.'),
      o('{S} could not stay still at {P}; every few seconds some part of {S} wiggled all on its own.'),
     y('{S} did a happy wiggle at {P}. [Wiggle, wiggle!|Splash!]'), m('{S} rolled over at {P}, paws in the air, and looked up at the sky, giggling at nothing.'), m('{S} chirped at {P} as if saying hello to every rock.'), o('{S} took one look at {P} and began to plan, out loud, how one might slide down every part of it.'),],
    ride: [ymo('{S} pressed a whiskery nose to the window.'), mo('{S} wiggled so much that {H} had to hold on tight.')],
    worry: [y('{S} stopped giggling.'), mo('For once, {S} stopped giggling and held on to {H}\'s sleeve.')],
    cheer: [y('"Why walk when you can wiggle?" said {S}.'), mo('"Splish, splash, let\'s dash!" {S} said, and the worry somehow got a little smaller.'), y('"Wiggle on, team!" said {S} at {P}.'), m('"Otters are never scared of a little splash," {S} said. "Well. Hardly ever."'),],
    joke: [mo('"I otter tell you a joke," {S} said.'), mo('"Why did the otter cross the river?" {S} asked. "To get to the otter side!"'), y('"Is there a slide at {P}?" asked {S}. "No," said {H}. "Aww," said {S}.'), m('"Otters hold hands when they sleep," {S} said. "So nobody floats away. Hold my paw at {P}?"'), m('{S} told a joke about a fish at {P}, forgot the end, and laughed anyway.'), o('{S} insisted that every place in {park} would be improved by a water slide, and kept a list.'),],
  },
  rabbit: {
    intro: [
      y('{S} the rabbit hopped beside {H}. {S} was always happy.'),
      y('{S} was a cheerful cottontail.'),
      mo('{S}, a cheerful desert cottontail, hopped along beside {H}, finding something happy about everything.'),
      mo('{S} the cottontail thumped a back foot with excitement, which was how {S} said good morning.'),
    ],
    move: {
      water: ['hopped along the bank', 'hopped carefully around the puddles', 'sat up at the water\'s edge'],
      rock: ['hopped from rock to rock', 'hopped up onto a flat stone', 'bounced along between the boulders'],
      forest: ['hopped under the trees', 'bounced along the soft ground', 'hopped between the roots'],
      open: ['hopped ahead through the grass', 'bounced along beside {H}', 'zigzagged along in happy hops'],
      inside: ['hopped along quietly beside {H}', 'sat up to look around'],
      path: ['hopped along the path', 'bounced ahead', 'hopped along beside {H}'],
    },
    react: [
      ymo('{S}\'s long ears stood straight up.'),
      ymo('{S}\'s nose [wiggled|twitched].'),
      mo('{S} sat up tall on strong back legs, ears turning toward {P}.'),
      mo('{S} gave a happy little hop at {P}, then another, just because.'),
      o('{S} sat up very tall, ears swiveling, nose going a mile a minute, reading {P} the way rabbits do.'),
     y('{S}\'s nose twitched at {P}. [Twitch, twitch.|Sniff.]'), m('{S} sat up tall at {P}, long ears turning this way and that like little radar dishes.'), m('{S} gave one happy hop at {P}, then another, and then could not stop.'), o('{S} sat very still at {P}, long ears swiveling, gathering every sound the place had to offer.'),],
    ride: [ymo('{S} sat in {H}\'s lap, nose wiggling.'), mo('{S} sat in {H}\'s lap and counted everything out the window.')],
    worry: [y('{S}\'s ears went flat.'), mo('{S} flattened both long ears and went very, very still.')],
    cheer: [y('"Hop to it! We\'ve got this!" said {S}.'), mo('"Look on the bright side," {S} said[.| after a while.| gently.] "Every hard part of {park} makes a [better story|better story later|good story for {G}]."'), y('"Hop, hop! We can do it!" said {S}.'), m('"One hop at a time," {S} said. "That\'s how you get anywhere."'),],
    joke: [mo('"What a wonderful day to explore {park}!" {S} said, for the [fourth|fifth] time.'), ymo('"Every step is a happy hop," said {S}.'), y('"Are there carrots at {P}?" asked {S}. [No carrots.|Not one.]'), m('"My ears are the best ears in {park}," {S} said, "and they say it\'s a lovely day."'), m('{S} tried to hop and look at the map at the same time, and bumped into {H}. "Oops!"'), o('{S} pointed out that rabbits invented hopping, and that anyone walking in {park} was frankly doing it the slow way.'),],
  },
  turtle: {
    intro: [
      y('{S} the turtle came too. {S} was never in a hurry.'),
      y('{S} was a patient box turtle.'),
      mo('{S}, a patient box turtle, rode in the side pocket of {H}\'s backpack and liked to say there was never any need to rush.'),
      mo('{S} the turtle poked out of the backpack pocket and took a long, slow look around.'),
    ],
    move: {
      water: ['plodded along the wet bank', 'paddled slowly in the shallows', 'crept along the water\'s edge'],
      rock: ['rode in {H}\'s backpack pocket', 'crept carefully over a flat rock', 'plodded along at a turtle\'s pace'],
      forest: ['plodded over the soft leaves', 'crept along beside a log', 'rode in {H}\'s backpack pocket'],
      open: ['plodded along slow and steady', 'rode in {H}\'s backpack pocket', 'crept along, looking at everything'],
      inside: ['rode in {H}\'s backpack pocket', 'peeked out of the backpack pocket'],
      path: ['plodded along slow and steady', 'rode in {H}\'s backpack pocket', 'crept along behind'],
    },
    react: [
      ymo('{S} poked out a little farther from the shell.'),
      ymo('{S} blinked [slowly|once, very slowly].'),
      mo('{S} stretched a wrinkly neck out as far as it would go to see {P}.'),
      mo('{S} hummed a slow, low note of approval at {P}.'),
      o('{S} considered {P} for a long, slow moment and then nodded, which for a turtle is practically a standing ovation.'),
     y('{S} looked at {P} [slowly|very slowly]. "Nice," said {S}.'), m('{S} stretched out a long, wrinkly neck to see {P} better.'), m('{S} took a long, slow look around {P} and gave a happy hum.'), o('{S} considered {P} for a long time, the way turtles consider everything, and pronounced it excellent.'),],
    ride: [ymo('{S} napped in the backpack pocket.'), mo('{S} rode in {H}\'s lap and hummed a slow, happy tune.')],
    worry: [y('{S} pulled back into the shell.'), mo('{S} pulled all the way into the shell, and only a small voice came out.')],
    cheer: [y('"No need to hurry, friend," said {S}.'), mo('"Let\'s take a deep breath and look around," {S} said. "Slow and steady sees the [most|best]."'), y('"Slow is fine," said {S}. "Slow is safe."'), m('"Turtles have been around for a very long time," {S} said, "by being careful. Let\'s be turtles."'),],
    joke: [mo('"The best things are worth waiting for," {S} said. "I should know. I\'m always the last to arrive."'), ymo('"Slow and steady," said {S}.'), y('"I will get there," said {S}. "[Later.|Soon. Ish.]" {H} giggled.'), m('"I\'m not slow," {S} said at {P}. "I\'m just enjoying the view for longer."'), m('{S} asked if {P} would still be here in an hour, just in case. {H} promised it would.'), o('{S} remarked that turtles never get lost, because they bring their house with them, which {H} had to admit was a good system.'),],
  },
  eagle: {
    intro: [
      y('{S} the eagle flew above them.'),
      y('{S} was a brave bald eagle.'),
      mo('{S}, a brave bald eagle, circled high overhead and then swooped down to land on a post beside {H}.'),
      mo('{S} the eagle could see the whole trail from the sky and liked to remind everyone of it.'),
    ],
    move: {
      water: ['soared low over the water', 'glided along above the shore', 'landed on a branch above the water'],
      rock: ['soared up to a high rock', 'glided along the cliff', 'landed on a rocky point'],
      forest: ['glided above the treetops', 'landed on a high branch', 'soared in wide circles overhead'],
      open: ['soared in wide circles overhead', 'glided ahead and landed on a post', 'flew low beside them'],
      inside: ['walked along beside {H}, wings tucked in', 'perched on {H}\'s arm'],
      path: ['flew ahead to the next post', 'soared overhead', 'glided from perch to perch'],
    },
    react: [
      ymo('{S}\'s sharp eyes [narrowed|looked far away].'),
      ymo('{S} ruffled a few feathers.'),
      mo('{S} tilted that white head, watching {P}.'),
      mo('{S} spread both wings wide for a moment, just to feel the wind at {P}.'),
      o('{S} scanned {P} with the patient, piercing look of a bird that can spot a fish from very high up.'),
     y('{S} looked far out over {P}. [Sharp eyes!|Very sharp.]'), m('{S} stretched both wings at {P}, caught a little breeze and folded them again.'), m('{S}\'s sharp eyes swept across {P}, missing nothing.'), o('{S} surveyed {P} from {H}\'s shoulder with the calm of a bird who has seen the whole valley from above.'),],
    ride: [ymo('{S} sat tall by the window.'), mo('{S} perched on the back of a seat, looking out as if flying would be much better.')],
    worry: [y('{S} tucked both wings in tight.'), mo('{S} tucked both wings in close and stayed right beside {H}.')],
    cheer: [y('"You can do this!" {S} called.'), mo('"Brave hearts are careful hearts," {S} said. "Onward, explorers. Carefully."'), y('"Fly high, feel brave!" called {S}.'), m('"From up high, every problem looks smaller," {S} said. "Let\'s think like eagles."'),],
    joke: [mo('"From up there, I could see the whole trail," {S} said. "And a very surprised squirrel."'), ymo('"Onward and upward!" called {S}.'), y('"I can see [a bug|a tiny bug|a beetle] from here," said {S}. "Hello, bug!"'), m('"Up in the sky, {park} looks like a map," {S} said. "A map with trees."'), m('{S} offered to carry {H} up for a look at {P}. {H} said no, thank you.'), o('{S} observed that eagles have excellent eyesight and terrible patience, and that today was a test of the second one.'),],
  },
  squirrel: {
    intro: [
      y('{S} the squirrel came too. {S} never stopped moving.'),
      y('{S} was a busy squirrel with tufted ears.'),
      mo('{S}, an energetic squirrel with tufted ears, scampered ahead, zipped back to report and scampered ahead again.'),
      mo('{S} the squirrel was so excited that the fluffy tail would not keep still.'),
    ],
    move: {
      water: ['scampered along the bank', 'zipped along a log above the water', 'darted along the shore'],
      rock: ['scampered up the rocks', 'zipped from stone to stone', 'darted ahead over the boulders'],
      forest: ['zipped up a tree trunk and down again', 'scampered along a branch', 'darted from tree to tree'],
      open: ['scampered ahead and zipped back', 'darted through the grass', 'scampered in circles'],
      inside: ['sat on {H}\'s shoulder, tail twitching', 'scampered along, trying to stay close'],
      path: ['scampered ahead', 'zipped back to report', 'darted along the path'],
    },
    react: [
      ymo('{S}\'s fluffy tail [twitched|flicked|swished] [at {P}|happily|back and forth].'),
      ymo('{S}\'s tufted ears stood [up|straight up].'),
      mo('{S} froze [on a branch|on a rock], every tail hair standing up.'),
      mo('{S} zipped in a quick circle around {P} and came back to report that everything was wonderful.'),
      o('{S} vibrated with excitement at {P}, like a small furry engine that someone had forgotten to switch off.'),
     y('{S}\'s tail flicked at {P}. [Flick, flick!|Twitch!]'), m('{S} ran up {H}\'s arm and back down again, just to see {P} from higher up.'), m('{S} chattered at {P}, very fast, about everything all at once.'), o('{S} explored {P} in quick zigzags, stopping every few feet to sit up and report on something new.'),],
    ride: [ymo('{S} could not sit still.'), mo('{S} scampered from window to window, reporting everything.')],
    worry: [y('{S} held very still for once.'), mo('For once, {S} held perfectly still, tail wrapped tight.')],
    cheer: [y('"Quick, quick, we can do it!" said {S}.'), mo('"So much to see, so little time!" {S} said. "Let\'s not waste it on [worrying|worrying about {memory}]."'), y('"Quick feet, brave heart!" said {S}.'), m('"Squirrels are small," {S} said, "but we are very, very determined."'),],
    joke: [mo('"I\'ll scurry ahead and check it out!" {S} said, already [gone|halfway there].'), ymo('"Zoom, zoom!" said {S}[.|, racing ahead.]'), y('"Is that a nut?" asked {S} at {P}. "No, a rock," said {H}. [{S} sighed.|"Oh."]'), m('"I hide nuts and forget where," {S} said at {P}. "It\'s my best trick."'), m('{S} tried to count the trees at {P}, got to twelve, and ran out of patience.'), o('{S} confessed that squirrels plant half the trees in the world by forgetting where they buried things, and was proud of it.'),],
  },
  deer: {
    intro: [
      y('{S} the deer came too. {S} liked quiet places.'),
      y('{S} was a dreamy mule deer with big ears.'),
      mo('{S}, a dreamy mule deer, stepped lightly beside {H}, big ears turning to catch every whisper of wind.'),
      mo('{S} the deer stopped to admire the light, which {S} did about every twenty steps.'),
    ],
    move: {
      water: ['stepped lightly along the bank', 'waded a little way into the water', 'walked softly along the shore'],
      rock: ['picked a careful path over the rocks', 'stepped lightly from stone to stone', 'walked carefully along the ledge'],
      forest: ['stepped softly between the trees', 'walked quietly over the needles', 'bounded lightly through the ferns'],
      open: ['stepped lightly through the grass', 'walked beside {H}, ears turning', 'bounded ahead in long, soft leaps'],
      inside: ['stepped very carefully, ears tucked low', 'walked softly beside {H}'],
      path: ['stepped lightly along the path', 'walked softly beside {H}', 'stopped now and then to look'],
    },
    react: [
      ymo('{S}\'s big ears turned [toward {P}|this way and that].'),
      ymo('{S} lifted a long, soft face.'),
      mo('{S} went still, ears swiveling toward the sound.'),
      mo('{S} gazed at {P} with a dreamy sigh.'),
      o('{S} stood very still at {P}, big ears turning, as if listening to something too quiet for anyone else to hear.'),
     y('{S}\'s big ears turned toward {P}. [Swish.|Listen.]'), m('{S} stood very still at {P}, big ears turning toward every little sound.'), m('{S} stepped lightly around {P}, as if the ground were made of something precious.'), o('{S} lifted a long, soft face toward {P} and breathed in, as if the place had a smell worth remembering.'),],
    ride: [ymo('{S} looked out the window, dreaming.'), mo('{S} gazed out the window and sighed at every cloud.')],
    worry: [y('{S}\'s ears went flat.'), mo('{S}\'s big ears went flat, and {S} stepped close to {H}.')],
    cheer: [y('"Listen. The wind is calm now," said {S}.'), mo('"[Listen|Shh]," {S} said softly. "The wind at {P} is [whispering|saying] that we will be all right."'), y('"Gentle steps. We are fine," said {S}.'), m('"Quiet feet and brave hearts," {S} said softly at {P}. "That\'s the way."'),],
    joke: [mo('"Look at the way the light falls on {P}," {S} said dreamily, and walked straight into a [bush|sign].'), ymo('"[What a beautiful place to be|I could stay here all day|This might be my favorite spot yet]," said {S}.'), y('"I can jump over that!" said {S} at {P}. But {S} [did not.|decided not to.]'), m('"My ears hear everything," {S} whispered at {P}. "Even your tummy rumbling."'), m('{S} nibbled a leaf at {P}, then remembered they were visitors and looked very sorry.'), o('{S} noted that deer are excellent at standing still, and offered to teach everyone, which took most of a minute.'),],
  },
}

export const RANGER = {
  meet: [
    y('A ranger waved [from the door|from the path|at them] at {P}. "[Hello|Hi there]! I\'m {R}, a ranger in {park}," {rhe} said.'),
    y('{R} had a [big|flat] hat and a [kind|friendly] smile. "Welcome to {park}!"'),
    y('"Welcome to {park}!" said {R}. {rHe} tipped {rhis} [flat|wide] hat.'),
    y('They met {R} at {P}. {rHe} [smiled|waved|beamed|waved both arms] at {S} and said, "Welcome to {park}!"'),
    y('At {P}, a ranger [bent down|knelt down] [to say hello|with a smile]. "I am {R}," {rhe} said. "[Who is this?|And who is your friend?|Who is this {S.noun}?]" "This is {S}!" said {H}[.|, proudly.|, and {S} waved.]'),
    y('{R} [shook|held out] a hand at {P}. "[Hi|Hello], {H}! [Hello|Hi], {S}! [Welcome to|This is] {park}!"'),
    y('{R} had a [shiny|gold] badge on {rhis} shirt. "Hi, explorers," {rhe} said at {P}.'),
    y('{R} was [pinning up a map|watering a plant] at {P}. "[Hello|Hi], explorers! Welcome to {park}!"'),
    y('"Is this your first time in {park}?" asked {R} at {P}. "[Yes!|Yes, it is!]" said {H}.'),
    m('{R} was helping a little girl find {park} on a big map at {P} when {rhe} noticed {S}. "A {S.noun}! Welcome, both of you. I\'m {R}, and {park} is my park."'),
    m('"[Good timing|Perfect timing]," said a ranger at {P}, putting down a stack of trail maps of {park}. "I\'m {R}, and I would love to know where in {park} you are off to today."'),
    o('{R} looked up from the desk at {P} with the expression of someone who loves {park} and is about to say so, at length, to anyone who asks.'),
    y('"[Good morning|Hello|Hi there]! Welcome to {P}!" said a ranger. "I am {R}, and this is my [park|favorite park]."'),
    y('{R} [waved|smiled|waved both arms|beamed] at {S}. "[Look who is here!|Hello, friend!|Welcome, {S}!]" {S} [waved back|did a happy spin].'),
    m('A ranger in a flat, wide-brimmed hat looked up [from the desk|from a map] and [smiled|grinned|beamed]. "[Good morning|Hello], explorers," {rhe} said. "I\'m {R}[, and welcome to {park}|, and this is {park}]."'),
    m('"You look like people with a plan," said a ranger at {P} with a [friendly, sunburned|kind, freckled] face. "I\'m {R}, and I want to hear all about your adventure in {park}."'),
    m('At {P}, a ranger was [helping|talking with] a family with a map. When {rhe} saw {S}, {rhe} [laughed|smiled|chuckled|beamed]. "Well, [hello|hi] there, {S}[.|, and hello to you too, {H}.] I\'m {R}[.|, and this is my park.|, and I look after {park}.]"'),
    m('{R} [came over|walked over] with a smile. "First time in {park}?" {rhe} asked. {H} nodded so hard {his} hat almost fell off.'),
    m('{R} was putting up a new sign at {P} when they came in. "[Perfect timing|Just in time]," {rhe} said. "I\'m {R}, by the way. [Need a map of {park}?|Can I help you find something in {park}?]"'),
    m('{R} looked up from the desk at {P} and [grinned|smiled|beamed]. "I\'m {R}," {rhe} said. "[What brings you to {park}?|Where in {park} are you two headed?]"'),
    m('"Welcome to {park}!" said a ranger [with a clipboard|with a big smile], coming out from behind the desk at {P}. "I\'m {R}. [Ask me anything about {park}.|I know all the best spots in {park}.]"'),
    o('{R} had been a ranger at {park} for [eleven|nine|fourteen] years and still looked pleased every time someone new walked through the door of {P}.'),
    o('{R} had the kind of smile that said {rhe} had answered every possible question about {park} and still liked hearing new ones.'),
    o('The ranger at {P} introduced {rhimself} as {R}, shook {H}\'s hand very seriously, and then, just as seriously, shook {S}\'s [paw|foot].'),
    o('{R} looked up from a stack of maps at {P}, took one look at {H}\'s face, and said, "Let me guess. You want to know everything about {park}, and you want to know it now."'),
    o('{R} was in the middle of explaining to a tourist that {park} did not, in fact, close at night, when {rhe} spotted {H} and {S} and waved them over.'),
  ],
  farewell: [
    y('{R} waved goodbye. "Come back to {park} [soon|again]!"'),
    y('"[Good job|Well done], explorers," said {R}. "[See you next time|Come back soon] [to {park}|]!"'),
    y('{R} gave {H} a [sticker|little badge]. It said {park} on it!'),
    y('"Bye, {S}! Bye, {H}!" said {R}. {S} [waved|did a happy spin|waved both arms].'),
    y('{R} shook {H}\'s hand. "You are a [real|true] {park} explorer now," {rhe} said.'),
    y('"[Come back|Visit again] soon, {H}!" said {R}. "And bring {S}!"'),
    y('{R} [tipped {rhis} hat|waved and waved]. "[Bye|Goodbye], explorers!"'),
    m('{R} waved from the path. "Tell your friends about {park}," {rhe} called, "[but not too many|and tell them to be careful]!"'),
    m('"You two [made my day|were the best part of my day]," said {R}. "[Not many visitors look that carefully.|Come back and see me.]"'),
    o('{R} said goodbye the way rangers do, as if {park} itself were saying it through {rhim}, and {H} liked that more than {he} could explain.'),
    m('"You were careful, you were kind to the animals and you kept your eyes open," {R} said. "That\'s how to visit {park}[.|, and that\'s exactly what you did.]"'),
    m('{R} touched the brim of {rhis} hat. "{park} will be here," {rhe} said. "Come back and tell me what you find [next time|on your next visit]."'),
    m('{R} gave them each a [sticker|little badge] with a picture of {park} on it. "For good explorers," {rhe} said.'),
    m('"I\'ll tell the other rangers about you," {R} said, and {H} was not sure if {rhe} was joking, and [hoped|decided] {rhe} was not.'),
    m('"Next time you come to {park}," {R} said, "come find me at {desk}. I want to hear [everything|all about it]."'),
    o('{R} said that rangers are supposed to teach visitors things, but that today {rhe} had learned a thing or two {rhimself}[.| from two young explorers.]'),
    o('"Most people see {park}," {R} said. "You two actually looked at it. There\'s a difference."'),
    o('{R} stamped {H}\'s park map with the date, which {H} decided was more official than any passport {he} would ever own.'),
    o('"If you ever want a job looking after {park}," {R} said, "come and find me in about fifteen years." {H} did the math and said {he} would.'),
  ],
}

export const GROWN_UP = {
  intro: [
    y('{G} came [too|along]. {gHe} carried {ghis} {pack} [full of water|with the map|with the sunscreen].'),
    y('{G} was there too, with {ghis} {pack}. {gHe} had [the water|the map|the sunscreen] for {park}.'),
    y('{G} had {snack} and the sunscreen in {ghis} {pack}. "Ready for {park}?" {ghe} asked.'),
    y('{G} tied {H}\'s [shoes|laces] tight at {P}. "{park}, here we come!" {ghe} said.'),
    m('{G} came along too, with {ghis} {pack}, the water and the patience, and said {ghe} was happy to follow wherever the explorers led.'),
    m('{G} had come too, and had promised to walk at explorer speed, which {ghe} said was a very important speed.'),
    m('{G} had {ghis} {pack}, the sunscreen and the [map of {park}|park map], and a look that said {ghe} was ready for [anything|almost anything].'),
    m('{G} was coming too, mostly, {ghe} said, to carry things and to [be amazed|say wow] at the right moments.'),
    o('{G} had promised to let {H} lead the way [today|around {park}], within reason, and was already regretting the words "within reason."'),
    o('{G} had come along with a [backpack|pack] full of water, sunscreen and patience, and seemed to have packed the most of the [last one|patience].'),
    o('{G} had read three guidebooks about {park} on the way and was trying very hard not to mention any of them.'),
    o('{G} came too, armed with a thermos, a paper map of {park} and the calm of someone who has survived many family trips.'),
  ],
  line: [
    y('{G} [smiled|looked up|waved|beamed|waved both arms] at {P}. "Stay where I can [see you|see you both][, please|, okay|]."'),
    y('{H} [pushed|tipped] {his} {hat} back at {P} and [looked up|looked all around].'),
    y('{G} [checked|looked in] {ghis} {pack}. "[Water? Yes.|Map? Yes.] Sunscreen? Yes!" {ghe} said.'),
    y('{G} [stopped|sat down] at {P} for a [rest|minute]. "My feet are tired," {ghe} said. {H} [giggled|laughed|snorted with laughter|chuckled].'),
    y('{G} pointed at {P}. "Look at that!" {ghe} said. {H} [looked|looked and looked|stared and stared].'),
    m('{G} stopped at {P} to fix a strap on {ghis} {pack} and ended up [staring at the view|watching a beetle] for a whole minute.'),
    m('{G} [dug|rummaged] in {ghis} {pack} at {P} and came up with the sunscreen. "[Noses|Ears and noses], please," {ghe} said.'),
    m('{H} pushed {his} {hat} back and looked around {P} in the {daytime} light.'),
    o('{G} swung {ghis} {pack} down at {P}, produced the sunscreen with a magician\'s flourish, and ignored every groan.'),
    o('{H} took a long drink from {his} {bottle} and looked at {P} in the {daytime} light, which made everything look [new|freshly painted].'),
    y('{G} [waved|smiled|waved both arms|beamed] at them from [a bench|the path] at {P}.'),
    y('"[Sip|Drink] some water," said {G} at {P}. {H} took a [big|long] drink from {his} {bottle}.'),
    y('{G} took a picture of {H} and {S} [at {P}|in front of {P}]. "[Say cheese|Big smiles|Everybody say {park}]!" {ghe} [said|called].'),
    y('{G} handed out {snack} at {P}. {S} [watched|looked on] hopefully[.| until there was one for {S} too.]'),
    y('"[Hats on|Sun hats on]," said {G} at {P}. {H} [pulled|pushed] {his} {hat} down.'),
    m('"Stay where I can see you," {G} called [across {P}|from the path], and {H} waved to show {he} would.'),
    m('{G} sat on a [bench|rock] near {P} to rest {ghis} feet and watched them with a smile.'),
    m('"Water break," {G} said at {P}. {H} [drank half of|gulped from|took a long drink from] {his} {bottle}, and {S} [drank the most|drank too].'),
    m('{G} took a photo of {P} and then, for once, put the phone away to just [look|look at it].'),
    m('{G} [read|studied] the sign at {P} and said, "Huh," in a way that meant {ghe} had learned something.'),
    m('{G} [checked|looked at] {ghis} watch, then at {P}, and decided there was [plenty of|still lots of] time.'),
    o('{G} caught up, a little out of breath, and pretended {ghe} had only been walking slowly to look at {P}.'),
    o('{G} stood at {P} with {ghis} hands on {ghis} hips, smiling the [particular|special] smile of a grown-up who has been proved right about a trip[.| to {park}.]'),
    o('{G} handed out {snack} at {P} with the precision of someone who knew exactly who would try to take two.'),
    o('{G} was reading the sign at {P} out loud, slowly, the way grown-ups do when they think you are not listening and [want you to|hope you are].'),
  ],
}

/** The child who joins the story by first name. No pronouns: the child is always named. */
export const CHILD = {
  intro: [
    y('{C} came too! {C} was {H}\'s best trail friend.'),
    mo('{C} came along too, and {H} was glad, because every adventure is better with a friend who notices things.'),
    mo('{H}\'s friend {C} was coming on the adventure too, already wearing a big grin and hiking boots.'),
  ],
  notice: [
    y('Then {C} pointed. "Look!"'),
    mo('It was {C} who saw it first. "Look!" {C} whispered, pointing.'),
    mo('{C} tugged {H}\'s sleeve. "Over there," {C} said. "Do you see it?"'),
  ],
  brave: [y('{C} held {H}\'s hand. That helped.'), mo('{C} squeezed {H}\'s hand, and that helped more than anything.')],
  joy: [y('{C} cheered the loudest of all.'), mo('{C} and {H} gave each other the biggest high five of the day.')],
}
