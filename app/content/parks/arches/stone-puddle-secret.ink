# title: The Secret of the Stone Puddles
# month: 9
INCLUDE shared/story.ink

// Chapter 2: how they started the hunt, "slot", "raven" or "hint".
VAR start = ""
// Chapter 3: where the group went next, "gap", "arch" or "ledge".
VAR spot = ""
// Clues to the shrimp's secret.
VAR found_eggs = false
VAR saw_raven = false
VAR saw_wind = false
VAR heard_hint = false
VAR saw_pouch = false

-> furnace_start

=== furnace_start ===
# place: fiery-furnace
{band:
- "young":
    The sun was still low over the fins. Dad and {hero} stood at the start of the Fiery Furnace hike.
    Tall red rock walls stood close together. They made a giant maze.
    {friend != "": {friend} was there too, hopping from foot to foot.}
    Ranger Castillo had a wide hat and a big smile. "It's a maze in there," she said. "So stay with me. If you can't see me, stop and call out."
    "These red walls are sandstone," said the ranger. "Most of the big arches here are made of red sandstone too." # fact: famous-carved-reddish
    "I love mazes," whispered {pal}.
    They walked in. The walls went up and up. It was cool and quiet. A raven sat on top of the rock and watched them.
    The ranger stopped by a bowl in the rock. It was full of rainwater. "This is a pothole," she said. "Look, but don't touch."
    {hero} looked. Something moved. Tiny shrimp! They were as small as rice, and they swam upside down!
    "After rain, tiny shrimp hatch in puddles on the rock," said the ranger. # fact: rain-tiny-shrimp
    {hero} saw a dark ring on the rock, above the water. The water was drying up.
    "What happens to the shrimp when the water is gone?" asked {hero}.
    The ranger smiled. "They have a secret," she said. "Find it before we get out of the maze. Then you can tell everyone!"
    The sun climbed higher. The tiny shrimp kept swimming.
- "middle":
    The sun was still low over the fins when Dad and {hero} joined the group at the start of the Fiery Furnace hike. It was September, and the morning air was cool, but the stone was already warming up. Ahead of them rose a tangle of tall red sandstone walls, packed so close together that they looked like the pages of a giant book standing on end.
    {friend != "": {friend} had come along too, and could hardly stand still.}
    Ranger Castillo had a wide hat, a big water bottle and a voice that carried. "Welcome to the Fiery Furnace," she said. "It's a maze in there. Gaps, ledges, dead ends. So here's my one big rule: stay with the group. If you can't see me, stop where you are and call out." She patted the red wall beside her. "And this is Entrada Sandstone, the same reddish rock most of the park's famous arches are carved from." # fact: famous-carved-reddish
    {pal} {sniffed()} and peered into the shadows. "A maze," it whispered to {hero}. "I love mazes. Mazes do not always love me back."
    They followed her in. Within a few steps, the walls closed around them, and the noise of the world went quiet. Sand whispered under their boots. High on top of a fin, a raven sat watching them with its head tipped to one side.
    "We had a big storm two nights ago," said the ranger, stopping beside a bowl-shaped hollow in the rock. It was full of rainwater, as clear as glass. "This is a pothole. Take a close look, but don't touch the water."
    {hero} knelt at the edge. At first {they} saw nothing. Then something moved. Then something else. Tiny see-through creatures, no bigger than grains of rice, were swimming upside down, their little legs waving like fringe.
    "Shrimp!" {hero} gasped. "In the desert?"
    "After a rain, tiny shrimp and tadpoles hatch in the potholes and grow fast," said Ranger Castillo. # fact: rain-tiny-shrimp
    {hero} looked at the rock around the little pool. Just above the water was a darker ring, like the line in a bathtub. The water had been higher yesterday. It was shrinking.
    "What happens to them when it dries up?" {hero} asked.
    The ranger smiled a slow smile. "That," she said, "is the best question I've heard all week. These shrimp have a secret. Work it out before we come out of the maze, and you can tell the whole group."
    {hero} looked down at the tiny swimmers, and then up at the strip of blue sky between the walls, where the sun was climbing higher every minute.
- else:
    The sun was still low over the fins, laying long blue shadows between them, when Dad and {hero} joined the group at the start of the Fiery Furnace hike. It was September, which meant the morning was cool enough for a sweatshirt and the afternoon would be hot enough to regret it. Ahead of them rose a tangle of tall red sandstone walls, crowded so close together that they looked like the pages of an enormous book that someone had stood on its end and forgotten to close.
    {friend != "": {friend} had come along too, and was already trying to see around the first corner.}
    Ranger Castillo had a wide hat, a water bottle the size of a fire extinguisher, and the kind of voice that could reach the back of a crowd without shouting. "Welcome to the Fiery Furnace," she said. "It's a maze in there: narrow gaps, high ledges, passages that lead nowhere. So I have one rule, and it's a big one. Stay with the group. If you ever can't see me, stop right where you are and call out." She rapped her knuckles on the red wall beside her. "This is Entrada Sandstone, by the way, the same reddish rock that most of the park's famous arches are carved from. Think of these walls as arches that haven't happened yet." # fact: famous-carved-reddish
    At the dark gap between the first two fins, {pal} {sniffed()}. "A maze," it murmured to {hero}. "I have a complicated relationship with mazes."
    They followed her in. Within a dozen steps the walls had closed around them and the sounds of the parking lot simply switched off, like a radio. Sand hissed softly under their boots. High on top of a fin, a raven perched against the sky, watching the line of hikers with its head tipped, the way a teacher watches a class that has not yet done anything wrong.
    "We had a big thunderstorm two nights ago," said the ranger, stopping beside a bowl-shaped hollow in the rock. It brimmed with rainwater, as clear as a window. "This is a pothole. Have a close look. Just don't touch the water."
    {hero} knelt at the rim. For a moment there was nothing to see but rock and sky reflected. Then something twitched. Then something else. Tiny see-through creatures, no bigger than grains of rice, were swimming upside down, their feathery legs rippling like the fringe on a scarf.
    "Those are shrimp," {hero} said, not quite believing it. "Actual shrimp. In the desert."
    "After a rain, tiny shrimp and tadpoles hatch in the potholes and grow fast," said Ranger Castillo. "Two days ago, this was a dry dent in the rock." # fact: rain-tiny-shrimp
    Then {hero} noticed the ring. Just above the waterline, the rock was stained darker, like the line left in a bathtub. Yesterday the water had been higher. The pool was shrinking, and the sun was only getting started.
    "What happens to them when it dries up?" {hero} asked, and {their} voice came out smaller than {they} meant it to.
    The ranger looked at {them} for a long moment, and a slow smile spread across her face. "That," she said, "is the best question anyone has asked me all week. These shrimp have a secret. Work it out before we come out the other side of the maze, and you can explain it to the whole group."
    {hero} looked down at the tiny swimmers, waving their legs as if nothing in the world could go wrong, and then up at the thin strip of sky between the walls, where the sun was climbing, steady and bright and in no hurry to help.
}
* [Squeeze through the next slot right behind the ranger # act: go] -> narrow_slot
* [Look up at the raven watching from the top of the fin # act: look] -> raven_watch
* [Ask the ranger for a hint # act: ask] -> ranger_hint

// ---------------------------------------------------------------- chapter 2: the narrow slot
=== narrow_slot ===
# place: fiery-furnace
~ start = "slot"
{band:
- "young":
    The next path was very narrow. The ranger turned sideways to fit. "Breathe in!" she called.
    {hero} went right behind her. {They} squeezed through sideways, like a crab.
    {kind == "bear": {pal} got stuck in the middle. "I'm not stuck," it said. "I'm resting." Dad gave a little push. Pop!|{flies(): {pal} flew right over the top of the rock and waited on the other side.|{pal} slipped through easily and waited on the other side.}}
    Dad came next. "Oof!" he said.
    Then the walls opened up. There was a sunny bowl of rock, with another pothole. But this pothole was dry!
    Its bottom was flat, cracked mud. The pieces curled up at the edges, like an old puzzle.
    "That one is shallow, and it sits in full sun," said the ranger. "It dried out in a day." Then she went back for the others.
    {hero} knelt down at the edge. {They} did not step in. In the dust were tiny specks, smaller than sand. Lots and lots of them.
- "middle":
    The next passage was so narrow that Ranger Castillo had to turn sideways to fit. "Breathe in," she called back. "Backpacks in front of you." {hero} went right behind her, shuffling through sideways like a crab, with cool rock pressing on both sides.
    {kind == "bear": {pal} got stuck halfway. "I am not stuck," it announced. "I am resting." Dad gave it a gentle push, and it popped out the other side.|{flies(): {pal} didn't bother with the slot at all. It flew up over the top of the fin and waited on the far side, looking pleased with itself.|{pal} wriggled through easily and waited on the far side, looking pleased with itself.}}
    Dad came through next, holding his breath and his water bottle over his head. "Either I used to be thinner," he said, "or this rock used to be wider."
    Then the walls opened into a little sunny bowl of rock. In the middle was another pothole. But this one was dry. Its bottom was covered in flat, cracked mud, curled up at the edges like the pieces of an old jigsaw puzzle.
    "That one's shallow, and it sits in full sun all day," said Ranger Castillo. "It dried out in a day." Then she ducked back into the slot to help the others through.
    {hero} knelt at the rim, careful not to step in. The dust between the curls of mud was full of tiny specks, smaller than grains of sand. Round ones. Hundreds of them.
- else:
    The next passage was so narrow that Ranger Castillo had to turn sideways to fit, and even then her hat brushed the rock. "Breathe in," she called back cheerfully. "Backpacks in front of you. Think thin thoughts." {hero} went right behind her, shuffling through sideways like a crab, with cool stone pressing against {their} chest and back, and a stripe of sky so far overhead that it looked like a crack in a ceiling.
    {kind == "bear": Halfway through, {pal} came to a sudden halt. "I am not stuck," it announced to nobody in particular. "I am resting, in an extremely narrow place, by choice." Dad planted a hand on its rump and pushed, and it popped out of the far end like a cork.|{flies(): {pal} took one look at the slot and declined. It flapped up over the top of the fin instead and was waiting on the far side when {hero} came out, looking unbearably pleased with itself.|{pal} slipped through without touching either wall and was waiting on the far side when {hero} came out, looking unbearably pleased with itself.}}
    Dad came through next, holding his breath and his water bottle above his head like a torch, and emerged with red dust down the whole front of his shirt. "Either I used to be thinner," he announced, "or this rock used to be wider. I refuse to believe it's me."
    The walls opened into a small, sunny bowl of rock, and in the middle of it was another pothole. But this one was dry. Its floor was covered in a crust of flat, cracked mud, each piece curled up at the edges like a potato chip, or the pieces of a jigsaw puzzle left out in the sun for a hundred years.
    "Shallow, and in full sun from morning to night," said Ranger Castillo, who had seen where {hero} was looking. "Two nights ago that one was brimming. It dried out in a single day." Then she ducked back into the slot to help the others through.
    {hero} knelt at the rim, careful to keep {their} boots on the bare rock. Between the curls of mud, the dust was full of tiny specks, smaller than grains of sand and much rounder. Not a few of them. Hundreds. Maybe thousands, scattered through the dust like pepper.
}
{end_now: -> slot_close}
~ found_eggs = true
{band:
- "young":
    Soon the ranger came back. She gave {hero} a little magnifying glass. "Look," she said. "But don't touch. And never step in a pothole, even a dry one."
    {hero} looked. The specks were tiny round balls.
    "Are they eggs?" whispered {hero}.
    The ranger did not say yes. She did not say no. She just winked.
    Then she called to everyone. "We can go three ways now," she said. "A gap you cross with your hands and feet. A hidden arch. Or a high ledge, with a big view." She smiled at {hero}. "You're at the front. You choose!"
- "middle":
    When the whole group was through, the ranger crouched beside {hero}. She pulled a small magnifying glass from her pocket. "Look," she said, "but don't touch. And don't ever step in a pothole, even a dry one."
    Under the glass, the specks were tiny round balls, brown and perfect, like beads from a very small necklace.
    "Are those ... eggs?" {hero} whispered.
    Ranger Castillo didn't say yes. She didn't say no. She just raised her eyebrows and said, "Hold that thought."
    {pal} leaned so close to the pothole that {hero} had to pull it back by the scruff. "I was only looking," it said.
    Then the ranger stood up and spoke to the whole group. "From here, we can go three ways. There's the gap, where you cross with your hands on one wall and your feet on the other. There's a hidden arch, tucked away where most people never find it. Or there's the high ledge, with the best view in the whole maze." She looked at {hero}. "The front of the line gets to choose."
    The front of the line was {hero}.
- else:
    Once the last hiker was through, Ranger Castillo came back to where {hero} was kneeling and crouched down beside {them} without a word. She fished a small magnifying glass out of her shirt pocket and held it out. "Look all you like," she said quietly. "Don't touch. And don't ever step in a pothole, not even a dry one. Especially not a dry one."
    Under the glass, the specks turned into tiny round balls, brown and smooth and perfect, like beads from a necklace made for an ant.
    "Are those," {hero} said slowly, "eggs?"
    The ranger did not say yes. She did not say no. She raised her eyebrows about a quarter of an inch and said, "Hold that thought," in the tone of someone who very much wanted {them} to keep holding it.
    {pal} leaned so far over the rim that {hero} had to haul it back. "I was only looking," it protested. "With my whole face."
    Then the ranger straightened up and turned to the rest of the group, who were still dusting off their elbows. "From here we have three choices," she said. "There's the gap, where you cross with your hands on one wall and your feet on the other. There's a hidden arch, tucked away where most visitors never find it. Or there's the high ledge, which has the best view in the maze." Her eyes landed on {hero}. "And I always let the front of the line decide."
    The front of the line, {hero} realized, was {them}.
}
* [Go for the gap you cross with hands and feet # act: go] -> brace_gap
* [Look for the hidden arch # act: look] -> hidden_arch
* [Ask to climb up to the high ledge # act: ask] -> high_ledge

=== slot_close ===
# place: fiery-furnace
# ending: waiting_dust
{band:
- "young":
    When everyone was through, the ranger handed {hero} a little magnifying glass.
    The specks were tiny round balls.
    "Eggs!" said {hero}. "The shrimp lay eggs before the water dries up. And the eggs wait here in the dust!"
    "Until the next rain," said the ranger. "They can wait for years. You solved it!" # fact: pothole-eggs-wait
    Dad gave {hero} a big hug. {pal} stepped well back from the pothole, just to be safe.
    Some people from the group came to look. {hero} showed them the specks. "Don't step in," {they} told them. Everybody stepped around.
    "So the pothole is not empty," said {hero}. "It's waiting."
- "middle":
    When the last hiker was through, Ranger Castillo came and crouched beside {hero}. She handed {them} a small magnifying glass. Under it, the specks were tiny round balls, brown and perfect.
    "They're eggs," {hero} said suddenly. "Aren't they? The shrimp lay eggs before the water dries up. Then the shrimp are gone, but the eggs stay here in the dust. And when it rains again..."
    "They hatch," said Ranger Castillo. She looked impressed. "Those eggs can wait for years if they have to. You figured it out in the first half hour. That might be a record." # fact: pothole-eggs-wait
    Dad let out a long whistle. {pal} leaned over the pothole again, keeping its feet well back this time, and stared at the specks as if they might hatch any second.
    Two other kids from the group crowded in to see. {hero} showed them the specks through the magnifying glass and explained the whole thing again. It sounded even better the second time.
    {hero} looked at the dry pothole again. Before, it had looked empty, like a bowl somebody forgot to fill. Now it looked like a cupboard full of tiny packed lunches, just waiting for the rain.
    "That's why you never step in a dry one," said the ranger. "You'd be stepping on next year's shrimp."
    For the rest of the hike, {hero} walked around every single pothole, wet or dry, and told {pal} to do the same.
- else:
    When everyone was through, the ranger saw where {hero} was kneeling and handed {them} a small magnifying glass without a word. Under it, the specks turned into tiny round balls, brown and smooth and perfect, like beads from a necklace made for an ant.
    And all at once {hero} knew. It arrived the way the answer to a riddle does, all in one piece. "They're eggs," {they} said. "The shrimp lay eggs before the water dries. The grown-up shrimp don't make it, but the eggs stay here in the dust, and when it rains again, they hatch. That's the secret. The pothole isn't empty. It's waiting."
    Ranger Castillo sat back on her heels and looked at {hero} as if {they} had just pulled a rabbit out of her hat. "Those eggs can wait for years if they have to," she said. "Dry, baked, frozen, blown about. Then one good storm, and the whole thing starts again. I've been leading this hike all summer, and nobody has cracked it in the first half hour." # fact: pothole-eggs-wait
    Dad let out a low whistle. {pal} edged up to the rim, keeping every one of its feet on bare rock, and peered at the specks with deep respect, as though they were tiny sleeping relatives.
    Word spread down the line the way news does, and soon half the group was crouched around the dry pothole, taking turns with the magnifying glass while {hero} explained it all again. It sounded even better the second time.
    "That's the real reason for my rule," the ranger added. "Step in a dry pothole and you're stepping on next year's shrimp."
    {hero} looked at the cracked mud again. A minute ago it had seemed like the saddest thing in the maze. Now it looked like a cupboard stacked with thousands of tiny packed lunches, waiting patiently for somebody to ring the dinner bell. For the rest of the hike, {hero} walked around every pothole, wet or dry, as carefully as if each one were somebody's front door.
}
-> END

// ---------------------------------------------------------------- chapter 2: the raven
=== raven_watch ===
# place: fiery-furnace
~ start = "raven"
{band:
- "young":
    {hero} looked up at the raven. It looked down at {hero}.
    Then it spread its big black wings. Whoosh! It glided down and landed by another pothole, a bigger one.
    The raven dipped its beak in the water. It tipped its head back to drink. Gulp, gulp.
    Then it hopped right into the shallow end. Splish! When it hopped out, its feet were covered in mud.
    {flies(): {pal} wanted to fly down and say hello.|{pal} wanted to go and say hello.} "Let it drink in peace," said the ranger softly.
    The raven flapped up into the sky. Away it went, over the rocks, with its muddy feet.
- "middle":
    {hero} looked up at the raven. The raven looked down at {hero}, tipping its head the other way, like someone trying to make up their mind.
    Then it opened its big black wings and glided down, so close that {hero} heard the air whisper through its feathers. It landed at the edge of another pothole, a wide, shallow one a little farther along the trail.
    The raven dipped its beak in the water, then tipped its head back to swallow. It did this three times. Then it hopped right into the shallow end and stood there, cooling its feet. When it hopped out again, its toes were caked with wet mud.
    {flies(): {pal} rustled its feathers, ready to fly down and introduce itself.|{pal} edged forward, ready to go and introduce itself.} "Let's give it space to drink," said the ranger softly. "Water is precious out here, for everybody."
    The raven gave one hoarse croak and flapped up into the sky. It sailed away over the tops of the fins with its muddy feet tucked under it.
- else:
    {hero} looked up at the raven. The raven looked down at {hero}, and tilted its head the other way, with the air of a bird comparing notes.
    Then it opened its wings, which were much bigger than {hero} had expected, and dropped off the top of the fin. It glided down so close that {hero} could hear the air hissing through its feathers, and landed at the rim of another pothole farther along the passage, a wide, shallow one that shone like a spilled mirror.
    The raven drank the way ravens do, dipping its thick beak into the water and then tipping its head back to let the water run down its throat. It did this three times, unhurried. Then it hopped straight into the shallow end and stood there, cooling its feet with the air of someone at a spa. When it hopped out, its toes were caked in wet gray mud.
    {flies(): {pal} rustled its feathers, obviously planning to fly down and introduce itself.|{pal} edged forward, obviously planning to trot over and introduce itself.} "Let's give it room to drink," said Ranger Castillo, in a low voice. "Water is precious out here. For everybody."
    The raven gave one hoarse croak, flapped twice and lifted into the sky. It sailed away over the tops of the fins, its muddy feet tucked up under it like landing gear, and was gone.
}
{end_now: -> raven_close}
~ saw_raven = true
{band:
- "young":
    {hero} thought about those muddy feet. What was in that mud?
    "Ravens are very smart birds," said Dad.
    "They are," said the ranger. "That raven just gave you a clue."
    "I'm smart too," said {pal}. "Nobody ever says that about me."
    {hero} looked back at the pothole. The raven's muddy footprints were still there at the edge. Little forks, drying in the sun.
    Then the ranger turned to the group. "We can go three ways now," she said. "There's a hidden arch. There's a high ledge, the way that raven flew. And there's a gap you cross with your hands and feet."
    Everyone looked at {hero}.
- "middle":
    {hero} stared after it. Something was nagging at {them}. That raven had just stood in one pothole, and now it was flying off to who knows where with that pothole's mud on its feet.
    "Ravens are some of the smartest birds there are," said Dad. "They can solve puzzles."
    "So can {hero}," said the ranger, with a little smile. "And that raven just handed you a clue, if you want it."
    {pal} sniffed. "I also solve puzzles," it muttered. "Nobody ever mentions it."
    {hero} looked back at the shallow pothole. The raven's footprints were still pressed into the mud at its edge, little forked marks already drying pale in the sun.
    Ranger Castillo turned to the group. "From here we can go three ways," she said. "There's a hidden arch that most people never find. There's the high ledge, over the way that raven flew. Or there's the gap, where you cross with your hands on one wall and your feet on the other." She nodded at {hero}. "Our puzzle solver can pick."
- else:
    {hero} stared at the empty sky where the raven had been. Something was nagging at {them}, the way a word you can't quite remember nags at you. That raven had just stood in one pothole, and now it was flying off to who knew where, with that pothole's mud packed around its toes.
    "Ravens are some of the cleverest birds on the planet," Dad said. "I read they can solve puzzles that stump a lot of animals."
    "So can {hero}, apparently," said the ranger, with a sideways smile. "And that raven just handed you a clue, if you're paying attention."
    {pal} gave a small, wounded sniff. "I also solve puzzles," it muttered. "Constantly. Nobody ever writes articles about me."
    {hero} looked back at the shallow pothole. The raven's footprints were still pressed into the mud at its edge, neat forked tracks already drying pale in the sun, leading in and not coming out, because the raven had left by air.
    Ranger Castillo turned to address the whole group, who were spread out along the passage drinking water and fanning themselves with their hats. "From here we have three ways to go," she said. "There's a hidden arch, tucked away where most people walk right past it. There's the high ledge, up over the way that raven flew. Or there's the gap, where you cross with your hands on one wall and your feet on the other." She turned to {hero}. "Since our puzzle solver has a case to crack, I'll let {hero} pick."
}
* [Look for the hidden arch # act: look] -> hidden_arch
* [Ask to climb to the high ledge, the way the raven flew # act: ask] -> high_ledge
* [Go for the gap you cross with hands and feet # act: go] -> brace_gap

=== raven_close ===
# place: fiery-furnace
# ending: muddy_feet
{band:
- "young":
    {hero} thought about the raven's muddy feet.
    "I know!" {they} said. "There's something in the mud. The raven carries it to a new pothole!"
    "Good thinking," said the ranger. "There are tiny shrimp eggs in that mud. Some ride along on a raven's feet."
    "And when it rains, they hatch," said {hero}.
    "Yes! The eggs can wait for years," said the ranger. # fact: pothole-eggs-wait
    Hearing that, {pal} {wiggled()}. "I knew it," it said. It did not know it.
    Dad laughed. They walked on through the maze, looking at every pothole on the way.
    Farther on, {hero} found a black feather on the sand. {They} looked at it for a long time. Then {they} left it there, for the next person to find.
- "middle":
    {hero} stared at the sky where the raven had gone. "The mud," {they} said slowly. "There's something in the mud. The raven takes it with it, to the next pothole."
    Ranger Castillo's eyebrows went up. "Something like what?"
    {hero} thought hard. "Something small. Something that can wait. Like ... eggs?"
    "Like eggs," said the ranger. "Before their pothole dries up, the shrimp lay eggs. The eggs can wait in the dry dust for years until it rains again. And some of them hitch a ride on the wind, or on a raven's muddy feet, to a brand-new pothole." # fact: pothole-eggs-wait
    Dad clapped {hero} on the back. "I was just about to say that," said {pal}, which nobody believed.
    A little farther on, {hero} spotted a glossy black feather lying on the sand. {They} crouched and looked at it for a long time, the way it shone blue and purple when {they} tilted {their} head. Then {they} left it exactly where it was, for the next hiker to find.
    For the rest of the hike, every time a raven flew over, {hero} looked at its feet.
- else:
    {hero} kept staring at the patch of sky where the raven had vanished, and slowly the nagging thing turned into a thought. "The mud," {they} said. "There's something in the mud. The raven stood in one pothole, and now it's carrying bits of it away. Maybe to another pothole."
    Ranger Castillo folded her arms and waited, the way good teachers do when someone is nearly there.
    "Something small," {hero} went on. "Something that can survive being dried out and flown around. Something like ..." {They} remembered the little swimmers, and the bathtub ring. "Eggs. The shrimp lay eggs before the water's gone."
    "Bingo," said the ranger. "The grown-up shrimp don't survive the drying. But their eggs can wait in the dust for years, until the next good rain. And some of those eggs get carried off, on the wind or on the feet of a thirsty raven, and start a whole new family in a pothole miles away." # fact: pothole-eggs-wait
    Dad laughed out loud. "For the record," said {pal}, "I had almost worked that out myself."
    A little farther on, {hero} spotted a glossy black feather lying on the sand, and crouched to look at it. Up close it wasn't black at all, but shot through with blue and purple, like oil on a puddle. {They} wanted it badly. Then {they} thought about the raven, and the shrimp, and the eggs waiting in the dust, and left it exactly where it was. Everything in this maze seemed to be part of something else.
    For the rest of the hike, whenever a raven flapped over the fins, {hero} found {they} {were} checking its feet, and grinning.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's hint
=== ranger_hint ===
# place: fiery-furnace
~ start = "hint"
{band:
- "young":
    {hero} walked next to the ranger. They passed a bush growing right out of a crack in the rock. It had fluffy white seeds, like tiny feathers.
    "Can I have a hint?" asked {hero}.
    "Here's a riddle," said the ranger. "What does a seed do all winter?"
    {hero} thought. "Nothing," {they} said. "It just waits."
    "Hmm," said the ranger. She smiled.
    "Have you always been a ranger here?" asked {hero}.
    "For twelve summers," said the ranger. "Long ago, a writer named Edward Abbey was a ranger here too. He wrote a whole book about it!" # fact: writer-edward-abbey
- "middle":
    {hero} hurried to walk beside the ranger. They were passing a cliffrose bush that grew right out of a crack in the rock. Its seeds had long, feathery tails, like tiny white paintbrushes.
    "Can I have a hint?" {hero} asked.
    Ranger Castillo thought about it. "I'll give you a riddle instead," she said. "What does a seed do all winter?"
    {hero} frowned. "Nothing. It just sits in the ground and waits."
    "Hmm," said the ranger, which was not a yes or a no.
    "Have you always been a ranger here?" asked {hero}.
    The ranger laughed. "Twelve summers. But I'm not the most famous ranger who ever worked here. A writer named Edward Abbey was a ranger at Arches in the 1950s, and he wrote a whole book about it. Desert Solitaire. People still read it." # fact: writer-edward-abbey
    {pal} {moved()} along behind them, listening hard. "Will anybody write a book about me?" it asked.
    "Maybe," said Dad. "If you ever stop talking long enough for them to write it down."
- else:
    {hero} edged past two hikers to walk beside the ranger. They were passing a cliffrose bush that had somehow found a home in a crack in the bare rock, its branches covered in seeds with long, silky tails that caught the light like tiny white paintbrushes. The ranger brushed one with her fingertip as she passed.
    "Any chance of a hint?" {hero} asked.
    Ranger Castillo considered this for several steps. "I'll give you a riddle instead," she said. "Hints spoil the fun. Riddles don't. What does a seed do all winter?"
    {hero} frowned. "Nothing. It just sits in the cold ground and waits." {They} glanced at the ranger. "Is that the answer? It sounds too easy."
    "Hmm," said the ranger, which was the most unhelpful sound {hero} had ever heard.
    To keep the conversation going, {hero} asked how long Ranger Castillo had been a ranger at Arches.
    "Twelve summers," said the ranger. "But I'm nowhere near the most famous ranger who ever worked here. A writer named Edward Abbey was a seasonal ranger at Arches in the 1950s, living in a little trailer, and he wrote a whole book about it called Desert Solitaire. People still argue about that book." She grinned. "Rangers mostly argue about it around campfires." # fact: writer-edward-abbey
    {pal} {moved()} along behind them, listening. "Will anybody write a book about me?" it asked hopefully.
    "Maybe," said Dad. "If you ever stop talking long enough for them to get it all down."
}
{end_now: -> hint_close}
~ heard_hint = true
~ saw_wind = true
{band:
- "young":
    Then a gust of wind came rushing through the maze. Whoosh!
    It blew into a little pothole that the sun had already dried. Up flew a puff of pale dust. The wind carried it high over the rocks and away.
    The ranger watched it go. "There goes part of your answer," she said.
    "The dust?" said {hero}. "How can dust be an answer?"
    The ranger just smiled. "We can go three ways now," she said. "Up to the high ledge, where that dust blew. Over a gap you cross with hands and feet. Or to a hidden arch."
    Dad rubbed his knee. He had bumped it on the rock. He looked at the gap path and gulped.
- "middle":
    Just then, a gust of wind came rushing down the passage. It swirled into a shallow pothole beside the trail, already baked dry in the sun, scooped up a puff of pale dust and carried it high over the tops of the fins, where it drifted away like smoke.
    Ranger Castillo watched it go. "There goes part of your answer," she said.
    {hero} stared after the dust. "How can dust be an answer?"
    "Keep thinking about that seed," said the ranger. Then she turned to the group. "All right, everyone. From here we can go three ways. There's the high ledge, up where that dust just blew. There's the gap, where you cross with your hands on one wall and your feet on the other. Or there's a hidden arch that most people walk right past."
    Dad was rubbing his knee, which he had banged on the rock a minute ago. He looked at the gap path a little nervously.
    "You pick, {hero}," said the ranger.
- else:
    As if the maze had been listening, a gust came rushing down the passage behind them. It swirled into a shallow pothole beside the trail, one the sun had already baked dry, scooped up a puff of pale dust, and lifted it high over the tops of the fins, where it thinned out into the blue and drifted away like smoke from a blown-out candle.
    Ranger Castillo watched it go with a look of deep satisfaction. "And there," she said, "goes part of your answer."
    {hero} stared after the vanishing dust. "How can dust be part of an answer? It's just dust."
    "Keep thinking about that seed," said the ranger, which was not helpful either, and then she turned to address the whole group. "All right, folks. From here we've got three ways to go. There's the high ledge, up where that dust just blew. There's the gap, where you cross with your hands on one wall and your feet on the other. Or there's a hidden arch that nine people out of ten walk straight past without seeing."
    Dad, who had banged his knee on the rock a minute ago, eyed the gap route with the expression of a man doing sums about his own bones.
    "Our riddle-solver can pick," said the ranger, and everybody looked at {hero}.
}
* [Go up to the high ledge, where the dust blew # act: go] -> high_ledge
* [Help Dad across the gap with hands and feet # act: help] -> brace_gap
* [Look for the hidden arch # act: look] -> hidden_arch

=== hint_close ===
# place: fiery-furnace
# ending: seed_riddle
{band:
- "young":
    {hero} thought about the riddle. A seed waits all winter. Then spring comes, and it grows.
    "I know!" said {hero}. "The shrimp are like seeds. They leave eggs behind. The eggs wait in the dry pothole. When it rains, they hatch!"
    The ranger clapped. "You got it! The eggs can wait for years." # fact: pothole-eggs-wait
    Dad gave {hero} a high five, and {pal} {wiggled()}.
    {hero} looked back at the fluffy seeds on the bush. Seeds and shrimp eggs. Both waiting.
    "So a dry pothole is like a garden in winter," said {hero}.
    "Exactly," said the ranger.
- "middle":
    {hero} walked in silence for a while, turning the riddle over. A seed waits all winter. It looks like nothing. Then the spring rain comes, and it grows.
    Then {hero} stopped so suddenly that Dad bumped into {them}. "The shrimp are like seeds!" {they} said. "Before the pothole dries up, they lay eggs. The eggs stay in the dust, waiting. And when it rains again, they hatch, like seeds sprouting."
    Ranger Castillo stopped too. "And how long can they wait?"
    "As long as they have to?" {hero} guessed.
    "For years," said the ranger, and she looked genuinely delighted. "You solved it. Most people never do." # fact: pothole-eggs-wait
    Dad gave {hero} a high five so loud that it echoed off the fins.
    {hero} looked back at the cliffrose bush, with its feathery seeds waiting for the wind to carry them somewhere. Seeds in the ground. Eggs in the dust. The whole desert seemed to be full of things that were waiting, quietly, for their turn.
    "So a dry pothole isn't empty," said {hero}. "It's like a garden in winter."
    "That," said the ranger, "is going in my next talk."
- else:
    {hero} walked in silence for a while, turning the riddle over and over like a stone in a pocket. A seed does nothing all winter except lie in the frozen ground, looking exactly like a dead thing. And then the rain comes, and the warmth, and it turns out it was alive the whole time, just waiting.
    Waiting.
    {hero} stopped so abruptly that Dad walked into {them}. "The shrimp are like seeds," {they} said. "That's it, isn't it? Before the pothole dries up, they lay eggs. The grown-ups don't survive, but the eggs do. They sit in the dry dust, looking like nothing, and when it rains again, they hatch. Like seeds sprouting."
    Ranger Castillo had stopped too. "And how long can they wait, do you think?"
    "As long as they need to?"
    "Years," said the ranger, and she was grinning now. "Baked, frozen, blown around. Then one good storm and they're back in business. I've told that riddle all summer and you're the first one to get there without me drawing a picture." # fact: pothole-eggs-wait
    Dad held up his hand for a high five, and {hero} gave it so hard that it stung.
    {hero} glanced back at the cliffrose bush growing out of its crack, its feathery seeds waiting for a gust to carry them off. Seeds in the cracks. Eggs in the dust. It was as if the whole desert had learned the same trick: when times are hard, make something small and tough that can wait, and then wait. {hero} found that {they} liked the desert a great deal more for knowing it.
    "So a dry pothole isn't empty at all," {hero} said. "It's like a garden in winter."
    The ranger pointed at {them}. "I'm stealing that," she said. "You'll get the credit, though. Probably."
}
-> END

// ---------------------------------------------------------------- chapter 3: the gap
=== brace_gap ===
# place: fiery-furnace
~ spot = "gap"
{band:
- "young":
    Soon they came to a gap in the rock. It was too wide to step over. It was as deep as Dad was tall.
    "Watch me," said the ranger. She put one hand and one foot on each wall. Then she shuffled across, step by step.
    "Always keep three things on the rock," she said. "Two hands and a foot, or two feet and a hand."
    {start == "hint": {hero} went right behind Dad. "Left foot," {they} said. "Now right hand." Dad made it across!|Dad went first. Then it was {hero}'s turn.}
    {hero} pressed {their} hands on the warm rock. Shuffle, shuffle. {They} made it!
    {flies(): {pal} just flew across.|{small(): {pal} rode across on {hero}'s back, holding on tight.|{pal} took a big jump and landed on the other side. Thump!}}
- "middle":
    Before long, the passage ended at a gap in the rock, too wide to step across and about as deep as Dad was tall. The two walls were close together, though, like the sides of a hallway.
    "Watch me first," said Ranger Castillo. She pressed one hand and one foot against each wall, and shuffled across the gap like a spider. "Three points on the rock at all times," she called back. "Two hands and a foot, or two feet and a hand. Slow is smooth, and smooth is safe."
    {start == "hint": {hero} went just behind Dad, calling out where to put each hand and foot, and Dad made it across, sore knee and all. "Thanks, coach," he puffed.|Dad went first, grunting a little. Then it was {hero}'s turn.}
    {hero} pressed {their} palms against the warm rock and inched across, step by step, until the other side came up under {their} boots.
    {flies(): {pal} simply flew across and landed on the far side, looking smug.|{small(): {pal} rode across clinging to {hero}'s backpack, eyes squeezed shut.|{pal} crouched, jumped the gap in one bound, and landed on the far side with a thump.}}
- else:
    Before long the passage ended abruptly at a gap in the rock, too wide to step across and about as deep as Dad was tall, with a sandy floor at the bottom. The two walls leaned close together above it, though, like the sides of a very tall hallway.
    "Watch me first," said Ranger Castillo. She pressed one hand and one foot against each wall, and walked herself across the gap like a spider crossing a doorframe. "Three points on the rock at all times," she called from the far side. "Two hands and a foot, or two feet and a hand. Slow is smooth, and smooth is safe. Nobody gets a prize for speed."
    {start == "hint": {hero} went just behind Dad, talking him through every move. "Left hand higher. Now your right foot. Good, now the other one." Dad made it across, bad knee and all, and turned around looking as proud as if he had climbed a mountain. "Thanks, coach," he puffed.|Dad went first, grunting a little and muttering about knees. Then it was {hero}'s turn.}
    {hero} pressed {their} palms flat against the warm, gritty rock and inched across, hand, foot, hand, foot, with the sandy floor far below and the strip of sky far above, until the other side came up solid under {their} boots and {they} could breathe again.
    {flies(): {pal} simply flapped across the gap and landed on the far side with the air of someone who did not understand what all the fuss was about.|{small(): {pal} made the crossing clinging to {hero}'s backpack with its eyes squeezed shut, and announced afterward that it had enjoyed every minute.|{pal} crouched, measured the gap with its eyes, and jumped it in one great bound, landing on the far side with a thump and a spray of sand.}}
}
{end_now: -> gap_close}
~ saw_pouch = true
{band:
- "young":
    Just past the gap was a shady pothole, still full of water. {hero} knelt by the edge.
    A shrimp swam right by {their} nose. Under its tummy was a tiny bag, full of tiny dots.
    "That's a mama shrimp," said the ranger. "Those dots are her eggs."
    Another animal swam by. It was flat and round, like a tiny shield with a tail. "A tadpole shrimp," said the ranger. "Its kind lived in the time of the dinosaurs!"
    Eggs! {hero} felt the answer coming, like a sneeze.
    Then a man and his son climbed down to the edge of the pothole. They held up a phone. They were about to step into the water for a photo!
    {hero} looked at the ranger. The ranger was helping someone across the gap.
- "middle":
    Just past the gap lay a pothole in the shade, still full to the brim. {hero} knelt at its edge. A shrimp swam right under {their} nose, and {hero} saw that it was carrying something: a tiny pouch on its underside, packed with dots.
    "That's a mother shrimp," said the ranger, who had come up behind {them}. "And those dots are her eggs. She's in a hurry. She has to lay them before the water's gone."
    Something else glided along the bottom, flat and round, like a tiny shield with a tail. "A tadpole shrimp," said the ranger. "Its kind has been around since the time of the dinosaurs. Potholes are very old news."
    Eggs. {hero} felt the answer arriving, the way a sneeze arrives.
    {found_eggs: {They} thought of the tiny round specks in the dry pothole by the slot, and everything clicked.}
    {saw_raven: {They} thought of the raven's muddy feet, and something clicked.}
    {saw_wind: {They} thought of the dust blowing over the fins, and something clicked.}
    But just then, a man and his son scrambled down to the edge of the pothole, holding up a phone. The boy was about to step right into the water for a photo. The ranger was back at the gap, helping the last hiker across.
- else:
    Just past the gap lay a pothole in deep shade, still full to the brim, its surface so still that it reflected the strip of sky like a blue ribbon. {hero} crouched beside it, boots well back from the edge. A shrimp swam lazily under {their} nose, upside down, and {hero} noticed that it was carrying something: a tiny pouch on its underside, packed tight with dots.
    "That's a mother shrimp," said the ranger, appearing at {their} shoulder. "And those dots are her eggs. She's in a hurry. Everything in a pothole is in a hurry. She has to get those eggs laid before the water's gone."
    Something else was gliding along the bottom, flat and rounded, like a tiny shield with a tail attached. "Tadpole shrimp," said the ranger. "Their kind has been around since the time of the dinosaurs, near enough. The dinosaurs are gone, and these little fellows are still doing the same thing in the same kinds of puddles." {hero} stared at it with new respect.
    Eggs. {hero} felt the answer gathering somewhere behind {their} eyes, the way a sneeze gathers.
    {found_eggs: {They} thought of the tiny round specks in the dust of the dry pothole by the slot, hundreds of them, and the two pictures slid together in {their} head like puzzle pieces.}
    {saw_raven: {They} thought of the raven stepping out of the water with its toes caked in mud, and felt something slide into place.}
    {saw_wind: {They} thought of the puff of dust lifting out of the dry pothole and sailing away over the fins, and felt something slide into place.}
    But before {hero} could say a word, a man and his son came scrambling down the slope to the edge of the pothole, holding up a phone. "Stand in it," the man was saying. "It'll look amazing." The boy was already lifting one sneaker over the water. And the ranger had gone back to the gap to help the last hiker across.
}
* [Hurry back to the ranger and ask her to stop him # act: ask] -> end_told
* [Help the boy before he steps into the pothole # act: help] -> end_keeper
* [Wait behind to watch the mother shrimp a little longer # act: wait] -> end_behind

=== gap_close ===
# place: fiery-furnace
# ending: gap_answer
{band:
- "young":
    On the far side, everyone sat down to rest. Past the gap was a shady pothole, full of water.
    A shrimp swam by. It had a tiny bag of eggs under its tummy.
    "Eggs!" said {hero}. "The shrimp lay eggs before the water dries up. The eggs wait for the next rain!"
    "You got it!" said the ranger. "They can wait for years." # fact: pothole-eggs-wait
    Dad clapped. {pal} peered down at the mama shrimp. "Good luck with your eggs," it whispered.
    The last hiker made it across the gap. Everyone clapped for her. Then they clapped for {hero} too.
    {hero} looked at the mama shrimp. She was not losing a race with the sun. She had a plan!
- "middle":
    On the far side, the group rested in the shade while the last hikers crossed. Right beside {hero} was a pothole, still full to the brim. A shrimp swam past, carrying a tiny pouch of dots on its underside.
    "That's a mother shrimp," said Ranger Castillo. "Those are her eggs."
    {hero} sat up straight. "So that's it! They lay eggs before the water dries up. The grown-up shrimp don't last, but the eggs do. They wait in the dust until it rains again."
    "For years, if they have to," said the ranger, grinning. "You solved it." # fact: pothole-eggs-wait
    Dad cheered so loudly that it echoed down the gap.
    The last hiker made it across, a little wobbly, and everybody clapped for her. Then the ranger told them why {hero} was grinning, and they clapped again.
    {hero} looked down at the tiny mother shrimp, swimming in her shrinking pool, and felt a rush of something like pride, but on the shrimp's behalf. She wasn't losing a race against the sun. She had a plan.
- else:
    On the far side, the group flopped down in a patch of shade while the last hikers made the crossing. Right beside {hero} was a pothole still full to the brim, and a shrimp came swimming past, upside down, carrying a tiny pouch packed with dots on its underside.
    "That's a mother shrimp," said Ranger Castillo, dropping down beside {them}. "Those are her eggs."
    {hero} sat bolt upright. "That's the secret," {they} said. "Isn't it? They lay eggs before the water's gone. The grown-up shrimp don't make it, but the eggs do. They wait in the dry dust until it rains again, and then they hatch and start all over."
    "For years, if they have to," said the ranger. "Baked, frozen, blown about. Then one good storm and off they go." She shook her head, smiling. "You solved it sitting down. That's a first." # fact: pothole-eggs-wait
    Dad cheered so loudly that it bounced all the way down the gap, and two hikers still waiting on the far side cheered back without knowing why.
    The last hiker made it across, a little wobbly and very pleased, and everybody applauded her. Then the ranger explained to the group why {hero} was sitting there grinning at a puddle, and they applauded again, and {hero} had to pretend to be very interested in {their} bootlaces.
    {hero} looked down at the mother shrimp, paddling around her shrinking pool, and felt a rush of something like pride, except it was on her behalf. All morning {hero} had been worried that she was losing a race against the sun. But she had never been racing at all. She had a plan, and the plan was thousands of years old.
}
-> END

// ---------------------------------------------------------------- chapter 3: the hidden arch
=== hidden_arch ===
# place: fiery-furnace
~ spot = "arch"
{band:
- "young":
    The ranger led them through a crack in the rock. It was so thin that {hero} had to turn sideways.
    Then they popped out into a hidden corner. Above them was an arch! Sunlight came through it and made a bright spot on the bare rock.
    "This arch isn't on the park map," said the ranger. "Arches has more than 2,000 arches. Lots of them hide like this one." # fact: over-2000-arches
    "It's like a secret window," said {hero}.
    Inside the hidden corner, it was very quiet. {hero} could hear a fly buzzing. {hero} could even hear Dad breathing.
    {pal} peered up at it. "I like secret things," it said.
- "middle":
    The ranger led them through a crack so thin that everyone had to turn sideways and shuffle. Then, all at once, they popped out into a hidden corner of the maze. Overhead, a small arch curved between two fins, and sunlight poured through it onto the bare rock like light through a window in a church.
    "Ooh," said the whole group together.
    "This one isn't on the park map," said Ranger Castillo. "The park has more than two thousand arches, and lots of them hide in places like this, where you'd never know to look." # fact: over-2000-arches
    {hero} tipped {their} head back. The arch looked like a secret doorway into the sky.
    Inside the hidden corner it was so quiet that {hero} could hear a fly buzzing somewhere, and Dad's breathing, and the tiny tick of sand grains sliding down the rock.
    "Some arches start out as holes so small you could poke your finger through," the ranger said. "Give them a few thousand years."
    {pal} gazed up at it for a long moment. "I approve of this arch," it said. "It's the right size for me."
- else:
    The ranger led them through a crack so thin that everyone had to turn sideways and shuffle, and for a long minute the world was nothing but red rock an inch from {hero}'s nose. Then, all at once, they popped out into a hidden corner of the maze, and the whole group said "Ooh" at the same time, like a choir that had rehearsed it.
    Overhead, a small arch curved between two fins, and sunlight poured through it onto the bare rock below, so that there was a bright, warm patch on the stone in the middle of all that shade, like a spotlight waiting for someone to step into it.
    "This one isn't on the park map," said Ranger Castillo. "The park has more than two thousand arches, and plenty of them hide in corners like this, where you'd never know to look unless somebody showed you." # fact: over-2000-arches
    {hero} tipped {their} head back and looked up through the arch at a circle of perfect blue. It felt like being let in on something.
    Inside the hidden corner it was so quiet that {hero} could hear a fly buzzing somewhere high up, and Dad's breathing, and the faint tick of single sand grains sliding down the face of the rock.
    "Some arches start out as holes so small you could poke a finger through," the ranger said. "Then wind and water and ice get to work, and a few thousand years later, you get one of these."
    {pal} studied it with its head on one side. "I approve of this arch," it announced. "It's not showing off like the big ones. It's just quietly being excellent."
}
{end_now: -> arch_close}
{band:
- "young":
    Under the arch was a pothole, full of water. Shrimp swam in it, zip, zip, zip.
    {found_eggs: {hero} thought of the tiny specks in the dry pothole. The shrimp here were busy, busy, busy.}
    {saw_raven: {hero} thought of the raven with its muddy feet. What did it carry away?}
    {saw_wind: {hero} thought of the dust blowing away over the rocks. What was in that dust?}
    Then a big boy with a red bandana knelt down by the pothole. He was hot. He was going to dip his bandana in the water!
    The ranger was busy at the back of the group.
    {hero} knew the rule: don't touch the water. But the boy was big. Would he listen?
- "middle":
    Right under the arch, in the sunny patch, lay a pothole full of water. Shrimp zipped back and forth in it, more of them than {hero} had seen anywhere.
    {found_eggs: {hero} thought of the tiny round specks in the dry pothole by the slot. These shrimp were so busy. Almost like they were in a hurry.}
    {saw_raven: {hero} thought of the raven with its muddy feet. What had it been carrying in that mud?}
    {saw_wind: {hero} thought of the puff of dust sailing away over the fins. What could be hiding in dust?}
    Then a teenager in a red bandana knelt down at the edge of the pothole. He was sweaty and red in the face. He pulled off his bandana and reached out to dunk it in the cool water.
    The ranger was at the back of the group, answering someone's question. She hadn't seen.
    {hero} remembered the ranger's rule at the very first pothole: look, but don't touch the water. But the teenager was much bigger than {hero}, and he looked hot and cross. Would he even listen?
    {pal} looked at the shrimp, and then at the bandana, and then at {hero}.
- else:
    Right under the arch, in the middle of the sunny patch, lay a pothole brimming with water, and it was busier than any pothole {hero} had seen all morning. Shrimp zipped back and forth in it like commuters, dozens of them, all upside down, all apparently late for something.
    {found_eggs: {hero} thought of the tiny round specks in the dust of the dry pothole by the slot. These shrimp were working so hard. It was almost as if they knew they were running out of time.}
    {saw_raven: {hero} thought of the raven stepping out of the water with mud packed around its toes. Mud from a shrimp pool, carried off to who knew where. What else had it been carrying?}
    {saw_wind: {hero} thought of the puff of pale dust lifting out of the dry pothole and sailing away over the fins. Dust from a shrimp pool, carried off to who knew where. What else had been in it?}
    That was when a teenager in a red bandana dropped to his knees at the edge of the pothole. He was flushed and sweaty, and he had clearly had enough of the desert for one morning. He pulled the bandana off his head and reached out to dunk it in the cool, shining water.
    The ranger was at the back of the group, answering a question about rattlesnakes. She hadn't seen a thing.
    {hero} remembered the ranger's rule at the very first pothole: look all you like, but don't touch the water. The trouble was that the teenager was about twice {hero}'s size and looked like someone who had already been told what to do quite enough for one morning. Saying something would mean a stranger turning around to stare.
    {pal} looked at the shrimp, and then at the dripping-hot teenager, and then up at {hero}, with an expression that said this one was {their} call.
}
* [Help the shrimp by speaking up before he dunks it # act: help] -> end_keeper
* [Wait by the arch to watch the shrimp a little longer # act: wait] -> end_behind
* [Hurry to the ranger and ask her to stop him # act: ask] -> end_told

=== arch_close ===
# place: fiery-furnace
# ending: secret_window
{band:
- "young":
    Everyone sat down in the shade to rest. Under the arch was a pothole, full of water and shrimp.
    The ranger sat down next to {hero}. "Have you solved it yet?" she asked.
    "I think so," said {hero}. "The shrimp lay eggs before the water dries up. The eggs wait in the dust. When it rains, they hatch!"
    "Yes!" said the ranger. "And the eggs can wait for years." # fact: pothole-eggs-wait
    Dad laughed out loud, and {pal} {wiggled()}.
    {hero} lay down on the warm sand. {They} looked up through the secret arch. The sky was very blue.
    "Some arches are hidden," said {hero}. "And some secrets are too."
- "middle":
    The group sat down in the cool shade to rest and drink water. Right under the arch, in the sunny patch, lay a pothole full of busy, zipping shrimp.
    Ranger Castillo sat down next to {hero}. "Well, puzzle solver?" she said. "Any ideas yet?"
    {hero} watched the shrimp. They were so busy, as if they were in a hurry. "I think they're racing to lay eggs," {they} said slowly. "Before the water dries up. Then the eggs wait in the dust. And when it rains, they hatch."
    The ranger clapped, just once. "That's it. And the eggs can wait for years." # fact: pothole-eggs-wait
    Dad whooped, and {pal} {wiggled()}.
    A few hikers asked what all the cheering was about, so {hero} explained it again, and then once more for a man who had been taking photos and missed it.
    {hero} lay back on the warm sand and looked up through the secret arch. It felt like the whole maze had been keeping a secret, and had finally decided to let {them} in on it.
- else:
    The group spread out in the cool shade to rest and drink water. Right under the arch, in the middle of the sunny patch, lay a pothole brimming with shrimp, all zipping back and forth as if they were late for something important.
    Ranger Castillo dropped down onto the sand beside {hero}. "Well, puzzle solver," she said. "Any theories?"
    {hero} watched the shrimp a while longer before answering. They were so busy. Almost frantic. Like people packing a suitcase in a hurry. "I think they're racing to lay eggs," {they} said slowly. "Before the water's gone. The grown-ups don't survive, but the eggs stay behind in the dust, and when it rains again, they hatch."
    The ranger clapped once, sharply, which made three hikers jump. "That's it exactly. And those eggs can wait for years, baked and frozen and blown about, until the next good storm." # fact: pothole-eggs-wait
    Dad whooped, and {pal} {wiggled()}.
    Half the group wanted to know what the cheering was about, so {hero} explained it again, and then a third time for a man who had been busy photographing the arch and had missed both. It was surprising how much better an explanation got with practice.
    {hero} lay back on the warm sand and looked up through the hidden arch at the circle of blue. It felt as if the whole maze had been keeping a secret all morning, and had finally, grudgingly, decided that {hero} could be trusted with it.
}
-> END

// ---------------------------------------------------------------- chapter 3: the high ledge
=== high_ledge ===
# place: fiery-furnace
~ spot = "ledge"
{band:
- "young":
    They climbed up a ramp of smooth rock. Up, up, up, to a high ledge.
    "Stay back from the edge," said the ranger. "It's a long way down."
    {hero} stayed back. The view was huge! Red rock walls stood in rows, like the teeth of a giant comb.
    Dad stayed back too. "I like views," he said. "From a nice safe distance."
    "How did the rock get split into rows?" asked {hero}.
    "Salt deep underground pushed the rock up and cracked it," said the ranger. # fact: thick-layer-salt
    {flies(): {pal} flew up high to look around. "I can see everything!" it called.|{pal} peeked out at the view. "I can see everything!" it said.}
- "middle":
    The group scrambled up a long ramp of smooth slickrock until they came out on a high ledge, above the maze.
    "Stay back from the edge," said Ranger Castillo. "It's a bigger drop than it looks."
    {hero} stayed well back, but the view was enormous. All around them, rows of tall red fins stood side by side, like the teeth of a giant comb. Far away, blue mountains rose against the sky.
    "How did the rock get split up like that?" {hero} asked.
    "It started underground," said the ranger. "Long ago, a thick layer of salt deep below slowly shifted and pushed up the rock above it, and the sandstone cracked into these long fins." # fact: thick-layer-salt
    {flies(): {pal} flew up above the ledge to get an even better look. "I can see the whole maze from here!" it called down.|{pal} peered out from well behind {hero}'s legs. "I can see the whole maze from here," it said. "I don't need to see it any closer."}
    Dad stayed back too, holding his hat on in the breeze. "I love a view," he said. "From a nice, sensible distance."
- else:
    The group scrambled up a long, tilted ramp of slickrock, using their hands on the steep bits, until it delivered them onto a high ledge with the whole maze spread out below.
    "Stay well back from the edge," said Ranger Castillo, putting her arm out like a railing. "It's a bigger drop than it looks, and the rock up here has loose grit on it."
    {hero} stayed back, but even from a few steps in, the view was enormous. All around them, row after row of tall red fins stood side by side, like the teeth of a comb big enough for a giant's beard. Beyond them the land rolled away toward blue mountains that looked close enough to touch and were really many miles away.
    "How did it all get split into rows like that?" {hero} asked.
    "It started underground," said the ranger. "Long ago, a thick layer of salt deep below slowly shifted and pushed up the rock above it, and the sandstone cracked along straight lines into these long fins. Then rain and ice went to work on the cracks." # fact: thick-layer-salt
    {flies(): {pal} lifted off and hung in the air above the ledge, riding the breeze. "I can see the entire maze!" it called down. "Also a lot of people's hats."|{pal} peered out at the view from a safe position behind {hero}'s knees. "I can see the entire maze from here," it said. "And I feel strongly that I don't need to see it any closer."}
    Dad stayed back as well, one hand clamped on his hat in the breeze. "I love a view," he said. "I just like to love it from a sensible distance, with my feet on something flat."
}
{end_now: -> ledge_close}
~ saw_wind = true
{band:
- "young":
    Down below, {hero} saw lots of potholes. Some shone like coins. The small ones in the sun were dry and pale.
    A gust of wind blew dust out of a dry one. Up it went, over the rocks!
    {found_eggs: {hero} thought of the tiny specks in the dry pothole. Were they in that dust too?}
    {saw_raven: {hero} thought of the raven's muddy feet. Dust and mud, going to new places.}
    Then {hero} looked far away. Over the blue mountains, a big dark cloud had grown. Gray rain hung under it, like a curtain.
    Rumble! Thunder.
    "Everybody off the ledge," said the ranger. "When we hear thunder, we don't stay up high."
    The group started down the ramp. Right at the bottom, where everyone would step off, was a dry pothole.
    {hero} looked back at the faraway rain. Rain and potholes. Were they part of the secret?
- "middle":
    From up here, {hero} could see potholes everywhere, scattered over the rock below. Some shone with water like coins. Others, the shallow ones out in full sun, were already dry and pale, like empty saucers.
    As {they} watched, a gust of wind swept across the rock, scooped a puff of dust out of a dry pothole and carried it away over the fins.
    {pal} watched it go too. "Where's it going?" it asked.
    "Somewhere new," said {hero} slowly. "Somewhere far."
    {found_eggs: {hero} thought of the tiny round specks in the dry pothole by the slot. If they were in the dust, the wind could carry them anywhere.}
    {saw_raven: {hero} thought of the raven's muddy feet. Wind and birds. Both carrying bits of potholes to new places.}
    {heard_hint: {hero} remembered the ranger's words. There goes part of your answer.}
    Then {hero} noticed the sky over the mountains. A tall white cloud had been growing there all morning, and now its bottom had turned dark gray. Long gray streaks hung under it like a curtain. Rain, falling far away.
    A low rumble rolled across the desert. Thunder.
    Ranger Castillo's head came up at once. "That's our cue, folks," she said. "That storm is miles away, over the mountains. But when we hear thunder, we don't stay on high ledges. Back down the ramp, nice and steady."
    The group began to file down. From the top, {hero} could see a dry pothole right at the foot of the ramp, exactly where everyone would step off.
    But {hero} kept looking back at that faraway rain. Rain. Potholes. Shrimp. Something was trying to fit together.
- else:
    From up here {hero} could see potholes everywhere, scattered across the rock below like spilled coins. The full ones flashed silver in the sun. The shallow ones out in the open had already dried, pale as empty saucers left out after a party, and a few were so small that {hero} would have stepped over them without a thought an hour ago.
    As {they} watched, a gust of wind came sweeping across the slickrock, dipped into one of the dry ones, scooped out a puff of pale dust and carried it off over the fins, thinning as it went, until it was gone.
    {found_eggs: {hero} thought of the tiny round specks in the dust of the dry pothole by the slot. If they were in that dust, the wind could carry them anywhere. Over a fin. Into a new pothole. Miles away.}
    {saw_raven: {hero} thought of the raven and its muddy toes. The wind and the ravens, both busily carrying little pieces of potholes to new places. Why would that matter?}
    {heard_hint: And {hero} remembered the ranger's voice in the passage below: there goes part of your answer.}
    Then {hero} noticed the sky over the mountains. A tall white cloud had been quietly building there all morning, and its flat bottom had gone the dark gray of a bruise. Long gray streaks trailed beneath it, like the fringe on a shawl. Rain, falling on somebody else, far away.
    A low rumble rolled across the desert, so deep that {hero} felt it in {their} ribs before {they} heard it.
    Ranger Castillo's head came up like a deer's. "And that's our cue, folks," she said, calm and clear. "That storm is a long way off, over the mountains. But thunder has one rule: when you hear it, you don't stay up on a high ledge. Back down the ramp, please, nice and steady, hands on the steep bits."
    The group began to file down. From the top, {hero} could see a dry pothole right at the foot of the ramp, crusted and cracked, exactly where fourteen hurrying hikers were about to step off.
    And yet {hero} kept glancing back at that faraway rain. Rain. Dry potholes. Shrimp that had hatched only after the last storm. The pieces were circling each other, not quite landing.
}
* [Wait at the back of the line to watch the storm a little longer # act: wait] -> end_behind
* [Ask the ranger if that rain will reach these potholes # act: ask] -> end_told
* [Help the group down and around the dry pothole at the bottom # act: help] -> end_keeper

=== ledge_close ===
# place: fiery-furnace
# ending: view_from_above
{band:
- "young":
    The group sat down on the ledge to rest. Down below, potholes shone like coins.
    A gust of wind blew dust out of a dry one. Up it went, over the rocks.
    "I know the secret!" said {hero}. "There are shrimp eggs in the dust. They wait for rain. And the wind takes some of them to new potholes!"
    "You got it!" said the ranger. "Those eggs can wait for years." # fact: pothole-eggs-wait
    Dad did a silly little dance, well back from the edge.
    They looked out at all the potholes. Every dry one was full of waiting eggs.
    "It's like a giant egg basket," said {hero}. "Made of rock!"
- "middle":
    The group sat down on the ledge, well back from the edge, to rest and drink water. Below them, potholes were scattered everywhere across the rock. Some shone with water. Others were dry and pale.
    As {hero} watched, a gust of wind scooped a puff of dust out of a dry one and carried it away over the fins.
    {hero} sat up straight. "That's it," {they} said. "The shrimp lay eggs before the water dries up. The eggs wait in the dust. And the wind carries some of them to new potholes, so when it rains, baby shrimp hatch in brand-new places!"
    Ranger Castillo looked impressed. "That's exactly it. And those eggs can wait for years, until the next good rain." # fact: pothole-eggs-wait
    Dad cheered so loudly that a raven flapped off a fin.
    "I saw the wind do it too," said {pal}, which was true, although it had been looking at a lizard at the time.
    {hero} looked out over the maze at all the dry, pale potholes. An hour ago they would have looked empty. Now every one of them looked like a little locked treasure chest, waiting for the storm that would open it.
- else:
    The group sat down on the ledge, well back from the edge, to rest and drink and catch their breath. Below them, potholes were scattered across the rock in every direction, some flashing silver with water, others dry and pale as saucers.
    As {hero} watched, a gust of wind came sweeping across the slickrock, dipped into one of the dry ones, and lifted a puff of dust high over the fins, where it thinned and vanished.
    {hero} sat bolt upright. "That's it," {they} said, loud enough that several hikers turned around. "The shrimp lay eggs before the water dries up. The grown-ups don't survive, but the eggs do. They sit in the dust, waiting. And the wind picks some of them up and drops them in new potholes, so the next time it rains, shrimp hatch in places that never had shrimp before!"
    Ranger Castillo looked at {hero} for a long moment, and then she started to laugh. "That's it exactly," she said. "And those eggs can wait for years. Baked, frozen, blown about. Then one good storm and they're back." # fact: pothole-eggs-wait
    Dad cheered so loudly that a raven lifted off the nearest fin in disgust.
    "I also noticed the wind," {pal} remarked, "in a general way," which was true, in the sense that the wind had been blowing on it the whole time.
    The ranger sat down beside {hero} and pointed out over the maze. "Some of those potholes have been filling and drying for thousands of years," she said. "Each one a little deeper every time, because the standing water slowly dissolves the natural cement between the sand grains."
    {hero} looked out over the maze at all the dry, pale potholes scattered across the rock. An hour ago they would have looked like nothing at all. Now every single one of them looked like a little locked treasure chest, with the key already on its way, somewhere out there in the clouds.
}
-> END

// ---------------------------------------------------------------- the endings
=== end_told ===
# place: fiery-furnace
# ending: secret_told
{band:
- "young":
    {spot == "gap": {hero} hurried back to the ranger at the gap. "Ranger Castillo! That boy is about to step in the pothole!"}
    {spot == "gap": The ranger called out in her big voice. "Stay out, please! Shrimp live there!" The boy hopped back.}
    {spot == "arch": {hero} ran to the back of the group and tugged the ranger's sleeve. "That boy is dipping his bandana in the pothole!"}
    {spot == "arch": The ranger turned around. "Keep it dry, please," she called. "Shrimp live in there." The big boy put his bandana back on.}
    {spot != "ledge": "Thank you," the ranger told {hero}. "Hey, you look like you know something!"}
    {spot == "ledge": On the way down the ramp, {hero} asked the ranger, "Will that rain come here?"}
    {spot == "ledge": "Not today," said the ranger. "It's far away, over the mountains. Why?"}
    "I think I know the secret!" said {hero}.
    The ranger gave {them} a thumbs up. "Then tell everyone at the end!"
    {spot == "ledge": At the bottom, Dad waved the last hikers around the dry pothole. "Just in case," he said.}
    They walked on through the maze, past bushes with fluffy white seeds.
    At last the rock walls stepped apart. Sunshine!
    Everyone stood in a circle. "{hero} has something to tell us," said the ranger.
    {hero} felt a little shy. {pal} gave {them} a tiny nudge.
    {found_eggs or saw_pouch: "The shrimp lay eggs before the water dries up," said {hero}. "The eggs wait in the dust. When it rains, they hatch!"}
    {not (found_eggs or saw_pouch): "Something tiny waits in the dust," said {hero}. "I think it's shrimp eggs! They hatch when it rains."}
    {saw_wind and saw_raven: "And the wind and the ravens carry some eggs to new potholes!" added {hero}.}
    {saw_wind and not saw_raven: "And the wind blows some eggs away to new potholes!" added {hero}.}
    {saw_raven and not saw_wind: "And ravens carry some eggs to new potholes, on their muddy feet!" added {hero}.}
    Everyone clapped.
    "You're right," said the ranger. "Those eggs can wait for years, until the next big rain." # fact: pothole-eggs-wait
    {friend != "": {friend} cheered the loudest of all.}
    Dad gave {hero} a big hug. {pal} bowed, as if all the clapping had been for it.
    The ranger took out a little notebook. She wrote something down. "That's your name," she said. "I keep a list of everyone who solves it. It's a short list!"
    On the way out, {hero} saw a dry pothole. It did not look empty anymore. It looked like it was waiting.
- "middle":
    {spot == "gap": {hero} hurried back to the gap, where the ranger was helping the last hiker across. "Ranger Castillo," {they} said, "that boy is about to step in the pothole!"}
    {spot == "gap": The ranger's head snapped around. "Out of the water, please!" she called. The boy froze with one sneaker in the air, then scrambled back up the slope, looking sheepish.}
    {spot == "arch": {hero} slipped to the back of the group and tugged the ranger's sleeve. "That teenager is about to dunk his bandana in the pothole," {they} whispered.}
    {spot == "arch": Ranger Castillo looked over and called, kindly but clearly, "Keep that bandana out of the water, please. There's a whole family of shrimp in there." The teenager pulled his hand back and tied the bandana on again, dry.}
    {spot != "ledge": "Thanks for coming to get me," the ranger said to {hero}. Then she looked more closely at {hero}'s face. "Hang on. You look like someone who's solved something."}
    {spot == "ledge": Halfway down the ramp, {hero} caught up with the ranger. "Will that rain come all the way here?" {they} asked.}
    {spot == "ledge": "Not this time," said Ranger Castillo, glancing back at the cloud. "It's miles away. But one day soon, a storm like that will fill every pothole in this maze. Why do you ask?"}
    "I think I've got it," said {hero}. "The secret, I mean."
    The ranger's eyes lit up. "Then save it for the end," she said. "Everybody should hear this."
    {spot == "ledge": At the foot of the ramp, Dad was waving the last hikers around the crusty pothole. "Just in case," he told {hero}. "I saw you spot it from the top."}
    Saving it was the hardest part. {hero} felt like a soda bottle that had been shaken up. All through the last part of the maze, {they} practiced the words in {their} head, while {pal} whispered suggestions that were mostly about itself.
    At last the walls opened up, and the group stepped out into wide, warm sunshine. Everyone gathered in a circle.
    "Before we go," said Ranger Castillo, "one of you has been working on a puzzle. {hero}?"
    {hero} took a deep breath.
    {found_eggs or saw_pouch: "The shrimp know their pothole is going to dry up," {they} said. "So before it does, they lay eggs. The grown-up shrimp don't survive, but the eggs do. They wait in the dry dust until it rains again, and then they hatch."}
    {not (found_eggs or saw_pouch): "I think something tiny is hiding in the dust of the dry potholes," {they} said. "Something that can wait. Like eggs. The shrimp leave eggs behind, and the eggs hatch when it rains again."}
    {saw_wind and saw_raven: "And some of the eggs travel," {hero} added. "On the wind, or on a raven's muddy feet. That's how shrimp get into brand-new potholes."}
    {saw_wind and not saw_raven: "And some of the eggs travel," {hero} added. "The wind blows the dust away, eggs and all. That's how shrimp get into brand-new potholes."}
    {saw_raven and not saw_wind: "And some of the eggs travel," {hero} added. "A raven walks through the mud and flies off with eggs stuck to its feet. That's how shrimp get into brand-new potholes."}
    For a second there was silence. Then the whole group clapped.
    "And those eggs can wait for years," said the ranger. "Summer days here bake the rock and winter nights freeze it, and the eggs wait right through both. You just explained one of the best secrets in the desert." # fact: pothole-eggs-wait # fact: desert-summer-days
    A girl with braids put up her hand. "Do the eggs get lonely?" she asked.
    {hero} thought about it. "I don't think so," {they} said. "They're too busy waiting to be shrimp."
    {friend != "": {friend} clapped loudest of all.}
    Dad squeezed {hero}'s shoulder. Beside them, {pal} was telling a stranger, "I helped. Mostly with moral support."
    Then Ranger Castillo pulled a small, battered notebook out of her pocket and wrote something in it.
    "What's that?" asked {hero}.
    "Your name," said the ranger. "I keep a list of everyone who solves the pothole puzzle. It's a very short list."
    On the way to the car, {hero} passed a dry pothole and stopped to look at it. It didn't look empty anymore. It looked like it was waiting.
- else:
    {spot == "gap": {hero} hurried back to the gap, where the ranger was talking the last hiker across. "Ranger Castillo," {they} said, as quietly and quickly as {they} could manage, "that boy's about to stand in the pothole."}
    {spot == "gap": The ranger's head snapped around. "Hold it right there, please!" she called, in the voice that could reach the back of any crowd without shouting. The boy froze with one sneaker hovering over the water, then climbed back up the slope, looking sheepish.}
    {spot == "arch": {hero} slipped to the back of the group, where the ranger was finishing her rattlesnake answer, and tugged her sleeve. "The teenager in the bandana," {they} whispered. "He's about to dunk it in the pothole."}
    {spot == "arch": Ranger Castillo turned, took in the scene in one glance, and called across, very politely, "Keep that bandana dry, please. There's a whole nursery of shrimp in there." The teenager's hand stopped an inch above the water. He tied the bandana back on, dry, and went slightly red.}
    {spot != "ledge": "Thanks for fetching me," the ranger murmured to {hero}. "That was the right call." Then she looked at {hero} more closely, and one eyebrow went up. "Hang on. You've got the face of someone who has cracked something."}
    {spot == "ledge": Halfway down the ramp, moving carefully, hands on the steep bits, {hero} caught up with the ranger. "Will that rain come all the way here?" {they} asked.}
    {spot == "ledge": "Not this one," said Ranger Castillo, glancing back. "It's miles off. But one of these days a storm like that will roll right over us and fill every pothole in the Furnace." She studied {hero}'s face. "Why do you ask? You've got the look of someone who has cracked something."}
    "I think I've got it," {hero} admitted. "The secret."
    The ranger's eyes lit up. "Then save it for the end," she said. "Everyone should hear this one."
    {spot == "ledge": At the foot of the ramp, Dad steered the last hikers around the cracked crust of the dry pothole. "Just in case," he told {hero}. "I saw you eyeing it from the top."}
    Saving it turned out to be the hardest part of the whole hike. {hero} spent the last stretch of the maze feeling like a shaken-up soda bottle, rehearsing the words under {their} breath, while {pal} offered a stream of helpful suggestions, almost all of which involved mentioning {pal}.
    The trail wound through sandy passages where cliffrose bushes grew straight out of cracks in the rock, their seeds trailing long, silky tails that glowed in the sun, until the walls finally fell away and the group stepped out into wide, warm daylight.
    "Before we all go and find some shade," said Ranger Castillo, "one of you has been working on a puzzle this morning. {hero}?"
    Fourteen faces turned toward {hero}. {They} took a breath that went all the way down to {their} boots.
    {found_eggs or saw_pouch: "The shrimp know their pothole is going to dry up," {they} said. "So before it does, they lay eggs. The grown-up shrimp don't survive it, but the eggs do. They sit in the dry dust, looking like nothing at all, for as long as it takes. And when it finally rains, they hatch, and it all starts over."}
    {not (found_eggs or saw_pouch): "I think something tiny is hiding in the dust of the dry potholes," {they} said. "Something that can survive being dried out and baked. Like eggs. The shrimp leave eggs behind before the water goes, and the eggs just wait until it rains again."}
    {saw_wind and saw_raven: "And some of them travel," {hero} added, warming up. "The wind picks up the dust, or a raven walks through the mud, and the eggs get carried to brand-new potholes. That's how shrimp end up in places that never had shrimp."}
    {saw_wind and not saw_raven: "And some of them travel," {hero} added, warming up. "The wind scoops the dust out of a dry pothole and drops it somewhere else, eggs and all. That's how shrimp end up in places that never had shrimp."}
    {saw_raven and not saw_wind: "And some of them travel," {hero} added, warming up. "A raven stands in the mud for a drink and flies off with eggs packed around its toes. That's how shrimp end up in places that never had shrimp."}
    There was a short silence, the kind where everyone is catching up. Then the whole group burst into applause, and a man with binoculars actually said "Bravo."
    "Those eggs can wait for years," said the ranger, "through summer days that bake this rock and winter nights that freeze it. Some of the potholes you walked past today have been waiting since before you were born. You just explained one of the best secrets in the whole desert." # fact: pothole-eggs-wait # fact: desert-summer-days
    A small girl with braids raised her hand and asked, very seriously, whether the eggs got lonely, waiting all that time in the dark. {hero} considered it with equal seriousness. "I don't think so," {they} said at last. "I think they're too busy getting ready to be shrimp."
    {friend != "": {friend} clapped longest of anyone.}
    Dad didn't say anything. He just put his hand on {hero}'s shoulder and left it there. Meanwhile {pal} was informing a stranger that it had contributed. "Mainly emotional support," it added.
    Then Ranger Castillo pulled a small, battered notebook out of her shirt pocket, licked her pencil, and wrote something down. When {hero} asked what it was, the ranger turned the page around. It was a list of names, with dates beside them, and there weren't many. "Everyone who ever solved the pothole puzzle on my hike," she said. "Twelve summers. You're number nine."
    On the walk back to the car, {hero} passed a dry pothole by the trail and stopped to look down at it. An hour ago it would have looked like nothing but a dusty dent in the rock. Now it looked like a held breath.
}
-> END

=== end_keeper ===
# place: fiery-furnace
# ending: pothole_keeper
{band:
- "young":
    {spot == "gap": "Wait!" called {hero}. "Please don't step in! There are shrimp in there!" The boy stopped, one foot in the air. He looked down. "Whoa," he said. "I didn't see them."}
    {spot == "arch": "Excuse me!" said {hero}. "Please don't dip it in! The shrimp live in there!" The big boy stopped. He looked closer. "Whoa," he said. "I didn't see them."}
    {spot == "ledge": {hero} went down the ramp near the front. At the bottom, {they} stood by the dry pothole. "Step around, please!" {they} called. "{found_eggs: It's full of eggs!|Something might live in there!}" A mom stopped just in time. She stepped around it, and so did everyone behind her.}
    {hero}'s heart went thump, thump. Speaking up was scary. But {they} had done it.
    The ranger came hurrying over. She had seen everything.
    "Thank you, {hero}," she said. "Our skin has sunscreen and oils on it. Those can hurt the tiny shrimp. And a dry pothole is full of shrimp eggs, waiting for rain. They can wait there for years!" # fact: potholes-fragile # fact: pothole-eggs-wait
    "So that's the secret," said {hero}. "The eggs wait!"
    "That's the secret," said the ranger. "And you just took care of it. That makes you a Pothole Keeper."
    {hero} grinned, and {pal} {wiggled()}.
    {friend != "": {friend} wanted to be a Pothole Keeper too. "You can help me," said {hero}.}
    {spot == "gap": The boy came over to {hero}. "Thanks," he said. "I never knew puddles had animals in them."}
    {spot == "arch": The big boy came over to {hero}. "Thanks," he said. "I never knew puddles had animals in them."}
    {spot == "ledge": Later the mom found {hero}. "Thank you," she said. "I almost stepped right in it!"}
    All the way out of the maze, {hero} kept an eye on every pothole. "Step around," {they} told everyone. And they all did.
- "middle":
    {spot == "gap": "Wait!" {hero} called. "Please don't step in! There are shrimp in there!" The boy froze with one foot in the air. He looked down, and his eyes went wide. "Whoa," he said. "I didn't even see them." His dad lowered the phone and looked a bit embarrassed.}
    {spot == "arch": "Excuse me," said {hero}, loudly enough to be heard but not rudely. "Please don't dip it in. The shrimp live in there." The teenager stopped with the bandana an inch from the water. He leaned closer and saw them zipping around. "Whoa," he said. "I thought it was just a puddle."}
    {spot == "ledge": {hero} went down the ramp near the front, carefully, using {their} hands where it was steep, and stopped beside the dry pothole at the bottom. "Please step around this one!" {they} called to the hikers coming down behind. "{found_eggs: It's full of shrimp eggs!|There might be something alive in there!}" A mom at the front of the line stopped mid-stride, looked down, and stepped carefully around it. Everyone behind her did the same.}
    {hero}'s heart was thumping. It wasn't easy to tell a stranger what to do, even nicely. But {they} had done it.
    Ranger Castillo came over quickly. She had seen the whole thing.
    "Thank you, {hero}," she said. Then she raised her voice so that everyone could hear. "Here's why that matters. The sunscreen and oils on our skin can harm the tiny animals in a pothole. And a dry pothole isn't empty. It's full of shrimp eggs, waiting for the next rain. They can wait for years, through hot summer days and freezing winter nights. Step in one, and you crush them." # fact: potholes-fragile # fact: pothole-eggs-wait # fact: desert-summer-days
    "So that's their secret," said {hero} slowly. "The grown-up shrimp don't last. But the eggs wait."
    "That's their secret," said the ranger. "And you just protected it."
    {hero} felt {their} cheeks go warm, but in a good way.
    "Do you know what we call someone who looks after the potholes?" asked the ranger. "A Pothole Keeper. It isn't an official title. But you're the first one I've named this year."
    {pal} {wiggled()} at the news. "Does a Pothole Keeper get an assistant?" it asked hopefully.
    {friend != "": "Two assistants," said {friend}, stepping up beside {hero}.}
    {spot == "gap": A little later, the boy from the pothole came and walked beside {hero}. "I never knew there was anything alive in those," he said. "I thought they were just puddles." So {hero} showed him how to spot the shrimp, and how to tell a dry pothole by the cracked, curly mud at the bottom.}
    {spot == "arch": A little later, the teenager in the red bandana fell into step beside {hero}. "I never knew there was anything alive in those," he said. "I thought they were just puddles." So {hero} showed him how to spot the shrimp, and how to tell a dry pothole by the cracked, curly mud at the bottom.}
    {spot == "ledge": A little later, the mom from the ramp came and walked beside {hero}. "I'd have stepped right in that," she said. "I thought those dry holes were just dents in the rock." So {hero} showed her how to spot a dry pothole by the cracked, curly mud at the bottom, and told her about the shrimp.}
    All the way out of the maze, {hero} kept watch. Every time the group passed a pothole, wet or dry, {they} quietly pointed it out, and every boot went carefully around it.
    At the end of the hike, Ranger Castillo shook {hero}'s hand in front of everyone. "Thank you for keeping watch," she said, and {hero} stood up very straight.
- else:
    {spot == "gap": "Wait!" {hero} called, and it came out louder than {they} expected. "Please don't step in there. There are shrimp in it." The boy froze, one sneaker hovering over the water, and looked down. His eyes went very wide. "Whoa," he said. "I didn't even see them." His dad lowered the phone, looking sheepish, and helped him back up the slope.}
    {spot == "arch": "Excuse me," said {hero}, loudly enough to be heard and politely enough not to sound bossy, which was a harder balance than it looked. "Please don't dip it in. The shrimp live in there." The teenager froze with the bandana an inch above the water, then leaned in and saw them zipping about. "Whoa," he said. "I honestly thought it was just a puddle." He tied the bandana back on, dry.}
    {spot == "ledge": {hero} went down the ramp near the front, slowly, hands on the steep bits, and planted {themself} beside the dry pothole at the bottom like a crossing guard. "Please step around this one!" {they} called up the line of hikers. "{found_eggs: It's full of shrimp eggs!|There might be something alive in there!}" A mom at the front stopped with her boot in the air, looked down at the cracked crust, and stepped carefully around it. "Good catch!" she said, and passed the word back up the ramp.}
    {hero}'s heart was going like a drum. It turned out that saying something to a stranger, even something polite and true, took a surprising amount of nerve, and {they} could feel the leftover shakiness in {their} knees.
    Ranger Castillo was there a moment later. She had seen the whole thing.
    "Thank you, {hero}," she said, and then she raised her voice to the group. "Folks, this is worth a minute. The sunscreen and oils on our skin can harm the tiny animals in a pothole. And a dry pothole isn't empty. It's full of shrimp eggs, waiting for the next rain, and they can wait for years, through summer days hot enough to bake the rock and winter nights cold enough to freeze it. Step in one, and you're crushing next year's shrimp." # fact: potholes-fragile # fact: pothole-eggs-wait # fact: desert-summer-days
    "So that's the secret," {hero} said, half to {themself}. "The grown-ups don't make it. The eggs do. They just wait."
    "That's the secret," said the ranger. "And a minute ago, you were the one standing guard over it."
    {hero} felt {their} face go warm, the good kind of warm, the kind that comes from being right at exactly the right moment.
    "Do you know what we call a person who looks after the potholes?" the ranger asked. "A Pothole Keeper. It's not an official title. Nobody gets a badge. But I've only ever given it to three people, and you're the fourth."
    {pal} {wiggled()} at the news. "Does a Pothole Keeper get an assistant?" it asked. "I have excellent references."
    {friend != "": "Two assistants," said {friend}, stepping up beside {hero} with an extremely serious face.}
    {spot == "gap": A little later, the boy from the pothole came and walked beside {hero}, hands in his pockets. "I never knew there was anything alive in those," he admitted. "I thought they were just puddles." So {hero} showed him how to spot the shrimp if you stood still long enough, and how to recognize a dry pothole by the cracked, curling mud at the bottom.}
    {spot == "arch": A little later, the teenager in the red bandana fell into step beside {hero}, hands in his pockets. "I never knew there was anything alive in those," he admitted. "I thought they were just puddles." So {hero} showed him how to spot the shrimp if you stood still long enough, and how to recognize a dry pothole by the cracked, curling mud at the bottom.}
    {spot == "ledge": A little later, the mom from the ramp came and walked beside {hero}. "I'd have put my boot right through that crust," she admitted. "I thought those dry holes were just dents in the rock." So {hero} showed her how to recognize a dry pothole by the cracked, curling mud at the bottom, and told her about the shrimp racing the sun.}
    All the way out of the maze, {hero} kept watch. Every time the group came to a pothole, wet or dry, {they} pointed it out quietly, and fourteen pairs of boots went carefully around it. Near the end, the {spot == "ledge": mom from the ramp}{spot == "gap": boy from the pothole}{spot == "arch": teenager with the bandana} started pointing them out too, which felt like the best part of all.
    At the end of the hike, in the bright open sand outside the maze, Ranger Castillo shook {hero}'s hand in front of the whole group, as formally as a judge handing over a medal. "Thank you for keeping watch, Pothole Keeper," she said.
    It turned out that being the one who noticed things felt even better than being the one who knew things.
}
-> END

=== end_behind ===
# place: fiery-furnace
# ending: left_behind
{band:
- "young":
    {spot == "gap": {hero} stayed by the pothole to watch the mama shrimp. Dad stayed too.}
    {spot == "arch": {hero} stayed under the arch to watch the shrimp. Dad stayed too.}
    {spot == "ledge": At the bottom of the ramp, {hero} stopped to look at the faraway rain through a gap in the rocks. Dad stopped too.}
    {spot == "gap": Splash! The boy stepped in the pothole for his photo, then ran off. The shrimp darted to the deep end. They were safe, this time.}
    {spot == "arch": Splash! The big boy dipped his bandana in the pothole, then walked off. The shrimp zipped away from the ripples. They were safe, this time.}
    {spot == "ledge": The gray rain swayed over the mountains like a curtain. Then {hero} looked down. The dry pothole was covered in boot prints!}
    When {hero} looked up, the group was gone! It was very quiet.
    "We stay right here," said Dad. "That's the rule. Now we call out."
    "Hello!" they called. "Ranger Castillo!"
    {flies(): {pal} flew up high. "I see her hat!" it called. "She's coming!"|{pal} listened hard. "I hear boots!" it said. "Somebody is coming!"}
    The ranger came around a corner. "There you are," she said. "Everyone is waiting."
    "That one's on me, kiddo," Dad told {hero}. "I was watching too. I forgot to keep the group in sight."
    "You both stayed put and called out," said the ranger. "That was just right. But in this maze, we all stay together. Grown-ups too."
    Then she sighed. "I wanted to show everyone an old raven nest, up in a crack. Now there's no time."
    {hero} felt a little sad. Dad held {their} hand.
    "What did you see, watching so long?" asked the ranger.
    {spot != "ledge": "The shrimp are in a hurry," said {hero}. "I think they lay eggs before the water dries. The eggs wait for rain!"}
    {spot == "ledge": "I think rain wakes the shrimp up," said {hero}. "Their eggs wait in the dry dust. When the rain comes, they hatch!"}
    "They can wait for years," said the ranger. "You missed the nest. But you found the secret." # fact: pothole-eggs-wait
    {spot == "ledge": {hero} thought of the boot prints in the dry pothole. Next time, {they} would say, "Step around!"}
- "middle":
    {spot == "gap": {hero} stayed by the shady pothole, watching the mother shrimp swim her busy circles. Dad crouched beside {them}.}
    {spot == "arch": {hero} stayed under the hidden arch, watching the shrimp zip back and forth in the sunny pothole. Dad sat down beside {them}.}
    {spot == "ledge": {hero} and Dad came down the ramp last. At the bottom, through a gap between two fins, the gray curtain of rain was still hanging over the mountains, and {hero} stopped to watch it. Dad stopped too.}
    {spot == "gap": Behind {them}, the boy stepped into the pothole for his photo, stirring up a cloud of mud, and then ran off after the others. {hero} watched the water go brown and wished {they} had said something.}
    {spot == "arch": Beside {them}, the teenager dunked his bandana in the pothole, wrung it out over his head, and wandered off after the others. {hero} watched the ripples rock the tiny shrimp and wished {they} had said something.}
    {spot == "ledge": Far away, the rain swayed slowly over the mountains. Then {hero} looked down. The dry pothole at the foot of the ramp was covered in boot prints, its crust squashed flat.}
    It was only for a minute. Maybe two. But when {hero} looked up, the group was gone. There were no voices. No boots. Just red walls, and three passages leading off in different directions.
    {hero}'s stomach dropped.
    "Okay," said Dad calmly. "We do exactly what the ranger said. We stay right here, and we call out."
    So they called. "Ranger Castillo! Hello!" Their voices bounced off the fins.
    {flies(): {pal} shot up above the fins. "I see her hat!" it called down. "She's coming back this way!"|{pal} went very still, listening. "Boots," it said. "Coming closer. That way."}
    A moment later, the ranger came around a corner. "There you are," she said. She didn't sound angry, just relieved. "Everyone's waiting up ahead. I count heads at every turn."
    "That one's on me," said Dad, before {hero} could speak. "I got just as caught up as {hero} did, and I'm the grown-up. I should have kept the group in sight."
    "I'm sorry too," said {hero}.
    "You both stopped and called, which was exactly right," said the ranger. "But this is why we stay together in here, grown-ups included. It's easy to lose each other." She sighed. "I was going to show everyone an old raven's nest, wedged up in a crack near the end. We've run out of time for it now."
    When they caught up, fourteen people were waiting in the shade. Nobody said anything mean, but {hero} could tell some of them had wanted to see that nest. {hero}'s face felt hot.
    Dad put an arm around {hero}. "When we lost them, you didn't panic," he said quietly. "You stayed put and called out. That's the part I'll remember."
    As they walked out together, the ranger asked, "So what did you see, watching so long?"
    {spot != "ledge": "They're in a hurry," said {hero}. "I think they lay eggs before the water dries up. And the eggs wait in the dust for the next rain."}
    {spot == "ledge": "Rain," said {hero}. "I think the shrimp lay eggs before their pothole dries up. The eggs wait in the dust, and when a storm like that one fills the pothole again, they hatch."}
    The ranger smiled. "For years, if they have to, through hot summer days and freezing winter nights. You missed the nest, but you found the secret. Next time, both of you, watch with the group in sight." # fact: pothole-eggs-wait # fact: desert-summer-days
    {spot == "ledge": {hero} thought of the squashed crust at the bottom of the ramp. Next time, {they} would ask everyone to step around.}
- else:
    {spot == "gap": {hero} stayed by the shady pothole, watching the mother shrimp swim her busy circles with her pouch of eggs. Dad crouched beside {them}, just as fascinated.}
    {spot == "arch": {hero} stayed under the hidden arch, watching the shrimp zip back and forth in their sunny pool. Dad sat down beside {them}, just as fascinated.}
    {spot == "ledge": {hero} and Dad came down the ramp last. At the bottom, through a notch between two fins, the gray curtain of rain still hung over the mountains, and {hero} stopped to watch it sway. Dad stopped beside {them}, just as fascinated.}
    {spot == "gap": Behind {them}, the boy stepped into the pothole for his photo after all, stirring the water into a brown cloud, and then scrambled out and ran after the others. {hero} watched the mud settle over the shrimp and felt a pang. {They} could have said something, and {they} hadn't.}
    {spot == "arch": Beside {them}, the teenager dunked his bandana in the pothole, wrung it out over his head with a sigh of relief, and wandered off after the others. {hero} watched the ripples rock the tiny shrimp back and forth and felt a pang. {They} could have said something, and {they} hadn't.}
    {spot == "ledge": Thunder grumbled across the desert, more felt than heard. Then {hero} glanced down. The dry pothole at the foot of the ramp was stamped all over with boot prints, its crust crushed flat where fourteen hikers had stepped off.}
    It was only a minute, two at the most, but when {hero} looked up, the group was gone. There were no voices, no scuffing boots, no ranger's hat bobbing ahead. Just red walls, blue sky, and three passages leading off in three different directions, each looking exactly as likely as the others.
    {hero}'s stomach did a slow, cold somersault.
    "Okay," said Dad, in the calm voice he used for flat tires. "We do exactly what the ranger told us: we stay right here, we call out, and we don't go wandering anywhere."
    So they called. "Ranger Castillo! Hello!" Their voices bounced off the fins and came back thinner.
    {flies(): {pal} shot straight up above the tops of the fins and hovered there, turning. "I see her hat!" it called down. "She's already coming back. Two passages over!"|{pal} went perfectly still, listening with everything it had. "Boots," it said at last. "Coming closer. From that way."}
    A moment later, Ranger Castillo came around a corner, and her whole face relaxed. "There you are," she said. "I count heads at every turn. Everyone's waiting just up ahead."
    "That one's on me, kiddo," said Dad, before {hero} could open {their} mouth. He turned to the ranger. "I got every bit as absorbed as {hero} did, and I'm supposed to be the one keeping an eye on the group. Sorry."
    "Me too," said {hero}, and meant it all the way through.
    "You stopped and you called out, both of you, which was exactly right," said the ranger. "But this is why we stay together in here, grown-ups very much included. This maze is very good at swallowing people." She glanced at her watch and sighed. "I was saving an old raven's nest for the end, a great messy heap of sticks wedged up in a crack, and now we've run out of time for it."
    When they caught up, the rest of the group was waiting in a patch of shade. Nobody said anything unkind, and a man even joked that he had been enjoying the rest, but {hero} saw a boy about {their} own age glance wistfully up at the high cracks in the fins, as if the nest might be hiding in one of them, and felt the cost of those two minutes land, heavy and real.
    Dad bumped {their} shoulder. "For the record," he said quietly, "when we lost them, you didn't panic. You stood still and you shouted. I was proud of that, even in the middle of being a bit scared."
    Then, as they started toward the exit, the ranger fell into step beside {hero}. "So," she said. "What did you see, watching all that time?"
    {spot != "ledge": "They're in a hurry," said {hero} slowly. "All of them. I think they have to lay their eggs before the water's gone. And then the eggs wait in the dust, for the next rain."}
    {spot == "ledge": "Rain," said {hero} slowly. "Or what happens after it. I think the shrimp lay their eggs before the water's gone, and the eggs wait in the dry dust until a storm like that one fills the pothole again. Then they hatch."}
    "For years, if they have to, through summer days that bake the rock and winter nights that freeze it," said the ranger, and she smiled properly for the first time since she'd found them. "You missed the nest, but you found the secret, and you found it by paying attention. Next time, both of you, just pay attention with the group in sight." # fact: pothole-eggs-wait # fact: desert-summer-days
    {spot == "ledge": {hero} nodded, thinking of the crushed crust at the foot of the ramp. Nobody had warned the group about it. Next time, {hero} decided, somebody would.|{hero} nodded. It was a fair deal, {they} decided, though not a cheap one, and {they} would remember both halves of it for a long time.}
}
-> END
