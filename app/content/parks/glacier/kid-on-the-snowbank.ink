# title: The Kid on the Snowbank
# month: 7
INCLUDE shared/story.ink

// Which chapter-2 scene the story took: "higher" (climbed to look), "ranger" (asked the ranger), "listen" (stood still).
VAR route = ""
// Which chapter-3 scene: "crowd", "overlook" or "pass".
VAR from = ""
// Whether the hero has met the ranger (he is named the first time).
VAR met_ranger = false
// Whether the hero asked the crowd to step back.
VAR spoke_up = false

-> snowbank

// ---------------------------------------------------------------- chapter 1
=== snowbank ===
# place: hidden-lake
{band:
- "young":
    It was still dark when Mom and {hero} drove up the Going-to-the-Sun Road. The famous road climbed right over the mountains. Up, up, around and around! # fact: going-sun-road
    Now it was morning at the top. It was July, but {hero} could see {their} breath! Patches of snow lay everywhere.
    {friend != "": {friend} came too, with mittens on.}
    They walked up a wooden boardwalk behind the visitor center. Down below, a ranger in a green jacket was setting up a big telescope.
    {pal} {moved()} along beside them. Then it stopped. "Listen!"
    "Maaa! Maaa!"
    On a snowbank near the boardwalk stood a baby goat. It was white and fluffy. It had a black nose and tiny black hooves. It was all alone.
    "A baby mountain goat," whispered Mom. "It is called a kid."
    "Where is its mom?" asked {hero}. {They} looked and looked. There were no other goats anywhere.
    "Stay on the boardwalk," said Mom. "Don't go close. Its mom will have sharp horns."
    "Maaa!" cried the kid again. It took a wobbly step, then stopped.
    {hero} did not want to leave it. Somewhere up here, this baby had a mom. {hero} was going to find her.
- "middle":
    Mom had woken {hero} in the dark, and they had driven up the Going-to-the-Sun Road while the stars were still out, the headlights sweeping over rock walls and waterfalls. The road climbed so high that {hero}'s ears popped twice. "About fifty miles, right over the top of the mountains," Mom had said. "People have been driving it since 1933." # fact: going-sun-road
    Now it was seven o'clock on a July morning at Logan Pass, and {hero} could see {their} own breath. The Hidden Lake boardwalk started right behind the visitor center and climbed through a meadow dotted with little yellow lilies. Patches of old snow lay everywhere, gray at the edges, and jagged mountains stood so close they seemed to lean over the path.
    {friend != "": {friend} had come too, wearing a hat with a pompom that bounced with every step.}
    Down on the plaza, long before the visitor center would open, a ranger in a green jacket was setting up a spotting scope. Other than him, they had the whole mountain to themselves.
    {pal} {moved()} ahead along the boards, then stopped so suddenly that {hero} nearly tripped over it. "Did you hear that?"
    A thin, wobbly cry floated across the meadow. "Maaa-aaa."
    On a snowbank a little way off the boardwalk stood a baby goat. It was white and fluffy, no bigger than a beagle, with a black nose, black hooves, and two tiny black bumps where its horns were starting. It turned in a circle on the snow and cried again.
    "A baby mountain goat," Mom whispered. "A kid."
    {hero} looked everywhere: the meadow, the boulders, the cliffs above. There wasn't another goat in sight. "Where's its mom?"
    Mom put a hand on {hero}'s shoulder. "Stay on the boardwalk, and don't go any closer. Its mother won't be far, and a mother goat has sharp horns and does not like surprises."
    The kid took a few wobbly steps up the snow and stopped, as if it didn't know which way to go. It cried again, smaller this time.
    {hero} couldn't just walk on and leave it. Somewhere on this mountain was a mother goat, and {hero} wanted to know where.
- else:
    Mom had woken {hero} at four-thirty, which should be against the law, and they had driven up the Going-to-the-Sun Road in the dark with the heater on full blast. The headlights swept over wet rock walls and waterfalls that appeared out of nowhere and vanished again. "It's about fifty miles long and it goes right over the top of the Rockies," Mom had said, both hands on the wheel. "It opened in 1933, and people still can't believe somebody built it." At the Loop, the road's one great hairpin turn, where the whole mountainside swung around the windshield like a door, {hero} had started to believe her. # fact: going-sun-road
    Now it was seven o'clock on a July morning at Logan Pass, and {hero} could see {their} breath, which felt like a joke the mountains were playing. The Hidden Lake boardwalk started right behind the visitor center and climbed through a meadow sprinkled with small yellow lilies. Old snow lay around in lumpy gray patches, and the peaks stood so close and so sharp that they looked cut out of paper.
    {friend != "": {friend} had come along too, in a knitted hat with a pompom that bounced like it had opinions.}
    It was so quiet up here that {hero} could hear meltwater trickling somewhere under the snow, and the creak of the boardwalk under {their} boots, and nothing else at all. No cars. No voices. The air smelled of cold stone and something green. Down below, on the empty plaza of a visitor center that would not open for hours, a ranger in a green jacket was setting up a spotting scope. Apart from him, the whole mountain seemed to belong to them.
    {pal} {moved()} ahead along the boards and then stopped dead. "Did you hear that?"
    A thin, wobbly cry drifted across the meadow. "Maaa-aaa."
    On a snowbank a little way off the boardwalk stood a baby goat. It was ridiculously white and ridiculously fluffy, about the size of a beagle, with a black nose, neat black hooves and two tiny black bumps where horns were thinking about growing. It turned a full circle on the snow and cried again.
    "A mountain goat kid," Mom breathed. "Oh, look at it."
    {hero} looked. {They} also looked everywhere else: the meadow, the boulders, the cliffs, the snowfields above. No other goat. Not a single one. "So where's its mother?"
    Mom's hand landed on {hero}'s shoulder, light but firm. "We stay on the boardwalk, and we don't go one step closer. Its mother won't be far, and a nanny goat with a baby has sharp horns and no sense of humor about surprises."
    The kid took a few uncertain steps up the snow, stopped, and cried again, smaller this time, like someone who was starting to think nobody was listening.
    {hero} felt something pull tight inside {their} chest. {They} had come up here to see a view. Now there was only one thing on the whole mountain {they} cared about, and it was standing alone on a snowbank, calling for somebody who didn't answer.
}
* [Climb higher on the boardwalk to look for the mother # act: go] -> higher
* [Hurry back to ask the ranger by the visitor center # act: ask] -> ranger_talk
* [Stay still on the boardwalk and listen for an answer # act: wait] -> listen

// ---------------------------------------------------------------- chapter 2
=== higher ===
# place: hidden-lake
{band:
- "young":
    They climbed up the boardwalk. Step, step, step. The little goat got smaller and smaller behind them.
    Tall plants grew all around. Each one had a big, fluffy white flower on top, like a cotton ball on a stick.
    "That's beargrass," said Mom. "It blooms up here in the summer." # fact: beargrass-plant-topped
    A fat gray animal sat on a rock. It saw {pal} and whistled. Wheeee! {hero} jumped.
    "A marmot," laughed Mom. "It's telling everyone we are here."
    Then {hero} saw her. High up on a rocky ledge stood a big white goat. She had long, shaggy hair and two sharp black horns. She was looking down at the snowbank.
    "Maaah," she called. Her voice was deep and low.
    "That's the mom!" said {hero}. "I know it!"
- "middle":
    They climbed. The boardwalk went up in long wooden steps through the meadow, and {hero} kept looking back at the small white shape on the snowbank until it was no bigger than a marshmallow.
    Up here, the meadow was blooming. Tall stalks stood everywhere, each one topped with a fluffy cluster of tiny white flowers, like a torch made of cotton.
    "Beargrass," said Mom. "It blooms in these meadows in summer. Isn't it wonderful?" # fact: beargrass-plant-topped
    A fat, grizzled gray animal was sunning itself on a flat rock beside the boardwalk. When it saw {pal}, it sat bolt upright and let out a whistle so loud and shrill that {hero} nearly dropped {their} water bottle.
    "A hoary marmot," said Mom, laughing. "That's its alarm. It's telling the whole mountain there's {a_kind()} on the boardwalk."
    "Rude," said {pal}. "I'm a perfectly nice {kind}."
    {flies(): {pal} rose on the cold air for a look around and glided back down to {hero}. "Nothing on the near side," it reported. "Try higher."|{hero} climbed onto the next step of the boardwalk to see farther.}
    Then {hero} saw her. High above the snowfield, on a rocky ledge, stood a big white goat. Her winter coat was coming off in ragged clumps, so she looked like a sofa that had lost a fight with a cat. Two sharp black horns curved up from her head. She was staring down the slope, toward the snowbank, and as {hero} watched, she gave a low, deep call. "Maaah."
    "That's the mother," {hero} breathed. "It has to be."
- else:
    They climbed. The boardwalk rose in long wooden steps through the meadow, and every few seconds {hero} looked back at the small white shape on the snowbank until it had shrunk to the size of a marshmallow somebody had dropped.
    Higher up, the meadow turned into a flower show. Tall stalks stood everywhere, taller than {hero}'s waist, each one crowned with a fat, fluffy cluster of tiny white flowers. They looked like torches made of cotton candy, or like a crowd of giant cotton swabs waiting for something.
    "Beargrass," said Mom. "It blooms up in these meadows in summer. I've wanted to see it for years." She actually sighed. Moms did not usually sigh at plants. # fact: beargrass-plant-topped
    A fat, grizzled gray animal was sprawled on a flat rock beside the boardwalk like a sunbather who had fallen asleep. The moment it saw {pal}, it sat bolt upright and let fly a whistle so loud and shrill that {hero} felt it in {their} teeth.
    "Hoary marmot," Mom said, laughing. "That's the alarm. It's announcing to the entire mountain that there's {a_kind()} on the boardwalk."
    "I find that hurtful," said {pal}. "I'm a delightful {kind}. Ask anyone."
    {flies(): {pal} lifted off anyway, riding the cold air up for a better look, and came gliding back a moment later. "Nothing on this side," it reported. "Everything interesting is higher. Everything interesting is always higher."|{hero} stepped up onto the next board and shaded {their} eyes against the glare off the snow.}
    That was when {hero} saw her. High above the snowfield, on a shelf of rock, stood a big white goat. Her winter coat was coming off in ragged clumps and hanging from her sides, so that she looked like a very dignified sofa that had lost a fight with a cat. Two black horns, sharp as pencils, curved up from her head. She was staring down the slope toward the snowbank, perfectly still, and then she lowered her head and gave a deep, low call. "Maaah."
    "That's the mother," {hero} said. {They} didn't know how {they} knew. {They} just did.
}
{end_now: -> wrap_higher}
~ route = "higher"
{band:
- "young":
    Far below, the kid cried back. "Maaa!"
    The big goat took one step down. Then she stopped.
    Down by the snowbank, lots of people had come up the boardwalk. They were pointing at the kid. They held up their phones. A man in a red jacket stepped right off the boardwalk onto the snow!
    The mother goat stamped her hoof. She did not come down.
    "She won't come while people are so close," said Mom.
    {hero} looked at all the grown-ups. There were so many of them!
    "Somebody should tell them," whispered {pal}.
- "middle":
    Far below, the kid heard her. It cried back, high and thin, and took two steps up the snow.
    The nanny started down. One step, then another, her hooves finding every crack in the rock. Then she stopped, and her head came up.
    Down on the boardwalk, the first crowd of the morning had arrived from the parking lot. A whole group of hikers had stopped right beside the snowbank, pointing and holding up their phones. One man in a red jacket had stepped off the boardwalk and onto the snow to get a closer picture.
    The nanny stamped a front hoof on the rock. She didn't come any farther.
    "She won't come down with people crowding her baby," Mom said quietly.
    {hero} looked at the crowd, then at the goat, then at the crowd again. There were so many of them, and they were all grown-ups.
- else:
    Far below, the kid heard her. It cried back, high and thin, and scrambled two steps up the snow toward the sound.
    The nanny started down. One step, then another, her hooves picking out cracks in the rock that {hero} couldn't even see from here. Then she stopped, and her head came up sharply.
    Down on the boardwalk, the first crowd of the day had arrived from the parking lot. A whole group of hikers had stopped right beside the snowbank, pointing and exclaiming and holding up phones. A man in a red jacket had stepped off the boardwalk altogether and was edging across the snow toward the kid with his arm stretched out for a closer picture.
    The nanny stamped one front hoof. Then she stood like a statue and did not come one step farther.
    "She won't come down while they're crowding her baby," Mom said quietly. "Would you?"
    {hero} looked at the crowd. There were a lot of them. They were all grown-ups, and none of them were looking up. {hero} had never in {their} life told a grown-up stranger what to do, and the idea made {their} stomach flip. But the nanny was right there, and the kid was right there, and the only thing between them was a bunch of people who didn't know.
}
* [Go back down and help the kid by asking people to step back # act: help] -> crowd
* [Climb on to the overlook to see the whole slope from above # act: go] -> overlook
* [Hurry down to the pass to ask the ranger for help # act: ask] -> pass

=== wrap_higher ===
# place: hidden-lake
# ending: the-call-from-the-ledge
{band:
- "young":
    Far below, the kid heard her. "Maaa!" it cried.
    The mother goat came down the rocks. Step, hop, step. Her hooves did not slip once.
    She crossed the snow. The kid ran to her as fast as it could.
    Then it ducked under her tummy to drink milk. Its little tail went wag, wag, wag!
    "She found it!" said {hero}. "They're together!"
    {friend != "": {friend} waved both mittens in the air.}
    Mom hugged {hero}. "You found her first," she said.
    {pal} looked very pleased. "We did not even have to go close," it said.
- "middle":
    Far below, the kid heard her. It cried back, high and thin, and took two steps up the snow toward the sound.
    The nanny came down. She picked her way from rock to rock with her hooves spread wide, never slipping once, then stepped out onto the snowfield and crossed it in long, steady strides.
    The kid saw her coming and ran. It skidded, scrambled, and reached her in a tumble of white fluff, then ducked under her belly and began to drink, its stubby tail wagging as fast as a windshield wiper.
    "She found it," {hero} said. {Their} eyes were stinging, and it wasn't only the cold. "They're together."
    {friend != "": {friend} let out a long breath that turned into a cloud.}
    "And we watched the whole thing without going one step closer," said Mom. "That's the best way there is to see a wild animal."
    {pal} nodded wisely. "I knew it was the mother all along," it said. "I had a feeling in my tail."
    The nanny finished sniffing her kid all over, then turned and led it up the slope, the kid trotting so close behind her that it kept bumping into her legs.
- else:
    Far below, the kid heard her. It cried back, thin and high, and scrambled two steps up the snow toward the sound.
    The nanny came down the mountain like someone walking down stairs in the dark who knows every single step. She went from rock to rock with her hooves spread wide, never slipping, never hurrying, then stepped out onto the snowfield and crossed it in long, steady strides.
    The kid saw her coming and bolted. It skidded, scrambled, fell over its own legs, got up, and reached her in a tumble of white fluff. Then it ducked under her belly and began to drink, its stubby tail whirring like a tiny propeller.
    {hero} found {their} eyes were stinging, and decided to blame the wind. "She found it," {they} said. "They're together."
    {friend != "": {friend} let out a breath that hung in the air like a small cloud.}
    "And all we did was watch from the boardwalk," said Mom. "That's the best gift you can give a wild animal, you know. Room."
    "I knew she was the mother," said {pal}. "I had a feeling in my tail." It considered. "Or possibly it was just cold."
    The nanny sniffed her kid all over, very thoroughly, the way Mom checked {hero} for ticks after a hike. Then she turned and led it up the slope, toward the rocks, the kid trotting so close behind that it kept bumping into her back legs. {hero} watched them until they were just two white shapes on a gray ledge, and then just one, and then the mountain had them.
}
-> END

=== ranger_talk ===
# place: logan-pass
{band:
- "young":
    {hero} hurried back down the boardwalk. The ranger in the green jacket was still by his telescope.
    "There's a baby goat all alone!" said {hero}. "It keeps crying!"
    The ranger bent down. "Thank you for telling me," he said. "I'm Ranger Rios."
    "A baby goat stays near its mom," he said. "But sometimes a mom goes off to eat. She is not far. Goat moms like high rocks, where they can see a long way. Sometimes they stand up by the overlook."
    {hero} looked around. Big piles of snow stood by the parking lot. They were taller than the ranger!
    "Snow in July?" said {hero}.
    "The snow up here is so deep," said the ranger, "the road opens late every year." # fact: snow-logan-pass
    {pal} poked at the snow. "Brrr," it said.
- "middle":
    They hurried back down the boardwalk to the visitor center. The ranger in the green jacket was still on the plaza, screwing his spotting scope onto its stand.
    "There's a baby goat all alone on the snow," {hero} said, all in one breath. "It keeps crying, and there's no mom anywhere."
    The ranger didn't laugh. He crouched down so his eyes were level with {hero}'s. "Thanks for telling me. I'm Ranger Rios." He glanced up the slope. "That kid is probably about six weeks old. Kids stick close to their mothers, but sometimes a nanny steps away to graze or to lick minerals off the rocks. She's usually nearby, even when you can't see her. Nannies like high rocks where they can watch a long way. Some mornings they stand right up by the overlook."
    Around the edges of the plaza, snowbanks taller than the ranger lay piled up, hard and gray. {hero} couldn't believe it was July.
    "The snow gets so deep up here that the plows often can't get the road all the way open until June or July," said the ranger. "This year we opened just in time for the Fourth." # fact: snow-logan-pass
    {pal} {sniffed()} at the nearest snowbank. "It's very big," it said, "for something that's supposed to melt."
- else:
    They hurried back down the boardwalk, {hero} trying very hard to walk and not run. The ranger in the green jacket was still on the plaza, wrestling his spotting scope onto its three legs like someone helping a very thin friend stand up.
    "There's a baby goat alone on the snow," {hero} said, all in one breath. "It's crying, and there's no mother anywhere, and I looked everywhere."
    The ranger didn't laugh, which {hero} appreciated. He let go of the scope and crouched so his eyes were level with {hero}'s. "Thanks for telling me. I'm Ranger Rios." He turned and looked up the slope, squinting. "That kid is probably about six weeks old. Kids stick to their mothers like glue, mostly. But sometimes a nanny steps away to graze, or to lick minerals off the rocks, and the kid gets worried. She's usually closer than you'd think. Nannies like high rocks where they can see a long way. Some mornings they stand right up by the overlook, keeping watch."
    {hero} looked around the plaza while he talked. Along its edges lay banks of old snow taller than the ranger, packed hard as concrete and streaked with gray. There was a snowbank in the parking lot bigger than Mom's car. It was July.
    "I know," said the ranger, seeing {hero}'s face. "The snow up here gets so deep that the plows often can't get the road all the way open until June or July. Some of those drifts were deeper than a house." # fact: snow-logan-pass
    {pal} {sniffed()} at the nearest snowbank, suspiciously. "It's extremely large," it said, "for something that is supposed to be melting."
}
{end_now: -> wrap_ranger}
~ route = "ranger"
~ met_ranger = true
{band:
- "young":
    "How can we help the baby goat?" asked {hero}.
    "Give it room," said the ranger. "The mom won't come back if people crowd her baby."
    Then he pointed up the hill. Lots of people were walking up the boardwalk, right toward the kid!
    "Uh oh," said the ranger. "I have to set up my telescope first. Then I'll come. Can you be my goat spotter? That means you watch out for goats."
    {hero} nodded so hard {their} hat fell off.
    Up on the hill, the people stopped right next to the snowbank. Far away, the little kid cried, "Maaa!"
- "middle":
    "So how do we help it?" {hero} asked.
    "The best help is room," said the ranger. "A nanny won't come back to her kid if people are crowding it. We ask everybody to stay at least twenty-five yards from goats. That's about as long as two school buses."
    Then he frowned at something up the hill. A long line of hikers was climbing the boardwalk, the first big group of the morning, and they were heading straight for the snowbank.
    "I need to finish setting up here before I can leave the plaza," he said. "Give me a few minutes. Think you can be my goat spotter until then?"
    {hero} nodded so hard {their} hat slipped over one eye.
    Up the hill, the hikers had reached the snowbank. Even from here, {hero} could see their arms going up, holding phones.
- else:
    "So how do we help it?" {hero} asked. "Do we carry it back to its mom?"
    "Absolutely not," said the ranger, so quickly that {hero} blushed. Then he smiled. "It's a good instinct. But the best help is room. A nanny won't come back to her kid while people are crowding it. We ask everybody to stay at least twenty-five yards from goats, about as long as two school buses end to end. Wild animals don't need rescuing nearly as often as they need us to step back."
    Then his smile went away. A long line of hikers was climbing the boardwalk, the first big wave of the morning, and it was heading straight for the snowbank.
    "I have to finish setting up here before I can leave the plaza," he said. "Give me a few minutes. In the meantime, I could use a goat spotter. Think you can handle it?"
    {hero} nodded so hard {their} hat slid down over one eye. Goat spotter. It was the best job {they} had ever been offered.
    Up the hill, the hikers had reached the snowbank. Even from the plaza, {hero} could see arms going up, holding phones, and the little white shape backing away until it had nowhere left to go.
}
* [Go up to the overlook, where the nannies keep watch # act: go] -> overlook
* [Look through the ranger's scope as soon as it is ready # act: look] -> pass
* [Help the ranger by going ahead to keep people back # act: help] -> crowd

=== wrap_ranger ===
# place: logan-pass
# ending: the-rangers-binoculars
{band:
- "young":
    The ranger took out his binoculars. He looked up at the hill for a long time.
    "There she is," he said. "Have a look."
    {hero} looked. A big white goat was coming down the rocks, fast and careful. She was going right to the snowbank!
    The kid saw her. It ran and ran. Then it was tucked up close to its mom.
    "She came back!" said {hero}.
    "Moms almost always do," said the ranger.
    {friend != "": {friend} cheered, then remembered to cheer quietly.}
    Right there on the plaza, {pal} {wiggled()}. "Hooray for goat moms!" it said.
- "middle":
    The ranger pulled a pair of binoculars from his jacket and swept them slowly across the slope. Then he stopped, and smiled, and handed them to {hero}. "Above the snowbank. On the rocks. Tell me what you see."
    It took {hero} a moment to find the right place. Then there she was: a big, shaggy white goat coming down the rocks, stepping neatly from ledge to ledge, heading straight for the snowbank.
    The kid saw her at the same moment. It bleated and ran, slipping and scrambling across the snow, and met her at the bottom of the rocks. It ducked under her belly and stayed there, its little tail wagging like crazy.
    "She came back!" {hero} said. "She was there the whole time!"
    "Usually they are," said the ranger. "That's the thing about nannies. You just can't always see them."
    {friend != "": {friend} took a turn with the binoculars and didn't want to give them back.}
    "Snow that won't melt in July, and a mother goat who was there all along," said {pal}. "This mountain is full of surprises."
    {hero} watched the two white shapes climb away up the rocks together until they were too small to see, even with binoculars.
- else:
    The ranger pulled a pair of binoculars from his jacket and swept them slowly across the slope, the way a lighthouse sweeps the sea. Then he stopped. A smile spread across his face, and he handed the binoculars to {hero}. "Above the snowbank. Left of the big boulder. Tell me what you see."
    It took {hero} a moment to wrestle the mountain into focus. Then there she was: a big, shaggy white goat, winter coat hanging off her in rags, coming down the rocks in neat, precise steps, as if she had measured each one in advance. She was heading straight for the snowbank.
    The kid saw her at the same moment. It let out a bleat {hero} could almost hear from the plaza and ran, slipping and scrambling across the snow, and met her at the foot of the rocks. Then it simply disappeared under her belly, so that all {hero} could see was one white mother goat with a little tail wagging underneath her like a windshield wiper.
    "She came back," {hero} said. {Their} voice came out odd. "She was right there the whole time."
    "Usually she is," said the ranger. "That's the thing about nannies. They don't go far. They're just better at hiding than we are at looking."
    {friend != "": {friend} had a turn with the binoculars and then pretended not to hear anybody asking for them back.}
    "Mountains," said {pal}. "Snow that refuses to melt in July, and a mother who hides in plain sight. Nothing up here does what you expect."
    {hero} thought about that, with the binoculars still pressed to {their} eyes. The snow had surprised {them}, and the nanny had surprised {them}. But the kid had done exactly the sensible thing all along: it had stayed put and kept calling until somebody answered. {hero} decided that was worth remembering, for goats and for people.
}
-> END

=== listen ===
# place: hidden-lake
{band:
- "young":
    {hero} stood very still on the boardwalk. So did Mom. {pal} held its breath.
    The kid cried. The wind blew over the snow. Whoosh.
    Then a loud whistle went off. Wheeee! {hero} jumped. A fat gray marmot sat on a rock. "That's its warning call," whispered Mom.
    {hero} looked at the snowbank. "Is that a glacier?" {they} asked.
    "No, just old snow," said Mom. "The real glaciers here are getting smaller every year. Scientists measure them." # fact: glaciers-shrinking-scientists
    Then, from high up, came a deep, low sound. "Maaah."
    The kid's head popped up. "Maaa!" it cried back.
- "middle":
    {hero} stood still on the boardwalk and listened. Mom stood still too, her hands deep in her pockets, and {pal} settled {perch()} and held its breath.
    The kid cried. The wind hissed over the snow. Then a loud, shrill whistle rang out, so sudden that {hero} jumped. A fat, gray-and-white animal was sitting up on a boulder, staring at them.
    "Hoary marmot," Mom whispered. "That whistle is their alarm. I think it's whistling at us."
    {hero} looked at the snowbank under the kid's hooves. It was old, hard snow, packed into ridges. "Is that a glacier?" {they} whispered.
    "Just a snowbank," said Mom. "A glacier is ice so thick and heavy that it slowly moves. The park's real glaciers have been shrinking for years. Scientists measure them to learn how the climate is changing." # fact: glaciers-shrinking-scientists
    {hero} was about to ask how you measure a glacier when a new sound came floating down from high above them: a low, deep "Maaah," much bigger than the kid's.
    The kid's head shot up. Its ears swung toward the rocks. It cried back, louder than before.
- else:
    {hero} stood still on the boardwalk and listened with {their} whole body. Mom went still too, hands jammed in her pockets, and {pal} settled {perch()} and held its breath so hard it nearly squeaked.
    At first there was nothing to hear but the obvious. The kid cried. The wind hissed over the snow like someone saying shh. Then, slowly, the way your eyes get used to the dark, {hero}'s ears began to find smaller sounds underneath: water dripping off a rock, a pebble tumbling somewhere, Mom's jacket rustling when she breathed. Then a whistle split the air, shrill as a referee's, and {hero} jumped about a foot. A fat gray animal with a silvery coat was sitting bolt upright on a boulder, glaring at them.
    "Hoary marmot," Mom whispered. "That whistle is their alarm. Don't take it personally. I think it whistles at everything."
    {hero} looked at the snow under the kid's little black hooves. It was old and hard and gritty, packed into ridges like frozen waves. "Is that a glacier?" {they} whispered.
    "Just a snowbank. It'll be gone by September," said Mom. "A glacier is ice so thick and heavy it slowly flows downhill. The park's real glaciers have been shrinking for years. Scientists hike up every summer to measure them and learn how the climate is changing." # fact: glaciers-shrinking-scientists
    {hero} had a dozen questions about how you measure something that big, but every one of them went out of {their} head, because a new sound came floating down from somewhere high above: a low, rough "Maaah," deeper and bigger than the kid's.
    The kid's head shot up. Its ears swung toward the rocks like satellite dishes. It cried back, louder than it had cried all morning.
}
{end_now: -> wrap_listen}
~ route = "listen"
{band:
- "young":
    Then {hero} saw big hoofprints in the snow. They went up the hill, away from the kid.
    "Those are its mom's prints!" whispered {hero}. "She went up there!"
    The kid tried to climb up after her. It slipped and slid back down. "Maaa!"
    Then voices came up the boardwalk. Lots of people! "Look! A baby goat!" they said. They hurried closer with their phones.
    The kid backed up against a rock. And up on the hill, the mom stopped calling.
- "middle":
    That was when {hero} noticed the prints. A line of big hoofprints ran across the snow, away from the kid and straight up the slope toward the rocks. Big, split prints, each one as wide as {hero}'s palm.
    "Those are hers," {hero} whispered. "She went up there."
    The kid tried to follow. It scrambled a few steps up the steep snow, slid back down on its bottom, and stood there bleating.
    "It's too steep," whispered {pal}. "Or it's scared. Or both."
    Then voices came clattering up the boardwalk from the parking lot, a big group of hikers, talking and laughing. "Oh, look!" someone cried. "A baby goat!" And they all hurried toward the snowbank with their phones out.
    The kid backed up against a rock. High above, the deep call stopped.
- else:
    That was when {hero} noticed the prints. A line of big hoofprints ran across the snow, away from the kid and straight up the slope toward the rocks, each one split down the middle and as wide as {hero}'s palm. They were deep, too. Whoever had made them had been in a hurry.
    "Those are hers," {hero} whispered. "She went up there. She's been up there the whole time."
    The kid tried to follow. It scrambled three steps up the steep, icy snow, lost its footing, and slid all the way back down on its bottom, legs in every direction. It stood up and bleated, sounding more offended than hurt.
    "It's too steep for it," whispered {pal}. "Or it's scared. Or it's too steep and it's scared."
    Then came voices, clattering up the boardwalk from the parking lot: a big group of hikers, laughing and talking all at once. "Oh my gosh," someone shrieked, "a baby goat!" and the whole group surged toward the snowbank, phones already up.
    The kid backed against a rock and made itself small. And high above them, the deep call stopped, as suddenly as if someone had switched it off.
}
* [Ask the ranger at the pass what the kid is waiting for # act: ask] -> pass
* [Help keep the path clear as the hikers crowd in # act: help] -> crowd
* [Go up the boardwalk toward the answering call # act: go] -> overlook

=== wrap_listen ===
# place: hidden-lake
# ending: the-answer-from-the-rocks
{band:
- "young":
    "Maaah!" The deep voice called again.
    And there she was! A big white goat stood at the top of the snow. She had sharp black horns and shaggy white hair.
    She came down the snow, slow and careful.
    The kid ran up to meet her. Slip, slide, scramble! Then they were nose to nose.
    The kid tucked itself under its mom to drink milk. Its tail went wiggle, wiggle.
    "She answered!" said {hero}. "We just had to listen!"
    {friend != "": {friend} gave {hero} a big, quiet hug.}
    {pal} smiled a huge smile. "Listening is my favorite thing now," it said.
- "middle":
    The deep call came again, closer. Then a big white goat stepped out from behind the rocks at the top of the snowfield. She was shaggy, with her winter coat hanging off in clumps, and her black horns were as sharp as pencils.
    She came down the snow slowly, testing every step with her hooves. The kid didn't wait. It scrambled up to meet her, slipping and sliding, and they met halfway, nose to nose.
    Then the kid ducked under her belly and started to drink, its stubby tail wagging as fast as it could go.
    "She answered," {hero} whispered. "She was calling it the whole time, and we only heard because we stopped and listened."
    {friend != "": {friend} squeezed {hero}'s hand, and neither of them said a word.}
    "Listening," said {pal} thoughtfully. "I'm going to do more of that. Starting right after I tell everyone about this."
    The nanny turned and climbed back up the snow, and the kid followed so close behind her that its nose was practically touching her tail.
- else:
    The deep call came again, closer now. Then a big white goat stepped out from behind the rocks at the top of the snowfield, and {hero} stopped breathing. She was enormous next to the kid, shaggy and lopsided where her winter coat was coming off in clumps, with two black horns as sharp as freshly sharpened pencils.
    She came down the snow slowly, testing every step, her hooves spreading wide to grip. The kid didn't wait for her. It scrambled up to meet her, slipping and sliding and refusing to give up, and they met halfway, nose to nose, like two people who have been looking for each other in a crowded store.
    Then the kid ducked under her belly and started to drink, and its stubby tail went so fast it blurred.
    "She answered," {hero} whispered. "She was calling the whole time. We only heard her because we stopped and listened."
    {friend != "": {friend} found {hero}'s hand and squeezed it, and neither of them said anything, because there wasn't anything that needed saying.}
    "Listening," said {pal}, in the voice of someone making a big life decision. "I'm going to do much more of it. Right after I tell everyone I've ever met about this."
    The nanny turned and climbed back up the snowfield, and the kid followed so closely that its nose kept bumping her tail. At the top, she paused and looked back down at the boardwalk, straight at {hero}, or at least it felt that way. Then they were over the rocks and gone.
}
-> END

// ---------------------------------------------------------------- chapter 3
=== crowd ===
# place: hidden-lake
{band:
- "young":
    {route == "higher": {hero} hurried back down the boardwalk to the snowbank.}
    {route == "ranger": {hero} hurried back up the boardwalk. The ranger would come soon.}
    {route == "listen": {hero} stepped right in front of the crowd.}
    Lots of people stood by the snowbank, taking pictures. {route == "higher": The man in the red jacket|A man in a red jacket} was out on the snow, getting closer and closer.
    The little kid pressed itself against a rock.
    {hero} felt shaky inside. {pal} gave {them} a nudge. "You can do it," it whispered. "I will stand right next to you and look fierce."
    "Excuse me!" said {hero}, loud and clear. "The baby goat's mom is up on the rocks. She won't come down if we are close. Can everyone please move back?{route == "ranger": The ranger asked me to help.}"
    "Goats need lots of room," said Mom. "Twenty-five yards."
    The man in the red jacket climbed back onto the boardwalk. "Sorry," he said. Everyone moved back.
    Then, at the top of the snow, a big white goat stepped out. It was the mom!
- "middle":
    {route == "higher": They hurried back down the boardwalk, Mom's boots thumping behind {hero}, until they reached the snowbank.}
    {route == "ranger": They hurried back up the boardwalk ahead of the ranger, {hero} feeling very official, until they reached the snowbank.}
    {route == "listen": {hero} stepped forward on the boardwalk, right in front of the crowd.}
    About a dozen people stood crowded along the boardwalk by the snowbank, phones up. {route == "higher": The man in the red jacket|A man in a red jacket} was out on the snow, creeping closer and closer to the kid with his arm stretched out. The kid had backed up against a boulder and was making itself as small as it could.
    {hero}'s heart was pounding. {They} had never told a grown-up stranger what to do before. {pal} leaned against {hero}'s leg. "You can do this," it whispered. "I'll stand next to you and look fierce."
    {hero} took a breath. "Excuse me!" {they} called, and everyone turned. "That baby goat's mom is up on the rocks, and she won't come down while we're this close. Could everybody please back up?"{route == "ranger": {hero} added that the ranger had asked {them} to help. It came out a little squeaky, but it worked like magic.}
    For a second nobody moved. Then a woman said, "Oh! Of course," and stepped back. "The rule is twenty-five yards for goats," Mom said in her friendliest voice, "and please stay on the boardwalk, the meadow is fragile."
    The man in the red jacket climbed back onto the boardwalk, looking embarrassed. "Sorry, kiddo," he said. "I didn't think." One by one, everyone shuffled back along the boards until there was a big empty space around the snowbank.
    Then, at the top of the snow slope, the nanny appeared.
- else:
    {route == "higher": They hurried back down the boardwalk, Mom's boots thumping behind {them} and {their} own heart thumping louder, until they reached the snowbank.}
    {route == "ranger": They went back up the boardwalk ahead of the ranger, fast, {hero} repeating the words goat spotter in {their} head like a badge {they} could hold up if anybody asked.}
    {route == "listen": {hero} stepped forward on the boardwalk, right into the path of the crowd, before {they} had quite decided to.}
    About a dozen people were packed along the boardwalk beside the snowbank, phones up, talking over each other. {route == "higher": The man in the red jacket|A man in a red jacket} was out on the snow, creeping closer to the kid step by step with his arm stretched out as far as it would go. The kid had backed up against a boulder and was trying to fold itself into something smaller than a kid.
    {hero}'s mouth had gone dry. {They} had never once told a grown-up stranger to do anything. Grown-ups were the ones who told you. {pal} pressed up against {hero}'s leg. "You can do this," it whispered. "I'll stand next to you and look extremely fierce."
    {hero} took a breath that went all the way down to {their} boots. "Excuse me!" {they} called, louder than {they} meant, and a dozen faces turned. "That baby goat's mom is up on the rocks, and she won't come down while we're this close. Could everybody please back up?"{route == "ranger": Then {hero} added that the ranger had asked for {their} help. It came out slightly squeaky. It worked anyway, like a key in a lock.}
    There was a terrible second in which nobody moved. Then a woman in a purple fleece said, "Oh! Of course, how awful of us," and stepped back. Mom stepped up beside {hero}. "We're supposed to give goats twenty-five yards," she said, in the friendly voice she used on waiters. "And if everyone stays on the boardwalk, the meadow will thank you."
    The man in the red jacket climbed back onto the boardwalk, going pink. "Sorry, kiddo," he said. "I didn't think." One by one, like a line of dominoes falling in slow motion, everyone shuffled back along the boards until there was a wide, empty space around the snowbank.
    Then, at the top of the snow slope, against the sky, the nanny appeared.
}
{end_now: -> wrap_crowd}
~ from = "crowd"
~ spoke_up = true
{band:
- "young":
    She stood very still. She looked down at all the people.
    The kid cried, "Maaa!"
    The mom took one step onto the snow. Then a phone beeped. She stopped and stared.
    {hero} held {their} breath.
    {route == "ranger": The ranger had still not come.}
    "We could wait right here, with everybody," whispered Mom. "Or we could go up high and give her more room. Or we could fetch the ranger."
- "middle":
    She stood perfectly still against the sky, looking down at the people on the boardwalk. Nobody moved. Nobody even whispered.
    The kid bleated. The nanny took one careful step down onto the snow. Then somebody's phone beeped, and her head snapped up, and she froze.
    {hero} held {their} breath. Everything was ready. The space was clear. But the nanny was still deciding, and behind {hero}, the crowd was starting to shuffle and murmur. "How long does this take?" someone whispered. "We've got the whole trail to do."
    {pal} looked up at {hero}. "Nobody told them goats don't wear watches," it whispered.
    {route == "ranger": And the ranger still hadn't come.}
    How long could a whole crowd of people stand still?
- else:
    She stood against the sky, perfectly still, and looked down at the people on the boardwalk the way a teacher looks at a class that has just gone suddenly quiet. Nobody moved. Nobody whispered. Even the marmots seemed to be holding their breath.
    The kid bleated. The nanny took one careful step down onto the snow. Then somewhere behind {hero} a phone gave a cheerful little beep, and her head snapped up and she froze, one hoof lifted.
    {hero} didn't breathe. Everything was ready. The space was clear. But the nanny was still deciding, and the longer she decided, the more the crowd behind {hero} began to shift and murmur and check the time, the way grown-ups do when they have a lot of mountain left to see.
    {route == "ranger": And the ranger, who had promised a few minutes, still hadn't come.}
    "Is she even going to come?" somebody muttered. "We've got a whole trail to do."
    "Nobody told them goats don't own watches," {pal} whispered.
    {hero} wondered how long a crowd could stay still for a goat. Longer than this, {they} hoped. {They} {were} not at all sure.
}
* [Wait quietly with everyone for the nanny to come # act: wait] -> end_together
* [Go on up the boardwalk to give the goats even more room # act: go] -> end_above
* [Hurry down to the pass to ask the ranger to come and see # act: ask] -> end_cloud

=== wrap_crowd ===
# place: hidden-lake
# ending: the-crowd-that-stepped-back
{band:
- "young":
    The mom goat came down the snow. Step, step, step.
    The kid ran to her. It tucked itself right under her tummy. Its little tail went wag, wag, wag!
    Nobody made a sound. Then a girl in a yellow hat whispered, "Wow."
    The man in the red jacket smiled at {hero}. "Good job, kiddo," he said.
    {friend != "": {friend} grinned at {hero} and gave a thumbs up.}
    {pal} stood up tall. "I looked fierce the whole time," it said.
    {hero} smiled. Sometimes helping means stepping back.
- "middle":
    The nanny came down the snow in slow, careful steps, right into the empty space the crowd had made. The kid bleated once and ran to her, and then it was tucked under her belly, drinking, its stubby tail wagging like mad.
    Nobody on the boardwalk made a sound. Then a girl in a yellow hat whispered, "Wow," and somebody else let out a long breath, and suddenly everyone was smiling.
    The man in the red jacket caught {hero}'s eye. "Good call, kiddo," he said quietly. "I'd have scared her off."
    {friend != "": {friend} gave {hero} a silent thumbs up with both hands.}
    Mom put her arm around {hero}. "That was brave," she said. "Braver than climbing any mountain."
    "I'd like everyone to know I looked fierce the whole time," said {pal}.
    The nanny led her kid back up the snow and over the rocks, and {hero} watched them go, feeling taller than {they} had ever felt.
- else:
    The nanny came down the snow in slow, careful steps, straight into the empty space the crowd had made for her, as if it had been a door held open. The kid bleated once and ran, and then it was tucked under her belly, drinking, its stubby tail going like a windshield wiper in a rainstorm.
    Nobody on the boardwalk made a sound. Then a girl in a yellow hat whispered, "Wow," and someone else let out a long breath, and all at once the whole crowd was smiling at the snowbank like people watching fireworks.
    The man in the red jacket caught {hero}'s eye. "Good call, kiddo," he said quietly. "I'd have scared her right off."
    {friend != "": {friend} gave {hero} two silent thumbs up and looked ready to burst.}
    Mom put her arm around {hero}'s shoulders and squeezed. "That," she said, "was braver than climbing any mountain on this whole road."
    "I'd like it known that I looked fierce throughout," said {pal}.
    "You did," said {hero}. "Very."
    The nanny led her kid back up the snow and over the rocks, and the crowd watched them go in a hush. {hero} had come up the mountain expecting to see something big. {They} had not expected the big thing to be saying "excuse me" to a dozen grown-ups. It turned out those were the hardest two words on the whole mountain, and the best ones.
}
-> END

=== overlook ===
# place: hidden-lake
{band:
- "young":
    {route == "higher": They kept on climbing, up and up.}
    {route == "ranger": They walked up the boardwalk, past the little kid on its snowbank, and kept on going.}
    {route == "listen": They walked up the boardwalk, toward the deep call.}
    At the top, the boardwalk ended. A path went across a field of snow. Mom held {hero}'s hand. "The snow is slippery," she said. "Step where I step."
    Then they were at the top of the ridge. Far below lay a lake, deep and blue. A giant pointy mountain stood over it.
    "Hidden Lake!" said Mom.
    The mountains went on and on. "They go all the way to Canada," said Mom.
    "Do the goats need passports?" asked {pal}.
    Mom laughed. "No passports! Glacier even shares a peace park with Canada." # fact: 1932-canada-waterton
    {route == "higher": {hero} looked back the way they had come. There was the rocky ledge, right below them now. The big mom goat was still on it. She looked down the hill and called, "Maaah!"|Then {hero} saw a big white goat near the edge. She was all alone. She looked down the hill and called, "Maaah!"}
    {route == "higher": "She is still waiting," said {hero}.|"That's the mom," said {hero}.}
- "middle":
    {route == "higher": They kept climbing, up and up, until the little white kid on the snowbank was out of sight behind a rise.}
    {route == "ranger": They climbed the boardwalk, past the kid still crying on its snowbank, past the crowd, and kept on going.}
    {route == "listen": They climbed the boardwalk toward the deep call, leaving the crowd and the kid behind them.}
    Near the top, the boardwalk ended, and the trail crossed a long, tilted snowfield marked with poles. "Slippery," Mom said, taking {hero}'s hand. "Step where I step."
    Then they came over the top of the ridge, and {hero} gasped. Far below lay Hidden Lake, deep blue and perfectly still, with a great pointed mountain rising straight up behind it. The wind up here was cold enough to make {hero}'s eyes water.
    "Bearhat Mountain," said Mom, checking her map.
    Peaks marched away in every direction. "Do these mountains go all the way to Canada?" {hero} asked.
    "They do," said Mom. "The mountains don't stop at the border, and neither do the parks. In 1932, Glacier and Canada's Waterton Lakes National Park joined together to make the world's first International Peace Park." # fact: 1932-canada-waterton
    "So the goats don't need passports," said {pal}.
    A few mountain goats grazed near the overlook, nannies with kids at their sides. {route == "higher": But {hero} turned to look back the way they had come. The ledge where the nanny stood was right below them now, and she was still on it, a shaggy white shape staring down the slope toward the snowbank.|But one big nanny stood apart at the edge of the ridge, alone, staring back down the slope.} She gave a low call. "Maaah."
    {route == "higher": "She hasn't moved," {hero} whispered. "She's still waiting for those people to go."|"That must be the mother," {hero} whispered. "She's looking for her baby."}
- else:
    {route == "higher": They kept climbing, higher and higher, until the little white kid on its snowbank dropped out of sight behind a rise and {hero} had to trust it was still there.}
    {route == "ranger": They climbed the boardwalk past the kid on its snowbank and the thickening crowd around it, and {hero} had to make {their} feet keep going. The nannies keep watch from up high, the ranger had said. So up high was where {hero} was going.}
    {route == "listen": They climbed the boardwalk toward the place the deep call had come from, leaving the crowd and the kid behind, which felt wrong with every single step and also like the only thing to do.}
    Near the top, the boardwalk ended, and the trail crossed a long, tilted snowfield marked with tall poles. "Slippery," said Mom, taking {hero}'s hand. "Step where I step, and don't get clever."
    Then they came over the crest of the ridge, and {hero} stopped halfway through a breath and stayed there. Far below lay Hidden Lake, a deep, impossible blue, so still it looked painted on, and behind it a great pointed mountain rose straight up out of the water like the fin of something enormous.
    "Bearhat Mountain," Mom said, after a look at her map. She sounded a bit breathless too, and not only from the climb.
    Peaks ran off in every direction, jagged and endless, white with snow in their creases. "Do these go all the way to Canada?" {hero} asked.
    "All the way," said Mom. "Mountains don't check passports. In 1932, Glacier and Canada's Waterton Lakes National Park joined up to make the world's first International Peace Park. Two countries deciding to share." # fact: 1932-canada-waterton
    "So the goats can visit their Canadian cousins whenever they like," said {pal}. "I respect that."
    A few mountain goats were grazing near the overlook, nannies with kids pressed against their sides. {route == "higher": But {hero} turned to look back the way they had come, and caught {their} breath. The ledge where they had first seen the nanny was right below them now. She hadn't moved. Her winter coat hung off her in rags, and she was still staring down the slope toward the snowbank with a stillness that made {hero}'s skin prickle.|But one big nanny stood apart, right at the edge of the ridge, alone. Her winter coat hung off her in rags, and she was staring back down the slope, toward the snowbank, with a stillness that made {hero}'s skin prickle.} She gave a low, rough call. "Maaah."
    {route == "higher": "She's still waiting," {hero} whispered. {They} could see the whole problem at once, as neat as a diagram in a science book: a mother on a ledge, a baby on the snow, and between them a line of people who had no idea that they were the problem.|"That's the mother," {hero} whispered. "She's been up here the whole time, looking."}
}
{end_now: -> wrap_overlook}
~ from = "overlook"
{band:
- "young":
    Mom rubbed her hands. Her nose was pink. Her teeth went chatter, chatter. She had given her gloves to {hero} in the car!
    "I'm fine," said Mom. But she was shivering.
    The big goat began to walk down the hill, rock by rock.
    From up here, {hero} could see everything. The mom goat. The snowbank. The little white kid. The boardwalk, too.
    Then, from far below, a tiny sound floated up. "Maaa!"
- "middle":
    Mom was rubbing her hands together. Her nose had gone pink, and her teeth were chattering. {hero} suddenly remembered whose gloves were on {their} hands. Mom had handed them over in the car.
    "I'm fine," said Mom, before {hero} could say anything. She was not fine. She was shivering.
    {route == "higher": Below them, on her ledge,|At the edge of the ridge,} the nanny began to move. She picked her way down the slope from rock to rock, {route == "higher": toward the snowfield and the snowbank beyond it.|heading back the way {hero} had come.}
    From up here, {hero} could see the whole mountainside laid out like a map: the nanny going down, the long snowfield, the boardwalk, and far below, a tiny white dot on a snowbank.
    The nanny was on her way. But it was a long way down. Would the kid still be there when she reached it?
- else:
    Beside {hero}, Mom was rubbing her hands together and blowing on them. Her nose had gone bright pink and her teeth were chattering in little bursts. With a guilty lurch {hero} remembered whose gloves were keeping {their} own fingers warm. Mom had handed them over in the car, at four-thirty in the morning, without a word.
    "I'm fine," Mom said, before {hero} could open {their} mouth. She was not fine. She was shivering so hard her hood was shaking.
    {route == "higher": Below them, the nanny made up her mind. She stepped off her ledge|At the edge of the ridge, the nanny made up her mind. She stepped off the crest} and began to pick her way down the slope, from rock to rock, {route == "higher": toward the snowfield and the snowbank beyond it.|heading back the way they had come.}
    From up here, {hero} could see the whole mountainside laid out like a map in a book: the nanny moving down, the long tilted snowfield, the thin brown string of the boardwalk, and, far below, a white dot on a snowbank that might have been a kid or might have been a very small cloud.
    The nanny was going. But she had a long way to go, and {hero} had one mother shivering beside {them}, and one small goat waiting down there who had no idea help was coming.
}
* [Wait at the overlook and watch from above # act: wait] -> end_above
* [Help Mom, who is shivering, back down to the car for something warm # act: help] -> end_cloud
* [Go back down the boardwalk to the snowbank # act: go] -> end_together

=== wrap_overlook ===
# place: hidden-lake
# ending: the-watcher-on-the-ridge
{band:
- "young":
    The big goat walked down the hill. She did not hurry. She did not slip.
    {hero} watched her get smaller and smaller.
    Down by the snowbank, the little kid saw her. It ran up the snow!
    Two white dots came together. Then they were one white dot.
    "She made it," said {hero}.
    {friend != "": {friend} jumped up and down to keep warm, and to celebrate.}
    Mom hugged {hero}. "Now let's go get warm," she said. "You can tell the ranger all about it."
    {pal} looked down at Hidden Lake. "Best view on the whole mountain," it said.
- "middle":
    The nanny went down the mountainside as if she had done it a thousand times, which she probably had. She didn't hurry and she didn't slip. She just kept going, rock by rock, getting smaller.
    {hero} lost her for a moment behind a rise. Then, far below, the little white dot on the snowbank started to move. It ran up the snow, and a bigger white dot came down to meet it, and the two dots bumped together and became one.
    "She made it," {hero} said. {Their} breath made a cloud that the wind snatched away.
    {friend != "": {friend} jumped up and down, partly to celebrate and partly to get warm.}
    Mom pulled {hero} into a hug that was mostly shivering. "From all the way up here," she said. "How about that."
    "Best seat on the mountain," said {pal}, looking down at Hidden Lake. "And no crowd."
- else:
    The nanny went down the mountainside like something flowing downhill, the way water would if water could choose its path. She didn't hurry. She didn't slip. She just kept going, rock by rock, growing smaller, until {hero} lost her behind a rise and felt a flash of panic so strong it surprised {them}.
    Then, far below, the little white dot on the snowbank began to move. It went up the snow in jerks and scrambles, and a bigger white dot came down the slope toward it, and the two dots met, and touched, and became one dot with a slightly lumpy outline.
    "She made it," {hero} said. {Their} breath made a cloud, and the wind took it away toward Canada.
    {friend != "": {friend} was jumping up and down, partly to celebrate and mostly to get some feeling back into the feet.}
    Mom pulled {hero} into a hug that was about half hug and half shiver. "All the way from up here," she said into {hero}'s hair. "We didn't do a single thing, and it still felt like we helped."
    "Best seat on the mountain," said {pal}, gazing down at the blue water. "No crowd. Excellent lake. Would watch a goat family reunion here again."
    {hero} took one last look down at the lumpy white dot. Then {they} took Mom's cold hand in {their} warm gloved one, and they started down.
}
-> END

=== pass ===
# place: logan-pass
{band:
- "young":
    {route == "higher": They hurried down the boardwalk, past the crowd, all the way to the visitor center.}
    {route == "ranger": The ranger finished setting up his telescope. He pointed it up the hill.}
    {route == "listen": They hurried down the boardwalk to the visitor center. A ranger stood by a big telescope.}
    {not met_ranger: {hero} told the ranger all about the baby goat. "Thank you," he said. "I'm Ranger Rios."}
    A big sign stood nearby. It said this was the Continental Divide. "Rain on this side and rain on that side end up in different oceans," said Mom.
    "Come and look," said the ranger.
    {hero} looked in the telescope. There was the little kid on its snowbank! And high above it, on the rocks, was a big white goat.
    "That is the mom," said the ranger. "Goat babies can climb just a few hours after they are born. Their hooves have soft pads, like sneakers."
- "middle":
    {route == "higher": They hurried back down the boardwalk, past the crowd at the snowbank, all the way to the visitor center.}
    {route == "ranger": The ranger finished tightening the last leg of his spotting scope and swung it up toward the slope.}
    {route == "listen": They hurried back down the boardwalk to the visitor center, where the ranger in the green jacket was setting up a spotting scope on the plaza.}
    {not met_ranger: "Morning," said the ranger, when {hero} had told him everything. "I'm Ranger Rios. Let's take a look."}
    Beside the plaza stood a big sign that said CONTINENTAL DIVIDE. Mom explained that rain falling on one side of the pass ended up flowing toward the Pacific Ocean, and rain on the other side went the opposite way. {pal} stood right on the line and looked down at its feet, impressed with itself. "Logan Pass," said the sign underneath. "Elevation 6,646 feet." No wonder {hero}'s ears had popped.
    The ranger aimed the scope, twisted a knob, and stepped back. "Have a look."
    {hero} leaned down to the eyepiece. The slope jumped close. There was the kid on its snowbank, so near that {hero} could see its black nose. There was the crowd on the boardwalk. And high above them, on a ledge of rock, stood a big shaggy nanny, looking down.
    "That's your mom goat," said the ranger. "Watch her feet. Mountain goats have hooves with hard edges and soft, grippy pads, like the soles of sneakers. Their kids can climb just hours after they're born." He watched the kid for a moment. "This one's fine. It's just waiting for a clear path."
- else:
    {route == "higher": They hurried back down the boardwalk, past the crowd at the snowbank, which was growing, and didn't stop until they reached the visitor center.}
    {route == "ranger": The ranger tightened the last leg of his spotting scope, swung it up toward the slope, and squinted along the top of it like someone aiming a very expensive arrow.}
    {route == "listen": They hurried back down the boardwalk, {hero} glancing back over {their} shoulder the whole way, to the visitor center, where the ranger in the green jacket was setting up a spotting scope on the plaza.}
    {not met_ranger: The ranger listened to the whole story without interrupting once, which {hero} appreciated. "Thanks for coming to get me," he said. "I'm Ranger Rios. Let's see what's going on up there."}
    Beside the plaza stood a big sign that said CONTINENTAL DIVIDE. Mom explained that this was one of the backbones of the whole continent: rain that fell on one side of the pass would eventually find its way toward the Pacific Ocean, and rain that fell on the other side would head the opposite way. {pal} went and stood exactly on the line and gazed down at its own feet, as if hoping to feel itself being divided. Underneath, smaller letters gave the height of the pass: 6,646 feet. {hero} did the math on {their} fingers and decided that was more than a mile up, which explained the ears, and the cold, and the way the sky looked closer than usual.
    The ranger aimed the scope, twisted a knob, and stepped aside. "Have a look."
    {hero} bent to the eyepiece, and the mountain leapt toward {them}. There was the kid on its snowbank, so close {hero} could see its black nose twitch. There was the crowd on the boardwalk, a jumble of jackets. And high above them all, on a ledge of gray rock, stood a big, shaggy nanny, looking down with her whole body.
    "That's your mom goat," said the ranger. "Watch her feet. Mountain goats have hooves with hard outer edges and soft, grippy pads in the middle, like the bottoms of climbing shoes. Kids can climb a few hours after they're born. And here's a secret: they aren't really goats at all. They're a cousin all their own." He watched the kid for a moment, and his voice went softer. "That one's not hurt, and it's not lost. It's just waiting for the path to clear."
}
{end_now: -> wrap_scope}
~ from = "pass"
~ met_ranger = true
{band:
- "young":
    In the telescope, the mom goat took a step down. Then she stopped. The people by the snowbank were too close!
    "I need to go up and ask those folks to move back," said the ranger.
    He looked at {hero}. "You can wait here by my telescope. Or you can come with me."
    Then he pointed up the hill, past the snowbank. "Or you can climb to the top bend of the boardwalk and be my lookout. You'd see everything from there."
    Three good jobs! {pal} {pal_sound}. It wanted to do all three.
- "middle":
    In the scope, the nanny took one step down toward the snowbank, then stopped, and stamped a hoof. The people were too close.
    "Those folks need to give that kid some room," said the ranger, unclipping his radio. "I'm heading up there."
    He looked down at {hero}. "You've been a big help already. You can stay here and keep an eye on things through the scope. Or you can come with me." Then he pointed up, past the snowbank, to the highest bend of the boardwalk. "Or you can climb up there and be my lookout. From there you'll see the whole slope, and you can tell me later exactly where she went."
    Three jobs. {hero} wanted to do all of them.
- else:
    In the round window of the scope, the nanny took one step down toward the snowbank, stopped, and stamped a hoof. {hero} didn't need a ranger to explain that one. The people were too close.
    "Right," said the ranger, unclipping a radio from his belt. "Those folks need to give that kid some room. I'm heading up."
    Then he paused and looked at {hero} properly, the way grown-ups hardly ever did. "You've been a real help already. So you get a choice. You can stay here and watch through the scope. Nobody's touching it but you. Or you can come up with me." He pointed past the snowbank, to where the boardwalk made its last high bend below the snowfield. "Or you can climb up there and be my lookout. From that bend you'll see the whole slope at once, and afterward you can tell me exactly what she did."
    Three jobs. {hero} wanted all of them, which was the trouble with good choices. You only ever got to pick one.
}
* [Wait by the scope and watch from here # act: wait] -> end_cloud
* [Go back up to the snowbank with the ranger # act: go] -> end_together
* [Help the ranger by being his lookout up the boardwalk # act: help] -> end_above

=== wrap_scope ===
# place: logan-pass
# ending: the-view-from-the-pass
{band:
- "young":
    "Take another look," said the ranger.
    In the telescope, the people on the boardwalk were stepping back. Somebody had asked them to!
    The mom goat came down the rocks. Hop, step, hop.
    The kid ran to her. Then it was tucked right under its mom.
    "She's back!" said {hero}.
    "You found her first," said the ranger. "Good work, goat spotter."
    {friend != "": {friend} got a turn at the telescope too.}
    {pal} puffed up with pride. "We make a good team," it said.
- "middle":
    The ranger had his radio to his ear. "Somebody up there is moving folks back," he said. "Look again."
    In the scope, the crowd was shuffling backward along the boardwalk, leaving a wide empty space around the snowbank. The nanny waited a moment longer. Then she came down the rocks, stepping neatly from ledge to ledge, and out across the snow.
    The kid ran to meet her. In the round window of the scope, {hero} saw it duck under her belly and stay there, its tail wagging like crazy.
    "She's back," {hero} whispered. "She came back."
    "Thanks to you," said the ranger. "You spotted her first. That's a goat spotter's whole job."
    {friend != "": {friend} had a turn at the scope and said "Oh!" so loudly that Mom laughed.}
    "We make an excellent team," said {pal}. "I was in charge of standing on the Continental Divide."
- else:
    The ranger had his radio pressed to his ear. He listened, nodded, and grinned. "Somebody up there is moving folks back," he said. "Look again."
    {hero} bent to the scope. The crowd was shuffling backward along the boardwalk like a tide going out, leaving a wide, empty space around the snowbank. The nanny waited, weighing it. Then she came down the rocks in her neat, sure steps, ledge to ledge, and out across the snow.
    The kid ran to meet her. In the small round window of the scope, {hero} watched it duck under her belly and stay there, its stubby tail going like a propeller, and felt something in {their} chest let go that had been clenched since the first cry.
    "She's back," {hero} whispered. "She came back."
    "She was always coming back," said the ranger. "But she needed a door, and you made sure somebody held one open. You spotted her. That's a goat spotter's whole job."
    {friend != "": {friend} took a turn at the scope, said "Oh!" so loudly that three people turned around, and refused to apologize.}
    "We make an excellent team," said {pal}. "I handled the Continental Divide. Both sides."
}
-> END

// ---------------------------------------------------------------- endings
=== end_together ===
# place: hidden-lake
# ending: side-by-side
{band:
- "young":
    {from == "crowd": So everyone waited. Nobody said a word.}
    {from == "overlook": {hero} and Mom hurried back down to the snowbank. They got there just as the big goat came over the rocks. {route == "ranger": The ranger was there now. He had moved all the people far back.|The people there had moved back and were watching quietly.}}
    {from == "pass": They went up the boardwalk with the ranger. "Let's give this baby some room, folks," he said. Everyone moved back.}
    {from == "crowd": The mom goat stood very still on the snow, with one hoof up.|The mom goat stood at the top of the snow. She stared at the boardwalk and stamped her hoof.}
    Wheee! A marmot whistled from a rock. Everyone jumped! But nobody ran, and nobody went closer.
    Then the mom goat came down the snow. Step, step, step. Her hooves did not slip.
    "Maaa!" cried the kid. It ran to her as fast as it could. Slip, slide, scramble!
    They touched noses. Then the kid tucked itself under its mom and drank milk. Its tail went wag, wag, wag!
    When it was done, the kid jumped straight up in the air. Boing! All four feet left the snow!
    "Look at that," whispered Mom. "That is one happy goat."
    {hero} wanted to cheer. But {they} stayed very quiet.
    {spoke_up: The man in the red jacket smiled at {hero}. "You were right," he whispered.}
    {from == "pass": "Thanks, goat spotter," whispered the ranger.}
    {friend != "": {friend} gave {hero} a silent high five.}
    "I did not say one word," whispered {pal}. "Not one. That was very hard."
    Then the mom goat led her baby up the rocks. The kid stayed so close it bumped into her legs.
    {spoke_up: {hero} smiled all the way down the mountain. {They} had been brave, and then {they} had been still. Both were a kind of help.|{hero} smiled all the way down the mountain. Sometimes the best help is giving lots of room.}
- "middle":
    {from == "crowd": So everyone waited. Nobody talked. Even the phones went quiet. The only sounds were the wind and the kid.}
    {from == "overlook": {hero} and Mom hurried back down the trail and the boardwalk, careful on the snowfield, and reached the snowbank just as the nanny came over the rocks above it. {route == "ranger": The ranger had come up at last, and he had moved the crowd well back along the boardwalk.|Most of the crowd had gone on up the trail, and the few people left were standing well back, watching quietly.}}
    {from == "pass": They went back up the boardwalk with the ranger. At the snowbank he spoke to the crowd in a calm, friendly voice. "Let's give this little one some room, folks. Twenty-five yards for goats." Everyone shuffled back.}
    {from == "crowd": The nanny stood frozen on the snow for a long moment, one hoof still lifted.|At the top of the snow, the nanny stopped and looked down at the people for a long moment. She stamped one front hoof.} Then a marmot let out a whistle from a nearby rock, and half the crowd jumped, and {hero} was sure the nanny would run. She didn't. She flicked one ear, as if marmots whistled at her every single day, and came on down.
    She came down the snow in slow, careful steps, her hooves spread wide for grip. She didn't slip once.
    The kid saw her and cried, "Maaa!" Then it ran, slipping and scrambling and never stopping, until it reached her. They touched noses. Then the kid ducked under her belly and began to drink, its stubby tail wagging as fast as it could go.
    When it had finished drinking, the kid suddenly sprang straight up into the air, all four hooves off the snow, and landed with a twist, like a toy on a spring. Then it did it again.
    "Look at that," Mom whispered. "That's what happy looks like, in goat."
    {hero} wanted to cheer so badly {their} whole body fizzed. But {they} stayed quiet, the way you do when something wild trusts you enough to stay.
    {spoke_up: The man in the red jacket caught {hero}'s eye and mouthed, "You were right."}
    {from == "pass": "Nice work, goat spotter," the ranger whispered.}
    {friend != "": {friend} gave {hero} a silent high five.}
    "I didn't say a single word that whole time," {pal} whispered. "That's a record."
    The nanny sniffed her kid all over. Then she turned and led it up the rocks, and the kid followed so close behind that it kept bumping into her back legs. Up they went, over ledges {hero} would never have dared to climb, until they were two white shapes high on the gray cliff.
    {hero} let out a breath {they} had been holding for what felt like an hour. {spoke_up: Helping, it turned out, could mean two things at once: being brave enough to speak up, and then being still enough to let a mother do the rest.|Helping, it turned out, didn't always mean doing something. Sometimes it meant making room and being still.}
- else:
    {from == "crowd": So everyone waited. Nobody talked. Even the phones went quiet, as if they understood. The only sounds were the wind across the snow and, every so often, the kid.}
    {from == "overlook": {hero} and Mom hurried back down the trail, careful across the snowfield, then along the boardwalk, Mom's hands tucked into her armpits to warm them. It was a race, {hero} thought, and the nanny didn't even know she was in it. They reached the snowbank, out of breath, just as she came over the rocks above it. {route == "ranger": The ranger had come up at last, and the crowd was standing well back along the boardwalk where he had put them, quiet as a church.|Most of the crowd had gone on up the trail, and the few hikers left were standing well back, watching quietly.}}
    {from == "pass": They went back up the boardwalk with the ranger, who walked fast but never looked hurried. At the snowbank he spoke to the crowd in the calm, friendly voice of someone asking people to pass the salt. "Morning, folks. Let's give this little one some room. Twenty-five yards for goats." And everyone shuffled back as if it had been their own idea.}
    {from == "crowd": The nanny stood frozen on the snow for a long, long moment, one hoof still lifted, the way you might stand at the edge of a puddle deciding whether to jump it.|At the top of the snow, the nanny stopped and studied the people on the boardwalk for a long, long moment, the way you might study a puddle before deciding whether to jump it. She stamped one front hoof.} Then, from a nearby boulder, a marmot let rip one of its piercing whistles, and half the crowd jumped out of their skins. {hero}'s heart stopped. That was it, {they} thought. She'll bolt.
    She didn't. She flicked one ear, as if marmots had been whistling at her since the day she was born, which they probably had. Then she came down the snow in slow, deliberate steps, her hooves spread wide. She didn't slip once. She looked at the people on the boardwalk, decided they were furniture, and kept coming.
    The kid saw her and cried, one long wobbling "Maaa!" Then it ran, slipping and scrambling and absolutely refusing to give up, until it reached her. They touched noses. Then the kid dived under her belly and began to drink, its stubby tail whirring like it had a motor.
    When it had drunk its fill, the kid did something nobody expected. It sprang straight up into the air, all four hooves off the snow, twisted in the middle like a fish jumping out of a river, and landed. Then it did it again, for no reason at all except that it could.
    "Oh," said Mom, under her breath. "Look at that. That's what happy looks like, in goat."
    {hero} wanted to cheer so badly that {their} whole body fizzed like a shaken soda. {They} stayed quiet anyway. It felt important, the way being quiet in a library feels important when somebody near you is reading something that matters to them.
    {spoke_up: The man in the red jacket caught {hero}'s eye from down the boardwalk and mouthed, very clearly, "You were right." {hero} decided to remember that for the rest of {their} life.}
    {from == "pass": "Nice work, goat spotter," the ranger murmured, without taking his eyes off the goats.}
    {friend != "": {friend} gave {hero} a high five so silent it barely counted, and then another one to make up for it.}
    "I haven't said one word this whole time," {pal} whispered. "Not one syllable. It was agony."
    The nanny sniffed her kid from nose to tail, very thoroughly. Then she turned and led it up the rocks, and the kid stuck so close that it kept bumping into her back legs. Up they went, over ledges {hero} wouldn't have tried on a dare, until they were two white shapes on the gray cliff, one big and one small.
    {hero} let out a breath that seemed to have been waiting since the first cry. {spoke_up: {They} had come up here thinking that helping meant doing something. It turned out to mean two things, one after the other: being brave enough to say excuse me to a dozen grown-ups, and then being still enough to let a mother do the rest.|{They} had come up here thinking that helping meant doing something. It turned out that sometimes it meant the opposite: making room, keeping still, and trusting a mother to know her own mountain.}
}
-> END

=== end_above ===
# place: hidden-lake
# ending: two-dots-become-one
{band:
- "young":
    {from == "crowd": {hero} and Mom went on up the boardwalk, all the way to the highest bend.}
    {from == "overlook": So they stayed at the top of the ridge. The wind was cold, but {hero} did not care.}
    {from == "pass": {hero} and Mom went up the boardwalk behind the ranger. He stopped at the snowbank. They kept on climbing, up to the highest bend.}
    {hero} sat on a flat rock. It had wavy lines on it, like ripples in sand. "Those ripples are more than a billion years old," said Mom. "Long, long ago, this rock was mud at the bottom of a sea." # fact: rocks-billion-old
    Three sheep with big curly horns came around the rocks below. Bighorn sheep! They did not even look at {hero}. They just ate the grass and walked on.
    {from == "overlook": {hero} looked down again.|From up here, {hero} could see the whole hill.} There was the snowbank, with the little white kid. {from == "crowd": There was the big mom goat, still waiting at the top of the snow.|There was the big mom goat, walking down, rock by rock.}
    {from == "crowd": For a long time, the mom goat did not move. Was she scared? No. She was just making up her mind.|Then the mom goat stopped. Was she lost? No. She was looking for the best way down.}
    {from == "pass": Down by the snowbank, the ranger was waving people back.}
    {from == "crowd" && route == "ranger": Far below, the ranger was hurrying up from the plaza at last.}
    {from == "overlook": {route == "ranger": A tiny ranger in green was on the boardwalk now, moving the people back.|Down on the boardwalk, the people had walked on up the trail. The snowbank was clear.}}
    {from == "crowd": Then she came on down the snow.|Down, down she went.} The kid saw her and ran. Two white dots came together. Then they were one white dot!
    "They're together!" said {hero}.
    {friend != "": {friend} hugged {hero} to keep warm.}
    {from == "overlook": Later, a mom goat and her kid walked right past the overlook.|Later, {hero} and Mom climbed on to the top of the ridge. Far below lay a deep blue lake with a giant pointy mountain over it. Then a mom goat and her kid walked right past them.} Was it them? {hero} hoped so. {They} stepped back to give them lots of room.
    "We saw it all," said {pal}. "From way up high."
- "middle":
    {from == "crowd": They left the quiet crowd behind and climbed on up the boardwalk to its highest bend, below the snowfield, where the whole slope lay open beneath them.}
    {from == "overlook": So they stayed at the top of the ridge. Mom zipped her coat up to her nose and tucked her hands under her arms, and {hero} pressed against her to share some warmth.}
    {from == "pass": {hero} and Mom followed the ranger up the boardwalk. At the snowbank he stopped to talk to the crowd, and they kept climbing to the highest bend, the best lookout spot below the snowfield.}
    {hero} sat down on a flat slab of reddish rock, and noticed it was covered in little wavy ridges, just like sand at the edge of a lake. "Ripple marks," said Mom, tracing them with a finger. "This rock was mud at the bottom of an ancient sea more than a billion years ago." # fact: rocks-billion-old
    Three bighorn sheep came around the slope below them, their horns curled like big brown seashells. They glanced up at {hero}, decided {they} {were} not interesting, and went back to nibbling grass between the rocks.
    {from == "overlook": {hero} kept {their} eyes on the slope below.|From up here, {hero} could see the whole mountainside spread out like a map.} There was the boardwalk, thin as a string. There was the snowbank, with a {from == "overlook": tiny white dot|small white shape} on it. And there was the nanny, {from == "overlook": a bigger white dot|a bigger white shape}, {from == "crowd": still standing at the top of the snow above it.|working her way down the rocks toward it.}
    {from == "pass": Down by the snowbank, the ranger was waving people back, and the crowd was shuffling away along the boardwalk.}
    {from == "crowd" && route == "ranger": Far below, a figure in green was hurrying up the boardwalk from the plaza. The ranger had kept his promise.}
    {from == "overlook": {route == "ranger": A tiny figure in green stood by the snowbank now, and the crowd was well back along the boardwalk. The ranger had kept his promise.|Down on the boardwalk, the crowd had finally drifted on up the trail, and the snowbank stood clear.}}
    {spoke_up: A few hikers had given up and come on up the trail past them, but most of the crowd was still standing back, right where {hero} had asked them to.}
    {from == "crowd": The nanny stood there so long|Halfway down, the nanny stopped on a ledge and stood there so long} that {hero} began to worry the nanny had changed her mind. "She's taking her time," Mom said. "Goats don't hurry on a mountain. That's how they stay alive."
    {from == "crowd": At last the nanny came on down the snow.|Down the nanny went again, rock by rock.} The little shape on the snowbank began to move. It ran up the snow, and the big shape came down, and the two of them met and became one.
    "They're together," {hero} said. The wind took {their} words, but it didn't matter.
    {friend != "": {friend} let out a whoop that echoed off the cliffs, then looked embarrassed.}
    {from == "overlook": Later, a nanny and a kid came walking up the ridge right past the overlook, close enough to hear their hooves click on the rock.|Afterward they climbed on across the snowfield to the overlook, where Hidden Lake lay far below, deep blue, with Bearhat Mountain rising behind it like a giant's pointed hat. Half an hour later, a nanny and a kid came walking up the ridge right past them, close enough to hear their hooves click on the rock.} {hero} stepped back to give them lots of room. Were they the same two? There was no way to be sure. {hero} decided they were.
    "Best view in the park," said {pal}. "And we didn't have to push anybody."
- else:
    {from == "crowd": They left the crowd in its careful line along the boardwalk and climbed on to the highest bend, just below the snowfield, where the boardwalk turned and the whole slope opened out beneath them. It was close enough to see everything and far enough away to bother nobody, which was exactly the point.}
    {from == "overlook": So they stayed. Mom zipped her coat up to her nose and jammed her hands into her armpits, and {hero} pulled off one glove and gave it back to her, and pressed against her side to share the rest of {their} warmth, which felt like the least {they} could do. "One glove each," said Mom through chattering teeth. "Very fair." Below them, Hidden Lake lay perfectly still, as if it, too, were waiting to see what the goat would do.}
    {from == "pass": {hero} and Mom followed the ranger up the boardwalk. At the snowbank he stopped and turned to the crowd, and they kept climbing to the highest bend, just below the snowfield, {hero} taking the job of lookout so seriously that {they} checked the nanny's ledge every ten steps, as if the nanny might have been swapped for a different goat while nobody was watching.}
    {hero} sat on a flat slab of reddish rock to watch, and felt something bumpy under {their} hand. The slab was covered in rows of little wavy ridges, like sand at the edge of a lake after the water pulls back. "Ripple marks," said Mom, running a finger along them. "This was mud at the bottom of an ancient sea, more than a billion years ago. Water made those ridges, and the rock kept them." # fact: rocks-billion-old
    Three bighorn sheep came ambling around the slope just below, their horns curled back like enormous brown seashells. They glanced up at {hero} with their strange sideways eyes, seemed to decide that {they} {were} neither food nor trouble, and went back to nibbling the tough grass between the rocks as if people were just another kind of weather.
    {from == "overlook": {hero} fixed {their} eyes on the slope below and did not let them wander.|From up here, the whole mountainside was spread out below like a map in a book.} There was the boardwalk, {from == "overlook": still a thin brown thread|a brown ribbon winding down toward the plaza}. There was the snowbank, with a white fleck on it. And there was the nanny, a larger white fleck, {from == "crowd": still standing at the top of the snow above it, exactly where {hero} had left her a few minutes before.|working her way down the rocks toward it, steady as a clock hand.}
    {from == "pass": Down at the snowbank, the figure in green was spreading his arms wide, and the crowd was drifting back from the snow like leaves blown off a step.}
    {from == "crowd" && route == "ranger": Far below, a figure in green was hurrying up the boardwalk from the plaza, a few minutes late and doing his best to look as if he wasn't.}
    {from == "overlook": {route == "ranger": A tiny figure in green stood by the snowbank now, arms spread wide, and the crowd had drifted well back along the boardwalk. The ranger had kept his promise.|Down on the boardwalk, the crowd had finally drifted on up the trail in search of the view, and the snowbank stood clear.}}
    {spoke_up: A few hikers had given up and come puffing up the boardwalk past them, but most of the crowd was still standing back from the snowbank, right where {hero} had asked them to. {hero} felt a strange pride about that, as if {they} had moved a small mountain.}
    {from == "crowd": The nanny stayed where she was.|Halfway down, the nanny stopped on a ledge and stayed there.} One minute. Two. {hero} started to bargain with the mountain in {their} head. {from == "crowd": Please, just let her come down.|Please, just let her keep going.} "She's making up her mind," Mom murmured. "Goats don't rush anything on a mountain. It's the whole reason they're still here."
    {from == "crowd": At last the nanny came on down the snow, one careful step after another.|Down went the nanny again, rock by rock.} The fleck on the snowbank began to move. It scrambled up the snow, and the big fleck came down to meet it, and the two flecks touched and became one fleck with a slightly lumpy outline.
    "They're together," {hero} said. The wind snatched the words away and carried them off toward Canada, which seemed right. Somebody ought to know.
    {friend != "": {friend} let out a whoop that bounced off the cliffs and came back twice, and then looked mortified.}
    {from == "overlook": Half an hour later, a nanny and a kid came walking up the ridge right past the overlook, so close that {hero} could hear their hooves click on the stone.|Afterward they crossed the long snowfield to the overlook at the top of the ridge, where Hidden Lake lay far below, a deep and almost unbelievable blue, with Bearhat Mountain rising behind it like the pointed hat of a giant who had waded in up to the chin. Half an hour later, a nanny and a kid came walking up the ridge right past them, so close that {hero} could hear their hooves click on the stone.} {hero} stepped back behind the rail to give them room and held very still. Were they the same two? There was no way to know for certain. {hero} decided, firmly, that they were.
    "Best seats in the whole park," said {pal}, settling in. "And nobody had to push anybody."
}
-> END

=== end_cloud ===
# place: logan-pass
# ending: the-cloud-and-the-tracks
{band:
- "young":
    {from == "crowd": {hero} hurried down the boardwalk to find the ranger. Mom hurried after {them}. {met_ranger: He was by his telescope.|A ranger was by a big telescope. "I'm Ranger Rios," he said.}}
    {from == "overlook": {hero} held Mom's cold hand. They walked all the way back down to the parking lot. Mom got a thermos of hot tea from the car. She drank it and got warm. {met_ranger: The ranger was back by his telescope now.|On the plaza, a ranger stood by a big telescope. {hero} told him all about the baby goat. "I'm Ranger Rios," he said. "Let's look."}}
    {from == "pass": So {hero} stayed by the telescope, with Mom right behind {them}. The ranger took three steps toward the boardwalk. Then he stopped and looked up.}
    Then a big white cloud came sliding over the mountain. It covered the hill. It covered the snowbank. {hero} could not see anything at all!
    "Clouds come fast up here," said the ranger. "Wait."
    "Are the goats scared of the cloud?" asked {hero}.
    "Not one bit," said the ranger. "Goats live up here all winter, in wind and snow. A cloud is nothing to them."
    They waited and waited. At last, the cloud floated away.
    The snowbank was empty. The little kid was gone!
    The ranger let {hero} look through his telescope. On the snow were two sets of hoofprints. One set was big. One set was small. They went up the hill side by side.
    Then, way up high, {hero} saw a big goat and a little goat, climbing the rocks together.
    "Is that them?" asked {hero}.
    "I am almost sure of it," said the ranger.
    {hero} was a bit sad {they} missed it. But the kid had found its mom. That was the best part.
    {friend != "": {friend} looked too, and smiled.}
    "Big prints and little prints," said {pal}. "Side by side."
- "middle":
    {from == "crowd": {hero} hurried down the boardwalk to the pass to fetch the ranger, and Mom hurried after {them}. {met_ranger: He was still at his spotting scope on the plaza, and he listened with a big smile.|A ranger was setting up a spotting scope on the plaza. "I'm Ranger Rios," he said, when {hero} had told him everything. "Let's have a look."}}
    {from == "overlook": {hero} took Mom's cold hand and led her back down the trail and the boardwalk, all the way down to the plaza. Mom fetched the thermos from the car and wrapped her fingers around a cup of hot tea until they stopped shaking. {met_ranger: The ranger was back at his spotting scope nearby, the crowd by the snowbank long since moved along.|Nearby, a ranger stood beside a spotting scope. "I'm Ranger Rios," he said, when {hero} had told him everything.}}
    {from == "pass": So {hero} stayed by the scope, one eye on the slope, and Mom stayed with {them}. The ranger had only taken a few steps toward the boardwalk when he stopped, looked up at the sky, and came back.}
    Then a cloud came over the ridge. It slid down the mountainside like a thick white blanket being pulled over a bed, and swallowed the rocks, and the snowfield, and the snowbank, and the boardwalk. In less than a minute, {hero} couldn't see anything but white.
    "Clouds come and go fast up here," said the ranger. "Give it a few minutes."
    "Will the goats be all right in there?" {hero} asked.
    "Better than us," said the ranger. "Mountain goats spend the whole winter up on windy cliffs, where the snow blows off the rocks and they can find plants to eat. Their coats are so thick they barely notice a cloud."
    Those few minutes stretched out like chewing gum. When the cloud finally lifted and drifted away, {hero} pressed {their} eye to the scope. The snowbank was empty.
    The kid was gone.
    {hero}'s stomach dropped. Then {they} looked closer. On the snow were two lines of hoofprints, one big and one small, going up the slope side by side. And high above, climbing the rocks, were two white goats: a shaggy nanny, and a kid so close beside her that it was almost underneath.
    "Is that them?" {hero} asked.
    "A kid that size, stuck to a nanny like that?" said the ranger. "I'd bet my hat on it."
    {hero} watched them climb until they reached a ledge, where the kid folded its legs and lay down against its mother's side. Then the nanny lay down too. "Good sign," said the ranger. "Goats only rest like that when they feel safe."
    {hero} had missed it. The best part, the part {they} had waited all morning for, had happened inside a cloud. It felt unfair. But the kid had found its mother, and maybe that was the part that mattered most.
    {friend != "": {friend} took a turn at the scope and whispered, "Side by side."}
    "We didn't see it," said {pal}. "But we know it happened. That's almost better. It's like a secret."
- else:
    {from == "crowd": {hero} hurried down the boardwalk to the pass, half running, to fetch the ranger, with Mom close on {their} heels. {met_ranger: He was still at his spotting scope on the plaza, and his face lit up when {hero} told him that the nanny had come out onto the snow.|A ranger was setting up a spotting scope on the plaza. He listened to the whole story without interrupting once. "I'm Ranger Rios," he said. "Let's take a look."}}
    {from == "overlook": {hero} took Mom's icy hand and led her back down the trail, across the snowfield and down the boardwalk, all the way to the plaza. There Mom dug out the thermos she had filled at four-thirty that morning, poured a cup of hot tea, and wrapped her fingers around it until they stopped shaking. "Thank you," she said, and meant more than the tea. {met_ranger: A few steps away, the ranger was back at his spotting scope, the crowd on the boardwalk long since moved along.|A few steps away, a ranger in a green jacket stood beside a spotting scope. "I'm Ranger Rios," he said, once {hero} had explained everything.}}
    {from == "pass": So {hero} stayed at the scope, one eye glued to the eyepiece and Mom at {their} shoulder. Nobody touched it but {hero}, just as the ranger had promised. He had only taken a few long strides toward the boardwalk when he stopped, looked up at the ridge, and came back, frowning at the sky.}
    Then the cloud came. It poured over the ridge and slid down the mountainside like a thick white blanket being drawn up over a bed, and it swallowed the rocks, the snowfield, the snowbank, the boardwalk and everybody on it. In less than a minute there was nothing in the scope but white, as blank as a page.
    "Clouds come and go fast up here," said the ranger. "Mountains make their own weather. Give it a few minutes."
    "Will they be all right in there?" {hero} asked.
    "Better than we would," said the ranger. "Mountain goats spend the whole winter up on the windiest cliffs, where the snow blows off the rocks and they can still reach something to eat. Their coats are so thick they barely notice a blizzard. A cloud is a wet Tuesday to them."
    Those few minutes stretched out like cold taffy. {hero} could think of eleven terrible things that might be happening inside that cloud, and not one of them was probably true, and that didn't help. When at last the white thinned and tore and drifted off toward the peaks, {hero} pressed {their} eye to the scope so hard it hurt.
    The snowbank was empty.
    {hero}'s stomach dropped straight to {their} boots. Then {they} looked again, slower. On the snow were two lines of hoofprints, one set big and one set small, going up the slope side by side, the small ones wandering a little and always coming back. And high above, on the gray rocks, two white goats were climbing: a big shaggy nanny, and a kid pressed so close against her that it was nearly underneath.
    "Is that them?" {hero} asked. {Their} voice wobbled.
    "A kid that size, glued to a nanny like that?" said the ranger. "I'd bet my hat on it. And I'm very fond of my hat."
    {hero} watched them go higher and higher, until they reached a ledge where the nanny stopped and the kid folded up its legs and lay down against her side, a small white lump beside a big one. Then the nanny lay down too. Neither of them seemed to be in any hurry at all.
    "That's a good sign," said the ranger. "Goats don't rest like that unless they feel safe."
    {hero} had missed it. The moment {they} had waited for all morning, the actual finding, had happened inside a cloud where nobody could see. It felt unfair in a way {hero} couldn't quite explain. But the kid was with its mother. Maybe that was the part that was supposed to matter, and the seeing was just extra.
    {friend != "": {friend} took a long turn at the scope and said only, "Side by side," which was exactly right.}
    "We didn't see it," said {pal}. "But we know it happened. That's almost better. It's like the mountain told us a secret and asked us to keep it."
}
-> END
