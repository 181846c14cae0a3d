# title: The Judge of Upheaval Dome
# month: 4
INCLUDE shared/story.ink

// Grandma says a space rock made Upheaval Dome; Ranger Benally says salt. The hero is the judge and
// must bring a verdict, with clues, to the ranger's eleven o'clock talk at Grand View Point.
// Chapter 2: how the hero began, "closer" (the smashed middle), "salt" (the ranger's story) or "sun" (the bent layers).
VAR start = ""
// Chapter 3: where they went next, "whale", "arch" or "rim".
VAR stop = ""
// Where they are when the story may end early: "dome", "whale", "arch" or "rim".
VAR where = ""
// Clues.
VAR saw_smash = false
VAR heard_salt = false
VAR saw_bent = false
VAR saw_whale = false
VAR saw_flat = false
VAR saw_sheep = false

-> dome_dawn

// ---------------------------------------------------------------- chapter 1: the crater at dawn
=== dome_dawn ===
# place: upheaval-dome
{band:
- "young":
    It was a cold morning in April. Grandma drove up onto a high, flat mesa.
    "This is the Island in the Sky," said Grandma. "It is like a giant table made of rock." # fact: island-sky-flat
    {friend != "": {friend} came too, in a big puffy coat.}
    They walked up a rocky trail, with small stacks of stones to show the way. {pal} {moved()} up the last bump first. At the top, it stopped.
    The ground ended. Down below was a giant round hole! It was as wide as a whole town. The bottom was still dark with shadow. In the middle lay a heap of broken, pale rocks.
    "What made that?" asked {hero}.
    "A space rock!" said Grandma. "It fell out of the sky. BOOM!"
    "Or salt," said a voice.
    A ranger sat on a flat rock by the railing. Her name was Ranger Benally. "Nobody knows for sure," she said. "Some scientists say a space rock made it. Some say salt pushed up from deep down."
    Grandma folded her arms. The ranger folded her arms. Then they both looked at {hero}.
    "You be the judge!" said Grandma.
    The ranger gave {hero} a card. It said VERDICT. "That means your answer," she said. "Bring it to my talk at eleven o'clock, at Grand View Point. But find clues first!"
    She patted a tub by her boots. "At my talk, we make holes in flour."
    A raven flew round and round over the big hole. It knew the answer. It did not tell.
- "middle":
    It was a cold April morning, and the sun had only just cleared the far-off mountains when Grandma parked at the end of the Upheaval Dome road. On the drive, the land had looked almost ordinary: flat and sandy, dotted with short, twisty junipers. "Don't let it fool you," Grandma had said. "We're up on the Island in the Sky. It's a flat-topped mesa, and it stands more than a thousand feet above the land around it." # fact: island-sky-flat
    {friend != "": {friend} had come too, zipped into a puffy coat right up to the nose.}
    The trail climbed over humps of pale rock, with little stacks of stones to show the way. {pal} {moved()} up the last rise first and went very still at the top.
    The ground simply ended. Below them opened an enormous round hole, so wide that a whole town could have fit inside. Its walls were striped red and tan and gray, and its floor was still full of blue shadow. In the very middle stood a jumble of pale, jagged rock, like a heap of broken dishes.
    "What happened here?" {pal} whispered. "Did somebody drop something?"
    "Somebody did," said Grandma. "A rock from outer space. A meteorite. BOOM!" She clapped her hands, and the crater sent the clap back to her.
    "Or," said a voice, "salt."
    A ranger sat on a flat rock beside the railing at the edge of the overlook, with a notebook on her knee and a plastic tub of flour by her boots. Her name tag said Ranger Benally. "Sorry to butt in," she said. "Scientists have argued about this place for years. Some say a space rock hit here. Others say salt pushed the rock up from deep underground. Nobody knows for sure."
    "Salt," said Grandma. "Like on popcorn?"
    "Like on popcorn. Only a lot more of it."
    Grandma folded her arms. The ranger folded hers. Then they both turned to {hero}.
    "We need a judge," said Grandma.
    "A fair one," said the ranger. She tore a page from her notebook, wrote VERDICT across the top and handed it over. "I'm giving a talk at Grand View Point at eleven o'clock. We'll make craters in this flour. Bring me your verdict there. But a good judge doesn't pick a side just because it's Grandma's side. A good judge finds clues."
    {hero} looked down at the card, then out at the crater. Far below, a raven turned slow circles over the broken rock, as if it knew the answer and had decided not to share.
- else:
    It was April, and so cold at eight in the morning that {hero} could see {their} own breath, when Grandma parked at the end of the Upheaval Dome road. The drive had been a letdown, honestly. After all the pictures of Canyonlands, {hero} had expected the ground to be doing something dramatic, and instead it had been flat sand and stubby junipers for miles. "Patience," Grandma had said. "We're on top of the Island in the Sky. It's a flat-topped mesa that stands more than a thousand feet above the land around it. The drama is all at the edges." # fact: island-sky-flat
    {friend != "": {friend} had come along too, hood up and hands jammed in pockets, pretending not to be cold.}
    The trail wound up over humps of bare, pale sandstone, with little stacks of stones called cairns to mark the way. {pal} {moved()} up the last rise ahead of everyone and then went completely still, which with {pal} usually meant something was either wonderful or edible.
    It was wonderful. The ground just stopped. Below them opened a hole so enormous that {hero}'s brain took a second to agree it was real: a round crater that could have swallowed a whole town, its walls banded red and tan and gray, its floor still drowned in blue shadow. In the very center rose a jumble of pale, jagged rock, like a pile of plates after a kitchen disaster.
    "Did somebody drop something?" {pal} whispered.
    "Somebody certainly did," said Grandma, with the confidence of a woman who had read the brochure. "A meteorite. A rock from space, coming in faster than a bullet. BOOM." She clapped once, and the crater threw the clap back at her a moment later.
    "Or," said a calm voice, "salt."
    A ranger was sitting on a flat rock beside the railing at the edge of the overlook, with a notebook on her knee and, for some reason, a plastic tub of flour by her boots. Her name tag said Ranger Benally. "Sorry," she said, not sounding very sorry. "Scientists have been arguing about this place for years. Some think a space rock hit here. Others think a huge mass of salt pushed the rock up from deep underground, and then rain and wind wore the top away. Nobody knows for sure."
    "Salt," Grandma repeated. "Like popcorn salt."
    "Like popcorn salt," the ranger agreed. "Just a great deal more of it."
    Grandma folded her arms. The ranger folded hers. There was a pause, and {hero} had the uneasy feeling of a person about to be handed a job.
    "We need a judge," said Grandma.
    "An honest one," said the ranger. She tore a page out of her notebook, printed VERDICT across the top, and held it out. "I give a talk at Grand View Point at eleven o'clock. We drop marbles into this flour and make craters. Bring me your verdict there. But here's the rule: a real judge doesn't rule for Grandma because she's Grandma. A real judge follows the evidence."
    "I would never expect special treatment," said Grandma, in a voice that very much expected special treatment.
    {hero} looked at the blank card, then down into the crater, where a single raven was riding slow circles over the broken rock, as if it had known the answer for a million years and found the whole argument very funny.
}
* [Hike on to the second overlook for a closer look at the broken middle # act: go] -> closer_look
* [Ask the ranger how salt could ever make a hole this big # act: ask] -> salt_story
* [Wait at the railing until the sun reaches down into the crater # act: wait] -> sun_in_crater

// ---------------------------------------------------------------- chapter 2: the smashed middle
=== closer_look ===
# place: upheaval-dome
~ start = "closer"
~ where = "dome"
~ saw_smash = true
{band:
- "young":
    "Come on, judge!" said Grandma. She marched off down the trail.
    The path went up and down over bumpy rock. Next to it was dark, lumpy dirt. It looked like burnt toast. {pal} {moved()} toward it.
    "Stop!" said Grandma. "That dirt is alive! Tiny living things in it hold the sand in place. We stay on the trail, so we don't squash them." # fact: living-soil-crust
    {pal} backed up, very carefully.
    {friend != "": {friend} walked right behind Grandma, stepping only where she stepped.}
    Then they came to the second lookout. Now the broken middle was close. {hero} saw lots of pale, pointy rocks, all cracked and tipped over.
- "middle":
    "Come on, judge," said Grandma, already striding past the first overlook. "The evidence is this way."
    Beyond the overlook the trail grew rougher. It dipped through sandy spots and climbed over bare humps of rock, and the cairns led on toward a second lookout, closer to the middle. Beside the path lay patches of dark, lumpy soil that looked like burnt toast. {pal} {moved()} toward one to get a better look.
    "Whoa there," said Grandma. "Stay on the trail and the bare rock. That crust is alive. It's made of tiny living things, and it holds the desert sand in place. One footstep can crush it." # fact: living-soil-crust
    {pal} backed onto the rock very carefully, {kind == "turtle": which took a while.|as if the crust might bite.}
    {friend != "": From then on, {friend} put each foot exactly where Grandma's had been.}
    Then they reached the second overlook, and {hero} forgot all about {their} cold fingers. The broken middle was much closer now. It was not one heap but dozens, pale and pointed, cracked and tumbled every which way, as if a giant had dropped a plate the size of a mountain and never swept up.
- else:
    "Come along, Your Honor," said Grandma, already striding past the first overlook. "The evidence is this way, and it's on my side."
    Past the overlook, the trail stopped being polite. It dropped through sandy dips, scrambled over bare humps of sandstone, and followed the cairns toward a second lookout, nearer the middle of the crater. Between the rocks lay patches of dark, knobbly soil, crusted like the top of a burnt loaf. {pal} {moved()} toward one for a closer look.
    "Hold it," said Grandma, and all the teasing went out of her voice. "Trail and bare rock only. That crust is alive. It's made of tiny living things knitted together, and it holds the desert sand in place. One careless footstep crushes it, and it takes years and years to grow back." # fact: living-soil-crust
    {pal} retreated onto the sandstone with enormous care, {kind == "turtle": which took a good while.|as though the crust might file a complaint.}
    {friend != "": From then on, {friend} stepped exactly in Grandma's bootprints, as if the trail were a game of follow-the-leader with very high stakes.}
    At the second overlook, {hero} forgot all about being cold. The broken center of the crater was far closer now, and it wasn't one heap at all. It was dozens of them, pale and pointed, cracked and shoved and tumbled against each other every which way, like the wreckage of a plate the size of a mountain.
}
{end_now: -> card_dome}
{band:
- "young":
    "Smashed!" said Grandma. "Like a dropped plate! Salt can't do that."
    "But where is the space rock?" asked {hero}.
    "It broke into tiny bits," said Grandma. "Then rain and wind took the bits away. It was a long, long time ago."
    {hero} looked again. The rocks looked smashed. But they also looked pushed up, like a sidewalk when a tree root grows under it.
    A little brown lizard ran onto a rock. It did push-ups! Up, down. Up, down.
    "He is saying, this is my rock," said Grandma.
    {hero} peeked at the card again. Still empty! Was all the rock in the park broken like this? Or just here?
- "middle":
    "Smashed," said Grandma happily. "Smashed to smithereens. Salt doesn't make smithereens."
    {hero} frowned at the middle. "Then where's the space rock?"
    "Ah." Grandma sat down on a flat rock to catch her breath. "A big one hits so hard it breaks itself to bits. And this happened millions of years ago. Rain and wind have been carrying the bits away ever since."
    That made sense. And yet, the longer {hero} stared, the more the broken rock looked like something else too: like the sidewalk outside school, where a tree root had pushed up from underneath and cracked the slabs into jagged pieces.
    On a warm rock beside the trail, a little brown lizard with a dark spot behind each front leg popped up and did three quick push-ups.
    {pal} {sniffed()}. "Is he exercising?"
    "He's telling the other lizards this rock is his," said Grandma. "Everybody out here has an opinion."
    {hero} turned the verdict card over in {their} fingers. It was still blank. What {hero} needed now was a place where nothing had happened to the rock at all, to compare.
- else:
    "Smashed," Grandma announced. "Shattered. Smithereened. Show me the salt that can do that."
    {hero} squinted at the wreckage. "Okay, but if a space rock hit here, where is it? Shouldn't there be a giant rock in the middle?"
    "Ah." Grandma lowered herself onto a flat boulder. "A big one arrives so fast that it blows itself to pieces. And this all happened millions of years ago. Rain and wind have been hauling the pieces off ever since." She waved a hand. "That's the annoying thing about space rocks. They never stay for the photo."
    It made sense. {hero} wanted it to make sense, because it was Grandma. But the longer {they} stared, the more the jagged middle looked like something else: the sidewalk outside {their} school, where a tree root had pushed up from underneath and split the slabs into tilted, broken plates. Smashed from above, or shoved from below? From up here, the two looked annoyingly alike.
    On a sun-warmed rock beside the trail, a small brown lizard with a dark smudge behind each front leg scuttled into view and did three brisk push-ups.
    {pal} {sniffed()}. "Is that a workout?"
    "It's a speech," said Grandma. "He's telling every other lizard that this rock is his. Everybody out here has an opinion, dear."
    {hero} turned the verdict card over. The blank side stared back. A good judge, the ranger had said, follows the evidence. The trouble was that {hero} had one piece of evidence pointing two ways, and nothing to compare it with. What did rock look like in a place where nothing had happened at all?
}
* [Head to Grand View Point early and explore the rim before the talk # act: go] -> rim_walk
* [Stop at Mesa Arch on the way, to look at rock nobody smashed # act: look] -> mesa_arch
* [Ask Grandma to climb Whale Rock, to see the land from high up # act: ask] -> whale_rock

// ---------------------------------------------------------------- chapter 2: the ranger's salt
=== salt_story ===
# place: upheaval-dome
~ start = "salt"
~ where = "dome"
~ heard_salt = true
{band:
- "young":
    "How can salt make a hole?" asked {hero}.
    "Long ago, a sea was here," said the ranger. "It dried up and left salt behind. The salt is still down there, deep under the rock."
    She put a few grains of salt in {hero}'s hand. They were tiny and clear, like little cubes of ice.
    {friend != "": {friend} licked one grain. "Yep. Salt."}
    "Deep down, salt can move," she said. "Very slowly, like toothpaste when you squeeze the tube. It can push up on the rock."
    She put her fist inside her hat and pushed. The flat top went up in a bump.
    "Then rain and wind wear the top away," she said. "And you get a hole!"
- "middle":
    {hero} turned to the ranger. "How could salt ever make a hole this big?"
    The ranger's eyes lit up. "Long, long ago, a sea covered this part of the world," she said. "It dried up, and filled, and dried up again, over and over. Each time it left salt behind. Now there's a thick layer of salt buried deep under this land, with thousands of feet of rock piled on top."
    She took a little jar out of her pack and tipped a few crystals into {hero}'s palm. They were clear and square, like tiny ice cubes.
    {friend != "": {friend} borrowed one crystal, licked it when nobody was looking, and nodded. Definitely salt.}
    "Here's the strange part. Squeezed under all that rock, salt doesn't stay put. It flows, very, very slowly, like toothpaste when you squeeze the tube. And it's lighter than the rock above it, so it pushes upward." She put her fist inside her flat hat and pushed, and the top bulged into a dome. "Push from underneath, and the layers above bend up. Then rain and wind wear the top away, and you're left looking at the broken insides."
- else:
    {hero} turned to the ranger. "How could salt possibly make a hole this big? Salt is the stuff in the shaker."
    The ranger looked as pleased as a fisher whose line had just gone tight. "Long, long ago, a shallow sea covered this part of the world," she said. "It dried up, and flooded, and dried up again, over and over, for ages. Each time, it left its salt behind. Now there's a thick layer of salt buried deep under this land, with thousands of feet of rock stacked on top of it."
    She unscrewed a little jar from her pack and tipped a few crystals into {hero}'s palm. They were clear and perfectly square, like ice cubes for a doll's house.
    {friend != "": {friend} borrowed one, licked it when the grown-ups weren't looking, and gave {hero} a solemn nod. Salt, all right.}
    "Here's the strange part. Squeeze salt under that much weight and it stops behaving like a solid. It creeps. It flows, incredibly slowly, the way toothpaste moves when you squeeze the tube. And it's lighter than the rock on top, so wherever it finds a weak spot, it pushes upward." She slid her fist up inside her flat-brimmed hat, and the crown swelled into a lopsided dome. "Push from underneath for long enough, and the layers above bend up and crack. Then rain and wind wear the top off, and you're left staring at the broken insides."
}
{end_now: -> card_dome}
{band:
- "young":
    "Toothpaste!" said Grandma. "I'm losing to toothpaste!"
    "Can we dig down and look?" asked {hero}.
    The ranger laughed. "This is the biggest national park in Utah. But we don't dig holes in it!" # fact: largest-park-in-utah
    {flies(): {pal} peered down into the hole. "I can't see any salt," it said.|{pal} sniffed hard at the ground. "I can't smell any salt," it said.}
    "Here's a tip, judge," said the ranger. "Look at rock where nothing happened. Then look back here." She waved and went off to her truck.
    {hero} looked at the hole. A crash takes one second. A push takes a long, long time. Which one was it?
- "middle":
    "Toothpaste," said Grandma darkly. "I'm losing to toothpaste."
    "Is the salt still down there?" {hero} asked.
    "Deep under a lot of this part of Utah, yes," said the ranger.
    {flies(): {pal} leaned out over the railing and stared down with its sharp eyes. "I can't see it," it reported. "Not even a little."|Poking its nose hopefully through the railing, {pal} sniffed and sniffed. "I can't smell it," it reported. "Not even a little."}
    "Couldn't somebody just dig down and look?" asked {hero}.
    The ranger laughed. "This is the biggest national park in Utah, and we still don't dig holes in it to win arguments." # fact: largest-park-in-utah
    She tipped the crystals back into the jar. "Here's some advice, judge. Go and look at rock where nothing strange happened. Mesa Arch is a good window for that. Then you'll see what's odd about this place." She picked up her tub of flour. "See you at eleven."
    Grandma watched her go. "She's got salt in her ears," she muttered.
    {hero} looked down into the crater. Either something had happened here in one terrible second, or it had happened so slowly that nobody could ever have watched it. The card had to say which.
- else:
    "Toothpaste," said Grandma, in the voice of someone watching her team fumble. "I am losing an argument to toothpaste."
    "Is the salt still down there?" {hero} asked.
    "Deep under a lot of this part of Utah, yes."
    {flies(): {pal} leaned far out over the railing and stared down into the crater, unblinking. "I can't see it," it reported. "Either it's very deep, or it's very shy."|Poking its nose hopefully through the railing, {pal} sniffed long and hard. "I can't smell it," it reported. "Either it's very deep, or it's very shy."}
    "So why doesn't somebody just dig down and check?" said {hero}. It seemed like the obvious thing.
    The ranger laughed out loud. "This is the biggest national park in Utah, and we still don't dig holes in it to win arguments." # fact: largest-park-in-utah
    She collected the crystals back into their jar, one by one, and tucked it away. "But here's some free advice, judge. Go and look at rock where nothing strange ever happened. Mesa Arch makes a good window for that. Once you know what normal looks like, you'll see what's odd about this place." She hefted her tub of flour. "Eleven o'clock. Don't be late. Judges who are late get booed."
    Grandma watched her go with narrowed eyes. "She's very convincing," she said. "That's what worries me."
    {hero} stood at the railing a while longer. The crater looked different now. An hour ago it had seemed obvious that something had slammed into it. Now {hero} could almost see it happening the other way, so slowly that a whole human life would be too short to notice a single inch: the ground breathing upward, cracking, wearing away. One second, or a million years. Somewhere in this park was a clue that would tell {them} which.
}
* [Look through Mesa Arch at rock where nothing strange happened # act: look] -> mesa_arch
* [Go climb Whale Rock, the stone hump on the road back # act: go] -> whale_rock
* [Help Grandma hunt for space-rock evidence out at Grand View Point # act: help] -> rim_walk

// ---------------------------------------------------------------- chapter 2: the sun comes down the walls
=== sun_in_crater ===
# place: upheaval-dome
~ start = "sun"
~ where = "dome"
~ saw_bent = true
{band:
- "young":
    "It's dark down there," said {hero}. "Let's wait for the sun."
    So they waited by the railing. Grandma sipped cocoa.
    {friend != "": {friend} had cocoa too, and a cocoa mustache.}
    {pal} wandered toward some dark, bumpy dirt by the path. "Not there!" said the ranger. "That crust is alive. Tiny living things hold the sand in place." # fact: living-soil-crust
    So {pal} came back and settled {perch()}.
    The sun climbed. The light slid down the walls of the hole, slowly, slowly. Now {hero} could see stripes in the rock. Red. Tan. Gray.
    But the stripes were not flat! They were bent. They tipped up, up, up, toward the middle.
    "Look!" said {hero}.
- "middle":
    "I want to see the bottom," said {hero}. "It's still all shadow down there."
    "Good thinking," said the ranger. "Light shows you things."
    So they waited at the railing. Grandma poured cocoa from her thermos. The air smelled of cold stone and juniper.
    {friend != "": {friend} held a cup in both hands and blew on it, watching the shadow in the crater shrink.}
    {pal} wandered toward a patch of dark, bumpy soil beside the path, and the ranger shook her head. "Not on that, please. That crust is alive. It's made of tiny living things, and it holds the desert sand in place. Stay on the trail and the bare rock." # fact: living-soil-crust
    {pal} came back at once and settled {perch()}, looking as innocent as possible.
    Slowly the sun climbed. Bit by bit, the sunlight crept down the crater's far wall, and the stripes in the rock came out of the shadow one at a time: red, then tan, then gray.
    And {hero} saw something that made {them} put down {their} cocoa. The stripes were not flat. All around the crater, the layers of rock were bent and tipped, rising toward the middle, like the sides of a giant bowl somebody had squeezed.
- else:
    "I want to see the bottom," said {hero}. "You can't judge a crater you can only half see."
    "Now that," said the ranger, "is a judge talking. Light shows you things. Give it twenty minutes."
    So they waited at the railing. Grandma poured cocoa from her thermos, steam curling off the cups. The air smelled of cold stone and juniper, and somewhere a raven was making a noise like a dripping tap.
    {friend != "": {friend} took a cup in both hands and kept watch on the shadow in the crater, announcing every inch it shrank.}
    {pal} drifted toward a patch of dark, knobbly soil beside the path, and the ranger said, "Ah, not that, please," without even looking up. "That crust is alive. It's tiny living things knitted together, and it holds the desert sand in place. One footprint can undo years of its work. Trail and bare rock only." # fact: living-soil-crust
    "How did you even see that?" {hero} asked.
    "Rangers have eyes in the backs of their hats," said the ranger.
    {pal} returned at once and settled {perch()}, wearing the expression of someone who had never been near any crust in its life.
    Slowly the sun climbed. The light crept down the crater's far wall, and the stripes in the rock came out of the shadow one band at a time, red, then tan, then gray, as if someone were slowly turning up a dimmer switch.
    Then {hero} saw it, and put the cocoa down so fast it slopped. The stripes weren't flat. All the way around the crater, the layers of rock were bent and tipped, rising steeply toward the middle, as if someone had taken a stack of flat blankets and shoved the center up from below.
}
{end_now: -> card_dome}
{band:
- "young":
    Two ravens flew over. One flipped upside down, then right side up again! {pal} {wiggled()}.
    "See?" said Grandma. "The crash bent the rock!"
    "See?" said the ranger. "The salt pushed it up!"
    They both pointed at the same stripes. Then they laughed.
    "A crash can bend rock too," said the ranger. "When a big space rock hits, the ground splashes like milk. Then the middle bounces back up."
    {hero} thought hard. The bent stripes fit both stories. That was no help at all!
    "See you at eleven, judge," said the ranger.
    {hero} needed a clue that fit only one story. But where?
- "middle":
    Two ravens came sailing over the rim on the morning breeze. One folded its wings, flipped upside down in the air, and flipped right back again, just for fun. {pal} {wiggled()}. "Show-off," it said admiringly.
    "Look at that!" said Grandma, pointing. "The crash bent them!"
    "Look at that," said the ranger at the very same moment. "The salt pushed them up!"
    They stopped. They looked at each other. They were pointing at exactly the same rocks.
    "To be fair," said the ranger, "a crash could bend them too. When a big space rock hits, the ground splashes like milk when you drop a cherry in it. Then the middle springs back up."
    "That's what I said," said Grandma.
    "You said boom."
    {hero} looked from one to the other. The bent layers fit both stories. A clue that fits two stories, {hero} decided, was like a key that opens every door in the house. It didn't tell you which room to go into.
    "See you at eleven, judge," said the ranger, and picked up her tub of flour.
- else:
    Two ravens came sailing over the rim, riding the breeze that the warming rock was starting to push up the walls. One of them folded its wings, rolled clean over onto its back, and rolled upright again, for no reason except that it could. {pal} {wiggled()}. "Show-off," it said, with real admiration.
    "There!" said Grandma, jabbing a finger at the bent layers. "The impact bent them!"
    "There," said the ranger at the very same moment. "The salt pushed them up!"
    They stopped. They looked at each other. They were pointing at exactly the same rocks, with exactly the same expression.
    "In fairness," said the ranger slowly, "an impact could bend them too. When a big space rock hits, the ground splashes, like milk when you drop a cherry into it, and then the middle springs back up. Layers get bent either way."
    "Which is precisely what I said," said Grandma.
    "You said boom."
    {hero} looked from one of them to the other and felt something sink. The bent layers fit both stories perfectly. A clue that fits two stories, {hero} realized, isn't really a clue at all. It's a key that opens every door in the house and tells you nothing about which room the treasure is in.
    "See you at eleven, judge," said the ranger, and picked up her tub of flour. "Good luck. You'll need a sharper key."
}
* [Go climb Whale Rock, the big stone hump beside the road # act: go] -> whale_rock
* [Look out from Grand View Point, to see if rock is bent everywhere # act: look] -> rim_walk
* [Ask Grandma to stop at Mesa Arch on the way # act: ask] -> mesa_arch

// ---------------------------------------------------------------- chapter 3: Whale Rock
=== whale_rock ===
# place: whale-rock
~ stop = "whale"
~ where = "whale"
{band:
- "young":
    Whale Rock was a giant hump of smooth, pale stone. It looked like a whale coming up out of the sand!
    The trail went right up its back. In the steep parts, there were metal rails.
    "Hold the rail," said Grandma. "This rock is smooth and steep, and it's a long way down."
    {friend != "": {friend} held the rail with both hands and did not look down once.}
    {flies(): {pal} did not need a rail. It {dashed()} straight to the top and waited there.|{pal} {moved()} up right next to {hero}.}
    The rock had long, curvy lines in it. "These were sand dunes once," said Grandma. "Long, long ago. The wind piled them up, and they turned into stone."
    At the top, the wind blew hard. {hero} could see for miles and miles.
- "middle":
    Whale Rock rose beside the road like a giant pale whale coming up for air out of a sea of sand. The trail climbed straight up its back, and in the steepest places there were metal handrails bolted into the stone.
    "Hold the rail here," said Grandma. "It's smooth rock and a long slide."
    {friend != "": {friend} went up hand over hand along the rail, singing quietly the whole way to keep from looking down.}
    {flies(): {pal} didn't need a rail. It {dashed()} straight to the top and waited there, looking smug.|{pal} {moved()} up beside {hero}, keeping away from the steep side.}
    Halfway up, a small brown lizard shot across the rock in front of them and stopped in a patch of sun, bobbing its head. "Excuse us," {pal} told it politely. "We're just passing through your whale."
    The rock under their feet was full of long curving lines that swept one way and then another. "These were sand dunes once," said Grandma, running her finger along one. "Long before there were any people. The wind piled them up, and the lines are their old slopes, turned to stone."
    At the top, the wind tugged at their jackets. The flat top of the mesa stretched away in every direction, dotted with dark junipers, and far off to the east stood mountains still white with snow.
- else:
    Whale Rock heaved up beside the road exactly like its name: a huge, smooth, pale whale surfacing out of a sea of sand and junipers. The trail climbed straight up its spine, and in the steepest places the park had bolted metal handrails into the stone.
    "Rail," said Grandma, when {hero} tried to skip the first one. "This is smooth rock with nothing to stop a slide. I'd like to bring you home in the same number of pieces you came in."
    {friend != "": {friend} needed no telling, and went up the whole way gripping the rail and humming loudly, which was apparently the secret to not looking down.}
    {flies(): {pal} didn't bother with rails. It {dashed()} straight to the top and waited there, looking unbearably smug.|{pal} {moved()} up beside {hero}, keeping well away from the steep side and muttering about whales.}
    Halfway up, a small brown lizard shot across the stone in front of them, skidded to a stop in a patch of sunlight and bobbed its head up and down at them, very fast, like someone nodding along to music only it could hear. "Excuse us," {pal} told it, with great dignity. "We're only passing through your whale. We won't be staying."
    The rock under their boots was scored with long, curving lines, sweeping up and over and down again like the grain in wood. "These were sand dunes once," said Grandma, tracing one with a fingertip. "A whole desert of them, long before there were any people to get sand in their shoes. The wind heaped them up, and these lines are the slopes of the old dunes, turned to stone."
    At the top the wind grabbed at their jackets and sang in {hero}'s ears. The flat top of the mesa ran off in every direction, freckled with dark junipers, and away to the east stood a line of mountains still capped with snow, floating above the haze.
}
{end_now: -> card_whale}
~ saw_whale = true
{band:
- "young":
    {start != "salt": "This is the biggest national park in Utah," said Grandma. "And we can only see a little bit of it!" # fact: largest-park-in-utah}
    {hero} looked down at the whale's round back. It was round like a dome. But no space rock made it. No salt made it. Wind and rain made it, very slowly.
    "So round does not mean crash," said {hero}. "And round does not mean salt!"
    "Round just means round," said {pal}.
    {start == "closer": {hero} thought about the smashed rocks in the big hole. The broken part was the real clue, not the round part.}
    {start == "salt": {hero} thought about the ranger's hat, pushed up into a bump. That was just a hat. But the salt deep down was real. The ranger said so.}
    {start == "sun": {hero} thought about the bent stripes. They fit both stories. Round fit both stories too!}
    Two ravens tumbled over the whale in the wind, like kids rolling down a hill. Then one landed on its head. "Kraa," it said.
    The sun was high. Eleven o'clock was coming.
- "middle":
    {start != "salt": Grandma turned in a slow circle. "Biggest national park in Utah," she said, "and from up here we can see about a thimbleful of it." # fact: largest-park-in-utah}
    {hero} looked down at the whale's smooth, round back. It was as round as the top of a dome. But nobody said a space rock had made Whale Rock, or salt either. Wind and rain had rounded it, one grain at a time.
    "So round doesn't mean crash," {hero} said slowly. "And round doesn't mean salt. Round just means round."
    "I could have told you that," said {pal}. "I'm quite round in places."
    {start == "closer": That changed how {hero} thought about the smashed middle of the crater. The round shape wasn't the clue. The broken part was.}
    {start == "salt": Then the ranger's hat, pushed up into a dome, wasn't proof either. It was only a way of showing an idea. What mattered was what was really under the crater, and the ranger said there truly was salt down there.}
    {start == "sun": It was just like the bent layers. Round fit both stories, and so did bent. {hero} was collecting clues that cancelled each other out.}
    Two ravens came tumbling over the whale's back on the wind, rolling and dropping and catching up with each other. One of them landed on the very top of the whale's head, folded its wings and croaked, as if it had been waiting for them to work that out.
    The sun had climbed high over the mesa. Eleven o'clock was not so far away.
- else:
    {start != "salt": Grandma turned in a slow circle, hands on her hips. "Biggest national park in Utah," she said, "and from up here we can see about a thimbleful of it." # fact: largest-park-in-utah}
    {hero} looked down the whale's smooth flanks. It was as round as any dome {they} had ever seen. And yet nobody, not Grandma, not the ranger, not a single sign, claimed that a space rock had made Whale Rock, or salt either. Wind and rain had done it, a grain at a time, over a length of time {hero} couldn't picture.
    "So round doesn't mean crash," {hero} said, half to {themself}. "And round doesn't mean salt. Round just means round."
    "I could have told you that," said {pal}. "I'm extremely round in places, and nobody crashed into me."
    {start == "closer": It was an annoying thought, but a useful one. The crater's roundness proved nothing. If there was a clue at all, it was in the smashed, jumbled middle, and {hero} had seen that close up. The question was whether smashing was the only way to get a middle like that.}
    {start == "salt": So the ranger's hat, bulging up into a dome, wasn't proof of anything. It was a way of showing an idea, which is different. A judge who ruled for salt because of a hat trick would be a pretty poor judge. A judge who ruled for salt because there really was a sea's worth of it buried under the crater, though, might be onto something.}
    {start == "sun": It was the bent layers all over again. Round fit both stories. Bent fit both stories. {hero} was collecting clues the way some people collect socks: lots of them, and none that matched.}
    Two ravens came rolling over the whale's back on the wind, tumbling and dropping and swooping up again for the fun of it. One of them landed on the very crown of the whale's head, folded its wings, and let out a single hoarse croak, in the tone of a teacher who has been waiting for the class to catch up.
    The sun had climbed high, and the frost was long gone from the shadows. Eleven o'clock, which had seemed like next week at breakfast, suddenly felt close.
}
* [Go to Grand View Point now, to be there when the talk begins # act: go] -> end_verdict
* [Wait on the whale's back to watch the ravens play in the wind # act: wait] -> end_late
* [Ask Grandma if there's a way to test both ideas in the ranger's flour # act: ask] -> end_experiment

// ---------------------------------------------------------------- chapter 3: Mesa Arch
=== mesa_arch ===
# place: mesa-arch
~ stop = "arch"
~ where = "arch"
~ saw_flat = true
{band:
- "young":
    The trail to Mesa Arch was short. It went through little twisty trees.
    They met people coming back from the sunrise. "You missed it!" said a man. "At sunrise, the arch glows orange!"
    Then they saw it. A long stone arch sat right on the edge of a cliff! Through it, {hero} could see sky, and far, far below, a whole world of canyons.
    "Not too close," said Grandma, holding {hero}'s hand. "And nobody climbs on the arch. The drop behind it is very deep."
    {friend != "": {friend} held Grandma's other hand, tight.}
    {hero} looked through the arch like a window. The canyon walls had stripes. Red, tan, white.
    And every stripe was flat! Flat as pancakes in a stack. Flat for miles and miles.
- "middle":
    The Mesa Arch trail was a short loop through pinyon pines and junipers, with a sign at the start asking everyone to stay on the path. On the way, they passed the last few sunrise watchers heading back with cameras and tripods. "You missed the sunrise," one of them said happily. "The underside of the arch lights up orange, like it's glowing from inside."
    "We were busy with a crater," said {hero}. The man looked puzzled, and they walked on. Then the trees opened up, and there it was.
    A long, low arch of stone sat right on the lip of the cliff. Through its opening, like a window, {hero} could see sky, and below that, far, far below, a whole world of canyons and towers and cliffs.
    "This is as close as we go," said Grandma, stopping well back from the lip, "and nobody climbs on the arch. The drop behind it goes down a very long way."
    {friend != "": {friend} took Grandma's other hand without being asked.}
    {hero} stood where Grandma pointed and looked through the window. The cliffs beyond were striped red and tan and white, and every single stripe was flat. The layers lay one on top of another, as even as pancakes in a stack, for miles in every direction.
- else:
    The Mesa Arch trail turned out to be a short loop through pinyon pines and junipers, with a sign at the start politely begging everyone to stay on the path. Halfway along, they squeezed past the last stragglers of the sunrise crowd heading back to the parking lot, weighed down with cameras and tripods and the glazed, happy look of people who had been awake since four. "You missed the sunrise," one of them told {hero}. "When the sun comes up, the light bounces off the cliffs below and the whole underside of the arch glows orange. Like the rock is on fire."
    "We had a crater to deal with," said {hero}. The man opened his mouth, closed it, and decided not to ask. Then the trees parted, and {hero} stopped walking.
    A long, low span of stone sat right on the lip of the cliff, like a picture frame somebody had propped at the edge of the world. Through it, there was sky, and below the sky, so far below that it took a moment to make sense of it, a whole maze of canyons and towers and cliffs, going on and on.
    "Back from the edge," said Grandma quietly, "and nobody climbs on the arch. The drop behind it goes down a very, very long way."
    {friend != "": {friend} slid a hand into Grandma's free one and kept it there, which Grandma seemed to like.}
    {hero} stood exactly where Grandma pointed and looked through the frame. The cliffs beyond were striped red and tan and white, and every stripe ran perfectly level. Layer on layer on layer, as flat and even as the pages of a closed book, mile after mile, as far as {hero} could see.
}
{end_now: -> card_arch}
{band:
- "young":
    "They're flat," said {hero}. "All of them! But at the big hole, {start == "sun": the stripes were bent|{start == "closer": the middle was all broken|the ranger said salt pushed the rock up}}."
    "So something happened at the hole," said Grandma. "Something that did not happen here. A space rock!"
    "Or salt," said {hero}, and Grandma made a face.
    {flies(): {pal} flew out past the arch, over the canyon, and came back. "It's flat all the way down," it said.|{small(): {pal} peeked from behind Grandma's legs.|{pal} stayed close to Grandma, far from the edge.} "Flat," it agreed. "And far."}
    "Those canyons were cut by rivers," said Grandma. "Two big rivers meet inside this park." # fact: green-river-colorado
    A raven sat on top of the arch. Ravens can do that. People can't.
    {hero} wanted to draw the flat stripes. A drawing would be good evidence!
- "middle":
    "They're flat," said {hero}. "All of them. But at the crater, {start == "sun": the layers were bent up like a bowl|{start == "closer": the middle was broken and tipped every which way|the ranger says salt pushed the layers up and cracked them}}."
    "So something happened at the crater that didn't happen anywhere else," said Grandma. "Something big, in one spot."
    "Your space rock," said {hero}. "Or the ranger's salt."
    Grandma sighed. "You're a very annoying judge. I'm proud of you."
    {flies(): {pal} launched itself off the rock, sailed out past the arch over the empty air, and swung back a minute later. "Flat all the way down," it reported.|{small(): {pal} peered out from behind Grandma's boots.|{pal} stood pressed against Grandma's side, well back from the lip.} "Flat," it agreed. "And very, very far."}
    "Rivers cut all those canyons," said Grandma, unfolding the park map. "Two big ones, the Green River and the Colorado River, meet down there inside the park." # fact: green-river-colorado
    A raven landed on top of the arch, where no person is allowed to go, and looked very pleased about it.
    {hero} stared at the stripes. A drawing of these flat layers, next to {start == "sun": the bent ones back at the crater|{start == "closer": the smashed middle of the crater|the crater pushed up from below, the way the ranger's fist had pushed up her hat}}, would be the best evidence in the world.
- else:
    "They're flat," said {hero}. "Every single one. But back at the crater, {start == "sun": they were bent up like the sides of a bowl|{start == "closer": the middle was broken and shoved and tipped every which way|the ranger says salt shoved them up from below and cracked them}}."
    "Which means," said Grandma slowly, as if she didn't much like where this was going, "that something happened at the crater that didn't happen anywhere else. Something big, in one spot."
    "Your space rock," said {hero}. "Or the ranger's salt. It still works for both."
    Grandma let out a long breath. "You," she said, "are a deeply annoying judge. I have never been prouder."
    {flies(): {pal} launched itself off the rock and sailed out through the empty air past the arch, so far that {hero}'s stomach lurched, then tilted and swung back to land. "Flat all the way down," it reported. "I checked. Professionally."|{small(): {pal} peered out from behind Grandma's boots, which was as close to the edge as it intended to get.|{pal} stood pressed against Grandma's side, which was as close to the edge as it intended to get.} "Flat," it agreed. "Flat, and far, and I'm staying here."}
    "Rivers carved every one of those canyons," said Grandma, shaking out the park map. "Two big ones, the Green River and the Colorado River, meet down there inside the park, somewhere out of sight." # fact: green-river-colorado
    A raven landed on top of the arch, exactly where no human is allowed to stand, and gave them a look of pure smugness.
    {hero} kept staring at the layers. An idea was forming: a drawing. The flat stripes here, and beside them {start == "sun": the bent ones at the crater|{start == "closer": the smashed middle of the crater|the crater the way the ranger had shown it, pushed up from below like her hat}}, side by side on the back of the verdict card. Real evidence, the kind you could hold up and point at. It would take a while to get right, though.
}
* [Wait here and draw the flat layers as evidence for the talk # act: wait] -> end_late
* [Help Grandma plan a test of both ideas for the ranger's talk # act: help] -> end_experiment
* [Go to Grand View Point now, so you're there before eleven # act: go] -> end_verdict

// ---------------------------------------------------------------- chapter 3: Grand View Point
=== rim_walk ===
# place: grand-view-point
~ stop = "rim"
~ where = "rim"
~ saw_flat = true
{band:
- "young":
    They got to Grand View Point early. It was at the very tip of the mesa. Canyons opened up on every side!
    Far below, a pale stripe of rock curled around the cliffs like a ribbon. "That's the White Rim," said Grandma.
    They walked along the trail at the edge. Grandma held on to {hero}'s hood. "Stay on the path," she said. "Far back from the edge."
    {friend != "": {friend} walked on Grandma's other side, holding her sleeve.}
    Whoosh! A bird with pointy wings shot down past the cliff, fast as a dart. "A peregrine falcon," said Grandma. "Nothing in the world dives faster."
    {hero} looked down at the cliffs. They had stripes, like a stack of pancakes. Every stripe was flat. Flat for miles!
- "middle":
    They reached Grand View Point long before eleven. The road ended at the very tip of the Island in the Sky, and canyons opened on every side, so deep and so many that {hero} didn't know where to look first.
    Far below, a pale band of rock called the White Rim curled around the bottom of the cliffs like a ribbon. Below the ribbon, the land dropped away again into even deeper canyons.
    They set off along the rim trail toward the end of the point. Grandma kept one hand on {hero}'s hood. "Stay on the path," she said, "and well back from the edge. There's no fence out here."
    {friend != "": {friend} kept to the inside of the path without being told, and counted canyons out loud, and lost count at nine.}
    Something dark shot past below them. A bird with long, pointed wings folded itself into a dart and dropped down the face of the cliff, faster than {hero} could follow. "A peregrine falcon," said Grandma. "When it dives, nothing alive on Earth goes faster."
    {hero} looked across at the cliff walls. They were striped like a stack of pancakes, and every stripe lay perfectly flat, mile after mile.
- else:
    They reached Grand View Point with more than an hour to spare. The road simply ran out at the very tip of the Island in the Sky, and on every side the world fell away into canyons, so many and so deep that {hero}'s eyes kept sliding from one to the next without finding anywhere to stop.
    Far below, a pale band of rock called the White Rim wound around the feet of the cliffs like a ribbon someone had dropped, and below the ribbon the land fell away all over again into canyons deeper still.
    They set off along the rim trail toward the end of the point. Grandma had a fistful of {hero}'s hood and showed no sign of letting go. "Path only," she said, "and well back from the edge. There's no railing out here, and the wind gusts."
    {friend != "": {friend} walked on the inside of the path, trying to count the canyons, and gave up somewhere after twelve with the dignity of someone who had never really been counting.}
    Something dark flicked past below them. A bird with long, pointed wings folded itself into the shape of a dart and dropped down the face of the cliff so fast that {hero}'s eyes simply lost it. "Peregrine falcon," said Grandma, who had stopped walking. "When a peregrine dives, nothing alive on Earth goes faster. Not a cheetah, not a hawk, and certainly not your grandmother late for a sale."
    {hero} studied the cliff walls across the gulf. They were banded like a stack of pancakes, red and tan and white, and every band ran perfectly level, mile after mile after mile.
}
{end_now: -> card_rim}
~ saw_sheep = true
{band:
- "young":
    "Down there somewhere, two big rivers meet," said Grandma. # fact: green-river-colorado
    {start == "salt": Grandma looked and looked for something smashed. She did not find one single smashed thing. "Hmph," she said.}
    "All flat," said {hero}. "But at the big hole, {start == "sun": the stripes were bent|{start == "closer": the middle was broken|the ranger said salt pushed the rock up}}. So something special happened there!"
    Then {pal} {sniffed()}. "Something is down there," it said.
    On a ledge below the rim were three tan animals with white bottoms. Bighorn sheep! They walked along the thin ledge like it was a sidewalk.
    A white truck pulled into the parking lot. Out climbed the ranger, with her tub of flour. She was early too!
- "middle":
    "Down there somewhere, out of sight, the Green River and the Colorado River meet," said Grandma, checking the map. # fact: green-river-colorado
    {start == "salt": Then she went hunting along the rim for anything smashed, to beat the ranger's salt. She peered at every cliff. She found nothing but neat, flat layers, and said "Hmph" three times.}
    Far to the south, across all those canyons, stood a crowd of stone spires. "The Needles," Grandma said. "It looks like we could walk there this afternoon. But no road crosses the canyons, so driving there would take hours." # fact: no-roads-inside
    "Everything here is flat," said {hero}. "But at the crater, {start == "sun": the layers were bent up like a bowl|{start == "closer": the middle was broken to bits|the ranger says salt pushed the layers up from underneath}}. So something happened right there, and only there."
    Then {pal} {sniffed()} and went still. "Something's moving down there."
    On a ledge below the rim, three tan animals with white rumps were picking their way along a shelf of rock no wider than a sidewalk. Desert bighorn sheep! The biggest one had thick horns that curled around its ears.
    Back at the parking lot, a white park truck pulled in. The ranger climbed out, lifting her tub of flour. She was early too.
- else:
    "Somewhere down there, out of sight, the Green River and the Colorado River meet," said Grandma, consulting the map as though it might be lying. # fact: green-river-colorado
    {start == "salt": Then she went hunting along the rim for anything at all that looked smashed, anything to beat the ranger's salt. She squinted at every cliff like a detective at a suspect. All she found were neat, flat, perfectly innocent layers, and she said "Hmph" in three different tones of voice.}
    Far to the south, across all that broken country, a crowd of stone spires stood against the sky. "The Needles," said Grandma. "Looks as if we could stroll over after lunch. But no road crosses these canyons. To drive there, you'd go all the way around, and it takes hours." # fact: no-roads-inside
    "Everything out here is flat," said {hero}. "Miles of it. But at the crater, {start == "sun": the layers were bent up into a bowl|{start == "closer": the middle was smashed and tipped every which way|the ranger says salt heaved the layers up from underneath}}. So whatever happened, it happened right there and nowhere else." It felt good to say it out loud, like setting down one solid brick.
    Then {pal} {sniffed()} and went rigid. "Something is walking on the cliff," it whispered. "On the actual cliff."
    On a ledge below the rim, three tan animals with white rumps were strolling along a shelf of rock no wider than a sidewalk, as casually as shoppers on a main street. Desert bighorn sheep. The biggest had massive horns curling right around its ears, and it stopped to look up at them with an expression of mild disapproval.
    Back at the parking lot, a white park truck crunched to a stop. The ranger climbed out and hauled her tub of flour from the back. She was early too.
}
* [Ask the ranger if you can test both ideas in her flour # act: ask] -> end_experiment
* [Go and save a spot at the front for the talk # act: go] -> end_verdict
* [Wait on the trail to see where the bighorn sheep go # act: wait] -> end_late

// ---------------------------------------------------------------- endings: the talk at Grand View Point
=== end_verdict ===
# place: grand-view-point
# ending: verdict
{band:
- "young":
    {stop == "whale": They hurried down off Whale Rock and drove to Grand View Point. They got there just in time.}
    {stop == "arch": They left Mesa Arch right away and drove to Grand View Point.}
    {stop == "rim": They walked back along the rim and sat right at the front, next to the tub of flour.}
    {stop != "rim": At the end of the road, canyons opened on every side. Far below, a pale stripe of rock curled around the cliffs like a ribbon.}
    {stop == "rim": The sheep were gone from their ledge. Now two ravens floated up and down the cliff.}
    Lots of people sat on the rocks. The ranger stood up. "Canyonlands became a national park in 1964," she said. "And people still argue about that big hole. Today, we have a judge!" # fact: national-park-1964
    She put her big flat hat on {hero}'s head. It slid down over {their} eyes. Everybody laughed.
    {hero} pushed the hat up and held up the card.
    {start == "closer": "Space rock!" said {hero}. "I saw the middle up close. It is smashed, like a plate."}
    {start == "salt": "Salt!" said {hero}. "Salt deep down can push up, slowly, like toothpaste. It bends the rock and cracks it."}
    {start == "sun": "It's a tie!" said {hero}. "The stripes are bent. But a crash can bend them, and salt can too. You both need more clues!"}
    "More clues?" asked the ranger.
    {saw_flat: "Everywhere else, the rock is flat," said {hero}. "So something special happened just there. {start == "closer": A space rock hits just one spot."|{start == "salt": Salt can push up in just one spot too."|But both stories fit one spot. So it is still a tie."}}}
    {saw_whale: "Whale Rock is round too," said {hero}. "So round does not prove anything. {start == "closer": The smashed part is the clue."|{start == "salt": The hat was just a hat. The real salt is the clue."|Round fits both, like bent."}}}
    {start == "closer": Grandma jumped up and did a happy dance. The ranger bowed. "Lots of scientists agree with you, judge," she said.}
    {start == "salt": The ranger gave a big whoop. Grandma groaned. Then she hugged {hero} anyway.}
    {start == "sun": The ranger and Grandma looked at each other. Then they shook hands, and everybody clapped.}
    {pal} {wiggled()}.
    A girl in a yellow hat put up her hand. "Which one do you WANT it to be?"
    {hero} thought about it. "It doesn't matter what I want," {they} said. "It matters what the clues say."
    "Spoken like a real judge," said the ranger.
    Then everyone dropped marbles into the flour. Plop! Plop! Little craters, everywhere. {friend != "": {friend} kept the marble that made the best crater.} {hero} gave back the hat, but {they} kept the card.
- "middle":
    {stop == "whale": They scrambled down off Whale Rock, holding every rail, and drove straight to Grand View Point. They made it with five minutes to spare.}
    {stop == "arch": They left Mesa Arch at once and drove south to Grand View Point, where people were already finding places to sit.}
    {stop == "rim": They walked back along the rim trail and sat down on the front rock, right beside the tub of flour.}
    {stop != "rim": At the end of the road, the Island in the Sky simply ran out. Canyons opened on every side, and far below, a pale band of rock called the White Rim curled around the cliffs like a dropped ribbon. {hero} had never seen so much empty space all at once.}
    {stop == "rim": The bighorn sheep had vanished from their ledge, and two ravens had taken their place, sliding back and forth along the cliff on the wind, hardly moving their wings.}
    About twenty people had gathered on the rocks near the overlook. The ranger stood up in front of them. "Welcome," she said. "Canyonlands became a national park in 1964, and in all the years since, nobody has settled the argument about Upheaval Dome. So today we have a judge." # fact: national-park-1964
    She set her flat hat on {hero}'s head. It slid right down over {their} eyes, and everybody laughed. {hero} pushed it up, stood on the rock and held up the card.
    {start == "closer": "My verdict is space rock," said {hero}. "I hiked to the second overlook and saw the middle up close. It isn't just bent. It's smashed, like a plate somebody dropped."}
    {start == "salt": "My verdict is salt," said {hero}. "There's a thick layer of salt deep under this land. It flows up, very slowly, like toothpaste, and it can bend the rock above it and crack it. Then rain and wind wear the top away."}
    {start == "sun": "My verdict is a tie," said {hero}. "I waited for the sun, and the layers around the crater are bent. But a crash can bend them and salt can bend them. I never found a clue that fits only one story, so you both need more evidence."}
    {saw_flat: "And everywhere else the layers are flat," {hero} added. "I looked. So whatever happened, it happened in that one spot. {start == "closer": A space rock hits one spot, so that fits."|{start == "salt": Salt pushes up in one spot too, so that fits salt just as well. And salt is really down there."|That fits both stories, like everything else I found."}}}
    {saw_whale: "And Whale Rock is round too," {hero} added, "but nothing crashed into it and no salt pushed it. So being round doesn't prove anything. {start == "closer": The smashed middle does."|{start == "salt": Neither does the ranger's hat trick. What counts is the real salt under the ground."|Neither does being bent."}}}
    {start == "closer": Grandma leaped up and did a victory dance on the rock, which made a raven on the wall take off in a hurry. The ranger bowed. "Plenty of scientists agree with you, judge," she said. "Well argued."}
    {start == "salt": The ranger let out a whoop. Grandma put her face in her hands. "Overruled by toothpaste," she said. But she hugged {hero} so hard the hat fell off.}
    {start == "sun": For a moment nobody said anything. Then the ranger started to laugh, and so did Grandma, and they shook hands in front of everyone. "That," said the ranger, "is the most scientific verdict I've heard all year."}
    {pal} {wiggled()}, and the crowd clapped.
    A girl in a yellow hat put her hand up. "But which one do you want it to be?"
    {hero} had to think about that. {start == "closer": "Grandma's, kind of," {they} admitted. "But that isn't why I picked it. It doesn't matter what I want. It matters what the clues say."|"I kind of wanted it to be Grandma's," {they} admitted. "But it doesn't matter what I want. It matters what the clues say."}
    The ranger looked at {hero} for a long moment. "If you ever want a job," she said, "come and find me."
    Then she passed around the bag of marbles, and everyone took turns dropping them into the flour. Plop. Plop. Little craters appeared, each one with a rim, and {hero}, still wearing the hat, dropped the last marble of all. {friend != "": {friend} kept the one that made the best crater, and nobody minded.} When the hat finally went back to its owner, the card stayed in {hero}'s pocket.
- else:
    {stop == "whale": They came down off Whale Rock faster than was strictly dignified, holding every rail, and drove straight to the end of the road. They made it with five minutes to spare, and Grandma parked like someone in a heist movie.}
    {stop == "arch": They left Mesa Arch at once and drove south to Grand View Point, where people were already drifting toward the overlook with cameras and water bottles, looking for a place to sit.}
    {stop == "rim": They walked back along the rim trail and claimed the front rock, right beside the tub of flour, while the rest of the crowd trickled in behind them.}
    {stop != "rim": At the end of the road, the Island in the Sky simply ran out of island. Canyons opened on every side, one behind another, and far below, a pale band of rock called the White Rim curled around the feet of the cliffs like a ribbon someone had dropped from a plane. {hero} had never seen so much empty space in one place, and for a moment forgot to be nervous.}
    {stop == "rim": The bighorn sheep had melted away from their ledge, and two ravens had moved in to patrol the cliff, sliding back and forth on the wind without a single flap, like they were being paid by the hour.}
    About twenty people had gathered on the rocks near the overlook, with the whole canyon country spread out behind them like a stage set. The ranger stood up. "Welcome," she said. "Canyonlands became a national park in 1964, and in all the years since, nobody has managed to settle the argument about Upheaval Dome. So today, for the first time, we have a judge." # fact: national-park-1964
    She placed her flat-brimmed hat on {hero}'s head. It slid straight down over {their} eyes, and the whole crowd laughed. {hero} tipped it back, climbed up onto the rock, and held up the card. {Their} knees were doing something odd, but {their} voice came out steady.
    {start == "closer": "My verdict is space rock," said {hero}. "I hiked out to the second overlook and saw the middle up close. It isn't just bent. It's smashed into pieces, pointed and broken and tumbled, like a plate somebody dropped from a great height. I thought about the salt idea, and I know a push can crack things too. But I've never seen a push do that."}
    {start == "salt": "My verdict is salt," said {hero}. "There's a thick layer of salt buried under this land, left by a sea that dried up again and again. Under all that weight, salt flows upward, so slowly nobody could ever watch it, like toothpaste out of a tube. It can bend the layers, crack the top, and then rain and wind wear the top away. And there's one thing the space rock idea can't show me: the space rock."}
    {start == "sun": "My verdict," said {hero}, "is a tie. I waited for the sun to reach the bottom, and the layers all around the crater are bent up. At first I thought that solved it. But a crash bends layers, and salt bends layers. I never found a single clue that fits only one story. So nobody wins. You both need more evidence, and honestly, so do the scientists."}
    {saw_flat: "And everywhere else, the layers are flat," {hero} added. "I checked, miles of them. So whatever happened, it happened in that one spot, and nowhere else. {start == "closer": A space rock hits one spot, so that fits."|{start == "salt": The ranger says salt pushes up wherever it finds a weak place, so that fits salt just as well."|Both stories happen in one spot, so that fits both, like everything else."}}}
    {saw_whale: "Also, Whale Rock is round," {hero} added, "and nothing crashed into it and no salt pushed it up. So the crater being round doesn't prove anything either way. I only counted the evidence that does. {start == "closer": That's why I counted the smash."|{start == "salt": That's why I didn't count the ranger's hat trick either."|And none of it does."}}}
    {start == "closer": Grandma sprang up and performed a victory dance on the rock, which startled a raven off the wall and made two small children copy her. The ranger swept a deep bow. "Plenty of scientists would agree with you, judge," she said. "That was well argued. Annoyingly well."}
    {start == "salt": The ranger let out a whoop that echoed off the canyon. Grandma put her face in her hands. "Overruled," she said through her fingers, "by toothpaste." Then she hugged {hero} so hard that the hat fell off and rolled toward the flour.}
    {start == "sun": For a second there was total silence. Then the ranger began to laugh, and Grandma began to laugh, and they shook hands in front of everyone like two generals at the end of a very silly war. "That," said the ranger, "is the most scientific verdict I've heard all year. Most people pick a side. You picked the truth."}
    {pal} {wiggled()}, and the crowd clapped as if {hero} had done a magic trick.
    Then a girl in a yellow hat put up her hand. "But which one do you want it to be?"
    It was a better question than it sounded, and {hero} took it seriously. {start == "closer": "Honestly? Grandma's. Because she's Grandma," {they} said. "But that's not why I ruled for her. It doesn't matter what I want. It matters what the clues say, and the clues said smashed."|"Honestly? This morning I wanted it to be Grandma's," {they} said. "Because she's Grandma. But that's not how judging works. It doesn't matter what I want. It matters what the clues say."}
    The ranger let a moment go by. Then she said, quietly, "If you ever want a job out here, come and find me," and {hero} felt {their} ears go hot.
    Then the ranger passed around the bag of marbles, and one by one everyone dropped them into the flour. Plop. Plop. A little crater bloomed with each one, rim and all, and {hero}, still wearing the hat, dropped the last marble and watched it punch a small, perfect hole in a tub of flour at the edge of a very big world. {friend != "": {friend} kept the marble that had made the best crater, and nobody minded.} The hat went back to its owner in the end. The card, with its one word and its reasons, went home in {hero}'s pocket.
}
-> END

=== end_late ===
# place: grand-view-point
# ending: late_judge
{band:
- "young":
    {stop == "whale": The ravens played in the wind for a long time. They rolled over. They dropped a twig and caught it again! {hero} watched and watched.}
    {stop == "arch": {hero} drew the flat stripes. Then {they} drew them again, better. Then again. It took a long, long time.}
    {stop == "rim": The sheep walked along their ledge, all the way to the end of the point. {hero} followed them on the trail, slowly, quietly. They went so far!}
    {stop != "rim": "Oh no, look at the time!" said Grandma. They ran to the car, and Grandma drove to the end of the road.}
    {stop == "rim": "Oh no, look at the time!" said Grandma. They hurried back along the trail.}
    When they got to the talk, it was over.
    People were walking back to their cars. A boy had flour on his nose. The ranger was putting the lid on her tub.
    "I missed it," said {hero}. {Their} eyes felt hot.
    The ranger smiled. "You missed the talk," she said. "But the judge is here. So court is still open!"
    {friend != "": So {hero} gave the verdict to {friend}, Grandma, the ranger and {pal}.|So {hero} gave the verdict to Grandma, the ranger and {pal}.}
    {start == "closer": "Space rock," said {hero}. "The middle is smashed." Grandma cheered.}
    {start == "salt": "Salt," said {hero}. "It is really down there, and it pushes up like toothpaste." The ranger cheered.}
    {start == "sun": "A tie," said {hero}. "The bent stripes fit both." Everybody laughed.}
    {stop == "whale": "And the ravens float up on warm air by the cliffs," {hero} added. "I watched them."}
    {stop == "whale": The ranger nodded. "That's true!"}
    {stop == "arch": {hero} showed the drawing. "Can I keep a copy for my talk?" asked the ranger.}
    {stop == "rim": "The sheep walk on ledges as thin as a sidewalk," {hero} added. "Their feet grip like sneakers!"}
    {stop == "rim": The ranger nodded. "They do!"}
    Then the ranger opened the tub one more time. "One marble," she said. "For the judge."
    Plop! A perfect little crater.
    {friend != "": The ranger found one more marble in her pocket for {friend}. Plop! A second crater, right next to the judge's.}
    {hero} had missed the talk. But {they} had seen something that nobody at the talk had seen. {They} decided that was a pretty good trade.
- "middle":
    {stop == "whale": The ravens came back, and they were worth waiting for. They rolled over in the wind, tumbled, dropped a twig and caught it again in mid-air. {hero} lay on the warm rock and watched until {their} neck hurt, and didn't once look at the time.}
    {stop == "arch": {hero} drew the flat layers on the back of the card. Then {they} rubbed it out and drew them again, better. Then {they} added the crater beside them, {start == "sun": with its bent layers, from memory|{start == "closer": with its smashed middle, from memory|pushed up from underneath like the ranger's hat}}. It came out better than anything {they} had drawn at school, and it took much longer than anyone thought.}
    {stop == "rim": The sheep strolled along their ledge, all the way out toward the tip of the point, and {hero} followed along the trail above them, slowly and quietly. They stopped, and nibbled, and strolled on. Nobody looked at a watch.}
    Then Grandma glanced at her watch and gasped. "Eleven-twenty! Oh, fiddlesticks." {stop != "rim": They half ran to the car, and Grandma drove to the end of the road as fast as the speed limit allowed, which was not fast at all.|They hurried back along the rim trail as fast as anyone can hurry on a path with no fence.}
    By the time they reached the overlook, the talk was over. People were wandering back to their cars. A little boy went past with flour all over his nose. The ranger was snapping the lid onto her tub.
    "I missed it," said {hero}. Saying it out loud made it worse.
    The ranger looked at {hero}'s face, then set the tub down. "You missed the talk," she said. "But the judge is here, and so are both sides. Court's still in session."
    {friend != "": So {hero} gave the verdict to an audience of four, {friend}, Grandma, the ranger and {pal}, plus a raven on the wall that pretended not to listen.|So {hero} gave the verdict to an audience of three: Grandma, the ranger and {pal}, plus a raven on the wall that pretended not to listen.}
    {start == "closer": "Space rock," said {hero}. "The middle of the crater is smashed, like a dropped plate." Grandma punched the air.}
    {start == "salt": "Salt," said {hero}. "It's really there, buried deep down, and it flows up like toothpaste and bends the rock." The ranger punched the air.}
    {start == "sun": "A tie," said {hero}. "The bent layers fit both stories. You both need more evidence." Both of them groaned, then laughed.}
    {stop == "whale": "And I learned something waiting," {hero} added. "The ravens hardly flapped. They floated up on the warm air coming off the cliffs."}
    {stop == "whale": The ranger nodded. "That's exactly how they do it."}
    {stop == "arch": {hero} held up the drawing, flat layers on one side and the crater on the other. The ranger studied it for a long time. "May I take a picture of this?" she asked. "I want to use it next time."}
    {stop == "rim": "The sheep walk on ledges as thin as a sidewalk," {hero} went on. "How do they not fall?"}
    {stop == "rim": "Their hooves have soft, grippy pads underneath," said the ranger, "like the soles of climbing shoes."}
    Then the ranger popped the lid off the tub one more time and held out a single marble. "For the judge," she said. {hero} dropped it. Plop. One small, perfect crater, with nobody watching but the people who mattered.
    {friend != "": The ranger dug one more marble out of her pocket for {friend}, who dropped it right beside the judge's crater.}
    Walking back to the car, {hero} counted it up on floury fingers. {They} had missed the crowd and the clapping and the twenty marbles. But {they} had {stop == "whale": watched ravens ride the wind|{stop == "arch": made a drawing a real ranger wanted|walked along above wild bighorn sheep}}, and nobody at the talk could say that.
- else:
    {stop == "whale": The ravens came back, and they were worth every minute. They hung on the wind without a single flap, then folded and tumbled, rolled onto their backs, and once one of them dropped a twig and swooped down to catch it again in mid-air, like a kid with a ball. {hero} lay on the warm rock and watched until {their} neck ached, and never once thought about the time.}
    {stop == "arch": {hero} drew the flat layers on the back of the card. Then {they} rubbed them out and drew them better. Then {they} added the crater beside them, {start == "sun": its bent layers drawn from memory|{start == "closer": its smashed middle drawn from memory|its layers pushed up from below the way the ranger's fist had pushed up her hat}}, and went back to fix the flat ones again, because flat is surprisingly hard to draw. It was the first drawing {hero} had ever been proud of, and it took about three times longer than anyone expected.}
    {stop == "rim": The sheep ambled along their ledge toward the tip of the point as though they had all day, which, it turned out, they did. {hero} followed along the trail above them, slowly and quietly, well back from the edge. They stopped, nibbled at something green in a crack, and strolled on. Nobody looked at a watch. Nobody wanted to.}
    Then Grandma looked at her watch and made a small, strangled noise. "It's twenty past eleven." {stop != "rim": They half ran to the car, and Grandma drove to the end of the road exactly as fast as the speed limit allowed, which felt like crawling, while {hero} watched the dashboard clock tick on without any mercy at all.|They hurried back along the rim trail as fast as anybody sensible can hurry on a path with no fence, which is not very fast, while {hero} counted every minute.}
    By the time they reached the overlook, the talk was over. People were straggling back to their cars in twos and threes. A small boy went past with a floury nose and a look of total happiness. The ranger was snapping the lid onto her tub.
    "I missed it," said {hero}. It came out smaller than {they} meant, and saying it made it real. The whole morning had been pointed at eleven o'clock, and eleven o'clock had happened without {them}.
    The ranger looked at {hero}'s face for a moment. Then she set the tub down on the wall. "You missed the talk," she said. "You didn't miss the trial. The judge is here, and so are both sides. Court is still in session."
    {friend != "": So {hero} delivered the verdict to an audience of four, {friend}, Grandma, the ranger and {pal}, plus one raven on the wall, which pretended very hard not to be listening.|So {hero} delivered the verdict to an audience of three: Grandma, the ranger and {pal}, plus one raven on the wall, which pretended very hard not to be listening.}
    {start == "closer": "Space rock," said {hero}. "The middle of the crater is smashed to pieces, like a plate that fell off a table." Grandma punched the air so hard she nearly lost her sunglasses.}
    {start == "salt": "Salt," said {hero}. "Not because of a hat trick. Because it's really buried down there, deep under the land, and it flows upward like toothpaste and bends and cracks the rock above it." The ranger punched the air, and Grandma clutched her heart.}
    {start == "sun": "A tie," said {hero}. "The bent layers fit both stories, and I never found a clue that fits only one. You both need more evidence." They both groaned, exactly together, and then laughed at themselves.}
    {stop == "whale": "And I learned something while we waited," {hero} added. "The ravens barely flapped. They just floated up on the warm air that comes off the cliffs."}
    {stop == "whale": "That's exactly it," said the ranger. "The sun heats the rock, the air rises, and the ravens ride it for free."}
    {stop == "arch": {hero} held up the drawing, flat layers on one side and the crater on the other. The ranger studied it for a long moment. "Would you let me take a picture of this?" she asked. "I've been explaining that with my hands for years. This is better."}
    {stop == "rim": "The sheep walked on ledges as thin as a sidewalk," {hero} went on. "How do they not fall off?"}
    {stop == "rim": "Their hooves are hard around the edge and soft and grippy underneath," said the ranger, "a bit like the soles of climbing shoes. And they've been practicing since the day they were born."}
    Then the ranger popped the lid off the tub one more time and held out a single glass marble. "For the judge," she said. {hero} held it high over the flour and let go. Plop. One small, perfect crater, rim and all, with nobody watching but the people who mattered. It turned out that was plenty.
    On the way back to the car, {hero} did the math. Missed: one crowd, about twenty marbles, and the chance to stand on a rock while people clapped. Gained: {stop == "whale": an hour with two ravens who clearly thought the sky was a playground, and the secret of how they flew without flapping|{stop == "arch": a drawing good enough that a ranger wanted to borrow it|the sight of wild sheep strolling along a cliff like shoppers on a sidewalk}}. {friend != "": {friend}, who had been listening to every word of the math, said it sounded like a good deal.} {hero} turned it over for a while and decided, a little to {their} own surprise, that the trade was fair.
}
-> END

=== end_experiment ===
# place: grand-view-point
# ending: case_open
{band:
- "young":
    {stop == "whale": "Can we test both ideas?" {hero} asked.}
    {stop == "whale": Grandma grinned. "The ranger has flour. And I have a bandana," she said. "Let's ask her!"}
    {stop == "arch": {hero} and Grandma made a plan. A marble for the space rock. A push from below for the salt. Then they drove to Grand View Point.}
    {stop == "rim": {hero} ran to the ranger. "Can I test both ideas in your flour?"}
    {stop == "rim": The ranger's eyes got big. "Yes!" she said.}
    At the talk, lots of people sat on the rocks. {hero} stood up front, next to the tub of flour. {Their} tummy felt fluttery. {pal} sat close by.
    First, the space rock. {hero} dropped a marble. Plop! It made a round hole, with a rim and a messy middle.
    Next, the salt. Grandma's bandana lay flat, with flour on top. {hero} pushed up from under it with one fist, slowly, slowly. The flour cracked into a bump. The ranger blew on the top, like wind. Now it had a round edge and a messy middle too!
    {start == "closer": "I thought it was a space rock," said {hero}. "But the push made a messy middle too!}{start == "salt": "I thought it was salt," said {hero}. "But the marble made a round rim too!}{start == "sun": "The bent stripes fit both," said {hero}. "Now the messy middle fits both too!} So my verdict is: we don't know yet. The case is still open."
    Everybody clapped. Grandma and the ranger both lost. They didn't mind at all.
    "Maybe you'll find the answer one day," said the ranger.
    {friend != "": {friend} dropped one more marble. Plop! It made the best crater of all.}
    A little boy asked, "Can I push too?" Soon everybody had flour on their hands. Even Grandma had flour on her nose.
- "middle":
    {stop == "whale": "Is there a way to test both ideas?" {hero} asked, on the way down.}
    {stop == "whale": Grandma thought about it. "The ranger has her flour," she said, "and I have a bandana. Let's ask her at eleven."}
    {stop == "arch": On the walk back from the arch, {hero} and Grandma worked out a plan: a marble for the space rock, and a slow push from underneath for the salt. Then they drove to Grand View Point.}
    {stop == "rim": {hero} ran over to the truck. "Could I test both ideas in your flour, at the talk?"}
    {stop == "rim": The ranger stared at {them}, then grinned. "Judge, you just took over the second half of my talk."}
    About twenty people sat on the rocks near the overlook. The ranger sprinkled cocoa powder over her tub of flour, so it looked like dark ground, and stepped aside.
    {hero}'s hands were shaking a little. Twenty faces were looking at {them}. {pal} settled close and whispered, "Pretend they're all lizards."
    "Test one: the space rock," said {hero}, and dropped a marble from high up. Plop! It left a round crater with a raised rim, and white flour splashed up through the dark in a jumble around it.
    "Test two: the salt." Grandma held her bandana flat while the ranger sprinkled flour and cocoa on top. {hero} pushed one fist up underneath, slowly, the way salt would. The dark crust cracked into a dome. Then the ranger blew across the top, like wind, and the loose flour blew away, leaving a round edge with a broken, messy middle.
    People leaned in. The two looked a lot alike.
    "Do it again!" shouted a small boy. So {hero} did, with a fresh marble and a fresh push, and the second try came out just like the first.
    {start == "closer": "I was sure it was a space rock," said {hero}, "because the middle was smashed. But the push smashed the middle too.}{start == "salt": "I was sure it was salt," said {hero}, "because of the ranger's story. But the marble bent the edges too.}{start == "sun": "The bent layers fit both stories," said {hero}. "And now the broken middle fits both stories too.} So my verdict is: case open. We need a clue nobody has found yet."
    The ranger clapped first. "Good judging," she said. "And scientists did find a clue like that, some years ago: tiny grains of sand in these rocks, with marks that only a giant crash can make. So most of them lean toward a space rock now. A few still argue for salt."
    Grandma stood up very straight. "Did everybody hear that?"
    "I'd like to see those grains," said {hero}. "Until then, this court says case open." Then everyone crowded in to take a turn.
    {friend != "": {friend} dropped the last marble of the day, and it made the best crater of all.}
    By the end, there was flour on the rocks, flour on the ranger's hat and a big white smudge on Grandma's nose. Nobody had won. Somehow it felt like everybody had.
- else:
    {stop == "whale": "Is there any way to actually test both ideas?" {hero} asked, halfway down the whale's back.}
    {stop == "whale": Grandma stopped, one hand on the rail, and a slow smile spread across her face. "The ranger has a tub of flour," she said. "And I have a bandana. Let's go ask her."}
    {stop == "arch": On the walk back from the arch, {hero} and Grandma worked out a plan, arguing happily the whole way: a marble for the space rock, and for the salt, a slow push from underneath, something soft that could bulge and crack. By the time they reached the car, they had it.}
    {stop == "rim": {hero} ran across the parking lot before Grandma could say a word. "Could I test both ideas in your flour? At the talk?"}
    {stop == "rim": The ranger looked at {them} for a long second, and then a grin spread across her whole face. "Judge," she said, "you just took over the second half of my talk."}
    About twenty people sat on the rocks near the overlook. The ranger dusted a layer of cocoa powder over the flour, so it looked like a dark desert, and stepped aside with a little bow.
    {hero}'s hands had gone damp. Twenty faces were turned toward {them}, plus a raven on the wall that seemed to have bought a ticket. {pal} settled close and murmured, "Pretend they're all lizards. Lizards are very forgiving."
    "Test one: space rock," said {hero}, and dropped a marble from as high as {they} could reach. Plop! It punched a round crater with a raised rim, and white flour sprayed up through the dark cocoa in a jagged jumble all around it.
    "Test two: salt." Grandma held her bandana out flat while the ranger sifted flour and cocoa over it. {hero} pressed one fist up from underneath, slowly, steadily, the way salt would if it had a million years and nothing better to do. The dark crust bulged into a dome and split across the top. Then the ranger bent down and blew across it, like wind, and the loose top drifted away, leaving a round rim around a broken, messy middle.
    The crowd leaned in. Someone said, "Huh." The two looked far too much alike.
    "Do it again!" called a small boy near the front, so {hero} did: a fresh marble from higher up, a fresh push from underneath, slower this time. It made no difference. The space rock and the salt still left the same kind of round, wrecked hole.
    {start == "closer": "I was sure it was a space rock," said {hero}, "because I saw the smashed middle up close. But look. The push smashed the middle too. So the thing I was surest about doesn't prove anything.}{start == "salt": "I was sure it was salt," said {hero}, "because the ranger's story made so much sense. But look. The marble bent the edges up too. A story making sense isn't the same as it being true.}{start == "sun": "I already knew the bent layers fit both stories," said {hero}. "Now the broken middle fits both stories too. Every clue I've found fits both.} So my verdict is: case open. Nobody wins until somebody finds a clue that only one story can explain."
    The ranger started the clapping. "That's a real judge's verdict," she said. "And you asked for exactly the right thing. Some years ago, scientists found tiny grains of sand in these rocks with marks that only a giant crash could make. So most of them lean toward a space rock now, though a few still argue for salt, and the park still tells both stories."
    Grandma drew herself up to her full height. "I would like that entered into the record."
    "Entered," said {hero}. "But I haven't seen those grains myself, so in this court the case stays open." Then a dozen people crowded in to try it themselves, and {hero} stood in the middle of them, floury to the elbows, explaining.
    {friend != "": {friend} dropped the last marble of the day, and it made the best crater of all.}
    By the time the crowd drifted off, there was flour on the rocks, flour on the ranger's hat and a large white thumbprint on the end of Grandma's nose that nobody had the heart to mention. Nobody had won the argument, not today. {hero} had the strange, good feeling that this was the most honest way it could have ended, and that somewhere under all that rock, the last piece of the answer was still waiting for whoever came looking next.
}
-> END

// ---------------------------------------------------------------- early endings ("make this the final chapter")
// The verdict the judge writes on the card, from the clues found so far. A tunnel: it returns.
=== verdict_words ===
{band:
- "young":
    {start == "closer": {hero} wrote SPACE ROCK in big letters. Then {they} wrote why: The middle is smashed, like a plate. Grandma cheered so loudly that {pal} {hid()}.}
    {start == "salt": {hero} wrote SALT in big letters. Then {they} wrote why: Salt deep down pushes up, slow like toothpaste. Grandma groaned. But she was smiling.}
    {start == "sun": {hero} wrote TIE in big letters. Then {they} wrote why: The bent stripes fit both stories. Grandma laughed. "Fair enough, judge!"}
    {saw_flat: At the bottom, {hero} added: The rock is flat everywhere else. {start == "closer": A space rock hits one spot.|{start == "salt": Salt can push up in one spot too.|So it is still a tie.}}}
    {saw_whale: At the bottom, {hero} added: Round does not prove anything. {start == "closer": Smashed does.|{start == "salt": Real salt does.|Bent doesn't either.}}}
- "middle":
    {start == "closer": Across the top of the card, {hero} wrote SPACE ROCK. Underneath, in smaller letters, {they} wrote the reason: The middle is smashed to pieces, like a dropped plate. Grandma cheered so loudly that {pal} {hid()}.}
    {start == "salt": Across the top of the card, {hero} wrote SALT. Underneath, in smaller letters, {they} wrote the reason: Deep salt flows up slowly, like toothpaste, and bends and cracks the rock. Grandma groaned, but she was smiling.}
    {start == "sun": Across the top of the card, {hero} wrote TIE. Underneath, in smaller letters, {they} wrote the reason: The bent layers fit both stories, so nobody has proved anything yet. Grandma laughed. "Fair enough, judge."}
    {saw_flat: At the very bottom, {hero} squeezed in one more line: Everywhere else, the layers are flat. {start == "closer": That fits a space rock, which hits one spot.|{start == "salt": That fits salt too, which pushes up in one spot.|That fits both stories.}}}
    {saw_whale: At the very bottom, {hero} squeezed in one more line: Whale Rock is round too, so round proves nothing. {start == "closer": The smash is what counts.|{start == "salt": The real salt is what counts, not the hat.|Neither does bent.}}}
- else:
    {start == "closer": Across the top of the card, in the biggest letters that would fit, {hero} printed SPACE ROCK. Underneath, smaller and neater, {they} wrote the reason: I saw the middle up close. It is smashed to pieces, like a plate dropped from a great height. Grandma let out a cheer so loud that {pal} {hid()}.}
    {start == "salt": Across the top of the card, in the biggest letters that would fit, {hero} printed SALT. Underneath, smaller and neater, {they} wrote the reason: Deep under the land there is salt that flows upward, slowly, like toothpaste, and it bends and cracks the rock above. Grandma groaned like a wounded bear, but her eyes were smiling.}
    {start == "sun": Across the top of the card, in the biggest letters that would fit, {hero} printed TIE. Underneath, smaller and neater, {they} wrote the reason: The bent layers fit both stories, so nobody has proved anything yet. Grandma threw back her head and laughed. "Fair enough, Your Honor."}
    {saw_flat: At the very bottom, where there was hardly any room left, {hero} squeezed in one more line: Everywhere else, the layers lie flat. Something happened in that one spot. {start == "closer": A space rock would do that.|{start == "salt": Salt pushing up through a weak place would do that.|Either story would do that.}}}
    {saw_whale: At the very bottom, where there was hardly any room left, {hero} squeezed in one more line: Whale Rock is round too, and nothing hit it, so round proves nothing. {start == "closer": The smash does.|{start == "salt": The salt underground does. The hat trick doesn't.|Neither does bent.}}}
}
{friend != "": Under the verdict, {friend} signed as the witness.}
->->

=== card_dome ===
# place: upheaval-dome
# ending: early_verdict
{band:
- "young":
    {start == "closer": {hero} did not need to see more. {They} walked back to the first lookout, where the ranger still sat.}
    {start == "salt": {hero} looked at the salt in {their} hand. Then {they} looked at the hole.}
    {start == "sun": {hero} watched the sun fill the hole, all the way to the bottom.}
    {start == "sun": "The crash bent those stripes!" said Grandma.}
    {start == "sun": The ranger shook her head. "Salt pushed them up," she said. Then she stopped. "But a big crash can bend rock too."}
    "I don't need to wait until eleven," {hero} said. "The judge is ready now!"
    -> verdict_words ->
    The ranger read the card. She nodded slowly. "Good clues, judge," she said. "I'll read this out at my talk."
    A raven flew over the big hole. Kraa!
    "Even the raven agrees," said {pal}.
    Grandma laughed. "Ravens agree with everybody."
- "middle":
    {start == "closer": {hero} had seen enough. {They} walked back along the trail to the first overlook, where the ranger was still sitting on her rock, and pulled out the card.}
    {start == "salt": {hero} looked at the clear crystals in {their} palm, then down at the crater, and made up {their} mind.}
    {start == "sun": {hero} watched the sunlight pour all the way down to the bottom of the crater.}
    {start == "sun": "Bent!" said Grandma. "The crash did that."}
    {start == "sun": "Or the salt did," said the ranger. Then she frowned at the stripes. "To be fair, a big crash bends layers too. Either story could do it."}
    {start == "sun": {hero} looked from one of them to the other, and made up {their} mind.}
    "I don't need to wait until eleven," {hero} said. "The judge is ready now."
    The ranger handed over her pencil.
    -> verdict_words ->
    The ranger read the card twice. Then she nodded, the way a teacher nods at an answer she didn't expect. "You followed the evidence," she said. "I'll read this out at my talk, word for word, and tell them who wrote it."
    A raven sailed low over the crater and let out one hoarse croak.
    "Even the raven agrees," said {pal}.
    "Ravens agree with everybody," said Grandma. "That's why nobody asks them to judge."
- else:
    {start == "closer": {hero} had seen enough. {They} walked back along the trail to the first overlook, where the ranger was still perched on her rock with her notebook, and pulled out the card without a word.}
    {start == "salt": {hero} looked at the clear little cubes in {their} palm, then down at the enormous hole, and felt {their} mind settle like sand in a jar of water.}
    {start == "sun": {hero} watched the sunlight slide all the way to the bottom of the crater, until there was no shadow left to hide in.}
    {start == "sun": "Bent," said Grandma, deeply satisfied. "Bent by the impact."}
    {start == "sun": "Bent by salt," said the ranger. Then, because she was an honest sort of ranger, she added, "Although a big impact bends layers too. Either story could have done that."}
    {start == "sun": {hero} looked from one of them to the other and felt {their} mind settle.}
    "I don't need until eleven o'clock," {hero} said. "The judge is ready now."
    The ranger raised an eyebrow and handed over her pencil.
    -> verdict_words ->
    The ranger read the card twice, the second time more slowly. Then she nodded, the way a teacher nods at an answer that is better than the one in the book. "You followed the evidence," she said. "Not the person. I'll read this out at my talk, word for word, and I'll tell them who wrote it."
    A raven sailed low over the crater, tipped one wing at them and let out a single hoarse croak.
    "Even the raven agrees," said {pal}.
    "Ravens agree with everybody," said Grandma. "That's why nobody ever asks a raven to be the judge."
    After that, to {hero}'s surprise, the ranger tore a fresh page out of her notebook, wrote VERDICT across the top of that one too, and handed it over. "For your next case," she said. "This park has plenty of them."
}
-> END

=== card_whale ===
# place: whale-rock
# ending: early_verdict
{band:
- "young":
    {hero} stood on the whale's back. The wind blew {their} hair. {They} pulled out the card.
    "The judge is ready," {hero} said. "Right now!"
    -> verdict_words ->
    "But the ranger isn't here," said {pal}.
    Grandma took the card and put it in her pocket. "I will give it to her at eleven," she said. "Even if it says salt. A deal is a deal."
    They climbed down, holding the rails.
- "middle":
    {hero} stood on the very top of the whale's back, looked out at the flat mesa one last time, and took out the card.
    "The judge is ready," {hero} said. "Right now, right here."
    -> verdict_words ->
    "The ranger isn't here, though," {pal} pointed out.
    Grandma held out her hand for the card and tucked it into her top pocket. "I'll hand it to her at eleven myself," she said. "Even if it says salt. Especially if it says salt. A deal is a deal."
    They climbed back down the whale's back, holding every rail, and the wind followed them all the way to the car.
- else:
    {hero} stood on the highest point of the whale's back, with the whole flat mesa spread out below like a map of itself, and took out the card.
    "The judge is ready," {hero} said. "Right now. Right here."
    -> verdict_words ->
    "Small problem," said {pal}. "The other side of the argument isn't here."
    Grandma held out her hand for the card, read it once, and buttoned it into her top pocket as carefully as a winning ticket. "I'll hand it to her at eleven o'clock myself," she said. "Even if it says salt. Especially if it says salt. A deal is a deal, and a verdict is a verdict."
    They climbed back down the whale's spine, holding every rail, and the wind chased them all the way to the car, still arguing about something.
}
-> END

=== card_arch ===
# place: mesa-arch
# ending: early_verdict
{band:
- "young":
    {hero} looked through the arch one more time. Then {they} pulled out the card.
    "I know my answer now," said {hero}.
    Grandma bent over, so {hero} could use her back as a desk.
    -> verdict_words ->
    "The ranger will get it at eleven," said Grandma. "I promise. Even if it says salt."
    {pal} {wiggled()}. A raven on top of the arch said, "Kraa!"
- "middle":
    {hero} looked through the stone window one last time, then pulled out the card.
    "I know my verdict," {hero} said.
    Grandma bent over so that {hero} could use her back as a desk.
    -> verdict_words ->
    Grandma straightened up, rubbing her back. "I'll give it to the ranger at eleven," she said. "Even if it says salt. A deal is a deal."
    {pal} {wiggled()}. On top of the arch, the raven croaked once, as if to say the court was closed.
- else:
    {hero} looked out through the stone window one last time, at all those calm, flat layers, and pulled out the card.
    "I know my verdict," {hero} said. "I don't need to see anything else."
    Grandma bent forward with a theatrical groan so that {hero} could use her back as a desk.
    -> verdict_words ->
    Grandma straightened up, one hand on her spine. "I'll put it into the ranger's hand at eleven o'clock," she said. "Even if it says salt. A deal is a deal, and your grandmother is many things, but she is not a sore loser. Mostly."
    {pal} {wiggled()}. On top of the arch, the raven let out one hoarse croak, like a gavel coming down.
}
-> END

=== card_rim ===
# place: grand-view-point
# ending: early_verdict
{band:
- "young":
    That was enough. {hero} did not need to see more.
    A white truck pulled into the parking lot. It was the ranger, early!
    {hero} ran back along the path to meet her, with Grandma right behind.
    -> verdict_words ->
    The ranger read the card. "Good work, judge," she said. "You can sit up front at my talk."
- "middle":
    Flat, flat and flat again. Right then, {hero} knew {they} didn't need to see anything more.
    Just then a white park truck pulled into the parking lot. The ranger was early too.
    {hero} walked back along the rim path to meet her, with Grandma close behind, and asked to borrow her pencil.
    -> verdict_words ->
    The ranger read the card and gave a low whistle. "You followed the evidence," she said. "Front row at my talk, judge. I'll read it out."
- else:
    Flat, and flat, and flat again, all the way to the sky. {hero} knew, with a strange little click somewhere behind {their} ribs, that {they} didn't need to see anything else.
    Just then a white park truck crunched into the parking lot. The ranger was early too.
    {hero} walked back along the rim path to meet her, with Grandma hurrying behind, and asked to borrow her pencil.
    -> verdict_words ->
    The ranger read the card once, then again, and gave a low whistle. "You followed the evidence," she said, "which is more than some grown-ups manage. Front row at my talk, judge. I'm reading this out, and I'm telling them exactly who wrote it."
    So they all sat on the warm rock wall with {pal} and watched the peregrine hunt back and forth over the canyon, until the first people began to drift up the path for the eleven o'clock talk, with no idea that the verdict was already in.
}
-> END
