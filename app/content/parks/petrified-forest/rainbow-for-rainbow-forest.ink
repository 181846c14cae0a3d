# title: A Rainbow for Rainbow Forest
# month: 8
INCLUDE shared/story.ink

// Chapter 2: how they met the storm, "race", "rule" or "watch".
VAR route = ""
// Chapter 3: where they waited for the light, "rock", "mesa" or "bridge".
VAR spot = ""
// What they know: the ranger's rainbow rule, and which way the storm was going.
VAR knows_rule = false
VAR knows_way = false
// What they saw on the way.
VAR saw_route = false
VAR saw_flood = false
VAR saw_coyote = false

-> rim_storm

// ---------------------------------------------------------------- chapter 1: the Painted Desert
=== rim_storm ===
# place: painted-desert
{band:
- "young":
    It was a hot August afternoon. Aunt Tess stopped the car at the edge of the Painted Desert. {hero} and {pal} jumped out to look.
    {friend != "": {friend} jumped out too.}
    Wow! Hills with stripes went on and on. Red stripes. Pink stripes. Purple stripes!
    But far away, a giant cloud was growing. It was white on top and dark gray on the bottom. Gray streaks hung down from it, like the legs of a jellyfish.
    "That is rain," said Aunt Tess. "It is falling far away."
    Rumble, rumble. Thunder!
    {pal} {hid()}.
    A ranger stood by the edge. "Hello! I'm Ranger Begay," he said. "In summer, big storms come in the afternoon. When you hear thunder, lightning can reach you. So don't stay out here long."
    {hero} looked at the sunshine on the hills. Then {they} looked at the rain. "Sun and rain! Will we see a rainbow?"
    "Maybe later," said the ranger. "Not yet."
    Aunt Tess opened the map. The road went a long way south. At the very end, it said Rainbow Forest.
    "Rainbow Forest!" said {hero}. "I want to see a rainbow over Rainbow Forest!"
    "A rainbow over a rainbow," said {pal}. "That is a lot of rainbow."
    Rumble! The thunder was closer now.
- "middle":
    It was August, and the afternoon sun blazed down on the Painted Desert. Aunt Tess parked at a pull-out along the rim, and {hero} and {pal} scrambled out of the car to look.
    {friend != "": {friend} was right behind them, squinting into the glare.}
    Below them, striped hills of red and pink and purple rolled away for miles, as if someone had painted the whole desert with a giant brush and couldn't decide on a favorite color.
    But {hero} wasn't looking at the hills for long. Far off to the northeast, a cloud was growing. Its top was white and puffy, piled up like whipped cream, but its bottom was flat and dark gray. Long gray streaks hung down from it, like the tentacles of a jellyfish.
    "Is that rain?" asked {hero}.
    "That's rain," said Aunt Tess. "Falling miles away from here."
    A sound rolled across the desert, low and long. Thunder.
    {pal} {hid()}.
    A ranger was standing a little way along the rim, watching the cloud with a radio in his hand. "Monsoon season," he said. "I'm Ranger Begay. In summer, storms like that build up over the desert on a lot of afternoons. And here's the thing about thunder. If you can hear it, lightning is close enough to reach you. Enjoy the view for one more minute, then head back to your car."
    {hero} looked at the sunshine on the hills, and then at the rain falling far away. "Sun and rain at the same time," {they} said. "Doesn't that make a rainbow?"
    "It can," said the ranger. "Not yet, though. Maybe later, if you're lucky."
    Aunt Tess unfolded the park map on the hood of the car. The park road wound south from here for miles and miles. And at the very bottom, at the end of the road, were two words that made {hero} gasp.
    Rainbow Forest.
    "That's it," said {hero}. "We have to see a rainbow over Rainbow Forest. A real one."
    "A rainbow over a rainbow," said {pal}, peeking out. "Nobody has ever had that much rainbow."
    The thunder grumbled again. This time, it was closer.
- else:
    It was August, and the afternoon sun was pressing down on the Painted Desert like a hot iron. Aunt Tess pulled into a pull-out along the rim, and {hero} and {pal} tumbled out of the car before the engine had even stopped, which Aunt Tess pretended not to notice.
    {friend != "": {friend} came scrambling out after them, one hand shading {friend}'s eyes against the glare.}
    Below the rim, the land fell away into striped hills, red and pink and lavender and rust, rolling off toward the edge of the world. It looked as if someone had tried to paint the whole desert with a giant brush and had been completely unable to settle on a favorite color.
    But it was the sky that caught {hero}. Far to the northeast, a cloud was growing, and growing fast. Its top was brilliant white, heaped up like whipped cream on the world's largest dessert. Its bottom was flat and the dark gray of wet slate. And hanging down from that flat bottom were long gray streaks that swayed very slightly, like the tentacles of a jellyfish drifting above the desert.
    "Is that rain?" {hero} asked. "Coming out of the bottom?"
    "That's rain," said Aunt Tess. "Falling on somebody's hills, miles from here."
    A sound rolled across the desert then, so low that {hero} felt it in {their} ribs before {they} heard it. Thunder.
    {pal} {hid()}.
    A ranger was standing a little way along the rim with a radio in his hand, watching the cloud the way a lifeguard watches the deep end. "Monsoon season," he said. "I'm Ranger Begay. In summer, storms like that build up over the desert on a lot of afternoons. And here's my one rule about thunder. If you can hear it, lightning is close enough to reach you. Take one more minute for the view, then back to your car."
    {hero} looked at the sunshine lying bright on the striped hills, and then at the rain falling far away, and an idea lit up like a match. "Sun and rain at the same time," {they} said. "That's a rainbow, isn't it? That's exactly what makes a rainbow."
    "It can be," the ranger said, with the smile of someone who knows a secret. "Not yet, though. Maybe later, if you're lucky. And clever."
    Aunt Tess spread the park map across the warm hood of the car. The park road wandered south from here for miles and miles, past hills and mesas and names {hero} couldn't pronounce. And at the very bottom, at the far end of the road, were two words that made {hero}'s heart do a little skip.
    Rainbow Forest.
    "That's it," {hero} said. "That's what we have to do. We have to see a rainbow over Rainbow Forest. A real one, in the sky."
    "A rainbow over a rainbow," said {pal}, venturing out again. "That is an unreasonable amount of rainbow. I'm in."
    The thunder grumbled again, longer this time. And closer.
}
* [Race south toward Rainbow Forest before the storm gets there # act: go] -> race_south
* [Ask the ranger how to find a rainbow # act: ask] -> ranger_rule
* [Wait in the car and watch which way the storm goes # act: wait] -> car_watch

// ---------------------------------------------------------------- chapter 2: racing the storm
=== race_south ===
# place: newspaper-rock
~ route = "race"
{band:
- "young":
    They jumped in the car. Aunt Tess drove south. "We are racing a storm!" she said.
    By the road stood a row of old poles. Next to them sat an old rusty car, all by itself.
    "An old road called Route 66 went right through here," said Aunt Tess. "It is the only national park with a piece of it!" # fact: section-historic-route
    "That car is very, very parked," said {pal}.
    {hero} looked out the back window. The storm was coming after them! It was big and dark.
    Splat! Splat! Big drops hit the window. Then the rain poured down. Aunt Tess stopped the car at Newspaper Rock.
- "middle":
    Everyone piled back into the car, and Aunt Tess pulled out onto the park road, heading south. "We're racing a storm," she said, "but we're racing it at the speed limit."
    Out in the grass beside the road, {hero} saw a row of old wooden telephone poles marching across the desert, and next to them an old rusty car from long, long ago, sitting all by itself.
    "That's where old Route 66 used to run," said Aunt Tess. "People drove it all the way across the country. This is the only national park with a piece of Route 66 inside it." # fact: section-historic-route
    "That car has been waiting a very long time for its family," said {pal}.
    Then the road crossed a big highway and a set of railroad tracks, and kept going south.
    {hero} twisted around to look out the back window. The storm was following them. It was bigger now, and darker, and it was catching up.
    The first raindrops hit the windshield, fat and loud. Splat. Splat. Then the sky opened. Rain poured down so hard that the wipers couldn't keep up, and Aunt Tess pulled into the parking lot at Newspaper Rock to wait it out.
- else:
    Everyone piled back into the car, and Aunt Tess swung out onto the park road, heading south. "We are racing a storm," she announced, gripping the wheel like a rally driver, "at exactly the speed limit."
    Out in the grass beside the road, {hero} spotted something strange: a line of old wooden telephone poles marching away across the desert like tired soldiers, and beside them, an old rusty car with rounded fenders, sitting all by itself in the middle of nowhere.
    "That's where old Route 66 used to run," said Aunt Tess. "Families drove it all the way across the country, back when your great-grandparents were young. This is the only national park with a piece of Route 66 inside it." # fact: section-historic-route
    "That car," said {pal}, "has been waiting a very long time for its family to come back from the bathroom."
    Then the road swept up and over a big highway and a set of railroad tracks, and the desert opened out again on the other side.
    {hero} twisted around in {their} seat to look out the back window, and {their} stomach dropped. The storm was following them. It had swallowed half the sky behind them, dark and bruised and enormous, and it was catching up.
    The first raindrops hit the windshield like thrown marbles. Splat. Splat. Splat. Then the sky simply opened, and the rain came down so hard that the wipers gave up trying and just waved back and forth in despair. Aunt Tess pulled into the parking lot at Newspaper Rock and turned off the engine to wait it out.
}
{end_now: -> race_close}
~ saw_route = true
{band:
- "young":
    Flash! Crash! Lightning and thunder, all at once!
    {pal} made itself very small.
    "We stay in the car," said Aunt Tess. "A car is a safe place in a storm."
    Then tiny balls of ice bounced on the car. Hail! Ping, ping, ping, like popcorn.
    "The sky is throwing things at us," said {pal}.
    At last the rain got softer. The storm rolled away, south down the road.
    "It passed us," said {hero}. "Now it will get to Rainbow Forest first!"
    The sun peeked out. Down below, big dark rocks shone wet. They had old pictures carved on them.
    Now the storm was ahead of them. The race had turned around!
- "middle":
    Lightning flashed, and thunder cracked right on top of it. {pal} made itself as small as it possibly could.
    "We're staying right here in the car," said Aunt Tess calmly. "A car with a hard roof is a safe place to be in a lightning storm."
    Rain drummed on the roof. Then hail came, tiny white balls bouncing off the hood like popcorn.
    "The sky is throwing things at us," said {pal}. "Rude."
    {hero} pressed {their} face to the window. Down below the overlook, through the streaming glass, {they} could just see a jumble of dark boulders. Aunt Tess said there were pictures carved on them, hundreds of them, very old.
    Little by little, the drumming grew softer. The hail stopped. The rain turned to drizzle. And the dark cloud slid on past them, off to the south, grumbling as it went.
    "It passed us!" said {hero}. "Now it's ahead of us. It'll get to Rainbow Forest first!"
    "It's only three o'clock," said Aunt Tess. "We have the whole afternoon."
    A beam of sunlight broke through and lit the wet boulders below, and for a moment they gleamed like black glass. The race wasn't over. It had just turned around.
- else:
    Lightning flashed so bright that the whole world went white, and thunder cracked right on top of it, a sound like the sky tearing in half. {pal} made itself as small as it possibly could, which in some cases was not very small at all.
    "We're staying right here in the car," said Aunt Tess, in the calm voice she used for emergencies and spiders. "A car with a hard roof is a safe place to be in a lightning storm. Safer than almost anywhere out here."
    Rain hammered on the roof. Then hail joined in, tiny white balls of ice bouncing off the hood like popcorn in a pan, and {hero} laughed in spite of {themself}.
    "The sky is throwing things at us," {pal} said, deeply offended. "I have never been so disrespected by weather."
    {hero} pressed {their} face to the cold window. Down below the overlook, through the streaming glass, {they} could just make out a jumble of dark boulders tumbled together at the bottom of a slope. Aunt Tess said there were pictures carved into them, hundreds of pictures, made by people who had lived here long, long ago.
    Little by little, the drumming grew softer. The hail stopped. The rain thinned to drizzle. And the great dark cloud slid on past them, off to the south along the park road, still grumbling to itself like a giant who had lost an argument.
    "It passed us," {hero} said, and sat up straight. "It passed us! Now it's ahead. It's going to get to Rainbow Forest first, and we'll miss everything."
    "It's only three o'clock," said Aunt Tess. "The afternoon is long. Storms are slow. We are not giving up."
    Just then, a single beam of sunlight broke through the clouds and landed on the wet boulders below, and for a moment they gleamed like polished black glass. {hero} stared at them. The race wasn't over. It had just turned around, and now they were the ones doing the chasing.
}
* [Wait for the rain to stop, then look at the carvings # act: wait] -> newspaper_rock
* [Drive up to Blue Mesa to see where the storm goes # act: go] -> blue_mesa
* [Look for the stone log at Agate Bridge on the way south # act: look] -> agate_bridge

=== race_close ===
# place: newspaper-rock
# ending: spirals_after_the_storm
{band:
- "young":
    Flash! Crash! Rain and hail banged on the car. {pal} made itself very small.
    "We stay in the car," said Aunt Tess. "It's safe in here."
    At last the storm rolled away. The sun came out. They walked to the railing.
    Down below were big dark rocks. Pictures were carved all over them! Spirals. People. Animals. {hero} looked through a little telescope.
    "People carved hundreds of pictures here, long, long ago," said Aunt Tess. # fact: newspaper-rock-petroglyphs
    {hero} found a spiral. It went round and round, like the storm cloud.
    There was no rainbow. The sun was still too high. {hero} felt a little sad.
    "Maybe those people watched storms too," said {pal}.
    {hero} smiled. "Maybe they did." Then {they} drew the spiral in the air with one finger, round and round.
- "middle":
    Lightning flashed, and thunder cracked right on top of it. "We're staying right here in the car," said Aunt Tess. "A car with a hard roof is a safe place to be in a lightning storm."
    Rain drummed. Hail bounced off the hood like popcorn. Then, little by little, the storm grumbled away to the south, and the sun came out on a world that was dripping and shining.
    They walked to the overlook. Below them, a jumble of dark boulders was covered with carvings. There were spirals, little people, animals, and shapes like hands. {hero} looked through one of the spotting scopes, and each little picture jumped up close.
    "There are more than six hundred and fifty of these," said Aunt Tess, reading the sign. "Ancestral Puebloan people carved them, a long, long time ago." # fact: newspaper-rock-petroglyphs
    {hero} found a spiral that curled round and round, exactly like the storm cloud had.
    There was no rainbow. {hero} searched the whole sky, but the sun stayed high and bright, and the rain was already far away. {They} felt a small, heavy sinking.
    "Maybe the people who carved these watched storms from right here," said {pal}. "Maybe they were waiting for rainbows too."
    {hero} looked at the spiral again. Rain must have mattered a lot to people farming in the desert, maybe more than rainbows. {They} traced the spiral in the air with one finger and decided that a storm watched beside pictures this old was worth missing a rainbow for.
- else:
    Lightning flashed and thunder cracked right on top of it, and Aunt Tess said, in her emergency-and-spiders voice, "We're staying right here in the car. A car with a hard roof is a safe place to be in a lightning storm." So they stayed, while rain hammered on the roof and hail bounced off the hood like popcorn, and {pal} made itself as small as it could.
    Then, little by little, the storm lost interest in them. It grumbled away to the south, and the sun came out on a world that was dripping and shining and smelled like wet dust.
    They walked to the overlook. Below them, the jumble of dark boulders was covered in carvings: spirals, little people, animals, and shapes that might have been hands. Through one of the spotting scopes, each little picture leaped up close, so sharp {hero} could see the tiny dents where someone had pecked through the dark surface of the rock to the paler stone underneath.
    "There are more than six hundred and fifty of them," Aunt Tess read from the sign. "Carved by ancestral Puebloan people, over hundreds and hundreds of years." # fact: newspaper-rock-petroglyphs
    {hero} found a spiral that wound round and round on itself, exactly the way the storm cloud had churned above them.
    There was no rainbow. {hero} searched the whole washed sky for one, but the sun was still too high and bright, and the rain was already far away. {They} felt the small, heavy sinking of a wish that wasn't going to come true today.
    "Maybe the people who carved these watched storms from right here," said {pal}. "Maybe they waited for rainbows too."
    {hero} thought about it. For people growing corn in the desert, rain must have mattered more than almost anything. More than rainbows, probably. Somebody had stood near here, a very long time ago, and watched clouds like today's roll across this same valley, and cared about them enough to carve something into stone.
    {hero} traced the spiral in the air with one finger, round and round. It was not a rainbow. But it was a storm that somebody had been watching for a thousand years, and today, for one afternoon, {hero} had watched it with them.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's rule
=== ranger_rule ===
# place: painted-desert
~ route = "rule"
{band:
- "young":
    The ranger walked them back to the car. On the way, {hero} asked, "How do you find a rainbow?"
    The ranger bent down by the car. "There is a rule," he said. "The sun must be behind you. The rain must be in front of you. And the sun must be low, late in the day."
    He pointed at the ground. "Look at your shadow. The rainbow makes a big circle around the shadow of your head."
    {hero} turned around. {Their} shadow was short and fat, right by {their} feet.
    "My shadow is too short," said {hero}.
    "Yes," said the ranger. "The sun is too high. When your shadow gets long, start looking!"
    {pal} looked at its shadow too. "No rainbow on mine," it said.
    "Not yet," said the ranger.
- "middle":
    The ranger walked them back toward the car, and on the way, {hero} asked the question that was bursting out of {them}. "How do you find a rainbow? A real one?"
    By the car, the ranger crouched so he was eye to eye with {them}. "There's a rule," he said. "Three parts. One: the sun has to be behind you. Two: the rain has to be in front of you. Three: the sun has to be fairly low in the sky, which in summer means late afternoon. Right now it's much too high."
    He pointed at the ground. "Here's the trick. Stand with your back to the sun and find the shadow of your head. A rainbow is a big circle, and the middle of that circle is always straight out past your shadow's head."
    {hero} turned around. {Their} shadow was short and squat, tucked right up against {their} feet.
    "It's too short," said {hero}.
    "Exactly," said the ranger. "When your shadow gets a good bit longer than you are tall, start looking."
    {pal} studied its own shadow. "Mine doesn't have a rainbow around it," it said.
    "Not yet," said the ranger.
- else:
    The ranger walked them back toward the parking lot, keeping one eye on the sky, and on the way {hero} asked the question that had been fizzing inside {them} since the first rumble. "How do you actually find a rainbow? Not by luck. On purpose."
    Beside the car, the ranger crouched down until he was eye to eye with {them}, and {hero} could tell from his face that this was one of his favorite questions. "There's a rule," he said. "Three parts. One: the sun has to be behind you. Two: the rain has to be in front of you. Three: the sun has to be fairly low in the sky, which in summer means late in the afternoon. Right now it's far too high, and that's why nobody's seeing rainbows yet."
    He pointed at the ground. "Here's the trick most people never learn. Stand with your back to the sun and find the shadow of your own head. A rainbow is really a giant circle of light, and the middle of that circle is always straight out past your shadow's head. Every rainbow anyone has ever seen was wrapped around their own shadow."
    {hero} turned around. {Their} shadow was short and squat, huddled right up against {their} sneakers like a cat hiding from the heat.
    "It's way too short," said {hero}.
    "Exactly," said the ranger. "When your shadow stretches out a good bit longer than you are tall, that's when you start looking."
    {pal} studied its own shadow with great seriousness, turning this way and that. "There is no rainbow around mine," it reported. "I want to file a complaint."
    "Not yet," said the ranger. "Be patient."
}
{end_now: -> rule_close}
~ knows_rule = true
{band:
- "young":
    BOOM! The thunder was very close now.
    "Time to go to your car," said the ranger. He hurried off to his truck.
    Two ravens flew over. They rolled and flipped in the wind, like kites with no strings.
    "They're playing," said Aunt Tess.
    Then the rain came. Whoosh! They ran to the car just in time. Rain poured down the windows. The striped hills were gone in the gray.
    {hero} thought about the rule. Sun behind. Rain in front. Long shadow.
    Right now, the sun was hiding. But later...
    Now {hero} knew just what to look for. It felt like holding a secret key.
- "middle":
    Thunder boomed, much closer. "And that," said the ranger, "is my cue to send you to your car." He strode off toward his truck.
    Just before the rain arrived, two ravens came tumbling along the rim, rolling and flipping in the gusty wind like kites with no strings. One turned upside down on purpose, then flipped back over.
    "They're playing," said Aunt Tess. "Ravens do that in the wind."
    "Show-offs," said {pal}, watching with wide eyes.
    They reached the car just as the rain swept across the Painted Desert like a gray curtain being pulled shut. It hit with a roar. Water streamed down the windows, the striped hills vanished, and thunder rolled around them. But inside the car, they were safe and dry.
    {hero} sat in the back and thought about the rule. Sun behind. Rain in front. Low sun, long shadow. Right now the sun was hidden, the rain was everywhere, and it was only two o'clock.
    {hero} didn't know where this storm would go next. But {they} knew exactly what to look for when the time came, and that felt like holding a secret key.
- else:
    Thunder boomed, much closer now, a crack and then a long roll like furniture being dragged across a floor upstairs. "And that," said the ranger, straightening up, "is my cue to send you to your car." He strode off toward his truck with one hand on his hat.
    Just before the rain arrived, two ravens came tumbling along the rim, rolling and flipping in the gusty wind like kites that had snapped their strings and decided they preferred it that way. One of them turned completely upside down, on purpose, flew like that for a second, and then flipped back over.
    "They're playing," said Aunt Tess. "Ravens do that in the wind. Nobody really knows why, except that it looks like fun."
    "Show-offs," said {pal}, watching with wide, envious eyes.
    They reached the car just as the rain came sweeping across the Painted Desert like a gray curtain being dragged shut. It hit with a roar. Water streamed down the windows, the striped hills vanished as if someone had erased them, and thunder rolled around and around the car. But inside, they were safe and dry, and Aunt Tess passed back a bottle of water without being asked, because it was August, storm or no storm.
    {hero} sat in the back seat and turned the rule over and over like a stone in a pocket. Sun behind. Rain in front. Low sun, long shadow. Right now the sun was hidden, the rain was everywhere at once, and it was only two o'clock.
    {hero} had no idea where this storm was going next. But {they} knew exactly what to look for when the moment came, and that felt like holding a key, even if {they} hadn't found the door yet.
}
* [Go to Blue Mesa, high up, to keep an eye on the storm # act: go] -> blue_mesa
* [Wait for the rain to ease, then follow the storm to Agate Bridge # act: wait] -> agate_bridge
* [Look at the old carvings at Newspaper Rock while the sun is still high # act: look] -> newspaper_rock

=== rule_close ===
# place: painted-desert
# ending: a_rainbow_for_the_painted_desert
{band:
- "young":
    BOOM! "Now, to your car," said the ranger.
    Whoosh! The rain poured down. They stayed safe in the car for a long time. At last the storm rolled far out over the desert, and the thunder stopped. Then they got out.
    The sun was low now, behind them. {hero} looked down. {Their} shadow was long and thin!
    "Sun behind me. Rain in front," said {hero}. {They} looked past {their} shadow.
    There it was! A big bright rainbow, over the striped hills!
    "A rainbow over the Painted Desert," said Aunt Tess softly.
    {pal} {wiggled()}.
    It was not over Rainbow Forest. But {hero} had found it all by {themself}, using the rule.
- "middle":
    Thunder boomed, much closer. "To your car," said the ranger, and this time he meant it.
    They ran for it just as the rain swept across the Painted Desert like a gray curtain. For a long time, they sat safe and dry while water streamed down the windows and thunder rolled around them. Aunt Tess passed around water bottles, and {pal} fell asleep, or pretended to.
    Then the storm moved off to the east, out over the desert. "Now we wait half an hour after the last rumble," said Aunt Tess. "That's the rule for lightning." So they waited. By the time the half hour was up, the sun had sunk low in the west, and the wet hills glowed.
    {hero} climbed out and looked down. {Their} shadow stretched out across the parking lot, long and skinny, much longer than {they} {were} tall.
    "Sun behind me," {hero} whispered. "Rain in front. Long shadow." {They} looked straight out past the shadow of {their} own head.
    And there it was. A rainbow, rising out of the striped hills, arching across the gray curtain of rain, every color bright and clear.
    "A painted rainbow over the Painted Desert," said Aunt Tess softly.
    {pal} {wiggled()}. "Look, it's around my shadow too," it said.
    It wasn't over Rainbow Forest. But {hero} had found it on purpose, with the ranger's rule, and somehow that made it feel like {their} very own.
- else:
    Thunder cracked, much closer, and the ranger said, "To your car," in a voice that was no longer chatty at all.
    They ran for it just as the rain came sweeping across the Painted Desert like a gray curtain dragged shut. For a long time, they sat safe and dry inside while water poured down the windows and thunder rolled around and around them. Aunt Tess handed out water bottles. {pal} claimed to be meditating. {hero} watched the clock and the sky, the sky and the clock.
    Then, at last, the storm moved off to the east, out over the open desert, dragging its gray skirts behind it. "Half an hour after the last rumble," said Aunt Tess, "and not one minute less. That's the lightning rule." So they waited, and {hero} counted every one of those thirty minutes. By then the sun had slid low in the west, and the wet hills were glowing like coals.
    {hero} climbed out of the car and looked down. {Their} shadow stretched across the damp parking lot, long and skinny as a stilt walker, far longer than {they} {were} tall.
    "Sun behind me," {hero} whispered. "Rain in front. Long shadow." {They} took a breath and looked straight out past the shadow of {their} own head, to where the storm was trailing away over the desert.
    And there it was. A rainbow, rising right out of the striped hills, arching high across the dark curtain of rain, every band of color so bright and clean it looked freshly painted. It was exactly where the ranger had said it would be, wrapped around {hero}'s own shadow like a crown.
    "A painted rainbow," said Aunt Tess, very softly, "over the Painted Desert."
    {pal} {wiggled()}. "It's around my shadow too," it said, astonished. "Complaint withdrawn."
    It wasn't over Rainbow Forest. That was still miles away down the road, under some other cloud. But {hero} had not stumbled on this rainbow by luck. {They} had found it on purpose, with a rule and a shadow and a lot of waiting, and that made it feel like it belonged to {them}, at least a little.
}
-> END

// ---------------------------------------------------------------- chapter 2: watching from the car
=== car_watch ===
# place: painted-desert
~ route = "watch"
{band:
- "young":
    "Let's watch from the car," said Aunt Tess. "A car is a safe place in a storm."
    They climbed in. The storm came closer and closer. First came the wind. It blew dust all over the parking lot.
    Then the rain came down, all at once! Little balls of ice bounced on the car. Ping! Ping! Hail!
    Flash! Lightning! {hero} counted. "One, two, three..." BOOM!
    "That was close," said Aunt Tess.
    {pal} shut its eyes tight.
    Flash! This time {hero} counted all the way to seven before the boom came.
    "It's going away!" said {hero}.
- "middle":
    "Let's watch it from the car," said Aunt Tess. "A car with a hard roof is a safe place in a thunderstorm. We'll have the best seats in the house."
    They climbed in and watched the storm march across the desert toward them. First came the wind. It whipped dust across the parking lot in little swirls and rocked the car on its wheels. Then the rain hit, all at once, as if someone had turned on a giant shower. Hail bounced off the hood like popcorn.
    Lightning flashed. {hero} counted. "One, two, three..." BOOM.
    "Every five seconds between the flash and the boom is about a mile," said Aunt Tess. "So that one was less than a mile away."
    {pal} squeezed its eyes shut.
    Another flash. This time {hero} got all the way to seven before the thunder rumbled.
    "It's getting farther away!" said {hero}.
- else:
    "Let's watch it from the car," said Aunt Tess. "A car with a hard roof is a safe place to be in a thunderstorm, and we'll have the best seats in the house."
    So they climbed in, and watched the storm come marching across the desert toward them like an army that had forgotten to be quiet. First came the wind, racing ahead of the rain. It whipped dust across the parking lot in little spinning swirls and rocked the car on its wheels. Then the rain hit all at once, as if someone had turned on a shower the size of a city, and hail came bouncing off the hood like popcorn.
    Lightning flashed, white and jagged. {hero} counted. "One, two, three..." BOOM.
    "Every five seconds between the flash and the boom is about a mile," said Aunt Tess. "So that one was less than a mile away. Which is plenty close enough, thank you."
    {pal} squeezed its eyes shut and announced that it was not afraid, merely resting its eyes during a loud part.
    Another flash. {hero} counted again, slower, and got all the way to seven before the thunder came grumbling after it.
    "Seven!" said {hero}. "It's moving. It's getting farther away."
}
{end_now: -> watch_close}
~ knows_way = true
{band:
- "young":
    They watched the storm go. It slid across the sky like a big ship. And it went south, down the road!
    "It's going to Rainbow Forest!" said {hero}.
    The rain stopped. They got out. Everything smelled wet and fresh. The striped hills were dark and shiny.
    Then {pal} {sniffed()}. "Look!"
    Out in the wet grass stood some pronghorn. They were tan and white. Drops of rain shone on their backs.
    "We have to follow that storm," said {hero}.
    But the storm was getting smaller and smaller, far down the road. They had to catch it!
- "middle":
    They watched the storm go. It didn't just fade away. It moved, sliding across the sky like a great gray ship, dragging curtains of rain along underneath it. And it was heading south, along the park road, exactly the way they needed to go.
    "It's going toward Rainbow Forest," said {hero}. "We know which way it's going!"
    The rain stopped. They climbed out into air that smelled of wet dust. The striped hills below were dark and shining, with colors deeper than before, as if someone had gone over them with fresh paint.
    Then {pal} {sniffed()}. "Something's out there," it whispered.
    In the wet grass beside the road stood a small herd of pronghorn, tan and white, with raindrops still shining on their backs. One lifted its head and stared at them, then went back to nibbling.
    "They didn't even mind the hail," said Aunt Tess.
    {hero} looked south. The storm was shrinking into the distance, still dark, still raining, still rolling toward the end of the road. If they followed it, they'd know exactly where the rain was. But it was getting away.
- else:
    They watched the storm go. It didn't just fade away, the way {hero} had always thought storms did. It moved, sliding across the sky like a great gray ship under full sail, dragging ragged curtains of rain along beneath it. And it was heading south, down the length of the park, along the road, exactly the way they needed to go.
    "It's going toward Rainbow Forest," {hero} said, and sat up straight. "We know which way it's going. That's a clue, isn't it? That's a real clue."
    The rain stopped. They climbed out into air that smelled of wet dust and something sharp and green. The striped hills below the rim were dark and shining, their colors deeper than before, as if someone had come along behind the storm with a fresh coat of paint.
    Then {pal} {sniffed()}. "Something's out there," it whispered. "Something with legs."
    In the wet grass beside the road stood a small herd of pronghorn, tan and white, with raindrops beaded on their coats like tiny glass buttons. One of them lifted its head and stared at the car with big dark eyes, decided they were boring, and went back to nibbling.
    "They didn't even mind the hail," said Aunt Tess, impressed. "Tough customers."
    {hero} turned to look south. The storm was shrinking into the distance, still dark, still raining, still rolling toward the far end of the road. If they followed it, they would always know exactly where the rain was. But with every second they stood here, it was getting farther away.
}
* [Follow the storm south, all the way to Agate Bridge # act: go] -> agate_bridge
* [Look at the carvings on Newspaper Rock on the way # act: look] -> newspaper_rock
* [Ask Aunt Tess to drive up Blue Mesa to keep the storm in sight # act: ask] -> blue_mesa

=== watch_close ===
# place: painted-desert
# ending: the_faraway_rainbow
{band:
- "young":
    They watched the storm slide away. It went south, down the road. It went on and on.
    "It's going to Rainbow Forest!" said {hero}. "But we are way up here."
    They waited. They drank water. The sun went lower and lower, behind them.
    Then {pal} jumped. "Look! Far, far away!"
    There, far away over the hills, was a piece of a rainbow! Just a short piece showed, where the faraway rain was. But it was a real rainbow.
    "Is it over Rainbow Forest?" asked {hero}.
    Aunt Tess looked at the map. "Not quite," she said. She pointed farther down the road. "Rainbow Forest is that way. But that is our storm, and it is going there."
    {pal} {wiggled()}. "So Rainbow Forest gets the rain," it said. "And we get the rainbow!"
    {hero} laughed and waved at the little piece of rainbow, far, far away.
- "middle":
    They watched the storm go. It didn't just fade. It slid across the sky like a great gray ship, dragging its rain along beneath it, heading south down the length of the park.
    "It's going toward Rainbow Forest," said {hero}. "Without us."
    They climbed out into air that smelled like wet dust, and decided to stay and watch. Aunt Tess passed out water bottles. The striped hills dried slowly, and the sun sank lower and lower behind them, in the west.
    Then {pal} gave a shout. "Look! Way, way over there!"
    Far off to the southeast, on the trailing edge of the storm, a rainbow was standing on the edge of the world. Only a short piece of it showed, just the part where the faraway rain caught the low sun, but every color was there, glowing against the dark clouds.
    "Is that over Rainbow Forest?" asked {hero}.
    Aunt Tess checked the map and squinted. "Not quite," she said, and pointed a long way to the right of it, down the road. "Rainbow Forest is over there. But that's our storm, and that's where it's heading."
    {pal} {wiggled()}. "So Rainbow Forest gets the rain," it said, "and we get the rainbow. That seems fair."
    {hero} watched until the colors faded. It wasn't over Rainbow Forest. But {they} had watched the storm from its first rumble to its last, and it had finished with a rainbow, right where {they} could see it.
- else:
    They watched the storm go. It didn't just fade, the way {hero} had always imagined storms did. It slid across the sky like a great gray ship, dragging its ragged curtains of rain along beneath it, heading steadily south down the whole length of the park.
    "It's going to Rainbow Forest," {hero} said. "Without us. It's going to have our rainbow all by itself."
    They climbed out into air that smelled of wet dust, and after some discussion, decided to stay. It seemed right to keep watching the storm they had started with. Aunt Tess handed out water bottles, the striped hills dried slowly from dark to bright again, and the sun sank lower and lower behind them in the west, until their shadows stretched out across the parking lot like long dark ribbons.
    Then {pal} let out a shout. "Look! Way, way, way over there!"
    Far off to the southeast, on the trailing edge of the storm, a rainbow was standing on the edge of the world. Only a short stub of it showed, just the stretch where the faraway curtain of rain caught the low sun, but every color was there, glowing against the dark underside of the clouds. The rest of the great arch was up there too, {hero} realized. It just had no rain to shine in.
    "Is that over Rainbow Forest?" {hero} asked.
    Aunt Tess checked the map, then squinted along the road, then checked the map again. "Not quite," she admitted, and pointed a long way to the right of the rainbow. "Rainbow Forest is down there, more or less. But that's our storm, and that's where it's heading. Don't quote me on the more or less."
    "So the rainbow isn't over Rainbow Forest," {hero} said slowly. "It's on the storm that's going there."
    {pal} {wiggled()}. "Then Rainbow Forest gets the rain," it said, "and we get the rainbow. I call that a fair trade, and I would know. I'm very fair."
    {hero} watched until the colors thinned and faded into the gray. It wasn't up close, and it wasn't in the right place. But {they} had watched that storm from its very first rumble to its very last rainbow, and known all along which way it was going. Not many people could say that about a storm.
}
-> END

// ---------------------------------------------------------------- chapter 3: Newspaper Rock
=== newspaper_rock ===
# place: newspaper-rock
~ spot = "rock"
{band:
- "young":
    {route == "race": The rain stopped. They got out of the car at Newspaper Rock.}
    {route == "race": The storm had gone on ahead. They could still see it far down the road, big and dark and slow.}
    {route != "race": Aunt Tess drove south. They passed an old rusty car by the road. "That is where old Route 66 went," said Aunt Tess. "It's the only national park with a piece of it!"} # fact: section-historic-route
    {route != "race": When they got to Newspaper Rock, the rain had just stopped.}
    They walked to the railing. Down below were big dark rocks. Pictures were carved all over them!
    {hero} looked through a little telescope. There were spirals. There were people. There were animals.
    "People carved hundreds of pictures here, long, long ago," said Aunt Tess. # fact: newspaper-rock-petroglyphs
    "Stay behind the rail," she said. "The pictures are old. We must keep them safe."
- "middle":
    {route == "race": When the rain finally stopped, they climbed out into the dripping parking lot at Newspaper Rock.}
    {route == "race": The storm had rolled on ahead of them, but it hadn't gone far. They could still see it over the hills to the southeast, dark and slow, like a big animal taking its time.}
    {route != "race": Aunt Tess drove south behind the storm. On the way they crossed the place where old Route 66 used to run, and a rusty old car sat in the grass beside a line of old telephone poles. "This is the only national park with a piece of Route 66 in it," said Aunt Tess.} # fact: section-historic-route
    {route != "race": By the time they pulled in at Newspaper Rock, the rain there had stopped, and everything was dripping.}
    They walked to the overlook. Below it, a jumble of dark boulders was covered with carvings. Through one of the spotting scopes, {hero} could see them up close: spirals, little people, animals, shapes like hands.
    "There are more than six hundred and fifty pictures down there," said Aunt Tess, reading the sign. "Ancestral Puebloan people carved them, over hundreds of years." # fact: newspaper-rock-petroglyphs
    "What do they say?" asked {hero}.
    "Nobody can read them like a newspaper," said Aunt Tess. "But some of them still mean a lot to Pueblo people living today. That's why we stay up here behind the railing, and just look."
- else:
    {route == "race": When the rain finally stopped, they climbed out of the car into the dripping parking lot at Newspaper Rock, blinking like people leaving a movie theater.}
    {route == "race": The storm had rolled on ahead of them, but not far. They could still see it hulking over the hills to the southeast, dark and slow and enormous, like a great animal that had eaten too much lunch and was in no hurry to get anywhere.}
    {route != "race": Aunt Tess drove south behind the storm. On the way they crossed the place where old Route 66 used to run, where a rusty old car sat in the grass beside a line of old telephone poles that didn't carry anything anymore. "This is the only national park with a piece of Route 66 inside it," Aunt Tess said, with the pride of someone who had looked that up.} # fact: section-historic-route
    {route != "race": By the time they pulled in at Newspaper Rock, the storm had already passed over it, and everything was dripping and gleaming.}
    They walked to the overlook. Below it, a jumble of dark boulders lay heaped at the bottom of the slope, and every one of them was covered in carvings. Through one of the spotting scopes, {hero} could see them up close, sharp and strange: spirals, little people, animals, shapes that might have been hands, all pecked through the dark coating of the rock to the paler stone underneath.
    "There are more than six hundred and fifty pictures down there," said Aunt Tess, reading the sign. "Ancestral Puebloan people carved them, over hundreds and hundreds of years." # fact: newspaper-rock-petroglyphs
    "So what do they say?" asked {hero}. "If it's a newspaper?"
    "That's the thing. Nobody can read them like a newspaper," said Aunt Tess. "There are too many, by too many people, over too many years. But some of them still mean a great deal to Pueblo people living today. That's why we stay up here behind the railing, and only look."
}
{end_now: -> rock_close}
{band:
- "young":
    {hero} found a spiral. It went round and round, like a storm cloud.
    A raven sat on the rail. It shook the rain off its wings. Plip, plop!
    The storm was far away now, over the hills. Gray rain still hung under it. But the sun was out, behind them.
    {knows_rule: {hero} checked {their} shadow. Still not long enough. Not yet!|"Where is the rainbow?" asked {hero}. "The sun is out. The rain is over there."}
    {not knows_rule: "Maybe the sun has to be lower," said Aunt Tess. "Let's see."}
    Then {pal} looked the other way. "Uh-oh," it said.
    Far off in the west, a long gray cloud was growing. It was creeping toward the sun!
    "If that cloud covers the sun, there will be no rainbow at all," said Aunt Tess.
    {hero} looked at the gray cloud. Then {they} looked down the road. Which way should they go?
- "middle":
    {hero} found a spiral that wound round and round on itself, just like the storm cloud had. For people farming in the desert, {hero} thought, rain must have mattered more than almost anything.
    A raven landed on the railing a few feet away and shook the water off its wings, spattering {pal}, who gave it a long look.
    The storm had moved off to the east now, over the far hills, with gray rain still hanging beneath it. Behind them, in the west, the sun was out and warm.
    {knows_rule: {hero} turned {their} back to the sun and looked at {their} shadow. It was getting longer. It was about as long as {they} {were} tall now, but the ranger had said a good bit longer. Not yet.|"The sun's out and the rain's over there," said {hero}. "So where's the rainbow?"}
    {knows_rule: "In an hour, the sun will be much lower," said Aunt Tess.|Aunt Tess shrugged. "Maybe the sun's still too high," she said. "It's only half past three. In an hour, it will be much lower."}
    Then {pal} looked the other way, behind them, and went quiet. "I don't like the look of that," it said.
    Far off in the west, a long, flat bank of gray cloud was building along the horizon. And it was creeping toward the sun.
    "If that gets in front of the sun," said Aunt Tess, "there won't be a rainbow anywhere. Not here, and not at Rainbow Forest either."
    {hero} looked at the cloud bank, then down the road, then back at the storm. All of a sudden, an hour didn't seem like very much time.
- else:
    {hero} found a spiral that wound round and round on itself, exactly the way the storm cloud had churned above them earlier. For people farming in this desert, {hero} thought, rain must have mattered more than almost anything. Maybe somebody had stood right here, long ago, watching a storm just like this one roll across the valley.
    A raven landed on the railing a few feet away and shook the water off its wings in a shower of drops, spattering {pal}, who gave it a long, slow look of pure disapproval.
    The storm had drifted east now, out over the far hills, with gray rain still hanging beneath it like a torn curtain. Behind them, in the west, the sun had come out warm and gold.
    {knows_rule: {hero} turned {their} back on the sun and studied {their} shadow on the wet path. It was stretching, definitely stretching, and it was about as long as {they} {were} tall now. But the ranger had said a good bit longer. Not yet. Not quite.|"The sun's out," said {hero}, "and the rain's right over there. So where is the rainbow? What's it waiting for?"}
    {knows_rule: "In an hour, the sun will be much lower," said Aunt Tess. "Things may get interesting."|Aunt Tess shrugged. "Maybe the sun is still too high," she said. "It's only half past three. In an hour it will be much lower, and then things may get interesting."}
    That was when {pal} turned to look the other way, and went very quiet. "Um," it said. "Is that supposed to be there?"
    Far off in the west, low over the horizon, a long flat bank of gray cloud was building. It didn't rain or rumble or do anything dramatic at all. It just grew. And it was creeping, very slowly, toward the sun.
    "If that gets in front of the sun," said Aunt Tess, "there won't be a rainbow anywhere this afternoon. Not here, not at Rainbow Forest, not anywhere."
    {hero} looked at the cloud bank, then down the long road south, then back at the storm, and the hour that had seemed so long a minute ago shrank to almost nothing. Suddenly this was a race, and the thing they were racing was a cloud they could barely see.
}
* [Drive straight to the Giant Logs and get ready # act: go] -> end_logs
* [Look at the wet crystals at Crystal Forest on the way # act: look] -> end_crystal
* [Wait out the last drizzle inside the Rainbow Forest Museum # act: wait]
    {knows_rule: -> end_doorway}
    -> end_museum

=== rock_close ===
# place: newspaper-rock
# ending: rainbow_over_the_old_pictures
{band:
- "young":
    {hero} looked and looked at the pictures. {They} did not want to leave.
    "Let's stay here," said {hero}. "We can watch the storm from here."
    So they waited. The sun went lower and lower, behind them. The storm still rained over the hills, far away.
    Then {pal} gasped. "Look!"
    A rainbow! It was low and wide, right over the hills. It was over the old rocks with the pictures!
    "It's not over Rainbow Forest," said {hero}.
    "No," said Aunt Tess. "It's over something very old and special."
    {hero} smiled. Maybe, long ago, the people who made the pictures saw rainbows right here too.
- "middle":
    {hero} looked at the carvings for a long time. {They} didn't want to leave them.
    "What if we stay here?" said {hero}. "The storm's right over there. We can watch it from here."
    So they stayed. They drank water and watched the storm hang over the far hills. The sun slid lower and lower behind them, and the shadows of the railings stretched out across the path.
    Then {pal} gasped. "Look!"
    Out over the hills, low and wide, a rainbow had appeared. It wasn't very tall, because the sun wasn't low enough yet for a tall one. But it stretched right across the valley, above the boulders full of pictures, every color glowing against the gray rain.
    "It's not over Rainbow Forest," said {hero}.
    "No," said Aunt Tess quietly. "It's over Newspaper Rock. I don't think that's a bad second choice."
    {hero} looked down at the carvings again, and then up at the rainbow. Somebody, long ago, might have stood near here and seen the very same thing. It felt, for a moment, like sharing a secret across a thousand years.
- else:
    {hero} looked at the carvings for a long time, moving from scope to scope, and found that {they} didn't want to leave them at all.
    "What if we just stay here?" {hero} said. "The storm is right over there. We can watch it from here as well as anywhere."
    So they stayed. They drank water and watched the storm hang over the far hills, flickering now and then with lightning so far away that no thunder reached them. The sun slid lower and lower behind them, and the shadows of the railing posts stretched out across the wet path like the teeth of a comb.
    Then {pal} gasped. "Look. Look, look, look."
    Out over the hills, low and wide, a rainbow had appeared. It wasn't tall, because the sun hadn't sunk low enough yet for a tall one, but it stretched right across the valley like a bridge, above the tumbled boulders full of pictures, every band of color glowing against the dark gray rain.
    "It's not over Rainbow Forest," said {hero}, but not sadly.
    "No," said Aunt Tess. "It's over six hundred and fifty very old pictures. I'd say that's a decent second choice."
    {hero} picked out one carved spiral among the pictures below, looked up at the rainbow, and then down at the spiral again. Somebody, hundreds of years ago, might have stood on this same slope after a summer storm and seen this very thing: the rain moving off, the sun coming through, the colors arching over the valley. They hadn't left a note saying so. But they had left a spiral, and {hero} decided that was close enough.
}
-> END

// ---------------------------------------------------------------- chapter 3: Blue Mesa
=== blue_mesa ===
# place: blue-mesa
~ spot = "mesa"
{band:
- "young":
    {route == "race": From Newspaper Rock, Aunt Tess drove up the Blue Mesa road, to the top of the mesa.}
    {route == "race": All the way there, {hero} kept the storm in sight. It was just ahead of them, like a big gray whale.}
    {route != "race": They drove south, past an old rusty car where Route 66 once ran. "This is the only national park with a piece of Route 66," said Aunt Tess.} # fact: section-historic-route
    {route != "race": Then they drove up to the top of Blue Mesa.}
    From the top, they could see so far! Below were round hills with stripes. Blue and purple and gray! The rain had made them dark and shiny.
    Far away, over the hills, was the storm. Lightning flashed inside it. But it was too far away to hear the thunder.
    They walked down the path a little way. The mud by the path was wet and blue.
    "Don't step off the path," said Aunt Tess. "Wet clay is slippery, like soap!"
    {pal} put one foot on the mud. It slid! {pal} pulled it back fast. "Like soap," it said.
- "middle":
    {route == "race": From Newspaper Rock, Aunt Tess drove south and turned onto the Blue Mesa road, which climbed up onto the top of the mesa.}
    {route == "race": All the way there, {hero} kept the storm in sight through the windshield, a dark shape just ahead of them, like a whale they were following across a sea of grass.}
    {route != "race": Aunt Tess drove south behind the storm. On the way they crossed old Route 66, where a rusty old car sat beside a row of old telephone poles, and Aunt Tess said this was the only national park with a piece of Route 66 inside it.} # fact: section-historic-route
    {route != "race": Then she turned onto the Blue Mesa road, which climbed right up onto the top of the mesa.}
    From the top, they could see for miles. Below them lay a world of rounded hills, banded blue and purple and gray. The rain had soaked them dark, and they shone. Off to the east, over the hills, hung the storm, still trailing gray rain. Lightning flickered inside it, but it was too far away for them to hear any thunder.
    They walked a little way down the paved trail. The edges of the path were slick with blue mud.
    "Stay right on the pavement," said Aunt Tess. "When this clay gets wet, it's as slippery as soap."
    {pal} put one foot on the mud, slid, and snatched it back. "Soap," it agreed.
- else:
    {route == "race": From Newspaper Rock, Aunt Tess drove south and swung onto the Blue Mesa road, which climbed in loops right up onto the flat top of the mesa, as if it wanted the best seat for the show.}
    {route == "race": All the way there, {hero} kept the storm in sight through the windshield, a dark, heavy shape always just ahead of them, like a whale they were tracking across an ocean of grass. It never seemed to get any closer, and it never quite got away.}
    {route != "race": Aunt Tess drove south behind the storm. On the way they crossed old Route 66, where a rusty old car sat rotting gently beside a row of old telephone poles, and Aunt Tess mentioned that this was the only national park with a piece of Route 66 inside it, which {pal} said was the most interesting thing a road had ever done.} # fact: section-historic-route
    {route != "race": Then she swung onto the Blue Mesa road, which climbed in loops right up onto the flat top of the mesa, as if it wanted the best seat for the show.}
    From the top, they could see for miles in every direction. Below them lay a whole world of rounded hills, banded blue and lavender and gray, like stacks of folded blankets, and the rain had soaked them so dark that they gleamed. Off to the east, over the badlands, hung the storm, still dragging its gray curtains of rain. Lightning flickered deep inside it, silent and pale, too far away for any thunder to reach them.
    They walked a little way down the paved trail. On either side of the path, the clay had turned into slick blue mud, shiny as wet paint.
    "Stay right on the pavement," said Aunt Tess. "When this clay gets wet, it's as slippery as soap. One step off and you'll be tobogganing to the bottom on your backside."
    {pal} put one foot on the mud to test this, slid alarmingly, and snatched the foot back. "Soap," it said, and spent the next minute trying to wipe the blue off on the pavement.
}
{end_now: -> mesa_close}
{band:
- "young":
    Behind them, the sun came out. It felt warm on their backs.
    {knows_way: "The storm is still going south," said {hero}. "Just like we saw!"|"Which way is the storm going?" asked {hero}.}
    {not knows_way: "South," said Aunt Tess. "Slowly."}
    {knows_rule: {hero} peeked at {their} shadow. It had grown longer. Almost long enough!|The sun was out, and the rain was over there. Would a rainbow come?}
    A green lizard crept onto a warm rock. It did some push-ups.
    {hero} looked far down the road. Oh no! Brown water was running right across it!
    "A flood," said Aunt Tess. "Rain filled a dry wash, and now it is going over the road. We never drive into water like that."
    A park truck waited beside it, lights flashing. The road to Rainbow Forest was cut! Would the water go away in time?
- "middle":
    Up here, with no trees and no walls, the whole sky was one big show. Behind them, in the west, the sun slid out from under the edge of the clouds, warm on their backs. In front of them, the storm crawled slowly on over the badlands.
    {knows_way: "It's still going south," said {hero}. "Just like we saw from the rim."|"Which way is it going?" asked {hero}.}
    {not knows_way: Aunt Tess watched it for a long minute. "South," she said. "Slowly."}
    {knows_rule: {hero} checked {their} shadow. It was a little longer than {they} {were} tall now. Not a good bit longer, though. Almost.|{hero} didn't know exactly what a rainbow needed. But the sun was out, and the rain was over there, and that felt like a start.}
    A lizard with a bright green body and a black collar crept out onto a rock to warm up in the sunshine. It did a few push-ups, like an athlete getting ready for a race.
    From up here, {hero} could see the whole southern end of the park laid out like a map: the road winding away, the striped hills, and a far-off smudge that might be Rainbow Forest. Then {they} saw something that made {them} grab Aunt Tess's arm. Far below, where a dry wash crossed the park road, a wide brown stripe of water was sliding right over the pavement. A park truck had stopped beside it with its lights flashing.
    "Flood water," said Aunt Tess. "The rain filled that wash, and now it's running across the road. You never drive into water like that."
    "But that's the way to Rainbow Forest," said {hero}.
    "It'll drain," said Aunt Tess. "Flash floods go down almost as fast as they come up." But {hero} looked at the long shadows on the pavement, and then at the brown water, and wondered which would win.
- else:
    Up here, with no trees and no walls and nothing taller than {hero} for a mile, the whole sky was one enormous show. Behind them, in the west, the sun slid out from under the ragged edge of the clouds and laid its warmth across their shoulders like a blanket. In front of them, the storm crawled slowly onward, and its shadow slid across the hills underneath it.
    {knows_way: "It's still going south," said {hero}. "Exactly like we saw from the rim. It hasn't changed its mind once."|"Which way is it even going?" asked {hero}.}
    {not knows_way: Aunt Tess watched it for a long, patient minute. "South," she said at last. "Slowly. Like it has all the time in the world."}
    {knows_rule: {hero} turned {their} back on the sun and checked {their} shadow on the pavement. It had grown since the rim, or since whenever {they} had last checked, which was about every four minutes. Now it was a little longer than {they} {were} tall. Not a good bit longer, the way the ranger had said. But almost.|{hero} didn't know exactly what a rainbow needed, beyond sun and rain. But the sun was out, and the rain was over there, and that felt like the beginning of something.}
    A lizard with a bright green body and a black collar crept out onto a rock beside the path to soak up the returning sunshine. It did a few brisk push-ups, as if it, too, were limbering up for an event.
    From up here, {hero} could see the whole southern end of the park spread out like a map: the road winding away between the hills, the striped badlands going gold in the slanting light, and, very far off, a smudge that might have been Rainbow Forest. Then {their} eye snagged on something that didn't belong. Far below, where a dry wash crossed the park road, a wide brown stripe was sliding across the pavement, and a park truck had stopped beside it with its lights turning.
    "Flood water," said Aunt Tess. "The storm filled that wash, and now it's pouring over the road. And before you ask, no. You never drive into water running over a road. It's always deeper and faster than it looks."
    "But that's the way to Rainbow Forest," said {hero}.
    "It'll drain," said Aunt Tess. "Flash floods drop almost as fast as they rise." {hero} looked at the brown stripe across the road, and then at the shadows stretching longer across the pavement, and for the first time all afternoon it felt as if the park had picked a side.
}
* [Stop at Crystal Forest to see the wet logs sparkle # act: look] -> end_crystal
* [Ask Aunt Tess to wait out the drizzle in the Rainbow Forest Museum # act: ask]
    {knows_rule: -> end_doorway}
    -> end_museum
* [Go straight to the Giant Logs before the sun gets too low # act: go] -> end_logs

=== mesa_close ===
# place: blue-mesa
# ending: the_rainbow_lying_down
{band:
- "young":
    "Let's stay up here," said {hero}. "We can see the whole sky!"
    But then a long gray cloud slid over the sun. They waited and waited. The sun did not come back.
    "No sun, no rainbow," said Aunt Tess. "A rainbow needs sun and rain at the same time."
    {hero} felt sad. Then {hero} looked down at the hills. They were wet and shiny. Blue stripes. Purple stripes. Gray stripes. Even a red stripe!
    "Look," said {hero}. "The rainbow is lying down on the hills!"
    {pal} {wiggled()}. "A sleepy rainbow," it said.
    {hero} laughed. It was a very good rainbow, even lying down.
- "middle":
    "Let's stay up here," said {hero}. "We can see the whole sky from here. We can't miss it."
    So they waited on top of the mesa, watching the storm crawl across the badlands. But then a long gray bank of cloud slid across the west and swallowed the sun. The warmth went off their backs like a blanket pulled away.
    They waited. The rain kept falling far away, but the sun did not come back.
    "No sun, no rainbow," said Aunt Tess gently. "A rainbow needs sunshine and rain at the very same time."
    {hero} felt the disappointment sink all the way down to {their} shoes. Then {they} looked down at the hills below.
    They were soaked and shining. Blue stripes, purple stripes, gray stripes, even a thin rusty red one, all glowing softly in the gray light, one on top of another.
    "Look," said {hero}. "The rainbow's lying down. It's on the hills instead of in the sky."
    {pal} {wiggled()}. "It's taking a nap," it said. "It had a big afternoon."
    {hero} laughed in spite of {themself}. It wasn't the rainbow {they} had come for. But now {they} knew something {they} hadn't known that morning: a rainbow needs the sun just as much as it needs the rain.
- else:
    "Let's stay up here," said {hero}. "We can see the whole sky from here. There's no way we can miss it."
    So they waited on top of the mesa, watching the storm crawl south across the badlands. But then a long gray bank of cloud slid across the western sky like a door closing, and swallowed the sun whole. The warmth went off their backs as if someone had pulled a blanket away.
    They waited. Ten minutes. Twenty. The rain kept falling far away over the hills, and the sun stayed exactly where it was, hidden and sulking.
    "No sun, no rainbow," said Aunt Tess, gently. "A rainbow needs sunshine and rain at the very same time. One without the other is just weather."
    {hero} felt the disappointment sink all the way down to {their} shoes and settle there, heavy and cold. {They} had been so sure. {They} had done everything right, and the sky simply hadn't cooperated. Then {they} looked down at the hills below, mostly so that nobody would see {their} face.
    They were soaked and shining. Blue stripes, lavender stripes, gray stripes, and even a thin rusty red one near the bottom, all glowing softly in the pearly light, stacked one on top of another all the way down.
    "Look," {hero} said slowly. "The rainbow's lying down. It's on the hills instead of in the sky."
    {pal} {wiggled()}. "It's having a nap," it said. "It had a very big afternoon. Storms are exhausting."
    {hero} laughed, a little wobbly, but a real laugh. It wasn't the rainbow {they} had come all this way for. But {they} knew something now that {they} hadn't known at lunchtime: a rainbow needs the sun just as much as it needs the rain. And a place like this kept its colors even when the sky put its own away.
}
-> END

// ---------------------------------------------------------------- chapter 3: Agate Bridge
=== agate_bridge ===
# place: agate-bridge
~ spot = "bridge"
{band:
- "young":
    {route == "race": From Newspaper Rock, Aunt Tess drove south to Agate Bridge. The storm stayed just ahead of them all the way.}
    {route != "race": Aunt Tess drove south after the storm. They passed an old car by the road. "Old Route 66 went here," said Aunt Tess. "This is the only national park with a piece of it."} # fact: section-historic-route
    {route != "race": Then they stopped at Agate Bridge.}
    They heard a loud noise. Whoosh! Rush!
    They ran to the rail. Below was a deep ditch. Brown water was rushing through it, fast and foamy! Over the water lay a long stone log, like a bridge.
    "A flash flood," said Aunt Tess. "The rain ran off the hills all at once. Never go down into a ditch like this when it rains."
    "The stone bridge has a river now!" said {pal}.
- "middle":
    {route == "race": From Newspaper Rock, Aunt Tess drove south, past the turn for Blue Mesa, to Agate Bridge.}
    {route == "race": The storm stayed just ahead of them the whole way, and once, through a gap in the hills, {hero} saw a gray curtain of rain sweep right across the road in front of them.}
    {route != "race": Aunt Tess drove south after the storm. On the way they crossed old Route 66, where a rusty old car sat beside a row of old telephone poles. "This is the only national park with a piece of Route 66 inside it," said Aunt Tess.} # fact: section-historic-route
    {route != "race": The storm had crossed the road just ahead of them, and when they pulled in at Agate Bridge, everything was dripping.}
    They heard it before they saw it: a rushing, roaring sound. They hurried to the railing.
    Below was a gully, and it was full of water. Red-brown water, foaming and tumbling, carrying sticks and grass along with it, where there was usually nothing but dry sand. And stretched across the top of it, from one side to the other, lay a long stone log, with a concrete beam tucked underneath to hold it up.
    "A flash flood," said Aunt Tess. "All that rain ran off the hills at once. That's why you never go down into a wash or a gully when it's raining, even if the rain is miles away."
    "The stone bridge has a river to go over now," said {pal}. "It must be so happy."
- else:
    {route == "race": From Newspaper Rock, Aunt Tess drove south, past the turn for Blue Mesa, to Agate Bridge, with the storm always just ahead, like a bus pulling away from the stop just as you run for it.}
    {route == "race": Once, through a gap in the hills, {hero} watched a gray curtain of rain sweep right across the road ahead of them, as if the storm were wiping the road clean before they arrived. When they pulled in at Agate Bridge, every bush and rock was still dripping.}
    {route != "race": Aunt Tess drove south after the storm. On the way they crossed old Route 66, where a rusty old car sat beside a row of old telephone poles that no longer carried anything. "This is the only national park with a piece of Route 66 inside it," Aunt Tess said, and {pal} pressed against the window to watch the old car go by.} # fact: section-historic-route
    {route != "race": The storm had crossed the road just ahead of them, and when they pulled in at Agate Bridge, every bush and rock was dripping.}
    They heard it before they saw it: a rushing, grinding roar, like a train that wasn't there. They hurried to the railing.
    Below was a gully, and the gully was full. Red-brown water was pouring through it, foaming and tumbling over itself, carrying sticks and clumps of grass along at a terrific speed, where Aunt Tess said there was usually nothing but dry sand. And stretched over the top of it all, from one bank to the other, lay a long stone log, striped red and yellow, with a concrete beam tucked underneath to hold it up.
    "A flash flood," said Aunt Tess, and she put a hand on {hero}'s shoulder without seeming to notice she'd done it. "All that rain ran off the hills at once. That's why you never go down into a wash or a gully when it's raining, even if the rain is miles away. The water can come from somewhere you can't even see."
    "The stone bridge finally has a river to go over," said {pal}, leaning out to look. "After all this time. It must be thrilled."
}
{end_now: -> bridge_close}
~ saw_flood = true
~ saw_coyote = true
{band:
- "young":
    Aunt Tess read the sign. "This log is very old. Mud and ash buried it. Slowly, the wood turned to stone." # fact: logs-turned-stone
    "A stone tree over a brand-new river," said {hero}.
    Then a coyote came out on the far side. It shook the water off its fur, like a wet dog. Then it trotted away.
    The water was going down already. It was getting slower.
    Suddenly, the sun came out behind them. The brown water flashed gold!
    {knows_rule: {hero} spun around to see {their} shadow. So long! Almost long enough!|{hero} spun around. The sunshine was warm on {their} face. Then {they} turned back to the rain.}
    Was it time?
- "middle":
    Aunt Tess read the sign. "This log is petrified wood," she said. "Long ago it was buried in mud and volcanic ash, and minerals like quartz slowly took the place of the wood." # fact: logs-turned-stone
    "So water helped turn it into stone," said {hero}. "And now water's rushing right under it."
    On the far side of the gully, a coyote slipped out from behind a bush. It shook itself hard, spraying water in every direction like a wet dog, then trotted off along the bank without a glance at them.
    Already, the flood was dropping. The roar had turned into a gurgle. Flash floods came fast and went fast.
    Then, all at once, the sun broke through behind them, and the muddy water below flashed gold.
    {knows_rule: {hero} spun around and checked {their} shadow. It stretched across the path, long and thin, already longer than {they} {were} tall. Nearly long enough!|{hero} spun around to look at the sun, low in the west, and then back at the gray rain still falling over the hills.}
    Was this it? Was it finally time?
- else:
    Aunt Tess read the sign by the railing. "This log is petrified wood," she said. "Long ago, it was buried in mud and volcanic ash. Water soaked through it, and minerals like quartz slowly took the place of the wood, until the whole tree had turned to stone." # fact: logs-turned-stone
    "So water helped turn it into stone," said {hero}, watching the flood churn beneath it. "And now, two hundred million years later, water's rushing right under it again. Like it came back to visit."
    On the far side of the gully, a coyote slipped out from behind a bush, drenched and skinny-looking. It shook itself so hard that water sprayed off it in a shining circle, like a wet dog, then trotted away along the bank without so much as a glance at them.
    Already the flood was dropping. The roar had softened to a gurgle, and a line of wet mud high on the gully walls showed where the water had been only minutes before. Flash floods, Aunt Tess said, came fast and went fast.
    Then, all at once, the sun broke through behind them, and the muddy water below turned to rippling gold.
    {knows_rule: {hero} spun around and checked {their} shadow. It stretched across the wet path, long and thin and wobbly, already longer than {they} {were} tall. Nearly long enough. Nearly!|{hero} spun around to look at the sun, sinking in the west, and then back at the gray rain still falling over the hills to the east, and felt something tighten in {their} chest.}
    Was this it? After the whole long afternoon of chasing, was it finally time?
}
* [Wait out the drizzle in the museum at Rainbow Forest # act: wait]
    {knows_rule: -> end_doorway}
    -> end_museum
* [Hurry on to the Giant Logs to be ready # act: go] -> end_logs
* [Stop at Crystal Forest when the sun comes all the way out # act: look] -> end_crystal

=== bridge_close ===
# place: agate-bridge
# ending: a_bridge_over_the_bridge
{band:
- "young":
    Just then, the sun peeked out behind them. It lit up every wet rock.
    "We are not leaving this spot," said {hero}.
    The water went down and down. The sun got lower, behind them. Far away, past the gully, the rain was still falling.
    {knows_rule: {hero} looked past {their} long shadow, toward the rain, the way the ranger said.|{pal} peered along their long shadows, toward the rain.}
    "Look!" shouted {hero}.
    A rainbow! It went up, up, and over, right above the stone bridge!
    "A rainbow bridge over a stone bridge," said Aunt Tess.
    {pal} {wiggled()}. "Two bridges!" it said. "I can't walk on either one."
    It was not over Rainbow Forest. But {hero} did not mind one bit.
- "middle":
    Just then, the clouds behind them tore open, and the low sun poured through, lighting up every wet rock in the gully.
    "We are not leaving this spot," said {hero}. "The rain's right over there. The sun's right behind us."
    So they stayed. The flood dropped to a trickle, and the gully went back to being mud. The sun slid lower in the west behind them, and their shadows stretched out across the path toward the hills, where gray rain was still falling.
    {knows_rule: {hero} looked straight out past the shadow of {their} own head, just as the ranger had taught {them}.|{hero} couldn't stop watching the gray rain at the far end of all those long shadows.}
    "There!" {they} shouted.
    A rainbow was rising out of the hills beyond the gully. It climbed up, up, and over, a perfect arch, and from where they stood, it curved right over the top of the long stone log.
    "A rainbow bridge," said Aunt Tess softly, "over a stone bridge."
    {pal} {wiggled()}. "Two bridges," it said, "and I'm not allowed to walk on either of them."
    It wasn't over Rainbow Forest. But {hero} looked at the old stone log, a tree that had lain here for two hundred million years, wearing a brand-new rainbow like a crown, and decided it had earned one.
- else:
    Just then, the clouds behind them tore apart, and low golden sunlight came pouring through the gap, lighting up every wet rock and dripping bush along the gully.
    "We're not leaving this spot," {hero} said. {knows_rule: "The rain's right over there. The sun's right behind us. Everything's in the right place. Why would we leave?"|"The rain's right over there, and the sun's finally out. Sun and rain, both at once. Why would we leave?"}
    So they stayed. The flood dropped to a trickle, then to a shine of wet mud, and the gully went back to being an ordinary gully, looking faintly embarrassed about the whole thing. The sun slid lower in the west behind them, and their shadows stretched out long and skinny across the path toward the hills beyond the gully, where the gray rain was still falling.
    {knows_rule: {hero} turned {their} back squarely on the sun, the way the ranger had said, and looked straight out past the shadow of {their} own head.|{hero} kept {their} eyes on the rain, because that was where all the long shadows were pointing, and it seemed as good a place to look as any.}
    "There!" {they} shouted, so loudly that a raven on a nearby rock took off in protest.
    A rainbow was rising out of the hills beyond the gully. It climbed up and up and curved over in one perfect, shining arch, and from exactly where they stood, it bent right over the top of the long stone log, like a second bridge built of light on top of the first.
    "A rainbow bridge," said Aunt Tess, very softly, "over a stone bridge."
    {pal} {wiggled()}. "Two bridges," it said, "and I am not allowed to walk on either of them. This park is very strict."
    It wasn't over Rainbow Forest. Rainbow Forest was still miles away down the road. But {hero} looked at the old stone log, a tree that had waited two hundred million years in the mud to become a bridge, and had lived through a flood this very afternoon, now wearing a brand-new rainbow over its shoulders. And {hero} decided it had earned one more than anybody.
}
-> END

// ---------------------------------------------------------------- ending: over the Giant Logs
=== end_logs ===
# place: giant-logs
# ending: rainbow_over_the_logs
{band:
- "young":
    {spot == "rock": It was a long drive south from Newspaper Rock. The gray cloud crept closer and closer to the sun.|{spot == "mesa": They came down from Blue Mesa to the wash. The brown water was just going off the road! A man in the park truck waved them on. Aunt Tess drove all the way south.|From Agate Bridge, it was not far to the end of the road.}} At last they came to Rainbow Forest! They hurried to the Giant Logs.
    The logs were huge. They were wet and shiny. Red and orange and yellow and purple!
    "If we hear thunder again, we go right back to the car," said Aunt Tess.
    "Every one of these logs is more than 200 million years old," she said. # fact: logs-old-early
    Far away, past the logs, the rain was still falling. The sun was low, behind them. {spot == "rock": {hero} peeked back over {their} shoulder and held up {their} hand. The gray cloud had stopped, just one hand away from the sun!}
    {knows_rule: {hero} looked down. {Their} shadow was long and thin! "Sun behind. Rain in front," {hero} said. {They} looked past the shadow of {their} head.|"Look at our long shadows," said Aunt Tess. "They point right at the rain." {hero} looked where the shadows pointed.}
    And there it was. A rainbow! It went up and over the giant logs!
    Then another one came, higher up and fainter. Two rainbows!
    A raven flew right across the middle. Caw!
    "A rainbow over Rainbow Forest," said {hero}. "We did it!"
    {route == "race": "The storm got here first," said {pal}. "But we got here in time!"|{route == "rule": "The ranger's rule worked!" said {pal}.|"We followed the storm all the way here!" said {pal}.}}
    {hero} pointed down at the wet logs. "And look. The sky matches the logs!"
    It did. Red, orange, yellow, purple, up in the sky and down on the ground.
- "middle":
    {spot == "rock": It was a long drive south from Newspaper Rock, past Blue Mesa and Agate Bridge and Crystal Forest, all the way to the end of the road. The whole way, {hero} kept turning around to watch the gray cloud bank slide closer to the sun.|{spot == "mesa": When they came down off the mesa and reached the wash, the brown water was just draining off the road, and the man in the park truck waved them through. The water had lost the race. Aunt Tess drove on south along the park road, all the way to the end.|From Agate Bridge, it was only a few more miles to the end of the road.}} They parked at Rainbow Forest, hurried through the museum, and went out the back onto the Giant Logs trail.
    The logs were enormous, and the rain had washed them clean. They glittered red and orange and yellow and purple in the low golden light.
    "Stay on the path," said Aunt Tess. "And if we hear even one more rumble of thunder, we go straight back to the car."
    She read the sign at the start of the trail. "Every log here is more than two hundred million years old. They were living trees back when early dinosaurs were around." # fact: logs-old-early
    Past the logs, to the east, the tail of the storm was still dragging gray rain across the hills. Behind them, the sun hung low in the west. {spot == "rock": The gray cloud bank had crept right up to the sun, and then stopped, a hand's width short.}
    {knows_rule: {hero} checked {their} shadow. It was long now, much longer than {they} {were} tall. Sun behind. Rain in front. Long shadow. {They} took a deep breath and looked straight out past the shadow of {their} head.|{knows_way: "We followed that storm the whole way," said {hero}. "It's right there."|Then {pal} noticed their shadows, stretched out long and thin, all pointing the same way, straight at the rain. {hero} looked where the shadows pointed.}}
    {not knows_rule && knows_way: Aunt Tess pointed at the ground. "Look how long our shadows are," she said. "They're pointing right at the rain." So {hero} looked where the shadows pointed.}
    And there it was. A rainbow, rising out of the hills and arching right over the giant logs, every color sharp and bright against the dark clouds.
    Then, above it, a second rainbow appeared, fainter, with its colors in the opposite order. A raven flapped straight across the middle of both of them, black against all that color, croaking as if it owned the whole sky.
    "A double," whispered Aunt Tess.
    "A rainbow over Rainbow Forest," said {hero}. "Two of them!"
    {route == "race": "We raced that storm all the way from the Painted Desert," said {pal}. "It got here first, but we got here in time."|{route == "rule": "Every part of the ranger's rule," said {pal}. "It worked. It actually worked."|"The ranger said maybe later, if we were lucky," said {pal}. "Well, it's later. And we're lucky."}}
    {hero} laughed and pointed down at the wet logs. "And look," {they} said. "The sky matches the logs."
    It did. Red and orange and yellow and purple, up in the sky and down on the ground, as if the logs had been rainbows all along and had only been waiting for one to come and say hello.
- else:
    {spot == "rock": It was a long drive south from Newspaper Rock, past Blue Mesa and Agate Bridge and Crystal Forest, with {hero} watching the sky through the window the whole way as if it might try to escape. The gray bank of cloud kept inching toward the sun, and the sun, as far as {hero} could tell, was doing nothing about it.|{spot == "mesa": By the time they came down off the mesa and reached the wash, the brown water was just draining off the pavement, and the driver of the park truck leaned out of his window and waved them through. {hero} whooped. Maybe the park was on their side after all. Aunt Tess drove south along the park road, all the way to the end, with {hero} watching the sky through the window the whole way as if it might try to escape.|From Agate Bridge it was only a few more miles to the end of the road, and {hero} spent every one of them with {their} face pressed to the window, watching the sky as if it might try to escape.}} They parked at Rainbow Forest, hurried through the museum, and went out the back door onto the Giant Logs trail.
    The logs were enormous, and the storm had washed every one of them clean. They glittered in the low golden light, red and orange and yellow and purple, as bright as if they had been painted that morning.
    "Stay on the path," said Aunt Tess. "And if we hear so much as one more rumble, we're back in that car before it finishes."
    She read the sign at the start of the trail. "Every log here is more than two hundred million years old. They were living trees back when early dinosaurs were around." # fact: logs-old-early
    Past the logs, to the east, the tail end of the storm was still dragging gray rain across the hills. Behind them, the sun hung low in the west, round and gold and finally, finally low enough. {spot == "rock": The gray cloud bank had crept right up beside it and then, for no reason anyone could see, stopped a hand's width short, as if it had lost its nerve.}
    {knows_rule: {hero} checked {their} shadow. It stretched out across the path, far longer than {they} {were} tall. Sun behind. Rain in front. Long shadow. Everything the ranger had said, all lined up at once. {They} took a deep breath, the kind you take at the top of a high dive, and looked straight out past the shadow of {their} own head.|{knows_way: "We followed that storm the whole way," said {hero}. "From the very first rumble. It's right there."|Then {pal} noticed their shadows, stretched out long and thin across the path, all pointing the same way, straight at the gray curtain of rain. "That seems important," it said. {hero} followed the shadows with {their} eyes.}}
    {not knows_rule && knows_way: Aunt Tess pointed at the ground. "Look how long our shadows are," she said slowly. "They're all pointing straight at the rain." {hero} followed them with {their} eyes.}
    And there it was.
    A rainbow, rising out of the hills and arching right over the giant logs, every band of color so sharp and bright against the dark clouds that it almost didn't look real. Then, above it, a second rainbow bloomed, paler and wider, with its colors running in the opposite order, like a reflection of the first. A raven came flapping straight across the middle of both, black against all that color, croaking loudly, as if it had arranged the whole thing and wanted the credit.
    "A double," whispered Aunt Tess. She didn't reach for her phone. She just stood there.
    "A rainbow over Rainbow Forest," said {hero}, and {their} voice came out strange and small. "Two of them."
    {route == "race": "We raced that storm all the way from the Painted Desert," said {pal}. "It beat us here. But we beat the sunset, and that's the race that counted."|{route == "rule": "Sun behind, rain in front, long shadow," said {pal}, as if reciting a poem. "Every single part of the ranger's rule. It actually worked."|"The ranger said maybe later, if we were lucky," said {pal}. "Well. It is now officially later, and I have never felt luckier in my life."}}
    {hero} found {their} voice again and pointed down at the wet, glittering logs. "And look," {they} said softly. "The sky matches the logs."
    It did. Red and orange and yellow and purple, up in the sky and down on the ground, the new colors and the ancient ones side by side. It was as if the logs had been rainbows all along, for two hundred million years, and had only been waiting for a real one to come along and recognize them. {hero} stood on the path and didn't say anything else for a long, long time, and nobody made {them}.
}
-> END

// ---------------------------------------------------------------- ending: Crystal Forest
=== end_crystal ===
# place: crystal-forest
# ending: rainbow_on_the_way
{band:
- "young":
    {spot == "rock": The gray cloud in the west was still creeping. On the way south, they stopped at Crystal Forest.|{spot == "mesa": When the water was off the road, they drove south and stopped at Crystal Forest.|Just down the road from Agate Bridge, they stopped at Crystal Forest.}} The stone logs were wet. The crystals sparkled like sugar!
    Little puddles sat on top of the logs. {pal} looked into one and saw itself. "Hello, me," it said.
    A raven landed on a log and drank from a puddle. Sip, head back. Sip, head back.
    Under a bush sat a jackrabbit. It had giant ears! The sun shone pink through them.
    "Big ears help it stay cool," said Aunt Tess.
    {knows_rule: {hero} looked at {their} long shadow. Then {they} looked past it, at the rain.|Then {pal} pointed past their long shadows, at the rain.}
    A rainbow! It rose up over the Crystal Forest, big and bright! A tiny rainbow shone in every puddle too.
    "Is it over Rainbow Forest?" asked {pal}.
    {knows_rule: {hero} remembered the ranger's rule. "No," {they} said. "Rainbow Forest is down the road, on the sun's side of the sky. A rainbow is never on the sun's side."|Aunt Tess looked at the map. "No," she said. "Rainbow Forest is down the road, on the sun's side of the sky. A rainbow is never on the sun's side."}
    {hero} smiled up at the sky. "Then this one is for the Crystal Forest," {they} said. "And for the rabbit."
    The jackrabbit did not even look up.
- "middle":
    {spot == "rock": The gray cloud bank in the west crept closer all the way south, but it still hadn't reached the sun when {hero} asked to stop at Crystal Forest, and Aunt Tess pulled in.|{spot == "mesa": As soon as the flood had drained off the road, they came down from Blue Mesa, and {hero} asked to stop at Crystal Forest on the way.|Just down the road from Agate Bridge, {hero} asked to stop at Crystal Forest, and Aunt Tess pulled in.}} The rain had only just left, and every stone log along the paved loop was wet and glittering. Where the logs had broken apart, the crystals inside shone like sugar. Little puddles had collected in the dips on top of the logs, each one holding a tiny piece of sky.
    A raven landed on the nearest log, dipped its beak into one of the puddles, and tipped its head back to swallow. "Out here, nobody wastes a drop of rain," said Aunt Tess.
    Under a saltbush by the path sat a jackrabbit with the biggest ears {hero} had ever seen. The low sun shone right through them, so they glowed pink.
    "Those ears help it cool off in the heat," said Aunt Tess. "They let the heat out, like a radiator."
    {knows_rule: {hero} checked {their} shadow. It was long now, much longer than {they} {were} tall. {hero} looked straight out past the shadow of {their} head, toward the rain.|Then {pal} noticed their long shadows, all pointing toward the rain over the hills, and looked that way.}
    And there it was. A rainbow, rising up over the Crystal Forest, huge and bright. Every puddle on every log caught a little piece of it.
    "Is it over Rainbow Forest?" asked {pal}. "Please say it's over Rainbow Forest."
    {knows_rule: {hero} thought about the ranger's rule, and shook {their} head. "It can't be," {they} said. "Rainbow Forest is down the road that way, on the sun's side of the sky. And a rainbow is always on the other side, across from the sun."|Aunt Tess unfolded the map and turned it the right way around. "Rainbow Forest is down the road that way," she said, "on the sun's side of the sky. And a rainbow is always on the other side, across from the sun. So from here, it can't be."}
    {hero} looked from the rainbow to the long road south and back. It wasn't over Rainbow Forest, and from here it never could be. "Then this one belongs to the Crystal Forest," {they} decided.
    {route == "race": "We raced a storm for twenty miles to get here," said {pal}. "I think we're allowed a rainbow wherever it wants to stand."|{route == "rule": "And you worked that out with the ranger's rule," said {pal}. "Sun behind, rain in front."|"We followed it all afternoon," said {pal}. "It seems only fair that it left us something here."}}
    Under the saltbush, the jackrabbit didn't even look up. It had seen rainbows before.
- else:
    {spot == "rock": The gray bank of cloud in the west crept closer the whole way south, like a lid sliding over a jar, but it still hadn't reached the sun when {hero} begged to stop at Crystal Forest, and Aunt Tess, who was a soft touch about things that sparkled, pulled in.|{spot == "mesa": The flood took twenty long minutes to drain off the road. As soon as it had, they came down from Blue Mesa, and {hero} begged to stop at Crystal Forest on the way, and Aunt Tess, who was a soft touch about things that sparkled, pulled in.|Just down the road from Agate Bridge, {hero} begged to stop at Crystal Forest, and Aunt Tess, who was a soft touch about things that sparkled, pulled in.}} The rain had left only minutes before, and every stone log along the paved loop was wet and glittering. Where the logs had cracked apart, the crystals inside caught the low light and shone like spilled sugar. Little puddles had collected in the dips on top of the logs, each one holding a small, bright scrap of sky.
    Under a saltbush beside the path sat a jackrabbit with the most ridiculous ears {hero} had ever seen, tall as a pair of paddles. The sun was shining straight through them from behind, so that they glowed pink, with tiny veins showing like the lines on a leaf.
    "Those ears help it stay cool," said Aunt Tess. "All that blood so close to the air lets the heat out, like a radiator."
    "I would like ears like that," said {pal}, "for summer."
    A raven flapped down onto the nearest log, dipped its heavy beak into one of the little puddles, and tipped its head back to let the water run down its throat. Then it did it again, and again, very businesslike, as if it had been waiting all summer for somebody to fill this exact puddle. "Out here, rain doesn't stay long," said Aunt Tess. "Everybody drinks while they can."
    {knows_rule: {hero} checked {their} shadow out of habit. It had grown long, far longer than {they} {were} tall. {Their} heart jumped. {They} looked straight out past the shadow of {their} own head, toward the rain still drifting over the hills.|Then {pal} noticed their shadows, stretched out long and thin and all pointing the same way, toward the rain still drifting over the hills. It looked that way, and went very still.}
    And there it was. A rainbow, rising up over the Crystal Forest, huge and clear and shining, and in every puddle on every log, a tiny copy of it trembled.
    "Is it over Rainbow Forest?" said {pal} hopefully. "Tell me it's over Rainbow Forest."
    {knows_rule: {hero} opened {their} mouth to say yes, and shut it again, because the rule had got there first. "It can't be," {they} said slowly. "Rainbow Forest is down the road that way, on the sun's side of the sky. And a rainbow is always on the far side, wrapped around your shadow. From here, it can never be over Rainbow Forest. Not even a little."|Aunt Tess turned the map around, then turned herself around, and frowned. "Rainbow Forest is down the road that way," she said, "on the sun's side of the sky. And a rainbow is always on the far side, away from the sun. I'm afraid that from here, it can never be over Rainbow Forest. Not even a little."}
    {hero} looked from the rainbow to the long road south and back again, and felt the goal of the whole afternoon quietly change shape. "Then this one belongs to the Crystal Forest," {they} said. "And the jackrabbit."
    {route == "race": "We raced a storm for twenty miles," said {pal}. "I believe that entitles us to a rainbow, wherever it decides to stand."|{route == "rule": "And you worked that out with the rule," said {pal}. "I watched you do it. That's not missing Rainbow Forest. That's knowing why."|"We followed that storm all afternoon," said {pal}. "It seems only polite that it left us something here."}}
    "I'd say this one counts twice," said Aunt Tess. "Maybe three times, for the jackrabbit."
    Under the saltbush, the jackrabbit didn't so much as twitch an ear. It had clearly seen rainbows before and didn't see what the fuss was about. {hero} grinned at it, and then up at the sky, and found {they} agreed with Aunt Tess completely.
}
-> END

// ---------------------------------------------------------------- ending: the rainbow behind the museum (without the rule)
=== end_museum ===
# place: rainbow-forest
# ending: rainbow_behind_our_backs
{band:
- "young":
    {spot == "rock": Out in the west, the gray cloud crept along beside them all the way south to Rainbow Forest.|{spot == "mesa": When the water was off the road, they drove all the way down to Rainbow Forest.|They drove on from Agate Bridge to Rainbow Forest.}} A little rain was still falling, so they went into the museum to wait.
    In a glass case lay pieces of stone log. They were cut open and polished, and they shone.
    "A rainbow hunt!" said {hero}. {They} found red. {They} found orange and yellow. {They} even found a bit of purple.
    "Where is the green?" asked {pal}. They looked and looked and looked.
    Then they went outside. People were pointing at the sky!
    "You missed it!" said a woman in a dripping poncho. "There was a giant rainbow! It just went away!"
    {hero} looked up. There was only a faint stripe of color. Then it was gone.
    {hero} felt like crying. "I didn't know it would go so fast," {they} said.
    Aunt Tess gave {hero} a hug. "Next time, when the sun comes out after rain, we go outside," she said.
    Then {hero} saw the logs behind the museum. The low sun made them shine. Red, orange, yellow, purple!
    {route == "race": "We raced all that way," said {hero}. "And then we went inside."|"We followed it the whole way," said {hero}. "And then we stopped watching."}
    "Rainbow Forest kept its rainbow," said {pal}.
- "middle":
    {spot == "rock": The gray cloud bank followed them all the way south to Rainbow Forest at the end of the road.|{spot == "mesa": As soon as the flood had drained off the road, Aunt Tess drove down off the mesa and south, all the way to Rainbow Forest at the end of the road.|From Agate Bridge, it was only a few more miles to Rainbow Forest at the end of the road.}} A light drizzle was still falling when they got there, so they ducked into the museum to wait it out.
    Inside, in a long glass case, lay pieces of petrified log that had been cut open and polished until they shone. Their insides were swirled with color.
    "A rainbow hunt," said {hero}. "Let's find every color." {They} found red right away, then orange, then yellow. A sign said those colors came from tiny bits of iron in the stone, the same stuff that makes rust.
    "Purple!" said {pal}, pressing close to the glass. "But where's the green? Where's the blue?"
    They went from piece to piece, hunting. {hero} was sure there was a blue one somewhere.
    When they finally went out the back door, people all along the Giant Logs trail were pointing at the sky and holding up their phones.
    "You missed it!" said a woman in a dripping poncho. "There was a rainbow, a huge one, and then another one on top! It just faded!"
    {hero} looked up. Out over the hills to the east, there was only a faint smear of color against the gray. As {they} watched, it melted away.
    {hero}'s throat went tight. {They} had been hunting for rainbow colors in a glass case while the real rainbow stood right outside. {They} hadn't known a rainbow could come and go so fast.
    Aunt Tess put an arm around {them}. "Rainbows don't wait for anybody," she said. "Next time the sun comes out after rain, we'll be outside. Deal?"
    "Deal," said {hero} quietly.
    Then the low sun slid out from behind a cloud again, and all along the slope behind the museum, the wet giant logs lit up. Red and orange and yellow and purple, glittering, every color at once.
    "Well," said {pal}, "Rainbow Forest kept its rainbow, anyway."
    {route == "race": {hero} thought about racing the storm all the way from the Painted Desert, only to spend its best moment indoors. Next time, {they} would stay outside till the very end.|{hero} thought about watching the storm from its very first rumble. Next time, {they} would watch it all the way to its very last.}
    {They} looked at the shining logs, and almost smiled.
- else:
    {spot == "rock": The gray bank of cloud followed them all the way south, gaining on the sun mile by mile, to Rainbow Forest at the very end of the road.|{spot == "mesa": The flood took twenty long minutes to drain off the road. Then Aunt Tess drove down off the mesa and south, all the way to Rainbow Forest at the very end of the road.|From Agate Bridge, it was only a few more miles to Rainbow Forest at the very end of the road.}} A light, sneaky drizzle was still falling when they got there, so they ducked into the museum to wait it out.
    Inside, in a long glass case, lay pieces of petrified log that had been sliced open and polished until they gleamed like stained glass. Their insides were swirled and speckled with color, as if someone had poured paint into the tree and stirred.
    "Rainbow hunt," {hero} announced. "Every color, in order. No skipping." Red was easy. Orange and yellow were everywhere. A sign on the case said those colors came from tiny amounts of iron in the stone, the same stuff that turns an old bike chain to rust, which made {hero} look at the logs with new respect.
    "Purple," said {pal}, with its nose nearly on the glass. "Purple counts. But where's the green? Where's the blue? A rainbow without blue is just a sunset with ambitions."
    So they went from piece to piece, bent over the glass, hunting. {hero} was certain there was a blue one somewhere, and {they} {were} not leaving until {they} had found it.
    When they finally pushed open the back door, people all along the Giant Logs trail were staring at the sky and holding up their phones, and everyone was talking at once.
    "You missed it!" said a woman in a dripping poncho, with the special delight of someone delivering bad news. "There was a rainbow, a massive one, and then another one on top of it! It just faded!"
    {hero} looked up. Out over the hills to the east, there was only a faint smear of color on the gray, like a chalk drawing after rain. As {they} watched, it thinned, and thinned, and was gone.
    {hero}'s throat went tight, and {their} eyes stung, and {they} stared very hard at the ground. The worst part was how fast it had been. {They} had thought rainbows hung around, like clouds. Nobody had said they could come and go while you were bent over a glass case, hunting for blue in a stone.
    Aunt Tess put an arm around {them} and didn't say anything for a while, which was the right thing. Then she said, "Rainbows don't wait for anybody. Not even people who drive twenty-eight miles for them. Next time the sun comes out after rain, we go outside and we stay outside. Deal?"
    "Deal," said {hero}, not very loudly.
    Then the low sun slid out from behind a cloud again, and all along the slope behind the museum, the wet giant logs lit up at once. Red and orange and yellow and purple, glittering and shining, every color there was, as if somebody had switched them on.
    {pal} looked at them for a long moment. "Well," it said, "Rainbow Forest kept its rainbow, anyway. It's had that one for two hundred million years. It wasn't going anywhere."
    {route == "race": {hero} thought about racing that storm all the way from the Painted Desert, twenty-eight miles of chasing, only to be indoors hunting for blue at the one moment that counted. It was almost funny. It would be funny, {they} suspected, in about a week.|{hero} thought about watching the storm from its very first rumble at the rim, and following it all the way down the park, and then looking away at the very end. Next time {they} would watch a storm all the way to its last drop.}
    {They} looked at the shining logs, and, to {their} own surprise, almost smiled.
}
-> END

// ---------------------------------------------------------------- ending: the museum doorway (with the rule)
=== end_doorway ===
# place: rainbow-forest
# ending: the_last_of_the_rainbow
{band:
- "young":
    {spot == "rock": Out in the west, the gray cloud crept along beside them all the way south to Rainbow Forest.|{spot == "mesa": When the water was off the road, they drove all the way down to Rainbow Forest.|They drove on from Agate Bridge to Rainbow Forest.}} A little rain was still falling, so they went into the museum to wait.
    In a glass case lay pieces of stone log. They were cut open and polished, and they shone.
    "A rainbow hunt!" said {hero}. {They} found red. {They} found orange and yellow.
    Then the floor got bright. Sunshine was pouring in through a window. And on the floor lay {hero}'s shadow, long and thin.
    Sun behind. Long shadow. And rain outside! {hero} knew that rule.
    "Outside!" {they} shouted. "Now!"
    {hero} ran out the door, the way {their} shadow pointed. {pal} and Aunt Tess ran too.
    There it was, over the hills! A rainbow! It was fading fast. But {hero} saw every color, for one whole minute.
    Then it was gone.
    "You should have seen it before," said a woman in a dripping poncho. "There were two!"
    {hero} did not mind. {They} had seen it. {Their} shadow had told {them} just in time.
    {pal} {wiggled()}. "A rainbow over Rainbow Forest," it said. "The very last bit of one!"
- "middle":
    {spot == "rock": The gray cloud bank followed them all the way south to Rainbow Forest at the end of the road.|{spot == "mesa": As soon as the flood had drained off the road, Aunt Tess drove down off the mesa and south, all the way to Rainbow Forest at the end of the road.|From Agate Bridge, it was only a few more miles to Rainbow Forest at the end of the road.}} A light drizzle was still falling when they got there, so they ducked into the museum to wait it out.
    Inside, in a long glass case, lay pieces of petrified log that had been cut open and polished until they shone. Their insides were swirled with color.
    "A rainbow hunt," said {hero}. "Let's find every color." {They} found red right away, then orange, then yellow. A sign said those colors came from tiny bits of iron in the stone, the same stuff that makes rust.
    {pal} pressed close to the glass. "Where's the blue?" it asked. "There has to be a blue one."
    Then the room got brighter. A long bar of sunshine came slanting in through a window and lay across the floor, and in the middle of it lay {hero}'s shadow, stretched out long and thin, much longer than {they} {were} tall.
    {hero} stared at it. Sun behind. Long shadow. And outside, the drizzle was still falling.
    "Outside!" {they} yelled, so loudly that people turned around. "Right now!"
    {They} ran for the front door, the one {their} shadow was pointing at. {pal} {dashed()} after {them}, and Aunt Tess hurried behind.
    And there it was, over the hills across the road: a rainbow. It was already fading at the ends, but every color was still there, arching over the long stone logs on the other side of Rainbow Forest.
    They watched it for one whole minute. Then it thinned, and melted into the gray, and was gone.
    "You should have seen it five minutes ago," said a woman in a dripping poncho. "There were two of them!"
    But {hero} didn't mind. {They} had seen it, the last of it, and only because {they} had known what a long shadow meant.
    {pal} {wiggled()}. "A rainbow over Rainbow Forest," it said. "Just barely. But barely counts."
- else:
    {spot == "rock": The gray bank of cloud followed them all the way south, gaining on the sun mile by mile, to Rainbow Forest at the very end of the road.|{spot == "mesa": The flood took twenty long minutes to drain off the road. Then Aunt Tess drove down off the mesa and south, all the way to Rainbow Forest at the very end of the road.|From Agate Bridge, it was only a few more miles to Rainbow Forest at the very end of the road.}} A light, sneaky drizzle was still falling when they got there, so they ducked into the museum to wait it out.
    Inside, in a long glass case, lay pieces of petrified log that had been sliced open and polished until they gleamed like stained glass. Their insides were swirled and speckled with color, as if someone had poured paint into the tree and stirred.
    "Rainbow hunt," {hero} announced. "Every color, in order. No skipping." Red was easy. Orange and yellow were everywhere. A sign on the case said those colors came from tiny amounts of iron in the stone, the same stuff that turns an old bike chain to rust.
    {pal} had its nose nearly on the glass. "I have found purple," it reported. "I am still looking for blue. A rainbow without blue is just a sunset with ambitions."
    That was when the room got brighter. A long bar of low sunshine came slanting in through a window and lay across the floor like a golden rug, and right in the middle of it lay {hero}'s own shadow, stretched out long and thin, far longer than {they} {were} tall.
    {hero} looked at it, and the whole afternoon seemed to click into place at once. Sun behind. Long shadow. And on the other side of the glass, the drizzle was still falling.
    "Outside," {they} said. Then, much louder, so that a man by the bookshelf dropped his postcard: "Outside, right now!"
    {They} ran for the front door, straight along the line of {their} shadow. {pal} {dashed()} after {them}, and Aunt Tess followed, calling something about not running indoors that she clearly didn't mean.
    And there it was. Over the low hills across the road, a rainbow stood in the wet air, already fraying at its ends, but with every color still in place, arching over the stone logs of Rainbow Forest like a bridge that was slowly being taken down.
    They watched it for one whole minute without saying a word. Then it thinned, and melted into the gray, and was gone.
    "You should have seen it five minutes ago," said a woman in a dripping poncho, with the special joy of someone who had. "There were two of them!"
    {hero} found {they} didn't mind in the least. {They} had seen it. The last of it, the very last minute, and only because {they} had looked down at a shadow on a museum floor and known what it meant. The ranger would have been proud. {hero} was a bit proud too.
    {pal} {wiggled()}. "A rainbow over Rainbow Forest," it said. "Just barely. But barely, in my professional opinion, counts."
}
-> END
