# title: The Trill in the Oaks
# month: 4
INCLUDE shared/story.ink

// How they set off after the song: "hurry" (ran up the trail), "look" (binoculars at the
// trailhead oaks), "ask" (asked the ranger how to know the bird).
VAR route = ""
VAR saw_bear = false
VAR met_flock = false
VAR knows_ground = false
// Where they were when the last choice was made: "saddle", "thicket" or "ridge".
VAR spot = ""

-> panther_pass_dawn

=== panther_pass_dawn ===
# place: lost-mine
{band:
- "young":
  It was April. The sun was not up yet. Grandma parked the car at the start of the Lost Mine Trail. It was cold up on the mountain, so {hero} zipped {their} coat up high.
  Grandma had binoculars on a strap. She had a little bird book too. She wrote down every bird she saw.
  {pal} {moved()} beside them. "Brrr," it said. "I thought Texas was hot!"
  "Not up here," said Grandma.
  Then a sound came out of the oak trees. Trrrrrill! It was quick and bright, like a tiny bell.
  A little gray bird zipped from tree to tree. {hero} saw a flash of yellow under its tail. Then it was gone.
  A truck drove up. A ranger got out. She had a hat and a clipboard. Her name was Ranger Reyes. She had missed the bird!
  "A bird just sang!" said {hero}. "It was gray, with yellow under its tail!"
  "It might be a Colima warbler," said the ranger. "They come back from Mexico each spring. I have not heard one yet this year. But I have to wait here. My bird walk starts at nine."
  She smiled at {hero}. "Can you look for it for me? Find out for sure. Then come and tell me."
  "Yes!" said {hero}.
  Then the ranger's radio crackled, and she turned away to talk. Trrrrrill! The song came again, far up the trail. The ranger did not hear it. But {hero} did.
- "middle":
  It was April, and the sun had not yet climbed over the Chisos Mountains when Grandma parked at the Lost Mine trailhead. The air up here was so cold that {hero} zipped {their} jacket right up to {their} chin. Grandma had her binoculars around her neck and her bird notebook in her pocket, the one where she had written down every bird she had seen since she was a girl.
  {pal} {moved()} along beside them, breathing out little puffs of cloud. "It's freezing," it said. "I thought Texas was supposed to be hot."
  "Down in the desert it will be," said Grandma. "Up here we're more than a mile high."
  That was when the sound came. It spilled out of the oaks beside the trail sign: a quick, bright trill, like a tiny silver bell being rung as fast as it would go.
  A little gray bird flicked from one oak to the next. It was so fast that {hero} saw only a gray blur, and then, as it turned, a flash of something yellow underneath. Then it was gone among the leaves.
  A moment later, a truck crunched into the lot, and a ranger climbed out with a clipboard in one hand. Her name tag said Ranger Reyes. She had missed the whole thing.
  "A bird just sang in that oak," {hero} told her, all in a rush. "A fast, bright trill, like a bell. It was gray, and I think it had yellow under its tail."
  The ranger's eyes went wide. "Then that might be a Colima warbler. They spend the winter in Mexico and fly back here every April. I've been listening for one at this trailhead for three mornings, and I haven't heard a single note." She groaned. "And I can't leave. I'm on duty right here until my bird walk starts at nine."
  She looked at {hero}. "Could you be my eyes up the trail? If it's really back, I need to know for sure. A good look, and where you saw it."
  {hero} nodded so hard {their} hood fell off.
  Just then the ranger's radio crackled, and she leaned into her truck to answer it. So only {hero} and Grandma heard the trill come again, from higher up the mountain this time, somewhere along the trail. The little bird was getting away.
- else:
  It was April, and the sun had not yet found its way over the Chisos Mountains when Grandma pulled into the little lot at the Lost Mine trailhead. {hero} had been told that the Texas desert would be hot. Nobody had mentioned that this corner of Texas also had mountains, or that at dawn, more than a mile up, the air would bite {their} ears as if it had something personal against them.
  Grandma didn't seem to feel it. She had her binoculars around her neck and her bird notebook in her jacket pocket, the battered one with the bent corners, where she had written down every bird she had seen since she was nine years old. There were a lot of birds in that notebook. Grandma said there was always room for one more.
  {pal} {moved()} along beside them, breathing out small clouds. "I was promised cactus," it muttered. "I was promised sunshine. Nobody said anything about frost."
  "The desert's down there," said Grandma, nodding at the gray, wrinkled land below the pass. "By lunchtime you'll be begging for this."
  That was when the sound came. It spilled out of the oaks beside the trail sign, a quick, bright trill, like someone shaking a tiny silver bell as fast as it would go. A small gray bird flicked from one oak to the next. {hero} saw it for maybe one second: a gray blur, a twist in the air, and underneath, as it turned, a flash of something yellow. Then the leaves closed behind it.
  A truck crunched into the lot a moment later, too late for any of it. A ranger climbed out with a clipboard in one hand and a thermos in the other. Her name tag said Ranger Reyes. "Morning," she said. "You two are up early."
  "There was a bird," {hero} said, and it all came out at once. "Right there in that oak. It sang this fast, bright trill, like a bell, and it was small and gray, and I think there was yellow under its tail."
  The ranger set the thermos down very carefully on the hood of her truck, as though it might go off. "Then you may have just seen a Colima warbler. They spend the winter down in Mexico and come back to these mountains in April. I've stood at this trailhead three mornings in a row and haven't heard a single note." She glanced at her watch and groaned. "And of course I can't leave. I'm on duty at this trailhead until nine, when twelve people turn up for a bird walk."
  She looked at {hero}, and {hero} could practically see her thinking. "Would you be my eyes up there? If it's really back, I need to know for certain. A proper look. Where it was. What it was doing."
  {hero} had never been anybody's eyes before. {They} said yes before Grandma could even open her mouth.
  Then the ranger's radio crackled, and she leaned into the cab of her truck to answer it, so she missed the next part too. The trill came again. It was farther away now, higher up the mountain, somewhere along the trail, and it did not sound like a bird that was planning to wait.
}
* [Go up the trail fast, after the song # act: go] -> hurry_up
* [Look into the trailhead oaks with Grandma's binoculars # act: look] -> oak_watch
* [Ask the ranger how to tell this bird from other gray ones # act: ask] -> ranger_tips

// ---------------------------------------------------------------------------------------------
// Chapter 2

=== hurry_up ===
# place: lost-mine
~ route = "hurry"
{band:
- "young":
  "Come on!" said {hero}. {They} ran up the trail. {pal} {dashed()} behind.
  "Slow down!" Grandma puffed. But she came too.
  The trail went zig, then zag. Some trees had bark in bumpy squares, like an alligator's back.
  Trrrrrill! The song was up ahead. {hero} went faster.
  Then {pal} stopped. {pal} {sniffed()}.
  Something big and black was up on the hill. It was a bear! It rolled a rock over. It licked up the bugs under it.
  "Stop," Grandma said softly. "Stay with me. Do not run. We give the bear lots of room."
  {pal} {hid()}.
- "middle":
  "Come on!" said {hero}. {They} set off up the trail at a jog, and {pal} {dashed()} after {them}.
  "My knees are seventy years old!" Grandma called, but she came too, puffing.
  The trail climbed in zigzags through pinyon pines and junipers. Some of the junipers had bark cracked into little squares, like the skin on an alligator's back. "Alligator junipers," Grandma panted. "Good name."
  Up ahead, the trill rang out once more. {hero} climbed faster.
  Then {pal} stopped so suddenly that {hero} nearly fell over it. {pal} {sniffed()}.
  On the slope above the trail, something big and black was rolling over a rock. It was a bear! A black bear, pushing stones aside with one paw and licking up the beetles hiding underneath.
  Grandma's hand closed on {hero}'s shoulder. "Stop right here," she said quietly. "Stay with me. Don't run. We give it plenty of room."
  {pal} {hid()}.
- else:
  "Come on!" {hero} was already moving, and {pal} {dashed()} after {them} up the first bend of the trail.
  "My knees," Grandma announced to the mountain, "are seventy years old." But she came anyway, binoculars bouncing, laughing and puffing at the same time.
  The trail climbed in long zigzags through pinyon pines and junipers. Some of the junipers had bark cracked into neat gray squares, so that the trunks looked exactly like alligators standing on their tails. "Alligator junipers," Grandma wheezed as they passed one. "Whoever named that tree wasn't trying very hard. Fair enough, though."
  Up ahead, the trill rang out again, bright and teasing. {hero} lengthened {their} stride. In {their} head, {they} could already see the ranger's face when {they} came back down with the news.
  Then {pal} stopped dead in the middle of the trail, so suddenly that {hero} nearly went over the top of it. {pal} {sniffed()}, and every part of it went stiff.
  On the slope above the trail, maybe fifty steps away, something large and black was rolling over a rock. For one confused second {hero} thought it was a boulder moving by itself. Then it lifted a shaggy head. A black bear. It flipped the stone aside with one paw as if it weighed nothing, and began licking up the beetles that had been hiding underneath.
  Grandma's hand landed on {hero}'s shoulder and stayed there. "Stop right here," she said, very quietly. "Stay next to me. Whatever you do, don't run. We give it all the room it wants."
  {pal} {hid()}.
}
{end_now: -> bear_on_the_slope_end}
~ saw_bear = true
{band:
- "young":
  The bear looked up. It sniffed the air.
  "Hello, bear," said Grandma in a calm voice. "We are just walking by."
  {kind == "bear": "That is my cousin," {pal} whispered. "It likes bugs better than us."}
  The bear turned around. It walked slowly up the hill and into the trees.
  "It went away from the trail," said Grandma. "We can go on." Just then a man came jogging down from the top. Grandma asked him to tell the ranger about the bear.
  The song was gone. Everything was quiet.
  "We ran after a tiny bird," said Grandma, "and we found a big bear! I think all our stomping scared the bird."
  "How do you find a bird that hides when you run?" asked {hero}.
  Grandma smiled. "You stop running," she said. "Then you let it find you."
- "middle":
  The bear lifted its head and looked at them. Its nose went up and down, tasting the air.
  "Hello, bear," Grandma said in a calm, ordinary voice. "We're just passing through."
  {kind == "bear": "That's my cousin," {pal} whispered. "My cousin has terrible manners. But I think it likes beetles better than people."}
  For a long moment nobody moved. Then the bear turned and ambled away uphill, not in any hurry at all, and disappeared into the oaks.
  {hero}'s legs felt wobbly. Then {they} noticed something else. The mountain had gone quiet. No trill. No song at all.
  "We came up here after a bird no longer than your hand," said Grandma, "and found one the size of a refrigerator." She laughed softly. "I think our clomping feet scared the little one quiet."
  She watched the spot where the bear had gone. "It went uphill, away from the trail, so we can keep going. But the ranger has to hear about it before her walk."
  Just then a runner came jogging down the trail, with a headlamp still strapped to his forehead. Grandma asked him to tell the ranger at the trailhead about the bear, and he promised he would.
  {hero} kicked at the dust. "So how are we supposed to find a bird that hides every time we come near it?"
  Grandma looked up the long trail, where the oaks and pines climbed toward the ridge. "That," she said, "is the whole puzzle of birding. Being fast won't do it. We'll have to be smarter than fast."
- else:
  The bear stopped chewing. It raised its nose and worked it up and down, reading the air the way Grandma read a newspaper, slowly and with opinions.
  "Morning, bear," Grandma said, in the calm, ordinary voice she used for ordering at restaurants. "We're only passing through. Don't let us interrupt."
  {kind == "bear": "I want it on the record," {pal} whispered, "that not all bears eat beetles off the floor."}
  For a long moment nobody moved. {hero} could hear {their} own heart, and a fly somewhere, and the bear's breath huffing. Then the bear swung around and ambled off uphill, completely unbothered, its big rear end rolling from side to side, until the oaks swallowed it up.
  {hero}'s knees had turned to string. It took {them} a moment to notice the other thing: the mountain had gone silent. No trill. No song at all.
  "Well," said Grandma, lowering herself onto a rock. "We set out after a bird no longer than your hand and found one the size of a refrigerator. All our stomping probably sent the little one into hiding." She looked up the slope where the bear had gone. "It headed uphill, away from the trail, so we needn't turn back. But the ranger has to know before she brings twelve people up here."
  Just then a runner came jogging down the trail, a headlamp still strapped to his forehead from his climb in the dark, and Grandma asked him to tell the ranger at the trailhead about the bear. He promised. "And when we see her ourselves," Grandma said, "she gets the whole story, before one word about birds."
  {hero} felt a hot prickle of embarrassment. {They} had charged up the trail as if {they} {were} chasing a bus, and the bird had simply hidden. Of course it had.
  "So how do you find a bird," {hero} asked, "that hides every time you get close?"
  Grandma took a long look up the trail, where the oaks and pinyons climbed in dark green folds toward the ridge, a couple of miles of mountain with one small gray bird hidden somewhere in it. "Now you're asking the real question," she said. "Not faster. Smarter. The rest of the morning depends on what we try next."
}
* [Wait at the saddle up ahead and listen for the song # act: wait] -> saddle
* [Look for the bird where the oaks grow thickest # act: look] -> thicket
* [Help Grandma climb slow and steady to the top # act: help] -> ridge

=== bear_on_the_slope_end ===
# place: lost-mine
{band:
- "young":
  They did not move. The bear sniffed. Then it walked away up the hill.
  "The ranger needs to know about this bear," said Grandma.
  So they walked back down the trail. This time they went slowly.
  The ranger was by her truck. {hero} told her about the bear and the bugs and the rock.
  "Thank you," said the ranger. She wrote it all down. "I will tell my group to stay together."
  "But we did not find the bird," said {hero}.
  "You found a bear instead," said the ranger. "And you learned something. Running makes shy birds hide. Come back tomorrow with slow feet."
  Trrrrrill! The song came from the tree right by the truck. {hero} and the ranger grinned at each other. # ending: bear-on-the-list
- "middle":
  They didn't move. The bear lifted its head and sniffed in their direction, and Grandma spoke to it in a calm, ordinary voice: "Hello, bear. We're leaving now." It turned and ambled off uphill into the oaks, as though people were the least interesting thing on the mountain.
  "I think," said Grandma, "that the ranger needs to hear about this before she takes a whole group up this trail."
  {hero} looked up the mountain toward the song. Then {they} looked back down toward the trailhead. A bear near the trail was important news. More important, maybe, than a bird.
  So they walked back down, slowly this time. The ranger was waiting by her truck. When {hero} told her about the bear rolling rocks for beetles, she wrote down the time and the place and thanked {hero} twice. "That's exactly the kind of thing I need to know," she said. "I'll tell my group to stay together and keep their distance."
  "But we didn't find the bird," said {hero}.
  "You found out something else," said the ranger. "Running after a shy bird makes it hide. Running into a bear makes you stop. Tomorrow, come back with slow feet."
  Just then, from the oaks right beside the truck, came the bright little trill. {hero} and the ranger looked at each other and grinned. # ending: bear-on-the-list
- else:
  They didn't move a muscle. The bear raised its head and sniffed in their direction, and Grandma spoke to it the way she might speak to a large dog that had wandered into her yard: "Morning, bear. We're heading off now. Enjoy your beetles." It gave them one long look, decided they were boring, and ambled away uphill into the oaks, its black rump rolling from side to side until it was gone.
  Grandma let go of {hero}'s shoulder. "You know what I'm thinking?"
  {hero} did. A whole group of people was about to come up this trail, and not one of them knew there was a bear turning over rocks a short walk from the parking lot. The bird could wait. This couldn't.
  They went back down slowly, which felt strange after the way they had come up. The ranger was leaning on her truck, sipping from her thermos. Her face changed as {hero} told her: the rock, the beetles, the calm voice, the bear wandering off. She wrote it all down, the time, the bend in the trail, which way it went, and then she thanked {hero} twice.
  "That's exactly what I need to know before I take a group up there," she said. "We'll stay together and give it plenty of space."
  "But we never found the bird," said {hero}. It came out a bit sulkier than {they} meant it to.
  "You found something out, though." The ranger tapped her clipboard. "A shy bird hides from running feet. A bear stops them. Come back tomorrow and try slow feet."
  At that exact moment, from the oak right beside the truck, came a bright little trill. {hero} and the ranger stared at each other. Then they both started to laugh, very quietly, so as not to scare it. # ending: bear-on-the-list
}
-> END

=== oak_watch ===
# place: lost-mine
~ route = "look"
{band:
- "young":
  "Find the bird with your eyes first," said Grandma. She gave {hero} the binoculars. "Then hold these up."
  {hero} looked at the oak tree. Leaves. Twigs. More leaves. Then something moved!
  {They} held up the binoculars. A tiny gray bird hung upside down on a twig.
  "I see it!" {hero} whispered.
  Then there was another bird. And another. Soon there were ten little gray birds, all hopping and peeping.
  "So many!" said {hero}. {pal} {sniffed()}. "I count ten," it said. "No, eleven!"
- "middle":
  "Eyes first, then binoculars," Grandma whispered, lifting the strap over her head and handing them to {hero}. "Find the spot with your eyes. Then bring the binoculars up without looking away."
  {hero} stared at the oaks by the trail sign. Leaves. Branches. More leaves. Then something moved. {They} lifted the binoculars, and there it was, filling up the circle: a tiny gray bird, hanging upside down from a twig.
  "I've got it!" {hero} whispered.
  Then a second bird popped out beside the first. Then a third. Then six, then ten, all tiny and gray with long tails, twittering and flitting and hanging upside down like acrobats.
  "There are loads of them!" {hero} breathed. "Grandma, the tree is full of them! Wait till the ranger hears!"
  {pal} {sniffed()}. "I count eleven," it said. "Possibly twelve. They keep moving."
- else:
  "Eyes first, binoculars second," Grandma whispered, lifting the strap over her head. "Oldest trick there is. Find the bird with your own eyes, then bring the binoculars up without looking away. Otherwise you spend all morning staring at a very large leaf."
  {hero} fixed {their} eyes on the oaks beside the trail sign. Leaves. Twigs. More leaves, shivering slightly in the cold. Then something moved, and {hero} brought the binoculars up the way Grandma had said, and suddenly the world shrank to one bright circle with a tiny gray bird in the middle of it, hanging upside down from a twig as if it had forgotten which way was up.
  "Got it," {hero} whispered. {Their} heart was banging. "Grandma, I've got it."
  Then a second gray bird swung into the circle. Then a third. Then the whole oak seemed to come alive: six, ten, a dozen tiny gray birds with long tails, flitting and twittering and dangling off twigs like a circus that had lost its tent.
  "There are loads of them," {hero} breathed. "The whole tree is full of them!"
  {pal} {sniffed()}. "Eleven," it reported. "Possibly twelve. They won't hold still long enough to be counted properly, which is frankly rude."
}
{end_now: -> flock_end}
~ met_flock = true
{band:
- "young":
  "Look under their tails," said Grandma.
  {hero} looked. Gray. Gray. All gray. No yellow at all.
  "These are bushtits," said Grandma. "They fly around in big gangs. Our bird likes to be alone. And it has yellow under its tail."
  {hero} felt a bit silly. "They all look the same," {they} said.
  "This park has more kinds of birds than any other park," Grandma said. "It is easy to mix them up." # fact: birds-bats-cacti
  The bushtits flew off down the hill, peep, peep, peep.
  {hero} looked up the trail. It went up and up, into the trees. The real bird was up there somewhere. But where?
- "middle":
  Grandma took a look and smiled. "Check under their tails."
  {hero} looked. Gray. Gray. More gray. Not a speck of yellow anywhere.
  "Bushtits," said Grandma. "They go around in gangs, looking for bugs. Our bird travels alone, and it has a yellow patch right under its tail, as if it sat down in butter." She patted {hero}'s arm. "Don't feel bad. This park has more kinds of birds than any other national park in the whole country. It's easy to mix them up." # fact: birds-bats-cacti
  {hero} felt a little silly. {They} had almost run over to the ranger to tell her about twelve warblers. But now {they} knew exactly what to look for: one bird, not a gang, and yellow underneath.
  The bushtits swept off down the slope, chattering. Over by the truck, the ranger was smiling. "Good practice," she called softly.
  {hero} gazed up the trail. It went up and up for miles, through thousands of trees. Somewhere up there was one small gray bird with yellow under its tail. Where would a bird like that be?
- else:
  Grandma took the binoculars for a moment, and {hero} saw the corner of her mouth twitch. "Check under their tails," she said, handing them back.
  {hero} checked. Gray. Gray. Gray again. Twelve birds, and not a single speck of yellow between them.
  "Bushtits," said Grandma kindly. "They go around in gangs, hunting bugs and chattering the whole time, like a school trip. Our bird goes about on its own, and it has a patch of yellow right under the tail, as if it sat down in a dish of butter." She nudged {hero}. "Don't look so tragic. This park has more kinds of birds than any other national park in the country. Everybody mixes a few up." # fact: birds-bats-cacti
  {hero} felt {their} face go warm. {They} had practically announced a flock of warblers to the entire parking lot. But {they} also had something now that {they} hadn't had five minutes ago: a picture in {their} head, sharp and clear. One bird, not a gang. Yellow underneath.
  The bushtits poured out of the oak all at once and swept off down the slope, still gossiping. Over by the truck, the ranger had been watching. She gave {hero} a thumbs-up. "Best practice there is," she called softly.
  {hero} lowered the binoculars and looked up the trail. It climbed for miles, through oaks and junipers and pinyons, thousands of trees, every one of them a perfect hiding place. Somewhere in all of that sat one small gray bird with a yellow patch, and {hero} was going to have to out-think it.
}
* [Look for it where the oaks grow thick along the switchbacks # act: look] -> thicket
* [Go straight on up to the ridge at the top # act: go] -> ridge
* [Wait quietly at the saddle a mile up the trail # act: wait] -> saddle

=== flock_end ===
# place: lost-mine
{band:
- "young":
  "Look under their tails," said Grandma. {hero} looked. All gray. "These are bushtits," said Grandma. "Our bird likes to be alone."
  {hero} kept looking anyway. The bushtits were fun to watch.
  Then {they} saw one bird all by itself. It sat on a low branch. It did not move.
  Whoosh! The bushtits flew away. The still bird flicked its tail. Under it was a patch of yellow, bright as butter!
  "Grandma!" {hero} whispered. "That one!"
  "Oh my," said Grandma. "It was hiding in the crowd!"
  The ranger tiptoed over. She looked. Then she smiled a giant smile.
  She wrote on her clipboard. Then she showed {hero}. It said: Colima warbler. First of spring. Found by {hero}. # ending: right-under-our-noses
- "middle":
  "Check under their tails," said Grandma. {hero} did. Every bird was plain gray underneath.
  "Bushtits," said Grandma. "They travel in gangs. The bird the ranger wants goes around alone."
  {hero}'s shoulders drooped. But {they} kept the binoculars up, because it was fun to watch the bushtits tumble about. And that was how {they} noticed the one bird that was different.
  It sat by itself on a low branch, below the others, as still as a leaf. It was gray too, with a white ring around its eye. Then the bushtits burst out of the tree and flew away, and the still bird flicked its tail. Underneath was a patch of yellow as bright as butter.
  "Grandma," {hero} whispered. "That one."
  Grandma looked, and her hand went to her mouth. "Well, I never. It was hiding in the crowd."
  They waved to the ranger. She tiptoed over and looked, and for a moment she didn't say anything at all. Then she wrote on her clipboard and turned it around so {hero} could read it: Colima warbler, first of spring, trailhead oak, found by {hero}.
  "I've been looking up the mountain for three mornings," she said, shaking her head. "And it was right here next to my truck." # ending: right-under-our-noses
- else:
  Grandma took one look, and the corner of her mouth twitched. "Check under their tails."
  {hero} checked. Gray, gray, gray. Not a trace of yellow on a single one.
  "Bushtits," said Grandma. "They go around in gangs. The bird the ranger wants keeps to itself."
  {hero}'s ears burned. {They} had nearly shouted about a whole flock of warblers. But {they} kept the binoculars up anyway, partly to hide {their} face and partly because the bushtits were honestly fun to watch, dangling and squabbling like tiny gray monkeys. And that was how {they} noticed the one that wasn't like the others.
  It sat alone on a low branch, below the busy flock, so still that {hero} had taken it for a dead leaf. It was gray too. But it had a clean white ring around its eye, and it wasn't twittering. It was just watching.
  Then the bushtits exploded out of the oak all at once and streamed away down the slope, and the quiet bird flicked its tail. Underneath, bright as a pat of butter, was a patch of yellow.
  "Grandma," {hero} said, barely moving {their} lips. "That one. The one on its own."
  {hero} passed the binoculars over without taking {their} eyes off the branch. Grandma lifted them, and {hero} heard her breath catch. "Well, I'll be. It was hiding in the crowd the whole time."
  They waved, very small waves, at the ranger. She crept over, looked for a long moment, and said nothing at all, which {hero} was beginning to learn was what birders did when they were happiest. Then she wrote on her clipboard and turned it around. In neat capitals it said COLIMA WARBLER, FIRST OF SPRING, TRAILHEAD OAK, and underneath that, {hero}'s name.
  "Three mornings I've been staring up that mountain," she said, shaking her head. "And it was sitting next to my truck the whole time." # ending: right-under-our-noses
}
-> END

=== ranger_tips ===
# place: lost-mine
~ route = "ask"
{band:
- "young":
  "How will I know it is the right bird?" asked {hero}.
  The ranger bent down. She counted on her fingers. "It is gray all over. It has a white ring around each eye. And it has a patch of yellow under its tail."
  "Why is it so special?" asked {hero}.
  "This little gray bird makes its nest up in these mountains," said the ranger. "It almost never nests anywhere else in our whole country." # fact: colima-warbler-gray
  {pal} {wiggled()}. "A tiny bird with a big secret," it said.
- "middle":
  "How do I know it's the right bird?" {hero} asked. "What if I see a different gray one?"
  Ranger Reyes crouched down so her face was level with {hero}'s. "Good question. That's what a real birder asks." She counted on her fingers. "Gray all over, like a little rain cloud. A white ring around each eye. And the giveaway: a patch of yellow under the tail."
  "Why is everyone so excited about it?" asked {hero}.
  "Because it's rare here," said the ranger. "The Colima warbler is a small gray songbird that nests up in these mountains and almost nowhere else in the whole United States. If it's back, that's big news." # fact: colima-warbler-gray
  She said the name slowly, co-LEE-ma, and told them it came from a state in Mexico.
  {pal} {wiggled()}. "Big news about a very small bird," it said.
- else:
  "Before you go," {hero} said, "how do I know it's the right bird? What if I see some other little gray thing and get it wrong?"
  Ranger Reyes looked at {hero} as though {they} had just passed a test. She crouched so they were eye to eye. "That," she said, "is the question real birders ask. Everyone else just points and shouts." She held up three fingers. "Gray all over, like a small rain cloud. A white ring around each eye, so it always looks a bit surprised. And the giveaway: a patch of yellow under the tail. See the yellow, and you've got it."
  "Why is everybody so excited about it?" asked {hero}. "It sounds kind of plain."
  "Plain and rare," said the ranger. "The Colima warbler is a small gray songbird that nests up in these mountains and almost nowhere else in the United States. Birders come from all over the world just to hear it sing. If it's back, that's news." # fact: colima-warbler-gray
  She said the name carefully, co-LEE-ma, and explained that it was named after a state in Mexico. {hero} tried it under {their} breath and decided it sounded like a dance.
  {pal} {wiggled()}. "Big news," it said, "about a very small bird. I like it already."
}
{end_now: -> ranger_tips_end}
~ knows_ground = true
{band:
- "young":
  "It makes its nest on the ground, under the dry leaves," said the ranger. "So stay on the trail. Then you will not step on a nest. And listen hard. You will hear it before you see it. It likes the oak trees near the top."
  The ranger tried to sing the song. It sounded like a squeaky door! {pal} tried too. It {pal_sound} as fast as it could. Grandma laughed.
  Then they set off up the trail. "Come back and tell me what you find," the ranger called after them. "And if it sings, it plans to stay!"
- "middle":
  "One more thing," said the ranger. "They build their nests right on the ground, tucked under dead leaves below the oaks. You could stand next to one and never know it. So stay on the trail, and your feet can't squash a home you can't see."
  {hero} nodded. Stay on the trail. Gray, white eye ring, yellow under the tail.
  "And use your ears," the ranger added. "Birders find most birds by sound first. They like the oaks up near the top, if you can climb that far." She tried to copy the trill, whistling through her teeth. It sounded more like a leaky kettle.
  {pal} tried too. It {pal_sound} as fast as it could, which sounded nothing like a bird at all, and Grandma had to cover her mouth to keep from laughing.
  "Come back and tell me what you find," said the ranger. "My walk starts at nine, so if I've gone up already, you'll meet us on the trail."
  They had just reached the trail sign when she called after them. "If you find it, notice what it's doing. Is it singing, or just eating? A bird that sings from the same spot is claiming it. That means it plans to stay."
- else:
  "One more thing." The ranger's voice went serious. "They build their nests right on the ground, tucked into the dead leaves under the oaks. You could stand a foot away from one and never see it. So stay on the trail. That way your boots can't flatten a home you didn't know was there."
  {hero} repeated it in {their} head like a password. Stay on the trail. Gray. White eye ring. Yellow under the tail.
  "And don't just look. Listen," the ranger went on. "Birders find most birds with their ears first. They like the oaks up near the top, if your legs are up to it. That trill is your best clue." She pursed her lips and tried to whistle it. What came out sounded like a kettle with a leak.
  {pal} decided to help. It {pal_sound} as fast as it possibly could, with its whole body, and the result sounded like nothing that had ever lived in any mountains anywhere. Grandma had to turn around and study a pinyon pine very closely until her shoulders stopped shaking.
  "Thank you, both of you," said the ranger gravely. "Very educational." She checked her watch. "My walk starts at nine. If I've already taken my group up by the time you come down, you'll meet us on the trail. Tell me everything you find. Where it was. Every detail."
  They were already at the trail sign when she called after them, cupping her hands. "If you find it, watch what it's doing. Is it singing, or just feeding? A bird that sings from the same spot is claiming it. That's a bird that plans to stay for the summer." {hero} added it to the list in {their} head. It was getting to be quite a long list.
}
* [Help the ranger by checking the oaks at the top of the trail # act: help] -> ridge
* [Wait at the saddle a mile up and listen, the way the ranger said # act: wait] -> saddle
* [Look low in the shady oaks along the switchbacks # act: look] -> thicket

=== ranger_tips_end ===
# place: lost-mine
{band:
- "young":
  "Here is a trick," said the ranger. "Close your eyes. When it sings, point."
  {hero} closed {their} eyes. {They} heard the wind. {They} heard Grandma's coat swish. Then: trrrrrill!
  {hero} pointed up the hill.
  "Yes!" said the ranger. "That is the song of the Colima warbler."
  They looked and looked. But the bird stayed hidden in the trees.
  "I did not see it," said {hero}.
  "But you heard it first," said the ranger. "You are the first person to hear it this spring!" She wrote {hero}'s name on her list.
  "Does hearing count?" asked {hero}.
  "It counts," said the ranger. "Come back tomorrow and look for the yellow."
  {pal} held very still. They all listened to the song one more time. # ending: heard-it-first
- "middle":
  "Want to know the best trick of all?" said the ranger. "Close your eyes and listen. When it sings, point."
  {hero} closed {their} eyes. {They} heard the wind in the pines, a car door far away, Grandma's jacket rustling. Then, from the slope above the parking lot, the trill rang out.
  {hero} pointed.
  "I'd have pointed there too," said the ranger softly. "That's a Colima warbler. I know that song."
  They all stared at the slope, but the little bird stayed hidden in the oaks. It sang once more, and then it was quiet.
  "I didn't even see it," said {hero}.
  "You heard it first," said the ranger. "Out of everyone, you were the first person this spring to hear it." She took out her pen and wrote on her clipboard: Colima warbler, heard, slope above trailhead. Then she added {hero}'s name.
  "Does hearing count?" {hero} asked.
  "On a bird count, it does," said the ranger. "Up here, lots of birds are heard and never seen." She smiled. "Come back tomorrow at dawn, and you can try for the yellow."
  {hero} closed {their} eyes one more time, just to listen. {pal} kept close beside {them}, and together they learned the song by heart. # ending: heard-it-first
- else:
  "Want the best trick I know?" said the ranger. "Close your eyes. Don't look for it at all. Just listen, and when it sings, point."
  It felt silly, standing in a parking lot with {their} eyes shut. {hero} heard the wind combing through the pinyons. A car door, far off. Grandma's jacket rustling. {pal}'s breathing. And then, from the slope above the lot, quick and silvery, the trill.
  {hero}'s arm shot out.
  "That's exactly where I'd point," said the ranger softly. "That's your Colima warbler."
  They all stared at the slope. The oaks stared back. The bird sang once more, from the very same spot, and then went quiet, and no amount of staring made it show itself.
  "I didn't even see it," said {hero}. {They} tried not to sound disappointed and mostly failed.
  "No," the ranger agreed. "But you heard it before anybody else this spring. Before me, and I've been standing here three days with a thermos." She wrote on her clipboard, then turned it so {hero} could read: Colima warbler. Heard. Slope above trailhead. And underneath, {hero}'s name.
  "Does that count? If you only hear it?"
  "On a bird count? Absolutely. Up here, lots of birds are heard long before they're seen." She clicked her pen. "And here's a secret. A bird that sings from the same spot twice is telling everyone that spot is taken. Come back at dawn tomorrow, and I bet it's still there."
  {hero} shut {their} eyes one more time, not to point, just to listen. Somewhere on that slope was a bird that had flown all the way from Mexico to sing on this exact mountain. Tomorrow {they} would see the yellow. # ending: heard-it-first
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3: three spots along the trail, each remembering how they set off.

=== saddle ===
# place: lost-mine
{band:
- "young":
  {route == "hurry": After the bear, they walked slowly and stopped to listen. Once a scrape made {hero} freeze. It was just a leaf.}
  {route == "look": {hero} said it over and over in {their} head. One bird. By itself. Yellow under the tail. Every gray thing {they} saw, {they} checked. A rock. A twig. No yellow.}
  {route == "ask": {hero} stayed in the middle of the trail, just like the ranger said. Every few steps, {they} stopped and listened.}
  The trail went up to a low dip between two hills. There were rocks to sit on. It was shaped like a saddle on a horse.
  Down below was the desert. It went on and on. Far away were blue mountains.
  "Those mountains are in Mexico," said Grandma. "A big river runs between us and them. It is called the Rio Grande." # fact: rio-grande-southern
  {pal} looked at the far mountains. "Did the bird fly all the way from there?" it asked.
  "From there and even farther," said Grandma.
  "Why is it so cold up here?" asked {hero}.
  "We are up high," said Grandma. "These mountains are often much cooler than the desert." # fact: chisos-mountains-rise
- "middle":
  {route == "hurry": After the bear, nobody wanted to hurry. They climbed slowly, stopping every few bends to listen, and Grandma kept glancing up the slope where the bear had gone. Once {hero} heard a scraping sound and froze, but it was only the wind pushing a dry leaf across a rock.}
  {route == "look": With the bushtits behind them, {hero} climbed with one thought going round and round: one bird, on its own, yellow underneath. Every time something gray moved, {they} checked it. A rock. A twig. A strip of bark. None of them had yellow underneath.}
  {route == "ask": {hero} climbed carefully, keeping to the middle of the trail and saying the ranger's list over in {their} head: gray, white eye ring, yellow under the tail. Every so often {they} stopped, closed {their} eyes and just listened, the way the ranger had said.}
  About a mile up, the trail came out onto a saddle, a low dip in the ridge with flat rocks to sit on. On one side, the mountain dropped away into a wide valley called Juniper Canyon. Beyond it, the desert stretched on and on, tan and wrinkled, all the way to a line of blue mountains at the edge of the sky.
  "Those far mountains are in Mexico," said Grandma. "The Rio Grande runs between us and them, down there where you can't see it. It's the park's whole bottom edge." # fact: rio-grande-southern
  {pal} settled {perch()} and stared at the blue mountains. "The bird flew all the way from over there?" it asked. "On purpose?"
  "From there and farther," said Grandma. "Every single spring."
  {hero} pulled {their} jacket tighter. "Why is it so cold up here, if the desert is so hot?"
  "Because we're so high," said Grandma. "These mountains are often much cooler than the desert down by the river." # fact: chisos-mountains-rise
- else:
  {route == "hurry": After the bear, nobody felt like hurrying. They climbed slowly and stopped at every second bend to listen, and {hero} found out that a mountain is full of sounds once you stop making your own: the creak of a pinyon branch, a raven's croak from far across the valley, and once a scraping noise that made {them} freeze, although it turned out to be only the wind dragging a dry leaf across the trail.}
  {route == "look": With the bushtits behind them, {hero} climbed with one sentence going round and round in {their} head like a song stuck on repeat: one bird, on its own, yellow underneath. Every gray thing that moved got checked, and the mountain turned out to be full of gray things, including rocks, twigs, strips of bark and at one point Grandma's own hat.}
  {route == "ask": {hero} climbed carefully, keeping to the exact middle of the trail, where no nest could possibly be, and reciting the ranger's list under {their} breath: gray, white eye ring, yellow under the tail. Every so often {they} stopped and closed {their} eyes to listen, which made {pal} stop too and look at {them} with great suspicion.}
  About a mile up, the trail came out onto a saddle, a low dip in the ridge where a few flat rocks sat around as if someone had arranged them for a meeting. On one side the mountain fell away into a wide valley called Juniper Canyon, still full of blue shadow. Beyond that, the desert stretched out forever, tan and wrinkled like an old paper bag, until it met a line of blue mountains at the very edge of the sky.
  "Those far ones are in Mexico," said Grandma, pointing. "The Rio Grande runs between us and them, down there where you can't see it. That's the border, the whole bottom edge of the park." # fact: rio-grande-southern
  {pal} settled {perch()} and considered the blue mountains for a long time. "So the bird flew all the way from over there," it said at last. "On purpose. Every year. When it could have just stayed put somewhere warm."
  "From there and a good deal farther," said Grandma. "Every single spring, since long before there were any people here to notice."
  {hero} tucked {their} hands into {their} sleeves. "If the desert's so hot, why am I freezing?"
  "Height," said Grandma. "These mountains stand so far above the desert that they're often much cooler than the lowlands by the river. Down there, people are already hunting for shade. Up here, we're wishing for mittens." # fact: chisos-mountains-rise
}
{end_now: -> saddle_end}
~ spot = "saddle"
{band:
- "young":
  Trrrrrill! The song was so close that {hero} jumped.
  A little bird sat on top of an oak tree, just below the trail. It sang again. Its throat shook.
  But the sun was right behind it. {hero} could not see any colors. The bird was just a dark shape.
  {pal} {sniffed()}. "Is it the one?" it whispered.
  {hero} did not know. {They} needed to see the yellow.
  "Go slow," Grandma whispered.
  The bird turned on its twig. Was it going to fly away?
- "middle":
  Then the trill rang out, so close that {hero} jumped. It came from a small oak just below the saddle, not ten steps from the trail.
  A little bird sat on a bare twig at the very top of the oak. It tipped its head back and sang again, its throat shivering with the notes. But the sun was rising right behind it, and all {hero} could see was a dark little shape against the glare. No gray. No white ring. No yellow. Just a shadow, singing.
  {hero} held {their} breath. Was it the one? Or was it some other bird, one of the hundreds of kinds that live in this park? If {they} told the ranger the wrong thing, the ranger would write it down on her list, and it would be wrong forever.
  "Don't rush it," Grandma whispered, so softly {hero} could barely hear. "Whatever you do next, do it slowly."
  The bird shuffled along its twig and fluffed up its feathers, the way a bird does right before it flies.
- else:
  Then the trill burst out so close that {hero} nearly fell off {their} rock.
  It came from a small oak just below the saddle, barely ten steps off the trail. A tiny bird was perched on the highest bare twig, and as {hero} watched, it tipped its head back and sang again, its whole throat shivering with the notes, as if the song had grown too big for it and had to be shaken out.
  But the sun was coming up directly behind the oak. All {hero} could see was a dark little cutout against the glare. No gray. No white eye ring. No yellow. Just a shadow, singing its heart out.
  {hero}'s fingers tightened on nothing. This could be it. Or it could be one of the hundreds of other kinds of birds in this park, some perfectly ordinary bird that happened to enjoy a sunrise, and {hero} would march back down and tell the ranger the wrong thing, and the ranger would write it on her clipboard in ink, and it would stay wrong forever.
  "Don't rush it," Grandma breathed, so quietly that her lips hardly moved. "Whatever you decide to do next, do it slowly."
  The bird shuffled sideways along its twig and fluffed its feathers, the way a bird does right before it takes off.
}
* [Look through the binoculars, slowly, without a sound # act: look] -> first_of_spring
* [Wait for the sun to move so the colors show # act: wait] -> two_singers
* [Go closer along the trail before it flies away # act: go] -> heard_only

=== saddle_end ===
# place: lost-mine
{band:
- "young":
  Trrrrrill! A tiny bird sang on top of an oak, just below them.
  "Sit very still," Grandma whispered.
  They sat like rocks.
  The sun came up higher. Now {hero} could see the bird. It was gray. It had a white ring around its eye. It hopped down a twig. Under its tail was a yellow patch!
  "It is the one!" {hero} whispered.
  Grandma wrote in her notebook. One Colima warbler, a mile up the trail.
  On the way down, they met the ranger and her bird walk group.{saw_bear: First {hero} told her about the bear.} The ranger read the notebook. She wrote {hero}'s name on her list.
  "A mile up," she said. "Follow me, everyone!" # ending: a-mile-up
- "middle":
  Then the trill rang out, right below the saddle. A tiny bird sat on the top twig of an oak, singing with its head thrown back.
  "Don't move," Grandma breathed.
  So they didn't. They sat on their rocks like two more rocks, and {pal} didn't twitch.
  The sun climbed a little higher, and the light slid around the oak. Suddenly {hero} could see the bird properly: gray as a rain cloud, a thin white ring around its eye, and, as it hopped to a lower twig, a patch of yellow under its tail.
  {hero} grabbed Grandma's sleeve. Grandma was already nodding, her eyes shining. She wrote in her notebook: Colima warbler, one, singing, a mile up Lost Mine Trail.
  "That's what the ranger needs," she said. "Exactly where it was. Let's go and tell her."
  They went back down the trail slowly, grinning the whole way. Near the bottom, they met the ranger leading her bird walk up the trail.{saw_bear: {hero} told her about the bear first, and the ranger wrote that down before anything else.} Then she read Grandma's notebook twice and copied the line onto her clipboard with {hero}'s name beside it.
  "A mile up, at the saddle," she said. "I'm taking my group straight there." # ending: a-mile-up
- else:
  Then the trill burst out from a small oak just below the saddle, and there it was: a tiny bird on the topmost twig, singing with its head thrown back.
  "Don't," Grandma breathed, "move."
  So they didn't. They sat on their rocks like two more rocks. {pal} didn't twitch so much as a whisker or a feather. Even the wind seemed to hold off for a moment, as if somebody had asked it nicely.
  The sun climbed, and the light slid slowly around the oak like a spotlight finding its mark. Suddenly the bird wasn't a shadow anymore. It was gray, the soft gray of a rain cloud, with a neat white ring around its eye that made it look permanently astonished. It hopped down to a lower twig, flicked its tail, and there underneath was a patch of yellow, bright as a dab of paint.
  {hero} grabbed Grandma's sleeve so hard that Grandma winced. Grandma was already nodding, though, eyes shining, pencil flying across her notebook: Colima warbler. One. Singing. Lost Mine Trail, at the saddle, about a mile up.
  "That," she whispered, "is exactly what the ranger needs. The bird, and the place."
  They went back down slowly, and {hero} grinned the entire way and didn't care who saw. Not far above the trailhead they met the ranger coming up, with twelve bird-watchers strung out behind her like ducklings.{saw_bear: {hero} told her about the bear before anything else, and the ranger wrote it in a separate box and underlined the word bear.} Then she read Grandma's notebook twice, as if she didn't trust the words to stay put, copied the line onto her clipboard and wrote {hero}'s name beside it.
  "At the saddle," she said, and turned to the people behind her with their binoculars. "Change of plan, everybody. I know exactly where we're going." # ending: a-mile-up
}
-> END

=== thicket ===
# place: lost-mine
{band:
- "young":
  {route == "hurry": They stayed far away from where the bear went. This time they walked slowly, step by step.}
  {route == "look": {hero} had the binoculars ready. Eyes first, {they} thought. Then binoculars.}
  {route == "ask": {hero} kept {their} feet in the middle of the trail, just like the ranger said. No nests would get squashed today.}
  The trail went up into a shady place. Oak trees grew close together. Old brown leaves lay on the ground. Crunch, crunch, went their boots.
  "Walk like a birder," Grandma whispered. "Slow. Soft. Stop and listen."
  So they did. Step. Step. Stop.
  Then {pal} went very still. It stared down the hill.
  Rustle, rustle. Something small moved in a low oak below the trail, just above the dry leaves. Then it went, "Chip!"
- "middle":
  {route == "hurry": They kept well away from the place where the bear had gone, and this time they walked, one quiet step after another. {hero}'s legs still felt a little shaky.}
  {route == "look": {hero} kept the binoculars ready around {their} neck. One bird, {they} reminded {themself}. On its own. Yellow underneath. Not a gang of bushtits.}
  {route == "ask": {hero} remembered the ranger's warning and kept {their} boots right in the middle of the trail. Somewhere under these oaks there might be a nest that nobody could see, and {hero} did not want to be the one who found it with a foot.}
  The trail wound up a steep, shady slope where the oaks grew close together. Their branches met overhead, and the air under them was cool and dim. Dry brown leaves from last year lay thick on the ground, and every step went crunch.
  Grandma showed {hero} how to walk like a birder: slowly, putting each foot down softly, and stopping every few steps to listen. "Most people stomp right past the best birds," she whispered. "They never even know."
  Step, step, stop. Step, step, stop.
  Suddenly {pal} went stiff and still, staring downhill.
  Rustle. Rustle. Something was moving in the lowest twigs of an oak just below the trail, barely above the dead leaves. Something small. Then came a thin little sound: chip.
- else:
  {route == "hurry": They gave the place where the bear had vanished a very wide berth, and this time they walked: one quiet step, then another, like people sneaking downstairs at night. {hero}'s legs still had a slight wobble in them, which {they} decided not to mention.}
  {route == "look": {hero} kept the binoculars ready against {their} chest and repeated Grandma's lesson under {their} breath. One bird. On its own. Yellow underneath. Definitely not a gang of bushtits, no matter how friendly they looked.}
  {route == "ask": {hero} kept {their} boots planted in the exact middle of the trail, as if the edges were lava, because somewhere under these oaks there might be a nest that nobody could see, and {they} had no intention of being the person who stepped on it.}
  The trail wound up a steep, shady slope where the oaks crowded together so thickly that their branches knitted overhead into a low green roof. It was dim and cool under there, and it smelled of damp earth. Last year's leaves lay in a thick brown carpet on either side of the trail, so dry that every footstep sounded like someone eating chips in a library.
  Grandma stopped and showed {hero} how to walk like a birder, which turned out to be mostly a matter of not walking very much: put a foot down slowly, heel first, shift your weight, then stand still and listen for a long time before doing it again. "Most people stomp straight past the best birds of their lives," she murmured, "and go home complaining that there weren't any."
  Step, step, stop. Step, step, stop. It was like a very slow game of musical statues, played against a mountain.
  Then {pal} stopped with one foot still raised and stared downhill without blinking.
  Rustle. Rustle-rustle. Something was moving through the lowest twigs of an oak just below the trail, a hand's width above the dead leaves. Something small and quick and busy. And then, so thin and sharp that {hero} almost missed it, a sound: chip.
}
{end_now: -> thicket_end}
~ spot = "thicket"
{band:
- "young":
  {hero} bent down to look. A little gray bird hopped along a low twig. It pecked a tiny green caterpillar off a leaf. Then it hid in a tangle of branches.
  {knows_ground: {hero} remembered. This bird makes its nest on the ground! {They} kept {their} feet on the trail.}
  {not knows_ground: {hero} wanted to step closer. "Stay on the trail," said Grandma. "Some birds here make nests on the ground. We might step on one."}
  {not knows_ground: "If it is the gray bird, it nests up here in these mountains," Grandma whispered. "Almost nowhere else in our country."} # fact: colima-warbler-gray
  "It is eating!" {hero} whispered.
  "Caterpillars," said Grandma. "If it is our bird, it flew all the way from Mexico. It must be hungry!"
  Then the rustling stopped. Everything was still. {hero} looked and looked at the branch.
  Where did the bird go?
- "middle":
  {hero} crouched down and peered between the branches. A little gray shape hopped from twig to twig, picked something green off the underside of a leaf, and vanished into a low tangle of branches.
  {knows_ground: {hero}'s heart thumped. The ranger had said they nested right on the ground, under the leaves. What if there was a nest down there? {They} did not move one boot off the trail.}
  {not knows_ground: {hero} started to lean off the trail for a better look, but Grandma touched {their} arm. "Some birds up here nest right on the ground," she whispered. "We stay on the trail. One wrong step could squash something we can't even see."}
  {not knows_ground: "And if that's our warbler," Grandma added, "these mountains are almost the only place in the whole United States where it nests."} # fact: colima-warbler-gray
  "Is it looking for food?" {hero} whispered.
  "Caterpillars, I'd guess," said Grandma. "The oaks are full of them in spring. And if that's our bird, it has just flown all the way from Mexico. It must be starving."
  Then the rustling stopped. The twigs went still.
  {pal} pointed its nose at a tangle of branches by a fallen log. "In there," it breathed. "I'm almost sure."
  {hero} stared at the tangle until {their} eyes watered. The little gray bird was somewhere in there, very close, and completely hidden. Where was it?
- else:
  {hero} sank into a crouch and peered through a gap between the branches. A little gray shape was working its way along a branch, peering under each leaf like someone checking under a doormat for a key. It tugged something small and green loose and vanished into a low, tangled branch.
  {knows_ground: {hero}'s heart thudded. The ranger had said they nested right on the ground, hidden under the leaves. There might be a nest under there, a foot away, and {they} would never know. {They} pressed {their} boots harder into the trail.}
  {not knows_ground: Without thinking, {hero} leaned one foot off the trail for a better view. Grandma's hand landed on {their} arm. "Some birds up here nest right on the ground," she whispered. "We stay on the path. One careless step could flatten something we can't even see." {hero} pulled the foot back, feeling {their} face go hot.}
  {not knows_ground: "Especially if that's our warbler," Grandma added. "The Colima nests in these mountains and almost nowhere else in the United States. Every single nest counts."} # fact: colima-warbler-gray
  "What's it doing down there?" {hero} whispered.
  "Hunting, I'd guess," Grandma whispered back. "Caterpillars. The oaks are full of them in spring, and if that's our bird, it has just flown all the way from Mexico. It must be starving."
  Then the rustling stopped.
  Just like that. The twigs hung perfectly still. {pal} aimed its nose at a low tangle of branches beside a fallen log and held it there like a compass needle. "In there," it breathed. "I would bet my dinner on it."
  Somewhere in that tangle, maybe five steps away, was one small gray bird, and it had simply switched itself off. {hero} stared until {their} eyes watered and the leaves began to swim. It was right there. It had to be right there. So why couldn't {they} see it? Every part of {them} wanted to do something, anything, before it slipped away for good.
}
* [Wait on the trail, as still as a stone # act: wait] -> two_singers
* [Go up to the next bend to see it from above # act: go] -> heard_only
* [Look low under the branches with the binoculars # act: look] -> first_of_spring

=== thicket_end ===
# place: lost-mine
{band:
- "young":
  {hero} did not move. Grandma did not move. {pal} did not move.
  {not knows_ground: "Stay on the trail," Grandma whispered. "Some birds here make nests on the ground."}
  They waited and waited. Then the little bird hopped out of the tangle! It flew up onto a branch, right by {hero}'s nose.
  It had a white ring around its eye. It flicked its tail. Under the tail was a yellow patch!
  Then it sang. Trrrrrill! So loud! So close!
  Grandma pointed back down the trail. They tiptoed away, one step at a time.
  On the way down, they met the ranger and her group.{saw_bear: First {hero} told her about the bear.} Then {hero} told her about the bird. The ranger was so happy. She wrote {hero}'s name on her list.
  "You found it," she said. "And you let it be." # ending: in-the-leaves
- "middle":
  {hero} didn't move. Grandma didn't move. {pal} didn't move.
  {knows_ground: {hero} kept {their} boots on the trail, thinking of nests hidden under leaves.}
  {not knows_ground: "Stay on the trail," Grandma breathed. "Some birds here nest on the ground."}
  For a long time, nothing happened. A leaf fell. {hero}'s nose itched, and {they} let it itch.
  Then a little gray bird hopped out of the low tangle and flew up onto a branch, right at the height of {hero}'s nose. It was so close that {hero} could see the white ring around its eye, bright as a chalk circle, and when it flicked its tail, a patch of yellow flashed underneath.
  It looked at them. They looked at it. Then it tipped its head back and sang, a trill so loud and close that {hero} felt it in {their} chest.
  When it stopped, Grandma touched {hero}'s arm and pointed back down the trail. They backed away softly, one step at a time, so the bird could go back to its caterpillars in peace.
  Lower down, they met the ranger leading her group up the trail, and she listened to every word.{saw_bear: She wrote down the bear first.} "Low in the oaks, singing at nose height," she repeated, writing fast. "That's a bird that's found a place it likes." She added {hero}'s name. "You didn't just see it. You left it happy." # ending: in-the-leaves
- else:
  Nobody moved. Not {hero}, not Grandma, not {pal}, who had gone so still it might have been carved out of wood.
  {knows_ground: {hero} kept {their} boots locked on the trail and thought about nests hidden under leaves.}
  {not knows_ground: "Stay right on the trail," Grandma breathed. "Some birds up here nest on the ground."}
  For a long, long time, nothing happened. A leaf let go of its branch and spun all the way down. Somewhere far off a car went by on the road. {hero}'s knees began to ache, and then {their} nose began to itch, and {they} discovered that the itchiest nose in the world can be ignored if there is a good enough reason.
  Then, without any warning at all, a little gray bird hopped out of the low twigs and fluttered up onto a branch, exactly level with {hero}'s nose. It was so close that {hero} could see the white ring around its eye, crisp as a chalk circle, and the tiny feet curled around the twig. It flicked its tail. Underneath, the yellow flashed like a struck match.
  The bird looked at them. They looked at the bird. Then it tipped its head back and sang, a trill so loud and so near that {hero} felt it buzz in {their} ribs.
  When it finished, Grandma touched {hero}'s arm and tilted her head down the trail. {hero} understood. They had what they came for. They backed away, one soft step at a time, and left the bird to its leaves.
  Farther down, they met the ranger coming up with her bird walk, and she made {hero} tell it twice{saw_bear:, after {they} had told her about the bear}. "Low in the oaks. Right beside the trail. Sang from a branch at nose height." She wrote it all down, then looked up. "That's a bird that has picked its spot. You found it, and you left it alone, which is the harder half." She wrote {hero}'s name at the bottom and underlined it. # ending: in-the-leaves
}
-> END

=== ridge ===
# place: lost-mine
{band:
- "young":
  {route == "hurry": They walked at Grandma's speed now. Slow and steady, all the way up. {hero} held Grandma's hand on the steep parts.}
  {route == "look": {hero} looked at every oak tree on the way. Eyes first, then binoculars. No bushtits this time!}
  {route == "ask": The ranger said the birds like the oaks near the top. So up they went, to help her.}
  At the top, the trail ran along a rocky ridge. A huge mountain stood on one side. It was big and square, like a house. On the other side, the land fell far down to the desert.
  "Not too near the edge," said Grandma. "It is a long way down."
  "Who owns all this?" asked {hero}.
  "Everybody!" said Grandma. "Texas bought this land. Then Texas gave it to the whole country." # fact: 1944-state-texas
  Whoosh! The wind blew hard. It pulled at their hats.
- "middle":
  {route == "hurry": After the bear, they climbed the rest of the way at Grandma's pace. {hero} held Grandma's hand on the steep rocky steps, and was surprised how much more {they} noticed that way: the sharp smell of the pines, a raven croaking on a dead branch, the light creeping down the cliffs.}
  {route == "look": {hero} climbed with the binoculars bumping on {their} chest, checking every oak for one gray bird on its own. {They} found two ravens, a lot of pine cones and no bushtits at all.}
  {route == "ask": The ranger had said the warblers liked the oaks near the top, so up they went to check for her, keeping to the trail the whole way. {hero} felt like a real scientist on a real mission.}
  The last part of the trail ran out along a bare, rocky ridge. On one side rose a giant block of a mountain called Casa Grande, which means big house. On the other, canyons fell away toward the desert, and far beyond them stood the long wall of the Sierra del Carmen mountains, over the border in Mexico.
  "Not too near the edge," said Grandma, steering {hero} back toward the middle of the ridge. "It's a very long way down."
  "Who does all this belong to?" {hero} asked.
  "Everybody," said Grandma. "Texas bought this land and gave it to the whole country. It became a national park in 1944." # fact: 1944-state-texas
  The wind whooshed over the ridge and tugged at their hats. {flies(): {pal} spread its wings and let the wind lift it a little way, then settled back down, looking very pleased.}{not flies(): {pal} hunkered down low against the wind.}
- else:
  {route == "hurry": After the bear, they climbed the rest of the way at Grandma's pace, with {hero} holding Grandma's hand on the steep rocky steps, and it turned out to be the pace at which a person actually notices things: the sharp, sweet smell of the pinyons, a raven muttering to itself on a dead branch, the way the light crept down the cliffs like honey down the side of a jar.}
  {route == "look": {hero} climbed with the binoculars bouncing on {their} chest, checking every oak the way Grandma had shown {them}, eyes first and then lenses, and found two ravens, several hundred pine cones and, to {their} enormous relief, not one single bushtit.}
  {route == "ask": The ranger had said the warblers liked the oaks up near the top, so that was where they were going, boots on the trail the whole way, exactly as promised. {hero} felt less like a kid on a hike and more like someone who had been sent somewhere on purpose, which was a surprisingly good feeling.}
  The last stretch of the trail ran out along a bare, rocky ridge, and then there was simply nowhere higher to go. On one side rose a massive block of a mountain called Casa Grande, which means big house, although it looked more like a castle that somebody had forgotten to finish. On the other side, canyons fell away in long folds toward the desert, and beyond the desert, blue with distance, lay Mexico, where the long cliffs of the Sierra del Carmen stood against the sky like a wall built to keep the horizon in.
  Grandma put a hand on {hero}'s shoulder and steered {them} firmly back toward the middle of the ridge. "Admire it from here," she said. "The edge is a great deal closer than it looks, and the bottom is a great deal farther."
  {hero} turned in a slow circle, trying to fit all of it in. "Who does all this belong to?"
  "You," said Grandma. "And me, and everyone. Texas bought this land and gave it to the whole country, and it became a national park in 1944. Best present I ever got, and I wasn't even born yet." # fact: 1944-state-texas
  The wind came barreling over the ridge and tried to steal {hero}'s hat. {flies(): {pal} opened its wings and let the wind lift it, just a little, then dropped back down, looking smug.}{not flies(): {pal} hunkered down low against the wind, squinting.}
}
{end_now: -> ridge_end}
~ spot = "ridge"
{band:
- "young":
  The wind was so loud that {hero} could not hear any birds.
  Then the wind stopped for a moment. Trrrrrill! A song came from an old oak tree below the rocks.
  Something small and gray hopped in the leaves. It hopped in. It hopped out. It never held still.
  "Is that our bird?" {hero} whispered.
  "We need to see under its tail," said Grandma.
  Whoosh! The wind came back. The gray bird hid behind the leaves.
- "middle":
  Up here, the wind made so much noise that {hero} couldn't hear any birds at all. {They} started to worry that they had climbed all this way for nothing. {They} thought of the ranger and her clipboard, counting on them, and {their} stomach sank.
  Then the wind dropped for a moment. In the hush, a trill floated up from just below the ridge, on the side away from the wind. A twisty old oak grew there, tucked in among the rocks where the wind couldn't reach.
  Something small and gray was moving in its leaves. It hopped from twig to twig, picking at the leaves, in and out of sight. It never held still for more than a second.
  "Is that it?" {hero} whispered.
  "Could be," said Grandma. "Could be lots of things. We need to see under its tail."
  {pal} leaned forward, eager. "I could get closer," it offered. "Right to the edge of the trail. I'd be ever so quiet."
  The wind came back, roaring over the rocks, and the little gray shape slipped behind a clump of leaves.
- else:
  The trouble with the top of a mountain, {hero} discovered, was that the wind never stopped talking. It hissed through the pinyons and whistled between the rocks, and under all that noise {they} couldn't have heard a trumpet, let alone one small gray bird. A sinking feeling started in {their} stomach and kept going. All this way, and nothing, and somewhere below them a ranger was counting on {them}, with her clipboard and her hopeful face.
  Then, the way wind sometimes does, it dropped. In the sudden hush a trill floated up from just below the ridge, on the sheltered side, where a twisted old oak had squeezed itself in among the boulders, out of reach of the weather.
  Something small and gray was working through its leaves. Hop, peck, hop. In and out of sight, never still for more than a heartbeat, like a thought you can't quite finish.
  "Grandma," {hero} whispered. "Is that it?"
  "Might be," Grandma murmured. "Might be a dozen other things. We need a look under that tail."
  {pal} was practically quivering. "I could get closer," it offered. "Right out to the edge of the trail, not one step off it. I would be extremely quiet. The quietest anyone has ever been."
  And the wind came roaring back over the rocks, and the little gray shape slid behind a clump of leaves as though it had heard every word.
}
* [Ask {pal} to creep to the trail's edge for a closer look # act: ask] -> heard_only
* [Look at the old oak through the binoculars # act: look] -> first_of_spring
* [Wait behind a rock, out of the wind # act: wait] -> two_singers

=== ridge_end ===
# place: lost-mine
{band:
- "young":
  {hero} sat on a rock next to Grandma. The wind was so loud!
  They sat and looked for a long time. Then the wind stopped. Trrrrrill! A song came from down below the rocks.
  "It is here!" said {hero}.
  "It is here," said Grandma. "We do not have to see it. The song tells us."
  "Where did it fly from?" asked {hero}.
  Grandma pointed far away, past the desert. "From Mexico. That little bird flew all that way."
  Grandma wrote a note. Colima warbler. Heard at the top. She gave the note to {hero}.
  "Give it to the ranger," she said.{saw_bear: "But tell her about the bear first!"} {hero} put it in {their} pocket, and down they went. # ending: song-on-the-ridge
- "middle":
  {hero} sat on a rock beside Grandma. The wind roared over the ridge so loudly that {they} couldn't hear a single bird.
  They sat there a long time, looking. And then the wind dropped, just for a breath, and a trill floated up from somewhere below the rocks.
  {hero} sat up straight. "It's here!"
  "It's here," Grandma agreed. She didn't even reach for her binoculars. "We don't need to see it to know it's home."
  "Where did it come from?" {hero} asked.
  Grandma pointed south, past the canyons and the long tan desert, to the blue mountains at the edge of the sky. "From down there. From Mexico, across all of that. A bird you could hide in your fist."
  {hero} tried to imagine flying that far on wings that small. It made {their} climb up the trail feel very short.
  Grandma opened her notebook and wrote: Colima warbler, heard, top of Lost Mine Trail, April. Then she tore out the page and handed it to {hero}. "For the ranger," she said. "You can give it to her yourself."
  {saw_bear: "And don't forget the bear," she added. "That goes first."}
  {hero} folded it carefully into {their} pocket, and they started back down. # ending: song-on-the-ridge
- else:
  {hero} sat down on a flat rock beside Grandma. The wind roared over the ridge so loudly that {they} couldn't hear a single bird, and after a while {they} stopped trying and simply looked.
  It was a lot to look at. Mountains folded behind mountains. Canyons dropping away in long blue shadows. The desert below, so wide and tan and empty that it seemed to tilt. And at the very edge of everything, the far blue ridges of Mexico.
  Then the wind dropped, just for a breath, the way a crowd goes quiet all at once, and into the hush floated a trill from somewhere below the rocks.
  {hero} sat bolt upright. "It's here!"
  "It's here," Grandma agreed. She didn't even reach for her binoculars. "We don't have to see it to know it's home. That's what the song is for."
  "Where did it come from? All the way from Mexico?"
  Grandma pointed south, past the canyons and the long tan desert to those blue mountains at the rim of the world. "From down there, and farther. Across all of that. A bird you could hide in your fist."
  {hero} tried to imagine it: the whole desert sliding by underneath, day after day, on wings no bigger than two leaves. Suddenly {their} own climb up the trail, sore legs and all, felt like a walk to the mailbox.
  Grandma opened her notebook and wrote in her small, neat hand: Colima warbler. Heard, not yet seen. Top of Lost Mine Trail. April. Then, to {hero}'s surprise, she tore the page out and held it out. "For the ranger," she said. "You heard it. You deliver it."
  {saw_bear: "And the bear," she added. "Tell her about the bear before anything else. Bears come first, birds second."}
  {hero} folded the page into a small, careful square and buttoned it into {their} pocket. Then the two of them stood up, gave the view one last long look, and started back down. # ending: song-on-the-ridge
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 4: the endings. Each begins at the spot where the last choice was made.

=== first_of_spring ===
# place: lost-mine
{band:
- "young":
  {spot == "saddle": {hero} held up the binoculars very slowly. Then the bird hopped down, out of the sun.}
  {spot == "thicket": {hero} pointed the binoculars low, under the branches. Leaves. Leaves. Then one leaf had an eye!}
  {spot == "ridge": {hero} held up the binoculars. The leaves blew about. Then {they} saw it. The bird was eating a little green caterpillar.}
  It was gray all over. It had a white ring around its eye. It flicked its tail. And under its tail was a patch of yellow!
  "Yellow!" {hero} whispered. "It is the one!"
  The bird opened its beak and sang. Trrrrrill! {hero} could see its little throat shake.
  {hero} gave Grandma the binoculars. She looked for a long time. "I have wanted to see this bird my whole life," she said softly. Her eyes were wet.
  {met_flock: "And it is not a bushtit!" said {hero}. Grandma laughed.}
  {saw_bear: "A bear and a warbler!" said Grandma. "What a morning!"}
  Grandma wrote in her book. Then she drew a star next to it.
  They walked back down. {pal} {moved()} in front, as proud as anything.
  On the way down, they met the ranger and her group coming up. The ranger had lots of questions.{saw_bear: But first {hero} told her about the bear.} How high up was the bird? Did it sing? {hero} knew every answer.
  The ranger wrote it on her list. Colima warbler. First of spring. Found by {hero}.
  Then she turned to her group. "Listen, everyone," she said. "We have a report!" And {hero} told the whole story again. # ending: first-of-spring
- "middle":
  {spot == "saddle": Very slowly, {hero} raised the binoculars. {They} found the oak, then the twig, then the bird. And just then it hopped down to a lower branch, out of the glare and into the light.}
  {spot == "thicket": {hero} lifted the binoculars and aimed them low, under the tangled branches, into the shadows. At first {they} saw only leaves. Then one of the leaves had an eye.}
  {spot == "ridge": {hero} raised the binoculars and found the old oak. The leaves tossed in the wind. Then, in a gap, {they} saw a bird hanging upside down from a twig, tugging a little green caterpillar off a leaf.}
  It was gray all over, soft as a rain cloud. A thin white ring circled its eye. And when it flicked its tail, there underneath was a patch of yellow, bright as butter.
  "Grandma," {hero} whispered. "Yellow. It's got yellow."
  As if it had heard, the bird opened its beak and sang, right there in the circle of the binoculars. {hero} could see its throat shiver with every note.
  {hero} passed the binoculars to Grandma. She looked for a long time, and when she lowered them, her eyes were wet. "I've wanted to see one of those since I was younger than you," she said.
  {met_flock: "And it's not a bushtit," said {hero}, and Grandma laughed so hard she had to sit down.}
  {saw_bear: "A bear and a warbler in one morning," said Grandma. "Nobody at home will believe us."}
  She wrote in her notebook: the time, the place, and what the bird was doing. Then she drew a small star next to it. {hero} had looked through that notebook lots of times. There had never been a star in it before.
  They took their time going down. Partway, they met the ranger coming up the trail with her group of bird-watchers.{saw_bear: First {hero} told her about the bear, and she wrote that down carefully.} Then she asked {hero} questions like a detective. How high up was it? Was it singing? Was there a white ring around its eye? Where exactly was it? {hero} knew every answer.
  The ranger's face lit up. She wrote on her clipboard: Colima warbler, first of spring. Then she wrote {hero}'s name. Then she turned to her group. "Everybody," she said, "we have a report from the field."
  And {hero} told it all again, to a crowd of strangers holding binoculars, and every single one of them listened.
  Then the ranger did something {hero} didn't expect. "Would you show us the way?" she asked. So {hero} turned around and walked back up at the front of the whole group, with Grandma and {pal} right behind, going slowly and softly the way birders do. Every few steps {hero} stopped to listen, and every few steps a crowd of grown-ups stopped behind {them} and listened too. Grandma said her knees could manage one more climb, as long as it was at that speed. # ending: first-of-spring
- else:
  {spot == "saddle": Very slowly, so slowly it hurt, {hero} raised the binoculars. {They} found the oak, then the twig, then the dark little shape. And just at that moment the bird hopped down to a lower branch, out of the glare and into the plain morning light.}
  {spot == "thicket": {hero} lifted the binoculars and aimed them low, under the tangled branches, into the brown shadows where {pal} was pointing. At first there was nothing but leaves, hundreds of them, all exactly the same. Then one of the leaves blinked.}
  {spot == "ridge": {hero} raised the binoculars and found the old oak. Its leaves were tossing every which way in the wind, so that the whole tree seemed to be waving. Then, in a gap, {they} caught it: a bird hanging upside down from a twig like a tiny acrobat, tugging a little green caterpillar off a leaf with great determination.}
  It was gray all over, the soft gray of a rain cloud. A thin white ring circled its eye, so that it looked mildly astonished by everything. And when it flicked its tail, there underneath, as bright as a dab of paint, was a patch of yellow.
  "Grandma," {hero} whispered. "Yellow. It has yellow." {Their} voice came out wobbly, as if it belonged to someone else.
  Then, as if it knew it had an audience, the bird opened its beak and sang, right there in the middle of the bright circle. {hero} could see its throat shiver with every note of the trill, and {they} realized that {they} would be able to hear this exact moment in {their} head for the rest of {their} life.
  {hero} passed the binoculars over. Grandma looked for a long time, much longer than she needed to, and when she lowered them her eyes were wet. "I've wanted to see one of those," she said, "since I was younger than you. Sixty years I've been leaving a space for it in that notebook."
  {met_flock: "And it's definitely not a bushtit," said {hero}, and Grandma laughed so hard she had to sit down on the trail.}
  {saw_bear: "A bear and a warbler before breakfast," said Grandma, shaking her head. "Nobody at home is going to believe a word of it."}
  She wrote it all down: the time, the place, what the bird had been doing when they found it. Then, very carefully, she drew a small star beside it. {hero} had leafed through that notebook a hundred times on rainy afternoons, and there had never been a star in it before.
  They took their time going down, because there was no longer any reason to hurry. Partway down they heard voices, and around the next bend came the ranger, leading a line of bird-watchers in binoculars and sun hats.{saw_bear: {hero} reported the bear first, because Grandma said that came before anything else, and the ranger wrote it down with a serious face.} The ranger listened to the whole story, then questioned {hero} like a detective questioning a witness. How high in the tree? Singing or quiet? White eye ring, yes or no? Which side of the trail, and how far along? {hero} answered every single question without having to stop and think, and only afterwards noticed how strange and good that felt.
  The ranger's face lit up as if someone had switched it on. She wrote on her clipboard, Colima warbler, first of spring, and then {hero}'s name. Then she turned to the crowd. "Everybody," she said, "before we go one step farther, we have a report from the field."
  And {hero} told it all again, to a crowd of grown-up strangers, and not one of them looked away.
  Then the ranger did something that {hero} would not have predicted in a hundred guesses. She tucked the clipboard under her arm and said, "Would you lead the way?" So {hero} turned around and walked back up the trail, at the very front of a line of twelve grown-ups, with {pal} close behind and Grandma bringing up the rear, announcing that her knees had one more climb in them as long as it was a birder's climb. {hero} set the pace, slow and soft, heel first, and every time {they} stopped to listen, the whole line of binoculars and sun hats stopped behind {them} and listened too, as if {they} had been doing this for years. # ending: first-of-spring
}
-> END

=== two_singers ===
# place: lost-mine
{band:
- "young":
  {spot == "saddle": They waited. The sun moved. Now {hero} could see the bird. It was gray, with yellow under its tail!}
  {spot == "thicket": They stood still as stones. At last the bird hopped up on a branch. It flicked its tail. Yellow!}
  {spot == "ridge": They hid behind a big rock. The wind could not reach them there. The bird hopped out on a branch. Yellow under its tail!}
  The bird sang. Trrrrrill!
  Then another song came from far away. Trrrrrill!
  The first bird sang again. The far bird sang back. Back and forth they went.
  "Is that an echo?" {hero} whispered. "No! It is another bird!"
  "They are saying, these trees are mine," said Grandma. "Each bird wants its own place to make a nest."
  {pal} tried to sing too. It {pal_sound}. Both birds stopped! Then they started again. {hero} giggled.
  {hero} drew a map in Grandma's book. {They} drew the trail. {They} drew one bird here, and one bird over there. In the middle, {they} drew lots of little music notes.
  On the way down, they met the ranger.{saw_bear: First {hero} told her about the bear.} Then {hero} showed her the map. "Two of them!" said the ranger. She wrote {hero}'s name and the number two. "Now I know they are back to stay."
  Grandma tucked the map into her notebook. "I will keep this one forever," she said. # ending: two-singers
- "middle":
  {spot == "saddle": They waited. {hero} counted slowly in {their} head. The sun climbed, the glare slid off the oak, and the little singer turned from a shadow into a bird: gray, with a white eye ring, and a flash of yellow under its tail as it sang again.}
  {spot == "thicket": They waited on the trail, still as stones. After a long while, the gray bird popped up out of the tangle onto a higher branch, flicked its tail so that the yellow showed, and sang.}
  {spot == "ridge": They crouched behind a big rock where the wind couldn't reach them. In the calm, the gray bird hopped out to the tip of a branch in plain sight. Its tail flicked, yellow underneath, and it tipped its head back and sang.}
  Then, from far across the slope, another trill answered.
  The first bird sang again, louder. The second bird sang back. Back and forth they went, like two kids calling across a playground.
  "That's not an echo," {hero} breathed. "That's another one!"
  "Listen to them argue," said Grandma. "Each one is saying, these oaks are mine, you stay over there. The males sing to claim a place for a nest. If they're arguing about trees already, they're back to stay."
  {pal} couldn't resist joining in. It {pal_sound}. Both birds stopped at once. Everyone froze. Then the first bird sang again, very loudly, as if to say it had no idea who that was and didn't care.
  "Why don't they just fight about it?" {pal} asked.
  "Singing is safer," said Grandma. "Whoever sings the best and the loudest keeps the trees, and nobody gets a feather hurt."
  {hero} borrowed Grandma's pencil and drew a map in the notebook: the trail, a wiggly line for the slope, an X for the first bird and another X for the second. Between the two X's {they} drew a row of tiny music notes, and across the top {they} wrote TWO in big letters.
  Near the bottom of the trail, they met the ranger leading her group up.{saw_bear: {hero} told her about the bear first, and the ranger wrote it at the top of the page.} Then {hero} held out the map. The ranger read the big TWO across the top and looked up. "Two? Already?" She studied the map for a long time. Then she asked if she could copy it, and she wrote it on her clipboard, with {hero}'s name, and underlined the number. "One could just be passing through," she said. "Two singing at each other means they're settling in for the summer."
  She gave the map back, and Grandma tucked it into the front of her notebook, ahead of every bird she had ever seen. # ending: two-singers
- else:
  {spot == "saddle": So they waited. {hero} counted slowly in {their} head, one, two, three, all the way to a hundred and then some. The sun climbed, the glare slid off the oak like a curtain pulled back, and the little singer turned from a shadow into a bird: soft gray, a white ring around its eye, and, as it lifted its tail to sing again, a flash of yellow underneath.}
  {spot == "thicket": So they waited on the trail, as still as two stones and one very patient animal. {hero}'s foot went to sleep. A beetle walked across {their} boot and took its time about it. At last the gray bird popped up out of the tangle onto a low branch, flicked its tail so the yellow showed, and sang.}
  {spot == "ridge": So they crouched behind a big boulder where the wind couldn't reach them, and the roar dropped to a hum. In the calm, the gray bird hopped out to the tip of a branch in plain sight, flicked its tail to show the yellow underneath, tipped its head back, and sang.}
  And from far across the slope, another trill answered.
  The first bird sang again, louder, with what {hero} could have sworn was attitude. The second bird sang back. Back and forth they went, trill and answer, trill and answer, like two kids shouting across a playground about whose turn it was.
  "That's not an echo," {hero} breathed. "Grandma, that's a second bird."
  "Listen to them argue," said Grandma, delighted. "Each one is saying, these oaks are mine, you keep to your side. The males sing to claim a spot for a nest. If they're squabbling over trees already, they're not passing through. They're home."
  {pal} could not resist. It {pal_sound}, loudly, right in the middle of the argument. Both birds stopped dead. Nobody breathed. Then the first bird sang again, extra loudly, in the manner of someone pretending they hadn't heard a rude noise at dinner.
  "Why don't they just have a fight and get it over with?" {pal} asked, sounding slightly disappointed.
  "Because singing is safer," said Grandma. "A fight costs feathers, and sometimes worse. A song costs nothing but breath. Whoever sings the longest and the loudest keeps the oaks, and nobody gets hurt. People could learn a thing or two from warblers."
  {hero} borrowed Grandma's pencil and, because words didn't seem like enough, drew a map across a whole page of the notebook: the zigzag of the trail, a wobbly line for the slope, an X where the first bird sat and another X where the answer had come from, far across the oaks. Between the two X's {they} drew a row of tiny music notes flying in both directions, like an argument you could see. Across the top, in capitals, {they} wrote TWO.
  Partway down, they met the ranger bringing her bird walk up the trail.{saw_bear: {hero} reported the bear first, bend and all, and the ranger wrote it at the very top of the page.} Then {hero} held out the notebook, open at the map. The ranger read the TWO across the top, and her eyebrows went up and stayed there. "Two? Already?" She studied the map for a long, serious moment, and then she asked, very politely, whether she might copy it. She wrote it on her clipboard, with {hero}'s name beside it, and underlined the number twice. "One bird could be passing through," she said. "Two singing at each other means they've moved in for the summer. That's the news I've been waiting three mornings for, and you drew it for me."
  The ranger handed the map back with great ceremony. Grandma tucked it inside the front cover of her notebook, in front of sixty years of birds, and said it was the first page in there that she hadn't written herself. # ending: two-singers
}
-> END

=== heard_only ===
# place: lost-mine
{band:
- "young":
  {spot == "saddle": {hero} walked closer. Crunch, crunch, went the trail. The bird stopped singing. It flew down into the canyon and was gone.}
  {spot == "thicket": {hero} hurried up to the next bend. Crunch! A stone rolled down into the leaves. Zip! The gray bird flew away into the trees.}
  {spot == "ridge": {flies(): {pal} flew down toward the oak. But to a little bird, a big bird looks like a hawk! The gray bird hid deep in the leaves.}{not flies(): {pal} {moved()} to the very edge of the trail and leaned out. But a stone broke off the edge and went clatter, clatter! The gray bird flew off.}}
  They waited a long time. Far away, the song came once more. Then nothing.
  {spot == "ridge": "I am sorry," said {pal} in a tiny voice.}{spot != "ridge": "I scared it," said {hero} sadly.}
  "It is all right," said Grandma. "Little birds are scared of lots of things. I have scared away lots of birds too. Next time we will be very still."
  On the way down, they played a game. Grandma said, "Freeze!" and they all stood still as trees. {pal} was very good at it.
  Then a gang of tiny gray bushtits came hopping through the oaks. They had long tails and no yellow at all. Nobody moved, so the birds came close. So close! "Being still works," Grandma whispered.
  Near the bottom, they met the ranger and her group.{saw_bear: First {hero} told her about the bear.} Then {hero} told her what happened.
  The ranger wrote on her list. Colima warbler. Heard, not seen. "A song means it is back," she said. "That counts."
  "But I did not see the yellow," said {hero}.
  "Not today," said the ranger. "Come back tomorrow. Now you know its song. And you know how to freeze." # ending: heard-not-seen
- "middle":
  {spot == "saddle": {hero} stepped quickly along the trail to get nearer. Crunch went the gravel, crunch, crunch. The bird stopped singing in the middle of a note, dropped off its twig, and dove away down into Juniper Canyon like a tossed pebble.}
  {spot == "thicket": {hero} hurried up to the next bend of the trail to look down from above. But the gravel crunched, and a stone skittered off the edge into the leaves. A gray blur burst out from under the branches and zipped away deep into the oaks.}
  {spot == "ridge": {flies(): {pal} spread its wings and glided down toward the oak. But to a little bird, a big winged shape sweeping overhead looks exactly like a hawk. The gray bird dove into the thickest leaves and did not come out.}{not flies(): {pal} {moved()} to the very edge of the trail as quietly as it could and leaned out over the rocks. But a loose stone broke off the edge under it and went clattering down the slope, and the gray bird shot out of the oak and was gone.}}
  They waited a long time. Once, far away, they heard the trill again, fainter and farther off. Then nothing.
  {spot == "ridge": "I'm sorry," said {pal} in a very small voice.}{spot != "ridge": {hero}'s throat felt tight. "I scared it away."}
  "We didn't hurt it," said Grandma gently. "We just reminded it we're here. A bird that small is scared of almost everything. The trick is to be less scary than almost everything." She sat down beside {hero}. "The first time I went looking for an owl, I sneezed. It flew off before I ever saw its face. I still think about that sneeze."
  On the way down, they practiced. Every so often Grandma whispered, "Freeze," and they all stopped dead, even in the middle of a step. {pal} turned out to be the best at it by far.
  On the fifth freeze, something wonderful happened. A gang of tiny gray bushtits came tumbling through the oaks, twittering, and because nobody moved, they didn't notice anybody was there. They swung on the twigs all around {hero}, so close {they} could have touched one. Then they were gone.
  "See?" Grandma whispered. "Stillness works."
  Near the bottom of the trail, they met the ranger leading her group up, and {hero} told her the whole story, the bad part too.{saw_bear: The bear came first, and the ranger wrote down the bend of the trail where they had seen it, up on the slope.}
  The ranger wrote on her clipboard: Colima warbler, heard, Lost Mine Trail. "That counts," she said. "A song means it's back."
  "But we never saw the yellow," said {hero}.
  "Not today," said the ranger. "That's the hardest part of birding. Sometimes the bird wins." She smiled. "But now you know its song, and you know what sends it away. Next time you'll freeze instead."
  {hero} looked up at the mountain. Somewhere up there, a small gray bird was singing again, now that nobody was chasing it. "Tomorrow?" {they} asked Grandma. Grandma was already nodding. # ending: heard-not-seen
- else:
  {spot == "saddle": {hero} stepped quickly along the trail to get nearer before it could leave. Crunch went the gravel. Crunch, crunch. To {hero} it sounded like someone walking on cereal. The bird stopped singing in the middle of a note, dropped off its twig, and dove away down into Juniper Canyon like a tossed pebble.}
  {spot == "thicket": {hero} hurried up to the next bend of the trail to look down on the spot from above, which seemed like a clever plan for about three seconds. Then the gravel crunched, and a stone skittered off the edge and pattered into the leaves, and a gray blur burst out from under the branches and zipped away deep into the oaks.}
  {spot == "ridge": {flies(): {pal} spread its wings and glided down toward the oak, silent and careful. But to a bird that small, any big winged shape sweeping overhead looks exactly like a hawk. The gray bird dove into the thickest leaves and stayed there as if it had been glued.}{not flies(): {pal} {moved()} out to the very edge of the trail as quietly as it possibly could and leaned out over the rocks. It was doing beautifully, right up until a stone broke off the edge under it and went clattering all the way down the slope. The gray bird shot out of the oak and was gone.}}
  They waited a long time. Once, far away, they heard the trill again, fainter and farther off, as though it came from behind a closed door. Then nothing at all.
  {spot == "ridge": "I'm sorry," said {pal}, in the smallest voice {hero} had ever heard it use.}{spot != "ridge": {hero}'s throat went tight and hot. "I scared it off. We were so close, and I scared it off."}
  "We didn't hurt it," said Grandma gently. "We just reminded it we exist. A bird that small is frightened of almost everything. The whole trick of birding is learning to be less frightening than almost everything, and it takes most people about sixty years." She lowered herself onto a rock beside {hero}. "Do you know what happened the first time I went looking for an owl? I sneezed. The loudest sneeze of my life. It was gone before I ever saw its face, and I still think about that sneeze."
  It helped, a little, to know that Grandma had been bad at this once too.
  On the way down they practiced. Every so often Grandma would whisper "Freeze," and all of them would stop dead, even halfway through a step, and stay that way until she said "Thaw." {pal} turned out to be by far the best at it, which it mentioned several times.
  On the fifth freeze, the proof arrived. A gang of tiny gray bushtits came tumbling down through the oaks, twittering and squabbling, and because not one of them moved, the birds simply did not notice that three extra shapes were standing in the middle of the trail. They swung from the twigs all around {hero}, close enough to touch, so close that {they} could hear the whir of their wings, and then they poured away down the slope like gray water.
  "You see?" Grandma whispered, when they had gone. "Stillness works. It just works on its own schedule, not ours."
  Near the bottom of the trail, they met the ranger bringing her bird walk up, and {hero} told her the whole story, including the part {they} would rather have left out.
  The ranger listened to all of it.{saw_bear: She wrote down the bear first, with the exact bend of the trail, and turned to warn her group.} Then she wrote on her clipboard: Colima warbler. Heard. Lost Mine Trail. "That counts," she said. "A song means it's back. That's the most important thing I needed to know."
  "But we never saw the yellow."
  "Not today." She shrugged, not unkindly. "That's the hardest part of this hobby. Sometimes the bird wins. But you know its song now, and you know exactly what sends it away. Next time, you'll freeze instead of {spot == "ridge": going closer|hurrying}. Most people have to lose a bird before they learn that."
  {hero} looked back up at the mountain. Somewhere up there, faint as a thought, the trill had started again, now that nobody was chasing it. "Tomorrow?" {they} asked.
  Grandma was already nodding. # ending: heard-not-seen
}
-> END
