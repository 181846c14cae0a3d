# title: Where the Javelinas Nap
# month: 4
INCLUDE shared/story.ink

// Chapter 2: how the hunt began, "foot" (followed the tracks), "help" (helped the ranger) or "look" (binoculars).
VAR start = ""
// Chapter 3: how they came to Javelina Rocks, "wash" (on foot round the back), "pullout" (by car) or "boulder" (from on top).
VAR spot = ""
// What they found or learned on the way.
VAR saw_tracks = false
VAR heard_tip = false
VAR saw_coyote = false
VAR found_rub = false

-> loop_morning

// ---------------------------------------------------------------- chapter 1: the pull-out
=== loop_morning ===
# place: cactus-forest
{band:
- "young":
    Grandma drove slowly along the Cactus Forest Loop Drive. It was an early April morning. Long saguaro shadows lay across the road.
    Saguaros stood everywhere. Some had one arm. Some had lots. Some had none.
    In the back, two big water bottles rolled around. Clunk! Clunk! Grandma never went anywhere without them.
    They stopped at a pull-out. A ranger was holding a long striped pole up next to a cactus.
    "Hi! I'm Ranger Delgado," she said. "I measure how tall the saguaros grow."
    The cactus was as tall as a basketball hoop. It had no arms at all.
    "Some saguaros are fifty years old before they grow even one arm," said the ranger. # fact: saguaro-first-arm
    {friend != "": {friend} stretched both arms up high, like a saguaro.}
    Then {pal} sneezed. "Achoo! What is that smell?"
    It smelled like a stinky wet sock. Something grunted in the cactus. Grunt, grunt!
    Out trotted a line of gray, hairy animals. They looked like little pigs with long noses. Each one had a pale stripe around its neck, like a collar.
    One bit a flat cactus pad. Crunch! It ate the spines too!
    "Javelinas!" whispered Grandma. "Stay by the car. Give them room."
    The javelinas trotted across the road. The smallest one came last. Then they were gone.
    "Where are they going?" asked {hero}.
    "To a shady spot to nap," said the ranger. "When it gets hot, they sleep all day. Hardly anyone sees where."
    The sun was climbing. Could {hero} find the nap spot?
- "middle":
    Grandma believed the desert belonged to early birds, so she had them on the Cactus Forest Loop Drive as early as the park allowed, while every saguaro still threw a long shadow across the road. She had lived in Tucson her whole life, and there were always two big water bottles rolling around on her back seat, clunking together at every bump.
    The road curled through a forest of saguaros. Some had one arm, some had a dozen, and some had none at all. The low April sun turned their spines gold, and behind them the Rincon Mountains were still blue with shadow.
    Grandma pulled into a small pull-out. A ranger was already there, holding a tall striped pole up against a saguaro about as high as a basketball hoop, with no arms at all. "Morning," she said. "I'm Ranger Delgado. I'm measuring how much our young saguaros have grown."
    "That one's young?" {hero} asked. "It's huge!"
    "It's a teenager," said the ranger. "A saguaro can take fifty years or more to grow its first arm." # fact: saguaro-first-arm
    {friend != "": {friend} tried standing very straight with no arms, like a teenage saguaro, and nearly fell over.}
    Just then {pal} sneezed. Then it sneezed again. "What," it said, "is that smell?"
    {hero} smelled it too: sharp and musky, like a gym sock that had been left in the rain. Out in the prickly pear, something grunted.
    Out of the cactus came a line of gray, bristly animals. They looked a bit like small pigs, but their legs were thin, their snouts were long, and each one had a pale stripe around its neck like a collar. One stopped at a prickly pear and bit a chunk right out of a pad, spines and all. Crunch. The smallest one, at the very back, was browner than the rest.
    "Javelinas," breathed Grandma. "Stay right here by the car and give them room."
    The herd trotted across the loop road in single file and slipped between the saguaros on the other side. Only the smell stayed behind.
    "Where are they going?" {hero} whispered.
    "Somewhere shady," said the ranger. "When it gets hot, javelinas find a cool spot and sleep the day away. We hardly ever see where."
    {hero} looked at the sun, already climbing above the mountains. Somewhere out there was a javelina bedroom, and {they} wanted to find it before the whole herd was asleep.
    "All right," said Grandma, reading {their} face. "We look from a distance, we keep our water handy, and when the shade gets short, we stop."
- else:
    Grandma held firm opinions about the desert, and the firmest was that it belonged to early risers. So she had them rolling onto the Cactus Forest Loop Drive as early as the park allowed, while every saguaro still dragged a long shadow across the road behind it. "April mornings are a gift," she said. "April afternoons are a test." She had lived in Tucson her whole life, and her back seat always had at least two enormous water bottles rolling around on it, like passengers who never got out.
    The road curled through a forest of saguaros. Some had one arm, some had a dozen, and some had none at all, and in the low sun their spines glowed as if someone had outlined each one in gold. Behind them, the Rincon Mountains were still blue with shadow.
    Grandma pulled into a small pull-out, where a ranger was holding a tall striped pole up beside a saguaro roughly the height of a basketball hoop. It did not have a single arm. "Morning," the ranger called. "I'm Ranger Delgado. I'm checking how much our young saguaros have grown."
    "That's a young one?" {hero} said. It was at least three times {their} height.
    "Practically a teenager," said the ranger, jotting a number on her clipboard. "A saguaro can take fifty years or more to grow its first arm. This one is still making up its mind." # fact: saguaro-first-arm
    {friend != "": {friend} stood very tall with both arms pressed flat, doing an impression of an undecided saguaro.}
    That was when {pal} sneezed. Then it sneezed again, harder, and looked deeply offended. "Something," it announced, "has ruined the air."
    {hero} caught it a second later: a sharp, musky smell, like a gym sock that had spent the night in a swamp. Out in the prickly pear, something grunted. Something else grunted back.
    Then a line of gray, bristly animals came pushing out of the cactus. They were built a little like pigs, with long snouts and barrel bodies, but their legs were thin and quick, and a pale stripe ran around each neck like a collar. The one in front paused at a prickly pear, bit a half-moon out of a pad, spines and all, and crunched it as calmly as a piece of toast. The smallest, trailing at the back, was browner than the others.
    "Javelinas," Grandma breathed. "Stay right here by the car. They don't want company, and they're entitled to their opinion."
    The herd trotted across the loop road in single file, hooves clicking on the pavement, and vanished between the saguaros on the far side. The smell stayed, like a guest who hadn't noticed the party was over.
    "Where are they going?" {hero} whispered.
    "Somewhere shady," said the ranger. "When the day heats up, javelinas tuck themselves into a cool spot and sleep through the worst of it. We hardly ever see where."
    {hero} looked at the sun, which had cleared the mountains and was climbing with no sign of stopping. Somewhere out there, the herd had a bedroom. Nobody saw where. That sentence felt like a door left open just a crack, and {hero} badly wanted to push it.
    Grandma, who could read {their} face like a weather report, sighed. "From a distance," she said. "Water in reach. And when the shade gets short, we stop."
}
* [Follow the javelinas' tracks on foot # act: go] -> on_foot
* [Help the ranger measure the next saguaro # act: help] -> measuring
* [Look for the herd through Grandma's binoculars # act: look] -> binoculars

// ---------------------------------------------------------------- chapter 2: on foot
=== on_foot ===
# place: cactus-forest
~ start = "foot"
{band:
- "young":
    Grandma locked the car. They looked both ways and crossed the road, just like the javelinas.
    On the other side was a sandy trail. In the sand were tracks! Each one was small and pointy, with two toes.
    {pal} {sniffed()}. "They went this way," it said. "And they did not take a bath."
    The stinky smell hung over the trail. They followed it.
- "middle":
    Grandma locked the car, and they crossed the loop road where the javelinas had, looking both ways first. On the other side, a narrow dirt trail ran between the saguaros, and pressed into its soft sand were the herd's tracks. Each one was small and pointed, split down the middle into two toes, like a heart drawn upside down.
    "They went this way," {hero} said.
    {pal} {sniffed()}. "They went this way," it agreed, "and not one of them took a bath first."
    The smell hung over the trail like an invisible string. They followed it.
- else:
    Grandma locked the car, and they crossed the loop road exactly where the javelinas had, after looking both ways twice, because Grandma believed in looking both ways twice. On the far side a narrow dirt trail wound between the saguaros, and printed in its soft sand, clear as a signature, were the herd's tracks: small, pointed hoofprints, each split down the middle into two toes, like hearts drawn upside down.
    "They came through here," {hero} said, crouching.
    {pal} {sniffed()}. "They came through here," it confirmed, "and I can tell you without any doubt that none of them has ever had a bath."
    The smell lay over the trail like a string someone had stretched between the cactus for them to follow. So they followed it.
}
{end_now: -> foot_close}
~ saw_tracks = true
{band:
- "young":
    The trail went down into a dry, sandy creek bed. The tracks went right down the middle.
    Then Grandma said, "Ouch!" A fuzzy ball of cactus was stuck to her sock. It was cholla.
    Grandma took out a comb. Flick! The cactus ball flew off. "Never use your fingers," she said.
    Zoom! A bird with a long tail ran past. It had a lizard in its beak. It was a roadrunner!
    "No fair," said {pal}. "Birds should not run that fast."
    Grandma pointed up. Green bumps sat on top of the tall saguaros. "Flower buds," she said. "In late spring, they open into big white flowers. Arizona picked it as the state flower." # fact: white-blossom-arizona
    The sun was getting warm. Grandma gave everyone a drink of water.
    Far ahead, where the creek bed ran back to the road, {hero} saw big round rocks. They had stripes, like a cake. The tracks went that way.
    Then the wind blew from the rocks. Here came that stinky smell again!
- "middle":
    The trail dipped into a sandy wash, a dry creek bed that only runs with water after a storm. The tracks went straight down the middle of it. Here and there, a prickly pear had a fresh half-moon bite in one of its pads, still shiny with green juice.
    "Javelinas get a lot of their water from cactus," Grandma said. "That's how they get by out here."
    In one spot the sand was churned up in a big, messy circle, as if the whole herd had stopped for a meeting and then rolled around on the floor. "Somebody had a dust bath," said Grandma.
    {pal} looked at the circle with great interest. "I could try it," it said. "For science."
    "Please don't," said {hero} and Grandma at exactly the same time.
    Then Grandma said "Ouch," which was not like her at all. A fuzzy ball of cholla cactus had grabbed onto her sock. Cholla pieces break off at the lightest touch and hook onto whatever brushed them. Grandma pulled a comb out of her pocket, slid it under the spiny ball and flicked it away. "Desert trick," she said. "Never use your fingers."
    A roadrunner zipped across the wash in front of them with a lizard in its beak. {pal} stared after it. "That," it said, "is a bird showing off."
    On top of the tallest saguaros, {hero} noticed bumpy green crowns, like knuckles. "Flower buds," said Grandma. "In a few weeks they'll open into big white blossoms. That flower is Arizona's state wildflower." # fact: white-blossom-arizona
    The sun was warmer now, and Grandma made everyone take a drink. Then the wash bent, and far ahead, where it curled back toward the loop road, {hero} saw a heap of giant rounded boulders with stripes running through them like the layers of a cake. The tracks headed straight for them.
    A puff of breeze came down the wash from the rocks, and it carried that smell, stronger than ever.
- else:
    The trail dropped into a sandy wash, a creek bed with no creek in it, except for an hour or two after a storm. The tracks marched straight down the middle, and along the banks the herd had left a trail of evidence: prickly pear pads with fresh half-moon bites in them, still wet with green juice.
    "Javelinas get a lot of their water from cactus," Grandma said. "Out here, lunch and a drink come in the same prickly package."
    A little farther on, the sand had been churned into a wide, messy circle, full of scuffs and skid marks, as if the herd had held a meeting and the meeting had turned into a wrestling match. "Dust bath," said Grandma. "Javelinas do love a good roll in the dirt."
    {pal} studied the circle with an expression of deep professional interest. "I feel I should try it," it said. "Purely to understand them better."
    "No," said {hero} and Grandma, in perfect harmony, and {pal} looked wounded for almost four seconds.
    Then Grandma said "Ouch," which was so unlike her that {hero} spun round. A fuzzy ball of cholla had latched onto her sock. People call it jumping cholla, though it doesn't jump; its joints just break off at the faintest touch and hook onto whatever brushed them, which feels like the same thing. Grandma produced a comb from her pocket, slid it under the spiny ball and flicked it into the bushes without a word. "Desert trick," she said. "Fingers are for people who like tweezers."
    A roadrunner shot across the wash ahead of them with a lizard dangling from its beak and was gone before {hero} could point. {pal} stared after it with its mouth open. "That was not fair," it said. "That was a bird doing a completely different animal's job."
    On top of the tallest saguaros, {hero} noticed clusters of green bumps crowded together like knuckles. "Flower buds," said Grandma. "In a few weeks those open into big white blossoms, and that blossom is Arizona's state wildflower. People drive from everywhere to see it." # fact: white-blossom-arizona
    The sun had stopped being pleasant and started being serious, and Grandma handed round the water bottle without being asked. {hero} drank, wiped {their} mouth, and looked up. The wash had bent, and far ahead, where it curled back toward the loop road, rose a tumble of giant rounded boulders with pale stripes running through them like the layers of a cake. The tracks headed straight for them.
    Then a breeze came sliding down the wash from that direction, and on it, faint but unmistakable even from so far off, was the smell of the herd.
}
* [Go on along the wash to the back of the striped rocks # act: go] -> rocks_wash
* [Walk back to the car and ask Grandma to drive round to the rocks' pull-out # act: ask] -> rocks_pullout
* [Look down on the rocks from the big flat boulder at the edge # act: look] -> rocks_boulder

=== foot_close ===
# place: cactus-forest
# ending: empty_beds
{band:
- "young":
    The tracks went under a little tree with green branches. It made a patch of shade.
    The sand there was scooped into little round dips. It smelled very stinky.
    "Beds!" said {hero}. "The javelinas slept here!"
    "Maybe last night," said Grandma. "They are gone now."
    A few gray hairs lay in the sand. {hero} did not touch them. {They} just looked.
    {pal} leaned over one dip. "Too stinky for me," it said.
    The sun was hot now. Grandma shared the water. "Let's head back to the car," she said.
    {hero} did not see the javelinas sleep. But {they} knew what their beds looked like now.
- "middle":
    The tracks led under a palo verde tree, with its green bark and tiny leaves, and stopped in a patch of shade. There, the sand had been scooped into three or four shallow, round dips, each one just the size of a javelina. The smell was so strong that {pal} had to sit down.
    "Beds," {hero} whispered. "They slept here!"
    "Maybe last night," said Grandma. "They've moved on to somewhere cooler for the day."
    A few stiff gray hairs were caught on the edge of one dip. {hero} crouched down and looked at them without touching. They were as thick as the bristles on a brush.
    {pal} leaned over one of the beds, just to see. It pulled back again almost at once. "Cozy," it reported. "Smelly. Mostly smelly."
    The shade under the tree was already shrinking. Grandma unscrewed the water bottle and passed it around. "That's our sign," she said. "When the shade gets short, we stop."
    {hero} took one last look at the little dips in the sand. {They} hadn't seen the javelinas sleeping, but {they} had found where a whole herd had lain down together in the dark, and now {they} knew exactly what to look for next time.
- else:
    The tracks led under a palo verde, whose bark was green and whose leaves were too small to bother with, and stopped in its patch of shade. There the sand had been scooped into three or four shallow, round hollows, each about the size of a javelina curled up, and the smell was so thick that {pal} sat down heavily, as if it had walked into a wall.
    "Beds," {hero} whispered. "These are their beds."
    "From last night, I'd guess," said Grandma. "They've gone on somewhere cooler for the day. This tree's shade won't last until noon."
    A few stiff gray hairs had snagged on the rim of one hollow. {hero} knelt and looked at them without touching, close enough to see that each was as thick as a bristle on a hairbrush. It was strange to think that a few hours ago, a whole family had been lying right here in the dark, snuffling and shoving for the best spot. {hero} could almost hear it: the grumbles, the sighs, somebody's hoof in somebody else's ear.
    {pal} leaned over the nearest hollow for a closer inspection, purely for science, and reeled back in under three seconds. "Verdict," it said. "Cozy. Deeply, tragically smelly."
    Grandma crouched beside {hero}, knees cracking like twigs. "You know what's clever about this spot?" she said. "Look where the tree is. Morning sun comes from over there, behind the branches. At night it's sheltered from the wind. They didn't pick it by accident. Every animal out here is an expert on shade."
    The shade was already pulling back toward the trunk like a tide going out, and Grandma unscrewed the water bottle and handed it round. "That's our signal," she said. "Short shade means we stop."
    {hero} didn't argue. {They} hadn't seen the javelinas asleep, which was what {they} had wanted. But {they} had found where they slept, and that was a secret most visitors walked straight past. Next time that smell drifted across a trail, {hero} would know to look for the shade, and the little round beds beneath it.
}
-> END

// ---------------------------------------------------------------- chapter 2: helping the ranger
=== measuring ===
# place: cactus-forest
~ start = "help"
{band:
- "young":
    "Can I help?" asked {hero}.
    "Yes, please!" said the ranger. She gave {hero} the bottom of the striped pole. "Hold it straight. Right next to the cactus."
    This saguaro was small. It hid under a little tree. {hero} held the pole very still.
    "Three feet tall," said the ranger. She wrote it down.
    "Big saguaros can grow as tall as a telephone pole," she said. "This little one has a long way to go." # fact: saguaro-height-age
- "middle":
    "Can I help?" {hero} asked.
    "I was hoping someone would say that," said the ranger. She handed {hero} the bottom end of the striped pole. "Stand it straight up, right beside the cactus. Don't touch the spines."
    The next saguaro was a small one, hiding in the shade of a palo verde tree. {hero} held the pole as straight as a flagpole while the ranger read the stripes.
    "Three feet, two inches," she said, writing it down. "The big ones can top forty feet and keep going past their hundred and fiftieth birthday. This little one has a long way to go." # fact: saguaro-height-age
    "Do you measure all of them?" asked {hero}.
    "Not all. Just the ones we check every few years, on both sides of Tucson. The park has two parts, one on the east side of the city and one on the west. We're in the east." # fact: districts-tucson-east
- else:
    "Can I help?" {hero} asked, before {they} had quite decided to.
    "I was hoping someone would say that," said the ranger, and handed {hero} the bottom end of the striped pole. "Stand it straight up, right beside the cactus. Close, but not hugging. Saguaros don't like hugs."
    The next saguaro was a small one, tucked into the speckled shade of a palo verde tree like a shy kid hiding from its own relatives. {hero} held the pole as straight as {they} could while the ranger read off the stripes, squinting.
    "Three feet, two inches," she said, and wrote it down. "The big ones top forty feet, and they can still be standing long after their hundred and fiftieth birthday. This one's barely started." # fact: saguaro-height-age
    "Do you measure every single one?" {hero} asked, looking out at the thousands of green columns marching toward the mountains.
    The ranger laughed. "I'd need a few more lifetimes. We keep checking the same ones every few years, on both sides of Tucson. The park comes in two pieces, one on the east side of the city and one on the west, and we're standing in the east." # fact: districts-tucson-east
}
{end_now: -> measure_close}
~ heard_tip = true
{band:
- "young":
    They measured two more. Then the ranger smiled. "Thank you, helper. Now I will help you."
    She leaned on her striped pole. "Javelinas can't see very well," she said. "But they can smell very well! So let the wind blow on your face. Then they can't smell you."
    "What if they smell me?" asked {hero}.
    "Then you will hear clack, clack," said the ranger. "That means you are too close. Back away."
    {flies() or kind == "turtle": {pal} snapped its beak. Clack!|{pal} tapped its teeth together. Clack!} "Like that?"
    "Just like that," said the ranger. "And there are big rocks on this road with their name on them."
    Then the wind blew. Phew! The stinky smell came again. It came from the big striped rocks by the road.
- "middle":
    They measured two more saguaros. Then the ranger tucked her pencil behind her ear. "Fair's fair," she said. "You helped me. Now I'll help you find those javelinas."
    She leaned on her striped pole like a walking stick. "Javelinas don't see very well. But their noses are amazing, and so are their ears. So keep the wind blowing in your face. That way your smell blows away from them."
    "And if they smell me anyway?" asked {hero}.
    "Then you'll hear their teeth go clack, clack, clack. That's a javelina saying, 'You're too close.' If you hear it, back away slowly."
    {flies() or kind == "turtle": {pal} snapped its beak experimentally.|{pal} clicked its teeth together experimentally.} "Like that?"
    "Exactly like that," said the ranger. "One more thing. There's a pile of boulders on this loop that's named after them."
    Right then a warm breeze picked up, and the smell came drifting back. It wasn't coming from the trail. It was coming from farther along the road, where a heap of huge striped boulders sat in the sun.
- else:
    They measured two more, a knee-high one and a leaning one, and then the ranger tucked her pencil behind her ear. "Fair's fair," she said. "You gave me three measurements. I'll give you three javelina secrets."
    She leaned on the striped pole like a shepherd with a crook and held up one finger. "They don't see well. Honestly, a javelina could mistake you for a bush." A second finger. "But their noses and ears are excellent. So keep the wind in your face. Your smell goes behind you, and they never know you're there."
    "And if they do?" asked {hero}.
    A third finger. "Then you'll hear their teeth go clack, clack, clack. That's a javelina saying, very clearly, 'You are too close.' When you hear it, you back away slowly and don't argue."
    {flies() or kind == "turtle": {pal} snapped its hard little beak a few times, testing.|{pal} clicked its teeth together a few times, testing.} "Like that?"
    "Scarily like that," said the ranger. "And a bonus secret, free of charge: there's a pile of boulders on this loop that's named after them. Whoever named it wasn't guessing."
    {hero} repeated the secrets under {their} breath, the way {they} would before a spelling test. Bad eyes. Good noses. Wind in your face. Clacking means back off. It felt like being handed the rules of a game nobody else knew they were playing.
    As if on cue, a warm breeze picked up and the smell came sliding back across the pull-out. {hero} turned {their} face into it, the way the ranger had said. It wasn't coming from the trail the herd had taken. It was coming from farther along the road, where a heap of enormous striped boulders sat baking in the sun.
}
* [Go to the boulders' pull-out in Grandma's car # act: go] -> rocks_pullout
* [Look down into the rocks from the big flat boulder # act: look] -> rocks_boulder
* [Wait for the wind to blow in your face, then walk in along the wash # act: wait] -> rocks_wash

=== measure_close ===
# place: javelina-rocks
# ending: named_for_them
{band:
- "young":
    They measured one more. Then the ranger whispered, "Want to know a secret? There are big rocks on this road. They are named after the javelinas. Javelina Rocks!"
    Grandma drove there slowly. The rocks were huge and round, with stripes.
    They rolled the windows down. Sniff. There was the stinky smell!
    In the shade under a rock, something gray moved. It was a bristly back. Then a long nose. Then a little brown ear.
    "They're napping," whispered {hero}. "In the rocks with their name!"
    {pal} {wiggled()}.
    They did not get out. They let the javelinas sleep. Grandma drove on, very quietly.
- "middle":
    They measured one more. Then the ranger leaned in and lowered her voice. "You want to know where I'd look? There's a pile of big boulders on this loop road called Javelina Rocks. Whoever named it wasn't guessing."
    Grandma thanked her and drove on slowly, with all the windows down. A few minutes later the boulders came into view beside the road: huge, rounded, and striped with pale bands, like giant loaves of marble cake.
    They didn't even need to get out. The smell came in through the windows first.
    Then, in a slice of deep shade under the biggest boulder, {hero} saw a bristly gray back. Then a long snout resting on top of it. Then a small brown ear that twitched once and went still.
    "They're napping," {hero} whispered. "In the rocks with their name on them!"
    {pal} {wiggled()}, very quietly.
    Grandma let the car roll on without a sound. "Best way to watch a nap," she said softly, "is to leave it alone."
    {hero} watched the shady spot until it disappeared around the bend. {They} had helped measure two saguaros, and the ranger had paid {them} back with the one secret {they} wanted most.
- else:
    They measured one more, and then the ranger leaned close and lowered her voice, as if the saguaros might be listening. "You want to know where I'd look? There's a pile of boulders on this loop called Javelina Rocks. I can't promise anything. But whoever named it wasn't guessing."
    Grandma thanked her and drove on at a crawl, with every window down. Within a few minutes the boulders rose beside the road: huge and rounded, stacked like giant loaves of marble cake, with pale stripes wandering through the dark rock.
    They didn't need to get out. The smell got there first, sliding in through the windows and settling in the back seat with {pal}, who pinched its face shut and said nothing, which for {pal} was a kind of heroism.
    Then {hero} saw it. In a wedge of deep shade beneath the biggest boulder lay a bristly gray back. Resting on that back was a long snout. And tucked in beside both was a small, brown ear, which twitched once at a fly and went still.
    "They're napping," {hero} breathed. "In the rocks with their own name on them."
    {pal} {wiggled()}, but carefully, as if a loud wiggle might carry.
    Grandma let the car roll on without touching the gas, tires whispering on the pavement. "The best way to watch a nap," she murmured, "is to leave it alone."
    {hero} kept {their} eyes on that wedge of shade until the road curved and took it away. It had cost {them} two saguaros' worth of pole-holding, which was a bargain. The ranger got her numbers. {hero} got the secret nobody sees.
}
-> END

// ---------------------------------------------------------------- chapter 2: the binoculars
=== binoculars ===
# place: cactus-forest
~ start = "look"
{band:
- "young":
    Grandma took her binoculars out of the car. {hero} held them up to {their} eyes.
    Whoa! The saguaros jumped close. {hero} saw a brown bird on a cactus. It sang, "Cha-cha-cha-cha!"
    "A cactus wren," said Grandma. "It sounds like a car that won't start."
    Next, a giant saguaro with ten arms popped into view. "That one may be 150 years old," said the ranger. # fact: saguaro-height-age
    {flies(): {pal} flew up to the top of a saguaro to look too.|{pal} {moved()} up onto a low rock beside {hero}.}
    Then {hero} saw them. Gray backs! The javelinas were trotting away between the cactus.
- "middle":
    Grandma fetched her binoculars from the glove box and hung the strap around {hero}'s neck. "Slowly," she said. "Sweep, don't jump."
    At first all {hero} could see was a blur. Then {they} turned the little wheel, and the desert snapped sharp. A brown, speckled bird was perched on top of a cholla, throwing back its head and calling, "Cha-cha-cha-cha-cha!"
    "Cactus wren," said Grandma. "Arizona's state bird. Sounds like a car that won't start, doesn't it?"
    {hero} swept on. The saguaros leaped close, every spine and every round bird hole. One giant had so many arms it looked like it was juggling. "That one could be more than forty feet tall," said the ranger, following {their} gaze. "And a good hundred and fifty years old, maybe older." # fact: saguaro-height-age
    {flies(): {pal} flew up and landed on the very top of a saguaro, where it could see even farther.|{pal} {moved()} up onto a low rock beside {hero} and stretched up as tall as it could.}
    Then, between two cactus trunks, {hero} caught a flicker of gray. There they were: bristly backs, bobbing away in a line.
- else:
    Grandma fetched her binoculars from the glove box and looped the strap over {hero}'s head. "Sweep slowly," she said. "Binoculars punish jumpy people."
    At first the world was a brown smear. Then {hero} found the little focus wheel, and the desert snapped into sharpness so suddenly that {they} flinched. A speckled brown bird sat on top of a cholla, throwing back its head and shouting, "Cha-cha-cha-cha-cha!", like someone trying to start a very old car.
    "Cactus wren," said Grandma. "Arizona's state bird. Loudest thing in the desert before breakfast, and it knows it."
    {hero} swept on. Suddenly {they} could see every spine on every saguaro, every round bird hole, every ant on a rock. One old giant had so many arms it looked like a juggler mid-trick. "That one might be more than forty feet tall," said the ranger, who had followed {their} gaze, "and a hundred and fifty years old, give or take. It was already a grown-up when your great-great-grandparents were kids." # fact: saguaro-height-age
    {hero} tried to imagine being a hundred and fifty and still standing up straight. Grandma was seventy-one and complained about her knees on stairs.
    {flies(): {pal} flapped up and landed on the very crown of a saguaro, where it could see even farther than the binoculars, and made sure everyone noticed.|{pal} {moved()} up onto a low rock beside {hero} and stretched up as tall as it could, which was not tall enough, and said so.}
    Then, between two trunks, {hero} caught a flicker of gray. There they were: a line of bristly backs bobbing away between the cactus, unhurried, like commuters who knew exactly where they were going.
}
{end_now: -> far_close}
~ saw_coyote = true
{band:
- "young":
    But wait. Something else was out there. It had a bushy tail and pointy ears. A coyote!
    It trotted behind the javelinas. Its nose was down.
    "Oh no," said {hero}. "The little one!"
    The javelinas bunched up tight. The little one was in the middle. The biggest javelina turned around. Its hair stood up.
    The coyote stopped. It sat down. It scratched its ear. Then it trotted away the other way.
    "Phew," said {pal}.
    The javelinas went on. They went to some big striped rocks by the road. Then, one by one, they went into the shade.
    "Those are Javelina Rocks," said the ranger.
- "middle":
    But they weren't the only ones out there. Behind the herd, nose to the ground, came a slim, tan animal with a bushy tail. A coyote.
    "Oh no," {hero} whispered. "The little one."
    The javelinas seemed to know. They bunched together, with the smallest squeezed into the middle. Then the biggest one turned around to face the coyote. Even from far away, {hero} could see the hair stand up along its back.
    The coyote stopped. It looked at the javelina. It sat down, scratched behind one ear as if it had only come out for a stroll, and trotted away in the other direction.
    {hero} breathed out, long and slow. {pal} {wiggled()}. "That coyote was embarrassed," it said.
    "Coyotes are smart," said the ranger. "A herd that sticks together is too much trouble."
    The herd trotted on, toward a pile of huge striped boulders beside the road. One by one, the gray backs slipped in among the rocks and disappeared into the shade.
    "Those are Javelina Rocks," said the ranger, with a grin. "Named for a reason."
    {hero} lowered the binoculars. Now {they} knew where the herd had gone. The hard part would be getting close enough to see them without scaring them.
- else:
    But the herd wasn't the only thing moving out there. Behind them, nose to the ground and in no particular hurry, trotted a slim, tan animal with a bushy tail. A coyote.
    {hero}'s stomach tightened. "The little one," {they} whispered. {They} didn't want to watch, and couldn't stop watching.
    The javelinas knew. Without any signal {hero} could see, they closed up into a tight bunch with the smallest one squeezed into the middle. Then the biggest turned around and faced the coyote, and even through the binoculars, even from that far away, {hero} could see the bristles stand up along its back like a brush.
    For a long moment, nobody moved: not the coyote, not the javelina, not {hero}, not {pal}, not even Grandma, who had stopped halfway through unscrewing the water bottle.
    The coyote considered the situation. Then it sat down, scratched behind one ear with great concentration, as if that had been the plan all along, and trotted off in the opposite direction with its tail held carefully casual.
    {hero} breathed out so hard it came out as a whistle, and {pal} {wiggled()}. "Did you see its face?" it said. "That coyote was embarrassed."
    "Coyotes are smart," said the ranger. "They know a herd that sticks together is more trouble than breakfast is worth."
    The herd went on, toward a pile of enormous striped boulders beside the road. One by one the gray backs slipped in among the rocks and were swallowed by the shade, until there was nothing to see but stone.
    "Javelina Rocks," said the ranger, with a slow grin. "They didn't name it by accident."
    {hero} lowered the binoculars. The rocks looked small from here, and very far, and the sun was already warm on {their} arms. But {they} knew exactly where the javelinas had gone in. Now the question was how to get close enough to see them without being the next thing they had to stand up to.
}
* [Go and climb the big flat boulder at the edge of the rocks # act: go] -> rocks_boulder
* [Ask the ranger the quietest way to walk in # act: ask] -> rocks_wash
* [Wait for the herd to settle, then drive to the rocks' pull-out # act: wait] -> rocks_pullout

=== far_close ===
# place: cactus-forest
# ending: far_bedroom
{band:
- "young":
    {hero} held the binoculars very still. The javelinas trotted on and on.
    They came to some big round rocks by the road. The rocks had stripes.
    One by one, the javelinas went into the shade under the rocks. The little brown one went last.
    Then there was nothing to see but rocks.
    "I found it!" whispered {hero}. "That's where they nap!"
    "Javelina Rocks," said the ranger. "You found it without taking one step."
    {pal} {wiggled()}.
    "Let's let them sleep," said Grandma. She shared the water. Then they drove away slowly.
- "middle":
    {hero} kept the binoculars as steady as {they} could. The line of gray backs wound between the saguaros, past a cholla, past a fallen cactus, toward a pile of huge boulders beside the road. The boulders had pale stripes running through them, like layers of cake.
    At the rocks, the javelinas didn't stop to look around. They walked straight into a dark gap underneath, one after another, as if they were going home. The little brown one went last. Its tail flicked once. Then there was nothing to see but stone and shade.
    "I found it," {hero} whispered. "I found where they nap!"
    "Javelina Rocks," said the ranger, smiling. "And you found it without taking a single step. That's the best way, honestly. Nobody got bothered."
    {pal} {wiggled()}. "I helped," it said. "I was very quiet."
    Grandma shared the water, and nobody suggested getting any closer. When they drove past the striped rocks a little later, {hero} looked at that dark gap and imagined the whole herd inside it, heaped together in the cool, snoring.
- else:
    {hero} kept the binoculars as steady as {they} could, elbows tucked against {their} ribs the way Grandma showed {them}. The line of gray backs wound between the saguaros, past a cholla, past a fallen cactus lying like a dropped log, toward a pile of giant boulders beside the road, striped with pale bands like marble cake.
    At the rocks, the herd didn't pause or look around. They walked straight into a dark gap underneath, one after another, with the calm of someone going into their own kitchen. The little brown one went last. Its tail flicked once, a tiny goodbye, and then there was nothing in the lenses but stone and shadow.
    "I found it," {hero} breathed. "That's where they sleep."
    "Javelina Rocks," said the ranger. "And you found it without taking a single step toward them, which, if you ask me, is the finest way to find anything out here. Nobody got bothered. Nobody had to run."
    {pal} {wiggled()}. "I would like it noted," it said, "that I was silent the entire time."
    Grandma passed the water around, and nobody suggested going closer. Later, as they drove past the striped rocks on their way around the loop, {hero} stared at that dark gap and pictured the whole herd inside it, heaped together in the cool, the little brown one squashed in the middle. {They} had wanted to see where the javelinas napped, and {they} had, from so far away that the javelinas would never know anyone had been looking.
}
-> END

// ---------------------------------------------------------------- chapter 3: round the back, along the wash
=== rocks_wash ===
# place: javelina-rocks
~ spot = "wash"
{band:
- "young":
    {start == "foot": They kept walking along the sandy creek bed. The tracks went on and on.}
    {start == "help": {hero} waited. Then the wind blew on {their} face. "Now they can't smell us," {they} whispered. They walked along a sandy creek bed.}
    {start == "look": "Walk in along the dry creek bed," said the ranger. "Go slow. Stay quiet." So they did.}
    The creek bed curled around the back of the big striped rocks. It was cool in the rock shadows. The stinky smell got stronger and stronger.
    {pal} went very still. "Close," it whispered. "Very close."
    On a lone rock at the edge of the creek bed, down low, was a dark, shiny smudge. Gray hairs were stuck to it.
- "middle":
    {start == "foot": They kept following the wash. The tracks went on ahead, clear in the sand, and every so often there was another bitten prickly pear, like a signpost. "They snack while they walk," {hero} whispered. "Like Grandma in the car."}
    {start == "help": They stood still until the breeze blew steadily into their faces, just as the ranger had said. "Now they can't smell us," {hero} whispered. Then they set off along the sandy wash that ran toward the boulders, with the ranger's other rules running through {hero}'s head: bad eyes, good noses, and clacking means back off.}
    {start == "look": "Take the wash," the ranger had said, pointing to a sandy creek bed that curled toward the rocks. "Walk soft, talk softer. And if you see the coyote again, let it go about its business." So they walked as if they were sneaking past a sleeping baby.}
    The wash curved around behind the striped boulders, where the rock threw long purple shadows across the sand. It was cooler in the shadows, and {hero} understood at once why anybody would want to nap here. The smell grew stronger with every step.
    {pal} stopped and went very still. "Close," it whispered. "Very close. Horribly close."
    Then {hero} stopped. On the side of a lone boulder at the edge of the wash, just about as high as {their} knee, was a dark, shiny smudge, as if someone had rubbed it with a greasy rag. A few gray bristles were stuck to it.
- else:
    {start == "foot": They kept to the wash. The tracks marched on ahead, sharp-edged in the sand, and every so often there was another bitten prickly pear, like a signpost left for slow readers. "They snack while they walk," {hero} whispered. "Like Grandma on a road trip." Grandma pretended not to hear.}
    {start == "help": They stood perfectly still until the breeze settled in, blowing steadily into their faces, exactly as the ranger had described. "Now they can't smell us," {hero} whispered, feeling like a spy in a movie. Then they set off along the sandy wash that wound toward the boulders, with the ranger's rules looping through {hero}'s head like a song: bad eyes, good noses, wind in your face, clacking means back off.}
    {start == "look": "Take the wash," the ranger had told them, pointing to a dry creek bed that curled toward the rocks. "Walk soft. Talk softer. And if the coyote shows up again, let it go about its business; it has more reason to avoid you than you have to avoid it." So they walked as if the sand were a sleeping baby's floor.}
    The wash curved around behind the striped boulders, where the rock threw long purple shadows across the sand. Stepping into the shadow was like stepping into a different month. The air was cool on {hero}'s arms, and {they} understood at once, with {their} whole body, why anyone would want to spend the hot hours of the day right here.
    {pal} went stiff all over. "Close," it breathed. "Very close. Unbearably close."
    With every step, the smell thickened until it was practically a fog. Then {hero} stopped so suddenly that Grandma nearly walked into {them}. On the side of a lone boulder at the edge of the wash, at about knee height, was a dark, shiny smear, as if somebody had polished that one spot with a greasy rag. A few stiff gray bristles were stuck to it.
}
{end_now: -> wash_close}
~ found_rub = true
{band:
- "young":
    "The javelinas rub their smell on rocks," whispered Grandma. "And on each other. That's how they know their own family."
    "A stinky name tag!" whispered {hero}.
    Then they heard it. Grunt. Snuffle. Grunt. It came from the big rocks across the creek bed.
    "This is close enough," whispered Grandma. They stayed back behind the lone rock and peeked out.
    Under a rock ledge across the creek bed, one gray javelina was lying down. The others were still sniffing around for a good spot. And there was the little brown one! It gave a big yawn.
    The sun was hot now. Grandma pulled {hero} into the shade of a little tree. Everyone drank some water.
    Then {hero} heard a scratch, scratch by the road. A desert tortoise was walking out of the rocks! It was heading for the road.
    {kind == "turtle": "A cousin!" whispered {pal}.}
    And a car was coming.
- "middle":
    "That's a javelina rub," Grandma whispered. "They have a scent spot on their backs, near the tail. They rub it on rocks, and on each other. That's how they know who's family."
    "It's a name tag," {hero} whispered back. "A smelly name tag."
    Then, from the rocks on the far side of the wash, came a soft grunt. A snuffle. Another grunt, like someone talking in their sleep. {hero} took a step toward the sound, but Grandma's hand landed on {their} shoulder. "From a distance," she whispered. "This is close enough." So they stayed behind the lone boulder, a good thirty steps back, and {hero} peeked around it.
    On the far side of the wash, in the deep shade under a ledge, one big javelina was lowering itself to the ground. The others were still shuffling about, sniffing for the best spot. The small brown one wandered between their legs and opened its mouth in a huge yawn, and even from here {hero} could see two short, sharp teeth, like little daggers.
    {hero} wanted to see more. {They} wanted to see everything. But {they} also remembered that this was somebody's bedroom.
    The sun was hot on the back of {hero}'s neck now. Grandma steered everyone into the thin shade of a palo verde and handed round the water. "Shade for us, too," she whispered.
    Then a new sound came from over by the road: scritch, scratch. Out from between two boulders plodded a desert tortoise, its shell dusty, its head stretched out. It was walking very slowly and very surely, straight toward the pavement.
    Far off, around the bend, a car engine hummed.
- else:
    "That's a javelina rub," Grandma whispered. "They've got a scent gland on their backs, up near the tail. They rub it on rocks to say 'ours,' and on each other to say 'family.' With eyes like theirs, you'd better have a good nose for your relatives."
    "It's a name tag," {hero} whispered. "A horribly smelly name tag." It was disgusting, and it was also, {hero} had to admit, kind of brilliant.
    Then, from the rocks on the far side of the wash, came a soft grunt. A snuffle. Another grunt, low and mumbly, exactly like someone talking in their sleep. {hero} took one step toward it, and Grandma's hand settled on {their} shoulder, light but definite. "From a distance," she breathed. "This is close enough." So they stayed behind the lone boulder, a good thirty steps back, and {hero} peeked around its side.
    Across the wash, in the deep shade beneath a rock ledge, one big javelina was lowering itself to the ground with a grunt. The rest were still shuffling about, bumping shoulders, sniffing for the best spot: a long snout here, a back like a worn-out doormat there. The small brown one wandered between their legs, not settled anywhere, and opened its mouth in an enormous yawn. Even from thirty steps away {hero} glimpsed two short, sharp teeth, like a pair of tiny daggers it had forgotten to put away.
    Part of {hero} wanted to creep closer and see everything, every bristle and whisker. Another part, a quieter part, pointed out that {they} would not enjoy a stranger watching {them} fall asleep. The two parts argued. Neither won.
    The sun had found the back of {hero}'s neck and was pressing on it like a hot hand. Grandma steered everyone into the thin, lacy shade of a palo verde and passed the water around. "Shade for us, too," she mouthed. "We're no smarter than they are."
    Then another sound came from over by the road: a slow scritch, scratch. Out from between two boulders plodded a desert tortoise, its shell powdered with dust, its wrinkled head stretched forward. It was walking with great patience and no doubt at all, straight toward the pavement.
    {kind == "turtle": {pal} made a small noise, halfway between a gasp and a squeak. "Cousin," it breathed.}
    And somewhere around the bend, getting louder, came the hum of a car.
}
* [Wait in the shade and watch the herd settle # act: wait] -> end_nap
* [Creep around the boulder for a closer look # act: go] -> end_clack
* [Help the tortoise before it reaches the road # act: help] -> end_tortoise

=== wash_close ===
# place: javelina-rocks
# ending: smelly_name_tag
{band:
- "young":
    "The javelinas rub their smell on rocks," whispered Grandma. "And on each other. That's how they know their family."
    "A smelly name tag," whispered {hero}.
    Grunt. Snuffle. The sound came from the big rocks across the creek bed. The javelinas were over there, going to sleep.
    {hero} wanted to creep over and peek. But {they} thought about the little brown one, all cozy.
    "Let's not wake them," {hero} whispered.
    Grandma smiled. They tiptoed back along the creek bed. {pal} tiptoed too.
    Back in the sunny creek bed, Grandma handed out the water. Everyone took a big drink.
    {hero} did not see the nap. But {they} found the javelinas' name tag. And {they} heard them grunt in their sleep!
- "middle":
    "That's a javelina rub," Grandma whispered. "They've got a scent spot on their backs, near the tail. They rub it on rocks, and on each other. That's how they know who's family."
    "It's a name tag," {hero} whispered. "A smelly name tag."
    From the rocks on the far side of the wash came a soft grunt, then a snuffle, like someone mumbling in their sleep. The herd was over there somewhere, bedding down in the shade, not thirty steps away.
    {hero} wanted to creep across the wash and peek so badly {their} toes curled. But {they} thought about the small brown one, squashed in among its family in the cool shade, just drifting off. {They} thought about how it would feel to be woken up by a stranger's face.
    "Let's not wake them," {hero} whispered.
    Grandma's eyes crinkled. She nodded, and they crept back the way they had come, setting each foot down in the sand as softly as a falling leaf.
    {hero} hadn't seen the nap. But {they} had found the herd's name tag, and heard them grumbling themselves to sleep, and walked away without anyone knowing {they} had ever been there. That felt like a secret worth keeping.
- else:
    "That's a javelina rub," Grandma whispered. "They've got a scent gland on their backs, near the tail. They rub it on rocks to say 'ours,' and on each other to say 'family.' When your eyes aren't great, your nose does the introductions."
    "It's a name tag," {hero} whispered. "A truly horrible name tag."
    From the rocks on the far side of the wash came a soft grunt, then a snuffle, then a low mumbling sound exactly like someone arguing with their pillow. The herd was over there in the shade, settling in, not thirty steps away.
    {hero} wanted to look so badly that {their} toes curled inside {their} shoes. Just a few steps across the sand, and one peek around the rock. But then {they} thought about the small brown one, wedged in among its family in the cool, eyes closing, finally out of the sun. {hero} thought about how it would feel to be nearly asleep and open {their} eyes to a stranger's face.
    "Let's not wake them," {hero} whispered, and was a little surprised to hear {themself} say it.
    Grandma didn't say anything, but her eyes crinkled at the corners in a way that was better than words. {pal} kept quiet too. They crept back along the wash together, placing each foot in the sand as though the sand were made of glass.
    {hero} hadn't seen the nap, not properly. But {they} had found the herd's smelly name tag, heard them grumble their way to sleep, and left without a single javelina knowing anyone had been there. It turned out that was a kind of finding, too.
}
-> END

// ---------------------------------------------------------------- chapter 3: the pull-out by the rocks
=== rocks_pullout ===
# place: javelina-rocks
~ spot = "pullout"
{band:
- "young":
    {start == "foot": They walked back to the car. Then Grandma drove around to the big striped rocks.}
    {start == "help": "Thank you!" {hero} called to the ranger. Then Grandma drove to the big striped rocks.}
    {start == "look": They waited and waited. Then Grandma drove very slowly to the big striped rocks.}
    Grandma parked by the road. The rocks were huge and round. They had light stripes, like a cake. The stinky smell drifted in the window.
    "This rock is called gneiss," said Grandma. "You say it like 'nice.'"
    "Nice rock," said {pal}.
    A white truck pulled up behind them. It was the ranger! "I have a saguaro to measure here," she said.
- "middle":
    {start == "foot": They walked back along the trail to the car, and Grandma drove the rest of the way around the loop road to the boulders. {hero} kept {their} window down the whole way, sniffing like a dog.}
    {start == "help": {hero} thanked the ranger, and Grandma drove on along the loop toward the boulders, slowly, with the windows down. {hero} kept {their} face to the breeze the whole way, just in case.}
    {start == "look": They waited ten long minutes to give the herd time to settle. {hero} watched the second hand on Grandma's watch crawl around twice. Then Grandma drove on along the loop at a crawl.}
    The striped boulders sat right beside the road, huge and rounded, as if a giant had been playing marbles and left them there. Pale bands wound through the dark rock.
    "This rock is called gneiss," said Grandma. "It's spelled funny, but you say it like 'nice.'"
    "Very gneiss," said {pal}.
    Grandma groaned. {hero} giggled, and then clapped a hand over {their} mouth, because somewhere in those rocks, a whole herd was trying to sleep.
    A white truck pulled in behind them. It was the ranger. "I've got a saguaro to measure right here," she said, climbing out. Then she sniffed. "Oh. Well. Somebody's home."
- else:
    {start == "foot": They walked back to the car, a little faster than they had come, and Grandma drove the rest of the way around the loop to the boulders. {hero} rode with {their} head half out of the window, sniffing the air like a dog on a road trip, and was not even slightly embarrassed about it.}
    {start == "help": {hero} thanked the ranger, and Grandma drove on along the loop toward the boulders at a speed that would have embarrassed a tortoise, windows down. {hero} kept {their} face turned into the breeze the whole way, just in case the ranger's rule applied to cars.}
    {start == "look": They made themselves wait ten whole minutes to let the herd settle, which felt roughly like a year. {hero} watched the second hand on Grandma's watch go around and around and became convinced it was going backward. Then Grandma eased the car along the loop at a crawl.}
    The boulders sat right beside the road, huge and rounded and heaped together, as if a giant had been playing marbles and wandered off before tidying up. Pale bands wandered through the dark stone like cream stirred into coffee.
    "This rock is called gneiss," said Grandma. "It's spelled as if somebody sneezed on it, but you say it like 'nice.'"
    "What a gneiss surprise," said {pal}, and looked around for applause.
    None came. Grandma closed her eyes briefly, like someone in pain. {hero} snorted, then clapped a hand over {their} mouth, because somewhere in that heap of rock a whole herd was trying to get to sleep, and {hero} did not want to be the reason they couldn't.
    A white truck crunched into the pull-out behind them, and the ranger climbed out with her striped pole. "There's a saguaro here I measure every few years," she said. Then she lifted her nose and paused. "Oh. Well. Somebody's home."
}
{end_now: -> pullout_close}
{band:
- "young":
    The ranger looked with her binoculars. Then she pointed.
    Under a rock ledge, in the shade, one gray javelina was lying down. Its back went up and down, slow and sleepy. The others were still walking around, looking for a spot. The little brown one was not sleepy at all!
    {saw_tracks: The little two-toed tracks had led right here!}{saw_coyote: No coyote could get the little one in there.}{heard_tip: The wind blew on {hero}'s face. Good!}
    "This is the only desert in the world where saguaros grow wild," whispered the ranger. "And javelinas love it here too." # fact: wild-sonoran-desert
    Then {hero} spotted a new thing by the road. It had a round brown shell and scaly legs.
    It was a desert tortoise! It walked slowly toward the road. At the very edge, it stopped. It pulled in its head.
    {kind == "turtle": "A cousin!" whispered {pal}.}
    It sat by the warm road and did not move. One more step, and it would be on the road. And nobody else had seen it.
- "middle":
    The ranger raised her binoculars and swept them slowly across the rocks. Then she stopped and pointed, low.
    Under a ledge, in a pocket of deep shade, {hero} saw a gray, bristly back, lying down. It rose and fell, slow and steady. The first javelina was already dozing. Around it, other gray shapes were still shuffling and turning, choosing their spots. And behind them trotted something small and brown, not ready for bed at all.
    The ranger passed {hero} the binoculars. Up close, {hero} could see each stiff bristle on the sleeping back, and one pointed ear that turned, all by itself, toward a sound only it could hear.
    {saw_tracks: {hero} thought of the little two-toed tracks in the wash. They had led right here.}{saw_coyote: {hero} thought of the coyote, sitting and scratching its ear. The little one was safe in there.}{heard_tip: {hero} checked the breeze. It was blowing from the rocks, straight into {their} face. Good.}
    "You know," said the ranger quietly, "people come from all over the world to see this. Wild saguaros grow in just one desert, this one, the Sonoran. And javelinas napping under them, well, that's a bonus." # fact: wild-sonoran-desert
    {hero} was about to answer when a movement at the edge of the pavement caught {their} eye. A round, dusty shell. Scaly front legs, like a tiny bulldozer. A desert tortoise had just come out from between two boulders, and it was walking slowly and steadily toward the road. Right at the edge of the pavement, where the ground was already warm, it stopped, pulled in its head, and settled down as if it planned to stay all day. One more step would take it into the lane.
    {kind == "turtle": {pal} gasped. "A cousin!" it whispered.}
    Grandma and the ranger were both watching the herd. Nobody else had noticed. And the loop road was getting busier every minute.
- else:
    The ranger raised her binoculars and swept them across the rocks, slow as a lighthouse beam. Then she stopped, and pointed low, with one finger, the way you'd point at something in a library.
    Under a ledge, in a pocket of shade so deep it looked like a hole in the daylight, {hero} made out a gray, bristly back, already lying down. It rose and fell, slow and even: the first of the herd to give in to sleep. Around it, other gray shapes were still shuffling, turning and bumping shoulders, choosing their spots like guests at a sleepover. Behind them, barely visible, a patch of brown trotted back and forth, not remotely ready for bed.
    Without a word, the ranger passed {hero} the binoculars. Up close, that first sleeping back became a landscape of stiff, grizzled bristles, and one pointed ear swiveled all by itself toward some sound only it could hear, then swiveled back, satisfied. {hero} held the binoculars so still {their} arms began to ache, and didn't care.
    {saw_tracks: {hero} thought of the two-toed prints pressed into the wash, the bitten pads, the dust-bath circle. Every one of them had been an arrow, and every arrow had pointed here.}{saw_coyote: {hero} thought of the coyote, sitting in the cactus forest scratching its ear as if it hadn't wanted anything at all. Whatever it had wanted was tucked in the middle of that heap now, where no coyote could reach.}{heard_tip: Without thinking, {hero} checked the breeze. It was coming off the rocks, straight into {their} face. The ranger's rules were working, and the ranger hadn't even had to say anything.}
    "You know," the ranger murmured, "people fly in from the other side of the planet to stand where you're standing. The Sonoran is the one desert on Earth where saguaros grow wild. And a herd of javelinas napping among them? That's the desert showing off." # fact: wild-sonoran-desert
    {hero} opened {their} mouth to answer, and then a movement at the edge of the pavement snagged {their} eye. A round, dusty shell. Scaly front legs, working like the arms of a very small bulldozer. A desert tortoise had come out from between two boulders, and it was walking, slowly and with complete confidence, straight for the road. At the very lip of the pavement, where the asphalt was already sun-warmed, it stopped, drew in its head, and settled down with the air of someone who had found the perfect spot and meant to stay there until evening. One more plod would put it in the lane.
    {kind == "turtle": {pal} stared at it. "Cousin," it whispered, in a voice full of feeling.}
    Grandma and the ranger were both watching the herd. Nobody else had seen it. And the loop road, {hero} knew, got busier with every minute of the morning.
}
* [Walk up to the rocks for a closer look at the herd # act: go] -> end_clack
* [Help the tortoise before it plods onto the road # act: help] -> end_tortoise
* [Wait by the car and watch the herd sleep # act: wait] -> end_nap

=== pullout_close ===
# place: javelina-rocks
# ending: snout_in_the_shade
{band:
- "young":
    The ranger pointed under a rock ledge. "Look there," she whispered.
    In the deep shade, something moved. It was a long nose! It sniffed and sniffed. Then it pulled back in.
    "That's them," whispered the ranger. "Fast asleep. Well, almost."
    {hero} smiled so big. {They} had found the nap spot!
    {pal} {wiggled()}.
    They did not go closer. They got back in the car, very quietly. Grandma drove away slowly.
    "Bye, javelinas," whispered {hero}. "Sleep well."
    {They} looked back at the rocks until the road curved. Now {they} knew a secret. The javelinas' bedroom was right there, in the rocks with their name!
- "middle":
    The ranger raised her binoculars, swept them slowly across the rocks, and then pointed, low. "There."
    In a pocket of deep shade under a ledge, something moved. A long, bristly snout poked out into the light. Its nose twitched, once, twice, three times, tasting the air. Then it pulled back into the dark.
    "That's them," the ranger whispered. "Bedded down for the day. Well, almost. That one's the lookout."
    {hero} felt a grin spread across {their} whole face. {They} had found it. The javelinas' bedroom, right here in the rocks with their name.
    {pal} {wiggled()}, but quietly.
    The ranger wrote something in her notebook. "Javelinas, six or more, resting at the rocks," she murmured. "Spotted by {hero}." {hero} felt about ten feet tall.
    Nobody suggested going closer. They got back into the car and closed the doors as gently as if they were made of paper, and Grandma let the car roll forward without a sound.
    "Sleep well," {hero} whispered out the window to the dark gap under the ledge. Somewhere in there, {they} {were} sure, a javelina's ear twitched.
- else:
    The ranger raised her binoculars, swept them across the rocks as slowly as a lighthouse beam, and then pointed low, with one finger. "There."
    In a pocket of shade beneath a ledge, something moved. A long, bristly snout slid out into the light, and its nose twitched, once, twice, three times, sampling the air like someone checking whether the soup was ready. Then it withdrew into the dark.
    "That's them," the ranger whispered. "Bedded down. Or nearly. That one's on lookout duty, and not taking it very seriously."
    A grin spread across {hero}'s face so wide it almost hurt. The javelinas' bedroom. Right here, in the rocks that carried their name, as if the desert had left a label on the door and nobody had ever bothered to read it.
    {pal} {wiggled()}, then looked around guiltily, in case wiggling counted as noise.
    The ranger flipped open her notebook, the same one she used for saguaro heights, and wrote in small, neat letters. {hero} leaned over to read it: Javelina herd, six or more, bedded at the rocks. Spotted by {hero}. It was only one line in a notebook full of numbers, but {hero} felt about ten feet tall, which was still only a fraction of a saguaro.
    Nobody suggested going closer. That was the strange part: {hero} didn't even want to. They climbed back into the car and shut the doors as if the doors were made of paper, and Grandma let the car roll forward without touching the gas.
    "Sleep well," {hero} whispered through the window toward the dark gap under the ledge. {They} could have sworn that somewhere in there, one ear twitched back.
}
-> END

// ---------------------------------------------------------------- chapter 3: on top of the flat boulder
=== rocks_boulder ===
# place: javelina-rocks
~ spot = "boulder"
{band:
- "young":
    {start == "foot": They walked to the edge of the striped rocks. One big rock was low and flat on top.}
    {start == "help": Grandma drove to the striped rocks. One big rock by the road was low and flat on top.}
    {start == "look": Grandma drove to the striped rocks. There was the big flat rock, right by the road.}
    "Look first," said Grandma. "Snakes like cracks and shade. Put your hands only where you can see."
    {hero} looked. No snakes. {They} climbed up, step by step.
    {flies(): {pal} flew up after {them}.|{small(): Grandma lifted {pal} up after {them}.|{pal} came up too, the slow and careful way.}}
    The top was warm and flat. {hero} could see all over the rocks!
- "middle":
    {start == "foot": They followed the wash to the edge of the striped rocks, where one huge boulder lay low and flat, like a giant's table. The two-toed tracks went past it and disappeared into the jumble beyond.}
    {start == "help": Grandma drove to the striped rocks and parked beside a boulder that was low and wide, with a flat top like a table. "If their eyes are bad," {hero} whispered, "they won't even see us up there."}
    {start == "look": Grandma drove to the striped rocks and parked right beside the big flat boulder {hero} had spotted through the binoculars. Up close it was much bigger than it had looked.}
    "Before you climb," said Grandma, "look first. Snakes are waking up this time of year, and they like cracks and shade as much as javelinas do. Put your hands only where you can see."
    {hero} looked carefully into every crack near the bottom. Nothing but rock, and one very surprised beetle. {They} climbed up, one careful handhold at a time, with Grandma right behind.
    {flies(): {pal} flew up and landed beside {them}, looking smug.|{small(): Grandma lifted {pal} up and set it down beside {them}.|{pal} came up too, by a slower and more complicated route.}}
    The top was flat and warm from the sun. From up here {hero} could see over the whole jumble of boulders, and down into the dark gaps between them. On the far side, the loop road curved away between the saguaros, and the Rincon Mountains stood behind everything, hazy and blue.
- else:
    {start == "foot": They followed the wash to the edge of the striped rocks, where one great boulder lay low and wide with a flat top, like a table set out for giants who hadn't arrived yet. The two-toed tracks went right past it and vanished into the jumble beyond, as if the herd had walked straight into the rock.}
    {start == "help": Grandma drove on to the striped rocks and parked beside a boulder that lay low and broad, its top as flat as a kitchen table. "If their eyes are as bad as the ranger says," {hero} whispered, "they'll never notice us up there. We'll just be two more lumps."}
    {start == "look": Grandma drove on to the striped rocks and parked right beside the flat-topped boulder that {hero} had picked out through the binoculars. Up close it was a great deal bigger than it had looked, which {hero} was learning was true of most things in the desert. Somewhere beyond it, in that jumble of stone, the herd had walked in and not come out.}
    "Before you put a single finger on that rock," said Grandma, "look. Snakes are waking up this time of year, and they enjoy cracks and shade every bit as much as javelinas do. Hands go only where eyes have been first."
    {hero} checked every crack and crevice at the bottom, feeling both silly and sensible at once. Nothing but rock and a single startled beetle. {They} climbed, one careful handhold at a time, with Grandma close behind, muttering about her knees.
    {flies(): {pal} simply flew up and landed beside {them}, and then waited with an expression that said it had been there for ages.|{small(): Grandma handed {pal} up after {them}, and it arrived on top with the dignity of a passenger stepping off a train.|{pal} came up too, by a longer route that involved a good deal of scrabbling and one small complaint.}}
    The top was flat and warm as a stovetop on low. From up here, {hero} could see across the whole tumble of boulders and down into the dark gaps between them, like looking into the rooms of a house with the roof taken off. Beyond the rocks, the loop road unrolled between the saguaros, and behind everything stood the Rincon Mountains, hazy and blue, with dark forest on their tops that looked like it belonged in a completely different state.
}
{end_now: -> boulder_close}
{band:
- "young":
    A lizard sat on a rock below. It did push-ups. Up, down, up, down! Then it zipped into a crack.
    {flies(): {pal} flew to the top of a saguaro to look.|{pal} peeked over the edge of the rock.}
    Then {hero} saw them. Down in a shady gap between the rocks, gray javelinas were walking around and around. Flop! The biggest one lay down. The little brown one ran in circles.
    {saw_coyote: No coyote could get the little one in there.}{saw_tracks: These were the javelinas with the two-toed tracks!}{heard_tip: The wind blew on {hero}'s face. Just right!}
    "Shh," whispered Grandma. "Sleepy time."
    But then {hero} looked down by the road. A round brown shell. Four slow legs. A desert tortoise!
    {kind == "turtle": "Family!" whispered {pal}.}
    It was walking toward the road. And far down the road, bikes were coming. They were fast!
- "middle":
    A spiny lizard sat on a rock below them, doing push-ups in the sun. It looked up at {hero}, decided {they} {were} much too big to argue with, and zipped into a crack.
    {flies(): {pal} flew up to the arm of a saguaro for an even higher look, and then glided back, bursting with news.|{pal} crept to the edge of the boulder and peered over, very carefully.}
    Then {hero} saw them. Down in a shady gap between two boulders, gray shapes were milling about, bumping shoulders and grunting, sniffing for the best spot. The biggest one went down first. Flop. The others were still shuffling, and the small brown one trotted round and round the edge of the group, as if it couldn't decide where to go.
    {saw_coyote: {hero} thought of the coyote, sitting and scratching in the cactus forest. Nothing was going to bother that little one in there.}{saw_tracks: Those were the same javelinas whose tracks {hero} had followed all the way from the road.}{heard_tip: {hero} wet a finger and held it up. The breeze was blowing from the herd, toward {them}. Just right.}
    "Shh," Grandma breathed. "Bedtime."
    But something else was moving, down by the road. A round, dusty shell, and four slow, scaly legs. A desert tortoise had come out from under the rocks, and it was heading straight for the pavement.
    {kind == "turtle": {pal} went very still. "Family," it whispered.}
    And far down the loop, a pack of cyclists in bright shirts came flying down the hill toward the rocks, heads low, much too fast to spot anything as small as a tortoise.
- else:
    Below them, a spiny lizard was doing push-ups on a sunny rock, up and down, like a tiny athlete showing off. It cocked its head at {hero}, concluded that {they} {were} far too big to impress, and whisked into a crack.
    {flies(): {pal} launched itself to the top of a saguaro for an even better view, then glided back and landed beside {hero}, practically vibrating with news.|{pal} crept to the very edge of the boulder and peered over, with the expression of someone looking down from a skyscraper.}
    And then {hero} saw them. Down in a shady gap between two boulders, gray shapes were milling about, bumping shoulders, grunting, sniffing out the best spots like guests arriving at a sleepover. The biggest went down first. Flop. The rest were still shuffling, and the small brown one trotted in circles around the edge of them all, apparently unable to decide where it wanted to be.
    {saw_coyote: {hero} thought of the coyote in the cactus forest, scratching its ear and pretending it had never been interested. The little one was surrounded by family now. Let the coyote try.}{saw_tracks: These were the very javelinas whose two-toed prints {hero} had followed all the way from the road, past the bitten cactus and the dust-bath circle, and here they were, settling in like they owned the place. Which, {hero} supposed, they did.}{heard_tip: {hero} licked a finger and held it up, feeling faintly ridiculous. The breeze was cool on the side facing the herd. It was blowing from them to {hero}, exactly the way the ranger had said it should.}
    "Shh," Grandma breathed, as if {hero} had been about to shout. {hero} hadn't. {hero} was barely breathing at all.
    But there was another movement, down by the road. A round, dusty shell. Four slow, scaly legs, working like the oars of a very small boat. A desert tortoise had come out from under the rocks and was heading, with enormous patience, straight for the pavement.
    {kind == "turtle": {pal} went very still. "That," it said softly, "is family."}
    And far down the loop, a pack of cyclists in bright jerseys was sweeping down the hill toward the rocks, heads low, going much too fast to notice anything the size of a dinner plate.
}
* [Help the tortoise before the bikes get there # act: help] -> end_tortoise
* [Wait on the boulder and watch the herd fall asleep # act: wait] -> end_nap
* [Climb down and creep closer to the sleeping herd # act: go] -> end_clack

=== boulder_close ===
# place: javelina-rocks
# ending: view_from_the_boulder
{band:
- "young":
    {hero} lay flat on the warm rock and looked down.
    There! In a shady gap, the javelinas were lying in a pile. One had its nose on another one's back. The little brown one was in the middle.
    "They're sleeping in a heap," whispered {hero}.
    {pal} peeked over too. "Like a big stinky blanket," it whispered.
    The rock was getting hot. "Time to go," whispered Grandma. "Slowly."
    They climbed down, step by step. The javelinas did not wake up.
    {hero} had seen the nap spot. {They} had seen it from the top!
- "middle":
    {hero} lay down flat on the warm rock and peered over the edge.
    There they were. Down in a shady gap between two boulders, the javelinas lay in a heap, pressed together like puppies in a basket. One rested its chin on another's back. Their sides went up and down, slow and even. Right in the middle, half buried, was the small brown one.
    "They're sleeping in a pile," {hero} whispered.
    {pal} crouched low beside {them}. "Like one big, bristly, stinky blanket," it whispered back.
    They watched for a long time. Then the rock under them began to feel less like a warm blanket and more like a frying pan. "That's our sign," Grandma whispered. "Down we go. Slowly."
    They climbed down as quietly as they had climbed up, checking every crack again on the way. Not one javelina stirred.
    {hero} looked back once {start == "foot": from the wash|from the car}. From there, the gap between the boulders was just a dark shadow. Nobody driving past would ever guess what was in it. But {hero} knew.
- else:
    {hero} lay flat on the warm rock and inched forward until {they} could peer over the edge.
    There they were. In a shady gap between two boulders, the javelinas lay in a heap, pressed together like puppies in a basket, or laundry that had given up. One rested its chin on another's back. Their sides rose and fell, slow and even, all slightly out of time. And right in the middle, half buried under somebody's shoulder, was the small brown one, looking entirely satisfied with its spot.
    "They sleep in a pile," {hero} whispered. It was such a simple thing, and it made {them} absurdly happy.
    {pal} crouched low beside {them}. "One large, bristly, extremely fragrant blanket," it whispered back.
    They watched for a long time, long enough that {hero} stopped noticing the smell. Then the rock began to feel less like a warm bench and more like a frying pan, and Grandma touched {hero}'s ankle. "That's our sign," she whispered. "Down we go. Slowly."
    They climbed down as carefully as they had climbed up, checking every crack again, and not one javelina so much as flicked an ear.
    {start == "foot": From the wash|From the car}, the gap between the boulders was just a dark shadow, the kind of shadow a thousand people drive past every week. {hero} looked at it for a long moment before the road curved. Nobody else would ever guess what was inside. But {hero} knew, and would know for the rest of {their} life, and somehow that felt like owning a very small, very smelly treasure.
}
-> END

// ---------------------------------------------------------------- chapter 4: the endings
=== end_nap ===
# place: javelina-rocks
# ending: nap_heap
{band:
- "young":
    {spot == "wash": They stayed in the little tree's shade. They stood as still as rocks.}
    {spot == "pullout": They leaned on the warm car next to the ranger. Nobody said a word.}
    {spot == "boulder": They lay flat on top of the big warm rock and peeked over.}
    {spot == "boulder": Down on the road, the bikes zoomed by.|Out on the road, a car went by, nice and slow.} {hero} could not see the tortoise anymore. Maybe it had gone back into the cool rocks.
    {heard_tip: The wind blew on {hero}'s face, just like the ranger said. So the javelinas could not smell them.|The wind blew from the rocks to them. "Good," whispered Grandma. "They can't smell us."}
    Another javelina turned around and around. Then it flopped down by the first one. A third one leaned on them. Flop!
    One rubbed its cheek on another one's back. Rub, rub.
    {found_rub: "Name tags!" whispered {hero}. They were sharing their smell!|"They share their smell," whispered Grandma. "That's how they know their family."}
    The little brown one squeezed into the middle. {saw_coyote and spot == "wash": No coyote could get it there.}
    Grunt. Sigh. Then everything was quiet. The whole herd was asleep in a big gray pile.
    {friend != "": {friend} mouthed a huge "wow" without making a sound.}
    A roadrunner walked right past them. Not one javelina woke up!
    {pal} {wiggled()}. "Sweet dreams," it whispered.
    "Saguaro has been a national park since 1994," whispered Grandma. "So this bedroom is safe. Nobody can build on it." # fact: president-herbert-hoover
    They tiptoed away. The stinky smell came too, for a while. Nobody minded one bit.
- "middle":
    {spot == "wash": They stayed in the palo verde's thin shade, as still as a row of rocks.}
    {spot == "pullout": They leaned against the warm car beside the ranger, and nobody said a word.}
    {spot == "boulder": They lay flat on top of the warm boulder and peered over the edge, where the heap was still shuffling and settling.}
    {spot == "boulder": Down on the road, the cyclists flashed past in a bright blur. When they had gone, {hero} looked for the tortoise, but from up here it was nowhere to be seen.|Out on the road, a passing car slowed, then rolled on. {hero} glanced over, but the tortoise was nowhere to be seen.} {They} hoped it had made it across.
    {heard_tip: The breeze blew steadily into their faces, carrying the javelinas' smell to them and their own smell away, exactly as the ranger had promised.|The breeze was blowing from the rocks toward them. "Good," Grandma whispered. "We can smell them, but they can't smell us."}
    Another javelina turned around three times, like a dog, and flopped down in the dust beside the first. A third leaned against it and slid down too. A fourth rubbed its cheek slowly along its neighbor's back.
    {found_rub: {hero} remembered the shiny smudge on the rock. They were swapping name tags, so everyone in the herd smelled like family.|"They're sharing their smell," Grandma whispered. "With eyes like theirs, that's how they know their family."}
    Last of all, the small brown one shoved its way into the very middle of the heap, where the shade was darkest. Its ear flicked once at a fly and went still. {saw_coyote and spot == "wash": That coyote would have to find its breakfast somewhere else.}
    There was a grunt, a long sigh, and then nothing. The whole herd lay in one gray pile, sides rising and falling together.
    {friend != "": {friend} mouthed a huge "wow" without making a sound.}
    A roadrunner strolled right past the end of the pile, close enough to peck a javelina's nose. Not one javelina opened an eye.
    "How long will they sleep?" {hero} whispered.
    "Until the evening cools off," Grandma whispered back. "Then they'll get up and go looking for supper. Javelinas are smart about heat. Smarter than some people I know."
    {hero} took a long drink of water, just to be on the smart side.
    {pal} {wiggled()}. "Sweet dreams," it whispered. "Even if you do smell."
    "When I was your age, this was a national monument," Grandma whispered. "President Herbert Hoover first protected it in 1933, and it became a national park in 1994. So nobody can build a parking lot on their bedroom." # fact: president-herbert-hoover
    They crept away at last. The smell followed them a long way down the road, and for once nobody complained about it.
- else:
    {spot == "wash": They stayed in the palo verde's thin, lacy shade and became, as far as they possibly could, part of the scenery.}
    {spot == "pullout": They leaned against the warm side of the car beside the ranger, and for once nobody had anything to say.}
    {spot == "boulder": They lay flat on the warm top of the boulder and inched forward until they could peer over the edge, where the heap was still shuffling and rearranging itself.}
    {spot == "boulder": Down on the road, the cyclists flashed past in a bright blur of jerseys. When they were gone, {hero} searched the roadside for a round, dusty shell, but from up here there was no telling where the tortoise had got to.|Out on the road, a passing car slowed, then rolled on. {hero} glanced over, but the tortoise had vanished from sight, and there was no telling where it had got to.} {hero} hoped, hard, that it had made it across. It was a small worry, but it stayed.
    {heard_tip: The breeze blew steadily into their faces, bringing the javelinas' smell to them and carrying theirs away, exactly as the ranger had promised. It felt like having a secret ally.|The breeze was blowing from the rocks toward them. "Lucky," Grandma breathed. "We can smell them. They can't smell us. Keep it that way."}
    Another javelina turned around three times, exactly like a dog choosing a spot on a rug, and flopped down in the dust beside the first. A third leaned against it and slid down too, with a grunt that sounded like relief. A fourth rubbed its cheek slowly and deliberately along its neighbor's back.
    {found_rub: {hero} thought of the shiny smudge on the rock and suddenly understood. They were swapping name tags, making sure every single one of them smelled like family before they went to sleep.|"They're sharing their smell," Grandma whispered. "With eyes like theirs, it's how they know their own."}
    Last of all, the small brown one shoved and wriggled its way into the very middle of the heap, where the shade was deepest and there was a big warm back on every side. {saw_coyote and spot == "wash": {hero} thought of the coyote sitting in the cactus forest, scratching its ear and pretending it hadn't wanted anything. Nobody was getting to that little one now.}
    There was one more grunt, a long sigh like air going out of a cushion, and then nothing at all. The whole herd lay in one gray pile, their sides rising and falling, slightly out of time, like a choir that hadn't rehearsed.
    {friend != "": {friend} mouthed a huge "wow" without making a sound.}
    A roadrunner strolled right past the end of the pile, close enough to peck a javelina on the nose, and looked almost offended when nobody stirred. {hero} had to bite {their} lip to keep from laughing.
    {hero} found {they} had been holding perfectly still for so long that one foot had gone to sleep, which seemed fair, since everyone else was doing it.
    "How long will they sleep?" {hero} breathed.
    "Until the day cools off," Grandma whispered. "Around sunset they'll get up, stretch, and go looking for supper. Every prickly pear on this loop had better watch out."
    {pal} {wiggled()}. "Sweet dreams," it whispered. "You smell terrible, and I respect you."
    "When I was your age, this was a national monument," Grandma murmured. "President Herbert Hoover first protected it in 1933, and it became a national park in 1994. Which means nobody can ever put a parking lot on their bedroom." # fact: president-herbert-hoover
    {hero} had expected finding the nap spot to feel like winning something. It didn't, quite. It felt more like being trusted with something, even though the javelinas had no idea anyone was there. Maybe that was the point.
    They crept away at last, and the smell followed them a long way down the road, and for once nobody said a single word against it.
}
-> END

=== end_clack ===
# place: javelina-rocks
# ending: teeth_clack
{band:
- "young":
    {spot == "wash": {hero} crept out from behind the lone rock and across the creek bed. Step. Step.}
    {spot == "pullout": {hero} walked up from the road toward the ledge. Step. Step.}
    {spot == "boulder": {hero} climbed down and crept along the rocks. Step. Step.}
    Crunch! A little stone rolled under {their} shoe.
    The biggest javelina lifted its head. It sniffed. The hair on its back stood up.
    Clack, clack, clack! It clacked its teeth.
    {heard_tip: "Too close!" {hero} remembered. That's what the ranger said!|"That means too close," whispered Grandma.}
    {pal} {hid()}.
    {hero} backed away, slowly. But it was too late. The javelinas jumped up. They trotted off into the cactus. The little brown one ran in the middle. Then they were gone.
    {spot == "boulder": Down on the road, the bikes slowed down. Squeak!|Out on the road, a car slowed down. Squeak!} But nobody looked to see where the tortoise went.
    {hero} looked at the empty shade. "I woke them up," {they} said. {They} felt sad.
    Grandma gave {them} a hug. "They told us, and we listened. That's what counts. They will find more shade."
    Then Grandma pointed. Far away, under a big green tree, gray backs were lying down again. The little brown one too!
    "They're okay," said {hero}. {They} felt a little better.
    {friend != "": {friend} squeezed {hero}'s hand, hard.}
    {hero} drank some water. "Next time I'll stay back," {they} said. "And let them sleep."
    "And then you'll see the whole nap," said Grandma.
- "middle":
    {spot == "wash": Before Grandma could stop {them}, {hero} slipped out from behind the lone boulder and crept across the wash, one slow step at a time, to get a better look.}
    {spot == "pullout": {hero} started up the slope from the road toward the shady ledge, one slow step at a time.}
    {spot == "boulder": {hero} climbed down the far side of the boulder and crept along the bottom of the rocks, one slow step at a time.}
    {heard_tip: In all the excitement, {hero} forgot to check the wind, and somewhere along the way the breeze had swung around to {their} back.|Nobody thought to check the wind, which had swung around behind them.}
    Crunch. A pebble skittered out from under {their} shoe.
    The biggest javelina's head came up. Its nose worked. The bristles along its back rose up like a brush. Then it opened its mouth and clacked its teeth together: clack, clack, clack.
    {heard_tip: It was exactly the sound the ranger had warned about.|"That means we're too close," Grandma whispered. "Back up. Slowly."}
    {pal} {hid()}.
    {hero} backed away, slowly, the way {they} should have come. But the herd was already on its feet. The smell grew suddenly much stronger, and the javelinas burst out the far side of the rocks and trotted off through the cholla in a tight bunch, the small brown one running in the middle. In a few seconds they were gone.
    {spot == "boulder": Down on the road, brakes squeaked as the cyclists slowed for something.|Out on the road, brakes squeaked as a car slowed for something.} Nobody had a thought to spare for the tortoise just then.
    {hero} stared at the empty shade. There were the scraped dips in the dust where the herd had been lying. {They} felt awful. "I woke them up."
    Grandma put an arm around {their} shoulders. "They said, 'too close,' and we listened. That matters. There's plenty more shade out here. They'll be napping somewhere else in ten minutes."
    They sat in the shade and drank their water. {pal} pressed close to {hero}. "You didn't know the pebble was there," it said.
    Then Grandma touched {hero}'s arm and pointed across the cholla. Far off on the next rise, under a big palo verde, gray backs were dropping down into the shade one by one. The small brown one trotted in last.
    {hero} felt the heavy feeling in {their} chest loosen a little. "They're okay," {they} said.
    {friend != "": {friend} squeezed {hero}'s hand, hard.}
    {heard_tip: "They're okay," Grandma agreed. "And now you know something most people never learn. Where they nap, and how close is too close."|"They're okay," Grandma agreed. "And now you know where they nap, and how close is too close. Their eyes are bad, but their noses are amazing, and the breeze was carrying our smell straight to them. So next time, keep the wind in your face."}
    {heard_tip: "Next time," {hero} said, "I'm staying back. Way back. Wind in my face, like the ranger said."|"Wind in my face," {hero} said. "And way back."}
    "Then you'll get to watch the whole nap," said Grandma.
- else:
    {spot == "wash": Before Grandma could catch {their} sleeve, {hero} slipped out from behind the lone boulder and started across the wash, one slow step at a time, telling {themself} {they} just needed to see a little more.}
    {spot == "pullout": {hero} started up the slope from the road toward the shady ledge, one slow step at a time, telling {themself} {they} just needed to see a little more.}
    {spot == "boulder": {hero} climbed down the far side of the boulder and crept along its foot, one slow step at a time, telling {themself} {they} just needed to see a little more.}
    {heard_tip: In the excitement, {hero} forgot all about the ranger's advice. Somewhere along the way the breeze had swung around, and now it was at {their} back, carrying {their} smell straight toward the rocks.|Nobody thought to check the wind, which was blowing gently from behind them, straight toward the rocks.}
    Crunch. A pebble rolled out from under {their} shoe, loud as a dropped plate.
    The biggest javelina's head came up. Its nose worked the air, twitching. The bristles along its spine rose in a ridge, like a brush turned the wrong way. Then it opened its mouth, showing short, sharp teeth, and snapped them together: clack, clack, clack.
    {heard_tip: It was exactly the sound the ranger had described, and it was a lot less funny in person.|Grandma had followed close behind. "That means too close," she whispered, her hand firm on {hero}'s shoulder. "Back up. Slowly."}
    {pal} {hid()}.
    {hero} backed away, slowly, the way {they} should have come forward. But it was already too late. The smell surged, sharp enough to sting, and the whole herd was up and out the far side of the rocks, trotting off through the cholla in a tight gray knot with the small brown one in the middle. In seconds there was nothing but settling dust.
    {spot == "boulder": Down on the road, the cyclists swept by in a bright, whirring blur.|Out on the road, a car swished past.} Nobody looked to see where the tortoise had got to. Just then, nobody had room in their head for a tortoise.
    {hero} stared at the empty shade: the scraped hollows in the dust, still holding the shape of the herd, the bristles caught on the rock. A hot, heavy feeling sat in {their} chest. "I woke them up," {they} said. "They finally got comfortable, and I woke them up."
    Grandma sat down on a rock in the shade and patted the spot beside her. "They told us, 'too close,' as plain as anyone could," she said, "and we listened and backed away. That's the part that matters. There's shade all through these hills. They'll be snoring somewhere else before you've finished your water."
    So {hero} drank {their} water, and {pal} stayed close beside {them}. "For the record," it said, "nobody could have seen that pebble. It was a very sneaky pebble."
    {hero} almost laughed. Almost.
    Then Grandma touched {hero}'s elbow and pointed. Far off on the next rise, in the shade of a big palo verde, gray backs were going down one at a time, with the unmistakable slowness of animals who have found a new spot and decided it will do. Last of all, a small brown shape wriggled in among them.
    The heavy feeling in {hero}'s chest loosened by about half. "They're okay," {they} said.
    {friend != "": {friend} squeezed {hero}'s hand, hard.}
    "They're okay," Grandma agreed. "A bit grumpy, maybe. I would be."
    {heard_tip: "Next time I'm staying back," {hero} said. "Wind in my face. Way back. The ranger told me, and I still forgot."|"Was it the pebble that gave us away?" {hero} asked.}
    {not heard_tip: "Partly," said Grandma. "But their noses are far better than their eyes, and the breeze was at our backs, carrying our smell right to them."}
    {not heard_tip: "So next time, wind in my face," {hero} said slowly. "And way back."}
    "Next time," said Grandma, "you'll watch the whole nap. You know where their bedroom is now, and how close is too close. Most people never learn either one." And {hero} realized, with some surprise, that it was true, and that {they} had learned the second one the only way that really sticks.
}
-> END

=== end_tortoise ===
# place: javelina-rocks
# ending: tortoise_crossing
{band:
- "young":
    {spot == "wash": {hero} hurried out of the creek bed to the edge of the road. But not onto it!}
    {spot == "pullout": {hero} ran to the edge of the pull-out. But not onto the road!}
    {spot == "boulder": {hero} climbed down fast, but carefully. {They} ran to the edge of the road. But not onto it!}
    "Grandma!" {they} called. "The tortoise!"
    Grandma stepped to the side of the road. She held up her hand, like a crossing guard. {spot == "boulder": The bikes slowed down. They stopped.|{spot == "pullout": A car came around the bend. It slowed down. It stopped.|The car slowed down. It stopped.}}
    {spot == "pullout": The ranger came right over.|Then a white truck pulled up. It was the ranger!}
    "Good eyes," said the ranger. "Never pick up a tortoise yourself. A scared tortoise can lose the water it saved up. It needs that water!"
    She lifted the tortoise gently. She kept it low and flat. She carried it across the road, the way it was going. Then she put it down.
    {kind == "turtle": {pal} {wiggled()}. "Well done, cousin," it whispered.}
    The tortoise took a bite of a yellow flower. Munch, munch.
    {spot == "boulder": The riders waved.|The driver waved.} {hero} waved back.
    {friend != "": {friend} gave the tortoise a little wave goodbye.}
    Then {hero} looked at the rocks. The javelinas were hidden now. {They} could not see them at all.
    But {they} heard a sleepy grunt. And {they} smelled that stinky smell.
    "They're asleep," whispered {hero}. "And the tortoise is safe."
    "Good job, helper," said the ranger.
- "middle":
    {spot == "wash": {hero} hurried out of the wash to the edge of the road, and stopped right there, on the dirt.}
    {spot == "pullout": {hero} hurried to the edge of the pull-out, and stopped right there, on the dirt.}
    {spot == "boulder": {hero} climbed down quickly but carefully and hurried to the edge of the road, and stopped right there, on the dirt.}
    "Grandma!" {they} called. "The tortoise!"
    Grandma stepped to the very edge of the road and held up one hand, flat, like a crossing guard. {spot == "boulder": The cyclists squeezed their brakes and stopped in a clicking, wobbly line, and the leader put a foot down to see.|{spot == "pullout": Just then a car came around the bend. It slowed, then stopped, and the driver leaned out to see.|The car slowed, then stopped, and the driver leaned out to see.}}
    {spot == "pullout": The ranger was already on her way over.|A moment later, a white truck pulled in behind the {spot == "boulder": bikes|car}. It was the ranger.}
    "Good eyes," she said to {hero}. "But never pick up a tortoise yourself. When they're scared, they can let go of the water they've been saving in their bodies for months. Out here, that water could keep it alive."
    She lifted the tortoise gently with both hands, keeping it low and level, and carried it across the road in the same direction it had been walking. She set it down facing the same way. The tortoise didn't seem to notice it had been anywhere. It stretched out its neck and took a bite of a yellow wildflower.
    {kind == "turtle": {pal} {wiggled()}. "That," it said proudly, "is how we do things."}
    {hero} crouched at the edge of the road to look. The tortoise's shell was patterned like a honeycomb, scuffed and dusty, and its front legs were covered in hard scales, like armor. It chewed slowly, with its eyes half closed, as if the flower were the best thing it had eaten all year. Maybe it was. It had probably only just woken up from its long winter sleep.
    {spot == "boulder": The cyclists gave a thumbs up and pedaled on, slowly.|The driver gave a thumbs up and drove on, slowly.}
    {friend != "": {friend} gave the tortoise a little wave goodbye.}
    {hero} turned back to the rocks. The shady gap where the herd had been settling was quiet now, and deep in shadow. {They} couldn't see a single javelina. The herd had finished bedding down while {they} {were} busy.
    Then, from deep in the rocks, came one soft, sleepy grunt, and a fresh puff of that terrible smell.
    {hero} laughed under {their} breath. {They} had seen the first of the nap, not the heap at the end of it. But {they} had heard it, and smelled it, and helped a tortoise get where it was going. "I'd pick the tortoise again," {they} said.
    The ranger smiled. "The tortoise would thank you, if tortoises did that sort of thing."
- else:
    {spot == "wash": {hero} scrambled out of the wash toward the road and stopped dead at the edge of the pavement, because running into a road to save something from a car is exactly how you end up needing saving yourself.}
    {spot == "pullout": {hero} hurried to the edge of the pull-out and stopped dead at the line of the pavement, because running into a road to save something from a car is exactly how you end up needing saving yourself.}
    {spot == "boulder": {hero} climbed down as fast as care allowed and hurried to the roadside, stopping dead at the edge of the pavement, because running into a road to save something from a car is exactly how you end up needing saving yourself.}
    "Grandma!" {they} called. "The tortoise!"
    Grandma was there in about two seconds, which was faster than {hero} had known she could move. She stepped to the edge of the road and held up one hand, flat and firm, like a crossing guard who had been doing it for forty years. {spot == "boulder": The cyclists squeezed their brakes and came to a clicking, wobbling stop in a bright line, and the leader put a foot down and craned to see what all the fuss was about.|{spot == "pullout": Just then a car came around the bend. It slowed, and stopped, and the driver leaned out of the window to see what all the fuss was about.|The car slowed, and stopped, and the driver leaned out of the window to see what all the fuss was about.}}
    {spot == "pullout": The ranger was already crossing the pull-out toward them.|A moment later a white truck pulled in behind the {spot == "boulder": bikes|car}, and the ranger hopped out.}
    "Good eyes," she told {hero}. "Now, here's the important part. Never pick up a tortoise yourself. When they're frightened, they can let go of the water they've been storing in their bodies for months. In a dry spring, losing that could cost it its life."
    She lifted the tortoise in both hands, low and level and steady, as if carrying a very full bowl of soup, and walked it across the road in the direction it had been heading. She set it down facing exactly the way it had been going. The tortoise gave no sign that anything unusual had happened. It stretched out its leathery neck and bit the head off a yellow wildflower with great satisfaction.
    {kind == "turtle": {pal} {wiggled()}. "That," it said, with enormous pride, "is how my people handle a crisis. Slowly."}
    {hero} crouched at the roadside for a closer look, careful to keep {their} hands to {themself}. The tortoise's shell was patterned like a honeycomb, each section ringed with fine lines, scuffed and dusty from a winter underground. Its front legs were armored in thick, overlapping scales. It chewed with its eyes half closed, in no hurry whatsoever, and {hero} had the odd feeling of being in the presence of someone very old who had seen a great many cars and been impressed by none of them.
    {spot == "boulder": The cyclists gave them a thumbs up and pedaled off at a respectful crawl.|The driver gave them a thumbs up and rolled on at a respectful crawl.}
    {friend != "": {friend} gave the tortoise a little wave goodbye.}
    Only then did {hero} turn back to the rocks, and feel a small drop in {their} stomach. The shady gap was deep and still. Not a snout, not an ear, not a bristle. The herd had finished settling while {hero} was busy with the tortoise, and now they were tucked so far back in the rock that nobody would ever see them.
    Then, from somewhere deep in the boulders, came one long, sleepy grunt, followed by a fresh waft of that unforgettable smell. {hero} laughed quietly. {They} had seen the start of the nap and missed the heap at the end of it. But {they} had heard it and smelled it, which was more than most people got, and a tortoise was munching flowers on the far side of the road instead of being somewhere much worse.
    "If I had to choose again," {hero} said, "I'd still pick the tortoise."
    The ranger didn't say anything to that. She just smiled, took out her notebook, and wrote one more line under the morning's saguaro heights: Desert tortoise, one, crossed the loop road safely.
}
-> END
