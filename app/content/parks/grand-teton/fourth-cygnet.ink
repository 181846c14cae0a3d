# title: The Fourth Cygnet
# month: 7
INCLUDE shared/story.ink

// How they started looking: "water" (the canoe), "sand" (the prints), "scope" (the ranger).
VAR route = ""
// Where they were in chapter 3: "mouth" (the creek mouth), "log" (the driftwood log), "bridge" (the footbridge).
VAR spot = ""
// The ranger told them the mother swan cannot fly this month.
VAR knows_molt = false

-> swans_at_dawn

// ---------------------------------------------------------------------------------------------
// Chapter 1: a July morning on the beach at String Lake. The eagle, and only three cygnets.
// ---------------------------------------------------------------------------------------------
=== swans_at_dawn ===
# place: string-lake
{band:
- "young":
  The lake was clear and green. {hero} could see sand on the bottom. Tall gray mountains stood right above the water.
  Mom zipped {hero} into a life jacket. Their canoe sat on the beach, ready to go. {friend != "": {friend} held the paddles.}
  {pal} {swan_alert()}. "Somebody is coming," {pal} said.
  Swans! Two big white swans swam by. Four gray babies paddled behind them, fluffy as dandelions. The smallest baby was always a little bit behind.
  "Baby swans are called cygnets," Mom said.
  {hero} counted. One, two, three, four.
  Down the beach, a ranger peeked into a scope on three legs. He was writing in a notebook. His name tag said Ranger Ortega.
  Then a big bird swooped down from the sky. It was a bald eagle!
  Flap, flap, splash! The swan dad rose up and beat his big wings. The swan mom stretched up tall. They both called out, loud as a horn, and {pal} {hid()}.
  The eagle flew off over the trees. Its claws were empty.
  "Phew," said Mom. "It missed."
  The swans pulled their babies close. {hero} counted again. One, two, three.
  Only three! The smallest one was gone.
  Far away, something tiny went peep. Then it was quiet.
- "middle":
  String Lake was so clear that {hero} could see ripples in the sand on the bottom, far out from the beach. It was early on a July morning. The water glowed green, and the tall gray peaks stood right above it, with the sun just touching their tops.
  Mom pulled the straps of {hero}'s life jacket tight and checked them twice. Their canoe waited at the edge of the water. {friend != "": {friend} was already holding both paddles.}
  {pal} {swan_alert()}. "Something is coming around the point," {pal} said. "Something big and white and very sure of itself."
  It was a family of swans. Two grown-up swans glided in front, snowy white, with long necks and black beaks. Behind them bobbed four fluffy gray babies, paddling as fast as their small feet could go. The last one was the smallest, and it kept stopping to peck at things, then hurrying to catch up.
  "Cygnets," Mom whispered. "That's the word for baby swans." {hero} counted them under {their} breath. One, two, three, four.
  Farther down the beach, a man in a ranger hat stood behind a spotting scope on a three-legged stand, writing in a notebook. His name tag said Ranger Ortega. He was watching the swans too.
  Then a shadow slid over the water. A bald eagle was dropping toward the lake, its white head bright in the sun and its yellow feet stretched down.
  The father swan rose up out of the water, beating his huge wings. The mother reared up tall beside him, and together they let out a call like a blast on a horn, so loud that {pal} {hid()}. Spray flew. The cygnets scattered in four directions.
  The eagle swerved, flapped hard and climbed away over the pines. Its feet were empty.
  "It missed," Mom said, letting out her breath. "Did you hear those parents? That's how trumpeter swans got their name."
  The swans pulled their babies close together again. {hero} counted. One, two, three. {They} counted again, slowly, pointing with one finger. Still three. The little one, the one that always lagged behind, was nowhere.
  Down the beach, the ranger had stopped writing. He was frowning at the water.
  Somewhere along the shore, something small gave a thin, lost peep. Then the whole lake went quiet.
- else:
  Just after sunrise on a July morning, String Lake was glowing. Near the beach it was so shallow and clear that {hero} could see every ripple in the sandy bottom, and the water over them was the green of a bottle held up to the light. Straight above it all, the peaks stood gray and enormous, their tops just catching the sun.
  Mom was tightening the straps on {hero}'s life jacket with the seriousness of a pilot before takeoff. Their canoe waited with its nose in the water and its tail on the sand. {friend != "": {friend} had already claimed the paddles and was refusing to give them up.} {hero} had been promised a whole morning of paddling, and {they} {were} already planning what to say if anyone suggested turning back early.
  {pal} {swan_alert()}. "Visitors," {pal} announced. "Large, white and extremely pleased with themselves."
  Around the point came a family of trumpeter swans. The two adults were huge and whiter than anything else on the lake, with long straight necks and black beaks, and they moved as if the water belonged to them. Behind them bobbed four cygnets, round and gray and fluffy, paddling furiously to keep up.
  {hero} counted them without meaning to. Four. And almost at once {they} had a favorite: the last one, the smallest, which kept stopping to investigate floating bits of nothing and then scrambling to catch up, its feet going like an eggbeater. {hero} knew exactly what it was like to be the one at the back.
  Farther down the beach, a ranger had set up a spotting scope on a three-legged stand and was writing in a notebook. His name tag said Ranger Ortega, and he had the patient look of someone who had counted a great many birds.
  Then a shadow crossed the water.
  {hero} looked up in time to see a bald eagle dropping toward the lake, white head blazing, yellow feet reaching down. The father swan surged upward, beating his great wings on the water, and the mother reared up tall beside him. Together they let out a blast like a brass band falling down a staircase, so loud that {pal} {hid()}. Spray flew everywhere, and so did the cygnets.
  The eagle swerved, pumped its wings and climbed away over the lodgepole pines. {hero} stared at its feet until it was out of sight. Empty. Definitely empty.
  "Missed," Mom said quietly. "Good. And now you know how trumpeter swans got their name."
  The swans gathered their babies in close, necks stretched high, looking everywhere at once. {hero} counted. Three. {They} counted again, making {themself} go slowly, the way you check a math answer you already suspect is wrong. Three. The little one at the back was not at the back. It was not anywhere.
  Down the beach, Ranger Ortega had stopped writing. He stood very straight, one hand on his scope, frowning at the water.
  From somewhere along the shore, too faint to place, came a single thin peep. Then nothing at all.
}
* [Paddle the canoe slowly along the shore to search # act: go] -> on_the_water
* [Look along the wet sand for tiny footprints # act: look] -> webbed_prints
* [Ask the ranger to look through his scope # act: ask] -> the_scope

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: in the canoe. A moose in the shallows, and a peep from the creek.
// ---------------------------------------------------------------------------------------------
=== on_the_water ===
# place: string-lake
~ route = "water"
{band:
- "young":
  Mom pushed the canoe into the water. Splash! {hero} dipped {their} paddle in, slow and quiet.
  "Not too close to the swans," Mom said. "Swan parents chase boats that get near their babies."
  {pal} sat very still in the middle. Mom had said that canoes could tip!
  {flies(): Then {pal} flew up into a tall pine to look from high up. But the bushes by the shore were too thick to see into.|{pal} peeked over the side. Sticks and stones slid by under the water.}
  Then Mom stopped paddling. "Shh. Look!"
  A moose! It stood in the water near some bushes. It was tall and brown, with a long, droopy nose. It pulled down a willow branch. Crunch, crunch, crunch!
- "middle":
  Mom pushed the canoe off the sand and stepped in at the back. {hero} knelt in the front, and {pal} sat in the middle, very still, because Mom had said canoes could tip.
  "We stay far out from the swan family," Mom said. "Swan parents will chase a canoe that gets close to their babies."
  They dipped their paddles softly and slid south along the shore. Under the canoe, the bottom slid by: pale sand, a sunken log, a scatter of round stones. Ahead, the lake grew narrow, and at its very end it spilled out into a creek.
  {flies(): {pal} flapped up to the top of a tall pine to look down on the shore, then glided back and landed on the canoe. "Too many willows," {pal} reported. "I can't see under them."|{pal} leaned over the side to look, and the canoe tilted, and Mom said {pal}'s name in her warning voice. {pal} sat back down very fast.}
  Then Mom stopped paddling. "Moose," she breathed.
  A huge brown moose stood in the shallows by a clump of willows, the water up to its knees. It had a long face, a droopy nose and a flap of skin dangling beneath its chin. It hooked a willow branch with its lips, pulled it down and stripped off the leaves with a loud, wet crunch.
- else:
  Mom shoved the canoe off the sand and stepped in at the back in one smooth move, as if she had done it a thousand times, which she more or less had. {hero} knelt in the bow. {pal} sat in the middle of the canoe, stiff as a statue, having been told twice that canoes tip when passengers fidget.
  "Rule one," Mom said. "We stay well out from the swan family. Swan parents with babies will charge a canoe, and honestly, they'd be right to."
  They dipped their paddles softly and slid south along the shore. Beneath them the bottom drifted past like a slow movie: pale sand, a sunken log furred with green, a scatter of round stones in every color. Ahead, the lake pinched narrower and narrower until, at its very end, it spilled out between the rocks into a creek.
  {flies(): {pal} launched from the canoe, which rocked alarmingly, and climbed to the top of a dead pine to study the shore from above. A minute later {pal} glided back down. "Willows," {pal} reported in disgust. "Miles of willows. A whole parade of cygnets could hide under there."|{pal} kept trying to lean over the side for a better look, and every time, the canoe tilted and Mom said {pal}'s name in the voice that means the third warning is the last one.}
  {hero} was scanning every shadow along the bank for a scrap of gray when Mom's paddle went still.
  "Moose," she breathed.
  It stood in the shallows beside a thicket of willows, knee-deep, so huge and so still that {hero} had mistaken it for a boulder on the shore. It had a long, serious face, a drooping nose and a dangly flap of skin beneath its chin, like a beard that had given up. It hooked a willow branch with its lips, dragged it down and stripped the leaves off with a crunch that carried all the way across the water.
}
{end_now: -> early_end}
{band:
- "young":
  "A moose is bigger than a horse," Mom whispered. "We give it lots of room."
  "It is eating a whole tree," {pal} whispered back.
  The moose dunked its whole face in the lake. Up it came, with green plants hanging from its mouth like a beard.
  {hero} giggled. Then {hero} heard a sound. Peep, peep, peep! It came from the end of the lake, where the water ran out into a creek.
  "The baby!" {hero} said.
  But the big moose stood right in the way. Crunch, crunch. It was not in any hurry at all.
- "middle":
  "We give them lots of room," Mom said softly, backing the canoe away with long, slow strokes. "A moose is taller than a horse, and it doesn't like surprises."
  {pal} watched the moose chew. "That's a lot of salad," {pal} whispered. "Does it ever stop for a rest?"
  As if it had heard, the moose plunged its whole face into the lake. Up it came, dripping, with long green water plants hanging from its mouth like a beard.
  {hero} was trying not to giggle when {they} heard it. Peep-peep-peep! It was thin and high, and it came from past the moose, down where the lake spilled into the creek.
  {hero} sat up so fast that the canoe rocked. "That's the baby!"
  But the moose stood right between them and the sound. It pulled down another branch and chewed, and chewed, and showed no sign of going anywhere.
- else:
  "Look at it go," Mom murmured, backing the canoe away with long, slow strokes. "We give that one plenty of room. A moose is taller than a horse and has no sense of humor about surprises."
  {pal} studied the moose with deep respect. "That's not breakfast," {pal} whispered. "That's a whole salad bar, and it's eating the bar."
  As if to prove the point, the moose plunged its entire head under the water and held it there so long that {hero} started to worry. Then it came up in a waterfall of drips, chewing, with long green strands of water weed hanging from its mouth like spaghetti.
  {hero} was biting {their} lip to keep from laughing when {they} heard it: peep-peep-peep, thin and high and frantic, from somewhere past the moose, right down where the lake poured into the creek.
  {hero} jerked upright so fast that the canoe rocked and Mom grabbed both sides. "That's it! That's the baby!"
  The peeping came again, weaker this time. And the moose stood squarely between them and the sound, pulling down another branch and chewing with the calm of someone who had absolutely nowhere else to be.
  {hero} did the math. The cygnet was over there. The moose was in the way. And the one thing Mom had said about moose was that you never, ever get close.
}
* [Land the canoe and walk around to the creek # act: go] -> creek_mouth
* [Wait on the beach until the moose wanders off # act: wait] -> driftwood_log
* [Look down into the creek from the footbridge # act: look] -> footbridge

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: on the beach. Tiny webbed prints, and gray fluff under a bush.
// ---------------------------------------------------------------------------------------------
=== webbed_prints ===
# place: string-lake
~ route = "sand"
{band:
- "young":
  {hero} walked along the wet sand. Mom walked too. {pal} {moved()} ahead, looking for clues.
  There were big footprints in the sand. They looked like wide, flat leaves. "Those are from the swan mom and dad," said Mom.
  Then {hero} saw tiny ones. Each was no bigger than {their} thumb!
  "Baby prints!" said {pal}. "And they go this way, all by themselves."
  The little prints went along the beach, away from the water. Wibble, wobble, like a baby learning to walk.
- "middle":
  {hero} walked slowly along the edge of the lake, where the sand was wet and smooth as a plate. Mom walked beside {them}, and {pal} {moved()} ahead, looking hard at the ground.
  The big swans had left prints all along the beach, each one as wide as a leaf, with three long toes joined by skin. {hero} crouched to look closer. And there, in between the big prints, were tiny ones, no bigger than {their} thumb.
  "Baby prints," {pal} said. "And they're going this way, all by themselves."
  The little prints came up out of the water and wobbled along the beach, away from the swans. They zigzagged a bit, the way a toddler walks when it is in a hurry.
  "It came ashore when the eagle dove," Mom said slowly. "It must have been too scared to stay out in the open water."
  {hero} thought of the smallest cygnet, the one always at the back, running up the sand all alone. {They} wanted to run after it right away.
- else:
  {hero} walked along the very edge of the lake, where each small wave left the sand wet and smooth as a plate. Mom walked beside {them}, hands in her pockets, and {pal} {moved()} ahead with the air of a detective who has been waiting all summer for a case.
  The big swans had left prints everywhere, each as broad as a cottonwood leaf, with three long toes joined by webbing. It took {hero} a whole minute of staring to notice the others: tiny copies, no bigger than the tip of {their} thumb, pressed between the giant ones like a footnote.
  "Baby prints," {pal} said, dropping to a whisper. "Going this way. Alone."
  The little prints came up out of the water and set off along the beach, away from the family. They wandered and wobbled in a way that made {hero}'s chest hurt a little. It was exactly how a small kid runs after losing a grown-up in a store, trying very hard not to cry.
  "When the eagle came, it bolted for land," Mom said, crouching beside {hero}. "Out on open water there's nowhere to hide. On shore there are bushes."
  {hero} knew which cygnet it was without having to ask. It was the little one, the one at the back, the one that stopped to look at things. Of course it had run the wrong way. {hero} would probably have done the same.
}
{end_now: -> early_end}
{band:
- "young":
  They followed the prints. Step, step, step. They did not step on them.
  The prints went under a huckleberry bush. The berries were still small and green. A bit of gray fluff was stuck on a twig.
  "The baby hid here," Mom said. "That was smart."
  {pal} reached for the fluff. "Let's leave it," Mom said. "Park things stay in the park. And bears like these berries, so our snacks stay in the car."
  But the bush was empty now. The little prints went on toward the end of the lake. There the water ran out into a fast, splashy creek.
  "Oh no," said {hero}. "Did the baby go in there?"
- "middle":
  Instead they followed carefully, one step at a time, without stepping on a single print. The trail led up the sand and under a huckleberry bush at the edge of the pines. The berries were still small and green. Caught on one low twig was a wisp of soft gray fluff.
  "It hid here after the eagle," Mom whispered. "Clever baby."
  {pal} leaned toward the fluff. "We leave that right where it is," Mom said. "Everything in a national park stays in the park, even fluff. And our snacks stay zipped up in the car. Bears love huckleberries when they ripen."
  But the bush was empty now. From under it, the little prints went on along the beach toward the south end of the lake. Down there, the lake spilled out between round stones and became a fast, chattering creek, hurrying off through the willows.
  {hero} looked at the quick water, and then at the tiny prints heading straight for it. "Did it go in there?" {hero} whispered.
  Mom didn't answer. Neither did {pal}. The creek just kept hurrying away.
- else:
  They followed without a word, placing their feet beside the trail, never on it. It led up the sand and straight under a huckleberry bush at the edge of the pines, its berries still small and hard and green. Snagged on one low twig was a wisp of gray fluff so soft it moved when {hero} breathed.
  "So that's where it went," Mom said. "It ran for cover. That's a clever baby."
  {pal} examined the fluff with a professional eye. "Definitely cygnet," {pal} said. "Definitely scared. Definitely went that way." Then {pal} stretched toward it.
  "Leave it," Mom said gently. "Everything in a national park stays in the park. Even the fluff. Especially the fluff, if you ask the bird." She glanced at the bush. "And in a few weeks these berries will be ripe, and the bears will know it before we do. That's why our snacks live in the car."
  The bush was empty, though. From its far side, the tiny prints went on along the beach toward the south end of the lake, where the water gathered itself, slid out between round stones and became a fast, chattering creek that hurried off through the willows toward Jenny Lake.
  The prints headed straight for it. {hero} followed them with {their} eyes, all the way to the edge of the quick water.
  It was a very small bird, {hero} thought, and that was a very fast creek.
}
* [Wait quietly on a driftwood log and listen # act: wait] -> driftwood_log
* [Look down into the creek from the footbridge # act: look] -> footbridge
* [Follow the prints the rest of the way to the creek # act: go] -> creek_mouth

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: at the ranger's spotting scope. Why the parents cannot just fly.
// ---------------------------------------------------------------------------------------------
=== the_scope ===
# place: string-lake
~ route = "scope"
~ knows_molt = true
{band:
- "young":
  {hero} ran down the beach to the ranger. {flies(): {pal} flew low along behind.|{pal} hurried along behind, kicking up sand.}
  "A baby swan is missing!" {hero} said. "The littlest one!"
  "I saw," said Ranger Ortega. "I count these swans for the park. Want to help?"
  He tipped his scope down. {hero} peeked in. The swans looked so close! The mom and dad were calling and turning their heads.
  "Can the baby fly home?" {hero} asked.
  "Not yet," said the ranger. "And the swan mom can't fly right now either. She is growing new wing feathers." # fact: swans-molt-summer
- "middle":
  {hero} hurried down the beach, with {pal} right behind, and remembered just in time to use a quiet voice. "One of the cygnets is missing," {hero} whispered. "The smallest one."
  Ranger Ortega nodded as if he had been hoping someone would notice. "I saw," he said. "I count the swans here every week for the park. Want to help me look?"
  He showed {hero} his notebook. Each page had a date, a lake and two columns, one for grown-up swans and one for cygnets. Yesterday's page said 2 and 4.
  Then he tipped the spotting scope down so {hero} could reach. Through it, the swan family jumped close, so close that {hero} could see drops of water beading on the white feathers. The big swans turned their heads this way and that, calling softly.
  "Can the baby just fly back?" {hero} asked.
  "Not for months. Cygnets don't fly until fall," said the ranger. "So wherever the little one went, it swam or walked there. It can't be far. And the mother can't fly right now either. Every summer swans lose their big wing feathers and grow new ones. Whatever this family does, it has to do on the water." # fact: swans-molt-summer
- else:
  {hero} reached the ranger at something close to a run, with {pal} right behind, and remembered only at the last second to drop {their} voice. "One of the cygnets is gone. The little one."
  Ranger Ortega didn't look surprised. He looked, if anything, relieved, like someone who had been waiting for another pair of eyes. "I saw. I count the swans on these lakes every week for the park." He flipped open his notebook to show a page of neat columns, dates and lakes and numbers. Yesterday's line for this family said 2 adults, 4 cygnets. Today's line was still blank. "Here. Tell me what the parents are doing."
  {hero} pressed one eye to the eyepiece, and the swan family leapt so close that {they} nearly stepped back. {They} could see beads of water rolling off the white feathers, the black skin of the big birds' beaks, and the way their heads kept turning, restless, as they called in low, worried notes.
  "Can't the baby just fly back?" {hero} asked.
  "Not a chance. Cygnets don't fly until fall, so wherever it went, it swam or waddled there. It can't be far." The ranger pointed at the mother. "And she can't fly right now either. Swans drop their big wing feathers every summer and grow new ones, and for a few weeks they're stuck on the water." # fact: swans-molt-summer
}
{end_now: -> early_end}
{band:
- "young":
  "Then the baby must be close by," said {hero}.
  "Yes. Watch where the parents look," said the ranger.
  The swans kept turning toward the end of the lake. There, the water ran out into a quick creek.
  "That little creek runs from String Lake down to Jenny Lake," said the ranger. "It is fast. Without her big wing feathers, the swan mom can't get down there. And the swan dad won't take the other babies into fast water." # fact: string-lake-creek
  He wrote a 3 in his notebook. Then he drew a question mark next to it.
  {pal} looked at the question mark. "I do not like that," {pal} said.
  Across the lake, the eagle sat on top of a dead tree. Its white head did not move. It was watching too.
- "middle":
  "Now watch which way the parents keep looking," he said.
  {hero} watched. The big swans turned left, then back, then left again, always toward the south end of the lake, where the water spilled over stones into a quick little creek.
  "That creek runs half a mile down to Jenny Lake," the ranger said quietly. "It's fast. If the little one got pulled into it, the mother can't follow it down, not without her flight feathers. And the father won't lead three babies into that current." # fact: string-lake-creek
  He wrote a 3 in his notebook, and then, beside it, a small question mark.
  {pal} stared hard at the notebook. "I don't like that question mark," {pal} said.
  "Neither do I," said the ranger. "Let's see if we can rub it out."
  {hero} swung the scope across the lake, just to check, and stopped. The eagle was sitting on a dead pine on the far shore, very still, its white head turned toward the water.
  "It's watching too," {hero} whispered.
- else:
  "Now," the ranger said, "watch which way the parents keep looking."
  {hero} watched. Left, back, left again. The big swans' heads swung like compass needles, and every time they settled, they pointed the same way: south, toward the end of the lake, where the water spilled over a lip of stones into a quick little creek.
  "That creek runs about half a mile down to Jenny Lake," the ranger said, very quietly. "It's fast, with some rough spots. If the little one got pulled into it, the mother has no way to follow it down, and the father won't lead three babies into that current to go looking. They'd be stuck up here at the top of the fast water, calling." # fact: string-lake-creek
  He didn't say anything more. Instead, he wrote a 3 in today's line, and after a moment he drew a small question mark beside it.
  {pal} glared at the notebook as though it had said something rude. "I don't like that question mark."
  "Me neither," said the ranger. "Let's see if we can erase it."
  {hero} swung the scope slowly across the lake, just to be thorough, and stopped. On the far shore, at the very top of a dead pine, sat the eagle. It wasn't doing anything. It was just sitting there with its white head turned toward the water, the way a cat sits near a mousehole.
  "Can it see the baby from there?" {hero} whispered.
  "Eagles see about as well as we do with binoculars," the ranger said. "But it won't try anything while those two parents are on guard. Not if it has any sense."
  {hero} looked down the beach toward the creek and felt the morning tilt, just slightly, from an outing into a rescue.
}
* [Help the ranger carry his scope to the footbridge # act: help] -> footbridge
* [Go ahead to the creek on quiet feet # act: go] -> creek_mouth
* [Wait on a driftwood log and watch the parents # act: wait] -> driftwood_log

// ---------------------------------------------------------------------------------------------
// Chapter 3, first place: the creek mouth. A peep from somewhere very close.
// ---------------------------------------------------------------------------------------------
=== creek_mouth ===
# place: string-lake
~ spot = "mouth"
{band:
- "young":
  {route == "water": They pulled the canoe up on the sand. Then they walked the long way around the moose.}
  {route == "sand": {hero} followed the tiny prints to the very end, where they went into the water.}
  {route == "scope": The ranger stayed at his scope. {hero} and Mom tiptoed on ahead.}
  Up close, the creek was loud. It splashed and gurgled over the stones. Then it ran away through the bushes.
  Then {pal} {swan_alert()}.
  Peep!
  {hero} stood still. The peep was close. Very close! But where was it? Under the grassy bank? Behind a rock? The creek was so loud.
- "middle":
  {route == "water": They pulled the canoe up on the sand and walked the long way around, giving the moose a wide, wide space. It lifted its dripping nose to watch them pass, then went back to its willows.}
  {route == "sand": {hero} followed the tiny prints the last few steps, until they vanished among the wet stones at the water's edge.}
  {route == "scope": The ranger stayed at his scope to keep an eye on the family, and {hero} and Mom went on ahead alone, walking on the sides of their feet to keep quiet.}
  Up close, the creek was louder and quicker than it had looked from far away. It slapped at the grassy bank, swirled around the stones and raced off downhill through the tall grass.
  The air down here was cool and smelled of wet leaves. {hero} wanted to dive into the grass and search every inch of it. Mom's hand on {hero}'s shoulder said no.
  Suddenly {pal} {swan_alert()}.
  Peep!
  {hero} froze. The sound was close, very close. But where? Under the grassy bank? Behind the stones? The creek was so noisy that the peep seemed to be everywhere at once.
- else:
  {route == "water": They beached the canoe and walked the long way around, giving the moose a space so wide it was almost rude. It lifted its dripping muzzle to watch them pass, found them dull, and returned to its willows.}
  {route == "sand": {hero} followed the tiny prints the last few steps, until they left the sand and vanished among the wet stones at the edge of the water.}
  {route == "scope": The ranger stayed at his scope to keep the family in sight, and {hero} and Mom went on ahead without him, rolling each step from heel to toe so that the stones would not crunch.}
  Up close, the creek was louder and wilder than it had looked from down the beach. It was quick and cold, slapping at the grassy bank and sliding over the stones in smooth, glassy humps before it tore away downhill into the tall grass, as if it were late for something.
  The air down by the water was cool and smelled of wet leaves and mud. Every part of {hero} wanted to plunge into that grass and part it blade by blade until {they} found a gray ball of fluff. Mom seemed to know it. She kept one hand resting lightly on {hero}'s shoulder, not holding, just there.
  All at once {pal} {swan_alert()}.
  Peep!
  {hero} went absolutely still. The sound had come from close by, so close it might have been under {their} boots. But the creek threw its noise against the bank and the bank threw it back, and the peep seemed to come from the grass, the stones, the water, everywhere and nowhere at once.
}
{end_now: -> early_end}
{band:
- "young":
  Out on the lake, the swan mom and dad swam near. "Hoo-HOO!" they called.
  "Peep, peep!" came the answer.
  "It hears them," Mom whispered. "But we are too close. It will not come out with people right here."
  {kind == "otter" || kind == "turtle": "I can swim in and push it out," said {pal}.|"I can go and get it," said {pal}.}
  "No," Mom said softly. "Wild babies do best when nobody touches them."
  {hero} held {their} breath and listened. Splash, gurgle, splash. No peep.
  Then a bit of gray fluff swirled by on the fast water. Away it went, down the creek.
  {hero} gulped. Was the baby down there too?
- "middle":
  Out on the lake, the two big swans had swum as near as they dared, with their three babies tucked behind them. "Hoo-HOO!" called the mother.
  "Peep, peep!" came the answer, thin and tired.
  Mom crouched beside {hero}. "It can hear them," she whispered. "But we're standing right on top of it. A baby this small won't come out with people in the way."
  {kind == "otter" || kind == "turtle": "I'm a good swimmer," {pal} whispered. "I could slip in and nudge it out."|"I could poke around in the grass and find it," {pal} whispered.}
  "No nudging and no poking," Mom said gently. "Wild babies do best when nobody touches them."
  {hero} crouched as low as {they} could and peered into the grass. Green stems. Brown water. Shadows. Nothing gray.
  Far down the beach, the ranger had swung his scope toward them. {hero} could see the round glint of it.
  Just then a wisp of gray fluff spun past on the current, bobbed over a ripple and was gone downstream. {hero}'s stomach dropped. What if the cygnet had gone that way too, all the way down toward Jenny Lake?
  {hero} looked at the grass, and then at the fast water, and could not decide which was worse.
- else:
  Out on the lake, the swan parents had come as near as they dared, the three other cygnets packed tight behind them. The mother stretched her neck and called, a low, round note like someone blowing across the top of a bottle. Hoo-HOO.
  Peep, peep, came the answer, thin and tired.
  Mom crouched down beside {hero}. "It can hear her," she whispered. "But think about it. We're standing right on top of its hiding place. If you were that small, would you come out?"
  {kind == "otter" || kind == "turtle": "I swim better than anyone here," {pal} whispered. "I could slip in and nudge it out."|"I could squeeze into that grass and find it in two seconds," {pal} whispered.}
  "No nudging and no squeezing," Mom whispered back. "Wild babies do best when nobody touches them. Our job is not to be the scariest thing in its morning."
  {hero} sank down onto {their} heels and stared into the grass until {their} eyes watered. Green stems. Brown water. Shadows that might be anything. Nothing that was definitely gray.
  Far down the beach, the round eye of the ranger's scope had swung around to point at them. {hero} could see the sun wink off the glass.
  Right then a wisp of gray fluff spun past on the current, rode over a ripple and vanished downstream. {hero} felt {their} stomach drop like a stone into water. If the fluff had gone that way, maybe the cygnet had too, tumbling down the fast half-mile toward Jenny Lake, getting farther from its family with every second they stood here whispering.
  Stay or follow. Either one could be the mistake, and there was no way to know which.
}
* [Crouch behind the willows and wait, still as stones # act: wait] -> four_again
* [Signal the ranger to bring his scope # act: ask] -> in_the_notebook
* [Follow the creek down toward Jenny Lake # act: go] -> the_long_way_round

// ---------------------------------------------------------------------------------------------
// Chapter 3, second place: the driftwood log. Young mountains, old rock, and a call answered.
// ---------------------------------------------------------------------------------------------
=== driftwood_log ===
# place: string-lake
~ spot = "log"
{band:
- "young":
  {route == "water": They pulled the canoe onto the sand to wait for the moose to finish.}
  {route == "sand": They left the fluff on its bush and found a place to wait.}
  {route == "scope": The ranger had said to watch the swans. So they found a place to watch.}
  A big gray log lay on the beach. It was smooth from the wind and the water. They sat on it, very still.
  {pal} tried to sit still too. It was hard!
  Sunshine slid down the mountains, bit by bit. The gray rock turned gold.
  "Are the mountains very old?" {pal} whispered.
  "The Tetons are young mountains," Mom whispered back. "But the rock in them is very, very old." # fact: range-youngest-mountain # fact: rock-heart-range
  "Young mountains made of old rock," said {pal}. "Like a new sandcastle made of old sand."
- "middle":
  {route == "water": They slid the canoe up onto the beach and sat down to wait for the moose to finish its breakfast.}
  {route == "sand": They left the gray fluff on its twig and chose a spot farther along the beach, where they could see the whole south end of the lake.}
  {route == "scope": The ranger had said to watch the parents, so they chose a spot partway down the beach where they could see the whole south end of the lake.}
  A long driftwood log lay there, silver and smooth from years of wind and water. They sat on it and made themselves as quiet as the stones.
  Sitting still was harder than it sounded. {pal} tried, but every few seconds something twitched.
  Above the lake, the morning sun was sliding down the peaks, turning the gray rock gold one ledge at a time.
  "Are those mountains very, very old?" {pal} whispered.
  "Yes and no," Mom whispered back. "For mountains, the Tetons are young. They're some of the youngest in the whole Rocky Mountains. But the rock inside them is ancient. It formed about 2.7 billion years ago." # fact: range-youngest-mountain # fact: rock-heart-range
  {pal} thought about that. "Young mountains made of old rock," {pal} said. "Like a brand-new sandcastle made of very old sand."
- else:
  {route == "water": They ran the canoe up onto the beach and settled in to wait for the moose to finish what was clearly going to be a very long breakfast.}
  {route == "sand": They left the gray fluff on its twig, exactly where it was, and picked a spot farther along the beach where they could see the whole south end of the lake at once.}
  {route == "scope": The ranger had told them to watch the parents, so they picked a spot partway down the beach where they could see the whole south end of the lake at once.}
  A long driftwood log lay there, bleached silver and worn smooth by years of wind and waves. They sat down on it and tried to turn into furniture.
  It was harder than it sounded. {hero} discovered a dozen itches {they} had never known about. {pal} lasted almost a minute before something began to twitch, and then kept twitching, and then pretended it had not been twitching at all.
  Above the lake, the sun was sliding down the face of the peaks, turning the gray rock gold one ledge at a time, as if someone were slowly pulling a sheet off a statue.
  "Are those very old mountains?" {pal} whispered. "They look very old. They look like they've been sitting there forever, judging everybody."
  "That's the funny thing," Mom whispered back. "As mountains go, the Tetons are young. They're one of the youngest ranges in the whole Rocky Mountains. But the rock at their heart is ancient. It formed about 2.7 billion years ago, long before any animal walked on land." # fact: range-youngest-mountain # fact: rock-heart-range
  {pal} frowned, working it out. "Young mountains made of old rock. So it's like a brand-new sandcastle built out of really, really old sand."
  "That," said Mom, "is exactly what it's like." She sounded impressed, and {pal} looked so pleased with itself that it forgot to twitch for almost half a minute.
}
{end_now: -> early_end}
{band:
- "young":
  {route == "water": Crunch, crunch. At last the moose was full. It waded away up the shore, into the willows. Now the way to the creek was clear.}
  Then the swan mom stretched her neck. "Hoo-HOO!"
  And from the end of the lake came a tiny answer. "Peep!"
  {hero} tugged Mom's sleeve. The peep came from the creek!
  The swans swam toward it. But they stopped at the edge of the fast water. Their other babies were too small for the creek.
  "The baby is stuck," {hero} whispered. "It can't swim back up."
  {hero} wanted to jump up and run. Mom gently took {hero}'s hand and held it.
  Then the peeping stopped. Nobody made a sound.
- "middle":
  {route == "water": At last the moose pulled down one final branch, turned around and waded off up the shore into a far thicket of willows, away from the creek. The way to the creek was clear.}
  Then the mother swan lifted her long neck and called. Hoo-HOO! The sound rolled across the water and bounced back from the trees.
  And from the south end of the lake, where the water slid out into the creek, came a tiny answer. Peep-peep!
  {hero} tugged hard on Mom's sleeve. The parents had heard it too. They swam toward the sound, then stopped at the edge of the quick water, turning and calling. Their three other babies were too small for the creek, and the parents would not leave them.
  "It's stuck down there," {hero} whispered. "It can't get back up to them."
  The mother called again. The little peep answered again, a bit weaker. They called back and forth like that, over and over, like two people shouting across a busy street.
  {pal} had stopped twitching. Even {pal} could tell that this mattered.
  {hero} wanted to jump up and run to the creek, and at the same time {they} wanted to stay frozen so {they} would not scare anything. It felt like being two people at once.
  Then the peeping stopped, and did not start again.
- else:
  {route == "water": At long last the moose finished its breakfast, swung its huge head around and waded off up the shore into a distant thicket of willows, well away from the creek. The way down to the creek mouth was clear.}
  Then the mother swan lifted her long neck and called. Hoo-HOO. The sound rolled out across the flat water, hit the wall of pines on the far shore and came back softer.
  And from the south end of the lake, from the place where the water slid out into the creek, came the smallest answer in the world. Peep-peep.
  {hero} grabbed Mom's sleeve hard enough to wrinkle it. The parents had heard it too. They swam straight toward the sound, then stopped short at the edge of the quick water, circling and calling. The three other cygnets bobbed behind them, far too small for the current, and the parents would not leave them to go into it.
  "It's stuck," {hero} whispered. "It can hear them and it can't get back."
  The mother called. The peep answered. Back and forth it went, again and again, like two people shouting to each other across a highway full of roaring trucks.
  It was the worst kind of problem, {hero} thought: the kind where everyone knows exactly where everyone else is, and still nobody can reach anybody.
  {pal} had gone completely still, for real this time. Mom's hand had found {hero}'s and was holding it, a little too tightly, which was how {hero} knew that Mom was worried too.
  Then the peeping stopped. {hero} waited for it to start again. It didn't.
}
* [Run and tell the ranger where the peeps came from # act: help] -> in_the_notebook
* [Look for it farther down, where the creek runs to Jenny Lake # act: look] -> the_long_way_round
* [Creep to the willows by the creek, quiet as a shadow # act: go] -> four_again

// ---------------------------------------------------------------------------------------------
// Chapter 3, third place: the footbridge. They see it, and then the creek takes it.
// ---------------------------------------------------------------------------------------------
=== footbridge ===
# place: string-lake
~ spot = "bridge"
{band:
- "young":
  {route == "water": They paddled back and pulled the canoe up. Then they walked to the footbridge.}
  {route == "sand": They left the fluff on its bush. Then they walked to the footbridge.}
  {route == "scope": The ranger carried his scope. {hero} carried his notebook. They all walked to the footbridge.}
  The wooden bridge crossed the creek, just below the lake. Under it, the water ran fast and clear over round stones. Some were red, some green, some gray.
  The creek was loud. Splish, splash, gurgle! Cold air came up off the water.
  "Those stones rolled down from the mountains," said Mom. "That rock is very, very old." # fact: rock-heart-range
  {flies(): {pal} {moved()} up to the rail to see better.|{pal} peeked down between the rails.}
- "middle":
  {route == "water": They paddled back to the beach, pulled the canoe up and walked to the wooden footbridge a little way down the creek.}
  {route == "sand": They left the gray fluff on its twig and walked along the path to the wooden footbridge a little way down the creek.}
  {route == "scope": The ranger folded the legs of his scope and carried it on his shoulder. {hero} carried his notebook, very carefully, and Mom carried the scope's bag. They set up on the wooden footbridge a little way down the creek.}
  The bridge crossed the creek just below the spot where it left String Lake. Under the planks, the water ran clear and fast over round stones of every color, sliding into little pools and spilling out again.
  It was a noisy place to stand. The water hissed and gurgled under their feet, and cold air rose off it, smelling of wet stone. {hero} leaned on the rail and searched the pools one at a time.
  "Most of those stones came down from the mountains," Mom said. "Some of that rock formed about 2.7 billion years ago." # fact: rock-heart-range
  {flies(): {pal} {moved()} up onto the railing for a better view.|{pal} peered down between the rails.}
- else:
  {route == "water": They paddled back to the beach, dragged the canoe up past the waterline and walked down the path to the wooden footbridge that crossed the creek.}
  {route == "sand": They left the gray fluff on its twig and took the path to the wooden footbridge that crossed the creek.}
  {route == "scope": The ranger folded the legs of his scope and hoisted it onto his shoulder like a fishing rod. {hero} was trusted with the notebook, which {they} carried in both hands as if it might spill, and Mom took the bag. They set up on the wooden footbridge that crossed the creek.}
  The bridge sat only a little way below the spot where the creek left String Lake. Under the planks the water ran so clear that it hardly seemed to be there at all, just a shiver of light moving over stones of every color, red and green and gray and cream, sliding into small pools and spilling out of them again.
  It was a loud place to stand. The water hissed and chuckled beneath their feet, and a cold breath rose off it that smelled of wet stone and pine needles. {hero} leaned on the rail and searched the pools one at a time, the way you read a page: left to right, top to bottom, nothing skipped.
  "Those stones were ground off the mountains and rolled down here," Mom said. "Some of that rock formed about 2.7 billion years ago. It's some of the oldest rock around, and the creek is using it as bathtub toys." # fact: rock-heart-range
  {flies(): {pal} {moved()} up to the top of the railing and leaned out over the water at an angle that made Mom nervous.|{pal} squeezed up beside {hero} and peered down between the rails.}
}
{end_now: -> early_end}
{band:
- "young":
  "There!" {hero} whispered.
  Behind a big rock was a little pool. In it was a tiny gray ball of fluff. It was the cygnet!
  Its feet paddled and paddled. But the fast water kept pushing it back.
  {hero} ran to the end of the bridge. "Stay up here," said Mom. "The rocks are slippery, and the water is fast."
  Up on the lake, the swan parents called. "Hoo-HOO!"
  The cygnet peeped and tried again. Whoosh! The water grabbed it. It spun around and slid away behind a clump of grass.
  {hero} held the rail tight. The little pool behind the rock was empty.
- "middle":
  "There!" {hero} whispered.
  Just below the bridge, behind a big rock, was a pocket of calmer water. And in it, paddling as hard as it could and going nowhere, was a small gray ball of fluff.
  It was the cygnet. Its feathers were wet and flat, and its feet churned under the water. Every time it paddled out from behind the rock, the current shoved it back.
  "It's so little," {hero} breathed. Up close it was smaller than {their} two hands put together.
  {hero} started toward the end of the bridge, where a little path led down to the rocks. "Stay up here," Mom said quickly. "Those rocks are slick, and that water is faster than it looks."
  Up at the lake, the parents called. Hoo-HOO!
  The cygnet peeped and tried again. This time the current caught it. It spun around once, slid over a ripple and disappeared behind a clump of grass downstream.
  For a moment nobody said anything. The creek just kept on rushing, as if nothing had happened at all.
  "It's still in there somewhere," {pal} whispered. "It has to be."
  {hero} gripped the rail so hard that {their} knuckles went white. Was it gone?
- else:
  For a long moment there was nothing but water. Then {hero} stopped breathing.
  Just below the bridge, behind a boulder the size of a suitcase, was a pocket of slower water. And in it, paddling with everything it had and getting absolutely nowhere, was a small gray ball of fluff.
  {hero} was halfway to the end of the bridge, where a narrow path dropped down to the rocks, before {they} even knew {they} had moved. "Up here," Mom said, quietly but in a voice that did not bend. "Those rocks are slick as soap, and that water is much stronger than it looks. That creek has one small swimmer in it already. It doesn't need two."
  {hero} came back to the rail, cheeks hot, because Mom was right and {they} knew it. The cygnet was smaller than {hero} had imagined, and much wetter. Its down was plastered flat, and its feet churned furiously under the surface. Each time it pushed out from behind the boulder, the current caught it and shoved it back, like a hand pressing on its chest.
  From up at the lake, the parents called. Hoo-HOO. Hoo-HOO.
  The cygnet peeped and launched itself out one more time. The current took it. It spun in a full circle, slid over a ripple with a tiny splash and vanished behind a clump of grass farther downstream.
  {hero} gripped the railing. {They} had finally found it, after all that searching, and in about three seconds the creek had simply taken it away again, the way a wave erases a word written in the sand.
  {pal} looked at {hero}. {hero} looked at Mom. Mom was looking at the clump of grass, very hard, as if she could see through it.
}
* [Run down the creek trail after it # act: go] -> the_long_way_round
* [Wait on the bridge, still as the posts, and listen # act: wait] -> four_again
* {route == "scope"} [Look through the ranger's scope where it vanished # act: look] -> in_the_notebook
* {route != "scope"} [Ask the ranger to bring his scope to the bridge # act: ask] -> in_the_notebook

// ---------------------------------------------------------------------------------------------
// Ending: they stay still, and see the cygnet come home with their own eyes.
// ---------------------------------------------------------------------------------------------
=== four_again ===
# place: string-lake
{band:
- "young":
  {spot == "mouth": They crouched behind the willows. They did not move at all.}
  {spot == "log": They crept down the beach, slow as snails. They knelt behind the willows by the creek.}
  {spot == "bridge": Nobody on the bridge moved. Not {hero}, not Mom, not {pal}.}
  They waited, and waited. A dragonfly zipped past. {pal} did not even look at it.
  "Hoo-HOO!" called the swan mom.
  "Peep!" Something gray popped out of the grass. It was the cygnet!
  {spot == "bridge": It had only slid a little way.} It paddled along the edge of the creek, where the water was slow. Paddle, paddle, scramble. Twice the water tugged it back. Twice it kept going.
  Then, plop! It popped out into the lake.
  The swan mom bent her long neck down. The baby tucked in right behind her. It was wet and tired, but it was safe.
  {hero} counted. One, two, three, FOUR!
  {pal} {swan_joy()}.
  "You helped," Mom whispered. "You stayed still, so the baby felt brave."
  {route == "scope" && spot == "bridge": The ranger smiled. He crossed out the question mark in his notebook.|Down the beach, the ranger held up four fingers.}
  {route == "water": Back along the shore, the moose was still munching. It had not noticed a thing.}
  {route == "sand": Back on the beach, the tiny prints were still there. Soon the water would wash them away. But {hero} would remember them.}
  {hero} counted them one more time, just because {they} could.
  The swan family swam off across the green water. The littlest cygnet was at the back, of course. # ending: four_again
- "middle":
  {spot == "mouth": They backed away from the bank, step by slow step, and crouched behind the willows. Then they did not move at all.}
  {spot == "log": They crept down the beach as slowly as shadows and knelt behind the willows where the lake spilled into the creek.}
  {spot == "bridge": Nobody on the bridge moved. Not {hero}, not Mom, not even {pal}.}
  Nothing happened for a long time. A dragonfly landed on a willow leaf right in front of {hero}'s nose, looked at {them} with its enormous eyes and zipped away. The creek chattered on. {hero}'s legs began to ache, but {they} did not move an inch.
  The mother swan called again. Hoo-HOO!
  A small gray head poked out of the grass at the edge of the creek. {spot == "bridge": The current had only carried it a few yards, into a quiet spot behind the grass.} Peep!
  The cygnet began to work its way upstream along the bank, where the water ran slow and shallow. It paddled, scrambled over a stone and paddled again. Twice the current tugged at it. Twice it held on.
  Then, with one last kick, it popped out into the lake.
  The mother swan lowered her long neck, and the cygnet tucked in close behind her, right where it belonged. {hero} counted. One, two, three, four. Four!
  {pal} {swan_joy()}. {hero} wanted to cheer so badly that {they} had to put both hands over {their} mouth.
  "Do you know what helped most?" Mom whispered. "Nobody chased it. It could hear its mother, and nothing was in its way."
  Out on the lake, the mother swan reached down into the shallows and pulled up a beakful of green plants. She dropped them in front of her babies, and all four cygnets crowded in to nibble. The littlest one ate fastest of all.
  "Being lost makes you hungry," {pal} said wisely.
  {route == "scope" && spot == "bridge": Beside them, the ranger breathed out slowly. He opened his notebook, crossed out the 3 and the question mark, and wrote a big 4.|Down the beach, the ranger lifted his head from his scope and held up four fingers.}
  {route == "water": Back along the shore, the moose was still munching its willows. It had not noticed any of it.}
  {route == "sand": Back on the beach, the tiny prints were still pressed into the sand. By afternoon the little waves would smooth them away, but {hero} knew {they} would remember every one.}
  {hero} let out a breath {they} felt like {they} had been holding all morning.
  Then the swan family turned and glided out across the green water, six shapes in a row: big, small, small, small, small, big. # ending: four_again
- else:
  {spot == "mouth": They backed away from the bank one slow step at a time until they were crouched behind the willows, a long way from the hiding place. Then they became part of the bushes.}
  {spot == "log": They crept down the beach more slowly than {hero} had ever moved in {their} life, and knelt in the willows beside the spot where the lake spilled into the creek, far enough back that a small bird would not count them as a threat.}
  {spot == "bridge": Nobody on the bridge moved. {hero} kept {their} hands flat on the rail, Mom stayed beside {them}, and even {pal} held still, which for {pal} was a kind of miracle.}
  Then came the hardest part, which was nothing. Nothing happened for one minute, then two, then five. A dragonfly landed on a willow leaf a hand's width from {hero}'s nose, examined {them} with its enormous glittering eyes, and left, unimpressed. The creek chattered on about nothing. {hero}'s legs began to ache, then to burn, and {they} let them, because moving was not an option.
  The mother swan called again, low and round. Hoo-HOO.
  For a long moment, nothing. Then a small gray head pushed out of the grass at the edge of the creek. {spot == "bridge": It was only a few yards below the bridge, in a slow spot where the current had tossed it.}
  Peep.
  The cygnet began to work its way upstream, keeping to the very edge, where the water ran shallow and lazy. It paddled a little, climbed over a stone, slid off, paddled again. Twice the current plucked at it. Twice it dug in its tiny webbed feet and held on. {hero} realized {they} {were} leaning forward, as if leaning could help, which {they} knew was ridiculous and did anyway.
  With one last furious kick, the cygnet shot out of the creek mouth and into the flat water of the lake.
  The mother swan bent her long neck down to meet it, and it tucked itself in behind her so neatly that it was as if it had never left. {hero} counted, and this time the number came out right. One, two, three, four.
  {pal} {swan_joy()}, which was as close as {pal} could get to cheering quietly. {hero} wanted to shout so badly that {they} had to press both hands over {their} mouth and let the shout happen silently, on the inside.
  "Want to know what helped?" Mom said softly. "Nobody chased it. It had its mother's voice to follow and nothing scary in the way. Sometimes the biggest help you can give is being very, very boring."
  Out on the lake, the mother swan tipped her head under the water and came up trailing green weed, which she dropped in front of the cygnets like someone serving lunch. All four crowded in. The littlest one shoved its way to the front and ate as if it had been lost for a week instead of half an hour.
  "Adventure," {pal} observed, "makes a person hungry."
  {route == "scope" && spot == "bridge": Beside them, the ranger let out a breath he seemed to have been holding since breakfast. He opened his notebook, crossed out the 3 and the question mark with one firm line, and wrote a large, satisfied 4.|Down the beach, the ranger lifted his head from his scope and held up four fingers, and even from that far away {hero} could see him grin.}
  {route == "water": Back along the shore, the moose went on munching its willows, having missed the entire drama and not minding at all.}
  {route == "sand": Back along the beach, the tiny prints were still pressed into the sand. By afternoon the small waves would have smoothed every one of them away, and {hero} found {they} did not mind, because {they} had them memorized.}
  The swan family turned and glided out across the green water in a line: big, small, small, small, small, big. {hero} watched them until they were a row of bright specks against the far shore, and felt, for the first time all morning, able to breathe all the way down. # ending: four_again
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending: the ranger's scope, and a number written in the park's notebook.
// ---------------------------------------------------------------------------------------------
=== in_the_notebook ===
# place: string-lake
{band:
- "young":
  {spot == "mouth": {hero} waved at the ranger. He swung his scope around. Then he waved them back up the beach to look.}
  {spot == "log": {hero} ran to the ranger. "The peeps came from the creek!" {hero} said. He swung his scope around.}
  {spot == "bridge" && route == "scope": The ranger bent down and pointed his scope at the clump of grass.}
  {spot == "bridge" && route != "scope": {hero} ran to get the ranger. He came back with his scope and set it up on the bridge.}
  {hero} peeked in. There was the cygnet! It sat in a quiet spot by the grass, wet and small.
  "It is tired, but it is fine," said the ranger. "Now watch."
  "Hoo-HOO!" called the swan mom.
  The cygnet peeped. It paddled along the edge of the creek, where the water was slow. Paddle, paddle, plop! Out it popped into the lake.
  The swan mom tucked it in with the others. {hero} counted. Four!
  {knows_molt: "So the baby had to swim home by itself," said {hero}. "And it did!"}
  The ranger gave {hero} his notebook. "You found it. You write the number."
  {hero} wrote a big 4. The ranger wrote, "Spotted by {hero}."
  "This lake has been in the park since it began in 1929," he said. "Now your name is in the park's notebook too." # fact: created-1929-bigger
  {pal} {swan_joy()}. "Can I be in it too?" {pal} asked.
  So the ranger wrote, "And {pal}." # ending: in_the_notebook
- "middle":
  {spot == "mouth": {hero} waved both arms at the ranger until he looked up, then pointed at the creek. The ranger swung his scope around, studied the bank for a long moment and waved them back up the beach. They tiptoed away from the creek and hurried to him.}
  {spot == "log": {hero} ran along the beach to the ranger, as quietly as running would allow. "The peeps came from the creek mouth," {hero} whispered. "And then they stopped." The ranger swung his scope around.}
  {spot == "bridge" && route == "scope": The ranger swung the scope toward the clump of grass, turned a knob, then stepped aside for {hero}.}
  {spot == "bridge" && route != "scope": {hero} raced back up the path. The ranger came at once, his scope on his shoulder, and set it up on the bridge with its legs spread wide.}
  {hero} pressed one eye to the eyepiece. There, filling the whole circle, was the cygnet. It was sitting in a quiet spot {spot == "bridge": behind the grass|under the grassy bank}, wet and small, its head up and its dark eyes open.
  "Tired, but not hurt," said the ranger. "See how it's resting? Now that nobody's standing over it, watch what happens."
  They waited. The ranger didn't say a word. {hero} kept {their} eye pressed to the scope until it felt as if {they} {were} inside the little circle too, crouched in the grass beside the cygnet.
  The mother swan called. Hoo-HOO!
  In the circle of the scope, the cygnet stood up, shook its stubby wings and started upstream along the edge of the creek, where the water ran slow. It paddled, scrambled over a stone and paddled again. Then, with one big kick, it popped out into the lake, and the mother swan tucked it in beside the others.
  {hero} counted out loud. "Four!"
  "If I'd gone wading in after it, it would have hidden deeper," the ranger said. "Half of this job is knowing when to keep your boots dry."
  {knows_molt: "You said this family had to do everything on the water," {hero} said. "And it did."|"Why didn't the mother just fly down and get it?" {hero} asked.}
  {not knows_molt: "She can't right now," said the ranger. "Swans grow new wing feathers every summer, and for a few weeks they can't fly." # fact: swans-molt-summer}
  The ranger handed over his notebook. "You found it. You should write the number."
  {route == "scope": {hero} crossed out the 3 and the question mark and wrote a big 4.|{hero} wrote a big 4 in the cygnet column.} Under it, the ranger wrote, "Spotted by {hero}."
  "Will it stay in there forever?" {hero} asked.
  "It goes into the park's records," said the ranger. "This lake has been part of the park since the very start, in 1929. So your 4 is joining a very long story." # fact: created-1929-bigger
  {pal} {swan_joy()}. "Put me in too," {pal} said. "I was extremely helpful. I was extremely quiet."
  So the ranger added, in small letters at the bottom, "With help from {pal}." # ending: in_the_notebook
- else:
  {spot == "mouth": {hero} flapped both arms above {their} head until the ranger looked up, then pointed hard at the creek. The ranger swung his scope around, studied the bank for a long moment, and beckoned. They backed away from the hiding place, which {hero} only later realized was the whole point, and hurried up the beach to him.}
  {spot == "log": {hero} ran along the beach to the ranger, which is difficult to do quietly, and arrived out of breath. "The peeps came from the creek mouth," {hero} whispered. "And then they stopped." The ranger swung his scope around without a word.}
  {spot == "bridge" && route == "scope": The ranger swung the scope toward the clump of grass, turned a knob with two fingers, and stepped aside for {hero} without saying anything, which was somehow more exciting than if he had.}
  {spot == "bridge" && route != "scope": {hero} raced back up the path to the beach. The ranger didn't ask a single question. He folded his scope, came at a fast walk and set it up on the bridge with its legs spread wide.}
  {hero} put one eye to the eyepiece. The whole circle filled with gray. It was the cygnet, tucked into a quiet pocket {spot == "bridge": behind the grass|under the overhanging bank}, wet, small and very much alive, its head up and its dark eyes wide open.
  "Tired, not hurt," the ranger said quietly. "It's resting. Smart bird. Now, nobody's standing over it anymore. Watch what it does."
  So {hero} watched. A minute went by, and then another. The ranger didn't fidget or check his watch; he just stood there, breathing slowly, the way people do when they have done a lot of waiting and learned to be good at it. {hero} tried to copy him.
  The mother swan called from the lake. Hoo-HOO.
  In the bright circle of the scope, the cygnet stood up, shook its stubby little wings and started upstream, hugging the edge of the creek where the water ran slow. It paddled, scrambled over a stone, slipped, paddled again. {hero} could see every flick of its webbed feet. Then it gave one enormous kick, popped out of the creek mouth into the lake, and the mother swan folded it in beside the others as if nothing had happened at all.
  "Four," {hero} said out loud, and was surprised how shaky it came out.
  "Do you ever have to rescue them?" {hero} asked. "Like, actually go in and get them?"
  "Almost never," the ranger said. "If I'd gone wading in there, it would have burrowed deeper and stayed put. Mostly we count, and watch, and keep people back. The parents do the rescuing. They're better at it."
  {knows_molt: "So it really did have to come home on the water," {hero} said. "All by itself, with its mother calling the way."|"Why didn't the mother just fly down and get it?" {hero} asked.}
  {not knows_molt: "Can't," said the ranger. "Swans drop their big wing feathers every summer and grow new ones. For a few weeks, she's a boat." # fact: swans-molt-summer}
  The ranger held out his notebook and pencil. "You found it. You write the number."
  {route == "scope": {hero} drew a line through the 3 and the question mark, and wrote a 4 so big it took up two rows.|{hero} wrote a 4 in the cygnet column, so big it took up two rows.} Underneath, the ranger added, "Spotted by {hero}."
  "What happens to the notebook?" {hero} asked.
  "It goes into the park's records," the ranger said. "This lake has been part of the park since the very beginning, in 1929. People have been writing down what lives here for a long time, and now one of those lines is yours." # fact: created-1929-bigger
  {hero} looked at {their} own handwriting on the page and had the strange, good feeling of being a small part of something very old.
  {pal} cleared its throat importantly. "Put me in," {pal} said. "I was extremely helpful. I was heroically quiet."
  So the ranger wrote, in tiny letters at the very bottom, "With quiet help from {pal}." # ending: in_the_notebook
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending (the cost): down the creek to Jenny Lake, and back too late to see it happen.
// ---------------------------------------------------------------------------------------------
=== the_long_way_round ===
# place: jenny-lake
{band:
- "young":
  {spot == "mouth": They followed the creek down. They looked in every pool.}
  {spot == "log": They walked to the creek and followed it down, looking and looking.}
  {spot == "bridge": {hero} ran down the trail. "Walk, please!" Mom called. "Remember the slippery rocks."}
  The creek splashed down through the pine trees. {flies(): {pal} flew from branch to branch.|{pal} {moved()} along the bank.} They looked behind rocks. They looked under bushes. No cygnet.
  Then the trees opened up. There was Jenny Lake! It was big and blue. Tall mountains stood up on the other side.
  "One of those is the Grand Teton," said Mom. "No mountain in this park is taller." # fact: rises-feet-above
  But there was no gray baby anywhere.
  Then, far away behind them, the swans called. "Hoo-HOO! Hoo-HOO!"
- "middle":
  {spot == "mouth": They followed the creek down, checking every pool and every clump of grass.}
  {spot == "log": They walked down to the creek and followed the trail beside it, checking every pool and every clump of grass.}
  {spot == "bridge": {hero} started to run down the trail. "Walk!" Mom called. "Remember what I said about those rocks." So {hero} walked, fast, checking every pool and every clump of grass.}
  The creek tumbled down through the pines for half a mile, over little rapids and around big boulders. {flies(): {pal} flew ahead from branch to branch, looking down.|{pal} {moved()} along the bank, looking into the water.} They found a feather, a pine cone and a very surprised chipmunk. They did not find a cygnet. # fact: string-lake-creek
  Then the trees opened, and there was Jenny Lake, wide and blue and still. On the far side, the peaks shot straight up from the water.
  "One of those peaks is the Grand Teton," Mom said. "It rises 13,775 feet above the sea, and more than 7,000 feet above the valley floor." # fact: rises-feet-above
  {hero} hardly looked. {They} {were} searching the shore. No gray fluff. No peep.
  Once {hero}'s heart jumped. Something small, round and gray sat right at the water's edge. It was a rock.
  Then, far behind them, back up the creek, the swans began to call. Hoo-HOO! Hoo-HOO! And then they stopped.
- else:
  {spot == "mouth": They followed the creek downhill, checking every pool, every eddy and every clump of grass along the bank.}
  {spot == "log": They walked down to the creek and took the trail beside it, checking every pool, every eddy and every clump of grass along the bank.}
  {spot == "bridge": {hero} took off down the trail at a run. "Walk!" Mom called. "A broken ankle won't help anybody, least of all that cygnet." So {hero} walked, very fast, checking every pool and every clump of grass.}
  The creek tumbled down through the pines for about half a mile, over little rapids and around boulders, never slowing down. {flies(): {pal} flew ahead from branch to branch, scanning the water from above.|{pal} {moved()} along the bank, peering into every pool.} They found a feather, a pine cone and one extremely offended chipmunk. They did not find a cygnet. # fact: string-lake-creek
  Then the trees opened, and there was Jenny Lake, wide and blue and perfectly still. On the far side, the peaks didn't so much rise from the water as leap out of it.
  "Somewhere in that crowd of peaks is the Grand Teton," Mom said, a little out of breath. "It rises 13,775 feet above sea level, and more than 7,000 feet straight up from the valley floor." # fact: rises-feet-above
  On any other day, {hero} would have stared at it for an hour. Today {they} hardly looked. {They} {were} searching the shoreline for a gray dot. There wasn't one.
  Once {hero}'s heart gave a huge leap: something small and round and gray sat right at the edge of the water, perfectly still. {hero} crept toward it. It was a rock. A very round, very gray, deeply disappointing rock.
  Then, faint and far behind them, back up the creek, the swans began to call. Hoo-HOO. Hoo-HOO. And then they went quiet.
}
# place: string-lake
{band:
- "young":
  They hurried back up the creek. {route == "scope" && spot == "bridge": At the footbridge|Back at String Lake}, the ranger waved. He held up four fingers!
  {spot == "log": "It came out as soon as the creek path was empty," he said. "Just after you walked past it."|"It came out right where you were," he said. "Just after you left."}
  {hero} was glad. But {they} {were} a little sad too. {They} had missed it.
  "It was never really lost," Mom said. "It knew its mom's voice. We just had to wait."
  "Next time I will be very boring," said {pal}. "I will sit like a rock."
  Far out on the lake, six swans swam in a line. Two were big, and four were small and gray. # ending: the_long_way_round
- "middle":
  They climbed back up the trail as fast as they could walk. {route == "scope" && spot == "bridge": The ranger was still on the footbridge|The ranger was still at his scope on the beach}, and when he saw them, he held up four fingers.
  {spot == "log": "It came out about ten minutes after you left," he said. "It must have been tucked in the grass at the top of the creek. Once the trail beside it was empty, it paddled up along the edge and went straight to its mother."|"It came out about ten minutes after you left," he said. "Right near where you'd been standing. It paddled up along the edge and went straight to its mother."}
  {hero} felt two things at once. {They} {were} so glad the cygnet was safe. And {they} {were} sorry, too, because {they} had missed the whole thing.
  "It was never really lost," Mom said, putting an arm around {hero}. "It knew exactly where its mother was. It just needed a quiet moment to get back. Next time, we'll know to give it one."
  "Next time," said {pal}, "I am going to be the most boring {kind} in the whole park."
  Through the ranger's scope, {hero} found them, far out on the green water: two big white swans, and four small gray ones, all in a row. # ending: the_long_way_round
- else:
  They climbed back up the trail as fast as anyone can climb while pretending not to run. {route == "scope" && spot == "bridge": The ranger was still on the footbridge|The ranger was still at his scope on the beach}, and as soon as he saw them he held up four fingers.
  {spot == "log": "About ten minutes after you left," he said. "It was tucked in the grass right at the top of the creek. The minute the trail beside it went quiet, out it came, paddled up along the edge and went straight to its mother. Neatest thing you ever saw."|"About ten minutes after you left," he said. "Came out right near where you'd been, paddled up along the edge and went straight to its mother. Neatest thing you ever saw."}
  {hero} felt two things at once, and they did not fit together well. {They} {were} so relieved that {their} knees went wobbly. And {they} {were} disappointed in a small, hot, private way, because {they} had walked a whole mile looking for something that {spot == "log": had been hiding at the top of the creek the entire time, waiting for the trail beside it to empty.|had been sitting a few steps away the entire time, waiting for everyone to leave.}
  {spot == "log": "It was never really lost," Mom said, and pulled {hero} close. "It knew exactly where its mother was. What it needed was a quiet minute and an empty bank, and we went marching right past it. That's not a bad thing to find out."|"It was never really lost," Mom said, and pulled {hero} close. "It knew exactly where its mother was. What it needed was a quiet minute and a clear path, and we were the ones standing in it. That's not a bad thing to find out."}
  {hero} thought about the round gray rock at Jenny Lake and almost laughed, and almost cried, and ended up doing a little of both.
  "Next time," {pal} announced, "I am going to be the most boring {kind} in the entire park. People will mistake me for a rock."
  The ranger tilted his scope toward {hero}. Far out on the green water, a long way from anyone, six swans were gliding in a line: two big and white, and four small and gray. It wasn't the same as seeing the cygnet come home. But it was four, and {hero} decided that four was enough. # ending: the_long_way_round
}
-> END

// ---------------------------------------------------------------------------------------------
// "End now": they stop where they are, keep still, and the family finds its baby.
// ---------------------------------------------------------------------------------------------
=== early_end ===
# place: string-lake
{band:
- "young":
  {spot == "" && route == "water": Mom held the canoe still, far from the moose. "Let's just stay here and watch," she said.}
  {spot == "" && route == "sand": {hero} stopped. "Let's not chase the baby," Mom said. "Its family can find it."}
  {spot == "" && route == "scope": "Let's stay right here," said the ranger. "The mom and dad are better at this than we are."}
  {spot == "": At the end of the lake, the water ran out into a splashy creek.}
  {spot == "mouth": Mom pointed up the beach. They tiptoed away from the creek. Then they sat down to watch.}
  {spot == "log": They stayed on the log. The sun felt warm on their backs.}
  {spot == "bridge": They stayed on the bridge and did not make a sound.}
  A fish jumped far out in the lake. Plop!
  Then the swan mom called. "Hoo-HOO!"
  "Peep!" A tiny answer came from the creek.
  Out came a little gray ball of fluff. It paddled along the edge, where the water was slow. Paddle, paddle, plop! It was back in the lake.
  The swan mom tucked it in with the others.
  {hero} counted. One, two, three, four!
  {route == "water" && spot == "": {pal} {pal_sound} once, very softly, and sat still in the canoe.|{pal} {swan_joy()}.} "We found it," {pal} said. "Well, its mom found it. We watched."
  "Watching was just right," said Mom. The littlest cygnet swam at the back of the line, of course. # ending: safe_and_sound
- "middle":
  {spot == "" && route == "water": Mom held the canoe steady, far out from the moose. "Let's stay right here and watch," she said. "Sometimes the best way to find something is to stop moving."}
  {spot == "" && route == "sand": {hero} stopped where the tiny prints wobbled away down the beach, toward the end of the lake, where the water spilled out into a creek. "Let's not chase it," Mom said. "A baby that scared will just keep running. Let's give its family a chance to find it."}
  {spot == "" && route == "scope": The ranger kept the scope on the family, who had drifted toward the end of the lake, where the water slipped out into a little creek. "Let's stay right here," he said. "Those parents are better at this than we'll ever be."}
  {spot == "mouth": Mom touched {hero}'s arm and pointed back up the beach. They tiptoed away from the bank, slow and quiet, and sat down on the sand to watch.}
  {spot == "log": They stayed right there on the log, with the sun warm on their backs, and watched.}
  {spot == "bridge": They stayed on the bridge, as quiet as the posts, and watched the water.}
  For a while, nothing happened. A fish jumped far out in the lake, plop, and rings spread out across the flat water. A breeze wrinkled the surface and smoothed it again.
  Then the mother swan lifted her neck and called. Hoo-HOO!
  From the creek came a tiny answer. Peep!
  A small gray shape paddled out from the grass at the edge of the creek, where the water ran slow. It scrambled over a stone, kicked hard and popped out into the lake. The mother swan lowered her neck and tucked it in beside the other three.
  {hero} counted. One, two, three, four. Four!
  {route == "water" && spot == "": {pal} {pal_sound} once, very softly, and stayed perfectly still in the middle of the canoe.|{pal} {swan_joy()}.} "We found it," {pal} said. "Well, its mother found it. We helped by being quiet."
  "Being quiet was exactly the right kind of help," said Mom.
  The swan family glided away across the green water, all six in a row. The littlest cygnet paddled at the very back, stopping to peck at a floating leaf and then hurrying to catch up, exactly like before. # ending: safe_and_sound
- else:
  {spot == "" && route == "water": Mom held the canoe steady with one paddle, well out from the moose. "Let's stay right here," she said. "Sometimes the best way to find something is to stop moving and let it find you."}
  {spot == "" && route == "sand": {hero} stopped where the tiny prints wobbled away along the beach, toward the south end of the lake, where the water slid out between the stones into a creek. "Let's not chase it," Mom said quietly. "A baby that scared will just keep running from us. Let's give its family a chance."}
  {spot == "" && route == "scope": The ranger kept one eye on the family, who had drifted toward the south end of the lake, where the water slipped out over a lip of stones into a creek. "Let's stay right here," he said. "Those two parents are better at finding their baby than any ranger will ever be."}
  {spot == "mouth": Mom touched {hero}'s arm and pointed back up the beach. They tiptoed away from the bank, one slow step at a time, and sat down on the warm sand a long way off.}
  {spot == "log": They stayed right where they were on the log, with the sun warm on their backs, and let the lake do the talking.}
  {spot == "bridge": They stayed on the bridge, as quiet as the posts holding it up, and watched the water slide by.}
  For a long while, nothing happened, and {hero} discovered that nothing happening can be the loudest thing in the world. A fish jumped far out on the lake, and rings spread slowly across the flat water. A breeze wrinkled the surface and smoothed it out again, like a hand on a bedsheet.
  Then the mother swan lifted her long neck and called, low and round. Hoo-HOO.
  From the creek came the smallest answer in the world. Peep.
  A gray shape pushed out of the grass at the edge of the creek, where the water ran slow and shallow. It paddled, scrambled over a stone, slipped, and paddled again. Then it gave one tremendous kick, shot out into the lake, and the mother swan folded it in beside the other three as if it had only stepped out for a minute.
  {hero} counted, and this time the number came out right. One, two, three, four.
  {route == "water" && spot == "": {pal} {pal_sound} once, very quietly, then remembered about canoes and went as still as a statue, trying to look modest.|{pal} {swan_joy()} and then tried to look modest.} "We found it," {pal} said, then reconsidered. "Well. Its mother found it. We supervised."
  "Supervising quietly," said Mom, "is a very underrated skill."
  The swan family glided away across the green water, six in a row. At the very back, of course, paddled the littlest cygnet, stopping to inspect a floating leaf and then scrambling to catch up, as if the whole morning had never happened. {hero} watched them go with a feeling like a balloon slowly filling up inside {their} chest. # ending: safe_and_sound
}
-> END

// ---------------------------------------------------------------------------------------------
// This story's own sidekick gestures (past tense), so its sentences are its own.
// ---------------------------------------------------------------------------------------------
=== function swan_alert()
{ kind:
- "fox": ~ return "put its nose to the sand and froze, one paw lifted"
- "owl": ~ return "swiveled its round face toward the water"
- "bear": ~ return "raised its big head and sniffed hard at the breeze"
- "raccoon": ~ return "stood up on its hind legs with its little hands held high"
- "otter": ~ return "lifted its whiskery nose and went perfectly still"
- "rabbit": ~ return "shot both ears straight up"
- "turtle": ~ return "stretched its neck toward the water and blinked"
- "eagle": ~ return "snapped its head around, fierce eyes wide"
- "squirrel": ~ return "froze on its hind legs, tail twitching"
- "deer": ~ return "lifted its head, dark nostrils wide"
}
~ return "UNSET_alert"

=== function swan_joy()
{ kind:
- "fox": ~ return "spun in a quick, happy circle"
- "owl": ~ return "bobbed its round head up and down"
- "bear": ~ return "swayed from paw to paw like a dancer"
- "raccoon": ~ return "clapped its little black hands without a sound"
- "otter": ~ return "flipped over and back in one quick roll"
- "rabbit": ~ return "kicked up its heels in a twisty jump"
- "turtle": ~ return "stuck its head out as far as it would go"
- "eagle": ~ return "gave its great wings one proud shake"
- "squirrel": ~ return "whirled its tail in a fluffy loop"
- "deer": ~ return "gave a bouncy little skip"
}
~ return "UNSET_joy"
