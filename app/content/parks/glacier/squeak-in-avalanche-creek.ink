# title: The Squeak in Avalanche Creek
# month: 8
INCLUDE shared/story.ink

// Which chapter-2 scene the story took: "duck" (followed the blur), "babies" (stood still), "riddle" (asked the ranger).
VAR clue = ""
// Which chapter-3 scene: "gorge", "trail" or "shallows".
VAR from = ""
// Whether they know about the ranger's count.
VAR knows_count = false

-> cedars

// ---------------------------------------------------------------- chapter 1
=== cedars ===
# place: trail-of-the-cedars
{band:
- "young":
    It was very early, and the sky was still gray. {hero} and Grandpa walked onto a wooden boardwalk in a forest of giant trees.
    {friend != "": {friend} came too, with a hat pulled down over both ears.}
    {hero} put {their} arms around one tree. {Their} hands did not even come close to meeting! The bark was soft, and it smelled like pencils.
    "These trees were already old when this place became a national park in 1910," said Grandpa. # fact: national-park-1910
    {pal} {moved()} along the boards, looking up and up at the tall trunks. Next to them, a creek rushed and roared.
    A ranger walked by with binoculars around her neck and a clipboard in her hand. "Good morning! I'm Ranger Hale," she said. "Keep your eyes on the water today." And off she went.
    Then they heard it. Squeak! Squeak!
    Grandpa looked down at his boots. "Was that me?"
    "No," said {hero}. "It came from the creek!"
    {pal} {pal_sound}. "Fish can't squeak," it said. "Can they?"
    Zip! Something small and dark shot past, low over the water. It squeaked one more time. Then it was gone, far up the creek.
    What in the world squeaks in a creek? {hero} just had to find out.
- "middle":
    The boardwalk was still dark with dew when {hero} and Grandpa stepped onto it. Their tent was just across the road, but ten steps into the Trail of the Cedars the road was gone, and the forest had closed over them like a roof.
    {friend != "": {friend} had come too, yawning and zipping a jacket right up to the chin.}
    The cedars were giants. {hero} tried to hug one and reached about a quarter of the way around. The bark was soft and stringy, and it smelled like a freshly sharpened pencil.
    "Some of these trees were already old when Glacier became a national park in 1910," Grandpa said, patting the trunk. # fact: national-park-1910
    {pal} {moved()} along the edge of the boards and {sniffed()}. "This whole forest smells like a classroom," it said. "Suspicious."
    A ranger came around the bend toward them with binoculars around her neck and a clipboard under her arm. "Morning," she said. "I'm Ranger Hale. If you're walking by the creek, keep your eyes on the water." Then she was past them and gone.
    Beyond the ferns, Avalanche Creek roared, low and steady. And then, over the roar, came a squeak.
    It was not a bird song. It was short and high and silly, exactly like a dog's rubber toy. Squeak. Squeak-squeak.
    Grandpa lifted one boot and studied it. "These are new," he said, "but not that new."
    {hero} ran to the rail. The water below was clear over red and green stones and white where it tumbled around a boulder. There was nothing on it that could squeak.
    "Fish don't squeak," {pal} said. "I'm almost sure. I've never actually asked one."
    Just then a small dark shape came skimming past, so low that its wings nearly brushed the foam. It squeaked once more, shot around the bend upstream, and was gone.
    A bird? But birds sang, or chirped, or cawed. {hero} had never heard of one that squeaked like a toy and flew like a rocket. Ranger Hale seemed to know about it, though. Camp could wait until {hero} found out what it was.
- else:
    Grandpa believed in early starts, which was how {hero} came to be standing on a damp boardwalk at a quarter to six on an August morning, while Grandpa blew on a dented tin mug of cocoa he had carried over from the camp stove. Their tent was just across the road, but ten steps into the Trail of the Cedars the road might as well have been on another planet. The forest had closed over them like a lid.
    {friend != "": {friend} had come along too, hood up, looking as if sleep were still an option.}
    The cedars were ridiculous, in the best way. {hero} tried to hug one and got about a quarter of the way around before {their} cheek met bark that was soft and stringy and smelled exactly like a pencil straight out of the sharpener.
    "Some of these trees were already old when Glacier became a national park in 1910," Grandpa said. He patted the trunk the way he patted old dogs. "They have seen a few things." # fact: national-park-1910
    {pal} {moved()} along the edge of the boards and {sniffed()}. "This forest smells like a spelling test," it reported. "I don't like it one bit."
    A ranger came around the bend with a pair of binoculars bumping on her chest and a clipboard wedged under one arm. "Morning," she said. "I'm Ranger Hale. If you're walking by the creek, keep your eyes on the water." She gave {hero} a look that was almost a wink, and then she was past them, her boots thumping softly away.
    Keep your eyes on the water. {hero} wondered what that was supposed to mean. Beyond a wall of ferns, Avalanche Creek did not babble like a creek in a picture book. It growled, low and steady, the sound of a great deal of cold water in a hurry.
    Then, over the growl, came a squeak. Not a bird song. Not a branch rubbing against another branch. It was short and high and completely ridiculous, like someone stepping on a rubber toy. Squeak. A pause. Squeak-squeak.
    Grandpa lifted one boot and examined it with deep suspicion. "These are new," he admitted. "But I don't think they're that new."
    {hero} was already at the rail. Below, the water ran clear as window glass over red and green stones, then broke into white around a boulder. Nothing floated there. Nothing that could possibly squeak.
    "Fish don't squeak," {pal} said. "I'm nearly certain. To be fair, I've never asked one."
    That was when a small dark shape came skimming up the creek, so low that its wingtips seemed to brush the foam. It squeaked as it passed, as if to say you heard me right, and then it was around the bend and gone, upstream, toward a deeper roar somewhere ahead.
    {hero} stood with both hands on the wet rail and felt the whole morning change shape. Birds sang, or cawed, or hooted. They did not squeak like bath toys. Something in this creek did, and flew like a rocket too, and a ranger with a clipboard knew about it. Camp could wait.
}
* [Hurry along the boardwalk after the squeaking blur # act: go] -> upstream
* [Stand still at the rail and watch the water # act: wait] -> still_water
* [Catch up with the ranger and ask what could squeak like that # act: ask] -> ranger_riddle

// ---------------------------------------------------------------- chapter 2
=== upstream ===
# place: trail-of-the-cedars
{band:
- "young":
    "Walk fast, but don't run," said Grandpa. "The boards are slippery this early."
    So {hero} walked fast. {pal} {moved()} right beside {them}. Tap, tap, tap went their feet on the wet wood.
    The boardwalk came out close to the creek. The water here was loud and white.
    And there, on a round rock in the middle of the creek, sat a little duck!
    She was brown all over, like a wet leaf. But she had white spots on her face. One was by her beak. One was behind her eye.
    The duck opened her beak. Squeak!
    "A duck that squeaks!" said {hero}.
- "middle":
    "Walk fast, but don't run," Grandpa said. "These boards are as slippery as soap this early."
    So {hero} walked fast, so fast it was nearly running, and {pal} {moved()} beside {them}. The boardwalk curved between the giant trunks and came out right beside the creek, where the water was louder and whiter than before.
    There, on a round boulder in the middle of the rushing water, sat a small duck.
    She was smaller than the ducks on the pond at home, and brown all over, the plain brown of a wet leaf. But her face had white spots on it, a smudge by her beak and a round dot behind her eye, as if someone had dabbed her with a paintbrush and then changed their mind. The creek crashed against her rock on both sides, and she did not even blink.
    She opened her beak. Squeak!
    "It's a duck," {hero} whispered. "A duck that squeaks!"
    Grandpa squinted at her over his glasses. "Well, I'll be," he said. "I've been watching birds for fifty years, and I never heard a duck do that."
    {pal} {sniffed()}, then sat back, disappointed. "A duck," it said slowly. "I was sure it would be something with more teeth."
- else:
    "Walk fast, but don't run," Grandpa called. "These boards are as slippery as a buttered plate this early."
    {hero} walked so fast it was basically running with good manners. {pal} {moved()} alongside, and the boardwalk curved between trunks as wide as doorways until, all at once, it came out beside the creek. Here the water was louder and whiter, and somehow it even sounded colder.
    On a round boulder in the middle of it all sat a small duck.
    {hero} had expected something stranger. A bat, maybe, or a bird nobody had discovered yet, and for one second {they} felt almost cheated. But the longer {they} looked, the stranger the little duck seemed. She was smaller than the mallards on the pond at home and brown all over, the plain brown of a wet leaf. Only her face was interesting. She had a smudge of white by her beak and a neat round white dot behind her eye, as though someone had started painting her and been called away.
    She opened her beak. Squeak!
    "It's a duck," {hero} breathed. "A squeaky duck."
    Grandpa pushed his glasses up his nose and stared. "Fifty years I've been looking at birds," he said, "and I have never once heard a duck say that."
    {pal} {sniffed()}, then looked a little let down. "I'll be honest," it said. "I was expecting something with more teeth."
    The duck sat perfectly calm with white water crashing past on either side of her rock, the way somebody else might sit on a park bench and wait for a bus. Spray hit her and she didn't blink. {hero} had once been knocked flat by a wave at the beach that was smaller than the water pouring past that rock.
}
{end_now: -> wrap_upstream}
~ clue = "duck"
{band:
- "young":
    Grandpa took a small bird book out of his pocket. But before he found the page, the duck hopped into the white water. Splash! She was gone.
    {hero} counted slowly, all the way to seven. The duck did not come back up.
    "Is she okay?" asked {hero}.
    "Ducks float," said {pal}. "It is their whole job."
    Then {hero} heard two sounds. Up the creek, something squeaked. Down the creek, something went peep, peep, peep, like lots of tiny birds.
    "Two sounds," said Grandpa. "Now that is a puzzle."
- "middle":
    Grandpa pulled a little bird book from his jacket pocket and started flipping pages. But before he found the right one, the duck slid off the boulder into the fastest, whitest water and vanished.
    {hero} counted under {their} breath. Five seconds. Ten. Fifteen. The duck did not come up.
    "Did the creek sweep her away?" {hero} asked. {Their} stomach went tight.
    "Ducks float," said {pal}. "That's the main thing about ducks." But it kept staring at the water too.
    Then two sounds came at once. From upstream, where the creek came pouring out of a narrow gorge, there was a squeak. From downstream, past the ferns, came a thin, busy peeping, like a crowd of baby birds all talking at the same time.
    Grandpa closed his book on one finger. "Either that duck can be in two places at once," he said, "or she isn't out here by herself."
- else:
    Grandpa dug a battered little bird book out of his jacket and began flipping pages with the speed of a man who had been waiting years for this exact moment. He was still flipping when the duck stood up, stepped off her boulder into the fastest, whitest part of the creek, and disappeared.
    {hero} counted silently. Five seconds. Ten. Fifteen. Twenty. The water closed and churned and gave nothing back.
    "She didn't come up," {hero} said, and hated how small {their} voice sounded. "Could the creek have dragged her under?"
    "She's a duck," {pal} said firmly. "Floating is the one thing ducks are famous for." But it watched the water just as hard.
    Then two sounds arrived at once, from opposite directions. Upstream, where the creek came roaring out of a narrow gorge, something squeaked. Downstream, beyond the ferns, came a thin, busy peeping, like a whole classroom of tiny birds talking over each other.
    Grandpa shut his book on one finger and looked from one direction to the other. "Well," he said. "Either that duck has learned to be in two places at once, or she isn't out here on her own."
    {hero} looked up the creek, then down it, and tried to think like a detective. A duck that disappeared underwater. A squeak from much farther upstream than any duck could reasonably swim in twenty seconds. A peeping that sounded like an entire nursery. Either this duck was a great deal faster than she looked, or there were more ducks in this creek than anybody had mentioned. The squeak was the mystery. The peeping might be the answer. Or the other way round.
}
* [Go up to the gorge, where the squeak came from # act: go] -> gorge
* [Ask Grandpa to climb the trail above the gorge for a better view # act: ask] -> lake_trail
* [Look downstream for whatever is peeping # act: look] -> shallows

=== wrap_upstream ===
# place: trail-of-the-cedars
# ending: the-squeaky-duck
{band:
- "young":
    Grandpa took a little bird book out of his pocket and found the page. "A harlequin duck!" he read. "The mother is brown with white spots. She makes a squeaky call."
    Splash! The duck hopped into the white water. She went under.
    Pop! She came up again, with a tiny bug in her beak.
    "Breakfast!" said {hero}.
    Right there on the wet boards, {pal} {wiggled()}. "Mystery solved," it said.
    {friend != "": {friend} laughed and squeaked back at her.}
    The little duck squeaked one more time. Now {hero} knew that sound. It was not a toy. It was a duck who lived in the fastest water in the forest.
- "middle":
    Grandpa pulled a little bird book from his pocket, found the right page, and held it out so {hero} could see. "Harlequin duck," he read. "The mother is brown, with white spots on her face. Her call is a high squeak. They raise their young on cold, fast mountain creeks."
    As if she had heard, the duck stepped off her boulder into the white water and dove. She was under for a long time. Then she popped up a little farther along, shook the drops off her head, and gulped down something small and wriggly.
    "She's catching bugs off the bottom," {hero} said. "In that water!"
    Pleased with itself, {pal} {wiggled()}. "Mystery solved," it said. "Our squeaker is a duck who thinks rapids are a swimming pool."
    {friend != "": {friend} tried to copy the squeak and made a noise more like a hiccup.}
    They watched her dive and pop up, dive and pop up, until the sun reached the tops of the cedars. The squeak didn't sound silly anymore. It sounded like a bird who knew exactly where she belonged.
- else:
    Grandpa dug a battered little bird book out of his jacket, found the page, and held it out so {hero} could read it for {themself}. Harlequin duck, it said. Female brown, with white patches on the face. Voice a high, mouse-like squeak. Raises her young on cold, fast-flowing mountain streams.
    "Harlequin," {hero} repeated. It sounded like the name of a circus act, which seemed about right.
    The duck chose that moment to prove it. She stepped off her boulder into the white water and dove. {hero} held {their} breath and counted, because counting was better than worrying. At twelve she popped up three rocks farther along, shook the drops off her head like a swimmer coming out of a pool, and swallowed something small and wriggly.
    "She's picking bugs off the bottom," {hero} said. "Down there. In that."
    "I take back everything I thought about ducks," said {pal}. To show there were no hard feelings, it {wiggled()}. "I used to think they mostly floated about looking pleased with themselves."
    {friend != "": {friend} tried to squeak back at her and produced something closer to a hiccup, which made Grandpa laugh so hard he had to hold the rail.}
    They stayed until the sun found the tops of the cedars. Dive, pop, shake, swallow. Every so often she squeaked, and {hero} noticed that it no longer sounded silly at all. It sounded like a bird talking to a creek she had known all her life.
}
-> END

=== still_water ===
# place: trail-of-the-cedars
{band:
- "young":
    {hero} stood still. Very, very still.
    {pal} settled {perch()} and tried to be still too. Grandpa held his cup and did not even take a sip.
    The creek went whoosh, whoosh. A drop fell from a tree onto {hero}'s nose. Plip!
    Then {hero} saw something funny. One of the stones on the far side of the creek was fluffy.
    It was not a stone. It was a duckling! Then {hero} saw another one, and another.
    Five little brown ducklings sat in a row on a flat rock. They were tucked under a tree root, where the water was calm. Peep, peep, peep.
- "middle":
    {hero} did not move. {They} held the wet rail and watched the water, and {pal} settled {perch()} to do its best impression of a statue. Grandpa stood still too, although his cocoa was steaming and he clearly wanted to sip it.
    Being still was hard work. A fat drop fell off a cedar and landed on {hero}'s neck. {Their} nose itched. The creek roared and roared, and nothing happened for a whole long minute, and then another one.
    Then {hero} noticed that one of the stones on the far side of the creek was fluffy.
    It wasn't a stone. It was a duckling, small and brown with pale cheeks, tucked against the others on a flat rock under a cedar root, where the water swirled slow. There were five of them, huddled together, peeping so softly that {hero} could only hear them between splashes.
    {pal} leaned forward so far it nearly toppled over. "Babies," it whispered. "Tiny, fluffy, waterproof babies."
    Grandpa's cocoa had stopped steaming. He didn't even notice.
- else:
    {hero} decided to do the hardest thing there is to do when something exciting has just happened, which is nothing at all. {They} gripped the wet rail and watched the water. {pal} settled {perch()} for a very serious impression of a statue, apart from one twitch. Grandpa stood still too, though his cocoa was steaming in the cold air and he kept glancing at it the way {pal} glanced at snacks.
    It turned out that being still took muscles {hero} did not know about. A fat drop fell off a cedar and ran down the back of {their} collar. {Their} nose began to itch in a way that felt like a test. The creek roared on, and for one long minute, then two, nothing in the whole forest seemed to move except the water.
    Then {hero} noticed that one of the stones on the far side of the creek was fluffy.
    {They} blinked. It was not a stone. It was a duckling, brown and round, with pale cheeks, pressed up against its neighbors on a flat rock beneath a cedar root, where the current curled back on itself and went slow. {hero} counted without breathing and got all the way to five. Five ducklings, packed together like buns in a baking tin, peeping so quietly that the sound only reached {them} between the splashes.
    {pal} leaned forward until it was in danger of falling over. "Babies," it breathed. "Five of them. In a creek that could knock over a grown-up."
    Grandpa's cocoa had stopped steaming long ago. For once he did not seem to care.
}
{end_now: -> wrap_still}
~ clue = "babies"
{band:
- "young":
    "Where is their mom?" whispered {hero}.
    Nobody knew. The ducklings peeped and looked around.
    Then, from up the creek, came that sound again. Squeak!
    All five ducklings sat up. Plop, plop, plop, plop, plop! They slid into the water one by one.
    They paddled hard up the creek, close to the far bank. Their little feet went so fast! Then they went behind a fallen log, and {hero} could not see them anymore.
    "They are going to the squeak," said {pal}.
    Far up the creek, over the roar, it came again. Squeak! Squeak!
- "middle":
    "Where's their mother?" {hero} whispered.
    Nobody answered, because nobody knew. The ducklings peeped and shuffled. One stretched its stubby wings and folded them again.
    Then, from somewhere up the creek, came the squeak, sharp and bossy, like someone calling kids in for dinner.
    All five ducklings sat up at once. Plop, plop, plop, plop, plop, they slid off the rock into the water and paddled hard upstream along the far bank, their feet going like little engines against the current. They slipped behind a fallen log and did not come out the other side.
    "They're going to the squeak," said {pal}. "Which means the squeak is their mom."
    "Some mothers call from up ahead and let the little ones come to them," Grandpa said. "Mine used to do it at the grocery store."
    "Then where is she?" said {hero}. "And why isn't she here?"
- else:
    "So where's their mother?" {hero} whispered. It came out sharper than {they} meant. Five babies alone on a rock in a creek like this did not feel like a picture in a book. It felt like a worry.
    Nobody answered. The ducklings peeped and shuffled. One stretched a pair of stubby wings that looked like they had been added as a joke, then folded them away again.
    Then, from somewhere upstream, came the squeak, sharp and bossy, unmistakably a call. All five ducklings sat up as if someone had rung a bell. One after another they slid off the rock, plop, plop, plop, plop, plop, and paddled hard up the far bank, their feet churning against the current like tiny engines. They ducked behind a fallen log. They did not come out the other side.
    "They went to the squeak," said {pal}. "So the squeak is their mom. That's good. Isn't it?"
    "Some mothers call from up ahead and let the little ones catch up," Grandpa said quietly. "Mine did it in the grocery store."
    {hero} stared at the log. The mystery had just grown a second half. What squeaked was probably a mother duck. But a mother duck where? And were all five of them going to get there?
}
* [Go up the trail beside the creek to get ahead of the ducklings # act: go] -> lake_trail
* [Ask the ranger, down the way she went, where the ducklings are going # act: ask] -> shallows
* [Look for them from the little bridge over the gorge # act: look] -> gorge

=== wrap_still ===
# place: trail-of-the-cedars
# ending: five-on-a-rock
{band:
- "young":
    Squeak! Squeak! A little brown duck came zooming down the creek. She flew low, right over the water.
    Splash! She landed next to the rock.
    The five ducklings peeped and peeped. They hopped into the water and swam to her.
    The mother duck had white spots on her face. She squeaked again, softer now.
    "That's the squeak!" said {hero}. "It was their mom all along!"
    When the ducklings reached her, {pal} {wiggled()}. "Best squeaker in the forest," it said.
    {friend != "": {friend} counted the ducklings too. Five!}
    The mother led her babies along the bank in a tidy line. {hero} watched them go, one, two, three, four, five, until the ferns hid them.
- "middle":
    Then the squeak came again, close this time, and a small brown duck shot down the creek, flying so low her wingtips nearly touched the water. She landed with a splash beside the rock.
    The ducklings went wild. They peeped and tumbled into the water and paddled to her, and she squeaked at them, softer now, like a mother saying, "There you are."
    She had a smudge of white by her beak and a round white spot behind her eye. Grandpa was already flipping through the little bird book from his pocket. "Harlequin duck," he read. "Brown with white face spots. Call, a high squeak. Raises her young on fast mountain streams."
    "So the squeak was her all along," said {hero}. "Calling them."
    While the ducklings swarmed their mother, {pal} {wiggled()}. "Mystery solved," it said. "And nobody even got wet."
    {friend != "": {friend} counted the ducklings twice to be sure. Still five.}
    The mother turned and led her babies along the calm edge of the creek in a tidy line, one, two, three, four, five, until the ferns closed behind them.
- else:
    The squeak came again, much closer, and a small brown duck came down the creek like a thrown stone, so low over the water that her wingtips flicked spray. She hit the pool beside the rock with a splash and a skid.
    The ducklings lost their minds. They peeped and tumbled and scrambled into the water and swarmed around her, and she squeaked back at them, softer now, the duck version of a mother saying, "Honestly, where did you all go?"
    She had a smudge of white by her beak and a neat round spot behind her eye. Grandpa already had his little bird book out, and for once he found the page on the first try. "Harlequin duck," he read. "Female brown with white face patches. Call a high, mouse-like squeak. Nests along cold, fast mountain streams."
    "So that was the squeak," {hero} said. "Her. Calling them." {Their} shoulders came down from somewhere near {their} ears. {They} had not even noticed they were up there.
    "Case closed," said {pal}. With enormous dignity, it {wiggled()}. "I suspected a duck from the start."
    "You suspected a fish," said {hero}.
    "A fish-shaped duck," said {pal}, and would not discuss it further.
    {friend != "": {friend} counted the ducklings twice, the way you count your fingers after touching something hot, and got five both times.}
    The mother turned upstream and the five fell in behind her, a tidy little line hugging the slow water by the bank. {hero} watched until the ferns closed behind the last small tail, and thought it was the neatest thing {they} had ever seen anybody do in a creek.
}
-> END

=== ranger_riddle ===
# place: trail-of-the-cedars
{band:
- "young":
    {hero} hurried after the ranger. {pal} {moved()} along too.
    They found Ranger Hale by the creek. She was looking up the creek through her binoculars.
    "Excuse me," said {hero}. "What squeaks like a toy and flies low over the water?"
    The ranger gave a big smile. "You heard her! Good ears!"
    "Every summer we count a special bird on this creek," she said. "That is my job today. But I won't tell you what she is. I will give you a riddle!"
    She held up her fingers, one by one. "I am a bird. I squeak like a mouse. I ride fast water like a cork. I dive down for bugs. What am I?"
- "middle":
    They caught up with Ranger Hale where the boardwalk bent close to the creek. She was peering up the creek through her binoculars and writing on her clipboard without even looking at it. Her boots were wet to the ankles, as if she had been out since before the sun.
    "Excuse me," {hero} said, a little out of breath. "What squeaks like a toy and flies really low over the water?"
    The ranger's eyebrows shot up, and then she grinned. "You heard her! Good ears. Most people walk right past." She tapped the clipboard. "Every summer, we count a certain bird on the creeks in this park. That's my job this morning. But I'm not going to just tell you what she is. Where's the fun in that? I'll give you a riddle."
    She held up one finger at a time. "I'm a bird, but I squeak like a mouse. I ride white water like a cork. I dive to the bottom of the fastest creek and pick bugs off the stones. And my babies hatched right beside this water. What am I?"
    {pal} {sniffed()}, as if the answer might be hiding behind the clipboard. "Is it a trick?" it asked. "It sounds like a trick."
- else:
    They caught up with Ranger Hale where the boardwalk swung close to the creek. She had just lowered her binoculars and was frowning at her clipboard the way a teacher frowns at a math test with no name on it. Her boots were dark with wet to the ankles, and there were cedar needles stuck to her sleeve, as if she had been out here since before the sun was.
    "Excuse me," {hero} said, slightly out of breath. "What squeaks like a dog toy and flies really low over the water?"
    The ranger looked up, and her whole face changed, the way a teacher's face changes when somebody finally asks the question she has been waiting for all year. "You heard her!" she said. "Most people walk straight past without noticing anything, so those are excellent ears." She tapped the clipboard. "Every summer we count a certain bird on the creeks in this park, and this morning it happens to be my turn. But I'm not going to just hand you the answer, because where would be the fun in that? Riddle time."
    She counted the clues off on her fingers. "I'm a bird, but I squeak like a mouse. I ride white water the way a cork does. I dive to the bottom of the fastest creek in the forest and pick bugs off the stones. And my babies hatched right beside this water, this summer. What am I?"
    {hero} opened {their} mouth and shut it again. The first word that had jumped to mind was "bat," and {they} {were} glad to have caught it in time.
    {pal} {sniffed()}, as though the answer might be hiding under the clipboard. "This smells like a trick," it whispered. "A very educational trick."
}
{end_now: -> wrap_riddle}
~ clue = "riddle"
~ knows_count = true
{band:
- "young":
    "A duck?" said {hero}. "But ducks say quack!"
    "Not this one," said the ranger. "Find her. Then count her babies for me!"
    At the very idea, {pal} {wiggled()}. "We are helping a ranger," it said. "We are almost rangers!"
    The ranger held up a little silver counter. Click! "One click for every duckling," she said. "I am going down to the shallows to count. This family might be there. Or up at the gorge. Or even higher up the trail."
    {hero} looked up the creek and down the creek. Somewhere out there was a squeaky bird with babies to count.
- "middle":
    "A duck?" {hero} guessed. "But ducks quack."
    "Not this one," said the ranger. "That's all the help you get. If you find her, count her babies for me, and I'll put your number on my sheet."
    "We're on the count sheet," said {pal}, and then, right in front of the ranger, it {wiggled()}. "That makes us practically rangers."
    The ranger pulled a little silver tally counter out of her pocket and pressed the button. Click. "One click for every duckling," she said. "I'm heading down to the shallows. That's where I count from." She pointed one way, then the other. "This family could be anywhere between the shallows and the gorge. Some days they go even higher."
    {hero} looked up the creek and then down it. Somewhere along all that rushing water was a squeaky bird with a family, and now {they} had a real job to do.
- else:
    "A duck?" {hero} tried. "Except ducks quack. Everybody knows ducks quack."
    "Everybody," said the ranger, "is wrong about a lot of ducks." She looked very pleased with herself. "That's all the help you're getting. Find her, count her babies, and I'll put your number on my official sheet. In ink."
    Like someone who had just won a prize, {pal} {wiggled()}. "An official sheet," it said. "In ink. We're basically rangers now. Do we get hats?"
    "Find the ducks first," said the ranger. She took a small silver tally counter out of her pocket and clicked it once, the way someone else might crack their knuckles. "One click per duckling. I'm heading down to the shallows. That's my counting spot." She pointed downstream, then up. "This family could be anywhere from the shallows to the gorge. Some mornings they go higher still."
    Then she was gone down the boardwalk, and the creek was loud again without her.
    {hero} looked up the creek and down it. An hour ago this had been a walk before breakfast. Now there was a riddle, a bird that broke the rules about ducks, and a sheet with an empty space on it that {hero} fully intended to fill.
}
* [Go with the ranger to her counting spot at the shallows # act: go] -> shallows
* [Look for the riddle bird from the bridge over the gorge # act: look] -> gorge
* [Help the count by checking the trail above the gorge # act: help] -> lake_trail

=== wrap_riddle ===
# place: trail-of-the-cedars
# ending: the-rangers-riddle
{band:
- "young":
    {hero} thought hard. A bird. A squeak. Fast water.
    Then the ranger looked through her binoculars and smiled. She hung them around {hero}'s neck. "Look at that wet rock," she said.
    {hero} looked. Up the creek, on a wet rock, sat a little brown duck with white spots on her face.
    Squeak! went the duck.
    "It really is a duck!" said {hero}.
    "A harlequin duck," said the ranger. "And look behind her."
    Five fluffy ducklings popped up out of the water, one, two, three, four, five.
    "Five!" said {hero}. The ranger let {hero} press her little silver counter. Click, click, click, click, click! Then she wrote it down.
    {friend != "": {friend} gave {hero} a high five.}
    "We solved a riddle, and we counted!" said {pal}. Then, full of pride, it {wiggled()}.
- "middle":
    {hero} thought hard. A bird that squeaked. A bird that rode rapids and dove for bugs. There was only one answer, even if it broke every rule {hero} knew about ducks.
    "It's a duck," {hero} said firmly. "A special kind."
    The ranger lifted the binoculars off her neck and hung them around {hero}'s. "Up the creek," she said. "The wet rock in the spray."
    {hero} found the rock, and there she was: a small brown duck with a smudge of white by her beak and a round white spot behind her eye. As {hero} watched, she opened her beak. Squeak!
    "Harlequin duck," said the ranger. "Riddle solved. Now watch the water behind her."
    One by one, five fluffy ducklings bobbed up out of the white water and scrambled onto the rock beside their mother.
    "Five," {hero} said. "Five babies."
    The ranger wrote it on her sheet and tapped the pen under the number. "Counted by {hero}," she said, and wrote that down too.
    {friend != "": {friend} grinned and held up five fingers.}
- else:
    {hero} turned the clues over. Squeaks like a mouse. Rides white water. Dives for bugs. Babies hatched by the creek. There was only one answer, and it broke every rule about ducks {hero} had ever learned, which was somehow the best part.
    "A duck," {hero} said slowly, testing the idea out loud. "A tough, unusual, rule-breaking sort of duck."
    "Hm," said the ranger, which was not a no. She lifted her binoculars over her head, settled the strap around {hero}'s neck, and pointed a little way upstream. "See for yourself."
    The world jumped close. On a wet rock in the spray sat a small brown duck, neat as a pebble, with a smudge of white by her beak and a round white spot behind her eye. The creek hammered on both sides of her rock, and she didn't seem to notice. She opened her beak, and even over the roar {hero} heard it. Squeak.
    "Harlequin duck," said the ranger softly, as though she didn't want to startle a bird that was half a creek away. "You solved it. Now keep watching the water behind her."
    One, then two, then three fluffy ducklings popped up out of the white water like corks and scrambled onto the rock. Then a fourth. Then, after a long second that {hero} felt in {their} chest, a fifth.
    "Five," {hero} said, and then said it again, because saying it out loud made it feel more official. "There are five of them."
    The ranger wrote the number on her sheet, and then, after a moment, wrote something beside it and turned the clipboard around. Counted by {hero}, it said, in ink.
    {friend != "": {friend} leaned in to read it and whistled softly.}
    "In ink," said {pal}. "Nobody can ever take that away." As the ranger tucked the clipboard under her arm, it {wiggled()}.
}
-> END

// ---------------------------------------------------------------- chapter 3
=== gorge ===
# place: trail-of-the-cedars
{band:
- "young":
    {clue == "duck": They went up the boardwalk, toward the squeak.}
    {clue == "babies": They went up the boardwalk to a little bridge. Maybe they could see the ducklings from there.}
    {clue == "riddle": The ranger went down the creek. {hero} and Grandpa went up it, to a little bridge.}
    Under the bridge, the creek rushed through a crack in red rock. The water in the crack was bright, bright blue.
    "Hold on to the rail," said Grandpa. "That water is fast and very cold."
    {pal} peeked over the edge. "Too fast for me," it said.
    {hero} saw bumpy lines on a flat red rock. They looked like ripples in sand.
    "Those ripples are more than a billion years old," said Grandpa. "This rock was mud under an old sea." # fact: rocks-billion-old
    Then {hero} saw her. A little brown duck sat at the top of the crack. She had white spots on her face. Squeak! Squeak!
- "middle":
    {clue == "duck": They hurried on up the boardwalk toward the squeak, to where the Trail of the Cedars met the gorge.}
    {clue == "babies": They hurried up the boardwalk to the little bridge over the gorge, hoping to spot the ducklings from above.}
    {clue == "riddle": While the ranger went down to the shallows, they went the other way, up the boardwalk to the little bridge over the gorge.}
    Avalanche Gorge was like nothing {hero} had ever seen. The creek squeezed itself through a narrow slot of dark red rock, and the water inside the slot was a blue so bright it looked lit from underneath.
    "Hands on the rail, feet on the bridge," said Grandpa. "That water is fast enough to knock a grown-up flat, and it's as cold as snow."
    {pal} peered over the edge and {hid()}. "I'll admire it from here," it said.
    Beside the bridge, the red rock was flat, and on it {hero} saw rows of little ridges, like the ripples sand makes at the bottom of a pond.
    "Ripple marks," said Grandpa. "Water made those more than a billion years ago, when this rock was mud at the bottom of an ancient sea." # fact: rocks-billion-old
    Then {hero} forgot all about ancient seas. At the top of the slot, where the water piled up before it poured through, a small brown duck sat on a ledge of red rock. She had white spots on her face. She squeaked, and squeaked again, and looked straight down into the blue.
- else:
    {clue == "duck": They followed the squeak up the boardwalk to the place where the Trail of the Cedars met the gorge, and the roar of the creek climbed with every step.}
    {clue == "babies": They hurried upstream to the little bridge over the gorge, hoping that from above they might see where five small ducklings had gone. On the way, {hero} checked every eddy and counted three rocks that turned out to be only rocks.}
    {clue == "riddle": The ranger went down toward the shallows and they went the other way, up the boardwalk to the little bridge over the gorge, {hero} repeating the riddle under {their} breath like a password.}
    Avalanche Gorge was not what {hero} had pictured when Grandpa said "gorge." It was narrower, and louder, and a great deal more beautiful. The creek had squeezed itself into a slot of dark red rock, and inside the slot the water turned a blue so bright and strange it looked switched on.
    "Hands on the rail and feet on the bridge," said Grandpa, in the voice he did not use often. "That water would knock a grown-up flat, and it's as cold as the snow it came from."
    {pal} took one look over the edge and {hid()}. "I'm a big admirer of this view," it said. "From a distance. A good distance."
    Beside the bridge, a flat slab of red rock was crossed with rows of little ridges, neat as corduroy.
    "Ripple marks," Grandpa said. "Water moving over mud at the bottom of an ancient sea made those, more than a billion years ago. The mud turned to rock and kept the ripples." # fact: rocks-billion-old
    A billion years. {hero} tried to hold that number in {their} head and failed, the way you fail to hold a handful of creek.
    Then {they} stopped trying, because at the top of the slot, where the water heaped up before it plunged through, a small brown duck was sitting on a red ledge. White spot by the beak. White spot behind the eye. She squeaked, and squeaked again, and looked straight down into the blue.
}
{end_now: -> wrap_gorge}
~ from = "gorge"
{band:
- "young":
    {clue == "duck": Grandpa found the page in his bird book at last.|Grandpa took a little bird book out of his pocket.} "A harlequin duck," he read. "She squeaks!"
    {clue == "babies": "She is calling her babies," said {hero}. "The five from the rock!"}
    {clue == "riddle": "That is the answer to the riddle!" said {hero}. "A duck that squeaks!"}
    {clue == "duck": "She is okay!" said {hero}. "She did not get swept away!"}
    The duck hopped to the very edge of her rock. She looked down at the rushing blue water.
    {pal} {hid()}. "Oh no," it whispered. "She is looking at the slide."
- "middle":
    {clue == "duck": Grandpa finally found the right page in his bird book.|Grandpa pulled a little bird book out of his jacket pocket and flipped through it.} "Harlequin duck," he read. "Brown, with white spots on the face. Call, a high squeak. Raises her young on fast mountain creeks."
    {clue == "duck": "That's her," {hero} whispered. "She didn't drown at all. She came up here, and now she's calling someone."}
    {clue == "babies": "She's calling the ducklings," {hero} whispered. "The five from the rock. She's waiting for them."}
    {clue == "riddle": "That's the answer to the riddle," {hero} whispered. "A duck that squeaks. And she's calling someone."}
    The duck squeaked again, louder and sharper, and turned her head to listen. Nothing answered but the roar. She squeaked once more, the way Grandpa called {hero}'s name when {they} {were} slow coming in for supper.
    Then she shuffled to the very edge of her ledge and peered down into the fastest part of the slot, as if measuring it.
    {pal} stared at her. "She's not going to go down that," it said. "Is she?"
- else:
    {clue == "duck": Grandpa, who had been holding his bird book open at the wrong page for ten minutes, finally found the right one.|Grandpa pulled a battered little bird book out of his jacket and found the page faster than {hero} expected.} "Harlequin duck," he read. "Female brown, with white patches on the face. Call a high squeak. Raises her young on fast mountain streams."
    {clue == "duck": "She didn't drown," {hero} said. Relief went through {them} like warm water. "She just came up somewhere else. And now she's calling."}
    {clue == "babies": "She's calling the ducklings," {hero} said. "The five from the rock. She's waiting for them to find her."}
    {clue == "riddle": "Squeaks like a mouse, rides white water," {hero} said. "Riddle solved. And she's calling somebody."}
    The duck squeaked again, louder and sharper this time, and cocked her head to listen. Nothing answered except the roar of the slot. She tried again, with the patient, slightly fed-up sound of a parent calling a name across a playground for the third time.
    Then she shuffled to the very lip of her ledge and leaned out over the fastest part of the slot, tilting her head one way and then the other, the way Grandpa looked at a parking space he was not sure about.
    {hero} realized {they} {were} gripping the rail hard enough to hurt. It was ridiculous to be this worried about a duck {they} had met ten minutes ago. {They} {were} worried anyway.
    {pal} went still. "She wouldn't," it said. "Nobody would go down that. Would they?"
}
* [Wait on the bridge and see what she does # act: wait] -> end_parade
* [Go on up the trail to Avalanche Lake, where all this water starts # act: go] -> end_lake
* [Look for her ducklings down in the calm shallows # act: look] -> end_shallows

=== wrap_gorge ===
# place: trail-of-the-cedars
# ending: the-duck-in-the-gorge
{band:
- "young":
    Whoosh! The duck jumped in! The blue water shot her down the crack, fast as a slide.
    {hero} held {their} breath.
    Pop! A little brown head came up in the pool below. The duck shook her feathers. Squeak!
    Grandpa took out a little bird book. "A harlequin duck," he read. "They love fast water."
    "It is like a slide for her!" said {hero}.
    "I was not scared at all," said {pal}. But it had been, a little bit.
    {friend != "": {friend} laughed and clapped.}
    The duck hopped onto a rock and fluffed her feathers dry. Now {hero} knew what squeaked in the creek.
- "middle":
    She would. The little duck pushed off her ledge, and the blue water grabbed her and shot her through the slot like a cork out of a bottle. {hero} gasped and leaned over the rail as far as Grandpa's hand on {their} jacket would allow.
    For a second there was only blue and white. Then, in the foaming pool below the bridge, a small brown head popped up. The duck shook her feathers, bobbed in a circle, and squeaked as if nothing unusual had happened.
    "A harlequin duck," said Grandpa, holding open a little bird book from his pocket. "It says here they love the fastest water there is."
    "She's not scared of it at all," {hero} said. "It's like a water slide to her."
    "I would like to state that I was never worried," said {pal}, although it had been.
    {friend != "": {friend} was still holding the rail with both hands, laughing.}
    The duck paddled to a rock, hopped up, and began to preen. {hero} watched her comb every feather into place and knew that from now on a squeaky toy would always make {them} think of a small brown duck riding a blue slide through rock a billion years old.
- else:
    She would. The little duck tipped forward off her ledge, and the blue water took her. {hero} saw her for half a heartbeat, a brown dot shooting through the slot with the whole creek pushing behind her, and then there was only white. {They} leaned out over the rail as far as Grandpa's fist in the back of {their} jacket allowed.
    Nothing. Foam. More foam.
    Then, in the churning pool below the bridge, a small brown head popped up, shook itself, and turned a lazy circle. Squeak, said the duck, in exactly the tone of someone who has just come down a water slide and wants to go again.
    Grandpa let out a long breath and pulled a dog-eared bird book from his jacket. "Harlequin duck," he read, once he could read. "Female brown with white facial patches. Call a high squeak. Favors the swiftest water available." He snorted. "Favors. That's one word for it."
    {hero} laughed, partly because it was funny and partly because {their} heart had been up in {their} throat and needed somewhere to go.
    "For the record," said {pal}, "I was completely calm the whole time."
    "You were hiding," said {hero}.
    "Calmly," said {pal}.
    {friend != "": {friend} still had both hands wrapped round the rail and a grin that would not go away.}
    The duck climbed onto a rock and began to preen, combing each feather into place as if she had an appointment. The squeak was solved. What {hero} felt about it was harder to name, and {they} decided it didn't need one.
}
-> END

=== lake_trail ===
# place: avalanche-lake
{band:
- "young":
    {clue == "duck": "Let's climb up high and look down," said Grandpa. So they went up the trail past the gorge.}
    {clue == "babies": {hero} wanted to get ahead of the ducklings. So they went up the trail beside the creek.}
    {clue == "riddle": "We are helping the ranger!" said {hero}. So they went up the trail beside the creek.}
    The trail went up and up through big, shady trees. Down below, the creek splashed over rocks.
    At every bend, Grandpa clapped. "Hey, bear!" he called.
    "Why do you say that?" asked {hero}.
    "Grizzly bears and black bears both live here," said Grandpa. "We don't want to surprise them." # fact: home-both-grizzly
    {kind == "bear": "I am a bear," said {pal}. "And I do not like surprises either!"|{pal} stayed close to {hero}.}
    They stopped on a high, rocky spot. Zoom! A little brown duck flew up the creek below them. She landed on a rock by a tiny waterfall. She had white spots on her face. Squeak!
- "middle":
    {clue == "duck": "A view from higher up," Grandpa agreed. "Good thinking." They passed the gorge and started up the trail toward Avalanche Lake.}
    {clue == "babies": If the ducklings were swimming upstream, {hero} wanted to get there first. They left the boardwalk and started up the trail toward Avalanche Lake.}
    {clue == "riddle": "Checking the trail for the ranger," {hero} said, like someone on an official mission, which {they} sort of {were}. They started up the trail toward Avalanche Lake.}
    The trail climbed beside the creek through a forest of enormous hemlocks and cedars, so shady that moss grew thick on every fallen log. Down below, the water jumped from rock to rock in white steps.
    At every bend where they couldn't see ahead, Grandpa clapped his hands and called out, "Hey, bear! Just us!"
    "Why do you keep saying that?" {hero} asked.
    "So we don't surprise anybody," said Grandpa. "Grizzly bears and black bears both live in this forest. Neither kind likes being surprised, and neither do I." # fact: home-both-grizzly
    "What if we did see one?" {hero} asked.
    "Then we'd stay together, talk calmly, and back away slowly to give it lots of room," said Grandpa. "But mostly, the noise means they hear us coming and wander off first."
    {kind == "bear": {pal} sniffed, offended. "I'm a bear, and I have never once enjoyed a surprise," it said.|{pal} stayed very close to {hero} after that.}
    Where the trail came out on a rocky spot high above the creek, they stopped to look down. A small brown duck came flying up the creek beneath them, low and fast, and dropped onto a rock in the middle of a waterfall step. She shook herself. She had white spots on her face. Squeak!
    "There!" {hero} whispered, pointing. "Right there, in the middle of the waterfall!"
- else:
    {clue == "duck": "A view from above," said Grandpa, nodding slowly, as if {hero} had said something very wise. "Like a hawk." They passed the top of the gorge and started up the trail toward Avalanche Lake.}
    {clue == "babies": Five ducklings paddling upstream had to be going somewhere, and {hero} intended to be there first. They left the boardwalk and started up the trail toward Avalanche Lake, the creek roaring on their right.}
    {clue == "riddle": "Checking the upper trail for the ranger," {hero} announced, which made it sound like an official mission. In a way, it was. They started up the trail toward Avalanche Lake.}
    The trail climbed beside the creek through hemlocks and cedars so tall that {hero} had to lean back to find their tops. Every fallen log wore a thick green blanket of moss, tucked in as carefully as a bed. Down below, the water took the hill in white steps, dropping from pool to pool in little waterfalls that each had a voice of its own.
    At every blind bend, Grandpa clapped his big hands and called out, "Hey, bear! Just us!"
    "You know there's nobody there," said {hero}.
    "I hope there's nobody there," said Grandpa. "Grizzlies and black bears both live in this forest. Neither kind enjoys a surprise, and I'm not a fan either. So we make a bit of noise and let everybody know we're coming." # fact: home-both-grizzly
    {hero} thought about that for the next few bends. At home, the woods behind the school were just woods. Here, the forest had residents, and walking through it was more like walking through somebody's house. You knocked. You said who you were. After a while {hero} started calling out too, and found {they} rather liked it.
    {kind == "bear": {pal} looked personally insulted. "I'm a bear," it said, "and I have never liked a surprise in my life. Thank you for announcing us."|{pal} moved closer to {hero} and stayed there, and {hero} did not mind at all.}
    The trail came out onto a shelf of rock high above the water, and they stopped to catch their breath. That was when a small brown duck came up the creek below them, flying low and fast, and dropped onto a rock in the middle of a waterfall step as neatly as a coin into a pocket. She shook herself. White spot by the beak. White spot behind the eye. Squeak.
    {hero} grabbed Grandpa's sleeve and pointed, not trusting {their} voice. Of all the rocks in all the creek, the duck had picked the one with a waterfall landing on its head.
}
{end_now: -> wrap_trail}
~ from = "trail"
{band:
- "young":
    {clue == "duck": Grandpa found the page in his bird book at last.|Grandpa took out a little bird book.} "A harlequin duck," he read.
    The duck squeaked again. Then she flew away, back down the creek, fast!
    "She is going back to something," said {hero}.
    A hiker with two poles was coming down the trail. The lake was still far up ahead. And the squeak was going away below them.
- "middle":
    {clue == "duck": Grandpa finally found the page in his bird book.|Grandpa fished a little bird book out of his pocket and flipped to the ducks.} "Harlequin duck," he read. "Brown, with white face spots. Call, a high squeak. Raises her young on fast mountain creeks."
    The duck squeaked again, looking back downstream. Then she launched off her rock and flew back down the creek the way she had come, squeaking all the way, toward the gorge.
    "She's in a hurry," said {hero}. "She's going back to something."
    As the duck flew off, {pal} {sniffed()}. "Something she left behind," it said.
    Up the trail, a hiker with walking poles was coming down toward them. Higher still, Avalanche Lake was waiting. And down below, the squeak was getting fainter.
- else:
    {clue == "duck": Grandpa, who had kept his bird book open in one hand all the way up the trail, finally found the page.|Grandpa produced a battered little bird book from his jacket and went straight to the ducks.} "Harlequin duck," he read. "Female brown with white face patches. Call a high squeak. Raises her young on fast mountain streams."
    The duck squeaked again, louder, with her head turned downstream. Then she was off her rock and gone, flying back down the creek the way she had come, calling as she went.
    "She came up to check something," {hero} said slowly, "and now she's going back to something else."
    "Or someone," said {pal}.
    Above them, the trail kept climbing toward a lake {hero} had heard about all week. Coming down it was a hiker with walking poles and a sunhat, who might have passed anything on her way. And below, getting fainter with every second, the squeak was heading back toward the gorge.
}
* [Keep climbing all the way to Avalanche Lake # act: go] -> end_lake
* [Ask the hiker coming down if she has seen any ducklings # act: ask] -> end_shallows
* [Wait at the top of the gorge to see where the duck goes # act: wait] -> end_parade

=== wrap_trail ===
# place: avalanche-lake
# ending: the-duck-on-the-falls
{band:
- "young":
    The duck sat on her rock. Water splashed all around her. She did not mind one bit.
    Grandpa took out a little bird book. "A harlequin duck," he read. "They dive for bugs in fast water."
    Splash! The duck dove down. Pop! She came up with a bug.
    "That is what squeaks in the creek!" said {hero}. "A duck!"
    "A very brave duck," said {pal}.
    {friend != "": {friend} squeaked at the duck. The duck did not squeak back.}
    Then the duck flew away down the creek. Grandpa clapped for the bears one more time, and they walked back down. {hero} squeaked like a duck all the way.
- "middle":
    {hero} watched the duck on her rock with the waterfall pouring past on both sides. She didn't seem to mind it one bit.
    {clue == "duck": Grandpa finally found the page in his bird book.|Grandpa pulled a little bird book out of his pocket.} "Harlequin duck," he read. "They nest beside fast mountain creeks and dive for bugs in the rapids."
    As if to show them, the duck slid into the water, vanished, and popped up a moment later with something wriggly in her beak.
    "That's what squeaks in Avalanche Creek," {hero} said. "A duck who thinks a waterfall is a bathtub."
    "I'm writing that down," said {pal}. "If I could write."
    {friend != "": {friend} squeaked at the duck, and the duck very politely ignored it.}
    They watched her until she flew off down the creek, a brown dot over white water. Then Grandpa clapped once more for the bears, and they turned back down the trail, {hero} squeaking softly all the way.
- else:
    For a while nobody said anything. The duck sat on her rock with a waterfall pouring past on either side, perfectly calm, like someone reading a newspaper in a car wash.
    Grandpa's bird book came out of his jacket. {clue == "duck": This time he found the page on the first try, which he said was a personal record.|He found the page quickly, as if he had been hoping for years to look this one up.} "Harlequin duck," he read. "Nests beside fast mountain streams. Dives in rapids to pick insects off the bottom."
    The duck demonstrated. She slid off the rock into the white water, disappeared for a count of ten, and bobbed up two steps lower with something small and wriggly in her beak, which she swallowed with obvious satisfaction.
    "So that's what squeaks in Avalanche Creek," {hero} said. "A duck who thinks waterfalls are a bathtub."
    "I'd like that on a T-shirt," said {pal}.
    {friend != "": {friend} tried a squeak too. The duck, very politely, pretended not to hear.}
    At last she lifted off and flew away down the creek, a brown dot skimming white water. Grandpa clapped once more for any bears who might be listening, and they turned back down the trail. {hero} didn't know what the duck had been checking on. But {they} knew her name and her voice now, and that felt like the start of being friends with the whole creek.
}
-> END

=== shallows ===
# place: trail-of-the-cedars
{band:
- "young":
    {clue == "duck": They followed the peeps back down the boardwalk. The creek got wide and shallow. Peep, peep! Under the far bank, in a dark hole by the tree roots, sat some fluffy brown ducklings!}
    {clue == "babies": They hurried down the boardwalk, the way the ranger went. The creek got wide and shallow.}
    {clue == "riddle": They walked with the ranger down the boardwalk. The creek got wide and shallow.}
    Here the water ran over round stones. Some were red. Some were green. It made a happy, chattering sound.
    {clue == "duck": The ranger was there, too. "Their mom left them there, safe," she whispered. "Want to see where she went?"|The ranger was looking up the creek through her binoculars. "Want to look?" she asked.}
    She hung the binoculars around {hero}'s neck. {hero} looked. Far away, on a rock, sat a little brown duck with white spots on her face.
    "A harlequin duck," said the ranger. "The dads flew back to the ocean in June. The moms raise the babies all alone."
    "All by herself?" said {hero}. "That is a big job."
- "middle":
    {clue == "duck": They followed the peeping back down the boardwalk, past the giant cedars, to a spot where the creek spread out wide. The peeping grew louder and louder, and then, just as they arrived, it stopped.}
    {clue == "babies": They hurried down the boardwalk the way the ranger had gone, and found her at a spot where the creek spread out wide.}
    {clue == "riddle": They walked with the ranger down the boardwalk to her counting spot, where the creek spread out wide.}
    Here the water ran fast but shallow over round stones, red and green and purple, and it chattered instead of roaring. {clue == "riddle": The ranger raised her binoculars and looked upstream.|The ranger from earlier was there, watching the creek through her binoculars.}
    {clue == "duck": "Looking for the peepers?" the ranger whispered, when {hero} told her about the duck who dove and didn't come up. She pointed across the water with her pencil. Under the far bank, where cedar roots hung down like a curtain, a huddle of brown fluff was tucked into a dark hollow, so still it looked like stones. {hero} could make out three ducklings, maybe four. "Those are my girl's babies," said the ranger. "She parks them there while she goes fishing. Want to see her?"}
    {clue == "babies": "Five ducklings?" said the ranger, when {hero} told her. "That's the family I'm counting. Want to see their mom?"}
    {clue == "riddle": "Your riddle bird likes to sit up near the gorge in the mornings," said the ranger. "Want a look?"}
    She lent {hero} the binoculars. The far end of the creek jumped close. On a rock near the bottom of the gorge sat a small brown duck with white spots on her face.
    "A harlequin duck," said the ranger. "The fathers are painted bright, like clowns, but they flew back to the Pacific Ocean in June. The mothers stay and raise the ducklings by themselves."
    "By herself?" {hero} said. "In water like this?"
    "She's tougher than she looks," said the ranger. "Most of them are." She turned her clipboard so {hero} could see it. There were columns for mothers and for ducklings, and under today's date, both were still empty.
- else:
    {clue == "duck": {hero} followed the peeping back down the boardwalk, past the giant cedars, to where the creek gave up being dramatic and spread itself out wide. The peeping got louder with every step and then stopped dead just as they arrived, which felt personal.}
    {clue == "babies": They hurried down the boardwalk the way the ranger had gone and found her where the creek spread itself out wide and shallow.}
    {clue == "riddle": They hurried after the ranger and caught up with her halfway down the boardwalk, then walked with her to the place where the creek spread itself out wide and shallow. On the way {hero} tried out the riddle's answer twice more, and each time the ranger only smiled.}
    Here the water ran fast but thin over round stones, red and green and a purple like grape juice, and instead of roaring it chattered. {clue == "riddle": The ranger raised her binoculars and swept them slowly upstream.|The ranger from earlier was there, binoculars raised, and she lowered them when they arrived.}
    {clue == "duck": "Looking for the peepers?" she whispered, when {hero} had explained about the duck who dove and didn't come up. She pointed across the water with the end of her pencil. Under the far bank, where cedar roots hung down into the creek like the fringe on a curtain, there was a dark hollow, and in it, packed so still that {hero} had taken them for stones, sat a huddle of brown fluff. {hero} made out three ducklings, then possibly a fourth, and then lost count in the shadows. "My girl's babies," the ranger said. "She parks them somewhere safe while she goes fishing. Want to see where she is now?"}
    {clue == "babies": "Five ducklings on a rock?" she said, and her pen froze. "That's the family I'm here to count. Want to see their mother?"}
    {clue == "riddle": "Your riddle has a habit of sitting near the bottom of the gorge in the mornings," she said. "Take a look."}
    {hero} borrowed the binoculars. The far end of the creek leapt close, every stone sharp. On a rock at the foot of the gorge sat a small brown duck with a white smudge by her beak and a round white spot behind her eye.
    "Harlequin duck," said the ranger. "The fathers are the famous ones, painted up in blue and chestnut and white like clowns. But they flew back to the Pacific Ocean in June. The mothers stay behind and raise the ducklings on their own."
    "That's a lot of ducklings for one duck," {hero} said.
    "That's why I count them," said the ranger. "Every year I hope for more, and every year I'm nervous until I see them." She said it lightly, but {hero} noticed she did not take her eyes off the creek while she said it.
    She tilted the clipboard so {hero} could see. There were neat columns, one for mothers and one for ducklings, and rows of dates going back to June. Under today's date, both boxes were empty. {hero} found {they} wanted very badly to see a number in them.
}
{end_now: -> wrap_shallows}
~ from = "shallows"
~ knows_count = true
{band:
- "young":
    "She is tough," said the ranger.
    "Does she always come here?" asked {hero}.
    "Every summer, for longer than anyone can remember," said the ranger. "People have lived by these mountains for thousands of years. They knew that squeak long before I had a clipboard." # fact: blackfeet-salish-kootenai
    Then the duck hopped into the white water. She was gone!
    {clue == "duck": "She will come back for these babies," said the ranger. "Maybe soon. Maybe not."|"She went to get her babies," said the ranger. "Maybe they will come here. Maybe not."}
    {clue == "duck": "I hope she hurries," whispered {pal}. "I am being so quiet."|"I hope they come here," whispered {pal}. "I am being so quiet."}
- "middle":
    "How long have they been coming here?" {hero} asked.
    "Longer than anybody has been counting," said the ranger. "The Blackfeet, Salish, Kootenai and Pend d'Oreille peoples have lived in and around these mountains for thousands of years. They knew these creeks long before there was a park." # fact: blackfeet-salish-kootenai
    Through the binoculars, {hero} saw the duck stand up, squeak, and slip off her rock into the white water. When the foam cleared, she was gone.
    {clue == "duck": "She'll be back for those babies under the bank," said the ranger. "She might come down through the shallows to get them. Or she might call them up to her, below the gorge."|"She's gone to fetch her ducklings," said the ranger. "Or to lead them somewhere. They could come down here to feed in the shallows. Or they could stay up in the gorge."}
    {pal} {sniffed()} and held very still. "Everybody stay quiet," it whispered. "Except me. I'm too excited."
- else:
    {hero} kept the binoculars pressed to {their} eyes. "How long have they been coming here?"
    "Longer than anyone's been counting," said the ranger. "The Blackfeet, Salish, Kootenai and Pend d'Oreille peoples have lived in and around these mountains for thousands of years. I'd bet they knew that squeak long before anybody wrote it on a clipboard." # fact: blackfeet-salish-kootenai
    In the round window of the binoculars, the duck stood, squeaked, and slipped off her rock into the white water. When the foam cleared, the rock was empty.
    {clue == "duck": "She'll be back for that lot under the bank," said the ranger. "Either she comes down through the shallows to collect them, or she calls them up to her below the gorge. Harlequin mothers don't leave a note."|"She's gone to fetch them," said the ranger. "Or to lead them somewhere. Sometimes they come down here to feed where it's shallow. Sometimes they stay up in the gorge all morning and I never see them."}
    {pal} {sniffed()} and went rigid with hope. "Everyone be very quiet," it whispered. "Except me. I'm too excited to be quiet."
    {hero} lowered the binoculars and looked upstream with {their} own eyes, at the white water and the dark mouth of the gorge. {clue == "duck": Somewhere up there was a mother duck, and across the creek, under the roots, was a family nobody had managed to count yet.|Somewhere in there was a mother duck, and a family nobody had counted yet.}
}
* [Wait here with the ranger, still as the stones # act: wait] -> end_shallows
* [Go up to the bridge over the gorge # act: go] -> end_parade
* [Ask Grandpa to hike up to where all this icy water starts # act: ask] -> end_lake

=== wrap_shallows ===
# place: trail-of-the-cedars
# ending: the-name-on-the-count
{band:
- "young":
    {clue == "duck": "Now watch the bank," whispered the ranger. Out from under the roots came the ducklings, one by one, into the sun.|"Look again," said the ranger. "Next to her rock." {hero} looked. Behind the rock were five fluffy ducklings!}
    "One, two, three, four, five little ducks!" said {hero}.
    The ranger gave {hero} her little silver counter. Click, click, click, click, click! Then she wrote the number five on her paper and gave {hero} the pen. "You found them. Write your name!"
    So {hero} did.
    "Write my name too!" said {pal}. So the ranger did.
    {friend != "": {friend} wrote a name on the paper as well.}
    Far up the creek, the mother duck squeaked. Now {hero} knew that sound. It was a harlequin duck, saying hello.
- "middle":
    {clue == "duck": "Now watch the bank," the ranger whispered. One at a time, the ducklings crept out from under the cedar roots into the sunlight, blinking, and began to paddle in the slow water at the edge.|The ranger pointed a little to the left of the duck. "Look again," she said. "Just below her rock." {hero} looked. Tucked into the slow water behind the rock, so still that {hero} had mistaken them for stones, were five small fluffy ducklings.}
    The ranger handed {hero} a little silver tally counter. "One click for each one," she said. {hero} clicked as {they} counted. Click, click, click, click. Then, after a pause, one more click.
    "Five," {hero} said. "I counted five."
    The ranger wrote it on her sheet. Then she handed {hero} the pen. {clue == "duck": "You heard them first. You write your name next to it."|"You found them. You write your name next to it."}
    {hero} wrote {their} name in {their} best letters.
    "Is my name going on there too?" asked {pal}.
    "Everybody who helped gets to be on it," said the ranger, and she added {pal} underneath.
    {friend != "": {friend} got to write a name on the sheet as well, right at the bottom.}
    Up the creek, faint over the chatter of the shallows, the mother duck squeaked. {hero} smiled. It didn't sound like a toy anymore. It sounded like a name {they} knew.
- else:
    {clue == "duck": "Now watch the bank," the ranger breathed. "She's not the only one who gets hungry." One at a time, the ducklings came creeping out from under the cedar roots into a patch of sun, blinking, as if somebody had switched on the light in their bedroom.|The ranger leaned over and pointed a hair to the left of the duck. "Don't look at her rock," she said. "Look just below it." {hero} looked. In the slow water behind the rock, so still and so brown that {hero} had taken them for stones, sat five small fluffy ducklings, packed together like a row of wet mittens.}
    The ranger pressed a little silver tally counter into {hero}'s hand. "One click per duckling," she said. "Then count again, to be sure." {hero} counted twice, clicking, and got the same number both times, which felt like passing a test nobody had warned {them} about.
    "Five," {hero} said. "Five. Right there."
    {clue == "duck": "Right there," agreed the ranger. "And you're the one who followed the peeping all the way down here." She wrote the number on her sheet, then held out the pen. "Put your name beside it."|"Right there," agreed the ranger, "and I'd have walked straight past them." She wrote the number on her sheet, then held out the pen. "You spotted them. Put your name beside it."}
    {hero} wrote {their} name in {their} very best letters, the way you would on something that mattered.
    "Is there room for a sidekick?" asked {pal}.
    "There's always room," said the ranger, and added {pal} in small careful letters underneath.
    {friend != "": {friend} signed too, squeezing a name into the last bit of space on the line.}
    Far up the creek, over the chatter of the shallows, the mother squeaked. An hour ago that sound had been a joke, a dog toy, Grandpa's boots. Now {hero} heard it for what it was: a small brown duck in a big cold creek, calling to five babies whose number was written down, in ink, with {hero}'s name beside it.
}
-> END

// ---------------------------------------------------------------- endings
=== end_parade ===
# place: trail-of-the-cedars
# ending: the-gorge-parade
{band:
- "young":
    {from == "gorge": So they waited on the bridge. {hero} held the rail and watched the little duck.}
    {from == "trail": They went back down to the top of the gorge. They stood far back from the edge and waited. The little duck landed on a rock at the top of the crack.}
    {from == "shallows": They hurried up to the bridge. The little duck was there now, on a rock at the top of the crack.}
    {from == "trail": Below them|Under the bridge}, the water went roar, roar, roar.
    "What if she falls in?" whispered {hero}.
    "She won't fall," said Grandpa. "She will jump. Watch."
    Squeak! called the duck. Squeak!
    {clue == "riddle": Then out came the ducklings, from behind a rock. Paddle, paddle, paddle! There were five of them!}
    The mother duck jumped into the fast blue water. Whoosh! She shot down through the crack. Pop! She came up in the pool below.
    {clue != "riddle": Peep, peep, peep! Fluffy ducklings came paddling out from the rocks at the edge of the pool. {clue == "babies": It was the babies from the rock!|{from == "shallows": It was the babies from under the bank!|So that was the peeping!}}}
    {clue != "riddle": "She rode down the slide to get them!" said {hero}. "Quick, count them!" One, two, three, four... Then one more popped out!}
    {clue == "riddle": "She is showing them how!" said {hero}.}
    {clue == "riddle": Whoosh, pop! went the first duckling. Whoosh, pop! went the second. Then the third, then the fourth. The fifth took a long time. Then whoosh, pop! Here it came!}
    "Five!" said {hero}. "All five!"
    {knows_count: "We will tell the ranger," said Grandpa.|Grandpa wrote a 5 in his bird book.}
    "That was better than a slide," said {pal}. Very pleased, it {wiggled()}.
    {friend != "": {friend} clapped without making a sound.}
    The duck family swam away, squeaking. Now {hero} knew what squeaked in the creek: a little brown duck who could ride the fastest slide in the forest.
- "middle":
    {from == "gorge": So they waited. {hero} kept both hands on the rail and {their} eyes on the little duck at the top of the slot.}
    {from == "trail": They hurried back down the trail to the top of the gorge and waited there, well back from the edge. The little duck came flying down and landed on her ledge above the slot.}
    {from == "shallows": They left the ranger with her binoculars and hurried up the boardwalk to the little bridge over the gorge. The little duck had flown up to a ledge at the top of the slot and was squeaking.}
    "What if she slips?" {hero} whispered.
    "Harlequins were riding this creek long before anybody built a bridge to watch them," Grandpa whispered back. "I think she knows what she's doing."
    {clue == "riddle": The duck squeaked again, louder. And out from behind a rock upstream came the ducklings, paddling hard in a line, peeping, five of them in all. They bunched up behind her at the edge, and one tried to climb on another's back.}
    {clue != "riddle": The duck squeaked again, louder, and looked down the creek, not up it, the way you look for someone you are expecting.}
    Then she pushed off her ledge, and the bright blue water shot her through the slot and out into the foaming pool at the bottom. She popped up, shook her head, and squeaked.
    {clue != "riddle": From the rocks at the edge of the pool, the ducklings came bobbing out one at a time. {clue == "babies": The babies from the rock!|{from == "shallows": The peepers from under the bank must have paddled all the way up here.|These had to be the peepers from downstream, paddled all the way up to meet her.}} {hero} counted them as they came: one, two, three, four, and then a long gap, and then, at last, a fifth.}
    {clue == "riddle": "She's showing them how," {hero} whispered.}
    {clue == "riddle": One by one, the ducklings followed. The first shot through and popped up like a cork. The second came next. The third spun around and came out backwards. Then the fourth. There was a long wait, and {hero} held {their} breath, until the fifth came tumbling out and paddled straight to its mother.}
    "Five!" {hero} said. "All five!" Grandpa squeezed {their} shoulder, grinning so wide that his glasses went crooked.
    {clue != "riddle": "They could never get up through the gorge," {hero} whispered, "so she rode it down to them. It's a water slide with a job at the bottom."}
    {knows_count: "Five for the ranger's count sheet," said Grandpa. "She'll be thrilled."|Grandpa wrote the number in pencil in his bird book, next to the picture of the harlequin.}
    {clue == "riddle": "Rides white water like a cork," {hero} said. "That wasn't just a riddle. It was true."}
    Just thinking about it, {pal} {wiggled()}. "I'd like to go next," it said. Then it looked at the water again. "Actually, no."
    {friend != "": {friend} clapped without making a sound, so the ducks wouldn't mind.}
    The family gathered in the pool, six small brown shapes in the foam. The ducklings dove for bugs, came up, and dove again, and the mother swam in a slow circle around them, as if counting too. Just then the sun climbed high enough to reach into the gorge, and the blue water lit up brighter than ever.
    Then the mother led them off downstream, squeaking. The mystery was solved, and it added up to a squeak, a slide of bright blue water, and five small brown ducks {clue == "riddle": who had just ridden it behind her.|who were going to grow up riding it.}
- else:
    {from == "gorge": So they waited. {hero} kept both hands on the cold rail and {their} eyes on the little duck at the top of the slot, and tried not to blink.}
    {from == "trail": They hurried back down the trail to the top of the gorge and found a spot well back from the edge, where a fallen log made a good fence. Below them, the little duck landed on a red ledge at the head of the slot and shook out her wings.}
    {from == "shallows": They left the ranger with her binoculars and hurried back up the boardwalk to the little bridge. The duck had flown up to a red ledge at the top of the slot, as if she had been waiting for an audience.}
    "What if she slips?" {hero} whispered. It seemed like a real question. The slot was all noise and blue muscle, and the duck was the size of a loaf of bread.
    "Harlequins were riding this creek long before anyone built a bridge to watch them from," Grandpa whispered back. "I'd trust her over me."
    {clue == "riddle": The duck squeaked again, loud and sharp, and this time something answered. From behind a boulder upstream came a line of ducklings, paddling hard, heads down, like kids who have been called twice already. {hero} counted them in. Five. They bunched up behind her on the lip of the ledge, peeping, and one tried to climb onto another's back to see better.}
    {clue != "riddle": The duck squeaked again, loud and sharp, and looked down the creek, not up it, the way you look down a street for a bus you know is coming.}
    Then, without any fuss, she leaned forward and let the creek take her. The blue water fired her through the slot, and she popped up in the foaming pool at the foot of it, shook her head, and squeaked.
    {clue != "riddle": Something peeped back. Out of the rocks at the edge of the pool, one at a time, came the ducklings, {clue == "babies": the babies from the rock,|{from == "shallows": the peepers from under the bank,|the owners of the peeping {hero} had heard downstream,} who must have paddled up the creek while nobody was looking,} bobbing into the foam like corks. {hero} counted under {their} breath. One. Two. Three. Four. Then nothing, for long enough that {hero} started working out what four would mean, and whether {they} would have to say it out loud. Then a fifth little head popped up behind the others.}
    {clue == "riddle": "She's showing them," {hero} breathed. "She's going first so they know it's okay."}
    {clue == "riddle": The first duckling went without a moment's thought and came out the bottom like a cork from a bottle. The second followed. The third spun round halfway and came out backwards, looking astonished. The fourth went through so fast {hero} nearly missed it. Then the fifth sat at the top of the slot, peeping, for a very long second, until it tipped in, vanished into blue, and came tumbling out to paddle straight to its mother.}
    "Five," {hero} said, and {their} voice wobbled. "All five."
    {clue != "riddle": "So that's why she went down the slot," {hero} said slowly, thinking it through. "They could never have got up through it. She didn't need to teach them anything. She just needed to get to where they were, and the fastest way down was the scariest one."}
    Grandpa let out a long, slow breath, the kind he usually saved for the last inning of a close ball game.
    {knows_count: "That's one for the ranger's sheet," he said, "and I wouldn't want to be the one to tell her she missed it."|Then he took the stub of a pencil from his pocket and wrote a small 5 in the margin of his bird book, right next to the picture of the harlequin.}
    {clue == "riddle": "Rides white water like a cork," {hero} said. "That wasn't a riddle. That was instructions."}
    {pal} watched the little family bobbing in the foam and {wiggled()}. "I'd like a turn," it announced. Then it looked down at the slot again. "I'd like a turn in a different life."
    {friend != "": {friend} clapped, silently, so the ducks wouldn't mind.}
    The family gathered in the pool, six brown shapes bobbing in the foam. The ducklings tipped up and dove for bugs as if nothing remarkable had happened, and the mother swam a slow loop around them, the way a teacher walks around a class on a field trip. Then the sun climbed high enough to reach down into the gorge, and the blue water lit up so bright it almost hurt.
    {hero} wanted to keep every second of it, so {they} went over it in {their} head like a list to learn for a test: the red ledge, the blue slot, the pop of a brown head in the foam, the count. Ledge, slot, pop, five.
    The mother led them away downstream, squeaking the whole way. The mystery that had started with a silly noise at dawn was solved, and it had turned out to be braver than anything {hero} had guessed: a duck you could tuck under one arm, a slot of roaring blue water, and five ducklings {clue == "riddle": who had just ridden it right behind her.|who would be riding it themselves before the summer was out.}
}
-> END

=== end_lake ===
# place: avalanche-lake
# ending: the-lake-at-the-top
{band:
- "young":
    {from == "gorge": {hero} waved goodbye to the little duck. Then they climbed the trail up to the lake.}
    {from == "trail": They kept on climbing. The squeak got quieter and quieter. Then it was gone.}
    {from == "shallows": "Can we go up to where the water starts?" {hero} asked Grandpa.}
    {from == "shallows": "That is Avalanche Lake, up the trail," said the ranger. So they said goodbye and climbed.}
    The trail went on and on through the tall trees. Then the trees opened. There was the lake!
    It was blue and green and still. Tall cliffs stood all around it. Long, thin waterfalls poured down the cliffs.
    "Those waterfalls come from a melting glacier, way up high," said Grandpa. "The glaciers here are getting smaller. Scientists measure them every year." # fact: glaciers-shrinking-scientists
    {friend != "": {friend} dipped a hand in the lake. "Brrr! It's freezing!"}
    {hero} listened for a squeak. There was no squeak. There were no ducks on the lake at all.
    "I wish we had stayed by the creek," said {hero}. "Now we missed the babies."
    On the way back down, they met Ranger Hale coming up the trail. "I counted five ducklings by the gorge," she said. "Did you see any ducks at the lake?"
    Five! And {hero} had missed them all. "Not one," {they} said sadly.
    "Then I will write that down," said the ranger. "Zero ducks at the lake. That is a real count too." She wrote a big 0 on her sheet, with {hero}'s name next to it.
    "Zero is a number!" said {pal}, and it {wiggled()}.
    {hero} had missed the ducklings. But {their} zero was on the ranger's sheet, and that felt good.
- "middle":
    {from == "gorge": {hero} took one last look at the little duck on her ledge. Then they left the gorge and climbed the trail toward Avalanche Lake, with Grandpa clapping at every bend for the bears.}
    {from == "trail": They kept climbing. Grandpa kept clapping at the bends, and the squeak faded away behind them until {hero} couldn't hear it at all.}
    {from == "shallows": "Grandpa, can we go and see where all this icy water starts?" {hero} asked.}
    {from == "shallows": "Avalanche Lake, about two miles up the trail," said the ranger. Grandpa's eyes lit up, so they said goodbye to her and climbed.}
    The trail went up through the big trees for a long time. Partway up, they crossed a slope of trees knocked flat, every trunk pointing the same way. "An avalanche did that," Grandpa said. "In winter, the snow comes down hard enough to snap trees like twigs."
    Then the forest opened, and there was the lake, still and green-blue, ringed by tall cliffs. Down the cliffs at the far end came long, thin waterfalls, like white threads.
    "Those falls are fed by Sperry Glacier, up above where we can't see it," Grandpa said. # fact: sperry-glacier-waterfalls
    "Is the glacier big?" {hero} asked.
    "Smaller than it used to be. The glaciers in this park have been shrinking for years. Scientists go up and measure them to learn how the climate is changing." # fact: glaciers-shrinking-scientists
    {friend != "": {friend} dipped a hand in the lake and yelped at the cold.}
    {hero} listened. There was no squeak. There were no ducks at all on the still water. "I wish we'd stayed," {hero} said.
    Halfway back down, they met Ranger Hale coming up the trail with her clipboard. "Five ducklings below the gorge an hour ago," she said. "Any harlequins up at the lake? It's my last stop."
    Five. {hero} had missed every single one. "None," {they} said. "We looked."
    The ranger didn't look disappointed. She wrote on her sheet, Avalanche Lake: 0, and beside it, checked by {hero}. "I'll still go up and look myself," she said. "But an empty lake is a real answer. If I only wrote down where I found ducks, I'd never learn where they don't go."
    "We counted nothing," said {pal}, and it {wiggled()}. "Officially."
    {hero} looked back up the trail toward the hidden glacier. Missing the ducklings still stung. But {their} zero was on the sheet, and tomorrow, down by the creek, {they} would know exactly where to stand.
- else:
    {from == "gorge": {hero} took one last look at the little duck on her ledge, still squeaking, still deciding. Then {they} turned away and climbed. It felt strange to walk away from the answer, but the lake was up there, and {hero} wanted to see where all this water began.}
    {from == "trail": They kept climbing. Grandpa kept clapping at every bend, and below them the squeak got fainter and fainter, until {hero} wasn't sure {they} heard it at all, and then was sure {they} didn't.}
    {from == "shallows": {hero} turned to Grandpa. "Could we hike up to where all this icy water starts?"}
    {from == "shallows": "Avalanche Lake," said the ranger. "About two miles up the trail." Grandpa got a look on his face that {hero} knew well, and ten minutes later they had said goodbye to the ranger and were climbing.}
    The trail wound up through the big trees for what felt like a long time. Partway, it crossed a slope where every tree lay flat, hundreds of trunks all pointing downhill like spilled matches. "Avalanche," Grandpa said. "In winter the snow comes off those slopes hard enough to snap a tree like a breadstick."
    Then, without warning, the forest simply stopped, and there was the lake. {hero} had seen pictures. The pictures had lied by leaving things out. The water was a still green-blue, so clear that the stones on the bottom looked close enough to touch, and at the far end, down enormous gray cliffs, long thin waterfalls came pouring like white threads unspooling from the snow.
    "Those are fed by Sperry Glacier," said Grandpa, "up above the cliffs, where we can't see it from here." # fact: sperry-glacier-waterfalls
    "Is it big?"
    "Not as big as it was. The glaciers in this park have been shrinking for a long time. Scientists go up and measure them, year after year, to learn how the climate is changing." # fact: glaciers-shrinking-scientists
    {friend != "": {friend} dipped one hand in the lake and snatched it back with a yelp, which was fair, since the water had been ice not long ago.}
    {clue == "babies": Then {hero} listened properly, the way {they} had learned to at the rail that morning.|Then {hero} listened.} Wind. Waterfalls. No squeak. Not a single duck on the whole still lake. Far below, the family was doing whatever duck families do on a bright August morning, and {hero} had walked away from it.
    "I should have stayed," {hero} said.
    Grandpa lowered himself onto a log beside {them} with a creak of knees. "You picked the lake," he said gently, "and you got the lake. There's no shame in wanting to know where things start."
    Halfway back down, they met Ranger Hale coming up the trail, clipboard under her arm. "Five," she said, before {hero} could even ask. "Five ducklings and their mother, in the pool below the gorge, about an hour ago." Five, and {hero} had been two miles away for every one of them.
    "Any harlequins up at the lake?" the ranger asked. "It's the last stop on my count."
    "None," said {hero}. "We looked all along the shore."
    The ranger didn't look disappointed at all. She wrote on her sheet, Avalanche Lake: 0, and beside it, checked by {hero}. "I'll still walk up and look for myself, because that's the rule," she said. "But a zero is a real answer. If I only wrote down the places where I found ducks, I'd never learn where they don't go."
    {hero} hadn't thought of it like that. {They} had been treating the empty lake as a failure, a blank where the ducklings should have been. But a blank with a date and a name beside it was a fact somebody could use next summer, the same way the scientists used their measurements of the shrinking glaciers. It didn't make up for missing the ducklings. It did make the walk count.
    "We counted nothing," {pal} announced, and it {wiggled()}. "Officially."
    {hero} looked back once, toward the lake and the glacier nobody could see. Tomorrow, at the bottom of the creek, {they} would know exactly where to stand.
}
-> END

=== end_shallows ===
# place: trail-of-the-cedars
# ending: five-in-the-shallows
{band:
- "young":
    {from == "gorge": They walked back down the boardwalk to where the creek was wide and shallow. The ranger was there with her binoculars.}
    {from == "trail": "Little ducks?" said the hiker. "I saw lots of them, down where the creek is wide and shallow." So they hurried back down. The ranger was there with her binoculars.}
    {from == "shallows": So they waited. {hero} stood as still as a stone. So did {pal}. Grandpa did not even cough.}
    The ranger put a finger to her lips. "Harlequins like clean, cold, fast water," she whispered. "When they do well, the creek is doing well too."
    {clue == "duck": Squeak! Here came the mother duck, riding the water like a little boat. Peep, peep! Out from under the far bank came her ducklings.|Squeak! Here came the mother duck, riding the water like a little boat. Behind her came the ducklings.}
    They stopped right in front of the boardwalk. The mother dove down, tail up. The babies dove too. Bottoms up!
    The ranger gave {hero} her little silver counter. "One click for each baby," she whispered.
    But the babies kept diving! One, two... gone. One, two, three... gone again!
    "Wait until they all pop up," whispered the ranger.
    Pop, pop, pop, pop, pop! Five fluffy heads came up at once. Click, click, click, click, click!
    "Five!" whispered {hero}. {clue == "babies": It was the same five from the rock!}
    The ranger wrote it down. Then she gave {hero} the pen. "Will you sign my count?"
    {hero} wrote {their} name.
    "I counted six," whispered {pal}. "Oh. I counted the mom."
    "The mom counts too," said the ranger. She wrote a 1 in the mom box.
    {friend != "": {friend} signed the count too.}
    The ducks swam away down the creek. Squeak, peep, peep! Now {hero} knew what that squeak meant: one mom, five babies, and a happy creek.
- "middle":
    {from == "gorge": They left the gorge and walked back down the boardwalk to where the creek spread out wide and shallow. {clue == "riddle": The ranger was there at her counting spot, just as she had said.|The ranger from that morning was there, watching the water through her binoculars.}}
    {from == "trail": "Little ducks?" said the hiker, leaning on her poles. "There was a whole line of them down at the wide, shallow part of the creek, near the bottom of the loop." They thanked her and hurried back down, Grandpa clapping at the bends, and found the ranger there with her binoculars.}
    {from == "shallows": So they waited. {hero} stood so still that {their} feet went cold, and {pal} stayed right beside {them} without a single twitch.}
    "Harlequins only raise their babies on clean, cold, fast creeks," the ranger whispered. "So when I count a lot of ducklings, it tells me the creek is healthy too."
    For a while nothing came but water. {hero} watched the bend upstream until {their} eyes watered. Then, from upstream, came the squeak.
    {clue == "duck": Around the bend, riding the fast shallow water like a little boat, came the mother harlequin. She squeaked once, and from under the far bank, {from == "shallows": where the peepers had been hiding,|right where the peeping must have come from,} the ducklings came paddling out to meet her.|Around the bend, riding the fast shallow water like little boats, came the mother harlequin, and behind her, in a wobbly line, the ducklings.}
    They swept into the shallows in front of the boardwalk and began to feed. The mother dove, tail up. The ducklings copied her, bottoms in the air, then popped up shaking their fuzzy heads.
    The ranger pressed a little silver tally counter into {hero}'s hand. "You count," she whispered. "One click for each duckling."
    It was harder than it sounded. {hero} got to three, and two of them dove. {They} started again, got to four, and then one popped up where {they} had already counted. "Wait till they're all up at once," the ranger whispered. "Then count fast."
    {hero} waited, thumb on the button. Then, for one second, every fuzzy head was up at the same time. Click, click, click, click, click.
    "Five," {hero} whispered. {clue == "babies": The same five from the rock.}
    The ranger wrote it down and held the clipboard out. "You counted it. Want to sign?"
    {hero} wrote {their} name in {their} neatest letters.
    {clue == "riddle": "Riddle answered and ducklings counted," said the ranger. "That's a full morning's work."}
    Very quietly, {pal} {wiggled()}. "I counted them too," it whispered. "I got six."
    "Six is right, if you count the mother," said the ranger. "She goes in the other column."
    {friend != "": {friend} signed the count too, right underneath.}
    The family fed their way slowly past and drifted on downstream. At dawn the squeak had sounded like a toy. Now it sounded like a number {hero} had counted {themself}: one mother, five ducklings, and a creek clean and cold enough to raise them.
- else:
    {from == "gorge": They left the gorge and walked back down the boardwalk, past the giant cedars, to where the creek spread out wide and shallow over its colored stones. {clue == "riddle": The ranger was at her counting spot, exactly as she'd promised, pen ready.|The ranger from that morning was there, binoculars raised, watching the water.}}
    {from == "trail": "Little ducks?" said the hiker, leaning on her poles. "There was a whole string of them at the bottom, where the creek goes wide and shallow. Cutest thing I've seen all summer." They thanked her and went back down twice as fast as they had come up, Grandpa clapping for the bears at every bend, and found the ranger at the shallows with her binoculars.}
    {from == "shallows": So they waited. {hero} stood so still that {their} toes went numb inside {their} shoes, and {pal} stayed right beside {them} without so much as a twitch, which for {pal} was a personal best.}
    "Here's the thing about harlequins," the ranger murmured, eyes on the water. "They'll only raise their babies on clean, cold, fast creeks. So every duckling I count is a little report card for the creek."
    For a long while, nothing came but water. A leaf came down the creek and {hero}'s heart jumped, and it was only a leaf. Grandpa stood with his hands jammed in his pockets, humming under his breath until the ranger gave him a look. Then, from upstream, clear over the chatter of the shallows, came the squeak.
    {clue == "duck": Around the bend, riding the fast thin water like a little brown boat, came the mother harlequin. She squeaked once, short and bossy, and from under the far bank, {from == "shallows": out of the hollow where the peepers had been hiding,|exactly where the peeping must have come from,} the ducklings came paddling out to meet her.|Around the bend, riding the fast thin water like a little brown boat, came the mother harlequin. Behind her, in a line that kept wobbling and fixing itself, came the ducklings.}
    They swept into the shallows right in front of the boardwalk and got straight down to business. The mother dove, tail up, and came up chewing. The ducklings copied her, badly and then better, fuzzy bottoms pointing at the sky.
    The ranger took a small silver tally counter out of her pocket and pressed it into {hero}'s hand. "You do it," she whispered. "One click per duckling. I'll check you."
    It turned out that counting ducklings was nothing like counting anything else. {hero} got to three, and two of them dove. {They} started again, reached four, and then a head popped up somewhere {they} had already counted, and {they} could not tell whether it was a new one or an old one in a new place. {hero} realized that clicking faster would only make the number more wrong, and that the ducks were never going to line up politely for anybody.
    "Don't chase them," the ranger breathed. "Wait until they're all up at once. Then count fast."
    So {hero} waited, thumb on the button, breathing as quietly as {they} knew how. The mother surfaced. Then, for one second, every fuzzy head in the creek was up at the same time, and {hero}'s thumb went click, click, click, click, click.
    "Five," {hero} said, hardly louder than the water. {clue == "babies": The same five from the rock. {hero} felt something in {their} chest unknot.}
    The ranger glanced at the counter, then at the creek, and nodded. "Five," she agreed. She wrote it down, then turned the clipboard around. "You counted it. Sign the count?"
    {hero} signed {their} name in {their} neatest letters, on a real count, on a real sheet. It felt bigger than it looked.
    {clue == "riddle": "Riddle answered, family counted," the ranger said. "Not bad for before breakfast."}
    As quietly as it could, {pal} {wiggled()}. "I counted too," it whispered. "I got six."
    "Six is right, if you count the mother," said the ranger. "She gets her own column."
    {friend != "": {friend} signed too, in small letters, right underneath.}
    The family fed its way slowly past and then the current carried them on downstream. {hero} watched until they were gone. At dawn the squeak had sounded like a toy. Now it sounded like a number {hero} had counted {themself}, and like a report card the creek had passed: one mother, five ducklings, and water clean and cold enough to raise them.
}
-> END
