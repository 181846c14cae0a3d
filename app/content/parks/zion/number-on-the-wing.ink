# title: The Number on the Wing
# month: 10
INCLUDE shared/story.ink

// Where the hero is (read by the early endings).
VAR at = ""
// How chapter 2 was spent: "bridge" (found the feather), "ranger" (asked the ranger), "wait" (sat and watched).
VAR route = ""
// The clue that tells their condor from another: "gap" (a missing wing feather), "head" (orange head), "five" (half the tag).
VAR clue = ""
// The chapter-3 scene: "bar" (the riverbank), "court" (the Court of the Patriarchs), "girl" (helping the girl in the yellow hat).
VAR spot = ""

-> grotto_shadow

// ---------------------------------------------------------------- chapter 1
=== grotto_shadow ===
# place: grotto
{band:
- "young":
  Hiss! The shuttle doors opened at the Grotto. {hero} hopped down the steps, and {pal} {moved()} after {them}.
  {friend != "": {friend} jumped down too, with a big grin.}
  Grandpa came last. Big old binoculars hung around his neck.
  "A free bus ride up the canyon!" Grandpa said. "I like this park." # fact: spring-through-fall
  Tall trees stood by the river. Their leaves were turning yellow. Red rock went up and up, so high that {hero} had to tip {their} head back.
  Then a shadow slid over the grass. It was big, and it made no sound.
  {pal} {hid()} and peeked up at the sky.
  A huge black bird sailed over the river. Its wings did not flap once. It landed on a ledge, high on a tall fin of rock, and tucked its wings in.
  A ranger stood by a telescope on three legs. Her badge said Ranger Alvarez.
  "That is a California condor," she said. "Its wings are wider than your grandpa is tall!" # fact: california-condors-wings
  "Every condor here has a number on its wings," the ranger said. "I write them all down. But this one tucked its wings in too fast." # fact: condor-wing-tags
  Crackle! Her radio buzzed. "I have to go down the canyon," she said. She gave {hero} a card and a pencil. "If it flies, read its number for me!"
  {hero} looked up at the tiny dark bird. How could {they} read a number way up there?
- "middle":
  The shuttle bus sighed to a stop at the Grotto, and its doors folded open. {hero} hopped down the steps, and {pal} {moved()} after {them}.
  {friend != "": {friend} was right behind, holding the rail and grinning.}
  Grandpa came last, with his old binoculars bumping on his chest. "No car to park, and a free ride up the canyon," he said. "That's my kind of bus." # fact: spring-through-fall
  It was October, and the big cottonwoods by the river were turning yellow at the edges. Above them, red and cream rock climbed so high that {hero} had to tip {their} head all the way back. One giant fin of stone stood out from the cliff. Grandpa checked the map and said it was called Angels Landing.
  Then a shadow slid across the grass. It was as long as a picnic table, and it made no sound at all.
  {pal} {hid()}, and even Grandpa stopped talking.
  A great black bird sailed over the river on flat, still wings. The long feathers at the tips spread apart like fingers. It swung around once, landed on a ledge high up the side of Angels Landing, and folded itself up like an umbrella.
  "Is that an eagle?" Grandpa asked.
  "Bigger," said a voice. A ranger stood beside a telescope on three legs. Her badge said Ranger Alvarez. "That's a California condor. Its wings are about nine and a half feet across. Wider than you are tall, sir." # fact: california-condors-wings
  "{pal} wants to know if it eats {kind == "fox": foxes|{kind == "deer": deer|{kind}s}}," {hero} said.
  The ranger laughed. "Only animals that are already dead. Condors are the canyon's clean-up crew." She tapped her notebook. "Every condor out here wears a number on each wing, so the people who care for them can tell who's who. I write down every one I see. That one tucked its wings in before I could read it." # fact: condor-wing-tags
  Her radio crackled. She listened and sighed. "They need me down at the Court of the Patriarchs." She tore a card from her notebook and gave it to {hero} with a stubby pencil. "If that bird opens its wings, read me its number. I'll be back as soon as I can."
  {hero} looked at the card, then at the small dark shape on the ledge. A number on a wing, way up there? {They} had a real job now, and no idea how to do it.
- else:
  The shuttle sighed to a stop at the Grotto and folded its doors open with a noise like a tired dragon. {hero} was down the steps before anyone else had stood up, and {pal} {moved()} after {them}.
  {friend != "": {friend} tumbled out next, already pointing at everything.}
  Grandpa came last, his ancient binoculars thumping against his chest. He had owned them since before anyone could remember, and he treated them like a member of the family. "No parking, no traffic, and a free ride up the canyon," he said, beaming at the bus as it pulled away. "Whoever thought of that deserves a medal." # fact: spring-through-fall
  It was October. The cottonwoods by the river had started to go yellow at the edges, as though someone were dipping them in paint a few leaves at a time. Above them the cliffs rose in red and cream for what seemed like forever, and one great fin of rock stood out from the wall like the front of a stone ship. Grandpa squinted at his map and announced that it was Angels Landing.
  Then the shadow came.
  It slid across the grass without a sound, long and dark and far too wide for any bird {hero} knew. {pal} {hid()}, and even Grandpa took a step back.
  Over the river sailed something like a flying black blanket. Its wings stayed flat and still, and the long feathers at the tips spread apart like fingers feeling the air. It swung through one lazy curve, landed on a ledge high up the side of Angels Landing, and folded itself away.
  "Eagle?" Grandpa said faintly.
  "Bigger," said someone behind them. A ranger stood beside a telescope on a tripod, aiming it at the cliff. Her badge said Ranger Alvarez. "California condor. About nine and a half feet from one wingtip to the other. Wider than you are tall, sir, with room to spare." # fact: california-condors-wings
  "{pal} would like to know whether it eats {kind == "fox": foxes|{kind == "deer": deer|{kind}s}}," {hero} said.
  The ranger laughed. "Only animals that are already dead. Condors are the clean-up crew." She tapped a notebook crowded with numbers. "Every condor out here wears a numbered tag on each wing, so the people who look after them can tell who's who. I log every one I see. That one tucked its wings before I could read it." # fact: condor-wing-tags
  Her radio crackled. She listened, and her face fell a little. "They need me down at the Court of the Patriarchs." She tore a card out of the notebook and handed it to {hero} with a stubby pencil. Across the top it said CONDOR SEEN, and underneath that, NUMBER, with an empty line. "If that bird opens its wings, read me the number. I'll be back as soon as I can."
  {hero} turned the card over in {their} fingers and looked up at the ledge, where the condor had become a small dark lump on a very large rock. {They} had been given a real job by a real ranger, and {they} had absolutely no idea how to do it.
}
* [Cross the footbridge to get closer to the cliff # act: go] -> bridge_feather
* [Ask the ranger how to tell when it will fly # act: ask] -> ranger_scope
* [Sit under the cottonwoods and keep watch # act: wait] -> cottonwood_wait

// ---------------------------------------------------------------- chapter 2
=== bridge_feather ===
# place: grotto
~ at = "bridge"
~ route = "bridge"
{band:
- "young":
  Thump, thump went their feet on the footbridge. Below, the river rushed and splashed over round stones.
  "Stay on the bridge," said Grandpa. "That water is cold and fast."
  On the other side, {hero} looked straight up. The ledge was right above them now! But from down here, {they} could only see the bird's dark tummy.
  "I can't read a tummy," said {pal}.
- "middle":
  The footbridge hummed a little under their feet. Below it, the Virgin River ran green and quick over round stones, so loud that Grandpa had to raise his voice.
  "Stay on the bridge and off those wet rocks," he said. "That water is colder and faster than it looks."
  On the far side, the trail began to climb toward Angels Landing. {hero} stopped and stared straight up. The ledge was almost above them now, but from underneath, the condor was only a dark belly and a tail poking over the edge.
  "I can read its tummy from here," said {pal}. "It says nothing at all."
- else:
  The footbridge hummed under their feet. Below it, the Virgin River ran green and quick over stones worn round as eggs, loud enough that Grandpa had to raise his voice to be heard.
  "Bridge, yes. Wet rocks, no," he said, steering {hero} gently away from the rail. "That water is colder and faster than it looks, and it doesn't care how good a swimmer you are."
  On the far side, the trail started its long climb toward Angels Landing. {hero} tipped {their} head back and found the ledge almost directly overhead. Unfortunately, from directly underneath, a condor turned out to be mostly belly. A dark belly, a tail sticking over the edge, and absolutely no wings to read.
  "I can read its tummy from here," {pal} offered. "It says: go away, I'm busy."
}
{end_now: -> end_soon}
~ clue = "gap"
{band:
- "young":
  Then {pal} stopped. Something long and black lay in the dust by the path. {pal} {sniffed()} and then backed away.
  It was a feather! It was longer than {hero}'s arm, from elbow to fingers.
  {hero} wanted to pick it up. Then {they} stopped.
  "Good," said Grandpa softly. "In a park, we leave what we find."
  So {hero} drew the feather on the back of the card instead.
  Grandpa passed over the binoculars. Up on the ledge, the condor lifted one wing. It was cleaning its feathers with its hooked beak.
  There was a gap in that wing, like a missing tooth! One long feather was gone.
  "I know that bird now," {hero} whispered. "It has a gap."
  Then the condor tucked its wing away, number and all.
  Back on the bridge, a girl in a yellow hat was spinning around. She was looking at the wrong cliff!
- "middle":
  "Closer isn't always better," Grandpa admitted.
  That was when {pal} stopped short. Something long and black lay in the dust beside the path, and {pal} {sniffed()}, then backed away a step, as if the thing might bite.
  It was a feather, and not a small one. It was longer than {hero}'s arm from elbow to fingertips, stiff and dark, with a pale stem.
  {hero} reached for it, and then pulled {their} hand back.
  "Good thinking," Grandpa said quietly. "In a national park, we leave what we find. A condor feather most of all. Not so long ago, there were only twenty-two condors left in the whole world. People have worked very hard to bring them back."
  So {hero} knelt, laid {their} arm beside the feather to measure it, and wrote on the back of the card: Big black feather by the bridge. Longer than my arm.
  Grandpa lifted the strap over his head and passed the binoculars across. It took a moment to find the ledge in the wobbly circle. Then there it was, the condor, combing its feathers with its hooked beak. It lifted one wing to tidy underneath, and {hero} saw it. Near the wingtip, where the long feathers spread like fingers, one finger was missing. There was a gap, like a lost tooth.
  "I could pick that bird out of a crowd now," {hero} said.
  The condor folded its wing away again, tag and all.
  Behind them, someone sighed loudly. A girl in a yellow hat was turning in circles on the bridge, squinting hard at completely the wrong cliff.
- else:
  "Closer," Grandpa admitted, "is not always better."
  That was when {pal} stopped dead. Something long and black lay in the dust at the edge of the path, and {pal} {sniffed()}, then backed off a step, deeply suspicious.
  It was a feather. Not a pretty little feather for a hat, either. It was longer than {hero}'s arm from elbow to fingertips, stiff and dark, with a pale stem as thick as a pencil. It was, without question, the best thing {hero} had ever found lying on the ground, and that included a five-dollar bill.
  {hero}'s hand was halfway there before {their} brain caught up with it.
  "Good," Grandpa said quietly, when the hand came back. "In a national park, everything stays where it is, and a condor's feather most of all. Not so long ago there were only twenty-two condors left in the whole world. Twenty-two. People have spent years and years bringing them back, one bird at a time."
  {hero} looked at the feather differently after that. It wasn't treasure anymore. It was more like a letter addressed to somebody else.
  So {hero} knelt, laid {their} arm beside it like a ruler, and wrote on the back of the ranger's card: Huge black feather by the bridge. Longer than my arm. Left it there.
  Grandpa lifted the strap over his head and passed the binoculars across. Finding a ledge in a wobbling circle of glass was harder than it looked, but at last the condor swam into view, combing through its feathers with a hooked, pale beak. It lifted one wing to tidy underneath, and {hero}'s breath caught. Near the tip, where the long feathers spread apart like fingers, one finger was missing. There was a gap, neat as a lost tooth.
  Maybe the feather on the path had come from that very wing. Maybe it hadn't. Either way, {hero} could now pick that bird out of a crowd.
  The wing folded shut again, and the tag went with it.
  Somebody groaned behind them. A girl in a yellow hat was turning slow circles on the bridge, glaring at completely the wrong cliff as if it had been hiding condors on purpose.
}
* [Look for an open spot on the riverbank with a clear view # act: look] -> river_bar
* [Ride the shuttle down to tell the ranger about the feather # act: go] -> court_view
* [Help the girl in the yellow hat find the condor # act: help] -> yellow_hat

=== ranger_scope ===
# place: grotto
~ at = "ranger"
~ route = "ranger"
{band:
- "young":
  Ranger Alvarez stopped packing up. "Good question," she said. "First, take a look."
  {hero} put one eye to the telescope. Whoa! The condor looked so close, as if {they} could touch it.
  Its head had no feathers at all. The skin was bare and bumpy, orange and pink. A ring of black feathers went around its neck, like a scarf.
- "middle":
  Ranger Alvarez stopped folding up the tripod. "Now that," she said, "is the right question." She swung the telescope back toward the cliff and stepped aside. "Take a look first."
  {hero} squinted into the eyepiece with one eye shut. The condor jumped so close that {hero} almost said hello. Its head had no feathers at all. It was bare, wrinkly skin, orange and pink, with a ruff of black feathers around its neck like a scarf.
  "Where's the number?" {hero} asked.
  "See the pale edge by its shoulder? That's the tag, folded away. It only shows when the wing opens."
- else:
  Ranger Alvarez stopped folding the tripod. "Now that," she said, "is the right question. Most people just ask me whether it's a vulture." She swung the telescope back toward the cliff. "It is, by the way. Take a look first."
  {hero} pressed one eye to the eyepiece, and the condor leaped across the canyon to sit, apparently, about four feet away. {hero} nearly said hello. Its head had no feathers whatsoever, just bare, wrinkled skin in shades of orange and pink, with a ruff of black feathers around the neck like a scarf somebody's grandmother had knitted.
  "Where's the number?" {hero} asked, searching.
  "See that pale edge at its shoulder? That's the tag, tucked under. It only shows when the wing opens, which is the whole problem."
}
{end_now: -> end_soon}
~ clue = "head"
{band:
- "young":
  "An orange head means a grown-up," said the ranger. "Young condors have dark gray heads."
  Behind them, a girl in a yellow hat walked by. She was squinting at the wrong cliff.
  "When will it fly?" asked {hero}.
  The ranger pointed up. Sunshine lit the top of the rock. A line of light was sliding down, slow as honey.
  "Condors don't like to flap," she said. "They wait for the sun to warm the rock. Then warm air rises, and they ride it up. When the sun gets to that ledge, get ready!"
  "So the sun is a clock!" said {pal}.
  Crackle! "That's me," said the ranger. "You can ride down with me, if you like. That bird may sit a long time."
  {hero} wrote on the card: Orange head. Watch the sun.
  Then {they} watched the line of light. It crept down, and down. The ledge was still in shadow. But not for long!
- "middle":
  "An orange head means a grown-up," the ranger said. "Young condors have dark gray heads. It takes them years to change color."
  Behind them, a girl in a yellow hat wandered past, squinting hopefully at entirely the wrong cliff.
  "So when will it fly?" {hero} asked.
  "Watch the sunshine." She pointed. Morning light had reached the top of Angels Landing, and a line between bright rock and shadow was creeping slowly down the cliff. "Condors hardly ever flap. It's hard work for a bird that big. They wait for the sun to warm the rock, and the rock to warm the air. Then they ride the warm air up like an elevator. When the sunshine reaches that ledge, get ready."
  {pal} watched the bright line. "So the sun is the clock," {pal} said.
  The radio crackled again. "That's me," the ranger said, folding the tripod for real this time. "You could ride down with me and see the Court of the Patriarchs while you wait. That bird may sit for an hour."
  "An hour," Grandpa repeated, gazing at the nearest bench like an old friend.
  {hero} wrote on the back of the card: Orange head. Grown-up. Flies when the sun gets there.
  Then {they} held up a thumb to measure. The light had about one thumb to go before it reached the ledge. Or maybe two. Up there in the last of the shadow, the condor sat and waited for it, and now {hero} was waiting too.
- else:
  "Orange means grown-up," the ranger said. "A young condor's head is dark gray, and it takes years to change. So that one has been around a while."
  A girl in a yellow hat wandered past behind them, squinting with great hope at entirely the wrong cliff.
  "And when will it fly?" {hero} asked.
  "Watch the sunshine." She pointed. The morning light had reached the top of Angels Landing, and a sharp line between bright rock and blue shadow was creeping down the cliff, slow as a minute hand. "A bird that size hates to flap. It's like you trying to run up a staircase carrying a sofa. So condors wait for the sun to warm the rock, and the rock to warm the air, and then they ride the rising air up in circles, like an elevator with no walls. When the sunshine reaches that ledge, get ready."
  {pal} studied the line of light as if it might try to sneak past. "So the sun is the clock," {pal} said.
  "Exactly," said the ranger. The radio crackled again, and this time she folded the tripod for real. "You're welcome to ride down with me and see the Court of the Patriarchs while you wait. That bird could sit for an hour."
  "An hour," Grandpa repeated, in the voice of a man who has just spotted a bench with his name on it.
  {hero} looked from the ledge to the shuttle stop and back. An hour was a long time to stare at a rock, and the Court of the Patriarchs sounded like somewhere with giants in it. But an hour was also exactly the sort of guess that grown-ups made confidently and then turned out to have got completely wrong, and {hero} had a feeling that condors did not wear watches.
  {They} wrote on the back of the card: Orange head, so a grown-up. Flies when the sun gets to it. It felt less like a note and more like a secret code.
  Then {hero} held up a thumb against the cliff to measure the gap between the sunlight and the ledge. About a thumb and a half. It was impossible to tell whether that meant five minutes or fifty, which was annoying, because {hero} had always assumed clocks were supposed to tell you things. Up on the ledge, in the last of the shadow, the condor sat perfectly still and waited for the light to reach it. So, {hero} realized, did {they}.
}
* [Ride down the canyon with the ranger # act: go] -> court_view
* [Help the girl in the yellow hat find the condor # act: help] -> yellow_hat
* [Look for a spot by the river where the sunlight will reach # act: look] -> river_bar

=== cottonwood_wait ===
# place: grotto
~ at = "wait"
~ route = "wait"
{band:
- "young":
  They sat at a picnic table under the biggest cottonwood. Ranger Alvarez waved and hurried off to the bus.
  Grandpa opened a bag of trail mix, and {pal} settled {perch()} to wait.
  The condor did not move. A yellow leaf spun down and landed on the table.
- "middle":
  They picked a picnic table in the shade of the biggest cottonwood, where a gap in the leaves showed the ledge. Ranger Alvarez waved and hurried off to catch the shuttle. Grandpa opened a bag of trail mix, and {pal} settled {perch()}.
  "Bird-watching is mostly waiting," Grandpa said. "The trick is to be the most boring thing in the canyon."
  {pal} tried very hard to be boring, which mostly meant staring at the trail mix.
  The condor did not move. Nothing moved at all, except a yellow leaf now and then, spinning down onto the table.
- else:
  They claimed a picnic table in the shade of the biggest cottonwood, where a gap in the leaves framed the ledge like a window. Ranger Alvarez waved and jogged off to catch the shuttle. Grandpa opened a bag of trail mix with the air of a man who intended to stay until supper, and {pal} settled {perch()}.
  "Bird-watching is mostly waiting," Grandpa said. "The secret is to be the most boring thing in the whole canyon. Animals stop noticing you."
  {pal} tried very hard to be boring, which mostly involved staring at the trail mix.
  The condor did not move. Nothing moved. A yellow leaf came spinning down now and then and landed on the table, and that was the most exciting thing that happened for quite a while. Waiting, {hero} decided, was a lot like being a rock, only more itchy.
}
{end_now: -> end_soon}
~ clue = "five"
{band:
- "young":
  Then something did move. A mule deer stepped out of the trees! Its ears were as big as leaves, and they swiveled to listen. It nibbled the grass close by.
  Next came a rock squirrel. It ran right up the table leg, straight for the trail mix.
  "Nope," said Grandpa, and he put the bag away. "Squirrels that get our food can bite. It must find its own."
  {kind == "squirrel": "Don't look at me," said {pal}. "I don't know him."}
  Over by the river, a girl in a yellow hat was spinning in circles. She could not find the condor.
  Then {hero} looked up and gasped. The condor had opened its wings wide in the cool shade, like a big black coat.
  "Quick, the binoculars!" said Grandpa.
  {hero} saw a tag on the wing, with a number. The first part was a five! Then the wing tipped, and the rest was gone.
  {hero} wrote a big 5 on the card. Half a number was better than none.
  The condor folded up again. The sun had not even reached it yet. The rest of the number was still up there, waiting.
- "middle":
  Then something moved a lot. A mule deer stepped out of the trees, big ears swiveling, and began nibbling grass not far from the table. {hero} held so still that the deer went on eating as if they were part of the furniture.
  Next came a rock squirrel, fat and bold, climbing straight up the table leg toward the trail mix.
  "Nope," said Grandpa, sliding the bag into his pocket. "Squirrels that get people food learn to grab, and sometimes they bite. It's better for everybody if it finds its own lunch."
  The squirrel gave them a very offended look and left. {kind == "squirrel": "Don't look at me," {pal} muttered. "I've never seen him before in my life."}
  Across the picnic area, a girl in a yellow hat was turning in slow circles, squinting at all the wrong cliffs.
  That was when {hero} glanced up and gasped. On the ledge, the condor had stood up in the shade and stretched its wings wide in the cool air, like someone hanging a huge black coat out to dry.
  "Binoculars, quick!" Grandpa said.
  {hero} found the ledge just in time. There was the tag on the front edge of the wing, with a big black number. {They} read the first part, a five. Then the condor shifted, the wing tipped, and the rest slid out of sight.
  {hero} wrote a 5 on the card, with a blank line after it. Half a number was better than none.
  Up on the ledge, the condor folded its wings and sat down again in the shadow. The sunlight was still creeping down the cliff toward it, and the rest of the number was tucked away under those folded feathers, waiting.
- else:
  Then something moved a great deal. A mule deer stepped out of the trees with its enormous ears swiveling like radar dishes and began to crop the grass a few steps from the table. {hero} held so still that the deer seemed to decide they were furniture, and went on eating.
  Next came a rock squirrel, plump and shameless, climbing straight up the table leg toward the trail mix as if it had a reservation.
  "Nope," said Grandpa, sliding the bag into his pocket. "A squirrel that gets fed by people learns to grab, and a squirrel that grabs sometimes bites. Better for everybody if it finds its own lunch."
  The squirrel gave them a look of deep betrayal and left. {kind == "squirrel": "For the record," {pal} muttered, "I have never met him before in my life."}
  Across the picnic area, a girl in a yellow hat was turning in slow circles, squinting at every cliff except the right one.
  That was when {hero} happened to glance up, and forgot about squirrels entirely. On the ledge, the condor had stood up in the cool shadow and spread its wings as wide as they would go, like someone hanging an enormous black coat out to dry.
  "Binoculars," Grandpa hissed, already pulling the strap over his head. "Quick."
  {hero} swung them up and found the ledge on the second try. There was the tag, clipped to the front edge of the wing, with a big black number on it. {They} read the first part, a five, and then the condor shuffled, the wing tipped, and the rest of the number slid out of sight as neatly as a card up a magician's sleeve.
  {hero} wrote a 5 on the card, with a blank after it. Half a number. It was maddening, like hearing the first word of a secret and then having someone shut the door, but it was also half a number more than anyone else in the canyon had, and {hero} held the card a little more carefully after that.
  On the ledge, the condor folded itself away again and settled back into the shadow to wait. High above it, the line of sunlight was creeping down the cliff one slow inch at a time. When the light arrived, {hero} suspected, the rest of the number would arrive with it, and {they} had better be ready.
}
* [Help the girl in the yellow hat see the condor # act: help] -> yellow_hat
* [Look for a clearer view down by the river # act: look] -> river_bar
* [Ride the shuttle down to tell the ranger about the five # act: go] -> court_view

// ---------------------------------------------------------------- chapter 3
=== river_bar ===
# place: grotto
~ at = "bar"
~ spot = "bar"
{band:
- "young":
  Just past the bridge, a bank of sand and stones poked into the river. From there, nothing was in the way. They could see the whole tall fin, and the condor on its ledge.
  {hero} sat on a flat rock with the card on {their} knee.
  {kind == "otter": {pal} looked at the river and wiggled. "Not today," said Grandpa. "Too cold!"}
  Grandpa showed {hero} a trick. "Find the dead tree on the cliff first. Then go up."
  {hero} tried it. Tree, up, ledge! {They} could find the bird fast now.
- "middle":
  Just downstream from the footbridge, a bank of sand and smooth stones poked out into the river. From there, nothing blocked the view. No cottonwoods, no bridge, only the whole tall face of Angels Landing with the condor on its ledge.
  {hero} sat on a flat rock with the card on {their} knee{route == "ranger": and one eye on the line of sunlight, which was close to the ledge now}.
  {kind == "otter": {pal} gazed at the river with great longing. "Not today," Grandpa said. "Too cold and too fast, even for you."}
  Grandpa showed {hero} how to find the ledge quickly. "Elbows in, so the binoculars don't wobble. Start with something big, like that dead tree on the cliff. Then slide straight up." {hero} practiced three times, until {they} could find the bird without thinking.
- else:
  Just downstream from the footbridge, a bank of sand and smooth stones poked out into the river like a tongue. From there nothing blocked the view. No cottonwoods, no bridge, no heads of other people, only the whole tall face of Angels Landing with one dark shape on its ledge.
  {hero} sat on a smooth, flat rock with the card on {their} knee{route == "ranger": and kept one eye on the creeping line of sunlight, the way you might watch a cat that is thinking about jumping}.
  {kind == "otter": {pal} gazed at the river with enormous longing. "Absolutely not," said Grandpa, without even looking. "Too cold and too fast, even for an otter."}
  Grandpa crouched beside {them} and gave a lesson in binoculars. "Elbows in against your ribs, so nothing wobbles. Never hunt for a small thing in a big sky. Find something large first, like that dead tree on the cliff, and then slide straight up to what you want." {hero} practiced until {they} could go from tree to ledge in one smooth swoop, without even thinking about it, which Grandpa said was the whole point of practicing.
}
{end_now: -> end_soon}
{band:
- "young":
  The line of sunshine slid down the rock. It touched the ledge. The condor stood up tall and shook out its feathers.
  Then a second shadow crossed the river!
  Another condor came gliding down the canyon. It went round and round. Then it landed on the same ledge, right next to the first one.
  "Two!" {hero} whispered. "Which one is ours?"
  {route == "bridge": {hero} peered through Grandpa's binoculars. The first bird lifted a wing. There was the gap! The new bird had no gap at all.}
  {route == "ranger": {hero} peered through Grandpa's binoculars. The first bird had an orange head. The new bird had a dark gray head. It was a young one!}
  {route == "wait": {hero} peered through Grandpa's binoculars. The two birds looked just the same. Only a number could tell them apart, and {hero} had half of one.}
  Both condors stepped to the very edge. The sun was on them now.
  Any second, they would jump.
- "middle":
  {route == "wait": While they waited, a raven flapped past down the river, croaking like a rusty gate, and {pal} glared at it for not being a condor.|While they waited, a mule deer came down to the far bank to drink, stepping carefully between the stones. It lifted its dripping chin, stared at them for a long moment, and wandered off as if they were the least interesting thing in the canyon.}
  {pal} began counting down the sunlight. "Ten {kind}-lengths to go," {pal} whispered. "Nine. Eight. This is taking forever."
  The bright line slid lower. Sunlight touched the ledge, and the condor stood up tall, shook out its feathers and stepped to the edge.
  Then a second shadow crossed the river.
  Another condor was coming down the canyon, riding the air in wide, slow circles. It circled once, twice, and dropped onto the same ledge, right beside the first.
  "Two of them!" {hero} whispered. "Which one is ours?"
  {route == "bridge": {hero} raised the binoculars. The first condor lifted a wing to balance, and there it was, the gap near the tip. The newcomer's wings were full, with every finger in place.}
  {route == "ranger": {hero} raised the binoculars. The first condor's bare head glowed orange in the sun. The newcomer's head was dark gray. A young one, just like the ranger had said.}
  {route == "wait": {hero} raised the binoculars. The two birds looked exactly alike, black and huge and grumpy. Only the tags would tell them apart, and {hero} had half of one, a five.}
  The newcomer was restless. It flapped, hopped, bumped its neighbor and flapped again, like a little brother who wants to go to the park right now.
  {pal} was almost too excited to sit still. "They're leaning out," {pal} said. "They're both leaning out!"
  Grandpa put a hand on {hero}'s shoulder. "Whatever you do," he said softly, "do it now."
  The warm air was rising. Both birds were ready. And {hero} had one pair of binoculars.
- else:
  {route == "wait": While they waited, a raven came flapping down the river, croaking like a rusty gate with opinions, and {pal} glared after it for the crime of not being a condor.|While they waited, a mule deer picked its way down to the far bank and drank, then lifted its dripping chin and stared at them for a long, thoughtful moment before wandering off, having apparently decided they were the least interesting thing in the canyon.}
  {pal} appointed itself official sunlight-counter. "Ten {kind}-lengths to go," {pal} announced in a whisper. "Nine. Eight and a half. Is it allowed to go this slowly? Someone should complain." {hero} realized {they} had been gripping the binoculars so hard that {their} fingers had gone white, and loosened them one finger at a time.
  The bright line slid lower, and lower, and then the sunlight spilled over the ledge like warm water. The condor stood up tall, shook out every feather it owned and stepped to the very edge.
  Then a second shadow crossed the river.
  Another condor was coming down the canyon, riding the air in wide, unhurried circles, the way a leaf might fall if it had all the time in the world. It circled once, twice, and dropped onto the same ledge, right beside the first.
  "Two," {hero} breathed. "There are two. Which one is ours?"
  {route == "bridge": {hero} raised the binoculars. The first condor lifted a wing to steady itself, and there it was, the gap near the tip like a missing tooth. The newcomer's wings were whole, every long finger present and correct. It was the feather that told them apart. {hero} felt a fizz of pride at having left it lying in the dust and taken the clue instead.}
  {route == "ranger": {hero} raised the binoculars. The first condor's bare head glowed orange in the new sun. The newcomer's head was dark gray, almost black. A young one, years from turning orange. The ranger's lesson had turned into a way to tell them apart, and {hero} felt a small, private glow at having asked.}
  {route == "wait": {hero} raised the binoculars. The two birds looked exactly alike, black and huge and faintly grumpy, like two umbrellas that had been left out in the rain. Only the tags would tell them apart, and {hero} had exactly half of one. A five. It would have to be enough.}
  The newcomer could not keep still. It flapped, hopped, bumped its neighbor, flapped again, and generally behaved like a little brother who has been told he can go to the park in five minutes. Its wings kept half opening and snapping shut. Every time they did, {hero}'s heart jumped.
  {pal} was practically vibrating. "They're leaning out," {pal} said. "They're both leaning out!"
  Grandpa put a hand on {hero}'s shoulder and said, very softly, "Whatever you're going to do, do it now."
  {hero} thought of the card on {their} knee, and the ranger's face when she had handed it over, and how badly {they} wanted to hand it back with the empty line filled in. It was strange, wanting something this much when it belonged to a bird.
  The rock was warm. The air was rising. Two condors were about to drop off a cliff at the same moment, and {hero} had one pair of binoculars and one pair of eyes.
}
* [Keep the binoculars on the first condor and wait # act: wait] -> end_number
* [Look at the newcomer as it opens its wings # act: look] -> end_young
* [Run up onto the footbridge to get closer # act: go] -> end_high

=== court_view ===
# place: court-of-the-patriarchs
~ at = "court"
~ spot = "court"
{band:
- "young":
  The bus rolled down the canyon. They got off at the Court of the Patriarchs. A short, steep path went up. At the top stood three giant peaks, side by side, like old kings.
  Grandpa puffed up the path. "Steep!" he said.
  {route == "ranger": Ranger Alvarez had ridden down with them. She hopped up the path like a goat.}
  {route != "ranger": Ranger Alvarez was at the top, with her telescope.}
- "middle":
  The shuttle carried them down the canyon, past the lodge and its wide green lawn, to the Court of the Patriarchs. A short, steep path climbed from the stop, and at the top three great peaks stood side by side, pale at the top and red below, like old giants keeping watch.
  {hero} had pressed {their} face to the bus window the whole way down, trying to keep the ledge in sight, but the canyon walls had swallowed it at the first bend.
  {route == "ranger": Ranger Alvarez had ridden down with them, and she climbed the path two steps at a time while Grandpa puffed behind.}
  {route != "ranger": Ranger Alvarez was at the top of the path, her telescope set up beside the rail and a family asking her questions.}
- else:
  The shuttle carried them down the canyon, past the lodge and its wide green lawn, where people lay on the grass looking straight up as though the cliffs were a film. At the Court of the Patriarchs they got off. From the stop, a short path climbed so steeply that Grandpa made a noise like a kettle, and at the top three great peaks stood shoulder to shoulder, pale at their heads and red at their feet, like old giants who had kept watch for so long they had stopped noticing the tourists.
  {hero} had spent the whole ride with {their} nose against the window, trying to keep the ledge in sight, as if watching it could hold the condor still. The canyon walls had swallowed it at the first bend.
  {route == "ranger": Ranger Alvarez had ridden down with them, and she took the path two steps at a time, which Grandpa said was showing off.}
  {route != "ranger": Ranger Alvarez was at the top of the path, her telescope set up beside the rail and a small crowd asking her questions.}
}
{end_now: -> end_court}
{band:
- "young":
  {route == "bridge": {hero} told her about the big feather and the gap in the wing.}
  {route == "ranger": {hero} told her where the sun was when they left. It was almost at the ledge!}
  {route == "wait": {hero} told her about the five on the tag.}
  "Good work!" said the ranger, and she wrote it down.
  {hero} looked at the peaks. Lines ran across them, all tilted and wavy.
  "Those lines were sand dunes once, long ago in the time of dinosaurs," said the ranger. "Now they are rock." # fact: great-cliffs-mostly
  "Dinosaur sand!" said {pal}. It looked up and up at the giant peaks.
  Then {hero} saw something. Sunshine was on these rocks already, all the way down.
  "If the sun is here," {hero} said slowly, "is it on the condor's ledge too?"
  The ranger looked up the canyon. "I think it might be."
  Oh no. Was the condor flying right now?
- "middle":
  {route == "bridge": {hero} told her about the feather by the bridge and the gap in the condor's wing.}
  {route == "ranger": {hero} showed her the card again and added something new. When they had left the Grotto, the sunlight had been about a thumb above the ledge.}
  {route == "wait": {hero} told her about the deer, the squirrel, the spread wings and the five on the tag.}
  "That's real field work," the ranger said, and she copied it into her notebook.
  {route == "ranger": A family was already waiting at the rail, and a small boy tugged the ranger's sleeve.|A small boy in her group tugged her sleeve.} "Are condors dinosaurs?"
  "Every bird alive today comes from the dinosaurs," she told him. "So a condor has some very, very old relatives." The boy looked thrilled.
  {hero} gazed up at the peaks. Lines ran across the rock, tilted and curved, like the insides of a cake that had been cut.
  "Those lines are old sand dunes," the ranger said. "Most of Zion's big cliffs started as giant dunes, back when dinosaurs were around. The sand was buried and turned to stone, and the lines show how the wind piled it up." # fact: great-cliffs-mostly
  "So I'm looking at dinosaur sand," {pal} said, deeply impressed.
  {hero} began counting the lines, and found four, then five. Then {they} noticed something else. The sunshine wasn't just on the tops of the peaks. It was on the whole wall, all the way down to the trees.
  "If the sun is all the way down here," {hero} said slowly, "is it on the condor's ledge, too?"
  The ranger looked up the canyon and didn't answer right away. "Very likely," she said.
  {hero}'s stomach dropped. The condor could be opening its wings this very minute, with nobody there to read them.
- else:
  {route == "bridge": {hero} told her about the feather in the dust, longer than an arm, and the gap in the condor's wing like a missing tooth.}
  {route == "ranger": {hero} held out the card again, with one new note squeezed in at the bottom. When they had left the Grotto, the line of sunlight had been a thumb and a half above the ledge.}
  {route == "wait": {hero} told her about the deer, and the squirrel, and the spread wings, and the five on the tag, rather faster than was strictly necessary.}
  "That's real field work," the ranger said, and copied every word into her notebook, which made {hero} stand up a little straighter.
  {route == "ranger": A family was already waiting at the rail when they reached the top, and a small boy tugged the ranger's sleeve.|A small boy in the ranger's crowd tugged at her sleeve.} "Are condors dinosaurs?"
  "Every bird alive today comes from the dinosaurs," she told him. "So a condor has some very, very old relatives. Go back far enough in its family, and you find dinosaurs." The boy looked at the sky as if he had been personally promised something.
  {hero} gazed up at the peaks. Lines ran across the rock, tilted and swooping and crossing each other, like the layers of a cake that someone had cut with a wobbly knife.
  "Those lines are old sand dunes," the ranger said. "Most of Zion's great cliffs started out as giant dunes, in the age of dinosaurs. The sand got buried and pressed into stone, and the lines still show which way the wind was blowing." # fact: great-cliffs-mostly
  "So I'm looking at sand a dinosaur might have walked on," {pal} said, awed. "That's the oldest thing I've ever looked at. Apart from Grandpa's binoculars."
  Grandpa pretended not to hear. {hero} laughed and started counting the dune lines, and got to six before a thought arrived that made the laugh stop. The sunshine wasn't just on the tops of the peaks. It was on the whole wall, all the way down to the trees. It had been creeping down the cliffs the entire time they had been riding the bus and climbing the path and counting lines.
  "If the sun is all the way down here," {hero} said slowly, "is it on the condor's ledge, too?"
  The ranger looked up the canyon and was quiet for a moment too long. "Very likely," she said.
  {hero}'s stomach turned over. Somewhere up the canyon, a condor might be opening its wings this very minute, with nobody watching to read them. The card in {their} pocket suddenly felt like homework {they} had left on the bus.
}
* [Ask the ranger to come back with her telescope # act: ask] -> end_young
* [Look at the old sand dune lines a little longer # act: look] -> end_high
* [Race back to the Grotto on the next shuttle # act: go] -> end_number

=== yellow_hat ===
# place: grotto
~ at = "girl"
~ spot = "girl"
{band:
- "young":
  "It's up there," {hero} told the girl in the yellow hat. "On the ledge. Halfway up the big fin."
  The girl had small binoculars. She looked. "Where? I just see rocks!"
  {hero} stood behind her and pointed along her arm. "Go up from the dead tree. Then left."
  "Oh!" the girl cried. "It's HUGE!"
- "middle":
  "It's up there," {hero} told the girl in the yellow hat. "On the ledge, halfway up the big fin."
  The girl held up a small pair of binoculars and swung them around. "All I see is rock," she said. "Rock, rock, more rock."
  {hero} stood behind her and pointed along her arm. "Start at the dead tree on the cliff. Now go straight up. Now a little left."
  There was a pause, and then a squeak. "Oh! Oh, it's ENORMOUS."
  She bounced on her toes. "Five days," she said. "Five days I've been looking, and all I kept finding were ravens."
- else:
  "It's up there," {hero} told the girl in the yellow hat. "On the ledge, halfway up the big fin."
  The girl held up a small pair of binoculars and swept them across the canyon like a lighthouse beam. "All I see is rock," she said bitterly. "Rock, rock, a bush, more rock."
  {hero} stood behind her and pointed along her arm, the way Grandpa had once shown {them} how to find an owl in a tree. "Start at the dead tree on the cliff. Go straight up. Now a bit to the left. Stop."
  There was a pause, and then a squeak that made a man at the next picnic table drop his sandwich. "Oh! Oh, it's ENORMOUS."
  She bounced on her toes so hard that her hat slipped over one eye, and told {hero}, all in one breath, that she had been in Zion for five days looking for a condor and had so far found only ravens, a great many rocks, and her little brother's missing shoe.
}
{end_now: -> end_soon}
{band:
- "young":
  The girl showed {hero} her notebook. It had every bird she had ever seen. The condor page was empty, until now!
  She was very good at spotting. "Look, another one!" she said.
  A second condor came gliding down the canyon. It landed on the same ledge, right next to the first!
  "Which one is yours?" asked the girl.
  {route == "bridge": "Mine has a gap in its wing," said {hero}. The first bird lifted a wing. There was the gap!}
  {route == "ranger": "Mine has an orange head," said {hero}. The new bird had a dark gray head. It was young.}
  {route == "wait": "Mine has a five on its tag," said {hero}. "I think it's the one on the left."}
  The sun was on the ledge now. Both birds leaned out.
  "I can read bus numbers from really far away," said the girl.
  {hero} held Grandpa's binoculars tight. Two birds. Two kids. Who would watch which?
- "middle":
  The girl's backpack had a bird patch sewn on it. She opened a notebook to show {hero} a list of every bird she had ever seen. The page that said CONDOR had been empty all week, until now.
  She also turned out to have amazing eyes. "There's another one!" she said, before anyone else had noticed a thing.
  A second condor was coming down the canyon in slow, wide circles. It dropped onto the same ledge and settled right beside the first.
  "Which one is yours?" the girl asked.
  {route == "bridge": "Mine has a gap in one wing," {hero} said. "A feather's missing." Right on cue, the first condor stretched a wing, and there was the gap near the tip.}
  {route == "ranger": "Mine has an orange head," {hero} said. "That means it's grown up." The girl looked. The newcomer's head was dark gray. A young one.}
  {route == "wait": "Mine has a tag that starts with a five," {hero} said. "I think it's the one on the left. It got there first."}
  "I can read bus numbers from the other end of the street," the girl said. "Just so you know. My dad would love this. He's back at the shuttle stop with my little brother, and he's been hoping for a condor all week too."
  {flies(): {pal} flew up to a low cottonwood branch for a better look.}{not flies(): {pal} stood as tall as it could and squinted up at the ledge.}
  The girl gripped her binoculars until her knuckles went white. "Please don't fly yet," she whispered to the birds. "Not until my dad gets here."
  Sunshine had reached the ledge, and both birds were shuffling to the edge.
  Two condors, two kids, two pairs of binoculars. {hero} had to decide who would watch what, and fast.
- else:
  Then she flipped open a battered notebook to show {hero} her bird list. Every page was crowded with names and dates, except one near the front, where CONDOR was written in large hopeful letters above a completely empty page.
  She also turned out to have the eyes of a hawk. "There's another one," she said calmly, a full five seconds before anyone else had noticed anything.
  A second condor was coming down the canyon in slow, wide circles, drawing spirals in the air as if for fun. It dropped onto the same ledge and folded itself away right beside the first, and the two of them stood there like a pair of umbrellas in a hall stand.
  "Which one is yours?" the girl asked.
  {route == "bridge": "Mine has a gap in one wing," {hero} said. "A long feather's missing, near the tip." Right on cue, the first condor stretched a wing for balance, and there was the gap, plain as a missing tooth.}
  {route == "ranger": "Mine has an orange head," {hero} said. "That means it's grown up. The ranger showed me." The girl looked, and reported that the newcomer's head was dark gray. A young one.}
  {route == "wait": "Mine has a tag that starts with a five," {hero} said. "I only saw half of it. But I'm pretty sure it's the one on the left. It was there first."}
  "I can read bus numbers from the other end of the street," the girl said. "I'm just mentioning it." Then her face fell. "My dad is going to be so upset. He's back at the shuttle stop with my little brother, and he's wanted to see a condor since before I was born."
  {flies(): {pal} flew up to a low cottonwood branch for a better look, and stayed there, frozen.}{not flies(): {pal} stood as tall as it possibly could and squinted up at the ledge, not even blinking.}
  The girl gripped her little binoculars so hard her knuckles went pale. "Please don't fly yet," she whispered to the ledge, as if the birds could hear her from half a canyon away. "Please, please wait until my dad gets here."
  The sun had reached the ledge. Both birds were shuffling to the edge like swimmers on a diving board.
  Two condors. Two kids. Two pairs of binoculars, one of them Grandpa's ancient pair and the other small and pink and slightly sticky. It was, {hero} realized, a question of who would watch what, and a question of whether to run for the girl's dad before it was too late, and both questions needed answering in about three seconds.
}
* [Go and fetch the girl's dad so he can see them too # act: go] -> end_high
* [Share the work so each of you watches one bird # act: help] -> end_number
* [Look where the girl is pointing # act: look] -> end_young

// ---------------------------------------------------------------- endings
// The whole number: the hero reads the number of their own condor.
=== end_number ===
# place: grotto
{spot:
- "court": -> from_court
- "girl": -> from_girl
- else: -> from_bar
}
= from_bar
{band:
- "young":
  {hero} kept the binoculars on the first bird. The new one flapped and hopped. {hero} did not look at it. Not even once.
- "middle":
  {hero} kept the binoculars on the first condor and didn't let go, not even when the newcomer started flapping and hopping about. Waiting was the hardest part. {pal} kept still too, which for {pal} was a small miracle.
- else:
  {hero} kept the binoculars on the first condor and refused to be distracted, even when the newcomer began flapping and hopping and generally showing off. {Their} arms ached. {Their} eyes watered. Waiting was the hardest thing {hero} had ever done with {their} eyes open. {pal} kept still too, which, for {pal}, was close to a miracle.
}
-> clue_part
= from_court
{band:
- "young":
  Zoom! They rode the next bus back up. {hero} ran to the river and looked up.
  There were two condors on the ledge now! A new one had come while they were gone.
- "middle":
  They caught the next shuttle back up the canyon, and {hero} was off the steps before they had finished opening. At the riverbank {hero} looked up, panting, and saw not one condor on the ledge, but two. A newcomer had landed while they were away.
- else:
  They caught the next shuttle back up the canyon, and the ride felt about a week long. {hero} squeezed off the bus before the doors had finished opening. At the riverbank {they} looked up, out of breath, and counted. One. Two. A second condor had landed on the ledge while they were away, and now there were two huge birds standing side by side in the sun.
}
-> clue_part
= from_girl
{band:
- "young":
  "You watch the new one," said {hero}. "I will watch mine."
  "Deal!" said the girl.
- "middle":
  "You watch the new one," {hero} told the girl. "I'll watch mine. Then we'll have both."
  "Deal," said the girl, and she planted her feet like a soccer goalie.
- else:
  "You take the new one," {hero} told the girl. "I'll take mine. Then between us we get both."
  "Deal," said the girl, and she planted her feet like a goalkeeper facing a penalty. It was, {hero} thought, a very good plan, and also {their} own, which made it better.
}
-> clue_part
= clue_part
{band:
- "young":
  The sun was warm on the ledge now. Whoosh! The condors opened their wings and dropped into the air.
  {route == "bridge": {hero} saw the gap in the wing. That was {their} bird!}
  {route == "ranger": {hero} saw the orange head shining. That was {their} bird!}
  {route == "wait": {hero} saw a tag with a five. That was {their} bird!}
  The bird swung over the river. The tag turned in the sun. Five... eight!
  "Fifty-eight!" yelled {hero}. {They} wrote it on the card.
- "middle":
  The sun was full on the ledge now. All at once, both condors opened their wings and dropped into the air.
  {route == "bridge": {hero} followed the one with the gap near its wingtip, and didn't lose it for a second.}
  {route == "ranger": {hero} followed the one whose head shone orange in the sun, and didn't lose it for a second.}
  {route == "wait": {spot == "court": The two birds looked exactly alike, so {hero} picked the nearer one and watched for a five.}{spot == "girl": {hero} followed the one from the left side of the ledge, and watched for a five.}{spot == "bar": {hero} stayed with the first condor, the one that had been there all morning, and watched for a five.}}
  It swung out over the river, and the tag on its wing turned toward the light. A five, and then an eight.
  "Fifty-eight!" {hero} shouted, and wrote it down so fast that the pencil tore the card a little.
- else:
  The sun was full on the ledge. All at once, as if someone had said go, both condors opened their wings and dropped off the cliff.
  {route == "bridge": {hero} followed the one with the gap near its wingtip. The missing feather made a little window of sky in the wing, and {hero} kept it in the circle of glass the whole way down.}
  {route == "ranger": {hero} followed the one whose bare head shone orange in the sun, and kept it in the circle of glass even when the two birds crossed paths.}
  {route == "wait": {spot == "court": The two birds looked exactly alike, and {hero} had not seen which one arrived first, so {they} simply picked the nearer one, held {their} breath, and hoped very hard for a five.}{spot == "girl": {hero} followed the one that had stood on the left, holding {their} breath and hoping very hard for a five.}{spot == "bar": {hero} stayed with the first condor, the one {they} had watched all morning, holding {their} breath and hoping very hard for a five.}}
  It swung out over the river, and the tag on the front of its wing turned toward the light. A five. And then, clear as a sign on a door, an eight.
  "Fifty-eight!" {hero} shouted, and wrote it down so hard that the pencil went through the card.
}
-> body
= body
{band:
- "young":
  {spot == "girl": "Twenty-one!" the girl yelled. She had read the other one!}
  The two condors went up and up in circles, riding the warm air. Soon they were higher than the top of the rock.
  {spot == "girl": The girl's dad came running from the bus stop, just in time to see them. "I made it!" he said, and he gave her a big hug.}
  Then Ranger Alvarez came back on a bus. {hero} gave her the card.
  "Fifty-eight!" the ranger cried. "She is a grown-up who flies here a lot. I have not seen her all week!"
  {friend != "": {friend} cheered.}
  The ranger put the number in her book. Then she gave the card back to {hero}. "Keep it," she said. "It is your first condor."
  {pal} {wiggled()} and grinned up at the empty ledge. "Our first condor," said {pal}.
- "middle":
  {spot == "girl": "Twenty-one!" the girl shouted at the same moment. She had read the other one. They stared at each other and laughed.}
  The two condors went up the canyon in slow circles, higher with every turn, until they were above the very top of Angels Landing and the hikers up there looked like crumbs. Not once did either of them flap.
  Grandpa, who had watched the whole thing with his bare eyes, wiped them and said it was the wind. "I've been watching birds for forty years," he said, "and I'd never seen a condor until today."
  {spot == "girl": The girl was already writing. On the empty page under CONDOR, in big letters, she wrote 58 and 21.}
  {spot == "girl": All the shouting had brought her dad running from the shuttle stop, with her little brother bouncing on his back, and he got there in time to see both condors circling high over Angels Landing. "They didn't wait for me," he said, grinning, "but I saw them anyway."}
  {spot == "court": Ranger Alvarez came up on the following shuttle, and {hero} ran to meet her with the card held out.|Ranger Alvarez stepped off the next shuttle, and {hero} ran to meet her with the card held out.}
  "Fifty-eight!" The ranger flipped through her notebook. "She's a grown-up who's been flying these canyons for years. I haven't been able to log her all week. I was starting to wonder where she'd got to."{route == "bridge": Then the ranger read the note about the feather and nodded slowly. "She's growing new flight feathers. Now I know to look for that gap."}{route == "ranger": Then she smiled at {hero}. "And you used the orange head to pick her out. That's exactly how I'd have done it."}{route == "wait": Then she smiled at {hero}. {spot == "court": "Half a number and a lucky guess, and you still found her. I'll take it."|"Half a number, and you still found her. That's patience."}}
  {friend != "": {friend} did a victory dance that nearly knocked over a trash can.}
  She pressed the button on her radio. "Fifty-eight, seen at the Grotto this morning," she said, "by a very good spotter." Someone on the other end cheered, crackly and far away.
  She copied the number into her book, then handed the card back. "Keep it," she said. "Your first condor."
  {pal} {wiggled()}, as proud as if it had read the number itself. "Our first condor," {pal} corrected.
- else:
  {spot == "girl": "Twenty-one!" the girl yelled at the very same moment. She had read the other one. They stared at each other over their binoculars and burst out laughing, and the man at the next table, who had only just recovered his sandwich, dropped it again.}
  The two condors climbed the warm air up the canyon in slow circles, higher with every turn, until they were riding far above the top of Angels Landing and the hikers on its summit looked like crumbs on a tablecloth. Not one flap. {hero} counted.
  Grandpa, who had watched the whole thing with nothing but his own eyes, wiped them and claimed it was the wind, although there wasn't any. "Forty years I've been watching birds," he said. "Forty years, and I'd never seen a condor until this morning. You'd think I'd have a clever thing to say about it." He didn't. He just kept looking up.
  {spot == "girl": The girl was already writing. On the empty page under CONDOR, in letters so big they took up half of it, she wrote 58 and 21, and then a great many exclamation marks.}
  {spot == "girl": All the shouting had brought her dad pounding up from the shuttle stop with her little brother on his shoulders, in time to see both condors riding the air high over Angels Landing. "They didn't wait," he said, "but I saw them." The girl held up the notebook, and he read it as if it were a letter from someone famous.}
  {spot == "court": Ranger Alvarez came up on the following shuttle, and {hero} ran to meet her with the card held out like a winning ticket.|Ranger Alvarez stepped off the next shuttle, and {hero} ran to meet her with the card held out like a winning ticket.}
  "Fifty-eight!" Ranger Alvarez flipped through her notebook, running a finger down the columns. "She's a grown-up who's been flying these canyons for years. I haven't been able to log her all week. I was starting to wonder where she'd got to." She looked at {hero} properly, the way grown-ups sometimes do when you have surprised them. {route == "bridge": "You did that. Not luck. You." Then she read the note about the feather twice. "She's growing in new flight feathers, then. That gap will help everyone pick her out for weeks. You found two things today, not one."}{route == "ranger": "You did that. Not luck. You. And you used the orange head to tell her from the young one. That's exactly what I would have done. Maybe you should have my job."}{route == "wait": {spot == "court": "Half a number, a fast bus and a lucky guess," she said. "I'll take it. That's how a lot of this work gets done, you know. A bit of patience, a bit of luck, and about four seconds of panic."|"Half a number and a lot of sitting still," she said. "You did that. Not luck. You. That's how most of this work gets done, you know. Patience, and then about four seconds of panic."}}
  {friend != "": {friend} did a victory dance that nearly knocked over a trash can.}
  She pressed the button on her radio. "Fifty-eight, at the Grotto this morning, read by a visiting spotter," she said, and from somewhere down the canyon a crackly voice cheered. {hero} had never been called a spotter before, and decided on the spot that {they} would like to be called one for the rest of {their} life.
  She copied the number into her book, then handed the card back, pencil hole and all. "Keep it. Everyone remembers their first condor."
  {pal} {wiggled()}, looking as smug as if it had done the whole thing alone. "Our first condor," {pal} corrected. "I did a lot of the sitting still."
}
# ending: whole-number
-> END

// The young one: the hero reads a number, but it belongs to the newcomer.
=== end_young ===
# place: grotto
{spot:
- "court": -> from_court
- "girl": -> from_girl
- else: -> from_bar
}
= from_bar
{band:
- "young":
  {hero} turned the binoculars to the new bird. Whoosh! It opened its wings.
  There was the tag, big and clear. "Two... one! Twenty-one!"
  But when {hero} looked back, the first bird was gone!
- "middle":
  {hero} swung the binoculars to the newcomer just as it opened its wings. The tag flashed in the sun, big and clear. "Two, one. Twenty-one!"
  But when {hero} swung back, the ledge was empty. The first condor had dropped off the other side of the fin while nobody was watching.
- else:
  The newcomer was so restless, and so close to the edge, that {hero} could not help it: the binoculars swung over almost by themselves, just as the young bird threw its wings open, and the tag flashed in the sun as clear as a car's number plate. "Two. One. Twenty-one!"
  It was a triumphant moment that lasted about a second and a half. When {hero} swung back, the ledge was empty. The first condor had slipped off the far side of the fin while every eye was on its neighbor, quiet as a cat leaving a room.
}
-> clue_part
= from_court
{band:
- "young":
  "Let's go together," said Ranger Alvarez. She packed up her telescope. They rode the bus back up.
  The ledge was empty. By the river, one condor was flying low. The ranger set up her telescope fast. {hero} looked in.
  There was the tag! "Twenty-one!"
- "middle":
  "Give me two minutes," Ranger Alvarez said, and she packed up her telescope faster than {hero} would have thought possible. They rode the shuttle back up together.
  At the Grotto, the ledge was empty, and one condor was flying low over the river in wide loops. The ranger had the telescope up in seconds, and {hero} pressed an eye to it. The tag swam into view. "Twenty-one!"
- else:
  "Give me two minutes," Ranger Alvarez said, and she packed the telescope away with the speed of someone who had done it in the rain many times. They rode back up together, {hero} bouncing on the seat the whole way.
  At the Grotto, the ledge stood empty, and a single condor was flying low over the river in lazy loops. The ranger had the tripod up in seconds, and {hero} pressed an eye to it. The tag swam into the circle, sharp and black. "Twenty-one!"
}
-> clue_part
= from_girl
{band:
- "young":
  The girl pointed. "That one! Watch that one!" {hero} looked where she pointed.
  Whoosh! The bird opened its wings. They both read the tag. "Twenty-one!"
  But then {hero} looked back. The other bird was gone!
- "middle":
  "That one," the girl said, pointing. "Watch that one!" {hero} swung the binoculars to where she pointed, just as the bird threw its wings open.
  They both read it at the same time. "Twenty-one!"
  But when {hero} looked back, the other condor had already gone, sliding away behind the fin.
- else:
  "That one," the girl said, pointing with total confidence. "Watch that one!" {hero} swung the binoculars to where she pointed, just as the bird threw its wings open.
  They read it at the same time, in the same voice. "Twenty-one!"
  Then {hero} swung back, and the other half of the ledge was empty. The first condor had slid away behind the fin while two kids were busy shouting.
}
-> clue_part
= clue_part
{band:
- "young":
  {route == "bridge": {hero} looked hard at twenty-one. Its wings had no gap. It was not {their} bird.}
  {route == "ranger": Twenty-one had a dark gray head. It was a young one, not {their} bird.}
  {route == "wait": Twenty-one did not start with a five. It was not {their} bird.}
  Far up the canyon, a black dot went round and round, higher and higher. That was {their} condor, going away.
- "middle":
  {route == "bridge": {hero} looked again. Twenty-one's wings were whole, every feather in place. No gap. It wasn't the condor from the ledge at all.}
  {route == "ranger": Twenty-one had a dark gray head. It was {spot == "court": a young one|the young one}, not the orange-headed grown-up {hero} had been watching.}
  {route == "wait": Twenty-one. Not a five in sight. It wasn't the first condor at all.}
  Far up the canyon, a black speck was circling higher and higher on the warm air, too far away for any number. {hero}'s condor was leaving, still a mystery.
- else:
  {route == "bridge": {hero} looked again, and {their} heart sank a little. Twenty-one's wings were whole, every long feather in place. No gap. {spot == "court": It was a different bird altogether, not the one from the feather.|It was the newcomer, not the bird from the feather.}}
  {route == "ranger": Twenty-one had a dark gray head. It was {spot == "court": a young one|the young one}, years away from orange. Not the grown-up {hero} had come for.}
  {route == "wait": Twenty-one. Not a five anywhere. {spot == "court": {hero} looked at the lonely 5 on the card. Whatever this bird was, it was not the one {they} had watched from under the cottonwoods.|{hero} looked at the lonely 5 on the card and felt a bit silly for ever thinking two birds could be told apart by half a number.}}
  Far up the canyon, a black speck was circling higher and higher on the rising air, far beyond any binoculars. {hero}'s condor was leaving, and taking its number with it.
}
-> body
= body
{band:
- "young":
  {spot == "girl": The girl's dad ran up from the bus stop, just in time to see a condor fly over the river. "My first one!" he said.}
  {spot == "court": {hero} wrote 21 on the card. Then {they} let the ranger look too.|Then Ranger Alvarez came back on the bus, and {hero} ran to her with the card.}
  "Twenty-one?" The ranger's eyes went wide. "That young bird has been missing for weeks! Nobody has seen it. Now we know it is safe!"
  {hero} smiled. {They} had not found {their} own bird's number. But {they} had found a lost one.
  Grandpa patted {hero}'s back. "Finding a lost bird is a big deal," he said.
  {friend != "": {friend} gave {hero} a high five.}
  "Tomorrow morning, the first one will sit on a ledge again," said the ranger. "Waiting for the sun."
  {pal} looked up at the dot. "Then we know where to find it," said {pal}.
- "middle":
  {spot == "court": {hero} wrote 21 on the card with a sigh, and stepped back so the ranger could look for herself.|When Ranger Alvarez stepped off the next shuttle, {hero} held out the card with a sigh.}
  "Twenty-one?" The ranger grabbed her notebook. "Twenty-one! That young bird hasn't been seen in weeks. We were starting to worry." She wrote it down and underlined it twice. "This is good news. Really good news."
  {spot == "girl": The girl wrote 21 on her empty condor page, very neatly, and then underlined it twice too, to match.}
  {spot == "girl": Her dad had come hurrying up from the shuttle stop in the middle of all the shouting, with her little brother by the hand, and she had pointed him straight at the young condor before it climbed away. It was the first condor he had ever seen.}
  "Where was it all that time?" {hero} asked.
  "Somewhere out in the canyons, learning to be a condor," the ranger said. "Young ones wander. This one just wandered home."
  {pal} nudged {them}. "You found a lost bird," {pal} said. "That's not nothing."
  {hero} had come looking for one bird and found a different one, like digging in the sand for a lost shovel and turning up a lost ring instead. The first bird was still a mystery. But a missing one had been found.
  Grandpa said that finding a bird nobody else could find was about the best thing a bird-watcher could ever do, and that most people waited their whole lives for it.
  {friend != "": {friend} gave {hero} a high five anyway.}
  "And the first one?" {hero} asked.
  "Tomorrow morning it'll be sitting on a ledge somewhere," the ranger said, "waiting for the sun, like always."
  The ranger pressed the button on her radio. "Twenty-one is back in the canyon," she said, and the radio crackled with somebody's delighted whoop.
  {hero} looked down at the card. There was a number on it after all, in {their} own pencil. It belonged to the wrong bird, and {hero} would not have swapped it for anything.
- else:
  {spot == "court": {hero} wrote 21 on the card with a sigh that came all the way up from {their} boots, and stepped back so the ranger could see for herself.|When Ranger Alvarez stepped off the next shuttle, {hero} held out the card with a sigh that came all the way up from {their} boots.}
  "Twenty-one?" The ranger snatched her notebook and flipped back, and back, and back. "Twenty-one! That young bird hasn't been reported in weeks. We'd started to worry." She wrote it down and underlined it twice, hard. "Do you know how good this is? This is the best news I've had all month."
  {spot == "girl": The girl wrote 21 on her empty condor page in her very best handwriting, then underlined it twice as well, so that it would match.}
  {spot == "girl": Her dad had come puffing up from the shuttle stop in the middle of all the shouting, with her little brother on his shoulders, and she had grabbed his elbow and pointed him at the young condor before it could climb away. He had wanted to see a condor since before she was born, and he got one with about four seconds to spare.}
  "Where was it all that time?" {hero} asked.
  "Out in the canyons somewhere, practicing being a condor," the ranger said. "Young ones wander a long way. This one has just wandered home, and {spot == "girl": you two are the ones who read its tag|you're the one who {spot == "bar": saw it come in|read its tag}}."
  {hero} waited to feel disappointed, and the feeling never quite arrived. The bird {they} had started with had flown off with its secret, but a lost bird had been found, and {hero} had found it, more or less by accident, which was probably how half the great discoveries in history had happened.
  Grandpa, who had been quiet, cleared his throat. "Most bird-watchers wait their whole lives to find the one bird nobody else could find," he said. "You did it before lunch, by looking at the wrong one."
  {friend != "": {friend} gave {hero} a high five, which helped.}
  "And the first one?" {hero} asked.
  "Tomorrow morning it'll be sitting on a ledge somewhere," the ranger said, "waiting for the sun, like it does every day. Condors are very patient. It's catching."
  The ranger pressed the button on her radio. "Twenty-one is back in the canyon," she said, and the radio answered with a crackle that was unmistakably somebody whooping. Whoever was on the other end had clearly been worried too, and {hero} realized that a whole team of people, scattered across the canyons, had just had their day made better by one number on a small card.
  {pal} looked up at the speck, now hardly there at all. "One mystery solved," {pal} said. "One still flying around."
  {hero} looked down at the card. Under NUMBER, in {their} own pencil, it said 21. Wrong bird, right number, and very possibly the best mistake {they} had ever made.
}
# ending: the-young-one
-> END

// Gone up high: the hero misses the take-off (the choice with a cost).
=== end_high ===
# place: grotto
{spot:
- "court": -> from_court
- "girl": -> from_girl
- else: -> from_bar
}
= from_bar
{band:
- "young":
  {hero} ran for the footbridge. But the trees were in the way!
  {They} pushed past a big cottonwood and looked up. The ledge was empty.
- "middle":
  {hero} ran for the footbridge, and {pal} {dashed()} beside {them}. But from the path, the cottonwoods were in the way, and by the time {hero} had dodged around them and looked up, the ledge was empty.
- else:
  {hero} ran for the footbridge, and {pal} {dashed()} alongside, because being closer had to be better, and a bridge was higher than a riverbank, and there was no time to think it through. It seemed like a brilliant idea for about eight steps. Then the cottonwoods closed in overhead, and by the time {hero} had dodged past the last trunk and looked up, the ledge was empty. Completely, horribly empty.
}
-> clue_part
= from_court
{band:
- "young":
  The dune lines were so fun to find. {hero} found five, and {pal} found two more. Then they rode back up with the ranger.
  At the Grotto, {hero} looked up. The ledge was empty.
- "middle":
  The dune lines were like a puzzle, and {hero} found six of them before the ranger had answered the last question. Then they all rode back up together.
  At the Grotto, {hero} ran to the river and looked up. The ledge was empty.
- else:
  The condor would surely wait a few more minutes, {hero} told {themself}, and the dune lines turned out to be impossible to stop looking at, like a puzzle with no edges. {hero} had found nine, and named two, by the time the ranger had answered the last question. Then they all rode back up together.
  At the Grotto, {hero} ran to the riverbank and looked up. The ledge was empty.
}
-> clue_part
= from_girl
{band:
- "young":
  They ran to find her dad at the bus stop. It took a long time to tell him. By the time they ran back, the ledge was empty.
- "middle":
  They ran to find the girl's dad, who was waiting at the shuttle stop with her little brother. It took a while to explain. By the time all of them hurried back, the ledge was empty.
- else:
  It felt like the kind thing to do, and the girl's face lit up when {hero} said it. They ran to find her dad, who was waiting at the shuttle stop with her little brother and a large map, and it took much longer than expected to explain what a condor was and why it mattered and why everyone was shouting. By the time they all hurried back, the ledge was empty.
}
-> clue_part
= clue_part
{band:
- "young":
  "There!" said Grandpa. Two black dots went round and round, high over the rock. They were much too far away for numbers.
  {spot == "court": A second condor had come while they were gone. Now there were two!}
  {route == "bridge": One dot had a tiny gap in its wing. Or did it? It was too far to tell.}
  {route == "ranger": {hero} could not see an orange head from here. {They} could not see anything but dots.}
  {route == "wait": {hero} stared at the card in {their} hand. A five, and then a blank.}
- "middle":
  "There," Grandpa said quietly, pointing up. Two black dots were circling over the top of Angels Landing, higher and higher, far too high for any number.
  {spot == "court": A second condor must have joined theirs while they were down the canyon.}
  {route == "bridge": {hero} squinted. Did one dot have a gap near its wingtip? It was impossible to tell from here.}
  {route == "ranger": {hero} squinted, but from this far away there was no orange head or gray head. There were only dots.}
  {route == "wait": {hero} looked down at the card, at the 5 and the empty line after it.}
- else:
  "There," Grandpa said quietly, and pointed. Two black specks were circling above the very top of Angels Landing, climbing the warm air, higher and smaller with every turn.
  {spot == "court": While they had been down at the Court, a second condor had come to join theirs, and now the two of them were leaving together.}
  {route == "bridge": {hero} squinted until {their} eyes watered. Did one of the specks have a gap near its wingtip, a little window of sky? Maybe. Probably. There was no way to know.}
  {route == "ranger": {hero} squinted until {their} eyes watered, but at that height there were no orange heads or gray heads, only two specks going round like slow flies on a ceiling.}
  {route == "wait": {hero} looked down at the card, at the lonely 5 and the empty line after it, and thought it looked like a word with its ending cut off.}
}
-> body
= body
{band:
- "young":
  {hero}'s throat felt tight and lumpy. {They} had missed it.
  {spot == "girl": But the girl's dad had seen both birds go up over the big rock. "My first condors!" he said. The girl wrote "Two condors, and Dad saw them!" on her empty page.}
  {spot == "court": {hero} gave Ranger Alvarez the card.|Soon Ranger Alvarez came back on the bus. {hero} gave her the card.}
  The ranger read it. "This still helps," she said. "Now I know a grown-up was here today."
  {route != "ranger": "Why did they go up so high?" asked {hero}.}
  {route == "ranger": "The sun got to the ledge, just like you said," {hero} told her. "I just wasn't looking."|"The sun warmed the rock, and the warm air lifted them," said the ranger. "The sunshine tells them when to go."}
  Grandpa gave {hero} a big hug. "Birds get away from me all the time," he said. {spot == "bar": "Next time, we stay by the river. We could see it all from there."}{spot == "court": "Next time the sun says go, we go. The old sand can wait."}{spot == "girl": "But you gave that man his first condor. That was worth a number."}
  {friend != "": {friend} squeezed {hero}'s hand.}
  {pal} leaned close. "We'll come back early," it whispered.
  {hero} put the card in {their} pocket. Next time, it would have a number on it.
- "middle":
  {hero} felt the miss like a stubbed toe. {spot == "bar": Half a minute sooner, and the number would have been on the card. {They} had had the clearest view in the canyon, and had given it up to get closer.}{spot == "court": {They} had guessed that the sun was on the ledge, and had stayed to count sand lines anyway.}{spot == "girl": But the girl's dad, running along behind them with her little brother, had looked up just in time to see both condors climb above the top of Angels Landing. "My first condors," he kept saying. "My very first ones."}
  {spot == "court": {hero} handed Ranger Alvarez the card without a word.|Before long, Ranger Alvarez stepped off a shuttle, and {hero} handed her the card without a word.}
  The ranger studied the card for a long moment. "You know this still helps? I'll write down that a grown-up was on that ledge this morning, and what you saw." {route == "ranger": She looked up at the specks. "Sun on the ledge, and off they go. Right on time."|She looked up at the specks. "They've found the warm air. Once the sun heats the rock, the air rises, and they ride it up without a single flap. That's why they wait all morning, and why they leave so fast."}
  {route != "ranger": "So the sun tells you when," {hero} said.}
  {route == "ranger": "I knew when they would go," {hero} said. "It was right there on my card. I just wasn't watching."}
  The ranger tucked the card into her notebook carefully, as if it mattered, and it did.
  {route == "ranger": "They'll be back," said the ranger. "Condors come back to the same ledges again and again."|"Now you know something most visitors never learn," said the ranger. "And they'll be back. Condors come back to the same ledges again and again."}
  They stood by the river a while longer, watching the two specks turn and turn, until at last they slid over the rim of the canyon and were gone.
  {spot == "girl": The girl opened her notebook to the empty condor page and wrote TWO CONDORS in big letters, and under that, SEEN WITH DAD. It wasn't a number, but she looked as if she wouldn't swap it for one.}
  {friend != "": {friend} bumped {hero}'s shoulder, the friendly kind of bump.}
  {pal} leaned in close. {spot == "bar": "Next time we stay on the riverbank," {pal} said. "No bridges. No trees."}{spot == "court": "Next time, we go straight back," {pal} said. "The minute the sun says so."}{spot == "girl": "We missed the number," {pal} said, "but he didn't miss the condors."}
  Grandpa slung an arm around {hero}. "I've missed more birds than I've seen," he said. {spot == "bar": "The misses are how you learn where to stand. This morning, the best place to stand was exactly where we were sitting."}{spot == "court": "The misses teach you when to move. Those dune lines have been waiting since the dinosaurs. They could have waited another hour."}{spot == "girl": "But I've never missed one for a better reason. That man will remember today for the rest of his life, and so will his girl."}
- else:
  {hero} felt the miss like a stubbed toe, the kind that keeps on throbbing after you've stopped hopping. {spot == "bar": Thirty seconds. Maybe less. {They} had been sitting in the best seat in the canyon, with nothing at all between {them} and the ledge, and {they} had given it up to get closer.}{spot == "court": {They} had known, standing at that rail, that the sun was probably on the ledge already. {They} had stayed to count sand lines anyway.}{spot == "girl": But the girl's dad, puffing along behind them with her little brother on his shoulders, had looked up just in time to see both condors climb above the very top of Angels Landing, and now he stood in the middle of the path with his head tipped back and his mouth open, like a man watching fireworks.}
  {spot == "court": {hero} handed Ranger Alvarez the card without a word.|Before long, Ranger Alvarez stepped off a shuttle, saw {their} face, and came straight over. {hero} handed her the card without a word.}
  The ranger studied the card for a long moment. "You know this still helps, don't you? I'll log that a grown-up was on that ledge this morning, and everything you noticed. Half the job of watching condors is missing them, honestly." {route == "ranger": She tipped her head back toward the specks. "Sun on the ledge, and off they go. You had it written down before they even opened their wings."|She tipped her head back toward the specks. "They've found the warm air. Once the sun heats the rock, the air starts to rise, and they ride it up without a single flap. That's why they sit still all morning, and why they leave so fast when it's time."}
  {route != "ranger": "So the sun tells you when," {hero} said slowly.}
  {route == "ranger": "I knew exactly when they'd go," {hero} said. "And I still missed it." {spot == "bar": And then {they} had run behind a row of trees at the one moment that mattered, which was the most annoying part of all.}{spot == "court": And then {they} had stood at a rail counting sand lines anyway, which was the most annoying part of all.}{spot == "girl": And then {they} had run off to the shuttle stop instead, which {they} would probably do again.}}
  {route == "ranger": "It happens to everyone," said the ranger. "And they'll be back. Condors come back to the same ledges again and again."|"Now you know something most visitors never learn," said the ranger. "That counts. And they'll be back. Condors come back to the same ledges again and again."}
  They stayed by the river a while longer, watching the two specks turn and turn on the warm air, until at last they drifted over the rim of the canyon and the sky was just sky again. {hero} kept looking anyway, in case.
  {spot == "girl": The girl opened her notebook to the empty condor page and wrote TWO CONDORS across the top in enormous letters. Underneath, smaller, she wrote SEEN WITH DAD, and she showed it to {hero} before she showed anyone else. There was no number on it. She did not look as if she minded one bit.}
  {friend != "": {friend} bumped {hero}'s shoulder, the friendly kind of bump.}
  {pal} leaned in close. {spot == "bar": "Tomorrow," {pal} said firmly, "we sit on that rock and we don't budge. Not for bridges. Not for anything."}{spot == "court": "Tomorrow," {pal} said firmly, "we take the first shuttle and go straight to the river. No sightseeing. Not even one peak."}{spot == "girl": "We missed a number," {pal} said, "and he got his first condor. I think that counts as winning."}
  Grandpa slung an arm around {hero}'s shoulders. "I have missed far more birds than I've ever seen," he said. {spot == "bar": "Every miss teaches you where to stand, and this one taught us that we were already standing in the right place. First shuttle tomorrow. Same rock. And this time nobody moves."}{spot == "court": "Every miss teaches you something. This one says that when the sun says go, you go, and the dune lines can wait. They've been waiting since the dinosaurs. They're good at it."}{spot == "girl": "But I've never missed one for a better reason. That man waited his whole life to see a condor, and he saw two, because you ran to get him."}
  {spot == "bar": {hero} found, a little to {their} surprise, that the miss had turned into a plan. Next time {they} would find the clearest view in the canyon and stay in it, however tempting a bridge looked.}{spot == "court": {hero} found, a little to {their} surprise, that the miss had turned into a plan. Next time the sunlight touched that ledge, {they} would be right underneath it with the binoculars up.}{spot == "girl": {hero} found, a little to {their} surprise, that the miss didn't sting the way {they} had expected. The number was still up there somewhere, on a wing over the canyon rim. But the girl's dad was still staring at the sky, and {hero} would not have traded that for any number in the ranger's book.}
}
# ending: gone-up-high
-> END

// ---------------------------------------------------------------- early endings ("end now")
// At the Grotto: the condor takes off early, right where they are.
=== end_soon ===
# place: grotto
{at:
- "bridge":
  {band:
  - "young":
    A little trickle of grit came pattering down the rock. Grandpa gasped. Up on the ledge, the condor had opened its wings.
  - "middle":
    Then a trickle of grit came pattering down the cliff onto the path, and Grandpa gasped and pointed. Right over their heads, the condor had opened its wings.
  - else:
    Then a little trickle of grit came pattering down the cliff onto the path, and Grandpa gasped so sharply that {pal} {hid()}. Right over their heads, far sooner than anyone expected, the condor had opened its wings.
  }
- "ranger":
  {band:
  - "young":
    Then the condor stood up in the telescope. It opened its wings!
  - "middle":
    Then, in the telescope, the condor stood up and opened its wings, so wide they would not fit in the circle.
  - else:
    Then, in the telescope, the condor stood up and opened its wings so wide that they spilled out of the circle on both sides.
  }
- "wait":
  {band:
  - "young":
    Then Grandpa grabbed {hero}'s arm. Up on the ledge, the condor opened its wings!
  - "middle":
    Then Grandpa grabbed {hero}'s arm and pointed. Up on the ledge, the condor had opened its wings.
  - else:
    Then Grandpa grabbed {hero}'s arm so suddenly that trail mix went everywhere. Up on the ledge, the condor had opened its wings.
  }
- "bar":
  {band:
  - "young":
    Right away, the sun reached the ledge. The condor opened its wings!
  - "middle":
    Just as {hero} finished {their} third practice, the sun reached the ledge, and the condor opened its wings.
  - else:
    {hero} had only just lowered the binoculars after {their} last practice swoop when the sunlight spilled over the ledge, and the condor, as if it had only been waiting for an audience, opened its wings.
  }
- else:
  {band:
  - "young":
    Just then, the condor opened its wings. The girl gasped.
  - "middle":
    Just as she said it, the condor opened its wings, and the girl gasped so loudly that Grandpa jumped.
  - else:
    And just as she said it, the condor opened its wings, and the girl gasped so loudly that the man at the next table dropped his sandwich all over again.
  }
}
{band:
- "young":
  The giant bird stepped off the ledge. It did not fall. It glided out over the river, low and slow, right over {hero}'s head.
  {pal} looked up with big, round eyes.
  The wing turned in the sun. There was the tag! {hero} read it out loud. "Five... eight. Fifty-eight!"
  {They} wrote it on the card with a big, proud 58.
  {at == "girl": The girl wrote 58 in her notebook too. Her condor page was not empty now!}
  The condor went round and round, up and up, on the warm air. Soon it was a dot.
  {at == "ranger": Ranger Alvarez was still there. She clapped! "Fifty-eight is a grown-up that flies here a lot. Well done!"|Later, Ranger Alvarez came back. "Fifty-eight!" she said. "A grown-up that flies here a lot. Well done!"}
  {friend != "": {friend} cheered.}
  {hero} held the card tight. {They} had read a number on a wing, all by {themself}.
- "middle":
  The condor stepped off the ledge and didn't fall at all. It simply leaned onto the air and slid out over the river, low and slow, right above {hero}'s head. {pal} stared up, amazed.
  As it turned, the tag on the front of its wing caught the sun. {hero} read it out loud before {they} could even think. "Five. Eight. Fifty-eight!"
  {They} wrote it on the card in big numbers. {pal} {wiggled()}, and Grandpa laughed out loud at the sight of it.
  It was the biggest bird {hero} had ever seen, and it had flown right over {their} head as if it owned the sky.
  {at == "girl": Beside {them}, the girl was writing 58 on her empty condor page, so fast that her pencil squeaked.}
  Then the condor found the warm air and went up in slow circles, higher and higher, without a single flap, until it was a speck above the cliffs.
  Grandpa let out a long breath, as if he had been holding it since October began. "Well," he said. "Well, well, well."
  {at == "ranger": Ranger Alvarez, who had watched the whole thing, clapped. "Fifty-eight! She's a grown-up who's been flying these canyons for years. First try, too."|When Ranger Alvarez came back, {hero} held out the card. "Fifty-eight!" the ranger said. "She's a grown-up who's been flying these canyons for years. Well spotted."}
  "I thought it would take all morning," {hero} said.
  "Sometimes it does," said the ranger. "Sometimes the sun surprises everybody. You were watching when it counted."
  {friend != "": {friend} cheered so loudly that a deer looked up from the grass.}
  {hero} looked at the number on the card. It had been far away on a cliff, and now it was in {their} hand.
- else:
  The condor stepped off the ledge, and it did not fall. It simply leaned onto the air as though the air were a table, and slid out over the river, low and slow and enormous, right above {hero}'s upturned face. {pal} stared up, speechless for once.
  As it banked, the tag on the front of its wing turned to the sun. {hero} read it out loud before {their} brain had even finished noticing. "Five. Eight. Fifty-eight!"
  {They} wrote it on the card in numbers so big they went over the line.
  It was, without any question, the biggest living thing {hero} had ever seen fly, and it had passed so close overhead that {they} had heard the air sighing through its feathers, a soft sound like a page being turned.
  {at == "girl": Beside {them}, the girl in the yellow hat was writing 58 on her empty condor page, pressing so hard that her pencil squeaked, and then she hugged the notebook to her chest as if it might try to fly away too.}
  Then the condor found the rising air and went up the canyon in slow circles, higher and higher without a single flap, until it was a speck above the cliffs and then not even that.
  Grandpa let out a long, slow breath, as if he had been holding it since the start of October. "Well," he said. "Well, well, well." For a man who always had something to say, it was a remarkable speech.
  {pal} had gone very quiet too. "It flew right over us," {pal} said at last. "It looked at me. I think it looked at me."
  {at == "ranger": Ranger Alvarez, who had watched every second of it, actually clapped. "Fifty-eight! She's a grown-up who's been flying these canyons for years. Do you know how many people wait all day for that?"|When Ranger Alvarez came back, {hero} held out the card without saying anything, because the card said it all. "Fifty-eight!" the ranger said. "She's a grown-up who's been flying these canyons for years. Well spotted, condor-watcher."}
  "I thought it would sit there all morning," {hero} said. "I was ready to be bored."
  "Sometimes they do sit all morning," said the ranger. "And sometimes the sun surprises everybody. The trick is to be looking when it does, and you were."
  {friend != "": {friend} cheered so loudly that a deer in the meadow lifted its head to see what the fuss was.}
  {hero} looked at the number in {their} hand. An hour ago it had been a secret on a cliff. Now it was written down, in {their} own handwriting, and it would go into a ranger's notebook forever.
}
# ending: first-flight
-> END

// At the Court of the Patriarchs: the news goes to the ranger, and the condor stays a mystery.
=== end_court ===
# place: court-of-the-patriarchs
{band:
- "young":
  {route == "bridge": {hero} told the ranger about the big feather and the gap in the wing.}
  {route == "ranger": {hero} showed the ranger the card. "When we left, the sun was almost at the ledge," {hero} said.}
  {route == "wait": {hero} told the ranger about the five on the tag.}
  {route == "ranger": "Then our bird may be flying now," said Ranger Alvarez. She wrote the time in her book.|"Now that is a big help," said Ranger Alvarez. She wrote it all down in her book.}
  {hero} looked up at the three peaks. Wavy lines ran across the rock.
  "Those lines were sand dunes, long ago when dinosaurs lived," said the ranger. "Now they are stone." # fact: great-cliffs-mostly
  "I am looking at dinosaur sand!" said {pal}.
  "Will we ever know the number?" asked {hero}.
  "Maybe next time," said the ranger. "Condors come back to the same ledges. And now you know how to look."
  {friend != "": {friend} nodded hard.}
  {hero} put the card in {their} pocket. The number was still a secret. But the clue was in the ranger's book, and that was a start.
- "middle":
  {route == "bridge": {hero} told the ranger about the feather by the bridge and the gap in the condor's wing.}
  {route == "ranger": {hero} showed the ranger the notes, and then added something that wasn't on the card yet. When they had left the Grotto, the sunlight had been about a thumb above the ledge, maybe two.}
  {route == "wait": {hero} told the ranger about the spread wings and the five on the tag.}
  {route == "ranger": "Now that's worth writing down," said Ranger Alvarez, checking her watch. "I was too busy packing up to measure it. Now I'll know how long that bird waits for the sun."|"Now that is a real help," said Ranger Alvarez, and copied it all into her notebook. "With that, whoever sees this bird next has a head start."}
  {hero} gazed up at the three peaks. Lines ran across them, tilted and curved like layers in a cut cake.
  "Old sand dunes," the ranger said. "Most of Zion's big cliffs started as giant dunes in the time of the dinosaurs, and the lines show how the wind piled up the sand." # fact: great-cliffs-mostly
  "So that's dinosaur sand," {pal} said, and looked at its own feet as if some might be stuck there.
  "Will anyone ever read that number?" {hero} asked.
  "Somebody will," the ranger said. "Condors come back to the same ledges again and again. Maybe it'll be you."
  {friend != "": {friend} said that sounded like a promise.}
  The ranger tapped her notebook. "Either way, your clue is in here now."
  On the way back down the steep little path, {hero} kept stopping to look up the canyon, toward the Grotto. There was nothing to see but cliffs and sky. Somewhere up there, the condor was sitting in the sun or riding the air, and only it knew which.
  {hero} tucked the card into {their} pocket. The number was still a secret, up there on the wing. But the clue had a home, and the condor would be back.
- else:
  {route == "bridge": {hero} told the ranger about the feather in the dust, longer than an arm, and the gap in the condor's wing like a missing tooth.}
  {route == "ranger": {hero} held out the card, and then added the one thing that wasn't written on it yet. When they had climbed onto the shuttle, the line of sunlight had been a thumb and a half above the ledge.}
  {route == "wait": {hero} told the ranger about the spread wings and the five on the tag, talking so fast that the words tripped over each other.}
  {route == "ranger": "A thumb and a half," Ranger Alvarez repeated, and checked her watch. "I was so busy packing up that I never measured it. Now I can work out how long that bird sits before the light reaches it. That's a genuine help." She wrote it into her notebook in careful letters.|"Now that," said Ranger Alvarez, "is a genuine help." She copied it all into her notebook in careful letters. "Whoever sees that bird next will have a head start, thanks to you."}
  {hero} gazed up at the three peaks. Lines ran across the rock, tilted and swooping and crossing, like the layers of a cake that someone had sliced with a wobbly knife.
  "Old sand dunes," the ranger said, following {their} gaze. "Most of Zion's great cliffs started as giant dunes in the age of dinosaurs. The sand got buried and turned to stone, and the lines still show which way the wind blew." # fact: great-cliffs-mostly
  "I'm looking at dinosaur sand," {pal} said, awed. "I would like that on a postcard."
  "Will anyone ever read that number?" {hero} asked. It came out smaller than {they} meant.
  "Somebody will," the ranger said. "Condors come back to the same ledges again and again. It's what they do. Maybe it'll be you."
  {friend != "": {friend} said that sounded a lot like a promise.}
  The ranger tapped her notebook. "Either way, your clue lives in here now, and that's how this work gets done. One clue at a time, from a lot of people."
  On the way back down the steep little path, {hero} kept stopping to look up the canyon toward the Grotto. There was nothing to see but red walls and a strip of blue. Somewhere up there the condor was either sitting in the sun or riding the air, and only the condor knew which. It was a strange feeling, to care so much about a bird that had no idea you existed.
  Grandpa, puffing behind, said that was the whole secret of bird-watching, and possibly of grandchildren.
  {hero} tucked the card into {their} pocket. The number was still a secret, folded away on a wing somewhere up the canyon. But the clue had a home now, and condors, {hero} had learned, always came back to wait for the sun.
}
# ending: news-for-the-ranger
-> END
