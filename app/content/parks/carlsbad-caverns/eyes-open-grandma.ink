# title: Eyes Open, Grandma!
# month: 8
INCLUDE shared/story.ink

// Where the hero is when a chapter may end early: "bugs", "hill", "fears" (chapter 2, on the nature
// trail), then "snake", "seats", "story" (chapter 3).
VAR at = ""
// The reason for Grandma found in chapter 2: "bugs" (bats are the bug patrol), "hill" (the cave is
// their home, and the hill was a reef), "fears" (the ranger: bats steer by sound and never tangle in hair).
VAR route = ""
// The chapter-3 scene: "snake" (a rattlesnake on the trail), "seats" (the top row at the
// amphitheater), "story" (the ranger's story of Jim White).
VAR spot = ""
// The ranger has been introduced by name.
VAR met_ranger = false
// They have heard how Jim White found the cave.
VAR heard_jim = false

-> swoop_on_the_hill

// ---------------------------------------------------------------- chapter 1
=== swoop_on_the_hill ===
# place: desert-trail
{band:
- "young":
  The sun was going down. But the desert was still hot, hot, hot!
  {hero}, Grandma and {pal} walked along the desert trail. Spiky plants grew all around. Some had leaves like green swords. Some had long, thin, thorny stems.
  "Drink some water," said Grandma. "That is the desert rule."
  Tonight was bat night! Soon the bats would fly out of the big cave. Grandma's park map said lots and lots of bats live in the cave in summer. At dusk, they fly out to eat bugs. # fact: hundreds-thousands-brazilian
  "Lots and lots," said Grandma in a small voice.
  Whoosh! A little bird zipped right over their heads.
  "Eek!" cried Grandma. She ducked. Her sun hat fell off. "A bat!"
  "It's a swallow, Grandma," said {hero}. {They} picked up her hat. "The bats come later."
  Grandma put her hat back on. Then she sighed. "I have a secret," she said. "I do not like bats. Not one bit."
  {hero} was surprised. Grandma was not scared of anything!
  "I will come and sit with you," said Grandma. "I promised. But I will keep my eyes shut tight."
  {friend != "": {friend} held Grandma's other hand.}
  {hero} looked at the sun. It was sinking lower. {They} wanted Grandma to see the bats too!
  Could {hero} help Grandma open her eyes before the bats came out?
- "middle":
  The sun was sliding down toward the hills, but the desert was still so hot that the air wobbled above the trail.
  {hero}, Grandma and {pal} were walking the Chihuahuan Desert Nature Trail, a short loop across the hillside near the cave. Spiky plants grew everywhere: lechuguilla, low clumps of thick leaves like green daggers; sotol, with long thin leaves bursting out like a firework; and ocotillo, tall bundles of skinny, thorny stems. Every one of them was built to save water.
  "Drink," said Grandma, passing {hero} the water bottle. "Desert rule. Drink before you're thirsty."
  Tonight was the night. Soon, at the stone seats above the cave's mouth, the bats would come out. Grandma's park map said that hundreds of thousands of Brazilian free-tailed bats spend the summer in the cave and fly out at dusk to eat insects. # fact: hundreds-thousands-brazilian
  "Hundreds of thousands," Grandma read again, more quietly.
  Then something shot over their heads. Whoosh! A small dark bird swerved so close that {hero} felt the wind of its wings.
  Grandma shrieked and ducked so fast that her sun hat flew off. "Bat!" she cried. "Was that a bat?"
  "It was a swallow, Grandma," said {hero}, picking up the hat. "A cave swallow. The bats don't come out until dusk."
  Grandma put her hat back on with shaky hands. Then she sighed. "I have a confession," she said. "I don't like bats. Not one tiny bit. I never have."
  {hero} stared at her. This was Grandma, who carried spiders outside in a cup. Grandma, who wasn't scared of anything.
  "I'll come to the seats with you," Grandma said quickly. "I promised, and I keep my promises. But I'm going to sit there with my eyes shut tight the whole time."
  {friend != "": {friend} took Grandma's other hand and squeezed it.}
  {hero} looked at the sun, sinking toward the hills. {They} had waited all summer for this, and {they} wanted to see it with Grandma, not next to a Grandma with her eyes squeezed shut.
  Before the first bat flew, {hero} was going to find a way to make her want to open them.
- else:
  The sun was sliding down toward the hills, but the desert hadn't noticed yet. It was still so hot that the air above the trail shimmered like water, and {hero} could feel the heat of the ground coming up through {their} shoes.
  {hero}, Grandma and {pal} were walking the Chihuahuan Desert Nature Trail, a short loop across the hillside near the cave. Everything growing there was spiky, as if the plants had agreed among themselves to be difficult: lechuguilla in low clumps of thick leaves like green daggers, sotol with long thin leaves exploding out of the middle like a firework, and ocotillo, tall bundles of skinny, thorny stems waving above everything else. Every one of them was built to hoard water.
  "Drink," said Grandma, passing {hero} the water bottle. "Desert rule. You drink before you're thirsty, not after."
  Tonight was the night. Soon, at the curved stone seats above the cave's mouth, the bats would come out, and {hero} had been counting down to it since June. Grandma's park map said that hundreds of thousands of Brazilian free-tailed bats spend the summer in the cave and fly out at dusk to hunt insects. # fact: hundreds-thousands-brazilian
  "Hundreds of thousands," Grandma read again, and her voice came out a little thin.
  Then something shot over their heads. Whoosh! A small dark bird swerved past so close that {hero} felt the wind of its wings on {their} cheek.
  Grandma shrieked and ducked so fast that her sun hat flew off and landed on the trail. "Bat!" she cried, both arms over her head. "Was that a bat?"
  "It was a swallow, Grandma," said {hero}, retrieving the hat. "A cave swallow. The bats don't come out until dusk."
  Grandma put the hat back on with hands that were not quite steady. Then she sighed the long sigh of someone about to say something embarrassing. "I have a confession," she said. "I don't like bats. Not even slightly. I never have, not since one got into my bedroom when I was about your age and flapped round and round the ceiling until my father caught it in a pillowcase."
  {hero} stared at her. This was Grandma, who carried spiders outside in a cup and talked to them on the way. Grandma, who had once stopped traffic to help a tortoise across a road. Grandma, who as far as {hero} knew was not scared of anything in the world.
  "I'll come to the seats with you," Grandma said quickly. "I promised, and I keep my promises. But I'm going to sit there with my eyes shut tight, start to finish. You can tell me about it afterward."
  {friend != "": {friend} took Grandma's other hand and held it firmly, which made her smile a little.}
  {pal} {hid()}, out of pure sympathy.
  {hero} looked at the sun, sinking toward the hills. {They} had waited all summer for this, and the whole point, {they} suddenly realized, had been seeing it together. Not sitting next to a Grandma with her eyes screwed shut and her fingers in her ears.
  There was still a little time before dusk. And {hero} was going to use every minute of it to find a way to make her want to open her eyes.
}
* [Go on along the trail to find out what bats like to eat # act: go] -> bug_hunt
* [Look out from the hillside for the cave's front door # act: look] -> hillside_look
* [Ask Grandma what she thinks a bat would do to her # act: ask] -> grandma_fears

// ---------------------------------------------------------------- chapter 2
=== bug_hunt ===
# place: desert-trail
~ at = "bugs"
{band:
- "young":
  They walked on. The hills turned gold.
  And the bugs came out! Tiny gnats danced over the path. A big moth whirred around a tall plant. A grasshopper jumped up, click, click, click!
  "Look, Grandma," said {hero}. "Bugs everywhere! This is what the bats eat."
- "middle":
  They walked on around the loop. The evening light turned the hills gold and made every spine on every plant shine.
  And the air was filling up with insects. Tiny gnats danced in a cloud over the path. A big gray moth whirred around the tall flower stalk of a sotol. A grasshopper sprang up in front of their feet and flew off with a dry clicking sound.
  "Grandma, look," said {hero}. "Bugs everywhere. This is what the bats come out for."
  Grandma flapped a gnat away from her nose. "Well, they're welcome to them," she said. "Every last one."
- else:
  They walked on around the loop. The evening light was turning the hills the color of honey, and every spine on every plant had a thin gold outline, as if someone had traced them all with a glowing pen.
  And the air was filling up with insects. Tiny gnats danced in a cloud above the path, rising and falling together like something breathing. A big gray moth whirred around the tall flower stalk of a sotol, bumping into it and trying again. A grasshopper sprang up from right in front of their feet and flew off with a dry, crackling click, like someone flicking through the pages of a book.
  "Grandma, look," said {hero}. "Bugs everywhere. The desert's whole night shift is waking up. This is what the bats come out for."
  Grandma flapped a gnat away from the end of her nose with the air of someone dismissing a waiter. "Well, they're very welcome to them," she said. "Every single last one. I'll even help them pack."
}
{end_now: -> end_early}
~ route = "bugs"
{band:
- "young":
  Then zoom! A bird ran out onto the path. Its long tail stuck out behind it, and it had a messy crest on top. It ran super fast!
  "A roadrunner!" said {hero}.
  The roadrunner grabbed the grasshopper. Gulp! Then it zoomed away.
  {pal} {wiggled()}. "Wow. Fast!"
  Grandma laughed. "Now that is a bird I like," she said. "It stays on the ground."
  Slap! Grandma slapped her ankle. Something had bitten her. "Pesky bugs," she said.
  {hero} had an idea. "Grandma, bats eat bugs," {they} said. "Lots of bugs! Moths, and all kinds of flying bugs."
  "Hmm," said Grandma. "The bats eat the bugs?"
  "Yes! The bats are the bug patrol!" said {hero}.
  Grandma looked at the bugs. She looked at her ankle. "The bug patrol," she said slowly.
  Was Grandma starting to like bats, just a tiny bit?
- "middle":
  Then a bird burst out from behind a clump of lechuguilla and raced along the trail on long legs, tail stuck out behind it, a spiky crest on its head. It was so fast that its feet were a blur.
  "Roadrunner!" {hero} whispered.
  The roadrunner skidded, snapped up the grasshopper in its long beak, gulped it down and zoomed off into the bushes.
  {pal} {wiggled()}. "That," it said, "was the fastest dinner I have ever seen."
  Grandma laughed. "Now, that's a bird I can like," she said. "It keeps its feet on the ground, where birds belong." Then she slapped her ankle. "And something has just bitten me. Pesky things."
  {hero} had an idea. "Grandma, bats eat bugs," {they} said. "Moths, beetles, all kinds of flying insects. Some of the moths they eat would grow up from caterpillars that munch farmers' crops. Every bat out there tonight is going bug hunting."
  Grandma looked at the gnats. She looked at her ankle. "So the bats are on my side," she said slowly.
  "They're the bug patrol," said {hero}.
  "The bug patrol," Grandma repeated, trying the words on like a new hat.
  She didn't say she would open her eyes. But she didn't say she wouldn't, either. And down the hill, people were beginning to walk toward the stone seats.
- else:
  Then a bird burst out from behind a clump of lechuguilla and raced along the trail on long legs, tail stuck out straight behind it, a ragged crest standing up on its head like bed hair. It was so fast that its feet were just a blur of scribble.
  "Roadrunner," {hero} whispered, and grabbed Grandma's sleeve.
  The roadrunner skidded, snapped up the grasshopper in its long beak as neatly as someone catching a set of keys, gulped it down, and zoomed off into the bushes without so much as a glance at them.
  {pal} {wiggled()}. "That," it said, deeply impressed, "was the fastest dinner I have ever seen, and I've seen some fast dinners."
  Grandma laughed out loud for the first time since the swallow. "Now, that's a bird I can approve of," she said. "It keeps its feet on the ground, where birds belong." Then she slapped her ankle. "And something has just bitten me, the wretch. Pesky things. The evening's full of them."
  An idea arrived in {hero}'s head, fully formed, like a moth landing on a lamp. "Grandma," {they} said, "bats eat bugs. Moths, beetles, all sorts of flying insects. Some of the moths they catch grow up from caterpillars that chew up farmers' crops. Every single bat that flies out tonight is going bug hunting, all night long."
  Grandma looked at the cloud of gnats. She looked at her ankle. She looked, for a long thoughtful moment, at the hill where the cave was. "So the bats," she said slowly, "are on my side."
  "They're the bug patrol," said {hero}.
  "The bug patrol," Grandma repeated, trying the words on like a new hat and not yet sure whether they suited her.
  She didn't say she would open her eyes. But she didn't say she wouldn't, either, and {hero} decided that counted as a crack in the door. Down the hill, people were beginning to drift toward the stone seats, and the sun was touching the top of the ridge.
}
* [Go on around the loop toward the bat seats # act: go] -> snake_on_trail
* [Help Grandma choose the safest seat at the amphitheater # act: help] -> top_row
* [Wait at the amphitheater for the ranger's talk # act: wait] -> ranger_story

=== hillside_look ===
# place: desert-trail
~ at = "hill"
{band:
- "young":
  They climbed to the top of the trail. From up there they could see a long way.
  Down the hill were rows of stone seats. They made a big curve, like a smile. In the middle was a big, dark hole in the hill.
  "That's the cave's front door!" said {hero}.
  Little birds swooped in and out of it.
  "It looks so small from here," said Grandma. "Like a mouse hole."
- "middle":
  They climbed to the highest bend of the loop. From up there they could see far across the desert, all the way to the flat land below, turning pink and purple in the evening light.
  Along the hillside, not far away, rows of stone seats curved around a great dark opening in the hill, like the bleachers at a ball game.
  "There," said {hero}, pointing. "That's the cave's front door. That's where they'll come out."
  Tiny specks swirled in and out of the opening. Swallows, still hunting.
  "It looks so small from here," said Grandma, and she sounded almost disappointed. "Like a mouse hole."
  {flies(): {pal} stretched its wings toward the open sky. "I could be down there in two flaps," it said. "Don't," said Grandma quickly. "Stay with us."}
  {not flies(): {pal} {sniffed()}. "It smells different up here," it said. "Dusty. Warm. Like the whole hill has been baking all day."}
- else:
  They climbed to the highest bend of the loop, where the trail turned back on itself, and from there they could see for miles: the hills folding away in long ridges, and below them the flat land stretching out to the edge of the world, turning pink, then lilac, in the evening light.
  Along the hillside, not far away, rows of stone seats curved around a great dark opening in the hill, like bleachers around a ball field where the only player was a hole.
  "There," said {hero}, pointing. "That's the cave's front door. That's where they'll come out."
  Tiny specks were swirling in and out of the opening, catching the light. Swallows, still hunting, getting in one last meal before the night shift took over.
  "It looks so small from up here," said Grandma, and {hero} couldn't tell whether she sounded relieved or disappointed. "Like a mouse hole in a baseboard. You'd never guess what was inside."
  {flies(): {pal} stretched its wings toward the wide evening sky, which was clearly calling to it. "I could be down there in about four flaps," it remarked. "Please don't," said Grandma, rather fast. "Stay up here with us."}
  {not flies(): {pal} {sniffed()}. "It's different up here," it said. "Dusty and warm, like the whole hill has been in the oven all day and has only just been taken out to cool."}
}
{end_now: -> end_early}
~ route = "hill"
{band:
- "young":
  Grandma looked at the rocks by her feet. They were pale gray. A sign said this rock was once a reef, in a shallow sea! # fact: cave-limestone-began
  "A reef!" said Grandma. She loved the sea. "Fish swam right here, long ago."
  Then something moved. A deer stepped out from behind a bush. She had huge ears! She nibbled a leaf.
  {kind == "deer": {pal} flicked its ears at her. She flicked hers back.}
  "Oh, look at her ears," whispered Grandma. She was smiling.
  "She lives here," said {hero}. "And the bats live here too. That cave is their house. We are just visitors."
  Grandma thought about that. "Visitors should be polite," she said.
  Down the hill, a ranger walked to the stone seats. It was almost time!
- "middle":
  Grandma crouched to look at the rock beside the trail. It was pale gray and rough, and a small sign next to it said that all this rock began as part of a reef, in a shallow sea, about 265 million years ago. # fact: cave-limestone-began
  "A reef," said Grandma softly. She loved the sea more than anything. "Right here. Fish swimming over this hill."
  Then something moved. A mule deer stepped out from behind an ocotillo, a doe with enormous ears like two gray leaves. She nibbled at a shrub, watching them calmly.
  {kind == "deer": {pal} flicked its ears at her. She flicked hers right back.}
  "Oh, look at her ears," Grandma whispered, and she was smiling.
  The doe lifted her head and looked straight at them for a long moment, chewing. Then she went back to her supper, as if they were no more interesting than a rock.
  "She lives here," said {hero}. "And so do the bats. That hole is their front door, Grandma. We're the visitors, sitting in their front yard."
  Grandma was quiet for a long moment. "Visitors," she said at last, "ought to be polite."
  Down below, a ranger in a flat hat was walking along the path toward the stone seats, and people were starting to gather.
- else:
  Grandma crouched to look at the rock beside the trail. It was pale gray and rough, full of tiny pits, and a small sign beside it said that all of this rock, the whole hill and the cave inside it, began as part of a reef in a shallow sea about 265 million years ago. # fact: cave-limestone-began
  "A reef," said Grandma softly, and she touched the sign instead of the rock. Grandma loved the sea more than anything; she had snorkeled over reefs in three different oceans and talked about them the way other people talk about old friends. "Right here. Fish swimming over this very hill."
  Then something moved at the edge of {hero}'s eye. A mule deer stepped out from behind an ocotillo, a doe with enormous ears like two gray leaves, and began nibbling at a shrub, watching them with calm, dark eyes as if they were the most ordinary thing in her evening.
  {kind == "deer": {pal} flicked its ears at her. After a moment's thought, she flicked hers right back, which {pal} took as a great honor.}
  "Oh, look at her ears," Grandma whispered, and she was smiling properly now.
  The doe raised her head and gazed straight at them for a long moment, still chewing, her ears swiveling like two satellite dishes. Then she lowered her head and went back to her supper, having evidently decided that two people and {a_kind()} were no more interesting than a rock.
  "She lives here," said {hero}, carefully, the way you say something important. "And so do the bats, Grandma. That hole down there is their front door. We're the visitors, sitting in their front yard."
  Grandma was quiet for a long moment, watching the doe. "Visitors," she said at last, "ought to be polite to the people who live in the house."
  It wasn't a yes. But it was closer than before. Down below, a ranger in a flat hat was walking along the path toward the stone seats, and people were starting to gather in twos and threes.
}
* [Help Grandma find a seat as far from the cave as possible # act: help] -> top_row
* [Ask the ranger at the seats how the bats were discovered # act: ask] -> ranger_story
* [Go the long way around the loop before heading down # act: go] -> snake_on_trail

=== grandma_fears ===
# place: desert-trail
~ at = "fears"
{band:
- "young":
  "Grandma," said {hero}. "What do you think a bat will do to you?"
  They stood in the skinny shade of a tall, thorny plant. Grandma had a drink of water.
  Grandma counted on her fingers. "One, it will get stuck in my hair. Two, it will bump into my face. Three..." She stopped. "Three, it is just so flappy!"
  {pal} giggled. Then it tried to stop giggling.
- "middle":
  They stopped in the thin shade of a tall ocotillo, which was not much shade at all, and Grandma took a long drink of water.
  "Grandma," said {hero}, "what exactly do you think a bat would do to you?"
  Grandma counted on her fingers. "One, fly into my hair and get tangled. Two, bump into my face in the dark. Three..." She stopped and thought. "Three, just be a bat. All that flapping. Those leathery wings."
  {pal} made a small noise that might have been a giggle, and turned it into a cough.
  "When I was your age," Grandma went on, "a bat got into my bedroom. It flew round and round the ceiling in the dark, and I hid under the blanket until morning. I've never forgotten that swishing sound."
  {hero} hadn't known that. It made {them} look at Grandma differently, as if there were a small girl hiding somewhere behind her sunglasses.
- else:
  "Grandma," said {hero}, "what exactly do you think a bat would do to you? Like, step by step."
  Grandma counted on her fingers with great seriousness, the way she counted out money at the market. "One, fly straight into my hair and get hopelessly tangled. Two, crash into my face in the dark, because they can't see where they're going. Three..." She paused, searching for it. "Three, just be a bat. All that flapping. Those leathery little wings. The general batness of it."
  {pal} made a small noise that might have been the beginning of a giggle, and turned it, heroically, into a cough.
  "It's not funny," said Grandma, though her mouth twitched. "When that bat was in my bedroom, it went round and round the ceiling for an hour, swish, swish, swish, and I lay under the blanket and thought it was the end of the world. Some things you learn to be scared of when you're small, and then you just go on being scared of them, out of habit, like biting your nails."
  {hero} had never heard Grandma admit to a habit before, let alone a fear. It made {them} look at her differently, as if there were a small girl hiding somewhere behind the sunglasses, still under the blanket, still listening for wings.
}
{end_now: -> end_early}
~ route = "fears"
~ met_ranger = true
{band:
- "young":
  "Excuse me," said a voice. A ranger was walking up the trail. He had a flat hat and a kind face. "I'm Ranger Ortega. Can I help with those?"
  Grandma went pink. "Yes, please," she said.
  "Bats do not get stuck in hair," said the ranger. "That is just an old story."
  "But can they see in the dark?" asked Grandma.
  "They use sound," said the ranger. "They squeak, very high. We can't hear it. The squeak bounces back, and they know where things are. They can find a tiny moth in the dark. They won't bump into you!"
  "Not even my nose?" asked Grandma.
  "Not even your nose," said the ranger. "They only want bugs. You are much too big to eat!"
  Grandma laughed. "Well," she said. "Two worries gone."
  "Come sit with us at the bat seats," said the ranger. "Sit anywhere you like."
- "middle":
  "Excuse me," said a voice behind them. A ranger in a flat hat was walking up the trail, on his way to the bat program. His name tag said Ranger Ortega. "I couldn't help hearing. May I answer those?"
  Grandma went pink, but she nodded.
  "Number one," said the ranger. "Bats don't get tangled in people's hair. That's an old story, and it isn't true."
  "Number two?" asked Grandma.
  "Bats steer in the dark with sound," he said. "They make squeaks too high for us to hear, and listen for the echoes bouncing back. That's how they can catch a moth in the dark. Believe me, a bat knows exactly where your face is, and it will go around it."
  "And number three?" said Grandma, a little smaller.
  The ranger smiled. "Number three is just a feeling," he said. "Feelings take longer. Come and sit with us at the bat seats. Sit anywhere you like, even the very top row."
  He walked on down the hill. Grandma watched him go. "Well," she said. "That's two out of three."
  {pal} {wiggled()}. "I like him," it said. "He answers questions properly."
  {hero} grinned. Two out of three was a start. But number three was going to be the hard one, and the sun was already touching the top of the ridge.
- else:
  "Excuse me," said a voice behind them. A ranger in a flat hat was coming up the trail, on his way down to the evening program, and his name tag said Ranger Ortega. "I couldn't help overhearing. I get asked these a lot. May I?"
  Grandma went pink to the tips of her ears, but she nodded.
  "Number one," said the ranger. "Bats don't get tangled in people's hair. That's a very old story, and it's simply not true. I've been doing this for years and I've never seen it happen once."
  "Number two?" asked Grandma, who did not sound fully convinced about number one.
  "Bats steer in the dark with sound," he said. "They make squeaks too high for our ears to hear and listen to the echoes bouncing back off everything around them. That's how they catch a moth on the wing in the dark. Believe me, a bat knows exactly where your face is, and it will go around it, the way you'd go around a lamppost."
  "And number three?" said Grandma, a little smaller.
  The ranger smiled, and it was a kind smile, not a teasing one. "Number three isn't a fact. It's a feeling," he said. "Facts are quick. Feelings take longer. Come and sit with us at the bat seats anyway. Sit anywhere you like, even the very top row. Nobody will mind if your eyes are shut."
  He touched his hat and walked on down the hill toward the stone seats. Grandma watched him go. "Well," she said. "That's two out of three."
  {hero} grinned. Two out of three was more than {they} had started with. But number three, {they} suspected, was going to be the hardest of all, because you cannot argue with a feeling. You have to find some other way around it.
}
* [Wait at the seats for Ranger Ortega's talk to begin # act: wait] -> ranger_story
* [Go on around the loop to finish the trail first # act: go] -> snake_on_trail
* [Help Grandma find the seat she likes best # act: help] -> top_row

// ---------------------------------------------------------------- chapter 3
// A rattlesnake across the nature trail, and Grandma is not afraid of it at all.
=== snake_on_trail ===
# place: desert-trail
~ at = "snake"
{band:
- "young":
  They walked around the far side of the hill. The sun was gone now. The sky was orange.
  Then Grandma put out her arm. "Stop," she said. "Do not move."
  A snake lay across the trail! It was thick and gray-brown, with diamond shapes on its back. Its tail had black and white stripes, and a rattle.
  "A rattlesnake," said Grandma. She was very calm. "Back up slowly. Give it lots of room. Never step over a snake."
- "middle":
  They followed the loop around the far side of the hill. The sun had slipped behind the ridge, the sky was turning orange, and the rocks still gave off the day's heat like an oven door left open.
  Suddenly Grandma's arm shot out in front of {hero}. "Stop," she said, very calmly. "Don't move."
  Stretched across the trail ahead, on the last warm patch of ground, lay a snake. It was thick and gray-brown, with a row of dark diamonds down its back, and its tail ended in black and white bands and a rattle.
  "Western diamondback," said Grandma, still perfectly calm. "Back up slowly. Give it plenty of room. And never, ever try to step over one."
  {hero}'s heart was thumping, but {their} feet did exactly what Grandma said.
- else:
  They followed the loop around the far side of the hill. The sun had slipped behind the ridge, the sky was going orange at the edges, and the rocks beside the trail were still giving off the day's heat like an oven door somebody had left open.
  Suddenly Grandma's arm shot out across {hero}'s chest like a car's seat belt. "Stop," she said, in a voice that was very quiet and very calm. "Don't move a muscle."
  Stretched across the trail ahead, soaking up the last warm patch of ground, lay a snake. It was as thick as Grandma's wrist and gray-brown, with a chain of dark diamonds running down its back, and its tail ended in bold black and white bands and a rattle, like a striped sock with a secret at the end.
  "Western diamondback," said Grandma, without a wobble. "Back up slowly. Give it plenty of room. And never, ever try to step over one, however sleepy it looks."
  {hero}'s heart was thumping so hard {they} could feel it in {their} ears, but {their} feet, to {their} surprise, did exactly what Grandma said, one slow step after another.
}
{end_now: -> end_early}
~ spot = "snake"
{band:
- "young":
  They stepped back, slowly, slowly. The snake lifted its tail. Bzzzzz! It sounded like seeds in a rattle.
  {pal} {hid()}.
  {hero} looked at Grandma. She was not scared at all! "Grandma! You're not scared of a rattlesnake?"
  "Snakes I understand," said Grandma. "They stay on the ground. And they tell you when you are too close. That is polite!"
  {route == "bugs": "Bats are polite too," said {hero}. "They only want bugs."}
  {route == "hill": "It lives here, like the deer," said {hero}. "And like the bats."}
  {route == "fears": "And bats fly around you," said {hero}. "The ranger said so. That is polite too."}
  "Hmm," said Grandma. That meant she was thinking.
  The snake did not move. The sky went pink. The bats would come out soon!
  How long would the snake stay there?
- "middle":
  They backed away, one slow step at a time, until they were well out of reach. The snake lifted its tail. Bzzzzzz. The rattle sounded like dry seeds shaken in a gourd.
  {pal} {hid()}.
  {hero} stared at Grandma. Her hands were steady and her voice was perfectly level. "Grandma! You're not scared of a rattlesnake?"
  "Snakes I understand," said Grandma. "They stay on the ground, and they warn you when you're too close. That's very polite of them. Besides, we're the ones in its way. It's out looking for its supper."
  {hero} saw a chance and grabbed it.
  {route == "bugs": "Bats are polite too," {hero} said. "They don't want you. They only want bugs."}
  {route == "hill": "It's at home here, like the deer," {hero} said. "The bats are at home too."}
  {route == "fears": "And bats go around you, like the ranger said," {hero} said. "That's polite too."}
  Grandma opened her mouth, then closed it again. "Hmm," she said, which from Grandma meant she was thinking about it very hard.
  The snake was in no hurry. It lay there tasting the air with its flickering black tongue. Behind the hill the sky was fading from orange to pink. Somewhere below them, in the dark, the bats would be stirring.
  They couldn't go forward. And the bats would not wait for anyone.
- else:
  They backed away, one slow step at a time, until they were well out of striking distance. The snake lifted the end of its tail and shook it. Bzzzzzzz. The rattle sounded like dry seeds in a gourd, or a sprinkler on a summer lawn, and every hair on {hero}'s arms stood up to listen.
  {pal} {hid()}.
  {hero} stared at Grandma. Her hands were steady. Her voice was perfectly level. She was looking at the snake the way she looked at a tricky crossword clue, interested rather than frightened. "Grandma! You're not scared of a rattlesnake? An actual, real, rattling rattlesnake?"
  "Snakes I understand," said Grandma. "They keep to the ground, where I can see them, and they warn you when you're too close. That's very polite, when you think about it. Besides, we're the ones in its way. It's only out looking for its supper."
  {hero} saw a chance and grabbed it with both hands.
  {route == "bugs": "Bats are polite too," {hero} said. "They don't want you at all. They're only interested in bugs. You're not on the menu."}
  {route == "hill": "It's at home here, like the deer," {hero} said. "And so are the bats. They're just coming out of their own front door."}
  {route == "fears": "And bats go around you, like the ranger said," {hero} said. "They steer. That's even more polite than rattling."}
  Grandma opened her mouth, then closed it again. "Hmm," she said, which from Grandma meant she was thinking about it very hard indeed and did not want anyone to notice.
  The snake, meanwhile, was in no hurry whatsoever. It lay there tasting the air with its flickering black tongue, as if it had paid for this bit of trail and intended to get its money's worth. Behind the hill, the sky was fading from orange to pink. Somewhere below them, in the dark, hundreds of thousands of bats would be shuffling and stretching.
  They couldn't go forward. And the bats, {hero} knew, would not wait for anybody.
}
* [Wait, well back, for the snake to move on # act: wait] -> end_eyes_open
* [Go back the other way, up to the high bend of the trail # act: go] -> end_like_smoke
* [Look at the snake a little longer from a safe distance # act: look] -> end_tail_end

// The top row of the amphitheater: Grandma shuts her eyes and loses her glasses.
=== top_row ===
# place: bat-amphitheater
~ at = "seats"
{band:
- "young":
  They walked down to the bat seats. The stone seats made a big curve, like a theater. Below was the dark mouth of the cave. Cool air came out of it. It smelled musty.
  {met_ranger: Ranger Ortega waved at them.|A ranger stood at the front. His name was Ranger Ortega.}
  "Phones off, please," said the ranger. "Bats do not like bright lights or noise."
  Grandma went right to the top row. She sat down. She pulled her hat down low. She shut her eyes tight.
- "middle":
  They came down the path to the amphitheater. Rows of stone seats curved around the cave's mouth like a theater, and below them the opening in the hill gaped wide and dark. The air drifting up out of it was cool and musty, with a sharp smell underneath.
  {met_ranger: At the front stood Ranger Ortega, who gave them a small wave.|At the front stood a ranger whose name tag said Ranger Ortega.}
  "Welcome, everybody," said the ranger. "Phones off, please, and cameras too. Bats don't like bright lights or noise, and tonight this is their show."
  People were filling the rows: families with sleepy toddlers, a man with a cane, two girls whispering. Nobody had a phone out.
  Grandma went straight to the very top row, as far from the cave as she could get, sat down, pulled her hat brim low and shut her eyes.
- else:
  They came down the path to the amphitheater. Rows of stone seats curved around the cave's mouth like a theater built for giants, and below them the opening in the hill gaped wide and dark, with the trail zigzagging down into it and vanishing. The air drifting up out of it was cool on {hero}'s face after the heat of the trail, and it smelled musty and sharp, like the inside of an old barn.
  {met_ranger: At the front stood Ranger Ortega, who spotted them and gave a small, encouraging wave.|At the front stood a ranger in a flat hat, and his name tag said Ranger Ortega.}
  "Welcome, everybody," said the ranger. "First things first: phones off, please, and cameras too. Bats don't like bright lights or noise, and tonight this is their show, not ours."
  The rows were filling up: families with sleepy toddlers on their laps, a man with a cane, two teenage girls sharing a blanket, an old couple holding hands. Not one of them had a phone out, and the whole place had the hushed, fidgety feeling of a birthday party a moment before somebody shouts "Surprise!"
  Grandma marched straight to the very top row, as far from the cave as it was possible to get without leaving altogether, sat down, pulled her hat brim low over her face, and shut her eyes with the firmness of somebody closing a door.
}
~ met_ranger = true
{end_now: -> end_early}
~ spot = "seats"
{band:
- "young":
  Clink! Grandma's reading glasses fell off. They slid under the seat. "Never mind," said Grandma. "I am not going to look anyway."
  "This park has more than 119 caves," said the ranger. "But in summer, this is the one everyone comes to see." # fact: over-119-caves
  Down below, the swallows swooped into the cave. They were going to bed in their mud nests.
  {route == "bugs": "Remember the bug patrol, Grandma," said {hero}.}
  {route == "bugs": "I remember," said Grandma. Her eyes stayed shut.}
  {route == "hill": "We are visitors in their yard," said {hero}.}
  {route == "hill": "Polite visitors can shut their eyes," said Grandma.}
  {route == "fears": "They will fly around you," said {hero}.}
  {route == "fears": "Then I do not need to look," said Grandma.}
  "Are the bats still inside?" asked a little boy. "Yes," said the ranger. "They sleep upside down all day. Soon they will wake up hungry."
  The sky got darker. Everyone went quiet.
  {pal} {sniffed()}. "Something is happening," it whispered.
  From deep down in the cave came a soft, soft rustle.
- "middle":
  As she tugged her hat down, her reading glasses slid off her nose and clattered somewhere under the bench. "Oh, bother," said Grandma, without opening her eyes. "Never mind. I wasn't planning on looking at anything."
  The ranger talked about the cave while the sky faded. "This park protects more than 119 caves," he said. "But on summer evenings, this is the one everybody comes to watch." # fact: over-119-caves
  Below, the swallows were swooping into the cave mouth one after another, going home to their mud nests for the night.
  "Are they still in there?" asked a little boy in the row below. "Every one of them," said the ranger. "They've been sleeping all day, hanging upside down from the ceiling. Any minute now they'll wake up hungry."
  {hero} leaned close to Grandma.
  {route == "bugs": "Remember the bug patrol," {hero} whispered.}
  {route == "bugs": "I remember," said Grandma. Her eyes stayed shut.}
  {route == "hill": "Remember, we're visitors in their yard," {hero} whispered.}
  {route == "hill": "A polite visitor can keep her eyes shut," said Grandma.}
  {route == "fears": "The ranger said they'll go around you," {hero} whispered.}
  {route == "fears": "Then they won't mind if I don't look," said Grandma.}
  {pal} {sniffed()}. "Something's changing," it whispered. "Down there."
  The swallows had gone. The last light was draining from the sky, and the whole amphitheater had gone so quiet that {hero} could hear Grandma breathing.
  And from somewhere deep below, so faint that {hero} wasn't sure {they} had heard it, came a soft, papery rustle.
- else:
  As she tugged the brim down, her reading glasses slid off her nose and clattered away somewhere under the bench. "Oh, bother," said Grandma, without opening her eyes. "Never mind. I wasn't planning to look at anything tonight anyway. They can stay down there and keep the floor company."
  The ranger talked about the cave while the sky faded from pink to lavender. "This park protects more than 119 caves," he said. "Some of them are still being explored. But on summer evenings, this is the one everybody comes to watch." # fact: over-119-caves
  Below, the swallows were diving into the cave mouth one after another, swift and sure, going home to their mud nests for the night like office workers at the end of a shift.
  "Are they really all still in there?" asked a small boy in the row below, who had clearly been wondering for some time. "Every last one," said the ranger. "They've spent the whole day asleep, hanging upside down from the ceiling deep in the cave. Any minute now they'll wake up very hungry."
  Grandma shuddered, just slightly, at "upside down".
  {hero} leaned close to Grandma's ear.
  {route == "bugs": "Remember the bug patrol," {hero} whispered.}
  {route == "bugs": "I remember," said Grandma, in the voice of someone remembering very firmly with her eyes closed.}
  {route == "hill": "Remember, we're visitors in their yard," {hero} whispered.}
  {route == "hill": "A polite visitor," said Grandma, "is allowed to keep her eyes shut. It's called manners."}
  {route == "fears": "The ranger said they'll go around you," {hero} whispered.}
  {route == "fears": "Then they won't mind in the least," said Grandma, "if I don't watch them do it."}
  {pal} {sniffed()}. "Something's changing," it whispered. "Down there. Can you feel it?"
  The swallows had gone. The last light was draining out of the sky, and the whole amphitheater had fallen silent, a hundred people holding their breath together.
  And from somewhere deep inside the hill, so faint that {hero} wasn't sure {they} had heard it at all, came a soft, papery rustle, like someone turning the pages of an enormous book.
}
* [Go back up to the hillside to watch from far away # act: go] -> end_like_smoke
* [Look under the seats for Grandma's dropped glasses # act: look] -> end_tail_end
* [Hold Grandma's hand and tell her everything you see # act: help] -> end_eyes_open

// The ranger's story of Jim White, and the first few bats.
=== ranger_story ===
# place: bat-amphitheater
~ at = "story"
{band:
- "young":
  At the bat seats, people sat on curved stone rows. Below was the dark mouth of the cave.
  {met_ranger: Ranger Ortega stood at the front.|A ranger stood at the front. His name was Ranger Ortega.} "Phones off, please," he said. "Bats do not like lights or noise."
  Grandma walked along three rows. At last she sat in the middle. She held on tight to the seat.
  The swallows swooped in and out of the cave. Cool air came up. It smelled musty.
  {route == "hill": "How did people find the bats?" asked {hero}.}
  "Here is a story," said the ranger. "Long ago, a teenager named Jim White rode by here at dusk. He saw smoke coming out of the ground. But it was not smoke. It was bats! He explored the cave. Later he showed it to visitors." # fact: teenager-jim-white
- "middle":
  At the amphitheater, people were settling onto the curved rows of stone seats above the cave's mouth. {met_ranger: Ranger Ortega, the ranger from the trail, stood at the front.|A ranger stood at the front, and his name tag said Ranger Ortega.} "Phones and cameras off, please," he said. "Bats don't like bright lights or noise."
  Grandma chose a seat halfway up, after walking along three rows and rejecting them all. She gripped the edge of the stone bench with both hands and pulled her hat low. Below them, the swallows were still swooping in and out of the cave mouth, twittering.
  {pal} {sniffed()}. The air drifting up from the cave was cool and musty.
  {route == "hill": {hero} put up {their} hand. "How did anybody find the bats in the first place?"}
  "Let me tell you how this cave was found," said the ranger. "In the late 1800s, a teenager named Jim White was out near here at dusk, and he saw what he thought was smoke pouring out of the ground. When he got closer, it wasn't smoke at all. It was bats. He climbed down and explored the cave, and later on he guided visitors through it." # fact: teenager-jim-white
- else:
  At the amphitheater, people were settling onto the curved rows of stone seats above the cave's mouth, talking in low voices as if they were already in church. {met_ranger: Ranger Ortega, the ranger from the trail, stood at the front.|A ranger in a flat hat stood at the front, and his name tag said Ranger Ortega.} "Phones and cameras off, please," he said. "Bats don't like bright lights or noise, and we're guests here."
  Grandma chose a seat halfway up, after inspecting three separate rows and rejecting each of them for reasons she did not explain. She sat gripping the edge of the stone bench with both hands, her hat pulled low, like someone on a roller coaster that hasn't started moving yet. Below them the swallows were still swooping in and out of the cave mouth, twittering, and cool, musty air drifted up out of the dark to meet them.
  {route == "hill": {hero} put up {their} hand, feeling a bit silly and doing it anyway. "How did anybody ever find the bats in the first place?"}
  "{route == "hill":Good question. }Let me tell you how this cave was found," said the ranger. "In the late 1800s, a teenager named Jim White was out near here one evening, and he saw what he thought was smoke pouring out of the ground. A fire, maybe. But when he got closer, it wasn't smoke at all. It was bats, streaming out of a hole in the hill. He climbed down and explored the cave, and later on he spent years guiding visitors through it." # fact: teenager-jim-white
}
~ met_ranger = true
~ heard_jim = true
{end_now: -> end_early}
~ spot = "story"
{band:
- "young":
  Grandma opened one eye to listen. "Smoke," she said softly. "I think I could look at smoke."
  "Did Jim White get to keep the cave?" asked {pal}.
  The ranger smiled. "No. It belongs to everyone! It became a national park in 1930." # fact: cavern-monument-1923
  {route == "bugs": "Smoke made of bug catchers," said {hero}.}
  {route == "hill": "Smoke coming out of their front door," said {hero}.}
  {route == "fears": "Smoke that steers around you," said {hero}.}
  Grandma gave a wobbly smile.
  The swallows flew into the cave to bed. The sky got gray.
  Then, flutter! One bat came out. Then three. Then ten! They looked like little bits of paper.
  Grandma's eye shut tight. She grabbed {hero}'s hand.
  And from down in the cave came a whirring sound. More were coming!
- "middle":
  Grandma had opened one eye to listen. "Smoke," she murmured. "I think I could cope with smoke."
  "Did Jim White get to keep the cave?" asked {pal}.
  The ranger laughed. "Nope. It belongs to everyone now. It became a national monument in 1923, and a national park in 1930." # fact: cavern-monument-1923
  {hero} watched Grandma's one open eye.
  {route == "bugs": "Smoke made of bug catchers," {hero} whispered.}
  {route == "hill": "Smoke coming out of their own front door," {hero} whispered.}
  {route == "fears": "Smoke that steers around you," {hero} whispered.}
  Grandma gave a shaky smile. "Smoke I can do," she said. "It's the flapping I'm worried about."
  "Bats don't flap at people," said {pal} kindly. "They've got better things to do."
  Below, the last swallows dived into the cave mouth to their mud nests. The sky went from pink to gray.
  Then one bat fluttered up out of the dark. Then three. Then a dozen, flickering like scraps of burnt paper over a campfire. Grandma's eye snapped shut, and her hand found {hero}'s and squeezed hard.
  More were coming. {hero} could hear them now, a soft whirring from deep inside the hill, growing louder.
- else:
  Grandma had opened one eye to listen, like a cat pretending to be asleep. "Smoke," she murmured. "I think I could cope with smoke. Smoke stays in one big, tidy lump."
  "Did Jim White get to keep the cave?" asked {pal}, who had opinions about finders and keepers.
  The ranger laughed. "Nope. It belongs to everybody now, including you. It became a national monument in 1923, and a national park in 1930." # fact: cavern-monument-1923
  {hero} watched Grandma's one open eye and saw a way in.
  {route == "bugs": "Smoke made of bug catchers," {hero} whispered. "Smoke that eats moths for dinner."}
  {route == "hill": "Smoke coming out of their own front door," {hero} whispered. "Going to work, like anybody else."}
  {route == "fears": "Smoke that steers around you," {hero} whispered. "Smoke with very good manners."}
  Grandma gave a shaky smile that didn't quite reach all the way across her face. "Smoke I can manage," she said. "It's the flapping that bothers me. Smoke doesn't flap."
  "Bats don't flap at people," {pal} told her kindly. "They've got much more important things to do. Bugs don't catch themselves."
  Below, the last swallows dived into the cave mouth to their mud nests, and the sky went from pink to a soft ashy gray.
  Then one bat fluttered up out of the dark. Then three. Then a dozen, flickering and tumbling like scraps of burnt paper above a campfire. A murmur ran along the rows. Grandma's one eye snapped shut, and her hand found {hero}'s and squeezed it hard enough to hurt.
  More were coming. {hero} could hear them now: a soft, steady whirring from deep inside the hill, growing louder, like a river heard from the other side of a wood.
}
* [Ask Grandma to come down to the front row with you # act: ask] -> end_tail_end
* [Wait beside Grandma as the rest of the bats come out # act: wait] -> end_eyes_open
* [Go up the hill to see them the way Jim White did # act: go] -> end_like_smoke

// ---------------------------------------------------------------- endings
// Eyes open: Grandma watches the whole flight from the seats.
=== end_eyes_open ===
# place: bat-amphitheater
{spot:
- "snake":
  {band:
  - "young":
    They waited, far back. At last the snake slid away. Then they hurried down to the bat seats.
    {met_ranger: Ranger Ortega waved at them.|A ranger named Ranger Ortega said, "Phones off, please."}
    Grandma sat in the middle row. "After a rattlesnake," she said, "a bench is easy."
    But when it got dark, she shut her eyes anyway. {hero} held her hand.
  - "middle":
    They waited, well back, for what felt like forever. At last the snake poured itself off the trail into a clump of lechuguilla and was gone. They walked quickly down to the amphitheater and slipped into a row just as {met_ranger: Ranger Ortega|a ranger whose name tag said Ranger Ortega} asked everyone to switch off their phones.
    Grandma sat in the middle rows, not the top. "After a rattlesnake," she said, "a stone bench is nothing."
    But as the sky darkened, she pulled her hat low and shut her eyes all the same, and {hero} took her hand.
  - else:
    They waited, well back, for what felt like a whole geological age. At last the snake seemed to decide it had made its point, and poured itself off the trail into a clump of lechuguilla, rattle last, and was gone. They walked quickly down to the amphitheater and slid into a row just as {met_ranger: Ranger Ortega|a ranger whose name tag said Ranger Ortega} asked everyone to switch off their phones, because bats dislike bright lights and noise.
    Grandma sat in the middle rows, not the top, and {hero} noticed. "After a rattlesnake," she said, with a sniff, "a stone bench is nothing at all."
    But as the sky darkened, she tugged her hat brim low and shut her eyes all the same, snake or no snake, and {hero} slipped {their} hand into hers.
  }
- "seats":
  {band:
  - "young":
    {hero} held Grandma's hand. "I will tell you everything," {they} whispered. "You just listen."
  - "middle":
    {hero} took Grandma's hand in both of {theirs}. "I'll tell you everything," {they} whispered. "You don't have to look. Just listen to me."
  - else:
    {hero} took Grandma's hand in both of {theirs}. It was cold and a little damp. "I'll tell you everything," {they} whispered. "Every single thing. You don't have to look. You just have to listen."
  }
- else:
  {band:
  - "young":
    {hero} did not pull. {They} did not say a thing. {They} just held Grandma's hand and waited.
    Grandma's hand was shaking a little. {hero} held on tight.
  - "middle":
    {hero} didn't pull, and didn't say a word. {They} just held on to Grandma's hand and waited beside her, as still as the stone seat.
    Grandma's fingers were trembling. {hero} didn't let go. Sometimes, {they} thought, being brave is easier when somebody is holding on.
  - else:
    {hero} didn't pull, and didn't say a word, and didn't point. {They} just held on to Grandma's hand and waited beside her, as still as the stone seat, the way you wait beside a deer so it doesn't run.
    Grandma's fingers were trembling, very slightly, and {hero} understood all at once that this was costing her something, sitting here at all. So {they} didn't let go. Sometimes, {they} thought, the bravest thing you can do for someone is simply not to leave.
  }
}
{band:
- "young":
  Then the bats came!
  Out of the cave they poured, round and round, up and up. There were so many! They looked like a big, dark, spinning cloud.
  Whirrrrr went thousands of wings. Chirp, chatter! It smelled musty.
  {route == "fears": But the hunting squeaks were too high to hear.}
  {spot == "seats": "They are going round and round," whispered {hero}. "Like water down a drain, but going up! Each one is as small as a mouse."}
  {spot != "seats": "Grandma," whispered {hero}. "They are going round and round!"}
  Grandma's hand went stiff. Then she lifted her hat. She opened one eye. Then the other eye!
  {route == "bugs": "The bug patrol," she whispered. "Off to work!"}
  {route == "hill": "Out of their own front door," she whispered.}
  {route == "fears": "They are steering," she whispered. "Nobody bumps!"}
  {not heard_jim: "It looks like smoke," said Grandma.}
  {not heard_jim: Down at the front, the ranger spoke softly. "A teenager named Jim White saw this long ago. He thought it was smoke! Then he found the cave." # fact: teenager-jim-white}
  The bats kept coming and coming. {pal} tried to count them. It got to ten and gave up!
  Some bats swooped low over the seats. Grandma did not even duck!
  The bats made a long, dark river in the sky. Off they went, to hunt bugs all night.
  Grandma watched until it was dark. Her eyes were shiny. "Thank you," she said. "I almost missed it!"
  {friend != "": {friend} hugged Grandma.}
  "Next time a swallow zooms by," said Grandma, "I will say hello!"
- "middle":
  Then the bats came.
  They poured up out of the cave mouth in a great dark swirl, round and round, rising like smoke from a chimney, more and more of them, until the swirl became a spinning column climbing into the gray sky. The soft whirring of thousands of wings filled the air, with soft chirps and chatter inside it, and a sharp, musty smell drifted up from the cave.
  {route == "fears": That chirping was just bats talking to each other, {hero} remembered. The squeaks they hunted with were the ones too high to hear.}
  {spot == "seats": "They're coming out in a circle," {hero} whispered. "Round and round, like water going down a drain, only upward. They're so small, Grandma. Each one is hardly bigger than a mouse."}
  {spot != "seats": "Grandma," {hero} whispered. "They're spinning. Round and round, all of them together."}
  Grandma's hand went stiff. Then, very slowly, she lifted the brim of her hat. One eye opened. Then the other.
  {route == "bugs": "The bug patrol," she breathed. "Off to work."}
  {route == "hill": "Out of their own front door," she breathed. "Just going out for the evening."}
  {route == "fears": "They're steering," she breathed. "Thousands of them, and not one bumping into another."}
  {not heard_jim: "It looks like smoke," Grandma whispered. Below them, the ranger said quietly that this was exactly what a teenager named Jim White once thought, before he found the cave. # fact: teenager-jim-white}
  "Oh," said Grandma. "Oh, my."
  The column kept on rising, minute after minute, and still more bats came pouring out. {pal} tried to count them, got to forty, and gave up with a sigh.
  A few bats swooped low over the seats, and Grandma didn't even flinch. She watched the column bend and stream away over the desert, a long dark ribbon against the last light, off to hunt all night.
  "They'll be back before sunrise," the ranger said softly, "diving straight into the cave."
  Grandma watched until it was too dark to see. Then she turned to {hero}, and her eyes were shining. "Thank you," she said. "I would have sat here with my eyes shut and missed the whole thing."
  {friend != "": {friend} leaned against Grandma's shoulder and grinned.}
  All the way back to the car, Grandma walked with her face tipped up to the dark sky. "If anybody asks," she announced, "I never shut my eyes once. I was resting them."
- else:
  Then the bats came.
  They poured up out of the cave mouth in a great dark swirl, round and round, rising like smoke from a chimney on a still day, more and more of them until the swirl thickened into a slowly spinning column that climbed and climbed into the gray sky. The air filled with the soft whirring of thousands upon thousands of wings, and threaded through the whirring came soft chirps and chatter, and a sharp, musty smell drifting up from the dark.
  {route == "fears": That chirping, {hero} knew, was only bat gossip. The squeaks they steered and hunted with, the ones Ranger Ortega had talked about, were far too high for any human ear.}
  {spot == "seats": "They're coming out in a circle," {hero} whispered, close to Grandma's ear. "Round and round, like water going down a drain, only upward. There are so many. And they're tiny, Grandma. Each one is hardly bigger than a mouse. Nobody's bumping into anybody."}
  {spot != "seats": "Grandma," {hero} whispered, barely moving {their} lips. "They're spinning. Round and round, every one of them together, like they've practiced."}
  Grandma's hand went rigid. Then, very slowly, as if the hat weighed a great deal, she lifted its brim. One eye opened. Then, after a long moment, the other.
  {route == "bugs": "The bug patrol," she breathed. "Off to work. Every one of them going to eat a hundred of the things that bite my ankles."}
  {route == "hill": "Out of their own front door," she breathed. "Just going out for the evening, like anybody would."}
  {route == "fears": "They're steering," she breathed. "Thousands and thousands of them, and not one single bump. The ranger was right."}
  {not heard_jim: "It looks like smoke," Grandma whispered. Down at the front, Ranger Ortega was telling the rows nearest him that this was exactly what a teenager named Jim White saw, long ago, and thought was smoke, before he climbed down and explored the cave. # fact: teenager-jim-white}
  "Oh," said Grandma. "Oh, my goodness. Oh, look at them."
  {hero} found that {they} {were} hardly watching the bats at all. {They} {were} watching Grandma watching the bats, her face tipped up and her lips moving, and that turned out to be even better. The column kept on rising, minute after minute, and still more poured out of the dark. {pal} tried to count them, reached forty-three, lost its place, and gave up with a sigh of deep contentment.
  A few bats swooped low over the seats, close enough to feel the tiny breeze of them, and Grandma didn't even flinch. She watched the column bend at the top and stream away over the desert, a long dark ribbon unspooling against the last of the light, off to hunt all night above the dark land.
  "They'll come back before sunrise," the ranger said softly, "diving straight into the cave with their wings folded, like stones dropping into a well."
  Grandma watched until it was too dark to see anything but stars. Then she turned to {hero}, and even in the dusk {hero} could see that her eyes were shining. "Thank you," she said quietly. "Do you know, I'd have sat here with my eyes shut, being brave about the wrong thing, and missed the whole of it."
  {friend != "": {friend} leaned against Grandma's shoulder, and Grandma put an arm around both of them.}
  All the way back along the path, Grandma walked with her face tipped up to the sky, as if more bats might still be up there. "I'll tell you one thing," she announced. "Next time a swallow dive-bombs me, I shall simply wish it good evening, like a civilized person. And you are not allowed to tell anybody at home that I ever shut my eyes."
}
# ending: eyes-wide-open
-> END

// Like smoke: they watch from the high bend of the nature trail, far off, the way Jim White first saw them.
=== end_like_smoke ===
# place: desert-trail
{spot:
- "snake":
  {band:
  - "young":
    They turned around. They left the snake alone. They climbed back up to the top bend of the trail.
    From up there, they could see the bat seats far below. They were full of tiny people.
  - "middle":
    They turned around, leaving the snake its bit of trail, and climbed back up to the high bend of the loop. From up there, they could see the amphitheater far below, its stone rows full of tiny people, and the dark mouth of the cave.
  - else:
    They turned around, leaving the snake in full possession of its bit of trail, and climbed back up to the high bend of the loop. From up there they could see the amphitheater far below, its stone rows filled with tiny people sitting in tiny silence, and beyond them the dark mouth of the cave, like a pupil in an enormous eye.
  }
- "seats":
  {band:
  - "young":
    "Come on, Grandma," whispered {hero}. "Let's watch from far away." Grandma opened her eyes. She smiled!
    Quietly, they climbed out of the top row and walked back up the trail to the top bend.
  - "middle":
    "Come on, Grandma," {hero} whispered. "Let's watch from far away instead." Grandma's eyes flew open with relief. Her glasses could wait; they'd fetch them afterward.
    Quietly, before the bats began, they slipped out of the top row and climbed back up the nature trail to the high bend.
  - else:
    "Come on, Grandma," {hero} whispered. "Let's watch from far away instead. From the hill." Grandma's eyes flew open so fast it was almost funny, and the relief on her face made {hero}'s chest ache a little. Her reading glasses could wait under the bench; they would fetch them afterward.
    Quietly, before the bats began, they slipped out of the top row and climbed back up the nature trail to the high bend, with {pal} leading the way.
  }
- else:
  {band:
  - "young":
    "Grandma," whispered {hero}. "Let's see them like Jim White did. From far away!" Grandma nodded fast.
    They tiptoed out of their row. They walked up the trail to the top bend.
  - "middle":
    "Grandma," {hero} whispered. "Let's see them the way Jim White did. From far away, like smoke." Grandma nodded hard.
    They slipped out of their row as quietly as they could and climbed back up the nature trail to the high bend, while the first bats fluttered up behind them.
  - else:
    "Grandma," {hero} whispered. "Let's see them the way Jim White did. From far away, like smoke." Grandma nodded so hard her hat slipped.
    They slipped out of their row as quietly as two people and {a_kind()} can slip anywhere, and climbed back up the nature trail to the high bend, while behind them the first bats fluttered up out of the dark like sparks from a fire.
  }
}
{band:
- "young":
  Below them, the desert turned blue.
  Then, from the hill, up came a dark cloud. It twisted and turned. It went up, up, up, like smoke from a campfire! Then it stretched out into a long, dark river in the sky.
  Grandma's eyes were wide open. "Oh!" she said. "It looks just like smoke!"
  {not heard_jim: "A teenager named Jim White thought so too," said {hero}. "He saw the smoke, and it was bats. Then he found the cave!" # fact: teenager-jim-white}
  {heard_jim: "Just like Jim White saw it," said {hero}.}
  Up here it was quiet. No flapping. Just a river of bats going off to eat bugs.
  "Look, they all know which way to go," said {hero}. "Like a road in the sky!"
  {route == "bugs": "Go get those bugs!" said Grandma.}
  {route == "hill": "Off they go, out their front door," said Grandma.}
  {route == "fears": "Not one bump," said Grandma. "Look how well they steer!"}
  {pal} {wiggled()}.
  Then it got dark. Grandma turned on her flashlight. She pointed it at the ground. "Snake country," she said. "Watch your step."
  {spot == "seats": On the way down, they found Grandma's glasses under the top-row bench.}
  "When do the bats come home?" asked Grandma.
  "Before the sun comes up," said {hero}. "They dive right back into the cave."
  Grandma waved at the dark sky. "Good night, bats," she said. "Fly home safe."
- "middle":
  They stood there, catching their breath. Below them, dusk had turned the desert blue.
  Then, from the hillside where the cave was, a dark plume rose into the sky. It twisted and thickened, rising like smoke from a campfire, higher and higher, until at the top it bent over and streamed away across the sky, a long dark ribbon unspooling over the desert.
  Grandma's eyes were wide open. "Oh," she said. "Oh, it's smoke. It looks exactly like smoke."
  {not heard_jim: "That's what the boy who found the cave thought," {hero} said. "A teenager named Jim White saw smoke coming out of the ground, and it was bats. Then he explored the cave, and later he guided visitors through it." # fact: teenager-jim-white}
  {heard_jim: "This is how Jim White saw it," {hero} whispered. "From far away, just like us."}
  From up here there was no whirring, no smell, no flapping. There was only a silent river of bats pouring into the sky. Grandma watched every second of it.
  "They're going somewhere," she said wonderingly. "Look, they all know which way. Like a road in the sky."
  "They're going hunting," said {hero}. "All night long, miles and miles."
  Down at the amphitheater, {hero} could just make out the tiny dark shapes of the people in the stone seats, all looking up. For a moment {they} wished {they} {were} down there, close enough to hear the wings. Then {they} looked at Grandma's face, and stopped wishing.
  {route == "bugs": "Go on, bug patrol," Grandma murmured. "Eat them all."}
  {route == "hill": "Off out of their front door," Grandma murmured. "Good evening to you."}
  {route == "fears": "Not a single bump," Grandma murmured. "Steering all the way."}
  {pal} {wiggled()}, very quietly.
  As the light faded, Grandma switched on a small flashlight and pointed it at the ground, well away from the sky. "Snake country," she said. "Eyes on the trail going down."
  {spot == "seats": On the way down they stopped at the empty amphitheater, and {hero} found Grandma's reading glasses under the top-row bench, right where they had fallen.}
  At the bottom, Grandma stopped and looked back at the dark hill. "When do they come home?" she asked.
  "Before sunrise," said {hero}. "They fold their wings and dive straight back into the cave."
  Grandma nodded slowly. "Then they'll be tucked up asleep by the time I'm having my coffee," she said. "Good. I'd like to think of them safe at home."
- else:
  They stood there, catching their breath, and turned to face the cave. Below them, dusk had poured into the desert like ink into water, and everything had gone blue.
  Then, from the hillside where the cave was, a dark plume rose into the sky. It twisted and thickened, climbing like smoke from a campfire on a still evening, higher and higher, until at the very top it bent over and streamed away sideways across the sky, a long dark ribbon unspooling over the desert farther than {hero} could see.
  Grandma's eyes were wide open. Both of them. "Oh," she said. "Oh, it's smoke. It looks exactly like smoke. I'd never have guessed."
  {not heard_jim: "That's what the boy who found the cave thought," {hero} said. "A teenager named Jim White saw smoke pouring out of the ground, and when he got closer, it was bats. He explored the whole cave after that, and later he guided visitors through it." # fact: teenager-jim-white}
  {heard_jim: "This is exactly how Jim White saw it," {hero} whispered. "From far away, with no idea what it was. Just smoke that wouldn't stop."}
  From up here there was no whirring, no smell, no flapping of leathery wings. There was only a silent river of bats pouring into the evening, so many that it seemed impossible they had all fitted inside one hill. Grandma watched every second of it, her hand resting on {hero}'s shoulder.
  "They're going somewhere," she said wonderingly. "Look at that. They all know exactly which way. It's like a road drawn across the sky."
  "They're going hunting," said {hero}. "All night long, miles and miles, over the whole desert."
  Far below, at the amphitheater, {hero} could just make out the tiny dark shapes of the people in the stone seats, all of them with their faces turned up. For a moment {they} felt a sharp little pang, wishing {they} {were} down there too, close enough to hear the wings and smell the cave. Then {they} looked sideways at Grandma's face, lit up like a kid's on a birthday, and the pang went away on its own.
  {route == "bugs": "Go on, bug patrol," Grandma murmured. "Eat every last one of them."}
  {route == "hill": "Off out of their own front door," Grandma murmured. "Good evening to you, neighbors."}
  {route == "fears": "Not a single bump," Grandma murmured. "Steering all the way. Well, I never."}
  {pal} {wiggled()}, very quietly, because it seemed the kind of moment that deserved quiet.
  As the light faded, Grandma switched on a small flashlight and pointed it firmly at the ground, well away from the sky. "Snake country," she said. "Eyes on the trail going down, and no dawdling."
  {spot == "seats": On the way down they stopped at the empty amphitheater, and in the beam of the flashlight {hero} found Grandma's reading glasses lying under the top-row bench, exactly where they had fallen, keeping the floor company as promised.}
  At the bottom, Grandma stopped and looked back at the dark hill for a long moment. "When do they come home?" she asked.
  "Before sunrise," said {hero}. "They fold their wings and plunge straight back into the cave. Then they sleep all day."
  Grandma was quiet for a while. "So all night long, while I'm asleep," she said at last, "there'll be a few hundred thousand little hunters out there over the desert, eating bugs by the million. And at dawn they'll all tumble home into that hill." She smiled at the dark. "Do you know, I think I'll sleep better for knowing it."
}
# ending: like-smoke
-> END

// The cost: they reach the seats, or get settled, too late for the great swirl.
=== end_tail_end ===
# place: bat-amphitheater
{spot:
- "snake":
  {band:
  - "young":
    They watched the snake for a long time. Its tongue went flick, flick. It had little holes on its face.
    "Those feel warm things," whispered Grandma. "It can find a mouse in the dark!"
    At last the snake slid away. But now it was nearly dark! They hurried down to the bat seats. {met_ranger: Ranger Ortega|A ranger named Ranger Ortega} put a finger to his lips. Shh! They sat in the very back row.
  - "middle":
    They watched the snake for a long time. It tasted the air with its flickering tongue, and {hero} noticed little pits on its face, between its eyes and its nose.
    "Those feel warmth," Grandma whispered. "It can find a mouse in the dark just by its heat."
    At last the snake slid away into the lechuguilla. Only then did they notice how dark it had become. They hurried down to the amphitheater, where {met_ranger: Ranger Ortega|a ranger whose name tag said Ranger Ortega} put a finger to his lips, and they crept into the very back row.
  - else:
    They watched the snake for a long time. It tasted the air with its flickering black tongue, and {hero}, squinting, noticed two little pits on its face, one on each side between its eye and its nostril, like the holes in a button.
    "Those feel warmth," Grandma whispered, as pleased as if she had invented them. "It can find a mouse in pitch dark just by the heat of it. Isn't that marvelous?"
    It was marvelous. It was so marvelous that neither of them noticed the sky changing color. At last the snake poured itself away into the lechuguilla, and only then did they look up and see how dark it had become. They hurried down to the amphitheater, where {met_ranger: Ranger Ortega|a ranger whose name tag said Ranger Ortega} put a finger to his lips as they arrived, and they crept into the very back row, whispering apologies to nobody in particular.
  }
- "seats":
  {band:
  - "young":
    {hero} bent down. {They} felt under the seat. No glasses! Then {they} heard them go. Clink, clink, clink, down the stone steps!
    {hero} crept down after them in the dark, row by row. A whole family had to stand up to let {them} by. At last, five rows down, there they were, by somebody's shoe.
    But when {hero} climbed back up to Grandma, the big swirl was over.
  - "middle":
    {hero} crouched down and felt under the bench. No glasses. Then {they} heard them: clink, clink, clink, skittering away down the stone steps into the dark. {hero} crept down after them, row after row, feeling under the seats and whispering "sorry" to people's ankles. A whole family had to stand up to let {them} squeeze past. At last, five rows down, {their} fingers closed on the glasses, right beside a stranger's shoe.
    {hero} climbed all the way back up and sat down, holding the glasses out in triumph. Just then a long, happy sigh ran through the crowd, and {they} turned toward the cave, too late.
  - else:
    {hero} crouched down and felt under the bench. No glasses. Then came a faint clink, and another, and another: the glasses were skittering away down the stone steps, one row at a time, into the dark, because of course they were. {hero} crept down after them, feeling under the seats and whispering "sorry, sorry" to a long row of ankles. A whole family of five had to stand up, one after another, to let {them} squeeze past, while above {them} something in the crowd was changing, a hush turning into a murmur. At last, six rows down, {their} fingers closed on the glasses, wedged right beside a stranger's shoe.
    {hero} climbed all the way back up and sat down beside Grandma, holding the glasses out in triumph, just as the murmur all around became a long, delighted sigh. {They} turned toward the cave, too late.
  }
- else:
  {band:
  - "young":
    "Come down to the front, Grandma," said {hero}. "It's better up close!"
    Grandma was brave. She said yes. Down they went.
    But then a big swirl of bats flew up, right in front of them! Grandma froze. "I can't," she whispered. "Not this close!"
    So they climbed all the way back up. {hero} watched the dark steps, and Grandma's feet, not the sky. It took a long time.
  - "middle":
    "Come down to the front row with me, Grandma," {hero} whispered. "It's so much better up close."
    Grandma swallowed hard and said yes, which was very brave. They crept down the rows. But just as they reached the front, a great swirl of bats burst up out of the cave, close enough to feel the breeze of their wings, and Grandma gasped and froze. "I can't," she whispered. "Not this close. I'm sorry."
    So they climbed all the way back up again, step by step in the dark. All the way up, {hero} watched the steps and Grandma's feet instead of the sky, and it took a long time.
  - else:
    "Come down to the front row with me, Grandma," {hero} whispered. "It's so much better up close. Please?"
    Grandma swallowed hard, looked at {hero}'s face, and said yes, which was the bravest thing {hero} had ever seen her do. They crept down the rows together. But just as they reached the front, a great swirl of bats burst up out of the cave mouth, close enough to feel the breeze of their wings on {their} cheeks, and Grandma gasped and went rigid. "I can't," she whispered. "Not this close. I'm so sorry, darling. I can't."
    So they climbed all the way back up again, step by step, in the dark, Grandma leaning on {hero}'s arm and apologizing under her breath, and it took a long time. All the way up, {hero}'s eyes stayed on the dim stone steps and on Grandma's feet, because one wrong step in the dark would be worse than any bat.
  }
}
{band:
- "young":
  The big spinning tower of bats was gone. {spot == "story": {hero} had seen only the start of it.|{hero} had missed it!}
  Now only a thin, dark line of bats was coming out of the cave. It went off into the night, like a long piece of string.
  {hero}'s throat felt tight.
  Then Grandma said, "Oh." Her eyes were open! A thin line of bats was not scary. She was looking.
  {route == "bugs": "There goes the bug patrol," she said.}
  {route == "hill": "Off they go, out the front door," she said.}
  {route == "fears": "Look how they steer," she said.}
  {spot == "story": "I'm sorry," said {hero}. "I made you go too close."}
  {spot == "story": "You did," said Grandma. "But look. I am looking now."}
  {spot != "story": "I'm sorry," said Grandma. "You missed the best part."}
  The ranger came up the rows. "The bats come out every night, all summer," he said. "Some nights early. Some nights late. They keep their own clock."
  {not heard_jim: "Long ago, a teenager named Jim White saw bats pouring out like smoke," he said. "He came to look, and he found the cave!" # fact: teenager-jim-white}
  Grandma hugged {hero}. "Then we will come back tomorrow," she said. "Early! And I will keep my eyes open the whole time."
- "middle":
  {spot == "seats":The great swirl was over.|By the time they were settled, the great swirl was over.} The spinning tower of bats that people came from all over the world to see had come and gone. {spot == "story": {hero} had seen only its very first burst, at the bottom of the rows.|{hero} had missed it.}
  Now only a thin dark ribbon of bats still streamed out of the cave mouth, trailing away over the desert into the dark, thinner and thinner, like the last of the water running out of a bath.
  {hero} felt a hot lump in {their} throat. {They} had waited all summer for this.
  Then, beside {them}, Grandma said softly, "Oh."
  Her eyes were open. Both of them. A thin ribbon of bats was something she could look at, and she was looking.
  A few late bats came fluttering up past the seats, one at a time, as if they had overslept. Grandma followed each one with her eyes until it joined the others.
  {route == "bugs": "There goes the bug patrol," she whispered. "The night shift."}
  {route == "hill": "Off out of their front door," she whispered. "Every one of them."}
  {route == "fears": "Look how they steer," she whispered. "Not one bump."}
  {spot == "story": "I'm sorry," {hero} said. "I pushed you too close."}
  {spot == "story": "You did," said Grandma. "And look. Here I am, looking anyway."}
  {spot == "snake": "That was my fault too," said Grandma, as if {hero} had said it out loud. "I couldn't stop watching that snake either."}
  {spot == "seats": "My silly glasses," said Grandma. "You missed the best part for me."}
  After the last bats had gone, the ranger came up the rows. "The bats come out every evening from spring until fall," he said. "Some nights early, some nights late, some nights all at once. They keep their own clock."
  {not heard_jim: "Long ago," he added, "a teenager named Jim White saw bats pouring out of this hill like smoke, and came to look. That's how the cave was found." # fact: teenager-jim-white}
  Grandma put her arm around {hero}. "Then we'll come back tomorrow," she said. "Early. And I'll keep my eyes open from the very first bat."
- else:
  {spot == "seats":The great swirl was over.|By the time they were settled, the great swirl was over.} The spinning tower of bats that people traveled across the world to see had risen and leaned and gone. {spot == "story": {hero} had seen its first burst, close enough to touch, and not one second more.|{hero} had missed it, every second of it.}
  Now only a thin dark ribbon of bats still streamed out of the cave mouth, trailing away over the desert into the deepening dark, thinner and thinner, like the last of the bathwater spiraling away down the drain.
  {hero} felt a hot lump rise in {their} throat and sat very still so that it wouldn't turn into anything worse. {They} had waited all summer for this. {They} had pictured it a hundred times: the whirling tower, the rush of wings, and Grandma watching it all with her eyes wide open.
  Then, beside {them}, Grandma said softly, "Oh."
  Her eyes were open. Both of them. A thin ribbon of bats, it turned out, was something she could look at, and she was looking, with her mouth a little open, like someone watching snow for the first time.
  A few late bats came fluttering up past the seats one at a time, like students running to catch a bus they'd overslept for, and Grandma followed each of them with her eyes until it had safely joined the others.
  {route == "bugs": "There goes the bug patrol," she whispered. "The whole night shift, off to work."}
  {route == "hill": "Off out of their front door," she whispered. "Every last one of them, going out for the evening."}
  {route == "fears": "Look how they steer," she whispered. "Not a single bump. Not one."}
  {spot == "story": "I'm sorry," {hero} said, and meant it. "I pushed you too close too fast."}
  {spot == "story": "You did," said Grandma. "And look. Here I am, looking anyway. Sometimes the long way around is the only way."}
  {spot == "snake": "That was my fault as much as yours," said Grandma, as if {hero} had said it out loud. "I couldn't take my eyes off that snake either. Two of a kind, we are."}
  {spot == "seats": "My silly glasses," said Grandma. "You missed the best part hunting for them, and I'd never have looked through them anyway."}
  After the last stragglers had gone, the ranger came up the rows, and {hero} told him they had missed the swirl. He nodded as if he had heard it a thousand times. "The bats come out every evening from spring until fall," he said. "Some nights early, some nights late, some nights all in one great rush, some nights in a trickle for an hour. They keep their own clock, not ours."
  {not heard_jim: "Come early, and you'll see what a teenager named Jim White saw, long ago," he added. "Bats pouring out of this hill like smoke. He came to look, and that's how the cave was found." # fact: teenager-jim-white}
  Grandma put her arm around {hero} and held on. "Then we'll come back tomorrow," she said. "Early. Properly early. And I'll keep my eyes open from the very first bat, and you can hold me to it."
  {hero} leaned against her. It wasn't what {they} had pictured. But Grandma's eyes were open, and tomorrow was only a day away.
}
# ending: tail-end
-> END

// End now: wherever they are, the bats come out, and Grandma sees them.
=== end_early ===
{at:
- "seats": -> at_seats
- "story": -> at_seats
- else: -> on_hill
}
= on_hill
# place: desert-trail
{at:
- "bugs":
  {band:
  - "young":
    "Let's watch from right here," said {hero}. "With the bugs!" So they sat on a rock by the trail and waited.
  - "middle":
    "Grandma," said {hero}, "what if we don't go down at all? What if we watch from right here, with the bugs?" Grandma looked so relieved that {hero} nearly laughed. So they found a flat rock beside the trail and waited.
  - else:
    "Grandma," said {hero}, "what if we don't go down to the seats at all? What if we watch from right here, up on the hill, with the bugs?" Grandma looked so enormously relieved that {hero} nearly laughed out loud. So they found a flat rock beside the trail, checked it carefully for anything with scales, and sat down to wait.
  }
- "hill":
  {band:
  - "young":
    "We can see the front door from here," said Grandma. "Can we watch from here?" "Yes!" said {hero}. So they sat down and waited.
  - "middle":
    "You can see the whole front door from up here," said Grandma. "Could we watch from here, do you think?" {hero} thought it was a wonderful idea. So they found a flat rock at the high bend and waited.
  - else:
    "You can see the whole front door from up here," said Grandma thoughtfully. "Could we watch from right here, do you think, instead of down there in the front row of the monster movie?" {hero} thought it was a wonderful idea. So they found a flat rock at the high bend, checked it for anything with scales, and waited.
  }
- "fears":
  {band:
  - "young":
    "Then let's watch from far away," said {hero}. "Nothing can get stuck in your hair from far away!" Grandma laughed. So they waited on the hill.
  - "middle":
    "Then let's watch from far away," said {hero}. "Up here on the hill. Nothing can get tangled in anything from up here." Grandma laughed, and agreed at once. So they found a flat rock and waited.
  - else:
    "Then let's watch from far away," said {hero}. "Up here on the hill. Nothing can get tangled in anybody's hair from half a mile off, not even a very ambitious bat." Grandma laughed properly, and agreed at once. So they found a flat rock beside the trail and waited.
  }
- else:
  {band:
  - "young":
    They stepped back and waited. The snake did not move. The sky went pink, then gray. "We will watch from right here," said Grandma.
  - "middle":
    They backed away and waited, but the snake didn't budge, and the sky went darker and darker. "Well," said Grandma, "it looks as if we're watching from right here."
  - else:
    They backed well away and waited, but the snake showed no sign of budging, and the sky went from orange to pink to a deep, darkening blue. "Well," said Grandma at last, settling onto a rock a very long way from the snake, "it looks as if we're watching from right here."
  }
}
{band:
- "young":
  {at == "snake": The last swallows flew home to the cave. Then it was very still.|The sun went down. The swallows went home. The sky turned pink, then gray.}
  Then, from the hill, up came a dark cloud. Up, up, up, like smoke!
  It twisted and turned. Then it made a long, dark river across the sky.
  Grandma's eyes were wide open. "It is bats!" she said. "From here, they look like smoke. I can watch smoke!"
  {pal} {wiggled()}.
  They watched until the sky was dark. Grandma turned on her flashlight. She pointed it at the ground. "Watch for snakes," she said.
  "I saw the bats," said Grandma. "I really saw them!"
- "middle":
  {at == "snake": By now the swallows had stopped swooping, and the ridge was a black line against the fading light.|The sun went down behind the ridge, and the swallows stopped swooping.} Then, from the hillside where the cave was, a thin gray wisp rose into the sky.
  At first {hero} thought it really was smoke, and wondered who had lit a fire. Then it thickened, and kept on coming, far too long for any campfire, twisting like smoke from a chimney, higher and higher, until it bent over and streamed away across the desert in a long, dark ribbon.
  Grandma's eyes were wide open. "Bats," she said, amazed. "From up here they look like smoke. I can watch smoke."
  {pal} {wiggled()}. "You're watching bats, Grandma," it said. "Don't tell anyone."
  They watched until the ribbon thinned and the first stars came out. Then Grandma switched on a small flashlight and pointed it firmly at the ground. "Snake country," she said. "Careful going down."
  At the bottom of the trail she squeezed {hero}'s hand. "I saw them," she said, as if she couldn't quite believe it herself.
- else:
  {at == "snake": By now the swallows had stopped swooping, and the ridge was a black cutout against the last of the light.|The sun slid down behind the ridge, and the swallows stopped swooping.} Then, from the hillside where the cave was, a thin gray wisp rose into the sky.
  At first it was so faint that {hero} honestly thought it was smoke and wondered who could have lit a fire down there. Then it thickened, and thickened again, and kept on coming, far longer than any campfire could have burned, twisting like smoke from a chimney on a still night, higher and higher, until at the top it bent over and streamed away across the desert in a long, dark ribbon that went on and on, and there was no mistaking what it was.
  Grandma's eyes were wide open. "Bats," she said, astonished at herself. "From up here they look like smoke. I can watch smoke. I can watch smoke all night."
  {pal} {wiggled()}. "You're watching bats, Grandma," it said. "Thousands of them. I won't tell anyone if you don't."
  They watched until the ribbon thinned to a thread and the first stars pricked through. Then Grandma switched on a small flashlight and pointed it firmly at the ground, well away from the sky. "Snake country," she said. "Careful going down."
  At the bottom of the trail she squeezed {hero}'s hand hard. "I saw them," she said, as if she couldn't quite believe it herself. "I actually saw them.{at == "bugs" || at == "fears": You tricked me into it, you clever thing.}{at == "hill": And staying on the hill was my own idea. Imagine that.}{at == "snake": I suppose I owe that snake a thank-you note.}"
}
# ending: from-the-hill
-> END
= at_seats
# place: bat-amphitheater
{at == "story":
  {band:
  - "young":
    Just then, the bats came out, all at once! Grandma shut her eyes.
  - "middle":
    Just then, as if the ranger had called them, the bats came.
  - else:
    Just then, as if the ranger had whistled for them, the bats came, all at once, with no warning at all.
  }
- else:
  {band:
  - "young":
    Then, right away, the bats came out!
  - "middle":
    And then, before {hero} had even worked out what to say, the bats came.
  - else:
    And then, before {hero} had even worked out what to say, the bats came, as if they had been waiting offstage for their cue.
  }
}
{band:
- "young":
  Out of the cave they poured, round and round. Whirrrr! Chirp!
  "Grandma," whispered {hero}. "They look like smoke, going round and round. Each one is tiny!"
  Grandma peeked under her hat. One eye. Then two!
  "Oh," she said. "Oh, they are not scary at all. They are beautiful!"
  The bats made a long river in the sky and flew off to eat bugs.
  Grandma held {hero}'s hand. "I am so glad I looked," she said.
  {pal} {wiggled()}. "Me too," it said.
- "middle":
  They poured up out of the cave mouth in a great dark swirl, round and round, with a soft whirring of wings and a sharp, musty smell.
  "Grandma," {hero} whispered, holding her hand. "They're spinning, like smoke going up a chimney. And they're tiny. Every one is hardly bigger than a mouse."
  Grandma peeked out from under her hat brim. One eye. Then, slowly, the other.
  "Oh," she breathed. "Oh, they're not flapping at all. They're dancing."
  A handful of bats swooped low over the seats, so close that {hero} felt the tiny breeze of them, and Grandma did not duck. She only held on tighter and watched.
  They watched together as the spinning column leaned over and streamed away across the darkening desert, off to hunt all night.
  "I'm so glad I looked," Grandma whispered, and she didn't let go of {hero}'s hand until the very last bat had gone.
  {pal} {wiggled()}. "I knew you'd like them," it said. "Everybody likes a good dancer."
- else:
  They poured up out of the cave mouth in a great dark swirl, round and round, with a soft whirring of wings like wind in dry leaves and a sharp, musty smell rising from the dark.
  "Grandma," {hero} whispered, holding her hand tight. "They're spinning, like smoke going up a chimney. Round and round, thousands of them, and nobody's bumping into anybody. And they're tiny. Every one of them is hardly bigger than a mouse."
  Grandma peeked out from under her hat brim, cautiously, the way you test bathwater with a toe. One eye. Then, slowly, after a long moment, the other.
  "Oh," she breathed. "Oh, they're not flapping at all. They're dancing. Look at them go."
  A handful of bats came swooping low over the seats, so close that {hero} felt the tiny breeze of their wings on {their} face, and Grandma, who half an hour ago had shrieked at a swallow, did not even flinch. She only held on a little tighter, and watched, and kept on watching.
  They watched together as the spinning column leaned over at the top and streamed away across the darkening desert, a ribbon of tiny hunters heading out to work the whole night through.
  "I'm so glad I looked," Grandma whispered, and she didn't let go of {hero}'s hand until the very last bat had gone and the first stars had come out to take their place.
  {pal} {wiggled()}. "I knew you'd like them," it said smugly. "Everybody likes a good dancer."
}
# ending: first-peek
-> END
