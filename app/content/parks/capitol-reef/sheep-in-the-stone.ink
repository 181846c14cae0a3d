# title: The Sheep in the Stone
# month: 10
INCLUDE shared/story.ink

// Chapter 2: how the search began, "hurry", "orchard" or "ranger".
VAR start = ""
// Chapter 3: where they waited for the sheep, "bridge", "ledge" or "canyon".
VAR spot = ""
// What they learned or found on the way.
VAR saw_dome = false
VAR found_prints = false
VAR knows_still = false
VAR knows_rump = false

-> boardwalk

// ---------------------------------------------------------------- chapter 1: the Petroglyph Panel
=== boardwalk ===
# place: petroglyphs
{band:
- "young":
    It was a cool October morning. Across the road, the trees by the river had turned gold. {hero} and Mom walked on a wooden path beside a tall brown cliff. Mom had an empty bag for picking apples later.
    {friend != "": {friend} was there too, reading every sign out loud.}
    "Look at the rock," said Mom.
    {hero} looked. Then {they} saw them! Pictures, carved right into the stone. There were tall people with wide shoulders. There were animals with big, curly horns.
    "Long, long ago, the Fremont people carved these," said Mom. "People and bighorn sheep." # fact: fremont-people-carved
    {hero} wanted to touch the curly horns. But {they} kept {their} hands on the rail. Fingers can rub carvings away.
    {pal} looked and looked. "Sheep, sheep, people, sheep," it said. "No {kind} at all. That's not fair!"
    "Do real sheep still live here?" asked {hero}.
    A ranger came walking by. His name was Ranger Quintana. Just then, his radio crackled. "Bighorn sheep above the Hickman Bridge trail," said a voice. "Six or seven. Going up the cliff."
    The ranger smiled. "There's your answer! That trail is just up the road. But remember. The sheep decide how close you get. Not you."
    {hero} felt a jump inside. A real sheep, with real curly horns!
    Mom looked at her apple bag. Then she looked up at the cliff. "Going up," she said. "They won't wait for us."
- "middle":
    It was October, and across the road the cottonwood trees along the Fremont River had turned gold. Their leaves rattled in the breeze like soft clapping. On this side of the road, a boardwalk ran along the bottom of a tall cliff, dark brown as chocolate, and {hero} and Mom had it almost to themselves. Mom had an empty cloth bag over her shoulder, ready for the apples she planned to pick later.
    {friend != "": {friend} had come along too, and was reading every sign out loud in a museum voice.}
    "Look," Mom said quietly. "On the rock."
    At first {hero} saw only cracks. Then the pictures jumped out of the stone, the way a face suddenly appears in a cloud. Tall figures with wide shoulders, wearing something on their heads like horns or feathers. And all around them, animals with short tails and big horns that curved back in a loop.
    "The Fremont people carved these, a long, long time ago," said Mom. "People, and bighorn sheep, right here on the rock along the river." # fact: fremont-people-carved
    {hero}'s fingers itched to trace those curly horns, but {they} kept {their} hands on the rail. Mom had explained it in the car. Even clean fingers leave a little oil behind, and over the years, touching wears carvings away.
    {pal} {sniffed()} and studied the wall for a long time. "Sheep," it said. "Sheep, person, sheep, another sheep. Not a single {kind}. I'd like to speak to whoever was in charge."
    "Do sheep like that still live here?" {hero} asked. "Or only on the rock?"
    A ranger was walking down the boardwalk toward them, with a radio clipped to his shoulder. His name tag said Ranger Quintana. Before he could answer, his radio crackled.
    "Bighorn on the slope above the Hickman Bridge trail," said a voice. "Six or seven. Heading uphill."
    The ranger grinned. "Well, there's your answer. For many years there were none left around here. People brought some back, and now they live on these cliffs again. That trail starts just up the road." His voice turned serious. "One rule. The sheep decide how close. Never the people."
    {hero}'s heart jumped. A real one, alive, with horns like that.
    Mom looked up at the cliffs, then at the empty bag on her shoulder. "Heading uphill," she said. "Which means they won't wait for us."
- else:
    It was October, and across the road the cottonwoods along the Fremont River had turned gold, all of them at once, as if someone had flipped a switch overnight. Their leaves clattered in the breeze like a crowd applauding. On this side of the road, a boardwalk ran along the bottom of a tall cliff stained a deep chocolate brown, and {hero} and Mom had it nearly to themselves. Mom had an empty cloth bag folded over her shoulder. She had plans for that bag, and the plans involved apples.
    {friend != "": {friend} had come along too, and was reading every sign out loud in a hushed museum voice.}
    "Look," Mom said quietly. "On the rock."
    At first {hero} saw only cracks and streaks. Then, the way a face suddenly appears in a cloud, the pictures leapt out of the stone. Tall figures with wide shoulders and narrow waists, wearing something on their heads that might have been horns or feathers or crowns. And all around them, smaller shapes: animals with blocky bodies, stubby tails and huge horns curving back in a loop, like the handle of a teacup.
    "The Fremont people carved these, a very long time ago," said Mom. "People, and bighorn sheep, right here on the rock along the river." # fact: fremont-people-carved
    {hero}'s fingers itched to trace those looping horns. {They} kept {their} hands folded on the rail instead. Mom had explained it in the car: even clean fingers leave a little oil behind, and a crowd of careless fingers can rub away in a few summers what has lasted for centuries.
    {pal} {sniffed()} and studied the wall for a long, silent minute. "Sheep," it announced. "Person. Sheep. Sheep. Person in a hat. Another sheep. Not one single {kind}. Somebody should have complained."
    But {hero} was looking at the sheep. Whoever carved them had known them well. You could almost see them walking. "Do they still live here?" {they} asked. "Real ones? Or only on the wall?"
    A ranger was coming down the boardwalk toward them, a radio clipped to his shoulder and binoculars bouncing on his chest. His name tag said Ranger Quintana. He opened his mouth to answer, and his radio answered first.
    "Bighorn on the slope above the Hickman Bridge trail," said a crackly voice. "Six or seven. Moving uphill."
    The ranger's face split into a grin. "How about that for timing. For a good many years there wasn't a single one left around here. People brought some back, and now they're climbing these cliffs again, just like in the carvings. That trail starts about a mile up the road." Then his voice went serious. "One rule, though. The sheep decide how close. Never the people."
    Something leapt in {hero}'s chest. A real one. Alive and breathing, with horns like that.
    Mom looked up at the cliffs, and then at the empty bag on her shoulder, and then at {hero}. "Moving uphill," she repeated slowly. "Which means they won't wait around for us."
}
* [Hurry to the Hickman Bridge trail before the sheep climb away # act: go] -> hurry_trail
* [Help Mom fill her apple bag at the orchards first # act: help] -> orchard
* [Ask the ranger how to spot a bighorn # act: ask] -> ranger_tips

// ---------------------------------------------------------------- chapter 2: hurrying up the trail
=== hurry_trail ===
# place: hickman-bridge
~ start = "hurry"
~ saw_dome = true
{band:
- "young":
    It was a short drive to the trail. The path went up rocky steps, high above the river. {hero} went fast. {pal} {dashed()} ahead.
    {friend != "": {friend} raced to keep up.}
    "Slow down," puffed Mom. "And stay away from the edge!"
    Big black rocks sat by the trail. "Those came from old volcanoes on the mountains," said Mom.
    Then they saw a giant round dome of white rock. "That's Capitol Dome," said Mom. "White domes like that look like capitol buildings. The cliffs got in the way like a reef. So this park is Capitol Reef!" # fact: white-sandstone-domes
    But {hero} looked at the cliffs. {They} looked at every rock. Rock, rock, rock. No sheep!
- "middle":
    It was only a minute's drive up the road to the Hickman Bridge trailhead. The path started beside the river, then climbed up rocky steps, higher and higher above the water. {hero} took the steps two at a time, and {pal} {dashed()} ahead, then back, then ahead again.
    {friend != "": {friend} kept up, reading the trailhead sign out loud over one shoulder until it was out of sight.}
    "Slow down," Mom puffed. "And keep well back from the edge on this side."
    Big black boulders were scattered along the trail, dark as charcoal among all the red and cream rock. "Lava rock," said Mom. "It came from old volcanoes up on the mountains, and floods carried it down here long ago."
    Around a bend, a giant dome of pale rock rose above the cliffs, smooth and rounded against the blue sky. "That's Capitol Dome," said Mom. "Early travelers thought white domes like that looked like capitol buildings. The cliffs were the other half of the name. Travelers said they stood in the way like a reef in the sea, stopping ships." # fact: white-sandstone-domes
    But {hero} was looking at the slopes. {They} searched every ledge and every shadow. Rock. Rock. More rock. No sheep anywhere.
- else:
    It was barely a minute's drive up the road to the Hickman Bridge trailhead, and {hero} was out of the car before Mom had the keys out of the ignition. The path began beside the river, then climbed up a staircase of rocky steps, higher and higher above the water, and {hero} took them two at a time. {pal} {dashed()} ahead, then back, then ahead again, unable to decide whether it was leading or following.
    {friend != "": {friend} kept pace, still reading the trailhead sign aloud in the museum voice until it dropped out of sight behind them, and then making up the rest.}
    "Slow down," Mom puffed from somewhere behind. "And keep well back from the edge on this side. The river isn't going anywhere, and neither should you."
    Big black boulders lay scattered along the trail, dark as charcoal among all the red and cream rock, as if someone had spilled them from a giant bag. "Lava rock," said Mom, catching up. "It came from old volcanoes on the mountains to the west, and floods carried it down here long, long ago."
    Around a bend, a great dome of pale rock swelled up above the cliffs, smooth and rounded against the sky like the top of an enormous egg. "That's Capitol Dome," said Mom. "The early travelers thought white domes like that looked like capitol buildings, and the cliffs blocked their way the way a reef blocks ships. So: Capitol Reef. Named by people who were mostly annoyed." # fact: white-sandstone-domes
    {hero} barely glanced at it. {They} {were} scanning the slopes, ledge by ledge, shadow by shadow, the way you scan a crowd for one face. Rock. Rock. A rock shaped a little like a sheep, which turned out, on closer inspection, to be a rock. More rock. Somewhere up there were six or seven living animals the size of big dogs, and {hero} could not find a single one.
}
{end_now: -> hurry_close}
~ found_prints = true
{band:
- "young":
    Then {hero} saw something in a sandy spot. Prints! Each one was split down the middle into two halves.
    "Hoof prints," said Mom. "And they're new."
    The prints went off the trail, up the hill. {hero} took one step. Mom held {their} sleeve. "We stay on the trail," she said. "See that dark, bumpy crust on the sand? It's alive. One step can crush it."
    Then, from high above, came a sound. Click, click, clatter! Little stones were falling down the rock.
    {pal} {sniffed()}. "Something is up there," it whispered.
    {hero} stared up at the cliff. Was something up there looking back?
- "middle":
    Where the trail crossed a sandy patch, {hero} skidded to a stop. Pressed into the sand were fresh prints, each one split down the middle into two halves with sharp, clean edges.
    "Hooves," said Mom, crouching. "Split in two, blunter and squarer than a deer's. Sheep. And see how crisp they are? These are new."
    The prints left the trail and climbed straight up the slope. {hero} took one step after them, and Mom caught {their} sleeve. "We stay on the trail. See that dark, lumpy crust on the sand? It's alive. Tiny living things hold the desert soil together, and one boot can crush years of growing."
    {hero} stepped back onto the path. Then, from high above, came a sound: a trickle of pebbles rattling down the rock. Click, click, clatter. Then silence.
    {pal} {sniffed()}. "Something up there just moved," it whispered. "And now it's keeping very still."
    {hero} stared up at the slope until {their} eyes watered. Was something up there staring back?
- else:
    Where the trail crossed a patch of sand, {hero} skidded to a stop so suddenly that Mom nearly walked into {them}. Pressed into the sand, crossing the path, were prints: each one split down the middle into two halves, with sharp, clean edges that hadn't yet been softened by the wind.
    "Hooves," said Mom, crouching beside {them}. "Split in two, but blunter and squarer than a deer's. Sheep. And look how crisp those edges are. An hour ago, maybe less."
    The prints left the trail and marched straight up the slope, as if stairs were for other people. {hero} took one step after them before Mom's hand closed on {their} sleeve. "Trail," she said. "See that dark, knobbly crust on the sand, like burnt sugar? It's alive. Tiny living things glue the desert soil together, and one careless boot can crush years and years of growing."
    {hero} stepped back onto the path, cheeks hot. And then, from high above, came a sound that made them both look up at once: a trickle of pebbles rattling down the rock, click, click, clatter, and then nothing. Not a breath of wind moved the junipers. Something had sent those pebbles down.
    {pal} {sniffed()}. "Something up there just moved," it whispered. "And now it's being very, very still. I know that trick. I invented that trick."
    {hero} stared up at the slope until {their} eyes watered, at a thousand tan rocks that all looked exactly the same. The skin on the back of {their} neck prickled. Was one of them staring back?
}
* [Sit on a ledge and watch the slope with Mom's binoculars # act: wait] -> high_ledge
* [Go on to the stone bridge, slowly this time # act: go] -> stone_bridge
* [Look along the little canyon where the hoofprints were heading # act: look] -> little_canyon

=== hurry_close ===
# place: hickman-bridge
# ending: one_white_flash
{band:
- "young":
    {hero} sat down on a rock. "We went too fast," {they} said. "Maybe we scared them away."
    Mom gave {hero} the water bottle. "Drink. Then look again, slowly."
    {hero} drank. Then {they} looked slowly. Tan rock. Brown rock. Gray rock. A sheep would be all those colors. No wonder they were hard to see!
    Then, high on the cliff, something white moved. Bob, bob. Then it went over the top.
    "Mom! Did you see that?"
    "I saw something white," said Mom. "Bighorn sheep have white bottoms!"
    {friend != "": "Me too!" said {friend}.}
    "I knew it was a bottom," said {pal}.
    It was just a flash. But it was real! {hero} smiled all the way down.
- "middle":
    {hero} flopped down on a rock, out of breath and cross with {themself}. "We were too fast," {they} said. "We were so fast we scared everything away."
    "Or they were already high up," said Mom, sitting down beside {them}. She handed over the water bottle. "Drink. Then look again. Slowly, this time."
    {hero} drank. Then {they} looked at the slopes beside Capitol Dome, slowly, the way you look for a word in a word search. Tan rock. Brown rock. Gray rock. A sheep would be all of those colors at once. No wonder nobody could see them.
    Then, high on the cliff, something small and white moved. It bobbed once, twice, and slipped over the rim.
    "Mom!" {hero} whispered. "Did you see that?"
    "I saw something white," said Mom. "Bighorn have a white patch on their backsides. I think you just saw a sheep leaving."
    {friend != "": "I saw it too," said {friend}, in a voice much too quiet for a museum.}
    "A sheep's bottom," said {pal} with great confidence. "I know a bottom when I see one."
    It was only a flash. But it was real, and alive, and it had been right there on the cliff, just like the carvings. {hero} grinned the whole way back down the trail.
- else:
    {hero} flopped down on a rock, out of breath and cross with {themself} in a way that was hard to explain. "We went too fast," {they} said. "We came charging up here like a marching band. Anything with ears heard us coming a mile off."
    "Or they were already high up when the ranger heard about them," said Mom, sitting down beside {them} and handing over the water bottle. "Drink. Then look again. Slowly this time, like it doesn't matter."
    {hero} drank, and then {they} looked, slowly, the way you read a word search when you've stopped being in a hurry and started being curious. The slopes beside Capitol Dome were tan rock and brown rock and gray rock, streaked and cracked and scattered with boulders. A sheep, {hero} realized, would be all of those colors at once. Of course nobody could see them. They were wearing the cliff.
    Then, high on the rim, something small and white moved. It bobbed once, twice, like a cotton ball on a string, and slipped over the skyline and was gone.
    "Mom," {hero} whispered, grabbing her arm. "Did you see that?"
    "I saw something white," said Mom slowly. "Bighorn have a white patch on their backsides. I think you just watched a sheep leaving."
    {friend != "": "Me too," breathed {friend}, in a voice that no museum had ever heard.}
    "A sheep's bottom," said {pal}, with total confidence. "I'd know one anywhere. It's a gift."
    It had lasted about two seconds. But it had been real, and alive, and right there on the cliff, exactly where the carvings promised, and {hero} found that two seconds could be enough to grin about the whole way down the trail. Next time, {they} decided, {they} would walk like a shadow instead of a marching band.
}
-> END

// ---------------------------------------------------------------- chapter 2: the orchard
=== orchard ===
# place: fruita-orchards
~ start = "orchard"
{band:
- "young":
    Mom smiled. "Thank you! Quick, then."
    They drove to the Fruita orchards. Rows of old apple trees stood in green grass, right in the red-rock desert!
    "Pioneers planted these trees long ago," said Mom. "You can still pick fruit here." # fact: pioneers-planted-orchards
    {hero} twisted an apple. Snap! It came right off. {pal} guarded the bag.
    {friend != "": {friend} picked one too, the biggest on the tree.}
    Then three deer stepped out from the trees. They had giant ears. Crunch, crunch! They were eating apples off the grass.
    "Mule deer," whispered Mom. "Give them lots of room."
    {hero} reached for one more apple. Snap! All three deer looked up. Their big ears turned to {hero}. {hero} froze, with {their} arm up high.
- "middle":
    Mom beamed. "Thank you. Quick, then, before the crowds."
    The Fruita orchards were a short drive back down the road. Rows of old apple trees stood in soft green grass beside the river, with red cliffs rising right behind them, like a garden someone had tucked into the desert by mistake. A sign at the gate said the orchard was open for picking.
    "Pioneers planted orchards here long ago," said Mom, shaking out her bag. "People still come to pick cherries, apricots, peaches, pears and apples, each in its season. Right now, it's apples." # fact: pioneers-planted-orchards
    The branches hung low, heavy with red and yellow fruit. {hero} gave an apple a gentle twist, the way Mom showed {them}, and it came off with a snap. {pal} guarded the bag, which it took very seriously.
    {friend != "": {friend} reached for the highest apple on the branch and, after three jumps, got it.}
    Then, at the end of the row, three mule deer stepped out from behind the trees. They had gray-brown coats and enormous ears, and they were eating fallen apples off the grass. Crunch. Crunch.
    "Give them lots of room," Mom whispered. "They're wild, even in an orchard."
    {hero} reached for one more apple. Snap! Every deer's head shot up. Three pairs of huge ears swung toward {hero}, who froze with {their} arm in the air.
- else:
    Mom's face lit up. "You're a treasure. Quick, then, before every family in Utah has the same idea."
    The Fruita orchards were a short drive back down the road. Rows of old apple trees stood knee-deep in soft green grass beside the river, with red cliffs rising straight up behind them, so that the whole place looked like a garden somebody had tucked into the desert by mistake and then forgotten to take back. A sign at the gate said the orchard was open for picking.
    "Pioneers planted orchards all along this valley," said Mom, shaking out her bag. "People still come to pick cherries, apricots, peaches, pears and apples, each in its season. In October, it's apples. I've been dreaming about this for a week." # fact: pioneers-planted-orchards
    The branches sagged with red and yellow fruit. {hero} cupped an apple, gave it a gentle twist the way Mom showed {them}, and it came away with a satisfying snap. {pal} appointed itself guardian of the bag and took the job with alarming seriousness, glaring at passing bees.
    {friend != "": {friend} went straight for the highest apple on the tree, on the grounds that the best ones are always out of reach, and after four jumps and a lot of stretching was proved right.}
    Then, at the end of the row, three mule deer stepped out from behind the trees. They were gray-brown, with black-tipped tails and ears so huge they looked borrowed from a much bigger animal, and they were eating fallen apples off the grass with loud, juicy crunches, like kids at a picnic.
    "Give them lots of room," Mom breathed. "They look tame, but they're wild, even in an orchard."
    {hero} reached for one more apple. Snap! Every deer's head shot up at once. Three pairs of enormous ears swung toward {hero} like satellite dishes, and {hero} froze, one arm in the air, an apple in {their} fist.
}
{end_now: -> orchard_close}
~ knows_still = true
{band:
- "young":
    Nobody moved. The deer stared. Then, one by one, they put their heads down. Crunch, crunch.
    "When I moved, they saw me," whispered {hero}. "When I was still, they stopped looking!"
    "Animals see moving things first," Mom whispered. "A sheep on a cliff is hard to see, too. Until it moves."
    They paid for their apples at a little box by the gate. Then they drove back up the road. They passed a tiny old school with just one room. "Pioneer children went to school there," said Mom. # fact: fruita-schoolhouse-room
    At the Hickman Bridge trail, the sun was high. They started up. Then, far above, little stones went clatter, clatter!
- "middle":
    {friend != "": Nobody moved. Not {hero}, not Mom, not {friend}, not {pal}.|Nobody moved. Not {hero}, not Mom, not {pal}.} The deer stared. Then, one by one, they lowered their heads and went back to crunching.
    "When I moved, they saw me right away," {hero} whispered. "When I stayed still, they stopped worrying."
    "Animals notice movement first," Mom whispered back. "Stand still and you're just another tree. It works the other way too. A sheep on a cliff is almost invisible, until it moves."
    {hero} lowered {their} arm, very slowly. Be still. Watch for movement. That was the trick.
    They left the deer to their breakfast and paid at the little box by the gate for the apples they took. Then they drove back up the road, past a small building with one door and a few windows. "The Fruita Schoolhouse," said Mom. "Pioneers built it in 1896. One room, for all the children in the valley." # fact: fruita-schoolhouse-room
    By the time they reached the Hickman Bridge trailhead, the sun was high and warm. They started up the trail. Partway up, {hero} heard it: a faint clatter of pebbles, far above on the cliffs.
- else:
    {friend != "": Nobody moved. Not {hero}, not Mom, not {friend}, not even {pal}.|Nobody moved. Not {hero}, not Mom, not even {pal}.} The deer stared, ears swiveling, noses working. Then, one at a time, as if they had held a short meeting and voted, they lowered their heads and went back to crunching.
    "When I moved, they saw me straight away," {hero} whispered, not daring to lower {their} arm yet. "When I stayed still, they just stopped caring."
    "Animals notice movement first," Mom whispered back. "Stand still and you're just another tree to them. And it works the other way around, too. A sheep on a cliff is nearly invisible, right up until it moves."
    {hero} lowered {their} arm, very slowly, feeling as if {they} had just been handed the key to something. Be still. Watch for movement. It sounded too simple to be a secret, which was probably why it was one.
    They left the deer to their breakfast and paid at the little box by the gate for the apples they took. Then they drove back up the road, past a small, square building with one door and a few windows, sitting alone beneath the cliffs. "The Fruita Schoolhouse," said Mom. "Pioneers built it in 1896. One room, for every child in the valley, the little ones and the big ones all together." {hero} tried to imagine sharing a classroom with teenagers and decided it would be either wonderful or terrible. # fact: fruita-schoolhouse-room
    By the time they reached the Hickman Bridge trailhead, the sun stood high and the rock was warm to the touch. They started up the trail, and partway up, {hero} heard it: a faint clatter of pebbles, far above on the cliffs, and then silence.
}
* [Climb straight up the trail to the stone bridge # act: go] -> stone_bridge
* [Look up the little canyon where the pebbles fell # act: look] -> little_canyon
* [Wait on a high ledge and be as still as a tree # act: wait] -> high_ledge

=== orchard_close ===
# place: fruita-orchards
# ending: still_as_a_tree
{band:
- "young":
    {hero} did not move. Not one bit. The deer stared and stared. Then they went back to eating apples.
    One deer walked closer, all by herself. She ate an apple three trees away. {hero} could see her wet black nose and her big, soft ears.
    "You let her choose how close," whispered Mom. "Just like the ranger said."
    "I'm a tree," whispered {hero}.
    {friend != "": "Me too," whispered {friend}.}
    "I'm a bush," whispered {pal}.
    At last the deer walked away into the trees. {hero} let out a big breath. {hero} knew the secret now. Be still, and animals come to you.
    "The sheep can wait until tomorrow," said {hero}. "Now I know how to find them."
- "middle":
    {hero} didn't move. Not a finger. The deer stared for a long moment, and then, one by one, they went back to their apples.
    Then something wonderful happened. One of the deer began to walk closer, all by herself, nibbling as she came. She stopped three trees away and crunched a fallen apple. {hero} could see her wet black nose, her long eyelashes, and the way her huge ears turned like little satellite dishes.
    "You let her choose how close," Mom whispered. "Just like the ranger said."
    "I'm a tree," {hero} whispered back.
    {friend != "": "An apple tree," whispered {friend}, still holding up a very large apple.}
    "I'm a bush," whispered {pal}. "A very still bush."
    At last the deer wandered off between the rows, and {hero} let out a breath {they} felt {they} had been holding for ten minutes. {Their} arm ached. {They} didn't mind at all.
    "We can find the sheep tomorrow," {hero} said, "early. I know the secret now. You don't chase them. You stand still, and you let them come."
    Mom held up the bag, heavy with apples. "Then tomorrow it is," she said. "Bring your best tree face."
- else:
    {hero} didn't move. Not a finger, not an eyelash. The deer stared for a long, long moment, and then, one after another, they decided {hero} was probably some strange new kind of apple tree and went back to breakfast.
    And then something happened that {hero} would remember for a long time. One of the deer began to drift closer, all by herself, nibbling as she came. She stopped three trees away and crunched a fallen apple so loudly it sounded like someone biting a chair. {hero} could see her wet black nose, the long lashes around her dark eyes, and the way her enormous ears turned independently, one toward the river and one toward {hero}, like someone listening to two radio stations at once.
    "You let her choose how close," Mom breathed. "That's exactly what the ranger meant."
    "I'm a tree," {hero} breathed back.
    {friend != "": "I'm an apple tree," breathed {friend}, still holding up the enormous apple from the top of the branch.}
    "I am a bush," breathed {pal}. "A magnificent, motionless bush."
    At last the deer wandered away down the rows, flicking her black-tipped tail, and {hero} let out a breath {they} seemed to have been holding since the boardwalk. {Their} raised arm ached all the way to the shoulder. {They} didn't care in the slightest.
    "We can look for the sheep tomorrow," {hero} said. "First thing. Because now I know how it works. You don't chase them. Chasing just shows them where you are. You stand still, and you let them decide."
    Mom hoisted the bag, which was bulging with apples. "Then tomorrow," she said, "we'll bring a snack, and you can be the stillest tree on the whole cliff."
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's tips
=== ranger_tips ===
# place: petroglyphs
~ start = "ranger"
{band:
- "young":
    "How can I find a sheep?" asked {hero}. "The cliffs are so big!"
    Ranger Quintana bent down next to {hero}. "Bighorn sheep are the same color as the rocks," he said. "When they stand still, they are very hard to see."
    He pointed at a carved sheep. "See its little tail? A real bighorn has a white patch on its bottom, all around the tail. When it walks away, the white patch flashes!"
    "Look for a white bottom," said {pal}. "Got it."
    {friend != "": {friend} giggled at the word bottom.}
    "And listen," said the ranger. "If little stones fall down a cliff, look up. A sheep might be walking there."
- "middle":
    "How do I find one?" {hero} asked. "The cliffs are so big."
    Ranger Quintana leaned on the rail beside {hero}. "That's the hard part. Bighorn are the same colors as the rock, tan and brown and gray. When they stand still, they vanish. So don't look for a sheep. Look for the bits that don't match."
    "Like what?"
    He pointed at one of the carved sheep. "See that little tail? On a real bighorn, there's a white patch all around it, on the rump. When a sheep turns and walks away, that patch flashes like a light."
    "A white bottom," said {pal}. "Noted."
    {friend != "": {friend} giggled, then turned it into a cough when the ranger looked over.}
    {hero} looked from the carved sheep to the huge tan cliffs above the road, trying to imagine one small white patch somewhere in all that rock. It was going to be like finding a single button on a beach.
    "And use your ears," said the ranger. "Sheep walk on loose rock. If you hear pebbles trickling down a cliff and there's no wind, look up."
- else:
    "How do I find one?" {hero} asked. "The cliffs are enormous, and I've never seen a real sheep in my life. Well, not a wild one."
    Ranger Quintana leaned his elbows on the rail beside {hero}, as if this were the most important question anyone had asked him all week. "Here's the hard part. Bighorn are the same colors as the rock: tan, brown, gray. When they stand still, they simply vanish. So don't look for a sheep. Look for the bits that don't match."
    "Like what?"
    He pointed to one of the carved sheep. "See that stubby little tail? On a real bighorn, there's a patch of white all around it, on the rump. The rest of the sheep matches the cliff. That part doesn't. When a sheep turns and walks away, that patch flashes like somebody switching on a light."
    "A white bottom," said {pal}, with the air of someone writing it down. "Noted. Underlined."
    {friend != "": {friend} made a small noise that was almost certainly a giggle, and turned it, not very convincingly, into a cough.}
    "And use your ears," the ranger went on. "Sheep walk on loose rock all day long. If you hear pebbles trickling down a cliff and there's no wind to blame, stop, and look up. Slowly."
}
{end_now: -> ranger_close}
~ knows_rump = true
{band:
- "young":
    Mom took her binoculars out of her pack. The ranger showed {hero} a trick. "Find the spot with your eyes first. Then lift the binoculars. Don't look away!"
    {hero} tried it on a carved sheep. {They} found it the very first time!
    "One more thing," said the ranger. "If a sheep stops eating and stares at you, you are too close. Back away slowly."
    They drove up the road to the Hickman Bridge trail. {hero} looked up. There were cliffs and rocks everywhere, tan and brown and gray.
    Somewhere up there, some of those rocks were not rocks at all.
- "middle":
    Mom pulled her binoculars out of her pack, and the ranger showed {hero} a trick. "Find the spot with your eyes first. Then lift the binoculars to your face without looking away." {hero} practiced on a carved sheep and found it on the very first try.
    "Don't worry if you fool yourself a few times," the ranger added. "Last spring I watched a sheep for twenty minutes. It was a rock. A very convincing rock."
    "Last thing," said the ranger. "If a sheep stops chewing and stares right at you, you're too close. Back away slowly. It's their cliff."
    {hero} looked at the carved sheep one more time. "Did the people who made these see sheep here too?"
    "They must have," said Ranger Quintana. "Look at those horns. You only carve something that well if you've watched it for a long time."
    A few minutes later they were parking at the Hickman Bridge trailhead. {hero} climbed out and tipped {their} head back. Cliffs and ledges and slopes of broken rock rose everywhere, tan and brown and gray. Somewhere up there, six or seven of those rocks weren't rocks at all.
- else:
    Mom pulled her binoculars out of her pack, and the ranger showed {hero} the trick that every beginner needs and nobody thinks to explain. "Find the spot with your eyes first. Keep staring at it. Then bring the binoculars up to your face without looking away." {hero} practiced on one of the carved sheep, and there it was on the very first try, filling the whole circle, every chip of the carver's stone sharp and close.
    "And don't feel bad when you fool yourself," the ranger added. "Everybody does. Last spring I watched a sheep through these binoculars for twenty solid minutes, waiting for it to move. It was a rock. A very convincing rock, with what I still think was an excellent nose."
    "Last thing," said the ranger. "If a sheep stops chewing and stares right at you, you're too close. Back away slowly. Remember whose cliff it is."
    {hero} lowered the binoculars and looked at the carved sheep one more time, with their looping horns and their neat little legs. "The people who made these," {they} said. "Did they see sheep here too? Real ones?"
    "They must have," said Ranger Quintana. "Look at those horns. Look at how the legs are set. You only carve something that well if you've sat and watched it for a long, long time."
    A few minutes later Mom was parking at the Hickman Bridge trailhead, and {hero} climbed out and tipped {their} head all the way back. Cliffs and ledges and long slopes of broken rock rose on every side, tan and brown and gray, like a giant's rubble pile. Somewhere up there, six or seven of those rocks weren't rocks at all, and they already knew {hero} was here.
}
* [Go up the trail and check the little canyon for fresh signs # act: go] -> little_canyon
* [Look for white rump patches from a high ledge # act: look] -> high_ledge
* [Ask Mom if you can go to the stone bridge first # act: ask] -> stone_bridge

=== ranger_close ===
# place: petroglyphs
# ending: the_hidden_carving
{band:
- "young":
    {hero} wanted to practice. {They} looked at the rock wall again. {They} did not look for sheep. {They} looked for the bits that did not match.
    Then {hero} saw it. Down low, under a dark streak, was a tiny carved sheep! It was so small. Nobody else had seen it.
    "Look!" {hero} whispered.
    {friend != "": {friend} clapped, very quietly.}
    The ranger leaned in. "Well, well," he said. "It took me a whole summer to find that one."
    Then his radio crackled. "The sheep went over the top of the cliff," said the voice.
    "Oh," said {hero}. But then {hero} smiled. "That's okay. I know how to look now. We'll come back tomorrow!"
    {pal} {wiggled()}. "And I'll look for white bottoms," it said.
- "middle":
    {hero} wanted to practice right away. {They} turned back to the wall and didn't look for sheep at all. {They} looked for the bits that didn't match.
    Then {hero} saw it. Low down, half hidden under a dark streak in the rock, was a tiny carved sheep, no bigger than {their} hand, with a curl of horn and four stick legs. {hero} hadn't noticed it before. Neither had Mom.
    "Ranger Quintana," {hero} whispered. "Look."
    The ranger leaned in and whistled softly. "Well, would you look at that. It took me a whole summer to spot that one."
    {friend != "": {friend} leaned over the rail and gave a long museum-voice "Ooh."}
    Then his radio crackled again. The sheep above the Hickman trail had gone over the top of the cliff, out of sight.
    {hero}'s face fell for a moment. Then {they} shrugged. "That's okay. I know how to look now. We'll go tomorrow, first thing."
    "Bring those eyes," said the ranger. "They're good ones."
    {pal} {wiggled()}. "I'll be in charge of white bottoms," it said.
- else:
    {hero} didn't want to wait to practice. {They} turned back to the wall and, for the first time, didn't look for sheep at all. {They} looked for the bits that didn't match: a curve where the rock should have been straight, a line that was too neat to be a crack.
    And then {hero} saw it. Low down, almost hidden under a dark streak where water had run down the cliff, was a tiny carved sheep, no bigger than {their} palm, with a single curl of horn and four stick legs. It wasn't in the middle with the others. It was off by itself, as if it had wandered away from the group, or as if the carver had made it last, for fun.
    "Ranger Quintana," {hero} whispered, as though it might run off. "Look. Down there."
    The ranger crouched, followed {their} finger, and let out a low whistle. "Well, would you look at that," he said. "I walked past that little guy every day for a whole summer before I spotted him."
    {friend != "": {friend} leaned over the rail as far as was allowed and let out a long, hushed, museum-voice "Ooooh."}
    Then his radio crackled. The sheep above the Hickman trail, said the voice, had gone over the top of the cliff and out of sight.
    For a second, disappointment hit {hero} like a wave. Then it rolled back out, and what was left surprised {them}. "That's okay," {they} heard {themself} say. "I know how to look now. We'll go tomorrow, first thing."
    "Bring those eyes," said the ranger, standing up. "They're good ones."
    {pal} {wiggled()}. "I shall be in charge of white bottoms," it announced. "It is a job I was born for."
}
-> END

// ---------------------------------------------------------------- chapter 3: Hickman Bridge
=== stone_bridge ===
# place: hickman-bridge
~ spot = "bridge"
{band:
- "young":
    {start == "hurry": They went on up the trail. This time {hero} walked slower. {They} looked at {their} feet and at the cliffs.}
    {start == "orchard": They climbed on. The sun was warm. The apples went bump, bump in Mom's bag.}
    {start == "ranger": Mom said yes. Up the trail they went, high above the river.}
    {not saw_dome: On the way, they saw a giant white dome. "That's Capitol Dome," said Mom. "White domes like that look like capitol buildings. The cliffs got in the way, like a reef. That's how the park got its name!"} # fact: white-sandstone-domes
    Then the trail went around a little canyon. And there it was! Hickman Bridge! It was a giant stone bridge, so big that the path went right under it.
    {hero} walked under the bridge. It was like standing under a stone rainbow. When {hero} whispered, the stone whispered back.
    {friend != "": {friend} whispered, "Hello, bridge!" The bridge said it back.}
    "Can it fall down?" asked {hero}.
    "Someday, a long, long time from now," said Mom. "But not today."
- "middle":
    {start == "hurry": They went on up the trail, but this time {hero} walked more slowly, with one eye on {their} feet and one on the slopes above. Every few steps {they} stopped and simply looked, the way Mom kept telling {them} to.}
    {start == "orchard": They climbed on. The sun was warm on their backs, and the apples bumped in Mom's bag with every step.}
    {start == "ranger": Mom said yes, and they set off up the trail. It climbed above the river, over rocky steps and past big black boulders of old lava rock.}
    {not saw_dome: On the way up, the smooth white top of a giant dome showed above the cliffs. "Capitol Dome," said Mom. "Early travelers thought white domes like that looked like capitol buildings, and the cliffs blocked their way like a reef blocks ships. That's how the park got its name."} # fact: white-sandstone-domes
    Then the trail curled around the head of a little canyon, and there it was. Hickman Bridge: a giant span of pale stone, leaping from one side to the other, so big that the path ran right underneath it.
    "A hundred and thirty-three feet across," said Mom softly. "About as long as three school buses."
    {friend != "": {friend} squinted up, trying to picture three school buses parked up there in a row.}
    They walked under it. It was like standing beneath a stone rainbow. The air in its shadow was cool, and when {hero} whispered, the underside of the bridge whispered back. {pal} {moved()} in a slow circle, looking straight up with its mouth open.
    "Could it ever fall down?" {hero} asked.
    "Someday, a very long time from now," said Mom. "Stone bridges and arches don't last forever. Wind and water and ice keep working away at them, a grain at a time. But not today. Today it's holding up just fine."
- else:
    {start == "hurry": They went on up the trail, but this time {hero} walked more slowly, with one eye on {their} feet and the other on the slopes, trying to move like someone who belonged here instead of someone late for a bus. Every twenty steps {they} stopped dead and simply looked, which felt silly for about a minute and then began to feel like the whole point.}
    {start == "orchard": They climbed on. The sun was warm on their backs now, and the apples thumped gently in Mom's bag with every step, like a slow drum keeping time.}
    {start == "ranger": Mom said yes, and they set off up the trail. It climbed above the river on rocky steps, past big black boulders of old lava rock, and {hero} practiced the ranger's trick on every far-off lump, eyes first, then binoculars.}
    {not saw_dome: On the way up, the smooth white top of a giant dome had swelled into view above the cliffs, like an enormous egg. "Capitol Dome," Mom had said. "Early travelers thought white domes like that looked like capitol buildings, and the cliffs blocked their way the way a reef blocks ships. Capitol, plus reef."} # fact: white-sandstone-domes
    Then the trail curled around the head of a little canyon, and there it was. Hickman Bridge: a huge span of pale stone leaping from one side of the little canyon to the other, so big that the path simply ran right underneath it.
    "A hundred and thirty-three feet across," said Mom, in the voice people use in cathedrals. "That's about three school buses, nose to tail."
    {friend != "": {friend} squinted up at it and announced, in the museum voice, that three school buses parked on top would be a terrible idea.}
    They walked under it. It was like standing beneath a rainbow someone had made out of rock and then forgotten to take down. The air in its shadow was cool and still, and when {hero} whispered, the smooth curved underside whispered back, a moment late. {pal} {moved()} in a slow circle, staring straight up, until it got dizzy and had to stop.
    "Could it ever fall down?" {hero} asked, suddenly very aware of all that stone overhead.
    "Someday," said Mom. "A very, very long time from now. Stone bridges and arches don't last forever. Wind and rain and ice keep nibbling at them, one grain of sand at a time, and one day, long after all of us, this one will come down. But not today. Today it's doing exactly what it has done for thousands of years, which is hold still and look magnificent."
}
~ saw_dome = true
{end_now: -> bridge_close}
{band:
- "young":
    {start == "hurry": Then {hero} saw more hoof prints in the sand. They went up the rock past the bridge!}
    {start == "orchard": It was almost noon now. {hero} remembered the deer. {They} stood very still. {They} watched for something that moved.}
    {start == "ranger": {hero} looked for a part that did not match. {They} looked for a white patch.}
    Up the slope, past the end of the bridge, one rock flicked its ear!
    It was not a rock. It was a sheep, lying down! Then {hero} saw another one. And another! There were six sheep, resting in the sun. They were chewing. They were the color of the rocks.
    {start == "orchard": "At lunchtime, sheep stop and rest," whispered Mom. "Lucky us!"}
    Then the biggest one stood up. It shook itself. It turned its head. And {hero} saw its horns.
- "middle":
    {start == "hurry": In the sand beside the bridge, {hero} spotted more prints, the same split hooves, heading up the bare rock beyond the far end.}
    {start == "orchard": The apples had cost them most of the morning, and it was nearly noon. {hero} remembered the deer in the orchard. {They} stood still in the bridge's shadow and let {their} eyes go soft, watching for anything that moved.}
    {start == "ranger": {hero} remembered the ranger's advice. {They} didn't look for sheep. {They} looked for the parts that didn't match.}
    On the slope above the far end of the bridge, one of the boulders flicked an ear.
    {hero} stopped breathing. It wasn't a boulder. It was a sheep, lying down, its legs tucked under it. And now that {hero} had seen one, {they} could see the others. Five, six, seven bighorn, resting in the sun among the rocks, chewing slowly. Their coats were exactly the color of the cliff. Their noses were pale, and their horns were short and curved.
    "Oh," breathed Mom.
    {start == "orchard": "By midday they stop climbing and lie down to chew," she whispered. "That's luck, not cleverness. They could have been over the top by now."}
    Then the biggest one stood up, shook itself from nose to tail, and turned its head. And {hero} saw its horns.
- else:
    {start == "hurry": In the sand beside the bridge, {hero} spotted more prints, the same split hooves with the same sharp edges, heading straight up the bare rock beyond the far end of the span. Whatever had made them had walked under this bridge not long ago.}
    {start == "orchard": The apples had cost them most of the morning, and the sun was nearly overhead. {hero} remembered the deer in the orchard, and the way their heads had snapped up the instant {they} moved. So {hero} stood still in the bridge's cool shadow and let {their} eyes go soft and wide, not hunting, just waiting for something, anything, to move.}
    {start == "ranger": {hero} remembered the ranger's advice and stopped looking for sheep. Instead {they} looked for the parts that didn't match: a pale patch, a curve too smooth, a shape that was a little too sheep-shaped to be a rock.}
    On the slope above the far end of the bridge, one of the boulders flicked an ear.
    {hero} stopped breathing. It wasn't a boulder. It was a sheep, lying down with its legs folded under it, jaw working slowly from side to side. And now that {hero} had seen one, the cliff seemed to change, the way a puzzle picture does. There was another. And another. Five, six, seven bighorn, scattered among the rocks in the sun, all chewing, all exactly the color of the slope. Their noses were pale, almost white. Their horns were short and curved, like question marks.
    "Oh," breathed Mom, and for a moment that was all she said.
    {start == "orchard": "By midday the band stops climbing and beds down to chew," she whispered at last. "Which is pure luck, and I'm saying so. After all those apples, they could have been over the top an hour ago."}
    Then the biggest one heaved itself to its feet, shook from nose to tail like a dog coming out of a lake, and turned its head toward the bridge. And {hero} saw its horns.
}
* [Look along the rim above with the binoculars # act: look] -> end_skyline
* [Go up the trail for a closer look # act: go] -> end_too_close
* [Wait under the bridge, as still as the stone # act: wait] -> end_come_by

=== bridge_close ===
# place: hickman-bridge
# ending: under_the_stone_rainbow
{band:
- "young":
    They sat in the cool shade under the bridge. {pal} settled {perch()}.
    Then, across the little canyon, came a sound. Click, clatter.
    {hero} looked. A rock on a ledge turned its head!
    It was a big sheep with giant curly horns. It looked just like the sheep on the rock wall!
    Nobody moved. The big sheep looked at them. Then it turned and walked up over the top of the cliff.
    "Did you see?" whispered {hero}.
    "I saw," whispered Mom.
    {friend != "": "I saw too," whispered {friend}.}
    {hero} looked up at the stone bridge. Then {they} looked at the empty ledge. A puff of dust still hung where the big sheep had stepped.
- "middle":
    They sat down in the cool shade under the bridge to rest. {pal} settled {perch()}, and they all listened to the quiet.
    Then, across the little canyon, came a sound. Click. Clatter. A single pebble bounced down the rock and stopped.
    {hero} looked. A ledge. A boulder on the ledge. And then the boulder turned its head.
    It was a ram, a big one, with horns so thick and curled they made a full loop beside each ear. {hero} would never have seen him at all if he hadn't moved. He looked exactly like the carving on the boardwalk, come to life.
    Nobody breathed. The ram gazed across the canyon at them for a long, calm moment. Then he turned, stepped up the rock, and walked over the rim.
    "Did you see him?" {hero} whispered.
    "I saw him," Mom whispered back.
    {friend != "": {friend} didn't say anything at all, which for {friend} was a first.}
    {hero} looked up at the underside of the stone bridge, and then back at the empty ledge. Stone pictures. A stone rainbow. And one real, living ram. Where he had stood, a little dust still hung in the sunlight, drifting slowly down.
- else:
    They sat down in the cool shade under the bridge to rest, their backs against the stone. {pal} settled {perch()}, and for a long while the only sound was a raven, calling somewhere far away.
    Then, from across the little canyon, came a sound. Click. Clatter. A single pebble bounced down the rock face and came to rest.
    {hero} looked. A ledge. A boulder sitting on the ledge. And then the boulder turned its head.
    It was a ram, a big one, with horns so thick and heavy they curled in a full loop beside each ear, like the scroll at the top of a violin. He stood as still as a statue on his ledge, and {hero} understood, with a little shock, that {they} had looked straight at him a minute ago and seen only rock. He didn't look a little like the carving on the boardwalk. He looked exactly like it.
    Nobody breathed. The ram gazed across the canyon at them for a long, calm moment. Then he turned, stepped up the bare rock like someone climbing a staircase built just for him, and walked over the rim without looking back.
    "Did you see him?" {hero} whispered, although {they} knew the answer.
    "I saw him," Mom whispered back, and her eyes were shining.
    {friend != "": {friend} didn't say a single word, which for {friend} was very nearly a world record.}
    {hero} looked up at the long curve of the bridge, and then back at the empty ledge. Stone pictures on a wall. A rainbow made of stone. And one real, breathing ram who had chosen to let them look. Where he had stood, a little dust still hung in the sunlight, and {hero} watched it settle until nothing was left of him but the shape in {their} head.
}
-> END

// ---------------------------------------------------------------- chapter 3: the high ledge
=== high_ledge ===
# place: hickman-bridge
~ spot = "ledge"
{band:
- "young":
    {start == "hurry": They found a wide, flat rock by the trail. It was far from the edge. They sat down. Mom gave {hero} the binoculars. "This time, slow," she said.}
    {start == "orchard": Up the trail, they found a wide, flat rock. They sat down, far from the edge. {hero} tried to be as still as a tree.}
    {start == "ranger": Up the trail, they found a wide, flat rock, far from the edge. {hero} used the binoculars, just like the ranger showed {them}.}
    {not saw_dome: Across the way was a giant white dome. "That's Capitol Dome," said Mom. "White domes like that look like capitol buildings. And the cliffs got in the way, like a reef. So the park is Capitol Reef!"} # fact: white-sandstone-domes
    They watched the slopes across a little canyon. {hero} looked at every rock, one at a time. They waited. And waited.
    "I have been still for a hundred years," whispered {pal}.
    "It has been two minutes," whispered Mom.
    {friend != "": {friend} was still too. Very, very still.}
    A raven flew over. Cronk! But there were no sheep. Just rocks.
- "middle":
    {start == "hurry": A little farther up, they found a wide, flat ledge beside the trail, well back from the drop, with a view across a little canyon to the slopes beyond. They sat, and Mom passed {hero} the binoculars. This time, {hero} promised {themself}, {they} would look slowly.}
    {start == "orchard": A little way up the trail, a wide, flat ledge looked out across a little canyon to the slopes beyond. They sat down, well back from the drop, and {hero} did {their} best impression of a tree.}
    {start == "ranger": A little way up the trail they found a wide, flat ledge, well back from the drop, looking across a little canyon to the slopes beyond. {hero} lifted the binoculars the way the ranger had shown {them}: eyes first, then lenses.}
    {not saw_dome: Off to one side, a giant dome of white rock rose above the cliffs. "Capitol Dome," said Mom. "Early travelers thought white domes like that looked like capitol buildings, and the cliffs blocked their way like a reef blocks ships. That's how the park got its name."} # fact: white-sandstone-domes
    They watched. They waited. The sun warmed the rock under them, and a lizard-shaped crack turned out to be just a crack.
    Far below, the Fremont River wound between gold cottonwoods, and a car on the road looked no bigger than a beetle. Up here there was no wind at all. The only sounds were a raven far off and {hero}'s own heartbeat.
    After two minutes, {pal} leaned over. "I have now been perfectly still for about a hundred years," it whispered.
    "Two minutes," Mom murmured.
    {friend != "": {friend} had the binoculars every other minute and kept a whispered count of rocks that were definitely not sheep.}
    A raven flew over, croaking, and its shadow slid across the slope. Nothing else moved. Only rock, and more rock.
    "What if they're already gone?" {hero} whispered.
    "Then we'll have had a very nice sit," said Mom softly.
- else:
    {start == "hurry": A little farther up, they found a wide, flat ledge beside the trail, well back from the drop, with a view across a little canyon to the slopes beyond. They sat, and Mom passed {hero} the binoculars with a look that said, this time, slowly. {hero} took them, and for the first time that day made {themself} sit still and simply look.}
    {start == "orchard": A little way up the trail, a wide, flat ledge looked out across a little canyon to the slopes beyond. They sat down, well back from the drop, and {hero} settled into {their} best impression of a tree, which, {they} had recently learned, was the most useful thing a person could be.}
    {start == "ranger": A little way up the trail they found a wide, flat ledge, well back from the drop, looking across a little canyon to the slopes beyond. {hero} raised the binoculars exactly the way the ranger had shown {them}, eyes first, then lenses, and began to search for anything that didn't match.}
    {not saw_dome: Off to one side, a great dome of white rock swelled above the cliffs like the top of an enormous egg. "Capitol Dome," Mom murmured. "Early travelers thought white domes like that looked like capitol buildings, and the cliffs blocked their way the way a reef blocks ships. Capitol, plus reef."} # fact: white-sandstone-domes
    They watched. They waited. The sun soaked into the rock beneath them, and {hero} discovered how many things on a cliff look like a sheep if you want them to badly enough: a shadow, a bush, a boulder with a bump on top, a crack that was definitely, for one thrilling second, a leg. {hero}'s knees began to prickle. A fly landed on {their} wrist, considered it carefully, and left, unimpressed.
    Far below, the Fremont River wound between gold cottonwoods, flashing where the sun caught it, and a car crawling along the road looked no bigger than a beetle. Up here not a breath of air was stirring. The only sounds were a raven croaking somewhere far off and {hero}'s own heartbeat, which seemed unreasonably loud.
    After two minutes, {pal} leaned over. "I have now been perfectly still," it whispered, "for approximately one hundred years."
    "Two minutes," Mom whispered back. "And a bit."
    {friend != "": {friend} had the binoculars every other minute and was keeping a whispered list of rocks that were definitely not sheep. It was a long list.}
    A raven sailed overhead, croaking to itself, and its shadow rippled across the slope. Nothing else moved. {hero} began to feel the first cold trickle of doubt. What if the sheep had already gone over the top? What if they were sitting here watching an empty cliff?
    "Patience," Mom murmured, without lowering her eyes from the slope, as though she had heard {them} thinking it.
}
{end_now: -> ledge_close}
~ saw_dome = true
{band:
- "young":
    {start == "hurry": Then, click, clatter! Little stones fell across the canyon. {hero} looked right at the spot.}
    {start == "orchard": It was almost noon. {hero} did not move. {They} just watched. Then something moved. Flick!}
    {start == "ranger": Then {hero} saw a white patch. Something that did not match!}
    A rock across the canyon grew two ears!
    It was a sheep, lying down. Then {hero} saw another. And another! Seven sheep were resting in the sun. They were chewing, slowly.
    "Mom," whispered {hero}. "They're right there!"
    {start == "orchard": "They stop to rest at lunchtime," whispered Mom. "Lucky us!"}
    Then one sheep stopped chewing. It lifted its head. It looked right across the canyon, at them.
    {start == "ranger": Back away slowly, the ranger had said. So {hero} scooted back, slow as a snail. Then the sheep put its head down and chewed again.|Nobody moved. At last the sheep put its head down and chewed again.} This rock was close enough. The sheep said so!
- "middle":
    {start == "hurry": Then it came again: click, clatter, a trickle of pebbles on the slope across the canyon. This time {hero} didn't jump up. {They} just looked, slowly, at the place the sound came from.}
    {start == "orchard": The apples had cost them most of the morning, and it was nearly noon. {hero} didn't move a muscle. {They} just watched, the way the deer had watched {them}, waiting for anything at all to move.}
    {start == "ranger": {hero} kept sweeping the binoculars, slowly, for anything that didn't match. Then {they} stopped. A pale patch. Too white for rock.}
    A rock on the far slope grew two ears.
    {hero} stared. It wasn't a rock at all. It was a sheep, lying down, chewing. And the moment {hero} saw one, {they} saw the others, as if someone had switched on a light. Seven bighorn, resting in the sun among the boulders, the exact color of the cliff. One was rubbing its chin slowly against a rock. Another had its eyes half closed, like a cat on a warm windowsill.
    "Mom," {hero} breathed. "They were there the whole time."
    {start == "orchard": "By midday they stop climbing and lie down to chew," Mom whispered. "That's luck, not cleverness."}
    Then one of the sheep stopped chewing. It lifted its head, ears forward, and looked straight across the canyon at the ledge.
    {hero} froze. {start == "ranger": Then the ranger's words came back to {them}: back away slowly. {They} slid back along the warm rock, a little at a time, and Mom slid back too.} For a long moment the sheep stared. Then it lowered its head and went back to chewing, and {hero} let out the breath {they} had been holding. This ledge was close enough. The sheep had said so.
- else:
    {start == "hurry": Then it came again: click, clatter, a trickle of pebbles on the slope across the canyon. An hour ago {hero} would have leapt up and pointed. This time {they} just turned {their} head, slowly, and looked at the place the sound came from, and kept looking.}
    {start == "orchard": The apples had cost them the whole morning, and the sun was nearly overhead. {hero} didn't move a muscle. {They} just watched, the way the deer had watched {them} in the orchard, not searching for a sheep but waiting for the slope to give something away. Be still. Watch for movement.}
    {start == "ranger": {hero} kept sweeping the binoculars, slowly, looking for anything that didn't match. A shadow. A bush. Another shadow. Then {they} stopped and went back. A pale patch, low among the boulders. Too white for rock.}
    And a rock on the far slope grew two ears.
    {hero} stared, hardly believing it. It wasn't a rock at all. It was a sheep, lying down with its legs folded under it, calmly chewing. And the moment {hero} saw one, the whole slope rearranged itself, the way a magic-eye picture suddenly jumps into focus. There was another. And another. Seven bighorn, resting in the sun among the boulders, the exact color of the cliff, as if they had been carved out of it and then let go.
    "Mom," {hero} breathed. "They were there the whole time. We were looking right at them."
    {start == "orchard": "By midday the band stops climbing and beds down to chew," Mom whispered. "Which is pure luck, and I'm saying so. After all those apples, they could have been over the top an hour ago."}
    Then one of the sheep stopped chewing. It lifted its head, ears swiveling forward, and looked straight across the little canyon at the ledge where they sat. {hero} felt that look land on {them} like a hand on {their} shoulder.
    {start == "ranger": Back away slowly, the ranger had said. {hero} inched backward along the warm rock, smooth and quiet, and Mom did the same without a word.|Nobody moved.} For a long, long moment the sheep stared, weighing them up. Then it lowered its head and went back to chewing, and {hero} let out a breath {they} hadn't known {they} {were} holding. This ledge, the sheep had decided, was close enough. Not one step closer.
}
* [Help {pal} keep perfectly still # act: help] -> end_come_by
* [Watch the skyline to see where they go next # act: look] -> end_skyline
* [Creep closer along the trail # act: go] -> end_too_close

=== ledge_close ===
# place: hickman-bridge
# ending: a_rock_with_ears
{band:
- "young":
    {hero} did not give up. {They} kept very still. {They} kept looking.
    Then a rock across the canyon grew two ears!
    It was a sheep, lying down in the sun. It was chewing, slowly. Its coat was the color of the rocks.
    {hero} and Mom watched it for a long time. It chewed and chewed. Once it scratched its ear with its back foot.
    "It's like the sheep on the wall," whispered {hero}. "But this one is alive."
    {friend != "": {friend} gave {hero} a silent thumbs-up.}
    At last they tiptoed back down the trail. They did not want to bother the sheep.
    {pal} {wiggled()}. "I was still for a hundred years," it said. "And it worked!"
- "middle":
    {hero} didn't give up. {They} kept still, and kept looking, slowly, from rock to rock.
    And then a rock on the far slope grew two ears.
    It was a sheep, lying down in the sun, chewing. Its coat was exactly the color of the cliff, and if its ears hadn't moved, {hero} would have looked right past it forever.
    {hero} and Mom passed the binoculars back and forth and watched it for a long time. It chewed. It blinked. Once it scratched behind its ear with a back hoof, slowly and carefully, like an old man scratching his beard.
    "It's like the carving," {hero} whispered. "Only it's breathing."
    {friend != "": {friend} gave {hero} a thumbs-up without making a sound.}
    At last they crept back down the trail, quiet as they could, so the sheep could keep on chewing in peace.
    {pal} {wiggled()}. "A hundred years of stillness," it said proudly. "Worth every minute."
- else:
    {hero} didn't give up. Doubt or no doubt, {they} kept still and kept looking, slowly, rock by rock, shadow by shadow, the way you'd read a page in a language you were only starting to learn.
    And then a rock on the far slope grew two ears.
    It was a sheep, lying in the sun with its legs folded under it, chewing, as calm as a cat on a windowsill. Its coat was exactly the color of the cliff, and if those ears hadn't twitched, {hero} knew {they} would have looked straight past it for the rest of {their} life.
    {hero} and Mom passed the binoculars back and forth and watched it for a long, long time. It chewed. It blinked its strange, sideways eyes. Once, with enormous care, it lifted a back hoof and scratched behind one ear, like an old man thoughtfully scratching his beard. It was the most ordinary thing in the world, and {hero} couldn't stop smiling at it.
    "It's like the carving," {hero} whispered. "Except it's breathing. And it has an itch."
    {friend != "": {friend} gave {hero} a slow, silent thumbs-up, which was the loudest thing anybody did for the next ten minutes.}
    At last they crept back down the trail, placing their feet as quietly as they could, so the sheep could go on chewing in peace. It never even looked their way.
    {pal} {wiggled()}. "One hundred years of stillness," it said proudly. "Worth every single one of them."
}
-> END

// ---------------------------------------------------------------- chapter 3: the little canyon
=== little_canyon ===
# place: hickman-bridge
~ spot = "canyon"
{band:
- "young":
    {start == "hurry": The trail went along a little canyon, right where the hoof prints were going.}
    {start == "orchard": The little stones had fallen above a little canyon. The trail went right along it.}
    {start == "ranger": Up the trail they went, to a little canyon. {hero} looked for fresh signs, just like a detective.}
    The little canyon had a sandy floor and twisty pine trees. Its rock walls had stripes. All the stripes were tipped the same way.
    "The whole park is a giant wrinkle in the rock," said Mom. "It was made millions of years ago." # fact: waterpocket-fold-formed
    {friend != "": Then {friend} spotted a bush with its twig tips bitten off.|Then {hero} saw a bush with its twig tips bitten off.} Next to the trail were little round brown balls.
    "Sheep poop," said Mom. "Fresh sheep poop."
    {pal} looked the other way. "Please do not say that again."
    Then {pal} {sniffed()}. "They were here," it said. "Not long ago."
- "middle":
    {start == "hurry": The trail curled along the edge of a little side canyon, right where the hoofprints had been heading. {hero} kept to the path and looked hard.}
    {start == "orchard": The pebbles had fallen somewhere above a little side canyon, and the trail ran right along its edge. {hero} kept to the path and looked hard.}
    {start == "ranger": They climbed up to where the trail curled along a little side canyon, and {hero} started checking for fresh signs, like a detective.}
    The little canyon had a sandy floor, with pinyon pines and junipers growing out of cracks in its walls. The rock walls were striped, and every stripe tilted the same way, like a stack of pancakes sliding off a plate.
    "That lean is the Waterpocket Fold," said Mom. "The whole park is one giant wrinkle in the earth. It formed fifty to seventy million years ago, when an old fault deep underground moved." # fact: waterpocket-fold-formed
    {friend != "": Then {friend} found the signs, and called {hero} over in a museum whisper.|Then {hero} found the signs.} A juniper bush beside the trail had its twig tips freshly nibbled off, pale and damp. And on the trail itself lay a scatter of small round brown pellets.
    "Droppings," said Mom, grinning. "Sheep droppings. Fresh ones."
    {pal} looked at them, then looked away. "I would like us to call them something else," it said.
    "Bighorn eat all kinds of tough, scratchy desert plants," said Mom. "This bush was somebody's breakfast."
    {pal} {sniffed()} again, more carefully this time. "They were here," it said. "Not long ago. And all this talk about breakfast is making me hungry."
- else:
    {start == "hurry": The trail curled along the rim of a little side canyon, right where the hoofprints had been heading. {hero} kept strictly to the path this time, and looked harder than {they} had ever looked at anything.}
    {start == "orchard": The pebbles had fallen somewhere above a little side canyon, and the trail ran right along its rim. {hero} kept to the path, still as {they} could be while walking, and looked.}
    {start == "ranger": They climbed until the trail curled along the rim of a little side canyon, and {hero} began checking for fresh signs, the way detectives on TV check for fingerprints, only with fewer dramatic pauses.}
    The little canyon had a sandy floor, and pinyon pines and junipers grew straight out of cracks in its walls, twisted into shapes that looked like they had been arguing with the wind for centuries. The walls were striped in tan and cream and rust, and every single stripe tilted the same way, like a tall stack of pancakes just beginning to slide off its plate.
    "That lean is the Waterpocket Fold," said Mom, running a finger through the air along one stripe. "The whole park is one giant wrinkle in the earth. It formed somewhere between fifty and seventy million years ago, when an old fault deep underground moved, and everything on top of it got bent." # fact: waterpocket-fold-formed
    {friend != "": Then {friend} found the signs, and hissed for {hero} in a museum whisper, and {hero} forgot all about the wrinkle.|Then {hero} found the signs, and forgot all about the wrinkle.} A juniper bush beside the trail had its twig tips freshly nibbled off, the bitten ends still pale and damp. And on the trail itself lay a little scatter of small, round, shiny brown pellets, like chocolate-covered raisins that nobody should ever eat.
    "Droppings," said Mom, delighted. "Sheep droppings. And fresh."
    {pal} examined them, then turned away with great dignity. "I would like," it said, "for us to agree on a more elegant word."
    "Bighorn eat all sorts of tough, scratchy desert plants that nothing else bothers with," said Mom. "That bush was somebody's breakfast this morning."
    {pal} {sniffed()}, more carefully this time. "They were here," it announced quietly. "Not long ago. I can tell. Also, all this talk of somebody else's breakfast is making me hungry."
}
{end_now: -> canyon_close}
{band:
- "young":
    {start == "hurry": The hoof prints went right up the canyon wall.}
    {start == "orchard": It was almost noon. {hero} stood still, like a tree. {They} watched for anything that moved.}
    {start == "ranger": {hero} listened, like the ranger said. No wind. Just quiet.}
    Then, right above them, little stones went clatter, clatter!
    {hero} looked up. A head popped up over the top of the canyon wall. It had short, curved horns. It was a sheep! It was looking down at them!
    Then another head popped up. And then a big one, with giant curly horns.
    They were close. So close!
- "middle":
    {start == "hurry": The split-hoof prints crossed the trail again here, and went straight up the side of the little canyon.}
    {start == "orchard": The apples had cost them most of the morning. It was nearly noon, the time when bighorn stop to rest. That was luck, Mom said. {hero} stood still, like a tree in an orchard, and watched the canyon walls for anything that moved.}
    {start == "ranger": {hero} listened, the way the ranger had said. There was no wind at all. Just a deep, waiting quiet.}
    Then, right above them, a trickle of pebbles came rattling down the wall.
    {hero} looked up. A head had popped up over the rim of the little canyon: a long face with a pale nose, and short horns curving back. A sheep. It was looking straight down at them, chewing.
    A second head appeared beside it. Then, a little farther along, a third, much bigger, with horns so heavy they curled all the way around.
    They were close. Closer than {hero} had ever dared to hope.
- else:
    {start == "hurry": The split-hoof prints crossed the trail again here, sharp-edged and new, and climbed straight up the side of the little canyon, treating the wall like a gentle ramp.}
    {start == "orchard": The apples had cost them the whole morning, and it was nearly noon, the hour when bighorn stop climbing and bed down to chew. That was luck, Mom whispered, and nothing else. {hero} stood still, the way {they} had in the orchard, and let {their} eyes rest on the canyon walls, waiting for anything, anywhere, to move.}
    {start == "ranger": {hero} listened, the way the ranger had said. There was no wind at all, not a whisper in the pines. Just a deep, waiting quiet, the kind that feels like a held breath.}
    Then, right above them, a trickle of pebbles came rattling down the wall and pattered onto the sand.
    {hero} looked up. A head had appeared over the rim of the little canyon, as neatly as a puppet over the edge of a stage: a long face with a pale nose, amber eyes set wide apart, and short horns curving back like question marks. A sheep. It was looking straight down at them, and it was chewing.
    A second head popped up beside the first. Then, a little farther along the rim, a third, much bigger, with horns so heavy and thick they curled all the way around in a loop, exactly like the ones on the boardwalk.
    They were close. Closer than {hero} had ever dared to hope, close enough to see the chewing jaw, close enough to hear, very faintly, the scrape of a hoof on stone. {hero}'s heart was going so hard {they} felt sure the sheep could hear it.
}
* [Go around the bend to get even closer # act: go] -> end_too_close
* [Ask Mom to sit right here, as still as the rocks # act: ask] -> end_come_by
* [Look along the canyon rim through the binoculars # act: look] -> end_skyline

=== canyon_close ===
# place: hickman-bridge
# ending: fresh_signs
{band:
- "young":
    {hero} knelt down by the trail, but did not touch. Nibbled twigs. Fresh sheep poop. Hoof prints.
    "The sheep were right here," said {hero}. "This morning! They ate breakfast at this bush."
    "You read the signs like a book," said Mom.
    {friend != "": {friend} waved at the cliff top, just in case.}
    They waited. They listened. Far, far away, a tiny stone went clatter.
    {hero} smiled. The sheep were up there somewhere. Maybe they were looking down right now.
    "Goodbye, sheep," {hero} whispered. "Thank you for leaving clues."
    "Next time," said {pal}, "they can leave a note."
- "middle":
    {hero} crouched beside the trail without touching anything and read the signs like pages in a book. Nibbled twigs, still damp. Fresh droppings. Split-hoof prints in the sand, leading up the wall.
    "They were right here," {hero} said. "This morning. They ate breakfast at this bush, and then they climbed up there."
    "You read that like a real tracker," said Mom.
    {friend != "": {friend} gave the rim a small wave, just in case anybody up there was watching.}
    They waited and listened. Far, far above, one tiny pebble clattered, and then the quiet came back.
    {hero} didn't mind that the sheep had gone on ahead. Somewhere up there, they were walking on ledges so steep that {hero} couldn't have stood on them, chewing, watching. Maybe looking down at {friend != "": three|two} small people and {a_kind()} at that very moment.
    "Goodbye, sheep," {hero} whispered. "Thanks for the clues."
    "Next time," said {pal}, "they could leave a note. A nice, clean note."
- else:
    {hero} crouched beside the trail, hands on {their} knees so {they} wouldn't be tempted to touch, and read the signs the way you'd read the pages of a mystery. Nibbled twigs, the bitten ends still damp. Droppings, fresh and shiny. Split-hoof prints in the sand at the foot of the wall, climbing up toward the rim and vanishing on bare rock.
    "They were right here," {hero} said slowly. "This morning. They stopped for breakfast at this bush, and then they went up there. Probably when we were still on the boardwalk."
    "You just read that like a real tracker," said Mom, and she sounded impressed, which didn't happen every day.
    {friend != "": {friend} gave the rim a solemn little wave, in case anybody up there was keeping score.}
    They waited and listened. Far, far above, a single pebble clattered down, and then the silence settled back over the little canyon like a blanket.
    The odd thing was that {hero} didn't feel disappointed. Somewhere up there, the sheep were walking along ledges so steep that {hero} couldn't have stood on them for a second, chewing and watching. They might be looking down at {friend != "": three|two} small people and {a_kind()} right now, and thinking whatever it is that sheep think. It felt like being let in on a secret, even if the secret stayed out of sight.
    "Goodbye, sheep," {hero} whispered to the rim. "Thanks for the clues."
    "Next time," said {pal}, "they might consider leaving a note. Something on paper. Something less brown."
}
-> END

// ---------------------------------------------------------------- chapter 4: the sheep come by
=== end_come_by ===
# place: hickman-bridge
# ending: sheep_come_by
{band:
- "young":
    {spot == "bridge": {hero} did not move. Mom did not move. They stood under the bridge, as still as the stone.}
    {spot == "ledge": {hero} put a hand on {pal}. "Shh. Be still," {they} whispered. {pal} stopped wiggling. It did not move at all.}
    {spot == "canyon": "Sit down," {hero} whispered to Mom. "We can be as still as the rocks." They sat down slowly by the trail.}
    {start == "orchard": Be a tree, {hero} thought. Just like with the deer.}
    {start == "hurry": This morning they went fast. Now {hero} went slow. Slow and still.}
    {start == "ranger": The sheep get to choose, {hero} thought. Not me.}
    {friend != "": {friend} held {hero}'s hand and did not make a sound.}
    They waited a long time. Then the sheep got up. One by one, they came walking.
    {spot == "bridge": They came down the rock, past the end of the bridge.}
    {spot == "ledge": They came down into the little canyon, and up the side near the rock ledge.}
    {spot == "canyon": They came down from the top, to nibble the bushes above the trail.}
    Click, click went their hooves. Crunch, crunch went the twigs. {hero} could see their pale noses and their white bottoms.
    One sheep stopped a few big steps away. Through Mom's binoculars, {hero} could see her long eyelashes! She looked at {pal}. Then she went back to eating. She did not mind them at all!
    Last came the big one. He climbed on a boulder and stood still. His curly horns were huge. He looked right at {hero}, and kept on chewing.
    {hero} held {their} breath. He looked just like the sheep on the rock wall! Someone long ago must have watched a sheep just like this.
    Then the big sheep stepped down. The sheep walked away up the hill.
    Mom wiped her eyes. Very quietly, {pal} {wiggled()}.
    "They came to us," whispered {hero}. "They decided. And they decided yes!"
- "middle":
    {spot == "bridge": {hero} didn't move. Neither did Mom. They stood in the shadow of the bridge as still as the stone above them, and {pal} pressed close and kept quiet.}
    {spot == "ledge": {hero} rested a hand gently on {pal}. "Still," {they} whispered. {pal} stopped fidgeting at once and went so still it might have been carved there too.}
    {spot == "canyon": "Sit," {hero} whispered to Mom. "Right here. Still as the rocks." They sank down slowly at the edge of the trail, and {pal} tucked itself in between them.}
    {start == "orchard": Be a tree, {hero} told {themself}, remembering the deer in the orchard. Just another tree.}
    {start == "hurry": {hero} thought about how they had rushed up the trail that morning. Rushing had only shown them where the sheep had been. Being still might show them where the sheep were going.}
    {start == "ranger": {hero} remembered the ranger's rule about letting the sheep choose. So {hero} let them choose.}
    {friend != "": {friend} slipped a hand into {hero}'s and didn't make a sound.}
    For a long time, nothing happened. Then the sheep got up, one at a time, and began to move.
    {spot == "bridge": They came picking their way down the bare rock beyond the far end of the bridge, nibbling at bushes as they went.}
    {spot == "ledge": They came down into the little canyon and up its near side, right below the ledge, nibbling at bushes as they went.}
    {spot == "canyon": They came down over the rim of the little canyon, to nibble the bushes on the slope just above the trail.}
    They were so close that {hero} could hear the click of hooves on rock and the crunch of twigs. {They} could see their pale noses, their ridged horns, and the white patches on their rumps. A young one hopped from boulder to boulder as if the cliff were a playground.
    One of the ewes stopped a few long steps away. Through Mom's binoculars {hero} could see the long lashes over her amber eyes and the dust on her back. She looked at {pal} for a moment, decided it was harmless, and went back to her twigs.
    Last came the ram. He climbed onto a big boulder and stood there side-on, his great curled horns against the sky, and he turned his head and looked straight at {hero}. He didn't look scared. He just kept chewing.
    {hero}'s throat went tight. It was the carving. The same horns, the same stubby tail, the same neat legs. Somebody a long time ago had sat still, just like this, and watched this, and carried it home in their head to carve on the wall by the river.
    The ram stepped down and followed the others, and one by one the sheep drifted up the slope and out of sight.
    Nobody spoke for a long time. Mom wiped her eyes with the back of her hand and blamed the wind, though there wasn't any.
    "Do you know what you did just now?" Mom whispered.
    "Nothing," said {hero}.
    "Exactly," said Mom, and squeezed {their} hand. "Nothing at all. That was the hard part."
    Very slowly and quietly, {pal} {wiggled()}. "They came to us," it whispered. "They actually came to us."
    "They decided," said {hero}. "And they decided yes."
- else:
    {spot == "bridge": {hero} didn't move. Neither did Mom. They stood in the shadow of the bridge as still as the stone arching over their heads, and {pal} pressed close against {hero} and, for once in its life, kept its opinions to itself.}
    {spot == "ledge": {hero} rested a hand gently on {pal}. "Still," {they} whispered. {pal} stopped fidgeting instantly and went so still it might have been carved out of the ledge along with everything else.}
    {spot == "canyon": "Sit," {hero} whispered to Mom. "Right here. Still as the rocks." They sank down slowly at the edge of the trail, as smoothly as they could, and {pal} tucked itself in between them like a bookend.}
    {start == "orchard": Be a tree, {hero} told {themself}, remembering the deer in the orchard and the way their ears had swung toward {them} at the smallest snap. Just another tree. Trees have all the time in the world.}
    {start == "hurry": {hero} thought about the way they had charged up the trail that morning. All that rushing had only shown them where the sheep had been. Maybe being still could show them where the sheep were going. It was the hardest thing {hero} had ever tried to do on purpose.}
    {start == "ranger": {hero} remembered the ranger's rule, and for the first time understood that it wasn't really a rule at all. It was a kind of manners. It was the sheep's cliff, and the sheep's choice. So {hero} let them choose.}
    {friend != "": {friend} slipped a hand into {hero}'s and held on tight, without a word.}
    For a long time, nothing happened. A raven croaked somewhere. {hero}'s foot went to sleep. Then the sheep got up, one at a time, stretched, and began to move.
    {spot == "bridge": They came picking their way down the bare rock beyond the far end of the bridge, nibbling at bushes as they went, in no hurry at all.}
    {spot == "ledge": They came down into the little canyon and up its near side, right below the ledge, nibbling at bushes as they went, in no hurry at all.}
    {spot == "canyon": They came down over the rim of the little canyon as easily as walking down a hall, to nibble the bushes on the slope just above the trail.}
    They were so close that {hero} could hear the click of hooves on rock and the crunch of twigs between flat teeth. {They} could see their pale noses, the white patches on their rumps, even the dust on their coats. A young one hopped from boulder to boulder for no reason at all, just because it could, as if the whole cliff were a playground built especially for sheep.
    One of the ewes stopped a few long steps away, and through Mom's binoculars {hero} could see the long lashes over her amber eyes, the dust caught in her coat, and a scrap of twig stuck to her lip. She looked at {pal} for a long moment, considered it from ears to feet, decided it was harmless, and went back to her twigs with a small snort, as if {pal} were not nearly as interesting as breakfast.
    Last came the ram. He climbed onto a big boulder and stood there side-on, his great curled horns outlined against the sky, and then he turned his head and looked straight at {hero}. He didn't look frightened. He didn't look angry. He looked as if he knew exactly who {hero} was and had decided it was fine. He kept chewing.
    {hero}'s throat went tight. It was the carving. The same heavy horns, the same stubby tail, the same neat, straight legs. Somebody, a very long time ago, had sat still on a rock just like this, and watched a sheep just like this, and carried the shape of it home in their head to scratch into the wall by the river, so that it would still be there when {hero} came along.
    The ram stepped down and followed the others, and one by one the sheep drifted up the slope and melted back into the rock, until {hero} couldn't have said which boulders were sheep and which were only boulders.
    Nobody spoke for a long time. Mom wiped her eyes with the back of her hand and blamed the wind, although there wasn't any.
    "Do you know what you just did?" Mom whispered at last.
    "Nothing," said {hero}. "I didn't do anything."
    "Exactly," said Mom, and squeezed {their} hand hard. "Nothing at all, for a very long time, when every part of you wanted to do something. That's the hardest thing there is."
    As quietly as it possibly could, {pal} {wiggled()}. "They came to us," it whispered. "They actually came to us."
    "They decided," said {hero}. "And they decided yes."
}
-> END

// ---------------------------------------------------------------- chapter 4: sheep on the skyline
=== end_skyline ===
# place: hickman-bridge
# ending: sheep_on_the_skyline
{band:
- "young":
    {spot == "bridge": The big sheep walked up the hill, and the others followed. {hero} held up the binoculars. {They} looked at the top of the cliff, above the bridge.}
    {spot == "ledge": The sheep that had looked at them stood up. Then, one by one, the others got up too, and they began to climb. {hero} held up the binoculars. {They} looked ahead of them, along the very top of the hill.}
    {spot == "canyon": The sheep heads ducked back out of sight. {hero} held up the binoculars. {They} looked along the top of the little canyon.}
    {start == "ranger": Eyes first, then binoculars, just like the ranger said.}
    At first there was only sky. Then a sheep walked into the blue. Then another. And another! They walked in a line along the top of the cliff.
    From down here, they were dark shapes against the sky. Curly horns. Little tails. Skinny legs.
    At the top, the biggest sheep stopped. It stood still against the sky, with its giant curly horns. It looked just like a carving.
    "Mom!" whispered {hero}. "They look just like the pictures on the rock wall!"
    {start == "hurry": "That's who made the stones fall," said {hero}. "They were climbing up all morning!"}
    {start == "orchard": They were easy to see because they were moving, {hero} thought. Just like the deer.}
    {start == "ranger": The last sheep turned. Its white bottom flashed, like a light going off.}
    Then the last sheep walked over the top. The sky was empty.
    Mom took out a little notebook and a pencil. {hero} drew the sheep, all in a line, walking along the top of the page.
    {friend != "": {friend} drew some too, on the next page, with extra-big horns.}
    "Draw me too," said {pal}. "Somebody has to."
    So {hero} drew a little {kind} at the end of the line, with wobbly legs, hurrying after the sheep right off the edge of the page.
- "middle":
    {spot == "bridge": The ram started up the slope, and the others rose and followed. {hero} lifted the binoculars and looked along the rim of the cliff above the bridge, where the rock met the sky.}
    {spot == "ledge": The sheep that had stared at them got to its feet, and one by one the whole band rose and began to climb the far slope. {hero} lifted the binoculars and swept them slowly along the skyline, ahead of the climbing sheep.}
    {spot == "canyon": The three heads ducked back out of sight, and for a moment {hero} thought that was all. Then {they} lifted the binoculars and followed the rim of the little canyon, where the rock met the sky.}
    {start == "ranger": Eyes first, then lenses, just as the ranger had shown {them}.}
    At first there was only sky. Then the sheep began to appear on the skyline, one after another, dark shapes against the blue. They walked in a line along the very top of the cliff, each one following the one in front. Horns curving. Little tails sticking out. Legs moving like the legs of a wind-up toy.
    {hero} gasped. From down here, with the sky behind them, they weren't tan or brown or gray anymore. They were outlines, dark and sharp, just like the sheep on the boardwalk wall.
    At the highest point, the biggest sheep stopped and stood against the sky, head up, horns curling like two great ribbons. For a long moment it didn't move at all, and it looked exactly like something carved.
    "That's how they saw them," {hero} whispered. "The carvers. From down below, against the sky. That's why the carvings are only the shapes."
    Mom looked through the binoculars for a long time. "Nobody knows for sure," she said. "But that's a very good guess, and you made it standing in the right place."
    {start == "hurry": "So that's who was knocking pebbles down," {hero} said. "They were climbing all morning, and we were racing along under them."}
    {start == "orchard": They were only easy to see because they were moving, {hero} thought, just like the deer in the orchard.}
    {start == "ranger": As the last sheep stepped over a rise, it turned, and the white patch on its rump flashed once, like a light switching off.}
    Then the last one walked over the rise and was gone, and the skyline was only rock again.
    Mom pulled a little notebook and a pencil out of her pocket. "Want to make your own?"
    {hero} sat on a rock and drew them from memory: a line of sheep walking along the top of the page, horns curving, tails up. "On paper," said Mom, "is the right place for new ones."
    At the bottom of the page, {hero} wrote the date and the words HICKMAN BRIDGE, so that someday somebody would know exactly where {they} had stood.
    {friend != "": {friend} was drawing a copy on the next page, with horns twice as big, and called that artistic freedom.}
    {pal} leaned over to look. "Add {a_kind()}," it said. "At the end. Somebody has to."
    So {hero} did, small and wobbly, at the very end of the line, hurrying after the last sheep toward the edge of the page.
- else:
    {spot == "bridge": The ram started up the slope without hurrying, and one by one the others rose and followed him. {hero} lifted the binoculars and looked ahead of them, along the rim of the cliff above the bridge, where the rock met the sky, moving slowly, the way you'd read a line of small print.}
    {spot == "ledge": The sheep that had stared at them heaved itself to its feet, and then, one by one, as if a bell had rung that only sheep could hear, the whole band rose and began to climb the far slope. {hero} lifted the binoculars and swept them slowly ahead of the climbers, along the skyline, the ragged edge where the rock ran out and the blue began.}
    {spot == "canyon": The three heads ducked back out of sight as neatly as they had appeared, and for one awful second {hero} thought that was all there would ever be. Then {they} lifted the binoculars and followed the rim of the little canyon, where the rock met the sky, inch by inch.}
    {start == "ranger": Eyes first, then lenses, exactly the way the ranger had shown {them}, and it worked: the circle of the binoculars landed right where {hero} meant it to.}
    At first there was only sky. Then the sheep began to appear on the skyline, one after another, stepping out from behind a rise as if walking onto a stage. They moved in a single line along the very top of the cliff, each one following the one in front, unhurried. Horns curving. Stubby tails sticking out. Legs moving stiffly and neatly, like the legs of a wind-up toy.
    {hero} caught {their} breath. From down here, with the bright sky behind them, they weren't tan or brown or gray anymore. All the color had gone out of them. They were outlines, dark and sharp-edged, exactly like the sheep on the boardwalk wall.
    At the highest point of the rim, the biggest sheep stopped and stood against the sky, head up, its horns curling back and around like two enormous ribbons. For a long moment it didn't move at all, not an ear, not a hoof, and {hero} had the strangest feeling that if {they} blinked, it would turn into a carving and stay there forever.
    "That's how they saw them," {hero} whispered. "The carvers. From down here, against the sky. That's why the carvings are only the shapes. That's what a sheep looks like when you're standing where we're standing."
    Mom took the binoculars and watched for a long time without saying anything. "Nobody knows for sure," she said finally. "Nobody can, now. But that's a very good guess, {hero}, and you made it standing in exactly the right place."
    {start == "hurry": "So that's who was knocking pebbles down," {hero} said. "They were climbing all morning, and we were charging along underneath like a marching band, looking in all the wrong places."}
    {start == "orchard": They were only easy to see now because they were moving, {hero} thought, the same way the deer in the orchard had only spotted {them} when {they} moved. The trick worked in both directions.}
    {start == "ranger": As the last sheep stepped over the rise, it turned, and the white patch on its rump flashed once, like a light switching off at the end of the day.}
    Then the last one walked over the top and was gone, and the skyline was only rock again, as if nothing had ever been there.
    Mom pulled a little notebook and a stub of pencil out of her pocket and held them out. "Want to make your own?"
    {hero} sat on a rock and drew them from memory: a line of sheep walking along the top of the page, horns curving, tails up, legs like sticks. It came out better than {they} expected. "Paper," said Mom, watching, "is the right place for new ones. The wall already has its own."
    At the bottom of the page {hero} wrote the date, and under it, in careful capitals, HICKMAN BRIDGE, so that someday, a long time from now, someone would know exactly where {they} had been standing when {they} saw it.
    {friend != "": Beside {hero}, {friend} was working on a copy on the next page, with horns roughly twice the legal size, and defended them as artistic freedom.}
    {pal} leaned over to inspect the work. "Add {a_kind()}," it said. "At the end of the line. It's about time somebody did."
    So {hero} added one, small and a little wobbly, following the last sheep over the edge of the page. Then {they} held the notebook up at arm's length against the real skyline, where the sheep had walked, and the two lines matched.
}
-> END

// ---------------------------------------------------------------- chapter 4: too close (the cost)
=== end_too_close ===
# place: hickman-bridge
# ending: too_close
{band:
- "young":
    {spot == "bridge": They hurried up the trail past the bridge. {hero} wanted to see the big horns up close.}
    {spot == "ledge": They crept along the trail toward the sheep. Just a little closer, {hero} thought.}
    {spot == "canyon": They tiptoed around the bend, right under the sheep. Just a little closer, {hero} thought.}
    Crunch! A stone rolled under {hero}'s boot.
    {spot != "canyon": Every sheep stopped chewing. Every head came up. They all stared at {hero}.}
    {spot == "canyon": The heads on the rim went stiff. They all stared down at {hero}.}
    {start == "ranger": {spot == "ledge": The sheep had warned them once already. {hero} should have listened. Now it was too late.|{hero} remembered what the ranger said. If a sheep stares at you, you are too close. But it was too late.}}
    {spot != "canyon": Then the sheep ran! Up, up, up the cliff they went. Clatter, clatter! Their white bottoms flashed. Then they were gone over the top.}
    {spot == "canyon": Then the heads were gone. Clatter, clatter! Hooves ran away over the rock up above. Little stones fell into the canyon. Then the rim was empty.}
    {hero}'s eyes filled with tears. "We scared them," {they} said.
    {friend != "": {friend} squeezed {hero}'s hand.}
    Mom gave {hero} a hug. "They are okay. Their hooves grip rock very well. But running makes them tired."
    {spot != "canyon": She pointed up. "See? They ran up, not down. Up high on steep rock, sheep feel safe."}
    {spot == "canyon": "Listen," she said. The clatter went up and up, far away. "They are going higher. Up high on steep rock, sheep feel safe."}
    {start == "hurry": "I went too fast again," said {hero}.}
    {start == "orchard": "I forgot the deer trick," said {hero}. "Be still."}
    {start == "ranger": "The sheep get to choose," said {hero}. "Not me."}
    They sat on a rock for a while. Then, far up on the top of the cliff, one sheep head popped up. It looked down at them. Then it was gone.
    {hero} thought about the carvings. Maybe the carvers scared some sheep too, when they were learning.
    "Next time I'll be a rock," said {hero}.
    "Me too," said {pal}. "I'm very good at rocks."
- "middle":
    {spot == "bridge": They hurried up the trail past the bridge, toward the sheep. {hero} wanted to see those horns up close, just for a minute.}
    {spot == "ledge": They crept along the trail, bent low, toward the sheep across the canyon. Just a little closer, {hero} thought. Just a little.}
    {spot == "canyon": They tiptoed around the bend, right underneath the sheep on the rim. Just a little closer, {hero} thought. Just a little.}
    A loose stone rolled under {hero}'s boot. Crunch.
    {spot != "canyon": Every sheep stopped chewing. Every head came up. Every pair of eyes turned toward {hero}.}
    {spot == "canyon": On the rim, every jaw stopped. Every head went stiff, and every pair of eyes looked straight down at {hero}.}
    {start == "ranger": {spot == "ledge": The sheep had warned them once already, from across the canyon. This time there was no backing away.|Too late, {hero} remembered the ranger's warning about sheep that stop chewing and stare.}}
    {spot != "canyon": Then they ran. Not down, but up, straight up the cliff, taking it like a staircase. Hooves clattered. Pebbles rained down. White rumps flashed one after another, and then the whole band poured over the top and was gone.}
    {spot == "canyon": Then the heads vanished from the rim, all at once. Hooves clattered away over the rock up above, out of sight. Pebbles rained down into the little canyon and pattered on the sand around their boots.}
    {spot != "canyon": The slope was empty. One last pebble bounced down the rock and stopped.|The rim was empty. Above it, the clatter went on, fainter and higher, and then stopped.}
    {spot != "canyon": {hero}'s eyes stung. "We scared them," {they} said. "They were just resting, and we scared them."|{hero}'s eyes stung. "We scared them," {they} said. "They were just eating, and we scared them."}
    {friend != "": {friend} sat down close on {hero}'s other side and didn't say anything, which helped.}
    Mom put an arm around {them}. "They're all right. Bighorn are built for cliffs. Their hooves have hard edges and soft, grippy middles, so they can climb almost anything. But running uses up energy they need for winter. That's why the sheep get to choose."
    {spot != "canyon": "And notice which way they went," she went on. "Up. The steepest, roughest rock is where bighorn feel safest, because nothing that chases them can follow."|"And did you hear which way they went?" she went on. "Up, onto the higher rock. The steepest, roughest rock is where bighorn feel safest, because nothing that chases them can follow."}
    {start == "hurry": {hero} thought about the prints in the sand, and all the rushing. "I keep going too fast," {they} said quietly.}
    {start == "orchard": {hero} thought about the deer in the orchard. "I knew the trick," {they} said. "Be still. I just forgot it."}
    {start == "ranger": "It was their choice how close," {hero} said quietly. "I tried to choose for them."}
    They sat on a rock for a while, not saying much. Then, far up on the rim, one sheep's head appeared against the sky. It looked down at them for a long moment. Then it was gone.
    "It came back to check on us," said {hero}.
    "Or to make sure we'd stayed put," said Mom, and {hero} almost smiled.
    {hero} looked back down the trail, toward the road and the boardwalk and the carvings. {They} wondered whether the carvers had ever scared a sheep by mistake, back when they were learning. Maybe that was how everybody learned.
    "Next time," said {hero}, "I'll be a rock. Even if it takes all day."
    {pal} {wiggled()}. "I'll help," it said. "I am excellent at being a rock."
- else:
    {spot == "bridge": They hurried up the trail past the bridge, toward the sheep. {hero} wanted to see those horns up close, really close, just for a minute. Surely a minute wouldn't matter.}
    {spot == "ledge": They crept along the trail, bent low like cartoon spies, toward the sheep across the canyon. Just a little closer, {hero} thought. Just close enough to see their eyes.}
    {spot == "canyon": They tiptoed around the bend, right underneath the sheep on the rim. Just a little closer, {hero} thought. Just close enough to see their eyelashes.}
    A loose stone rolled under {hero}'s boot. Crunch. It was a small sound. In that silence it was as loud as a door slamming.
    {spot != "canyon": Every sheep stopped chewing. Every head came up at once. Every pair of wide-set eyes swung toward {hero} and stayed there.}
    {spot == "canyon": Up on the rim, every jaw stopped at once. Every head went stiff, and every pair of wide-set eyes looked straight down at {hero} and stayed there.}
    {start == "ranger": {spot == "ledge": The first stare had been a warning, and {hero} had listened, and then crept closer anyway. {Their} stomach dropped. It was too late to back away slowly now.|{hero} remembered the ranger's warning about sheep that stop chewing and stare, and felt {their} stomach drop. It was too late to back away slowly now.}}
    {spot != "canyon": Then they ran. Not down the slope, but up, straight up the cliff, taking it like a staircase, as though they had somewhere important to be. Hooves clattered. Pebbles poured down the rock like rain. White rumps flashed one after another, bright as signal flags, and then the whole band flowed over the top of the cliff and was gone.}
    {spot == "canyon": Then the heads vanished from the rim, all at once, as if someone had pulled the puppets off the stage. Hooves clattered away over the rock above, out of sight, going fast. Pebbles rained down into the little canyon and pattered on the sand around their boots.}
    {spot != "canyon": The slope was empty. One last pebble bounced down the rock, tick, tick, tick, and stopped.|The rim was empty. Beyond it the clatter of hooves went on, fainter and higher, and then there was nothing at all.}
    {spot != "canyon": {hero}'s eyes stung. "We scared them," {they} said, and {their} voice came out wobbly. "They were just lying there in the sun, chewing, and we scared them off their own cliff."|{hero}'s eyes stung. "We scared them," {they} said, and {their} voice came out wobbly. "They were just standing up there chewing, and we chased them off their own rim."}
    {friend != "": {friend} sat down close on {hero}'s other side and said nothing, which was exactly the right thing to say.}
    Mom put an arm around {hero} and held on. "They're all right, I promise. Bighorn are built for exactly that. Their hooves have hard edges and soft, grippy middles, so they can climb almost anything. But running like that burns energy they need for the winter, and every time they have to do it, it costs them. That's why the sheep get to choose."
    {spot != "canyon": "And look which way they went," she added. "Up.|"And did you hear which way they went?" she added. "Up.} Not away along the trail, not down toward the river. Straight up onto the steepest, roughest rock there is, because that's where nothing that chases them can follow. For a bighorn, a cliff is a safe place."
    {start == "hurry": {hero} thought about the prints in the sand, and the charging up the trail, and the pebbles that had fallen when they came too fast. "I keep going too fast," {they} said quietly. "All day. I keep doing it."}
    {start == "orchard": {hero} thought about the deer in the orchard, and the doe who had stopped chewing the moment {hero} moved. "I knew the trick," {they} said. "I knew it. Be still. And I just forgot, because I wanted it too much."}
    {start == "ranger": "It was supposed to be their choice," {hero} said quietly. "The ranger told me. I heard him. And then I tried to decide for them anyway."}
    They sat on a rock for a while, not saying much. The sun moved. A raven went over. Then, far up on the rim, a single sheep's head appeared against the sky, ears forward, and looked down at them for a long, steady moment. Then it was gone.
    "It came back to check on us," {hero} said.
    "Or to make sure we'd stayed put this time," said Mom, and {hero} found, to {their} surprise, that {they} could almost smile.
    {hero} looked back down the trail, toward the road and the boardwalk and the wall of carved sheep. {They} found {themself} wondering whether the carvers had ever scared a sheep off a cliff by mistake, back when they were just beginning, before they learned to sit still and wait. Maybe they had. Maybe everybody who ever loved watching sheep had started out by scaring a few.
    "Next time," said {hero}, "I'm going to be a rock. Even if it takes all day. Even if it takes a hundred days."
    {pal} {wiggled()}. "I will help," it said. "I happen to be excellent at being a rock. Possibly the best."
}
-> END
