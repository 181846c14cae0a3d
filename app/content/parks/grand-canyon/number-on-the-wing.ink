# title: The Number on the Wing
# month: 10
INCLUDE shared/story.ink

// How they set off after the condor at sunrise: "rim" (hurried along the Rim Trail),
// "ledges" (searched the cliffs with binoculars), "ranger" (walked with the ranger).
VAR route = ""
// Where the morning's last scene happened: "trail", "windows" or "ridge".
VAR where = ""
VAR knows_raven = false
VAR knows_head = false
VAR counted = false

-> sunrise

=== sunrise ===
# place: mather-point
{band:
- "young":
  It was a cold October morning. {hero} and Grandma stood at the railing at Mather Point, waiting for the sun. Grandma had a big pair of binoculars.
  "Watch the far side," she said. "The tops light up first."
  Gold light slid down the canyon walls. Orange, then red, then pink. At every new color, {pal} {wiggled()}.
  Right below the railing, a dark lump sat on a ledge. Then the lump moved! Two huge black wings opened up, as wide as a blanket.
  "A raven!" said {pal}.
  "Too big," said Grandma. She gave {hero} the binoculars.
  {hero} saw a bald pink head. {They} saw a white tag on the wing with a number on it. The first number was a 2. Then a feather flopped over the rest.
  "That is a condor," said a ranger with a clipboard. Her name was Ranger Kee. "Condors have wings wider than a tall grown-up." # fact: california-condors-wings
  "Every condor here has a number," she said. "Read me her whole number, and I will tell you her story. I will be out by the rim all morning."
  Whoosh! The condor dropped off the ledge. She glided away along the cliff. She did not flap once. Then she was gone.
  {hero} drew a 2 in the frost on the railing with one finger. Half a number!
  The other half was out there somewhere, on a wing.
- "middle":
  It was October, and the railing at Mather Point was so cold that {hero} could feel it through {their} gloves. The sun was not up yet. Grandma had brought two things: a thermos of cocoa and her old binoculars, the heavy kind with a cracked leather strap.
  "Watch the far side," she said. "The tops light up first."
  A thin gold line touched the highest rocks across the canyon. Then it slid downward, stripe by stripe, cream and orange and a deep rusty red, while the bottom of the canyon stayed blue with shadow. {pal} {sniffed()}, then went quiet, which hardly ever happened.
  Just below the railing, on a ledge, sat a dark lump that {hero} had taken for a rock. Then the rock stood up. Two black wings unfolded, wider and wider, until they hung open like a cape on a washing line.
  "A raven!" {pal} {pal_sound}.
  "Much too big for a raven," said Grandma, and she handed {hero} the binoculars.
  Through them {hero} saw a bald pink head, a collar of black feathers like a fluffy scarf, and a white tag on the front edge of one wing with a black number on it. The first digit was a 2. Then the bird shook itself, and a feather flopped over the rest.
  "You found a California condor," said a quiet voice. A ranger with a clipboard had stepped up beside them, and her name tag said Ranger Kee. "She's warming up. Condors hold their wings open to soak up the sun before they fly. Those wings are about nine and a half feet from tip to tip." # fact: california-condors-wings
  "Why is there a number on her wing?" {hero} asked.
  "So we can tell every condor apart," said the ranger. "I'm counting them this morning. Read me her whole number, and I'll tell you her whole story. I'll be following the birds along the rim until noon, so you'll find me."
  At that moment the condor leaned forward and let go of the ledge. She dropped, opened her enormous wings, and slid away west along the cliff without a single flap. In a few seconds a point of rock hid her.
  {hero} looked down. Without thinking, {they} had drawn a 2 in the frost on the railing. Half a number. Somewhere along those cliffs, the other half was riding on a wing.
- else:
  October at the Grand Canyon, it turned out, meant frost. {hero} had not believed Grandma about that, and now {they} stood at the railing of Mather Point with {their} hands jammed in {their} pockets, watching {their} own breath drift out over a drop so deep it made {their} knees feel nervous.
  Grandma had brought cocoa and her old binoculars, the heavy kind with a cracked leather strap that had been to more places than {hero} had. "Forget the middle," she said. "Watch the tops on the far side. They catch it first."
  The first light landed on the highest buttes like someone striking a match. Then it poured downward, band by band, cream and then orange and then a deep, rusty red, while the floor of the canyon stayed in deep blue shadow. {pal} {sniffed()}, opened its mouth to make a remark, and shut it again.
  That was when the rock on the ledge below the railing stood up.
  {hero} had looked straight at it a dozen times: a dark lump on a shelf of pale stone, maybe thirty feet down. Now it unfolded two black wings and kept on unfolding them, until they hung open like a cape someone had pinned to the cliff to dry.
  "Raven," {pal} announced. "A really, really well-fed raven."
  "Not a chance," said Grandma, and passed over the binoculars.
  Up close, the bird was strange and magnificent. Its head was bald and pinkish-orange, its neck was wrapped in a ruff of black feathers, and on the front edge of one wing was a white tag with a black number. {hero} read the first digit, a 2, and then the bird gave a lazy shake and a flap of feathers fell across the rest.
  "Oh, you found one," said a voice at {their} elbow. A ranger with a clipboard and a pencil behind her ear had stopped beside them; her name tag read Ranger Kee. "That's a California condor, sunbathing before she flies. Those wings measure about nine and a half feet from tip to tip." # fact: california-condors-wings
  {hero} tried to picture it: a bird longer from wingtip to wingtip than Grandma was tall, with room to spare. {kind == "eagle": {pal}, who had always been proud of its own wings, quietly folded them.}
  "Every condor out here wears a number, so we can tell them apart," the ranger went on. "I'm counting them this morning. Read me her whole number and I'll tell you her whole story. I'll be following the birds along the rim until noon, so if you get it, you'll find me."
  As if she had heard, the condor leaned forward and let go of the ledge. She didn't jump. She simply tipped off, opened those enormous wings, and slid away west along the cliff without one flap, until a point of rock swallowed her.
  {hero} looked down. Without meaning to, {they} had written a 2 in the frost on the railing with one finger. It looked lonely. Somewhere along those cliffs, its other half was riding on a wing, and {hero} was not leaving this canyon without it.
}
* [Hurry west along the Rim Trail, the way she flew # act: go] -> rim_chase
* [Search the ledges below with Grandma's binoculars # act: look] -> ledge_watch
* [Ask the ranger where a condor goes after it leaves its ledge # act: ask] -> ranger_walk

=== rim_chase ===
# place: rim-trail
~ route = "rim"
{band:
- "young":
  {hero} and Grandma hurried along the Rim Trail. {pal} {moved()} beside them. The path was flat and smooth, with the canyon on one side and pine trees on the other.
  Then they stopped. A big elk stood right on the path! He had huge antlers. He lifted his nose and made a squeaky whistle. Eeee-ooo!
  At that sound, {pal} {hid()}.
  "Back up," said Grandma. "In the fall, the big elk get grumpy. We give him lots of room."
  They backed up and waited. At last the elk walked off into the trees.
  Flap, flap, flap! A big black bird flew over the treetops.
  "There she is!" {pal} cried.
  They hurried after it. The bird landed on the railing. "Gronk," it said.
  It was not the condor. It was a raven!
- "middle":
  The Rim Trail was paved and flat, and {hero} walked it as fast as walking could go without turning into running. Grandma kept up, her binoculars thumping on her coat. Twisty junipers leaned over the path, and on the right the ground simply stopped, with the whole canyon falling away below.
  Around a bend, {hero} skidded to a halt. An elk was standing in the middle of the path.
  He was a bull, taller than Grandma at the shoulder, with antlers like a pile of bare branches. He stretched out his neck and made the strangest noise {hero} had ever heard from an animal so big: a high, squeaky whistle that slid up and up and broke into grunts.
  At the very first note, {pal} {hid()}.
  "That's a bugle," Grandma whispered. "In the fall the bulls call like that, and they get cranky. We back up and give him lots of room."
  So they backed up and waited, while the elk tore up mouthfuls of dry grass as if he had all day. At last he strolled off into the trees.
  Right then a big black bird flapped over the treetops ahead. "There she is!" {pal} {pal_sound}. They hurried after it until it landed on the railing, folded its wings and said, "Gronk."
  It was a raven. A glossy, clever-eyed raven, and nowhere near nine feet wide.
- else:
  The Rim Trail turned out to be paved, flat and perfect for people who want to run but have been told not to. {hero} walked it at the very edge of running. Grandma kept pace, binoculars thumping against her coat, and the canyon kept pace too, dropping away on the right so suddenly that {hero} felt like {they} {were} walking along the top of a very tall wall.
  Around a bend, {hero} stopped so fast that {flies(): {pal} shot past overhead and had to circle back|{pal} nearly bumped into {their} heels}.
  A bull elk stood in the middle of the path, taller at the shoulder than Grandma, with a crown of antlers like a bundle of bare branches. He stretched out his neck, opened his mouth, and produced the last sound {hero} expected from something that size: a high, squeaky whistle that climbed and climbed and then fell apart into grunts, like a rusty gate having an argument.
  Halfway through the bugle, {pal} {hid()}.
  "That's a bugle," Grandma breathed. "It's fall. The bulls are calling and showing off, and they're cranky with everybody. We back up, and we give him all the room he wants."
  So they backed up. They waited while the elk tore at the dry grass as though the trail had been built for his breakfast, and {hero} tried not to think about the condor getting farther away with every mouthful. At last the bull wandered off between the pines.
  At that exact moment, a big black bird flapped over the treetops ahead.
  "There she is!" {pal} {pal_sound}, and they all hurried after it, around one more bend, to where it landed on the railing, folded its wings, fixed them with a bright eye, and said, "Gronk."
  It was a raven. A handsome, glossy raven, and not even close to nine feet wide.
}
{end_now: -> rim_chase_end}
~ knows_raven = true
{band:
- "young":
  The raven flipped upside down in the air, just for fun. Then it flew off, flap, flap, flap.
  "It flaps a lot," said {hero}. "The condor did not flap at all."
  "Yes," said Grandma. "And a raven has a pointy tail. Now you know."
  Just ahead, a stone building with big windows sat on the edge. A shuttle bus went by, off to the Village, the way the condor had flown. A girl in a yellow hat was pointing the other way. "A giant bird!" she said. "Over by the ridge!"
  The sun was getting warmer. The condor would not wait forever.
- "middle":
  The raven hopped along the railing, looked {pal} up and down, and then dropped into the air and rolled right over, upside down, just for fun.
  "It flaps," {hero} said slowly. "It flapped the whole time. The condor didn't flap once."
  "And look at its tail," said Grandma. "It comes to a point, like a wedge. Now you'll never mix them up."
  {hero} turned in a slow circle. Just ahead, a stone building with huge windows sat right on the edge of Yavapai Point. Behind the trees, a shuttle bus hummed by, headed west for the Village, the same way the condor had flown. And a girl in a yellow hat was tugging her dad's sleeve and pointing the other way entirely. "It was giant," she was saying. "Over the ridge by the other trail!"
  The sun was climbing, and the rocks were starting to feel warm. {hero} had a feeling the condor would not sit still much longer.
- else:
  As if to rub it in, the raven hopped down the railing, dropped off into the air and rolled over upside down, just because it could.
  "It flaps," {hero} said slowly, feeling foolish and clever at the same time. "It flapped the whole way here. The condor didn't flap once, not even when she fell off the ledge."
  "And that tail," said Grandma. "Comes to a point, like a wedge. A condor's is short and square, and her wings are so broad she looks like a flying plank. You'll never mix them up again."
  {hero} turned in a slow circle to think. Just ahead, the stone museum at Yavapai Point sat right on the edge, its huge windows full of sky. Behind the trees, a shuttle bus purred past, bound west for the Village, exactly the direction the condor had taken. And a few steps away, a girl in a yellow hat was tugging at her dad's sleeve and pointing the opposite way. "It was enormous," she insisted. "Over that ridge, by the other trail. It had a white thing on its wing."
  A white thing on its wing. {hero} felt a small jolt of hope. But the sun was climbing, the rocks were warming, and a bird that waited for warm air would not be waiting much longer.
}
* [Ride the shuttle west to the cliffs by the Village # act: go] -> village_cliffs
* [Look out from the big windows at Yavapai # act: look] -> yavapai_windows
* [Ask the girl in the yellow hat where she saw the giant bird # act: ask] -> kaibab_ridge

=== rim_chase_end ===
# place: rim-trail
{band:
- "young":
  "Gronk," said the raven again. Then it flipped over in the air and flew off.
  {hero} laughed. "We chased the wrong bird!"
  "Now you know a raven," said Grandma. "Ravens flap and flap. Condors just glide."
  They sat on a bench by the rim. Far out over the canyon, a huge bird went round and round. It went up and up. It never flapped.
  "That is a condor," said {hero}. "I can tell!"
  {pal} settled {perch()}, and they watched until the bird was a tiny dot.
  {hero} smiled up at the tiny dot. Now {they} knew a condor when {they} saw one. # ending: wrong-bird
- "middle":
  "Gronk," the raven said again, as if the joke was on them. Then it tipped off the railing, rolled over in midair and flapped away.
  {hero} laughed so hard {they} had to sit down on a bench. "We chased the wrong bird!"
  "Best mistake of the morning," said Grandma. "Now you know the difference. Ravens flap and flap. Condors hardly move their wings at all. And see how that tail came to a point? A condor's tail is short and square."
  They stayed on the bench, and {pal} settled {perch()}. Out over the canyon, far too far away to read any numbers, a huge flat shape was rising in slow circles. It went around and up, around and up, and never flapped once.
  "That's a condor," said {hero}. "I'm sure."
  "So am I," said Grandma.
  They watched until it was a speck. A raven would never fool {hero} again, and that felt like the first step to being a real condor spotter. # ending: wrong-bird
- else:
  "Gronk," the raven remarked again, in a tone that suggested it had watched plenty of visitors fall for this. Then it tipped off the railing, turned a lazy somersault in midair, and flapped away toward the Village.
  {hero} sat down hard on the nearest bench and laughed until {their} ribs hurt. "We chased the wrong bird. We gave up on a condor to follow a raven."
  "Best mistake of the morning," said Grandma, sitting down too. "Now you know something most people at that railing don't. Ravens flap and flap. Condors barely bother. They're too big and heavy; they'd rather ride the air than fight it."
  {pal} settled {perch()} and pretended it had known all along.
  Out over the canyon, much too far away for numbers, a broad, flat shape was lifting in slow circles. Around and up, around and up, steady as a leaf on a rising breeze, and in all that time the wings never beat once.
  "That's a condor," {hero} said. {They} didn't even need the binoculars.
  "Could be her," said Grandma. "Could be a cousin."
  They watched it climb until it shrank to a speck and then to nothing. At sunrise {hero} could not have told a condor from a raven at thirty feet. Now {they} could pick one out of an empty sky at a mile, with no binoculars at all. Some things you only learn by getting them wrong first. # ending: wrong-bird
}
-> END

=== ledge_watch ===
# place: mather-point
~ route = "ledges"
~ knows_head = true
{band:
- "young":
  {hero} looked through the binoculars. Everything wiggled. The canyon was so big!
  "Look at one ledge at a time," said Grandma.
  On one ledge, {hero} found a raven. On the next, a rock squirrel lay flat on a warm rock like a pancake. {pal} thought that was very funny and {wiggled()}.
  Then {hero} found a condor! But wait. Its head was not pink. It was dark gray. Its number started with a 5.
  "That is a young condor," said Grandma. "Their heads turn pink when they grow up."
- "middle":
  {hero} leaned {their} elbows on the cold railing and swept the binoculars slowly along the cliffs below. Binoculars were harder to use than they looked. Everything jumped and wobbled, and the canyon was so huge that {they} kept losing {their} place.
  "Pick one ledge," said Grandma. "Then the next one down. Like reading a page, line by line."
  So {hero} read the cliff. On the first line {they} found a raven fluffing its feathers. On the next, a rock squirrel lay flat on a warm stone, soaking up the sun like a furry pancake. {pal} {sniffed()} and decided the squirrel looked very pleased with itself.
  Then, three ledges down, {hero} found a condor.
  "Got her!" {they} whispered. But {they} looked again and frowned. This condor's head was not pink. It was dark gray, almost black, and the number on its tag started with a 5.
  "A different bird," said Grandma, peering over {their} shoulder. "A young one, I'd guess. Condors don't get their pink heads until they're grown up, after about six years."
- else:
  {hero} braced {their} elbows on the frosty railing and swept the binoculars along the cliffs below, and immediately learned that binoculars make the world jump. Every heartbeat shook the view. Every time {they} moved an inch, the canyon slid a mile.
  "Don't chase it," said Grandma. "Pick one ledge. Then the one below it. Read the cliff like a page, line by line."
  So {hero} read the cliff. The first line held a raven, puffed up against the cold like a grumpy feather duster. The second held a rock squirrel stretched flat on a sunny stone, looking so content that {pal} {sniffed()} and announced that some animals had no sense of urgency at all.{kind == "squirrel": "Cousin," {pal} added, "you are embarrassing the family."}
  Three lines further down, {hero}'s breath caught. A condor: big, black, hunched on a shelf of rock with its wings half open to the sun.
  "Got her," {hero} whispered. Then {they} frowned, because something was off. This condor's head wasn't pink. It was dark gray, nearly black, and when it shifted, the tag on its wing showed a number that began with a 5.
  "Different bird," Grandma said, leaning in. "A youngster, I'd bet. They don't get those pink heads until they're grown, around six years old. Until then they're all dark, like a teenager in a hoodie."
  {hero} let out a breath. Not her. But it was still a wild condor, a real one, and not one other person at that crowded railing had noticed it.
}
{end_now: -> ledge_watch_end}
{band:
- "young":
  Then {hero} saw the grown-up condor, with no binoculars at all! Her pink head shone far away, along the cliff. White patches flashed under her wings. She flew past a stone building on the edge and was gone.
  The young condor stretched its wings. Was it going to fly too?
  "Ten years ago," said Grandma, "I saw condors by the Village. They sat on the cliffs near a trail."
  {hero} bit {their} lip. Three good ideas, and the sun was getting warmer.
- "middle":
  {hero} lowered the binoculars, disappointed, and that was when {they} spotted the grown-up condor without them. Far to the west, a dark shape with a pink head was gliding along the face of the cliff, low and steady. As she tilted, two big white triangles flashed on the undersides of her wings.
  "There!" {hero} cried, and snatched up the binoculars again. But by the time {they} found her again, the condor was only a blur sailing past Yavapai Point, where a stone museum sat at the edge of the rim. She circled once, lifted a little, and slipped out of sight.
  Down on its ledge, the young condor shuffled its feet and stretched its wings. It looked like it was thinking about going somewhere too.
  Grandma tapped her chin. "You know, the last time I was here, ten years ago, the condors loved the cliffs below the Village. Right by the top of the Bright Angel Trail."
  {hero} looked west, then down at the young bird, then at Grandma. Three ideas, one morning, and the sun already warm on {their} face.
- else:
  {hero} lowered the binoculars with a sigh, and that is how {they} spotted the grown-up condor: not through glass at all, but with {their} own eyes, the way you notice things the moment you stop trying. Far to the west, a dark shape was gliding along the face of the cliff, steady as a boat on calm water. When she tilted, two great white triangles flashed under her wings, and the sun caught the pink of her head.
  "There!" {hero} yelped, and fumbled the binoculars up again, but it was too late for numbers. By the time {they} found her again, the condor was a blur sailing past Yavapai Point, where a stone museum sat right on the lip of the rim. She circled once, rose a little, and slid out of view.
  Below them, the young condor shuffled on its ledge and stretched one enormous wing, then the other, like it was thinking about following. Or like it had somewhere else in mind entirely.
  "You know," Grandma said slowly, "the last time I was here, ten years ago, back when my knees still did what they were told, the condors loved the cliffs below the Village. By the top of the Bright Angel Trail. People used to watch them right from the path."
  {hero} looked west, where the condor had vanished. Down, at the youngster. Back at Grandma. Three directions, each with its own good reason, and the sun already warm on the back of {their} neck. The condor would not wait, and neither, {hero} decided, would {they}.
}
* [Walk the rim path to Yavapai, where she sailed past # act: go] -> yavapai_windows
* [Wait to see where the young condor flies # act: wait] -> kaibab_ridge
* [Help Grandma find the cliffs she remembers below the Village # act: help] -> village_cliffs

=== ledge_watch_end ===
# place: mather-point
{band:
- "young":
  "It is not her," said {hero}.
  "No," said Grandma. "But you found a young condor. Most people walked right past it!"
  The young condor stretched one wing. Then the other. It looked up at them.
  Far away, a big condor with a pink head glided by. She was too far away for numbers. But {hero} knew it was her.
  "One day your head will be pink too," {pal} told the young condor.
  {hero} drew two birds in Grandma's notebook. One had a pink head. One had a dark head. Next to them {they} drew a 2, and a big question mark. # ending: two-condors
- "middle":
  {hero} sighed. "It's not her."
  "No," said Grandma. "But look how much you found. A raven, a squirrel, and a young condor that most people walked right past."
  They watched the young bird together. It stretched one wing, then the other, like someone waking up. Its dark head turned, and for a moment it seemed to look right up at them.
  Then {hero} saw something else. Far to the west, a grown-up condor with a pink head was gliding along the cliff, with two big white triangles flashing under her wings. She was much too far away for any number. But {hero} knew it was her, the way you know a friend across a playground.
  "Someday you'll have a pink head too," {pal} told the young condor, even though it couldn't hear.
  {hero} drew a picture in Grandma's notebook: one condor with a pink head and one with a dark head, and a 2 with a question mark beside it. Half a number, and two birds to go with it. It was a good page. # ending: two-condors
- else:
  "It's not her," {hero} said, and heard how flat {their} voice sounded.
  "No," said Grandma. "But look what you did find. A raven, a squirrel, and a young condor that about two hundred people just walked straight past on their way to the railing."
  That was true. {hero} looked again, properly this time. The youngster was scruffy in a way the grown-up hadn't been, with a dark, wrinkly head and a ruff that stuck out in all directions. It stretched one wing, then the other, and for a moment its head swung up toward the rim, and {hero} had the silly feeling of being looked at.
  Then, far to the west, {they} saw her: a grown-up condor with a pink head, gliding along the cliff face, white triangles flashing under her wings. Too far away for a number. Much too far. But {hero} knew her anyway, the way you can spot your best friend in a crowd from the way they walk.
  "Someday your head'll be pink too," {pal} told the youngster, even though it was three ledges down and not listening.
  {hero} borrowed Grandma's notebook and drew them both, the pink head and the dark one, side by side. Then, next to them, a 2 and a question mark. Two birds, one page, and the start of a story {hero} meant to finish someday. # ending: two-condors
}
-> END

=== ranger_walk ===
# place: rim-trail
~ route = "ranger"
{band:
- "young":
  "Walk with me," said the ranger. "I will tell you about condors."
  So they walked along the Rim Trail. {pal} {moved()} beside {hero}.
  "Condors are heavy," said the ranger. "As heavy as a big turkey! Flapping is hard work. So in the morning they wait for the sun to warm the rocks."
  "Why?" asked {hero}.
  "Warm air goes up," said the ranger. "A condor rides it up and up, round and round. Then she can glide a long way."
  A mule deer looked at them from the bushes. She had giant ears. They gave her lots of room.
  "Long ago, there were only a few condors left in the whole world," said the ranger. "People helped them. Now they fly here again."
- "middle":
  "Walk with me," said the ranger. "I'm heading west to my next counting spot, and I'll tell you everything I know on the way."
  So they walked the Rim Trail together, Grandma and {hero} on one side of her and {pal} on the other. The ranger carried a spotting scope on her shoulder, a long telescope on three legs.
  "The first thing to know is that condors are heavy," she said. "About as heavy as a big Thanksgiving turkey. Flapping is hard work for a bird like that. So in the morning they sit and wait for the sun to heat up the rocks."
  "Why?" asked {hero}.
  "Because warm air rises. When it does, a condor spreads her wings and rides it up in big circles, like an elevator with no walls. Once she's high, she can glide for miles."
  A mule deer looked up from the junipers beside the path, her big ears turned toward them like two satellite dishes. The ranger moved to the far side of the trail to give her room, and so did they.
  "There weren't always condors here," the ranger went on. "In 1987 there were only twenty-seven left in the whole world. People caught every last one, raised chicks, and let young birds go again. And now you've seen one sunbathing."
- else:
  "Walk with me," said the ranger, swinging a spotting scope onto her shoulder like a fishing rod. "I'm heading west to my next counting spot. Ask me anything on the way."
  {hero} had about forty questions and asked the most important one first. "Where did she go?"
  "Nowhere far, yet." The ranger's boots crunched on the frosty edge of the path. "Here's the thing about condors: they're heavy. Twenty pounds or more, like a big Thanksgiving turkey. Flapping a body like that is exhausting. So in the morning, they mostly sit around and wait."
  "For what?"
  "For the sun to cook the rocks. Warm air rises off the cliffs in big invisible columns. A condor finds one, spreads those wings, and rides it up in circles, higher and higher. Then she can glide for miles without a single flap. She's not lazy. She's smart."
  {pal} looked deeply impressed by the idea of flying without effort.{flies(): "I have been doing it wrong my whole life," it muttered.}
  A mule deer lifted her head from the junipers beside the path, her huge ears swiveled toward them like two satellite dishes. The ranger drifted to the far side of the trail without breaking stride, and {hero} did the same, leaving a polite gap between them and the deer.
  "There weren't always condors here," the ranger said, more quietly. "In 1987, there were twenty-seven left in the entire world. Twenty-seven. People caught every one of them, raised chicks in safety, and started letting young birds go again, right out here in Arizona. When you watch one sunbathing on a ledge, you're looking at a comeback."
  {hero} thought about that. Twenty-seven was barely more than the kids in {their} class.
}
{end_now: -> ranger_walk_end}
~ counted = true
{band:
- "young":
  The ranger set up her long telescope on its legs. "Want to help me count?"
  {hero} peeked in. Far away, three condors sat on a ledge in a row. They looked like three black umbrellas!
  "Three," said {hero}. The ranger wrote it down, with {hero}'s name beside it.
  Lots of families stood at the railing, from lots of countries. "People come from all over the world to see this place," said the ranger. "The whole world treasures the Grand Canyon." # fact: unesco-world-heritage
  "Soon the condors will fly," she said. "They like the cliffs by the Village and the long ridge on the other trail. I am going to Yavapai next. It has big windows."
  {hero} thought hard. Where would a bird with a 2 go?
- "middle":
  At a bench near the edge, the ranger set up her scope, squinted into it, and made a mark on her clipboard. Then she stepped back. "Want to help count?"
  {hero} put {their} eye to the scope. Far across a side canyon, on a ledge the size of a sofa, sat three condors in a row, hunched and still, like three old umbrellas. Much too far for numbers, even with the scope.
  "Three," {hero} reported.
  "Three," said the ranger, and wrote it down, with {hero}'s initials beside it. A family chattering in another language crowded up to the railing next to them, pointing and smiling. "People come from all over the world to see this," the ranger said. "The canyon is a World Heritage Site, one of the places the whole world has agreed to take care of." # fact: unesco-world-heritage
  Then she checked the sun. "They'll be moving soon. They like the cliffs below the Village, and the long ridge on the South Kaibab Trail. I'm off to Yavapai next, where the windows look right out at them. You could carry my scope legs, if you like."
  {hero} pictured all three places. Somewhere in one of them, a bird with a 2 on its wing was getting ready to take off.
- else:
  At a bench near the edge, the ranger planted her scope, peered through it, and made a tally mark on her clipboard. Then she stood aside. "Want to help count?"
  {hero} bent to the eyepiece. Across a side canyon, on a ledge about the size of a sofa, three condors sat shoulder to shoulder, hunched and motionless, like three old umbrellas somebody had forgotten to open. Too far for numbers, even through the scope, which was maddening.
  "Three," {hero} reported.
  "Three," agreed the ranger, and wrote it down, with {hero}'s initials beside it. Next to them, a family was chattering in a language {hero} didn't know, passing a phone from hand to hand and grinning at the view. "People come from everywhere to stand right here," the ranger said. "The canyon's a World Heritage Site, which means the whole world has agreed it's worth protecting. Condors included." # fact: unesco-world-heritage
  She glanced at the sun, now fully up and getting warm. "They'll start moving soon. This time of day they like the cliffs below the Village, and the long ridge on the South Kaibab Trail. I'm heading to Yavapai next, where the museum windows look straight out at the air they ride. I could use someone to carry the legs of this thing."
  {hero} pictured all three places at once and felt the morning tugging in three directions. One of those places held a bird with a 2 on its wing, getting ready to ride the air straight up and out of reach.
}
* [Catch the shuttle out to the long ridge on the South Kaibab Trail # act: go] -> kaibab_ridge
* [Look for her on the cliffs below the Village # act: look] -> village_cliffs
* [Help the ranger carry her scope to Yavapai # act: help] -> yavapai_windows

=== ranger_walk_end ===
# place: rim-trail
{band:
- "young":
  The ranger set up a long telescope on legs. {hero} peeked in. Far away, three condors sat on a ledge. They looked like folded umbrellas.
  "Three!" said {hero}.
  The ranger wrote a 3 on her sheet. Then she wrote {hero}'s name next to it. "Now you are part of the count," she said.
  The sun got warmer. One, two, three, the condors opened their wings. Round and round they went, up and up, until they were tiny dots.
  Was one of them the 2? {hero} did not know. But {their} name was on the count. Once there were almost no condors. Today {hero} had counted three, all flying free. # ending: the-count
- "middle":
  The ranger stopped at a bench, set up her scope and let {hero} look. Far across a side canyon, on a ledge about the size of a sofa, three condors sat in a row, hunched and still, like three folded umbrellas. They were too far away for numbers, even with the scope.
  "Count them for me," said the ranger.
  "Three," said {hero}.
  "Three." The ranger wrote it on her sheet, and then, next to it, {hero}'s initials. "That's official now. You're part of the count."
  They stayed at the bench while the sun climbed. One by one the three condors opened their wings, dropped off the ledge and began to circle, up and up on the warming air, until they were specks against the blue.
  Was one of them the 2? {hero} would never know for sure. But {their} initials were on a real count sheet, in a real ranger's handwriting, next to a number that meant three condors were flying free over the Grand Canyon this morning. Not so long ago, in the wild, that number would have been zero. # ending: the-count
- else:
  At a bench near the edge, the ranger set up her scope and invited {hero} to look. Across a side canyon, three condors sat in a row on a ledge, hunched like umbrellas nobody had bothered to open, much too far away for their numbers to be anything but white smudges.
  "Count them for me," the ranger said.
  "Three."
  "Three." She wrote it down, and then, next to the number, she wrote {hero}'s initials in small neat capitals. "There. That's the official count now. You're in it."
  {hero} didn't know what to say to that, so {they} didn't say anything. They sat on the bench while the sun climbed and the cold went out of the air, and one by one the three condors leaned forward, opened those enormous wings and dropped off the ledge. They found the warm air rising off the rock and turned in slow, lazy circles, up and up, until they were three black specks and then three nothings in all that blue.
  Was one of them the 2? Maybe. Maybe not. {hero} realized {they} minded less than {they} would have guessed.
  Because once, not even very long ago, the number of wild condors on a sheet like that would have been zero. Today it said three, and next to it, in a ranger's careful handwriting, it said who had counted them. # ending: the-count
}
-> END

=== village_cliffs ===
# place: bright-angel
~ where = "trail"
{band:
- "young":
  {route:
  - "rim": A shuttle bus took them to the Village. {hero} saw two more ravens on the way. {They} knew just what they were!
  - "ledges": A shuttle bus took them to the Village. "Here it is," said Grandma. "Just like I remember."
  - else: The ranger went off to Yavapai. {hero} and Grandma took a shuttle bus to the Village.
  }
  Old stone houses stood right on the edge. A trail went down the cliff in zigzags. It was the Bright Angel Trail.
  They walked down a little way. "Stay on the inside, away from the edge," said Grandma.
  The rock wall had stripes. Pale, then red, then dark. "The rock stacks up like pages in a book," said Grandma. # fact: rock-layers-pages
  A rock squirrel sat up and looked at {hero}'s pocket. "No snacks," said Grandma. "Squirrels here can bite."
  They went through a short tunnel in the rock. On the other side, on a ledge, sat a condor!
  Her head was pink.{knows_head: She was a grown-up, not the young one.} But her back was turned. Her wings were folded tight. Both tags were tucked out of sight!
- "middle":
  {route:
  - "rim": The shuttle bus rumbled west and let them off in the Village, where old stone and log buildings stood right at the edge of the canyon. On the way {hero} spotted two more ravens and didn't mistake either of them for anything else.
  - "ledges": It took a shuttle ride west to reach the place Grandma remembered. The Village was just as she had said: old stone and log buildings perched right on the rim, as if they had grown there.
  - else: The ranger set off for Yavapai with her scope, and {hero} and Grandma rode the shuttle west to the Village, where old stone and log buildings stood right at the edge of the canyon.
  }
  Beside them, the Bright Angel Trail dropped over the rim and zigzagged down the cliff in tight turns. They followed it a little way, just to the first tunnel, a short passage cut right through the rock.
  "Stay on the inside, away from the edge," said Grandma, and {hero} did.
  From here the canyon wall was stacked in layers: pale stone at the top, then red, then darker and darker below. "It's like the pages of a book," said Grandma. "The oldest pages are at the bottom." # fact: rock-layers-pages
  A rock squirrel popped up on a boulder and stared at {hero}'s pocket, hoping for a snack. "Don't feed it," said Grandma. "The squirrels here get bold, and they bite."
  They stepped through the tunnel and came out on the shady side, where the sun had not reached yet. And there, across a small gully, hardly farther away than a school bus is long, sat a condor.
  Her head was pink.{knows_head: A grown-up, then, not the youngster.} Her back was turned, and her wings were folded tight, so both of her tags were tucked out of sight under her feathers.
- else:
  {route:
  - "rim": The shuttle bus rumbled west along the rim road and let them off in the Village, where old stone and log buildings stood shoulder to shoulder at the very edge of the canyon, as if someone had dared them to. On the way, {hero} spotted two ravens and did not confuse either of them with anything, which felt like a small personal victory.
  - "ledges": The shuttle carried them west to the Village, and {hero} watched Grandma's face go soft as the old stone and log buildings came into view, still perched right at the edge of the canyon. "It hasn't changed," she said. "I have, but it hasn't."
  - else: The ranger headed off toward Yavapai with her scope, and {hero} and Grandma rode the shuttle west to the Village, where old stone and log buildings stood right on the lip of the canyon.
  }
  Beside the buildings, the Bright Angel Trail slipped over the rim and went zigzagging down the cliff in tight switchbacks. They followed it a short way, no farther than the first tunnel, a stubby passage cut straight through the rock.
  "Inside edge," said Grandma, steering {hero} by the shoulder. "The cliff side is for condors."
  From the trail, the canyon wall was stacked in bands: pale cream at the top, then red, then darker and darker going down. "It's a history book," Grandma said. "Each layer's a page, and the oldest pages are at the bottom." # fact: rock-layers-pages
  {hero} liked that. The bottom of the canyon was the beginning of the story.
  A rock squirrel popped up on a boulder, sat up like a tiny salesman and stared hard at {hero}'s jacket pocket. "Not a crumb," said Grandma. "These little guys bite more visitors than any other animal in the park."
  They stepped through the tunnel, out into shade the sun had not reached yet, and {hero} stopped dead.
  Across a narrow gully, no farther away than a school bus is long, a condor sat on a ledge. Pink head.{knows_head: Grown-up, not the youngster.} Black ruff. Back turned. Wings folded tight, so that both of her tags, one on each wing, were tucked away under her feathers where nobody could read them.
}
{end_now: -> village_cliffs_end}
{band:
- "young":
  The condor was so close! {hero} could hear her feathers rustle. Even {pal}, who was usually brave, {hid()}.
  "This is close enough," Grandma whispered. "She is a wild bird."
  It was cold by the tunnel. The shadow of the cliff lay over the ledge. But down at the next bend, the sun was shining on the rocks.
  Then a shadow slid over the trail. Then another one. But there were no clouds.
  The condor lifted her head. Something was about to happen!
- "middle":
  {hero} held {their} breath. {They} could see every wrinkle on the condor's bald head and hear the soft rustle of her feathers when she shifted. {pal} {hid()}, then peeked out again, too curious to stay hidden.
  "Close enough," Grandma murmured. "She's a wild bird. Condors that get too used to people get into trouble, so we don't go any nearer."
  Here by the tunnel the air was cold, and the shadow of the cliff lay right across the condor's ledge. But just below, where the trail bent around the next corner, the sun had already reached the rock and turned it orange.
  Then a shadow slid across the trail in front of them, and another, as if clouds were passing. But there wasn't a single cloud in the sky.
  On the ledge, the condor lifted her head. {hero} felt the back of {their} neck prickle. Something was about to happen, and {they} had about three seconds to decide what to do.
- else:
  Up close, the condor was not beautiful, exactly. She was something better. Her bald head was wrinkled like a walnut, her eye was dark and calm, and whenever she shifted, {hero} could hear her feathers rustle. {pal} {hid()}, then peeked out, unable to resist.
  "This is our limit," Grandma murmured. "When condors get too used to people, they get into trouble. She's wild, and we want her to stay that way."
  {hero} thought of what the ranger had said at sunrise, that every condor out here had a number and a story. This one's story was right there, folded up under her wings, a school bus away and completely out of reach.
  It was cold by the tunnel. The shadow of the cliff lay across the condor's ledge and kept it blue. But a little way below, where the trail swung around the next bend, the sun had already found the rock and lit it orange.
  Then a shadow slid across the trail in front of them. Then a second one. {hero} glanced up, expecting clouds, and found only clear blue sky.
  On the ledge, the condor lifted her head. Every feather on her seemed to be paying attention. {hero} had the sudden, electric feeling that something was about to happen, very close by, with no idea which way to turn.
}
* [Go down to the next bend, where the sun is # act: go] -> number_trail
* [Look up to see what is making the shadows # act: look] -> wings_trail
* [Wait by the tunnel for her to turn around # act: wait] -> gone_trail

=== village_cliffs_end ===
# place: bright-angel
{band:
- "young":
  They stood very still and watched her. {hero} could see the wrinkles on her pink head. When she moved, {hero} heard her feathers. Shhh, shhh.
  The condor turned and looked at them. Then she looked back at the canyon.
  "She likes the view better than us," said {pal}.
  Then she hopped off the far side of her ledge. She floated down to a lower ledge and sat with her back to them again.
  "She is teasing me," said {hero}, and laughed.
  They walked back up the steep trail, slowly. All the way up, {hero} could still hear that soft shhh, shhh of condor feathers. # ending: close-look
- "middle":
  They stayed right there by the tunnel, still as stones, and watched her. She was close enough that {hero} could see the black feathers of her collar lift in the breeze, and when she shifted, {they} heard them rustle, soft and heavy. Once she turned and looked straight at them with a dark, calm eye, then went back to the canyon, as if they were much less interesting than the view.
  {pal} settled {perch()} and whispered, "She has a face only a mother could love."
  "Her mother did love it," said Grandma. "Condor parents feed their chick for months."
  After a while the condor leaned forward and dropped off the far side of her ledge. She didn't go far. She floated down across the gully and landed on a lower ledge around a corner of rock, with her back to them again.
  {hero} laughed softly. "She's teasing me."
  They climbed back to the rim slowly, because the way up was much steeper than the way down. At the top, {hero} stopped and listened, as if that rustle might still carry up from the gully. {They} had stood close enough to a wild condor to hear her feathers move. Not many people could say that. # ending: close-look
- else:
  They stayed exactly where they were, by the mouth of the tunnel, and nobody said a word. Her black collar lifted in the breeze. When she shifted her weight, {hero} heard her feathers rustle, a dry, heavy sound, the sound of a big coat being folded. Once she turned her head and looked straight at them, the way you might glance at a pigeon, and then went back to the view, which was clearly more interesting.
  "She has a face only a mother could love," {pal} whispered.
  "And her mother did," said Grandma. "Condor parents feed their chick for months and months."
  After a while the condor leaned out and simply stepped off the far side of her ledge. She didn't go far. She floated down across the gully and settled on a lower ledge around a corner of rock, back turned again, as if the whole thing were a game and she was winning it.
  {hero} laughed out loud. "She's teasing me."
  "Condors are curious birds," said Grandma. "Maybe she's wondering what your number is."
  The climb back up took twice as long as the walk down, which Grandma said was the first law of the canyon. At the top, {hero} looked back over the railing at the gully and could still hear it: that dry, heavy rustle, a wild condor settling her feathers a school bus away. Most people who come to the canyon only ever see condors as specks in the sky. {hero} had heard one. # ending: close-look
}
-> END

=== yavapai_windows ===
# place: yavapai
~ where = "windows"
{band:
- "young":
  {route:
  - "rim": It was a short walk to Yavapai. {hero} saw two more ravens on the way. No tricks this time!
  - "ledges": They walked along the rim path to Yavapai, where the condor had flown past.
  - else: {hero} helped carry the ranger's telescope legs along the rim path to Yavapai.
  }
  Inside the museum, one whole wall was windows. {hero} went right up to the glass.
  Far, far down at the bottom, {they} saw a tiny strip of green. It was the Colorado River!
  "That river made this whole canyon," said Grandma. "The canyon is about a mile deep. And the rock on top was once under the sea. It has old shells in it." # fact: river-miles-miles
  {pal} pressed its {flies(): beak|nose} to the glass. It left a smudge.
  {route == "ranger": Outside, the ranger set up her telescope by the railing.|Outside, the ranger from sunrise was there with her telescope. "I go where the condors go," she said.}
- "middle":
  {route:
  - "rim": It took only a few minutes to reach Yavapai Point. On the way, {hero} passed two more ravens and didn't fall for either one.
  - "ledges": They followed the rim path west, past pinyon pines and benches, until the stone museum at Yavapai Point came into view, right where the condor had sailed past.
  - else: {hero} carried the scope's folded legs along the rim path, and the ranger carried the rest, all the way to the stone museum at Yavapai Point.
  }
  Inside the Yavapai Geology Museum, one whole wall was windows, and the canyon filled every one of them. {hero} went right up to the glass. Far below, past cliffs and slopes and more cliffs, a small piece of the Colorado River glinted green at the very bottom.
  "That little river carved all this," said Grandma. "From the top of this rim down to that green water, it's about a mile." # fact: river-miles-miles
  {hero} tried to imagine walking down there. A mile straight down felt much farther than a mile along a road.
  Grandma pointed at the pale rock right at the top of the rim. "And that layer, the one we're standing on, was once the floor of a sea. There are fossil shells and sponges in it." {hero} looked down at {their} own sneakers with new respect.
  {route == "ranger": Out on the terrace, the ranger unfolded her scope by the railing and waved them over.|Out on the terrace, the ranger from sunrise was setting up her scope by the railing. "Told you I follow the birds," she said.}
- else:
  {route:
  - "rim": Yavapai Point was only a few minutes farther along the rim. On the way, {hero} passed two more ravens and gave each of them a knowing look, which they did not appreciate.
  - "ledges": They followed the rim path west, past pinyon pines and benches and a man photographing his own shoes for some reason, until the stone museum at Yavapai Point came into view, right where the condor had sailed past.
  - else: {hero} carried the scope's folded legs along the rim path, which turned out to be an excellent way to feel important, and the ranger carried the rest, all the way to the stone museum at Yavapai Point. Two people asked {hero} if {they} worked there. {hero} did not say no fast enough.
  }
  Inside the Yavapai Geology Museum, one whole wall was windows, and the canyon filled every one of them like a painting too big for its frame. {hero} went right up to the glass. Far below, past cliffs and slopes and more cliffs, a small piece of the Colorado River glinted green at the very bottom, looking about as dangerous as a garden hose.
  "That garden hose carved all this," said Grandma, reading {their} mind. "Straight down through the rock, about a mile from where we're standing to where it's running." # fact: river-miles-miles
  {hero} tried to imagine walking down there and decided that a mile straight down was a completely different animal from a mile along a road. {They} pressed {their} forehead to the cold glass and hunted for the bottom with {their} eyes, and every time {they} thought {they} had found it, there was another cliff below.
  "And the pale rock right at the top," Grandma added, tapping the glass, "the layer we're standing on, was once the floor of a warm, shallow sea. It's full of fossil shells and sponges." {hero} looked down at {their} own sneakers. Somewhere under them, something had been a sponge. It was a lot to take in before lunch.
  {pal} pressed its {flies(): beak|nose} to the window for a closer look. Then it noticed the smudge it had left on the glass and tried very hard to look innocent.
  {route == "ranger": Out on the terrace, the ranger snapped the scope together by the railing and waved them over.|Out on the terrace, the ranger from sunrise was setting up her scope by the railing. "Told you I follow the birds," she said, without looking up.}
}
{end_now: -> yavapai_windows_end}
{band:
- "young":
  Out over the canyon, a condor came up from below. Round and round she went. Then came another one, and another. None of them flapped!
  "The warm air is going up," said the ranger. "They ride it."
  {hero} counted five condors. One had a pink head! But the tags looked like tiny white dots.
  People hurried out to the tip of the point.
  The condors went higher and higher. {hero} had to do something, fast!
- "middle":
  Out past the point, the air above the canyon had begun to shimmer. A condor rose from somewhere below, turning in wide, slow circles. Then another. Then a third, higher up. None of them flapped.
  {route == "ranger": "The elevator's running," the ranger said, and grinned.|"Warm air," the ranger said. "The sun heats the rocks, the air rises, and they ride it up like an elevator."}
  {hero} counted four birds, then five. One of them had a pink head; {hero} was almost sure of it. But from here, the tags were only white dots.
  The ranger's scope stood ready by the railing, and her clipboard had a long empty column waiting for numbers. Past the end of the terrace, the point reached even farther out over the canyon, and people were hurrying out there for a better look.
  With every circle, the condors climbed higher. Whatever {hero} did, {they} had to do it now.
- else:
  Out past the point, the air above the canyon had begun to shimmer like the air over a hot road. A condor rose from somewhere below the rim, turning in wide, slow circles. Then another. Then a third, higher up, on the same invisible spiral staircase. None of them flapped.
  {route == "ranger": "The elevator's running," the ranger said, with the grin of someone who had called it.|"Warm air," said the ranger. "The sun heats the rocks, the air rises, and they ride it up like an elevator. Nobody taught them physics. They just know."}
  {hero} counted four birds, then five. One of them had a pink head, {hero} was almost sure, and something about the way she turned looked familiar. But from here, every tag was a white dot, and white dots do not have numbers on them.
  The ranger's scope stood ready by the railing. Her clipboard had a long empty column waiting to be filled. And past the end of the terrace, the point stuck even farther out over the canyon, where people were hurrying with their cameras for a better look.
  With every circle, the condors climbed a little higher. {hero} could feel the chance slipping upward with them, one turn at a time.
}
* [Help the ranger count the circling birds # act: help] -> wings_windows
* [Go out to the very tip of the point for a better view # act: go] -> gone_windows
* [Look through the ranger's scope # act: look] -> number_windows

=== yavapai_windows_end ===
# place: yavapai
{band:
- "young":
  They stayed by the big windows and watched. A condor came up from below. Round and round she went. Then another, and another, until {hero} counted five!
  One had a pink head. She swooped near the window. Her tag flashed white. But the glass was too shiny, and {hero} could not read it.
  "She waved at you," said {pal}.
  "Birds do not wave," said {hero}. But {they} waved back anyway. # ending: through-the-glass
- "middle":
  They stayed by the big windows and watched the air outside come alive. A condor rose from below the rim, turning in slow circles. Then another, and another, until {hero} counted five, all riding the same invisible column of warm air without a single flap.
  One of the birds had a pink head, and she swung close to the point, so close that {hero} saw her white tag flash. But the glass threw back a glare, and she was gone again before {hero} could read it.
  {pal} {wiggled()} anyway. "She waved at you," it said.
  "Birds don't wave," said {hero}. But {they} waved back.
  {hero} stayed at the window over that mile of air and watched five condors climb out of a canyon that one little green river had dug. When Grandma asked if {they} {were} ready to go, {hero} said, "Five more minutes," and then asked for five more after that. # ending: through-the-glass
- else:
  They stayed inside by the big windows, where it was warm, and watched the air outside come alive. A condor rose from below the rim, turning in lazy circles. Then another, and another, until {hero} counted five, all riding the same invisible column of warm air.
  One of them had a pink head, and she swung in close to the point, so close that {hero} saw the white tag flash on her wing. For one second {hero} had it. Then the glass threw back a sheet of glare, and when it cleared, she was a shape among shapes again, climbing.
  {pal} {wiggled()} anyway. "She waved at you," it said.
  "Birds don't wave," said {hero}. But {they} waved back, just in case, and felt only slightly silly about it.
  It was a strange, wonderful thing to be given on an ordinary morning: a window over a mile of empty air, five condors spiraling up out of a canyon that one little green river had spent millions of years digging, and the feeling of being a very small person at a very big window. When Grandma finally asked if {they} {were} ready to go, {hero} said, "Five more minutes," and then, five minutes later, asked for five more. # ending: through-the-glass
}
-> END

=== kaibab_ridge ===
# place: ooh-aah-point
~ where = "ridge"
{band:
- "young":
  {route:
  - "rim": "Where did you see the giant bird?" {hero} asked the girl in the yellow hat. "Over the ridge where the steep trail goes down," she said. So they took a shuttle bus to the South Kaibab Trail.
  - "ledges": The young condor flapped off its ledge. It flew away east, toward a long ridge. "Condors like company," said Grandma. "Let's follow." They took a shuttle bus to the South Kaibab Trail.
  - else: The ranger went off to Yavapai. {hero} and Grandma took a shuttle bus to the South Kaibab Trail.
  }
  This trail was steep! It went down a long ridge in zigzags, with the canyon on both sides.
  "There is no water on this trail," said Grandma. "Drink now. Going down is easy. Coming up is hard."
  They stopped at a rocky point. It was called Ooh Aah Point. {hero} said, "Ooh!" Then {they} said, "Aah!"
  "The river is down there," said Grandma. "We cannot see it from here. Long ago, explorers went through the canyon on that river in boats." # fact: 1869-john-wesley
  Then {hero} looked down and gasped. A condor was flying below them!
- "middle":
  {route:
  - "rim": "Where exactly?" {hero} asked the girl in the yellow hat. She pointed east. "Out on the ridge where the steep trail goes down. It was giant, with a white thing on its wing." So {hero} and Grandma caught a shuttle east to the South Kaibab trailhead.
  - "ledges": The young condor hopped to the edge of its ledge and launched. It flapped much harder than the grown-up had, a little clumsily, heading east toward a long ridge. "Condors like company," said Grandma. "Where one goes, others often follow." So they caught a shuttle east to the South Kaibab trailhead, where the trail ran down that very ridge.
  - else: The ranger set off for Yavapai with her scope, and {hero} and Grandma caught a shuttle east to the South Kaibab trailhead.
  }
  This trail was nothing like the paved path along the rim. It dropped steeply over the edge in rocky switchbacks, and instead of hiding in a side canyon, it ran right down an open ridge, with the canyon spread out on both sides.
  "There's no water on this trail," said Grandma, handing {hero} a bottle. "Drink some now. And remember, every step down is a step we climb back up."
  They went down carefully, keeping to the inside of each turn, until the trail came out on a rocky point with views in every direction. Grandma said it was called Ooh Aah Point, and {hero} understood why at once.
  "The river's down there somewhere, hidden by all those cliffs," said Grandma. "In 1869, John Wesley Powell and his crew were the first people known to take boats all the way through this canyon." # fact: 1869-john-wesley
  Then {hero} looked down and grabbed Grandma's sleeve. Below them, below the point, a condor was flying.
- else:
  {route:
  - "rim": "Where exactly?" {hero} asked the girl in the yellow hat, who looked thrilled to be asked. She pointed east. "Out on the ridge where the steep trail goes down. Giant. It had something white on its wing, like a sticker." So {hero} and Grandma caught a shuttle east to the South Kaibab trailhead, feeling like detectives with a tip.
  - "ledges": The young condor hopped to the lip of its ledge and launched, flapping much harder than the grown-up had, and a little clumsily. It headed east toward a long ridge. "Condors like company," said Grandma. "Where one goes, the others often turn up." So they caught a shuttle east to the South Kaibab trailhead, where the trail ran straight down that ridge.
  - else: The ranger set off toward Yavapai with her scope, and {hero} and Grandma caught a shuttle east to the South Kaibab trailhead, where the long ridge the ranger had mentioned ran right out into the canyon. "Good hunting," the ranger had said as they split up, which made it sound like a mission. {hero} decided it was one.
  }
  This trail had no interest in being gentle. It tipped over the rim in rocky switchbacks, and instead of tucking itself into a side canyon, it ran right down the spine of an open ridge, so that the canyon spread out on both sides like the world's largest audience.
  "No water on this trail," said Grandma, pressing a bottle into {hero}'s hands. "Drink now, not later. And every step down is a step we have to climb back up, so don't get greedy."
  They went down carefully, keeping to the inside of each turn, until the trail came out on a rocky point with views in every direction. Grandma said it was called Ooh Aah Point. {hero} had thought that was a silly name until {they} stood on it, and then {they} said both words out loud without meaning to.
  "The river's down there," Grandma said, "hidden by all those cliffs. In 1869 John Wesley Powell took a crew through this whole canyon in wooden boats, the first people known to do it, with no idea what was around the next bend." # fact: 1869-john-wesley
  {hero} was thinking about that when {they} glanced down and grabbed Grandma's sleeve. Below the point, below their feet, a condor was flying.
}
{end_now: -> kaibab_ridge_end}
{band:
- "young":
  {hero} could see the top of the condor's back! Her wings were flat like a board. She went round and round, and a little higher each time.
  {knows_head: Her head was pink. A grown-up!|Her head was pink, and her tag was white.}
  "The sun is warming the ridge," said Grandma. "The warm air is lifting her."
  Higher and higher. Closer and closer. She was coming up to them!
- "middle":
  It was the strangest thing, looking down at a flying bird. {hero} could see the whole top of the condor's back and her long, flat wings, with the canyon far below her instead of sky. She was turning slow circles over the slope, and with every circle she came a little higher.
  {knows_head: Her head was pink, so she was no youngster.|Even from here, {hero} could see the pink of the condor's head.} Her tag was a white flick that came and went.
  "The sun is warming the side of the ridge," Grandma said. "The warm air slides up it, and she's riding it."
  A raven dove at the condor, croaking, and the condor didn't even bother to look at it. She just kept climbing, calm as anything.
  Up she came, circle by circle. {hero}'s heart thumped. The condor was heading their way, and any minute now she would be close.
- else:
  It was the strangest feeling {hero} had ever had, looking down at a flying bird. {They} could see the whole top of the condor's back, her long, flat wings, the sunlight sliding over her feathers, and beneath her, instead of sky, the canyon, falling away and away. She was carving slow circles over the slope, and with every circle she came up a little.
  {knows_head: Pink head. Not the youngster.|Even from up here, {hero} could see the pink of the bird's head.} Her tag was a white flick that came and went as she turned, teasing.
  "The sun's on this side of the ridge now," Grandma said quietly. "The rock warms, the air slides up the slope, and she's riding it like a surfer on a wave."
  A raven dove at the condor, croaking insults, and the condor didn't so much as turn her head. She simply kept rising, calm and enormous, the way a ship ignores a seagull.
  A hiker coming up the trail stopped to catch her breath, followed {hero}'s pointing finger, and whispered, "Is that a condor?" {hero} nodded without taking {their} eyes off it, feeling oddly proud, as if {they} had invented condors personally.
  Up she came, circle by circle. {hero}'s heart was going much faster than the condor was. She was heading their way. In a minute, maybe less, she would be right here, and {hero} had to decide exactly where {they} wanted to be when the bird arrived.
}
* [Go on down toward Cedar Ridge, where she seems to be heading # act: go] -> gone_ridge
* [Wait on the point for the warm air to lift her up # act: wait] -> number_ridge
* [Look for her tag through Grandma's binoculars # act: look] -> wings_ridge

=== kaibab_ridge_end ===
# place: ooh-aah-point
{band:
- "young":
  They sat on a warm rock and watched. The condor went round and round below them. {hero} could see the top of her wings!
  "Not many people see a condor from above," said Grandma.
  Then the condor turned and glided far away, down the canyon. Her tag was only a white dot.
  {hero} drank some water. They climbed back up the steep trail, one zigzag at a time.
  At every zigzag, {hero} looked back at the sky over the point. {They} had looked down on a flying condor! # ending: from-above
- "middle":
  They sat on a warm rock at the point and watched her. It was the strangest thing, looking down at a flying bird. {hero} could see the whole top of the condor's back, her long flat wings and the sunlight sliding over her feathers, with the canyon far below her instead of sky.
  "Not many people ever see a condor from above," said Grandma.
  {pal} settled {perch()}, and its head went around and around, following her circles.
  For a long time she circled below them. Then she tilted, caught some air they couldn't see, and glided away down the canyon, getting smaller and smaller until her tag was just a white speck and then nothing.
  They drank their water and started the long climb back up, one switchback at a time, stopping whenever Grandma said "View break," which was often.
  {hero} had looked down on a condor's back from a point on a ridge, and {they} would remember the top of those wings every time {they} saw a bird fly over. # ending: from-above
- else:
  They sat on a sun-warmed rock at the point and simply watched. It was the strangest feeling {hero} had ever had, looking down at a flying bird: the whole top of the condor's back, those long flat wings, the sunlight sliding over her feathers, and underneath her, instead of sky, the canyon falling away and away.
  "Most people only ever see condors from below," Grandma said. "Bellies and wingtips. You're looking at her the way another condor would."
  {pal} settled {perch()} and tracked every circle she made, leaning a little each time she banked.
  For a long time she circled below them, patient as a clock. Then she tilted, found some current of air they couldn't see, and slid away down the canyon, shrinking until her tag was a white speck and then not even that.
  They finished their water and started the long climb back up, one switchback at a time, stopping whenever Grandma announced a "view break," which happened more and more often the higher they got.
  Halfway up, {hero} stopped to look back at the point, small now, a knob of rock on a ridge. From there {they} had seen what almost nobody sees: the top side of a flying condor, with the sun running along her back. Some things go on a clipboard. That one was going to stay behind {hero}'s eyes. # ending: from-above
}
-> END

// ---------------------------------------------------------------------------------------------
// The endings. Each starts in the place of the scene before it, then goes on in a shared knot
// that stays in that same place.

=== number_trail ===
# place: bright-angel
{band:
- "young":
  They went down to the next bend. Here the sun was already on the rocks. It was warm!
  The sunshine crept along the cliff to the condor's ledge. She turned to face the sun, and that meant she faced them too. Then she opened her wings wide.
  There on each wing was a white tag. Both tags said 28!
  "Twenty-eight," {hero} whispered.
  Then the condor floated away.
  They climbed back up. At the top stood the ranger with her telescope. "I go where the condors go," she said. "Did you get it?"
- "middle":
  They went down to the next bend, keeping to the inside of the trail. Around the corner, the sun had already found the rock, and the air was suddenly warm on {hero}'s face. From here they could see the condor's ledge from the side, across the gully.
  "She's waiting for this," Grandma whispered. "The warm."
  The sunlight crept along the cliff and spilled onto the ledge at last. The condor shuffled around to face it, which meant facing them, and then, slowly, she spread her wings wide. There on each wing was a white tag. Both said the same: a 2, and next to it an 8.
  "Twenty-eight," {hero} breathed.
  For a whole minute the condor sat soaking up the sun, while {hero} said the number under {their} breath so {they} wouldn't lose it. Then the great bird leaned out and floated away over the gully.
  They climbed back to the rim. At the top, the ranger was setting up her scope by the railing. "Told you I follow the birds," she said. "Well?"
- else:
  They went on down to the next bend, {hero} in front, one hand on the inside wall the whole way. Around the corner, the morning changed. The sun had already reached this part of the cliff, and the rock under {hero}'s palm was warm, the first warm thing since breakfast. From here the condor's ledge was side-on across the gully, and the line between shadow and light was creeping toward it.
  "She's waiting for exactly this," Grandma murmured. "Same as us."
  The light took its time. At last it slid onto the condor's shelf, and she shuffled around to face it, all business, which put her looking straight at the bend. Then, slowly, she spread her wings, and kept on spreading them. There on each wing, bright in the new light, was a white tag. A 2. And beside it, an 8.
  "Twenty-eight," {hero} breathed, and then said it again, and again, under {their} breath, the way you repeat a phone number when there's nothing to write it on.
  The condor sat there for a full minute, wings wide and eyes half closed, soaking up the sun. Then she leaned out and floated away over the gully without a backward glance.
  The climb back to the rim was steep enough that {hero} had to stop twice, but the number didn't fall out. At the top, the ranger from sunrise was setting up her scope by the railing. "Told you I follow the birds," she said. "Well?"
}
-> whole_number

=== number_windows ===
# place: yavapai
{band:
- "young":
  {hero} looked into the ranger's telescope. At first {they} saw only sky. Then a big dark bird slid into view!
  "Follow her," said the ranger. "Wait until she tips."
  The condor went round and round. Then she tipped her wing toward them. The white tag flashed. A 2 and an 8!
  "Twenty-eight!" {hero} shouted. People at the railing turned to look.
- "middle":
  {hero} bent to the ranger's scope. At first all {they} could see was blue sky and a blur of cliff. Then a dark shape slid into view, huge and close, turning on the warm air.
  "Stay with her," the ranger said quietly. "Move the scope a little at a time. Wait till she tips."
  {hero} nudged the scope along, a little at a time, keeping the bird in the middle. The condor circled, and circled, and then she banked, tilting her near wing right toward the point. The white tag flashed in the sun. A 2. And an 8.
  "Twenty-eight!" {hero} said, so loudly that people at the railing turned around to look.
  The ranger already had her pencil out. "Say it once more, nice and slow," she said, "so I get it exactly right." {hero} said it slowly, and then, because it felt so good, said it again.
- else:
  {hero} bent to the ranger's scope. At first all {they} could see was a dazzle of blue and a smear of red cliff, and {they} had a horrible moment of thinking {they} had wasted the chance. Then a dark shape slid into the circle of the lens, huge and close and slow, turning on the warm air.
  "Stay with her," the ranger murmured. "Tiny moves. Don't chase. Let her come around to you, and wait till she tips."
  {hero} nudged the scope a hair at a time, keeping the bird in the middle, holding {their} breath so it wouldn't fog anything. The condor circled once, twice, the scope trembling with every heartbeat. Then she banked, tilting her near wing toward the point, and the white tag flashed full in the sun. A 2. And an 8.
  "Twenty-eight!" {hero} said, much louder than {they} had meant to, and half the people at the railing turned around to see what had happened.
  The ranger already had her pencil out. "Once more," she said, "slowly, so I get it exactly right. A number like that, you don't want to guess." {hero} said it slowly, and then a third time, just for the pleasure of it.
}
-> whole_number

=== number_ridge ===
# place: ooh-aah-point
{band:
- "young":
  They sat on a warm rock and waited. The sun got hotter. The condor went round and round, up and up.
  Then she was right next to the point! She was so close that {hero} saw the wind ruffle the big bird's feathers.
  The condor tipped her wing. There was the tag. A 2 and an 8!
  "Twenty-eight," {hero} whispered.
  They climbed back up the steep trail. At the top stood the ranger with her telescope. "The condors came this way, so I did too," she said. "Did you get it?"
- "middle":
  They sat on a flat rock at the point and waited, and the sun did its work. The rock grew warm under {hero}'s hands. Below them, the condor kept climbing, circle after circle, riding the air that slid up the side of the ridge.
  Up she came, past the red cliffs, past the pale ones, until she was level with the point and so close that {hero} could see the wind ruffle her collar. The condor tilted. The white tag turned toward them. A 2. And an 8.
  "Twenty-eight," {hero} whispered.
  They climbed back up the switchbacks slowly, with plenty of rests and plenty of water. At the trailhead, the ranger was setting up her scope. "The birds came this way, so I did too," she said. "Well?"
- else:
  They sat on a flat rock at the point and let the sun do the work. The rock grew warm under {hero}'s hands, and the warmth, {hero} realized, was the whole point: every bit of it was rising up the face of the ridge, and the condor was riding it like an escalator nobody else could see.
  Up she came, past the red cliffs, past the pale ones, circle after patient circle, until she was level with the point and so close that {hero} could see the wind lift the feathers of her collar and the dark shine of her eye. The condor tilted, and the white tag swung toward them like the answer at the back of a book. A 2. And an 8.
  "Twenty-eight," {hero} whispered. It felt wrong to say it any louder.
  The climb back up the switchbacks was slow and hot, with a lot of water and a lot of rests, but {hero} hardly noticed. At the trailhead, the ranger was setting up her scope by the railing. "The birds came this way, so I did too," she said. "Well?"
}
-> whole_number

// Goes on where the condor's number was read: the Bright Angel Trail, Yavapai or the South Kaibab trailhead.
=== whole_number ===
{band:
- "young":
  {where != "windows": "Twenty-eight!" {hero} told the ranger.}
  "Twenty-eight! I know her," said the ranger. "She hatched in a cave high on a cliff in this canyon. Her mom and dad fed her for months. Now she is grown up, so her head is pink. On cold mornings she likes a ledge below Mather Point."
  {knows_raven: "And she is not a raven," said {hero}. Grandma laughed.}
  {counted: The ranger wrote 28 on her count sheet, under the three condors. She wrote {hero}'s name next to it again.|The ranger wrote 28 on her count sheet. She wrote {hero}'s name next to it.}
  The 2 had its other half at last. And 28 was not just a number now. It was a bird with a home in the cliffs.
  High above them, a big bird went round and round. "There goes Twenty-eight," said the ranger. {hero} waved as hard as {they} could.
  "Will she come back to her ledge tomorrow?" asked {hero}.
  "She often does," said the ranger.
  Grandma smiled. "Then so will we." # ending: whole-number
- "middle":
  {where != "windows": "Twenty-eight," {hero} said, and it came out as a happy shout.}
  The ranger's face lit up. "Twenty-eight! I know her well." She flipped a page on her clipboard. "She hatched in a cave high on a cliff in this canyon, seven years ago. Not in a zoo. Out here, wild. Her parents took turns keeping her egg warm, and then fed her for months until she could fly. Her head turned pink last year. That means she's all grown up. She likes that ledge below Mather Point on cold mornings."
  {not knows_head: "Was her head dark once?" {hero} asked.}
  {knows_head: "Not a youngster with a dark head anymore," said {hero}.|"Dark as a raven's," said the ranger, "until she grew up."}
  {knows_raven: Grandma laughed. "But definitely not a raven," she said, and winked at {hero}.}
  {counted: The ranger wrote 28 on her count sheet, right under the three condors from earlier, and put {hero}'s initials beside it again.|The ranger wrote 28 on her count sheet and put {hero}'s initials beside it.}
  {hero} thought about the lonely 2 in the frost at Mather Point. It had its other half now. And 28 wasn't just a number anymore. It was a bird with a cliff cave for a birthplace, two parents, and a favorite ledge for warming up in the morning.
  Right then a dark shape slid across the sky high above them, turning in one slow circle. The ranger lifted her binoculars, then handed them over. "Take a look," she said. "Say goodbye to Twenty-eight." {hero} found her, small and high, riding the warm air out over the canyon. This time {hero} knew exactly who {they} {were} waving to.
  "Will she be back on her ledge tomorrow?" {hero} asked.
  "She often is," said the ranger.
  Grandma was already checking her watch and doing sunrise math. # ending: whole-number
- else:
  {where != "windows": "Twenty-eight," {hero} said, and it came out louder and happier than {they} meant it to.}
  The ranger's whole face changed, the way a face does when someone mentions an old friend. "Twenty-eight! I know her. I know her well." She flipped back through her clipboard as if she needed to check, though she clearly didn't. "She hatched in a cave high up on a cliff in this canyon, seven years ago. Not in a zoo. Out here, wild. Her parents took turns sitting on the egg, and then they fed her for months before she could fly. Her head turned pink last year, which means she's officially a grown-up. She likes that ledge below Mather Point on cold mornings. She's a sunbather."
  {knows_head: "So she was a dark-headed youngster once," {hero} said, "like the one on the ledge."|"So her head wasn't always pink?" {hero} asked, and the ranger shook her head. Dark as a raven's, once.}
  {knows_raven: "And she is absolutely not a raven," {hero} added, and Grandma snorted into her scarf.}
  {counted: The ranger wrote 28 on her count sheet, just below the three condors from earlier, and put {hero}'s initials next to it for the second time that morning.|The ranger wrote 28 on her count sheet and, next to it, {hero}'s initials, in small neat capitals.}
  {hero} thought of the lonely 2 in the frost back at Mather Point, probably melted by now. It had found its other half. And somehow, in being finished, 28 had stopped being a number at all. It was a bird with a cliff cave for a birthplace, two patient parents, a favorite ledge, and a habit of warming up before doing anything important, which {hero} found very easy to understand.
  As if it had been called, a dark shape drifted over them, very high now, turning one slow circle on the rising air. The ranger passed over her binoculars without a word. {hero} found her at once: tiny, calm, completely unbothered by the fuss down below. The sky over the canyon was full of birds, ravens and specks too far to name. But now one of them was somebody.
  "Will she be back on her ledge tomorrow?" {hero} asked.
  "Most cold mornings, she is," said the ranger.
  {hero} turned to Grandma, but Grandma was already looking at her watch with the particular face of someone doing sunrise math. # ending: whole-number
}
-> END

=== wings_trail ===
# place: bright-angel
{band:
- "young":
  {hero} looked up. Two condors were flying low over the trail! Their shadows slid over the rocks.
  Then the condor on the ledge jumped into the air. She flew right over {hero}'s head! Whoosh! {hero} heard the wind in her feathers.
  Under her wings were two big white patches. Her tag flashed. But the sun was too bright to read it.
  Then all three condors sailed away over the canyon. Grandma's mouth was wide open!
- "middle":
  {hero} tilted {their} chin up to the sky. Two condors were circling low over the trail, so low that their shadows swept across the rocks like giant hands.
  Then the condor on the ledge pushed off and joined them. She came straight over the tunnel, and for one second she blotted out the sun. {hero} heard her go by, a soft whoosh of air through long feathers. Under her wings flashed two white triangles. Her tag was there too, but against the glare it was only a white blink.
  Then all three of them were sailing out over the canyon together, as if they had planned to meet.
  Grandma grabbed {hero}'s arm, and {hero} grabbed Grandma's, and for a moment neither of them could say a single word.
- else:
  {hero} tilted {their} chin up to the sky. Two condors were circling low over the trail, so low that their shadows swept across the rocks like a pair of enormous hands feeling for something.
  Then the condor on the ledge pushed off to join them. She didn't flap. She simply opened up and came straight over the tunnel, and for one second she blotted out the sun completely. {hero} heard her pass: not a flap, not a beat, just a long soft rush of air through feathers, like a sail filling. Under her wings flashed two great white triangles. Her tag was there too, right there, but against the glare it was only a white blink, gone before {hero}'s eyes could make sense of it.
  Then all three were sailing out over the canyon together, as easy as friends walking out of a movie.
  Grandma had grabbed {hero}'s arm at some point, and {hero} had grabbed Grandma's, and neither of them had noticed. A rock squirrel on the wall stared after the condors with its mouth open, which made three of them.
}
-> wings_overhead

=== wings_windows ===
# place: yavapai
{band:
- "young":
  The ranger gave {hero} the clipboard. "You count, and I will write," she said.
  "Three," said {hero}. "Four. Five!"
  Then one condor left the others. She swooped in low, right over the railing! Her shadow ran over the clipboard. Whoosh! {hero} heard the wind in her feathers.
  Two white patches flashed under her wings. Her tag was a white blur. Then she was back over the canyon. A little boy jumped up and down and shouted, "Again!"
- "middle":
  The ranger handed {hero} the clipboard. "You call them, I'll write," she said. {counted: Counting was easier the second time.}
  {hero} called them out. "Three. Four. Five."
  Then a gasp went along the railing. One condor had peeled away from the others and was sweeping in toward the terrace, low and huge. Her shadow ran across the clipboard and over {hero}'s hands. She passed so close above them that {hero} heard the air rush through her feathers and saw two white triangles flash under her wings. The tag was only a blur.
  Then she was back out over the canyon, climbing with the others. Somebody had dropped a hat. A little boy was jumping up and down, shrieking with joy, and {hero} felt like doing exactly the same thing.
- else:
  The ranger handed {hero} the clipboard like it was the most natural thing in the world. "You call them, I'll write." {counted: Counting was easier the second time, and {hero} felt almost like a professional.}
  {hero} called them out, trying to sound official. "Three. Four. Five."
  Then a gasp ran along the railing like a wave. One condor had peeled away from the others and was sweeping in toward the terrace, low and huge and not in any hurry. Her shadow slid across the clipboard and over {hero}'s hands, cool for an instant. She passed so close above them that {hero} heard the air rush through her feathers and saw two great white triangles flash under her wings. The tag went by as a white blur.
  Then she was back out over the canyon, climbing with the others, as if she had just dropped by to check on the count.
  Somebody had dropped a hat. A little boy was hopping up and down, shrieking. The ranger, who must have seen a thousand condors, was grinning like it was her first. "Well," she said, "I wasn't expecting that one to come and say hello."
}
-> wings_overhead

=== wings_ridge ===
# place: ooh-aah-point
{band:
- "young":
  {hero} held up Grandma's binoculars. But the condor was too fast! She jumped in and out of view.
  Then the binoculars were full of black feathers. Too close!
  {hero} put them down. The condor flew right over the point, over their heads! Whoosh! {hero} felt the air move.
  Two white patches flashed under her wings. Her tag was a white blink. Then she was gone, up the ridge. Grandma had ducked! Then she laughed.
- "middle":
  {hero} raised Grandma's binoculars and hunted for the condor. But she was rising fast now, and in the binoculars she jumped in and out of view like a bird in a shaky video.
  Then, all at once, the binoculars were full of black feathers, much too close to see anything.
  {hero} lowered them just as the condor swept over the point, right above their heads, so low that {they} felt the air move. Two white triangles flashed under her wings. Her tag was a white blink. Then she was away up the ridge, riding the warm air toward the rim.
  Grandma had ducked, and then laughed at herself for ducking. "I've never been buzzed by a bird that big," she said. "I don't think I ever will be again."
- else:
  {hero} whipped up Grandma's binoculars and went hunting. It was hopeless. The condor was rising fast now, and in the binoculars she leaped in and out of view like a bird in a video filmed by someone riding a bike.
  Then, all at once, the binoculars were completely full of black feathers, so close they were just a dark blur, and {hero} realized the problem was no longer distance.
  {They} lowered the binoculars just as the condor swept over the point, right above their heads, so low {they} felt the air shift against {their} face. Two great white triangles flashed under her wings. Her tag went by as a white blink. Then she was away up the ridge, riding the warm air toward the rim.
  Grandma had ducked, which she would later deny, and then laughed at herself for ducking. "Sixty-some years," she said, "and I've never been buzzed by a bird that size." She looked at the binoculars in {hero}'s hands. "Turns out those are for things that are far away."
}
-> wings_overhead

// Goes on where the condor flew over them.
=== wings_overhead ===
{band:
- "young":
  {hero} stretched {their} arms out wide. The condor's wings were much, much wider!
  "I did not get the number," said {hero}. "She was too close!" Then {they} laughed. What a funny problem!
  {knows_head: "Her head was pink," said Grandma. "I think it was her."|"Did you see the white under her wings?" said Grandma. "Grown-up condors have that. I think it was her."}
  Happy all over, {pal} {wiggled()}. "I felt the wind from her wings!" it said.
  Later, on flat ground, {hero} measured with giant steps. It took five! That was how wide her wings were.
  Now {hero} knew just how big a condor was. {They} had felt one go by! # ending: wings-overhead
- "middle":
  {hero} stood with {their} arms stretched out as far as they would go. {They} did not even come close.
  "Nine and a half feet," said Grandma softly. "You'd need two of you, end to end."
  "I didn't get the number," {hero} said. "She was too close!" Then {they} started laughing, because that was a ridiculous problem to have.
  {knows_head: "Pink head, though," said Grandma. "A grown-up. I'd bet my binoculars it was her."|"Did you see those white triangles under her wings?" said Grandma. "That's a grown-up condor. I'd bet my binoculars it was her."}
  {knows_raven: "And no raven ever made the air sound like that," {hero} said.}
  Beside {them}, {pal} {wiggled()}. "I felt the air from her wings," it said. "Wow."
  Later, on a flat stretch of path, {hero} paced it out with giant steps to see how far nine and a half feet really went. It took five of {their} biggest steps. {pal} came along beside {them}, counting out loud, and at five they both stopped and looked back at where they had started. It was a long way for one bird.
  {hero} knew something now that no count sheet could ever tell {them}: what it felt like when nine and a half feet of bird went by just over your head. # ending: wings-overhead
- else:
  {hero} stood with {their} arms stretched out as far as they would go, measuring against the memory. It was not even close. Not halfway, probably.
  "Nine and a half feet," said Grandma, a little breathless. "You'd need two of you, end to end, and a bit of a third."
  "I didn't get the number," {hero} said. "She was too close to read!" And then {they} started to laugh, because that had to be the most ridiculous problem anybody had ever had at the Grand Canyon.
  {knows_head: "Pink head, though," said Grandma. "Grown-up. I'd bet my binoculars that was her."|"Did you see those white triangles?" said Grandma. "Only a grown-up condor flashes that much white. I'd bet my binoculars that was her."}
  {knows_raven: "And no raven ever made the air sound like that," {hero} said. "Not even close."}
  Still dazzled, {pal} {wiggled()}. {flies(): "I felt the air off her wings right through my own feathers," it said. "I have never felt so small."|"I felt the air off her wings," it said, "right in my face. It smelled like sky."}
  {hero} kept glancing up, just in case the condor came back for a second pass. No such luck. Condors, it seemed, did not do encores.
  Later, on a flat stretch of path well back from the edge, {hero} paced it out with giant steps to see how far nine and a half feet actually went. Five of {their} biggest steps. {pal} came along beside {them}, counting out loud and getting the numbers slightly wrong on purpose, and at the end they both turned and looked back at where they had started. All of that, from one wingtip to the other, had just gone over {hero}'s head.
  {hero} had learned something no clipboard could have told {them}: exactly what it feels like to stand in the shadow of nine and a half feet of wild bird for one second on an ordinary morning. {They} {were} fairly sure {they} would still feel that whoosh on the back of {their} neck when {they} {were} as old as Grandma. # ending: wings-overhead
}
-> END

=== gone_trail ===
# place: bright-angel
{band:
- "young":
  So they waited by the tunnel. They stood very, very still. But the ledge stayed in the cold shade, and the condor did not turn around.
  They waited and waited. {hero}'s toes got cold.
  Then the condor leaned forward. She dropped off the far side of her ledge, down into the shady gully. She never opened her wings toward them.
  Far out, she came up into the sunshine. Round and round she went, up and up, much too far away for a number.
  They walked back up to the rim. It was not far, but it felt long.
- "middle":
  So they waited by the mouth of the tunnel, still as stones. Farther down, the sun was lighting up the cliffs, but here the wall stayed cold and blue, and so did the condor's ledge. She sat with her back to them, wings folded tight, and did not turn around.
  They waited so long that {hero}'s toes went numb.
  Then, without any warning, the condor leaned forward and dropped off the far side of her ledge, down into the shadowy gully. She never once opened her wings toward the tunnel.
  A minute later she came sailing up out of the gully into the sunshine, far out over the canyon, and began to circle, higher with every turn, much too far away for any number.
  The walk back up from the tunnel was short, but {hero}'s feet dragged the whole way. A rock squirrel on the wall watched them go, and {hero} was almost sure it was smirking.
- else:
  So they waited by the mouth of the tunnel, and nobody moved. Down at the bend, the sunshine lay on the rock like a warm hand, but the wall around the tunnel stayed cold and blue, and so did the condor's ledge. She sat with her back to them and her wings folded tight, a black bundle in the shade, and showed no interest whatsoever in turning around.
  {hero} waited until {their} toes went numb inside {their} sneakers. Any second now, {they} kept thinking. Any second she'll shift.
  She did shift, in the end. She leaned forward and dropped off the far side of her ledge, straight down into the shadowy gully, and she never once opened her wings toward the tunnel.
  A minute later she came sailing up out of the gully into full sunshine, far out over the canyon, and began to circle on the warm air, higher with every turn, much too far away for anything as small as a number.
  The walk back up from the tunnel was short. It did not feel short. {hero} climbed it with {their} hands in {their} pockets and the 2 stuck in {their} head, and a rock squirrel on the wall watched them pass with an expression {hero} chose not to think about.
}
-> gone_up

=== gone_windows ===
# place: yavapai
{band:
- "young":
  They hurried out to the tip of the point. But lots of people were there! They had to squeeze past, slowly. {pal} could not see over all the legs!
  "A pink head with a 2 on the tag just flew past my telescope!" the ranger called.
  {hero} ran back. Too late! The condors were high up now. They were tiny dots.
- "middle":
  They hurried out toward the tip of the point, but so did everyone else. They had to squeeze past strollers and cameras and a man in a very large hat, one slow step at a time.
  Halfway there, the ranger called out behind them. "A pink head with a 2 on the tag just went right past my scope!"
  {hero} turned and rushed back. But by the time {they} reached the scope, the condors had climbed so high that even through it they were only specks, turning and turning in the blue. {hero} squinted until {their} eyes watered, but a speck is a speck. The ranger gave a small shrug, the kind that said it happens to everyone.
- else:
  They hurried out toward the tip of the point, and so, it turned out, did everyone else in Arizona. They had to squeeze past strollers and tripods and a man in a hat so large it had its own weather, one slow sideways step at a time.
  Halfway there, the ranger's voice floated after them. "Pink head, tag starts with a 2, right past my scope!"
  {hero} spun around and pushed back through the crowd, saying sorry to a stroller, a tripod and the hat. But by the time {they} reached the scope, the condors had climbed so high that even through the lens they were only specks, turning lazily in the blue.
  {hero} stood with {their} hands on the railing while the crowd flowed around {them} like water around a rock, and felt the disappointment land, heavy and hot. {They} had been right there. The scope had been right there.
}
-> gone_up

=== gone_ridge ===
# place: ooh-aah-point
{band:
- "young":
  They hurried down the trail toward Cedar Ridge. But the trail went around a bend. The condor was out of sight!
  When they could see again, the condor was way up high. She was flying right past Ooh Aah Point, where they had just been!
  "Let's turn back," said Grandma. "Going up is the hard part."
  They climbed and climbed. It was hot. They drank lots of water. The condor was a dot.
- "middle":
  They started down toward Cedar Ridge, but the trail swung around the side of the ridge, and the condor slipped out of sight behind it.
  When they reached a bend where they could see again, the condor had already risen far above them. She was sailing right past Ooh Aah Point, just where they had been standing.
  Grandma stopped. "Up is the hard direction," she said. "Let's turn around before our legs decide for us."
  The climb back was hot and slow, and they drank a lot of water. A hiker coming down passed them and said cheerfully that a condor had just flown right by the point. {hero} tried very hard to be glad for the hiker. By the time they reached the rim, the condor was a dot.
- else:
  They started down toward Cedar Ridge at a pace Grandma called "optimistic." But the trail swung around the side of the ridge, as trails do at the worst possible moment, and the condor slid out of sight behind a shoulder of rock.
  When they reached a bend where they could see again, the condor had already risen far above them. She was sailing right past Ooh Aah Point, exactly where they had been standing two minutes earlier, close enough to the rocks there that anyone still on the point could probably have read her tag.
  Grandma stopped and put her hands on her hips. "Up is the hard direction," she said. "Let's turn around before our legs make the decision for us."
  The climb back was hot and slow and full of water breaks, and the condor, unbothered, climbed much faster than they did. By the time they reached the rim, she was a dot.
}
-> gone_up

// Goes on where the condor got away.
=== gone_up ===
{band:
- "young":
  {hero} sat down on a rock. "I missed her," {they} said.
  {pal} settled {perch()} without a word.
  {where == "trail": "We waited in the cold shade," said Grandma. "A condor wants the sun. It was sunny down at the bend. That is where she would have opened her wings."|"You can't chase a condor," said Grandma. "She rides the warm air. When the sun warms the rocks, up she goes. You have to wait where she will be."}
  {knows_raven: "At least I know she is not a raven," said {hero}.}
  {counted: "At least I helped count," said {hero}.}
  On the way back to the shuttle, {hero} gave the condor a name for now. "Two-Something," {they} said. Grandma said it suited her.
  "We have one more morning before we go home," said Grandma.
  {hero} sat up. The condor had been sunning on a ledge below Mather Point at sunrise. Tomorrow {hero} would be at that railing first, right where the sun comes up. # ending: gone-up
- "middle":
  {hero} sat down on a rock and let out a long breath. "I missed her. {where == "trail": I stood right there and waited, and I still missed her.|I went after her, and I missed her.}"
  {pal} settled {perch()} and kept {them} company without saying a thing.
  {where == "trail": "You waited just fine," said Grandma. "You just waited in the shade. A condor won't open her wings until the sun finds her, and the sun found that bend long before it found the tunnel." She smiled. "Waiting is only half the trick. The other half is waiting where the warm is."|"That's the thing about condors," said Grandma. "You can't chase a bird that rides the sky. When the sun warms the rocks, up she goes, and nothing on legs can follow." She smiled. "The trick is to be where she'll be, and wait."}
  {counted: At least there were three condors on the ranger's sheet with {hero}'s initials next to them.}
  {knows_raven: At least no raven would fool {them} again.}
  {hero} thought about the 2 in the frost. Half a number was not nothing. On the way back to the shuttle, {they} decided the condor needed a name until {they} knew her real one. "Two-Something," {hero} said. Grandma said it suited her, and {pal} said it sounded like a superhero.
  "We have one more morning before we go home," Grandma said.
  {hero} sat up straight. That condor had been sunning on a ledge below Mather Point at sunrise, right where the first light lands. Tomorrow, {hero} decided, {they} would be at the railing before the sun touched the far rim. {They} would watch where the light went, and let the light bring her. # ending: gone-up
- else:
  {hero} sat down hard on a rock and let out a breath that seemed to come all the way up from {their} boots. "I missed her. {where == "trail": I stood a school bus away from her and waited, and I still missed her.|I went after her, and I missed her.}"
  {pal} settled {perch()} and kept its jokes to itself, which {hero} appreciated more than {they} could say.
  {where == "trail": "You didn't do anything wrong," said Grandma, sitting down too. "You waited. You just waited in the shade. A condor is a solar-powered bird. She won't spread those wings until the sun lands on her, and this morning the sun landed on that bend down there long before it got anywhere near our tunnel."|"That's condors for you," said Grandma, sitting down too. "You can't chase a bird that rides the sky. The sun warms the rocks, the air goes up, and up she goes with it, and nothing with legs can follow. The trick is to work out where she'll be and get there first. Then wait."}
  {where == "trail": {hero} turned that over. It was annoying, and it was also exactly right. {They} had been so busy being patient that {they} had forgotten to look at where the light was going.|{hero} turned that over. It was annoying, and it was also exactly right. The condor had not been hiding. She had been doing what condors do, on a schedule set by the sun, and {hero} had been rushing around on a schedule set by {their} own impatience.}
  {counted: At least there were three condors on the ranger's count sheet with {hero}'s initials next to them. That counted, literally.}
  {knows_raven: And at least no raven would ever fool {them} again.}
  Nearby, a raven landed on a rock, cocked its head at them and made a soft knocking sound, the way ravens do when they are curious about something. {hero} decided to believe it was saying sorry.
  On the way back to the shuttle, {hero} thought about the 2 in the frost, a 2 with nothing after it, and decided the condor needed a name until {they} knew her real one. "Two-Something," {hero} said at last, and Grandma agreed it had a certain dignity, and {pal} said it sounded like a superhero who had not finished filling out the form.
  "We have one more morning before we head home," Grandma said, in a voice that was a little too casual.
  {hero} sat up. That condor had been sunning on a ledge below Mather Point at sunrise, in the very first light. Tomorrow, {hero} decided, {they} would be at that railing before the sun touched the far rim, with the binoculars already around {their} neck. {They} would watch where the light fell, and be there when it reached her. # ending: gone-up
}
-> END
