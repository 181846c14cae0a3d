# title: Tracks Before Sunrise
# month: 8
INCLUDE shared/story.ink

// How chapter 2 went: "follow" (followed the tracks), "dark" (waited with lights off), "prints" (studied the prints).
VAR route = ""
// Where chapter 3 happened: "top" (top of High Dune at sunrise), "door" (the hole under the grass), "center" (the visitor center).
VAR spot = ""
// They found the hopper's snack spot, with seeds and husks.
VAR found_seeds = false
// They saw the hopper again by starlight, taking a sand bath.
VAR saw_it = false
// They worked out it was a kangaroo rat, and Dad photographed the prints.
VAR knows_name = false

-> dark_climb

// ---------------------------------------------------------------------------------------------
// Chapter 1: an August night on High Dune. Headlamps, the Milky Way, and a tiny hopper.
// ---------------------------------------------------------------------------------------------
=== dark_climb ===
# place: high-dune
{band:
- "young":
  Beep, beep, beep! Dad's alarm went off. It was 4:30 in the morning, and it was still dark!
  "Up we get," said Dad. "We are going to climb the big dune. We will watch the sun come up from the top."
  "Why so early?" asked {hero}.
  "On summer afternoons, the sand gets too hot to touch," said Dad. "So we climb in the cool dark." # fact: summer-afternoons-surface
  They put on headlamps. Click! Two little circles of light shone on the sand.
  Above them, the sky was full of stars. There were more stars than {hero} had ever seen.
  {kind == "owl": {pal} was wide awake. Owls love the night!|{kind == "turtle": {pal} rode in the crook of {hero}'s arm. It gave a big, sleepy yawn.|{pal} gave a big, sleepy yawn.}}
  Step, slip. Step, slip. The sand was cool and soft.
  Then something moved in the light. It was tiny, like a mouse. But it had big back legs and a very long tail!
  Boing! It jumped. Boing! It jumped again. Then it was gone.
  "Did you see that?" said {hero}.
  "A mouse on a pogo stick!" said Dad.
  There were tiny tracks on the sand. Two little feet, side by side, again and again. A thin line ran between them.
  The tracks went down the dune. The top was the other way.
  Whoosh. A little wind blew. Sand fell into the tracks. They would not last long!
- "middle":
  Dad had set three alarms, just to be safe, and all three went off at 4:30 in the morning. By five, {hero} was standing at the bottom of the dunes in the dark, with a headlamp strapped to {their} forehead and cold sand already in {their} shoes.
  "Here's the plan," said Dad, who always had a plan. "We climb High Dune in the dark, and we watch the sun come up from the very top. Nobody climbs these dunes on an August afternoon. On summer afternoons the sand can heat up to about 150 degrees." # fact: summer-afternoons-surface
  "So we climb in the dark," said {hero}.
  "So we climb in the dark," said Dad happily.
  Above them, the sky was packed with stars, more than {hero} had ever seen. A pale, glittering band stretched right across the middle, as if someone had spilled sugar on a black table. That was the Milky Way, Dad said. At home, {hero} had never seen it at all.
  {kind == "owl": {pal}, being an owl, thought this was the best part of the day and was wide awake.|{kind == "turtle": {pal} rode in the crook of {hero}'s arm, because turtles and sand dunes do not mix, and it yawned so hugely that {hero} yawned too.|{pal} yawned so hugely that {hero} yawned too.}}
  They started up. The sand was cool and soft, and the circles of light from their headlamps bobbed over ripples and old footprints. Partway up, {hero} stopped to catch {their} breath.
  That was when something moved in the beam.
  It was small and pale, no bigger than a mouse. But it had enormous back legs and a tail longer than its whole body, with a furry tuft at the end like a paintbrush. For a second it sat perfectly still in the circle of light. Then, boing, it leaped sideways, landed on its two back feet, and leaped again. Three hops, and it was gone over a ripple of sand.
  "Did you see that?" {hero} whispered.
  "I saw it," said Dad. "I have no idea what I saw. A mouse on a pogo stick?"
  {hero} pointed {their} headlamp at the sand. There were tracks, tiny ones: two small feet side by side, then a gap, then two more, with a thin wavy line drawn between them. They ran away across the slope, down and sideways. Not up. The top of the dune was the other way.
  Dad looked at the sky. Behind the mountains, the black was turning the gray of a pencil line. "Sunrise in about forty minutes," he said.
  A breath of wind sighed over the slope. Grains of sand trickled into the nearest print and softened its edges. Those tracks would not last long.
- else:
  Dad had set three alarms, in case the first two failed, and at 4:30 in the morning all three went off at once, which {hero} considered a personal attack. By five o'clock {they} {were} standing at the foot of the dunes in the dark, a headlamp strapped to {their} forehead and {their} shoes already full of cold sand.
  "Here is the plan," said Dad, who had never in his life gone anywhere without one. "We climb High Dune in the dark. We reach the top. We watch the sun come up over the mountains. Then we come down before the day gets going, because nobody sensible climbs these dunes on an August afternoon. On summer afternoons the sand can heat up to about 150 degrees. That's hotter than the hottest bath you've ever had." # fact: summer-afternoons-surface
  Above them, the sky was so crowded with stars that it looked fake. {hero} had seen stars before, a handful over the streetlights at home, but this was something else: thousands of them, and right across the middle, a pale glittering smear, as if someone had spilled sugar across black velvet. "The Milky Way," Dad said, in the voice he usually saved for pizza.
  {kind == "owl": {pal}, who was an owl and considered half past four to be roughly lunchtime, was wide awake and unbearably cheerful.|{kind == "turtle": {pal}, riding in the crook of {hero}'s arm because turtles and sand dunes had never really got along, yawned so enormously that {hero} yawned too, and then Dad did, and for a moment the whole expedition was just three yawns on a sand dune.|{pal} yawned so enormously that {hero} yawned too, and then Dad did, and for a moment the whole expedition was just three yawns on a sand dune.}}
  They started up. The sand was cool and soft and gave way under every step, and the two circles of headlamp light bobbed over ripples and old footprints ahead of them. Partway up, {hero} stopped to breathe, hands on {their} knees, watching {their} light wobble on the sand.
  Something moved in it.
  It was small and pale, no bigger than a mouse, but it had enormous back legs, and a tail longer than the rest of it put together, ending in a furry tuft like a paintbrush. For one frozen second it sat perfectly still in the middle of {hero}'s light, and {hero} could see its huge dark eyes. Then, boing, it sprang sideways, landed on its two back feet, and sprang again, its tail streaming out behind it. Three hops, four, and it was gone over a ripple of sand.
  "Did you see that?" {hero} breathed.
  "I saw it," said Dad slowly. "I just don't know what I saw. A mouse on a pogo stick?"
  {hero} swept {their} headlamp across the sand. There were tracks, tiny ones: two small prints side by side, then a gap, then two more, and a thin wavy line drawn between them, as if the animal had been dragging a pencil. They led off across the slope, down and sideways. Not up. Up was the other way.
  Dad glanced at the sky. Behind the mountains, the black had thinned to the gray of a pencil line. "Sunrise in about forty minutes," he said, in the voice of a man defending his plan.
  A breath of wind sighed over the slope. Grains of sand trickled into the nearest print, softening its edges, and {hero} understood with a jolt that these tracks were not going to wait for anybody.
}
* [Follow the tiny tracks before the wind wipes them out # act: go] -> trail_in_the_dark
* [Switch off the headlamps and wait in the dark for it to come back # act: wait] -> lights_out
* [Kneel down and study the prints to work out who made them # act: look] -> print_detective

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: following the trail in the dark. A beetle's stitches and a midnight picnic.
// ---------------------------------------------------------------------------------------------
=== trail_in_the_dark ===
# place: high-dune
~ route = "follow"
{band:
- "young":
  "Come on!" said {hero}. {They} went after the tracks.
  Two little feet, then a jump. Two more feet, another jump. The tracks went down and sideways across the dune.
  Dad came behind. "The top is up," he said. "We are going down!"
  "But it went this way," said {hero}.
  {kind == "owl": {pal} flew low over the sand, as quiet as a shadow.|{kind == "turtle": {pal} leaned out of {hero}'s arm to watch the tracks.|{pal} {moved()} next to the tracks with its head down low.}}
  Then the tracks crossed a different trail. It was a line of tiny dots, like stitches.
  "Something with lots of legs made that," said Dad. "A beetle, maybe. Lots of animals were busy out here last night!"
- "middle":
  "Come on," {hero} said, and set off along the tracks before Dad could say anything about plans.
  It was like following a line of stitches across a dark blanket. The pairs of prints went along the slope, then down, then sideways, then down again. In some places the little animal had made a long jump, and {hero} had to hunt with {their} headlamp to find where it landed. In other places the prints were close together, as if it had slowed down to look at something.
  Dad came behind, checking the sky over the mountains every few steps. "I'd just like to point out," he said, "that the top is up, and we are going down."
  "I know," said {hero}. "But it went this way."
  {kind == "owl": {pal} glided low over the sand beside them, silent as a shadow, following the trail with its big eyes.|{kind == "turtle": {pal} stretched its neck out of the crook of {hero}'s arm, watching the tracks go by.|{pal} {moved()} along beside the tracks with its head down low.}}
  Then the tracks crossed another trail: a line of tiny dots, close together, like a row of stitches. "Something with lots of legs," said Dad. "A beetle, maybe. Busy night out here."
- else:
  "Come on," {hero} said, and set off along the tracks before Dad could say a single word about plans.
  Following them was like following a line of stitches across a dark blanket. The pairs of prints ran along the slope, then dipped down, then swerved sideways, then down again, as if the animal had been in no particular hurry to get anywhere. In places it had made a huge leap, and {hero} had to sweep {their} headlamp back and forth across the sand to find where it had landed. In other places the prints crowded close together, as though it had slowed down to investigate something only it could see.
  Dad followed, glancing at the sky over the mountains every few steps, like a man checking a clock on a wall. "I'd just like to point out," he said, "for the record, that the top is up, and we are going down."
  "Noted," said {hero}. "But it went this way."
  {kind == "owl": {pal} glided low over the sand beside them, silent as a shadow, its huge eyes following the trail more easily than any headlamp.|{kind == "turtle": {pal} stretched its neck out of the crook of {hero}'s arm as far as it would go, watching the tracks slide by beneath it and taking the job very seriously.|{pal} {moved()} along beside the tracks with its head down low, taking the job very seriously.}}
  Then the hopper's trail crossed another one: a neat double line of tiny dots, close together, like a row of machine stitches, that wandered off into the dark. "Something with a lot of legs," said Dad, crouching beside it. "A beetle, I'd guess. There was a whole parade out here last night, and we slept through it."
  {hero} looked along the slope with new eyes. {They} had thought of the dune as empty. It wasn't empty at all. It had just been busy while nobody was watching.
}
{end_now: -> early_follow}
~ found_seeds = true
{band:
- "young":
  A little farther on, the tracks came to a messy spot. The sand was all scuffed and dug up.
  {hero} bent down. There were tiny seeds in the sand, and empty seed shells!
  "It was having a snack," said {hero}.
  "A midnight picnic!" said Dad.
  Then the tracks went on, down toward the bottom of the dune, where some grass grew.
  But the sky was getting light. And the wind was blowing harder. Behind them, the old tracks were already fading away.
  Dad looked up at the top. Then he looked down at the tracks.
  "We can't do both," said {hero}. Dad nodded slowly.
- "middle":
  A little farther on, the hopper's trail ended in a messy spot where the sand was scuffed and dug. {hero} knelt. In the little pit lay a few tiny grass seeds, and the empty husks of a few more.
  "It was having a snack," said {hero}. "Right here, in the middle of the night."
  "A midnight picnic," said Dad. "I approve."
  From the messy spot, the trail set off again, heading down toward the foot of the dune, where a few clumps of grass poked up out of the sand.
  But the sky over the mountains was turning from gray to pale yellow, and the wind was picking up. It hissed over the ripples, and every time it gusted, the oldest prints behind them grew softer and fainter. Some were already gone.
  Dad looked at the top of the dune, far above, and then at the trail going down. He rubbed his chin, which was what he did when a plan was in trouble.
  "We can't do both," {hero} said.
  "No," said Dad. "I don't think we can."
- else:
  A little farther on, the trail ended in a messy patch where the sand was scuffed and dug into a shallow pit. {hero} knelt beside it. Scattered in the pit were a few tiny grass seeds, and the papery husks of a few more, so small {they} had to put {their} face close to see them.
  "It was having a snack," {hero} said. "Right here. In the middle of the night, in the middle of a sand dune."
  "A midnight picnic," said Dad. "I completely approve. I've done the same thing myself, in the kitchen."
  From the picnic spot, the trail set off again, heading down toward the foot of the dune, where a few clumps of grass poked up out of the sand like stubble on a chin.
  But the sky over the mountains was turning from gray to a thin, pale yellow, and the wind had begun to pick up. It hissed over the ripples in long breaths, and every time it gusted, the oldest prints behind them grew softer and fainter. When {hero} looked back, some of them were already gone, as if somebody were erasing the story from the beginning.
  Dad looked at the top of the dune, far above and still dark against the sky. Then he looked at the trail going down. He rubbed his chin, which was what he did when a plan was in trouble.
  "We can't do both," {hero} said.
  "No," said Dad. "I don't think we can."
}
* [Go up to the top and look for the trail from above # act: go] -> sunrise_top
* [Look for where the trail ends at the foot of the dune # act: look] -> the_doorway
* [Ask a ranger at the visitor center what made the tracks # act: ask] -> visitor_center

// "End now" on the trail: it leads straight home, and they watch the sunrise from the bottom.
=== early_follow ===
# place: high-dune
{band:
- "young":
  The tracks went all the way down to the bottom of the dune. There, a clump of grass stuck up out of the sand. Under the grass was a little round hole. The last two footprints went right in!
  "Its home!" whispered {hero}.
  "It has been up all night," said Dad. "I think it went to bed."
  They did not poke the hole. They did not dig. They tiptoed away. "Goodnight," {hero} whispered.
  Then {they} turned around. The sky was pink and gold. The sun popped up over the mountains!
  They watched the sunrise from the bottom of the dune. Dad did not mind one bit. "Best plan I never made," he said. # ending: found_the_door
- "middle":
  The hopper's tracks led on down the slope, and at the foot of the dune, where a clump of tough grass held the sand still, they stopped. Under the grass was a small round hole, about as wide as a tennis ball. The last pair of prints pointed straight in.
  "Home," whispered {hero}.
  Dad knelt beside {them}. "I think it's gone to bed," he said softly. "It's been up all night."
  They did not poke the hole or dig. They stepped back, very quietly. "Goodnight," {hero} whispered to the hole, which felt a little silly and also exactly right.
  When {they} turned around, the sky behind the mountains had turned pink and gold, and then the first bright edge of the sun slid up over the peaks. The light poured across the dunes and lit up every ripple.
  They watched the sunrise from the bottom of the dune instead of the top. Dad didn't seem to mind one bit. "Best plan I never made," he said. # ending: found_the_door
- else:
  The hopper's trail led on, down and down, until it reached the foot of the dune, where a clump of tough grass held the sand still. Under the grass was a small round hole, about as wide as a tennis ball, and the very last pair of prints pointed straight into it.
  "Home," {hero} whispered.
  Dad knelt beside {them}, careful to keep back. "I'd bet it's gone to bed," he said softly. "It's been out working all night. This is its bedtime."
  They did not poke the hole, and they did not dig, though {hero}'s fingers itched to find out how deep it went. They stepped back instead, slowly and quietly, the way you leave a room where a baby is sleeping. "Goodnight," {hero} whispered to the hole, which felt a bit silly and also exactly right.
  When {they} turned around, the sky behind the mountains had gone pink, then gold, and then the first blazing edge of the sun slid up over the peaks. The light came pouring across the dunes and set every ripple on fire, and {hero} had to squint.
  They watched the whole sunrise from the bottom of the dune instead of the top. {hero} kept glancing at Dad, waiting for him to mention the plan. He never did. He just stood there with sand on his knees, grinning at the sky.
  "Best plan I never made," he said at last. # ending: found_the_door
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: headlamps off. The dark sky, comet crumbs, and a hopper's sand bath.
// ---------------------------------------------------------------------------------------------
=== lights_out ===
# place: high-dune
~ route = "dark"
{band:
- "young":
  "Lights off!" whispered {hero}. "Then it might come back."
  Click, click. Now it was very, very dark.
  At first, {hero} could not see a thing. Then {their} eyes got used to the dark. The sand looked pale gray. And the sky was full of stars! There were so many more now.
  "The night sky here is very dark," said Dad. "There are no city lights. That is why we can see so many stars." # fact: international-dark-sky
  Zip! A bright streak shot across the sky.
  "A shooting star!" said {hero}.
  {kind == "owl": {pal} could see very well in the dark. It was an owl, after all.|{pal} sat very still.}
  They waited, and waited.
- "middle":
  "Lights off," {hero} whispered. "If it sees our lights, it won't come back."
  Click. Click. The headlamps went out, and the dark closed over them like a blanket.
  For a moment {hero} could see nothing at all. Then, slowly, {their} eyes got used to it. The sand turned from black to a soft, pale gray. And the sky filled up. Stars that had been hidden by the headlamps came out by the hundreds, then by the thousands, until the Milky Way looked like a river of light pouring over the mountains.
  "This is an International Dark Sky Park," Dad whispered. "There are hardly any city lights around here, so the nights stay really dark. That's why you can see so much." # fact: international-dark-sky
  A streak of light scratched across the sky and vanished.
  "Shooting star!" said {hero}.
  "It's August," said Dad. "Every August, Earth passes through a trail of dust left by a comet. Every speck that hits the air burns up in a streak like that."
  {kind == "owl": {pal}, who could see in the dark far better than either of them, sat perfectly still and watched the slope.|{pal} sat very still beside them, barely breathing.} Nobody moved. They waited.
- else:
  "Lights off," {hero} whispered. "If it sees our lights, it'll never come back."
  Click. Click. The headlamps went out, and the darkness dropped over them so completely that {hero} could not see {their} own hand, and had to check it was still there by wiggling {their} fingers in front of {their} face.
  Then, slowly, {their} eyes began to adjust. The sand turned from black to a soft, ghostly gray, as though the dune were glowing faintly on its own. And the sky filled up. Stars that the headlamps had been drowning out came out by the hundreds, then by the thousands, until the Milky Way looked less like spilled sugar and more like a great river of light pouring over the mountains and away across the valley.
  "This is an International Dark Sky Park," Dad whispered. "Hardly any city lights for miles, so the nights stay properly dark. That's why you can see all this. Most people never do." # fact: international-dark-sky
  A streak of white light scratched across the sky and was gone.
  "Shooting star!" {hero} hissed.
  "It's August," Dad whispered back. "Every August, Earth passes through a trail of dust left behind by a comet. Every speck that hits the air burns up in a streak like that. You're watching comet crumbs."
  {hero} tucked the words "comet crumbs" away somewhere safe, to keep.
  {kind == "owl": {pal}, who could see in the dark far better than either of them, had gone completely still, its great eyes fixed on the slope where the hopper had vanished.|{pal} sat very still beside them, barely breathing, its eyes on the slope where the hopper had vanished.}
  Nobody moved. They waited, three shapes on a dark dune under more stars than there was any reason for.
}
{end_now: -> early_stars}
~ saw_it = true
{band:
- "young":
  Then something pale hopped close by. It was the hopper! It landed a few steps away. It sat up and washed its face with its tiny front paws.
  Then it lay down and rolled in the sand! It wiggled one way. It wiggled the other way. Its feet kicked in the air.
  {hero} bit {their} lip so {they} would not laugh.
  "It is taking a sand bath," whispered Dad.
  The hopper jumped up and shook. Boing, boing, boing! It hopped away down the dune, toward some grass at the bottom.
  The sky over the mountains was getting light. Where was the hopper going?
- "middle":
  At first nothing happened. The sand under them was cool, and the wind had dropped to nothing. Then, at the edge of {their} sight, something pale moved.
  It was the hopper. It came bounding back across the slope in long, easy leaps and landed a few steps away. In the starlight, {hero} could just make out its shape: the big back feet, the long tail, the round little body. It sat up, tucked in its tiny front paws, and scrubbed its face, like a cat washing.
  Then it did something {hero} did not expect. It lay down and rolled in the sand, wriggling on its back, first one way and then the other, with its feet kicking at the sky.
  {hero} pressed {their} lips together hard so {they} wouldn't laugh out loud.
  "It's taking a sand bath," Dad breathed.
  The hopper sprang up, shook itself, and bounced away down the slope, boing, boing, boing, toward the grassy foot of the dune. Over the mountains, the gray was turning to pale gold. The stars were fading. And somewhere down there, the hopper was going home.
- else:
  At first nothing happened. The sand under them was cool, and the wind had dropped to nothing at all, and the silence was so complete that {hero} could hear Dad's watch ticking. Then, at the very edge of {their} sight, something pale moved.
  It was the hopper. It came bounding back across the slope in long, unhurried leaps and landed a few steps away, so close that {hero} stopped breathing. In the starlight {they} could just make out its shape: the big back feet, the long tail with its tufted tip, the round little body. It sat up, tucked in its tiny front paws, and scrubbed its face briskly, like a cat getting ready for an important meeting.
  Then it did something {hero} would never have guessed. It flopped down and rolled in the sand, wriggling on its back, first one way and then the other, its feet pedaling at the sky.
  {hero} bit {their} lip so hard to keep from laughing that it hurt.
  "It's taking a sand bath," Dad breathed, barely louder than the wind. "Keeping its fur clean."
  The hopper sprang up, shook itself all over, and bounced away down the slope, boing, boing, boing, toward the grassy foot of the dune. Just before it vanished, it paused and looked back at them, or seemed to. Then it was gone.
  Over the mountains, the gray had turned to a thin, pale gold. The stars were draining out of the sky one by one. And somewhere down there, in the last of the dark, a very small, very clean animal was heading home.
}
* [Look for where it went, down at the grassy foot of the dune # act: look] -> the_doorway
* [Ask a ranger at the visitor center what it was # act: ask] -> visitor_center
* [Hurry up to the top before the sun comes up # act: go] -> sunrise_top

// "End now" in the dark: shooting stars instead of the summit.
=== early_stars ===
# place: high-dune
{band:
- "young":
  They lay on the cool sand and counted shooting stars. {hero} counted eleven! Dad counted nine.
  {pal} said it saw thirty. Nobody believed it.
  The little hopper did not come back. But that was okay. {hero} knew it was out there, hopping under the stars.
  Slowly the sky turned blue, then pink. The stars went out, one by one.
  "We did not get to the top," said {hero}.
  "No," said Dad. He was still lying on his back, smiling. "But I like this plan better." # ending: starlight
- "middle":
  They lay back on the cool sand and counted shooting stars. {hero} got to eleven. Dad got to nine and claimed two of {hero}'s were airplanes. {pal} claimed to have seen thirty, which nobody believed.
  The little hopper did not come back. Somewhere out there in the dark it was going about its night, and {hero} found {they} didn't mind. It was enough to know it was out there, hopping around on its two big feet under all these stars.
  Slowly, the sky over the mountains turned from black to blue to a pale, glowing pink, and the stars went out one by one, like someone turning off the lights in a big house.
  "We didn't make it to the top," said {hero}.
  "We didn't," said Dad. He was still lying flat on his back, smiling at the sky. "I think I like this plan better." # ending: starlight
- else:
  They lay back on the cool sand and counted shooting stars. {hero} got to eleven. Dad got to nine, and claimed that two of {hero}'s had been airplanes, which led to a long and serious argument in whispers. {pal} claimed to have seen thirty-four, which nobody believed for a second.
  The little hopper did not come back. Somewhere out there in the dark it was getting on with its night, bounding across slopes nobody would ever see, and {hero} found, a little to {their} own surprise, that {they} didn't mind. It was enough to know it was out there, hopping around on its two big feet under all these stars, minding its own business.
  Slowly, the sky over the mountains turned from black to deep blue to a pale, glowing pink, and the stars went out one by one, like someone walking through a huge house switching off the lights.
  "We didn't make it to the top," {hero} said.
  "We did not," said Dad. He was still lying flat on his back with his hands behind his head, smiling up at the last few stars. "Turns out I like this plan better. Don't tell anyone. I have a reputation." # ending: starlight
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: reading the prints. Two feet, a tail line, and a name.
// ---------------------------------------------------------------------------------------------
=== print_detective ===
# place: high-dune
~ route = "prints"
{band:
- "young":
  {hero} knelt down. {They} shone {their} light on one print.
  It was long and thin, like a tiny ski. Right next to it was another one, just the same.
  "Two feet, side by side," said {hero}. "Every time!"
  There were no front feet at all. It only used its back legs!
  {kind == "rabbit": "When I hop, I make four prints," said {pal}. "This animal only makes two. Show-off!"|"Only two feet," said {pal}. "That is a funny way to get around."}
  A thin line went between the prints. {hero} pointed. "That is its tail. It drags on the sand. And it jumps on two feet. It's like a tiny kangaroo!"
  "A kangaroo rat!" said Dad. "I read about them. They live in these dunes!"
- "middle":
  {hero} knelt down and pointed {their} headlamp at the nearest print. Up close, it looked like a tiny ski, long and thin, with little toe marks at the front. Right beside it was its partner, exactly the same.
  "Two feet, side by side," said {hero}. "Every time."
  {They} looked at the next pair, and the next. There were no front-paw prints at all. Whatever it was, it traveled on its back legs only.
  {pal} {sniffed()}. {kind == "rabbit": "When we rabbits hop, we leave four prints," it said. "Two big, two small. This is a two-print animal. Show-off."|"Two feet," it said. "Only two. That's a very bouncy way to live."}
  Between the pairs ran the thin, wavy line. {hero} traced it in the air with a finger, without touching. "That's its tail," {they} said. "It drags."
  {hero} had Dad put his shoe down beside the gap between two pairs. The jump was longer than Dad's whole foot.
  "It jumps on two feet, it has a long tail, and it's tiny," said {hero}. "It's like a miniature kangaroo."
  Dad snapped his fingers. "Kangaroo rat! I read about them in the park newspaper. They live in these dunes."
- else:
  {hero} knelt and aimed {their} headlamp at the nearest print. Up close, it looked like a tiny ski, long and narrow, with pinprick toe marks at the front. Right beside it sat its twin, exactly level, as if the two feet had landed at precisely the same instant.
  "Two feet, side by side," {hero} murmured. "Every single time."
  {They} checked the next pair, and the next, and the next. There were no front-paw prints anywhere. Whatever had made these tracks traveled on its back legs alone, like someone in a sack race who happened to be extremely good at it.
  {pal} {sniffed()}. {kind == "rabbit": "When I hop," it said, a little stiffly, "I leave four prints. Two big, two small. Like a normal, sensible animal. This is a two-print animal." It paused. "Show-off."|"Only two feet," it said. "That's not how anybody walks. That's how somebody bounces."}
  Between the pairs ran the thin, wavy line. {hero} traced it in the air with a finger, careful not to touch. "That's its tail," {they} said. "It's so long it drags."
  Then {hero} had Dad stand with his shoe beside the gap between two pairs. The jump was longer than Dad's whole foot. For an animal the size of a mouse, that was like {hero} jumping the length of a car.
  "Two legs," said {hero}, counting on {their} fingers. "Huge jumps. Long tail. Tiny. It's like a miniature kangaroo."
  Dad snapped his fingers so loudly that {kind == "turtle": {pal} pulled its head into its shell|{pal} jumped}. "Kangaroo rat! I read about them in the park newspaper last night. They live in these dunes." He looked enormously pleased, as if he had invented them himself.
}
{end_now: -> early_name}
~ knows_name = true
{band:
- "young":
  "Where does it live?" asked {hero}.
  "I do not know," said Dad. He took a picture of the prints. {hero} put a finger next to one, to show how tiny it was.
  {kind == "owl": "Owls hunt kangaroo rats," said {pal}. Then it saw {hero}'s face. "Not me! I am on vacation."|{pal} looked at the tracks going away. "It went that way," it said.}
  The tracks went down toward some grass at the bottom of the dune. But the wind was blowing harder. The far tracks were getting blurry.
  The sky was getting light, too. Dad looked at the top. Then he looked at {hero}.
  "What now, detective?" he asked.
- "middle":
  "A kangaroo rat," said {hero}. "So where does it live?"
  "That," said Dad, "the newspaper didn't say."
  He took a picture of the prints with his phone, with {hero}'s finger next to one to show how small it was. Then he took six more, because he was Dad.
  {kind == "owl": {pal} studied the prints for a long time. "Owls hunt kangaroo rats, you know," it said. Then it saw {hero}'s face. "Other owls. Not me. I'm on vacation."|{pal} stared along the line of prints. "It's going somewhere," it said. "You can tell by the spacing."}
  The trail led away along the slope and then down toward the grassy foot of the dune. But the wind was rising. It hissed over the ripples, and the prints farthest away were already growing soft around the edges.
  The sky over the mountains had turned from gray to pale yellow. Dad looked at the top, then at the trail, then at the picture on his phone.
  "Okay, detective," he said. "What's the next move?"
- else:
  "A kangaroo rat," said {hero}. "So where does it live?"
  "That," said Dad, "the newspaper did not say. I checked both sides."
  He took a picture of the prints with his phone, with {hero}'s finger beside one of them for size, and then another picture, and then, because he was Dad, six more.
  {hero} sat back on {their} heels. Ten minutes ago, the hopper had been a blur in a headlamp beam. Now it had a name, and the name had come out of the sand itself, out of two tiny feet and a dragging tail. {They} felt like a detective who had cracked a case with nothing but a flashlight and a father's shoe.
  {kind == "owl": {pal} studied the prints for a long, thoughtful moment. "Owls hunt kangaroo rats, you know," it remarked. Then it caught sight of {hero}'s face. "Other owls! Not me. I'm on vacation. I'm strictly here for the scenery."|{pal} stared along the line of prints as it wandered away into the dark. "It's got somewhere to be," it said. "You can tell by the spacing. That's a going-home walk."}
  The trail led off along the slope and then down, toward the grassy foot of the dune. But the wind was rising. It hissed over the ripples in long, steady breaths, and the prints farthest away were already blurring at the edges, as though the dune were slowly forgetting them.
  Over the mountains, the sky had turned from gray to a thin, pale yellow. Dad looked up at the top of the dune. Then down at the fading trail. Then at the photo on his phone. Then, for some reason, at {hero}.
  "Okay, detective," he said. "You've cracked the who. What's the next move?"
}
* [Ask a ranger at the visitor center about Dad's photo # act: ask] -> visitor_center
* [Go up to the top and search for more tracks from above # act: go] -> sunrise_top
* [Look for its home where the trail leads down # act: look] -> the_doorway

// "End now" with the prints: the name is the prize, and the wind takes the rest.
=== early_name ===
# place: high-dune
{band:
- "young":
  "A kangaroo rat," said {hero}. {They} liked that name.
  Dad took a picture of the prints. {hero} put a finger next to one, to show how small it was.
  Whoosh! The wind blew harder. Sand ran into the prints. One by one, they filled up and were gone.
  "The dune erased them," said {hero}.
  "The kangaroo rat will make new ones tonight," said Dad.
  They climbed to the top. The sun came up over the mountains. Everything turned gold.
  Somewhere down below, a kangaroo rat was going to sleep. It did not know that they had learned its name. # ending: its_name
- "middle":
  "A kangaroo rat," {hero} said, trying out the name. It fit.
  Dad took a picture of the prints with his phone, with {hero}'s finger beside one to show the size. "For the family album," he said.
  The wind sighed over the slope again, harder this time. Sand ran into the prints, and in front of their eyes, the first pair blurred and filled and disappeared, then the next. In a minute the whole trail was gone, smoothed away as if it had never been there.
  "It's like the dune erased its own drawing," said {hero}.
  "It'll draw a new one tonight," said Dad.
  They climbed on and reached the top just as the sun came up over the mountains, lighting the dunes gold. {hero} looked down at the smooth slopes and thought about the kangaroo rat, tucked away somewhere below, fast asleep after a busy night, with no idea that anybody had learned its name. # ending: its_name
- else:
  "A kangaroo rat," {hero} said, trying the name out loud. It fit perfectly, like a key in a lock.
  Dad took a picture of the prints with his phone, with {hero}'s finger next to one of them to show how small it was. "For the family album," he said. "Right between Grandma's birthday and the time you fell in the fountain."
  The wind sighed over the slope again, harder this time, and as they watched, the sand began to pour into the prints. The first pair blurred, then softened, then filled up and disappeared. Then the next. Then the next. In less than a minute the whole trail was gone, smoothed away as if the kangaroo rat had never passed this way at all.
  "It's like the dune erased its own drawing," said {hero}.
  "It'll draw a new one tonight," said Dad. "Every night, probably. We just don't usually get up early enough to read it."
  They climbed on, and reached the top just as the sun broke over the mountains and came flooding across the dunes, lighting every ridge gold. {hero} sat down on the crest and looked at all those smooth, clean slopes, and thought about the kangaroo rat, tucked away somewhere down there, fast asleep after a long night, with no idea that anyone had followed its footprints, learned its name, and carried it all the way to the top. # ending: its_name
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the top: sunrise on High Dune, and the night's writing on every slope.
// ---------------------------------------------------------------------------------------------
=== sunrise_top ===
# place: high-dune
~ spot = "top"
{band:
- "young":
  {route == "follow": They left the trail and climbed fast. Puff, puff! Dad went first.}
  {route == "dark": Click! They turned their lights back on. Then they hurried up the dune. Puff, puff!}
  {route == "prints": They climbed fast. Dad's phone was full of pictures of tiny footprints.}
  They got to the top just in time. The sun peeked up over the mountains. Light spilled across the dunes like gold paint!
  "Right on time," said Dad. He looked so happy.
  {hero} looked out. There were dunes, and dunes, and more dunes.
  "How big is it?" asked {hero}.
  "The dunes cover a huge area," said Dad. "You could lose a whole town in there!" # fact: dunefield-covers-square
  {flies(): {pal} flew up into the gold light and flew around them in a big circle.|{pal} sat on the top with its face in the sun.}
- "middle":
  {route == "follow": They left the trail and climbed, fast, Dad in front, and {hero} kept looking back at the line of tiny prints fading on the slope below.}
  {route == "dark": They switched their headlamps back on and hurried up the last steep slope, puffing, while the stars faded above them.}
  {route == "prints": They climbed as fast as the soft sand would let them, with Dad's phone full of pictures of tiny footprints.}
  They reached the top of High Dune just in time. Behind them, the first bright edge of the sun slid up over the mountains, and light came pouring across the dunefield. One ridge after another lit up gold, as if someone were switching them on. Far across the valley, the tops of distant mountains glowed pink.
  "Right on schedule," Dad whispered. He had been checking his watch all the way up. Now he forgot about it completely.
  {hero} turned slowly all the way around. Dunes, dunes, and more dunes, rolling away like a frozen ocean. "How big is it?" {they} asked.
  "About 30 square miles of sand," said Dad, who had read every word of the park newspaper. "You could lose a whole town in there." # fact: dunefield-covers-square
  {flies(): {pal} lifted into the glowing air and circled above them, looking down at the dunes the way only a bird can.|{pal} sat on the crest with its face in the sun and its eyes half closed.}
- else:
  {route == "follow": They left the trail and climbed, fast, Dad charging ahead with his eyes on the sky, {hero} behind him, twisting around every few steps to look back at the line of tiny prints fading on the slope below. It felt like closing a book just before the last chapter.}
  {route == "dark": They switched their headlamps back on, blinking in the sudden glare, and hurried up the last steep slope, puffing and sliding, while the stars faded one by one above them as if someone were tidying them away.}
  {route == "prints": They climbed as fast as the soft sand would allow, Dad patting his pocket every few minutes to make sure the phone full of footprint photos was still there, like someone carrying treasure.}
  They reached the crest of High Dune with about a minute to spare. Behind them, the first white-gold edge of the sun slid up over the mountains, and light came pouring across the dunefield like water over a dam. One ridge after another caught fire, a long chain of them, as if someone were walking across the dunes switching them on. Far across the valley, the tops of distant mountains glowed pink.
  "Right on schedule," Dad whispered. He had been checking his watch all the way up. Now he forgot it completely, and {hero} saw that his eyes were shining.
  The warmth reached {hero}'s face a second after the light did, and only then did {they} realize how cold {their} fingers had been all night. {They} pressed them against {their} cheeks and felt them tingle back to life.
  {hero} turned slowly, all the way around. Dunes, and dunes, and more dunes, rolling away in every direction like an ocean someone had frozen in the middle of a storm. "How big is it?" {they} asked.
  "About 30 square miles of sand," said Dad, who had read every word of the park newspaper, including the small print. "You could lose a whole town in there." # fact: dunefield-covers-square
  {flies(): {pal} lifted off into the glowing air and circled above them, looking down at the dunefield the way only a bird can, then came gliding back in a wide, lazy curve.|{pal} sat on the crest with its face tipped into the sun and its eyes half closed, the picture of an animal who had earned this.}
}
{end_now: -> early_top}
{band:
- "young":
  Then {hero} looked down. The sun was low, so every little bump on the sand had a shadow. And {hero} saw tracks everywhere! Lines of dots. Loops. Little footprints going every which way.
  "Look!" said {hero}. "The dunes are covered in writing!"
  "Lots of animals were busy all night," said Dad.
  But the wind was blowing. Sand was starting to fill the tracks.
  The hopper's tracks were down there somewhere. Could they find them in time?
- "middle":
  Then {hero} looked down, and gasped.
  With the sun so low, every little bump on the sand threw a long shadow. And all over the slopes below them, things were showing up that {hero} hadn't been able to see in the dark: tracks. Lines of tiny dots. Loops and zigzags. Paired prints going every which way. The dunes were covered in writing.
  "The whole night's stories," said Dad softly. "Everything that walked out here since sunset."
  {found_seeds: Far below, {hero} could even see the dark dimple of the hopper's picnic spot.}
  {saw_it: Down the slope, {hero} could even see the scuffed hollow where the hopper had taken its sand bath.}
  {knows_name: The kangaroo rat's trail was down there too, the one they had knelt over in the dark.}
  But the wind was already stirring. A plume of sand lifted off a ridge nearby, and the sharp edges of the nearest tracks began to soften. Soon the writing would be wiped clean.
  Somewhere in all those lines was one small trail that mattered. Could they find it before the wind did?
- else:
  Then {hero} looked down, and caught {their} breath.
  With the sun so low, every bump and ripple on the sand threw a long, sharp shadow. And all over the slopes below them, things were appearing that the dark had hidden completely: tracks. Lines of tiny dots. Loops and figure eights. Paired prints skittering every which way. Long wandering lines that started nowhere and ended nowhere. The whole dune was covered in writing, like a giant page somebody had filled during the night.
  "The night's stories," said Dad softly. "Everything that's walked, hopped or crawled out here since sunset. We're reading their diaries."
  {found_seeds: Far below, {hero} could even pick out the little dark dimple of the hopper's picnic spot, like a period in the middle of a sentence.}
  {saw_it: Down the slope, {hero} could even make out the scuffed hollow where the hopper had rolled in its sand bath, a little smudge on the page.}
  {knows_name: The kangaroo rat's own line was in there too, the one they had knelt over in the dark, if they could only find it again.}
  But the wind was already stirring. A thin plume of sand lifted off a ridge nearby and streamed away glittering, and the crisp edges of the nearest tracks began to blur. {hero} could actually watch it happening. In an hour, maybe less, the page would be wiped clean, ready for tonight.
  Somewhere in all that writing was one small trail that mattered more than the rest. {hero} gripped {their} knees and stared down at the slopes, and felt the minutes begin to slide away, the way the sand did.
}
* [Look down the slopes for the hopper's own trail # act: look] -> end_hopper_town
* [Wait here and watch the sun climb over the peaks # act: wait] -> end_wiped_clean
* [Go bounding down the steep side toward the grass at the bottom # act: go] -> end_good_morning

// "End now" on top: Dad gets his sunrise, and the hero keeps a mystery.
=== early_top ===
# place: high-dune
{band:
- "young":
  They sat on the very top and watched the sun come up. The sand got warm and gold.
  "Where does the hopper sleep?" asked {hero}.
  "Somewhere down there," said Dad. "Tucked in its bed."
  {hero} looked down at all that sand. Somewhere under it, a tiny animal was fast asleep.
  "I got my sunrise," said Dad. "And you got a mystery."
  "A mystery is good," said {hero}. "I can keep thinking about it!"
  {pal} {wiggled()}. The sun climbed higher and higher. # ending: top_of_the_morning
- "middle":
  They sat on the very top and watched the sun climb. The sand under them began to warm, and the shadows between the dunes slowly shrank.
  "Where do you think it sleeps?" asked {hero}.
  "Somewhere down there," said Dad, waving a hand at the whole dunefield. "Tucked in bed, with the door shut."
  {hero} looked down at all that sand and thought about a tiny animal curled up somewhere underneath it, asleep after its long night. It was a strange, nice thing to think about. The dune wasn't just a pile of sand. Somebody lived in it.
  "Well," said Dad, "I got my sunrise. And you got a mystery."
  "A mystery's good," said {hero}. "You can keep a mystery for a long time."
  {pal} {wiggled()}. Below them, the wind began to draw new lines across the sand, as if the dune were already starting on tomorrow. # ending: top_of_the_morning
- else:
  They sat on the very top and watched the sun climb. The sand beneath them slowly warmed, the long blue shadows between the dunes shrank, and somewhere far below a bird started singing as if it had only just remembered how.
  "Where do you think it sleeps?" {hero} asked.
  "Somewhere down there," said Dad, waving a hand at the entire dunefield. "Tucked in bed with the door shut. Snoring, probably. Do tiny hopping things snore? I'll have to look it up."
  {hero} gazed down at all that sand and thought about a tiny animal curled up somewhere underneath it, in the cool and the dark, asleep after its long night of hopping and digging and whatever else it had been up to. It was a strange thought, and a good one. The dune wasn't just a pile of sand. It was somebody's neighborhood.
  "Well," said Dad, stretching, "I got my sunrise. And you got yourself a mystery."
  "A mystery's good," said {hero}. "You can keep a mystery for a long time. Longer than a sunrise."
  Dad considered that. "That," he said, "is annoyingly wise."
  {pal} {wiggled()}. Below them, the morning wind began drawing fresh lines across the slopes, as if the dune were already starting on tomorrow. # ending: top_of_the_morning
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the doorway: a hole under the blowout grass, and a sound from underneath.
// ---------------------------------------------------------------------------------------------
=== the_doorway ===
# place: high-dune
~ spot = "door"
{band:
- "young":
  {route == "follow": They followed the tracks on from the picnic spot. Down, down, down they went.}
  {route == "dark": They hurried down the dune, the way the hopper went. Soon they found its fresh tracks.}
  {route == "prints": They followed the tracks down the dune, fast, before the wind could wipe them away.}
  At the bottom of the dune, a clump of grass stuck up out of the sand. Under the grass was a little round hole. The last two footprints went right in!
  "Its home!" whispered {hero}.
  "Then we stay back," said Dad. "We don't dig, and we don't poke. That is somebody's house."
  {hero} looked back up at the dune. From down here, it looked as big as a mountain. "This dune is nearly 700 feet tall," said Dad. "That is as tall as a skyscraper! And we came down part of it in the dark."
- "middle":
  {route == "follow": From the picnic spot, they followed the trail down the last long stretch of slope, {hero} in front with {their} headlamp, Dad close behind.}
  {route == "dark": They hurried down the slope the way the hopper had gone. Its fresh tracks were easy to find, and they led straight down.}
  {route == "prints": They followed the trail down the slope at a half run, racing the wind. Twice they lost it where the sand had blurred, and twice {hero} found it again.}
  At the foot of the dune, a clump of tough grass stuck up out of the sand, holding it still with its roots. "Blowout grass," said Dad. "One of the few plants that can live on moving sand."
  Under the grass was a small round hole, about as wide as a tennis ball. The last pair of tiny prints pointed straight into it. A little fan of fresh sand lay in front of it, as if someone had been sweeping the doorstep.
  "It's home," whispered {hero}.
  "Then we stay back," said Dad quietly. "We don't dig and we don't poke. That's somebody's house."
  {hero} looked back up the way they had come. From down here the dune looked as big as a mountain. "High Dune is nearly 700 feet tall," said Dad, "and we just came down part of it in the dark, following something the size of a mouse."
- else:
  {route == "follow": From the picnic spot, they followed the trail down the last long stretch of slope, {hero} in front with {their} headlamp swinging, Dad close behind muttering things like "left, left, no, right" as the prints swerved.}
  {route == "dark": They hurried down the slope the way the hopper had gone, sliding more than walking. Its tracks were so fresh that their edges were still crisp, and they led straight down, as if it had suddenly remembered it was late for something.}
  {route == "prints": They followed the trail down the slope at a half run, racing the wind. Twice they lost it where the sand had already blurred the prints, and twice {hero} found it again, crouching low with {their} headlamp held sideways so the tiny shadows showed.}
  At the foot of the dune, a clump of tough, wiry grass stuck up out of the sand, holding it still with its roots. "Blowout grass," said Dad, who had clearly been saving this. "One of the only plants that can live on moving sand. It just keeps growing up through it."
  Under the grass was a small round hole, about as wide as a tennis ball, and the very last pair of tiny prints pointed straight into it. A little fan of fresh sand lay spread in front, as though someone had swept the doorstep before bed.
  "It's home," {hero} whispered, and felt a fizz of triumph all the way down to {their} toes. A whole night of hopping around in the dark, doing whatever hoppers do, and it had all ended here, at one small dark hole, under a clump of grass that most people would have stepped right over without a second look.
  "Then we stay back," said Dad quietly. "We don't dig and we don't poke. That's somebody's house, and it's bedtime."
  {hero} looked back up the way they had come. From down here, in the gray light, the dune looked less like a hill and more like a wall reaching for the sky. "High Dune is nearly 700 feet tall," said Dad. "And we just came down part of it in the dark, chasing something the size of a mouse." He shook his head. "Your grandmother is going to think I've lost my mind." # fact: rise-feet-making
}
{end_now: -> early_door}
{band:
- "young":
  They sat down a little way from the hole. {pal} sat too. Nobody made a sound.
  The sky over the mountains turned pink. The sun was almost up.
  The wind blew. Up the dune, the tracks were starting to fade.
  Then, from deep under the grass, came a tiny sound.
  Scritch. Scritch. Scritch.
  {hero} held {their} breath. Something was moving in there!
- "middle":
  They sat down a little way from the hole and kept very still. {pal} settled beside them, watching the doorway.
  The sky over the mountains turned from pale yellow to pink. The sun was almost up. Up the slope behind them, the wind was blowing harder, and the long trail they had followed was fading, pair by pair, as sand filled the prints.
  "If we want a picture of {knows_name: the rest of the trail|those tracks}," said Dad, "it's now or never. And if you still want the sunrise from the top..." He didn't finish. They both knew how far away the top was.
  Then, from deep under the grass, came a tiny sound.
  Scritch. Scritch. Scritch.
  {hero} froze. Dad froze. Even {pal} froze. Something was moving, down in the dark, right under their feet.
- else:
  They sat down a good distance from the hole, side by side in the cool sand, and kept very still. {pal} settled beside them with its eyes fixed on the doorway, as intent as a cat at a mouse hole, which {hero} decided not to mention.
  The sky over the mountains turned from pale yellow to a deep, glowing pink. The sun was nearly up. Up the slope behind them, the wind was blowing harder now, and the long trail they had followed was disappearing pair by pair as sand trickled into the prints, like a sentence being erased from the beginning.
  "If we want a picture of {knows_name: the rest of the trail|those tracks}," Dad murmured, "it's now or never. And if you still want the sunrise from the top..." He let it trail off. They both looked up at the crest, impossibly far above, already rimmed with gold.
  {hero} opened {their} mouth to answer.
  Then, from deep under the grass, came a tiny sound.
  Scritch. Scritch. Scritch.
  {hero} froze. Dad froze. Even {pal} froze, which for {pal} was a real achievement. Something was moving down there, in the dark, right under the sand at their feet, and it sounded very much like somebody getting ready for bed.
}
* [Wait very still and watch the doorway # act: wait] -> end_door_shuts
* [Help Dad photograph the last tracks before the wind takes them # act: help] -> end_hopper_book
* [Go racing back up the dune to catch the sunrise from the top # act: go] -> end_halfway_sun

// "End now" at the doorway: they know where it sleeps, and that is enough.
=== early_door ===
# place: high-dune
{band:
- "young":
  They sat down a little way from the hole. They were very quiet.
  "Is it in there?" whispered {hero}.
  "I think so," said Dad. "It worked hard all night. Now it is time for bed."
  The sky turned pink and gold. Then the sun came up over the mountains. The light made the grass shine.
  {hero} did not need to see the hopper again. {They} knew where it lived now. That was enough.
  "Sleep tight," {hero} whispered to the little hole. # ending: sleep_tight
- "middle":
  They sat down a little way from the hole and kept very still.
  "Is it in there?" {hero} whispered.
  "I'd bet on it," said Dad. "It's worked all night. This is its bedtime."
  The sky behind the mountains turned pink, then gold, and then the sun came up, and the first light slid down the dune and touched the clump of grass. Every blade lit up.
  {hero} realized {they} didn't need to see the hopper again. {They} knew where it lived now, and that it was safe inside, and that tonight it would come out again under all those stars. That was a lot to know about somebody you'd only met for a second.
  "Sleep tight," {hero} whispered to the little hole.
  They tiptoed away and left the doorstep exactly the way they had found it. # ending: sleep_tight
- else:
  They sat down a good distance from the hole, side by side in the cool sand, and kept very, very still.
  "Is it in there?" {hero} whispered.
  "I'd bet my breakfast on it," said Dad. "It's been working all night. This is its bedtime. We're basically standing outside its bedroom window."
  The sky behind the mountains went from pale yellow to pink to gold, and then the sun cleared the peaks, and its first light came sliding down the face of the dune, inch by inch, until it reached the clump of blowout grass at the bottom and lit every blade like a thin gold wire.
  {hero} realized, watching it, that {they} didn't actually need to see the hopper again. {They} knew where it lived. {They} knew it was safe inside, in the cool and the dark, and that tonight, when the stars came out, it would pop out of this exact doorway and go bounding off across the dune about its business. That was a lot to know about somebody you had met for about three seconds.
  "Sleep tight," {hero} whispered to the little hole.
  They tiptoed away and left the doorstep exactly the way they had found it, fan of sand and all. # ending: sleep_tight
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the visitor center: breakfast in the parking lot, a ranger, and a riddle.
// ---------------------------------------------------------------------------------------------
=== visitor_center ===
# place: visitor-center
~ spot = "center"
{band:
- "young":
  {route == "follow": They watched the sun come up on the way down the dune. Then they drove to the visitor center.}
  {route == "dark": They walked down the dune as the sun came up. Then they drove to the visitor center.}
  {route == "prints": They walked down the dune as the sun came up. Dad kept looking at his pictures of the tracks.}
  The visitor center was not open yet. So they ate breakfast in the car. Behind the building, the big dunes glowed gold against the mountains.
  Two mule deer walked by. Their ears were huge! They stopped and looked at the car. Then they walked on.
  At eight o'clock, a ranger came out to raise the flag. His name tag said Ranger Archuleta.
  {hero} told him all about the hopper. {knows_name: Dad showed him the pictures.}
  The ranger smiled. "That was a kangaroo rat," he said. "It comes out at night, when it is cool."
- "middle":
  {route == "follow": They watched the sunrise from the slope on the way down, then drove to the visitor center, with the last of the tracks fading behind them.}
  {route == "dark": They walked down the dune as the sun came up, then drove the short way to the visitor center, still talking about the sand bath.}
  {route == "prints": They walked down the dune as the sun came up, then drove to the visitor center. Dad looked at his footprint pictures the whole way.}
  The visitor center wasn't open yet, so they ate granola bars in the parking lot. Behind the building, the dunes glowed gold, piled up against the mountains.
  Two mule deer wandered across the grass beyond the parking lot, their huge ears turning this way and that. They stopped to stare at the car, as if wondering what anyone was doing up so early.
  At eight o'clock, a ranger came out to raise the flag. His name tag said Ranger Archuleta. {hero} was out of the car before Dad had finished his granola bar.
  {knows_name: Dad held out his phone. The ranger looked at the pictures of the tiny prints and the tail line, and his eyebrows went up.|{hero} described everything: the big back legs, the long tufted tail, the two-footed hops, the thin line in the sand.}
  "You saw an Ord's kangaroo rat," the ranger said. "They come out at night, when it's cool. Most visitors only ever see their tracks."
- else:
  {route == "follow": They watched the sunrise from partway down the slope, Dad taking roughly four hundred photos, and then drove to the visitor center while the last of the tiny tracks faded behind them in the wind.}
  {route == "dark": They walked down the dune as the sun came up, still whispering about the sand bath, and then drove the short way to the visitor center, where {hero} fully intended to get some answers.}
  {route == "prints": They walked down the dune as the sun came up, and Dad looked at his footprint photos the whole way to the visitor center, zooming in and out and saying "huh" in an interested voice.}
  The visitor center wasn't open yet, so they ate granola bars in the parking lot and watched the light change. Behind the low building, the dunes glowed gold, piled up against the dark wall of the mountains, looking from down here like something from another planet.
  Two mule deer wandered out of the brush beyond the parking lot, their enormous ears swiveling like satellite dishes, and stopped to stare at the car with deep suspicion, as if wondering what kind of animal got up this early on purpose. {hero} stared back. The deer won.
  At eight o'clock, a ranger came out to raise the flag. His name tag said Ranger Archuleta, and {hero} was out of the car and across the parking lot before Dad had finished unwrapping his second granola bar.
  {knows_name: Dad caught up and held out his phone. The ranger scrolled through the pictures of the tiny paired prints and the thin tail line between them, and his eyebrows climbed higher with every one.|{hero} described everything in one long breath: the big back legs, the long tail with the tuft on the end, the two-footed hops, the thin wavy line in the sand. The ranger listened without interrupting once, nodding slowly.}
  "You saw an Ord's kangaroo rat," he said. "They only come out at night, when it's cool. Most visitors only ever see the tracks, if they see anything at all. Honestly, I'm a little jealous."
}
{end_now: -> early_center}
{band:
- "young":
  "It jumps on its big back feet," he went on. "And it steers with its long tail, right in the air!"
  "Where is its home?" asked {hero}.
  "In a hole under the sand," said the ranger. "The dunes cover a huge area, so there are lots of good spots." # fact: dunefield-covers-square
  Out past the parking lot, three pronghorn were eating grass. Their white bottoms shone in the sun.
  Then the ranger said something amazing. "That little kangaroo rat can live its whole life without ever drinking water!"
  "What?" said {hero}. "How?"
- "middle":
  "It jumps on those big back feet," the ranger went on, "and it uses its long tail to balance and to steer. It can change direction in the middle of a jump."
  "Where does it live?" asked {hero}.
  "In a burrow under the sand, usually near plants, where there are seeds to eat. There are about 30 square miles of dunes out there, and plenty of good spots." # fact: dunefield-covers-square
  Out past the parking lot, three pronghorn were grazing in the grass, their white rumps bright in the morning sun. {pal} {sniffed()}.
  Then the ranger leaned down, as though sharing a secret. "Here's the most amazing part. That little animal can live its whole life without ever taking a drink of water."
  {hero} stared at him. "That's impossible," {they} said. "Everything needs water. How?"
  The ranger just smiled, the way people smile when they know the answer to a really good riddle.
- else:
  "It travels on those big back feet," the ranger went on, "and that long tail isn't just for show. It uses it to balance, and to steer in the middle of a jump. It can change direction in midair, which comes in handy when something hungry is after it."
  "Where does it live?" asked {hero}.
  "In a burrow under the sand, usually near plants, where there are seeds to gather. There are about 30 square miles of dunes out there," he said, sweeping an arm toward the dunefield, "and plenty of good spots around the edges." # fact: dunefield-covers-square
  Out past the parking lot, three pronghorn were grazing in the grass, their white rumps flashing in the morning sun. {pal} {sniffed()}, and one of the pronghorn lifted its head and stared back, as if two could play at that game.
  Then the ranger leaned down and lowered his voice, like someone about to share a secret. "But here's the part that gets me every time. That little animal can live its entire life without ever taking a drink of water. Not one sip."
  {hero} stared at him. {They} thought about the dune, and the heat that was coming, and the two big water bottles Dad had made {them} carry up in the dark. "That's impossible," {they} said. "Everything needs water. How?"
  The ranger just smiled, the way people smile when they know the answer to a really good riddle.
}
* [Ask the ranger how it lives without drinking # act: ask] -> end_no_water_needed
* [Go back out to the dunes to find its doorway # act: go] -> end_someones_door
* [Help the ranger by drawing the tracks for other visitors # act: help] -> end_track_teacher

// "End now" at the visitor center: a name on a sticky note, and the luck you make yourself.
=== early_center ===
# place: visitor-center
{band:
- "young":
  "A kangaroo rat," said {hero}. {They} said it again, to remember it.
  "Lots of people see their tracks," said the ranger. "But not many people see one. You are lucky!"
  {hero} felt proud all the way down to {their} toes.
  The ranger wrote the name on a sticky note. {hero} stuck it on {their} hand.
  "Kangaroo rat," {hero} whispered, all the way back to the car.
  {pal} {wiggled()}. "I saw it too," it said. "So I am lucky too." # ending: lucky_ones
- "middle":
  "An Ord's kangaroo rat," {hero} repeated, so {they} would never forget it.
  "You were lucky," said the ranger. "I've worked here a long time, and I can count on my fingers the times I've seen one hopping around."
  {hero} felt {their} face get warm. {They} had been lucky. And {they} had been awake at 4:30 in the morning, halfway up a sand dune, which Dad said was a kind of luck you make yourself.
  The ranger wrote the name on a sticky note and handed it over. {hero} stuck it on the back of {their} hand, where {they} could read it all day.
  {pal} {wiggled()}. "I saw it too," it pointed out. "Does that make me lucky?"
  "Very," said the ranger, who took a talking animal in his stride.
  As they walked back to the car, Dad put an arm around {hero}. "I had a good plan this morning," he said. "I think yours was better." # ending: lucky_ones
- else:
  "An Ord's kangaroo rat," {hero} repeated, rolling the words around so {they} would never forget them.
  "You were lucky," said the ranger. "I've worked here a long time, and I could count on my fingers the number of times I've seen one hopping around out there. You caught one in your headlamp on your first try."
  {hero} felt {their} face go warm. {They} had been lucky. But {they} had also been awake at 4:30 in the morning, halfway up a sand dune, with {their} eyes open, which Dad said was the kind of luck you make yourself by getting out of bed.
  The ranger pulled a pen from his shirt pocket, wrote the name on a sticky note in careful capitals, and handed it over. {hero} stuck it on the back of {their} hand, where {they} could read it all day, and did, roughly every five minutes.
  {pal} {wiggled()}. "I saw it too," it pointed out. "Does that make me lucky?"
  "Extremely," said the ranger, who took a talking animal in his stride, the way park rangers seem to take most things.
  As they walked back to the car, Dad slung an arm around {hero}'s shoulders. "You know," he said, "I had a very good plan this morning. I think yours was better." # ending: lucky_ones
}
-> END

// ---------------------------------------------------------------------------------------------
// Endings from the top.
// ---------------------------------------------------------------------------------------------
// Reading the slopes from above: the trail leads home, and home is a whole town.
=== end_hopper_town ===
# place: high-dune
{band:
- "young":
  {hero} looked and looked. Dots. Loops. A long wiggly line.
  Then {they} saw it. Two tiny prints, a big jump, two more tiny prints. A thin tail line wiggled along in between.
  "There!" said {hero}. "That's it!"
  {flies(): {pal} flew down, high over the sand, so it would not step on any tracks. "It goes all the way to the bottom!" it called.|{pal} looked where {hero} pointed. "It goes all the way to the bottom!" it said.}
  The trail bounced down the dune. It ended at a clump of grass, by a tiny dark dot. A hole!
  "Its front door," said Dad.
  Then {hero} saw more trails just like it. Lots of them! They went from grass clump to grass clump, like streets.
  "It is not just one hopper," said {hero}. "It's a whole town!"
  Dad laughed. "A hopper town, right under our feet."
  They watched the sun climb. The wind blew the little streets away, one by one. Soon the sand was smooth.
  "Tonight they will make new streets," said {hero}.
  "Will they make the same streets?" asked {pal}.
  "Maybe new ones," said {hero}. "We can come and look!"
  "Every night," said Dad. # ending: hopper_town
- "middle":
  {hero} scanned the slopes below, one ridge at a time. Dots. Loops. A long wavy line that was probably a beetle. Then {they} saw it: a row of paired prints with a thin line between them, running down the slope in long, bouncy jumps.
  "There!" {hero} pointed. "That's it!"
  {flies(): {pal} swooped out over the slope, staying high so it wouldn't spoil a single print, and glided back. "It goes all the way down," it reported. "Right to the grass."|{pal} followed {hero}'s finger with its eyes. "It goes all the way down," it said. "Right to the grass."}
  The trail bounced down the dune and ended at a clump of grass at the very foot, beside a small dark dot. A hole.
  "Its front door," said Dad.
  But then {hero} noticed something else. Another line of paired prints led to another clump of grass, a little farther along. And another. And another. All along the foot of the dune, tiny two-footed trails came and went between the clumps, crossing and looping, like streets on a map.
  "It's not just one," {hero} breathed. "It's a whole town."
  {knows_name: "A whole town of kangaroo rats," said Dad, sounding amazed.|"A whole town of hoppers," said Dad, sounding amazed.} "Living right under everybody's feet, and hardly anybody knows."
  {hero} started naming the streets. The long straight one was Jumping Road. The loopy one was Snack Street. The one that went around in circles for no reason was Dad Avenue. Dad said he was honored.
  {found_seeds: {hero} even spotted the little dark picnic spot, right in the middle of town.}
  {saw_it: {hero} even spotted the scuffed hollow where the hopper had taken its sand bath. The town pool, {they} decided.}
  {knows_name: {hero} thought of Dad's phone, full of pictures of just one of those streets.}
  They sat on the crest and watched the sunrise and the wind together. Bit by bit, the wind smoothed the streets away, starting with the ones nearest the top. By the time the sun was well up, the town was invisible again, just smooth, golden sand.
  But {hero} knew it was there now. "Tonight they'll all come out again," {they} said.
  "And draw the whole map over," said Dad. "Every night. Even when nobody's here to read it." # ending: hopper_town
- else:
  {hero} scanned the slopes below, one ridge at a time, the way you search a crowded page for one particular word. Dots. Loops. A long wavy line that was almost certainly a beetle. A set of bigger prints that made {them} wonder. Then {they} saw it: a row of tiny paired prints with a thin line drawn between them, running down the slope in long, bouncy leaps, unmistakable once you knew what to look for.
  "There!" {hero} flung out an arm. "That's it! That's ours!"
  {flies(): {pal} swooped out over the slope, staying well up in the air so it wouldn't spoil a single print, traced the trail all the way down, and glided back. "It goes right to the bottom," it reported, landing in a puff of sand. "Straight to the grass. No detours. Very efficient."|{pal} followed {hero}'s finger with its eyes, squinting against the low sun. "It goes right to the bottom," it said. "Straight to the grass. No detours. Very efficient."}
  {hero} followed it too. The trail bounced down the face of the dune and ended at a clump of grass at the very foot, beside a small dark dot. A hole.
  "Its front door," said Dad quietly.
  But then {hero} noticed something that made {their} skin prickle. Another line of paired prints led to another clump of grass, a little farther along the foot of the dune. And another. And another. All along the bottom of the slope, dozens of tiny two-footed trails came and went between the grass clumps, crossing and looping and doubling back, like the streets on a map of a town seen from an airplane.
  "It's not just one," {hero} breathed. "It's a whole town."
  {knows_name: "A whole town of kangaroo rats," said Dad, sounding genuinely amazed.|"A whole town of hoppers," said Dad, sounding genuinely amazed.} "Living right under everybody's feet. Thousands of people walk past here every summer, and hardly any of them know."
  {hero} started naming the streets, because a town needed streets with names. The long straight one, with the enormous jumps, was Jumping Road. The wiggly one that kept stopping and starting was Snack Street. The one that went around in a complete circle for no reason whatsoever was, {hero} announced, Dad Avenue. Dad said he had never been so honored in his life, and asked whether he could have a statue.
  {found_seeds: {hero} even picked out the little dark picnic spot, right in the middle of town, like a diner on Main Street.}
  {saw_it: {hero} even picked out the scuffed hollow where the hopper had rolled in its sand bath. The town pool, {they} decided.}
  {knows_name: {hero} thought of Dad's phone, stuffed with pictures of just one of those streets, and suddenly it seemed like a tiny piece of something enormous.}
  They sat on the crest and watched the sunrise and the wind together. Bit by bit, the wind smoothed the streets away, starting with the ones nearest the top, the way someone tidies a table. By the time the sun was well up, the town had vanished completely, and there was nothing below them but smooth, innocent, golden sand.
  But {hero} knew it was there now, and knowing felt like owning a secret. "Tonight they'll all come out again," {they} said.
  "And draw the whole map over," said Dad. "Every single night. Whether anybody's here to read it or not." # ending: hopper_town
}
-> END

// The cost: they wait for the whole sunrise, and the wind wipes every track away.
=== end_wiped_clean ===
# place: high-dune
{band:
- "young":
  "Let's just watch for a minute," said Dad. "Then we will look."
  So they sat on top and watched. The sun was big and gold. The light filled up all the dips between the dunes.
  Dad pointed at the big mountains, right behind the sunrise. "The wind blows sand across the whole valley," he said. "When it gets to those mountains, it slows down and drops the sand. That is how the dunes piled up here."
  One minute turned into ten, and ten turned into a whole hour. {pal} dozed in the warm sun. The wind that had been rising since the stars faded blew harder and harder.
  When {hero} looked down again, {their} tummy dropped. The sand was smooth! All the tracks were gone. The wind had wiped them away.
  "Now we will never know where it went," said {hero}.
  "I'm sorry," said Dad. "I wanted my sunrise."
  {hero} thought about it. The sunrise had been so beautiful. "We got the sunrise," {they} said. "We just did not get both."
  Dad hugged {hero} close. "The hoppers write on the dunes every night," he said. "The wind wipes it clean every day. Tomorrow there will be a new page."
  "Then tomorrow, we read it first," said {hero}. # ending: wiped_clean
- "middle":
  "Let's just watch for one minute," said Dad. "Then we'll look."
  So they sat on the crest and watched the sun climb over the mountains. It was huge and gold, and its light crept down into the hollows between the dunes and filled them up like water. Dad took forty photos and then put his phone away and just looked.
  Dad pointed at the mountains the sun had just climbed over. "See how the sand piles up right against them?" he said. "The wind carries it across the whole valley, and when it hits those mountains, it slows down and drops it. This morning's wind is still at it."
  One minute became five, then ten, then most of an hour. {pal} dozed in the warm sun. The wind that had been rising since the stars faded grew stronger still, and long plumes of sand began to stream off the tops of the ridges like smoke.
  When {hero} finally looked down again, {their} stomach dropped. The slopes were smooth. The loops and dots and paired prints were gone, wiped away like a whiteboard after class. {hero} searched and searched. There was no sign of the hopper's trail anywhere.
  Then, in the shadow of a ridge, {hero} spotted one last pair of tiny prints. {They} pointed, but even as {they} did, the wind poured sand into them, and they were gone too.
  "It's gone," {they} said. "Now we'll never know where it went."
  Dad looked down at the smooth sand and winced. "That's my fault," he said. "I wanted my sunrise."
  {hero} thought about it. The sunrise had been amazing. But {they} had really wanted to find that door. "We got the sunrise," {they} said slowly. "We just didn't get both."
  "You can't always get both," said Dad. "Sometimes the dune decides." He put an arm around {them}. "But here's the thing. The hoppers write on these dunes every night, and the wind wipes it clean every day. There'll be a brand new page tomorrow."
  {hero} looked at the smooth, shining slopes and felt a little better. "Then tomorrow," {they} said, "we read the page first." # ending: wiped_clean
- else:
  "Let's just watch for one minute," said Dad. "One. Then we'll look, I promise."
  So they sat on the crest and watched the sun climb clear of the mountains. It was enormous and gold, and its light crept down into the hollows between the dunes and filled them up, one after another, like water poured into a tray of cups. Dad took forty photos, then put his phone away, and just looked, with an expression {hero} didn't often see on him, a sort of quiet astonishment.
  Dad nodded at the mountains the sun had just climbed over, their edges still burning gold. "Ever wonder why all this sand is here, and not somewhere else? The wind drags it across the whole valley, and when it hits those mountains, it slows down and drops it. Grain by grain, for longer than anybody can imagine. This wind right now is still at it."
  One minute became five, then ten, then twenty, then most of an hour. {pal} dozed in the warm sun. The wind, which had been rising ever since the stars faded, grew steadily stronger, and long plumes of sand began streaming off the tops of the ridges, glittering, like smoke from a row of chimneys.
  When {hero} finally looked down again, {their} stomach dropped straight through the dune. The slopes were smooth. The loops, the dots, the paired prints, the whole night's writing, all gone, wiped away as cleanly as a whiteboard at the end of a school day. {hero} searched every slope, twice. There was no sign of the hopper's trail anywhere. It might never have existed.
  Then, deep in the blue shadow of a ridge where the wind hadn't reached yet, {hero} spotted one last pair of tiny prints, side by side, with the faintest line between them. {They} pointed, opened {their} mouth to shout, and watched the wind find them, pour sand into them, and smooth them away, as easily as a hand wiping fog off a window.
  "It's gone," {they} said, and {their} voice came out smaller than {they} meant it to. "Now we'll never know where it went."
  Dad looked down at the smooth sand and winced. "That's on me," he said. "I wanted my sunrise. I wanted it so much I forgot it was only supposed to be one minute."
  {hero} thought about it honestly. The sunrise had turned the whole dunefield to gold, and {they} couldn't pretend that hadn't been worth it. But {they} had also really, truly wanted to find that door. "We got the sunrise," {they} said slowly. "We just didn't get both."
  "You can't always get both," said Dad. "Sometimes you pick, and sometimes the dune picks for you." He put an arm around {them}. "But here's the thing I keep thinking. Those hoppers write on these dunes every single night, and the wind wipes it clean every single day. Which means there's a brand new page out here tomorrow."
  {hero} looked at the smooth, shining slopes, and the disappointment loosened its grip a little. "Then tomorrow," {they} said, "we read the page first. Sunrise second."
  "Deal," said Dad. "Mostly." # ending: wiped_clean
}
-> END

// Down the steep side to the doorway, and back that evening to see the hopper wake up.
=== end_good_morning ===
# place: high-dune
{band:
- "young":
  "Come on!" yelled {hero}. {They} jumped off the top, onto the steep side.
  Whoosh! It was like running down a mountain of pillows. Every step sank deep. Sand poured down all around. Dad came too, whooping like a kid!
  {flies(): {pal} swooped down next to them.|{kind == "turtle": {pal} rode down under {hero}'s arm, blinking at the speed.|{pal} {dashed()} down next to them.}}
  At the bottom, they found the tracks. They went to a clump of grass. Under it was a little hole. The last footprints went right in.
  "It is asleep," whispered {hero}.
  "Then we let it sleep," said Dad. "But what if we come back tonight?"
  So they did! That evening, when the sand was cool, they sat very still, far from the hole.
  The stars came out. Then a tiny head popped out of the hole! Two dark eyes. Long whiskers.
  Out came the hopper. It washed its face. Then, boing, boing, boing, it hopped away under the stars.
  "Good morning!" {hero} whispered. For the hopper, the night was its morning.
  Dad hugged {hero}. Out on the sand, a brand new line of tiny footprints was already running off under the stars. # ending: good_morning
- "middle":
  "Come on!" {hero} yelled, and jumped off the crest onto the steep side.
  It was like running down a mountain made of pillows. Every giant step sank to the knee, and sand poured down around {their} legs in little rivers. Dad came bounding after {them}, whooping like a kid. {flies(): {pal} swooped down beside them, tumbling in the air for fun.|{kind == "turtle": {pal} rode down tucked under {hero}'s arm, blinking at the speed.|{pal} {dashed()} down beside them.}} In a minute they were at the bottom, breathless and covered in sand.
  The grass clumps were right there. {hero} found the hopper's trail and followed it, carefully, to a clump of tough grass. Under it was a small round hole. The last pair of prints pointed straight in.
  "It's home," {hero} whispered. "It's asleep."
  "Then we let it sleep," said Dad. "But..." He got the look he got when a new plan was forming. "What if we came back tonight?"
  So they did. They spent the hot middle of the day far away from the burning sand, and that evening, as the dunes turned pink and then gray, they sat on the cool sand a long way from the clump of grass, very still, and waited.
  Dad had brought a red light this time, because red light doesn't dazzle night eyes the way white light does. They kept it switched off anyway. {pal} was told three times that fidgeting was not allowed, and only fidgeted twice.
  The stars came out, one by one, and then all at once. And just when {hero}'s legs had started to go numb, a tiny head popped out of the hole. Two dark eyes. Whiskers. Then the whole hopper came out, sat up, washed its face, and bounded away across the dune, boing, boing, boing, into the starlight.
  "Good morning," {hero} whispered after it. For the hopper, the night was its morning.
  Dad squeezed {their} shoulder. "We made this plan together," he whispered. Out on the pale sand, a fresh line of paired prints was already running off into the dark, the first words on tonight's page. # ending: good_morning
- else:
  "Come on!" {hero} yelled, and before Dad could say a word about plans, {they} jumped off the crest onto the steep side.
  It was like running down a mountain made of pillows. Every giant, floating step sank to the knee, and sand poured down around {their} legs in little hissing rivers, and the whole slope seemed to slide along with {them} in slow motion. Behind {them}, Dad gave a whoop like a kid on the last day of school and came bounding after. {flies(): {pal} swooped down beside them, tumbling in the air just for the fun of it.|{kind == "turtle": {pal} rode down tucked under {hero}'s arm like a parcel, blinking at the speed.|{pal} {dashed()} down beside them, spraying sand.}} In about a minute they were at the bottom, breathless, sand in their ears, their teeth, and several pockets.
  The grass clumps were right there. {hero} found the hopper's trail again and followed it, slowly now, careful with every step, to a clump of tough grass. Under it was a small round hole, and the last pair of prints pointed straight into it.
  "It's home," {hero} whispered. "It's asleep in there."
  "Then we let it sleep," said Dad. He was quiet for a moment, looking at the hole, and {hero} recognized the look on his face. It was the look of a new plan being born. "But," he said, "what if we came back tonight?"
  So they did. They spent the hot middle of the day far away from the burning sand, napping in the shade, eating, and arguing about what a {knows_name: kangaroo rat|hopper} might dream about. And that evening, as the dunes turned pink and then gray and the mountains went purple, they sat on the cool sand a long way from the clump of grass, very still, and waited.
  Dad had brought a red flashlight this time, because, he explained in a whisper, red light doesn't dazzle night eyes the way white light does. They kept it switched off anyway, just in case. The first star came out over the valley, and then the second, and {hero} wished on both of them, for the same thing.
  After that, the sky filled up with stars faster than anyone could count. {hero}'s legs went numb. {pal} fidgeted and was shushed. And just when {hero} had started to wonder whether the hopper had moved house, a tiny head popped out of the hole. Two enormous dark eyes. A twitch of whiskers. Then the whole hopper came out, sat up, scrubbed its face with its little front paws, and bounded away across the dune, boing, boing, boing, into the starlight, as if it had somewhere wonderful to be.
  "Good morning," {hero} whispered after it, and meant it. For the hopper, the night was its morning.
  Dad squeezed {their} shoulder. "We made this one together," he said softly. "Don't tell your mother I let you stay up this late." Out on the pale sand, a fresh line of paired prints was already running away under the stars, the first sentence on tonight's page, and {hero} watched it until it was too faint to see. # ending: good_morning
}
-> END

// ---------------------------------------------------------------------------------------------
// Endings from the doorway.
// ---------------------------------------------------------------------------------------------
// They keep still, and watch the hopper shut its front door for the day.
=== end_door_shuts ===
# place: high-dune
{band:
- "young":
  {hero} did not move. {They} hardly breathed.
  A little beetle came walking by, step, step, step. It left a line of tiny dots behind it, like stitches. {route == "follow": So that was who made those!} It did not even look at them.
  Scritch, scritch. A tiny puff of sand popped up from inside the hole. Then another. Something was pushing sand up into the hole, pat, pat, pat.
  The hole got smaller, and smaller. Then it was gone!
  "It closed its front door!" whispered {hero}.
  "That is how it stays cool in the day," whispered Dad. "It shuts its door to keep the hot air out."
  Just then, the sun came up over the mountains. The light slid down the dune. It shone on the grass, and on the shut door.
  "Goodnight, little hopper," whispered {hero}.
  Then {hero} remembered something. "Dad, you missed your sunrise from the top!"
  Dad looked at the sun. It was shining right on them. "Did I?" he said. "I think the sunrise came to us." # ending: door_shuts
- "middle":
  {hero} didn't move. {They} hardly breathed.
  A small dark beetle came walking past the grass, its legs going like sewing needles, leaving a line of tiny stitches behind it. {route == "follow": So that was who made those.} It didn't even look at them. {pal} watched it go with enormous self-control. Dad's knee made a small popping noise, and all three of them held their breath, but nothing came out of the hole to complain.
  Scritch, scritch. Then a tiny spray of sand flicked up from inside the hole and settled. Then another. Something was pushing sand up from underneath, pat, pat, pat, filling the hole from the inside, a little at a time.
  The hole got smaller. And smaller. And then it was gone, and there was only a smooth patch of sand under the grass, with a faint dimple where the door had been.
  "It shut its front door," {hero} whispered.
  "That's how it stays cool all day," Dad whispered back. "It plugs the door, so the hot air stays out and the cool, damp air stays in. Clever little thing."
  Just then, the sun broke over the mountains. The first light slid down the dune and landed on the clump of grass, on the little dimple of the shut door, on {hero}'s sandy sneakers.
  {hero} knew exactly where the hopper was now: right down there, in the cool dark, curled up after a long night. {They} wondered if it could hear them through the sand.
  "Goodnight," {hero} whispered.
  {pal} whispered goodnight too, so softly that only {hero} heard it. The beetle's line of stitches wandered off across the sand and disappeared around the foot of the dune.
  Then {hero} remembered something, and turned to Dad. "You gave up the top for this. Your sunrise."
  Dad looked at the little shut door, and then at the sun, which was shining right on them anyway. "Did I?" he said. "Seems to me the sunrise came to us." # ending: door_shuts
- else:
  {hero} didn't move. {They} hardly breathed. Beside {them}, Dad had turned into a statue of a man crouching on a sand dune.
  A small dark beetle came trundling past the grass, its legs going like sewing needles, leaving a neat double line of stitches behind it in the sand. {route == "follow": So that was who had made those tracks in the night.} It didn't so much as glance at them. {pal} watched it pass with heroic self-control. Then Dad's knee made a loud popping noise, like a cork, and all three of them froze in horror, but nothing came out of the hole to complain, and after a long moment {hero} let {their} breath out again.
  Scritch, scritch. Then a tiny spray of sand flicked up from inside the hole and pattered back down. Then another. Then another. Something was pushing sand up from underneath, pat, pat, pat, filling the hole from the inside, a tiny pawful at a time, neat and businesslike, the way someone closes the curtains at night.
  The hole got smaller. And smaller. And smaller. And then, with one last little shove, it was gone, and there was only a smooth patch of sand under the grass, with a faint dimple where the doorway had been. If {hero} hadn't seen it, {they} would never have known.
  "It shut its front door," {hero} whispered, and found that {their} heart was racing as though {they} had run up the dune.
  "That's how it stays cool all day," Dad whispered back, sounding every bit as amazed. "It plugs the door, so the hot air stays out and the cool, damp air stays in. It's got its own air conditioning. Clever little thing."
  Just then, the sun broke over the mountains behind them. Its first light came sliding down the dune and landed on the clump of blowout grass, on the little dimple of the shut door, on {hero}'s sandy sneakers, turning everything gold at once.
  {hero} sat there in the warm light and thought about the hopper, right down there under the sand, in the cool and the dark, curling up after its long night. {They} wondered whether it could hear them through the sand. {They} wondered whether it minded being watched, and hoped it didn't.
  "Goodnight," {hero} whispered to the dimple.
  {pal} whispered it too, so softly that only {hero} heard, and then looked embarrassed about it.
  Then {hero} remembered something, and turned to Dad with a guilty jolt. "You gave up the top for this. Your sunrise. Your whole plan."
  Dad looked at the little shut door. Then he looked at the sun, which was pouring over the two of them as if it had been aimed. "Did I?" he said. "Funny. Seems to me the sunrise came right down here to find us." # ending: door_shuts
}
-> END

// They save the trail in photos, pair by pair, before the wind erases it: a book of one night.
=== end_hopper_book ===
# place: high-dune
{band:
- "young":
  The scritching stopped. Whatever was down there was busy getting ready for bed.
  "Let's save the tracks!" said {hero}. "Before the wind takes them!"
  They hurried back up the trail. Dad took pictures. {hero} put a finger by each footprint, to show how small it was. Click, click, click!
  {found_seeds: "Here is the picnic spot!" said {hero}. Click!}
  {saw_it: "Here is the sand bath!" said {hero}. Click!}
  {knows_name: "Here is where we knelt down in the dark!" said {hero}. Click!}
  The wind was fast. The tracks filled up with sand behind them. They had to run to keep ahead!
  {kind == "turtle": {pal} stuck its neck out from {hero}'s arm to spot the next prints.|{pal} {dashed()} ahead to find the next prints.}
  By the time the sun came up, the tracks on the dune were gone. But they were not gone from Dad's phone.
  Dad scrolled through the pictures. There were forty-two of them! They showed the hopper's whole night, jump by jump.
  "It's like a comic book," said {hero}.
  "Let's make it into a real book," said Dad. "You can write the words."
  {hero} already knew how it would start. "Once upon a night, a tiny hopper went out for a walk." # ending: hopper_book
- "middle":
  The scritching stopped. Whatever was down there was busy, and it didn't need an audience. But the tracks up on the slope were vanishing fast.
  "The tracks," said {hero}. "Let's save them. All of them, before the wind does."
  They hurried back up the slope along the trail. Dad held the phone. {hero} knelt beside each pair of prints with a finger next to it for size and called out what it showed. "Two feet. Long jump! Here's where it turned around." {found_seeds: "Here's the picnic spot!"} {saw_it: "Here's the sand bath!"} {knows_name: "Here's where we knelt down in the dark!"} Click. Click. Click.
  Behind them, the wind was erasing the trail as fast as they could photograph it. Twice they had to run ahead to catch a pair before it filled with sand. {kind == "turtle": {pal} rode in the crook of {hero}'s arm with its neck stretched out, and shouted whenever it spotted the next prints.|{pal} {dashed()} ahead to find the next prints and shouted whenever it did.}
  Halfway up, {hero} noticed something they had walked right past in the dark. The trail made a complete circle around one small plant before it went on. "It went all the way round," said {hero}. "Why?"
  "Checking for seeds, I bet," said Dad. "Shopping." Click.
  Dad lay flat on his stomach to get the best picture of one long jump, and came up with sand in his nose, his ears and his eyebrows. {pal} said he looked like a sugar cookie.
  At the very top of the trail, where the headlamp had first caught the hopper, {hero} made Dad take one last picture: just smooth sand, and {hero}'s own two sneaker prints beside the hopper's. "That's us," {they} said. "We're in the story too."
  By the time the sun came over the mountains, the trail was gone from the dune. But it wasn't gone from Dad's phone. They sat down in the warm sand and scrolled through the pictures: forty-two of them, one after another, from the doorway all the way back up the slope. The hopper's whole night, jump by jump.
  "It's like a comic strip," said {hero}. "The adventures of the hopper."
  "We could print them," said Dad. "Make a real book. You could write the words."
  {hero} was already thinking about the first page. It would be dark, with stars, and a tiny shape caught in a headlamp, halfway through a jump.
  "Once upon a night," {they} said, trying it out.
  "That's good," said Dad. "That's really good. Keep going." # ending: hopper_book
- else:
  The scritching stopped as suddenly as it had started. Whatever was down there was busy with its own business, and {hero} had a feeling it would not welcome an audience. But up on the slope, the tracks were disappearing by the second.
  "The tracks," said {hero}. "Let's save them. All of them, before the wind gets there first."
  They hurried back up the slope along the trail. Dad held the phone. {hero} knelt beside each pair of prints with a finger next to it for size and called out what it showed, like a scientist dictating notes. "Two feet. Long jump! Here's where it stopped and turned around. Here's where it sped up." {found_seeds: "Here's the picnic spot!"} {saw_it: "Here's the sand bath! Get the feet marks!"} {knows_name: "Here's where we knelt down in the dark and worked it out!"} Click. Click. Click.
  Behind them, the wind was erasing the trail almost as fast as they could photograph it, softening each pair a few seconds after they'd left it. Twice they had to sprint ahead to catch a pair before it filled with sand. {kind == "turtle": {pal} rode in the crook of {hero}'s arm with its neck stretched out as far as it would go, and shouted every time it spotted the next prints, and once shouted about a pair that turned out to be Dad's.|{pal} {dashed()} ahead to find the next prints and shouted every time it did, and once shouted about a pair that turned out to be its own.}
  Halfway up, {hero} noticed something they had walked straight past in the dark. The trail made a complete circle around one small, scraggly plant, around and around it, twice, before setting off again. "It went all the way round," {hero} said. "Twice. Why would it bother?"
  "Checking for seeds, I'd bet," said Dad. "Shopping. Seeing what was in stock." Click. "I do the same thing in the snack aisle."
  Dad lay flat on his stomach to get the perfect shot of one especially long jump, and came up with sand in his nose, his ears and both eyebrows. {pal} said he looked like a sugar cookie that had been dropped on the beach, and Dad said that was very hurtful and also probably accurate.
  At the very top of the trail, where the headlamp had first caught the hopper in the dark, {hero} made Dad take one last picture: just smooth sand, with the hopper's first pair of prints, and right beside them, {hero}'s own two sneaker prints. "That's us," {they} said. "We're in the story too. We should be. We were there."
  By the time the sun cleared the mountains, the trail was completely gone from the dune. Not a single print was left. But it wasn't gone from Dad's phone. They sat down in the warm sand, shoulder to shoulder, and scrolled through the pictures: forty-two of them, one after another, from the doorway all the way back up the slope to where the headlamp had first caught it. The hopper's whole night, jump by jump, saved.
  "It's like a comic strip," said {hero}. "The adventures of the hopper. Part one."
  "We could print them," said Dad. "Make a real book, with a proper cover. You could write the words."
  {hero} was already thinking about the first page. It would be dark, with thousands of stars, and a tiny pale shape caught in a circle of light, halfway through a jump, with its tail streaming out behind it like a ribbon. {They} could see it so clearly it was almost finished already.
  "Once upon a night," {they} said, trying it out loud.
  Dad looked at {them} for a moment, and then out at the smooth, gold, empty slopes, where the whole story had been an hour ago. "That's good," he said. "That's really good. Keep going." # ending: hopper_book
}
-> END

// The cost: they race back up for the sunrise and are only halfway when it comes.
=== end_halfway_sun ===
# place: high-dune
{band:
- "young":
  The scritching stopped. The hopper was going to sleep. Then {hero} looked up at the pink sky.
  "Your sunrise!" said {hero}. "Come on, Dad!"
  They raced back up the dune. But going up was slow! Step, slide. Step, slide. Puff, puff.
  They were not even halfway up when the sun popped over the mountains.
  {hero} stopped. The top was still far away. "We missed it," {they} said. "I made you miss it."
  Dad sat down in the sand. He patted the spot next to him. "Did you? Look."
  The light poured over the dunes. It made every ripple shine. It was beautiful, even from halfway up.
  "I wanted to see it from the very top," said Dad. "But I got to see a tiny animal's front door. Nobody else saw that today."
  {hero} leaned on Dad. The sand was getting warm already.
  {kind == "turtle": {hero} set {pal} down in the sand, and it let out a happy sigh.|{pal} flopped down in the sand next to them with a happy sigh.}
  "Next time, we go straight to the top," said {hero}.
  "Straight to the top," said Dad. "Unless something hops by." # ending: halfway_sun
- "middle":
  The scritching stopped. Whatever was down there had settled in for the day. Then {hero} looked up at the glowing sky and remembered.
  "Your sunrise!" said {hero}, jumping up. "Dad, come on! We can still make it!"
  They left the doorway and raced back up the dune. But going up was so much slower than coming down. Every step sank and slid. Dad puffed. {hero} puffed. {flies(): {pal} flew ahead and kept circling back to hurry them.|{kind == "turtle": {pal} rode under {hero}'s arm, which meant {hero} did the panting for both of them.|{pal} {moved()} along beside them, panting.}} The top seemed to float farther away the harder they climbed.
  They weren't even halfway when the first bright edge of the sun slid up over the mountains.
  {hero} stopped, hands on {their} knees. The crest was still far above them. "We missed it," {they} panted. "I made you miss it. Your whole plan."
  Dad sat down in the sand and patted the spot beside him. "Did you, though? Look."
  The light came pouring across the dunes, filling every hollow and lighting every ripple. From halfway up, they could see the whole dunefield turning gold, one ridge at a time. It wasn't the view from the top. It was still amazing.
  "I've wanted to watch the sun come up from that crest for about twenty years," said Dad. "And I'll do it one day. But this morning I got to see a tiny animal's front door, and hear it getting ready for bed. I don't think anyone else on this dune can say that."
  {hero} leaned against him. Already the sand was warming under {their} hands.
  They climbed the rest of the way anyway, slowly this time, with nobody racing anybody. At the top, the sun was already well up and the whole dunefield was shining. {hero} looked down, and far below, at the foot of the dune, {they} could just see one small clump of grass, with a door underneath it that only the two of them knew about.
  "At least now I know exactly where to sit next year," said Dad.
  "Next time," said {hero}, "we go straight to the top. No detours."
  "Straight to the top," Dad agreed. He grinned. "Unless something hops by." # ending: halfway_sun
- else:
  The scritching stopped. Whatever was down there had settled in for the day. And suddenly {hero} thought of Dad's face at 4:30 that morning, and the three alarms, and the plan.
  "Your sunrise!" said {hero}, scrambling up. "Dad, come on! We can still make it if we run!"
  They left the doorway and raced back up the dune. But going up turned out to be ten times slower than coming down. Every step sank and slid backward. Dad puffed like a steam engine. {hero} puffed like a smaller steam engine. {flies(): {pal} flew ahead and kept circling back to urge them on, which was not as helpful as it thought.|{kind == "turtle": {pal} rode under {hero}'s arm, offering no advice at all, which was the kindest thing it could have done, considering who was carrying whom.|{pal} {moved()} along beside them, panting, and offering no advice at all, which was the kindest thing it could have done.}} The crest seemed to float farther away the harder they climbed, as if the dune were quietly pulling it back.
  They weren't even halfway when the first white-gold edge of the sun slid up over the mountains.
  {hero} stopped, hands on {their} knees, chest heaving. The crest was still far above them, glowing now, out of reach. "We missed it," {they} panted. "I made you miss it. Your whole plan. All three alarms."
  Dad sat down in the sand, breathing hard, and patted the spot beside him. "Did you, though? Look."
  The light came pouring across the dunes, spilling into every hollow and catching every ripple, and from halfway up they could watch the whole dunefield turning gold, one ridge after another, like a line of dominoes falling in slow motion. It wasn't the view from the top. It was, {hero} had to admit, still enough to make {them} forget {their} burning legs.
  "I've wanted to watch the sun come up from that crest since I was about your age," said Dad. "And I will, one day. But this morning I got to see a tiny animal's front door, and hear it scratching around getting ready for bed. I'm pretty sure nobody else on this dune can say that. Nobody else in the state, maybe."
  {hero} leaned against him. Already the sand was warming under {their} hands, and {they} understood that this was what choosing meant: you got one thing, and you didn't get the other, and you had to decide to be glad about the one you got.
  They climbed the rest of the way anyway, slowly this time, with nobody racing anybody, stopping whenever they liked. By the time they reached the crest the sun was well up, the long blue shadows were shrinking, and the whole dunefield lay shining around them. {hero} looked down, and far below, at the very foot of the dune, {they} could just make out one small clump of grass, with a door beneath it that only the two of them, and {pal}, knew about.
  "Well," said Dad, surveying the view with his hands on his hips, "at least now I know exactly where to sit next year."
  "Next time," said {hero}, "we go straight to the top. No detours. I promise."
  "Straight to the top," Dad agreed. Then he grinned. "Unless something hops by." # ending: halfway_sun
}
-> END

// ---------------------------------------------------------------------------------------------
// Endings from the visitor center.
// ---------------------------------------------------------------------------------------------
// The ranger answers the riddle: water from seeds, and pockets in its cheeks.
=== end_no_water_needed ===
# place: visitor-center
{band:
- "young":
  "How does it live without water?" asked {hero}.
  "It eats dry seeds," said the ranger. "Its body is so clever that it makes the water it needs from its food!"
  "Wow," said {hero}.
  "It has pockets, too," said the ranger. "Furry pockets in its cheeks. It fills them with seeds. Then it hops home and saves the seeds for later."
  {found_seeds: "We found where it ate seeds!" said {hero}. "A midnight picnic!"}
  {pal} {wiggled()}. "I want cheek pockets," it said.
  "Do you know how it stays cool in the day?" asked the ranger.
  "It hides under the sand!" said {hero}.
  "Yes! And it shuts its door with sand, from the inside," said the ranger. "Like closing a window."
  {hero} looked at {their} water bottle. It was almost empty. "I drank a whole bottle on the dune!"
  "Good," said the ranger. "Keep drinking. You are not a kangaroo rat, and today will be hot!"
  Then the doors opened. The ranger gave {hero} a Junior Ranger book. On the very first page, {hero} drew the kangaroo rat, with its cheeks full of seeds. # ending: no_water_needed
- "middle":
  "How?" {hero} asked again. "How does it live without drinking?"
  "Seeds," said the ranger. "It eats dry seeds, and its body is so good at saving water that it can make what it needs from its food. It hardly wastes a drop. It stays in its burrow all through the hot day, where it's cool and a little damp, and only comes out at night."
  "That's like a superpower," said {hero}.
  "It has pockets, too," the ranger added. "Fur-lined pockets in its cheeks. It stuffs them with seeds and hops off to hide them. Sometimes it buries them in the damp sand under the surface, so they soak up a little moisture before it eats them."
  {found_seeds: {hero} remembered the little pile of seeds and husks in the pit. "We found where it was eating!" {they} said. "Its midnight picnic!"}
  {saw_it: {hero} remembered the hopper washing its face in the starlight. Maybe it had been tidying up after its snack.}
  {knows_name: Dad zoomed in on his photos, looking for seed husks, and found a tiny one right next to a print.}
  {pal} {wiggled()}. "I want cheek pockets," it said. "I'd keep snacks in them."
  "Want to guess how it stays cool all day?" asked the ranger.
  {hero} thought hard. "It goes underground," {they} said. "Where the sun can't get it."
  "Right. And then it does something clever. It plugs its front door with sand, from the inside, so the cool, damp air stays in. Like shutting a window on a hot day."
  Dad tried stuffing a whole granola bar into one cheek to see what a cheek pocket felt like. He couldn't talk for a full minute, and his cheek bulged like a chipmunk's the whole time.
  {hero} looked at {their} water bottle, which was nearly empty. "I drank a whole bottle climbing that dune."
  "Good," said the ranger. "Keep drinking. You're not a kangaroo rat, and it's going to be a hot day."
  Then the doors opened, and the ranger handed {hero} a Junior Ranger book. On the very first page, in the box that said Draw an animal you saw, {hero} drew the kangaroo rat, mid-jump, with its tail streaming out behind it and its cheeks stuffed full of seeds. # ending: no_water_needed
- else:
  "How?" {hero} asked again, because the ranger was clearly enjoying the suspense. "How does anything live without drinking?"
  "Seeds," said the ranger. "It eats dry seeds, and its body is so good at saving water that it can make what it needs from its food as it digests it. Then it barely wastes a drop. It spends the whole hot day in its burrow, where the air is cool and a little damp, and only comes out at night, when the desert air isn't trying to steal its water."
  "That's basically a superpower," said {hero}.
  "It's better than most superpowers," said the ranger. "Most superpowers aren't real. And it has pockets, too. Fur-lined pockets in its cheeks. It stuffs them full of seeds, hops off, and empties them out to save for later, like a tiny grocery shopper unloading the car. Sometimes it even buries them in the damp sand just under the surface for a couple of days, so they soak up a little moisture first. A drink, in a seed."
  {found_seeds: {hero} thought of the little pit in the sand, with its scatter of seeds and papery husks. "We found where it was eating!" {they} said. "Its midnight picnic. It must have been filling its pockets."}
  {saw_it: {hero} thought of the hopper sitting up in the starlight, scrubbing its face with its tiny paws. Maybe it had been cleaning up after stuffing its cheeks.}
  {knows_name: Dad zoomed in on his photos, looking for seeds, and after a long search found one tiny husk lying right beside a print. He held the phone up as if he'd discovered gold.}
  {pal} {wiggled()}. "I want cheek pockets," it said wistfully. "Think of the snacks."
  "Want to guess how it keeps cool all day?" asked the ranger, clearly enjoying himself.
  {hero} thought hard, picturing the dune at noon, shimmering. "It goes underground," {they} said slowly. "Deep enough that the sun can't reach."
  "Right. And then it does something extra clever. It plugs its front door with sand, from the inside, so the cool, damp air stays in and the hot, dry air stays out. Like shutting all the windows on a hot afternoon."
  Dad, inspired, tried stuffing a whole granola bar into one cheek to find out what a cheek pocket felt like. He could not speak for a full minute, and made several noises like a walrus, and {hero} laughed so hard {they} had to sit down on the curb. It was, {hero} announced, the first time in recorded history that Dad had run out of things to say, and Dad, still chewing, could not argue.
  {hero} looked down at {their} water bottle, which was nearly empty, and then at the sun, which was already hot on the back of {their} neck. "I drank a whole bottle just climbing that dune."
  "Good," said the ranger firmly. "Keep drinking. You're not a kangaroo rat, and this is going to be a hot one."
  Then the doors opened, and the ranger handed {hero} a Junior Ranger book. On the very first page, in the box that said Draw an animal you saw today, {hero} drew the kangaroo rat, mid-jump, with its tail streaming out behind it like a ribbon and its cheeks stuffed so full of seeds that it looked like it was holding its breath. Underneath, in {their} best handwriting, {they} wrote: It never drinks. It doesn't need to. # ending: no_water_needed
}
-> END

// The cost: back on the dune, the wind has erased the trail, but a shut door waits under the grass.
=== end_someones_door ===
# place: high-dune
{band:
- "young":
  "It gets its water from the dry seeds it eats," the ranger told them, as they left.
  They drove back to the dunes. Now the sun was high. Dad made everyone drink water first. "We look fast," he said. "The sand is getting hot."
  But the dune was smooth! The wind had wiped away every track. There were no tiny footprints anywhere.
  "They're gone," said {hero}. "All of them."
  Then {hero} remembered what the ranger said. "It lives near plants! Let's look by the grass!"
  They walked along the bottom of the dune. They looked under every clump of grass. {pal} looked too.
  Under the fourth clump, {hero} found a little round patch of fresh sand. It was like a plug in a hole.
  "A shut door!" whispered {hero}.
  "Is it our hopper?" asked {pal}.
  "Maybe," said {hero}. "Maybe it's a neighbor. But someone is asleep in there."
  They tiptoed away, before the sand got too hot. # ending: someones_door
- "middle":
  "Seeds," the ranger told them, as they headed back to the car. "It makes the water it needs from the dry seeds it eats."
  They drove back to the dunes. It was the middle of the morning now, and the sand was already warming. Dad made them each drink water before they set off. "We look fast," he said, "and we're off the sand before it gets hot."
  But when they reached the slope where they had seen the hopper, {hero} stopped. The dune was smooth. The wind had wiped every track away. No paired prints, no tail line, nothing. It was as if the whole night had never happened.
  "It's gone," said {hero}. "All of it."
  Then {they} remembered what the ranger had said. "Near plants," {they} said. "It lives near plants. We look under the grass."
  They walked along the foot of the dune, checking each clump of tough dune grass. {pal} checked too, keeping well back from each one. Under the second clump there was a hole, but a spider had spun a web right across it. "Nobody's been in or out of that one for a while," said {hero}. "They'd have broken the web." Dad looked at {them} with real respect.
  The sand was getting hot now. {hero} could feel it through {their} shoes. "Two more clumps," said Dad, "and then we go, no matter what. Drink."
  Under the fourth clump, {hero} found it: a small round patch of fresh, loose sand, pushed up into a little plug, right where a doorway would be.
  "A shut door," {hero} whispered.
  "Is it our hopper?" asked {pal}.
  {hero} thought about it. There was no way to know. It might be theirs. It might be a neighbor's. "Maybe," {they} said. "Maybe not. But somebody's asleep in there either way."
  "That's the part that matters," said Dad.
  They left the little door exactly as they had found it and walked back to the car as the sand grew hot, and {hero} looked back at the clump of grass three times before it disappeared. # ending: someones_door
- else:
  "Seeds," the ranger told them, as they headed back across the parking lot. "It makes the water it needs out of the dry seeds it eats. Now go find your kangaroo rat. And drink some water yourselves."
  They drove back to the dunes. It was the middle of the morning now, and the sand was already warming under a hard blue sky. Dad made them each drink half a bottle before they set off. "We look fast," he said, "and we're off the sand before it gets hot. That's the new plan. The plan is non-negotiable."
  But when they reached the slope where they had seen the hopper, {hero} stopped dead. The dune was smooth. The wind had wiped every track away while they were eating granola bars. {route == "follow": No paired prints, no tail line, no beetle stitches, nothing.|No paired prints, no tail line, not one scuff of the night's traffic, nothing.} It was as if the whole night had been a dream, and {hero} felt a hot, prickly lump rise in {their} throat.
  "It's gone," {they} said. "All of it. We left, and it got erased."
  Then {they} remembered the ranger sweeping his arm toward the dunefield. Near plants, he had said, where there are seeds. {hero} straightened up. "Grass," {they} said. "It lives near plants. We don't need the trail. We look under the grass."
  They walked along the foot of the dune, checking each clump of tough dune grass from a respectful distance. {pal} checked too, taking it very seriously. The first clump had nothing. The second had an ant hill. The third had a feather. The fourth had a hole, but a spider had spun a perfect web right across the opening. "Nobody's been in or out of that one for a while," {hero} said. "They'd have broken the web." Dad looked at {them} with something like respect, and then made them both drink more water, because the sand was getting hot enough to feel through their shoes. Under the fifth, {hero} found it: a small round patch of fresh, loose sand, pushed up into a neat little plug, exactly where a doorway would be.
  "A shut door," {hero} whispered.
  "Is it our hopper?" asked {pal}.
  {hero} thought about it honestly. There was no way to know. It might be theirs. It might belong to a neighbor, or a cousin, or a total stranger. The trail that could have told them was gone forever. "Maybe," {they} said. "Maybe not. But somebody's asleep in there either way, and I know what they look like."
  "That's the part that matters," said Dad.
  They left the little door exactly as they had found it and walked back to the car as the sand grew hot beneath their shoes. {hero} looked back at the clump of grass three times before it disappeared, and each time {they} whispered, very quietly, "Sleep well, whoever you are." # ending: someones_door
}
-> END

// The hero draws the tracks for the morning's visitors, and ends up teaching them.
=== end_track_teacher ===
# place: visitor-center
{band:
- "young":
  "Can I help?" asked {hero}.
  The ranger set up a big pad of paper on an easel. He gave {hero} a marker. "Draw the tracks you saw," he said. "Then other kids will know what to look for."
  {hero} drew two little prints, side by side. Then a jump. Then two more. Then a wavy tail line.
  {saw_it: Then {hero} drew the hopper rolling in its sand bath, with its feet in the air. The ranger laughed.}
  {found_seeds: Then {hero} drew the picnic spot, with tiny seeds.}
  {knows_name: Dad held up his phone, so {hero} could check the pictures.}
  "How does it live without water?" {hero} asked.
  "It makes water from the dry seeds it eats," said the ranger. "Amazing, right?"
  When the doors opened, lots of kids came to look. "What made these?" asked a girl in a red hat.
  {pal} stood proudly next to the drawing, as if it had drawn it all by itself.
  "A kangaroo rat," said {hero}. "It comes out at night. It jumps on two feet. And it never needs a drink!"
  The ranger winked at Dad. "I think I have a new helper," he said. # ending: track_teacher
- "middle":
  "Can I help?" asked {hero}.
  The ranger grinned and carried out a big pad of paper on an easel, the kind he used for his morning kids' talk. He handed {hero} a fat black marker. "Draw the tracks you saw," he said. "Big. Then the other kids will know what to look for."
  {hero} drew two small prints side by side, long and thin, like tiny skis. Then a gap. Then two more. Then a thin, wavy tail line running between them all.
  "How long was the jump?" asked the ranger.
  "Longer than Dad's foot," said {hero}. So Dad had to stand on one leg and hold his sneaker against the paper while {hero} marked the gap, and the ranger laughed and said it was the most scientific thing he had seen all week.
  {saw_it: Then, in the corner, {hero} drew the hopper rolling in its sand bath with its feet in the air. The ranger laughed out loud.}
  {found_seeds: Then {hero} drew the picnic spot, a little pit full of seeds and husks.}
  {knows_name: Dad held up his phone so {hero} could check the pictures and get the spacing right.}
  "So how does it live without water?" {hero} asked as {they} worked.
  "It makes the water it needs from the dry seeds it eats," said the ranger. "Its body hardly wastes a drop."
  When the doors opened, kids came wandering over to see. "What made those?" asked a girl in a red hat.
  The ranger looked at {hero}. "Ask our expert," he said.
  So {hero} explained: how it only came out at night, how it jumped on two feet and steered with its tail, how it could live without ever drinking. {pal} added the part about the sand bath, with actions.
  A small boy at the front put up his hand. "Does it bite?"
  "No," said {hero}. "It's about as big as a mouse. It just wants to eat seeds and go to bed."
  Just then a mountain bluebird landed right on top of the easel, looked down at the drawing like a teacher checking {hero}'s work, and flew off again. Everybody cheered, and nobody was quite sure why.
  Afterward, the ranger shook {hero}'s hand. "Most people walk right past those tracks," he said. "You read them. Come back and help anytime." # ending: track_teacher
- else:
  "Can I help?" asked {hero}.
  The ranger grinned, disappeared inside, and came back carrying a big pad of paper on an easel, the kind he used for his morning kids' talk. He handed {hero} a fat black marker. "Draw the tracks you saw," he said. "Big. Bigger than life. Then everybody who comes through here today will know what to look for out there."
  {hero} took a breath and drew two small prints side by side, long and narrow, like tiny skis. Then a gap, longer than felt reasonable. Then two more. Then a thin, wavy tail line running between them all, wobbling the way the real one had wobbled in the headlamp beam.
  "How long was the jump?" asked the ranger. "Be exact. Scientists are exact."
  "Longer than Dad's foot," said {hero}. So Dad had to stand on one leg in the parking lot, holding his sneaker against the paper, wobbling, while {hero} carefully marked the gap on either side of it. The ranger laughed and said it was the most scientific thing he had seen all week, and possibly all year.
  {saw_it: Then, in the corner, {hero} drew the hopper rolling in its sand bath with all four feet in the air and a look of deep contentment on its face. The ranger laughed so loudly that a pronghorn out in the grass lifted its head.}
  {found_seeds: Then {hero} drew the picnic spot, a little pit with a scatter of seeds and husks, and labeled it, in careful capitals, MIDNIGHT PICNIC.}
  {knows_name: Dad held up his phone so {hero} could check the photos and get the spacing exactly right, and {hero} discovered that being precise was a lot more fun when it was about something you cared about.}
  "So how does it live without water?" {hero} asked, coloring in a print.
  "It makes the water it needs from the dry seeds it eats," said the ranger. "Its body hardly wastes a drop. It's one of my favorite facts in the whole park."
  When the doors opened, kids came wandering over to see what the drawing was. "What made those?" asked a girl in a red hat, frowning at the prints.
  The ranger looked at {hero} and raised an eyebrow. "Ask our expert," he said.
  So {hero} explained, first nervously and then not nervously at all: how it only came out at night, how it jumped on two feet and steered with its tail in midair, how it could live its entire life without ever taking a drink. {pal} added the part about the sand bath, with actions, which got the biggest laugh.
  A very small boy at the front put up his hand, very seriously. "Does it bite?"
  "No," said {hero}. "It's about as big as a mouse. It mostly wants to eat seeds, take sand baths, and go to bed in the morning. Honestly, it has a pretty good life."
  Just then a mountain bluebird dropped out of the sky and landed right on top of the easel, cocked its head at the drawing like a teacher checking {hero}'s work for mistakes, and flew off again in a flash of blue. Everybody cheered, and nobody was entirely sure why, which somehow made it better.
  Afterward, when the crowd had drifted inside, the ranger shook {hero}'s hand as if {they} {were} a colleague. "Most people walk right past those tracks," he said. "You stopped and read them. Come back and help anytime." # ending: track_teacher
}
-> END
