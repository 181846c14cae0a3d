# title: The Fawn Under the Cliffrose
# month: 7
INCLUDE shared/story.ink

// What they did first about the fawn: "search" (looked for the mother), "watch" (kept watch
// nearby), "ranger" (asked the ranger at the trailhead).
VAR route = ""
VAR met_ranger = false
VAR knows_hiding = false
VAR scared_doe = false
VAR guarded = false
VAR saw_sheep = false
VAR walked_time = false
// The doe was already standing at the edge of the trees when the last choice was made.
VAR doe_waiting = false
// What they watched the fawn through from far off: Dad's binoculars, or the ranger's scope
// ("telescope" for the youngest readers) on the ranger's route to the far bench.
VAR lens = "binoculars"

-> dawn_on_the_rim

=== dawn_on_the_rim ===
# place: rim-trail
{band:
- "young":
  It was July. Summer days get hot at the Grand Canyon, so {hero} and Dad set off right after breakfast. The sun was already warm on their backs. A raven on a pine tree said, "Croak!"
  They walked along the Rim Trail. {pal} {moved()} right beside them.
  {flies(): Then {pal} landed on a low branch and would not go on.|Then {pal} stopped.} {pal} {sniffed()}. Then it did not move at all. Something was under a bush beside the path.
  {hero} looked. It was a baby deer! It was curled up in a tiny ball. It had white spots on its brown back and giant ears.
  "A fawn," Dad whispered. "A baby mule deer. We stay back. We never, ever touch a fawn."
  {kind == "deer": "I was a fawn once," {pal} whispered. "You lie still like a rock."}{kind == "fox" || kind == "bear": {pal} sat down very nicely, so the fawn would know it was a friendly {kind}.}
  The fawn did not move. It only blinked.
  {hero} looked all around. There was no mother deer. There were no deer at all.
  "Where is its mom?" said {hero}. "What if she is lost?"
  A man with a big camera was coming down the path. Soon he would see the fawn too.
  {hero} made up {their} mind. The hike could wait. This baby needed its mom, and {hero} was going to help.
- "middle":
  In July, Dad said, you hike the Grand Canyon early or you don't hike it at all. So the sun had only just cleared the pines when {hero}, Dad and {pal} set off along the Rim Trail toward the Bright Angel trailhead, water bottles sloshing in their packs.
  The Village was quiet. A raven croaked from the top of a pine. The air smelled of juniper and warm dust, and the first shuttle bus of the day hummed past, nearly empty.
  {flies(): Then {pal} dropped onto a low branch beside the path so suddenly that {hero} nearly walked into it.|Then {pal} stopped so suddenly that {hero} nearly tripped over it.} {pal} {sniffed()}. Something under a cliffrose bush a few steps off the path, on the forest side, away from the edge, had its whole attention.
  At first {hero} saw only shadows and pale little flowers. Then one of the shadows blinked.
  It was a fawn, a baby deer no bigger than a small dog, curled up tight under the bush. White spots were scattered over its reddish-brown back like drops of milk, and its ears were enormous. It didn't move a whisker. Only its sides went in and out as it breathed.
  "Dad," {hero} whispered. "It's all alone."
  Dad crouched beside {them}, a good long way from the bush. "A mule deer fawn," he breathed. "Look at those ears. We don't go any closer, and we never touch it. Not even a little."
  {kind == "deer": "I used to do that," {pal} whispered. "Lie still and be a rock. It's the rule."}{kind == "fox" || kind == "bear": {pal} sat down very politely, to show the fawn it was not that kind of {kind}.}
  {hero} looked around. There was no mother deer anywhere. No deer at all. Just the path, the pines and the fawn, pressed flat against the ground as though it hoped to disappear.
  "But where's its mom?" {hero} said. "What if she's lost? What if she isn't coming back?"
  Behind them came footsteps. A man with a big camera was strolling down the path, looking for something to photograph. In a minute he would see the fawn too.
  {hero} looked at the fawn, and the fawn looked back with one huge dark eye. The hike could wait. Somebody had to make sure this baby got back to its mother, and {hero} had just decided it would be {them}.
- else:
  In July, Dad said, you hike the Grand Canyon early or you don't hike it at all, because by noon the trail below the rim turns into an oven with a view. That was why {hero} was walking the Rim Trail at seven in the morning, an hour {they} had always believed was only a rumor, with a water bottle sloshing in {their} pack and {pal} beside {them}, looking equally unconvinced.
  The Village was barely awake. A raven croaked from the top of a pine, loudly, as if someone had asked its opinion. The sun was already warm on the back of {hero}'s neck, and the air smelled of juniper and warm dust and something sweet that Dad said was cliffrose. The first shuttle bus of the day hummed past on the road, nearly empty.
  {flies(): Then {pal} dropped onto a low branch beside the path so suddenly that {hero} almost walked into it.|Then {pal} stopped so suddenly that {hero} almost tripped over it.} {pal} {sniffed()}, then went very still. Every bit of it was pointed at a cliffrose bush a few steps off the path, on the forest side, away from the edge.
  At first {hero} saw nothing but shade and a scatter of pale flowers. Then one of the shadows blinked.
  It was a fawn: a baby deer hardly bigger than a house cat, its long legs folded under it, curled so tightly beneath the bush that it looked like part of the ground. White spots were flicked across its reddish-brown back like paint, and its ears were ridiculous, huge and velvety and far too big for its head. It did not move. Not a twitch. Only its sides went in and out, quick and shallow, like it was trying to breathe without being caught.
  "Dad," {hero} whispered. "It's all by itself."
  Dad crouched beside {them}, well back from the bush. "Mule deer fawn," he breathed. "That's why the ears. And we stay right here. We don't go closer, and we never, ever touch it."
  {kind == "deer": "I remember this part," {pal} whispered. "Lie still, be a rock, don't even think loudly."}{kind == "fox" || kind == "bear": {pal} sat down very politely and tried to look like the kind of {kind} that had never once thought about chasing anything.}
  {hero} looked up the path and down it. No mother. No deer at all. Just the path, the pines, the canyon, and one small animal pressed flat against the earth as though it could vanish by wanting to hard enough.
  "So where's its mom?" {hero} said, louder than {they} meant to. "What if something happened to her? What if she's not coming back?"
  Behind them, footsteps crunched. A man with a big camera was coming down the path, scanning the trees for something worth a picture. In a minute he would find one.
  {hero} looked at the fawn, and the fawn looked back with one enormous dark eye, and something in {hero}'s chest went tight. The hike could wait. The whole canyon could wait. This baby was going to get back to its mother, and {hero} was going to see to it.
}
* [Go along the rim to look for the mother deer # act: go] -> doe_search
* [Wait nearby and keep watch over the fawn # act: wait] -> fawn_watch
* [Ask a ranger at the Bright Angel trailhead what to do # act: ask] -> trailhead_ranger

=== doe_search ===
# place: rim-trail
~ route = "search"
~ scared_doe = true
{band:
- "young":
  "Its mom might be eating breakfast," said Dad. "Let's look. But if we find her, we do not follow her."
  They walked along the Rim Trail, away from the fawn. Two ravens played in the wind. But there were no deer.
  Far across the canyon, {hero} saw a long line of cliffs. "Could the mom be over there?"
  "Not unless deer can fly," said Dad. "That is the North Rim. It is higher than this side, and it gets lots of snow." # fact: north-rim-feet
  Then {pal} froze. A deer stood in the pinyon trees below the path! She had big ears and a white tail with a black tip.
  She looked right at them. Thump! She stamped her foot. Then she bounced away on all four feet, boing, boing, boing!
- "middle":
  "If its mom's nearby, she's probably eating breakfast," Dad said. "Let's look. Quietly. And if we find her, we don't follow her."
  They walked west along the Rim Trail, away from the fawn, peering into the trees. A rock squirrel sat up on a wall and chattered at them. Two ravens tumbled through the air over the canyon, playing. But there were no deer.
  At a gap in the trees, {hero} stopped. Across the canyon, far away, the other side rose in a long, flat line of cliffs, glowing in the morning sun.
  "Could its mom be over there?" {they} asked.
  Dad laughed softly. "Not unless deer can fly. That's the North Rim, about ten miles away. It's even higher than this side, about a thousand feet higher, and in winter so much snow falls there that they close the road." # fact: north-rim-feet
  Just then {pal} {sniffed()}, then froze.
  In the shade of the pinyons below the path stood a doe, nibbling the leaves of a bush. Her huge ears twitched toward them, and her white tail had a black tip.
  She lifted her head and stared straight at them. She stamped one front hoof on the ground. Thump. Then she bounded away with all four feet hitting the ground at once, boing, boing, boing, like a deer on a pogo stick, until the trees swallowed her up.
- else:
  "If its mom's around, she's having breakfast somewhere," Dad said. "Let's look. Quietly. And if we find her, we do not follow her. Deal?"
  "Deal," said {hero}, who had already started walking.
  They went west along the Rim Trail, away from the fawn, peering into the trees. A rock squirrel sat up on a wall and scolded them as if they owed it money. Two ravens tumbled through the air over the canyon, folding their wings and dropping and catching themselves, clearly just for fun. But there were no deer anywhere.
  At a gap in the trees, {hero} stopped. Across the canyon, impossibly far, the other side rose in a long, level wall of cliffs, glowing in the morning sun.
  "Could its mom be over there?"
  Dad laughed under his breath. "Not unless deer have learned to fly. That's the North Rim, about ten miles away across all that air. It's actually higher than this side, about a thousand feet higher, and so much snow falls there in winter that they close the road for months." # fact: north-rim-feet
  {hero} was still trying to picture snow on that glowing wall when {pal} {sniffed()} and went rigid.
  In the shade of the pinyons below the path stood a doe, pulling leaves off a bush with delicate little tugs. Her ears were enormous, like the fawn's, and they flicked and swiveled on their own while the rest of her went on eating. Her white tail ended in a black tip, as neat as a paintbrush dipped in ink.
  She lifted her head and looked straight at them. Then she stamped one front hoof on the ground, thump, a sound that said very clearly that she had seen them and did not approve. And then she was gone, bounding away with all four feet hitting the ground at the same moment, boing, boing, boing, like a deer on a pogo stick, until the pinyons closed behind her.
}
{end_now: -> doe_search_end}
~ knows_hiding = true
{band:
- "young":
  "We scared her," said {hero}. "What if she was the mom?"
  "Then she knows where her baby is," said Dad. "Mother deer hide their fawns and go off to eat. They come back to feed them. But not while people are close."
  "So the fawn is just hiding?" asked {hero}.
  Dad nodded.
  {hero} looked at the pinyon trees where the deer had gone. That deer would not come back this way now.
  Then {hero} turned around. Down the path was the sign for their hike. Far back, past the fawn's bush, sat an empty bench. And a little sign said Trail of Time.
  {hero} had to leave the fawn alone. That was the hardest help of all.
- "middle":
  {hero}'s stomach dropped. "We scared her. What if that was the mom?"
  "Then she knows exactly where her baby is," said Dad. "And she won't go back to it while people are following her around. Mother deer leave their fawns hidden while they go off to eat, sometimes for hours. The spots help the fawn hide, and it has almost no smell, so hungry animals can't sniff it out."
  "So the fawn isn't lost?"
  "I don't think so. I think it's doing exactly what it's supposed to do."
  Helping by going away felt upside down. And then {hero} had a worse thought. The doe had run off into the pinyons on this side of the bush, and now she knew there were people here. She wouldn't come back this way while they stood around.
  So {hero} looked for somewhere else to be. Farther down the path stood the sign for the Bright Angel Trail, where their hike was supposed to start. Far back past the cliffrose, on the side away from the pinyons, sat an empty bench. And on a post by the path, a small sign with an arrow pointed back east along the rim: Trail of Time.
  Over the North Rim, white clouds had started to pile up. Every choice {hero} had left meant walking away.
- else:
  {hero}'s stomach dropped into {their} boots. "We scared her. What if that was the mom?"
  "Then she knows exactly where her baby is," said Dad gently. "And she won't go anywhere near it while people are trailing after her. That's the thing about mule deer. The mother tucks her fawn somewhere safe and goes off to eat, sometimes for hours. The spots help it hide, and a fawn that small has almost no smell, so a coyote can trot right past it. She comes back a few times a day to feed it. But only when the coast is clear."
  "So the fawn isn't lost." {hero} said it slowly, testing it.
  "I don't think so. I think it's doing its job perfectly. Being a rock."
  Helping by going away felt completely upside down, like being asked to win a race by sitting still. And then {hero} had a worse thought. The doe had bolted into the pinyons on this side of the bush, and that thump of a hoof had meant one thing: people, here. As long as they hung around this stretch of the rim, this was the one direction she would not come from.
  So {hero} looked for somewhere else to be. Farther down the path stood the sign for the Bright Angel Trail, where their hike was supposed to begin. Far back past the cliffrose, on the side away from the pinyons, an empty bench sat in the shade of a pine. And on a post by the path, a small sign with an arrow pointed back east along the rim: Trail of Time.
  Over the North Rim, white clouds had started stacking up into towers. Dad squinted at them and said nothing, which somehow said more than a speech would have. The morning was suddenly full of choices, and every single one of them meant walking away from the fawn.
}
* [Start the hike down the Bright Angel Trail and leave the rim to the doe # act: go] -> trail_down
* [Wait on the far bench, on the other side from where she ran # act: wait] -> far_watch
* [Ask Dad what the Trail of Time is # act: ask] -> time_trail

=== doe_search_end ===
# place: rim-trail
{band:
- "young":
  "We scared her," said {hero}. "What if she was the mom?"
  "Then she knows where her baby is," said Dad. "Mother deer hide their fawns and go off to eat. They come back when no people are close."
  So they walked far away. They found a bench way down the path, on the other side of the fawn's bush. {pal} settled {perch()} and kept very quiet.
  They waited and waited. The sun got hot.
  Then a deer came out of the trees! She walked to the bush. Up jumped the fawn! It drank milk from its mom. Its little tail went wiggle, wiggle, wiggle.
  "She came back," {hero} whispered. "She came back because we went away." # ending: room-to-return
- "middle":
  {hero}'s stomach dropped. "We scared her. What if she was the mom?"
  "Then she knows exactly where her baby is," said Dad. "Mother deer hide their fawns and go off to eat. They come back a few times a day to feed them. But not while people are chasing them around."
  So they stopped chasing. They walked all the way back, past the fawn's bush without even looking at it, and found a bench so far along the path that the cliffrose was only a gray-green dot. Dad lent {hero} his binoculars, and {pal} settled {perch()}, quiet as a mouse.
  They waited a long time. The sun climbed. A raven came to see if they had snacks and left disappointed.
  Then, far off, a doe stepped out of the junipers. She looked all around, ears turning, and walked straight to the cliffrose. Out popped the fawn, wobbly and quick, and pushed its nose under her to drink, its little tail wagging like mad.
  {hero} grinned so hard {their} cheeks hurt. "She came back," {they} whispered. "She came back because we left."
  Dad shook his head slowly, smiling. "And all we had to do," he said, "was leave." # ending: room-to-return
- else:
  {hero}'s stomach dropped into {their} boots. "We scared her. What if that was the mom?"
  "Then she knows exactly where her baby is," Dad said. "Mother deer hide their fawns on purpose and go off to eat. They come back a few times a day to feed them. Just not while people are trailing after them."
  So they stopped trailing. They walked all the way back past the cliffrose without so much as a glance at it, which took tremendous willpower, and kept going until they found a bench so far along the path that the bush was a gray-green smudge. Dad lent {hero} his binoculars. {pal} settled {perch()} and made itself as small and quiet as it knew how.
  They waited a long time. The sun climbed and the shade shrank. A raven landed on the railing, inspected them for snacks, found none, and left looking personally let down.
  Then, far off, something moved. A doe stepped out of the junipers on the far side of the bush, well away from the pinyons where she had stamped at them, and turned her great ears in every direction, the way you check both ways before crossing a street. Then she walked straight to the cliffrose. Out popped the fawn, all knees and wobble, and shoved its nose under her to drink, its stubby tail wagging so fast it blurred.
  {hero} grinned until {their} face hurt. "She came back," {they} whispered. "She came back because we left."
  "Look at that," said Dad softly. "And all we did was sit on a bench." # ending: room-to-return
}
-> END

=== fawn_watch ===
# place: rim-trail
~ route = "watch"
~ guarded = true
{band:
- "young":
  {hero} and Dad sat down behind a low stone wall, far from the bush. They could just see the fawn's ears.
  The man with the camera came closer. He saw the fawn. He took a step toward it!
  {hero} jumped up. "Please stay back," {they} said. "There is a baby deer. We think its mom is coming."
  The man stopped. "Good thinking," he said. He took one picture from far away. Then he stayed to watch, far back.
  Then a jogger came, and two girls with braids. Each time, {hero} said, "Please stay back." Each time, people smiled and tiptoed past.
  Soon lots of people stood far back, all looking at one little bush.
- "middle":
  They backed away to a low stone wall on the other side of the path and sat down behind it, where they could just see the tips of the fawn's ears under the cliffrose.
  "This is close enough," Dad whispered. "Any closer and we'd scare it."
  The man with the big camera came strolling along. He saw them crouching, followed their gaze, and his eyebrows shot up. He took a step toward the bush. Then another.
  {hero} didn't stop to think. {They} popped up from behind the wall. "Excuse me," {they} said, as politely as {they} could. "There's a baby deer under there. Could you please stay back? We think its mom is coming."
  The man stopped. He looked at the fawn, then at {hero}, and slowly lowered the camera. "Good call," he said. He took one picture from right where he stood, and then stayed to watch, well back from the bush.
  Then came a family with a stroller, and a jogger, and two girls with matching braids. Each time, {hero} whispered the same thing, and each time people stopped, smiled and tiptoed on. Before long a little crowd was standing politely far back, all staring at one cliffrose bush.
- else:
  They backed away to a low stone wall on the far side of the path and settled down behind it like two spies, where they could just make out the tips of the fawn's ears under the cliffrose.
  "This is our line," Dad whispered. "Any closer and we're the scary thing in its morning."
  The man with the big camera came strolling along. He noticed them crouching behind a wall for no obvious reason, followed their gaze, and his eyebrows shot up. He took a step toward the bush. Then another, lifting the camera.
  {hero} didn't stop to think. {They} popped up from behind the wall like a jack-in-the-box. "Excuse me," {they} said, as politely as {they} could manage with {their} heart banging. "There's a baby deer under there. Could you please stay back? We think its mom might be coming."
  The man stopped. He looked at the fawn, then at {hero}, and slowly lowered the camera. "Good call," he said. "Thanks for telling me." He took a single picture from right where he stood, and then, instead of leaving, settled in well back from the bush to watch.
  Then came a family with a stroller, and a jogger, and two girls with matching braids and matching questions. Each time, {hero} whispered the same thing, and each time people stopped, smiled and tiptoed on. It was a strange feeling, being the person in charge of the sidewalk. Before long a little crowd had gathered, standing politely far back, every one of them staring at one small cliffrose bush.
}
{end_now: -> fawn_watch_end}
~ knows_hiding = true
{band:
- "young":
  Then {hero} spotted something in the trees. Far back stood a mother deer. She was watching. She did not come closer.
  "Is that the mom?" {hero} whispered.
  Dad nodded. "She hid her fawn so she could go and eat. Now she wants to come back and feed it. But not past all these people."
  {hero} looked at the crowd. Oh no. They were keeping the mom away!
  Then the man with the camera said he was off to walk the Trail of Time. The girls with braids wanted to hike down the big trail to look for bighorn sheep. And far down the path sat an empty bench.
  Big white clouds were piling up over the far rim. How could {hero} get everyone to go?
- "middle":
  That was when {hero} spotted someone else who was watching.
  Far back in the trees, half hidden by a juniper, stood a doe. Her huge ears were turned toward the path. She wasn't eating. She wasn't moving. She was perfectly still, the way the fawn was still.
  "Dad," {hero} breathed. "Is that her?"
  "I bet it is," Dad whispered. "Mother deer leave their fawns hidden while they go off to eat. The spots help the fawn hide, and it has hardly any smell. She comes back a few times a day to feed it." He nodded at the crowd. "But she won't come in with all of us standing here."
  {hero} looked at the little crowd {they} had gathered. {They} had kept people from walking right up to the fawn. But now they were all part of the problem. Somehow the crowd had to go, and nobody likes being told to leave.
  Around {them}, people were already making plans. The man with the camera said he was off to walk the Trail of Time, a million years a step, whatever that meant. The girls with braids were begging their parents to hike down the Bright Angel Trail, because someone had seen bighorn sheep on it yesterday. And far down the path, an empty bench sat in the shade.
  Over the far rim, white clouds were starting to pile up. {hero} had a funny feeling that whatever {they} did next, the crowd would do it too.
- else:
  That was when {hero} spotted someone else who was watching.
  Far back in the trees, half hidden by a juniper trunk, stood a doe. Her enormous ears were swiveled toward the path. Not eating. Not moving. Standing so perfectly still that {hero} understood at once where the fawn had learned it.
  "Dad," {hero} breathed. "Is that her?"
  "I'd bet my hat," Dad whispered. "Mother deer hide their fawns on purpose and go off to eat, sometimes for hours. The spots help the fawn blend in, and it has almost no smell, so a coyote can walk right by. She comes back a few times a day to feed it." He tipped his head at the crowd. "But she is not coming in past twelve people and a stroller."
  {hero} looked at the little crowd {they} had gathered, all of them being so careful and so kind, and felt {their} face go hot. {They} had kept anyone from walking up to the fawn. {They} had also built the biggest wall of people on the whole Rim Trail, right between a mother and her baby. And you cannot exactly tell twelve nice people to go away.
  But maybe you didn't have to tell them. People were already making plans around {them}. The man with the camera announced that he was off to walk the Trail of Time, a million years a step, if anyone knew where it started. The girls with braids were begging their parents to hike down the Bright Angel Trail, because somebody at breakfast had seen bighorn sheep on it. And far down the path, well out of the doe's way, an empty bench sat in the shade of a pine.
  Over the far rim, the clouds were stacking up, tall and white. {hero} had the feeling, half scary and half thrilling, that whatever {they} did next, twelve people and a stroller were going to do it too.
}
* [Help by leading the way to the far bench, so the crowd follows # act: help] -> far_watch
* [Ask the man with the camera where the Trail of Time starts # act: ask] -> time_trail
* [Go down the Bright Angel Trail with the girls to look for bighorn sheep # act: go] -> trail_down

=== fawn_watch_end ===
# place: rim-trail
{band:
- "young":
  Then {hero} saw a mother deer, far back in the trees. She was watching. She did not come closer.
  "She will not come while we are all here," Dad whispered.
  {hero} had an idea. {They} turned to the crowd. "Everybody, let's step way back," {they} whispered. "Its mom is waiting."
  So everyone tiptoed far away.
  The mother deer walked out of the trees. She went right to the bush. Up jumped the fawn! It wagged its tiny tail and drank its milk.
  Nobody said a word. But everybody smiled. # ending: everyone-stepped-back
- "middle":
  That was when {hero} spotted someone else who was watching. Far back in the trees, half hidden by a juniper, a doe stood with her huge ears turned toward the crowd. She didn't come a single step closer.
  "She won't come in with all of us here," Dad whispered.
  {hero} thought about that. Then {they} turned to the crowd and held up both hands. "Everybody," {they} whispered, "its mom's right there in the trees. Could we all step way, way back?"
  And they did. The man with the camera, the stroller family, the jogger, the girls with braids: all of them backed off along the path until they were a long way away.
  For a minute nothing happened. Then the doe stepped out of the trees, looked around once, and walked straight to the cliffrose. The fawn sprang up on its wobbly legs and dove under her to drink, its tail wagging like crazy.
  Nobody said a word. Twelve people and a stroller stood perfectly still and watched. Then, very softly, one of the girls with braids started to clap without making any sound at all, and everybody else did too. # ending: everyone-stepped-back
- else:
  That was when {hero} spotted someone else who was watching. Far back in the trees, half hidden by a juniper trunk, a doe stood with her enormous ears swiveled toward the path and the crowd on it. She didn't come a single step closer. She didn't need to say anything. The crowd was the problem, and {hero} had made the crowd.
  "She won't come in past all of us," Dad whispered.
  {hero} thought about that for about two seconds. Then {they} turned around and held up both hands like a crossing guard. "Everybody," {they} whispered, "its mom's right there in the trees. Could we all step way, way back?"
  And they did. It was the strangest, nicest thing. The man with the camera, the stroller family, the jogger, the girls with braids, all of them backed away along the path together, tiptoeing, until they were a long way off.
  For a minute nothing happened. Then the doe stepped out of the trees, checked in every direction, and walked straight to the cliffrose. The fawn shot up on its wobbly legs and dove under her to drink, its stubby tail wagging so fast it blurred.
  Twelve people and a stroller stood perfectly still and watched. Then one of the girls with braids began to clap without making a single sound, and one by one everybody else did the same, a whole crowd applauding in silence while a fawn drank its breakfast. {hero} stood in the middle of it, hardly breathing, and listened to the loudest quiet {they} had ever heard. # ending: everyone-stepped-back
}
-> END

=== trailhead_ranger ===
# place: bright-angel
~ route = "ranger"
~ met_ranger = true
{band:
- "young":
  The Bright Angel trailhead was close by. A ranger stood by the sign with a big water jug. His name was Ranger Nez.
  {hero} told him all about the fawn.
  The ranger smiled. "That fawn is not lost," he said. "It is hiding. Its mom hid it there on purpose. She went off to eat. The spots help it hide."
  "But will she come back?" asked {hero}.
  "She comes back a few times a day to feed it," said the ranger. "But not if people stand close. The kindest thing is to go away. Come back later and look from far away."
  {hero} felt better. The fawn was not lost. It was just very good at hiding!
- "middle":
  The Bright Angel trailhead was only a few minutes' walk along the rim, right where the trail tipped over the edge and zigzagged down the cliff. Beside the sign stood a ranger with a wide hat and a big water jug, telling a group of hikers how much to drink. His name tag said Ranger Nez.
  {hero} waited until the hikers had gone. Then the words came tumbling out all at once: the bush, the spots, the ears, no mother anywhere.
  The ranger listened to every word. Then he smiled. "That fawn isn't lost," he said. "It's hiding. A mother mule deer tucks her fawn somewhere safe and goes off to eat, sometimes for hours. The spots help it blend in, and a fawn that young has almost no smell, so a coyote can walk right past it. She comes back a few times a day to feed it."
  "But what if she doesn't?"
  "She almost always does. The thing that keeps her away is people standing around. So the kindest thing you can do is leave, and come back much later to look from far, far away." He winked. "And if she hasn't come by evening, you come and find me."
  {hero} felt {their} shoulders come down from around {their} ears.
- else:
  The Bright Angel trailhead was only a few minutes' walk along the rim, right where the trail tipped over the edge and went zigzagging down the cliff. Beside the trail sign stood a ranger with a wide hat and an enormous water jug, telling a group of hikers exactly how much to drink, in the tone of someone who had said it ten thousand times and still meant it. His name tag said Ranger Nez.
  {hero} waited, hopping from foot to foot, until the hikers had gone. Then the whole story came tumbling out at once: the bush, the spots, the ears, the complete absence of any mother.
  The ranger listened to every word without interrupting, which {hero} appreciated. Then he smiled. "That fawn isn't lost," he said. "It's hiding. That's the plan. A mother mule deer tucks her fawn somewhere safe and goes off to eat, sometimes for hours. The spots help it blend in, and a fawn that young has almost no smell, so a coyote can trot right past it. She comes back a few times a day to feed it, then leaves again."
  "But what if she doesn't come back?"
  "She almost always does. What keeps her away is people hanging around. So the kindest thing you can do, strange as it sounds, is leave. Come back much later and look from far, far away." He winked. "And if she hasn't shown up by evening, you come and find me. Deal?"
  {hero} felt {their} shoulders come down from around {their} ears. Not lost. Hiding. On purpose. The fawn was not in trouble at all; it was simply better at its job than {hero} had given it credit for.
}
{end_now: -> trailhead_ranger_end}
~ knows_hiding = true
{band:
- "young":
  "Who made this trail?" asked {hero}.
  "People walked here long before the park," said the ranger. "The Havasupai people still live deep in a side canyon, west of here." # fact: eleven-native-american
  Just then his radio crackled. "Bighorn sheep on the trail," said a voice. "A mom and a lamb, by the second bend."
  Then the ranger had an idea. "Later I will put my big telescope by a bench far down the rim. You can watch the fawn from there. Nobody scares anybody."
  Big white clouds were growing over the far rim. "Storms later," he said. "Be off the trail by then."
  A little sign by the path pointed east. It said Trail of Time.
  {hero} looked back toward the fawn's bush. Staying away was going to be hard.
- "middle":
  Dad pointed down the trail. "Who built this trail, anyway? It looks old."
  "Older than the park," said the ranger. "It follows a route the Havasupai people used for a very long time, down to the springs below. Eleven tribes have ties to this canyon, and the Havasupai still live in a village deep in a side canyon west of here." # fact: eleven-native-american
  Then the ranger's radio crackled. "Bighorn ewe and lamb on the trail," said a voice, "just below the second switchback. Hikers, give them room."
  The ranger squinted at the big white clouds stacking up over the far rim. "By afternoon those will be thunderstorms, so if you go down, come back early. Going down is easy. Coming up is the hard part." Then his face lit up. "And later this morning I'm setting up a spotting scope at a bench way down the rim, pointed at that cliffrose. You could be my first customers."
  Beside the trailhead, a small sign pointed east along the rim: Trail of Time. It sounded like something out of a book.
  {hero} looked back toward the cliffrose, out of sight now. Sheep, a scope, or a trail with time in its name. The only thing {they} couldn't do was go back and check.
- else:
  Dad was gazing down the switchbacks. "Who built this trail, anyway? It feels old."
  "Older than the park, by a long way," said the ranger. "It follows a route the Havasupai people used for a very long time to get down to the springs below. Eleven tribes have ties to this canyon, and the Havasupai still live in a village deep in a side canyon, west of here." # fact: eleven-native-american
  {hero} looked down the zigzags and tried to picture people walking that way long before there were signs, railings, or rangers with water jugs. It made the trail feel less like a path and more like a conversation that had been going on for a very long time.
  Then the ranger's radio crackled. "Bighorn ewe and lamb on the trail," said a voice, "just below the second switchback. Hikers, give them room." The ranger raised his eyebrows at {hero}, as if the canyon had arranged it specially.
  He clipped the radio back on his belt and squinted at the big white clouds stacking up over the far rim. "By afternoon those will be thunderstorms. If you go down, come back early. Going down is easy. Coming up is the part that surprises people." Then his face lit up. "And later this morning I'm setting up a spotting scope at a bench way down the rim, pointed at that cliffrose, so people can see your fawn without walking up to it. With that scope you can count its whiskers from a football field away. You could be my first customers."
  Beside the trailhead, a small sign pointed east along the rim: Trail of Time. {hero} had never heard of it. It sounded like something out of a book {they} would have stayed up too late reading.
  {hero} glanced back toward the cliffrose, though it was out of sight. Sheep on the radio, a scope on the way, and a trail with time in its name. Three good ways to spend a morning, and not one of them was the thing {hero} actually wanted, which was to run back and check.
}
* [Go walk the Trail of Time while the mother comes back # act: go] -> time_trail
* [Look for the bighorn sheep the radio just reported # act: look] -> trail_down
* [Wait at the ranger's telescope, far from the fawn # act: wait] -> far_watch

=== trailhead_ranger_end ===
# place: bright-angel
{band:
- "young":
  So they did what the ranger said. They went away and left the fawn alone. It was hard!
  They came back in the evening. They looked from far, far away. The bush was empty. Was the fawn gone?
  Then, down the path, a mother deer walked out of the trees. Behind her hopped a tiny spotted fawn! It bounced along on its long legs, right behind its mom.
  "It found her!" {hero} whispered. "I mean, she found it!"
  Dad laughed. "The ranger was right," he said. # ending: ranger-was-right
- "middle":
  So they did exactly what the ranger said, even though it was hard. They went away and left the fawn alone all day. {hero} thought about it on the trail, at lunch and in the gift shop, and every time Dad said, "Trust the mom."
  In the evening, when the light turned gold, they came back along the Rim Trail and stopped a long way from the cliffrose. The bush was empty. {hero}'s heart sank. Had something gone wrong?
  Then, farther down the path, a doe stepped out of the trees and crossed in front of them, calm as anything. And right behind her, bouncing on its long new legs, came a tiny spotted fawn, sticking so close to her that it nearly bumped her tail.
  "She found it," {hero} whispered. "Or it found her."
  "Both," said Dad. "The ranger was right."
  {hero} watched them disappear into the junipers. {They} had never done anything so hard as doing nothing. It had worked. # ending: ranger-was-right
- else:
  So they did exactly what the ranger said, which turned out to be much harder than anything involving actual effort. They went away and left the fawn alone all day. {hero} thought about it on the trail, at lunch, and in the gift shop, in front of a rack of postcards, and every single time Dad said the same three words: "Trust the mom."
  In the evening, when the light had gone long and gold across the canyon, they came back along the Rim Trail and stopped a long way from the cliffrose. {hero} lifted Dad's binoculars. The bush was empty. Just shade and pale flowers and nothing underneath.
  {hero}'s heart sank like a stone. Had something gone wrong after all?
  Then, farther down the path, a doe stepped out of the trees and crossed in front of them, unhurried, as if the path belonged to her. And right behind her, bouncing on legs that seemed to be mostly springs, came a tiny spotted fawn, sticking so close to her that it kept bumping into her tail and having to start over.
  "She found it," {hero} whispered. "Or it found her."
  "Both," said Dad. "Your ranger was right."
  {hero} watched them melt into the junipers. It had been the hardest thing {they} had ever done, doing nothing all day. It turned out nothing was exactly what had been needed. # ending: ranger-was-right
}
-> END

=== trail_down ===
# place: bright-angel
~ saw_sheep = true
{band:
- "young":
  {route:
  - "search": They walked to the Bright Angel trailhead. A ranger stood by the sign. His name was Ranger Nez. "Going down is easy," he said. "Coming up is hard. Drink lots of water!"
  - "watch": "Sheep? I want to see!" said {hero}, nice and loud. The girls with braids cheered. Their family came too, and so did the jogger. When {hero} looked back, nobody was near the fawn's bush. At the trailhead, a ranger named Ranger Nez checked their water. "Good," he said.
  - else: The ranger looked at their water bottles and gave them a thumbs-up. "Your sheep are down there," he said.
  }
  The trail went down the cliff in zigzags. With every turn, the rim got higher above them.
  The sun got hotter. "We drink every time we stop," said Dad.
  Then, clatter, clatter! Little stones rolled down. Two animals stood on the rocks below the trail. They had tan fur and white bottoms. The big one had short, curved horns. Bighorn sheep! It was a mom and her baby.
  The baby lamb stayed right next to its mom. It did not hide. It went everywhere she went.
  {knows_hiding: "Lambs follow their moms," said Dad. "Fawns hide. Different babies, different plans."}
- "middle":
  {route:
  - "search": They walked on to the Bright Angel trailhead, where a ranger with a wide hat stood beside the trail sign. His name tag said Ranger Nez. He checked their water bottles and nodded. "Going down is easy," he said. "Coming up is the hard part. Turn around while you still feel strong." When {hero} asked who had made the trail, he said it followed a route the Havasupai people had used for a very long time, and that they still live in a village deep in a side canyon. # fact: eleven-native-american
  - "watch": "Bighorn sheep?" {hero} said, loud enough for everyone to hear. "Can we go and look too?" The girls with braids cheered, their parents laughed, and the jogger decided to come along. When {hero} glanced back, nobody at all was standing near the cliffrose. At the trailhead, a ranger with a wide hat checked everyone's water. His name tag said Ranger Nez. "In July, water is everything," he said. "Going down is easy. Coming up is the hard part."
  - else: They filled their water bottles at the station beside the trail sign, and the ranger checked each one and nodded. "Your sheep are still down there," he said, tapping his radio. {hero} asked if the sheep would be scared of them. "Not if you stand still and let them choose the way," said the ranger. "And turn around while you still feel strong."
  }
  ~ met_ranger = true
  The Bright Angel Trail zigzagged down the cliff in tight switchbacks. With every turn, the rim rose higher above them and the air got warmer.
  "Rule of the day," said Dad. "We drink every time we stop, and we turn around before we're tired."
  {hero} drank. But {they} kept glancing back up at the rim, toward the place where the cliffrose was.
  Then stones clattered below the trail. On a ledge of rock stood two tan animals with white rumps. Desert bighorn sheep: a mother with short curved horns, and a lamb half its mother's size. The lamb stayed pressed against its mother's side. When she stepped, it stepped. When she stopped, it stopped.
  {knows_hiding: "Look at that," Dad whispered. "A lamb follows its mom from the start. A fawn hides. Different babies, different plans."|"Look at that," Dad whispered. "That lamb goes everywhere its mom goes."}
- else:
  {route:
  - "search": They walked on to the Bright Angel trailhead, where a ranger with a wide hat and a huge water jug stood beside the trail sign. His name tag said Ranger Nez. He looked at their bottles the way a doctor looks at a sore throat and nodded. "Going down is easy," he said. "Coming up is the part that surprises people. Turn around while you still feel strong." When {hero} asked who had made the trail, he said it followed a route the Havasupai people had used for a very long time, and that they still live in a village deep in a side canyon to the west. # fact: eleven-native-american
  - "watch": "Bighorn sheep?" {hero} said, loudly enough for the whole crowd to hear. "On this trail? Can we come?" The girls with braids cheered, their parents laughed, the jogger said he had always wanted to see one, and the man with the stroller turned it around. When {hero} glanced back, the path beside the cliffrose was completely empty, which had been the whole idea. At the trailhead, a ranger with a wide hat checked everybody's water. His name tag said Ranger Nez. "In July, water is everything," he said. "Going down is easy. Coming up is the part that surprises people."
  - else: They filled their water bottles at the station beside the trail sign, and the ranger checked each one and nodded. "Your sheep are still down there," he said, tapping his radio. {hero} asked whether the sheep would be scared of them. "Not if you stand still and let them pick the way," said the ranger. "They've been walking these cliffs a lot longer than this trail has been here. Oh, and turn around while you still feel strong, not when you start feeling weak. Those are different moments."
  }
  ~ met_ranger = true
  The Bright Angel Trail zigzagged down the cliff in tight switchbacks, and with every turn the rim rose higher behind them and the air got warmer, until it felt like walking down into a giant stone oven that someone had left on low.
  "Rule of the day," said Dad. "We drink every time we stop, and we turn around before we're tired, not after."
  {hero} drank. But {they} kept glancing back up at the rim, picturing one particular cliffrose bush, wondering whether anything had happened yet, and whether {they} would know.
  Then stones clattered below the trail. On a ledge of pale rock stood two tan animals with white rumps: desert bighorn sheep, a mother with short curved horns and a lamb half her size. The mother moved across the slope as though it was a staircase built just for her. The lamb stayed glued to her side. When she stepped, it stepped. When she stopped, it stopped, and peeked around her legs at them.
  {knows_hiding: "Look at that," Dad whispered. "A lamb follows its mom from day one. A fawn hides and waits. Different babies, different plans. Both of them work."|"Look at that," Dad whispered. "That lamb goes everywhere its mom goes. I guess every baby has its own plan."}
}
{end_now: -> trail_down_end}
{band:
- "young":
  The sheep wanted to cross the trail. Everybody stopped to give them room.
  Big clouds were growing over the far rim. They were getting darker at the bottom.
  "We could wait for the sheep, then hike on to the resthouse," said Dad. "That was our plan."
  {hero} looked up at the rim. Was the fawn's mom back yet?
- "middle":
  The sheep were heading for the trail ahead, and every hiker on the switchback stopped to give them room. Nobody talked. The mother tested each rock with one hoof before she trusted it.
  Far across the canyon, the clouds over the North Rim had grown taller and puffier, and their bottoms were turning gray.
  "Once they've crossed, we could still hike down to Mile-and-a-Half Resthouse," said Dad, checking his watch. "That was the plan. Or we could head back up now."
  {hero} looked at the lamb, then up at the rim, where a mother deer might be stepping out of the trees right now, or might not. Every choice felt like a guess.
- else:
  The sheep were heading for the trail just below them, and every hiker on the switchback stopped to give them room, the way people stop for a parade. Nobody talked. The mother tested each rock with one hoof before trusting her weight to it, and the lamb copied her exactly, a beat behind, like an echo with legs.
  Far across the canyon, the clouds over the North Rim had grown taller and fatter, and their flat bottoms were turning the color of a bruise. They were still a long way off. But they were coming, the way afternoons come.
  "Once they've crossed, we could still make it down to Mile-and-a-Half Resthouse," said Dad, checking his watch and then the sky. "That was the plan. Or we call it here and head back up."
  {hero} looked at the lamb, then up at the rim, where a mother deer might be stepping out of the junipers this very minute, or might not, and {hero} would never know unless {they} {were} there. Every choice felt like a guess wearing a disguise.
}
* [Go straight back up to the rim to check on the fawn from far away # act: go] -> reunion_after_trail
* [Look at the bighorn lamb through Dad's binoculars # act: look] -> twins_after_trail
* [Wait for the sheep to cross, then hike on down to the resthouse # act: wait] -> storm_after_trail

=== trail_down_end ===
# place: bright-angel
{band:
- "young":
  They watched the sheep until they were gone. The lamb never left its mom. Not once!
  Then they climbed back up. It was hot. {hero} drank lots of water.
  At the top, {hero} looked along the rim with Dad's binoculars. Far away, a mother deer walked to the cliffrose bush. A little fawn jumped up to meet her!
  Then the trees hid them.
  "Every baby has a plan," said {hero}. "And every mom has one too." # ending: two-mothers
- "middle":
  They watched the sheep pick their way across the trail and up the slope until the rocks hid them. In all that time the lamb never got more than one step from its mother.
  Then they turned around and climbed back up, slowly, drinking at every switchback, because the ranger was right: coming up was the hard part.
  At the top, {hero} borrowed Dad's binoculars and looked along the rim toward the Village, just in case. Far away, between the pines, {they} caught it: a doe stepping up to a gray-green bush, and something small and spotted springing out to meet her. Then the trees closed over them.
  It had lasted about two seconds. It was enough.
  "Two moms," {hero} said, "with two different plans. And both of them worked."
  Dad slung an arm around {hero}. "And one dad," he said, "whose plan was a big hike, and who is very glad he changed it." # ending: two-mothers
- else:
  They watched the sheep pick their way across the trail and up the far slope until the rocks swallowed them. In all that time, the lamb never strayed more than one step from its mother, not even to look at the interesting humans.
  Then they turned around and climbed back up, slowly, drinking at every switchback, because the ranger had been exactly right: coming up was the part that surprised people. It surprised {hero}'s legs, anyway.
  At the top, {hero} borrowed Dad's binoculars and swept them along the rim toward the Village, just in case, not really expecting anything. And there it was, far away between the pines: a doe stepping up to a gray-green bush, and something small and spotted shooting out from underneath to meet her, all legs and joy. Then the trees closed over them like a curtain.
  It had lasted about two seconds. {hero} found that two seconds was plenty.
  "Two moms," {hero} said, lowering the binoculars. "Two totally different plans. One baby follows, one baby hides. And both of them worked."
  Dad hooked an arm around {hero}'s neck and pulled {them} close. "And one dad," he said, "who had a plan involving a long hike and a lot of switchbacks, and who is extremely glad a fawn and a sheep changed it." # ending: two-mothers
}
-> END

=== far_watch ===
# place: rim-trail
{route == "ranger" && band == "young":
  ~ lens = "telescope"
}
{route == "ranger" && band != "young":
  ~ lens = "scope"
}
{band:
- "young":
  {route:
  - "search": They walked back past the fawn's bush without looking. They sat on a bench far away, on the other side from the pinyon trees.
  - "watch": {hero} and Dad walked far down the path to a bench. The people looked at each other. Then, one by one, they tiptoed away too.
  - else: The ranger set up his big telescope by a bench, far from the fawn. Then his radio called him back to the trail. "Keep watch for me!" he said.
  }
  From the bench, the bush looked tiny. With the {lens}, {hero} could just see two little ears.
  Waiting was hard! The sun got hot. A raven hopped onto the bench. It tugged at the zipper of Dad's pack with its beak!
  "Shoo!" said Dad. "Ravens here can open zippers. Keep the snacks zipped up inside."
  {hero} drank some water. {They} counted ravens. One, two, three. {They} looked at the bush again. Still two little ears.
  Big clouds grew over the far rim.
  Then something moved in the trees. It was a mother deer! She stood very still. Her big ears turned to listen.{route == "search": She had come out on the side away from the pinyon trees.}
- "middle":
  {route:
  - "search": They walked back along the rim, past the fawn's bush without a single look, and kept going until they found a bench a long, long way off, on the side away from the pinyons where the doe had stamped at them.
  - "watch": {hero} didn't say a word to the crowd. {They} just took Dad's hand, walked far back along the path to an empty bench, and sat down. The people looked at each other, and then, one by one, they drifted away too, until the path by the cliffrose was empty.
  - else: The ranger walked them far along the rim to a bench and set up his spotting scope there, pointed at the cliffrose. Then his radio called him back to the trailhead. "Keep an eye on it for me," he said. "I'll be back for the scope at lunch."
  }
  {lens == "scope": Through the ranger's scope, the cliffrose filled the whole circle, and {hero} could see two ear tips under it, still there, still still.|From the bench, the bush was only a gray-green bump. Through Dad's binoculars, {hero} could just make out two ear tips, still there, still still.}
  Waiting turned out to be hard work. The sun climbed. The shade of the bench shrank. {hero} drank water, counted ravens, and checked the {lens} about every fifteen seconds.
  A raven landed on the end of the bench, hopped over to Dad's pack and began, very calmly, to tug at the zipper with its beak.
  "Hey!" Dad shooed it off. "Ravens here have figured out zippers. Keep anything tasty zipped up inside, and keep the pack on your lap."
  {flies(): {pal} puffed itself up at the raven, bird to bird, and it left.}
  Over the North Rim, the clouds were climbing into tall white towers.
  Then, at the edge of the trees beyond the cliffrose, something moved. A doe. She stood with her head high and her huge ears swiveling, one step out of the shadows, and did not take a second.{route == "search": She had come out on the far side, away from the pinyons, just as {hero} had guessed she would.}
- else:
  {route:
  - "search": They walked back along the rim, past the fawn's bush without a single glance, which took tremendous willpower, and kept going until they found a bench a long, long way off, on the side away from the pinyons. If the doe had decided that one side of this rim belonged to scary people, {hero} meant to be on the other side, and far.
  - "watch": {hero} didn't make a speech. {They} simply took Dad's hand, walked far back along the path to an empty bench, and sat down. The crowd looked at {them}, then at each other. Then, one by one, the way people leave a theater when the lights come up, they drifted away too, until the path beside the cliffrose was deserted. {hero} felt oddly proud of that.
  - else: They followed the ranger along the rim to a bench a long, long way from the cliffrose, where he set up his spotting scope on its three legs and aimed it at the bush. Then his radio called him back to the trailhead. "Keep an eye on it for me," he said. "I'll come back for the scope at lunch." {hero} had never been put in charge of anything so important.
  }
  {lens == "scope": Through the ranger's scope, the cliffrose filled the whole circle of the lens, and {hero} could see two ear tips under it, still there, still perfectly still.|From the bench, the bush was only a gray-green bump among the pines. Through Dad's binoculars, {hero} could just make out two ear tips under it, still there, still perfectly still.}
  Waiting, it turned out, was an extreme sport. The sun climbed. The shade of the bench shrank to a stripe. {hero} drank water, counted ravens, named the ravens, forgot the ravens' names, and checked the {lens} about every fifteen seconds.
  One of the ravens landed on the far end of the bench, hopped over to Dad's pack and began, with great calm and skill, to work the zipper open with its beak.
  "Hey!" Dad scooped up the pack. "The ravens here have figured out zippers. Anything tasty stays zipped up inside, and the pack stays on a lap." The raven gave him a look of deep disappointment and flapped off to try somebody else.
  {flies(): {pal} watched it go with narrowed eyes, bird to bird, as if taking notes.}
  Over the North Rim, the morning's clouds had become tall white towers, leaning a little, trying to see over the canyon.
  Then, at the edge of the trees beyond the cliffrose, something moved. A doe. She stood with her head high and her huge ears turning, one single step out of the shadows, and she did not take a second one.{route == "search": She had come out on the far side of the bush, well away from the pinyons, exactly as {hero} had guessed.}
}
{end_now: -> far_watch_end}
~ doe_waiting = true
{band:
- "young":
  The mother deer did not come any closer. A family was walking on the path. She waited for them to go by.
  {hero} held {their} breath.
  Then {pal} went very still too. It was not looking at the mother deer. It was looking at a different bush!
  What was it hearing?
- "middle":
  The doe didn't come any closer. A family was strolling along the path between her and the cliffrose, chatting and pointing at the view, and she watched them pass the way you'd watch a storm go by.
  {hero}'s hands were sweaty on the {lens}. {They} wanted to jump up and wave the family along. {They} wanted to creep closer and see better. {They} wanted, most of all, for the doe to take that second step.
  Then {pal} went still in a way that was different from waiting. It wasn't looking at the doe at all. It was turned toward a juniper a little way from the cliffrose, as if it had caught something nobody else had.
  {hero} looked from {pal} to the doe and back again. Something was about to happen, and {hero} had to choose what to do with the next minute.
- else:
  The doe didn't come any closer. A family was strolling along the path between her and the cliffrose, chatting, pointing, taking a photo of the view that would never, ever fit in a photo, and she watched them pass with the patience of someone who had been doing this long before any of them were born.
  {hero}'s hands were sweaty on the {lens}. Part of {them} wanted to jump up and shoo the family along. Part of {them} wanted to creep closer for a better look. And all of {them} wanted the doe to take that second step so badly that it almost hurt.
  Then {pal} went still in a way that was different from waiting. It wasn't looking at the doe at all. It was turned toward a juniper a little way from the cliffrose, absolutely fixed on it, like it had caught the first notes of a song nobody else could hear. Its whole body was listening.
  "What's it doing?" Dad whispered. {hero} shook {their} head. {They} had no idea, but {they} had known {pal} long enough to know that when it went that still, it was never about nothing.
  {hero} looked from {pal} to the doe and back again. This was the moment. {hero} could feel it the way you feel a wave pulling back before it comes in. What {they} did with the next minute was going to matter.
}
* [Ask {pal} what it can hear # act: ask] -> twins_after_bench
* [Go a little closer along the path to see better # act: go] -> storm_after_bench
* [Wait without moving, as still as the fawn # act: wait] -> reunion_after_bench

=== far_watch_end ===
# place: rim-trail
{band:
- "young":
  A family was walking on the path, so the mother deer waited. At last the family walked on. The path was empty.
  The mother deer took one step. Then another. She walked right to the cliffrose bush.
  Two little ears popped up! Then a spotted head! The fawn jumped up and pushed its nose under its mom.
  Then they both slipped into the trees. Gone!
  {hero} let out a big breath. "Two little ears," {they} whispered. "And then a whole fawn!" # ending: just-the-ears
- "middle":
  A family was strolling along the path between the doe and the cliffrose, and she waited, frozen, for them to pass. At last the family wandered on, and the path was empty.
  The doe took her second step. Then a third. She walked, slow and careful, straight to the cliffrose, and lowered her head.
  Through the {lens}, {hero} saw the two ear tips shoot straight up. Then a spotted head. Then the whole fawn, unfolding from the ground on legs that looked far too long, pushing its nose under its mother's belly.
  It only lasted a moment. Then the doe turned, and the two of them slipped into the junipers and were gone, as if they had never been there at all.
  {hero} looked up from the {lens}. {Their} arms were shaking, and {they} didn't know why.
  "Did you see?" {they} whispered.
  "I saw," said Dad.
  All that waiting, for about ten seconds of ears. {hero} would have waited twice as long. # ending: just-the-ears
- else:
  A family was strolling along the path between the doe and the cliffrose, chatting and pointing at the view, and she waited for them with the patience of a statue. At last the family wandered on toward the lodge, and the path was empty.
  The doe took her second step. Then a third. She walked, slow and deliberate, straight to the cliffrose, and lowered her head to it like someone checking a cradle.
  Through the {lens}, {hero} saw the two ear tips shoot straight up. Then a spotted head. Then the whole fawn, unfolding out of the ground on legs that looked borrowed from a much bigger animal, shoving its nose under its mother's belly with no manners at all.
  It only lasted a moment. Then the doe turned, and the two of them slipped into the junipers and were gone, so completely that the bush looked as if nothing had ever been under it.
  {hero} looked up from the {lens}. {Their} hands were trembling a little, which was ridiculous; all {they} had done was look.
  "Did you see?" {they} whispered.
  "I saw," said Dad.
  Beside {them}, {pal} was still staring at the junipers where the deer had gone, as though it could see straight through them. Dad wiped his eyes with the back of his hand and claimed it was sunscreen.
  All that waiting, all that sun and raven and sweaty hands, for about ten seconds of ears. {hero} would have signed up for it again on the spot. # ending: just-the-ears
}
-> END

=== time_trail ===
# place: rim-trail
~ walked_time = true
{band:
- "young":
  {route:
  - "search": "Let's go and find out," said Dad. "Then we will come back and look from far away."
  - "watch": The man with the camera showed them the way. Lots of the people came too! Soon nobody was near the fawn's bush at all.
  - else: They walked from the trailhead to the Trail of Time. It went along the rim, near some old stone buildings.
  }
  Little metal markers were set into the path. {hero} found a sign. Every big step on this trail was a million years! # fact: trail-of-time
  Beside the path sat rocks from the canyon. The first one was dark and twisty. {hero} put {their} hand on it. It was cool. It came from the very bottom of the canyon, and it was very, very old.
  {hero} took a big step. "A million years!" {they} said. Then another. "Two million!"
  {pal} {moved()} along behind, counting too.
- "middle":
  {route:
  - "search": "Let's go and find out," said Dad. "It'll give that doe the morning to herself. Then we'll come back and look from far away."
  - "watch": The man with the camera was delighted to have company. He led the way east along the rim, and so many of the crowd came along that {hero} felt like the front of a parade. When {they} looked back, nobody at all was standing near the cliffrose.
  - else: From the trailhead they walked east along the rim, past the old stone buildings of the Village, to where the Trail of Time began.
  }
  At first it looked like an ordinary paved path. Then {hero} noticed the little bronze markers set into it, one every big step. A sign explained: each meter of this path stood for a million years. # fact: trail-of-time
  Beside the path sat chunks of real rock from the canyon. The first one was dark and twisted, with shiny stripes bent every which way. "This one's from the very bottom of the canyon, by the river," said Dad, reading the sign. "The dark rock down there is more than a billion and a half years old."
  {hero} put {their} hand on it. It was cool, even in the sun. Somewhere a mile under {their} sneakers, the same rock was lying at the bottom of the canyon right now, with the river running over it.
  {hero} took one giant step. "A million years," {they} announced. Another. "Two million." {pal} {moved()} along beside {them}, counting too, and kept losing track around thirty million.
- else:
  {route:
  - "search": "No idea," said Dad cheerfully. "Let's go and find out. It'll give that doe the whole morning to herself, and then we'll come back and look from so far away she forgets we exist."
  - "watch": The man with the camera was thrilled to have company. He led the way east along the rim, and so much of the crowd tagged along that {hero} felt like the front of a small, polite parade. When {they} looked back, there was not one person standing anywhere near the cliffrose, and {hero} had managed it entirely by accident.
  - else: From the trailhead they walked east along the rim, past the old stone buildings of the Village, to where the Trail of Time began, {hero} glancing back over {their} shoulder only about every ten steps.
  }
  At first it looked like any paved path. Then {hero} noticed the little bronze markers set into it, one every big step, marching off along the rim. A sign explained the idea: each meter of this path stood for a million years. # fact: trail-of-time
  Beside the path sat chunks of real rock from the canyon, in order. The first one was dark and twisted, with shiny stripes bent every which way like taffy that had been left in a hot car. "From the very bottom of the canyon, down by the river," Dad read. "The dark rock down there is more than a billion and a half years old."
  {hero} laid a hand on it. It was cool, even in the sun, and very slightly rough, like a cat's tongue. Somewhere a mile under {their} sneakers, this same rock was lying at the bottom of the canyon right now, with the river sliding over it, and it had been lying there since long before anything on Earth had legs.
  {hero} took one giant step. "A million years," {they} announced. Another. "Two million." It was a strange, dizzy feeling, stepping over a million years like a crack in the sidewalk. {pal} {moved()} along beside {them}, counting too, and lost track somewhere around thirty million, then insisted it had been doing it on purpose.
}
{end_now: -> time_trail_end}
{band:
- "young":
  They walked and walked. The rocks got younger. The last one was pale, with tiny old shells in it.
  Then {hero} spotted something in the dust beside the path. Little footprints shaped like hearts! "Dad!" {they} whispered. "Deer tracks! Small ones!"
  Dad looked and smiled. "Good eyes."
  The clouds over the far rim were getting big. They were dark at the bottom now.
  Was it time to go back to the fawn? {hero}'s feet wanted to hurry.
- "middle":
  They walked on through hundreds of millions of years. The rocks beside the path changed: red ones, pale ones, ones with ripples frozen in them. Near the end came a pale gray rock with little fossil shells in it, from the layer right at the top of the rim.
  Then {hero} found a sign that made {them} stop and read it twice. The canyon itself, the river carving it out, took only the last few million years. Just a few steps.
  {hero} looked back along the trail, all those steps, and then down at the last few. It was a lot to fit in one head.
  That was when {they} spotted it. In the dust beside the path was a line of small, pointed hoofprints, like split hearts. "Dad," {hero} whispered, crouching. "Deer. Little ones, too."
  Over the North Rim, the clouds had grown very tall, and their bottoms had turned a dark, heavy gray.
  {hero} looked back toward the Village. The Trail of Time went on ahead toward Yavapai. The little hoofprints went the other way.
- else:
  They walked on through hundreds of millions of years. The rocks beside the path changed as they went: rusty red ones, pale sandy ones, one with ripple marks frozen into it like a beach that had been turned to stone mid-wave. Near the end came a pale gray rock speckled with tiny fossil shells, from the layer right at the top of the rim, the one under {hero}'s own feet.
  Then {hero} found a sign that made {them} stop and read it twice. The canyon itself, the river actually carving it out, was only the last few million years. A few steps. Everything people have ever written down would fit in less than the width of a pencil.
  {hero} looked back along the path, all those steps, and then down at the last few, and felt the size of it in {their} stomach, the way you feel a drop. A fawn's whole life so far would not even show up on this trail. And yet it was the thing {hero} cared about most in the entire canyon.
  Maybe that was why {they} noticed the prints. In the dust at the edge of the path ran a line of small, pointed hoofprints, each one like a split heart. {hero} crouched. "Dad," {they} whispered. "Deer. And look how small some of these are."
  Over the North Rim, the clouds had grown into towers, and their flat bottoms had gone a dark, heavy gray. Dad glanced at them, then at his watch, and said nothing yet.
  {hero} stood on the bronze marker for some unimaginable number of years and looked both ways. The Trail of Time went on ahead toward Yavapai. The little hoofprints led the other way, back toward the Village.
}
* [Go on to the end of the Trail of Time at Yavapai # act: go] -> storm_after_time
* [Ask Dad to head back now and watch from far away # act: ask] -> reunion_after_time
* [Look where the little hoofprints lead on the way back # act: look] -> twins_after_time

=== time_trail_end ===
# place: rim-trail
{band:
- "young":
  After a while, they turned around. They walked back toward the Village on the Trail of Time. Step, a million years. Step, a million years.
  Then Dad stopped. "Shh. Look!"
  A mother deer stepped onto the path ahead. Behind her came the little spotted fawn! It hopped right across the path. It crossed a million years in one hop!
  Then they were gone into the trees.
  "Its mom came back," said {hero}. "I knew she would." # ending: crossing-time
- "middle":
  After a while they turned around and walked the Trail of Time back toward the Village, a million years a step, talking about rocks and rivers and how long a billion is.
  Then Dad put out an arm and stopped. "Shh. Look."
  Ahead of them, a doe had stepped out of the junipers onto the path. She looked both ways, ears turning. And behind her, springing along on its long, new legs, came a small spotted fawn.
  They crossed the Trail of Time right in front of {hero}. The doe took two calm steps. The fawn took three bouncy hops, and just like that it had crossed a few million years without even noticing. Then the junipers swallowed them both.
  {hero} stood on the marker where they had crossed and couldn't stop smiling.
  "Its mom came back," {they} said. "I knew she would." Then, more honestly: "I hoped she would."
  "Hoping counts," said Dad. "So does leaving them alone." # ending: crossing-time
- else:
  After a while they turned around and walked the Trail of Time back toward the Village, a million years a step, arguing happily about whether a billion was more like the number of stars you can see or the number of sand grains on a beach. (Dad said sand. {hero} was unconvinced.)
  Then Dad put out an arm and stopped dead. "Shh. Look."
  Ahead of them, a doe had stepped out of the junipers onto the path. She paused, ears turning, checking both directions with enormous care. And behind her, springing along on legs that seemed to be mostly springs, came a small spotted fawn.
  They crossed the Trail of Time right in front of {hero}. The doe took two calm strides. The fawn took three bouncy, completely unnecessary hops, and just like that it had crossed a few million years without noticing. Then the junipers swallowed them both.
  {hero} went and stood on the marker where they had crossed, as if it might still be warm. {They} couldn't stop smiling.
  "Its mom came back," {they} said. "I knew she would." Then, because Dad was giving {them} a look: "Okay. I hoped she would."
  "Hoping counts," said Dad. "So does knowing when to leave someone alone. That one's harder."
  {hero} looked at the marker under {their} feet, then at the junipers, where one small fawn was following its mother into a day that would never show up on any trail of time. It would not know it had crossed a few million years. {hero} would never forget it. # ending: crossing-time
}
-> END

// ---------------------------------------------------------------------------------------------
// The endings. Each starts where the scene before it was, then goes on at the fawn's cliffrose
// on the Rim Trail.

=== reunion_after_trail ===
# place: bright-angel
{band:
- "young":
  "Let's go back up now," said {hero}. So they turned around right away and left the sheep to cross in peace.
  They climbed and climbed. It was hot! They drank water at every turn.
  At the top, they did not go near the cliffrose. {route == "search": They went the long way round and sat far off, on the side away from the pinyon trees.|They sat far away, behind a low wall.} Dad gave {hero} his binoculars.
- "middle":
  "Back up," {hero} said. "Right now. Please." They left the sheep to cross the trail in peace and turned around. The climb was steep and hot, and they drank at every switchback. The ranger had been right: coming up was the hard part. {hero}'s legs burned, and {their} shirt stuck to {their} back, but {they} didn't slow down.
  At the top, they didn't go anywhere near the cliffrose. {route == "search": They circled far around, well away from the pinyons where the doe had bolted that morning, and sat down behind a low wall a long way off.|They sat down behind a low wall a long way off.} Dad handed {hero} his binoculars.
  {route == "watch": The path beside the bush was still empty. Not one person from the crowd had come back.}
- else:
  "Back up," {hero} said. "Right now. Please." {They} could not have explained it, except that the sheep were fine and the fawn was the one thing {they} had promised to keep an eye on, even from far away. So they left the sheep to cross the trail in peace and turned around.
  The ranger had been right: coming up was the part that surprised people. The sun leaned on them. {hero}'s legs turned to warm rubber, and {their} shirt glued itself to {their} back, and at every switchback Dad said "Water," and {hero} drank without arguing, which was how {they} knew it was serious.
  At the top, they didn't go anywhere near the cliffrose. {route == "search": They circled wide around, well away from the pinyons where the doe had bolted that morning, and sat down behind a low stone wall a long way off.|They sat down behind a low stone wall a long way off.} Dad handed {hero} his binoculars without a word.
  {route == "watch": The path beside the bush was still empty. Not one member of {hero}'s accidental crowd had come back, and {hero} silently thanked every one of them.}
}
-> reunion

=== reunion_after_bench ===
# place: rim-trail
{band:
- "young":
  {hero} did not move. {They} sat as still as a rock. {pal} was still too. A fly landed on {hero}'s nose. {They} did not even wiggle it off!
  The family walked on. Now the path was empty.
  {route == "ranger": In the big telescope, {hero} could see the mother deer's nose twitch.}
- "middle":
  {hero} made {themself} as still as the fawn. {They} didn't wriggle on the bench. {They} didn't swat the fly that landed on {their} knee. {They} barely breathed. Beside {them}, even {pal} had turned into a statue.
  Be a rock, {hero} told {themself}. Be the fawn. It was the longest minute of {their} life.
  The family wandered on toward the lodge. Now the path was empty.
  {route == "ranger": In the ranger's scope, the doe was so close that {hero} could see her nostrils open and close as she tested the air.}{route == "watch": Nobody from the crowd came back. {hero} had half expected the man with the camera to wander over, but he never did.}
- else:
  {hero} made {themself} as still as the fawn. Be a rock, {they} told {themself}. {They} didn't wriggle on the hot bench. {They} didn't swat the fly that landed on {their} knee and walked around as if it owned the place. {They} barely breathed. Beside {them}, even {pal} had turned into a statue, and not a very comfortable-looking one.
  Out of the corner of {their} eye, {hero} could see Dad, who was not built for stillness, doing his very best impression of a tree. It was a surprisingly good impression. {hero} filed it away to tease him about later.
  It felt like an hour. It was probably three minutes. At last the family wandered on toward the lodge, and the path beside the cliffrose was empty.
  {route == "ranger": In the ranger's scope, the doe was so close that {hero} could see her nostrils widen as she tested the air, once, twice, for any trace of people. There was none near enough to matter.}{route == "watch": Nobody from the crowd came back. {hero} had half expected the man with the camera to wander over for one last picture, but he never did, and {hero} decided to like him for it.}
}
-> reunion

=== reunion_after_time ===
# place: rim-trail
{band:
- "young":
  "Can we go back now?" asked {hero}. "And watch from far away?"
  "Yes," said Dad. They walked back along the Trail of Time, a million years a step. They sat far from the cliffrose, behind a low wall.
  {hero} looked at the bush with the binoculars. Two little ears were still there. Good!
- "middle":
  "Can we go back now?" {hero} asked. "And watch from really far away?"
  "That," said Dad, "is an excellent plan." They walked back along the Trail of Time, rolling the years back a million at a step, and sat down behind a low wall a long way from the cliffrose. Dad handed over his binoculars.
  The two ear tips were still there under the bush, exactly where they had been that morning. The fawn had not moved all this time. {hero} wasn't sure {they} could have stayed still that long even asleep.
- else:
  "Can we go back now?" {hero} asked. "And watch from really, really far away? Like, from the next million years over?"
  "That," said Dad, "is an excellent plan." So they walked back along the Trail of Time, rolling the years backward a million at a step, which {hero} found oddly calming, and sat down behind a low stone wall a long way from the cliffrose. Dad handed over his binoculars with great ceremony, like a sword.
  The two ear tips were still there under the bush, exactly where they had been that morning. In all that time, while {hero} had walked across two billion years and back, the fawn had not moved an inch. {hero} was impressed. {They} could not stay that still even asleep.
}
-> reunion

// Goes on at the fawn's cliffrose, watched from far off.
=== reunion ===
# place: rim-trail
{band:
- "young":
  {doe_waiting: The mother deer took one more step. Then another. Then another!|They waited and waited. Then a mother deer stepped out of the trees.}{scared_doe: {doe_waiting: This time she did not stamp.|She came the long way round, far from the pinyon trees. This time she did not stamp.}} She walked right to the cliffrose bush.
  Up popped the fawn! It wobbled on its long legs. It pushed its nose under its mom and drank. Its tiny tail went wiggle, wiggle, wiggle!
  The mom licked its ears. The fawn's ears were so big that they flopped when she licked them! {hero} giggled into {their} hand.
  {hero} hugged Dad. "She came back!" {pal} was so pleased that it {wiggled()}.
  {saw_sheep: "Lambs follow and fawns hide," said {hero}. "And they both get their moms."}{walked_time: {hero} had stepped over millions of years that morning. This fawn was only a few weeks old.}{guarded: Nobody stood on the path. Not one person. {hero} had made sure of that.}
  Then the mom walked into the trees, and the fawn bounced after her. The last thing {hero} saw was a tiny tail. Flick, flick. Then only the bush. # ending: reunion
- "middle":
  {doe_waiting: At the edge of the trees, the doe took her second step at last. Then a third, and a fourth, slow and careful, as if the ground might be thin ice.|Nothing happened for ages. A raven flew over. The clouds grew taller. Then, at the edge of the junipers, the doe stepped out.}{scared_doe: {doe_waiting: This time she didn't stamp. They were much too far away to bother her.|This time she came the long way round, nowhere near the pinyons where she had stamped at them, and she didn't stamp now. They were much too far away to bother her.}} She stopped and turned her huge ears in every direction. Then she walked straight to the cliffrose.
  The fawn shot up like a spring, wobbling on its long legs, and pushed its nose under its mother's belly to drink. Its stubby little tail wagged so fast it blurred. The doe bent her head and licked its ears, its back, its face, while it drank and drank.
  {hero} watched through the {lens} without blinking.{lens == "scope": It was strong enough to show a drop of milk on the fawn's chin.} {They} could feel {their} face doing a huge, silly grin, and {they} didn't care one bit.
  When it had finished drinking, the fawn gave a funny little stiff-legged bounce, all four hooves off the ground at once, as if it had just remembered it had legs. The doe waited for it, patient as anything.
  "She came back," {hero} whispered. "She was coming back the whole time."{met_ranger: {hero} grinned. "Wait till we tell the ranger."}
  {guarded: "And you kept the path clear for her," said Dad. "First by talking to people, and then by leading them away."|"She just needed us out of the way," said Dad.}
  {saw_sheep: {hero} thought of the lamb glued to its mother on the trail. Lambs follow, fawns hide, and both of them had it right.}{walked_time: That morning {hero} had stepped across two billion years of rock. This fawn had been in the world for a few weeks, and it was the one {they} would remember.}
  At last the doe turned and walked into the trees, and the fawn trotted after her, so close it almost stepped on her heels. For a moment {hero} could still see its little black-tipped tail bobbing between the junipers. Then there was only the cliffrose, with its pale flowers nodding where a small body had pushed past. # ending: reunion
- else:
  {doe_waiting: At the edge of the trees, the doe took her second step at last. Then a third, and a fourth, each one slow and deliberate, testing the ground the way you test ice on a pond.|For a long time, nothing happened, in the way that only a long time can. A raven sailed over. The clouds over the North Rim grew taller and darker underneath. {hero}'s elbows went numb on the wall. Then, at the edge of the junipers, the doe stepped out.}{scared_doe: {doe_waiting: This time she didn't stamp. They were far too far away to be anybody's problem.|She came the long way round, nowhere near the pinyons where she had stamped at them that morning, and this time she didn't stamp. They were far too far away to be anybody's problem.}} She stopped and turned her great ears in every direction, slowly, one and then the other. Then she walked straight to the cliffrose.
  The fawn shot out of the shade on legs that seemed to have been borrowed from a much bigger animal, wobbling, and shoved its nose under its mother's belly to drink. Its stubby tail wagged so fast it turned into a blur. The doe bent her long neck and licked it all over, ears, back, face, top of the head, with the no-nonsense thoroughness of a parent with a washcloth.
  {hero} watched through the {lens} without blinking.{lens == "scope": It was strong enough to show a drop of milk hanging from the fawn's chin, and the doe's tongue catching it.} {They} could feel {their} face doing an enormous, undignified grin, and {they} didn't care even slightly.
  When it had finished, the fawn gave a ridiculous stiff-legged bounce, all four hooves leaving the ground at once, as if it had only just discovered it owned legs and wanted to test them. The doe waited for it with the look of a mother who had seen this before and would see it many more times.
  "She came back," {hero} whispered. "She was coming back the whole time. She just needed us to get out of the way."{met_ranger: And the first thing {hero} meant to do afterward was find the ranger and tell him every second of it.}
  {guarded: "And you did both jobs," said Dad. "First you kept people back. Then you took yourself back, and everyone else with you, which is harder."|"That's the whole secret," said Dad. "Sometimes the best help looks exactly like doing nothing."}
  {saw_sheep: {hero} thought of the lamb on the trail, glued to its mother's side. Lambs follow. Fawns hide. Two opposite plans, and both of them right.}{walked_time: That morning {hero} had walked across two billion years of rock. This fawn had been alive for a few weeks, and it had just outweighed the whole lot.}
  At last the doe turned and walked into the trees, and the fawn trotted after her, so close it kept bumping into her heels. {hero} followed the pale flick of its tail between the junipers for as long as {they} could, ten steps, fifteen, until the shade took it, and there was nothing left to see but a cliffrose with its pale flowers still nodding. # ending: reunion
}
-> END

=== twins_after_trail ===
# place: bright-angel
{band:
- "young":
  {hero} looked at the lamb through Dad's binoculars. It had tiny bumps where its horns would grow! It stayed right by its mom.
  "Look closely at everything," said Dad. "You never know what you will find."
  Then they climbed back up. At the top, they sat far from the cliffrose{scared_doe:, on the side away from the pinyon trees}. {hero} kept the binoculars. {They} looked at the cliffrose. Then {they} looked at the other bushes too.
  Under a juniper, not far away, were two more giant ears! Another fawn!
- "middle":
  {hero} raised Dad's binoculars. Up close, the lamb was even smaller than it looked, with a pale nose and two tiny bumps where its horns would grow. It never moved more than a step from its mother.
  "Good spotting," said Dad. "The trick is to look at everything, not just the thing you're looking for."
  {hero} remembered that. They climbed back up in the heat, drinking at every switchback, and sat down a long way from the cliffrose{scared_doe:, on the side away from the pinyons}. {hero} kept the binoculars. This time {they} didn't look only at the cliffrose. {They} looked at every bush around it.
  And under a juniper, about twenty steps from the cliffrose, {they} found a second pair of enormous ears.
- else:
  {hero} raised Dad's binoculars. Up close, the lamb was even smaller than it had looked, with a pale nose, a fuzzy coat and two tiny bumps where its horns would one day curl. It never strayed more than a step from its mother, and twice it bumped into her when she stopped, which made {hero} laugh out loud.
  "Good spotting," said Dad. "That's the trick with binoculars. Look at everything, not just the thing you came to look for."
  {hero} filed that away. They climbed back up in the heat, drinking at every switchback, and sat down a long way from the cliffrose{scared_doe:, on the side away from the pinyons}. {hero} kept the binoculars and, remembering, didn't just stare at the cliffrose. {They} worked slowly across every bush around it, one by one, like reading lines on a page.
  And under a juniper about twenty steps from the cliffrose, {they} found a second pair of enormous ears, sticking up out of the shade.
}
-> twins

=== twins_after_bench ===
# place: rim-trail
{band:
- "young":
  "{pal}, what do you hear?" {hero} whispered.
  {pal} turned toward a juniper. "A tiny squeak," it whispered. "Like a toy. It came from over there."
  {hero} looked with the {lens}. Under the juniper were two more giant ears! Another fawn!
- "middle":
  "{pal}," {hero} whispered. "What is it? What do you hear?"
  {pal} didn't take its eyes off the juniper. "A squeak," it whispered. "Very small. Like a squeaky toy. From under that bush."{kind == "deer": "That's a fawn noise," {pal} added. "I'd know it anywhere."}
  {hero} swung the {lens} to the juniper, about twenty steps from the cliffrose. At first {they} saw only shade. Then {they} saw it: another pair of enormous ears, and another spotted back.
  A second fawn. It had been there all along, twenty steps from the first, and {hero} had never once looked at that bush.
- else:
  "{pal}," {hero} breathed. "What is it? What can you hear?"
  {pal} didn't take its eyes off the juniper. "A squeak," it whispered. "Very small. Very high. Like a squeaky toy that's trying not to be heard. From under that bush."{kind == "deer": "That's a fawn calling," {pal} added. "You don't forget that sound."}
  {hero} swung the {lens} to the juniper, about twenty steps from the cliffrose, and for a moment saw nothing but shade and needles. Then the shade had ears. Enormous ones. And below the ears, a small spotted back, exactly like the first one.
  A second fawn. Twenty steps from the first, in plain sight of the path all morning, and {hero}, who had stared at this patch of rim for what felt like a week, had never once looked at that particular bush.
}
-> twins

=== twins_after_time ===
# place: rim-trail
{band:
- "young":
  {hero} looked at the little hoofprints. They went along the path, back toward the Village. {hero} and Dad walked slowly beside them.
  Then Dad stopped. "Tracks are for reading, not for following all the way," he said. "These go to the fawn."
  So they went the long way round and sat far off. {hero} looked with the binoculars. Near the cliffrose, the tracks went two ways!
  One way went to the cliffrose. The other went to a juniper. Under the juniper were two more giant ears! Another fawn!
- "middle":
  {hero} followed the little hoofprints with {their} eyes, and then with {their} feet, walking beside them, not on them. They ran along the dusty edge of the path, back toward the Village.
  But long before the cliffrose came into sight, Dad put a hand on {hero}'s shoulder. "Tracks are for reading, not for following all the way," he said. "These are heading for the one place we promised to stay away from."
  So they left the path, circled wide, and sat down behind a low wall a long way off. Through the binoculars, {hero} found the tracks again where they crossed a patch of bare dust near the cliffrose. There they split in two.
  One set led toward the cliffrose. The other led toward a juniper about twenty steps away. And under the juniper, in the shade, were two more enormous ears.
- else:
  {hero} followed the little hoofprints with {their} eyes, and then with {their} feet, walking beside them rather than on them, the way you'd walk beside someone's sandcastle. They ran along the dusty edge of the path, back toward the Village, sometimes crisp, sometimes smudged where a sneaker had stepped on them.
  But long before the cliffrose came into sight, Dad put a hand on {hero}'s shoulder. "Tracks are for reading," he said, "not for following all the way to somebody's bedroom. These are heading straight for the one bush we promised to leave alone."
  {hero} knew he was right, and hated it for about three seconds. So they left the path, circled wide through the trees, and sat down behind a low stone wall a long way off, and took turns with the binoculars.
  It took {hero} a while to find the tracks again, crossing a patch of bare dust near the cliffrose. And there they did something strange. They split in two, a little way apart, like a sentence that turned into two sentences.
  The first set led toward the cliffrose. The second led toward a juniper about twenty steps away. And under the juniper, deep in the shade, a second pair of enormous ears stuck straight up out of the needles.
}
-> twins

// Goes on at the fawn's cliffrose, watched from far off.
=== twins ===
# place: rim-trail
{band:
- "young":
  "Two fawns?" {hero} whispered.
  {doe_waiting: Then the mother deer walked out of the shadows.|Then the mother deer came out of the trees.} She went to the cliffrose. Up jumped the first fawn! Then she went to the juniper. Up jumped the second fawn! Twins!
  "Mule deer moms often have twins," said Dad. "She hid them in two places. That way they are extra safe."
  The mom licked them both. The fawns drank milk, tails wagging. One fawn was a little bigger. The other had a white spot on its nose.{lens == "telescope": In the ranger's telescope, they looked close enough to pat.}
  {hero} laughed. "We were looking after two babies, and we did not even know it!"
  {guarded: "And you kept the path clear for both of them," said Dad.}
  Then all three walked into the trees, the mom in the middle and a fawn on each side. Two tiny tails went flick, flick. Then they were gone. # ending: twins
- "middle":
  "Dad," {hero} whispered. "There are two."
  Dad took a turn at the {lens}, looked, and let out a low whistle. "Well, how about that."
  {doe_waiting: Right then the doe at the edge of the trees took her second step, and her third, and walked out into the open.|Right then the doe stepped out of the junipers.}{scared_doe: {not doe_waiting: She came from the far side, nowhere near the pinyons.}} She went to the cliffrose first, and the first fawn shot up to meet her. Then she walked calmly over to the juniper, and out popped the second one, wobbly and eager. Twins.
  "Mule deer moms often have twins," Dad whispered. "And they hide them in separate places. That way, if a hungry animal finds one, it won't find both."
  The doe stood still while both fawns drank at once, their little tails wagging like mad. She licked one, then the other, then the first one again.
  {hero} sat back, amazed. All morning {they} had worried about one fawn, and there had been two the whole time, hidden so well that nobody had guessed. Hundreds of people had walked along that path today. Not one of them had known.
  {pal} {sniffed()}, as if trying to count them again to be sure. "Two," it announced. "Definitely two. I checked."
  {guarded: "You were guarding two babies and only knew about one," said Dad.|"That mom had a better plan than any of us," said Dad.}
  Then the doe led them off into the trees, one fawn on each side, and the three of them walked into the shade together. The last thing {hero} saw was two small tails, flicking in turn, left, right, left, like a secret signal meant only for {them}. # ending: twins
- else:
  "Dad," {hero} whispered. "There are two."
  Dad took a turn at the {lens}, looked for a long moment, and let out a low whistle. "Well, how about that."
  And right then, as if she had been waiting for them to work it out, {doe_waiting: the doe at the edge of the trees took her second step, and her third, and walked out into the open.|the doe stepped out of the junipers.}{scared_doe: {not doe_waiting: She came in from the far side, nowhere near the pinyons where she had stamped at them.}} She went to the cliffrose first, and the first fawn shot up to meet her like a spring let go. Then she walked, calm as a teacher on a field trip, over to the juniper, and out popped the second one, wobbly and eager and in a tremendous hurry. Twins.
  "Mule deer moms often have twins," Dad whispered. "And they hide them in separate places. That way, if a hungry animal finds one, it doesn't find both. Not putting all your eggs in one basket. Or all your fawns under one bush."
  The doe stood perfectly still while both fawns drank at once, tails wagging, pushing at her like two kids at a drinking fountain. She licked one, then the other, then the first one again because apparently it had missed a spot.
  {hero} sat back, stunned. All morning {they} had worried about one fawn, and there had been two the whole time, hidden so well that not one of the hundreds of people on the Rim Trail had guessed. Not even {hero}. That was the part that made {them} grin.
  {pal} {sniffed()}, then announced, with enormous dignity, that it had suspected twins all along and had simply been too polite to say. Nobody believed it. {pal} did not seem to mind.
  {guarded: "You spent all morning guarding two babies," said Dad, "and only knew about one. That's a good kind of mistake."|"That mom was three steps ahead of all of us," said Dad. "Four, maybe."}
  Then the doe led them off toward the trees, a fawn on each side, and {hero} watched the three of them go: one tall deer and two small ones, the little tails flicking in turn, left, right, left, until the junipers folded around them and there was nothing left to see but two ordinary bushes, twenty steps apart, that {hero} would never think of as ordinary again. # ending: twins
}
-> END

=== storm_after_trail ===
# place: bright-angel
{band:
- "young":
  They waited for the sheep to cross. It took a long time! Then they hiked down and down to the resthouse. It was very hot. They sat in the shade and drank.
  Then, grrrumble! Thunder! "When thunder roars, we go indoors," said Dad. "Up. Now."
  Going up was slow and hard. The sky got dark. Boom!
  At the top, the ranger called, "Everybody indoors!" They ran into the lodge. Then the rain poured down. They waited a long, long time for the storm to pass.
- "middle":
  They waited while the sheep picked their way across the trail, which took a long time, because the lamb stopped to look at everything. Then they went on down, switchback after switchback, to Mile-and-a-Half Resthouse, a little stone shelter with a roof for shade. It was the hottest place {hero} had ever been. They sat in the shade and drank and drank.
  Then thunder grumbled from the clouds over the North Rim. Dad was on his feet at once. "When thunder roars, we go indoors," he said. "And indoors is up there. Now."
  Going up took more than twice as long as coming down. The sun pressed on them, and the thunder got louder, and the sky over the canyon turned dark purple. Near the top, a flash lit the clouds.
  At the rim, the ranger was waving everyone away from the edge. "Indoors, folks! Lightning!" They hurried into the lodge by the trailhead just as the rain came down in gray sheets. Then they waited, for a long, long hour, while the storm banged and flashed over the canyon.
- else:
  They waited while the sheep picked their way across the trail, which took much longer than anyone expected, because the lamb stopped to inspect every single rock. Then they went on down, switchback after switchback, to Mile-and-a-Half Resthouse, a little stone shelter with a roof for shade and a view straight down into an oven. They sat in the shade and drank and drank, and {hero} felt pleased with {themself} for about four minutes.
  Then thunder grumbled from the clouds over the North Rim, low and long, like furniture being moved in a room upstairs. Dad was on his feet before it finished. "When thunder roars, we go indoors," he said. "Indoors is a mile and a half up. So, up. Now. No discussion."
  Going up took more than twice as long as coming down. The sun pressed on them like a weight. The thunder got louder at every switchback, and the sky over the canyon turned a deep, heavy purple. Near the top a flash lit the clouds from inside, and {hero} counted, one, two, three, before the boom, the way Dad had taught {them}, and didn't like the number.
  At the rim, the ranger was waving everyone away from the edge. "Indoors, folks! Lightning!" They hurried into the lodge by the trailhead just as the rain arrived in solid gray sheets. Then they waited, for a long, long hour, dripping and watching the storm bang and flash over the canyon, while the clock on the wall moved slower than any clock ever had.
}
-> empty_bed

=== storm_after_bench ===
# place: rim-trail
{band:
- "young":
  {hero} tiptoed closer along the path. Just a little!
  But the mother deer saw {them}. Thump! She stamped her foot. Then she went back into the trees.
  "Oh no," said {hero}. {They} hurried back to the bench. But the mother deer did not come out again.
  Then, boom! Thunder! "When thunder roars, we go indoors," said Dad.{lens == "telescope": He picked up the ranger's telescope.} They ran into the lodge. The rain poured down for a long, long time.
- "middle":
  {hero} got up and crept closer along the path, just a little, just enough to see better.
  It was a little too much. The doe's head snapped toward {hero}. The big ears went stiff. One front hoof stamped the ground, thump, and then the doe stepped backward into the shadows and was gone.
  "Oh no," {hero} whispered. {They} hurried back to the bench, and they waited and waited. But the doe did not come out again.
  Then the thunder started. It came rolling across the canyon from the dark clouds over the North Rim, and a flash lit the sky. Dad stood up. "When thunder roars, we go indoors," he said. "Now."{lens == "scope": He folded up the ranger's scope and tucked it under his arm.}
  They hurried to the lodge as the rain came down in sheets, and for a long, long hour {hero} sat by the window, watching the storm and feeling sick about that one step.
- else:
  {hero} got up and crept closer along the path. Just a little. Just enough to see properly. {lens == "scope": The ranger's scope|Dad's binoculars} had been fine, but {they} wanted to see it with {their} own eyes, close enough to be sure.
  It was a little too much. The doe's head snapped toward {hero}. The great ears went stiff as two cardboard cutouts. One front hoof stamped the ground, thump, {scared_doe: the very same sound that had sent her bounding off that morning,|a sound that could only mean one thing,} and then the doe stepped backward into the shadows and simply wasn't there anymore.
  "Oh no," {hero} whispered, and felt it all the way down. {They} hurried back to the bench, and they waited, and waited, and the doe did not come out again.
  Then the thunder started, rolling across the canyon from the clouds over the North Rim, and a flash lit the sky. Dad stood up at once. "When thunder roars, we go indoors," he said. "No photos, no last look. Now."{lens == "scope": He folded the ranger's scope in three quick moves and tucked it under his arm like a rolled-up umbrella.}
  They hurried to the lodge as the rain came down in sheets, and for a long, long hour {hero} sat by the window, watching the storm flash over the canyon and replaying that one step, over and over, like a song stuck in {their} head.
}
-> empty_bed

=== storm_after_time ===
# place: yavapai
{band:
- "young":
  They walked all the way to the end of the Trail of Time. Then, boom! Thunder!
  "When thunder roars, we go indoors," said Dad. They ran into the museum at Yavapai. The rain poured down.
  The museum was full of wet, dripping people. {hero} sat on the floor by the wall with Dad. Flash! Boom! {hero} counted the seconds in between.
  The storm went on and on. {hero} kept thinking about the fawn. At last they took the bus back.
- "middle":
  They walked all the way to the end of the Trail of Time, right up to the present day, at Yavapai Point. Just as {hero} stepped onto the last marker, a crack of thunder shook the air.
  "When thunder roars, we go indoors," said Dad, and they ran for the Yavapai Geology Museum as the first drops hit.
  Inside, the museum filled up fast with dripping, laughing, worried people, until there was nowhere to stand. {hero} and Dad sat on the floor against a wall. Every time the room went white, {hero} counted, one, two, three, until the boom came. It was exciting, and {they} could hardly enjoy it, because all {they} could think about was one small deer under one small bush, miles back along the rim.
  It was more than an hour before the storm rumbled off and they could ride the shuttle back to the Village.
- else:
  They walked all the way to the end of the Trail of Time, right up to the present day at Yavapai Point, where the markers ran out because there was no more time to mark. Just as {hero} stepped onto the very last one, a crack of thunder shook the air so hard {they} felt it in {their} teeth.
  "When thunder roars, we go indoors," said Dad, and they ran for the Yavapai Geology Museum as the first heavy drops smacked the pavement.
  Inside, the museum filled up fast with dripping hikers and steaming jackets and one very loud toddler, until there was nowhere left to stand. {hero} and Dad ended up on the floor with their backs against a wall, knees up, sharing the last of the water. Every time the room flashed white, {hero} counted the seconds to the boom, and every time, the number was small. It should have been thrilling. It was, a little. But every flash made {hero} think of one small deer, under one small bush, far back along the rim, and of the doe who might be coming back to it right now, with nobody there to see.
  It was more than an hour before the storm grumbled off to the east and they could ride the shuttle back to the Village.
}
-> empty_bed

// Goes on at the fawn's cliffrose, after the storm.
=== empty_bed ===
# place: rim-trail
{band:
- "young":
  After the storm, the air smelled like wet pine trees. They went back to the cliffrose bush and looked from far away. No ears.
  Dad went a little closer. "It is okay now," he said. "Nobody is home."
  Under the bush was a flat, round spot where the fawn had been lying. In the wet dirt were tracks. Big ones and tiny ones, side by side! They went into the trees.
  "Its mom came back," said Dad. "We just missed it."
  {hero} felt sad and glad at the same time. {They} had not seen it. But the fawn was safe with its mom. And the mom had not needed any help at all.
  {hero} whispered, "Bye, little fawn." # ending: empty-bed
- "middle":
  After the storm, the whole rim smelled of wet pine and wet dust, and water dripped from every juniper. They walked back to the cliffrose and looked from far away. No ears.
  {hero}'s heart thumped. Dad went a little closer, then waved {them} over. "It's all right," he said quietly. "Nobody's home."
  Under the bush was a small oval where the needles were pressed flat, the fawn's bed, still dry in the middle. And in the wet mud next to the bed there were tracks: big pointed hoofprints and tiny ones, side by side, heading off into the trees. They were so fresh that the edges were still sharp.
  "She came back for it," said Dad. "Right after the rain, I'd guess. We just weren't here to see it."
  {hero} crouched and looked at the two sets of prints for a long time. {They} had wanted to see it so much. But the fawn hadn't needed {hero} to see anything. It had only needed its mother, and its mother had only needed everyone else to stay away.
  "Next time," {hero} said, "I'll remember. Sometimes the best way to help is from really far away."
  Out over the canyon, the storm was moving off, trailing gray curtains of rain. {hero} whispered goodbye to the tracks. # ending: empty-bed
- else:
  After the storm, the whole rim smelled of wet pine and wet dust, and every juniper dripped like it had just come out of a bath. They walked back to the cliffrose and stopped a long way off, and {hero} lifted the binoculars with {their} heart going hard. No ears.
  Dad went a little closer, then a little closer, then waved {them} over. "It's all right," he said quietly. "Nobody's home."
  Under the bush was a small oval where the needles were pressed flat: the fawn's bed, still dry in the middle, the shape of a curled-up body you could almost see. And in the wet mud next to the bed there were tracks. Big pointed hoofprints and tiny ones, side by side, heading off into the trees, so fresh that the rainwater hadn't yet softened their edges.
  "She came back for it," Dad said. "Right after the rain, I'd bet. We just weren't here to see it."
  {hero} crouched and looked at the two sets of prints for a long time. It was a strange feeling, disappointment and relief braided together so tightly you couldn't pull them apart. {They} had wanted to see it so badly. But the fawn had never needed {hero} to see anything. It had needed its mother, and its mother had needed everybody else, {hero} included, to be somewhere else.
  "Next time," {hero} said at last, "I'll remember. Sometimes helping looks like leaving."
  Out over the canyon, the storm was moving off, dragging gray curtains of rain behind it across the buttes. {hero} touched the edge of one tiny hoofprint with a fingertip, very lightly, and then stood up and let it be. # ending: empty-bed
}
-> END
