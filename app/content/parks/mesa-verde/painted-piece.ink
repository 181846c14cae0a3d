# title: The Painted Piece
# month: 7
INCLUDE shared/story.ink

// How chapter 2 began: "ranger" (ran to the overlook), "draw" (drew it and its landmarks), "guess" (worked out what it was with Grandma).
VAR route = ""
// Where chapter 3 happened: "piece" (back at the piece), "overlook" (at the canyon edge), "museum" (among the glass cases).
VAR spot = ""
// They drew the piece and the Y tree and the pink rock.
VAR noted = false
// They worked out that the piece came from a mug.
VAR guessed = false
// They have met Ranger Baca and know her name.
VAR met_ranger = false

-> the_painted_piece

// ---------------------------------------------------------------------------------------------
// Chapter 1: a July morning on the Soda Canyon Overlook Trail. A flat lizard, and what it was sitting on.
// ---------------------------------------------------------------------------------------------
=== the_painted_piece ===
# place: soda-canyon
{band:
- "young":
  The path was flat and sandy. Little twisty trees grew all around. It was a hot July morning on top of the mesa.
  "Why is this place called Mesa Verde?" asked {hero}.
  "It means green table," said Grandma. "The top is flat, like a table. And all these trees make it green." # fact: name-means-green
  A ranger with binoculars waved and walked on, out to the end of the path.
  Then {pal} {spots()}. "Look," {pal} whispered. "A flat thing with horns!"
  It was a lizard! It was round and flat, like a pancake with spikes, and the same color as the dirt. Blink, blink. Scurry! It ran off under a tree.
  Right where it had been, something white stuck up out of the dirt.
  It was a little piece of a pot. Black lines were painted on it. Zig, zag, zig, zag. And a row of tiny dots ran along the edge.
  {hero} reached out.
  "Hands behind your back," said Grandma. "People made this pot long, long ago. It has to stay right here. That is the rule. Pueblo people today are their grandchildren, with lots of greats in front. This is their story." # fact: leave-artifacts
  {hero} put {their} hands behind {their} back. "Somebody should know it is here," {they} said.
  "The ranger should know," said Grandma. "She will want to know just where it is."
  {hero} looked around. Trees and rocks, rocks and trees. How would anybody find this spot again?
- "middle":
  The path to Soda Canyon Overlook was flat and sandy. It wound between short, twisty trees that smelled like the inside of a pencil box. It was a hot July morning on top of the mesa. Grandma walked in front in her big sun hat, reading every sign out loud. {friend != "": {friend} walked right behind her, reading them too.}
  "Why is this place called Mesa Verde?" {hero} asked. "Verde means green. But the ground is all dust."
  "Look up, not down," said Grandma. "Mesa Verde is Spanish for green table. A mesa is a hill with a flat top, like a table, and pinyon pines and junipers cover this whole top. From far away, the table looks green." # fact: name-means-green
  A ranger walked past them toward the overlook, binoculars bumping on her chest. She smiled, said good morning and kept going.
  Then {pal} {spots()}. "Something is on the path," {pal} whispered. "Something flat. With horns."
  It was a lizard, but not the skinny, zippy kind. It was round and flat, like a cookie somebody had sat on, with a fringe of tiny spikes and short horns on the back of its head. It was exactly the color of the dirt.
  "A short-horned lizard," Grandma whispered. "They eat ants, hundreds of them."
  The lizard decided it had been stared at enough and scuttled off under a juniper. Where it had been sitting, something pale stuck up out of the dust.
  {hero} crouched down. It was a piece of pottery, no bigger than a cracker. The side facing up was white, painted with black lines: a sharp zigzag, and a row of tiny dots along one curved edge.
  {hero}'s hand was already reaching for it.
  "Hands behind your back," Grandma said gently, crouching beside {them}. "That's a piece of a pot. Ancestral Pueblo people made it, right here, hundreds of years ago. So it stays exactly where it is. That's the rule in the park, and it's good manners too. Pueblo people today are the grandchildren of its makers, with a long string of greats in front. This is their family's story." # fact: leave-artifacts
  {hero} put {their} hands behind {their} back, but {they} could not stop looking. Was it part of a bowl? A jar? And what if the next person did not know to leave it alone?
  "Somebody should know it's here," {hero} said.
  "The ranger would want to know," Grandma agreed. "Exactly where it is, too."
  {hero} looked up and down the path. Every juniper looked like every other juniper. Every rock was the same pale tan. If they walked away now, how would anybody find this one small piece again?
- else:
  By ten o'clock on a July morning, the top of Mesa Verde was already baking. The path to Soda Canyon Overlook ran flat and sandy between short, twisted trees, and every time a breeze moved through them, {hero} caught a smell {they} knew from somewhere. It took a full minute to place it: the inside of a pencil box.
  "Juniper," said Grandma, who had read every sign between here and the park entrance and showed no sign of stopping. {friend != "": {friend} had started reading them too, out loud, in Grandma's exact voice, which Grandma pretended not to notice.}
  {hero} kicked at the pale dust. "Then why is it called Mesa Verde? Verde means green. Nothing here is green except the trees."
  "That's the whole answer," Grandma said. "Mesa Verde is Spanish for green table. A mesa is a hill with a flat top, and this one is covered in pinyon pines and junipers from edge to edge. Stand far enough away and it looks like a table with a green cloth on it." # fact: name-means-green
  A ranger strode past them toward the overlook, binoculars thumping against her chest, and gave them a quick good-morning nod without slowing down.
  That was when {pal} {spots()}. "Don't move," {pal} breathed. "There's a cookie on the path. The cookie has horns."
  It was a lizard, but not the slim, zippy kind. It was round and flat, as if it had been ironed, with a fringe of little spikes around its edges and a crown of short horns on the back of its head. It was precisely the color of the dirt. If it had not blinked, {hero} would have stepped on it.
  "Short-horned lizard," Grandma whispered, delighted. "They live on ants. They sit beside an ant trail and eat whatever walks past, like a buffet."
  The lizard considered them with one gold eye, decided it did not care for an audience, and whisked off the path into the shade of a juniper. Where it had been sitting, something pale was poking out of the dust.
  {hero} crouched. It was a piece of pottery about the size of a cracker, white on the side facing up, with black lines painted across it: a sharp zigzag, and along the curved top edge, a neat row of tiny dots. Somebody had made those dots one at a time. {hero} could almost see the brush moving.
  {Their} hand was halfway there before {they} noticed.
  "Hands behind your back," Grandma said, not sharply, and crouched down too. "That's a piece of a pot. An Ancestral Pueblo potter made it, right here on this mesa, hundreds of years ago. It stays exactly where it is. That's the law in a national park, but it's also just manners. Pueblo people today are that potter's great-great-great-grandchildren, with a few more greats. This is their family's story lying here, not ours to carry off." # fact: leave-artifacts
  {hero} tucked {their} hands behind {their} back and kept them there, which was harder than it sounds. Questions were piling up faster than {they} could sort them. Was it a bowl? A jar? And how many people, walking this path today, would see a pretty bit of pottery and think, the way {hero} had for one whole second, that nobody would miss it?
  "Somebody needs to know it's here," {hero} said.
  "The ranger would want to know," Grandma said slowly. "And she'd want to know exactly where."
  {hero} stood up and looked along the path, and {their} stomach dropped a little. Every juniper was a twisty gray-green copy of the one beside it. Every rock was the same pale tan. The lizard, the only thing that had made this spot special, had vanished. If they walked away now, how would anyone find one cracker-sized piece on a mesa this big?
}
* [Hurry to the overlook to tell the ranger # act: go] -> overlook_ranger
* [Look closely and draw it, without touching # act: look] -> close_look
* [Ask Grandma what the whole pot looked like # act: ask] -> grandmas_guess

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: straight to the overlook. Balcony House, Ranger Baca, and a lizard for a landmark.
// ---------------------------------------------------------------------------------------------
=== overlook_ranger ===
# place: soda-canyon
~ route = "ranger"
~ met_ranger = true
{band:
- "young":
  {hero} walked fast. "No running near a canyon," said Grandma. {pal} {moved()} along too.
  Then the path stopped. The ground just ended! A deep canyon dropped away below them.
  "Not too close to the edge," Grandma warned, and held {hero}'s hand tight.
  Across the canyon, little stone houses sat in a row on a ledge, high up in the cliff. Tiny people walked between them.
  The ranger's name tag said Ranger Baca. "That is Balcony House," she said.
  "We found a piece of a pot!" said {hero}. "It has dots. We did not touch it."
  "You left it there?" said the ranger. "Thank you! That is just right."
- "middle":
  {hero} walked fast, which is not the same as running, because Grandma had said "No running near a canyon" in her most serious voice. {pal} {moved()} along beside {them}.
  The trees thinned out. Then the path ended at a shelf of bare rock, and the ground simply stopped. Soda Canyon dropped away below, deep and wide, with green treetops far down at the bottom.
  "Stay well back from the edge," Grandma said, and kept a hand on {hero}'s shoulder. "Canyon rims can crumble."
  In the cliff across the canyon, tucked under a long lip of rock, sat a village. Little stone rooms stood side by side on a ledge, with dark square doorways, like a street of houses hanging in the sky. Tiny people were moving among them.
  The ranger lowered her binoculars. Her name tag said Ranger Baca. "That's Balcony House," she said. "There's a tour in there right now."
  But {hero} had not come for the view. "We found a piece of a pot," {they} said, all in one breath. "On the path. It has black zigzags and dots. We didn't touch it."
  The ranger's whole face lit up. "You found one, and you left it there? Thank you. That's exactly right."
- else:
  {hero} walked fast, which is technically not running, and Grandma let it go, though she called "No running near a canyon!" after {them} on general principle. {pal} {moved()} along at {their} side.
  The junipers thinned, the path turned to bare, wind-scoured rock, and then the ground simply quit. Soda Canyon fell away below them, deep and wide, its bottom a green stripe of treetops a very long way down.
  "Back from the edge," Grandma said, her hand landing on {hero}'s shoulder. "Rims crumble, and this one doesn't care how important your news is."
  Across the canyon, under a long overhang of cliff, sat a village. Stone rooms stood shoulder to shoulder along a ledge, with dark square doorways and tiny windows, as if someone had built a street halfway up the sky and then simply left it there. Little figures were moving along it.
  The ranger lowered her binoculars. Her name tag said Ranger Baca. "Balcony House," she said, following {hero}'s stare. "There's a tour group inside right now. Watch, you'll see them ducking through a doorway."
  {hero} wanted to watch, but it would have to wait. "We found a piece of pottery," {they} said, too fast. "On the path. Black zigzag, row of dots on the edge. We didn't touch it. My grandma made me put my hands behind my back."
  Something happened to the ranger's face, a kind of sunrise. "You found one, and you left it where it was? Thank you. Really. You'd be amazed how many people don't."
}
{end_now: -> early_end}
{band:
- "young":
  "This park was made in 1906," she said. "It was the first park made to keep safe the things that people made." # fact: 1906-created-works
  "So where is your piece?" she asked.
  "By the path," said {hero}. "Next to a lizard."
  The ranger laughed. "Oh dear. Lizards do not stay put!"
  {hero} felt {their} face get hot. There were so many trees. There were so many rocks.
  The ranger let {hero} look through her binoculars. Zoom! The little stone houses jumped close. A girl in a red shirt waved from the ledge.
  Then {pal} nudged {hero}. "Our piece is all alone back there," {pal} whispered. "What if somebody picks it up?"
- "middle":
  "Do you know why this park was made?" she asked. "In 1906, Mesa Verde became the very first national park made to protect things that people built and made. Not mountains or geysers. Homes, and pots, and pieces of pots like yours." # fact: 1906-created-works
  She took out a notebook. "So, where is it?"
  {hero} opened {their} mouth. Then {they} shut it again. "By the path," {they} said at last. "Next to a lizard."
  The ranger laughed so loudly that a man nearby turned around. "A lizard! Oh, lizards make terrible landmarks. They never stay put."
  {hero}'s cheeks went hot. There had been a juniper. There had been a rock. But this mesa had about a million junipers and a billion rocks.
  "Don't worry," said the ranger. "Finding things is half my job."
  She let {hero} hold her binoculars while she wrote. Through them, Balcony House jumped close: stone walls, tiny windows, a girl in a red shirt stepping carefully along the ledge behind a ranger.
  {pal} nudged {hero}. "The piece," {pal} whispered. "It's back there all by itself. What if somebody else finds it?"
- else:
  "Here's a thing most people don't know," she went on. "In 1906, Mesa Verde became the first national park made to protect the works of people. Other parks were about mountains and geysers. This one was about homes, and tools, and pots. Including the broken ones." # fact: 1906-created-works
  She flipped open a notebook and clicked her pen. "So. Where exactly is it?"
  {hero} opened {their} mouth, and nothing useful came out. "On the path," {they} said eventually. "Next to a lizard."
  The ranger laughed so loudly that a man taking pictures nearby turned around. "A lizard! Oh, that's wonderful. Lizards are the worst landmarks in the world. They never stay where you left them."
  {hero}'s ears went hot. {They} tried to call up a picture of the spot and got a blur of juniper and rock, exactly like every other part of the trail. It was humbling to discover that your memory had taken the morning off.
  "Hey. Don't worry about it," said the ranger. "Finding things is half my job." She handed over her binoculars while she scribbled a note, and Balcony House leapt across the canyon at {hero}: stone walls glowing orange in the sun, a tiny window, a girl in a red shirt stepping carefully along the ledge behind her guide.
  It was amazing. It was also, {hero} realized, a very long way from the piece.
  {pal} leaned in close. "That piece is back there on its own," {pal} murmured. "And I heard a whole lot of feet on that path behind us."
}
* [Go back to the piece and keep watch until the ranger comes # act: go] -> by_the_piece
* [Wait for the ranger to finish so you can all walk back together # act: wait] -> across_the_canyon
* [Ask the ranger where to see a pot that is still whole # act: ask] -> museum_cases

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: a drawing and a map. The girl in the yellow hat.
// ---------------------------------------------------------------------------------------------
=== close_look ===
# place: soda-canyon
~ route = "draw"
~ noted = true
{band:
- "young":
  {hero} wanted to remember it. So Grandma handed over her notebook and a pencil.
  {hero} knelt beside the piece, an arm's length away. {They} drew the round edge. {They} drew the zigzag, up and down. Then {they} drew the dots. One, two, three... eleven dots!
  "You missed one," said {pal}. "Oh, no. That is just dirt."
  "Now draw what is around it," said Grandma. "Then we can find it again."
  There was a tree with a trunk like a big letter Y. There was a flat pink rock. {hero} drew them both. Now {they} had a map!
- "middle":
  {hero} wanted to remember every single thing about it. So {they} knelt on the path, an arm's length away, and Grandma handed over her little notebook and a pencil.
  {hero} drew the curved edge first. Then the zigzag, which went up and down five times. Then the dots. {They} counted them twice to be sure. There were eleven.
  {pal} leaned in beside {them}, very still. "You missed a dot," {pal} said. "No, wait. That's a crumb of dirt."
  "Now the hard part," said Grandma. "Draw what's around it, so somebody could find this exact spot again."
  {hero} looked up. Right beside the path stood a juniper whose trunk split in two, like a giant letter Y. Next to it lay a flat rock with a pinkish top. And the path made a little bend just before them. {hero} drew all three and wrote underneath, in {their} best letters, Y tree. Pink rock. Right after the bend.
- else:
  If anybody was going to find this spot again, {hero} decided, it would have to be {them}. {They} knelt on the path an arm's length from the piece, and Grandma, who never went anywhere without a pencil, handed over her little notebook without a word.
  {hero} drew the curved edge first, then the zigzag, which rose and fell five times like a heartbeat on a hospital screen. Then the dots. {They} counted them, lost count, and counted again. Eleven.
  {pal} crowded in at {their} elbow, frowning at the page. "You missed one," {pal} said. "Right there." A pause. "No. Correction. That's a crumb of dirt. Carry on."
  "Now the part real archaeologists care about," said Grandma. "Not just what it is. Where it is. Draw what's around it, so someone could stand on this exact spot tomorrow."
  {hero} sat back on {their} heels and looked properly, the way you look at a room when you are trying to remember where you put something. Beside the path stood a juniper whose trunk split low down into two, like an enormous letter Y. Next to it lay a flat rock with a pinkish top, the only pink thing in sight. And the path bent just before them, so that from the bend you could see the Y tree straight ahead. {hero} drew all three and printed underneath, Y tree. Pink rock. Right after the bend.
  It was, {they} thought, a pretty good map, for someone whose memory had nearly let a lizard do all the work.
}
{end_now: -> early_end}
{band:
- "young":
  "How old is it?" asked {hero}.
  "People lived here for about 700 years," said Grandma. "It could be from any time in all those years." # fact: ancestral-pueblo-people
  Thump, thump, thump! A girl in a yellow hat ran up the path. She stopped right by the pink rock.
  "Ooh!" she said. "Can I have it?" She bent down to grab it.
  "Wait!" said {hero}. "It has to stay. It is very, very old. It belongs here."
  The girl's face fell. So {hero} showed her the drawing. "I counted the dots," said {hero}. "There are eleven."
  The girl counted the real dots, pointing from far away. "Eleven!" she said, and smiled.
  Then she asked, "But what was it, before it broke?"
  Nobody knew. Not even Grandma!
- "middle":
  "How old is it?" {hero} asked.
  "Nobody can tell just by looking," said Grandma. "But people lived on this mesa for about seven hundred years, from around the year 550 to about 1300. It could be from anywhere in there." # fact: ancestral-pueblo-people
  Thump, thump, thump. Running feet came around the bend, and a girl in a yellow hat skidded to a stop right beside the pink rock. Her sneakers were a few inches from the piece.
  "Careful!" said {hero}. "There's something really old right by your foot."
  The girl looked down. "Ooh, pretty. Can I keep it?" She bent to pick it up.
  {hero} thought fast. "It has to stay here," {they} said. "Somebody made it hundreds of years ago. It belongs to this place." Then, because the girl looked so disappointed, {hero} held out the notebook. "But you can see my drawing. I counted the dots. There are eleven."
  The girl counted the dots on the real piece, pointing from far away. "Eleven," she agreed, and grinned.
  Her dad came puffing around the bend, listened, and said thank you.
  The girl was still staring at the piece. "But what was it?" she asked. "Before it broke?"
  Nobody knew. And suddenly {hero} wanted to know more than anything.
- else:
  "How old do you think it is?" {hero} asked.
  "No way to know by looking," Grandma said. "But people lived on this mesa for about seven hundred years, from around A.D. 550 until about 1300. Your potter could have lived at any point in all that time." # fact: ancestral-pueblo-people
  {hero} was still trying to get {their} head around seven hundred years when feet came pounding around the bend, and a girl in a yellow hat skidded to a halt beside the pink rock, her sneakers a couple of inches from the piece.
  "Careful," {hero} said, more sharply than {they} meant to. "There's something really old right by your foot."
  The girl looked down, and her eyes went round. "Ooh. Finders keepers," she said, and bent to scoop it up.
  {hero}'s brain raced. Grandma could have stepped in, but she didn't. She just waited, and {hero} understood that this one was {theirs} to handle.
  "It's not a finders-keepers kind of thing," {hero} said. "Someone made it hundreds of years ago, and it belongs to this place. If we take it, it's just a bit of broken pot in a drawer. If it stays, it's part of the story of the mesa." Then, because the girl looked crushed, {hero} turned the notebook around. "But look. I drew it. I counted the dots. Eleven."
  The girl counted them on the real thing, pointing from a careful distance, lips moving. "Eleven," she confirmed, and the crushed look turned into a grin. Her dad caught up, out of breath, listened for about three seconds, and said, "Huh. Well, thank you," in the voice of someone who had also been about to pick it up.
  The girl squatted there a moment longer, studying the curve of it. "But what was it," she said, "before it broke?"
  Nobody had an answer. And {hero} realized that of all the questions piling up in {their} head, that was the one that itched the most.
}
* [Go show the drawing to the ranger at the overlook # act: go] -> across_the_canyon
* [Ask Grandma to drive to the museum to look for a match # act: ask] -> museum_cases
* [Wait by the pink rock until the ranger comes back along the path # act: wait] -> by_the_piece

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: detective work with Grandma. A mug, and a mule deer.
// ---------------------------------------------------------------------------------------------
=== grandmas_guess ===
# place: soda-canyon
~ route = "guess"
~ guessed = true
{band:
- "young":
  Grandma knelt down next to {hero}. "Let's be detectives," she said. "Detectives look. They do not touch."
  She pointed. "See how it bends? A piece of a big jar would be flat. This bends like a cup."
  {hero} looked. It was curved like a piece of orange peel.
  "And the dots are on the top edge," said Grandma. "That is where your lips go."
  "It was a cup!" said {hero}.
  "Maybe a mug," said Grandma. "People here made mugs with handles. I read about them."
- "middle":
  Grandma lowered herself down beside {hero}, knees cracking like twigs. "Let's be detectives," she said. "Detectives look. They don't touch."
  She pointed, keeping her finger well above the piece. "See how it curves? A piece from a big storage jar would be almost flat. This one bends a lot, like the side of a cup."
  {hero} looked. The piece curved like a bit of orange peel.
  "And the dots run along the top edge," Grandma went on. "That's the rim. That's where somebody's lips went."
  {hero} stared at the dots. "So somebody drank out of it."
  "I think so. Maybe it was a mug," said Grandma. "I read that potters here made mugs with handles, painted black on white."
- else:
  Grandma lowered herself onto the path beside {hero}, knees cracking like dry sticks, and pushed her sun hat back. "All right," she said. "We can't pick it up. So let's do what detectives do. We look until it tells us something."
  She pointed, keeping her finger a good hand's width above the piece. "Notice the curve. If this came from one of those big storage jars, a piece this small would be almost flat. But this one bends a lot. Tightly. Like the side of something you could wrap your hand around."
  {hero} tilted {their} head. Grandma was right. The piece curved like a strip of orange peel.
  "Next clue. Where are the dots?"
  "Along the edge," said {hero}. "The smooth edge. Oh. The top."
  "The rim," said Grandma, very pleased. "Which means somebody's mouth went right there."
  {hero} felt a small shiver run up {their} arms. Some person, hundreds of years ago, had lifted this to their lips on an ordinary morning, with no idea that a kid from the future would be kneeling in the dust trying to work out what they had been drinking from.
  "A cup," {hero} said.
  "Maybe even a mug," said Grandma. "I read that potters on this mesa made mugs with handles, painted black on white. I've been dying to see one."
}
{end_now: -> early_end}
{band:
- "young":
  "Did a kid drink from it?" asked {pal}. "Did they drink hot cocoa?"
  Grandma laughed. "Water, I think. People lived here for about 700 years. That is a lot of mugs!" # fact: ancestral-pueblo-people
  Then {pal} froze. Crunch, crunch. Something big was in the trees.
  A deer stepped out! She had giant ears. She looked at them. They looked at her.
  "Stay still," whispered Grandma. "Give her lots of room."
  The deer flicked an ear. Then she walked across the path and was gone.
  {hero} looked at the piece again. A mug! {They} wanted to see a whole one so much.
  "The ranger might help," said Grandma. "And the museum has whole pots."
- "middle":
  {pal} {sniffed()}. "A mug," {pal} said. "Did a kid drink out of it? What did they drink? Was it hot chocolate?"
  Grandma laughed. "Water, probably. But people lived on this mesa for about seven hundred years. That's a lot of people, and a lot of mugs." # fact: ancestral-pueblo-people
  Then {pal} went stiff. Something big was moving between the junipers ahead.
  A mule deer stepped onto the path. She was a big doe, gray-brown, with ears so huge they looked borrowed from some larger animal. She stared at them. They stared back.
  "Give her room," Grandma breathed. "We stay right here and let her choose."
  The doe flicked one enormous ear. Then she stepped across the path, light as a dancer, and faded into the trees.
  {hero} let out {their} breath and looked back down at the piece. A mug. Somewhere there had to be a whole one, dots and zigzags and handle and all. {hero} wanted to see it so badly that {their} fingers itched.
  "I know who might help," said Grandma. "The ranger. And the museum has whole pots in glass cases."
- else:
  {pal} {sniffed()}, then announced, "A mug. Then the big question is, what was in it? I'm hoping for hot chocolate."
  "Water, most likely," said Grandma, laughing. "But people lived on this mesa for about seven hundred years, from around A.D. 550 to 1300, so I'd guess there were a great many mugs and a great many opinions about what to put in them." # fact: ancestral-pueblo-people
  Then {pal} went rigid, and {hero} heard why before {they} saw it: a soft crunch in the junipers ahead, too heavy for a bird.
  A mule deer stepped out onto the path. She was a big doe, gray-brown, with ears so absurdly large they looked like she had borrowed them from a bigger animal and forgotten to give them back. She stopped dead and stared at them. They stared at her.
  "Give her room," Grandma whispered. "We stay put. It's her choice which way she goes."
  The doe swiveled one ear toward them, then the other, like someone tuning a radio. Then she stepped across the path on her neat, narrow hooves and melted into the trees so completely that {hero} was not sure afterward where she had gone.
  {hero} let out a breath {they} had not noticed holding, and looked back down at the piece. A mug. A whole one must exist somewhere, or at least one like it, with its zigzags and its dots and its handle. Not knowing was starting to feel like an itch in the exact middle of {their} back.
  "There are two ways to find out," said Grandma, reading {their} face. "There's a ranger out on this trail somewhere. And the museum on the mesa has whole pots in glass cases."
}
* [Go to the museum to find a whole mug # act: go] -> museum_cases
* [Help Grandma take a picture of it to show the ranger # act: help] -> by_the_piece
* [Look for the ranger out at the overlook # act: look] -> across_the_canyon

// ---------------------------------------------------------------------------------------------
// Chapter 3, first place: back at the piece, with the ranger. The lizard has other plans.
// ---------------------------------------------------------------------------------------------
=== by_the_piece ===
# place: soda-canyon
~ spot = "piece"
{band:
- "young":
  {route == "ranger": They walked back down the path. {hero} looked at every rock. Was it this one? Was it that one? All the junipers looked alike!}
  {route == "ranger": Then {pal} stopped. "There!" The lizard was back. It lay flat in the middle of the path, in the sun. Under its tummy, something white poked out. The piece!}
  {route == "ranger": "It came back to its sunny spot," said Grandma. "The lizard was a good landmark after all!"}
  {route == "ranger": Soon the ranger came down the path too. She saw the lizard and laughed and laughed.}
  {route == "draw": The girl in the yellow hat went on with her dad. {hero} sat down by the pink rock to wait. Grandma sat on a stump.}
  {route == "draw": A man with a walking stick came by. "What are you doing?" he asked.}
  {route == "draw": "Keeping something safe," said {hero}.}
  {route == "draw": "Good for you," said the man, and he walked around them.}
  {route == "draw": Then, rustle, rustle. The lizard came back! It climbed right on top of the piece and lay flat in the sun.}
  {route == "draw": At last the ranger came back along the path. Her name tag said Ranger Baca. {hero} waved the drawing at her.}
  {route == "guess": Grandma took out her phone. Click! A picture of the piece. Click! A picture of the twisty tree next to it.}
  {route == "guess": Then a big group came down the path, talking and laughing. Grandma stood on one side of the piece. {hero} stood on the other. The whole group walked around them.}
  {route == "guess": Rustle, rustle. The lizard came back! It climbed right on top of the piece and lay flat in the sun.}
  {route == "guess": Then the ranger came back along the path. Her name tag said Ranger Baca. {hero} waved to her.}
- "middle":
  {route == "ranger": They hurried back along the path, and {hero} stared at every rock they passed. Was it here? Or here? Each bend looked like the last bend. Each juniper looked like the one before. {hero} began to feel a little sick.}
  {route == "ranger": "Go slowly," said Grandma. "Look low." A jogger came puffing toward them, and {hero} held {their} breath as his big shoes pounded past. Nothing crunched.}
  {route == "ranger": Then {pal} stopped short. "There," {pal} whispered. The lizard was back, lying flat in the middle of the path in a patch of sun, exactly where they had first seen it. Poking out from under its belly was a white, curved edge.}
  {route == "ranger": "It came back to its favorite sunny spot," Grandma said. "Your lizard was a good landmark after all." A minute later the ranger came striding down the path from the overlook. When she saw what they were pointing at, she laughed out loud.}
  {route == "draw": The girl in the yellow hat and her dad went on toward the overlook, walking now. {hero} sat down beside the pink rock to wait, and Grandma settled on a stump nearby.}
  {route == "draw": A man with a walking stick came along the path and raised his eyebrows. "Lost something?" he asked. "Found something," said {hero}. "We're keeping it safe until the ranger comes." The man read the drawing, nodded seriously and walked around them in a wide curve, as if the piece were asleep.}
  {route == "draw": Then came a soft rustle. The lizard crept out of the juniper's shade, crossed the dust and climbed right on top of the piece. It flattened itself down like a pancake and shut its eyes.}
  {route == "draw": At last the ranger who had passed them earlier came walking back from the overlook. {hero} waved the notebook at her. Her name tag said Ranger Baca.}
  {route == "guess": Grandma took out her phone. "One picture of the piece, and one of the spot," she said. {hero} made sure the twisty juniper beside the path fit in the picture, and the bend, and the piece. Click, click.}
  {route == "guess": Then voices came around the bend. A big group was coming, talking and laughing, looking at the trees instead of the ground. Grandma stepped to one side of the piece, and {hero} stepped to the other. They stood there like two doorposts, and the whole group flowed around them without looking down once.}
  {route == "guess": Just as the last hiker passed, the lizard came back. It crept out of the shade and climbed right on top of the piece, flattening itself down in the sun.}
  {route == "guess": Then the ranger who had passed them earlier came walking back along the path. Her name tag said Ranger Baca. {hero} waved her over.}
- else:
  {route == "ranger": They hurried back along the path, and {hero} stared at every rock they passed until the rocks started to swim. Here? There? Each bend looked like the last bend. Each juniper looked like a photocopy of the one before. A cold feeling crept into {hero}'s stomach. They could walk right past it and never know.}
  {route == "ranger": "Slow down," said Grandma. "Eyes low. It isn't going anywhere. It's had hundreds of years of practice at not going anywhere." A jogger came pounding toward them in enormous white shoes, and {hero} held {their} breath as he thudded past. Nothing crunched, which was good news and no news at the same time.}
  {route == "ranger": Then {pal} stopped short. "Well, would you look at that," {pal} whispered. The lizard was back, lying flat in the middle of the path in its patch of sun, exactly where they had first seen it. And poking out from under its belly, like a tablecloth from under a plate, was a white, curved edge.}
  {route == "ranger": "It came back to its favorite sunny spot," Grandma said, starting to laugh. "Your terrible landmark turned out to be a good one." A minute later the ranger came striding down the path from the overlook, and when she saw what they were pointing at, she laughed even harder than the first time.}
  {route == "draw": The girl in the yellow hat and her dad went on toward the overlook, walking now, the girl turning every few steps to look back. {hero} sat down cross-legged beside the pink rock, and Grandma settled on a stump nearby with the look of someone who could wait all day.}
  {route == "draw": A man with a walking stick came along the path and slowed down, curious. "Lost something?"}
  {route == "draw": "Found something," said {hero}. "We're keeping it safe till the ranger gets here."}
  {route == "draw": The man studied the drawing, nodded as seriously as if {hero} had shown him a passport, and stepped around them in a wide curve, as though the piece were a sleeping baby.}
  {route == "draw": After a while there was a soft rustle. The lizard crept out of the juniper's shade, strolled across the dust as if it owned the place, which in a way it did, and climbed right on top of the piece. It pressed itself flat and shut its eyes.}
  {route == "draw": At last the ranger who had passed them earlier came walking back from the overlook. {hero} was on {their} feet at once, waving the notebook like a flag. Her name tag said Ranger Baca.}
  {route == "guess": Grandma took out her phone. "One picture of the piece, and one of where it is," she said. {hero} directed, which {they} enjoyed more than {they} would admit: the piece in the middle, the twisty juniper behind it, the bend in the path just showing. Click, click.}
  {route == "guess": Then voices came around the bend, lots of them. A big group was heading their way, pointing at the sky and the trees and everything except the ground. Grandma stepped to one side of the piece, and {hero}, catching on, stepped to the other. They stood there like two doorposts, and the whole group flowed around them like a river around a rock without a single person looking down. "Nobody even noticed," {hero} whispered. "That's rather the point," said Grandma.}
  {route == "guess": They had barely relaxed when the lizard came back. It crept out of the juniper's shade, strolled across the dust as if it owned the place, and climbed right on top of the piece. It pressed itself flat and shut its eyes.}
  {route == "guess": Then the ranger who had passed them earlier came walking back along the path from the overlook, and {hero} waved until she noticed. Her name tag said Ranger Baca.}
}
~ met_ranger = true
{end_now: -> early_end}
{band:
- "young":
  The ranger knelt down and looked and looked. "Mesa Verde has about 600 cliff houses," she said. "And lots more old places too. The park writes every one down. I want to write this one down." # fact: archeological-sites-including
  "What do you think it was?" she asked.
  {guessed: "A mug!" said {hero}. "With a handle!"|{noted: "Something with eleven dots," said {hero}.|"A bowl, maybe?" said {hero}.}}
  "Good thinking," said the ranger.
  She took out a little card with a ruler on it. "I put this next to the piece and take a picture. Then the park knows just where it is."
  But the lizard was sitting right on top! Its eyes were half shut. It looked very cozy.
  "Excuse me," {pal} said to it. The lizard did not move one bit.
  "It might sit there all day," said the ranger. She looked at her watch.
- "middle":
  The ranger knelt and looked for a long time without saying anything. Then she smiled. "Mesa Verde has nearly five thousand archeological sites," she said quietly. "About six hundred of them are cliff dwellings. The rest are all kinds of places where people lived and worked, and the park keeps a record of every one. I want a record of your piece too." # fact: archeological-sites-including
  "What do you think it was?" she asked {hero}.
  {guessed: "A mug," said {hero}. "Grandma and I worked it out from the curve."|{noted: "I don't know," said {hero}. "But it has eleven dots. I counted."|"A bowl, maybe?" said {hero}.}}
  {guessed: The ranger raised her eyebrows. "I think you might be right."|{noted: The ranger counted too. "Eleven," she agreed.|"Could be," said the ranger. "Good guess."}}
  She took a small card from her pocket with a ruler printed along one edge. "I set this beside it, not touching, and take a picture. My phone saves exactly where the picture was taken, and my notes go to the park's archaeologists. Where a piece is lying is part of its story. If it gets moved, that part is gone forever."
  She held the card ready. But the lizard was still sitting on the piece, eyes half shut, looking very warm and very comfortable.
  "Excuse me," {pal} told it politely. The lizard did not even blink.
  "It might sit there all morning," said the ranger, glancing at her watch. {hero} could tell she had other places to be.
- else:
  The ranger knelt in the dust and looked for a long time without saying a word. Then she smiled. "Mesa Verde has nearly five thousand archeological sites," she said quietly. "About six hundred are cliff dwellings, the famous ones. The rest are every kind of place where people lived and farmed and worked, and the park keeps a record of every one. Your piece deserves a record too." # fact: archeological-sites-including
  She looked up at {hero}. "So. What do you think it was?"
  {guessed: "A mug," said {hero}. "Grandma and I worked it out from the curve, and the dots are on the rim."|{noted: "Honestly? No idea," said {hero}. "But it has eleven dots. I counted twice."|"A bowl?" {hero} guessed. "Something you'd eat out of?"}}
  {guessed: The ranger sat back on her heels. "You know," she said slowly, "I think you might be right."|{noted: The ranger counted too, lips moving. "Eleven," she agreed. "That's the kind of detail that matters."|"Could be," said the ranger. "That's a better guess than most."}}
  She fished a small card out of her pocket with a ruler printed along one edge. "This goes down beside the piece, not touching it, so anyone looking at the picture can tell how big it is. My phone saves exactly where the picture was taken, and my notes go to the park's archaeologists. And here's the part people don't expect. Where a piece is lying is part of its story. Move it even a little, and that part is gone for good."
  She held the card ready, and then stopped, because there was a problem, and the problem had horns. The lizard lay on the piece like a tiny spiky blanket, eyes half closed, with the deep contentment of a creature that has found the warmest spot on the whole mesa.
  "Excuse me," {pal} said to it, very politely. The lizard did not so much as blink.
  "It could sit there all morning," said the ranger, and glanced at her watch, and {hero} understood that a ranger's morning was not an endless thing.
}
* [Wait for the lizard to move on its own # act: wait] -> on_the_map
* [Ask the ranger what the whole pot might have looked like # act: ask] -> whole_mug
* [Help by shooing the lizard off with a twig # act: help] -> a_clue_lost

// ---------------------------------------------------------------------------------------------
// Chapter 3, second place: the canyon edge. Balcony House, and a kid on a ladder.
// ---------------------------------------------------------------------------------------------
=== across_the_canyon ===
# place: soda-canyon
~ spot = "overlook"
{band:
- "young":
  {route == "ranger": So they waited. A family asked the ranger lots of questions. "How did people get up to those houses?" asked a boy.}
  {route == "ranger": "They made little holes in the cliff for their fingers and toes," said the ranger. "And they climbed up and down, like on a ladder."}
  {route == "ranger": {hero} looked at the steep cliff. {Their} toes curled up in {their} shoes!}
  {route == "ranger": "Rangers know so much," said {pal}. "That is why it takes so long." At last the family left, and the ranger turned back to them.}
  {route != "ranger": {hero} walked fast to the end of the path. Then the ground just stopped! A deep canyon dropped away below.}
  {route != "ranger": "Stay back from the edge," Grandma said, and held {hero}'s hand tight. Across the canyon, little stone houses sat on a ledge in the cliff.}
  {route == "draw": The ranger was there. Her name tag said Ranger Baca. {hero} showed her the drawing. "A Y tree and a pink rock," the ranger read. "What a good map!"}
  {route == "guess": The ranger was there. Her name tag said Ranger Baca. {hero} told her about the piece, and about the mug. "A mug!" said the ranger. "What good detectives you are!"}
- "middle":
  {route == "ranger": So they waited. A family had crowded around the ranger with questions, and she answered every one. How deep was the canyon? Did kids really live over there?}
  {route == "ranger": "But how did they get in and out?" asked a boy in a baseball cap.}
  {route == "ranger": "Ladders," said the ranger, "and hand-and-toe-hold trails. They pecked little holes into the cliff, just big enough for fingers and toes, and climbed up and down every day."}
  {route == "ranger": {hero} looked at the sheer rock and felt {their} toes curl inside {their} shoes.}
  {route == "ranger": {pal} settled {perch()} and sighed. "Rangers know everything," {pal} said. "That's why it takes so long." At last the family wandered off, and the ranger turned back to them.}
  {route != "ranger": {hero} walked fast to the end of the trail. The trees thinned, and then the path ended at a shelf of bare rock where the ground simply stopped. Soda Canyon dropped away below them, deep and wide.}
  {route != "ranger": "Stay well back from the edge," said Grandma, taking {hero}'s hand. "Rims crumble." Across the canyon, tucked under a lip of rock, a stone village sat on a ledge in the cliff, with rooms side by side and dark little doorways.}
  {route == "draw": The ranger who had passed them on the trail was there with her binoculars. Her name tag said Ranger Baca. {hero} showed her the drawing, and the ranger read it twice. "Y tree. Pink rock. Right after the bend," she said. "That's a real field note. You could work for me."}
  {route == "guess": The ranger who had passed them on the trail was there with her binoculars. Her name tag said Ranger Baca. {hero} told her about the piece, and the curve, and the dots on the rim. "A mug!" said the ranger. "You two have been doing real detective work."}
- else:
  {route == "ranger": So they waited, which turned out to be a lesson in patience. A family had swarmed the ranger with questions, and she answered every one as patiently as if nobody had ever asked it before. How deep was the canyon? Did kids really live over there? Were there snakes?}
  {route == "ranger": "But how did they get in and out?" asked a boy in a baseball cap, frowning at the sheer cliff.}
  {route == "ranger": "Ladders," said the ranger. "And hand-and-toe-hold trails. They pecked small holes into the rock, just big enough for fingers and toes, and went up and down the cliff the way you'd take the stairs. Kids too."}
  {route == "ranger": {hero} looked at the drop and felt {their} toes curl up inside {their} shoes.}
  {route == "ranger": {pal} settled {perch()} with a sigh. "The trouble with rangers," {pal} observed, "is that they know everything, and they tell it all." At last the family drifted off toward the parking lot, and the ranger turned back to them with an apologetic smile.}
  {route != "ranger": {noted: {hero} walked fast to the end of the trail, the notebook clutched to {their} chest.|{hero} walked fast to the end of the trail, with Grandma's sun hat bobbing along behind.} The junipers thinned, the path turned to bare, wind-scoured rock, and then the ground simply quit. Soda Canyon fell away below them, deep and wide, with a green stripe of treetops a very long way down.}
  {route != "ranger": "Back from the edge," said Grandma, catching {hero}'s hand. "Rims crumble, and they don't send a warning first." Across the canyon, under a long overhang, sat a stone village on a ledge in the cliff, rooms shoulder to shoulder, doorways dark, as if someone had built a street halfway up the sky.}
  {route == "draw": The ranger who had passed them on the trail was standing there with her binoculars. Her name tag said Ranger Baca. {hero} held out the drawing, and the ranger read it twice, her eyebrows climbing. "Y tree. Pink rock. Right after the bend," she said. "That's a real field note. I know grown-up archaeologists who don't write that clearly."}
  {route == "guess": The ranger who had passed them on the trail was standing there with her binoculars. Her name tag said Ranger Baca. {hero} explained about the piece, and the curve, and the dots along the rim, and Grandma's theory, and by the end the ranger was grinning. "A mug," she said. "You worked that out from a piece the size of a cracker? That's real detective work."}
}
~ met_ranger = true
{end_now: -> early_end}
{band:
- "young":
  {route == "ranger": She let {hero} look through her binoculars again. Zoom!|She let {hero} look through her binoculars. Zoom!} The stone houses jumped close. There were tiny windows and doors. The rock roof over them was all black.
  "Why is it black?" asked {hero}.
  "Smoke from cooking fires, long ago," said the ranger. "It is still there!"
  "When did people build those houses?"
  "Most cliff houses were built about 800 years ago," said the ranger. "Later, the people moved south to new homes. Their families still live there today." # fact: cliff-dwellings-built
  {guessed: {hero} thought about a kid over there, long ago, drinking from a mug with dots on it.|{hero} thought about a kid over there, long ago, eating from a bowl with dots on it.}
  Then the ranger looked at her watch. "I have to go to the museum soon," she said.
  But {hero} was looking across the canyon. People were climbing up out of the stone houses. Up, up the ladders they went. The last one was a kid, just {hero}'s size!
- "middle":
  {route == "ranger": She handed {hero} the binoculars again. "Now you can have a proper look."|She handed {hero} her binoculars. "That's Balcony House. Have a look."}
  The village jumped close. {hero} could see the stones in the walls, each one shaped and stacked, and tiny windows, and doorways that looked just big enough for {them}. The rock ceiling above the rooms was stained black.
  "Smoke," said the ranger, before {hero} could ask. "From cooking fires, hundreds of years ago. It's still there."
  "When was it built?" {hero} asked.
  "Most cliff dwellings like that one went up in the 1200s," said the ranger. "And by about 1300, the people who lived in them had moved south, to new homes in what is now New Mexico and Arizona." # fact: cliff-dwellings-built
  "Why did they leave?"
  "Years of dry weather may have made farming hard," the ranger said. "But they didn't vanish. Their families kept going. Pueblo people live in those places today."
  {hero} looked at the little doorways and imagined a kid sitting in one, long ago, holding {guessed: a mug with a row of dots around the rim|a bowl with a row of dots around its edge}.
  Then the ranger checked her watch and winced. "I'm due at the museum soon," she said. "So if I'm going to see your piece, it has to be now."
  But {hero} was hardly listening. Across the canyon, the tour was leaving Balcony House. People were climbing up the cliff on ladders and steps cut into the rock, one at a time. The very last climber was a kid about {hero}'s size, hanging on tight.
- else:
  {route == "ranger": She passed {hero} the binoculars again. "Now you can look properly, without worrying."|She passed {hero} the binoculars. "Balcony House. Go on."}
  The village leapt across the canyon at {them}. {hero} could see the individual stones in the walls, each one shaped and fitted by hand, and tiny windows, and doorways that looked as if they had been built for someone exactly {their} size. Above the rooms, the rock roof of the alcove was stained a deep, sooty black.
  "Smoke from cooking fires," said the ranger, reading {their} face. "Hundreds of years old, and still there. Somebody's dinner, basically."
  "When was it built?" {hero} asked, not lowering the binoculars.
  "Most cliff dwellings like that one went up in the 1200s," said the ranger. "And by about 1300, the people who lived in them had moved south, to new homes in what's now New Mexico and Arizona." # fact: cliff-dwellings-built
  "Why would you leave a place like that?"
  "Nobody can say for sure. Years of drought probably made farming very hard. But here's the important part." The ranger tapped the binoculars gently. "They didn't vanish. People love to say they disappeared, and they didn't. Their families moved and kept living. Pueblo people live in those places today, and many of them will tell you this is still part of their home."
  {hero} looked at one dark little doorway and let {themself} imagine it: a kid sitting on that sill on some morning long ago, swinging their legs over all that air, holding {guessed: a mug with a row of dots around the rim|a bowl, maybe, with a row of dots around its edge}.
  Then the ranger checked her watch and winced. "I hate to say it, but I'm due at the museum soon. If I'm going to see your piece, it has to be now."
  {hero} heard her, more or less. But across the canyon the tour was leaving Balcony House, climbing the cliff face on ladders and steps cut into the rock, one small figure at a time, and the very last climber was a kid about {hero}'s size, moving slowly, gripping every rung as if it might try to wriggle away.
}
* [Ask the ranger where to find a whole pot like it # act: ask] -> whole_mug
* [Wait and watch the kid climb all the way up # act: wait] -> a_clue_lost
* [Go back with the ranger right now and show her the spot # act: go] -> on_the_map

// ---------------------------------------------------------------------------------------------
// Chapter 3, third place: the museum on the mesa. Glass cases, and a corner full of mugs.
// ---------------------------------------------------------------------------------------------
=== museum_cases ===
# place: museum
~ spot = "museum"
{band:
- "young":
  {route == "ranger": "Go to the museum," said the ranger. "I will meet you there. Then we can find your piece together." So they drove to the museum.}
  {route == "draw": Grandma drove to the museum. {hero} held the drawing on {their} lap the whole way.}
  {route == "guess": They walked back to the car, and Grandma drove to the museum.}
  The museum was made of stone, with trees all around it. Inside, it was cool and quiet.
  There were glass cases full of old things. Baskets! Stone tools! And pots, pots, pots! Some were big and gray and bumpy. Some were white with black lines, just like the piece.
  In one big case was a tiny model of a village. Tiny people were busy at work. {hero} found a tiny kid and waved at it.
  {pal} {at_glass()}. "Which one is like ours?" {pal} whispered.
- "middle":
  {route == "ranger": "The museum," said the ranger at once. "It's up on the mesa, not far. I'm due there soon myself. Go have a look, and I'll meet you there. Then we'll find your piece together." So they walked back to the car. {hero} stared hard at the path on the way, but every juniper still looked the same.}
  {route == "draw": Grandma drove to the museum with the notebook open on {hero}'s lap, the drawing facing up, as if it might fly away.}
  {route == "guess": They walked back to the car, and Grandma drove up the mesa to the museum. {hero} spent the whole ride imagining mugs.}
  The museum was a stone building among pinyon and juniper trees, and inside it was cool and quiet. Glass cases lined the walls. There were baskets, and stone tools, and pots. So many pots!
  There were big gray cooking jars with bumpy sides, where the potter had pinched the coils of clay while building them up. There were bowls and jars painted black on white, with zigzags and stripes and checkerboards and dots.
  In one long case sat a tiny model of a village, with little stone houses and little people no bigger than {hero}'s thumb, all busy at work. {hero} found a tiny kid among them and wondered if that kid had {guessed: a mug|a bowl with dots}.
  {pal} {at_glass()}. "How are we supposed to find one that matches?" {pal} whispered. "They all have zigzags."
- else:
  {route == "ranger": "The museum," said the ranger at once. "It's up on the mesa, not far. I'm due there for my next shift anyway. Go and look, and I'll meet you there, and then we'll go and find your piece together." {hero} took one last look across the canyon at Balcony House, and then they walked back to the car. {hero} studied the path the whole way, hoping something would jump out, but every juniper still looked like every other juniper.}
  {route == "draw": Grandma drove up the mesa to the museum with the notebook open on {hero}'s lap, drawing side up, {hero}'s hand resting flat on it as though it might try to escape out the window.}
  {route == "guess": They walked back to the car, and Grandma drove up the mesa to the museum. {hero} spent the whole ride picturing mugs: tall mugs, squat mugs, mugs with handles shaped like ears.}
  The museum was a low stone building tucked among pinyons and junipers, and stepping inside felt like stepping into a cave, cool and hushed after the glare. Glass cases ran along the walls, and behind the glass were baskets, and stone tools worn smooth by hands, and pots. A staggering number of pots.
  There were big gray cooking jars with bumpy, rippled sides, where the potter had pinched each coil of clay while building the pot up, round and round. There were bowls and jars painted black on white, covered in zigzags and stripes and checkerboards and tiny, careful dots.
  In one long case sat a model village, little stone houses and little people no taller than {hero}'s thumb, all frozen in the middle of their work. {hero} found a tiny kid among them and caught {themself} wondering, quite seriously, whether that kid had a favorite {guessed: mug|bowl}.
  Grandma drifted from case to case, reading every label, the way she had read every sign on the trail. {hero} went the other way, looking at nothing but patterns.
  {pal} {at_glass()}. "Slight problem," {pal} whispered. "Every single one of these has zigzags. How are we supposed to find ours?"
}
{end_now: -> early_end_museum}
{band:
- "young":
  {route == "ranger": Soon the ranger came in. "I have not forgotten your lizard," she said with a smile.|A ranger walked by. It was the ranger from the path! Her name tag said Ranger Baca.}
  {route == "draw": {hero} showed her the drawing. "A Y tree and a pink rock," the ranger said. "What a good map!"}
  {route == "guess": {hero} told her about the piece. "Where is it?" the ranger asked.}
  {route == "guess": "By a twisty tree," said {hero}. "Near a bend."}
  {route == "guess": The ranger smiled. "There are a lot of twisty trees out there!"}
  "Mesa Verde has about 600 cliff houses," she said. "And lots of other old places. We write every one down. Even a little piece can help." # fact: archeological-sites-including
  "So our piece can go on the map too?" asked Grandma.
  "If we can find it again," said the ranger. "But I can't go out to the path until lunch time. I really want to see it."
  Then {hero} spotted a little glass case in the corner. It was full of mugs!
- "middle":
  {route == "ranger": Before long, the ranger came in with her hat under her arm. "I haven't forgotten your lizard," she said, smiling.|A ranger was walking between the cases, answering questions. It was the ranger who had passed them on the trail that morning. Her name tag said Ranger Baca.}
  {route == "draw": {hero} held out the drawing. The ranger read it twice. "Y tree. Pink rock. Right after the bend," she said. "That is a beautiful field note."}
  {route == "guess": {hero} told her about the piece and the mug. "Where is it, exactly?" the ranger asked.}
  {route == "guess": "By a twisty juniper," said {hero}. "Near a bend."}
  {route == "guess": The ranger smiled. "There are about a million twisty junipers out there. But we'll try."}
  "Mesa Verde has nearly five thousand archeological sites," she said, "and about six hundred of them are cliff dwellings. We keep a record of every one. Even a single piece on a path helps us understand where people lived and worked." # fact: archeological-sites-including
  Grandma leaned in. "So our piece could go on the park's map?"
  "It will," said the ranger, "if we can find it again."
  Then she sighed. "I can't leave the museum until my lunch break. But I really want to see it."
  {hero} was only half listening. In a small case in the corner, all by themselves, sat a row of mugs.
- else:
  {route == "ranger": Before long the ranger came in, hat tucked under her arm, and spotted them at once, which was not hard, since {hero} was the only visitor studying every single case with a frown. "I haven't forgotten your lizard," she said, straight-faced.|A ranger was moving between the cases, answering questions, and {hero} recognized her with a jolt. It was the ranger who had passed them on the trail that morning. Up close, her name tag said Ranger Baca.}
  {route == "draw": {hero} held out the drawing without a word. The ranger read it twice, her eyebrows climbing, and then a third time, running her finger along the row of dots. "Y tree. Pink rock. Right after the bend," she said. "That's a beautiful field note. I've had grown-up volunteers hand me worse."}
  {route == "guess": {hero} explained about the piece, the curve, the rim, the mug, and Grandma chipped in with the part about the orange peel. "Brilliant," said the ranger. "And where is it, exactly?"}
  {route == "guess": {hero} opened {their} mouth, and closed it, and opened it again. "By a twisty juniper. Near a bend."}
  {route == "guess": The ranger nodded slowly, like a doctor hearing bad news. "There are roughly a million twisty junipers near bends. But we'll try."}
  "Here's why I care so much about one little piece," she said. "Mesa Verde has nearly five thousand archeological sites, and about six hundred of them are cliff dwellings. Every one is on the park's records. Even one painted piece on a path tells us something about where people lived and worked." # fact: archeological-sites-including
  Grandma leaned in. "So our piece could end up on the park's map?"
  "It will," said the ranger, "as long as we can find it again. That's always the catch."
  Then she grimaced. "The trouble is, I can't leave the museum until my lunch break. And I really do want to see it."
  {hero} heard her, and meant to answer, but {their} eyes had snagged on something across the room. In a small case in the corner, all by themselves, stood a row of mugs.
}
* [Go back to the trail by yourselves to check on it # act: go] -> a_clue_lost
* [Help the ranger mark the spot on her map # act: help] -> on_the_map
* [Look closer at the mugs in the corner case # act: look] -> whole_mug

// ---------------------------------------------------------------------------------------------
// Ending: the piece goes on the park's map, right where it lies.
// ---------------------------------------------------------------------------------------------
=== on_the_map ===
# place: soda-canyon
{band:
- "young":
  {spot == "piece": So they waited. Nobody said a word. {pal} did not even wiggle. Then a line of tiny red ants came marching by. The lizard opened one eye. It slid off the piece and began to eat ants. Snap, snap, snap!}
  {spot == "overlook": They walked back down the path with the ranger. Nobody stopped to look at the view.}
  {spot == "museum": The ranger found the path on a map. {noted: "Right after this bend," said {hero}.|"Somewhere here," said {hero}, and drew a circle.}}
  {spot == "museum": The ranger checked the clock. "My break starts now. Let's go!" They drove back to the path.}
  {spot != "piece" && noted: {hero} led the way with the drawing. There was the bend. There was the Y tree and the pink rock. And there was the piece!}
  {spot != "piece" && not noted: {hero} looked and looked. Then {pal} stopped. The lizard was back in its sunny spot, and it was sitting on the piece! "A lizard marks the spot," the ranger laughed. Then it slid off to eat some ants.}
  The ranger set her little card next to the piece, not touching it. Then she gave {hero} her phone. "You found it. You take the picture."
  Click!
  "Now tell me what it looks like," said the ranger. "Use your own words."
  {hero} told her about the white side, the black zigzag and the dots. {noted: "There are eleven dots," {hero} said.} {guessed: "I think it was a mug," {hero} added.} The ranger wrote it all down.
  {route == "draw": Just then, the girl in the yellow hat came back. "Is it going to be famous?" she asked.}
  {route == "draw": "Better," said the ranger. "It is going on the map!"}
  {route != "ranger": "This park was the first one made to keep safe the things people made," the ranger said. "That was in 1906. Today, you helped." # fact: 1906-created-works}
  "Do we take it to the museum now?" asked {hero}.
  "No," said the ranger. "It stays right here. Now it is on the park's map. That is how we keep it safe."
  They walked away. {hero} looked back one more time. The piece lay in the sun, just where it had been for hundreds of years.
  "Somebody should guard it," said {pal}. But the lizard was already back on top of it, eyes shut tight. # ending: on_the_map
- "middle":
  {spot == "piece": So they waited. {hero} sat cross-legged in the dust, and {pal} settled {perch()}. The ranger knelt with the card ready in her hand. Nobody said a word.}
  {spot == "piece": Minutes went by. A breeze ruffled the junipers. Then a line of tiny red-brown ants came marching across the path. The lizard opened one eye, then the other. It slid off the piece, slow as honey, and began to snap up ants with quick flicks of its tongue. "Lunchtime," {pal} whispered. "Good timing."}
  {spot == "overlook": They walked back along the path with the ranger, and this time nobody stopped to look at the view. {hero} walked in front, because {they} wanted to be the one to find it.}
  {spot == "museum": The ranger opened a map of the mesa on her tablet, and {hero} traced the trail with {their} finger. {noted: "Right after this bend," {hero} said, tapping.|"Somewhere around here," {hero} said, drawing a wobbly circle.} The ranger checked the clock and grinned. "You know what? My break starts now. Let's go." Grandma followed the ranger's truck back to the trail.}
  {spot != "piece" && noted: {hero} led the way with the drawing held out in front like a compass. There was the bend. There was the Y tree, and the pink rock, and right beside it, the piece.}
  {spot != "piece" && not noted: {hero} searched every bend. Then {pal} stopped short. The lizard was back in its favorite sunny spot, lying right on top of the piece. "Well," said the ranger, laughing, "a lizard marks the spot." A line of ants wandered past, and the lizard slid off to chase them.}
  The ranger set the little card down beside the piece, careful not to touch it. Then she held out her phone. "You found it," she said. "You take the picture."
  {hero} crouched low and held the phone as still as {they} could. Click. Then once more from the other side, the way the ranger showed {them}.
  "Now tell me what you see," said the ranger, pen ready. "Your words."
  {hero} described it: the white side, the black zigzag, the dots along the curved edge. {noted: {hero} read out the number from the notebook. Eleven dots.} {guessed: "Maybe part of a mug," {hero} added. The ranger wrote that down too, with a question mark.} {route == "ranger": At the bottom of the page, the ranger wrote, Found beside a short-horned lizard, and winked.}
  {route == "draw": Just then the girl in the yellow hat came back along the path with her dad. She saw the card and the ranger's notebook, and her eyes went round. "Is it going to be famous?" she whispered.}
  {route == "draw": "Better than famous," said the ranger. "It's going on the map."}
  {route != "ranger": "This was the first national park made to protect the works of people," the ranger said. "That was back in 1906. Today, you helped the park do its job." # fact: 1906-created-works}
  "Do we take it to the museum now?" {hero} asked.
  "Nope. It stays right here, where it's been for hundreds of years," said the ranger. "Tonight my notes go to the park's archaeologists. Now it's on the map. That's how we keep it."
  "Will they come and look at it?" {hero} asked.
  "Someone will. And they'll look all around it too," said the ranger. "Sometimes one small piece on a path leads to a whole place nobody knew was there. A house, or a field, or somewhere people worked. You never know which piece it'll be."
  {hero} looked at the piece with new eyes. It might be the beginning of something. Or it might just be a piece of somebody's cup or bowl. Either way, it was safe.
  They walked away slowly. {hero} looked back once. The piece lay white and black in the sun, exactly where its potter's world had left it.
  "Somebody should stand guard," {pal} said. But the lizard had already climbed back on top of it and shut its eyes. # ending: on_the_map
- else:
  {spot == "piece": So they waited. {hero} sat cross-legged in the dust, {pal} settled {perch()}, and the ranger knelt with the card ready, as still as a sunbathing lizard herself. Nobody spoke. It was surprisingly hard.}
  {spot == "piece": Minutes crawled by. A breeze stirred the junipers and dropped again. Then a thin line of red-brown ants came marching across the path, busy as commuters, right past the rock. The lizard opened one eye. Then the other. Then it slid off the piece, slow as honey, and began picking off ants with quick flicks of its tongue, as if someone had rung a dinner bell only it could hear. "Lunch," {pal} whispered. "Finally, a lizard with priorities."}
  {spot == "overlook": They walked back along the path with the ranger, fast, and this time nobody stopped to admire anything. {hero} went first. {They} had decided, somewhere between the overlook and the first bend, that {they} would be the one to find it or die trying, which Grandma said was a little dramatic.}
  {spot == "museum": The ranger pulled up a map of the mesa on her tablet, and {hero} found the parking lot, then the trail, and traced it with {their} finger. {noted: "Right after this bend," {hero} said, tapping the screen.|"Somewhere around here," {hero} said, and drew a circle that was much bigger than {they} would have liked.} The ranger glanced at the clock and made a decision. "My break starts now. Let's go." Grandma followed the ranger's truck back along the road to the trailhead.}
  {spot != "piece" && noted: {hero} led the way with the notebook held out in front like a compass. There was the bend. There was the Y tree, exactly as drawn, and the pink rock, and beside it, white and black and patient, the piece.}
  {spot != "piece" && not noted: {hero} searched every bend with {their} heart sinking, until {pal} stopped short. The lizard was back in its favorite patch of sun, lying flat on top of something white. "Well," said the ranger, starting to laugh, "that's a first. A lizard marks the spot." A line of ants trickled past, and the lizard slid off to deal with them.}
  The ranger set the little card down beside the piece, a careful finger's width away. Then, instead of taking the picture, she held out her phone. "You found it," she said. "You take the official photo."
  {hero} crouched low and held the phone so still {their} arms ached. Click. Then once more from the other side, because the ranger said good records always have two.
  "Now describe it," said the ranger, pen ready. "In your words, not mine. You saw it first."
  {hero} described it: the white face, the black zigzag, the dots along the curved edge. {noted: Then {they} read out the number from the notebook, eleven dots, and the ranger copied the whole drawing into the corner of her page.} {guessed: "Probably part of a mug," {hero} added. "Grandma worked it out from the curve." The ranger wrote that down too, and gave it a question mark, because that is what honest notes look like.} {route == "ranger": Then, at the bottom of the page, in very neat writing, the ranger added, Found beside a short-horned lizard, and underlined it twice.}
  {route == "draw": Just then the girl in the yellow hat came back along the path with her dad. She took in the card, the phone, the ranger's notebook, and her eyes went perfectly round. "Is it going to be famous?" she whispered.}
  {route == "draw": "Better than famous," said the ranger. "It's going on the map."}
  {route != "ranger": "You know, this was the first national park ever made to protect the works of people," the ranger said, capping her pen. "That was back in 1906. Every day since, somebody has had to actually do the protecting. Today it was you." # fact: 1906-created-works}
  "So now it goes to the museum?" {hero} asked.
  "Nope. It stays right here, where it's been for hundreds of years. Tonight my notes go to the park's archaeologists. It's on the map now, and that's how we keep it safe. Not by taking it. By knowing."
  "Will somebody come out and look at it?"
  "Someone will, and they'll look all around it, too," said the ranger. "That's the exciting part. Sometimes one small piece on a path turns out to be the loose thread. You pull it, carefully, and find a whole place nobody knew was there. A house. A field. A spot where people sat and worked and talked. Most of the time it's just one piece. But you never know which one."
  {hero} looked down at the piece with entirely new eyes. It might be the beginning of something big. It might just be a bit of somebody's favorite cup or bowl. {hero} decided {they} would be happy either way, which was a strange and grown-up sort of feeling to have about a thing you were not allowed to keep.
  They walked away slowly. At the bend {hero} turned and looked back. The piece lay in the sun, white and black and ordinary and extraordinary, exactly where its potter's world had left it. {hero} felt strangely as if {they} had been introduced to someone.
  "Somebody ought to stand guard," {pal} said. But the lizard had already climbed back on top of it, flattened itself out and closed its eyes, as if to say the position was filled. # ending: on_the_map
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending: a whole mug behind glass, and the potters who still make them.
// ---------------------------------------------------------------------------------------------
=== whole_mug ===
# place: museum
{band:
- "young":
  {spot == "piece": "There is a mug in the museum you should meet," said the ranger. At last the lizard slid off to eat ants. The ranger took her picture. Then everyone drove to the museum.}
  {spot == "overlook": "Go to the museum," said the ranger. "Look in the corner case. I will find your piece on my way." So they drove to the museum. Soon the ranger came in. {noted: "I found your piece by the Y tree!" she said.|"I looked for your piece," she said. "I will look again at lunch time."}}
  {spot == "museum": {hero} hurried to the corner case. {They} walked fast, but {they} did not run. No running in a museum!}
  There was a row of mugs behind the glass. They were short and round, with handles. They were white, with black lines.
  And one mug had a zigzag around its middle. It had tiny dots all around the top!
  "Is that our mug?" asked {hero}.
  "Not yours," said the ranger. "Yours is still out on the path. But this one could be its cousin."
  {hero} looked at the round side of the mug. Now {they} could see just where a piece like theirs would fit. {noted: {They} counted the dots on the rim, like on the drawing.}
  "Oh my," said Grandma softly.
  "Why is this mug in here, when ours has to stay outside?" asked {hero}.
  "Long ago, people dug things up and took them away," said the ranger. "Now we leave things where they are. And many tribes today have family ties to Mesa Verde. They help us take care of their grandparents' things." # fact: today-tribes-pueblos
  "Do people still make mugs like this?"
  "Pueblo potters still make pots by hand," said the ranger. "Some paint them with a brush made from a yucca leaf."
  {spot == "museum": "Will you still look for our piece?" asked {hero}.}
  {spot == "museum": "Yes, at lunch time," said the ranger. {noted: "Your map will help."|{route == "ranger": "I will look for a flat lizard!"|"I will check every twisty tree!"}}}
  {pal} {beamed()}. "When I grow up," {pal} said, "I want a mug with dots." # ending: whole_mug
- "middle":
  {spot == "piece": "I can do better than tell you," said the ranger. "There's a mug in the museum I think you should meet." They waited until the lizard finally slid off the piece to chase a line of ants. Then the ranger took her pictures, wrote her notes and said, "Museum. Corner case. I'll meet you there."}
  {spot == "piece": Grandma drove up the mesa to the museum. A few minutes later the ranger walked in, still dusty from the trail, and led them to a case in the corner.}
  {spot == "overlook": "The museum," said the ranger. "Corner case, by the window." {noted: She snapped a picture of {hero}'s drawing. "With this map, I'll find your piece on my way."|The ranger asked {hero} to describe the spot as well as {they} could, and wrote it all down. "I'll look for it on my way."} Grandma drove to the museum.}
  {spot == "overlook": They had been looking at pots for a while when the ranger walked in, smiling. {noted: "Found it," she said. "Right by your Y tree, exactly where you drew it. It's on the park's map now."|"No luck yet," she said. "Every juniper out there looks the same. I'll go back on my lunch break and look properly."} Then she led them to a case in the corner.}
  {spot == "museum": {hero} crossed the room to the corner case, walking fast, because running is not allowed in museums, and the ranger came too. {pal} {moved()} along at {their} side, trying to look calm.}
  The mugs stood in a row behind the glass. They were short and round, like fat little barrels, each with a handle on one side, and every one was white with black designs.
  The third one from the end had a zigzag around its middle and a row of tiny dots all the way around its rim.
  {hero} forgot to breathe. "Is that it? Is that our mug?"
  "Not yours," said the ranger gently. "Yours is still out on the path, where it belongs. But this one might be its cousin. Potters here painted lots of mugs like this."
  {hero} looked at the round side of the mug and could see exactly where a piece like theirs would fit, curve and dots and all. {noted: {They} counted the dots on one side of the rim and checked them against the drawing.} Somebody had sat with this mug in their lap and painted those dots one at a time, and had not rushed a single one.
  Grandma came and stood beside {them}. {guessed: "There it is," she said softly. "I've been wanting to see one all day."|"Well," she said softly. "Look at that."}
  "Why does this one get to be in a case," {hero} asked, "if ours has to stay outside?"
  "Good question," said the ranger. "Long ago, people dug things up and carried them off. Some of them ended up here, where we can take care of them. Now we leave things where they are whenever we can. And today, 26 tribes and pueblos have ancestral ties to Mesa Verde. They have a say in how their ancestors' things are treated." # fact: today-tribes-pueblos
  "Do people still make mugs like this?"
  "Pueblo potters still build pots by hand from coils of clay, and paint them," said the ranger. "Some of them paint with a brush made from a yucca leaf."
  {spot == "museum": "Will you still go and find our piece?" {hero} asked.}
  {spot == "museum": "On my lunch break," said the ranger. {noted: "With your map, it won't take long."|{route == "ranger": "I'll start by looking for a very flat lizard."|"I'll start with the twisty junipers near the bends. All million of them."}}}
  {pal} {beamed()}. "When I grow up," {pal} announced, "I'm getting a mug with dots." # ending: whole_mug
- else:
  {spot == "piece": "I can do better than describe it," said the ranger. "There's a mug in the museum I think you should meet." They waited until the lizard finally peeled itself off the piece to chase a line of ants, and the ranger took her pictures and wrote her notes in about a minute flat, like someone who had done it a hundred times. "Museum," she said. "Corner case. I'll meet you there."}
  {spot == "piece": Grandma drove up the mesa to the museum, and they had barely found the pottery when the ranger walked in, dust still on her boots, and steered them straight to a case in the corner.}
  {spot == "overlook": "The museum," said the ranger. "Corner case, by the window. Trust me." {noted: She took a picture of {hero}'s drawing with her phone. "With this map, I'll find your piece on my way. Easy."|The ranger made {hero} describe the spot as well as {they} could, which was not very well, and wrote it all down anyway. "I'll look for it on my way."} Grandma drove up the mesa to the museum.}
  {spot == "overlook": They had been drifting between the cases for half an hour when the ranger came in, hat under her arm. {noted: "Found it," she said, before anyone could ask. "Right beside your Y tree, exactly where you drew it. It's on the park's map now, and your drawing is in the file."|"No luck yet," she admitted. "Every juniper out there is doing an impression of every other juniper. I'll go back on my lunch break and search properly."} Then she led them across the room to a case in the corner.}
  {spot == "museum": {hero} crossed the room to the corner case at the fastest speed that could still be called walking, and the ranger, who seemed to know exactly where {hero} was headed, came too. {pal} {moved()} along behind, doing a poor impression of someone who was not excited.}
  The mugs stood in a row behind the glass. They were short and round, like fat little barrels, each with a handle on one side, and every one was white with black designs, no two alike.
  The third one from the end had a zigzag running around its middle and a row of tiny dots marching all the way around its rim.
  For a second {hero} forgot how breathing worked. "Is that it? Is that ours?"
  "Not yours," said the ranger gently. "Yours is still out on the path, where it belongs. But this could easily be its cousin. Potters on this mesa painted a lot of mugs very much like this one."
  {hero} looked at the swelling side of the mug and could see exactly where a piece like theirs would fit, the curve and the zigzag and the dots clicking into place in {their} head like the last piece of a jigsaw. {noted: {They} counted the dots along one side of the rim and checked them against the drawing, and the numbers were close enough to make {their} neck prickle.} Somebody had held this mug in their lap and painted every one of those dots with a steady hand, and had not rushed a single one. {hero} could not remember the last time {they} had done anything that carefully.
  Grandma came and stood at {their} shoulder. {guessed: "There it is," she said softly. "I've wanted to see one of these all day, and I think I wanted you to find it even more."|"Well," she said softly, and then nothing else, which from Grandma was a very big compliment.}
  Then a thought arrived that felt almost rude. "Why does this one get to be in a case," {hero} asked, "if ours has to stay in the dirt?"
  "That's the best question anybody's asked me this week," said the ranger. "Long ago, people dug things up and carried them off, and some of those things ended up here, where at least they're cared for. These days we leave things where they lie whenever we can. And we don't decide alone. Today, 26 tribes and pueblos have ancestral ties to Mesa Verde, and they have a say in how their ancestors' things are treated." # fact: today-tribes-pueblos
  "Does anyone still make mugs like this?"
  "Pueblo potters still build pots by hand, coil by coil, and paint them," said the ranger. "Some of them paint with a brush made from a chewed yucca leaf. So the people who could tell you most about this mug aren't behind glass. They're alive, and some of them are potters."
  {spot == "museum": "Are you still going to look for our piece?" {hero} asked, suddenly remembering it was out there on its own.}
  {spot == "museum": "On my lunch break," said the ranger. "Count on it. {noted: With that map of yours, it should take me about two minutes."|{route == "ranger": I'll start by looking for a very flat, very smug lizard."|I'll start with the twisty junipers near the bends. All million of them."}}}
  {hero} stood there a long time, thinking about the piece lying out in the sun with its lizard, and found that {they} did not mind at all that it was out there and not in here.
  {pal} {beamed()}. "When I grow up," {pal} announced to the whole room, "I'm getting a mug with dots." # ending: whole_mug
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending (the cost): the exact spot is lost, and the mesa keeps its piece.
// ---------------------------------------------------------------------------------------------
=== a_clue_lost ===
# place: soda-canyon
{band:
- "young":
  {spot == "piece": {hero} picked up a little twig. "Just a tiny push," {they} said. "Wait," said the ranger. Too late!}
  {spot == "piece": The lizard puffed itself up big, like a spiky balloon. Then it ran. And the twig bumped the piece. Flip! It turned over and slid into a crack.}
  {spot == "piece": Nobody said a word. {hero}'s cheeks burned.}
  {spot == "piece": "It is not broken," said the ranger softly. "But now it has moved. We will never know just how it was lying." She wrote it down anyway.}
  {spot == "piece": "Write that it was me," said {hero}. So the ranger did.}
  {spot == "piece": Then the ranger sat down next to {hero}. "When I was little, I picked up an old piece too," she whispered. "I put it back. I still remember."}
  {spot == "overlook": {hero} watched the kid climb. Up, up, up, all the way to the top. Hooray! But when {hero} turned around, the ranger was gone. "She had to go," said Grandma.}
  {spot == "museum": The ranger had to stay at the museum. So they drove back to the path by themselves.}
  {spot != "piece": They walked along the path, looking for the piece. {noted: There was a Y tree! But after the next bend, there was another Y tree. Which one was it?|The lizard was gone. Which bend was it? Which tree?}}
  {spot != "piece": It was hot. Grandma made {hero} stop and drink some water. Then they looked again.}
  {spot != "piece": {pal} {sniffed()}. They looked under every bush. Lots of feet had scuffed the dust. They did not poke or dig. The piece was out there somewhere. But they could not find it.}
  {spot == "piece": {hero} felt sad. {pal} {hid()}.|{hero} sat down on a rock. {pal} {hid()}.}
  Grandma put her arm around {hero}. "Many tribes today have family ties to this mesa," she said. "It belongs to their long-ago grandparents. {spot == "piece": It is still here on their ancestors' mesa, just a little way from where it was. And you told the truth about it. That part you did right."|It is still here, on their ancestors' mesa. That part we did right."} # fact: today-tribes-pueblos
  {spot == "piece": "Next time, I will let the lizard leave by itself," said {hero}.|{noted: "Next time, I will count my steps from the bend," said {hero}. "A tree can have a twin!"|"Next time, I will look more carefully," said {hero}.}}
  {spot == "piece": {hero} looked at the crack by the path. The little piece was still down there, safe on its mesa. And the ranger's notes said what had happened to it, and who did it.|{hero} looked out over the green trees of the mesa. Somewhere out there, the little piece was keeping its own secret.} # ending: a_clue_lost
- "middle":
  {spot == "piece": {hero} picked up a thin juniper twig from the path. "Just a little nudge," {they} said. "Oh, I wouldn't..." the ranger began. But {hero} had already reached out.}
  {spot == "piece": The lizard did something amazing. It puffed itself up, bigger and flatter, like a spiky balloon. Then it shot off the piece. And the twig, jerked along by {hero}'s startled hand, bumped the edge of the piece. It flipped over and slid, painted side down, into a crack beside the path.}
  {spot == "piece": Nobody said anything. {hero} wished the crack would swallow {them} too.}
  {spot == "piece": "It isn't broken," the ranger said at last, very gently. "But it's moved, and we'll never know exactly how it was lying. That part of its story is gone." She wrote her notes anyway. "Write that it was me," {hero} said in a small voice. The ranger looked at {them} for a moment, then wrote it down.}
  {spot == "piece": Then the ranger sat down in the dust beside {them}. "Want to know a secret?" she said quietly. "The first time I ever found something out here, I picked it up before I knew better. I still remember how it felt to put it back down." {hero} looked at her. It helped, a little, to know.}
  {spot == "overlook": {hero} watched the kid climb, rung by rung, all the way to the top. Halfway up, the kid stopped for a long time, and {hero} held {their} breath. Then the kid started climbing again, and {hero} cheered under {their} breath when the kid made it over the top.}
  {spot == "overlook": When {hero} turned around, the ranger was gone. {noted: "She had to go," said Grandma. "She took a picture of your drawing and said she'd look for the piece on her way." But {hero} wanted to see it safe with {their} own eyes, so they went back along the path themselves.|"She had to go," said Grandma. "She said she'd look for your piece on her way, but she didn't sound very sure she'd find it." So they went to look for it themselves.}}
  {spot == "museum": The ranger couldn't leave, so they drove back to the trail by themselves. The whole way, {hero} planned it: walk to the spot, check that the piece was safe, drive back and tell the ranger exactly where it was. It sounded easy. {hero} was out of the car the moment Grandma parked.}
  {spot != "piece": They walked the path slowly, looking. {noted: At the bend there was the Y tree. But after the next bend, there was another juniper split just like it, and in the noon glare every flat rock looked pale gray, not pink.|The lizard had gone wherever lizards go. Every bend looked like the last bend, and every juniper looked like the one before.}}
  {spot != "piece": The sun was high and hot now, and the path shimmered. Grandma stopped to hand {hero} the water bottle. "Drink first," she said. "Then we look." So {hero} drank, and then they looked.}
  {spot != "piece": A couple came walking the other way, and {hero} asked if they had seen a little piece of painted pottery. The man shook his head. "I wasn't looking at the ground," the woman said. That was exactly the problem.}
  {spot != "piece": {pal} {sniffed()}, and then tried again, and then again. A big group had passed while they were gone, and the dust was scuffed with footprints. They looked until Grandma said gently, "That's enough." They didn't poke or dig. The piece was out there somewhere, but they couldn't find it.}
  {spot == "piece": Something heavy settled in {hero}'s chest. {pal} {hid()}.|{hero} sat down on a rock beside the path, and something heavy settled in {their} chest. {pal} {hid()}.}
  {spot == "piece": Grandma came and put an arm around {them}.|Grandma sat down too and put an arm around {them}.} "Here's what I know," she said. "Today, 26 tribes and pueblos have ancestral ties to this mesa. That piece belongs to their story, {spot == "piece": and it's still here on their ancestors' mesa, a hand's width from where it lay. It's in the ranger's notes, and so is the truth about how it moved. You told it. That part, you got right."|and it's still here, on their ancestors' mesa, where it has been for hundreds of years. The most important part, we got right."} # fact: today-tribes-pueblos
  {spot == "piece": {hero} nodded slowly. "Next time, I'll let the lizard leave when it's ready."|{noted: {hero} nodded slowly. "Next time, I'll count my steps from the bend, and take a picture too. A tree can have a twin. A number can't."|{hero} nodded slowly. "Next time, I'll look at more than one thing. Then I'll remember."}}
  {spot == "piece": {hero} looked down at the crack beside the path. The piece was still there, painted side down, still on the mesa and still in the ranger's notebook. Next to its entry, in the ranger's neat writing, was a line saying who had moved it, and that they had owned up.|{hero} looked out across the green table of the mesa, all those junipers and pinyons and pale rocks. Somewhere among them lay a small white piece with a black zigzag, keeping its own place, the way it always had.} # ending: a_clue_lost
- else:
  {spot == "piece": {hero} picked a thin juniper twig off the path. It seemed so reasonable. "Just a little nudge," {they} said. "Oh, I really wouldn't..." the ranger began. But {hero}'s hand was already moving.}
  {spot == "piece": The lizard did something astonishing. It swelled up, bigger and flatter, into a spiky, furious balloon. Then it exploded off the piece in a spray of dust, and the twig, jerked along by {hero}'s startled hand, clipped the edge of the piece. It flipped over and slid, painted side down, into a crack beside the path.}
  {spot == "piece": Nobody said anything. {hero} had never wanted a crack in the ground to swallow {them} so badly.}
  {spot == "piece": "It isn't broken," the ranger said at last, and her voice was kind, which somehow made it worse. "But it's moved, and we'll never know exactly how it was lying. That piece of its story is gone." She wrote her notes anyway, carefully. "Write that it was me," {hero} said. It came out very small. The ranger looked at {them} for a long moment, then wrote it down, and added something {hero} couldn't read.}
  {spot == "piece": Then the ranger sat down in the dust beside {them}, hat in her lap. "Want to know a secret?" she said quietly. "The first time I ever found something out here, before I was a ranger, I picked it up. Just for a second. I still remember exactly how it felt to put it back down, and I've never done it since. Everybody learns it once." {hero} looked at her sideways. It helped, a little, more than {they} would have expected.}
  {spot == "overlook": {hero} watched the kid climb, rung by rung, all the way up the cliff. Halfway up the kid froze for a long, awful moment, and {hero} found {themself} gripping an imaginary rung too, knuckles white. Then the kid started moving again, slowly, and when the kid finally scrambled over the top, {hero} let out a cheer under {their} breath that made Grandma laugh.}
  {spot == "overlook": When {hero} turned around, the ranger was gone. {noted: "She couldn't wait," said Grandma. "She photographed your drawing and said she'd find the piece on her way to the museum." {hero} wanted to see it safe with {their} own eyes first, so they went back along the path themselves.|"She couldn't wait," said Grandma. "She said she'd look for your piece on her way, but I don't think she had much hope, {route == "ranger": with only a lizard to go on."|with no landmark to go on at all."} So they went to look for it themselves.}}
  {spot == "museum": The ranger was stuck behind the desk, so they drove back to the trail by themselves, leaving her surrounded by a busload of questions. {hero} spent the whole drive with a plan: walk to the spot, make sure the piece was safe, drive back and tell the ranger exactly where it was. Simple. Practically a done deal. {hero} was out of the car before Grandma had finished parking.}
  {spot != "piece": They walked the path slowly, scanning. {noted: At the bend, there was the Y tree. But after the next bend stood another juniper split exactly the same way, and in the flat noon glare every rock looked pale gray, not pink. {hero} stared at the drawing until the lines stopped meaning anything.|The lizard had gone wherever lizards go when they are not being useful. Every bend looked like the last bend, every juniper like a copy of the one before.}}
  {spot != "piece": The sun was high now, the path shimmering with heat, and Grandma stopped to push the water bottle into {hero}'s hands. "Drink first," she said. "Searching is thirsty work, and nobody finds anything with a headache." So {hero} drank, and then they searched some more.}
  {spot != "piece": A couple came strolling the other way, and {hero} asked whether they had noticed a little piece of painted pottery anywhere along the path. The man shook his head. "Sorry," said the woman cheerfully. "I wasn't looking at the ground at all." Which, {hero} thought, was exactly the problem with everybody, including {themself} until that morning.}
  {spot != "piece": {pal} {sniffed()}, and tried again, and again. A big group had come through while they were away, and the dust was scuffed with a hundred footprints. They searched until Grandma said, very gently, "That's enough now." They didn't poke or dig. The piece was out there. They just couldn't find it.}
  {spot == "piece": Something heavy settled in {hero}'s chest and stayed there, like a stone that nobody was allowed to move. {pal} {hid()}, which did not help, and then kept {them} company, which did.|{hero} sat down on a rock beside the path, and something heavy settled in {their} chest and stayed. {pal} {hid()}, which did not help, and then kept {them} company, which did.}
  {spot == "piece": Grandma came over and put an arm around {them}.|Grandma sat down too and put an arm around {them}.} "Here's what I know for certain," she said. "Today, 26 tribes and pueblos have ancestral ties to this mesa. That piece belongs to their story. {spot == "piece": It's still here on their ancestors' mesa, a hand's width from where it lay, and nobody carried it off in a pocket. It's in the ranger's notes, and so is the truth about how it moved, because you told it. That part you got right."|It's still here, on their ancestors' land, where it has been for hundreds of years, and nobody carried it off in a pocket. That was the most important part, and you got it right."} # fact: today-tribes-pueblos
  {spot == "piece": "Next time," {hero} said, "I'll let the lizard leave when it wants to." It was a strange lesson to learn from a lizard, but it had stuck, the way the hard ones do.|{noted: "Next time," {hero} said, "I'll count my steps from the bend, and take a photo too. A tree can have a twin. A number of steps can't." It was a strange lesson to learn from a juniper, but it had stuck, the way the hard ones do.|"Next time," {hero} said, "I'll look at more than one thing. And I'll look properly." It was a strange lesson to learn from a piece of broken pot, but it had stuck, the way the hard ones do.}}
  {spot == "piece": {hero} looked down at the crack beside the path, where one pale edge of the piece still showed. It hadn't gone anywhere. It was still on the mesa, and still in the ranger's notes, along with a line that said exactly who had moved it, and how, and that they had owned up. {hero} found, a little to {their} surprise, that the line made {them} feel better rather than worse.|{hero} looked out across the green table of the mesa, all those thousands of junipers and pinyons and pale stones. Somewhere among them lay a small white piece with a black zigzag, keeping its place the way it had for centuries, perfectly fine without anybody's help. {hero} found, a little to {their} surprise, that this made {them} feel better rather than worse.} # ending: a_clue_lost
}
-> END

// ---------------------------------------------------------------------------------------------
// "End now": wherever they are, the piece is left where it lies, and that is enough.
// ---------------------------------------------------------------------------------------------
=== early_end ===
# place: soda-canyon
~ temp recorded = spot != "" || route != "guess"
{band:
- "young":
  {spot == "" && route == "ranger": "Let's find it right now," said the ranger. They walked back down the path together.}
  {spot == "" && route == "ranger": Then {pal} stopped. The lizard was back in its sunny spot. It was sitting right on the piece! "A lizard marks the spot," laughed the ranger. The lizard ran off to eat ants.}
  {spot == "" && route == "draw": Just then, the ranger came back along the path. Her name tag said Ranger Baca. {hero} showed her the drawing. "A Y tree and a pink rock," the ranger read. She looked up and smiled. "And there it is! What a good map!"}
  {spot == "piece": So they all waited, very still. Grandma rested her feet. {pal} did not wiggle at all. At last some ants walked by, and the lizard slid off to eat them. Snap, snap!}
  {spot == "overlook": "Show me," said the ranger. They walked back down the path together. {noted: The drawing took them right to it.|The lizard was back in its sunny spot, right on top of the piece! "A lizard marks the spot," the ranger laughed. It ran off to eat ants.}}
  {spot == "" && route == "guess": Grandma took a picture of the piece. Click! She took a picture of the tree next to it. Click! "We will show these to the ranger," she said. "Then she can find it."}
  {spot == "" && route == "guess": Grandma handed over her notebook, and {hero} drew a picture. Not of the piece, but of the whole mug! It was round, with a handle. It had a zigzag and a row of dots.}
  {spot == "" && route == "guess": "Now it is all in one piece again," said {pal}. "On paper, anyway."}
  {spot == "" && route == "guess": They left the real piece right where it was. Behind them, the lizard came back to lie in the sun.}
  {recorded: The ranger put a little card next to the piece. Click! She took a picture. "Now the park knows just where it is," she said.}
  {recorded: "Will anyone come to see it?" asked {hero}.}
  {recorded: "Yes," said the ranger. "One of the park's scientists will."}
  {recorded: "Who gets to keep it?" asked {pal}.}
  {recorded: "Nobody," said the ranger. "It stays right here. That is how we keep it safe."}
  {recorded: {hero} took one last look at the zigzag and the dots. It was not {theirs}. But {they} had helped keep it safe.}
  {recorded: {noted: "Good job, map," said {pal}.|"Good job, lizard," said {pal}.} # ending: left_where_it_lay}
  {not recorded: As they walked on, {hero} drew dots in the air. Dot, dot, dot. # ending: left_where_it_lay}
- "middle":
  {spot == "" && route == "ranger": "Let's go find it right now," said the ranger. She tucked her notebook away and walked back along the path with them, scanning the ground low and slow, the way rangers do.}
  {spot == "" && route == "ranger": {hero} stared at every rock until {their} eyes ached. Then {pal} stopped short. The lizard was back in its sunny spot, lying right on top of something white. "Well," the ranger laughed, "I take it back. A lizard marks the spot." A line of ants wandered past, and the lizard slid away to chase them.}
  {spot == "" && route == "draw": Just then, the ranger who had passed them earlier came walking back from the overlook. {hero} waved the notebook at her. Her name tag said Ranger Baca.}
  {spot == "" && route == "draw": The ranger read the drawing twice. "Y tree, pink rock, right after the bend," she said. Then she looked up, found the bend and the Y tree and the pink rock, and smiled. "And there it is. That's a real field note." She knelt and looked at the piece for a long, quiet moment.}
  {spot == "piece": So they all waited, very still. {pal} settled {perch()}. Grandma sat on a stump. The ranger knelt with her card ready.}
  {spot == "piece": Minutes went by. A breeze moved the junipers. At last a line of tiny red-brown ants came marching past, and the lizard slid off the piece to chase them, snapping them up one by one.}
  {spot == "overlook": "Show me," said the ranger. She tucked her binoculars into their case, and they walked back along the path together, leaving Balcony House behind them. On the way she asked how {hero} had spotted the piece in the first place, and {hero} told her all about the lizard.}
  {spot == "overlook": {noted: The drawing led them straight there: the bend, the Y tree, the pink rock, and the piece.|They found it because the lizard was back in its sunny spot, lying right on top of the piece. "A lizard marks the spot," the ranger laughed, as it slid off to chase a line of ants.}}
  {spot == "" && route == "guess": Grandma took out her phone and took a picture of the piece, then another of the twisty juniper beside it, and one more of the bend in the path. "We'll show the ranger," she said. "With these, she can find it."}
  {spot == "" && route == "guess": Then Grandma handed over her little notebook and a pencil, and {hero} drew, not the piece, but the whole mug, the way it might have been: round and short, with a handle, a zigzag around its middle and a row of dots all along the rim. {They} drew the dots one at a time, the way the potter must have painted them.}
  {spot == "" && route == "guess": "There," {pal} said, peering at it. "Now it's all in one piece again. On paper, anyway."}
  {spot == "" && route == "guess": Grandma looked at the drawing for a long time. "I like to think the potter would be pleased," she said. "Hundreds of years later, somebody still cares what their dots looked like."}
  {spot == "" && route == "guess": They left the real piece exactly where it lay and walked on toward the overlook. Behind them, the lizard came back to its patch of sun and settled down on top of the piece, as if it had been asked to keep watch.}
  {recorded: The ranger laid a little card with a ruler on it beside the piece, careful not to touch it, and took a picture. "My phone saves exactly where this was taken," she said. "Tonight it goes to the park's archaeologists. Then it's on the park's map, and everyone who looks after this mesa will know it's here."}
  {recorded: "Will anybody come and look at it?" {hero} asked.}
  {recorded: "One of our archaeologists will," said the ranger. "Sometimes one small piece on a path leads us to a whole place nobody knew about."}
  {recorded: "So who gets to keep it?" {pal} asked.}
  {recorded: "Nobody," said the ranger. "It stays right here. That's how we keep it."}
  {recorded: {hero} took one last long look at the zigzag and the dots and the white curve in the dust. It wasn't {theirs}. But {they} had helped keep it safe, and that felt even better.}
  {recorded: {noted: "Good work, map," said {pal}.|"Good work, lizard," said {pal}.} # ending: left_where_it_lay}
  {not recorded: All the way out to the overlook, {hero} kept drawing dots in the air with one finger. # ending: left_where_it_lay}
- else:
  {spot == "" && route == "ranger": "Let's go find it right now," said the ranger, tucking her notebook away, and she walked back along the path with them, scanning the ground low and slow, the way people do when finding small things is their job.}
  {spot == "" && route == "ranger": {hero} stared at every rock until they blurred. Then {pal} stopped short. The lizard was back in its favorite patch of sun, lying flat on top of something white. "Well," said the ranger, starting to laugh, "I take it back. A lizard marks the spot." A line of ants trickled past, and the lizard slid off to deal with them, looking faintly offended at the interruption.}
  {spot == "" && route == "draw": Just then the ranger who had passed them earlier came walking back from the overlook, and {hero} waved the notebook at her like a flag. Her name tag said Ranger Baca.}
  {spot == "" && route == "draw": The ranger read the drawing twice, eyebrows climbing. "Y tree, pink rock, right after the bend," she said. Then she lifted her eyes and found them, one, two, three, and there between them lay the piece. "That's a real field note," she said. "I know grown-ups who don't write that clearly." She knelt beside it and looked for a long, quiet moment before she said anything else.}
  {spot == "piece": So they all waited, in a silence that felt longer than it was. {pal} settled {perch()}, Grandma lowered herself onto a stump, and the ranger knelt with her card ready, still as a stone.}
  {spot == "piece": Minutes crawled by. A breeze stirred the junipers and dropped again. At last a thin line of red-brown ants came trickling past, and the lizard peeled itself off the piece to go after them, snapping them up one by one with the air of someone who had planned this all along.}
  {spot == "overlook": "Show me," said the ranger. She snapped her binoculars into their case, and they walked back along the path together, leaving Balcony House to its tour and its ladders. On the way she wanted to know how {hero} had spotted the piece in the first place, and {hero} told her about the lizard, and the lizard's horns, and the cookie that was not a cookie, and the ranger laughed so hard she had to stop walking.}
  {spot == "overlook": {noted: The drawing led them straight there, bend and Y tree and pink rock, as neat as a treasure map that leads to something you are not allowed to dig up.|They found it only because the lizard was back in its patch of sun, lying flat on top of the piece like a paperweight. "A lizard marks the spot," said the ranger, laughing, as it slid off to chase a line of ants.}}
  {spot == "" && route == "guess": Grandma took out her phone and photographed the piece, then the twisty juniper beside it, then the bend in the path. "Evidence," she said. "For the ranger. With these, she'll find it in a minute."}
  {spot == "" && route == "guess": Then Grandma handed over her little notebook and a pencil, and {hero} drew, not the piece, but the whole mug the way it might have been: short and round, with a handle on one side, a zigzag around its belly and a row of dots marching around the rim. {They} drew carefully, the way the potter must have painted it, one dot at a time, and found that going slowly was oddly enjoyable.}
  {spot == "" && route == "guess": Grandma looked over {their} shoulder for a long time without saying anything, which was unusual for Grandma. "I like to think the potter would be pleased," she said at last. "Hundreds of years later, and somebody still cares exactly what their dots looked like."}
  {spot == "" && route == "guess": {pal} studied the page for a long moment. "There," {pal} said. "It's whole again. On paper, anyway. Which is the only place it's allowed to be whole, I suppose."}
  {spot == "" && route == "guess": They left the real piece exactly where it lay and walked on toward the overlook. When {hero} glanced back, the lizard had returned to its patch of sun and was lying flat on top of the piece, eyes shut, as if someone had hired it to keep watch.}
  {recorded: The ranger laid a little card with a ruler printed on it beside the piece, a careful finger's width away, and took a picture. "My phone saves exactly where this was taken," she said. "Tonight it goes to the park's archaeologists, and then it's on the map. Everyone who looks after this mesa will know it's here. Not in a pocket. Not in a drawer. Here."}
  {recorded: "Will anybody come and look at it properly?" {hero} asked.}
  {recorded: "One of our archaeologists will," said the ranger. "And sometimes one small piece on a path is the thread you pull that leads to a whole place nobody knew about. You never know which piece it'll be."}
  {recorded: "So who gets to keep it?" {pal} asked.}
  {recorded: "Nobody," said the ranger. "That's the whole trick. Nobody keeps it, so everybody does."}
  {recorded: {hero} took one last long look at the zigzag and the dots and the white curve lying in the dust. It wasn't {theirs}, and it never would be. But {they} had helped keep it, and that turned out to feel better than keeping it ever could have.}
  {recorded: {noted: "Excellent work, map," {pal} said, patting the notebook.|"Excellent work, lizard," {pal} said.} # ending: left_where_it_lay}
  {not recorded: All the way out to the overlook, {hero} kept drawing little dots in the air with one finger, one at a time, and could not have said exactly why. # ending: left_where_it_lay}
}
-> END

// ---------------------------------------------------------------------------------------------
// "End now" in the museum: the whole mug behind glass, and the piece left out on the mesa.
// ---------------------------------------------------------------------------------------------
=== early_end_museum ===
# place: museum
{band:
- "young":
  Then {hero} saw it. In a case by the window was a mug. It was round, with a handle. It had a zigzag. It had a row of tiny dots on top!
  "That is what our piece was part of," {hero} whispered. "Or one just like it."
  "And our piece stays out on the mesa," said Grandma. {noted: "We will tell the ranger just where it is."|"We will help the ranger look for it."}
  {pal} {beamed()}. "I like the dots best," {pal} said.
  On the way to the car, {hero} drew dots in the air. Dot, dot, dot. # ending: left_where_it_lay
- "middle":
  Then {hero} saw it. In a case by the window sat a mug, short and round, with a handle on one side. It was white, painted black, with a zigzag around its middle and a row of tiny dots along its rim.
  {hero} pressed as close as {they} could without touching the glass. "That's what our piece was part of," {they} whispered. "Or one just like it." {They} could almost feel the handle in {their} hand, and the weight of water inside.
  "And ours stays out on the mesa, where it belongs," said Grandma. {noted: "We'll tell the ranger exactly where."|"We'll help the ranger look for it."} {noted: {hero} patted the notebook. The drawing would help.}
  Grandma bent to read the little label beside it, then straightened up, smiling. "Made on this mesa," she said. "Maybe by somebody who walked the very same ground we walked this morning."
  {pal} {beamed()}. "I like the dots best," {pal} decided. "Somebody was very patient."
  All the way back to the car, {hero} kept drawing dots in the air with one finger. # ending: left_where_it_lay
- else:
  Then {hero} saw it, and everything else in the room went quiet. In a case by the window sat a mug, short and round, with a handle on one side, white and painted black, a zigzag around its belly and a row of tiny dots running all the way around its rim.
  {hero} leaned as close as {they} could without touching the glass. "That's what our piece was part of," {they} whispered. "Or one just like it. I'd bet anything." {They} could almost feel the handle in {their} fingers, and the cool weight of water inside.
  "And ours stays out on the mesa, where it belongs," said Grandma softly. {noted: "We'll tell the ranger exactly where to find it."|"We'll help the ranger search for it, bend by bend."} {noted: {hero} patted the notebook in {their} pocket. The drawing would do most of the telling.}
  Grandma bent to read the little label beside it and straightened up slowly. "Made on this mesa," she said. "Maybe by someone who walked the same ground we walked this morning. Think of that." {hero} did think of it, and the back of {their} neck prickled.
  {pal} {beamed()}. "I like the dots best," {pal} said after a while. "Whoever painted them was extremely patient. More patient than me."
  All the way back to the car, {hero} kept drawing little dots in the air with one finger, one at a time, and could not have said exactly why. # ending: left_where_it_lay
}
-> END

// ---------------------------------------------------------------------------------------------
// This story's own sidekick gestures (past tense), so its sentences are its own.
// ---------------------------------------------------------------------------------------------
=== function spots()
{ kind:
- "fox": ~ return "froze with one paw in the air"
- "owl": ~ return "swiveled its round face toward the ground and stared"
- "bear": ~ return "stopped short and lowered its big nose to the dust"
- "raccoon": ~ return "crouched low, little hands held tight to its chest"
- "otter": ~ return "dropped flat on its belly for a closer look"
- "rabbit": ~ return "thumped one back foot hard"
- "turtle": ~ return "stopped dead, nose to nose with something"
- "eagle": ~ return "cocked its head and fixed one fierce eye on the ground"
- "squirrel": ~ return "froze halfway through a scamper"
- "deer": ~ return "lowered its head and gave a soft snort"
}
~ return "UNSET_spots"

=== function at_glass()
{ kind:
- "fox": ~ return "pressed its black nose to the glass and left a smudge"
- "owl": ~ return "bobbed its head up and down to see the shelves better"
- "bear": ~ return "leaned so close that its breath fogged the glass"
- "raccoon": ~ return "held its little hands up near the glass, itching to touch"
- "otter": ~ return "stood up tall on its back legs to see in"
- "rabbit": ~ return "stood up on its hind legs, whiskers twitching at the glass"
- "turtle": ~ return "stretched its neck as far as it would go"
- "eagle": ~ return "tilted its head to fix one eye on the shelf"
- "squirrel": ~ return "ran up to a shoulder for a better view"
- "deer": ~ return "lowered its head until its nose almost touched the glass"
}
~ return "UNSET_at_glass"

=== function beamed()
{ kind:
- "fox": ~ return "twirled in a quick circle, tail flying"
- "owl": ~ return "puffed up until it was almost perfectly round"
- "bear": ~ return "swayed happily from one big paw to the other"
- "raccoon": ~ return "rubbed its clever little hands together"
- "otter": ~ return "gave a happy, squeaky chirp"
- "rabbit": ~ return "gave a tiny bounce on the spot"
- "turtle": ~ return "bobbed its head up and down, very pleased"
- "eagle": ~ return "ruffled every feather with pride"
- "squirrel": ~ return "curled its tail into a proud question mark"
- "deer": ~ return "pranced on the spot, ears high"
}
~ return "UNSET_beamed"
