# title: The Fastest Thing in the Canyon
# month: 6
INCLUDE shared/story.ink

// What they learned at Painted Wall View about spotting a dive before it starts:
// "high" (through the scope: falcons climb high first), "swifts" (asked the ranger: the swifts bunch up
// and shriek), "call" (waited and listened: the falcon's kak-kak-kak call).
VAR clue = ""
// The overlook chosen for the late morning: "chasm", "gunnison" or "cedar".
VAR spot = ""
// Where they are right now (read by the early ending): "scope", "ask", "wait", "chasm", "gunnison", "cedar".
VAR at = ""
VAR saw_male = false

-> the_streak

// ---------------------------------------------------------------- chapter 1
=== the_streak ===
# place: painted-wall
{band:
- "young":
  Dad parked the car. {hero} and {pal} ran down a little path to a railing.
  Then {hero} stopped. Across the canyon stood a giant wall of dark rock. Pink stripes zigzagged all over it!
  Dad read the sign. "The Painted Wall. No cliff in all of Colorado is taller!" # fact: painted-wall-cliff
  He patted his pockets. "Oh no. I left the binoculars in the car."
  "Stay behind the railing," he said. "If you want to look down, hold my hand."
  Little black and white birds zoomed in front of the wall. Zip! Zoom! They were playing tag.
  Then all the little birds squeaked and swerved at once.
  High up, a dark bird folded its wings. And it dropped! Whoosh! It fell like a dart, down, down, into the dark canyon. Then it was gone.
  "What was that?" asked {hero}.
  A ranger stood nearby with a big telescope on three legs. "I'm Ranger Lucero," she said. "And that was a peregrine falcon! Falcons dive faster than any other animal!" # fact: peregrine-falcons-dive
  "What about the little birds?" asked {pal}.
  "Those are swifts," said the ranger. "They saw her first."
  "I didn't really see the falcon," said {hero}. "It was just a blur."
  "She will be back," said the ranger. "She has chicks to feed. But you must look before she dives, not after."
  {hero} held the railing tight. Next time, {they} would see the whole dive!
- "middle":
  Dad pulled into the parking area at Painted Wall View, and before he had even switched off the engine, {hero} was out of the car with {pal} right behind {them}. A short path led through pinyon pines and junipers to a railing at the edge of the canyon.
  At the railing, {hero} forgot to breathe.
  Across the canyon stood the biggest wall of rock {they} had ever seen. It was dark, almost black, and pale pink stripes ran all over it, zigzagging and branching like lightning switched off in the middle of a flash.
  Dad caught up, reading the sign out loud the way he always did. "Painted Wall. Colorado's tallest cliff, roughly two thousand two hundred and fifty feet high." He patted his pockets. "And I left the binoculars in the car. Of course I did." # fact: painted-wall-cliff
  Then he rested a hand on {hero}'s shoulder. "Stay behind the railing. If you want to lean and look down, you hold my hand first."
  The air in front of the wall was busy with little birds, black and white, with swept-back wings. They zoomed and swerved and chattered, high above the river, like a game of tag with no rules.
  "White-throated swifts," said a voice. At the end of the overlook, a ranger stood beside a spotting scope on three legs. "Ranger Lucero," she added, with a little wave. "They're always this busy."
  Suddenly the swifts' chatter turned shrill. The whole flock swerved together, like a blanket being shaken out.
  High above the wall, a dark bird with long pointed wings folded itself up tight and dropped.
  It fell like a dart, faster than anything {hero} had ever seen, straight down past the pink stripes and into the shadow of the canyon. It was there. Then it was gone.
  "What was that?" {hero} gasped.
  "A peregrine falcon!" The ranger's eyes were shining. "Did you see her dive? Peregrines can dive faster than any other animal on Earth, and they nest on these canyon cliffs." # fact: peregrine-falcons-dive
  {hero}'s heart sank a little. "I didn't see her. Not really. I just saw a blur."
  {flies(): "I'm a good flier," said {pal}, ruffling its feathers. "But that was just showing off."}
  {not flies(): "Was that a bird or a sneeze?" asked {pal}.}
  "She'll be back," said the ranger. "She has hungry chicks on a ledge somewhere in this canyon, so she'll be hunting all morning. The trick is to know where to look before she goes, not after."
  {hero} gripped the railing. Next time, {they} would see it, from the very top to the very bottom.
- else:
  Dad pulled into the parking area at Painted Wall View, and before he had even switched off the engine, {hero} was out of the car with {pal} right behind {them}, because the sign at the turnoff had promised the tallest cliff in Colorado and {hero} had been promised tall things before.
  A short path led through pinyon pines and junipers to a railing at the edge of the canyon. At the railing, {hero} forgot to breathe.
  Across the canyon stood the biggest wall of rock {they} had ever seen. It was dark, nearly black, and pale pink stripes ran all over it, zigzagging and branching and crossing each other, like lightning someone had switched off halfway through a flash and never switched back on.
  Dad caught up, reading the sign out loud the way he read every sign, menus and warning labels included. "Painted Wall. Colorado's tallest cliff. Height from rim to river, roughly two thousand two hundred and fifty feet." He patted his pockets, then patted them again with growing despair. "And I've left the binoculars in the car. Naturally." # fact: painted-wall-cliff
  Then he rested a hand on {hero}'s shoulder. "Behind the railing at all times. If you want to lean out and look down, you hold my hand first. Non-negotiable."
  The air in front of the wall was busy with little birds, black and white, with swept-back wings like tiny boomerangs. They zoomed and swerved and chattered high above the river, in what looked like a game of tag where nobody had agreed on the rules.
  "White-throated swifts," said a voice. At the end of the overlook, a ranger stood beside a spotting scope on three legs, like a telescope that had decided to go birdwatching. "Ranger Lucero," she added, with a small wave, as if the swifts had needed introducing first.
  Then the swifts' chatter went shrill. The whole flock swerved at once, tight and panicky, like a blanket being shaken out.
  High above the wall, a dark bird with long pointed wings folded itself up into a shape like a teardrop and dropped.
  It fell like a thrown dart, faster than anything {hero} had ever seen move, straight down past the pink stripes and into the shadow of the canyon. It was there, and then it simply wasn't, as if the canyon had swallowed it.
  "What was that?" {hero} gasped.
  "A peregrine falcon!" The ranger's eyes were shining like it was her first time, though {hero} suspected it wasn't. "Did you see her dive? Peregrines can dive faster than any other animal on Earth, and they nest on these canyon cliffs." # fact: peregrine-falcons-dive
  {hero}'s heart sank. The fastest animal on Earth had gone by right in front of {them}, and all {they} had to show for it was a smudge. "I didn't see her," {hero} admitted. "Not really. Just a blur."
  {flies(): "I'm considered a very good flier," said {pal}, ruffling its feathers stiffly. "That was simply showing off."}
  {not flies(): "Was that a bird," said {pal} slowly, "or did the sky sneeze?"}
  "She'll be back," said the ranger. "She has hungry chicks on a ledge somewhere in this canyon, so she'll be hunting all morning. The trick is knowing where to look before she goes, not after. After is too late. After is a blur."
  {hero} gripped the railing and made a silent promise. Next time, {they} would see it. The whole thing, from the very top to the very bottom, every single foot of it.
}
* [Look through the ranger's spotting scope # act: look] -> scope_look
* [Ask the ranger how anything can fall that fast # act: ask] -> how_fast
* [Wait at the railing and listen for her # act: wait] -> listen_wait

// ---------------------------------------------------------------- chapter 2
=== scope_look ===
# place: painted-wall
~ at = "scope"
{band:
- "young":
  The ranger let {hero} look through her telescope. At first {hero} saw only blue sky. Then gray rock, zooming by.
  "Go slowly," said the ranger. "Find the dead tree on the cliff. Now look just below it."
  There! On a little ledge sat a bird. It was blue-gray on top, with a black cap and a black stripe under each eye, like a mustache. Its feet were bright yellow.
- "middle":
  Ranger Lucero bent the spotting scope down to {hero}'s height. At first {hero} saw only a bright blue smear of sky. Then a blur of gray rock, swooping past too fast.
  "Slowly," said the ranger. "Find the dead tree sticking out of the cliff. Now come straight down from it. Little bit more."
  There! On a narrow ledge sat a bird, so close in the scope that {hero} almost jumped back. Its back was slate blue. It had a black cap on its head and a thick black stripe under each eye, like a mustache. Its chest was pale with little dark bars, and its feet were bright yellow.
- else:
  Ranger Lucero tilted the spotting scope down to {hero}'s height. At first {hero} saw only a bright blue smear of sky, then a lurch of gray rock sliding past much too fast, and felt slightly seasick.
  "Slowly," said the ranger. "Everything moves a lot in there. Find the dead tree sticking out of the cliff. Got it? Now come straight down from it. Bit more. Stop."
  There. On a narrow ledge sat a bird, so close in the scope that {hero} nearly jerked {their} head back. Its back was a smoky slate blue. It wore a black cap like a helmet, and under each eye ran a thick black stripe, like a very serious mustache. Its chest was pale and neatly barred, and its feet were the bright yellow of a school bus.
}
{end_now: -> end_early}
~ clue = "high"
~ saw_male = true
{band:
- "young":
  "That is the dad falcon," said the ranger. "The mom is bigger."
  "He looks grumpy," said {pal}.
  The falcon turned his head. He looked right at the telescope! {hero} held very still.
  "Here is a secret," said the ranger. "Falcons like to fly up high before they dive. The higher they go, the faster they fall. So look up! When you see a falcon circling way up high, get ready."
  Then the dad falcon jumped off the ledge. Zoom! He flew along the wall and away around a bend.
  "Falcons hunt all along this canyon," said the ranger. "Pick a good spot, and keep your eyes up."
  "Up," said {hero}. "I can do up."
  {hero} looked up at the big blue sky. Where would the falcon go next?
- "middle":
  "That's the male," said the ranger. "Male peregrines are about a third smaller than the females. She's the one who dived."
  "He looks grumpy," said {pal}.
  "He looks like that all the time," said the ranger. "It's the mustache."
  As if he had heard, the falcon turned his head and stared straight down the scope. {hero} held perfectly still. It felt like being caught looking through someone's window.
  "Here's a secret," said the ranger. "Peregrines like to climb high before a dive. The higher they start, the faster they fall. So when you see one circling way up above the rim, that's when to get ready. Don't watch the cliff. Watch the sky."
  Then the male bobbed his head twice, opened his long pointed wings and launched off the ledge. He raced along the face of the wall, fast and low, and vanished around a bend up the canyon.
  {hero} stepped back from the scope and blinked. The world looked huge again. In the scope, {they} had seen every feather on one bird, but nothing else at all. Not the sky. Not the other falcon.
  "They hunt all along this canyon," said the ranger. "Pick a good overlook and keep your eyes up."
  "Up," {hero} repeated. "Got it."
  Dad was already jingling the car keys. There were lots of overlooks, and somewhere above one of them, a falcon would be climbing.
- else:
  "That's the male," said the ranger. "Male peregrines are about a third smaller than the females. She's the one you saw dive. He's more of a supporting actor."
  "He looks grumpy," said {pal}.
  "He always looks like that," said the ranger. "It's the mustache. It does a lot of work."
  As if he had heard every word, the falcon turned his head and stared straight down the scope, and {hero} held perfectly, absolutely still. It was the strangest feeling, like being caught looking through someone's window by the person inside. His eyes were huge and dark, ringed in yellow, and they did not blink.
  "Here's a secret," said the ranger, lowering her voice as if the falcon might overhear. "Peregrines like to climb high before a dive. The higher they start, the faster they fall. So when you see one circling way up above the rim, getting smaller and smaller, that's your moment to get ready. Don't watch the cliff. Watch the sky."
  Then the male bobbed his head twice, opened his long pointed wings and flung himself off the ledge. He raced along the face of the wall, fast and low, and vanished around a bend up the canyon before {hero} could even swing the scope after him.
  {hero} straightened up and blinked. The world looked enormous again. It was a strange thing about the scope, {they} realized: in there {they} had seen every single feather on one bird, and nothing else whatsoever. Not the sky. Not the swifts. Not the other falcon, who might have been diving past that very second.
  "They hunt all along this canyon," said the ranger. "Pick a good overlook and keep your eyes up."
  "Up," {hero} repeated. "Eyes up. Got it."
  Dad was already jingling the car keys. The rim road ran for miles, with an overlook at every bend, and somewhere above one of them a falcon was about to start climbing. The only question was which one.
}
* [Look into the narrow gap at Chasm View # act: look] -> chasm_watch
* [Drive to Gunnison Point, behind the visitor center # act: go] -> gunnison_watch
* [Wait at Cedar Point, where you can see the Painted Wall from the side # act: wait] -> cedar_watch

=== how_fast ===
# place: painted-wall
~ at = "ask"
{band:
- "young":
  "How can anything fall so fast?" asked {hero}.
  The ranger tucked her arms in tight, like wings. "She folds up like this, like a raindrop. Then she just drops."
  "How fast?" asked {pal}.
  "Faster than a car on the highway," said the ranger. "Much, much faster!"
  "Faster than our car?" asked {hero}.
  "Way faster," said Dad. "Our car is a slowpoke."
- "middle":
  "How can anything fall that fast?" {hero} asked.
  Ranger Lucero tucked her elbows tight against her sides and pointed her hands down like a diver. "She folds her wings in close, like a teardrop, and lets gravity do the work. A peregrine in a dive can go more than two hundred miles an hour."
  Dad whistled. "That's faster than our car will ever go. Even downhill. Even with the windows shut."
  "Doesn't the wind hurt her eyes?" asked {hero}.
  "She has an extra eyelid," said the ranger. "A see-through one. It slides across like a pair of goggles."
  {pal} tried blinking sideways and gave up.
- else:
  "How can anything fall that fast?" {hero} asked. "Doesn't it hurt?"
  Ranger Lucero tucked her elbows tight against her sides and pointed her hands down, like someone about to dive into a pool. "She folds her wings in close, into a teardrop shape, and lets gravity do the work. A peregrine in a dive can go more than two hundred miles an hour."
  Dad let out a long, low whistle. "That's faster than our car will ever go," he said. "Even downhill. Even with a tailwind and the windows shut and everybody leaning forward."
  "But the wind," said {hero}. "At two hundred miles an hour, wouldn't her eyes water so much she couldn't see?"
  The ranger looked delighted, the way teachers do when somebody asks the question they were hoping for. "She has an extra eyelid. A see-through one. It slides sideways across her eye and protects it, like built-in goggles."
  {pal} tried blinking sideways, screwed up its whole face, and gave up. "I'm just going to keep my regular eyelids," it said. "They've never let me down."
}
{end_now: -> end_early}
~ clue = "swifts"
{band:
- "young":
  "Why does she dive?" asked {hero}.
  "To catch food," said the ranger. "Falcons catch other birds, right in the air."
  {pal} looked at the little swifts. "Oh no! Not them!"
  "Swifts are fast too," said the ranger. "Falcons miss a lot! Here is a secret. Watch the swifts. When a falcon comes, they all bunch up and squeak. Then you know!"
  {hero} watched the swifts zip and zoom. They were the falcon's alarm bell!
  "Falcons hunt all along this canyon," said the ranger. "Pick a good spot, and watch those swifts."
  Dad jingled the car keys. "Where to?" he asked.
- "middle":
  "But why does she dive?" asked {hero}.
  "To hunt," said the ranger. "Peregrines catch other birds, right out of the air. She dives to hit them with her feet."
  {pal} looked at the little swifts zipping past, and then it {hid()}. "Not the swifts," it said. "They're so small."
  "Swifts are fast too," said the ranger, "and they know she's around. Peregrines miss a lot. Plenty of dives end with a very annoyed falcon." She smiled. "And here's a secret. Watch the swifts. When a falcon is coming, they bunch up together and start shrieking. They see her before you do. They're your alarm bell."
  {hero} looked at the swifts with new respect. All this time they had been lookouts.
  "How long have the falcons lived here?" asked {pal}, peeking out again.
  "Long before there was a park," said the ranger. "This place became a national monument in 1933, and a national park in 1999. The falcons didn't notice either time." # fact: monument-1933-1999
  "They hunt all along this canyon," she went on. "Find an overlook where the swifts are busy, and watch them."
  Dad jingled the car keys. "So," he said. "Where are the swifts busiest?"
- else:
  "But why does she dive?" asked {hero}. "Just for fun?"
  "For lunch," said the ranger. "Peregrines catch other birds, right out of the air. She dives to strike them with her feet."
  {pal} looked at the little swifts zipping along the cliff, and its whole face changed. Then it {hid()}. "Not the swifts," it said, muffled. "They're tiny. They're just playing tag."
  "Swifts are fast too," said the ranger gently, "and they know perfectly well she's around. Peregrines miss a lot more often than people think. Plenty of dives end with a very annoyed falcon and a lot of very rude swifts." She smiled. "And here's a secret. Watch the swifts. When a falcon's coming, they bunch up tight and start shrieking. They see her long before you do. They're your alarm bell."
  {hero} looked at the swifts with new respect. All this time {they} had thought they were just showing off, and really they had been lookouts, with the best view in the canyon and everything to lose.
  "How long have the falcons lived here?" asked {pal}, cautiously coming out again.
  "Longer than there's been a park," said the ranger. "This place became a national monument in 1933 and a national park in 1999, and I promise you the falcons didn't notice either time. They don't read the signs." # fact: monument-1933-1999
  "Unlike some people," said {hero}, looking at Dad, who was reading the sign again.
  "They hunt all along this canyon," the ranger went on. "Find an overlook where the swifts are busy, and let them tell you where to look."
  Dad jingled the car keys, which was his way of saying the meeting was over. "So," he said. "Where do swifts hang out? Is there a swift cafe?"
}
* [Go to Gunnison Point, where the canyon drops straight down # act: go] -> gunnison_watch
* [Wait at Cedar Point, on the side of the Painted Wall # act: wait] -> cedar_watch
* [Look for swifts in the narrow gap at Chasm View # act: look] -> chasm_watch

=== listen_wait ===
# place: painted-wall
~ at = "wait"
{band:
- "young":
  So they waited at the railing. Dad was quiet. {pal} was quiet. Even the wind was quiet.
  The swifts zipped. The river roared far below. One swift zoomed so close that {hero} felt the wind of it.
  {pal} {sniffed()}. "Nothing yet," it said.
  Then a new sound came from under the rim.
  Kak-kak-kak-kak!
- "middle":
  So they waited. {hero} leaned on the railing, and Dad leaned beside {them}, and for once he didn't read any signs.
  The swifts zipped back and forth. Far below, the river rumbled. A breeze came up out of the canyon, cool on {hero}'s face, and smelled of rock and pine.
  Waiting was harder than it sounded. {hero}'s nose itched. {Their} foot went to sleep. A man beside them took a picture of the wall and left, and then a family did the same.
  "They're missing it," {pal} whispered.
  "Missing what?" said Dad.
  "Whatever's about to happen," said {pal}.
  Then a new sound rang out from somewhere below the rim, harsh and loud, bouncing off the walls.
  Kak-kak-kak-kak-kak!
- else:
  So they waited. {hero} leaned on the railing, and Dad leaned beside {them}, and for once in his life he didn't read a single sign out loud, which was how {hero} knew he was taking this seriously.
  The swifts zipped back and forth. Far, far below, the river rumbled to itself in the shadows. A breeze came up out of the canyon, cool on {hero}'s face, smelling of stone and pine needles and something old.
  Waiting, it turned out, was a skill, and not one {hero} had practiced. {Their} nose itched. {Their} left foot went to sleep. A man beside them took one photo of the wall and left. A family arrived, said "Wow," took a photo, and left too. The whole thing took about forty seconds.
  "They're missing it," {pal} whispered.
  "Missing what?" said Dad.
  "Whatever's about to happen," said {pal}, with total confidence and no evidence at all.
  Then a new sound rang out from somewhere below the rim. It was harsh and loud and impatient, and it bounced off the walls so that it seemed to come from everywhere at once.
  Kak-kak-kak-kak-kak!
}
{end_now: -> end_early}
~ clue = "call"
{band:
- "young":
  "What was that?" whispered {pal}. Then it {hid()}.
  The ranger smiled. "That is the falcon's call. She makes it near her nest, when she is excited or cross."
  Then {hero} saw her! A dark bird flew fast along the wall, below them. Then she swooped up and up and away, over the rim.
  "You heard her before you saw her," said the ranger. "That is a good trick. Listen for the kak-kak-kak. Then look!"
  "Listen first," said {hero}. "Then look."
  "Falcons hunt all along this canyon," said the ranger. "Go find a good spot."
  {hero} listened hard. Where would the kak-kak-kak come from next?
- "middle":
  {pal} nearly jumped out of its skin. "Who said that?"
  The ranger, at her scope, grinned without looking up. "That's her. Peregrines call like that near the nest, when they're excited, or warning something to stay away."
  {hero} leaned on the railing, searching. And there she was: a dark shape racing along the face of the wall far below them, so fast she seemed to be pulled on a string. She swung up, up, up, in a great curve, and vanished over the far rim.
  {hero} let out a breath. {They} still hadn't seen a dive. But this time {they} had seen her, really seen her, long pointed wings and all.
  "You heard her before you saw her," said the ranger. "That's a good habit. Ears first, then eyes. When you hear that kak-kak-kak, look quick."
  "Ears first," said {hero}. "Then eyes."
  {pal} {sniffed()}. "My ears are very good," it said. "I'll be in charge of ears."
  "They hunt all along this canyon," said the ranger. "Find a quiet overlook, and listen."
  Dad jingled the car keys. Somewhere out there, a falcon was going to call again. The trick was being close enough to hear it.
- else:
  {pal} nearly jumped out of its skin. "Who said that? Who's cross? What did we do?"
  The ranger, at her scope, grinned without looking up. "That's her. Peregrines call like that near the nest, when they're excited, or when they're telling something to clear off. You're not in trouble. Probably."
  {hero} leaned on the railing, scanning the wall. And there she was: a dark shape racing along the face of the cliff far below them, so fast and so straight she looked as if someone were reeling her in on an invisible string. She swung up, up, up in a long, lazy curve that wasn't lazy at all, crossed the pink stripes of the Painted Wall, and slipped over the far rim.
  {hero} breathed out slowly. Still no dive. But this time {they} had actually seen her: the long pointed wings, the quick, clipped wingbeats, the way she seemed to own every bit of air she passed through.
  "You heard her before you saw her," said the ranger approvingly. "That's the habit that finds falcons. Ears first, then eyes. When you hear that kak-kak-kak, don't wonder what it was. Just look. Fast."
  "Ears first," said {hero}. "Then eyes."
  {pal} {sniffed()}. "My ears are excellent," it announced. "I'll be in charge of ears. You can be in charge of everything else."
  "They hunt all along this canyon," said the ranger. "Find an overlook where it's quiet enough to hear yourself think, and listen."
  Dad jingled the car keys. {hero} realized {they} {were} straining to hear again, listening for a sound that wasn't there. Somewhere out there, a falcon was going to call again. The trick was being close enough to hear it.
}
* [Wait and listen at Cedar Point, where the trail is quiet # act: wait] -> cedar_watch
* [Look down into the narrow gap at Chasm View # act: look] -> chasm_watch
* [Go to Gunnison Point, behind the visitor center # act: go] -> gunnison_watch

// ---------------------------------------------------------------- chapter 3
// Each overlook: the drive (Dad hunts for the binoculars at the car and gives up), the overlook's own
// moment, then the falcons appear in the order the chapter-2 clue makes the hero look (falcons), then
// Dad offers to go back for the binoculars.
=== chasm_watch ===
# place: chasm-view
~ at = "chasm"
~ spot = "chasm"
{band:
- "young":
  Back at the car, Dad felt under the front seats for the binoculars. No binoculars! "They will turn up," he said.
  He drove back along the rim road to Chasm View, and they walked to the railing.
  Here the canyon was very narrow. The far side looked close enough to shout to! But the crack in between went down and down into cool shadow.
  "Can I look down?" asked {hero}.
  "Hand first," said Dad. He held on tight. {hero} looked down between the rails. Way down at the bottom, white water splashed.
  Little swifts shot through the gap like water through a hose.
- "middle":
  Back at the car, Dad felt under the front seats for the binoculars and came up with a sock, a crayon and no binoculars. "They'll turn up," he said, and drove back along the rim road to Chasm View.
  Here the canyon was so narrow that the far rim looked close enough to shout to. But the crack in between dropped down and down into cool blue shadow, and the roar of the river came up out of it, louder than anywhere else they had been.
  "Can I look down?" {hero} asked.
  "Hand first," said Dad, and held on tight while {hero} leaned and peered down between the rails. Far, far below, white water churned between the walls.
  Swifts were pouring through the gap like water through a hose, twittering, flashing their white throats as they swerved.
- else:
  Back at the car, Dad felt under the front seats for the binoculars and came up with a sock, a crayon, a petrified french fry and no binoculars whatsoever. "They'll turn up," he said, in the voice of a man who had said it before, and drove back along the rim road to Chasm View.
  Here the canyon pinched so narrow that the far rim looked close enough to shout to, or to have a conversation with, if you didn't mind yelling. But the crack in between dropped down and down into cool blue shadow, and the roar of the river came up out of it louder than anywhere else they had stood all morning, as if the canyon were a megaphone pointed at the sky.
  "Can I look down?" {hero} asked.
  "Hand first," said Dad, and gripped it like a man holding a kite in a gale while {hero} leaned and peered down between the rails. Far, far below, white water was churning and heaving between the walls, and {hero}'s stomach did a small, private somersault.
  Swifts were pouring through the gap like water through a hose, a whole river of birds on top of the river of water, twittering and flashing their white throats as they swerved.
}
{end_now: -> end_early}
{band:
- "young":
  {clue == "high": {hero} kept {their} eyes up, like the ranger said.}
  {clue == "swifts": {hero} watched the swifts, like the ranger said.}
  {clue == "call": {hero} listened hard, like the ranger said.}
  "There!" cried {pal}. But it was only a swift, doing a loop. "Oops," said {pal}. "Everything looks like a falcon now."
- "middle":
  {clue == "high": {hero} remembered the ranger's secret and kept {their} eyes on the sky, not the cliffs.}
  {clue == "swifts": {hero} remembered the ranger's secret and watched the swifts. Right now they were relaxed, swooping in lazy loops.}
  {clue == "call": {hero} remembered the ranger's secret. Ears first. {They} listened, but there was only the river and the twittering swifts.}
  "There!" {pal} cried suddenly, and everyone spun around. But it was only a swift, turning a loop-the-loop. "Sorry," said {pal}. "Everything looks like a falcon now."
  Minutes went by. {hero} began to worry. What if the falcon had finished hunting for the day? What if she was sitting on her ledge somewhere, full and sleepy, and they were staring at an empty sky?
- else:
  {clue == "high": {hero} remembered the ranger's secret and kept {their} eyes on the sky, not the cliffs. The cliffs were where falcons ended up. The sky was where they started.}
  {clue == "swifts": {hero} remembered the ranger's secret and watched the swifts. For now they were relaxed, swooping in lazy loops, chattering about nothing. No alarm bell yet.}
  {clue == "call": {hero} remembered the ranger's secret. Ears first. {They} listened so hard {their} ears practically ached, but there was only the river and the swifts' thin twittering.}
  "There!" {pal} yelled, so suddenly that Dad nearly dropped the car keys over the railing. Everyone spun around. It was a swift, turning a neat loop-the-loop. "Sorry," said {pal}. "Everything looks like a falcon now. Clouds look like falcons. Dad looks a bit like a falcon."
  Minutes crawled by. A small, cold worry crept into {hero}'s chest and made itself at home. What if the falcon had finished hunting for the day? What if she was sitting on her ledge somewhere, full and dozy, and they were all staring hopefully at an empty sky like people waiting for a bus that had already gone?
}
-> falcons ->
{band:
- "young":
  Dad jingled his keys. "This is when I need my binoculars!" he said. "I will run and find them. Want to come?"
  What should {hero} do?
- "middle":
  Dad groaned. "This is exactly when I need my binoculars. They're somewhere in that car. I'll be two minutes. Want to come and help me look?"
  {hero} looked from the speck in the sky, to the small falcon with his parcel, to Dad and his car keys. Something was about to happen. {They} could feel it.
- else:
  Dad groaned and slapped his pockets for the third time that morning. "This is exactly, precisely when I need my binoculars. They're somewhere in that car, laughing at me. I'll be two minutes. Want to come and help me look? Two pairs of eyes are faster than one."
  {hero} looked from the speck high in the sky, to the small falcon with his parcel, to Dad and his jingling keys. Something was about to happen. {They} could feel it in the air, the way you can feel a thunderstorm coming before the first drop. The question was where.
}
* [Wait and watch the speck high in the sky # act: wait] -> end_stoop
* [Look where the small falcon with the parcel is going # act: look] -> end_pass
* [Go with Dad to find the binoculars in the car # act: go] -> end_blur

=== gunnison_watch ===
# place: gunnison-point
~ at = "gunnison"
~ spot = "gunnison"
{band:
- "young":
  They parked by the visitor center. Dad looked in the glove box for the binoculars. Not there! "They will turn up," he said.
  They walked out to Gunnison Point. {hero} held Dad's hand and looked down. The canyon walls went straight down. At the bottom, the river looked like a tiny gray scratch.
  Dad read the sign. "The dark rocks here are very, very old." # fact: dark-rocks-walls
  "Older than you?" asked {hero}.
  "Even older than me," said Dad.
- "middle":
  Dad drove back east along the rim road and parked by the visitor center. He checked the glove box for the binoculars, then his bag, then the glove box again. "They'll turn up," he said.
  They walked from the visitor center out to Gunnison Point. {hero} held Dad's hand at the railing and looked over. The walls plunged so far down that the river at the bottom looked like a thin gray scratch.
  Dad read the sign, of course. "The dark rocks of these walls are about 1.7 billion years old." He looked at the cliff. "That's older than my jokes." # fact: dark-rocks-walls
  "Nothing is older than your jokes," said {hero}.
  {hero} looked down at the gray scratch of river again and tried to imagine a falcon diving from up here, all the way down to the water. It made {their} knees feel funny just thinking about it.
- else:
  Dad drove back east along the rim road and parked by the visitor center, where he checked the glove box for the binoculars, then his bag, then the glove box again, as though they might have sneaked back in while he wasn't looking. "They'll turn up," he said.
  They walked from the visitor center out to Gunnison Point. {hero} held Dad's hand at the railing, looked over, and felt {their} stomach swoop like a swift. The walls plunged so far down that the river at the bottom was a thin gray-green scratch, lying in deep shadow.
  Dad read the sign, obviously. "The dark rocks of these canyon walls are about 1.7 billion years old." He gazed at the cliff with deep respect. "That's even older than my jokes." # fact: dark-rocks-walls
  "Dad. Nothing is older than your jokes. Scientists use your jokes to date rocks."
  {hero} looked down at that far-off scratch of river again and tried to imagine a falcon starting a dive from up here and not stopping until the water. It was such a long way that {their} imagination gave up halfway and had to sit down. And a falcon could do it in a few seconds, without even trying very hard.
}
{end_now: -> end_early}
{band:
- "young":
  Whoosh! A gust of wind blew a boy's cap right off his head. It flew over the railing and spun down into the canyon.
  The boy reached for it. His dad grabbed his arm.
  "Let it go," said {hero}'s dad. "Never climb over for anything. Not ever."
  The cap got smaller and smaller. Then it was gone.
  {clue == "high": {hero} kept {their} eyes up, up, up.}
  {clue == "swifts": {hero} watched the swifts very carefully.}
  {clue == "call": {hero} listened very carefully.}
- "middle":
  Just then a gust of wind came up the cliff and snatched a boy's cap right off his head. It sailed over the railing and went spinning down into the canyon. The boy lunged after it, and his dad caught him by the back of his shirt.
  "Let it go," {hero}'s dad said quietly, to {hero} as much as anyone. "Nobody ever climbs over for anything. Not a cap, not a phone, not anything."
  They all watched the cap tumble down, smaller and smaller, until the canyon swallowed it.
  {pal} settled {perch()}. "I'm not looking down again," it said. "Once was plenty."
  {clue == "high": {hero} kept {their} eyes on the sky. Eyes up, the ranger had said. The sky was where a dive began.}
  {clue == "swifts": {hero} watched the swifts. They were darting in and out of cracks in the wall below, calm and busy.}
  {clue == "call": {hero} listened. Ears first, the ranger had said. But there was only the wind and a faraway roar.}
- else:
  Just then a gust came barreling up the cliff face and snatched a boy's cap clean off his head. It sailed over the railing and went spinning out into space. The boy lunged after it, and his dad caught him by the back of his shirt so fast it was almost a magic trick.
  "Let it go," {hero}'s dad said quietly, and {hero} understood it was said to {them} as much as to anyone. "Nobody ever climbs over for anything. Not a cap, not a phone, not a hundred-dollar bill. Caps can be replaced."
  They all watched the cap tumble down and down, turning over and over, smaller and smaller, until the shadows at the bottom of the canyon swallowed it without a sound. {hero} thought about how long it took to fall, and didn't say anything.
  {pal} settled {perch()} and firmly closed its eyes. "I looked down once," it said. "That's my whole allowance of looking down for the year."
  {clue == "high": {hero} kept {their} eyes on the sky. Eyes up, the ranger had said. The cliff is where a dive ends. The sky is where it begins.}
  {clue == "swifts": {hero} watched the swifts. They were darting in and out of cracks in the wall below, calm and busy, like people popping in and out of shops. No alarm. Not yet.}
  {clue == "call": {hero} listened. Ears first, the ranger had said. But there was only the wind in the pinyons and the faraway roar, and the blood thumping in {their} own ears.}
}
-> falcons ->
{band:
- "young":
  "My binoculars would help," said Dad. "I will run to the car and look again. Want to come?"
  What should {hero} do?
- "middle":
  "Binoculars," Dad muttered. "Car. Why am I like this? I'll run and look again. Coming?"
  {hero} didn't know where to look. A speck climbing. A falcon carrying something. Dad waving the keys.
- else:
  "Binoculars," Dad muttered, slapping his pockets as if they might have reappeared. "Car. Why am I like this? I'll run and have a proper look. You coming? Four eyes are faster than two."
  {hero} didn't know where to look first. A speck climbing into the sky. A falcon carrying a parcel somewhere important. Dad, waving the car keys, halfway to turning around. It felt like the moment in a game when three things happen at once and you only get one move.
}
* [Look where the small falcon is carrying its parcel # act: look] -> end_pass
* [Go with Dad to fetch the binoculars # act: go] -> end_blur
* [Wait with your eyes on the tiny dot in the sky # act: wait] -> end_stoop

=== cedar_watch ===
# place: cedar-point
~ at = "cedar"
~ spot = "cedar"
{band:
- "young":
  Dad drove a little way west to Cedar Point. He peeked in his bag for the binoculars. Not there! "They will turn up," he said.
  A small trail went past twisty trees. Dad read every sign out loud.
  Then Dad stopped. "Shh. Look."
  A mule deer stood by the trail. She had giant ears! She chewed a leaf and looked at them.
  "Give her lots of room," said Dad. So they stood very still. The deer flicked her big ears. Then she walked away into the trees.
  At the end of the trail was a railing. And there was the Painted Wall again! But now they saw it from the side.
- "middle":
  Dad drove a little way west to Cedar Point and hunted through his bag for the binoculars in the parking lot. "They'll turn up," he said. A short nature trail wound through junipers and pinyon pines, with small signs along the way, and Dad read every single one of them out loud.
  Halfway along, he stopped mid-sentence. "Shh. Look."
  A mule deer doe was standing beside the trail, chewing on a leafy shrub. Her ears were enormous, like two gray leaves turned toward them.
  "Give her plenty of room," Dad whispered. So they stood still and let her decide. She chewed, considered them, and stepped calmly off between the junipers.
  The trail ended at an overlook, and there was the Painted Wall again, but from the side this time. From here {hero} could see its ledges and cracks, and how the pink stripes bent around the corners of the rock.
- else:
  Dad drove a little way west to Cedar Point and turned his bag inside out in the parking lot, looking for the binoculars. "They'll turn up," he said, stuffing everything back. From there a short nature trail wound through twisted junipers and pinyon pines, with little signs beside them. Dad read every single sign out loud, including one about mountain mahogany that {hero} suspected he found more exciting than {they} did.
  Halfway along, he stopped in the middle of a sentence, which had never happened before. "Shh. Look."
  A mule deer doe was standing beside the trail, calmly pulling leaves off a shrub. Her ears were enormous, like two gray satellite dishes, and both of them were pointed straight at {hero}.
  "Give her plenty of room," Dad whispered. "It's her trail. We're just borrowing it." So they stood as still as the junipers and let her decide what happened next. She chewed, considered them for a long moment, decided they were harmless and slightly boring, and stepped off between the trees without a sound.
  The trail ended at an overlook, and there was the Painted Wall again, but side-on this time, like seeing a famous face in profile. From here {hero} could pick out its ledges and cracks and shelves, and the way the pink stripes bent around the corners of the rock like ribbons on a parcel.
}
{end_now: -> end_early}
{band:
- "young":
  {clue == "high": {hero} kept {their} eyes up, like the ranger said.}
  {clue == "swifts": {hero} watched the swifts, like the ranger said.}
  {clue == "call": {hero} listened, like the ranger said.}
  A swift zipped into a tiny crack in the cliff. Gone! "It has a nest in there," said Dad. "Swifts make nests in cracks in the cliffs." # fact: swifts-nest-cliffs
- "middle":
  {clue == "high": {hero} kept {their} eyes on the sky above the Painted Wall, just as the ranger had said.}
  {clue == "swifts": {hero} watched the swifts. They were zipping along the face of the Painted Wall, calm and chattering.}
  {clue == "call": It was quiet here. Good for listening, {hero} thought, and listened.}
  A swift zipped past the overlook and shot straight into a crack in the cliff, no wider than a mail slot, and vanished. "It lives in there," said Dad. "Swifts nest in cracks high up in the rock." {pal} stared at the crack as if it might be a trick. # fact: swifts-nest-cliffs
- else:
  {clue == "high": {hero} kept {their} eyes on the sky above the Painted Wall, just as the ranger had said. The sky, the sky, the sky.}
  {clue == "swifts": {hero} watched the swifts. They were zipping along the face of the Painted Wall, calm and chattering, no alarm in them at all.}
  {clue == "call": It was quiet here, away from the road. Good for listening, {hero} thought, and listened with everything {they} had.}
  A swift came zipping past the overlook, swerved, and shot straight into a crack in the cliff no wider than a mail slot, and was simply gone, as if the rock had inhaled it. "It lives in there," said Dad, without even needing a sign, and looked enormously pleased with himself. "Swifts nest in cracks high up on the cliffs." {pal} stared at the crack for a long time, as if it suspected a trick. # fact: swifts-nest-cliffs
}
-> falcons ->
{band:
- "young":
  "Oh, the binoculars!" said Dad. "I will run back to the car and look again. Want to come?"
  What should {hero} do?
- "middle":
  Dad was already halfway back down the trail. "Binoculars!" he called. "I'm going to look again. Coming?"
  {hero} looked at the climbing falcon. At the little one with the parcel. At Dad, waiting. Something was going to happen, and soon.
- else:
  Dad was already halfway back down the trail. "Binoculars!" he called over his shoulder. "I'm going to look properly this time! Coming? It'll take two minutes!"
  {hero} looked at the climbing falcon, at the little one with his parcel, at Dad waiting on the trail with the keys. Three ways to go, and the canyon wasn't going to wait while {hero} made up {their} mind.
}
* [Go with Dad to get the binoculars # act: go] -> end_blur
* [Wait and keep watching the falcon circling high # act: wait] -> end_stoop
* [Look where the smaller falcon is taking his parcel # act: look] -> end_pass

// The falcons appear, in the order the clue makes the hero look: "high" spots the climbing falcon
// first, "swifts" hears their alarm go off first, "call" hears the small falcon calling as he comes in.
=== falcons ===
{band:
- "young":
  {clue == "high": Then {hero} saw it first! High above {sky_over()}, a dark bird went round and round. Up, up, up. Soon it was a tiny dot.}
  {clue == "high": "She is climbing," whispered {hero}. "Next she dives!"}
  {clue == "swifts": Then the swifts all bunched up. Squeak! Squeak! That was the alarm bell!}
  {clue == "swifts": {hero} looked up past them. High above {sky_over()}, a dark bird went round and round. It was so high it looked like a dot. "The swifts saw her first!" whispered {hero}.}
  {clue == "call": Kak-kak-kak! {hero} heard it first. {They} turned fast. A small falcon was flying in along the canyon. He had something in his feet!}
  {clue == "call": "He is calling," whispered {hero}. "Who is he calling?"}
  {clue == "call": Then {pal} {pal_sound}. "Up there!" High above {sky_over()}, a big falcon went round and round. Up, up, up, until she was a tiny dot.}
  {clue != "call": Then {pal} {pal_sound}. "Over there!" A smaller falcon was flying in. He had something in his feet!}
  {saw_male: It was the grumpy dad falcon from the telescope!}
- "middle":
  {clue == "high": Then {hero} saw it, before anybody else. High above {sky_over()}, a dark bird was turning in slow circles, climbing with every turn, until it was hardly bigger than a speck of pepper.}
  {clue == "high": "Up there," {hero} whispered. "She's climbing. That's what they do before a dive."}
  {clue == "high" && saw_male: {pal} looked up, then everywhere else, and {pal_sound}. "And there's the little grumpy one," it said. "Look. He's carrying something."}
  {clue == "high" && not saw_male: {pal} looked up, then everywhere else, and {pal_sound}. "And there's a smaller one," it said. "Look. It's carrying something."}
  {clue == "swifts": Then, all at once, the swifts changed. Their lazy loops pulled in tight, and their twittering rose to a shriek. They bunched together and swerved as one, like a school of fish.}
  {clue == "swifts": "The alarm bell," {hero} breathed, and looked up past them. High above {sky_over()}, a dark bird was turning in slow circles, climbing with every turn. The swifts had seen her long before {hero} could have.}
  {clue == "swifts": {pal} {hid()}. A moment later it whispered, "And there's another one. A little one. Carrying something."}
  {clue != "call": A second falcon, smaller, was flying in along the canyon, fast and low, with something clutched in his yellow feet.}
  {saw_male: It was the male from the scope, {hero} was sure of it. Same mustache.}
  {clue == "call": Kak-kak-kak! The call came first, thin and sharp, from somewhere along the canyon. {hero} turned toward it so fast that {pal} jumped.}
  {clue == "call": A falcon was flying in along the canyon, fast and low, calling as he came. He was smaller than the one that had dived, and something was clutched in his yellow feet.}
  {clue == "call": "He's carrying something," {hero} whispered. "And he's telling somebody about it."}
  {clue == "call": {pal} {sniffed()}, then looked up. "Telling her, maybe," it said. High above {sky_over()}, a bigger falcon was turning in slow circles, climbing with every turn, until she was hardly bigger than a speck of pepper.}
- else:
  {clue == "high": And because {hero} was watching the sky and nothing else, {they} saw it first, before anybody at the railing. High above {sky_over()}, a dark bird was turning in slow circles, climbing with every turn, up and up, until it was hardly bigger than a fleck of pepper on a blue plate.}
  {clue == "high": "Up there," {hero} whispered, not daring to blink. "She's climbing. That's what they do before a dive."}
  {clue == "high" && saw_male: {pal} looked up, squinted, lost the speck at once, looked everywhere else instead, and {pal_sound}. "And there's the small grumpy one," it said. "Look. He's carrying something. Shopping, by the look of it."}
  {clue == "high" && not saw_male: {pal} looked up, squinted, lost the speck at once, looked everywhere else instead, and {pal_sound}. "And there's a smaller one," it said. "Look. It's carrying something. Shopping, by the look of it."}
  {clue == "swifts": Then, all at once, the swifts changed. Their lazy loops pulled in tight and their chatter went thin and shrill, and the whole flock bunched together and swerved as one, like a school of fish that has seen a shark.}
  {clue == "swifts": "The alarm bell," {hero} breathed, and looked up past them, to where the swifts were looking. High above {sky_over()}, a dark bird was turning in slow circles, climbing with every turn. The swifts had seen her long before {hero} could have. They had been watching for her all their lives.}
  {clue == "swifts": {pal} {hid()}. A moment later it whispered, very small, "And there's another one. A little one. Carrying something. Is everybody a falcon today?"}
  {clue != "call": A second falcon, clearly smaller, was flying in along the canyon, fast and low, with something gripped in his yellow feet, carried the way you'd carry a bag of groceries you were in a hurry to put down.}
  {saw_male: It was the male from the scope, {hero} was nearly sure: the same mustache, the same air of someone with important business.}
  {clue == "call": Kak-kak-kak! The call came first, thin and sharp, skipping along the canyon like a stone across a pond. {hero} turned toward it so fast that {pal} jumped and said something rude.}
  {clue == "call": A falcon was flying in along the canyon, fast and low, calling as he came. He was smaller than the one that had dived that morning, and something was gripped in his yellow feet, carried the way you'd carry a bag of groceries you were in a hurry to put down.}
  {clue == "call": "He's carrying something," {hero} whispered. "And he's telling somebody about it. Loudly."}
  {clue == "call": {pal} {sniffed()}, then tipped its head back. "Telling her, maybe," it said. High above {sky_over()}, a bigger falcon was turning in slow circles, climbing with every turn, up and up, until she was hardly bigger than a fleck of pepper on a blue plate. {hero} would never have looked up there if the call hadn't turned {their} head first.}
}
->->

// Where the climbing falcon circles, seen from the overlook they chose.
=== function sky_over()
{ spot:
- "chasm": ~ return "the far rim"
- "gunnison": ~ return "the middle of the canyon"
}
~ return "the Painted Wall"

// ---------------------------------------------------------------- endings
// Start to finish: they watch the circling falcon and see a whole dive.
=== end_stoop ===
{spot:
- "gunnison": -> at_gunnison
- "cedar": -> at_cedar
- else: -> at_chasm
}
= at_chasm
# place: chasm-view
{band:
- "young":
  {hero} did not look away from the dot above the far rim. Not once. Not even when Dad jingled his keys.
  "I'm staying," {hero} said. So Dad stayed too.
- "middle":
  {hero} stayed right where {they} {were}, eyes fixed on the speck circling high above the far rim, and didn't look away, not even once.
  "I'm staying," {hero} said, and Dad put the keys back in his pocket and stayed too.
- else:
  {hero} stayed exactly where {they} {were}, eyes fixed on the speck circling high above the far rim. {They} didn't look away. Not for Dad. Not for the swifts. Not even for a fly that landed on {their} arm and strolled about as if it owned the place.
  "I'm staying," {hero} said, without turning {their} head, and after a moment Dad put the keys back in his pocket and leaned on the railing beside {them}.
}
-> dive
= at_gunnison
# place: gunnison-point
{band:
- "young":
  {hero} kept {their} eyes on the tiny dot far out over the canyon. {They} did not blink.
  "I'm staying," {hero} said. So Dad stayed too.
- "middle":
  {hero} kept {their} eyes glued to the tiny dot far out over the canyon, so hard that {their} eyes began to water.
  "I'm staying," {hero} said, and Dad put the keys back in his pocket and stayed too.
- else:
  {hero} kept {their} eyes glued to the tiny dot far out over the middle of the canyon, so hard that {their} eyes watered and the dot seemed to wobble, but {they} refused to blink.
  "I'm staying," {hero} said, and after a moment Dad put the keys back in his pocket and leaned on the railing beside {them}, squinting up at the same patch of blue.
}
-> dive
= at_cedar
# place: cedar-point
{band:
- "young":
  {hero} stayed at the railing and watched the big falcon go round and round over the Painted Wall.
  "I'm staying," {hero} called. So Dad came back.
- "middle":
  {hero} stayed at the railing and watched the big falcon climbing in circles above the Painted Wall, round and round, higher and higher.
  "I'm staying," {hero} called, and Dad came jogging back up the trail to stand beside {them}.
- else:
  {hero} stayed at the railing and watched the big falcon climbing in circles above the Painted Wall, round and round, higher and higher, until {their} neck began to ache from looking up.
  "I'm staying!" {hero} called, and after a moment {they} heard Dad's footsteps crunching back up the trail, and then he was beside {them}, breathing hard and squinting up at the same patch of sky.
}
-> dive
= dive
{band:
- "young":
  {clue == "swifts": Then the swifts squealed louder than ever. She was coming!}
  {clue == "call": Then, from high above, she called back. Kak-kak-kak! That was the signal!}
  {clue == "high": The dot stopped going round. It hung in the sky. This was it!}
  The falcon folded her wings. And she fell!
  Down, down, down! She was like a dark arrow. She went faster and faster. {hero} kept watching. {They} saw all of it!
  At the bottom she zoomed at the swifts. But she missed! The swifts zipped away, safe.
  Then she swooped back up in a big curve, up into the sky.
  "I saw it!" {hero} shouted. "I saw the whole dive, top to bottom!"
  {pal} {wiggled()}. "That was the fastest thing I ever saw," it said. "And she missed! Good."
  Dad gave {hero} a high five. "And you saw it with just your eyes!"
  The falcon landed on a ledge. She shook her feathers, like a wet dog.
  {hero} smiled and smiled. It was the fastest animal in the world. And {hero} had seen it fly.
- "middle":
  {clue == "swifts": Then the swifts went wild. They were already bunched and shrieking, and now they swerved this way and that, louder than ever. The alarm bell was ringing as hard as it could.}
  {clue == "call": Then {hero} heard her answer the little one, sharp and sudden from high above. Kak-kak-kak! Ears first, then eyes.}
  {clue == "high": The speck stopped circling. For one heartbeat it hung there, perfectly still, at the very top of the sky. This was it.}
  The falcon folded her wings against her body. And she fell.
  She came down like a dark arrow, straight and silent, growing from a speck into a bird, faster and faster, until the air itself seemed to whistle. {hero}'s eyes followed her all the way, past the rim, down the face of the dark wall, down toward the shadows where the swifts were scattering like sparks.
  At the bottom of the dive she swung at the flock, quick as a finger snap, and missed. The swifts burst away in every direction, every one of them safe, and the falcon swept up again in a great curving climb, as if the whole thing had been a joke.
  "I saw it," {hero} whispered. Then, louder, "I saw it! The whole thing! Top to bottom!"
  {pal} {wiggled()}. "She missed," it said, sounding relieved. "Good. I like the swifts."
  Dad was grinning. "No binoculars needed," he said. "Just somebody who wouldn't look away. Tell me everything. What did it look like?"
  {hero} tried. "She was a dot," {they} said, "and then she was a bird, and then she was just a line, like someone drew her with a pencil. All in about one second."
  Across the canyon, the falcon landed on a ledge, shook out every feather like a dog after a bath, and sat there looking as if nothing had happened.
  {hero} watched her, and felt as if {their} own heart had gone on the dive with her and was only just getting back.
- else:
  {clue == "swifts": Then the swifts went wild. They squeezed into a tight, shrieking ball, swerving this way and that, every one of them yelling at once. The alarm bell was ringing as hard as it could, exactly as the ranger had said. They had known before anyone.}
  {clue == "call": Then {hero} heard her answer the little one, sharp and sudden from high above, so faint that {they} might have missed it if {they} hadn't been listening with every bit of {themself}. Kak-kak-kak! Ears first. Then eyes.}
  {clue == "high": The speck stopped circling. For a single heartbeat it hung there, perfectly still, at the very top of the sky, like a ball thrown straight up at the moment before it falls. This was it.}
  The falcon folded her wings tight against her body. And she fell.
  She came down like a dark arrow, straight and silent, growing from a speck into a bird, from a bird into a shape with a face, faster and faster, until the air itself seemed to tear. {hero}'s eyes locked on and stayed there, following her every foot of the way: past the rim, down the face of the dark wall, down and down toward the shadows, where the swifts were scattering like sparks from a bonfire.
  At the bottom of the dive she swung at the flock, quick as the snap of a finger, and missed. The swifts burst away in every direction, every last one of them safe and furious, and the falcon swept up again in a huge, lazy curve, as if the whole thing had only been practice.
  "I saw it," {hero} whispered. Then, much louder, so that a man further along the railing turned to look, "I saw it! All of it! From the top to the very bottom!"
  {pal} {wiggled()}. "She missed," it said, with deep satisfaction. "Good. I'd grown attached to those swifts."
  Dad was grinning so hard his sunglasses had gone crooked. "No binoculars," he said. "No scope. Just somebody who wouldn't look away. Go on, then. Describe it. Every bit."
  {hero} tried, and found that words kept falling behind. "She was a dot," {they} said slowly, "and then she was a bird, and then she wasn't even a bird anymore, she was just a line, like somebody drawing on the sky with a pencil really fast. And it all happened in about one second, but it felt like about ten."
  "That," said Dad, "is the best description of anything I've ever heard."
  Across the canyon, the falcon landed on a ledge, shook out every single feather like a dog after a bath, and then sat there smoothing them down, looking for all the world as if nothing had happened and she couldn't imagine what everyone was staring at.
  {hero} watched her, and it felt as if {their} own heart had gone along on the dive and was only now catching up, out of breath. This morning the fastest animal on Earth had been a blur. Now it was something {hero} had seen with {their} own two eyes, every second of it, and nobody could ever turn it back into a blur again.
}
# ending: top-to-bottom
-> END

// Lunch in the air: they follow the male with his parcel and see the food pass and the chicks.
=== end_pass ===
{spot:
- "gunnison": -> at_gunnison
- "cedar": -> at_cedar
- else: -> at_chasm
}
= at_chasm
# place: chasm-view
{band:
- "young":
  {hero} watched the small falcon fly along the narrow gap. He called out. Kak-kak!
- "middle":
  {hero} watched the small falcon speed along the narrow gap, holding his parcel tight. Halfway along, he called out, a thin, sharp kak-kak-kak.
- else:
  {hero} watched the small falcon speed along the narrow gap between the walls, clutching his parcel. Halfway along he called out, a thin, sharp, insistent kak-kak-kak, the sound of someone shouting up the stairs that lunch is ready.
}
-> pass
= at_gunnison
# place: gunnison-point
{band:
- "young":
  {hero} watched the small falcon fly out over the canyon. He called out. Kak-kak!
- "middle":
  {hero} watched the small falcon fly out over the deep canyon, his parcel held tight. Then he called, a sharp kak-kak-kak that bounced between the walls.
- else:
  {hero} watched the small falcon fly out over the deep canyon with his parcel held tight, and then he called, a sharp kak-kak-kak that bounced between the walls and came back twice, like a message being passed along.
}
-> pass
= at_cedar
# place: cedar-point
{band:
- "young":
  {hero} watched the small falcon fly along the side of the Painted Wall. He called out. Kak-kak!
- "middle":
  {hero} watched the small falcon fly along the side of the Painted Wall, past the pink stripes. Then he called, kak-kak-kak, sharp and bossy.
  Dad heard it too, from down the trail. He forgot all about the binoculars and came hurrying back to the railing.
- else:
  {hero} watched the small falcon fly along the side of the Painted Wall, past the pink zigzags, and then he called out, kak-kak-kak, sharp and bossy, the way someone calls who knows they will be answered.
  Dad must have heard it too, because he left the binoculars to their fate and came puffing back up the trail to the railing, just in time.
}
-> pass
= pass
{band:
- "young":
  Then the big falcon came zooming down out of the sky to meet him.
  She flipped upside down in the air! The little falcon let go of his parcel. And she caught it with her feet!
  "Wow!" said {pal}. "She caught it in the air!"
  "It's lunch," said {hero}. "He's bringing her lunch!"
  The big falcon flew to a ledge on the cliff. There, {hero} saw something white and fluffy. Then another. And another!
  "Chicks!" whispered {hero}. Three white fluffballs were bouncing up and down. They squeaked and squealed for food.
  The dad falcon sat on a rock nearby. He looked grumpy and proud.
  The mom falcon tore off tiny bites. She gave one to each chick.
  {clue == "call": {hero} smiled. The kak-kak-kak had led the way, just like the ranger said.}
  {clue == "high": {hero} had been watching the sky. But the best thing was on a ledge.}
  {clue == "swifts": The swifts zipped by. They did not seem worried now.}
  {hero} never saw the big dive. But now {they} knew why the falcons dived. They had babies to feed!
  "I'll see the dive next time," said {hero}. "Today I saw the family."
- "middle":
  Down from high above came the big falcon, slanting in fast to meet him and calling back.
  Then she did something {hero} would never have believed if {they} hadn't seen it. She flipped upside down beneath him in the air, feet up. He let go of his parcel. And she caught it, right out of the sky, with her feet.
  "Did you see that?" {pal} squeaked. "She caught it upside down!"
  "He brought her lunch," {hero} breathed. "It's a delivery!"
  The big falcon rolled the right way up and swept down to a ledge on the cliff. And there, right where she landed, something white moved. Then another something. Then a third.
  Three fuzzy white chicks, round as cotton balls, were bouncing and flapping on the bare rock ledge, squealing for their share. One of them flapped its stubby wings so hard that it fell right over, and lay there squealing on its back until it could wobble up again.
  "That one's my favorite," said {pal} at once.
  "There's the nursery," Dad said softly. "No nest at all. Just a ledge."
  The mother falcon bent her head and tore off tiny bites, and fed them to the chicks one at a time, the loudest first. The male landed on a knob of rock nearby and sat there, looking grumpy and rather proud.
  {saw_male: "That's our grumpy one from the scope," {hero} said. "He's a dad!"|"The little one's the dad," {hero} said. "He does the shopping."}
  Dad laughed. "I know how he feels."
  {clue == "call": "The call led us here," {hero} said. "Ears first." The ranger had been right.}
  {clue == "high": {hero} had been watching the sky all morning. But the real secret had been hiding on a ledge.}
  {clue == "swifts": Far below, the swifts had stopped shrieking and gone back to their loops. Nobody was diving at anybody now. Everyone was busy with lunch.}
  {hero} never did see the big dive. But {they} had seen why the falcons dived. Every one of those dives was for the three fuzzballs on the ledge.
  "Next time, the dive," {hero} said. "Today, the family."
  "I'd like someone to bring me lunch upside down," said {pal}.
- else:
  Down out of the high blue came the big falcon, slanting in fast to meet him and calling back, and then the two of them were wheeling together in the air above the canyon, close enough to touch.
  Then she did something {hero} would never have believed if anyone had told {them} about it. She flipped upside down beneath him, right there in midair, feet reaching up. He opened his feet and let go. And she caught the parcel, neat as a ball in a mitt, upside down, hundreds of feet above the river.
  "Did you see that?" {pal} squeaked. "She caught it upside down! In the air! I can't even catch things right side up!"
  "He brought her lunch," {hero} breathed. "It's a delivery. A flying delivery."
  The big falcon rolled the right way up and swept down to a ledge on the cliff. And there, right where she landed, something white moved. Then another something. Then a third, pushing past the first two.
  Three fuzzy white chicks, round as cotton balls, were bouncing and flapping on the bare rock of the ledge, squealing for their share, and even from here {hero} could hear them. One flapped its stubby wings so hard that it tipped over backward and lay there, still squealing, feet in the air, until it managed to wobble upright again with enormous dignity.
  "That one," said {pal} at once. "That one's my favorite. No discussion."
  "There's the nursery," Dad said softly. "They don't even build a nest. It's just a ledge. Imagine growing up with that view."
  The mother falcon bent her head and began tearing off tiny bites, feeding the chicks one at a time, the loudest one first, which seemed to {hero} like a lesson the other two were learning fast. The male landed on a knob of rock nearby and sat there with his feathers fluffed, looking grumpy and tired and, {hero} thought, secretly very proud.
  {clue == "call": "The call brought us here," {hero} said. "He told her he was coming." Ears first, the ranger had said, and the ranger had been right.}
  {clue == "high": {hero} had spent all morning watching the sky for the big moment. But the real secret had been hiding on a ledge the whole time, fluffy and furious and hungry.}
  {clue == "swifts": Far below, the swifts had stopped their shrieking and gone back to zipping about, perfectly calm. Nobody was diving at anybody now. Everyone in the falcon family was far too busy with lunch.}
  {hero} never did see the big dive that day. And a small part of {them} minded. But {they} found {they} didn't mind nearly as much as {they} would have that morning. Every one of those lightning dives, {hero} understood now, was for those three fuzzballs on the ledge. The fastest animal on Earth was mostly just a parent in a hurry.
  "Next time, the dive," {hero} said. "Today, the family."
  "That's a very good trade," said Dad, and for once he didn't make a joke.
  "I'd like someone to bring me my lunch upside down," said {pal} wistfully. "Just once."
  {saw_male: {hero} looked at the male on his knob of rock, the same grumpy mustache {they} had seen in the ranger's scope that morning, and felt as if they had been introduced properly at last.}
}
# ending: lunch-in-the-air
-> END

// Just a blur: they fetch the binoculars, get back in time, and lose the dive in the little circle of
// the lenses. The binoculars show them the falcon's face instead.
=== end_blur ===
{spot:
- "gunnison": -> from_gunnison
- "cedar": -> from_cedar
- else: -> from_chasm
}
= from_chasm
# place: chasm-view
{band:
- "young":
  They ran to the car. This time they looked everywhere. At last! The binoculars were under {hero}'s seat!
  They ran back to the railing at Chasm View. The falcons were still there.
- "middle":
  They jogged back to the car, and this time they searched properly. The binoculars were not in the glove box. They were not under the front seats. They were, in the end, under {hero}'s seat, next to an old apple core. They ran back to the railing at Chasm View, and the whole trip took less than three minutes.
- else:
  They jogged back to the car, and this time they searched properly. The binoculars were not in the glove box, or under the front seats, or in the bag inside the other bag. They were, in the end, under {hero}'s seat, keeping company with a very old apple core. They ran back down the path to the railing at Chasm View, Dad holding the binoculars up like a trophy, and the whole trip had taken less than three minutes.
}
-> blur
= from_gunnison
# place: gunnison-point
{band:
- "young":
  They ran back past the visitor center to the car. This time the binoculars were easy to find. They were under {hero}'s seat! Then they ran back to the railing.
- "middle":
  They hurried back past the visitor center to the parking lot. This time {hero} helped, and found the binoculars in about five seconds, under {their} own seat. They ran back out to Gunnison Point with them, and they were back in no time at all.
- else:
  They hurried back past the visitor center to the parking lot. This time {hero} helped, and found the binoculars in about five seconds, under {their} own seat, behind a jacket and a map nobody had ever unfolded. They ran back out to Gunnison Point, Dad puffing and apologizing, and were at the railing again in no time at all.
}
-> blur
= from_cedar
# place: cedar-point
{band:
- "young":
  They hurried back along the trail to the car. The binoculars were under {hero}'s seat! Then they hurried back to the railing.
- "middle":
  They hurried back along the nature trail to the car. The binoculars were under {hero}'s seat, where nobody had thought to look. Then they hurried all the way back again, and this time Dad didn't read a single sign.
- else:
  They hurried back along the nature trail to the car, where the binoculars turned out to be under {hero}'s seat, the one place nobody had looked, and then hurried all the way back again, and this time Dad didn't read a single sign, which showed how worried he was.
}
-> blur
= blur
{band:
- "young":
  {clue == "high": The dot was still going round, high in the sky.}
  {clue == "swifts": The swifts were still squeaking. The falcon was still up there!}
  {clue == "call": Kak-kak-kak! The falcons were still calling.}
  {hero} held the binoculars up to {their} eyes. Sky. Sky. Cloud. Then, there she was! The falcon was so big and close!
  Then the falcon folded her wings. And she was gone!
  {hero} swung the binoculars down. Rock. A swift. More rock. Where was she?
  {They} put the binoculars down. The falcon was already zooming back up. Everyone was clapping.
  "She dived!" said a girl. "Did you see?"
  {hero} had only seen a blur. Again!
  "Oh dear," said Dad. "Binoculars only show a little circle. She was too fast for it."
  Then the falcon landed on a rock. {hero} looked through the binoculars again. The falcon's face was so close! She had a black mustache and yellow feet. She looked right at {hero}.
  "Binoculars are for faces," said {hero}.
  "And dives are for eyes," said Dad.
- "middle":
  {clue == "high": The speck was still up there, turning in circles, higher than ever.}
  {clue == "swifts": The swifts were still bunched and shrieking. The falcon was still up there.}
  {clue == "call": Kak-kak-kak! The falcons were calling to each other now, back and forth across the canyon.}
  {hero} pressed the binoculars to {their} eyes and hunted for her. Sky. More sky. A cloud. Then, all at once, there she was, filling the whole circle: the long pointed wings, the dark cap, so close that {hero} gasped.
  Then the falcon folded her wings. And she was gone.
  Not gone from the sky. Gone from the circle. {hero} swung the binoculars down after her and saw rock, a blur of swift, more rock, a bush, sky again. Somewhere in all that, the fastest animal on Earth was diving, and {hero} could not find her.
  {They} lowered the binoculars just in time to see the falcon sweep back up from the bottom of the canyon in a great curve. All along the railing, people were pointing and talking at once.
  "Did you see it?" a girl in a striped shirt asked {hero}. "She went straight down! Whoosh!"
  {hero} had seen it. Sort of. {They} had seen a blur, exactly like that morning.
  Dad looked at the binoculars in {hero}'s hands. "I think I just learned something," he said slowly. "Binoculars only show you a little circle of sky. A dive goes right out of it in a blink. For that you need your whole eyes."
  The falcon landed on a knob of rock across the canyon, and {hero} lifted the binoculars again. This time they were perfect. There she was, close enough to touch: the black cap, the dark mustache, the pale barred chest going in and out, the yellow feet gripping the stone. She shook out her feathers and looked straight at {hero}.
  {saw_male: {hero} had seen the father's face in the ranger's scope that morning. Now {they} had seen the mother's, and the mother had looked right back.}
  {not saw_male: {They} had never seen a wild falcon's face before, and this one had looked right back.}
  {clue == "swifts": The swifts zipped around her, still cross. They had seen the whole dive, of course. They always would.}
  {clue == "call": Kak-kak-kak, the falcon said, in a voice that sounded very much like she was laughing.}
  "So binoculars are for faces," {hero} said at last.
  "And dives are for eyes," said Dad, and hung the binoculars around {hero}'s neck. "You're in charge of these now. You know when to use them."
- else:
  {clue == "high": The speck was still up there, turning its slow circles, higher than ever. {hero} let out a breath {they} hadn't known {they} {were} holding.}
  {clue == "swifts": The swifts were still bunched and shrieking, which meant the falcon was still up there somewhere, and still thinking about it.}
  {clue == "call": Kak-kak-kak! The falcons were calling to each other now, back and forth across the canyon, like two people arguing about where to park.}
  Up came the binoculars, and {hero} hunted for her. Sky. More sky. The edge of a cloud. A lot of nothing, very large. Then, all at once, there she was, filling the whole circle: the long pointed wings, the dark cap, the feathers lifting in the wind, so close that {hero} gasped out loud.
  Then the falcon folded her wings. And she was gone.
  Not gone from the sky. Gone from the circle. {hero} swung the binoculars down after her and got rock, a smear of swift, more rock, a bush, a sudden dizzy slice of sky. Somewhere in all that, the fastest animal on Earth was diving at two hundred miles an hour, and {hero} was waving a pair of binoculars around like someone trying to catch a fly with a drinking straw.
  {They} lowered them just in time to see the falcon sweep back up from the bottom of the canyon in a huge, lazy curve. All along the railing, people were pointing and talking at once, in the excited, overlapping way people talk when they've all just seen the same amazing thing.
  "Did you see it?" a girl in a striped shirt asked {hero}. "She went straight down! Like, whoosh!" She slashed her hand through the air so fast it blurred.
  {hero} had seen it, technically. {They} had seen a blur. The exact same blur as that morning, only this time {they} had brought special equipment to see it with.
  Dad looked at the binoculars, and then at {hero}, and for once he didn't make a joke. "I think I just learned something," he said slowly. "Binoculars only show you a little circle of sky. A dive goes right out of it in a blink. For that you don't need anything special. You need your whole eyes, and the whole sky."
  The falcon landed on a knob of rock across the canyon, and {hero}, mostly so {they} wouldn't have to look at anyone, lifted the binoculars again. This time they were perfect. There she was, suddenly, startlingly close: the black cap, the dark mustache, the pale barred chest rising and falling fast, the yellow feet gripping the stone. She fluffed up every feather and shook herself, and then turned her head and looked straight at {hero}, fierce and calm and not the least bit sorry.
  {saw_male: That morning, in the ranger's scope, {hero} had met the father's stare. Now {they} had met the mother's, close enough to see her breathing.}
  {not saw_male: {hero} had never seen a wild falcon's face before, close enough to see her breathing.}
  {clue == "swifts": The swifts were still zipping around her, shrieking and furious. They had seen the whole dive, of course. They hadn't needed binoculars either.}
  {clue == "call": Kak-kak-kak, said the falcon, and {hero} could have sworn she was laughing.}
  "So binoculars are for faces," {hero} said at last.
  "And dives are for eyes," said Dad. He lifted the strap over {hero}'s head and hung the binoculars around {their} neck. "You're in charge of these from now on. You clearly know more about when to use them than I do."
  {pal}, who had watched the entire dive without any equipment at all, mentioned this several times on the way back to the car.
}
# ending: just-a-blur
-> END

// ---------------------------------------------------------------- early ending ("end now")
// Wherever they are, the falcon dives right in front of them, with no warning at all.
=== end_early ===
{at:
- "chasm": -> at_chasm
- "gunnison": -> at_gunnison
- "cedar": -> at_cedar
- else: -> at_wall
}
= at_wall
# place: painted-wall
{at:
- "scope":
  {band:
  - "young":
    {hero} looked up from the telescope to rub {their} eye. Just then, all the swifts squeaked at once. High above the wall hung a dark bird.
  - "middle":
    {hero} lifted {their} head from the scope to rub {their} eye, and just at that moment, every swift in front of the Painted Wall shrieked at once. {hero} looked up, and there, high above the wall, was a dark bird with pointed wings.
  - else:
    {hero} lifted {their} head from the scope to rub {their} eye, and in that exact moment, as if the canyon had been waiting for {them} to look up, every swift in front of the Painted Wall shrieked at once. High above the wall, black against the blue, hung a bird with long pointed wings.
  }
- "ask":
  {band:
  - "young":
    Then the ranger stopped talking. She pointed up. "Look!" she said. "Right now!"
  - "middle":
    Then the ranger stopped in the middle of a word and pointed straight up. "There," she said. "Right now. Look." High above the Painted Wall, a dark bird with pointed wings was hanging in the wind.
  - else:
    Then the ranger stopped in the middle of a word, went very still, and pointed straight up over the Painted Wall. "There," she said. "Right now. Don't look at me. Look." High above the wall, black against the blue, a bird with long pointed wings was hanging in the wind like a kite with no string.
  }
- else:
  {band:
  - "young":
    {hero} looked down, toward the sound. Only rock! Then {they} looked up. There she was, high over the wall!
  - "middle":
    {hero} looked down toward the call and saw only rock and swifts. Then {they} looked up. And there she was, high above the Painted Wall, a dark bird with pointed wings.
  - else:
    {hero} looked down toward where the call seemed to come from, and saw nothing but rock and a few busy swifts. Somebody down there had called. Then, on a hunch, {they} looked up, and there she was, high above the Painted Wall, a dark anchor shape against the blue.
  }
}
-> dive_now
= at_chasm
# place: chasm-view
{band:
- "young":
  Then {hero} looked up. A dark bird was right above the gap!
- "middle":
  Then {hero} glanced up, and there, right above the narrow gap, was a dark bird with pointed wings.
- else:
  Then {hero} happened to glance up, and there, directly above the narrow gap, was a dark bird with long pointed wings, hanging in the wind.
}
-> dive_now
= at_gunnison
# place: gunnison-point
{band:
- "young":
  Then {hero} looked up. A dark bird was right above them!
- "middle":
  Then {hero} glanced up, and there, right above the overlook, was a dark bird with pointed wings.
- else:
  Then {hero} happened to glance up, and there, almost directly above the overlook, was a dark bird with long pointed wings, hanging on the breeze.
}
-> dive_now
= at_cedar
# place: cedar-point
{band:
- "young":
  Then {hero} looked up. A dark bird was high over the Painted Wall!
- "middle":
  Then {hero} glanced up, and there, high over the Painted Wall, was a dark bird with pointed wings.
- else:
  Then {hero} happened to glance up, and there, high over the side of the Painted Wall, was a dark bird with long pointed wings, hanging in the wind.
}
-> dive_now
= dive_now
{band:
- "young":
  "Dad!" whispered {hero}. "Up there!"
  Zip! The falcon folded up her wings. Then down she came!
  She dropped like a stone. Down, down, down! Right in front of {hero}!
  This time {hero} did not blink. {They} saw the falcon fall all the way. {They} saw her zoom at the swifts and miss. Then {they} saw her swoop back up, up, up.
  "I saw it!" yelled {hero}. "I saw the whole dive!"
  {pal} {wiggled()}. "She was so fast," it said. "Faster than me!"
  "Faster than anybody," laughed Dad.
  {hero} hugged Dad tight. No binoculars. No driving anywhere else. Just eyes, right here.
  The fastest animal in the world had flown by. And this time, {hero} saw every bit.
- "middle":
  "Dad," {hero} whispered, not daring to point. "Dad. Up there."
  The falcon tucked her wings in, tight as a fist. And down she came.
  She dropped like a stone, so fast that {hero} almost expected to hear the air rip. This time {hero} didn't blink. {They} followed the falcon all the way down, down past the rim, down the dark wall, faster and faster, until she swung at the swifts below, missed, and sailed back up in a great sweeping curve.
  For a second nobody said anything.
  Then {hero} shouted, "I saw it! I saw the whole thing! Top to bottom!"
  {pal} {wiggled()}. "I barely saw it," it said, "and I was looking right at it."
  Dad laughed and put an arm around {hero}. "So much for needing binoculars," he said. "She came right to you."
  {hero} watched the falcon climb back into the sky until she was a speck again. It was hard to believe that tiny dot was the fastest animal on Earth. But {hero} had seen her, every single foot of the way down, and that was something {they} would keep forever.
- else:
  "Dad," {hero} whispered, not daring to point in case it broke the spell. "Dad. Up there. Don't move."
  The falcon tucked in her wings, tight as a closed fist. And down she came.
  She dropped like a stone thrown off a bridge, so fast that {hero} half expected to hear the air tear around her like ripping cloth. This time {hero} didn't blink. {They} didn't dare. {They} followed the falcon all the way: down past the rim, down the dark face of the wall, faster and faster, until she swung at the swifts far below, missed by a whisker, and sailed back up in a great sweeping curve, as smooth and easy as a skateboarder coming out of a ramp.
  For a second nobody said anything at all. Even the swifts seemed stunned.
  Then {hero} shouted, "I saw it! I saw all of it! From the top to the very bottom!"
  {pal} {wiggled()}. "I barely saw it," it confessed, "and I was looking straight at it the whole time. I think she might be cheating."
  Dad laughed and pulled {hero} into a one-armed hug. "So much for needing binoculars," he said. "She came right to you. Special delivery."
  {hero} watched the falcon climb back into the blue, circling up and up until she was a speck again, as small and harmless-looking as a fleck of dust. It was hard to believe that speck was the fastest animal on Earth. But {hero} knew it was. {They} had seen it with {their} own eyes, every single foot of the way down, and that was a thing nobody could ever make into a blur again.
}
# ending: right-in-front
-> END
