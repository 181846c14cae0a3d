/**
 * The four kinds of story goal, written as prose: how each begins, what finding or missing a clue
 * sounds like, what the ranger's tip sounds like, the question that ends a chapter, and the endings
 * the child's choices lead to. A hook or an ending is a list of paragraphs, each a list of ways to
 * write it. Slots: {A}/{a A}/{the A}/{As} the goal animal; {noise}/{sound}/{reveal} its call; {item},
 * {look}, {O} the lost thing and its owner; {X} the place that matters most; {K} where a clue was
 * found; {first} the first clue's place; {memory} the turn, remembered; {P} where they are now;
 * {desk} the visitor center the story started at, when it did.
 */
import { m, o, y, type Line } from '../template'

export type Paragraphs = Line[][]

// ---------------------------------------------------------------------------------------------
// Animal: see a particular animal

export const ANIMAL = {
  hook: [
    [
      y('{H} looked at the big poster of animals at {desk}. {He} pointed at one. "{As}!" {he} said. "I want to see {a A}."'),
      y('{H} had a [wish|big wish] for {park}. {He} wanted to see {a A}!'),
      y('"What animals live in {park}?" asked {H}. On a poster [at {P}|on the wall] was {a A}. "That one!" said {H}.'),
      y('{H} had a [book|picture book] about {As} at home. Today {he} wanted to see a real one.'),
      m('On the wall of {desk} was a poster of the animals that live in {park}, and {H}\'s finger landed on one of them and [stayed there|did not move]. "{a A}," {he} said. "I really, really want to see {a A}."'),
      m('{H} had one wish for the day, and {he} had been saving it [since breakfast|the whole drive]: {he} wanted to see {a A}. A real one, in the wild.'),
      m('"If I could see just one animal in {park}," {H} said, "it would be {a A}." {He} had [read about|drawn pictures of] them for weeks.'),
      o('{H} had read that {As} lived in {park}, and the idea had lodged in {his} head like a splinter: somewhere out there, right now, {a A} was going about its day, and {he} wanted to see it.'),
      o('Of all the animals on the park map, {H} had circled just one, twice, with a pen that was running out: {the A}.'),
      o('{H} had a rule for trips, invented on the spot that morning: every park gets one wish. In {park}, the wish was {a A}.'),
    ],
    [
      y('"Are there {As} here?" asked {H}. "Yes," said {R}, "but you have to look [carefully|very carefully]."'),
      y('"{As} live here," said {R}. "But they can be [shy|hard to find]."'),
      y('{R} smiled. "Go [slowly|quietly]. Then you might see {a A}."'),
      m('"There are {As} in the park," {R} said, "but they don\'t come when they\'re called. You have to go where they like to be, and be patient."'),
      m('{R} smiled. "{As} are here," {rhe} said, "but {park} doesn\'t do animals on a schedule, so you have to know where to look, and how."'),
      m('"{As}?" said {R}. "Good choice. They\'re here, but they keep their own hours. Watch, listen and [look for signs|don\'t rush]."'),
      o('"{As} are here," {R} said, "but the park is big, and they have no idea you\'re looking. The trick is to go where they need to be, not where you want them to be."'),
      o('{R} nodded slowly, the way rangers do when you have picked a good animal. "Then you\'ll need patience," {rhe} said, "and a bit of luck, and a very good pair of eyes."'),
    ],
    [
      y('{S} [wiggled|could not sit still]. "Let\'s find {a A}!"'),
      y('"I will be [so quiet|super quiet]," said {S}. "[Shh!|Tiptoe, tiptoe.]"'),
      m('{S} was already looking around, as if {a A} might be hiding behind the [door|nearest bush]. "Where do we start?" {S} asked.'),
      m('{S} [practiced walking quietly|tried tiptoeing] and tripped over a [root|stick]. "Maybe I\'ll just watch," {S} said.'),
      o('{H} felt the hope of it in {his} chest, a small, bright feeling, the kind that can either grow into something wonderful or pop.'),
      o('{S} promised to be the quietest explorer in the history of {park}, and then promised it again, louder, just to be sure everyone had heard.'),
    ],
  ] as Paragraphs,
  found: {
    tracks: [
      y('Then {H} saw tracks! Fresh ones, in the [dirt|mud]. "Are these from {a A}?"'),
      y('{S} found [some tracks|little prints]. "{The A}!" {S} [whispered|squeaked].'),
      m('Then {H} spotted tracks pressed into the soft ground at {P}, fresh and sharp-edged. {He} crouched beside them. "These look new," {he} whispered. "Could they be from {a A}?"'),
      m('"Look!" {S} said. In the [mud|dust] at {P} was a line of tracks, and they were not from boots. {H} checked the picture in the guide. {The A}!'),
      o('At the edge of the path, {H} found tracks so fresh that the little crumbs of soil around them had not yet dried, and they pointed the way {the A} had gone.'),
      o('The tracks at {P} were unmistakable once {H} knew what to look for, and {he} followed them with {his} eyes until they vanished into the [brush|rocks].'),
    ],
    sight: [
      y('Something moved far away. {H} gasped. Was it {a A}? Then it was gone.'),
      y('"There!" said {S}. Something [brown|gray] moved [by the trees|past the rocks]. Was it {a A}?'),
      m('Far off, something moved, just for a second. {H} grabbed {S}. "Did you see that? I think it was {a A}!" But when they looked again, [it was gone|there was nothing there].'),
      m('{H} saw it out of the corner of {his} eye: a shape at the edge of {P} that moved like {a A}. By the time {he} turned, there was only a [swaying branch|settling dust].'),
      o('For one second, {H} was sure: a shape, far away, moving the way {a A} moves. Then it slipped out of sight, and all that was left was a thumping heart and a very good reason to keep looking.'),
      o('It was not a sighting, exactly. It was more like the end of one: a movement at the edge of {P}, gone before {H} could be sure, but not before {he} could hope.'),
    ],
    sign: [
      y('A hiker smiled at them. "We saw {a A} here this morning!"'),
      y('"{A}?" said a [girl|boy] with a big hat. "I saw one [yesterday|this morning]!"'),
      m('A family coming the other way was talking in [excited whispers|happy, hushed voices]. "We saw {a A} right here [this morning|an hour ago]," the [mom|dad] told them. "Keep looking!"'),
      m('A man with binoculars around his neck stopped to chat at {P}. "{As}? One was out there [an hour ago|at breakfast time]," he said. "They come back."'),
      o('A hiker with a big camera leaned over. "You\'re looking for {As}? One came through here early this morning," she said. "They like it here. You\'re on the right track."'),
      o('An older couple at {P} had a notebook of every animal they had ever seen in {park}, and {a A} was on today\'s page. "Right over there," the man said. "Early."'),
    ],
    call: [
      y('Then they heard it: "{noise}" {H} froze. That was {a A}!'),
      y('"{noise}" went a sound. {S} [jumped|spun around]. "{A}!"'),
      m('Then, from somewhere close by, came a sound: "{noise}" {H} froze. "That\'s {a A}," {he} whispered. "It has to be."'),
      m('{H} heard it before {he} saw anything: "{noise}" {He} [grabbed|squeezed] {S} tight. {The A} was near.'),
      o('They heard it before anything else: {sound}. It was {a A}, somewhere near, even if it was not ready to be seen.'),
    ],
    tip: [
      y('{R} leaned down. "Try {K}," {rhe} said. "{As} like it there."'),
      y('"Go to {K}," said {R}. "Be [quiet|very quiet] at {K}."'),
      m('"If I wanted to see {a A}," {R} said, lowering {rhis} voice as if sharing a secret, "I\'d try {K}. Go quietly, and look carefully."'),
      m('{R} tapped the map. "{K}," {rhe} said. "{As} [like it there|go there to eat]. Not always. But often."'),
      o('{R} [thought about it|thought it over|gave it some thought]. "{K}," {rhe} said finally. "That\'s where I\'d go. And when you get there, stop walking and just watch for a while. That\'s the real trick."'),
      o('"{K}," said {R}, without even having to think. "But don\'t tell everyone. {As} deserve a little peace."'),
    ],
  },
  missed: [
    y('They [looked and looked|looked high and low|looked all around]. No {A} [here|at {P}].'),
    y('No {A} at {P}. [Not yet.|Not today.] {S} sighed.'),
    m('They looked carefully in every direction, but there was no sign of {a A} at {P}.'),
    m('{H} scanned every rock and bush at {P}. Nothing. {The A} was somewhere else today.'),
    o('There was no sign of {the A} at {P}, not a track, not a sound, and {H} felt the small sting of it.'),
    o('{P} was full of life, just not the life {H} had come for. {The A} was keeping its own plans.'),
  ],
  endings: {
    seen: [
      [
        y('Then {H} held very still. There, not far off, was {a A}!'),
        y('{S} [tugged|poked] {H}. "Look! Look!" It was {a A}!'),
        y('Something moved at {P}. It was not a rock. It was {a A}!'),
        m('Just as {H} had almost stopped [hoping|looking], there it was. {a A}! It was out in the open, [real and alive|as real as could be].'),
        m('{S} saw it first and forgot how to talk. {S} just pointed. There, at {P}, was {a A}.'),
        m('It stepped out at {P} as if it had been waiting for them to be quiet enough: {a A}, [close enough to see clearly|right there in the open].'),
        o('It appeared the way the best things do, without any fuss: one moment there was nothing, and the next, {a A} was simply there, going about its day as if the whole park belonged to it.'),
        o('{H} had pictured this moment so many times that when {a A} finally stepped into view at {P}, it took {him} a second to believe it was not another picture.'),
        o('There was no drumroll. {The A} simply walked out at {P}, looked around as if checking the weather, and went about its business, which happened to be the best thing {H} had ever watched.'),
      ],
      [
        y('Nobody moved. Nobody talked. They just [watched|looked].'),
        y('{The A} did not see them. {H} smiled a [big|huge] smile.'),
        y('They stayed far back. {The A} [ate|looked around|walked slowly].'),
        m('Nobody moved. Nobody said a word. They watched from a safe distance while {the A} did exactly what {As} do, and it was the best thing {H} had ever seen.'),
        m('They stayed well back and watched {the A} for a long time. {S} did not make a single sound, which was a [record|first].'),
        m('{H} wanted to remember every part of it. {He} watched the way {the A} moved and the way it [looked around|paused].'),
        o('{H} forgot to breathe for a moment. All the looking, the clues at {first}, the waiting, had led right here, to this.'),
        o('They watched from a respectful distance, not even whispering, and {H} noticed how different {a A} looked from a picture: smaller in some ways, bigger in every other.'),
        o('Time did something strange while they watched. It might have been two minutes or twenty, and afterward none of them could agree.'),
      ],
      [
        y('"We found it," {H} whispered. "We [really|truly] found it."'),
        y('{S} did a [tiny|quiet] happy dance. "{A}!" {S} [whispered|mouthed].'),
        m('"We did it," {H} whispered to {S}. "We followed the clues, and we found {a A}."'),
        m('When {the A} finally [moved off|wandered away], {H} let out a breath {he} had been holding for [ages|a very long time]. "That," {he} said, "was {a A}."'),
        o('Later, {H} would try to explain it to people, and would find that "we saw {a A}" did not say nearly enough.'),
        o('{H} understood, suddenly, why {R} had said to be patient. Patience had not been the price of seeing {a A}. It had been part of the seeing.'),
      ],
    ] as Paragraphs,
    far: [
      [
        y('Far, far away, something moved. {G} gave {H} the binoculars.'),
        y('{H} looked through the binoculars at {P}. [Far away|Way out there] was {a A}!'),
        m('It was a long way off, just a shape at first, but {G} handed over the binoculars, and the shape turned into {a A}.'),
        m('At {P}, {H} swept the binoculars slowly, and stopped. There, tiny and far, was {a A}.'),
        o('It was far away, farther than {H} had hoped, but through the binoculars the faraway shape became, unmistakably, {a A}.'),
        o('{H} almost missed it: a dot on the far side of {P} that turned, in the binoculars, into {a A}, minding its own business.'),
      ],
      [
        y('It was {a A}! It was small and far away. But it was real.'),
        y('{The A} did not know they were there. It [just kept going|walked on slowly].'),
        m('It was small and far away, but it was real. {H} watched until {his} arms ached from holding the binoculars up.'),
        m('They took turns with the binoculars. {S} needed [three|four] turns, and each time said "{A}!" as if for the first time.'),
        o('{H} watched it for a long time. {He} had imagined being closer, but being this far away meant {the A} had no idea anyone was watching, and there was something wonderful about that too.'),
      ],
      [
        y('"That counts," said {S}. "That [totally|really] counts."'),
        y('"Far away is best for {As}," said {G}. {H} [nodded|agreed|nodded hard].'),
        m('"Does far away count?" {H} asked. "Far away is the best way," {R} said. "It means you gave it room."'),
        o('"Far away counts," {S} said firmly. And {H}, thinking about everything it had taken to get here, decided that it counted double.'),
      ],
    ] as Paragraphs,
    missed: [
      [
        y('They looked until it was time to go. No {A} came.'),
        y('They waited at {P} a long time. {The A} did not [come|come out].'),
        m('They waited and watched at {P} until it was time to go, but {the A} never came.'),
        m('The shadows at {P} got longer, and {the A} stayed wherever {As} stay when they do not want to be found.'),
        o('They waited as long as they could, and {the A} never showed itself. Some days, the park keeps its secrets.'),
      ],
      [
        y('{H} felt sad. {S} leaned [close|on {H}].'),
        m('{H} felt the disappointment sink down into {his} shoes. {S} leaned against {him} without saying anything, which helped.'),
        o('{H} was quiet for a while. It is hard to want something that much and not get it, and {he} let {himself} feel it.'),
      ],
      [
        y('Then {H} remembered the clues. {The A} had been there. Just not for them, not today.'),
        m('"We still learned where {As} live," {H} said at last. "We saw the signs at {first}. Now we know where to look next time."'),
        o('But on the way back, {H} realized that {he} knew things now that {he} had not known this morning: where {As} like to be, what their signs look like, how to wait. Next time, {he} would be ready.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('Where could {the A} be?'),
    y('Where should they look for {the A} [next|now]?'),
    y('Where do {As} like to go in {park}? {H} [thought|wondered].'),
    y('"Where are you, {A}?" [whispered|asked] {S}.'),
    m('Where would {he} go, if {he} were {a A}? {H} [thought about it|thought it over|gave it some thought].'),
    m('{H} looked around {P}. Where should they look for {the A} next?'),
    m('{S} looked at {H} and asked, "[Where next|Which way] for {the A}?"'),
    m('{H} [ran through|thought about] everything {he} knew about {As}. Where next?'),
    o('Somewhere in {park}, {a A} was going about its day. The question was where.'),
    o('{H} ran through the choices in {his} head, trying to think like {a A}.'),
    o('{H} looked out over {P} and tried to see it the way {a A} would: food here, danger there, a quiet spot somewhere.'),
  ],
  titles: ['Looking for {the A}', 'The Day of {the A}', '{H} and {the A}', 'Following {the A}', 'Quiet Feet in {park}', 'A Wish for {the A}', 'Where the {As} Are', '{S} and the Search for {the A}', 'One {A} in {park}', '{H} Goes Looking', 'Tracking {the A} in {park}', 'A {month} Day for {the A}'],
}

// ---------------------------------------------------------------------------------------------
// Mystery: a sound or tracks, and what made them

export const MYSTERY = {
  hookCall: [
    [
      y('Then they heard it. "{noise}"'),
      y('"{noise}" [went a sound|came a call] from [somewhere close|far off]. What was it?'),
      m('Then, from somewhere nearby, came a sound that made everyone stop: "{noise}"'),
      m('{H} was [tying a shoe|reading a sign] at {P} when the sound came: "{noise}" {He} looked up [fast|at once].'),
      o('That was when they heard it, {sound}, coming from somewhere they could not see.'),
      o('The sound came out of nowhere, {sound}, and then stopped, leaving a silence that felt like a question.'),
    ],
    [
      y('"What was that?" asked {H}. Nobody [knew|could say].'),
      y('{S} [hid|ducked] behind {H}. "Who said that?"'),
      m('"What was that?" {H} whispered, and {S}\'s {S.body} twitched, but nobody at {P} knew.'),
      m('{H} turned in a slow circle at {P}. "Did you hear that?" {he} asked. {S} had. {G} had. Nobody knew what it was.'),
      o('"What was that?" {H} asked, and for once, {S} did not have a single guess.'),
      o('{H} looked at {G}, who shrugged, and at {S}, who had gone completely still, and realized that nobody there had the faintest idea.'),
    ],
    [
      y('{R} smiled. "A mystery! Can you find out what made it, here in {park}?" {rhe} asked.'),
      y('"I know that sound," said {R}. "But I will not tell! It is your mystery." {rHe} [winked|smiled|beamed].'),
      m('{R} had heard it too, and a small smile crept across {rhis} face. "I know what that is," {rhe} said. "But a mystery is more fun if you solve it yourselves."'),
      m('"Ooh," said {R}, "that\'s one of my favorite sounds in all of {park}, and I\'m not telling, so see if you can solve the mystery."'),
      o('{R} looked delighted. "Now that," {rhe} said, "is a mystery worth solving[.| in {park}.] I could tell you, but you would enjoy it far more if you found out yourselves."'),
    ],
  ] as Paragraphs,
  hookTracks: [
    [
      y('By the path at {P} were some tracks. They were [strange|funny]!'),
      y('{S} stopped. "Look down!" There were [little|odd] tracks in the dirt.'),
      m('Beside the path, pressed into the ground, was a line of tracks that did not look like any tracks {H} knew.'),
      m('Just past {P}, the ground was soft, and across it ran a line of [small|neat] prints that were not from any boot.'),
      o('It was {H} who noticed them: a line of tracks crossing the path, neat and mysterious, leading away from the place where everyone walked.'),
      o('Someone had crossed the path near {P} not long before them, and it had not been a person: the tracks were too [neat|small] and went the wrong way for a hiker.'),
    ],
    [
      y('"Who made these tracks?" asked {H}. {S} [sniffed them|looked hard].'),
      y('"Are they from a [dog|cat]?" asked {S}. "No," said {H}. "[Something wild!|Something else!]"'),
      m('"Who made these?" {H} said, crouching down. {S} sniffed them and looked [puzzled|confused].'),
      m('{H} [counted the toes|measured one with a finger]. "Not a dog," {he} said. "Not a bird. So what?"'),
      o('"Somebody walked here," {H} said, "and it wasn\'t a person." {S} sniffed at them and had no answer.'),
    ],
    [
      y('{R} looked too and said, "Good eyes! A mystery! Can you find out who made them?"'),
      y('"Ooh, tracks," said {R}. "Who made them? That is a mystery for you!"'),
      m('{R} knelt beside them. "Good eyes," {rhe} said. "I have an idea who made those. But I bet you can solve this mystery [yourselves|on your own]."'),
      m('"A mystery," said {R}, standing up again, "and every track in {park} has an owner, so I wonder if you can find this one."'),
      o('{R} crouched down, looked for a long moment and then stood up with a small smile. "I\'m not going to tell you," {rhe} said. "Some mysteries are better found than told."'),
    ],
  ] as Paragraphs,
  found: {
    call: [
      y('"{noise}" There it was again. It was louder [here|at {P}]!'),
      y('"{noise}" {S} [spun around|jumped]. "It\'s close!"'),
      m('"{noise}" There it was again, louder now, much closer than before. {H} turned slowly toward it.'),
      m('At {P}, the sound came again: "{noise}" This time {H} could tell [which way it came from|where it was coming from].'),
      o('The sound came again, {sound}, and this time it was close enough that {H} could tell which way it came from.'),
    ],
    tracks: [
      y('More tracks! They looked the same. They were going [this way|that way].'),
      y('"The same tracks!" said {S} at {P}. "[Follow them!|They go on!]"'),
      m('There they were again at {P}: the same tracks, crossing a soft patch of ground. "Same ones," {H} said. "We\'re getting closer."'),
      m('{S} found them first this time: the same prints, fresher, heading [off the path|toward the trees]. "It came this way," {S} said.'),
      o('The tracks showed up again at {P}, clearer this time, and {H} studied them the way a detective studies handwriting.'),
    ],
    tip: [
      y('"Try {K}," said {R}, with a wink.'),
      y('{R} [smiled|winked|beamed]. "Listen at {K}," {rhe} said.'),
      m('{R} would not tell them the answer, but {rhe} did give a hint. "If I were you," {rhe} said, "I\'d try {K}."'),
      m('"I can\'t tell you what it is," {R} said, "but I can tell you where it likes to be. {K}."'),
      o('"I won\'t spoil it," {R} said. "But I\'ll tell you where I hear it most[.|: {K}.] [{K}. Go quietly.|Go quietly.]'),
    ],
  },
  missed: [
    y('They listened and looked at {P}, but found nothing.'),
    y('No sound. No tracks. [Nothing at {P}.|{P} was quiet.]'),
    m('They listened and looked at {P}, but the mystery stayed a mystery here.'),
    m('{P} was [full of other sounds|busy with other things], but not the one they wanted.'),
    o('Whatever it was, it was not at {P}. {H} filed that away as a clue of its own: now they knew one place it wasn\'t.'),
  ],
  endings: {
    'solved-self': [
      [
        y('"{noise}" They looked up. There it was!'),
        y('Then something moved at {P}. It was {a A}!'),
        m('And then it happened. Right in front of them, {a A} {reveal}.'),
        m('At {P}, {H} held up a hand, and everyone went still. Not far away, {a A} {reveal}.'),
        o('It happened right in front of them: {a A}, out in the open, {reveal}, as if it had been waiting for them to finally look in the right place.'),
        o('They had almost given up looking at {P} when {a A} {reveal}, close enough that nobody could possibly doubt it.'),
      ],
      [
        y('It was {a A}! The mystery was solved!'),
        y('"{A}!" said {H}. "It was {a A} [all along|the whole time]!"'),
        m('"It\'s {a A}!" {H} whispered. "That\'s what made it. We solved it!"'),
        m('{H} checked {his} notebook: every clue fit {the A}. "[Solved|Case closed]," {he} whispered.'),
        o('{H} felt the click of it, like the last piece of a puzzle. All the clues, from {first} onward, fit together at once.'),
      ],
      [
        y('{S} did a happy wiggle. "We did it[!|, we did it!]"'),
        y('{H} and {S} did a [quiet|silent] high five.'),
        m('{S} {S.noise} so loudly with happiness that {the A} gave them a look, and they all had to cover their mouths to keep from laughing.'),
        m('"We solved it ourselves," {H} said. "[No hints|Well, almost no hints]." {S} looked [very proud|extremely proud|as proud as could be].'),
        o('"We found it ourselves," {H} said, and that was the best part. Nobody had told them[.| the answer.] They had worked it out[.| together.]'),
      ],
    ] as Paragraphs,
    'solved-ranger': [
      [
        y('{R} came over. "Did you solve it?"'),
        y('They found {R} [again|one more time]. "Any [guesses|ideas]?" {rhe} asked.'),
        m('{R} caught up with them. "Well, detectives?" {rhe} asked. "Any guesses?"'),
        m('They found {R} at {P}. {rHe} [raised an eyebrow|smiled|beamed]. "Well? What did you find out?"'),
        o('{R} found them again and raised an eyebrow. "So," {rhe} said. "Do my detectives have an answer?"'),
      ],
      [
        y('{H} told {R} every clue. {R} nodded. "It was {a A}!"'),
        m('{H} told {rhim} everything: where they had searched, what they had heard and seen. {R} listened, then grinned. "You were so close," {rhe} said. "It was {a A}."'),
        o('{H} laid out every clue. {R} listened to all of it, then nodded slowly. "Good thinking," {rhe} said. "It was {a A}. You were closer than you knew."'),
      ],
      [
        y('Just then, {a A} showed up! It was like it heard them.'),
        m('As if it had been listening, {a A} appeared right then, not far off, and {reveal}.'),
        o('And then, as if it had been waiting for its name, {a A} appeared nearby and {reveal}, proving the answer right in front of them.'),
      ],
    ] as Paragraphs,
    'solved-late': [
      [
        y('It was time to go. They still did not know.'),
        m('It was nearly time to go, and the mystery was still a mystery. {H} tried not to mind.'),
        o('They were almost back to where they had started, and the mystery was still unsolved. {H} was trying very hard to be a good sport about it.'),
      ],
      [
        y('Then they heard it again, right next to them!'),
        m('And then, right beside the path, where they least expected it, {a A} {reveal}.'),
        o('And then, at the very last stop of the day, right beside the path where nobody was looking, {a A} {reveal}.'),
      ],
      [
        y('{H} laughed. "There you are!" {he} said.'),
        m('{H} laughed so hard {he} had to sit down. "All that searching," {he} said, "and it just [walked up to us|showed up]!"'),
        o('{H} started laughing and could not stop. They had searched so hard, and the answer had simply strolled up at the end, as if the park had a sense of humor.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('What made it? Where in {park} should they [go|look] next?'),
    y('{H} [thought hard|scratched {his} head] at {P}. [Where was the answer?|What made it?|Where could they look?]'),
    y('"Where is the [next clue|answer]?" asked {S}.'),
    m('What could it be, and where in {park} should they look next?'),
    m('{H} chewed {his} lip. The answer was out there somewhere in {park}[.|, waiting.]'),
    m('{H} [read|went over] {his} notes again at {P}. Where would the next clue be[?| hiding?]'),
    o('The mystery was still open, and {H} liked it that way, at least for now.'),
    o('{H} weighed the choices, the way a detective does, one clue at a time.'),
    o('{H} had a hunch, and a hunch is a clue that has not been proved yet.'),
  ],
  titles: ['The Mystery at {park}', 'Who Made That Sound?', 'The {park} Mystery', 'Tracks and Whispers', 'The Puzzle of {park}', 'Clues at {park}', '{H} and the {park} Puzzle', '{S} Hears Something', 'A Riddle in {park}', 'The Case of the {month} Mystery', 'Something in {zone}', '{H}, Detective'],
}

// ---------------------------------------------------------------------------------------------
// Lost: a lost thing to return to its owner

export const LOST = {
  hook: [
    [
      y('{spot} was a {item}. Nobody was [there|with it].'),
      y('{H} saw something {spot.lower}. It was a {item}!'),
      m('{spot}, all by itself, lay a {item} {look}.'),
      m('{S} found it first, {spot.lower}: a {item} {look}, with nobody anywhere near it.'),
      o('Somebody had left a {item} {look} {spot.lower}, and nobody seemed to be coming back for it.'),
      o('It was the kind of thing you notice only because it is alone: a {item} {look}, sitting {spot.lower} as if waiting for someone.'),
    ],
    [
      y('A name was [inside the cover|on the first page]. It said "{O}."'),
      y('{H} [opened|looked inside] the {item}. There was a name: {O}!'),
      m('{H} picked it up carefully. Written inside the cover, in big wobbly letters, was a name: {O}.'),
      m('On the first page, in [green|purple|orange] crayon, someone had written {O} and drawn a [smiling sun|little star].'),
      o('Inside the cover, in the careful, wobbly letters of someone quite young, was a name: {O}.'),
      o('The first page said "This belongs to {O}," and underneath, in smaller letters, "please give it back," which made {H}\'s heart [squeeze|give a little squeeze].'),
    ],
    [
      y('"{O} will be [sad|so sad]," said {H}. "Let\'s find {O}[!| fast!]"'),
      y('"We have to help {O}," said {S}. {H} [nodded|agreed|nodded hard][.| right away.]'),
      m('"{O} must be so sad," {H} said, looking at {S}, "so we have to find {O} and give it back."'),
      m('{H} imagined {O} [looking in every pocket|searching under the car seats]. "We\'re going to find you, {O}," {he} said.'),
      o('{H} thought about how {he} would feel if {he} lost a {item} like this. "We\'re going to find {O}," {he} said[.| firmly.] It was not a question[.|, and nobody took it as one.]'),
    ],
    [
      y('{R} was [busy|helping a family]. "Look out for {O}," {rhe} said[.|, and gave them a wave.]'),
      y('{R} was [busy|helping a family]. "Tell me if you find {O}," {rhe} said.'),
      m('{R} was busy with a long line of visitors but said {rhe} would keep an ear out. "Families often come back this way," {rhe} said.'),
      m('"Good find," said {R}, between two other visitors. "Keep it safe, and look out for a kid called {O}."'),
      o('{R} was [surrounded by a busy line of visitors|busy with a long line of visitors], so {H} decided this was a job {he} could start on {himself}[.|, with {S}\'s help.]'),
    ],
  ] as Paragraphs,
  found: {
    item: [
      y('{H} looked inside again. There was a page with a star. The star was on {X}!'),
      y('{S} found a [drawing|picture] in the {item}. It was {X}!'),
      m('{H} looked through it again, more carefully this time. On one page, someone had drawn {X} and put a big star next to it. "I bet that\'s where {O} is going," {he} said.'),
      m('At the back of the {item} was a list called "Places I want to see." The last one, with [two stars|a heart], was {X}.'),
      o('{H} turned the pages [slowly|carefully]. Near the back was a list in the same wobbly writing, and one place had a big star beside it: {X}.'),
    ],
    chase: [
      y('A lady smiled. "A kid named {O}? They went to {X}!"'),
      y('"I saw {O}!" said a [boy|girl]. "{O} went to {X}!"'),
      m('A ranger on the trail nodded when {H} asked. "A family with a kid named {O}? They were here a little while ago. I think they were heading to {X}."'),
      m('A dad with a baby on his back remembered. "{O}? Asked a lot of questions about {X}," he said. "They went that way."'),
      o('{H} asked a woman sitting on a [rock|bench] at {P}, who knew exactly who {O} was: "Small, lots of questions? That family was here a little while ago, and they said something about {X}."'),
    ],
    close: [
      y('"You just missed them!" said a man. Oh no!'),
      y('"{O} was here!" said a lady. "[Just now!|A minute ago!]"'),
      m('"Oh, you just missed them," a hiker said. "They left a few minutes ago." So close!'),
      m('A boy at {P} pointed. "There was a kid looking for a {item}," he said. "Just now!"'),
      o('They had just missed them, a hiker said, by minutes. {H} [groaned|let out a groan]. It felt like chasing a [rainbow|butterfly].'),
    ],
  },
  missed: [
    y('No {O} at {P}, so they kept looking.'),
    y('They asked at {P}. Nobody had seen {O}.'),
    m('They looked everywhere at {P}, but there was no sign of {O} here.'),
    m('Nobody at {P} had seen a kid with a {item}. {H} tucked it [under {his} arm|in {his} pack] and kept going.'),
    o('Nobody at {P} had seen a kid named {O}. {H} held the {item} a little tighter and refused to give up.'),
  ],
  endings: {
    'returned-self': [
      [
        y('Then {H} saw a kid at {P}. The kid was [crying|very sad].'),
        y('A little kid sat on a rock at {P}. The kid looked [sad|so sad].'),
        m('Then {H} saw a small kid sitting on a rock at {P}, looking at the ground as if the whole day had gone wrong.'),
        m('At {P}, a small kid was [checking every pocket|looking under a bench], and a grown-up was saying, "We\'ll find it, we\'ll find it."'),
        o('{H} saw them first: a family, and in the middle of it a small kid with a very sad face, searching the ground as if something important might be hiding there.'),
      ],
      [
        y('"Are you {O}?" asked {H}. The kid nodded[.| slowly.] "Is this your {item}?"'),
        y('{H} held up the {item}. "Is this yours?" The kid [gasped|jumped up].'),
        m('"Excuse me," {H} said, holding out the {item}. "Are you {O}? I think this is yours."'),
        o('"Are you {O}?" {H} asked. The kid looked up, and then looked at what {H} was holding, and the whole sad face changed.'),
      ],
      [
        y('{O} hugged the {item}. "Thank you so much!"'),
        y('{O} [laughed|cheered|chuckled|whooped]. "My {item}! You found my {item}!"'),
        m('{O} hugged the {item} tight and then, to everyone\'s surprise, hugged {H} too. "Thank you," {O} said. "I looked everywhere."'),
        o('{O} held the {item} close, and {O}\'s family thanked {H} so many times that {H} went pink. "How did you find us?" they asked. {H} thought about {first}, and smiled.'),
      ],
    ] as Paragraphs,
    'returned-desk': [
      [
        y('They went back to {R}. A family was [there|waiting] at {desk}.'),
        y('At {desk}, a family was talking to {R}.'),
        m('They went back to find {R}, and at the desk there was a worried-looking family asking questions.'),
        m('Back at {desk}, {R} was talking to a family who looked like they had [searched the whole park|been looking all day].'),
        o('When they got back to {desk}, {R} waved them over. Standing beside {rhim} was a family with the tired, hopeful look of people who have been searching for something.'),
      ],
      [
        y('A little kid was there. It was {O}!'),
        y('"This is {O}," said {R}. {O} [waved|looked shy|peeked out] from behind [a tall grandma|a smiling dad|a smiling mom].'),
        m('"This is {O}," {R} said. "We\'ve been hoping somebody would find that {item}."'),
        o('"This is {O}," {R} said, and {rhis} eyes twinkled. "I had a feeling you two would turn up with that {item} at just the right time."'),
      ],
      [
        y('{H} gave back the {item}. {O} smiled a [big|huge] smile.'),
        y('{O} held the {item} tight. "Thank you, {H}!"'),
        m('{H} handed over the {item}, and {O}\'s face lit up like a lantern. "You found it!" {O} said. "You really found it!"'),
        o('{H} handed over the {item}, and {O} held it like treasure. "I thought it was gone forever," {O} [said|whispered]. {H} did not say anything[.|; there was nothing to add.] {He} just felt warm all the way [through|down to {his} boots].'),
      ],
    ] as Paragraphs,
    'returned-late': [
      [
        y('They could not find {O}. {H} held the {item} and felt sad.'),
        m('It was almost time to go, and they still had not found {O}. {H} looked at the {item} and felt a lump in {his} throat.'),
        o('By the end of the day, they still had not found {O}, and {H} felt the weight of the {item} in {his} hands.'),
      ],
      [
        y('So they gave it to {R}. "I will keep it safe," {rhe} said.'),
        m('"You did the right thing," {R} said, taking it gently. "I\'ll keep it safe at the desk. Families almost always come back."'),
        o('They left it with {R}, along with a note {H} wrote in {his} best handwriting: "We found this. We hope you get it back. From {H} and {S}."'),
      ],
      [
        y('Then a kid came running. It was {O}! "My {item}!"'),
        m('And just as they turned to leave, a kid came running up the path, shouting. It was {O}, with {O}\'s whole family puffing along behind.'),
        o('They were halfway to the door when they heard running feet and a voice shouting, "Did anybody find a {item}?" It was {O}. The timing could not have been better if they had planned it.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('Where could {O} be[?| now?]'),
    y('Where should they look for {O} [next|now]?'),
    y('"Where did {O} go?" asked {S}. {H} [thought|looked around|looked at the map].'),
    y('{H} held the {item} [tight|close] at {P}. [Where to next?|Which way now?]'),
    m('Where had {O} gone? {H} looked at the {item} and thought hard.'),
    m('Somewhere in {park}, {O} was missing a {item}. Where should they look?'),
    m('{H} looked at the name in the {item} again. [Where would {O} go next?|Which way would a kid go?]'),
    o('{H} turned the {item} over in {his} hands. Somewhere in {park}, {O} was looking for it.'),
    o('Somewhere in {park} a family was having a worse day than it needed to, and {H} had the one thing that could fix it.'),
    o('{H} tried to think like a small kid with a big park and a lost {item}. Where would {he} go[?| first?]'),
  ],
  titles: ['The Lost {item}', 'Finding {O}', 'The {item} on the Bench', '{H} and the Lost {item}', 'A Name Inside', 'Who Lost the {item}?', 'A {item} in {park}', '{S} Finds a {item}', 'Looking for {O} in {park}', 'The Search Across {park}', 'Whose {item} Is This?', '{O}\'s {item}'],
}

// ---------------------------------------------------------------------------------------------
// Place: reach a special place at its best

export const PLACE = {
  hook: [
    [
      y('{H} had a picture of {X}. {He} wanted to see it for real.'),
      y('"Today we see {X}!" said {H}. {S} [cheered|clapped|whooped|clapped twice].'),
      m('{H} had a postcard of {X} stuck on {his} bedroom wall, and today {hewas} going to see the real thing.'),
      m('{H} had [drawn|painted] {X} for a school project without ever seeing it. Today {he} would find out how close {he} had come.'),
      o('{H} had been looking at pictures of {X} for a year, and had promised {himself} that the first thing {he} would do in {park} was see it with {his} own eyes.'),
      o('{X} was the reason for the whole trip, as far as {H} was concerned, though {G} maintained there were other reasons.'),
    ],
    [
      y('"Can we go to {X}?" {H} asked.'),
      y('"How do we get to {X}?" asked {H}. {R} [smiled|looked at the map|tapped the map|beamed].'),
      m('"Can we go to {X}?" {H} asked {R}. "What\'s the best way to see it?"'),
      m('"How do we see {X} the best way?" {H} asked, and {R} smiled, because that was exactly the right question to ask about {X}.'),
      o('"What\'s the best way to see {X}?" {H} asked {R}, who looked pleased, as if nobody had asked it properly all week.'),
    ],
    [
      y('"Yes," said {R}. "Go the [best|right] way[.| to {X}.]"'),
      y('"Take your time," said {R}. "{X} is [worth it|special]."'),
      m('"Timing is everything," {R} said. "And the right way in to {X}. Ask around {park}, look at the maps, and you\'ll see it at its best."'),
      o('"Lots of people rush to {X} and see it at its busiest and hottest," {R} said. "The lucky ones plan. Collect some clues first."'),
    ],
  ] as Paragraphs,
  found: {
    map: [
      y('A sign showed the best way to {X}.'),
      y('{H} found {X} on the map. "[There!|Got it!]"'),
      m('A sign showed the way to {X}, and a little note at the bottom said when it was quietest.'),
      m('{H} traced the way to {X} on the map with a finger. [It was not far.|There was a quiet back way.]'),
      o('{H} studied the map until {he} could see the whole route in {his} head: which way, how long, and where they could rest.'),
    ],
    tip: [
      y('"Go a little later," said {R}. "{X} is quieter then."'),
      m('"Here\'s my secret," {R} said. "Go when everyone else is leaving. And take the long way. It\'s prettier."'),
      o('"Here\'s what most people don\'t know," {R} said. "The best moment at {X} is the quiet one. Get there when the crowds are gone, and just wait."'),
    ],
    hint: [
      y('A hiker smiled. "{X} is so pretty," she said.'),
      y('"Are you going to {X}?" asked a [boy|girl]. "[It\'s great!|You will love it!]"'),
      m('A hiker coming back from {X} smiled at them. "Bring water," she said, "and don\'t rush the last part."'),
      m('At {P}, a family just back from {X} were all talking at once about it. "[Go slowly|Stay a while]," the dad said.'),
      o('A hiker coming the other way had a happy, dazed look. "You\'re going to {X}?" he said. "Take your time at the end. You\'ll [see|understand]."'),
    ],
  },
  almost: [
    y('They got to {X}. But lots of people were there!'),
    m('They made it to {X}, but so did a big, noisy crowd, and it was hard to see anything at all.'),
    o('They reached {X} at the worst possible moment, along with a tour group and somebody\'s very loud radio.'),
  ],
  missed: [
    y('This was nice. But it was not {X}.'),
    m('It was lovely at {P}, but it was not {X}, and {H} kept glancing toward where it must be.'),
    o('{H} enjoyed {P}, truly, but a part of {him} was already thinking about {X}.'),
  ],
  endings: {
    perfect: [
      [
        y('They came to {X} at just the right time.'),
        y('At last, there was {X}! [Nobody else was there.|It was quiet.]'),
        m('They reached {X} at exactly the right moment. The crowds had thinned, the light was just right, and it was all theirs.'),
        o('Because they had planned it, because of {first} and everything after, they came to {X} at the perfect moment, when it was quiet and the light was doing something extraordinary.'),
      ],
      [
        y('{H} [looked and looked|stared and stared|just looked]. It was even better than the [picture|postcard].'),
        m('It was better than the postcard. It was better than anything. {H} just stood there and looked.'),
        o('{H} had wondered whether the real thing could ever live up to the picture on {his} wall. It did not live up to it. It blew it out of the water.'),
      ],
      [
        y('"We did it," said {H}[.| at {P}.] {S} [cheered|did a happy spin|whooped].'),
        m('"Worth every step," {G} said softly. {H} nodded. {He} could not have said it better.'),
        o('Nobody spoke for a while. Some moments are too big for talking, and this was one of them.'),
      ],
    ] as Paragraphs,
    almost: [
      [
        y('They got to {X}. It was very busy.'),
        m('They got to {X}, but it was crowded and noisy, and {H}\'s heart sank a little.'),
        o('{X} was there, just as promised, but so were what felt like a thousand other people, all trying to see the same thing.'),
      ],
      [
        y('So they waited. Slowly, the people left.'),
        m('So they waited on a quiet rock off to the side. Little by little, the crowd drifted away.'),
        o('So they did the only thing left to do: they sat down, off to the side, and waited. And slowly, the way a pond settles, the place grew quiet.'),
      ],
      [
        y('Then it was just them. {X} was all theirs.'),
        m('And then, for one quiet minute, it was just them and {X}. It was worth every second of waiting.'),
        o('For a few quiet minutes, it was theirs alone, and {H} learned something {he} would remember for a long time: sometimes the best part comes after you almost give up.'),
      ],
    ] as Paragraphs,
    'plan-b': [
      [
        y('They did not get to {X} today. {H} felt sad.'),
        m('They never made it to {X} that day. After {memory}, it just was not the right time.'),
        o('In the end, {X} would have to wait for another day. After {memory}, there was no sensible way to get there, and {H} knew it.'),
      ],
      [
        y('But then {H} looked around {P}. This place was special too.'),
        m('But then {H} looked around at {P}, really looked, and something surprising happened. {He} forgot to be disappointed.'),
        o('But standing at {P}, a place {he} had never even planned to visit, {H} noticed that {hewas} not disappointed anymore.'),
      ],
      [
        y('"We will come back for {X}," said {H}. "But I love it here too."'),
        m('"We\'ll come back for {X}," {H} said. "But I\'m glad we came here. I wouldn\'t have seen this."'),
        o('"Plans are good," {G} said. "Surprises are sometimes better." {H} thought that was probably the truest thing anyone had said all day.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('How should they get to {X}?'),
    y('{X} was [waiting|not far]. [What should they do first?|How would they get there?|Which way should they go?]'),
    y('"Which way to {X}?" asked {S}.'),
    m('{X} was still waiting[.|, somewhere out there.] What [should|would] they do [next|before they got there]?'),
    m('{H} looked toward {X}. What was the best way to get there?'),
    m('{H} [checked|looked at] the map again. How would they reach {X}?'),
    o('{X} could wait a little longer. What would make it perfect?'),
    o('{H} thought about {X} and all the ways a day can go right or wrong on the way to something.'),
  ],
  titles: ['The Road to {X}', 'Seeing {X}', '{H} and {X}', 'The Best Way to {X}', 'A Day for {X}', 'On the Way to {X}', '{S} and the Way to {X}', 'A {month} Trip to {X}', 'All the Way to {X}', '{H} Sees {X}', 'Waiting for {X}', 'The {park} Plan'],
}

/** How a chapter ends when the goal is not the question: a general hook. */
export const PROMPTS_ANY: Line[] = [
  y('What should they do [next|now] at {park}? {H} [wondered|thought] and [pulled {his} {hat} down|looked at the map].'),
  y('Where should they go [next|now] in {park}? {H} [looked at {S}|looked at the map|did not know yet].'),
  y('{S} looked up at {H}[ with big eyes| hopefully|]. "What [now|next] [at {P}|in {park}]?"'),
  y('"[Which way|Where to] now?" asked {S} at {P}.'),
  m('There were so many choices in {park}. [What should they do next?|Which one should they pick?|Which way would be best?]'),
  m('{H} looked at the map of {park}, then at {S}, wondering which way to go.'),
  m('"[Okay|All right], what\'s next?" {H} asked, looking around {P}[.| with the map.]'),
  m('{H} [unfolded|opened] the map [on a rock|on {his} knees] at {P}. [What next in {park}?|Where to now, after {P}?|Which way from {P}?]'),
  o('The day at {park} was still full of possibilities, and {H} wanted to choose well.'),
  o('It was {daytime} already, and {H} wanted to spend the rest of the day at {park} well.'),
  m('It was {daytime} now. {H} looked at the map of {park}. [What next?|Where should they go?|What would the rest of the day bring?|Which part of the map was next?]'),
  o('{H} stood still at {P} for a moment, weighing the choices[.| like a ranger would.]'),
  o('{H} looked out from {P} at the rest of {park} and tried to decide which part of it deserved them next.'),
]
