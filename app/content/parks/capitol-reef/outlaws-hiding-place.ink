# title: The Outlaw's Hiding Place
# month: 9
INCLUDE shared/story.ink

// Chapter 2: how the hunt began, "climb", "wash" or "ranger".
VAR start = ""
// Chapter 3: where they went next, "narrows", "arch" or "hollow".
VAR spot = ""
// What they found on the way.
VAR saw_from_above = false
VAR saw_cairns = false
VAR saw_squirrel = false
VAR knows_floods = false
VAR knows_reef = false
VAR saw_eagle = false
VAR played_hide = false

-> trailhead

// ---------------------------------------------------------------- chapter 1: the trailhead in Grand Wash
=== trailhead ===
# place: grand-wash
{band:
- "young":
    The sun peeked over the top of the canyon. Grandma stopped the car at the end of a sandy road. Tall red walls stood on both sides. This was Grand Wash.
    {friend != "": {friend} jumped out first and drew a smiley face in the sand.}
    A ranger was sticking a paper to a sign. Her name was Ranger Abeyta. "Big storms may come this afternoon," she said. "Be out of the narrow parts by lunch."
    {hero} looked at the walls. {They} {were} the best hider in the whole family. Once, Grandma looked for {them} for twenty minutes. {hero} was in the laundry basket!
    Flap, flap! A big black raven landed on the sign. It stood right on top of two words. CASSIDY ARCH. "Cronk!" it said.
    "I think it wants us to read that," said {pal}.
    "Butch Cassidy was an outlaw, long ago," said the ranger. "He robbed trains and banks. People say he hid near here." # fact: cassidy-arch-outlaw
    "Where did he hide?" asked {hero}.
    The ranger smiled. "Nobody knows. That's why it was a good hiding place."
    {hero} looked at the tall walls. {hero} looked at the soft sand. Where would YOU hide, if a sheriff came riding up this canyon?
    "Let's find out," said Grandma.
    The raven flew up, up, up the cliff. Then it was gone over the top, right where a steep trail went zig, zag, zig.
- "middle":
    The dirt road into Grand Wash ended in a patch of sand, and Grandma parked the car just as the sun came over the canyon rim. It was September, and the air still held the cool of the night. Orange and red walls rose on both sides of the wash, so tall that {hero} had to tip {their} head all the way back to find the top.
    {friend != "": {friend} had come too, and was already drawing a face in the sand with one toe.}
    A ranger was taping a sheet of paper to the trailhead sign. Her name tag said Ranger Abeyta. "Storms might build this afternoon," she said, smoothing down the tape. "In September, mornings are for canyons. Be out of the narrow parts by lunch."
    {hero} was only half listening, because {they} {were} studying the walls. {They} {were} the hide-and-seek champion of the whole family. Grandma had once spent twenty minutes looking for {them}, and {they} had been folded up in the laundry basket the entire time.
    Just then a raven swooped down and landed on top of the sign. It walked along the wood, stopped right above the words CASSIDY ARCH, and gave one loud, rusty croak.
    "I think it wants us to read that part," said {pal}.
    "Cassidy Arch," Grandma read. "Now who was Cassidy?"
    "Butch Cassidy," said Ranger Abeyta. "He was an outlaw, more than a hundred years ago. He robbed trains and banks, and he was very hard to catch. People say he hid out in this area." # fact: cassidy-arch-outlaw
    {hero} stared at her. "Hid where?"
    The ranger smiled. "If anybody knew exactly where, it wouldn't be a very good hiding place, would it?"
    {hero} looked up at the high walls, then down at the one sandy path between them. If a sheriff and his posse came galloping up this wash, where could a person possibly go? {pal} {sniffed()}, as if the answer might be tucked under a pebble.
    "Well, champion," said Grandma, "this sounds like a job for you."
    The raven croaked again and flapped up the face of the cliff, higher and higher, until it tipped over the rim and vanished, right where a steep trail zigzagged up the rock and out of sight.
- else:
    The dirt road into Grand Wash gave up in a patch of sand, and Grandma parked just as the sun cleared the canyon rim. It was September, the kind of morning that starts out cool enough for a jacket and makes no promises about later. Orange and rust-red walls climbed on both sides of the wash, streaked with black where rain had trickled down them for longer than anyone could guess, and {hero} had to lean back until {their} neck complained to see where they stopped.
    {friend != "": {friend} had come along too, and was already testing whether the sand was good for cartwheels. It was.}
    At the trailhead sign, a ranger was pressing a strip of tape over the corner of a sheet of paper. Her name tag said Ranger Abeyta, and her hat had a sweat stain shaped a little like Utah. "Storms might build this afternoon," she said, smoothing the tape flat. "In September, mornings are for canyons. Be out of the narrow parts by lunch."
    {hero} heard about half of that, because {they} {were} busy with something more important: studying the walls. {hero} was the undefeated hide-and-seek champion of the entire family. Grandma still talked about the time she searched for twenty minutes, called two neighbors and checked under every bed, while {hero} sat folded up in the laundry basket under a heap of towels, trying not to laugh.
    A raven dropped out of the sky and landed on top of the sign with a thump. It strutted along the wooden edge like an inspector, stopped directly above the words CASSIDY ARCH, and let out one loud, creaky croak.
    "I believe," said {pal}, "that bird is pointing."
    "Cassidy Arch," Grandma read, pushing her sunglasses up into her hair. "Cassidy who?"
    "Butch Cassidy," said Ranger Abeyta. "A famous outlaw, more than a hundred years ago. He robbed trains and banks, and he was very hard to catch. People say he hid out in this area." # fact: cassidy-arch-outlaw
    Something fizzed inside {hero}, the way it always did at the start of a game. "Hid where, exactly?"
    The ranger's mouth twitched. "If anyone knew exactly where, it wouldn't have been much of a hiding place."
    {hero} turned in a slow circle. Walls on the left. Walls on the right. One sandy floor between them, where every footprint would show. If a sheriff and his whole posse came galloping up this wash, where would a person even go? {pal} {sniffed()}, as though the answer might be tucked under a pebble.
    "Well," said Grandma, "I know a champion when I see one. I'd say this is your department."
    The raven croaked again, flapped off the sign and rowed itself up the face of the cliff, higher and higher, until it tipped over the rim and disappeared, right where a steep trail zigzagged up the rock and out of sight.
}
* [Climb the zigzag trail where the raven flew # act: go] -> switchbacks
* [Look for hiding places on the sandy floor of the wash # act: look] -> wash_floor
* [Ask the ranger how anybody could hide in here # act: ask] -> ranger_reef

// ---------------------------------------------------------------- chapter 2: up the switchbacks
=== switchbacks ===
# place: grand-wash
~ start = "climb"
{band:
- "young":
    The trail went up the side of the canyon. It went zig. It went zag. It went zig again.
    "Puff, puff," said Grandma. "These zigzags are called switchbacks."
    {flies(): {pal} flew up to a ledge and waited for them.|{pal} {moved()} up the rocky steps right beside {hero}.}
    At the fourth zag, {hero} stopped and looked down. The sandy wash was far, far below. The ranger's truck looked like a toy. A family in orange shirts was starting to walk. They looked at the walls. They did not look up.
    {hero} waved {their} arms. Nobody waved back!
    {friend != "": {friend} jumped up and down. Still nobody looked!}
    "Grandma," whispered {hero}. "I can see them. But they can't see me!"
- "middle":
    The trail left the sandy floor and went straight up the side of the canyon in tight zigzags. It climbed over rocky steps and around boulders, back and forth, back and forth, and Grandma took it slowly. "Switchbacks," she puffed. "Whoever invented these never carried a picnic up them."
    {flies(): {pal} flew up from ledge to ledge and waited for them at every corner.|{pal} {moved()} up the rocky steps at {hero}'s side, pausing at every corner to look back.}
    At the fourth corner {hero} stopped too, and looked down. The wash had shrunk to a pale ribbon of sand. Ranger Abeyta's truck was the size of a toy. A family in matching orange shirts was just setting out from the trailhead, chatting and pointing at the walls on either side. Not one of them looked up.
    Just to be sure, {hero} waved both arms over {their} head. Down below, the family kept walking. Nobody waved back.
    {friend != "": {friend} tried too, jumping and flapping like a windmill. Not one head turned.}
    "Grandma," {hero} whispered. "I can see everybody down there. And nobody can see me."
- else:
    The trail left the sand almost at once and launched itself up the canyon wall in zigzags so tight they nearly tied themselves in knots. Back and forth it went, over rock steps and around boulders, and with each turn the air grew a little warmer. Grandma climbed at a steady pace she called the tortoise method, and stopped at every corner to admire the view, which {hero} suspected was mostly a way of catching her breath.
    {flies(): {pal} flapped from ledge to ledge above them, landing at each corner and waiting with enormous patience.|{pal} {moved()} up the rock steps beside {hero}, stopping at every corner to look back, as if counting heads.}
    At the fourth corner {hero} stopped too, looked down, and forgot to breathe for a second. The wash had shrunk to a pale, wandering ribbon of sand. Ranger Abeyta's truck was the size of a prize in a cereal box. A family in matching orange T-shirts was just setting off from the trailhead, talking and pointing at the walls on either side. They pointed left. They pointed right. Not one of them pointed up.
    Just to test it, {hero} waved both arms over {their} head like someone flagging down a plane. Down below, the family wandered on. Nobody waved back. Nobody so much as glanced at the sky.
    {friend != "": {friend} joined in, leaping and windmilling both arms, which would have stopped traffic in any town. Down in the wash it stopped nothing at all.}
    "Grandma," {hero} breathed. "I can see every single person down there. And not one of them can see me."
    Grandma leaned on her hiking pole, followed {their} gaze, and a slow grin spread over her face.
}
{end_now: -> switchbacks_close}
~ saw_from_above = true
~ saw_cairns = true
{band:
- "young":
    On a hot rock sat a bright blue-green lizard with black stripes on its neck. Bob, bob, bob. Up and down it went, like a lizard at the gym!
    "That's a collared lizard," said Grandma. "He's saying this rock is his."
    {pal} came closer. Zoom! The lizard stood up on its back legs and ran away on two feet.
    "Show-off," said {pal}.
    Grandma stopped to drink some water. Her cheeks were pink. "The sun is getting hot," she said. "Take a big drink, too."
    Up ahead, there was no path at all. There was only bare rock, with little piles of stones on it. "Those stone piles show the way," said Grandma. "We never knock them down."
    {hero} looked back. Far away, the sandy wash ran into a dark crack in the cliffs. What was down there?
- "middle":
    On a warm rock beside the trail sat a lizard with a bright blue-green body and two black bands around its neck, like a collar. It bobbed up and down, up and down, like someone doing push-ups in a gym.
    "A collared lizard," said Grandma. "Those push-ups mean this rock belongs to him."
    {pal} leaned in for a closer look. The lizard reared up on its back legs and sprinted away on two feet, tail held high, and shot into a crack.
    "Show-off," muttered {pal}.
    Grandma stopped to drink and fanned herself with her hat. Her cheeks had gone pink. "The sun's found us," she said. "You drink too. Out here, you drink before you're thirsty."
    Above the last zigzag, the trail crossed a wide slope of bare, smooth rock. There was no path at all, only little piles of stacked stones, one after another, leading up and over the slope.
    "Cairns," said Grandma. "They mark the way across bare rock. We follow them, and we never knock one over or build a new one."
    {hero} glanced back. Far below, past the trailhead, the wash wound away along the cliffs and vanished into a dark crack where its walls squeezed together. What was down there?
- else:
    A lizard was sunning itself on a slab beside the trail, and it was the most outrageous color {hero} had ever seen on an animal that wasn't a parrot: a blue-green body sprinkled with pale dots, and two black stripes around its neck, like the collar of a shirt. It was doing push-ups. Slow, serious, up-and-down push-ups, glaring at them the whole time.
    "A collared lizard," said Grandma. "That's him telling us this rock is taken."
    {pal} leaned in for a better look, which turned out to be a mistake. The lizard reared up on its hind legs and sprinted off on two feet, tail lifted, like a tiny dinosaur late for an appointment, and vanished into a crack.
    "Well, that was unnecessary," sniffed {pal}.
    Grandma stopped to drink half her water bottle and fan herself with her hat. Her cheeks had gone pink. "The sun has found us," she said. "Drink, {hero}. Out here you drink before you're thirsty, not after."
    Above the last zigzag the trail simply ran out, and in its place was a great sloping sweep of bare, smooth rock. The only way to know where to go was a line of small stacked stones, one after another, leading up and away across it.
    "Cairns," said Grandma. "Trail markers. We follow them, and we never knock one down or build one of our own. People count on them to find their way."
    {hero} took one more look back the way they had come. Far below, past the trailhead, the wash wandered off along the foot of the cliffs and then simply disappeared, swallowed by a dark crack where its walls pinched together. An outlaw's kind of place, {hero} thought. Where did it go?
}
* [Follow the cairns up to the arch # act: go] -> arch_view
* [Look for a way down into that dark crack in the wash # act: look] -> narrows
* [Help Grandma back down to the cool shade of the wash # act: help] -> hollow

=== switchbacks_close ===
# place: grand-wash
# ending: above_everyone
{band:
- "young":
    {hero} hid behind a little bush, well back from the edge. {They} peeked out. Far below, the family walked by. They stopped by a big rock. They pointed at the red walls. But they never looked up!
    "I know how to hide!" said {hero}. "You go up high. Then you see everybody first."
    "Nobody knows where Butch Cassidy hid," said Grandma. "But I bet he would like your spot."
    {friend != "": {friend} lay flat on the warm rock, giggling without a sound.}
    {pal} {wiggled()}. "I hid too," it said. "Very well."
    They sat and watched until the family was tiny. Then they went back down, one careful step at a time.
    At the bottom, {hero} looked up. The corner where they sat was just rock. Nobody would ever guess!
- "middle":
    {hero} crouched behind a twisted bush at the corner, well back from the drop. Through its branches {they} watched the orange family walk along the wash below. They stopped to look at a striped rock. They took a picture of the walls. They walked right past the bottom of the switchbacks and never once looked up.
    "That's it," {hero} said. "That's how you hide. You don't squeeze into a hole. You go up high, where you can see everybody first."
    Grandma sat down on a flat rock and fanned herself with her hat. "Nobody really knows where Butch Cassidy hid," she said. "But I think you could have given him a few ideas."
    {friend != "": {friend} lay flat on the warm rock beside {hero}, chin on both fists, whispering a report on everything the family did.}
    {pal} {wiggled()}. "I'd like it noted that I was also up here," it said. "Hiding. Brilliantly."
    They stayed until the orange shirts were tiny dots. Then Grandma looked at the sky, where a few white clouds were piling up far off over the mountains, and said it was time to head down while the morning was still theirs.
    On the way down, {hero} kept glancing back at the corner where they had sat. From below, it was just one more ledge. Nobody would ever guess.
- else:
    {hero} ducked behind a scrubby pinyon near the corner, a good long way back from the drop, and peered through its branches like a spy. Down in the wash, the orange family strolled along in no hurry at all. They stopped to look at a striped rock. They took a photo of the walls. One of them sat on a boulder and retied a shoelace directly below {hero}'s hiding place, and not once, not for a single second, did any of them look up.
    "That's it," {hero} said, and the certainty of it was like a door clicking shut. "That's how you really hide. You don't squeeze into a hole where you can't see anything. You go up high, where you see everyone first, and they don't even remember there's an up."
    Grandma lowered herself onto a flat rock and fanned her face with her hat. "Nobody knows for sure where Butch Cassidy hid," she said. "But if he'd had you along, I don't think anyone would have caught him at all."
    {friend != "": {friend} lay flat on the warm slickrock beside {hero}, chin propped on both fists, and kept up a whispered commentary like a sports announcer. "And they're looking at a rock. A striped rock. Still not looking up."}
    {pal} {wiggled()}. "I'd like it entered in the record," it said, "that I was also up here, hiding, with great skill."
    They stayed until the orange shirts had turned to specks and then vanished around a bend. Then Grandma studied the sky to the west, where a few fat white clouds had begun to stack up over the distant mountains, and said the morning was still theirs, but not for much longer.
    The whole way down, {hero} kept looking back at the corner where they had sat. From below it was nothing, just one more ledge among a thousand ledges. That, {hero} decided, was exactly the point.
}
-> END

// ---------------------------------------------------------------- chapter 2: the floor of the wash
=== wash_floor ===
# place: grand-wash
~ start = "wash"
{band:
- "young":
    {hero} walked down the wash to look for hiding places. The sand was soft. Squish, squish, squish. Then {hero} looked back. Oh no! {Their} footprints went all the way back to the car.
    {friend != "": {friend}'s footprints were right beside them. Two trails!}
    "An outlaw can't hide in sand," said {hero}. "His footprints would show everybody the way!"
    Something moved on a big rock. It was a gray squirrel with a long, bushy tail. Its cheeks were full and fat.
    "A rock squirrel," whispered Grandma.
    {pal} took one step closer. The squirrel flicked its tail. Hop! It went down behind the rock. It was gone!
    "Now that is good hiding," said {pal}.
- "middle":
    {hero} set off down the wash, looking for hiding places. The sand was soft and deep, and {their} boots sank in with every step. Ten steps later {hero} looked back and groaned. A perfect line of footprints ran behind {them}, all the way back to the car.
    {friend != "": {friend}'s prints ran right beside them, a second line just as easy to follow.}
    "An outlaw couldn't walk in here," {hero} said. "He'd be leaving a map to himself."
    "He'd have been on a horse," said Grandma. "Horse prints are even bigger."
    {hero} frowned at the deep, messy prints. So walking in the sand was out. A real hiding place would have to be somewhere the sand couldn't tell on you.
    Just then, something moved on a boulder by the wall. A gray squirrel with a speckled back and a long bushy tail sat up tall and stared at them. Its cheeks were stuffed fat.
    "A rock squirrel," said Grandma softly.
    {pal} took one step toward it. The squirrel flicked its tail, hopped down behind the boulder, and was simply gone, as if the rock had swallowed it.
    "Now THAT," said {pal}, "is hiding."
- else:
    {hero} set off down the wash with {their} hide-and-seek eyes on, checking every boulder and shadow. The sand was deep and soft, the kind that swallows your boots up to the laces, and after twenty steps {hero} made the mistake of looking back. There, running in a perfect, obvious line all the way to the car, were {their} own footprints. Anybody could have followed them with their eyes shut.
    {friend != "": Beside them ran {friend}'s, a second line just as obvious, so that between the two of them they had made, more or less, a road.}
    "Well, that's a problem," {hero} said. "An outlaw couldn't walk in this. He'd be leaving a map that said HERE I AM."
    "He'd have been on a horse," said Grandma. "And a horse leaves prints the size of dinner plates."
    {hero} frowned at the long, guilty line of prints. So much for sneaking. Whatever the outlaw's trick had been, it wasn't walking up the middle of a sandy wash and hoping nobody noticed.
    Just then a boulder near the wall moved. Or rather, something on top of it did. A gray squirrel with a speckled back and a thick, bushy tail sat bolt upright, its cheeks stuffed so full it seemed to be hiding a pair of marbles in there, and stared at them with flat black eyes.
    "A rock squirrel," whispered Grandma.
    {pal} took exactly one step toward it. The squirrel flicked its tail once, dropped off the back of the boulder, and was gone. It didn't run away or scramble up the wall. It simply vanished, as if the stone had opened a door and closed it again.
    "Now that," said {pal}, with deep professional respect, "is hiding."
}
{end_now: -> wash_close}
~ saw_squirrel = true
~ knows_floods = true
{band:
- "young":
    {friend != "": Then {friend} pointed up and gasped.|Then Grandma pointed up.} High on the wall, higher than Grandma's head, was a big tangle of dry sticks. A whole log was stuck up there in a crack!
    "How did a log get up there?" asked {hero}.
    "Water," said Grandma. "When a big storm comes, this whole wash can fill up with fast, rushing water. That's why the ranger said to come out by lunch."
    {hero} looked at the sky. It was blue. Then {they} looked at the log. Nobody could hide down here in a storm.
    Under the cliff there was a dark, shady hollow. Scritch, scritch, went something inside it. Then it stopped.
- "middle":
    They walked on, checking every crack and ledge. {friend != "": {hero} was peering under a slab when {friend} stopped and pointed straight up.|{hero} was peering under a slab when Grandma stopped and pointed straight up.}
    High above their heads, higher than Grandma could reach even on tiptoe, a tangle of dry sticks and one whole silver log were jammed into a crack in the wall.
    "How did a log get all the way up there?" {hero} asked.
    "Water," said Grandma. "When a big storm hits, this whole wash can fill with rushing water, fast, even if the rain falls miles away. That's why the ranger wants everyone out by lunch."
    {hero} looked up at the sky. It was perfectly blue. {They} looked at the log again. So this sandy floor was a road on dry days and a river on stormy ones. An outlaw couldn't hide down here when it rained. Nobody could.
    The cliff beside them curled over a deep, shady hollow. As {hero} turned to look at it, something inside went scritch, scritch, scritch, and then stopped.
- else:
    They walked on, and {hero} checked every crack and ledge for outlaw possibilities. {They} {were} bent over, peering into a gap under a slab, when {friend != "": {friend} let out a squeak and pointed straight up.|Grandma tapped {their} shoulder and pointed straight up.}
    High over their heads, higher than Grandma could have reached standing on {hero}'s shoulders, a mess of dry sticks and grass was jammed into a crack in the wall. Wedged in the middle of it, silver and smooth, was an entire log.
    {hero} stared. "Who put a log up there? And how?"
    "Nobody put it there," said Grandma. "Water did. When a big storm hits, this whole wash can fill with rushing water, fast, even when the rain is falling miles away where you can't see it. That's why the ranger wants everyone out of the narrow parts by lunch."
    {hero} looked up at the sky, which was innocently, perfectly blue. Then {they} looked at the log again, and a small cold feeling crept down the back of {their} neck. So the sand under {their} boots was a road on dry days and a river on wild ones. Nobody could hide down here in a storm, outlaw or not. The canyon itself would come looking for you.
    The wall beside them curled over a deep, shady hollow, dark after the glare of the sand. As {hero} turned toward it, something inside went scritch, scritch, scritch, and then stopped, as if it had heard them.
}
* [Go on down the wash to where the walls squeeze close # act: go] -> narrows
* [Wait by the shady hollow to see who is scratching # act: wait] -> hollow
* [Ask Grandma to climb the arch trail for a view from above # act: ask] -> arch_view

=== wash_close ===
# place: grand-wash
# ending: squirrel_style
{band:
- "young":
    {hero} knelt down, not too close. Under the rock was a little dark hole. No squirrel. No tracks. Just rock.
    "I know!" said {hero}. "You need a secret hole. And you can't leave any footprints."
    "But how?" asked Grandma.
    Some flat rocks lay on the sand like stepping stones. {hero} jumped from rock to rock. Hop, hop, hop! Then {they} looked back. There were no new footprints at all!
    {friend != "": {friend} hopped along behind, rock to rock.}
    Grandma laughed. "No wonder I never find you. You're part squirrel!"
    {pal} {wiggled()}. "Part squirrel and part outlaw," it said.
    Then the squirrel popped back up on its rock. It watched them go. {hero} gave it a little nod. Good hiding, squirrel.
- "middle":
    {hero} crouched down, a polite distance from the boulder, to see where the squirrel had gone. There was a dark gap underneath, just big enough for a squirrel, and nothing more. No tracks. No tail. Just rock.
    "That's how you'd do it," {hero} said slowly. "You find a secret hole that nobody knows about, and you don't leave any footprints on the way in."
    "And how would a person manage that?" asked Grandma.
    {hero} looked around. Here and there, flat slabs of rock lay across the sand like stepping stones. {They} jumped from one to the next, all the way back toward the car. When {they} turned around, there wasn't a single new footprint.
    {friend != "": {friend} came hopping after {them}, arms out for balance, landing on every slab {hero} had used.}
    Grandma laughed out loud. "I'm starting to think I never found you in that laundry basket because you're part squirrel."
    {pal} {wiggled()}. "Part squirrel," it agreed. "Part outlaw."
    On the way back to the car, the rock squirrel popped up on its boulder again, cheeks still full, and watched them go. {hero} gave it a little nod, one champion to another.
- else:
    {hero} crouched down, keeping a respectful distance, and squinted at the base of the boulder. There was a gap beneath it, dark and exactly squirrel-sized, and that was all. No tracks in the sand. No tail poking out. Nothing to show that anything had ever lived there.
    "That's the whole trick," {hero} said slowly. "You find a hole nobody else knows about, and you don't leave a single footprint on the way in."
    "And how exactly," said Grandma, "does a person manage that in a canyon full of sand?"
    {hero} looked around. Here and there, flat slabs of rock had tumbled off the walls and lay scattered across the wash like giant stepping stones. {They} jumped onto the nearest one, then the next, then the next, zigzagging back toward the car without ever touching sand. At the last slab {hero} turned around. There was the old line of footprints, leading away from the car. And there, coming back, was nothing at all.
    {friend != "": {friend} followed with arms out like a tightrope walker, landing exactly where {hero} had landed, and the slabs kept both their secrets.}
    Grandma laughed so loudly that the walls laughed back. "Twenty minutes I spent looking for you in that laundry basket," she said. "I'm beginning to think you're part squirrel."
    {pal} {wiggled()}. "Part squirrel," it agreed gravely. "Part outlaw. Mostly trouble."
    As they walked back to the car, the rock squirrel popped up on its boulder again, cheeks as full as ever, and watched them leave with the air of someone who had known all along. {hero} gave it a small nod. It was the kind of nod one champion gives another.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger and the reef
=== ranger_reef ===
# place: grand-wash
~ start = "ranger"
{band:
- "young":
    "How can anybody hide in here?" asked {hero}. "There's only one sandy road."
    Ranger Abeyta pointed up. "Look at the top of the cliffs."
    {hero} looked. There were red cliffs. On top of them were big round humps of white rock, like giant loaves of bread.
    "This rock wall goes on for almost a hundred miles," said the ranger. "Long ago, people said it was like a reef, because it got in their way. And the white domes looked like capitol buildings. So they called it Capitol Reef!" # fact: white-sandstone-domes
    "A reef?" said {pal}. "Where are the fish?"
    Grandma laughed. "No fish. Just a great big wall."
    {friend != "": {friend} stood on tiptoe to see the end of it.}
- "middle":
    "How could anybody hide in here?" {hero} asked. "There's only one road in, and it's full of sand."
    Ranger Abeyta pressed down the last piece of tape and turned around. "Good question. Look up and tell me what you see."
    {hero} looked. Red cliffs, streaked with black. And far above them, pale rounded tops of white rock, like giant loaves of bread.
    "This wall doesn't stop here," said the ranger. "It runs on for nearly a hundred miles. The first travelers who tried to cross it called it a reef, because it blocked their way, the way a reef blocks ships. And those white domes reminded them of capitol buildings. Put them together, and you get Capitol Reef." # fact: white-sandstone-domes
    "A reef," said {pal}, looking around hopefully. "I was promised fish."
    "Sorry," said the ranger. "Only the wall."
    {friend != "": {friend} stood on tiptoe and squinted down the canyon, as if the end of a hundred-mile wall might be just around the corner.}
    {hero} tipped {their} head back so far that {they} nearly sat down in the sand, trying to imagine red cliffs marching on for a hundred miles. "So the whole park," {they} said, "is one giant wall."
- else:
    "How could anybody hide in here?" {hero} asked. "There's one road in, it's full of sand, and the walls go straight up."
    Ranger Abeyta pressed down the last corner of tape and turned around, and {hero} got the feeling she had been hoping somebody would ask. "Good question. Look up. All the way up. Tell me what you see."
    {hero} looked. Red cliffs, streaked with black, and far above them, pale rounded humps of white rock, like enormous loaves of bread left to cool on the rim.
    "This wall doesn't stop here," said the ranger. "It runs on for nearly a hundred miles. The first travelers who tried to get across it called it a reef, because it blocked their way the way a reef blocks ships. And those white domes up there reminded them of capitol buildings. Put the two together and you get Capitol Reef." # fact: white-sandstone-domes
    "A reef," said {pal}, scanning the sand with great hope. "I was told there would be fish."
    "The fish," said the ranger gravely, "are running a little late."
    {friend != "": {friend} shaded both eyes and squinted down the canyon, as though the far end of a hundred-mile wall might be visible with enough effort. It was not.}
    {hero} wasn't laughing. {They} {were} staring along the cliffs, trying to picture them going on and on for a hundred miles, over hills and past towns and farms, one endless red wall with no gate in it. "So the whole park," {they} said slowly, "is basically one giant wall."
}
{end_now: -> ranger_close}
~ knows_reef = true
{band:
- "young":
    "How did the wall get so big?" asked {hero}.
    The ranger pointed at the stripes in the rock. They were tipped, like books leaning on a shelf. "Millions of years ago, the ground deep down moved," she said. "The rock bent up into a giant wrinkle." # fact: waterpocket-fold-formed
    "If the wall is so long," said {hero}, "there are not many ways through it. If you knew a secret way, the sheriff could never catch you!"
    "Now you're thinking like an outlaw," said the ranger. Then her radio beeped. She had to go and check the narrows.
    "There's a shady hollow along the wash, big enough for a horse," she said. "And keep an eye on the mountains over there. That's where storms come from."
- "middle":
    "One giant wall," the ranger agreed.
    "How did it get so tall?" asked {hero}.
    The ranger pointed to the stripes of rock high on the cliff. They weren't flat. They tilted, like books leaning on a shelf. "Somewhere between fifty and seventy million years ago, an old crack deep underground moved," she said, "and all these layers got bent up in one giant wrinkle." # fact: waterpocket-fold-formed
    {hero} squinted at the tilted stripes. Then {they} thought about the wall again, a hundred miles long. "If there's a wall that big," {they} said slowly, "there can only be a few ways through it."
    The ranger's eyebrows went up. "Keep going."
    "So if you knew the ways through, and the sheriff didn't..."
    "Then you'd be very hard to catch," said Ranger Abeyta, looking pleased. Her radio crackled, and a voice asked her to check the narrows this morning. She swung her pack onto her shoulder. "Duty calls. If you're hunting outlaw spots, there's a hollow along the wash big enough to shade a horse." She nodded toward the west. "And whatever you do, keep one eye on those mountains. That's where the storms are born."
- else:
    "A hundred miles of it," the ranger agreed, sounding rather proud.
    "But how does a wall get that big?" {hero} asked.
    The ranger pointed to the bands of rock high on the cliff. {hero} had thought they were flat, like the layers of a cake, but now {they} saw they weren't. They tilted, all of them, like books slumped sideways on a shelf. "Somewhere between fifty and seventy million years ago," said the ranger, "an old crack deep under the ground moved. All these layers got bent upward in one giant wrinkle, nearly a hundred miles long." # fact: waterpocket-fold-formed
    {hero} looked at the tipped layers, and then along the wall again, and then an idea arrived, the way the best hiding spots always did, all at once. "If a wall is that big," {they} said, thinking it through, "there can only be a few ways through it."
    The ranger's eyebrows rose. "Keep going."
    "So if you knew where the ways through were, and the sheriff didn't..."
    "Then you'd be extremely hard to catch," said Ranger Abeyta, and she looked at {hero} the way teachers look at someone who has just answered a question they hadn't asked yet. Her radio crackled. A voice asked her to check the narrows before the afternoon. She sighed and shouldered her pack. "Duty calls. If you're hunting for outlaw spots, there's a hollow down the wash big enough to shade a horse." Then she nodded toward the west, where the canyon opened to a far blue line of mountains. "And whatever you choose, keep one eye over there. That's where the storms are born."
}
* [Look for the hollow big enough to shade a horse # act: look] -> hollow
* [Go up the arch trail to see the great wall from the top # act: go] -> arch_view
* [Ask to walk with the ranger as far as the narrows # act: ask] -> narrows

=== ranger_close ===
# place: grand-wash
# ending: the_whole_wall
{band:
- "young":
    {hero} turned around slowly. {They} looked at the cliffs. A wall that went on and on, for almost a hundred miles!
    "I know!" said {hero}. "He didn't hide in one little spot. He hid behind the whole wall! The sheriff was stuck on one side. Butch was on the other side."
    Ranger Abeyta laughed. "That's a very good idea."
    {friend != "": {friend} gave {hero} a high five.}
    "I helped," said {pal}. "I was thinking about fish."
    Grandma gave {hero} a hug. "So where is the best hiding place in the world?"
    {hero} pointed at the glowing red cliffs. "Behind a reef," {they} said. "Even with no ocean!"
    The raven came back to the sign. "Cronk!" it said. That sounded like yes.
- "middle":
    {hero} turned slowly in a circle, looking at the cliffs with new eyes. A wall nearly a hundred miles long. A wall that stopped wagons and horses and sheriffs.
    "Then he didn't hide in one spot at all," {hero} said. "He hid behind the whole wall! The sheriff would be stuck on one side, and Butch would be on the other, and the sheriff wouldn't even know how to get around."
    Ranger Abeyta laughed. "People have been puzzling over Butch Cassidy for a hundred years, and you worked that out before breakfast."
    {friend != "": {friend} whooped and gave {hero} a high five, and the smack of it echoed off the cliffs.}
    "I've had breakfast," said {pal}. "I was thinking about fish the whole time, but I was also helping."
    Grandma put an arm around {hero}'s shoulders. "So, champion. Where's the best hiding place in the world?"
    {hero} pointed up at the cliffs, which were glowing orange now in the morning sun. "Behind a reef," {they} said. "Even one with no ocean."
    The raven came back and landed on the sign, right above the words CASSIDY ARCH, and croaked twice. {hero} decided to count that as a yes.
- else:
    {hero} turned slowly in a circle, and the cliffs seemed to change while {they} watched, the way a picture does when someone tells you what's hidden in it. Not a canyon wall. The canyon wall. Nearly a hundred miles of it, stopping wagons and horses and anyone who didn't know the way.
    "Then he didn't hide in one spot at all," {hero} said. "That's what everybody gets wrong. He hid behind the whole wall. The sheriff's stuck on one side, with no idea how to get around, and Butch is on the other side, probably eating a sandwich."
    Ranger Abeyta laughed, a real laugh that bounced off the cliffs. "People have been puzzling over Butch Cassidy for more than a hundred years," she said, "and you just worked that out before breakfast."
    {friend != "": {friend} let out a whoop and held up a hand, and the smack of the high five rang off the walls.}
    "I have already had breakfast," {pal} pointed out. "I spent it thinking about fish. But I was also helping, in the background."
    Grandma put an arm around {hero}'s shoulders and squeezed. "So, champion. Final answer. Where's the best hiding place in the world?"
    {hero} looked up at the cliffs, glowing orange now where the sun had reached them, with the white domes riding on top like the roofs of buildings nobody had ever built. "Behind a reef," {they} said. "Even one without an ocean."
    The raven came back and landed on the sign again, right above the words CASSIDY ARCH, and croaked twice, loud and rusty. It probably meant nothing at all. {hero} decided to count it as a yes anyway.
}
-> END

// ---------------------------------------------------------------- chapter 3: the narrows
=== narrows ===
# place: grand-wash
~ spot = "narrows"
{band:
- "young":
    {start == "climb": They went back down the zigzags, step by step. The shady wash felt cool after the hot rocks. They walked toward the dark crack.}
    {start == "wash": They left the log far behind. {hero} kept looking up at the walls anyway, just in case.}
    {start == "ranger": Ranger Abeyta walked with them to the first bend. Then she waved and walked on ahead, checking the walls for loose rocks.}
    Soon the walls came closer. And closer! The sky was just a thin blue ribbon. The sun could not reach the sand. It was cool, like a cave.
    {pal} {pal_sound}. The walls {pal_sound} back, two times!
    "Hello!" called Grandma. "Hello, hello," said the walls.
    {friend != "": "Yoo-hoo!" shouted {friend}. "Hoo, hoo," said the walls.}
    {hero} touched the rock. It was smooth and cold. It went up and up, higher than a church.
    In the sand by the wall, {hero} saw tiny tracks. They looked like little hands! They went right up to the wall and stopped.
- "middle":
    {start == "climb": It took a while to get back down the zigzags, but the shade of the wash felt wonderful after the hot rock up top. They walked on past the car, toward the dark crack {hero} had spotted from above.}
    {start == "wash": The log and the shady hollow were soon far behind them. {hero} kept glancing up at the walls anyway, checking for more sticks.}
    {start == "ranger": Ranger Abeyta walked with them as far as the first bend, pointing out tilted stripes of rock as they went. Then she waved and strode on ahead to check the walls for loose rock, and soon she was out of sight.}
    Farther along, the walls began to close in. They leaned closer and closer, until the sky above was a wiggly blue ribbon and the sun couldn't reach the sand at all. The air turned cool, like stepping into a cellar, and every sound came bouncing back.
    {pal} {pal_sound}, just to try it. The walls {pal_sound} back, twice.
    "Hello!" called Grandma. "Hello, hello," answered the walls.
    {friend != "": {friend} tried a yodel. The walls yodeled back, a little off-key.}
    {hero} ran a hand along the rock. It was smooth and cold, and it rose straight up, taller than a church steeple.
    Then {hero} spotted something in the sand at the foot of the wall: a line of tiny prints, each one shaped like a little hand. They ran along the wall in a neat row, then stopped, as though whoever made them had walked straight into solid rock.
- else:
    {start == "climb": Getting back down the zigzags took longer than {hero} wanted, but when they reached the floor of the wash, the shade felt like a cold drink. They walked on past the car, heading for the dark crack {hero} had spotted from above, and {hero} found {themself} walking faster and faster.}
    {start == "wash": The silver log and the shady hollow were soon far behind. {hero} kept glancing up at the walls anyway, half expecting to find a whole tree jammed up there next, or a canoe.}
    {start == "ranger": Ranger Abeyta walked with them as far as the first bend, pointing out tilted stripes of rock and naming them like old friends. Then she waved, lengthened her stride, and went on ahead to check the walls for loose rock, and a minute later the canyon had swallowed her.}
    Farther along, the walls began to close in. They leaned nearer and nearer, as if they were curious, until the sky overhead had shrunk to a wiggly blue ribbon and the sun couldn't reach the sand at all. The air changed. One step it was warm, the next it was cool and still, like walking into a cellar, and every sound they made came back to them a moment later, slightly smaller.
    {pal} {pal_sound}, purely as an experiment. The walls {pal_sound} back, twice, the second time fainter, like a copy of a copy.
    "Hello!" called Grandma. "Hello, hello," the walls agreed.
    {friend != "": {friend} tried a yodel, which the walls returned a beat later and noticeably off-key, as if they were still learning it.}
    {hero} ran a hand along the rock. It was smooth and cold, and it rose straight up into the ribbon of sky, taller than any building {hero} had ever stood beside. Somewhere up there was sunshine. Down here, there was only blue shadow and the sound of their own breathing.
    Then {hero} spotted something that made {them} crouch down: a line of tiny prints in the sand at the foot of the wall, each one shaped like a miniature hand with long, thin fingers. They trotted along in a neat little row, reached the wall, and stopped dead. Whoever had made them had apparently walked straight into solid rock. {hero} felt the prickle that comes with a real clue.
}
{end_now: -> narrows_close}
{band:
- "young":
    The wash went left. Then right. Then left again. It kept going and going.
    "Where does it come out?" asked {hero}.
    "On the other side of the big wall," said Grandma. "This canyon goes all the way through the cliffs."
    {hero} stopped. "All the way through? Like a door?"
    "Like a secret door," said Grandma.
    {knows_reef: That was just what {hero} had told the ranger! A long wall has only a few ways through.}
    Then, in a crack by {hero}'s elbow, two black eyes blinked. It was a {saw_squirrel: rock squirrel again!|rock squirrel!} It sat very still. It did not run away. So that was who made the little hand tracks!
- "middle":
    The wash twisted left, then right, then left again. Every time {hero} thought it must end, it turned another corner and kept going.
    "Where does it come out?" {hero} asked.
    "On the far side of the reef," said Grandma. "This wash cuts right through the cliffs, all the way to the river road on the other side."
    {hero} stopped walking. "All the way through? Like a door?"
    "Like a door," said Grandma.
    {hero} pictured a sheriff and his posse stuck on the far side of a wall nearly a hundred miles long, with no idea there was a door in it. {knows_reef: It was exactly what Ranger Abeyta had been hinting at.}
    Then, from a crack in the wall beside {hero}'s elbow, two shiny black eyes blinked at {them}. A {saw_squirrel: rock squirrel, maybe even the same one,|rock squirrel} was tucked in there, so still that {hero} had almost walked past it. It twitched its whiskers and stayed exactly where it was. So that was who owned the little hand-shaped prints.
- else:
    The wash twisted left, then right, then left again, like a hallway in a dream. Every time {hero} was sure it had to end, it found another corner and slipped around it.
    "Where does it come out?" {hero} asked finally.
    "On the far side of the reef," said Grandma. "This wash cuts right through the cliffs. Keep walking long enough and you'd come out at the river road on the other side."
    {hero} stopped dead. "All the way through? Like a door?"
    "Like a door," Grandma agreed.
    {hero} stood very still and let that sink in. A wall nearly a hundred miles long, and here, hidden in a twisty crack that looked like nothing from the road, a way straight through it. {hero} pictured a sheriff and his posse reining in their horses on the far side, staring up at the cliffs, with no idea there was a door at all. {knows_reef: It was exactly what Ranger Abeyta had been hinting at, and {hero} felt a small, fierce glow of having worked it out.}
    Then something in the wall right beside {hero}'s elbow blinked. Two shiny black eyes, in a crack no wider than a sandwich. A {saw_squirrel: rock squirrel, possibly the very same one from earlier,|rock squirrel} was wedged in there so neatly that {hero} had nearly walked past it. It twitched its whiskers, considered them, and did not move an inch. The owner of the tiny hand-shaped prints, {hero} realized, had not walked into the rock at all. It had walked into its front door.
}
* [Go on through the narrows toward the far side # act: go] -> end_back_door
* [Wait very quietly to see what the squirrel does # act: wait] -> end_storm
* [Ask Grandma if there's still time to climb to the arch # act: ask] -> end_lookout

=== narrows_close ===
# place: grand-wash
# ending: one_bend_ahead
{band:
- "young":
    Then {hero} had an idea. "Grandma, close your eyes and count to ten!"
    "Stay where you can hear me," said Grandma.
    {hero} tiptoed around the next bend. {They} could still hear Grandma counting. {friend != "": {friend} tiptoed too, hand over mouth.}
    "Where did you go?" called Grandma.
    "One bend ahead!" called {hero}. "That's how you hide in here. The sheriff can't see around the corner!"
    Then a rock squirrel popped out of a crack, right where the little hand tracks stopped. So that was who made them!
    Grandma looked at her watch. "The ranger said to be out by lunch," she said. "Let's go back now, while the sky is blue."
    On the way back, {pal} {pal_sound} one more time. The walls said goodbye.
- "middle":
    Then {hero} had an idea. "Grandma, close your eyes and count to ten."
    "Only if you stay close enough to hear me counting," said Grandma. "That's the rule in here."
    Grandma counted. {hero} slipped around the next bend, just one, where {they} could still hear every number. {friend != "": {friend} slipped around it too, trying hard not to giggle.} When Grandma came around that corner, {hero} had already tiptoed around the one after, and there was nothing to see but footprints turning out of sight.
    "Where are you?" she called.
    "One bend ahead!" {hero} called back. "That's how you hide in the narrows. You don't need a hole. You just stay one bend ahead, and nobody can ever see you!"
    Grandma came around the corner laughing, and the walls laughed along with her. "Well, a sheriff would have had a terrible time in here," she said.
    While she laughed, something moved by {hero}'s boot. A rock squirrel had popped out of a crack, right where the tiny hand-shaped prints ended. It stared at {hero} and ducked back inside. So that was who had made them.
    Then Grandma checked her watch and looked up at the ribbon of sky. "Ranger Abeyta said to be out of the narrow parts by lunch," she said. "Let's turn back while the sky's still blue."
    {hero} didn't argue. On the way out, {pal} {pal_sound} once more, and the canyon said it back, softer and softer, like a wave goodbye.
- else:
    Then {hero} had an idea, the kind that arrives fully formed. "Grandma," {they} said. "Close your eyes. Count to ten. Slowly."
    "One bend ahead and no farther," said Grandma. "If you can't hear me counting, you've gone too far. That's the rule in a canyon like this."
    She closed her eyes and counted. {hero} slipped around the next bend, just the one, close enough to hear every number. {friend != "": {friend} slipped around it too, both hands clamped over a giggle.} When Grandma came around that corner, {hero} had already tiptoed around the one after, and there was nothing to see but a set of footprints swerving around the wall and out of sight.
    "Where are you?" she called, and the walls passed the question along.
    "One bend ahead!" {hero} called back. "That's how you'd hide in here! You don't need a hole at all. You just stay one bend ahead, and nobody can see you, ever, because nobody can see around corners!"
    Grandma came around the bend with her hands on her hips and her face creased with laughter, and the walls laughed along with her. "A sheriff would have had an awful time in here," she admitted. "He'd have gone round and round like a dog after its own tail."
    While she laughed, something stirred by {hero}'s boot. A rock squirrel had poked its head out of a crack, right where the tiny hand-shaped prints ran into the wall. It gave {hero} the look of someone finding a stranger in the front hall, and withdrew. The prints hadn't walked into solid rock after all. They had walked home.
    Then Grandma checked her watch, and looked up at the thin blue ribbon far above them. "Ranger Abeyta said to be out of the narrow parts by lunch," she said. "Let's head back while the sky is still this color."
    {hero} didn't argue. On the way out, {pal} {pal_sound} one last time, and the canyon repeated it softer and softer, the way someone waves until you are out of sight.
}
-> END

// ---------------------------------------------------------------- chapter 3: Cassidy Arch
=== arch_view ===
# place: cassidy-arch
~ spot = "arch"
{band:
- "young":
    {start == "climb": They followed the stone piles across the bare rock. Then came one last steep part. {hero} used {their} hands to climb.}
    {start == "wash": Back they went, past the car. Then up, up the zigzags they climbed. Little piles of stones showed them the way over the bare rock.}
    {start == "ranger": {hero} climbed the zigzags, thinking about the giant wall. Little piles of stones showed them the way over the bare rock.}
    And there it was! Cassidy Arch stood across a gap in the rock. It was a big, thick curve of orange stone. Through it, {hero} could see the canyon far below.
    Grandma held {hero}'s hand tight. "Not one step closer to that edge," she said. "The drop goes down and down."
    They sat under a twisty little pine tree, far from the edge. {pal} settled {perch()}.
    {friend != "": {friend} sat close on {hero}'s other side.}
    {not knows_reef: On top of the red cliffs were round white rocks. "Those white domes look like big capitol buildings," said Grandma. "That's part of this park's name!"} # fact: white-sandstone-domes
    {knows_reef: {hero} saw the white domes on top of the cliffs. They really did look like big buildings!}
- "middle":
    {start == "climb": The cairns led them on across the slickrock, one little stone pile after another, and then up a last steep stretch where {hero} had to use {their} hands.}
    {start == "wash": Grandma said yes, as long as they took it slowly. Back up the wash they went, past the car, and up the zigzags. Above the last corner, little piles of stacked stones marked the way across the bare rock. "Cairns," said Grandma. "Follow them, and never knock one down."}
    {start == "ranger": {hero} climbed the zigzags thinking about a wall a hundred miles long. The higher they went, the more of it {they} could see. Above the last corner, little piles of stacked stones marked the way across the bare rock. "Cairns," said Grandma. "Follow them, and never knock one down."}
    {hero}'s legs were wobbly from the climb, and {their} shirt was stuck to {their} back. Then, around one last bulge of rock, {they} forgot all about it. Across a gap stood Cassidy Arch, a thick, curving band of orange stone, with the canyon showing through underneath it like a window.
    "Stay well back from the edge," said Grandma, taking {hero}'s arm. "That drop is a long one."
    They found a flat spot under a twisty pinyon pine, a safe distance back, and sat down. {pal} settled {perch()}.
    {friend != "": {friend} sat on {hero}'s other side, hugging both knees and still puffing from the climb.}
    {not knows_reef: Above the red cliffs rose pale, rounded domes of white rock. "Those domes are half of this park's name," said Grandma. "The first travelers thought they looked like capitol buildings. And these cliffs blocked their way, like a reef blocks ships."} # fact: white-sandstone-domes
    {knows_reef: {hero} spotted the white domes Ranger Abeyta had talked about, rising above the red cliffs like the roofs of enormous buildings.}
- else:
    {start == "climb": The cairns led them on across the slickrock, one small stone pile after another, each one appearing just as {hero} began to wonder whether they had gone wrong. The last stretch was so steep that {hero} climbed it on hands and feet, like a lizard with better manners.}
    {start == "wash": Grandma agreed, on the condition that they took it at tortoise speed. Back up the wash they went, past the car, and up a set of zigzags so tight they nearly tied themselves in knots. Above the last corner, the trail gave way to bare rock, and small stacked stones marked the way across it. "Cairns," said Grandma. "Follow them, and never knock one down. People count on them."}
    {start == "ranger": {hero} climbed the zigzags with a wall nearly a hundred miles long stuck in {their} head, and the higher they went, the more of that wall {they} could see, fold after red fold stretching away to the south. Above the last corner, small stacked stones marked the way across bare rock. "Cairns," said Grandma. "Follow them, and never knock one down. People count on them."}
    And then, around a shoulder of sandstone, there it was. Across a gap in the rock stood Cassidy Arch: a thick, heavy curve of orange stone, with the canyon showing through beneath it like a window somebody had cut in the sky.
    "Stay well back from the edge," said Grandma, and her hand closed around {hero}'s arm in a way that meant she was serious. "That drop goes a long way down, and it doesn't give second chances."
    They found a flat spot in the shade of a twisted pinyon pine, a sensible distance from the edge, and sat. {pal} settled {perch()}, and for a while nobody said anything at all.
    {friend != "": {friend} flopped down on {hero}'s other side, red-faced and triumphant, and announced that the climb had been easy, which nobody believed.}
    {not knows_reef: Beyond the arch, pale rounded domes of white rock rode along the top of the red cliffs. "Those domes are half of this park's name," said Grandma. "The first travelers thought they looked like capitol buildings. And the cliffs blocked their way the way a reef blocks ships, so: Capitol Reef."} # fact: white-sandstone-domes
    {knows_reef: {hero} picked out the white domes Ranger Abeyta had talked about, riding along the top of the red cliffs like the roofs of enormous buildings. From up here {they} could see just how far the great wall ran, fold after fold, until it blurred into the haze.}
}
{end_now: -> arch_close}
~ saw_eagle = true
{band:
- "young":
    A big shadow slid over the rock. {hero} looked down. A huge brown bird was flying below them! It had golden feathers on the back of its head.
    "A golden eagle," whispered Grandma. "We're looking down at its back!"
    {kind == "eagle": "That's my cousin," said {pal} proudly.}
    {kind == "owl": "It never flaps!" said {pal}. "I have to flap and flap."}
    {not flies(): "I wish I could fly like that," said {pal}.}
    Two black ravens came tumbling by. They rolled over in the air, just for fun.
    {hero} looked down through the arch at the canyon. The car was as small as a bean. Anybody walking in the wash would look like an ant. You could see them a long way off!
    The eagle turned a big circle. Was it coming back?
- "middle":
    A shadow slid across the rock. {hero} looked up, then down, because the bird that made it was flying below them. It was huge and dark brown, with a gleam of gold on the back of its head, and it sailed along the cliff without flapping once.
    "A golden eagle," breathed Grandma. "And we're looking down on its back. That hardly ever happens."
    {kind == "eagle": "My cousin," said {pal} proudly. "Clearly the good-looking side of the family."}
    {kind == "owl": {pal} watched it with round eyes. "Not one flap," it said. "I have to flap all the way across a field just to get anywhere."}
    {not flies(): {pal} watched it with its mouth open. "I'd like to see the ground from up there," it said. "Just once."}
    Two ravens came tumbling past, rolling over and over in the air, just for fun.
    {hero} looked down through the arch at the wash far below. The trailhead was a speck. The sandy floor wound away like a dropped string. Anybody walking up it would be seen long before they ever saw you.
    The eagle swung out wide over the canyon in a great slow circle, and for a moment it looked as if it might come back.
- else:
    A shadow slid across the rock beside them, silent and enormous. {hero} looked up, then down, because the bird that had made it was flying below them. It was dark brown and huge, with a gleam of gold across the back of its head and neck, and it sailed along the face of the cliff without a single flap, as if the air were a slide built just for it.
    "A golden eagle," Grandma breathed. "And we're looking down at its back. In all my years, I don't think that's ever happened to me."
    {kind == "eagle": "My cousin," said {pal}, puffing out its chest. "From the more dramatic side of the family."}
    {kind == "owl": {pal} watched it go with naked envy. "Not a single flap," it said. "I flap all night long, and that bird just leans on the air and lets it do the work."}
    {not flies(): {pal} watched it go with naked envy. "Just once," it said, "I would like to see the ground from up there."}
    Two ravens came tumbling past after it, rolling over and over in the air, then righting themselves and croaking as if they were laughing at a joke only ravens understood.
    {hero} leaned forward, still well back from the edge, and looked down through the arch at the wash far below. The trailhead was a speck. The car was a bean. The sandy floor wound away along the cliffs like a string somebody had dropped. Anyone walking up that string would be seen long before they ever thought to look up, and {hero} felt the idea of that settle in {their} chest like a key turning.
    Out over the canyon, the eagle leaned into a great slow circle, and for a moment it looked as though it might be coming back.
}
* [Look down at the wash the way a lookout would # act: look] -> end_lookout
* [Go back down and follow the wash into the narrows # act: go] -> end_back_door
* [Wait for the eagle to circle back # act: wait] -> end_storm

=== arch_close ===
# place: cassidy-arch
# ending: the_unnamed_spot
{band:
- "young":
    {hero} looked at the arch for a long time. Then {they} had a funny thought.
    "Grandma," {hero} said. "This is Butch Cassidy's arch. But I don't think he hid here."
    "Why not?" asked Grandma.
    "Because everybody knows about it!" said {hero}. "It has his name on a sign! A really good hiding place has no name at all."
    Grandma laughed. "That is very smart."
    {friend != "": "And room for friends," said {friend}.}
    "A good hiding place," said {pal}, "also has snacks."
    They sat a little longer. Then Grandma looked at the clouds over the mountains. "Time to go down," she said. They followed the stone piles back, one by one.
- "middle":
    {hero} looked at the arch for a long time. Then {they} started to laugh.
    "What's funny?" asked Grandma.
    "This is Butch Cassidy's arch," said {hero}. "But I bet he never hid here. It has his name on a sign at the bottom! Everybody comes here. The best hiding place would be somewhere nobody ever gave a name to, because nobody ever found it."
    Grandma thought about that. "So the best hiding place in the world is the one that isn't on any map."
    "Exactly."
    {friend != "": "And room for two," said {friend}. "Nobody should hide alone."}
    "A good hiding place," said {pal}, "would also have snacks."
    They sat a while longer under the pinyon pine, looking out at a hundred nameless ledges and cracks and shadows. Any one of them could have been it. Maybe one of them was.
    Then Grandma glanced west, where white clouds were starting to pile up over the mountains, and said it was time to go. They followed the cairns back down, one small stone pile at a time.
- else:
    {hero} looked at the arch for a long time, and then, to {their} own surprise, started to laugh.
    "What?" said Grandma.
    "It's his arch," {hero} said. "It's named after him. There's a sign at the bottom with his name on it in big letters, and a trail, and cairns so nobody gets lost. So this is the one place in the whole canyon where Butch Cassidy definitely did not hide." {They} waved a hand at the cliffs around them. "The real hiding place wouldn't have a name. It couldn't. The moment anybody named it, it would stop working."
    Grandma considered this with the seriousness it deserved. "So the best hiding place in the world," she said, "is the one that isn't on any map."
    "Exactly."
    {friend != "": "And room for at least two," said {friend}. "Hiding alone is just sitting somewhere."}
    "The best hiding place in the world," said {pal}, "would also have snacks. I feel that's been left out of the conversation."
    They sat a while longer in the thin shade of the pinyon pine, looking out over a hundred ledges and cracks and shadows that had never had names. Any one of them could have been it. Maybe one of them was, and the only creature who knew was the raven, and the raven wasn't telling.
    Then Grandma looked west, where white clouds had begun to stack up over the far mountains like laundry on a line, and said it was time. They followed the cairns back down, one small stone pile after another, and {hero} touched none of them.
}
-> END

// ---------------------------------------------------------------- chapter 3: the shady hollow
=== hollow ===
# place: grand-wash
~ spot = "hollow"
{band:
- "young":
    {start == "climb": {hero} held Grandma's hand on the steep steps. At the bottom, the cliff curved over a big pocket of shade.}
    {start == "wash": They crept up to the shady hollow and waited. Out came the rock squirrel, digging with its front paws! Then it ran away along the wall.}
    {start == "ranger": They soon found the hollow the ranger talked about. She was right. A horse could stand in it!}
    The hollow was like a giant bite out of the bottom of the cliff. Inside, it was cool and dim. The floor was soft sand.
    {hero} walked to the back and turned around. {They} could see a long way down the sunny wash. But out in the bright sun, nobody could see into the dark hollow.
    "This is an outlaw hideout," said {hero}.
    Grandma smiled a sneaky smile. "Prove it," she said. "I'll count to twenty."
    {friend != "": "I'll seek too!" said {friend}.}
- "middle":
    {start == "climb": Going down was quicker than going up. Grandma held {hero}'s hand on the steepest steps, and at the bottom, a little way along the wash, they found a deep pocket of shade under the cliff.}
    {start == "wash": They crept up to the shady hollow and waited. After a minute the scratcher came out: the rock squirrel, digging in the sand with both front paws. It gave them one look and scampered off along the foot of the wall.}
    {start == "ranger": It didn't take long to find the hollow the ranger had talked about. She was right. A horse could have stood in it, and maybe two.}
    The hollow was a deep, curved scoop in the bottom of the cliff, as if a giant had taken a bite out of the rock. Inside it was cool and dim. The floor was soft sand, and dark streaks ran down the stone above, like paint that had dripped and dried.
    {hero} walked to the very back and turned around. From there {they} could see a long way down the sunny wash in both directions. But anyone out in that glare would have to squint into the shadows to see in, and even then, they might not.
    "Now this," said {hero}, "is an outlaw hideout."
    Grandma gave {them} a sly look. "Prove it," she said. "I'll count to twenty."
    {friend != "": "And I'm seeking with Grandma," said {friend}, turning to face the wall.}
- else:
    {start == "climb": Going down was quicker than going up, mostly because gravity was on their side. Grandma held {hero}'s hand on the steepest steps and pretended it was for {hero}'s sake. At the bottom, a little way along the wash, the cliff curled over a deep pocket of shade, and they ducked into it like people stepping out of the rain.}
    {start == "wash": They crept up to the shady hollow and waited, and after a minute the scratcher came out: the rock squirrel, digging furiously in the sand with both front paws as if it had buried something important and forgotten exactly where. It gave them one long, unimpressed look and scampered away along the foot of the wall.}
    {start == "ranger": The hollow the ranger had described wasn't hard to find. She had not been exaggerating. A horse could have stood in it, and possibly a horse and a friend. {hero} paced it out from one side to the other and ran out of steps before {they} ran out of hollow.}
    It was a deep, curved scoop in the bottom of the cliff, as if a giant had taken a bite out of the rock and then thought better of it. Inside, the air was cool and dim and smelled of dust. The floor was soft sand, and dark streaks ran down the stone above, glossy as paint that had dripped and dried a very long time ago.
    {hero} walked to the very back of the hollow and turned around, and there it was: the whole sunny wash laid out in front of {them}, bright as a stage, a long way in both directions. Anyone walking out there in that glare would have to stop and squint to see into the shadows, and even then they would see only darkness. It was like sitting in a dark theater, watching a play that didn't know you were there.
    "Now this," said {hero}, turning slowly, "is an outlaw hideout. Shade. A wall at your back. Room for a horse. And you can see them before they see you."
    Grandma gave {them} a look {hero} knew very well, the look that had started a hundred games. "Prove it," she said. "I'll count to twenty. No peeking on my side, no cheating on yours."
    {friend != "": "Two seekers," said {friend}, joining Grandma at the wall. "Double the eyes. You don't stand a chance."}
}
{end_now: -> hollow_close}
~ played_hide = true
{band:
- "young":
    Grandma turned to the wall and counted. {hero} tiptoed into the darkest corner. {They} squeezed behind a big rock and held {their} breath.
    "Twenty!" said Grandma. She looked left. She looked right. She looked up. "I give up!"
    {friend != "": {friend} looked too. No {hero}!}
    But {pal} did not give up. It {sniffed()}. Then it {moved()} right over to the big rock. "Found you!"
    "How?" asked {hero}.
    {pal} looked down. {hero} looked down too. {Their} footprints went right across the sand to the rock!
    "Oh no," said {hero}. "The sand told on me!"
    Now {hero} saw something else. The sand had little ripples in it, like the bottom of a stream. {knows_floods: Water had been here too, just like the log!|"Water made those ripples," said Grandma. "Floods rush through here when it storms."}
    Up on the rim, the raven called out, loud and sharp. Cronk!
- "middle":
    Grandma turned to the wall and began to count. {hero} tiptoed into the deepest corner, squeezed behind a fallen boulder, and held {their} breath.
    "...eighteen, nineteen, twenty!" Grandma turned around. She looked left. She looked right. She looked up. "Well, I'm stumped," she said.
    {friend != "": {friend} checked every shadow near the front and found nothing but a beetle.}
    {pal} was not stumped. It {sniffed()}, then {moved()} straight to the boulder and peered around it. "Found you."
    "How?" {hero} whispered.
    {pal} nodded at the sand. A perfect line of footprints ran from the middle of the hollow right to the boulder, like an arrow on a sign.
    {hero} groaned. "The sand told on me."
    "Every time," said Grandma, laughing.
    Then {hero} noticed something else. The sand on the floor of the hollow was smooth and rippled, like the bottom of a stream. {knows_floods: Just like the log jammed up on the wall, it meant water had rushed through here.|"Water made those ripples," said Grandma. "When it storms, floods rush right through this wash."}
    Up on the rim, the raven let out one sharp, loud croak, and then another.
- else:
    Grandma turned her face to the wall and began to count, slowly and theatrically. {hero} tiptoed into the deepest, darkest corner, folded {themself} behind a fallen boulder, and held {their} breath until {their} ears buzzed.
    "...eighteen, nineteen, twenty!" Grandma turned around. She looked left. She looked right. She looked up, which {hero} thought was a very good instinct. "Well," she announced to the hollow, "I'm completely stumped."
    {friend != "": {friend} searched the front of the hollow like a detective and turned up nothing but one very offended beetle.}
    {pal} was not stumped, not even slightly. It {sniffed()}, then {moved()} straight to the boulder and peered around it with an expression of deep satisfaction. "Found you."
    "How?" {hero} hissed. "I didn't make a sound."
    {pal} nodded at the floor. There, stamped into the soft sand, was a perfect line of footprints running from the middle of the hollow directly to the boulder, as clear as an arrow on a sign that said CHAMPION THIS WAY.
    {hero} groaned and let {their} head drop against the rock. "The sand told on me."
    "Sand always tells," said Grandma, laughing. "It's a terrible gossip."
    It was only then, crouched down at sand level, that {hero} noticed the floor of the hollow wasn't just sand. It was smooth and rippled, in long gentle ridges, exactly like the bottom of a stream. {knows_floods: The log jammed high on the wall had said the same thing: water came through here, and it came hard.|"Water made those ripples," Grandma said, following {their} gaze. "When a storm hits, floods rush right through this wash. Out here, the dry places have the most surprising memories."}
    Up on the rim, the raven let out one sharp, loud croak, then another, and then went quiet. It seemed to be waiting to see what they would do next.
}
* [Stay in the cool hollow for one more game # act: wait] -> end_storm
* [Go up to the arch and find a lookout spot # act: go] -> end_lookout
* [Look where the rippled sand leads, on down the wash # act: look] -> end_back_door

=== hollow_close ===
# place: grand-wash
# ending: still_champion
{band:
- "young":
    Grandma turned to the wall and counted. {friend != "": {friend} counted too, eyes shut tight.}
    {start == "wash": {hero} remembered {their} footprints in the wash.|{hero} looked down at the soft sand. It would show every step!}
    So {hero} did not walk on the sand. {They} stepped on flat rocks, one, two, three, all the way to the back. Then {they} hid behind a big rock.
    "Twenty!" said Grandma. She looked and looked. There were no footprints to follow!
    {pal} knew where {hero} was. But it did not tell. It just {wiggled()}.
    At last Grandma said, "I give up!"
    {hero} jumped out. "Still the champion!"
    "Butch Cassidy should have hired you," said Grandma.
    {hero} smiled. A good hideout needs shade and a wall. And a friend who keeps secrets.
- "middle":
    Grandma turned to the wall and began to count. {friend != "": {friend} counted along with her, eyes squeezed shut.}
    {start == "wash": Remembering the footprints {they} had left all the way up the wash, {hero} didn't walk on the sand at all.|One look at the soft floor told {hero} the sand would show every step {they} took, so {they} didn't walk on it at all.} {They} stepped from one flat rock to the next, all the way to the back of the hollow, and slid behind a fallen boulder without leaving a single footprint.
    "...nineteen, twenty!" Grandma turned around. She looked at the sand. There was nothing to follow. She checked behind every rock near the front, then the middle, muttering to herself.
    {friend != "": {friend} peered into every shadow and came back empty-handed.}
    {pal} knew exactly where {hero} was, of course. But it only {wiggled()} and said nothing at all.
    At last Grandma threw up her hands. "I surrender!"
    {hero} popped up from behind the boulder. "Still the champion."
    "If Butch Cassidy had known you," said Grandma, "he'd have hired you as his hiding teacher."
    {hero} looked around the cool hollow, at the shade and the wall and the flat rocks across the sand. A good hideout, {they} decided, needed three things: shade, a wall at your back, and a friend who could keep a secret.
- else:
    Grandma turned to the wall and began her slow, theatrical count. {friend != "": {friend} counted along beside her, eyes screwed shut, just slightly faster than Grandma.}
    {start == "wash": Remembering the long, guilty line of footprints {they} had left up the wash, {hero} did not set one foot on the sand.|One glance at the soft floor told {hero} that the sand would keep a record of every step, like a notebook nobody could close. So {hero} did not set one foot on it.} {They} stepped from flat rock to flat rock, balancing like a tightrope walker, all the way to the very back of the hollow, and slid behind a fallen boulder without leaving a single print.
    "...nineteen, twenty!" Grandma turned around and looked at the floor first, which was a professional move. But there was nothing to read. She checked behind every rock near the front, then every rock in the middle, muttering darkly about children who were too clever for their own good.
    {friend != "": {friend} searched too, with great energy and no luck at all.}
    {pal} knew exactly where {hero} was, naturally. It would have been easy to give the game away with a glance. Instead it only {wiggled()} and looked at the ceiling, the picture of innocence.
    At last Grandma threw up her hands. "I surrender! I formally surrender!"
    {hero} rose from behind the boulder like a magician's assistant. "Still the champion."
    "If Butch Cassidy had known you," said Grandma, sitting down on a rock to laugh properly, "he'd have hired you as his professor of hiding."
    {hero} looked around the cool hollow, at the shade and the high wall and the flat rocks across the sand that had kept every secret. A good hideout, {they} decided, needed exactly three things: shade, a wall at your back, and a friend who knew where you were and would never, ever say.
}
-> END

// ---------------------------------------------------------------- chapter 4: the lookout
=== end_lookout ===
# place: cassidy-arch
# ending: lookout
{band:
- "young":
    {spot == "arch": {hero} did not have to go anywhere. {They} scooted behind a little bush, far from the edge. From there {they} could peek down without being seen.}
    {spot == "narrows": Grandma looked up at the sky. It was still blue. "Let's hurry," she said. Out of the narrows they went, past the car, and up the zigzags.}
    {spot == "hollow": Out of the cool hollow they went. Up the zigzags they climbed, puff, puff, puff.}
    {spot != "arch": They followed the little stone piles over the bare rock. And there was Cassidy Arch, a giant orange curve of stone! "Not near the edge, please," Grandma said. They sat behind a bush, far back.}
    {friend != "": {friend} squeezed in too and whispered, "Are we lookouts now?"}
    {spot != "arch": Far below was the sandy wash. The car looked as small as a bean. A hiker in a white hat walked up the wash, as tiny as an ant. The hiker stopped. The hiker looked at the walls. The hiker never looked up.}
    {spot == "arch": This time {hero} did not watch for the eagle. {They} watched the wash, like a real lookout. A squirrel sat on a rock around the bend. Far away, the shadow of a cloud slid over the sand. Nobody down there could see it coming. Up here, {hero} could!}
    {start == "climb": It was just like on the zigzags, but even better!}
    {start == "wash": Down there, {hero} had left footprints. Up here, on the rock, there were none!}
    {start == "ranger": Past the wash, the giant wall went on and on, just like the ranger said.}
    "I know where I would hide," said {hero}. "Up here! I can see everybody, and nobody sees me. Did you ever hide up here, Grandma?"
    "Never!" said Grandma. "I came here when I was little, but it was not a national park yet. It became one in 1971. And I never once thought like an outlaw!" # fact: monument-1937-1971
    {saw_eagle: Down below, the golden eagle flew by again. {hero} watched it from above, like a lookout.|Down below, two ravens rolled over in the air. {hero} watched them from above, like a lookout.}
    {pal} {wiggled()}. "I would find you," it said. "Someday."
    {hero} smiled. Nobody knew where Butch Cassidy hid. But {hero} knew where {they} would hide!
- "middle":
    {spot == "arch": {hero} didn't need to go anywhere. {They} scooted back behind a scrubby pinyon, well away from the edge, where {they} could peek down into the wash without being seen. Through a gap in the branches, the whole canyon lay spread out like a map.}
    {spot == "narrows": Grandma checked the ribbon of sky, which was still blue, and said yes, if they walked briskly. They hurried back out of the narrows, past the car, and up the zigzags, puffing.}
    {spot == "hollow": They left the cool hollow behind and climbed. Up the zigzags they went, Grandma at her steady tortoise pace, {hero} waiting at every corner.}
    {spot != "arch" and saw_cairns: They followed the cairns across the slickrock again, one small stone pile at a time.}
    {spot != "arch" and not saw_cairns: Above the last corner, little piles of stacked stones called cairns marked the way across the bare rock, and they followed them one by one.}
    {spot != "arch": At last Cassidy Arch appeared across a gap in the rock, a great orange curve with the canyon framed inside it. "Not one step nearer the edge," said Grandma, and they settled behind a twisted pinyon, well back from the drop.}
    {friend != "": {friend} squeezed in beside {hero}, chin on both fists, playing lookout too.}
    {spot != "arch": Down there lay Grand Wash, a pale, twisting ribbon of sand between red walls. The car was the size of a bean. A hiker in a white hat was walking up the wash, no bigger than an ant. The hiker stopped for a drink, looked at the walls, and walked on. Not once did the hiker look up.}
    {spot == "arch": Down there lay Grand Wash, the same pale ribbon {hero} had looked at through the arch. But this time {they} {were} not waiting for a bird. {They} {were} keeping watch, the way an outlaw's lookout would have: the near bend, then the far one, then the sky.}
    {start == "climb": It was exactly what {hero} had felt on the switchbacks that morning, only much bigger.}
    {start == "wash": Down there, {hero} had left a trail of footprints for anyone to follow. Up here, on bare rock, {they} left none at all.}
    {start == "ranger": And beyond the wash, the great wall Ranger Abeyta had talked about ran on and on, red cliffs and white domes, as far as {hero} could see.}
    {hero} and Grandma took turns spotting things {spot == "arch": that nobody down there could see|the hiker couldn't see}. A rock squirrel sunning itself on a boulder just around the next bend. A raven's shadow sliding along the sand. And far off to the west, the shadow of a cloud creeping across the canyon floor, long before it would reach anybody down there.
    "A good lookout sees the weather coming too," said Grandma. "Remember that one."
    "I know where I'd hide," {hero} said. "Up here. You could see anyone coming for miles, and they'd never even think to look." {They} glanced at Grandma. "Did you ever come up here when you were my age?"
    Grandma nodded slowly. "The first time I climbed this trail, I was about your age, and this wasn't even a national park. It had been a national monument since 1937, and it only became a national park in 1971. I've been coming here most of my life, and I never once thought about it like an outlaw." # fact: monument-1937-1971
    "Now you'll never find me again," said {hero}.
    {saw_eagle: Far below, the golden eagle drifted along the cliff once more, and {hero} watched it from above, the way a lookout would.|Far below, two ravens tumbled over and over above the wash, and {hero} watched them from above, the way a lookout would.}
    {pal} {wiggled()}. "For the record," it said, "I would have found you. Eventually. Probably."
    {hero} grinned. Maybe nobody would ever know where Butch Cassidy really hid. But {hero} knew exactly where {they} would have.
- else:
    {spot == "arch": {hero} didn't need to go anywhere at all. {They} shuffled backward on the seat of {their} shorts until {they} {were} tucked behind a scrubby pinyon, well away from the edge, where {they} could peek down into the wash through a gap in the branches without being seen by anyone. The needles smelled of warm sap, and through them the whole canyon lay spread out like a map someone had unrolled just for {them}.}
    {spot == "narrows": Grandma squinted up at the ribbon of sky, which was still blue, and said yes, if they walked like they meant it. They hurried back out of the narrows, past the car, and up the zigzags, and by the fourth corner Grandma had stopped talking in order to save her breath for breathing.}
    {spot == "hollow": They left the cool of the hollow with some regret and climbed. Up the zigzags they went, Grandma at her steady tortoise pace and {hero} bouncing ahead and waiting at every corner with the patience of someone who had plenty of energy to spare.}
    {spot != "arch" and saw_cairns: They followed the cairns across the slickrock again, one small stone pile after another, and {hero} found that the second time, {they} could spot each one before Grandma did.}
    {spot != "arch" and not saw_cairns: Above the last corner, small stacked stones called cairns marked the way across the bare rock. "Follow them," said Grandma, "and never knock one down," and they went from pile to pile like a trail of breadcrumbs.}
    {spot != "arch": At last, around a shoulder of sandstone, Cassidy Arch appeared across its gap, a heavy orange curve with the whole canyon framed inside it. "Not one step nearer the edge," said Grandma firmly, and they settled behind a twisted pinyon, a sensible distance back from the drop.}
    {friend != "": {friend} wriggled in beside {hero}, chin on both fists, and claimed the job of official lookout for the left half of the canyon.}
    {spot != "arch": Down there lay Grand Wash, a pale ribbon of sand twisting between red walls. Grandma's car was a bean. A hiker in a white hat was making their way up the wash, no bigger than an ant carrying a crumb. {hero} watched. The hiker stopped for a drink. The hiker admired the walls on the left and then the walls on the right. The hiker walked on. Not once, in all that time, did the hiker look up.}
    {spot == "arch": Down there lay Grand Wash, the same pale ribbon {hero} had gazed at through the arch, but this time {they} {were} not waiting for a bird to come back. {They} {were} keeping watch the way an outlaw's lookout would have: the near bend, then the far one, then the sky. It felt different at once, like the difference between looking at a map and reading one.}
    {start == "climb": It was the feeling from the switchbacks that morning, only bigger, so much bigger that {hero} almost laughed out loud.}
    {start == "wash": Down there, {hero} had left a trail of footprints that anyone could have followed with their eyes shut. Up here, on bare rock, {they} left nothing at all. The stone kept every secret.}
    {start == "ranger": And beyond the wash, the great wall Ranger Abeyta had described ran on and on, red cliffs crowned with white domes, fold after fold, until it blurred into the haze. From up here, it didn't look like a wall. It looked like a fortress.}
    {hero} and Grandma started a game without either of them saying so: spotting things {spot == "arch": that nobody down there could see|the hiker couldn't see}. A rock squirrel sprawled on a sunny boulder just around the next bend, waiting to startle someone. A raven's shadow rippling along the sand. And far off to the west, the shadow of a single cloud sliding across the canyon floor, so slowly you only knew it was moving if you looked away and back again. It would be ages before it reached anyone down there. Up here, they could see it coming the whole way.
    "A proper lookout watches the sky as well as the trail," said Grandma. "People forget that part. Outlaws who forgot it got wet, or worse."
    "I know where I'd hide," {hero} said quietly. "Right here. You could see anyone coming for miles. And they'd never even think to look, because who looks up?" {They} glanced sideways. "Did you ever come up here when you were a kid?"
    Grandma was quiet for a moment. "The first time, I was about your age," she said. "Back then this place was only a national monument, the way it had been since 1937. It didn't become a national park until 1971. I've been coming here most of my life, and I have never once looked at it the way an outlaw would. You've ruined me, you know. I'll never find you again." # fact: monument-1937-1971
    {saw_eagle: Far below, the golden eagle came gliding back along the cliff, and this time {hero} watched it the way a lookout would: from above, unseen, knowing exactly where it was going long before it got there.|Far below, two ravens tumbled over and over in the air above the wash, and {hero} watched them the way a lookout would: from above, unseen, seeing every twist before it happened.}
    {pal} {wiggled()}. "For the record," it said, "I would have found you. Eventually. Possibly by next week."
    {hero} grinned and didn't answer. Maybe nobody would ever know where Butch Cassidy had really hidden. Maybe that was the whole point of him. But sitting there behind the pinyon, with the canyon spread out below like a map only {they} could read, {hero} knew exactly where {they} would have.
}
-> END

// ---------------------------------------------------------------- chapter 4: the door in the wall
=== end_back_door ===
# place: grand-wash
# ending: door_in_the_wall
{band:
- "young":
    {spot == "narrows": They let the squirrel stay in its crack. Then they walked on, deeper into the narrows.}
    {spot == "arch": Down the zigzags they went. That was much faster than going up! Then they walked along the wash until the walls came close and the sky was a thin blue ribbon.}
    {spot == "hollow": The little ripples in the sand led out of the hollow. They followed them around one bend, then another. Soon the walls came close, and the sky was a thin blue ribbon.}
    The canyon turned and turned. {friend != "": {friend} counted the bends out loud.} Then a cool wind blew on {hero}'s face. It came from up ahead.
    "Where does the wind come from?" asked {hero}.
    {spot == "narrows": "From the other side," said Grandma. "Through your secret door!"|"From the other side of the big wall," said Grandma. "This canyon goes all the way through it."}
    Far ahead, the walls opened up, and sunlight poured in.
    {spot == "narrows": They walked all the way to the end. {hero} stepped out into the sun and looked. There was a road, and a river, and a row of tall green trees. They were on the other side of the big wall!}
    {spot != "narrows": "It's a door," whispered {hero}. "A door right through the wall!"}
    {start == "climb": From the zigzags, it looked like a dark crack. Down here, it was a hallway!}
    {start == "wash": {hero} thought of the log up on the wall. Water made this door, one flood at a time.}
    {start == "ranger" and spot != "narrows": A long, long wall has only a few ways through. {hero} had said so to the ranger. And here was one!}
    "Butch did not need a hole to hide in," said {hero}. "He just needed to know where the doors were."
    {pal} {sniffed()}. {spot == "narrows": "Those trees smell like water," it said.|"There are trees out there," it said.}
    Grandma looked at her watch. "Lunch soon," she said. "Time to turn back, like the ranger said."
    On the way back, {hero} touched the cool wall. It felt like the edge of a secret door.
- "middle":
    {spot == "narrows": They left the squirrel to its crack and walked on, deeper into the narrows. It watched them go with its bright black eyes, and as they rounded the bend, it ducked back into the rock.}
    {spot == "arch": Going down the zigzags was much quicker than coming up. At the bottom they walked past the car and on along the wash, until the walls began to close in and the sky shrank to a blue ribbon.}
    {spot == "hollow": The ripples in the sand led out of the hollow and on down the wash. They followed them around one bend, then another, until the walls began to close in and the sky shrank to a blue ribbon.}
    The walls twisted and turned. {hero} walked in front, with {pal} right beside {them}. {friend != "": {friend} came right behind, counting bends out loud and losing track at eleven.} Then a cool breeze blew into their faces, coming from somewhere ahead.
    "Where's the wind coming from?" asked {hero}.
    {spot == "narrows": "From the other side," said Grandma. "Through your door."|"From the other side of the reef," said Grandma. "This wash cuts right through the cliffs, all the way to the river road."}
    Around the next bend, the walls stepped back a little. Far ahead, sunlight was pouring into the canyon where it opened up again.
    {spot == "narrows": They kept going until the walls let go of them altogether. {hero} stepped out into the sunshine at the far mouth of the wash and looked. There was the river road, and beyond it a line of tall cottonwoods along the Fremont River, their leaves flickering green and silver. They had walked right through the reef.}
    {spot != "narrows": "A door," {hero} whispered. "A door right through the wall."}
    {spot == "narrows": A raven came flying out of the narrows behind them, low over their heads, and on across the road toward the river.|High above them, a raven flew along the ribbon of sky, following every twist of the canyon, on its way through the reef.} "Even the ravens use your door," said Grandma.
    {start == "climb": From high on the switchbacks, this had looked like nothing but a dark crack. Down here, it was a hallway straight through the cliffs.}
    {start == "wash": {hero} thought of the log jammed high on the wall. Water had carved this doorway, one flood at a time.}
    {start == "ranger" and spot != "narrows": A wall nearly a hundred miles long can only have a few ways through. {hero} had worked that out with the ranger that morning, and now {they} {were} standing in one of them.}
    {hero} could picture it now. A rider galloping into the wash on one side, and a posse arriving later, staring at the cliffs and scratching their heads. By the time they worked it out, the rider would be long gone. And if the sheriff did find the door, the twisting walls meant he could never see more than a few steps ahead.
    "He didn't need a hiding hole," {hero} said. "He just needed to know where the doors were."
    "And keep them to himself," said Grandma.
    {pal} {sniffed()}. {spot == "narrows": "Those trees have their feet in water," it reported. "I can smell it."|"There are trees out there," it reported. "Green ones."}
    Grandma looked at her watch and then at the ribbon of sky. "It's nearly lunchtime," she said. "Ranger's rule. Time to turn back."
    They walked back through the narrows the way they had come. {hero} let {their} hand brush the cool stone as they went, the way you might touch the frame of a secret door.
- else:
    {spot == "narrows": They left the squirrel in peace in its crack, which it seemed to appreciate, and walked on, deeper into the narrows.}
    {spot == "arch": Going down the zigzags was much quicker than coming up, though Grandma's knees had opinions about it. At the bottom they walked past the car and kept going along the wash, until the walls began to lean in and the sky shrank to a wiggly blue ribbon.}
    {spot == "hollow": The ripples in the sand led out of the hollow and on down the wash, like a trail somebody had left on purpose. They followed them around one bend, then another, until the walls began to lean in and the sky shrank to a wiggly blue ribbon.}
    The walls twisted and turned, and the shadows between them were cool and blue. {hero} walked in front, with {pal} right at {their} side. {friend != "": {friend} brought up the rear, counting the bends in a whisper and giving up somewhere after eleven.} Then, out of nowhere, a breeze came flowing down the canyon and into their faces, fresh and cool and smelling faintly of something that wasn't rock.
    "Where's that wind coming from?" {hero} asked.
    {spot == "narrows": "From the other side," said Grandma. "Through your door."|"From the other side of the reef," said Grandma. "This wash cuts clean through the cliffs. Keep going and you'd come out at the river road."}
    Around the next bend, the walls stepped back. Far ahead, sunlight was pouring into the canyon where it opened up again, so bright after the shadows that {hero} had to squint.
    {spot == "narrows": They kept walking until the walls let go of them altogether, and {hero} stepped out of the shade into full, dazzling sun at the far mouth of the wash. There was the river road, a gray stripe. Beyond it, a line of tall cottonwoods followed the Fremont River, their leaves turning and flashing green and silver in the breeze, and behind them rose more red cliffs, the far side of the same great wall. They had walked clean through the reef, in one morning, on foot.}
    {spot != "narrows": "A door," {hero} whispered. "A real door, right through the wall."}
    {spot == "narrows": As if to prove it, a raven came flying out of the narrows behind them, low enough that they heard its wings creak, and sailed on across the road toward the river as if it had a ticket.|As if to prove it, a raven came flying down the ribbon of sky overhead, tilting to follow every twist of the canyon, riding the passage through the reef as if it had a ticket.} "Even the ravens use your door," said Grandma. "They've probably known about it for a long time."
    {start == "climb": From high on the switchbacks that morning, this had looked like nothing at all, a dark crack in the cliffs. Down here it was a hallway, cool and secret, leading straight through a mountain of stone.}
    {start == "wash": {hero} thought of the silver log jammed high on the wall. The same water that had put it there had carved this whole passage, one wild storm at a time, over longer than anyone could count.}
    {start == "ranger" and spot != "narrows": A wall nearly a hundred miles long, with only a few ways through: {hero} had worked that out with the ranger that morning. And here {hero} was, standing right in the middle of one of them, feeling the other side's wind on {their} face.}
    {hero} could see it now, clear as a movie. A rider galloping into the wash on this side of the reef. A posse thundering up an hour later, reining in their horses, staring at the cliffs. Scratching their heads. Arguing. And by the time they worked it out, the rider long gone, out the far side and away. Even if the posse did find the door, the twisting walls meant they could never see more than a few steps ahead. Every bend would be a place where someone might be waiting, and they would have to ride slower and slower, and the rider would be getting farther and farther away.
    "He didn't need a hiding hole at all," {hero} said. "He just needed to know where the doors were."
    "And to keep them to himself," said Grandma.
    {pal} {sniffed()}. {spot == "narrows": "Those trees are standing in water," it reported. "I can smell it from here. I approve of this door."|"There are trees out there," it reported. "Green ones. I approve of this door."}
    Grandma looked at her watch, and then up at the ribbon of sky, and {hero} knew what she was going to say before she said it. "Nearly lunchtime. The ranger's rule. We turn back here."
    {spot == "narrows": {hero} took one last long look at the far side of the wall, the side the sheriff would never have known how to reach. Then {they} turned.|{hero} felt a tug of wanting to walk all the way through, just to stand on the far side of the wall. But {they} turned.} They walked back through the narrows the way they had come, and the whole way, {hero} let {their} fingertips brush the cool stone, the way you might touch the frame of a secret door you had promised not to tell anyone about.
}
-> END

// ---------------------------------------------------------------- chapter 4: the storm (the cost of waiting)
=== end_storm ===
# place: grand-wash
# ending: storm_over_the_reef
{band:
- "young":
    {spot == "narrows": They sat on a rock and waited. The squirrel took its time. It cleaned its whiskers. It ate a seed. At last it ran up the wall and was gone. But now the thin ribbon of sky was gray, not blue.}
    {spot == "arch": They waited under the little pine for the eagle. It did not come back. Instead, big clouds grew over the mountains. They were white on top and dark underneath.}
    {spot == "hollow": One more game turned into three more. The hollow was so cool that nobody wanted to leave. Then it got darker and darker outside.}
    Rumble, rumble. Thunder! {pal} {hid()}.
    {friend != "": {friend} grabbed {hero}'s hand.}
    {spot == "arch": "Down," said Grandma. "Right now! High rock is no place to be in a storm." They hurried down the zigzags, careful and quick.|"Out," said Grandma. "Right now! A wash is no place to be in a storm." They hurried back to the car.}
    Ranger Abeyta was by the cars, waving people out of the canyon. "Good timing!" she called.
    Grandma drove to a high, safe spot on the road. Then the rain came. Drum, drum, drum on the roof!
    Then, all along the cliffs, waterfalls began to pour down. They were red and brown with mud.
    {spot == "narrows": "We never got to go through the door," said {hero}. "We waited too long."}
    {spot == "arch": "We were up high, but we watched for the eagle, not the sky," said {hero}. "We waited too long."}
    {spot == "hollow": "We never found the real hiding place," said {hero}. "We stayed too long."}
    "Yes, we did," said Grandma. "But you found out something else."
    {start == "climb" and spot != "arch": "A lookout up high would see the clouds coming," {hero} said.}
    {start == "climb" and spot == "arch": "A lookout has to watch the sky too," {hero} said.}
    {start == "wash": "Now I know how the log got up on the wall," {hero} said.}
    {start == "ranger": "The big wall can stop a sheriff," {hero} said. "But it can't stop the rain."}
    "Even outlaws had to come out when it stormed," said Grandma. "The best hiders know when to come out."
    {pal} {wiggled()}. "I was not scared," it said. "I was just being small."
    {hero} laughed. Next time they would keep one eye on the sky. And they would leave the waiting to the ravens.
- "middle":
    {spot == "narrows": They sat on a rock and waited. The squirrel took its time. It cleaned its whiskers. It nibbled a seed. It looked at them for a long, long while. At last it shot up the wall and was gone, and only then did {hero} notice that the ribbon of sky overhead had turned from blue to gray.}
    {spot == "arch": They waited under the pinyon pine for the eagle to come back. It didn't. Instead, over the mountains to the west, clouds began to pile up, tall and white on top and dark underneath, and they were moving closer.}
    {spot == "hollow": One more game turned into three more. It was so cool and comfortable in the hollow that nobody wanted to leave. Between rounds, {hero} drew maps in the sand, and {pal} practiced hiding in the shadows. Nobody noticed the light changing outside until the hollow went dim.}
    Then a low grumble rolled across the cliffs, long and deep. Thunder. {pal} {hid()}.
    {friend != "": {friend} grabbed {hero}'s sleeve and held on.}
    {spot == "arch": "Down," said Grandma. "Right now. High, bare rock is the worst place to be in a thunderstorm." They hurried back along the cairns and down the zigzags, as fast as was safe.|"Out," said Grandma. "Right now. A wash is the worst place to be when a storm comes." They hurried back up the wash toward the car, not running, but close.}
    At the trailhead, Ranger Abeyta was waving the last hikers out. "Good timing," she called. "Drive out to the main road, and pull over somewhere high. You'll want to see this."
    Grandma drove out of the wash and stopped on a high, safe stretch of road. The rain arrived all at once, drumming on the roof. And then, all along the cliffs, thin waterfalls began to spill over the rim, red-brown with mud, where a minute before there had only been dry rock.
    {hero} pressed {their} nose to the window. Part of {them} was amazed. The other part felt flat and heavy.
    {spot == "narrows": "We never got to walk through the door," {they} said. "We waited too long."}
    {spot == "arch": "The eagle never came back," {they} said. "And we had to run away from the best lookout in the whole canyon. We waited too long."}
    {spot == "hollow": "We never found the real hiding place," {they} said. "We stayed too long."}
    "We did," said Grandma gently. "But look what you found out instead."
    {start == "climb" and spot != "arch": {hero} thought of the switchbacks. "A lookout up there would have seen those clouds coming an hour ago," {they} said slowly.}
    {start == "climb" and spot == "arch": {hero} thought of the arch. "We were the lookouts," {they} said slowly. "We just forgot to look at the sky."}
    {start == "wash": {hero} watched the muddy water pour off the cliffs. "Now I know how the log got up on the wall," {they} said quietly.}
    {start == "ranger": {hero} watched water pour down the great wall. "The reef can stop a sheriff," {they} said. "But it can't stop the rain."}
    "Even Butch Cassidy had to come out of the canyon when the sky went dark," said Grandma. "The best hiders know when to stop hiding."
    Safe and dry in the car, {pal} {wiggled()}. "I'd like it known," it said, "that I was not scared. I was being very small on purpose."
    {hero} laughed, leaned back, and watched the reef turn into a wall of waterfalls. Next time, {they} decided, they would keep one eye on the sky, and leave the waiting to the ravens.
- else:
    {spot == "narrows": They sat down on a rock to wait. The squirrel, it turned out, had nowhere to be. It cleaned its whiskers with tremendous care. It nibbled a seed, turned it around, and nibbled the other side. It stared at them for so long that {hero} began to wonder who was watching whom. At last it shot up the wall like a thrown ball and was gone, and only then did {hero} look up and see that the ribbon of sky had changed from blue to the flat gray of a dirty nickel.}
    {spot == "arch": They waited in the thin shade of the pinyon pine for the eagle to come back. It didn't. The ravens didn't either. Instead, over the mountains to the west, the clouds that had been politely stacking up all morning turned tall and white on top and dark as a bruise underneath, and began, very steadily, to move closer.}
    {spot == "hollow": One more game turned into three more, and then into a tournament with rules that got longer every round. It was so cool and comfortable in the hollow that nobody wanted to leave. Between rounds, {hero} drew maps in the sand with a stick, full of secret doors and made-up canyons, and {pal} practiced hiding in the shadows and demanded to be judged on it. Nobody noticed the light outside changing until the whole hollow had gone dim and blue.}
    Then a low grumble rolled across the cliffs, long and deep, the sound of something very large clearing its throat. Thunder. {pal} {hid()}.
    {friend != "": {friend} grabbed {hero}'s sleeve and did not let go of it again until they reached the car.}
    {spot == "arch": "Down," said Grandma, already on her feet. "Right now. High, bare rock is the worst place in the world to be in a thunderstorm." They went back along the cairns and down the zigzags as fast as was safe and not one bit faster, Grandma's hand firm on {hero}'s shoulder the whole way.|"Out," said Grandma, already on her feet. "Right now. A wash is the worst place in the world to be when a storm comes." They walked back up the wash toward the car, fast, not quite running, and {hero} kept looking at the sand as if it might start moving.}
    At the trailhead, Ranger Abeyta was standing by her truck, waving the last hikers out of the canyon. "Good timing," she called. "Drive out to the main road and pull over somewhere high. Trust me, you'll want to see this."
    Grandma drove out of the wash and stopped on a high, safe stretch of road. The rain arrived all at once, hammering on the roof so loudly they had to shout. And then, all along the cliffs, something happened that {hero} would not have believed if someone had told {them}. Thin waterfalls began to spill over the rim, dozens of them, red-brown with mud, pouring down rock that had been bone-dry a minute before.
    {hero} pressed {their} nose against the cold window. Part of {them} was amazed. The other part felt flat and heavy, like a balloon the day after a party.
    {spot == "narrows": "We never got to walk through the door," {they} said. "We were right there. And we waited too long."}
    {spot == "arch": "The eagle never came back," {they} said. "We had the best lookout spot in the whole canyon, and we used it to watch for a bird instead of the sky."}
    {spot == "hollow": "We never found the real hiding place," {they} said. "We got comfortable, and we stayed too long."}
    "We did," said Grandma gently. "And that's a real thing to be sorry about. But look what you found out instead."
    {start == "climb" and spot != "arch": {hero} thought about the corner on the switchbacks, and the whole canyon spread out below. "A lookout up there would have seen those clouds coming an hour ago," {they} said slowly. "That's the other reason to be up high."}
    {start == "climb" and spot == "arch": {hero} thought about the corner on the switchbacks, where being up high had felt like a superpower. "Being up high only works if you look in every direction," {they} said slowly. "Including up."}
    {start == "wash": {hero} watched the muddy water pour off the cliffs and thought about the silver log. "Now I know how it got up there," {they} said quietly. "And I never want to meet the water that did it."}
    {start == "ranger": {hero} watched water sheeting down the great wall the ranger had described, a hundred miles of it, all pouring at once. "The reef can stop a sheriff," {they} said. "But it can't stop the rain."}
    "Even Butch Cassidy had to come out of the canyons when the sky went dark," said Grandma. "Whatever else he knew, he knew that. The best hiders know when to stop hiding."
    Once it was quite sure that the storm was outside and it was inside, {pal} {wiggled()}. "I would like it entered in the record," it said, "that I was not scared. I was being extremely small on purpose."
    {hero} laughed in spite of {themself}, and leaned back, and watched the reef turn into a wall of waterfalls. Next time, {they} decided, they would keep one eye on the sky{spot == "hollow":, even in the middle of the best game in the world,} and leave the waiting to the ravens.
}
-> END
