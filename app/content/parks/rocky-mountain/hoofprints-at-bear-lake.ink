# title: Hoofprints at Bear Lake
# month: 9
INCLUDE shared/story.ink
VAR route = ""
VAR spot = ""
VAR found_hair = false
VAR heard_bugle = false
VAR saw_trout = false
VAR warned_family = false
-> first_light

=== first_light ===
# place: bear-lake
{band:
- "young":
  The sky was gray. Then it turned gold.
  {hero} and Grandma stood by Bear Lake. Frost sparkled on the rocks. Every breath made a little white cloud.
  "Brr," said {pal}. "Did summer go home already?"
  Across the lake, the top of a big mountain turned pink. The still water held a pink mountain upside down.
  "Why is the lake in a bowl?" {hero} asked.
  "Long ago, giant rivers of ice called glaciers scooped it out," said Grandma. # fact: ice-age-glaciers
  Splash! Something huge stepped out of the bushes and into the water. It had long legs and a long face. A small one splashed behind it.
  "A moose!" Grandma whispered. "A mom and her baby."
  The mom put her whole head under the water. She came up with weeds hanging from her mouth. The baby tried it too. It came up sneezing.
  "We stay right here," said Grandma. "A moose mom needs lots of room."
  Then the two moose walked into the trees, and they were gone.
  A ranger hurried up with a stack of yellow signs. "I'm Ranger Nakai," he said. "Soon the buses will bring lots of people. Which way did the moose go? I need to put up a sign, so people stay back."
  "We can help!" said {hero}.
  "Look with your eyes. Do not go close," said the ranger. "Stay as far away as two school buses, end to end." And off he went.
  On the path, {hero} saw big hoofprints. They were shaped like hearts!
- "middle":
  The sky over Bear Lake was sliding from gray to gold when {hero} and Grandma reached the shore. Frost glittered on the rocks, and the cold made {hero}'s nose tingle.
  "Nobody told me mountains get frosty in September," {pal} grumbled.
  Across the water, the tip of Hallett Peak caught the first sun. It blazed orange, then pink, and the lake was so still that it held a second mountain upside down.
  "Why does the lake sit in a bowl?" {hero} asked.
  "Ice made it," said Grandma. "In the Ice Age, glaciers ground down these mountains. They scooped out lakes like this one and carved the valleys into big U shapes." # fact: ice-age-glaciers
  Then came a splash. Along the shore, a huge dark animal waded out of the willows. She was taller than a horse, with knobby legs, a long face and a flap of skin swinging under her chin. Behind her splashed a smaller, reddish one.
  "Moose," Grandma breathed. "A mother and her calf."
  The mother dunked her whole head and came up chewing a dripping beard of weeds. The calf tried it too and came up sneezing.
  {kind == "deer": "That's my biggest cousin," {pal} whispered proudly. "Moose are the largest deer in the world."|"That is the biggest breakfast I have ever watched," {pal} whispered.}
  "We stay right here," said Grandma. "A mother moose wants lots of room around her baby."
  The two moose crossed the trail ahead and melted into the dark trees. Only rings on the water showed where they had been.
  Boots crunched behind them. A ranger hurried up with a bundle of yellow signs. "I'm Ranger Nakai," he said quietly. "In an hour the buses will bring a crowd. If I know which way those moose went, I can put a sign on the right path, and people will give them room."
  "We can help look," said {hero}.
  "Then look with your eyes, not your feet," said the ranger. "Never closer than two school buses, end to end. I'll check the path to the upper lakes." And he strode off uphill.
  On the trail where the moose had crossed, {hero} found hoofprints shaped like enormous hearts, still filling with water.
- else:
  Grandma had promised moose, in the casual way she promised most things, and {hero} had not quite believed her. But here they were on the shore of Bear Lake in September, in a dawn so cold that the frost on the rocks crunched like sugar.
  "For the record," {pal} announced, "nobody mentioned frost."
  Then the sun found the top of Hallett Peak. The summit lit orange, then rose pink, one slow stripe at a time, and the lake was so glassy that a second mountain glowed upside down beneath the first. {hero} forgot about being cold.
  "The lake's in a bowl," {they} said. "Like someone pressed a giant thumb into the ground."
  "Close," said Grandma. "Ice Age glaciers. They ground through these mountains, scooped out lakes like this one and carved the valleys into U shapes. The bowl is what they left behind." # fact: ice-age-glaciers
  That was when the splash came. Along the shore the willows shook, and something enormous stepped into the shallows: legs like stilts, a long solemn face, a flap of skin swaying under the chin. A cow moose. Behind her, stumbling a little, came a calf the color of a rusty penny.
  The mother sank her whole head under the water and came up chewing a dripping mouthful of weeds. The calf watched, copied her, and came up sneezing so hard its ears flapped. {hero} pressed both hands over {their} mouth to trap the laugh.
  {kind == "deer": "Distant cousin," {pal} murmured, sounding smug. "Very distant. Very large."|{pal} {sniffed()} and sighed. "I take back everything I said about the frost," it murmured.}
  "We stay exactly here," Grandma whispered. "A moose looks slow until she isn't, and a mother with a calf wants a lot of room."
  Ten minutes later the pair crossed the trail ahead and were swallowed by the dark spruces. The ripples flattened, as if the lake had made them up.
  Boots crunched behind them, and a ranger came up breathing hard, yellow signs under one arm. "Ranger Nakai," he said in a low voice. "In an hour the first buses unload a crowd on this shore, and people love moose a little too close. If I know which way those two went, I can put a sign on the right path before anyone walks into a mother moose. But I can only check one trail at a time."
  "We could check another," said {hero}, before {they} could think about it.
  He studied Grandma, who shrugged as if to say that {hero} usually meant it. "All right. Eyes, not feet. Never closer than two school buses end to end. I'll take the path to the upper lakes." He was gone uphill before {hero} could ask anything else.
  Where the moose had crossed the trail, the mud held hoofprints as long as Grandma's hand, shaped like split hearts, and they were still slowly filling with water.
}
* [Follow the heart-shaped hoofprints # act: go] -> hoofprints
* [Help the ranger by checking the path to Alberta Falls # act: help] -> falls_path
* [Wait on the shore without making a sound # act: wait] -> still_shore

=== hoofprints ===
# place: bear-lake
~ route = "prints"
~ found_hair = true
{band:
- "young":
  {hero} followed the heart prints. Step, step, step.
  Each print was as big as Grandma's hand. {small(): {pal} stood inside one print. It was like standing in a bathtub!|{pal} put one foot in a print. There was room to spare!}
  The prints went into a patch of willow bushes. Some little twigs had no tips. Something had bitten them off!
  "A moose ate here," said Grandma. "Moose love willow twigs. See? The bites are still wet."
  On a tree, {hero} found a clump of brown hair. It was stiff, like a broom.
  "Moose hair!" {hero} whispered. Curious, {pal} {sniffed()}.
- "middle":
  {hero} followed the hoofprints along the trail, one slow step at a time. Each print was as long as Grandma's hand, with two pointed halves like a split heart, and the steps between them were almost as long as {hero} was tall.
  {small(): {pal} tried standing inside one print and almost disappeared.|{pal} set one foot inside a print, and there was room to spare.} "Whoever made this," it said, "has very big feet and no manners about mud."
  "A moose's hoof spreads wide," said Grandma, "so it doesn't sink in mud or snow. It's like wearing snowshoes."
  The prints left the trail and pushed into the willows. There {hero} found willow twigs with their tips bitten off. The ends were pale and wet.
  "Fresh," said Grandma. "Moose eat willow twigs the way you eat carrot sticks. These were nibbled a few minutes ago."
  A little farther on, a tuft of dark hair clung to the rough bark of a spruce. {hero} didn't touch it, but {they} leaned close. It was thick and stiff, like the bristles of a broom.
  "Moose sign," Grandma whispered. "That's what trackers call all of it: prints, bites, hair." {hero} said the new word over to {themself}. {pal} {sniffed()}, very seriously, as if it were a tracker too.
- else:
  The prints were easy to follow at first, dark hearts pressed into the mud, each one split down the middle, each step almost as long as {hero} was tall. {pal} examined the first one and reported, very seriously, that it smelled like wet moose and pond. {hero} felt like a scout in an old adventure story, bent over a trail nobody else had noticed.
  {small(): To test the size, {pal} stood inside a print and all but vanished.|To test the size, {pal} set one foot in a print, and there was room left over.} "Whoever made this," it said, "has enormous feet and no respect for mud."
  "A moose's hooves spread apart when it steps," said Grandma, "so it doesn't sink into bogs or snow. Built-in snowshoes."
  Where the trail curved, the line of prints pushed straight into the willows. Several twigs had been nipped off at the tips, and the cut ends were pale green and still damp.
  "Moose eat willow the way you eat pretzels," Grandma murmured. "Those bites can't be ten minutes old."
  A little farther on, a tuft of dark hair was snagged on the rough bark of a spruce. {hero} did not touch it. {They} only leaned in close enough to see that each hair was thick and coarse, more like broom bristles than fur.
  "Moose sign," Grandma murmured. "Trackers call all of it sign: the prints, the bites, the hair." {hero} liked the word at once. It made the whole morning sound like a language only a few people could read. {pal} {sniffed()}, with the air of an apprentice tracker taking notes.
}
{end_now: -> prints_end}
{band:
- "young":
  Then the prints split in two! Big hearts went up the hill. Little hearts went into thick bushes by the water.
  "Is the baby lost?" {hero} asked. {Their} tummy felt tight.
  "A baby moose stays close to its mom," said Grandma. But she looked hard at the bushes.
  Crack! A twig snapped in there. Then came a low sound. Hmmmf.
  {pal} froze. {hero} froze too. Even the lake seemed to hold still.
  Behind them, people were talking and laughing on the trail. The first hikers were coming!
  Something big was in the bushes. Was it the baby, all alone? Or was it the mom?
- "middle":
  Then {hero} stopped. The prints split in two. The big hearts went uphill into the trees. The smaller hearts, the calf's, turned the other way, toward a thick tangle of willows at the edge of the water.
  "Grandma," {hero} whispered, "did the calf get lost?"
  "A calf that young hardly ever lets its mother out of sight," said Grandma. But she lifted her binoculars and frowned at the willows.
  {hero} pictured the calf alone in there, sneezing at the weeds with nobody to copy. {Their} chest went tight.
  {pal} went very still. Then they all heard it: a low, soft grunt from inside the tangle, and the snap of a stem. The willow tops swayed, though the air was calm.
  "Something's moving," Grandma breathed. "Something big. I can't tell which one."
  Behind them, voices drifted from the trailhead. The first hikers of the day were on their way, laughing loudly.
  {hero} looked at the swaying willows, then back toward the voices. What was breathing in that tangle: a calf calling for its mother, or a mother guarding her calf?
- else:
  Then the story in the mud changed. Beside the spruce, the prints split in two. The big hearts wandered uphill into the shadowy trees. The small hearts, the calf's, turned the other way and vanished into a dense wall of willows at the water's edge.
  {hero}'s stomach dropped. "Grandma. Would a calf get separated?"
  "Not usually, not at this age," said Grandma. She raised her binoculars anyway, and {hero} noticed she held them there a little too long.
  {hero} pictured the calf alone in that thicket, sneezing at the pond weed with nobody to copy, and had to swallow hard. It was ridiculous to feel this worried about an animal {they} had known for twenty minutes. {They} felt it anyway.
  From the willows came a sound that was half grunt and half sigh, then the crack of a stem. The tops of the willows leaned and swayed, though there was no wind at all. {pal} went still in the way animals go still when they are listening with everything they have.
  "Something big," Grandma breathed. "I can't see which one."
  From the trailhead came the first voices of the day: laughter, a zipper, somebody asking which way the lake was.
  {hero} looked from the trembling willows to the path and back again. Something large was standing in that thicket, close to the water, and {they} had no idea whether it was a worried calf or a mother who would not enjoy visitors.
}
* [Wait for the next sound from the willows # act: wait] -> willows
* [Look back down the trail at the voices # act: look] -> crowd
* [Go and tell the ranger about the split prints # act: go] -> ranger_meet

=== prints_end ===
# place: bear-lake
# ending: where-they-went-in
{band:
- "young":
  "This is where the moose went in," said {hero}. "Let's tell the ranger!"
  They walked back to the trail. The ranger was coming down the hill.
  {hero} showed him the bitten twigs and the brown hair.
  "Good eyes!" said the ranger. He put a yellow sign by the bushes. It said: Moose here. Give them room.
  A family came along. They read the sign. Then they walked the other way around the lake.
  Just then, two big ears poked up over the bushes. Flick, flick. It was the baby moose! Then two bigger ears poked up next to it. The baby was right there beside its mom.
  {pal} did not make a sound. It just leaned against {hero}, warm and happy.
  {hero} did not go closer. {They} just smiled and whispered, "Bye, baby moose."
- "middle":
  {hero} looked at the nibbled twigs and the tuft of hair. "This is where they went in," {they} said. "That's what the ranger needs to know."
  "Good thinking," said Grandma. "A ranger doesn't need a photo. He needs a direction."
  They walked back to the trail junction just as the ranger came down from the upper lakes, shaking his head. When {hero} showed him the bitten willows and the snagged hair, his eyebrows shot up.
  "Minutes old," he said. "You read that like a tracker."
  He clipped a yellow sign to the post by the willows: Moose in area. Please give them space. Then he stood on the trail and cheerfully sent the first hikers around the other side of the lake.
  Just before {hero} and Grandma left, two long ears rose above the willow tops, turned toward the lake, and sank out of sight again. A moment later a bigger pair rose beside them. The calf was right there beside its mom.
  {pal} let out a long, happy sigh.
  {hero} had found the moose without ever getting close, and that felt like the best kind of finding.
- else:
  {hero} looked at the nibbled twigs and the snagged hair and realized {they} already had what the ranger had asked for. Not the moose themselves, but the door they had gone through.
  "This is where they went in," {they} said. "Right here. This is the path that needs the sign."
  Grandma tilted her head, pleased. "A ranger doesn't need a photograph. He needs a direction."
  They walked back to the junction just as the ranger came down from the upper path, shaking his head. When {hero} showed him the bitten willows and the tuft on the spruce, his eyebrows climbed. "Fresh," he said. "You read that like someone who's done it before."
  He clipped a yellow sign to the post beside the willows. Moose in area. Please give them space. Then he planted himself on the trail and steered the first hikers around the other side of the lake, cheerful and firm, like a crossing guard with a badge.
  {hero} never did see the calf's face again. But just before they left, two long ears rose above the willow tops, swiveled toward the water, and sank out of sight. A moment later, a much bigger pair rose beside them. The calf was right there beside its mother, exactly where a calf belongs.
  {pal} let out a long, contented sigh, and {hero} decided that a pair of ears was plenty. Some things were better found than seen. Besides, {they} now knew exactly what a fresh willow bite looked like, which was the kind of knowledge that, once you had it, you could never stop using.
}
-> END

=== falls_path ===
# place: alberta-falls
~ route = "falls"
~ warned_family = true
{band:
- "young":
  The trail went down through tall white trees. Their leaves were turning gold.
  {hero} looked at every muddy spot. {They} saw boot prints. {They} saw small round hoofprints. But there were no big moose hearts.
  Then {they} heard a roar. It was Alberta Falls! White water crashed between the rocks. Cold spray flew everywhere.
  "Not too close to the edge," said Grandma. "Wet rocks are slippery."
  A family in blue coats was walking up the trail.
  "There is a moose mom and a baby near the lake," {hero} told them. "Give them lots of room!"
  "Thank you," said the dad. "We will."
- "middle":
  The trail to Alberta Falls dropped down through a forest of aspens. Their leaves were just beginning to turn, so the light came through green and gold at once. Black scars dotted the white trunks.
  "Elk nibble aspen bark in winter," said Grandma. "Those are old bite marks."
  At every muddy patch, {hero} crouched to check. There were boot prints, and once some small split hoofprints, rounder than a moose's. But there were no giant hearts.
  The roar grew louder until the trees opened, and there was Alberta Falls, pouring white through a notch in the granite. Cold spray drifted over the rocks.
  "Stay back from the edge," said Grandma. "Wet granite is as slippery as soap."
  A family in matching blue jackets was starting up toward Bear Lake. {hero} hurried over. "There's a mother moose and her calf somewhere near the lake," {they} told them. "Give them lots of room, okay?"
  The dad nodded. "Thanks for the warning."
- else:
  The trail to Alberta Falls dropped through a forest of aspens just starting to turn, so the light came through half green and half gold, like a stained glass window someone had not finished. Many of the white trunks were scarred with black.
  "Elk," said Grandma. "They chew the bark in winter when there's nothing else. Those are old bites, healed over."
  Overhead, the aspen leaves never stopped moving. Even when {hero} could not feel a breath of wind, they shivered and flickered like thousands of tiny hands waving. Grandma said their stems were flat, so the leaves caught the faintest air. {pal} watched them suspiciously, as if they were up to something.
  {hero} checked every muddy patch, crouching low the way Grandma had by the lake. Boot prints, boot prints, more boot prints, and once a set of small split hoofprints, rounder and neater than the ones by the lake. No giant hearts. Not one.
  The roar came before the view. Then the trees opened, and Alberta Falls was crashing white through a notch in the granite, throwing cold spray over everything.
  "Back from the edge," said Grandma, without even looking, the way grandmothers do. "Wet granite is slicker than soap."
  A family in matching blue jackets was heading up toward Bear Lake. {hero} felt suddenly shy, then decided the moose were more important than feeling shy. "Excuse me. There's a mother moose with a calf near the lake. Could you give them lots of room?"
  The dad blinked, then smiled. "We will. Thanks for telling us."
}
{end_now: -> falls_end}
~ heard_bugle = true
{band:
- "young":
  Then a strange sound came from the trees. It went low, then very high, like a squeaky whistle. Then it went grunt, grunt, grunt!
  {pal} {pal_sound}. "What was that?"
  "A bull elk," said Grandma. "In fall, the boy elk make loud, squeaky calls." # fact: fall-male-elk
  Out stepped a huge elk with big antlers. He stood right in the middle of the trail!
  "We give him lots of room," said Grandma.
  The elk was in the way back to the lake. Two hikers stood on his other side, waiting too.
- "middle":
  Then a strange sound floated out of the aspens above the falls. It started low, slid up into a high, wobbly whistle, and ended in a string of grunts.
  {pal} {pal_sound} in alarm. "Was that a broken teakettle?"
  "That's a bull elk bugling," said Grandma, her eyes shining. "In fall, the male elk call like that. You can hear it echo right across the meadows." # fact: fall-male-elk
  Out stepped the bugler himself: a huge bull with antlers like a heap of branches, his breath smoking in the cold. He walked onto the trail between them and the way back to Bear Lake, and stood there chewing.
  "In fall the bulls are grumpy," Grandma whispered. "We give him extra room."
  There were no moose on this trail. {hero} was sure of it now, and that was news for the ranger. But a very large elk was standing on top of it. On his far side, two hikers coming down from Bear Lake had stopped to wait as well.
- else:
  Then a sound floated out of the aspens above the falls that {hero} would remember for a long time. It started as a low moan, climbed into a high, wavering whistle, like someone playing a rusty gate as a flute, and finished with a string of grunts.
  {pal} {pal_sound}. "If that was a bird," it said faintly, "I do not want to meet it."
  "That's a bull elk bugling," said Grandma, and she looked about ten years younger. "In fall the males call like that, loud and high. On a still morning it echoes right across the meadows." # fact: fall-male-elk
  Then the bugler himself stepped out of the trees: a bull with antlers like a pile of firewood, his breath smoking, his neck thick and shaggy. He walked onto the trail, between them and the way back to Bear Lake, and stopped there, chewing, as if he had paid for it.
  "In fall the bulls are short-tempered," Grandma whispered. "We give him far more room than we think he needs."
  {hero} realized two things at once. There were no moose on this trail, which was real news for the ranger. And the only way to deliver it was currently blocked by several hundred pounds of grumpy elk. On his far side, two hikers coming down from Bear Lake had frozen as well.
}
* [Wait for the bull elk to wander off # act: wait] -> crowd
* [Go down to the shuttle stop and ride back up to Bear Lake # act: go] -> ranger_meet
* [Ask the hikers across the trail if they saw any moose # act: ask] -> willows

=== falls_end ===
# place: alberta-falls
# ending: news-from-the-falls
{band:
- "young":
  {hero} sat on a dry rock and watched the water fall.
  "We did not find the moose," {they} said.
  "But now we know they did not come this way," said Grandma. "That is good news for the ranger."
  They walked back up to Bear Lake. The ranger was there.
  "No moose on the falls trail," said {hero}.
  "Then they must be near the lake," said the ranger. "Thank you!" He put his yellow sign on the lake trail.
  Later, far across the water, {hero} saw two brown shapes. One was big. One was small. They were eating leaves.
  "Those are our moose!" {pal} whispered.
  The baby dunked its head in the water. It came up sneezing, again!
- "middle":
  {hero} sat on a dry rock, well back from the spray, and watched the falls.
  "We didn't find the moose," {they} said.
  "No," said Grandma. "But we found out where they aren't. Rangers need that just as much."
  They walked back up to Bear Lake, where the ranger was waiting by the trailhead with his signs. "Nothing on the upper path," he said.
  "Nothing on the falls trail either," said {hero}. "And we told a family to watch out."
  The ranger smiled slowly. "Then the moose are still somewhere around the lake itself. That narrows it down a lot." He clipped his yellow sign to a post on the lake loop.
  Later, as they walked the shore, {hero} saw two brown shapes far across the water at the edge of the willows, one large and one small, browsing in the sun.
  {pal} nearly tipped over, trying to see.
  Nobody went any closer. Nobody needed to.
- else:
  {hero} sat on a dry rock well back from the spray and watched the water tear itself white on the granite. {They} had walked a mile, checked a hundred muddy patches and found exactly zero moose.
  "That feels like failing," {they} admitted.
  "It isn't," said Grandma. "You found out where they aren't. Half of any search is crossing places off. Scientists do it all day long and call it progress."
  {pal} added that it personally had crossed off a great many places, mostly for being wet.
  Back at Bear Lake, the ranger was waiting at the trailhead, looking tired. "Nothing on the upper path," he said.
  "Nothing on the Alberta Falls trail either," said {hero}. "Only elk prints. And we warned a family on the way down."
  The ranger let out a long breath, and then he grinned. "Then they're still somewhere around the lake. You just cut my search in half." He clipped his yellow sign to a post on the lake loop and began cheerfully steering people the long way round.
  An hour later, walking the shore, {hero} spotted two brown shapes far across the water, one large and one small, browsing at the edge of the willows in the sun.
  {pal} did not say a single word, which for {pal} was a kind of speech.
  Nobody went closer. Everybody who saw them, {hero} noticed, started whispering, as if the whole lake had agreed on it.
}
-> END

=== still_shore ===
# place: bear-lake
~ route = "still"
~ saw_trout = true
{band:
- "young":
  {hero} sat on a flat rock by the water. Grandma sat too. {pal} settled {perch()} and tried to be a stone.
  Nobody said a word. Shh.
  A gold leaf floated down and landed on the water. Plip.
  Then a fish swam up near the rocks. It had a red mark under its chin.
  "A cutthroat trout," Grandma whispered. "That red mark gave it its name."
  The sunlight slid down the big mountain. Now the whole top was gold.
  "How tall is that mountain?" {hero} asked.
  "Very tall," said Grandma. "This park has more than 60 very tall peaks." # fact: peaks-taller-feet
- "middle":
  {hero} sat down on a flat boulder by the water, and Grandma sat beside {them} with her thermos. {pal} settled {perch()}, trying hard to look like part of the rock. For a long time, nobody said a word.
  Being still was harder than it sounded. {hero}'s nose itched. {Their} foot fell asleep. {pal} whispered that it had never been so bored in its life, and Grandma whispered back that boredom was the price of a ticket.
  Then it was surprising how much a lake would show you once you stopped moving. A breeze drew silver lines across the water. A golden aspen leaf spun down and floated like a tiny boat. A fish rose near the rocks, slow and close, and {hero} saw a red-orange slash under its jaw.
  "A cutthroat trout," Grandma whispered. "See the red mark under its jaw? That's how the cutthroat got its name."
  The sunlight slid down Hallett Peak, turning gray rock to gold.
  "How tall is that mountain?" {hero} asked.
  "Over twelve thousand feet," said Grandma. "This park has more than sixty peaks over twelve thousand feet, and that's one of them." # fact: peaks-taller-feet
- else:
  {hero} sat down on a flat boulder by the water. Grandma lowered herself beside {them} with the small groan she always made and unscrewed her thermos. {pal} settled {perch()} and did its best impression of a rock. And then nobody said anything at all, which turned out to be much harder than it sounded.
  {hero}'s nose itched. {Their} left foot fell asleep. {pal} leaned over and whispered that it had never been so bored in its entire life, and Grandma whispered back, without moving her lips, that boredom was the price of the ticket. {hero} counted breaths. {They} got to forty-one, lost count, and started over.
  But a lake, {hero} discovered, starts showing you things once you stop fidgeting. A breeze drew silver lines across the water and erased them. A single gold aspen leaf spun down and sat on the surface like a tiny raft. A fish rose beside the rocks, slow and unbothered, and {hero} saw a bright red-orange slash under its jaw, like a streak of paint.
  {hero} had never seen a wild fish that close without a fishing line or a glass tank in between. It hung in the clear water, fanning its fins, as if it had all the time in the world, which, {hero} supposed, it did.
  "Cutthroat trout," Grandma breathed. "See that red mark under its jaw? That's where the cutthroat gets its rather dramatic name."
  Sunlight slid down the face of Hallett Peak, turning gray stone to gold.
  "How tall is that?" {hero} whispered.
  "Over twelve thousand feet," said Grandma. "And this park has more than sixty peaks taller than twelve thousand. That one just happens to be showing off." # fact: peaks-taller-feet
}
{end_now: -> still_end}
{band:
- "young":
  Then, far across the lake, little rings spread out on the still water. One ring, then another. They came from under the bushes at the far end.
  {pal} {sniffed()}. "Something is standing in the water over there," it whispered.
  Grandma looked with her binoculars. "I can't see it. The leaves hang too low."
  Just then, the ranger came back down the hill. All his signs were still under his arm. He shook his head. No moose up there.
  And a big bus stopped by the lake. Lots and lots of people climbed out. They talked and laughed and walked every which way.
  Only {hero} and Grandma had seen the rings. Soon people would be all around the lake!
- "middle":
  Then, far across the lake where the willows leaned over the water, a ring spread out across the glassy surface. Then another, and another, slow and wide, as if something heavy were standing in the shallows under the branches and shifting its feet. Right away, {pal} {sniffed()}.
  Grandma lifted her binoculars. "Something's under those willows," she whispered. "I can't see what. The branches hang too low."
  Footsteps sounded on the path above them. The ranger was coming back down from the upper lakes with every one of his signs still under his arm. He caught Grandma's eye and shook his head. Nothing up there.
  And at the trailhead, the first shuttle bus of the day hissed to a stop. The doors folded open, and out poured a crowd in bright jackets, talking and pointing and spreading out along the shore in every direction at once.
  {hero} looked from the crowd to the ranger to the far willows. The ranger didn't know where the moose were. The crowd didn't even know there were moose. Only {hero}, Grandma and {pal} had seen those rings, and in a few minutes a hundred people would be walking every which way around this lake.
- else:
  Then, far across the lake where the willows leaned out over the water, a ring spread across the glassy surface. Then another, and another, slow and wide, the way rings spread when something heavy shifts its feet in the shallows. Nothing showed itself. Only the rings, rolling out from under the low branches and fading away. {pal} {sniffed()}, suddenly not bored at all.
  Grandma raised her binoculars and went quiet for a long moment. "Something is standing under those willows," she murmured. "In the water. The branches hang too low to see what."
  {hero} realized {they} had been holding {their} breath and let it out slowly. Calf? Mother? Both?
  Footsteps crunched on the path above them: the ranger, coming back down from the upper lakes with every one of his yellow signs still under his arm. He caught Grandma's eye and gave one short shake of the head. Nothing up there. Not a print.
  And at the trailhead, as if the morning had been waiting for its cue, the first shuttle bus of the day hissed to a stop. Its doors folded open, and out spilled a crowd in bright jackets, all talking at once, fanning out along the shore in every direction with their phones held high.
  {hero} looked from the crowd to the ranger to the far willows, and felt the morning tip over. The ranger, with all his signs, had no idea where the moose were. The crowd did not know there were moose at all. The only people on this whole shore who had seen those rings were {hero}, a grandmother with a thermos, and {pal}, and in a few minutes a hundred people would be wandering every which way around the lake.
}
* [Ask the ranger to come and see the rings under the willows # act: ask] -> ranger_meet
* [Go quietly along the trail toward the far willows # act: go] -> willows
* [Watch where the crowd from the bus is heading # act: look] -> crowd

=== still_end ===
# place: bear-lake
# ending: patient-as-a-stone
{band:
- "young":
  {hero} kept very still. {They} watched and watched.
  Then the leaves at the far end of the lake moved. A long brown face came out. It was the moose mom! Then a small face came out too.
  The baby moose walked into the lake. Splash, splash!
  The ranger came down the trail. {hero} did not shout. {They} just pointed.
  The ranger smiled. He put a yellow sign by the trail. Now people would give the moose room.
  "You found them by sitting still," said Grandma.
  "I was a very good stone," said {pal}.
- "middle":
  {hero} did not move. Neither did Grandma. Across the lake, a patch of willows began to shiver, though there was no wind.
  Then a long brown face pushed out between the leaves, still chewing, and a smaller face pushed out beside it. The mother moose stepped into the shallows, and the calf followed, lifting its knobby knees high like someone wading into a cold bath.
  The ranger came down the trail. {hero} didn't call out. {They} just raised one arm and pointed across the water.
  The ranger stopped, looked, and smiled. He walked the loop and clipped a yellow sign to a post well back from the far end: Moose in area. Please give them space.
  "You found them without taking one step," Grandma whispered.
  {pal} announced that it had been an excellent rock.
  {hero} decided that sitting still was a kind of superpower, one that nobody ever talked about.
- else:
  {hero} did the hardest thing {they} had done all morning, which was absolutely nothing. Grandma did nothing beside {them}. Across the lake, a patch of willows began to shiver, just one patch, with no wind to blame.
  Then a long brown face pushed between the leaves, still chewing, and a smaller face pushed out beside it. The mother moose stepped into the shallows. The calf followed, lifting its knobby knees high with every step, like someone lowering themselves into a bath that was much colder than advertised.
  The ranger came down the path behind them. {hero} did not call out. {They} simply raised one arm and pointed across the water, the way {they} imagined a real tracker would.
  The ranger looked, and his whole face changed. He walked the loop and clipped a yellow sign to a post near the willows, far enough away to keep everyone at a polite distance. Moose in area. Please give them space.
  "You found them," said Grandma, "without taking a single step."
  {pal} informed everyone that it had been, if it said so itself, a truly outstanding rock.
  {hero} turned that over for a while. All morning {they} had thought finding things meant chasing them. It turned out the lake had been ready to show them everything, as soon as they were quiet enough to be shown.
}
-> END

=== willows ===
# place: bear-lake
~ spot = "willows"
{band:
- "young":
  {route:
  - "prints": They waited. Hmmmf! Then the bushes moved. Out came the baby moose. Right behind it came the mom! The baby was not lost after all.
  - "falls": "Moose? Yes! By the far end of the lake," said a hiker. Soon the elk walked away. {hero} and Grandma hurried back up the trail. There were the moose, in the bushes!
  - else: They tiptoed along the trail to the far end. Under the bushes, the water rippled. Then a long brown face popped up. A little face popped up too. Moose!
  }
  Grandma stopped on the trail. "One bus, two buses. This is close enough," she said.
  The mom moose pulled leaves off the bushes with her big soft lips. Rip, rip. The baby moose leaned on her leg. Its legs were so long and so thin!
  Then the mom lifted her head and looked right at them. Her big ears turned. {hero} held very still.
  "She is checking us," Grandma whispered. "If her ears go flat, we back away. But look. She is eating again."
  {pal} let out a tiny breath. "Phew," it whispered.
- "middle":
  {route:
  - "prints": They waited. Another grunt came, then the willows parted. Out stepped the calf, and right behind it came its mother, shaking water from her long face. The calf had not been lost at all. It had only been hungrier than its mother.
  - "falls": "Moose? Two of them, in the willows at the far end of the lake," said one of the hikers. By the time they had thanked her, the bull elk had drifted into the aspens. {hero} and Grandma hurried back up to Bear Lake, and there, right where the hiker had said, stood a mother moose and her calf.
  - else: They crept along the trail, setting each foot down softly. The willows where the rings had come from drew closer. Then a long brown face lifted above the leaves, still chewing, and a smaller face lifted beside it.
  }
  Grandma stopped and counted under her breath. "One school bus. Two school buses. This is close enough."
  Up close, the calf was even funnier than at dawn. Its coat was reddish brown, its ears were far too big for its head, and its legs looked borrowed from a much taller animal. The mother stripped leaves from a willow with her floppy lips. The calf nibbled too, then leaned against her leg the way you might lean on a tree.
  Suddenly the mother lifted her head and stared straight at them. Her big ears swung forward.
  "She's deciding about us," Grandma whispered. "If her ears go flat back or the hair on her hump stands up, we're too close, and we back away slowly. But look. She's eating again."
  {pal} let out a breath it had been holding for a long time.
- else:
  {route:
  - "prints": They waited, and the willows answered. Another grunt, a rustle, and then the calf pushed out into the open, and right behind it came the mother, shaking water off her long face. The calf had never been lost. It had just been hungrier than its mother, which {hero} could respect.
  - "falls": "Moose? Two of them, in the willows at the far end of the lake," one hiker said, pointing back the way she had come. By the time they thanked her, the bull elk had lost interest in all of them and drifted into the aspens. {hero} and Grandma climbed back up to Bear Lake as fast as Grandma's knees allowed, and there, exactly where the hiker had said, stood a mother moose and her calf.
  - else: They crept along the trail, setting each foot down heel first, the way Grandma showed {them}, so the gravel barely whispered. The willows where the rings had come from drew closer. Then a long brown face rose above the leaves, still chewing, and a smaller face rose beside it, chewing in exactly the same rhythm.
  }
  Grandma stopped and counted under her breath. "One school bus. Two school buses." She planted her boots. "And this is where we live now."
  Up close, the calf was even more ridiculous than at dawn, in the best way. Its coat was the reddish brown of a fox, its ears were too big for its head, and its legs looked as if they had been borrowed from a much taller animal and would have to be returned soon. The mother stripped leaves from a willow with her loose, floppy lips, neat as someone pulling off a sleeve. The calf copied her, got a mouthful of twig by mistake, and leaned against her leg like a sleepy kid against a car door.
  Then the mother's head came up, and she looked straight at them. Her huge ears swung forward like satellite dishes. {hero}'s heart did something complicated.
  "She's deciding about us," Grandma breathed. "If her ears go flat or the hair on her hump stands up, we're too close, and we back away nice and slow. But watch." After a long moment, the mother lowered her head and went back to the willows, as if they had passed a test.
  {pal}, who had been holding its breath, let it out in one long, shaky puff. "I have decided," it whispered, "that I like moose best at exactly this distance."
}
{end_now: -> willows_end}
{band:
- "young":
  Then the baby moose walked behind a big rock. Now {hero} could not see it!
  Just then, loud voices came down the trail. It was a group of hikers. They were talking and laughing. They did not know the moose were there!
  "Uh-oh," whispered {pal}.
  Grandma looked at {hero}. She did not say a word. She wanted {hero} to choose.
  {hero} wanted to see the baby again, so much. But the hikers were coming closer and closer.
- "middle":
  Then the calf wandered behind a big boulder at the water's edge and disappeared. The mother kept eating, calm as ever, but {hero} couldn't see the calf at all. {They} stood on tiptoe. {They} leaned left, then right. Nothing but boulder.
  At the same moment, loud voices came around the bend behind them. A group of hikers was walking straight toward the willows, chatting and laughing. They couldn't see the moose yet. In about a minute, they would be right beside them.
  "Uh-oh," {pal} whispered.
  Grandma glanced at the bend, then at the moose, then at {hero}. She didn't say anything. She was waiting to see what {hero} would do.
  And more than anything, {hero} wanted to see the calf's face one more time. From the far side of the lake, {they} thought, you could probably see right behind that boulder.
- else:
  Then the calf ambled behind a big boulder at the water's edge and was gone. The mother went on eating, unbothered, but the calf did not come back out, and {hero} felt the loss of it like a dropped ice cream. {They} went up on tiptoe, leaned left, leaned right. Boulder. Only boulder.
  At exactly the wrong moment, voices came around the bend behind them: a group of hikers, loud and happy, walking straight toward the willows. They could not see the moose from where they were. In about a minute, they would be close enough to touch them.
  "Oh, that's not good," {pal} muttered.
  Grandma looked at the bend, then at the moose, then at {hero}, and said nothing at all, which was how {hero} knew she was letting {them} decide.
  {hero} looked at the boulder, then at the bend, then at the boulder again. From the far side of the lake, a sneaky voice in {their} head pointed out, you could probably see right behind it. {They} wished with {their} whole chest that {they} could be in two places at once.
}
* [Wait for the calf to step out from behind the rock # act: wait] -> end_calf
* [Help by stopping the hikers before they reach the bend # act: help] -> end_guards
* [Go around the far side of the lake for a better look # act: go] -> end_gone

=== willows_end ===
# place: bear-lake
# ending: found-in-the-willows
{band:
- "young":
  {hero} looked and looked. {They} did not want to forget the baby moose.
  Then {they} walked back along the trail, very slowly. Grandma came too.
  At the trailhead, the ranger was waiting.
  "We found them," {hero} whispered. "They are in the bushes at the end of the lake."
  "Thank you!" said the ranger. He put a yellow sign near the bushes.
  Soon lots of people came. They read the sign. They stayed back. Some of them saw the moose too, from far away.
  "You helped the moose and the people," said Grandma.
  {pal} {pal_sound} softly. What a morning!
- "middle":
  {hero} stayed long enough to fix the picture in {their} memory: the gold light, the dripping willows, the calf's too-long legs. Then {they} and Grandma backed away, slowly and quietly, the way they had come.
  The ranger was at the trailhead, sorting his signs. "Any luck?"
  "They're in the willows at the far end," {hero} whispered, as if the moose might hear. "A mother and a calf. We stayed two school buses back."
  "That's exactly what I needed," said the ranger. He walked the loop and clipped a yellow sign to a post near the willows: Moose in area. Please give them space.
  By the time the first crowd reached that end of the lake, the sign was waiting for them. People slowed, read it, and stopped at a respectful distance to watch.
  "You found them and you left them in peace," said Grandma. "That's the whole job."
  {pal} {pal_sound} softly in agreement.
- else:
  {hero} stayed long enough to fix the whole picture behind {their} eyes: the gold light, the dripping willows, the calf's ridiculous legs. Then {they} and Grandma backed away the way they had come, slowly, without turning their backs until the bend hid them.
  The ranger was at the trailhead sorting his signs. "Any luck?"
  "The far end of the lake, in the willows," {hero} whispered, although the moose were well out of earshot. "Mother and calf. We never got closer than two school buses."
  The ranger looked at {hero} for a second longer than people usually did. "That's exactly what I needed. The where and the how far." He walked the loop and clipped a yellow sign to a post well back from the willows. Moose in area. Please give them space.
  When the first crowd of the day reached that end of the lake, the sign was waiting. People slowed, read it, and stopped where it asked them to, whispering and pointing.
  "You found them and you left them alone," Grandma said. "Most people only manage half of that."
  {pal} {pal_sound} softly. {hero} looked back once at the willows and felt something {they} did not have a word for yet, a little like being trusted.
}
-> END

=== crowd ===
# place: bear-lake
~ spot = "crowd"
{band:
- "young":
  {route:
  - "prints": {hero} looked back. A big bus had stopped by the lake. Lots of people were climbing out.
  - "falls": The elk took a long time. At last he walked into the trees. {hero} and Grandma walked back up to the lake. Now it was full of people!
  - else: {hero} watched where the people from the bus went. Some went left. Some went right. Some went straight to the water.
  }
  The quiet morning was over. People talked. People laughed. People took pictures of the lake.
  A man with a big camera shouted, "Someone saw a moose! Let's go find it!" Some people hurried after him.
  A girl in a yellow hat stood next to {hero}. She bounced on her toes.
  "I saw the moose from the bus," she said. "A big one and a little one! They went into the bushes by the big flat rock."
  "We saw them too," said {hero}. "The little one sneezed!"
- "middle":
  {route:
  - "prints": {hero} turned toward the voices. At the trailhead, a shuttle bus had just emptied, and hikers in bright jackets were spreading out along the shore.
  - "falls": The bull elk took his time. He chewed, he stared, he rubbed his antlers on a sapling, and at last he wandered into the aspens. By the time {hero} and Grandma had climbed back up to Bear Lake, two buses had already unloaded, and the trailhead was full of people.
  - else: {hero} watched the crowd from the bus spread out. Hikers in bright jackets were stretching and chatting and pointing at the lake.
  }
  The hush of dawn was gone. Someone was crunching a granola bar. Someone else was asking where the restrooms were. A little boy was trying to skip stones, and his mother was telling him not to.
  A man with a huge camera was talking loudly. "Somebody on the bus said moose! Let's go find it!" Several people hurried after him along the trail, toward the far end of the lake.
  A girl in a yellow hat stood near {hero}, bouncing on her toes. "I saw them from the bus window," she said. "A big one and a little one, going into the bushes by the big flat rock. The little one had the longest legs I ever saw."
  "We saw them at sunrise," said {hero}. "The little one tried to eat pond weed and sneezed."
  The girl clapped a hand over her mouth to keep from laughing too loudly. {hero} liked her at once.
- else:
  {route:
  - "prints": {hero} turned toward the voices. At the trailhead a shuttle bus had just emptied itself, and hikers in bright jackets were fanning out along the shore like spilled marbles. The lake, which had belonged to {hero} and Grandma and two moose for one whole hour, suddenly belonged to everybody.
  - "falls": The bull elk took his time about everything. He chewed, he stared at them, he rubbed his antlers on a small tree until it shook, and finally he wandered into the aspens as if it had been his idea all along. By the time {hero} and Grandma climbed back up to Bear Lake, buses had come and gone, and the trailhead was crowded.
  - else: {hero} watched the crowd from the bus spread out along the shore, stretching and chattering and holding up their phones at the lake, which went on being beautiful as if it was used to this. One hour ago, {hero} thought, this shore had belonged to two moose and two people. Now it belonged to everyone.
  }
  The hush of dawn had been folded up and put away. Somebody was crunching a granola bar. Somebody else was asking, loudly, where the restrooms were. A small boy was trying to skip stones, and his mother was telling him, also loudly, that this was not that kind of lake.
  One man with a camera lens as long as {hero}'s arm was talking louder than all of them. "Someone on the bus saw a moose! Come on, let's find it!" Half a dozen people hurried after him along the trail, toward the far end of the lake.
  A girl in a yellow hat had drifted over to stand near {hero}, bouncing on her toes. "I saw them from the bus window," she confided. "A big one and a little one. They went into the bushes by that big flat rock. The little one's legs were so long it looked like it was on stilts."
  "We saw them at sunrise," said {hero}, and was a little surprised by how proud it sounded. "The little one tried to eat pond weed and sneezed so hard its ears flapped."
  The girl pressed both hands over her mouth to keep her laugh in, and {hero} decided on the spot that anyone who laughed at the right things was probably worth knowing.
}
{end_now: -> crowd_end}
{band:
- "young":
  Oh no! The man with the camera walked fast. He stepped off the trail. He was going right toward the moose!
  "A moose mom can kick hard," said Grandma. "People must stay back."
  {hero} looked down. Boot prints were everywhere now. {route == "prints": The heart prints were all squished.}
  {pal} {hid()} and whispered, "That man is too loud."
  Grandma looked at {hero}. "What should we do?" she asked.
- "middle":
  Then {hero}'s stomach tightened. The group was walking fast and talking loudly, and the man with the camera was already stepping off the trail for a better angle, crushing the plants at the edge. If they pushed into the bushes by the flat rock, they might walk right into a mother moose.
  "A moose mother with a calf is no joke," Grandma murmured. "She can kick forward with those front hooves, hard."
  The path at {hero}'s feet was covered with boot prints now, hundreds of them. {route == "prints": The heart-shaped prints {they} had followed earlier were already smudged and stamped over.}
  {pal} {hid()} and whispered, "Those people are going to scare the calf."
  {hero} thought of the calf sneezing in the shallows, and of the ranger somewhere with his yellow signs. Somebody had to do something before that group reached the flat rock. Right now, that somebody seemed to be {hero}.
  Grandma looked at {them}. "Well, tracker? What do you think?"
- else:
  Then {hero}'s stomach tightened into a knot. The group was moving fast and loud, and the man with the camera had already stepped off the trail to get a better angle, trampling a clump of plants as he went. If they pushed into those bushes, they could walk straight into a mother moose who had a calf to protect and no sense of humor about it.
  "People think moose are gentle because they look like sad horses," Grandma murmured. "A mother with a calf can strike out with her front hooves faster than you can blink."
  The path at {hero}'s feet was a mess of boot prints now, hundreds of them pressed over one another. {route == "prints": The neat heart-shaped prints {they} had followed at dawn were already smudged into nothing.}
  {pal} {hid()}. "If I were that calf," it muttered, "I would be writing a very strongly worded letter."
  {hero} thought about the calf sneezing in the shallows at sunrise, and about the ranger somewhere with his bundle of yellow signs, and about the fact that nobody else on this whole crowded shore seemed to be worried at all. It was an odd feeling, being the only person who knew something important. Odd, and heavy.
  Grandma folded her arms and looked at {hero}, not at the crowd. "Well, tracker?" she said. "Your call."
}
* [Help by telling the group about the mother moose # act: help] -> end_guards
* [Look for fresh moose prints among the boot prints # act: look] -> end_gone
* [Ask the girl in the yellow hat to show you the flat rock # act: ask] -> end_calf

=== crowd_end ===
# place: bear-lake
# ending: the-girl-who-saw
{band:
- "young":
  {hero} grabbed Grandma's hand. "We need to tell the ranger!"
  {hero} and the girl in the yellow hat hurried to find him. Grandma came too.
  The ranger was by the trail. "The moose are by the big flat rock!" said {hero}.
  The ranger walked fast to the flat rock. He got there before the man with the camera. He put up a yellow sign.
  "Please stay back," he told everyone. "This moose mom needs room."
  The man with the camera stopped. He took a picture from far away instead.
  The girl in the yellow hat gave {hero} a high five. {pal} cheered without a sound.
- "middle":
  "We need the ranger," said {hero}. "Right now."
  {hero}, Grandma and the girl in the yellow hat hurried along the shore. The ranger was striding toward them from the far end of the lot.
  "The moose are by the big flat rock," {hero} said, "and a whole group is heading straight for them."
  The ranger didn't waste a word. He strode past the group, reached the flat rock first, and clipped a yellow sign to a post beside the trail. Moose in area. Please give them space.
  "Folks, I'll need you back here with me," he called, friendly but firm. The man with the camera stopped, sighed, and took his picture from the trail instead.
  The girl in the yellow hat held up her hand, and {hero} gave her a high five. {pal} {pal_sound} softly, as happy as it had ever been.
  "You two make a good team," said Grandma. "One of you saw them, and one of you knew what to do."
- else:
  "We need the ranger," {hero} said. "Not in ten minutes. Now."
  {hero}, Grandma and the girl in the yellow hat hurried along the shore, and luck was on their side: the ranger was already striding toward them, signs under his arm, frowning at the crowd.
  "They're by the big flat rock," {hero} said in a rush. "She saw them from the bus. And there's a whole group with a giant camera heading right at them."
  The ranger did not waste a single word. He lengthened his stride, passed the group without seeming to hurry, reached the flat rock first and clipped a yellow sign to a post. Moose in area. Please give them space.
  "Folks, this is as close as we go today," he called, pleasant and absolutely unmovable. The man with the camera opened his mouth, closed it, and took his picture from the trail.
  The girl in the yellow hat held up her hand, and {hero} slapped it. {pal} performed a small, dignified victory dance.
  "One of you saw them," said Grandma, "and one of you knew what the seeing was for." {hero} thought that was the nicest thing anybody had said to {them} all week.
}
-> END

=== ranger_meet ===
# place: bear-lake
~ spot = "ranger"
{band:
- "young":
  {route:
  - "prints": {hero} and Grandma hurried back along the trail. There was the ranger! {hero} told him about the bitten twigs, the brown hair and the prints that split in two.
  - "falls": They walked down to the bus stop. A bus took them back up to Bear Lake. The ranger was there. "No moose prints on the falls trail," said {hero}. "Only a big elk!"
  - else: {hero} waved and waved. The ranger saw {them}. He came down and sat on the rock too. {hero} pointed at the rings on the water. "They started a little while ago," {they} whispered. "Under the bushes at the far end."
  }
  {route == "still": "There was nothing up the hill," said the ranger. "So your rings are the best news I have had all day."}
  {route == "still": {hero} watched him write the rings down in a little book.|The ranger listened. He wrote it all down in a little book.}
  "That is real help," he said. "Thank you."
  {route == "prints": "The big prints went up the hill," said {hero}.}
  {route == "prints": "I came down that way," said the ranger. "No fresh prints past the first bend. Maybe the mom ate her way up the slope a little, then came back down. The lake is where they will be."}
  {route == "falls": "Did you find the moose up the hill?" {hero} asked.}
  {route == "falls": "No," said the ranger. "Not one hoofprint. So they did not go up."}
  He showed {hero} his little book. It had drawings of hoofprints in it!
- "middle":
  {route:
  - "prints": {hero} and Grandma hurried back to the trail junction just as the ranger came down from the upper lakes. Then {hero} told him everything: the nibbled twigs, the tuft of hair, and the prints that split in two.
  - "falls": They walked down to the shuttle stop at the Glacier Gorge trailhead and rode a bus back up to Bear Lake. The ranger was at the trailhead with his signs. "No moose prints on the Alberta Falls trail," said {hero}. "Only a bull elk who thought he owned it."
  - else: {hero} waved both arms until the ranger noticed. He came down the path in long, quiet strides and crouched beside them on the boulder, and {hero} pointed across the water at the rings spreading out from under the far willows. "They started about ten minutes ago," {hero} whispered. "Something heavy is standing in there."
  }
  {route == "still": "There was nothing on the upper path," the ranger murmured, still watching. "Not a print, not a nibbled twig. So those rings are the best news I've had all morning. That leaves the lake."}
  {route == "still": {hero} watched him pull a small notebook from his pocket and write down the rings, with the time.|The ranger heard {them} out without interrupting once. Then he pulled a small notebook from his pocket and wrote it all down, with the time.}
  "That's real help," he said. "Most people just tell me they saw a moose somewhere, maybe yesterday."
  {route == "prints": "The big prints went uphill into the trees," {hero} said. "Did she go up your way?"}
  {route == "prints": "I just came down that way," said the ranger. "Nothing past the first bend. Not a print, not a nibbled twig. I'd bet she browsed up the slope a little way and circled back. The lake is where they'll be."}
  {route == "falls": "Did you find anything on the upper path?" {hero} asked.}
  {route == "falls": "Nothing," said the ranger. "Not a print, not a nibbled twig. So they didn't go up. That leaves the lake."}
  He turned the notebook so {hero} could see. The page was full of tiny drawings: a heart-shaped hoofprint, a bitten twig, a map of the lake with arrows. {hero} had never thought of a ranger's job as mostly careful noticing, but that was exactly what the page looked like.
  Grandma poured him a cup of cocoa from her thermos, and he drank it gratefully. "I've been walking since before the sun came up," he admitted. "Moose get up early."
- else:
  {route:
  - "prints": {hero} and Grandma hurried back to the trail junction just as the ranger came down from the upper lakes. So {hero} told him everything in order, the way a tracker would: the nibbled twigs, the tuft of coarse hair, and the prints that split in two beside the spruce. {They} even remembered which way the small hearts had turned, which felt like the most important detail of all.
  - "falls": They walked down to the shuttle stop at the Glacier Gorge trailhead and rode a bus back up to Bear Lake, {hero} with {their} nose against the window the whole way. The ranger was at the trailhead sorting his signs. "Nothing on the Alberta Falls trail," {hero} reported. "Only elk prints, and one bull elk who acted like he owned the place."
  - else: {hero} waved both arms over {their} head until the ranger noticed. He came down the path in long, quiet strides and crouched on the boulder beside them, and {hero} pointed across the water at the far willows, where slow rings were still rolling out across the lake. "They started about ten minutes ago," {hero} whispered. "Right under the low branches. Grandma thinks something heavy is standing in the water." The ranger watched the rings for a full minute without blinking, and {hero} felt {their} own heart thumping in the quiet.
  }
  {route == "still": "Nothing on the upper path," the ranger said at last, without taking his eyes off the water. "Not a print, not a nibbled twig. So those rings of yours are the best thing I've seen all morning. Which leaves the lake."}
  {route == "still": {hero} watched him take a small battered notebook from his shirt pocket and write down the rings, the willows and the ten minutes, with the time.|The ranger listened without interrupting, which {hero} noticed grown-ups almost never did. Then he took a small battered notebook from his shirt pocket and wrote it all down, with the time.}
  "That's real help," he said. "Most reports I get are somebody saying they saw a moose, somewhere, maybe yesterday, possibly a large dog."
  {route == "prints": "The big hearts went uphill," {hero} said. "Toward your path."}
  {route == "prints": "Then she didn't go far," said the ranger. "I just came down that way. Nothing past the first bend, not a print, not a nibbled twig." He tapped the notebook with his pencil. "I'd bet she browsed up the slope a little way and circled back. Moose wander while they eat. The lake is where they'll be."}
  {route == "falls": "What about the upper path?" {hero} asked.}
  {route == "falls": "Nothing. Not a print, not a nibbled twig." He tapped the notebook with his pencil. "So they didn't go up. Which leaves the lake."}
  He turned the notebook around so {hero} could see it. The page was crowded with tiny, careful drawings: a split-heart hoofprint with its length written beside it, a bitten twig, a lopsided map of the lake with arrows and times. {hero} had always imagined rangers spent their days rescuing people off cliffs. This looked more like the world's most patient homework, and somehow that was even better.
  Grandma unscrewed her thermos and poured him a cup of cocoa without asking, and he accepted it like a man who had been walking uphill since before sunrise. "Moose keep early hours," he said, wrapping both hands around the cup. "So do the people who follow them. I'm told it builds character."
  {pal} remarked that it had quite enough character already and would prefer a nap.
}
{end_now: -> ranger_end}
{band:
- "young":
  Then his radio crackled. "Two more buses coming up!"
  "Oh no," said the ranger. "I need to know just where the moose are. Then I can put up my signs. I bet they are eating in the bushes at the far end of the lake. Moose love willow leaves."
  {pal} {sniffed()} and whispered to {hero}, "I bet so too."
  People were walking past them now. Lots more would come soon. What should {hero} do?
- "middle":
  Then his radio crackled. "Two more buses on the way up to Bear Lake."
  The ranger stood and looked at the lake. "If I were a moose," he said, "I'd be in the willows at the far end. Willow is their favorite breakfast, and the water's right there if they want to cool off. But I need to be sure before all these people spread out."
  {pal} {sniffed()} and announced that it, too, would be in the willows, if it happened to be a moose, which it did not.
  Already the first hikers were drifting past them, reading the trail map and pointing in every direction. A family with a toddler headed for the loop. Two teenagers argued about which way was shorter.
  The ranger had a bundle of signs, a radio, and only two feet. {hero} could see him trying to decide where to go first, and {they} realized {they} {were} trying to decide too.
- else:
  Then his radio crackled. A voice said two more full buses were on the way up.
  The ranger stood and looked out over the lake the way a chess player looks at a board. "If I were a moose," he said, "I'd be standing in the willows at the far end right now, eating breakfast. Willow is their favorite, and there's cold water right there if they get warm. But I need to be sure before a hundred people spread out around this shore."
  {pal} {sniffed()} and said that, speaking purely as an expert, the willows sounded right.
  Already the first hikers were drifting past them, squinting at the trail map and pointing in four directions at once. A family with a toddler on somebody's shoulders set off along the loop. Two teenagers argued about which way was shorter and then went opposite ways to prove it.
  The ranger had a bundle of signs, one radio, and only two feet, and {hero} could see him running through the choices in his head, just as {they} {were}.
}
* [Look for the moose from the big rocks above the lake # act: look] -> end_gone
* [Go with the ranger to the willows at the far end # act: go] -> end_calf
* [Help the ranger hang signs at the trailhead # act: help] -> end_guards

=== ranger_end ===
# place: bear-lake
# ending: the-notebook
{band:
- "young":
  "Can I help you with the signs?" {hero} asked.
  "Yes, please," said the ranger.
  {hero} held the yellow signs. The ranger put them up by the trail. They said: Moose here. Give them room.
  Then the ranger looked at the bushes with his binoculars. He saw the moose! He put one more sign near them.
  "You are a good helper," said the ranger. "Thank you."
  {pal} stood next to the last sign, very proud.
  Grandma hugged {hero}. "You helped keep the moose safe today," she said.
- "middle":
  "Can I carry some signs?" {hero} asked.
  "I'd be grateful," said the ranger, and he handed {them} three.
  Together they walked the loop. At each trail junction, the ranger clipped up a yellow sign, and {hero} held the next one ready. Moose in area. Please give them space.
  At the far end, the ranger raised his binoculars and stood still for a long moment. Then he smiled. "There they are. Right where we figured." He put the last sign on a post well back from the willows.
  When the crowds arrived, they found the signs already waiting. People stopped, read them, and kept back.
  "Your notes are in my book now, right under mine," said the ranger, tapping his pocket. "Whoever walks this loop tomorrow will start with them."
  {hero} felt about three inches taller. Above the far willows, two long ears rose, turned toward the quiet shore, and sank out of sight again.
- else:
  "Could I carry some signs?" {hero} asked.
  "I was hoping you'd say that," said the ranger, and handed {them} three.
  Together they walked the loop. At each junction the ranger clipped up a yellow sign while {hero} held the next one ready, like a nurse passing tools in a hospital show. Moose in area. Please give them space.
  At the far end of the lake, the ranger lifted his binoculars and went still for a long moment. Then the corner of his mouth twitched. "There they are. Right where your report pointed." He hung the last sign on a post well back from the willows and did not go one step closer.
  When the next crowd arrived, the signs were already waiting. People slowed, read, whispered and kept back, and not one of them knew that a kid and a grandmother had done half the work.
  "Your report is in my notebook now," the ranger said, tapping his shirt pocket. "With the time. Whoever walks this loop tomorrow starts from your page."
  {hero} had never had a page in a ranger's notebook before. It felt surprisingly good, like a jacket that fit. Above the far willows, two long ears rose, swiveled toward the whispering shore, and sank out of sight again, as if the calf had checked on everyone and found it all in order.
}
-> END

=== end_calf ===
# place: bear-lake
# ending: calf-in-the-shallows
{band:
- "young":
  {spot:
  - "willows": They waited. Grandma held up one hand to the hikers. The hikers stopped and went quiet too. Then the baby moose stepped out from behind the rock!
  - "crowd": The girl in the yellow hat showed them the flat rock. Grandma asked the man with the camera to stay back, and he did. From the flat rock, they saw the moose mom and her baby.
  - else: {hero} walked beside the ranger. He walked slowly and softly. He stopped far back from the bushes. And there were the moose!
  }
  The mom walked into the lake. The baby walked in too. Splash, splash!
  The baby put its head under the water. This time it came up with a big green weed, not a sneeze! {hero} laughed without making a sound.
  Then the mom went deeper and deeper. She swam! The baby swam behind her. Only its nose and ears stuck out.
  "Moose are good swimmers," Grandma whispered. "Look at those long legs go!"
  On the other side, the two moose climbed out. They shook like wet dogs. Drops flew everywhere and sparkled in the sun.
  {spot == "ranger": The ranger put up a yellow sign.|The ranger came along the trail and put up a yellow sign.} "You found them, and you never got too close," he said.
  "I want to be a ranger one day," said {hero}.
  The ranger smiled. "Rocky Mountain became a national park in 1915. People have been taking care of it ever since. Maybe you will too." # fact: 1915-thanks-partly
  Across the water, the baby moose shook the water off its big ears, one last time.
- "middle":
  {spot:
  - "willows": They waited. Grandma turned and raised one hand toward the hikers at the bend. They slowed, tiptoed up behind {hero}, and went quiet too. Then the calf stepped out from behind the boulder.
  - "crowd": The girl in the yellow hat led them along the loop to the big flat rock, while Grandma had a quick, firm word with the man with the camera. He stepped back onto the trail. From the flat rock, two school buses away, {hero} saw them: the mother and the calf, knee-deep in willows.
  - else: {hero} walked beside the ranger along the loop. He moved slowly and quietly, and he showed {them} how to step on the sides of {their} feet so the gravel hardly crunched. He stopped well back from the willows at the far end and lifted his chin. There they were.
  }
  The mother waded into the shallows, and the calf splashed after her. It dunked its head, just as it had at dawn, but this time it came up with a proper beard of green weeds instead of a sneeze. {hero} laughed without making a sound.
  Then the mother did something {hero} had never imagined a moose could do. She walked deeper and deeper until only her head and the top of her back showed, and then she swam, gliding across a little cove. The calf paddled after her with just its nose and ears sticking out, like a furry periscope.
  "Moose are strong swimmers," Grandma whispered. "Those long legs are good for more than walking."
  On the far side of the cove, the two climbed out and shook themselves, and drops flew off them in a sparkling spray. {pal} was trembling with delight, and {hero} realized {they} had been holding Grandma's sleeve the whole time.
  {spot == "ranger": The ranger clipped a yellow sign to a post beside them.|The ranger came quietly along the loop, saw them watching, and clipped a yellow sign to a post.} "You found them," he said softly, "and you didn't bother them once."
  "I'd like to do your job one day," said {hero}.
  "This park became a national park in 1915," said the ranger, "partly thanks to a naturalist named Enos Mills, who spent his life showing people how to look at these mountains. I think he'd have liked you." # fact: 1915-thanks-partly
  {found_hair: {hero} thought about the tuft of hair on the spruce, the first moose sign of the day, and smiled.}{heard_bugle: {hero} thought about the bugling elk by the falls, and how the whole morning had sounded like a wild orchestra warming up.}{saw_trout: {hero} thought about the trout with the red slash, and how the lake had shown them everything once they sat still.}
  Across the cove, the calf gave one last shake and trotted after its mother into the willows. {hero} waved, very small, so only {pal} could see.
- else:
  {spot:
  - "willows": They waited. Behind them, Grandma turned and raised one calm hand toward the hikers at the bend, the way a conductor hushes an orchestra. They slowed, tiptoed up behind {hero}, and went silent too. Then the calf stepped out from behind the boulder, blinking, as if it had been surprised to find everyone still there.
  - "crowd": The girl in the yellow hat led them along the loop to the big flat rock, while behind them Grandma had a short, polite and completely immovable word with the man with the camera. He stepped back onto the trail. From the flat rock, two school buses away, {hero} saw them: the mother and the calf, knee-deep in willows, entirely unimpressed by the fuss.
  - else: {hero} walked beside the ranger along the loop. He moved slowly, not sneaking, just unhurried, the way you would walk past a sleeping baby, and he showed {them} how to roll each step onto the outside of {their} foot so the gravel barely spoke. He stopped well back from the willows at the far end, lifted his chin, and there they were, exactly where he had guessed, which he was polite enough not to mention.
  }
  The mother waded into the shallows, and the calf splashed after her, all elbows. It dunked its head, exactly as it had at dawn, but this time it came up with a proper beard of green weeds instead of a sneeze. It looked enormously pleased with itself, and {hero} laughed so silently that {their} shoulders shook.
  Then the mother did something {hero} would not have believed if {they} had only read about it. She kept walking, deeper and deeper, until only her head and the ridge of her back showed above the water, and then she simply swam, gliding across a little cove as smoothly as a boat. The calf hesitated on the edge, thought about it, and plunged in after her, only its nose and two enormous ears showing, like a furry periscope on a very important mission.
  "Moose are strong swimmers," Grandma whispered. "All that leg has to be good for something."
  On the far side of the cove, the pair heaved themselves out and shook, and the spray flew off them in a glittering cloud that caught the sun. {pal} quivered with delight, and {hero} realized {they} had been gripping Grandma's sleeve so hard that {their} fingers ached.
  {spot == "ranger": The ranger clipped a yellow sign to a post beside them.|The ranger came quietly along the loop, took one look at the silent watchers, and clipped a yellow sign to a post.} Moose in area. Please give them space. "You found them," he said quietly, "and you never bothered them once. That's rarer than you'd think."
  "I'd like to do your job one day," {hero} said, and was surprised to find {they} meant it. It was not the kind of thing {they} said out loud, usually. It had simply fallen out.
  The ranger did not laugh, or say that was cute. He nodded as if {hero} had told him something useful. "This place became a national park in 1915," he said, "partly because a naturalist named Enos Mills kept telling anyone who would listen that these mountains were worth saving. He spent his life teaching people how to look. I think he'd have liked you." # fact: 1915-thanks-partly
  {found_hair: {hero} thought about the tuft of hair on the spruce, the first real moose sign of the morning, and felt the whole day click into place like a puzzle.}{heard_bugle: {hero} thought about the elk bugling by the falls, and decided that a morning with a moose calf and a bugling bull in it was a morning worth getting up in the dark for.}{saw_trout: {hero} thought about the trout with the red slash, and how the lake had started showing them its secrets only once they had been still enough to deserve them.}
  Across the cove, the calf gave one last shake of its ridiculous ears and followed its mother into the willows. {hero} lifted one hand in a wave so small that only {pal} saw it.
}
-> END

=== end_guards ===
# place: bear-lake
# ending: moose-guards
{band:
- "young":
  {spot:
  - "willows": {hero} hurried back to the bend. "Please stop!" {they} said. "A moose mom and her baby are right there."
  - "crowd": {hero} stood in front of the group. "Please wait!" {they} said. "A moose mom and her baby are in those bushes."
  - else: {hero} held the signs. The ranger put them up at the trailhead. Then {hero} told everyone who came by.
  }
  The people stopped. "Thank you for telling us," said a lady.
  A little boy asked, "How big is the baby?"
  "Taller than you," said {hero}. "But mostly legs!"
  {spot == "ranger": Once, far across the lake, the moose mom|Once, the moose mom} stepped out of the bushes to drink. Everyone said "Ooh!" very softly. Nobody moved closer. Then she stepped back in.
  Grandma gave {hero} a cup of warm cocoa. {hero}'s voice was tired from so much talking.
  {hero} and Grandma stood on the trail for a long time. They told every hiker to give the moose room. Everyone listened.
  {hero} did not see the baby moose again. {They} only saw two big ears far away. That made {them} a little sad.
  {spot == "ranger": Later the ranger came back from the far end of the lake.|Later the ranger came by.} "You are real moose guards," he said. "Rocky Mountain became a national park in 1915. People like you keep it wild." # fact: 1915-thanks-partly
  {hero} felt proud, right down to {their} toes. {pal} stood right beside {them}, guarding too.
- "middle":
  {spot:
  - "willows": {hero} walked quickly back to the bend and held up both hands. "Please stop here," {they} said. "There's a mother moose and a calf just past this bend, and she needs lots of room."
  - "crowd": {hero} took a deep breath and stepped in front of the group. "Excuse me! There's a mother moose with a calf in those bushes. If you get too close, she might charge."
  - else: {hero} held the signs while the ranger clipped them up at the trailhead. Then {they} stood beside the first one and explained it to everybody who walked past.
  }
  People stopped. A woman in a red jacket said, "Thank you. We had no idea." Even the loudest hikers began to whisper.
  {spot == "crowd": The man with the camera frowned for a moment. Then he lowered his lens and stepped back onto the trail. "Fair enough," he said. "I'd rather not get kicked."}
  A small boy tugged {hero}'s sleeve. "How big is the baby?"
  "Taller than you already," said {hero}, "but mostly legs. It was born this spring, and it'll stay with its mom until next spring."
  For the next half hour, {hero} and Grandma stood guard on the trail. To every new group, {hero} explained about the calf and the two school buses. {They} said it so many times that Grandma started mouthing the words along with {them}.
  {spot == "ranger": Once, far across the water, the mother moose|Once, the mother moose} stepped out of the willows to drink. {spot == "ranger": The whole line of people along the near shore|The whole line of people} let out one soft "ooh" together, like a choir warming up, and nobody moved a single step closer. Then she melted back into the leaves. The calf never came out with her.
  Grandma poured {them} a cup of cocoa from her thermos. It tasted better than any cocoa {hero} had ever had, maybe because {their} voice was worn out from explaining.
  {hero} never saw the calf again, only the tips of two long ears far away above the willows. That stung a little.
  {spot == "ranger": When the ranger came back from hanging his last sign at the far end|When the ranger came by}, he looked at the quiet line of people and grinned. "Moose guards," he said. "Enos Mills would have hired you. He's one of the people who helped make this a national park, back in 1915." # fact: 1915-thanks-partly
  He slid a spare yellow sign out from under his arm and handed it to {hero}. "For your wall," he said. "Moose guards get to keep one."
  "Helping means you don't always get the view," said Grandma. "But everybody else does."
  {hero} decided that was a trade worth making. Beside {them}, {pal} stood as still as a fence post, guarding too.
- else:
  {spot:
  - "willows": {hero} turned {their} back on the boulder, which was the hardest part, and walked quickly to the bend with both hands raised like a crossing guard. "Please stop here," {they} said. "There's a mother moose and a calf just past this bend. She really needs her space."
  - "crowd": {hero} took a breath that went all the way to {their} toes and stepped in front of the group. "Excuse me! There's a mother moose with a calf in those bushes. If you get too close, she might charge. They're faster than they look."
  - else: {hero} held the signs while the ranger clipped them to posts at the trailhead, and then planted {themself} beside the first one and explained it to every single person who came up the path, which turned out to be a lot of people. {They} had never explained anything to so many grown-ups in a row, and the first few times {their} voice came out squeaky.
  }
  And people listened. That was the surprising part. A woman in a red jacket said, "Thank you, we had no idea." Even the loudest hikers dropped to whispers.
  {spot == "crowd": The man with the camera looked, for one second, like he might argue. Then he lowered the enormous lens and stepped back onto the trail. "Fair," he said. "I'd rather go home with all my teeth."}
  A small boy tugged {hero}'s sleeve. "How big is the baby?"
  "Taller than you already," said {hero}, "but it's mostly legs. It was born this spring, and it'll stay with its mom until next spring." The boy looked deeply impressed, as if {hero} had personally arranged all of this.
  For the next half hour {hero} and Grandma stood guard on the trail. {hero} said the words about the calf and the two school buses so many times that Grandma started mouthing them along, and {hero} had to fight not to laugh in the middle of being serious.
  {spot == "ranger": Once, far across the water, the mother moose|Once, the mother moose} stepped out of the willows to drink, huge and dripping and utterly calm. {spot == "ranger": The whole line of people watching from the near shore|The whole line of people} let out one soft "ooh" together, like a choir that had not rehearsed but somehow knew the note, and not one of them moved a step closer. Then she melted back into the leaves. The calf did not come out with her, and {hero} stood on tiptoe until {their} calves ached, just in case.
  Grandma poured {them} a cup of cocoa from her thermos. It was lukewarm and slightly too sweet, and it was the best thing {hero} had ever tasted, possibly because {their} voice was worn out from explaining moose to strangers.
  {hero} never did see the calf again, only the tips of two long ears far off above the willows, and it would be a lie to say that did not sting.
  {spot == "ranger": When the ranger came back from hanging his last sign at the far end|When the ranger came by}, he looked at the calm, whispering crowd and laughed softly. "Moose guards. Enos Mills would have hired you on the spot. He's one of the people who got this place made into a national park in 1915, and he spent years teaching visitors to watch wild things without bothering them." # fact: 1915-thanks-partly
  He slid a spare yellow sign out from under his arm and held it out to {hero}. "Moose guards get to keep one," he said. "It's a very old tradition. I started it about ten seconds ago."
  "Guarding means you don't always get the view," Grandma murmured. "But everyone behind you does."
  Beside {them}, {pal} stood at attention, which was a remarkable sight all by itself. {hero} looked at the line of people watching the willows in respectful silence and decided that was a trade {they} would make again.
}
-> END

=== end_gone ===
# place: bear-lake
# ending: empty-willows
{band:
- "young":
  {spot:
  - "willows": The far side took a long time. There were roots and rocks and lots of people. Behind them, the loud hikers came around the bend, laughing. When {hero} got there, the bushes were empty.
  - "crowd": {hero} found heart prints and followed them. But they were dry, with a pine needle in one. They were old prints! When {hero} went back, the man with the camera was at the flat rock. The bushes were empty.
  - else: {hero} climbed up on the big rocks. {They} saw two dark shapes, far, far away. They walked into the deep forest. Then they were gone.
  }
  {spot == "willows": The ranger was turning the loud hikers back. But the moose had heard them coming.}{spot == "crowd": The ranger was walking the camera group back to the trail. But the moose had heard them coming.}
  The moose had gone deep into the trees, far from every trail.
  {hero} felt sad. {They} wanted to see the baby one more time. {spot == "willows": "I should have stayed put," {they} said.|{spot == "crowd": "I followed the wrong prints," {they} said.|"We looked from too far away," {they} said.}}
  The ranger came to look at the tracks. "The moose are safe now," he said. "Nobody will bother them there. They will lie down and rest."
  Then he pointed at the mud by the water. There was a big heart print. Next to it was a tiny heart print. The baby's print! Water was still filling it up.
  "That is what a new print looks like," said the ranger. "Sharp and wet."
  Grandma put her hand next to the tiny print. The baby's foot was almost as big as her palm! {hero} smiled a little. It was like the baby moose had left a note.
  {spot == "willows": "Next time, I will stay still and let the moose choose," said {hero}.|{spot == "crowd": "Next time, I will look for sharp, wet prints," said {hero}.|"Next time, I will go to my best guess first," said {hero}.}} Grandma nodded.
  {pal} pressed close, and they looked at the little heart a while longer.
- "middle":
  {spot:
  - "willows": Going around the far side took longer than {hero} expected. There were roots, rocks and a family to squeeze past. Halfway there, {hero} heard the loud hikers reach the bend behind them, still laughing. When they reached the other side, the boulder was there and the willows were there, but the moose were gone.
  - "crowd": {hero} crouched over the trampled path, hunting for hearts among the boot prints. {They} found some and followed them proudly up a side path, until Grandma pointed out a dry pine needle lying inside one. They were old prints, from yesterday at least. By the time they hurried back, the willows were empty.
  - else: {hero} scrambled onto the big rocks above the shore. From up there {they} could see the whole lake, and far off, two dark backs moving through the trees, away from every trail, getting smaller and smaller until the forest closed over them.
  }
  {spot == "ranger": {hero} stared at the place where the trees had swallowed them.|{hero} stared at the empty willows. A few leaves were still swaying where the moose had pushed through.}
  {spot == "willows": "I should have stayed put," {they} said.|{spot == "crowd": "I followed the wrong prints," {they} said.|"We climbed up here, and they left," {they} said.}} {Their} voice wobbled.
  {spot == "ranger": The ranger, who had gone ahead to the willows, met them at the bottom of the rocks.|The ranger found them a few minutes later.} {spot == "willows": He had met the loud hikers at the bend and turned them back, but not before the mother moose heard them coming.}{spot == "crowd": He had caught up with the camera group at the flat rock and walked them back to the trail, but the mother moose had heard them long before that.} He studied the ground the way other people read a book. "Tracks lead off into the deep woods," he said. "No trail goes there."
  "So we missed them," said {hero}. Saying it out loud made {their} throat hurt.
  "You did," said the ranger kindly. "But nobody's going to bother them today, and that's the best news a moose can get. They'll find a quiet spot, lie down and chew for a while. Moose spend a lot of the day resting."
  He tucked his yellow signs back under his arm. He didn't need them now.
  Then he crouched at the water's edge and pointed. In the soft mud was a big heart-shaped print, and right beside it, a small one, so fresh that water was still seeping in.
  "Fresh looks like that," he said. "Sharp edges, water still moving. {spot == "willows": And next time you find a wild animal, stay put and let it choose when to leave.|{spot == "crowd": Old prints have soft edges and dry bottoms. Now you'll never mix them up again.|And next time, go to your best guess first. Looking from far away is useful, but it costs time.}}"
  Grandma held her hand beside the small print. The calf's hoof was almost as big as her palm already.
  "I once waited three hours for a bird," she said, "and it flew off while I was tying my shoe. I still think about that bird. It taught me more than the ones I saw."
  {hero} tried to imagine Grandma tying her shoe while a bird flew away, and found that {they} could almost smile.
  {pal} pressed close, trying to cheer {them} up, and it nearly worked. {hero} looked at the little heart for a long time. It was not what {they} had wanted. But it was almost like the calf had left {them} a note.
- else:
  {spot:
  - "willows": Going around the far side took much longer than {hero} expected. There were roots like tripwires, a boulder to scramble over, and a family with a stroller to squeeze past. Halfway there, {hero} heard the loud hikers reach the bend behind them, still laughing, and {their} stomach sank. When they finally reached the other side, the boulder was there and the willows were there. The moose were not.
  - "crowd": {hero} crouched over the trampled path, hunting for hearts among the boot prints, and found some, and followed them up a side path with growing pride, until Grandma quietly pointed out a dry pine needle lying inside one of them. Old prints, from yesterday or before. By the time they hurried back, the willows were empty.
  - else: {hero} scrambled up onto the big rocks above the shore. From up there {they} could see the whole lake spread out like a map, and far off, two dark backs moving through the trees, steady and unhurried, away from every trail, getting smaller until the forest simply closed over them.
  }
  {spot == "ranger": {hero} stared at the place where the forest had swallowed them, which was nowhere in particular, which was somehow worse.|{hero} stared at the place where the moose had been. A few willow leaves were still trembling, which somehow made it worse, like arriving at a party just as everyone waves goodbye.}
  {spot == "willows": "I should have stayed put," {they} said, and|{spot == "crowd": "I followed the wrong prints," {they} said, and|"We climbed up here to see better, and they just left," {they} said, and}} {their} voice did something wobbly that {they} did not give it permission to do.
  {spot == "ranger": The ranger, who had gone ahead to the willows while they climbed, met them at the bottom of the rocks.|The ranger found them a few minutes later.} {spot == "willows": He had met the loud hikers at the bend and turned them around, very kindly and very firmly, but a mother moose hears a laughing group long before it arrives.}{spot == "crowd": He had caught the camera group at the flat rock and marched them back to the trail, cheerful and unbudging, but a mother moose hears a crowd like that long before it arrives.} He read the ground the way other people skim a page. "Their tracks head off into the deep woods," he said. "There isn't a trail for a mile in that direction."
  "So we missed them," said {hero}. It came out smaller than {they} meant it to.
  "You did," said the ranger, not pretending otherwise, which {hero} appreciated. "But nobody is going to crowd them today. They'll find a quiet hollow, lie down and chew for an hour or two. Moose spend a lot of the day resting. For a moose, that's the best possible news."
  He tucked his bundle of yellow signs back under his arm. They were not needed anymore, and {hero} could not decide whether that was a happy thing or a sad one.
  Then the ranger crouched at the water's edge and pointed. In the soft mud was a big heart-shaped print, and pressed right beside it, a small one, so fresh that water was still trickling into it.
  "That's what fresh looks like," he said. "Sharp edges, water still moving. {spot == "willows": And here's the other thing nobody tells you: when you find a wild animal, the best move is usually to stay put and let it decide when to leave.|{spot == "crowd": Old ones go soft at the edges and dry at the bottom. You'll never mix them up again, I promise.|And here's the other thing nobody tells you: a wide view is wonderful, but when time is short, go to your best guess first and look from there.}}"
  Grandma laid her hand beside the small print. The calf's hoof was nearly as big as her palm already.
  "When I was about your age," she said, "I waited three hours in a cold marsh for a heron. It flew off while I was tying my shoe. I was furious for a week." She smiled. "Sixty years later, it's the only heron I remember. The ones you miss teach you the most. They're annoying like that."
  {hero} pictured a small, furious Grandma in wet boots, hopping on one foot while a heron sailed away, and felt the tightness in {their} throat loosen a little.
  {pal} pressed close against {them}, doing its level best to cheer everyone up, and it very nearly worked. {hero} looked at the little heart for a long time. It was not the face {they} had wanted. But it was almost as if the calf had left {them} a note, and not many people ever got one of those.
}
-> END
