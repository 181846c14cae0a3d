/**
 * The connecting prose of a story: how a day begins for each way of arriving, how a chapter picks up
 * the child's choice, how the family travels, the turn in the middle (weather, an animal in the way,
 * a mistake, a worry, a closed place), how facts come up in talk, how the story ends, and how the
 * three choices are worded. Slots as in the other banks, plus {choice} (the chosen option, starting
 * lower case), {T} the trail, {T.miles}, {T.level}, {month}, {weather}, {Z} a closed place and {note}
 * the reason, {fact} a catalogue fact, {booking} what the grown-up booked.
 */
import type { How, Method } from '../plan'
import { m, mo, o, y, ym, type Line } from '../template'

export const ARRIVAL: Record<'car' | 'shuttle' | 'boat' | 'plane' | 'ferry' | 'walk', Line[]> = {
  car: [
    y('It was a {weather} day in {month}. {H} was at {park} [at last|for the very first time]!'),
    y('{H} [put on|grabbed] {his} {hat}. It was a {weather} {month} morning in {park}!'),
    m('{G} parked at {P} on a {weather} {month} morning, and {H} was already wearing {his} {hat}.'),
    o('{H} had packed {his} {hat} and {his} {bottle} the night before, and on that {weather} {month} morning {hewas} the first one out of the car at {P}.'),
    y('The car [stopped|rolled to a stop] at {P} on a {weather} {month} day. {H} [jumped|hopped] out in {his} {hat}.'),
    y('{G} parked [near|right by] {P}. "We\'re [here|in {park}]!" said {H}, pulling on {his} {hat}. It was {month}.'),
    y('It was {month}[, and the day was {weather}|]. [The sky was blue.|The air smelled fresh.|The sun was up.] {H} was in {park}!'),
    mo('On a {weather} {month} morning, {G} pulled into the parking lot at {P}, and {H} was out of the car before the engine [had stopped|went quiet].'),
    mo('It was a {weather} morning in {month}, and the road [curved|wound] into {park} as if it had been waiting for them.'),
    mo('They drove into {park} on a {weather} {month} morning, and {H} spent the whole last [mile|stretch] with {his} nose against the window.'),
    mo('The [sign at the entrance|big wooden park sign] said {Park}, and {H} read it out loud [twice|three times] just to hear it. It was a {weather} {month} day.'),
    o('It was {month}, the morning was {weather}, and {H} had been awake since before the alarm, which [almost never happened|was a first].'),
    o('By the time {G} parked at {P} that {weather} {month} morning, {H} had read the park map twice and was [halfway through|starting on] a third time.'),
    o('The last few miles into {park} that {month} felt [longer than the whole rest of the drive|like the longest miles in the world], which is how it always is when you are [nearly there|almost somewhere wonderful].'),
  ],
  shuttle: [
    y('It was a {weather} {month} day. They [walked|went] to {P}.'),
    y('{H} got to {park} early on a {weather} {month} day. [A shuttle bus was waiting.|The shuttle buses hummed.]'),
    mo('It was a {weather} {month} morning, and the first shuttle buses were already humming outside {P}.'),
    mo('They parked [early|before the crowds] that {month} morning and walked over to {P}, where the park shuttle buses [came and went|pulled in and out].'),
    o('It was {month}, the air was {weather}, and the shuttle buses outside {P} were already filling up with hikers in [sun hats|floppy hats and big boots].'),
  ],
  boat: [
    y('The boat bumped over the waves on a {weather} {month} day. Then they [saw|spotted] land!'),
    y('They rode a boat to {park} one {month} morning. [Spray splashed their faces.|The wind blew their hair.]'),
    mo('The boat bounced over the waves for a long time that {weather} {month} morning, and then, at last, {P} came into sight.'),
    mo('It was a {weather} {month} morning when the boat slowed and eased up to {P}.'),
    o('The boat ride that {month} morning had been long and bouncy, and {H} had loved every minute of it, especially the last one, when {P} [appeared|rose out of the water].'),
  ],
  plane: [
    y('The little plane went down, down, down on a {weather} {month} day. Bump! They [landed|were there].'),
    y('They flew in a tiny plane on a {weather} {month} day. There were no roads [here|to {park}]!'),
    mo('The little plane [banked|tipped one wing] over the wild land that {weather} {month} morning and came down with a bump.'),
    mo('There were no roads to this part of {park}, so on a {weather} {month} morning they flew in on a little plane, and {H} did not blink once the whole way.'),
    o('On a {weather} {month} morning, the small plane rattled and hummed over wild country with no roads at all, then dropped down toward {P} as if it did this every day, which, the pilot said, it did.'),
  ],
  ferry: [
    y('The ferry crossed the blue water on a {weather} {month} day. [Splash!|Whoosh!]'),
    mo('On a {weather} {month} morning, the ferry crossed the bright blue water and slid into the harbor beside {P}.'),
    o('The ferry ride that {month} morning was short and sparkly, and by the time it bumped into the dock beside {P}, {H} was already in love with the color of the water.'),
  ],
  walk: [
    y('They walked to {park} on a {weather} {month} day. It was right in the city!'),
    mo('It was a {weather} {month} morning, and they walked over to {park} from their hotel.'),
    o('The park was right in the middle of the city, so they simply walked there on a {weather} {month} morning, which felt a little like walking into a story.'),
  ],
}

/** The first paragraph of chapters 2 and on: the child's choice, acted on. It must contain {choice}. */
export const CHOICE_OPENINGS: Line[] = [
  y('"Let\'s {choice}!" said {H}.'),
  y('{H} and {S} [chose|decided] to {choice}.'),
  y('{H} had a plan: {he} wanted to {choice}.'),
  y('"We should {choice}," said {H}, and {S} agreed.'),
  y('So they [decided|agreed] to {choice}.'),
  y('{H} thought hard and said, "Let\'s {choice}."'),
  ym('{S} looked at {H}, and {H} [nodded|grinned|nodded hard]. "Let\'s {choice}[!|.]"'),
  mo('{H} decided to {choice}[.|, and {S} agreed.]'),
  mo('"Let\'s {choice}," {H} said, and {S} {S.noise} in agreement.'),
  mo('It didn\'t take long to decide: they would {choice}.'),
  mo('"I know," {H} said, "let\'s {choice}."'),
  mo('{H} looked at {S}, and they both had the same idea: they would {choice}.'),
  mo('After a quick talk, {H} chose to {choice}, and {G} said that sounded [just right|like a fine plan|good].'),
  mo('"We should {choice}," {H} said, "because that feels like the right next step."'),
  o('{H} weighed the choices one more time and settled on one: they would {choice}[.|, and that was that.]'),
  o('The decision, in the end, was easy: they would {choice}.'),
  o('{H} had a feeling about it, the kind that is hard to explain, so they decided to {choice}.'),
  o('"Let\'s {choice}," {H} said, trying to sound surer than {he} felt.'),
]

/** Getting somewhere. {T} is the trail when there is one. */
export const TRAVEL: Record<How, Line[]> = {
  walk: [
    y('They walked [over|along] to {P}.'),
    y('They walked the {T} to {P}. [It was {T.level}.|{S} led the way.]'),
    m('They took the {T} to {P}. It was {T.level}, {T.miles} there and back.'),
    m('The {T} led them to {P}, [easy and flat|short and pretty|winding a little].'),
    y('They walked to {P} in the {daytime} sun. {S} [led the way|ran ahead|went first].'),
    m('They walked to {P}, {H} in front with {his} {hat} pulled low.'),
    y('It was a short [walk|stroll] to {P}.'),
    y('{H} led the way to {P}. {S} [followed|came too|kept up].'),
    mo('It was [an easy|a gentle] walk to {P}.'),
    mo('They followed the path to {P}, [talking|chatting] all the way.'),
    mo('The way to {P} was [flat and easy|short and easy], so {H} spent it looking [at everything|in every direction].'),
    mo('[Path|Trail] signs pointed the way to {P}.'),
    o('The walk to {P} was short and easy, and {H} spent it looking at everything at once.'),
    o('They set off along the {T}, which was {T.level} and {T.miles} there and back, the kind of walk that leaves you time to notice things.'),
  ],
  hike: [
    y('The trail went up and up. Their legs got [tired|wobbly].'),
    y('The {T} was {T.level}. They [went slowly|took their time] [to {P}|all the way].'),
    y('Up, up, up went the trail to {P}. {H} [puffed|huffed|panted].'),
    y('They hiked the {T}. It was {T.level}[!|, but {S} did not mind.]'),
    m('They hiked the {T} to {P}, {T.miles} there and back, [one step at a time|slow and steady].'),
    mo('The {T} was {T.level}, {T.miles} there and back, so they set an easy pace and stopped when they needed to.'),
    mo('They took the {T}. It climbed [steadily|and climbed], and {H} was glad of the extra water.'),
    mo('The trail to {P} [zigzagged|wound] up the slope, and they stopped [twice|now and then] to catch their breath.'),
    o('The {T} was {T.level}, {T.miles} round trip, and it asked a lot of their legs, but every switchback paid them back with a new view.'),
    o('They started up the {T} at a steady pace, the kind you can keep up all day if you do not let yourself [rush|race ahead].'),
  ],
  shuttle: [
    y('They rode the shuttle bus to {P}. [Beep, beep!|Vroom!]'),
    y('The shuttle bus came. They [climbed|hopped] on.'),
    mo('They hopped on the park shuttle, and it rumbled along to {P} with {S} pressed to the window.'),
    mo('The shuttle bus hissed to a stop, and they climbed aboard for the [short|quick] ride to {P}.'),
    o('They took the shuttle, which was the only sensible way in, and watched the view slide past the big windows [all the way to|until the driver called out] {P}.'),
  ],
  boat: [
    y('They rode in a boat to {P}. [Splash!|Bump, bump!]'),
    mo('They climbed into the boat and rode out across the water to {P}, spray flying.'),
    o('The boat pushed out across the water toward {P}, and {H} leaned over the side to watch the wake unroll behind them.'),
  ],
  drive: [
    y('They drove to {P} in the car.'),
    mo('They piled into the car, and {G} drove them over to {P}.'),
    o('{G} drove them over to {P}, and {H} watched the park change outside the window, mile by mile.'),
  ],
  tour: [
    y('They went [with a ranger|on a tour]. The ranger led the way to {P}.'),
    mo('They joined a group with a ranger, because {P} can only be visited that way.'),
    o('Only a group with a ranger or a guide could go to {P}, so they joined one, and the guide led the way.'),
  ],
  go: [
    y('Next, they went to {P}.'),
    y('Off they went to {P}.'),
    mo('They set off for {P}.'),
    mo('Next stop: {P}.'),
    mo('{G} checked the map, and off they went to {P}.'),
    o('They set off for {P}, {H} in front with the map.'),
    o('Next on the list was {P}, and nobody needed [convincing|to be asked twice].'),
  ],
  plane: [
    y('They flew to {P} in the little plane.'),
    mo('They flew over to {P} in the little plane, low over the wild land.'),
    o('The little plane carried them to {P} over country that had no roads at all.'),
  ],
}

export const TRAVEL_BOOKING: Line[] = [
  ym('{G} had booked {booking} ahead of time.'),
  mo('Good thing {G} had booked {booking} [weeks ago|long before the trip].'),
  o('{G} patted {ghis} pocket, where {booking} was safely tucked away.'),
]

/** The turn in the middle of the story. */
export const TURN = {
  weather: {
    storm: [
      [
        y('Then the sky got dark [over {P}|above them]. Boom! Thunder!'),
        mo('Then the sky [behind the peaks|over {P}] turned dark gray, and a long roll of thunder rumbled across the land.'),
        o('Then, the way [mountain|summer] afternoons sometimes do, the sky changed its mind: dark clouds boiled up [behind the peaks|over {P}], and thunder rolled over them like a warning.'),
      ],
      [
        y('"Time to go [down|back]," said {G}. They hurried, but [carefully|did not run].'),
        mo('"When thunder roars, we head [down|back]," {G} said, and they turned around at once, walking fast but carefully.'),
        o('Nobody argued. They turned back at once, because that is the rule, and rules like that are the reason people get to come back another day.'),
      ],
      [
        y('{S} [shook|jumped at every boom]. {H} held {S} close.'),
        mo('{S} flinched at every rumble. {H} kept a hand on {S} and talked [softly|quietly] the whole way.'),
        o('{H}\'s heart was thumping, but {he} kept {his} voice calm for {S}\'s sake, and that helped them both.'),
      ],
      [
        y('Soon the storm [went away|moved on]. The sun came back.'),
        mo('They waited it out under shelter. When the storm moved on, everything smelled [fresh and wet|clean], and the sun came back out.'),
        o('The storm grumbled past, and when it was gone, the whole world smelled washed. {H} let out a long breath {he} had not known {hewas} holding.'),
      ],
    ],
    heat: [
      [
        y('It got [very, very hot|so hot] at {P}.'),
        mo('By now the sun was blazing over {P}, and the air shimmered over the rocks.'),
        o('The heat arrived all at once, pressing down on {P} like a heavy blanket, and even {S} stopped talking.'),
      ],
      [
        y('{S} was hot and tired. {S} [lay|flopped] down in the shade.'),
        mo('{S} flopped down in the only shade there was, panting. "I need a rest," {S} said.'),
        o('{S} looked wilted, and {H} felt dizzy for a moment, which was how {he} knew it was time to stop.'),
      ],
      [
        y('They rested in the shade. They drank water. Then they felt [better|fine].'),
        mo('"Shade and water, right now," {G} said. They rested under an overhang and drank until they felt like themselves again.'),
        o('They rested in the shade and sipped water slowly, and {H} understood why desert animals spend the hot hours tucked away.'),
      ],
    ],
    fog: [
      [
        y('Fog rolled in [over {P}|from the sea]. Everything went gray.'),
        mo('A thick fog rolled in from the water, and suddenly they could hardly see {P}.'),
        o('A wall of fog came in off the water, swallowed the view and then swallowed the path ahead, until {P} was only a few steps wide.'),
      ],
      [
        y('"Stay [close to me|right by me]," said {G}.'),
        mo('"Stay close," {G} said. "We go slowly and stick to the path."'),
        o('"Slowly," {G} said. "We stay together and stay on the path. Fog is only scary if you rush."'),
      ],
      [
        y('Slowly, the fog [went away|drifted off].'),
        mo('Little by little, the fog thinned, and the world came back one piece at a time.'),
        o('The fog lifted the way it had come, slowly, and the first thing to reappear was the sound of the water.'),
      ],
    ],
    rain: [
      [
        y('Drip, drip. Then it rained hard [at {P}|on them]!'),
        mo('A few big drops fell on {P}, and then the rain came down all at once, drumming on the leaves.'),
        o('The rain started with a few fat drops and then simply poured over {P}, drumming on every leaf and running down every branch.'),
      ],
      [
        y('They [ran|hurried] to shelter. They stayed [dry|mostly dry].'),
        mo('They ducked under shelter and waited, watching the rain come down in silver lines.'),
        o('They waited under shelter, squeezed together, listening to the rain and laughing at how wet {S} had already managed to get.'),
      ],
      [
        y('Then the rain stopped. Everything [sparkled|shone]!'),
        mo('When the rain stopped, every leaf sparkled, and the air smelled green and new.'),
        o('When it stopped, the whole place glittered, and {H} thought that rain was worth it just for the way things looked afterward.'),
      ],
    ],
    wind: [
      [
        y('The wind blew and blew [at {P}|all around]. Whoosh!'),
        mo('The wind picked up until it was pushing at them, tugging at hats and jackets all over {P}.'),
        o('The wind came roaring across {P} so hard that it snatched the words right out of their mouths.'),
      ],
      [
        y('"Hold on to your [hat|hood]!" said {G}.'),
        mo('"Hold on to your hats," {G} called. "And stay away from the edges."'),
        o('"Low and slow," {G} said, and they crouched behind a big rock until the worst of it passed.'),
      ],
      [
        y('Then the wind got quiet [again|at last].'),
        mo('At last the wind calmed down, and they laughed at how messy everyone\'s hair was.'),
        o('When it finally eased, they stood up, hair wild, and laughed at each other for a long time.'),
      ],
    ],
  } as Record<string, Line[][]>,
  wildlife: [
    [
      y('Oh! {a E} was [on the path ahead|right on the path] at {P}!'),
      mo('They stopped short. Right on the path ahead stood {a E}, big and calm, and not in any hurry to move.'),
      o('Around the next bend, they stopped short. {a E} was standing right in the middle of the path, enormous and completely unbothered.'),
    ],
    [
      y('They [stayed back|backed away]. They waited very quietly.'),
      mo('Nobody moved closer. They backed away slowly and waited, giving {the E} plenty of room.'),
      o('They did exactly what you are supposed to do: backed away slowly, gave it plenty of room and waited.'),
    ],
    [
      y('At last, {the E} [walked|wandered] away. Phew!'),
      mo('After a long while, {the E} wandered off the path, and they took the long way around, just to be safe.'),
      o('It took a long time, but at last {the E} ambled away, and they chose a different way around. Waiting for an animal, {H} decided, was not wasted time. It was the price of visiting its home.'),
    ],
  ],
  mistake: {
    animal: [
      [
        y('{H} pointed. "There! {a A}!" But it was only a [rock|log].'),
        mo('"There!" {H} whispered, grabbing {S}. "{a A}, right there!" They crept closer, hearts pounding, and found a dark [rock|stump] with a bush growing out of it.'),
        o('{H} was certain, absolutely certain, that the dark shape ahead was {a A}. They crept closer, barely breathing. It was a stump. A very convincing stump, but a stump.'),
      ],
      [
        y('{H} felt [silly|a little silly]. But {S} did not mind.'),
        mo('{H} felt {his} cheeks go hot. "I was so sure," {he} said.'),
        o('For a moment {H} felt foolish, and then, slowly, just curious. Even the best watchers get fooled.'),
      ],
      [
        y('"Everybody makes mistakes," said {G}. "Let\'s keep looking."'),
        mo('"Every tracker makes mistakes," {G} said. "The good ones just keep looking." So they did[.|, all around {P}.]'),
        o('"That\'s how you learn what the real thing looks like," {G} said, and {H} held on to that.'),
      ],
    ],
    mystery: [
      [
        y('"I know! It was a bird!" said {H}. But it was [not|not a bird at all].'),
        mo('"I\'ve got it!" {H} said, and explained {his} guess. Then they heard the sound again, and it did not fit at all.'),
        o('{H} had a theory, a good one, and {hewas} just explaining it when the real clue came along and knocked it flat.'),
      ],
      [
        y('"Oops," said {H}. {S} [giggled|laughed|snorted with laughter|chuckled].'),
        mo('"Okay," {H} admitted. "I guessed wrong. But now we know one thing it isn\'t."'),
        o('{H} laughed at {himself}. Real scientists, {he} reminded {himself}, were wrong all the time. That was how they got to right.'),
      ],
    ],
    lost: [
      [
        y('A kid waved at them. But it was not {O}.'),
        y('"{O}!" called {H}. A [girl|boy] turned around. It was a [different|new] kid!'),
        mo('{H} spotted a kid [who looked just right|with a backpack] and hurried over. "Are you {O}?" But it was a different kid [with a different name|called something else entirely].'),
        o('{H} was sure they had found {O}, and said so, loudly, to a very surprised kid named something else entirely.'),
      ],
      [
        y('"Oops! Sorry!" said {H}. They kept looking.'),
        y('{H} [went red|giggled|snorted with laughter]. "Wrong kid!" {he} said. The kid [laughed|waved|chuckled|waved both arms].'),
        mo('"Sorry!" {H} said, turning red, and the other kid laughed and waved. They kept looking[.| for {O}.]'),
        o('It was embarrassing for about ten seconds, and then it was funny, and then it was just part of the adventure.'),
      ],
    ],
    place: [
      [
        y('Wait. This was the [wrong path|wrong way]!'),
        mo('After a while, {H} stopped. "Wait," {he} said. "This isn\'t the right way[.| to {X}.]" They had taken a wrong turn.'),
        o('The trail looked right until it didn\'t. {H} stopped and looked around. Nothing matched the map. They had taken a wrong turn.'),
      ],
      [
        y('{H} looked at the map. "Back this way," {he} said.'),
        mo('{H} checked the map, found the mistake, and led them back to the last signpost.'),
        o('{H} took a breath, found the last place they had been sure of, and walked them back to it. Getting lost a little, {he} decided, was how you learned the way.'),
      ],
    ],
  } as Record<string, Line[][]>,
  worry: {
    dark: [
      [
        y('It was very dark [in {P}|in here]. {S} did not like the dark.'),
        mo('It was darker in {P} than anyone expected, and {S} went very quiet.'),
        o('The dark in {P} was a thick, velvety dark, and {S} pressed close without saying a word.'),
        y('Inside {P}, it got [darker and darker|very dim]. {S} [stopped|held on tight].'),
        m('Past the first bend in {P}, the light faded, and {S} stopped walking.'),
        o('A few steps into {P}, the daylight gave up, and {S} discovered a sudden, urgent interest in staying exactly where {S} was.'),
      ],
      [
        y('{H} held {S} close. "I\'m [here|right here]," {he} said.'),
        mo('{H} felt {S} trembling. "It\'s okay," {he} whispered. "We\'ll go slowly. I\'m right here."'),
        o('{H} was not entirely sure {he} liked the dark either, but {S} needed {him} to be brave, so {hewas}.'),
        y('"Hold my hand," said {H}. "We go [slow|slowly]."'),
        m('{H} put a hand on {S}\'s back. "Our eyes will get used to it," {he} said. "Give it a minute."'),
        o('"Your eyes need a minute to catch up," {H} said, in the calmest voice {he} owned. "Then it will look different. Promise."'),
      ],
      [
        y('Step by step, they went on. It was not so scary after all.'),
        mo('Step by step, they went on, and the dark turned out to be full of wonderful things.'),
        o('And the strange thing was that once they kept going, the dark stopped being frightening and started being interesting.'),
        y('Soon {S} could see [more|better]. "Oh!" said {S}. "It is pretty!"'),
        m('Little by little their eyes got used to it, and shapes came out of the dark, strange and beautiful.'),
        o('Slowly the dark gave up its shapes, one by one, and {S} forgot to be scared somewhere between the third and the fourth.'),
      ],
    ],
    height: [
      [
        y('The path at {P} was very high. {S} did not want to look down.'),
        mo('The path at {P} ran high above a long drop, and {S} stopped, frozen. "I don\'t want to look down," {S} whispered.'),
        o('At {P} the ground fell away so far that {S} stopped dead and would not move another step.'),
        y('At {P}, the ground went way down on one side. {S} [stopped|froze].'),
        m('At {P}, the edge was closer than it had looked from below, and {S} would not take another step.'),
        o('The trail at {P} ran along an edge with a great deal of air beside it, and {S} decided, firmly, to stop.'),
      ],
      [
        y('"Look at me, not down," said {H}[.| softly.]'),
        mo('"Look at me, not down," {H} said gently. "We\'ll stay on the inside of the path. One step at a time."'),
        o('{H} crouched down beside {S}. "We stay on the inside," {he} said, "and we only look at the path. I\'ll count the steps."'),
        y('{H} stayed right next to {S}. "We walk on the inside. Look at my feet," {he} said.'),
        m('"Walk on my side, away from the edge," {H} said. "Just watch my boots. That\'s all you have to do."'),
        o('{H} moved to the outside without a word, so that {S} could hug the rock wall, and said, "Just my boots. Watch nothing but my boots."'),
      ],
      [
        y('One step. Two steps. [Three steps.|] They [did it|made it]!'),
        mo('One step, then another, and then they were past the high part. {S} let out a huge breath.'),
        o('Fifty-two steps later, they were past it, and {S} looked back at the drop, very surprised to have been so brave.'),
        y('Little steps. Slow steps. Then the path got wide again. Hooray!'),
        m('They went slowly, and soon the path grew wide and safe. {S} gave a [big|huge] sigh of relief.'),
        o('The path widened at last, and {S} looked back at the drop, astonished at how brave {S} had just been.'),
      ],
    ],
    water: [
      [
        y('The water at {P} was loud and fast. {S} was scared.'),
        mo('The water was louder and faster at {P}, and {S} backed away from it.'),
        o('The water at {P} roared so loudly that it made {S} nervous, and honestly, {H} too.'),
        y('At {P}, the water [rushed|raced] past. It was very [loud|fast]. {S} [hid|stepped back].'),
        m('At {P}, the water was so fast and loud that {S} pressed close to {H}.'),
        o('At {P} the water moved with a speed and a noise that made {S} shuffle backward, and {H} did not blame {S} one bit.'),
      ],
      [
        y('"We stay far from the edge," said {H}. "We\'re safe."'),
        mo('"We\'re not going near it," {H} said. "We\'re just going to look, from right here. We\'re safe."'),
        o('"Being a little scared of strong water is smart," {H} told {S}. "It means we stay back, and that means we\'re safe."'),
        y('"We stay back," said {H}. "Water is strong. We just look."'),
        m('"Fast water is for looking at, not for touching," {H} said. "So we stay right here, on the dry rocks."'),
        o('"Fast water is stronger than it looks," {H} said. "That is exactly why we admire it from up here."'),
      ],
      [
        y('{S} felt better. They watched the water [splash|rush by].'),
        mo('{S} stopped shaking, and after a while they both just watched the water, amazed at how strong it was.'),
        o('After a while, the roar stopped sounding scary and started sounding like music.'),
        y('They [sat|stood] and [listened|looked]. Soon {S} [smiled|felt fine].'),
        m('From a safe spot, the rushing water was easier to enjoy, and {S} even started to count the splashes.'),
        o('From a safe distance, the rushing water became something to watch instead of something to fear, and {S} watched it, entranced.'),
      ],
    ],
    lost: [
      [
        y('Where was {S}? {S} was [gone|not there]! {H} looked all around {P}.'),
        y('{H} [turned around|looked back] at {P}. No {S}! "{S}?" {he} [called|cried].'),
        mo('{H} turned around at {P}, and {S} was not there. {H}\'s heart [jumped|thumped]. "{S}?" {he} [called|said] across {P}.'),
        o('One moment {S} was right there at {P}. The next, {H} turned around and saw only empty ground, and {his} heart dropped into {his} boots.'),
        m('At {P}, {H} looked down to tie a shoelace, and when {he} looked up, {S} was gone.'),
        o('{H} had been looking at {P} for only a moment, but when {he} turned to say something to {S}, there was nobody there to say it to.'),
      ],
      [
        y('{H} called and called. Then {S} called back[!| from {P}!]'),
        y('{H} [stood still|stayed put] at {P}. "{S}! Where are you?" {he} [called|shouted]. A [small|tiny] voice [answered|called back] from [behind a rock|over by a bush|just nearby].'),
        mo('"Stay where you are!" {H} called across {P}, just like {G} always said. "{S}, [stay put|don\'t move]!" And from behind a [nearby rock|bush close by] came a [small|very small] voice.'),
        o('{H} remembered the rule: if you get separated, stay put and call. {He} called, and from just around the bend, {S} called back.'),
        m('{H} did not run off to search. {He} stayed put at {P}, just like {G} had taught {him}, and called {S}\'s name, loud and clear.'),
        o('{H} wanted to run in every direction at once, but {he} did the harder, smarter thing: {he} stood still and called, and listened between the calls.'),
      ],
      [
        y('{S} was just behind a rock. They hugged.'),
        y('There was {S}, [looking at a bug|sniffing a flower]! They hugged [tight|a long time].'),
        mo('{S} had only stopped to look at [something|a beetle|a flower] and lost track of time. They hugged[, and then|, hard, and then] they agreed on a new rule: [always stay in sight|nobody goes out of sight].'),
        o('{S} had been watching [a lizard|a line of ants|a bird] and had not noticed anyone leave. They hugged for a long time, and then, very solemnly, made up a new team rule: nobody goes out of sight.'),
      ],
    ],
    // Inside a visitor center: lost in a crowd, found by the big map (no rocks or bushes indoors).
    crowd: [
      [
        y('It got busy at {P}. So many people! Where was {S}?'),
        m('A big group came into {P} all at once, and when it moved on, {S} was not there.'),
        o('A tour group flowed into {P} like a tide, and when it flowed out again, {S} was nowhere to be seen.'),
      ],
      [
        y('{H} did not run. {He} stood still and called, "{S}!"'),
        m('{H} remembered what to do: stay put and ask for help. {He} went straight to the front desk of {P}.'),
        o('{H} did the sensible thing, which was also the hardest: {he} stayed exactly where {he} was and asked at the front desk of {P} for help.'),
      ],
      [
        y('There was {S}, by the big map! They hugged [tight|a long time].'),
        m('{S} was over by the big wall map, looking at the pictures, and had not noticed a thing. They hugged, and made a new rule: nobody goes out of sight.'),
        o('{S} turned up by the big wall map, deep in a display about the park, and was astonished that anyone had been worried. They hugged anyway, and agreed on a new team rule: nobody goes out of sight.'),
      ],
    ],
  } as Record<string, Line[][]>,
  permit: [
    [
      y('{H} wanted to go to {Z}. But you need a permit!'),
      mo('{H} had hoped they might go to {Z} too, but {R} shook {rhis} head.'),
      o('{H} had secretly hoped to go to {Z}, until {R} explained why that was not going to happen today.'),
    ],
    [
      y('"{noteSaid}" said {R}.'),
      mo('"{noteSaid}" {R} said. "It\'s not a walk for today."'),
      o('"{noteSaid}" {R} said. "Some places you plan for. Maybe one day."'),
    ],
    [
      y('{H} looked at {Z} from far away. That was fine too.'),
      mo('So they looked at it from where they were, and {H} decided that some places are even better as a someday.'),
      o('{H} looked at it for a long time from where they stood and put it on the list of someday places, which was getting long.'),
    ],
  ],
  closure: [
    [
      y('They saw a sign. The way to {Z} was closed.'),
      mo('They came to a sign. The way to {Z} was closed.'),
      o('They had half hoped to see {Z} too, but a sign said it was closed.'),
    ],
    [
      y('{R} was there. "{noteSaid}" {rhe} said.'),
      mo('"{noteSaid}" {R} explained, when they asked.'),
      o('"{noteSaid}" {R} said. "It\'s a shame, but the park always comes first."'),
    ],
    [
      y('{H} felt sad. Then {he} felt okay.'),
      mo('{H} felt disappointed for a minute, and then {he} decided it was kind of nice that some places get left alone.'),
      o('{H} was disappointed, and then found {himself} thinking that a place left in peace is a kind of gift, even if it is not a gift to you.'),
    ],
  ],
}

/** What happens when a look around does not help with the goal. */
export const LOOK_NEUTRAL: Record<Method, Line[]> = {
  quiet: [
    y('They sat very still at {P}. The place got quiet around them.'),
    y('They were as still as [rocks|statues]. [A bird sang.|The wind blew.|A leaf fell.]'),
    mo('They sat so still that after a while {P} seemed to forget they were there.'),
    mo('They found a [spot|rock] to sit on and waited, [quiet as mice|still as stones], while {P} went on around them.'),
    o('They sat still long enough for {P} to carry on without them, which is when the small things start to happen.'),
  ],
  binoculars: [
    y('{H} looked through the binoculars. Far away things [looked close|got big]!'),
    mo('{H} swept the binoculars slowly across {P}, rocks and trees jumping close and sliding away.'),
    o('Through the binoculars, the far side of {P} leaped close, and {H} explored it piece by piece without moving a step.'),
  ],
  tracks: [
    y('They looked at the ground. They saw [lots of footprints|boot prints].'),
    mo('They searched the ground at {P} and found plenty of prints, mostly from boots, and one from {S}.'),
    o('The ground at {P} was a tangle of prints, boots mostly, and {H} realized how many people walked here every day.'),
  ],
  listen: [
    y('They listened. They heard {hear}.'),
    y('Shh! They listened hard. Just {hear}.'),
    mo('They stood still at {P} and listened: {hear}, {hear2}, and nothing more.'),
    o('When they stopped to listen, {P} turned out to be full of sound: {hear}, {hear2}, and their own hearts.'),
  ],
  closer: [
    y('They looked closely. Tiny things were everywhere!'),
    mo('Up close, the ground at {P} was full of tiny things: seeds, pebbles, a busy ant.'),
    o('Looked at closely, the ground became a whole small world, busy with things too little to notice from standing height.'),
  ],
  item: [y('{H} looked at the {item} again.'), mo('{H} turned the {item} over in {his} hands, thinking.')],
  map: [
    y('{H} looked at the map. It had [lots of lines|little pictures].'),
    mo('{H} studied the map until the lines started to look like real places.'),
    o('{H} studied the map, turning it until it lined up with the land.'),
  ],
}

/** Still on a tour: the ranger or guide leading it is there. */
export const TOUR_GOES_ON: Line[] = [
  y('The ranger on the tour led the group on around {P}.'),
  y('Their tour of {P} went on. The guide [pointed|stopped] [here and there|now and then].'),
  m('The tour went on, and the ranger leading it stopped now and then to point things out around {P}.'),
  m('They stayed with the tour group at {P}, right behind the guide, [listening|looking] hard.'),
  o('The tour moved on through {P} at the unhurried pace of a guide who knows exactly where the best parts are.'),
  o('They kept close to the guide leading the tour of {P}, who seemed to know every rock by its first name.'),
]

export const RANGER_FOUND: Line[] = [
  y('They found {R} on the [path|trail] near {P}.'),
  mo('Luckily, {R} was coming along the path near {P} just then, on patrol.'),
  mo('They found {R} near {P}, talking with a family about the [trail|weather].'),
  o('{R} turned out to be close by at {P}, answering a long line of questions with great patience.'),
]

/** Before the ranger's goodbye, when the ranger was not with them at the end. */
export const GOODBYE_AT_DESK: Line[] = [
  y('On the way out, they stopped at {desk} to say goodbye to {R}.'),
  m('On their way out, they stopped at {desk} to say goodbye to {R}.'),
  m('They found {R} at {desk} on the way out, to say goodbye.'),
  o('On the way out, they stopped at {desk}, because leaving without saying goodbye to {R} felt wrong.'),
]

export const ASK_LOST: Line[] = [
  y('"I will tell the other rangers about the {item}," said {R}.'),
  mo('"I\'ll [call|tell] the other rangers on my radio," {R} said. "If {O}\'s family asks, we\'ll know you have [it|the {item}]."'),
  o('{R} spoke into {rhis} radio. "Now every ranger [in the area|in {park}] knows," {rhe} said. "Let\'s see who turns up."'),
]

export const ASK_GROWN_UP: Line[] = [
  y('{G} thought. "Let\'s look at it like a puzzle," {ghe} said.'),
  mo('{G} thought for a moment. "When I\'m stuck," {ghe} said, "I try a new place and fresh eyes."'),
  mo('"What would a ranger do?" {G} asked. {H} thought about that.'),
  o('{G} did not give an answer, exactly. {gHe} asked a question instead, which, {H} had noticed, was what grown-ups did when they thought you could work it out yourself.'),
]

/** Looking back at the turn, in the ending. */
export const MEMORY: Record<string, string> = {
  storm: 'the thunderstorm',
  heat: 'the heat of the day',
  fog: 'the fog',
  rain: 'the rain',
  wind: 'the wind',
  wildlife: 'the long wait for the animal on the path',
  mistake: 'the wrong turn',
  dark: 'the dark',
  height: 'the high part of the trail',
  water: 'the roaring water',
  lost: 'the scare when {S} went missing',
  crowd: 'the moment {S} got lost in the crowd',
  closure: 'the closed trail',
  permit: 'the trail they could not take',
}

/**
 * How a fact comes up: the ranger, the grown-up or a sign. For younger readers the fact is its own
 * sentence after a short lead, so a long fact never sits inside an even longer sentence.
 */
export const FACT_FRAMES = {
  ranger: [
    y('{R} [smiled|bent down|knelt down|beamed] [at {P}|by the path|next to {S}]. "{fact}"'),
    y('"{factSaid}" said {R}.'),
    y('{R} [pointed|looked around] at {P}. "{factSaid}" {rhe} said.'),
    y('{R} [knew a lot|knew lots|loved to talk] about {park}. "{factSaid}" {rhe} said.'),
    m('{R} [pointed at {P}|nodded toward {P}|waved a hand at {P}]. "{fact}"'),
    m('"Here\'s something I [love|like] about {park}," {R} said. "{fact}"'),
    m('{R} [grinned|smiled|beamed] at {P} and [shared a secret|told them a good one|told them something they did not know]: "{fact}"'),
    m('"{factSaid}" {R} [said|told them], [smiling|with a wink].'),
    m('{R} [had a fact ready|always had a fact ready] about {P}. "{fact}"'),
    o('{R} leaned on the railing at {P}. "{factSaid}" {rhe} said.'),
    o('{R} [leaned in|lowered {rhis} voice], as if sharing a secret about {park}: "{fact}"'),
    o('{R} [grinned|smiled|beamed] the way people do when they have a favorite fact about {park}: "{fact}"'),
    o('{R} had a fact about {park} ready, the way rangers [always do|usually do]: "{fact}"'),
    o('{R} waited until everyone was listening, the way rangers do when the next part is good, and then said: "{fact}"'),
    o('"{factSaid}" {R} said, and smiled at the look on {H}\'s face.'),
  ],
  grownUp: [
    y('{G} [read the map|looked at the map|read a sign] at {P}. "{factSaid}" {ghe} said.'),
    y('"{factSaid}" said {G}.'),
    y('{G} had read [about {park}|a book about {park}]. "{factSaid}" {ghe} [said|told them].'),
    m('{G} [opened|unfolded] the [park map|park newspaper|little guidebook] at {P}. "{factSaid}" {ghe} read.'),
    m('"[Listen to this|Guess what]," {G} said, reading from the [little park newspaper|guidebook]: "{fact}"'),
    m('{G} had read about {park} [before the trip|on the way]. "{factSaid}" {ghe} told them.'),
    m('"{factSaid}" said {G}, [reading from the map|finger on the guidebook].'),
    o('{G}, who had read the guide to {park} cover to cover on the way, could not resist: "{fact}"'),
    o('"[Here is a fact for you|Fact of the day]," {G} said, finger on the guidebook: "{fact}"'),
    o('{G} had read about {park} before the trip and told them, "{fact}"'),
    m('{G} [found|spotted] [a box of facts on the park map|a little fact box in the corner of the map|a "Did you know?" box on the back of the map]. "{factSaid}" {ghe} read out loud.'),
    o('{G} had been saving one fact about {park} for exactly this moment: "{fact}"'),
    o('{G} unfolded the park map at {P}, found the little box of print in the corner, and read it out: "{fact}"'),
    o('"Listen to this," said {G}, who had been reading the park newspaper at {P} while everyone else caught their breath. "{fact}"'),
    o('{G} tapped a paragraph in the guidebook and read it out twice, because it was worth hearing twice: "{fact}"'),
  ],
  sign: [
    y('A sign [by|near] {P} said: "{fact}"'),
    y('There was a sign at {P}. {H} [read it|read it out loud]. "{fact}"'),
    m('A sign beside the path at {P} said, "{fact}"'),
    m('{H} read a sign [out loud|to {S}]: "{fact}"'),
    o('A weathered sign at {P} said, "{fact}"'),
    o('{H} stopped to read the sign at {P}, which said, "{fact}"'),
    o('A small metal plaque at {P}, polished by many curious hands, said: "{fact}"'),
    o('{S} insisted on hearing what the sign at {P} said, so {H} read it aloud: "{fact}"'),
  ],
}

export const FACT_REACTIONS: Line[] = [
  y('"[Wow|Whoa|Oh, wow], {park} is [amazing|so cool|the best]!" [said|cried] {H}.'),
  y('{S}\'s eyes got [big|round] at that. "[Really?|Wow!|Is that true?]" {S} [asked|whispered].'),
  y('"Is that true?" asked {H}. "[Yes|It is]," said {G}. "[Wow!|Amazing!]" said {H}, looking around {P}.'),
  y('{H} [clapped|jumped up and down|clapped twice]. "I love {park}!"'),
  y('{H} looked at {P} again. [It looked different now.|Now {he} knew a secret!]'),
  y('{S} [gasped|squeaked]. "Tell me more about {park}!"'),
  y('"I will tell [Mom|my class|everyone] about {park}," said {H}.'),
  y('{H} said it [again|one more time] so {he} would not forget.'),
  y('{S} [did a little hop|spun around|clapped|clapped twice] at {P}. "[Whoa|Wow], {park}!" {S} [said|cried].'),
  y('{H} [told|whispered] it to {S}. {S} told it to a [rock|tree|bird] at {P}.'),
  y('"[{park} is so cool|I like that one|That is a good one]," said {H}. {G} [smiled|nodded|beamed|nodded hard].'),
  y('{H} [drew|made] a [little picture|quick drawing] of it [in {his} notebook|on the map].'),
  y('"[Cool|Wow|Neat]!" said {H}. {He} [looked around {P}|pushed {his} {hat} back].'),
  m('{H} [tucked that fact|stored that one] away, next to everything else {he} knew about {park}.'),
  o('{H} decided that {park} was the kind of place that kept its best facts in plain sight, waiting for someone to ask.'),
  m('"I\'m going to tell [my whole class|my teacher|everyone at school] about that," {H} said. {S} offered to help.'),
  m('{H} looked around {P} [again|one more time] and tried to picture it. It was [hard|easier than {he} thought].'),
  m('"[Say it again|One more time]," said {S}, so {G} did, and {S} [nodded wisely|looked amazed all over again].'),
  m('{H} [wrote it on {his} hand|added it to {his} list of favorite facts about {park}].'),
  o('{H} filed it away in the part of {his} brain that kept the best facts, the ones worth repeating [at dinner for at least a week|to anyone who would listen].'),
  o('{S} wanted to know if that was really true, and {G} said it was, and {S} said {park} was clearly showing off.'),
  o('{H} looked out over {P} and found that the fact had quietly changed the view, the way a good fact does.'),
  m('{H} [whistled|let out a low whistle] and looked at {P} with new eyes.'),
  m('"[No way|Really]? Here at {park}?" {H} said, [grinning|eyes wide].'),
  m('{S} said it over [quietly|softly], to remember it[.| forever.]'),
  m('"That is going in my notebook," {H} said, and it did, with [three|two] exclamation marks.'),
  m('{H} [turned|looked] around slowly, trying to see {P} the way a scientist would.'),
  m('"How does anybody [find that out|know that]?" {H} asked. "[Lots of patience|Lots of looking|Scientists, and lots of patience]," said {G}.'),
  m('{S} had to [sit down|stop walking] to think about that. "{park} is full of surprises," {S} said.'),
  m('{H} [grinned|beamed]. Every fact about {park} was like a little present[.| to unwrap.]'),
  o('{H} tucked that away to tell [people|everyone at home] later, along with the exact look of {P}.'),
  o('{H} tried to picture it and felt {his} brain stretch a little.'),
  o('{H} had the pleasant, dizzy feeling of a fact that was bigger than it first sounded, and stood at {P} a while letting it grow.'),
  o('"You made that up," {H} said, and {G} swore {ghe} had not, and {H} decided {ghe} probably had not, because it was too good to invent.'),
  o('{H} looked at {P} again and found that a single fact had quietly rearranged it.'),
  o('{S} asked for it to be said again, slower, and then was quiet for a long time, which for {S} was a sign of great respect.'),
  o('{H} started to say something clever about it, stopped, and just said "huh," which was more honest.'),
]

/** The wrap-up of the last chapter. */
export const AFTER = {
  callback: [
    y('{H} thought about the whole day at {park}.'),
    mo('On the way back, {H} thought about the whole day: {first}, {memory}, and now this.'),
    mo('{H} thought back over the day, from {first} to right now, and it felt like a whole [book|story][.| with {S} in every chapter.]'),
    o('{H} went back over the day in {his} head, {first}, {memory}, every choice, and was surprised at how each one had led to the next.'),
  ],
  callbackNoTurn: [
    y('{H} thought about [the whole day|everything they saw].'),
    mo('On the way back, {H} thought about the whole day, starting with {first}.'),
    o('{H} went back over the day in {his} head, starting with {first}, and was surprised at how each choice had led to the next.'),
  ],
}

/** The last image before "The End." Never the same sunset twice. */
export const CLOSINGS: Line[] = [
  y('On the way home from {park}, {S} [fell fast asleep|gave a big yawn and fell asleep|was asleep before the first turn|snored a tiny snore the whole way].'),
  y('{H} yawned a happy yawn. What a day at {park}!'),
  y('That night, {H} dreamed about {park}.'),
  y('{H} [hugged|squeezed] {S}. "Best day ever," {he} [said|whispered][.| at {P}.]'),
  ym('{H} waved goodbye to {park}. "See you again," {he} whispered.'),
  mo('{H} looked back at {park} one last time and [promised|made a silent promise] to come back.'),
  mo('That night, {H} fell asleep with [dust|mud] still on {his} shoes and the whole day at {park} still playing behind {his} eyes.'),
  mo('{H} drew one last picture in {his} mind, of {P} exactly as it was right then, and promised to keep it.'),
  mo('On the way out, {S} fell asleep [before anyone had said a word|almost at once], and {H} watched {park} [slide past|drift by] until it was gone.'),
  o('{H} did not say much on the way out of {park}. {Hewas} busy trying to remember everything, in order, before any of it could fade.'),
  o('{S} was asleep [before they left {park}|within minutes], snoring softly, and {H} thought that was the best review of a day there could be.'),
  o('Somewhere behind them, {park} went on being {park}, the animals went on with their lives, and {H} liked knowing that it would all still be there.'),
]

export const CLOSINGS_BY_ARRIVAL: Record<string, Line[]> = {
  car: [
    y('In the car, {S} [fell asleep|snored softly].'),
    mo('{H} pressed {his} face to the car window and watched {park} get smaller and smaller, already planning the next visit.'),
    o('The car hummed along the road out of {park}, and {H} watched the last of it [slide by|disappear] with the satisfied tiredness of a day well spent.'),
  ],
  shuttle: [mo('They rode the shuttle back with their feet aching in the best way, and {S} dozed the whole way.')],
  boat: [
    y('The boat took them home. {S} watched the waves.'),
    mo('On the boat ride back, {H} leaned on the rail and watched {park} shrink, spray on {his} face.'),
    o('The boat pulled away, and {H} watched until the land was only a line, and then only a feeling.'),
  ],
  plane: [
    y('The little plane flew them home. {H} waved out the window.'),
    mo('The little plane lifted off, and {H} pressed {his} nose to the window, waving at a land with no roads.'),
  ],
  ferry: [mo('On the ferry back, {H} watched the green hills fade into the blue and did not blink.')],
  walk: [mo('They walked back through the city, and every few steps {H} turned around to look one more time.')],
}

/** How each kind of choice is worded. Short, a verb first, something a child can say out loud. */
export const OPTION_WORDS = {
  go: {
    walk: ['Walk over to {P}', 'Head to {P}', 'Explore {P}', 'Take the path to {P}'],
    hike: ['Hike the {T} to {P}', 'Hike up to {P}', 'Take the {T}', 'Hike to {P}'],
    shuttle: ['Ride the shuttle to {P}', 'Take the shuttle bus to {P}', 'Catch the shuttle to {P}'],
    boat: ['Take the boat to {P}', 'Ride the boat out to {P}'],
    drive: ['Drive over to {P}', 'Go to {P} by car'],
    tour: ['Join the ranger tour of {P}', 'Go with a ranger to {P}'],
    plane: ['Fly over to {P}'],
    go: ['Go to {P}', 'Visit {P}', 'Head over to {P}', 'Check out {P}', 'Stop at {P}'],
  } as Record<How, string[]>,
  goFor: {
    animal: ['Look for {the A} at {P}', 'Search for {As} at {P}', 'Go to {P} to look for {the A}'],
    mystery: ['Follow the clues to {P}', 'Search for the answer at {P}', 'Look for more clues at {P}'],
    lost: ['Look for {O} at {P}', 'Ask around for {O} at {P}', 'Search for {O} at {P}'],
    place: ['Take the way past {P}', 'Stop at {P} on the way'],
  } as Record<string, string[]>,
  look: {
    quiet: ['Sit very still at {P} and watch', 'Wait quietly at {P} and watch', 'Stay still at {P} and keep watching'],
    binoculars: ['Scan {P} with binoculars', 'Look far out from {P} with binoculars'],
    tracks: ['Look for tracks around {P}', 'Search the ground at {P} for tracks'],
    listen: ['Stop and listen carefully at {P}', 'Stand still at {P} and listen'],
    closer: ['Take a closer look around {P}', 'Look closely at the ground at {P}'],
    item: ['Look inside the {item} for clues', 'Check the {item} for a clue'],
    map: ['Study the map of {park} for the best way', 'Read the trail signs at {P} for clues'],
  } as Record<Method, string[]>,
  ask: {
    ranger: ['Ask {R} for a hint', 'Ask {R} for advice', 'Find {R} and ask for help'],
    'grown-up': ['Ask {G} what to do', 'Ask {G} for an idea'],
  },
  goal: {
    animal: ['Go back to the best spot and wait', 'Wait where {As} like to be'],
    mystery: ['Go where the clues were strongest', 'Go back to where the clues began'],
    lost: ['Take the {item} to {R}', 'Bring the {item} to the ranger desk'],
    place: ['Head straight for {X}', 'Go to {X} right now'],
  } as Record<string, string[]>,
  again: ['Go back to {P}', 'Return to {P} for another look'],
}
