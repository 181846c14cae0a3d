# title: The Dune That Hummed
# month: 6
INCLUDE shared/story.ink

// How chapter 2 went: "climb" (straight up the dune), "ranger" (asked the ranger), "marks" (found the slid sand).
VAR route = ""
// Where chapter 3 happened: "ridge" (top of the first ridge), "little" (a small dune by the creek), "shade" (the Montville forest).
VAR spot = ""
// The ranger told them the recipe: dry sand, a steep slip face, lots of sand moving at once.
VAR knows_how = false
// They pushed sand down a low slope and heard only a hiss.
VAR tried_low = false
// They found the fan of freshly slid sand at the foot of the dune.
VAR saw_fan = false
// They saw a little long-legged beetle racing over the wet sand before anyone named it.
VAR saw_beetle = false

-> creek_morning

// ---------------------------------------------------------------------------------------------
// Chapter 1: a June morning in Medano Creek. The dunes hum, and Grandma remembers.
// ---------------------------------------------------------------------------------------------
=== creek_morning ===
# place: medano-creek
{band:
- "young":
  Medano Creek was not deep. The water only came up to {hero}'s ankles. But it was very wide, and very cold!
  Swish, slap! A little wave rolled down the creek. Then another wave came. And another! The creek was breathing!
  {hero} built a wall of wet sand. Slap! A wave knocked it flat.
  {kind == "otter" or kind == "turtle": {pal} lay in the shallow water and let each wave push it along. Wheee!|{pal} stood at the edge. It lifted one foot out of the cold water, then the other.}
  Grandma sat on a little stool in the creek. Her pants were rolled up to her knees. "I sat in this creek when I was seven," she said. "It was not a national park back then. It became a park in 2004." # fact: monument-1932-preserve
  Then they heard it. Mmmmmmmm. A long, low hum rolled down from the dunes. It sounded like a giant singing with its mouth shut.
  But nobody was up there. The sky was blue and empty.
  Grandma jumped up. Splash! Her stool fell into the creek.
  "That's it!" she said. "I heard that same sound when I was little. My big brother said I made it up!"
  A ranger in a big flat hat stood in the creek nearby. Her name tag said Ranger Vigil. She smiled up at the dunes.
  {hero} grabbed the wet stool. "You did not make it up, Grandma," {they} said. "Let's make the dunes sing again. Right under your feet!"
  High on the big dune, a thin line of sand slid down. Then it stopped. Had the sand made that sound?
- "middle":
  Medano Creek was only as deep as {hero}'s ankles, but it was so wide that the kids splashing on the far side looked tiny. And it would not hold still. Every few seconds a little wave rolled down the creek, slapped softly onto the sand and smoothed everything flat. Then another wave came, and another, as if the whole creek were breathing.
  {hero} was building a wall of wet sand to stop the waves. {They} patted it tall and smooth. Slap! A wave knocked it down. {They} built it again. Slap!
  {kind == "otter" or kind == "turtle": {pal} was floating in the shallows, letting every wave carry it a few inches downstream and then paddling back to ride the next one.|{pal} stood at the very edge of the water, lifting one foot and then the other, because the creek was melted snow and cold enough to make your teeth hurt.}
  Grandma sat on her folding stool right in the middle of the creek, with her pants rolled to her knees. "I sat in this same creek when I was seven," she said. "Back then this place wasn't a national park. It had been a national monument since 1932, and it didn't become a national park until 2004." # fact: monument-1932-preserve
  "So you're older than the park," said {pal}.
  "Thank you so much for noticing," said Grandma.
  Then the sound came. It was low and deep, a long hum like the biggest string on a cello, or an airplane very far away. But the sky over the dunes was empty and blue. The hum rolled down over the creek, hung there for a few seconds, and faded away.
  All along the creek, kids stopped splashing. {pal} {sniffed()}.
  Grandma stood up so fast that her stool tipped over into the water. "Did you hear that?" she whispered. "That's the sound." When she was seven, she told them, she had heard the dunes hum, right here. Her big brother said it was only a truck on the road, and everybody laughed. "After a while I stopped believing it myself," she said. "I decided I'd dreamed it."
  A ranger in a wide flat hat had stopped in the creek a little way off. Her name tag said Ranger Vigil, and she was smiling up at the dunes as if they had just told her a joke.
  {hero} fished Grandma's stool out of the water. "You didn't dream it," {they} said. "And we're going to make the dunes do it again, right under your feet."
  High on the first ridge, a thin ribbon of sand was still trickling down a steep slope, shining in the sun. Then it stopped, and the whole ridge went quiet, as though the sand itself were waiting to see what they would do.
- else:
  Medano Creek was barely deep enough to cover {hero}'s ankles, but it spread so wide across the sand that the kids splashing on the far side looked like confetti. What {hero} had not expected was that it would behave like a beach. Every few seconds a little wave came rolling down the creek, slapped onto the sand and smoothed it flat, and then the next one came, steady as breathing. Someone had told {them} a creek this shallow would be boring. Someone had been very wrong.
  {They} had spent twenty minutes building a sand wall to tame the waves, and the waves had spent twenty minutes knocking it down. It was not going well for the wall.
  {kind == "otter" or kind == "turtle": {pal}, on the other hand, had found paradise. It lay in the shallows and let each wave carry it a few inches downstream, then paddled back to catch the next, with the calm face of someone planning to do this until October.|{pal}, meanwhile, stood at the very edge of the water and lifted one foot at a time, with the wounded look of an animal who had been promised a beach and handed a river of melted snow.}
  Grandma sat on her folding stool right in the middle of the current, pants rolled to her knees, looking as comfortable as a cat in a sunny window. "I sat in this exact creek when I was seven," she said. "It wasn't even a national park then. It had been a national monument since 1932, and it only became a national park in 2004." # fact: monument-1932-preserve
  "So you're older than the park," said {pal}.
  "How kind of you to point that out," said Grandma.
  And that was the moment the sound arrived.
  It was so low that {hero} felt it before {they} heard it, a deep, steady hum like someone drawing a bow across the fattest string of the biggest cello in the world. {hero} looked up for an airplane. The sky above the dunes was empty, blue from edge to edge. The hum rolled down over the creek, hung in the air for a few long seconds, and then simply was not there anymore.
  Up and down the creek, kids froze in the middle of splashing. {pal} {sniffed()}.
  Grandma stood up so fast that her stool toppled into the water. Her face had gone strange, younger somehow. "That's it," she whispered. "That's the sound." When she was seven, she told them, she had heard the dunes hum, right here, and had run to tell her family. Her big brother said it was a truck on the highway. Everybody laughed, and after a while she had laughed too. "I told myself I'd dreamed it," she said. "For sixty years."
  A ranger in a wide flat hat had stopped knee-deep a little way off. Her name tag said Ranger Vigil, and she was grinning up at the dunes as if they had just shared a private joke with her.
  {hero} fished the stool out of the creek, and somewhere between bending down and standing up, {they} made a decision. "You didn't dream it," {hero} said. "And we're going to make the dunes do it again. Right under your feet, so you can feel it."
  Grandma laughed, but she did not say no.
  High on the first ridge, a thin ribbon of sand was still sliding down a steep face, glittering in the sun. Then it stopped, and the enormous dune sat there in perfect silence, looking very much like it knew something they didn't.
}
* [Cross the creek and climb toward the sound # act: go] -> up_the_sand
* [Ask the ranger what makes a sand dune hum # act: ask] -> ranger_answer
* [Look along the foot of the dunes for sand that just slid # act: look] -> slide_marks

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: straight up the dune. The low slope only whispers, and the sand warms.
// ---------------------------------------------------------------------------------------------
=== up_the_sand ===
# place: high-dune
~ route = "climb"
{band:
- "young":
  They splashed across the creek. Brr! Then they started up the big dune.
  There was no path on the sand. They just went up, up, up. Step, slide. Step, slide. Every step slid back down a little.
  {kind == "turtle": {pal} rode in {hero}'s arm. A turtle would need a whole week to climb this dune!|{flies(): {pal} flew up the dune in short little hops.|{pal} {moved()} ahead of them.}}
  Grandma came slowly behind. "Puff, puff," she said. "I am going in Grandma gear!"
  {hero} looked back. The creek was far below now. The kids in it looked as small as ants.
- "middle":
  They splashed across the creek, gasping at the cold, and started up the dunes on the other side. At first the sand was damp and firm, and {hero}'s sneakers left sharp, neat prints. Then it turned dry and soft. Every step up slid halfway back down again, so climbing felt like walking up a slide while someone tugged it the other way.
  {kind == "turtle": {pal} rode in the crook of {hero}'s arm, because a turtle climbing a dune this size would still be climbing next week.|{flies(): {pal} flew up the slope in short hops, landing each time a little higher and looking pleased with itself.|{pal} {moved()} ahead, leaving a wobbly line of tracks.}}
  There was no trail, only ridges of sand curving up toward the sky. Grandma came behind them slowly, stopping every twenty steps to puff. "Don't wait for me," she called. "I'm just going in Grandma gear."
  When {hero} turned around, the creek had already become a shining ribbon far below, and the kids splashing there were no bigger than sprinkles on a cupcake. {They} had thought the dune would be like a hill. It was more like a mountain made of sugar.
- else:
  They splashed across the creek, gasping at the cold, and started up the other side. For the first few steps the sand was damp and firm and took {their} sneaker prints as neatly as wet cement. Then it turned dry, and everything changed. Each step sank, and then slid halfway back, so that climbing felt like running up a down escalator, except that this escalator was made of sugar and went up about seven hundred feet.
  There was no trail, only ridges of sand curving up toward the sky. {hero} picked the sharpest one and followed its edge.
  {kind == "turtle": {pal} rode in the crook of {hero}'s arm, having pointed out, quite reasonably, that a turtle climbing a dune this size would reach the top sometime next Thursday.|{flies(): {pal} went up in short flights, landing a little higher each time and waiting with an expression that said this was not difficult at all for some of us.|{pal} {moved()} ahead, leaving a wobbly line of tracks and a lot of flying sand.}}
  Grandma came behind, slowly, stopping every twenty steps to put her hands on her knees. "Don't you dare wait for me," she called. "I'm just climbing in Grandma gear. It's a very low gear. It still gets there."
  When {hero} turned around, the creek had become a shining ribbon far below, and the splashing kids were no bigger than sprinkles on a cupcake. {They} had thought of the dune as a hill. It was not a hill. It was a mountain that had decided to be made of sand.
}
{end_now: -> early_climb}
~ tried_low = true
{band:
- "young":
  Higher up, one side of the dune dropped down, steep as a slide. {hero} pushed a big pile of sand over the edge.
  Hiss! The sand slid down. But there was no hum.
  "The sand is whispering," said {pal}. "It is not singing."
  Grandma touched the sand. "It is getting warm," she said. "On summer afternoons, this sand gets too hot to touch. So your shoes stay on!" # fact: summer-afternoons-surface
  "When I heard the hum," she added, "it came from way up high."
  Grandma sat down to rest. The top still looked far away. And over the mountains, a big white cloud was growing.
- "middle":
  A little higher, the slope dropped away steeply on one side, like the edge of a giant bowl. {hero} knelt at the top and shoved a big armful of sand over. It poured down with a soft hiss, like sugar sliding out of a bag. There was no hum at all. {hero} tried again, harder. Hiss.
  "It's whispering," said {pal}. "It's not singing. Maybe it's shy."
  Grandma caught up and pressed her hand flat on the sand. Then she pulled it back. "Feel that? It's already warming up." When she was seven, she said, she had run barefoot onto the dunes one afternoon and run straight back off again, hopping and yelling. "On summer afternoons the top of this sand can heat up to about 150 degrees. That's why we climb in the morning, and that's why your shoes stay on." # fact: summer-afternoons-surface
  "And when I heard the hum," she added, "it came from way up high."
  She sat down to catch her breath. The top of the ridge still looked very far away. And over the mountains, a fat white cloud had begun to swell, like bread dough rising in a warm kitchen.
- else:
  A little higher, the slope dropped away steeply on one side, like the rim of a giant mixing bowl. {hero} knelt at the edge and shoved a big armful of sand over. It poured down the steep side with a soft, dry hiss, like sugar sliding out of a torn bag. That was all. {hero} tried again with both arms. Hiss. {They} tried kicking. Hiss, and a shoe full of sand.
  "It's whispering," said {pal}, who had come over to supervise. "Not singing. Maybe it doesn't know us well enough yet."
  Grandma arrived, breathing hard, and pressed her palm flat on the slope. She took it away quickly. "Feel that. It's already getting warm." When she was seven, she told them, she had kicked off her shoes one afternoon and run onto the dunes barefoot, and then run straight back off again, hopping and yelling, while her brother laughed so hard he fell over. "On summer afternoons this sand can reach about 150 degrees," she said. "That's why we're climbing in the morning, and that's why your shoes are staying on your feet." # fact: summer-afternoons-surface
  "And when I heard the hum," she added, "it came from way up high. Not down here."
  She sat down on the sand, just for a second, she said. {hero} looked up. The top of the ridge seemed no closer than when they'd started. And above the mountains, where the sky had been perfectly empty all morning, a fat white cloud had appeared and was swelling slowly, like bread dough rising in a warm kitchen.
}
* [Keep climbing to the top of the first ridge # act: go] -> ridge_crest
* [Help Grandma back down to a small, steep dune by the creek # act: help] -> little_dune
* [Wait out the hot middle of the day in the shady Montville forest # act: wait] -> montville_shade

// "End now" on the way up: they stop, and Grandma slides down laughing.
=== early_climb ===
# place: high-dune
{band:
- "young":
  Grandma sat down in the sand. "Let's stop right here," she said.
  {hero} sat next to her. {pal} did too. They looked down at the creek and its little waves.
  "You heard the hum today," said Grandma. "So I did not dream it. That is all I wanted." She gave {hero} a big hug.
  Then Grandma laughed and slid down the dune on her bottom. Whoosh! The sand slid with her. It did not hum. It went hiss, hiss, hiss.
  {hero} and {pal} slid down too. Whoosh! They stopped right by the cold creek.
  Grandma had sand in her hair. She smiled up at the dunes like they were old friends. # ending: a_witness
- "middle":
  Grandma sat down on the slope with a soft whump and patted the sand beside her. "Let's stop right here," she said. "Just for a minute."
  {hero} sat. {pal} settled into the sand beside them. From up here they could see the whole creek, rippling with its little waves, and the bright green cottonwoods along its edge.
  "You know what?" Grandma said. "I heard it today. And so did you. That means I didn't dream it when I was seven." She gave {hero}'s hand a squeeze. "That's really all I was missing. Somebody to hear it with me."
  {hero} looked up at the long slope still above them. "We could still make it sing."
  "Next time," said Grandma. "I'll bring better knees."
  Then she did something {hero} did not expect. She lay back and slid down the slope on her bottom, laughing, and the sand poured along with her in a long, hissing rush. It did not hum. It only whispered. But Grandma was whooping so loudly that nobody minded.
  {hero} and {pal} went after her, all the way down to the cold creek. Grandma ended up with her feet in the water and sand in her hair, grinning at the dunes like they were old friends who had finally written back. # ending: a_witness
- else:
  Grandma reached them, sat down on the slope with a soft whump, and patted the sand beside her. "Let's stop here," she said. "Just for a minute. Humor an old lady."
  {hero} sat. {pal} settled into the sand beside them. From up here they could see the whole creek at once, its little waves rolling down one after another like lines of handwriting, and the bright green cottonwoods along its far edge.
  "You know what?" Grandma said, after a while. "I came here hoping the dunes would do it again, and they did. And you heard it. You heard exactly what I heard when I was seven." She gripped {hero}'s hand, hard. "That's what I was missing all these years. Not the sound. Somebody to hear it with me."
  {hero} looked up at the long slope still above them, then at Grandma's face, and found that the climb had stopped mattering quite so much. "We could still try to make it sing," {they} said.
  "Next time," said Grandma. "I'll bring younger knees."
  And then she did something {hero} would remember for a long time. She lay back, pushed off with both hands, and slid down the dune on her bottom, whooping like a kid, while the sand poured along beside her in a long, hissing rush. It didn't hum. It only whispered. Nobody cared.
  {hero} and {pal} went straight after her, all the way down to the edge of the cold creek. Grandma came to a stop with her feet in the water and sand in her hair, grinning up at the dunes the way you grin at an old friend who has finally written back. # ending: a_witness
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: the ranger's three things, where the sand came from, and Grandma's knees.
// ---------------------------------------------------------------------------------------------
=== ranger_answer ===
# place: medano-creek
~ route = "ranger"
{band:
- "young":
  They splashed over to the ranger. "What makes a dune hum?" asked {hero}.
  The ranger's whole face brightened. "You heard the dunes sing!" she said. "Not everybody gets to hear that."
  She picked up a handful of sand and let it run out. "A dune sings when lots of dry sand slides down a steep side, all at once," she said. "The sand buzzes as it tumbles. Then the whole dune hums, like a giant guitar. But wet sand sticks together. Wet sand stays quiet."
  Grandma's eyes got shiny. "So I did not dream it," she said.
  "No," said the ranger. "You did not dream it."
- "middle":
  They waded over to the ranger, with Grandma holding her dripping stool in front of her like a shield.
  "Excuse me," said {hero}. "What makes a sand dune hum?"
  The ranger's face brightened. "You heard the dunes sing," she said. "Some people come here for years and never hear that." She scooped up a handful of dry sand from the bank and let it run through her fingers. "You need three things. Dry sand, because wet sand sticks together and stays quiet. A steep face, where sand slides down all by itself. We call that a slip face. And lots of sand moving at once. When millions of dry grains slide down together, they knock against each other in step, and that makes a buzz. The dry top of the dune hums along with it, a bit like the wooden body of a guitar makes its strings sound bigger."
  Grandma swallowed. "So I didn't dream it. Sixty years ago, right here."
  "You didn't dream it," said the ranger.
- else:
  They waded over to the ranger, Grandma holding her dripping stool in front of her like a shield.
  "Excuse me," said {hero}. "What makes a sand dune hum?"
  The ranger's whole face lit up, the way a teacher's does when somebody finally asks the good question. "You heard the dunes sing," she said. "Some people come here for years and never hear that." She crouched, scooped a handful of dry sand from the bank and let it run out between her fingers. "It takes three things. Dry sand, first of all. Wet sand sticks together and keeps quiet. Second, a steep face, the kind where sand slides down all on its own. We call that a slip face. And third, lots of sand moving at once. When millions of dry grains slide down together, they rub and knock against each other all in the same rhythm, and that makes the buzz. The dry top layer of the dune rings with it, the way the wooden body of a guitar makes its strings sound bigger."
  {hero} thought about that, about an entire dune acting like a guitar, and felt the back of {their} neck prickle.
  Grandma had gone very still. "So I didn't dream it," she said. "Sixty years ago. Right here."
  "You didn't dream it," said the ranger gently. Grandma's chin wobbled, just once, and then she laughed out loud.
}
{end_now: -> early_ranger}
~ knows_how = true
{band:
- "young":
  {pal} looked at all the sand. "Where did all this sand come from?" it asked.
  The ranger pointed far across the flat valley, to some blue mountains. "Wind and water carried it here," she said. "Most of it came from those mountains over there. Try the dunes soon, though. On summer afternoons, the sand gets too hot to touch." # fact: came-san-juan # fact: summer-afternoons-surface
  Grandma looked up at the big dune. It was so tall! The people on it looked like tiny dots.
  "Oh my," she said softly. "I do not know if my old knees can climb that."
- "middle":
  {pal} looked around at the dunes, which went on and on. "Where did all this sand come from?" it asked. "Did somebody dump it here?"
  The ranger laughed and pointed west, across the flat valley, to a line of blue mountains far away. "Most of it came from over there, from the San Juan Mountains. Water carried it across the valley, and the wind blew it here, grain by grain." # fact: came-san-juan
  Then she looked at the sun. "If you want to try, try soon. On summer afternoons the sand up there can heat to about 150 degrees." # fact: summer-afternoons-surface
  "The big slip faces are up on the first ridge," she went on. "Little dunes by the creek have steep faces too, though small ones don't often sing. Or you can wait out the heat somewhere cool, like the Montville trail, and try this evening."
  Grandma looked up at the first ridge. It went up and up, and the people on its slopes looked like tiny dots. Her smile slipped a little.
  "I'm not sure these old knees can climb that high anymore," she said quietly.
- else:
  {pal} gazed around at the dunes, which went on for miles. "I have a question too," it said. "Where did all of this come from? Did somebody just dump it here?"
  The ranger laughed and pointed west, across the wide, flat valley, to a line of blue mountains so far away they looked painted on the sky. "Most of it came from over there, from the San Juan Mountains. Water carried it down and across the valley, and the wind did the rest, blowing it this way, grain by grain, for a very long time." # fact: came-san-juan
  {hero} looked at the grains stuck to {their} knee and tried to imagine each one making that whole trip. It was a lot of trips.
  Then the ranger glanced at the sun, which was already well up. "If you want to make it sing, don't wait too long. On summer afternoons the sand up there heats to about 150 degrees." # fact: summer-afternoons-surface
  "The big slip faces are on the first ridge," she went on. "There are steep little dunes along the creek too, though the small ones don't often sing. Or wait out the heat somewhere shady, like the Montville trail, and try in the evening when it cools."
  Grandma looked up at the first ridge. It went up and up, and the people on its slopes were dots, and some of the dots had stopped to sit down. Her smile faded a little.
  "I'm not sure these knees can climb that anymore," she said, so quietly that {hero} almost didn't hear.
}
* [Look for a short, steep dune by the creek that Grandma can climb # act: look] -> little_dune
* [Wait in the cool Montville forest until the sand cools this evening # act: wait] -> montville_shade
* [Help Grandma up the big dune, one slow step at a time # act: help] -> ridge_crest

// "End now" with the ranger: the answer was the thing Grandma needed.
=== early_ranger ===
# place: medano-creek
{band:
- "young":
  Grandma sat down on her stool in the water. She laughed and laughed.
  "You are not the only ones," said the ranger. "People have heard these dunes sing for a long, long time. And now you have a ranger for a witness!"
  {hero} sat in the water next to Grandma. {They} did not need to make the dunes sing today. Grandma was already so happy!
  "Can I be a witness too?" asked {pal}.
  "You can be my best witness," said Grandma.
  The little waves rolled by. Slap, slap. High above them, the dunes sat quiet in the sun.
  "I will call my brother tonight," said Grandma. "He will have to say sorry!" # ending: ranger_says_so
- "middle":
  Grandma sat down hard on her stool, right there in the creek, and laughed until she had to wipe her eyes. "Sixty years," she kept saying. "Sixty years of wondering."
  "You're in good company," the ranger told her. "People have been hearing these dunes sing for a very long time. Most of them don't get a ranger to back them up."
  {hero} sat on the wet sand beside the stool. {They} had wanted to make the dunes sing, but watching Grandma's face, {they} decided it could wait. Something just as good had already happened.
  {pal} {wiggled()}. "Can I be a witness too?" it asked.
  "You can be the chief witness," said Grandma.
  The little waves kept rolling down the creek, one after another, slapping gently at their ankles. High above them, the dunes sat in the sun, keeping the rest of their songs for another day.
  Grandma pulled out her phone, then put it away again with a grin. "I'll call my brother tonight," she said. "He owes me an apology. It's sixty years late, but I'll take it." # ending: ranger_says_so
- else:
  Grandma sat down hard on her stool, right in the middle of the current, and laughed until she had to wipe her eyes with the back of her wrist. "Sixty years," she kept saying. "Sixty years of wondering whether I was the kind of person who makes things up."
  "You're in very good company," the ranger told her. "People have been hearing these dunes sing for a long, long time. Most of them just don't get a ranger to back them up."
  {hero} sat down on the wet sand next to the stool. {They} had been all set to charge up the nearest dune and make it sing, but watching Grandma's face, {they} understood that something just as good had already happened, right here in the creek, and that it did not need improving.
  {pal} {wiggled()}. "Can I be a witness too?" it asked. "I heard it. I'd like that written down somewhere."
  "You can be the chief witness," said Grandma. "You can testify."
  The little waves kept rolling down the creek, slapping gently at their ankles, as if nothing remarkable had happened at all. High above them, the dunes lay gold and silent in the sun, keeping the rest of their songs for another day.
  Grandma took out her phone, looked at it, and put it away again with a wicked grin. "I'm calling my brother tonight," she said. "He owes me an apology. It's about sixty years overdue, and I intend to enjoy every second of it." # ending: ranger_says_so
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: the fan of slid sand, wet sand below, dry sand above, and a fast beetle.
// ---------------------------------------------------------------------------------------------
=== slide_marks ===
# place: medano-creek
~ route = "marks"
{band:
- "young":
  They walked along the creek, right where the water met the dunes. {hero} looked up at every steep slope.
  "Look!" said {pal}. "Over there!"
  At the bottom of one steep dune lay a big pile of fresh sand. It was pale and dry. It lay on top of the dark, wet sand like spilled flour.
  Up from the pile ran a smooth groove. It went all the way up the steep side, to where the sand turned pale and dry.
  "Something slid down!" said {hero}.
  {They} touched the pile. The top sand was dry and warm. It ran through {their} fingers like water. The sand under it was cold and wet.
- "middle":
  They splashed along the creek where the water met the bottom of the dunes, looking up at every slope. Some were gentle. Some were as steep as a slide.
  {pal} saw it first. "There!" it said. "Look!"
  At the foot of one steep slope lay a fan of pale, fresh sand, spread over the dark, wet sand like flour spilled on a kitchen floor. Up from it ran a smooth groove, as straight as if someone had pulled a finger through frosting. It climbed the steep slope to the place where the damp sand ended and the dry sand began.
  "Something slid," said {hero}. "Just now."
  {They} knelt and touched the fan. The top was dry and loose, and it ran through {their} fingers like water. Underneath, the sand was cool and damp and packed tight. There were two kinds of sand, one on top of the other, and {hero} had a feeling that this was a clue.
- else:
  They splashed along the creek's edge, where the water lapped against the bottom of the dunes, scanning every slope above them. Some rose gently, rippled like the roof of a mouth. Others stood as steep as playground slides.
  {pal} spotted it first. "There," it said, in a voice that had gone suddenly businesslike. "Fresh. Very fresh."
  At the foot of one steep face lay a wide fan of pale sand, spread over the dark, wet sand of the bank like flour spilled across a kitchen floor. Up from its point ran a smooth groove, straight as a finger drawn through frosting, climbing the steep face to where the dark, damp sand gave way to pale, dry sand.
  "Something slid," {hero} said. "Just now. Down all of that."
  {They} knelt and pushed {their} fingers into the fan. The top layer was dry and loose and warm, and it ran away from {their} hand like water. Just underneath, the sand was cool, damp and packed so tight it held the shape of {their} fingers. Two different sands, one on top of the other, like a layer cake nobody had ordered.
  {hero} had the feeling that detectives must get in books, the one where the clue is sitting right there and you only have to be clever enough to read it.
}
{end_now: -> early_fan}
~ saw_fan = true
~ saw_beetle = true
{band:
- "young":
  {hero} kicked the wet sand. It did not move. Then {they} kicked the dry pile. Whoosh! It ran away like a little river.
  "I know!" said {hero}. "Wet sand sticks. The song came from way up top, where the sand is dry!"
  Zip! A tiny beetle ran across the wet sand. It had long legs. It ran, stopped, and ran again. Then it buzzed up into the air and was gone.
  "That bug was in a hurry!" said Grandma. "And this sand is getting warm. On summer afternoons, it gets too hot to touch." # fact: summer-afternoons-surface
  {hero} looked up, past the groove, to the big ridge high above. Just then, a thin trickle of sand slid down near its very top, all by itself. The big dune was still awake up there!
- "middle":
  {hero} stood up and kicked at the bottom of the slope. The damp sand barely moved. Then {they} kicked the fan, and the dry sand ran away in a little river.
  "I get it," {hero} said slowly. "Wet sand sticks together. The song couldn't have come from down here. It came from way up there, where the sand is dry."
  Something small and fast zipped across the damp sand by {their} feet. It was a beetle with long legs, and it ran in quick bursts, stopped, ran again, and then buzzed up into the air and was gone.
  "Whatever that was," said Grandma, "it was in a hurry."
  She pressed her palm on the fan. "This sand is already warm. On summer afternoons, the top of the dunes can reach about 150 degrees. If we're going up, it had better be soon." # fact: summer-afternoons-surface
  {hero} followed the groove with {their} eyes to its top, where the pale, dry sand began, and then kept looking up, past the lower dunes, to the first ridge against the blue sky. And as {they} watched, a new trickle of sand broke loose near its crest and slid down a steep face, all by itself. The big dune was still awake up there.
- else:
  {hero} stood and kicked at the bottom of the slope. The damp sand hardly budged. Then {they} kicked the fan, and the dry sand ran off in a little river, hissing.
  "I get it," {hero} said slowly. "Wet sand sticks together. It can't slide, so it can't sing. The song didn't come from down here at all. It came from high up, where the sand is dry all the way through. That's what this fan is telling us." {They} felt a small, fierce glow at having worked it out alone.
  Something zipped across the damp sand by {their} foot, so fast that {hero} almost missed it. It was a beetle, long-legged and shiny, and it moved in quick bursts, run, stop, run, stop, as though it kept forgetting what it had come for and then remembering. Then it buzzed up into the air and vanished.
  "Whatever that was," said Grandma, "it had somewhere to be."
  She pressed her palm onto the fan and lifted it quickly. "This is already warming up. On a summer afternoon the sand on top of these dunes can get to about 150 degrees, so if we're going up there, it will have to be soon." # fact: summer-afternoons-surface
  {hero} followed the groove with {their} eyes to the top of the face, where the dry sand began, and kept going: up past the lower dunes, up past the point where {their} neck started to complain, all the way to the first great ridge, where the sand met the sky. And as {they} watched, a new trickle of sand broke loose near its crest and slid down a steep face, all by itself, glinting.
  The big dune was still awake up there, and it was still moving.
}
* [Wait for the cool evening in the shade of the Montville forest # act: wait] -> montville_shade
* [Climb up the big dune to the dry sand where the song began # act: go] -> ridge_crest
* [Ask the ranger whether a smaller dune could sing too # act: ask] -> little_dune

// "End now" at the fan: they found where the song landed.
=== early_fan ===
# place: medano-creek
{band:
- "young":
  Grandma sat down by the pile. She picked up some of the dry sand and held it up. "This is singing sand," she said softly. Then she let it fall back down, right where it was.
  {hero} put an ear on the sand. {They} heard the little waves. That was all.
  {pal} put its head down on the sand too. It came up with sand all over its face. Everybody laughed.
  "We found the kind of sand that sings," said {hero}.
  "Yes, we did," said Grandma. "And you heard it with me. That is the best part."
  She took a picture of the groove. "For my brother," she said, with a wink. # ending: where_it_landed
- "middle":
  Grandma lowered herself onto the sand beside the fan. She scooped up a handful of the pale sand and held it up to the light. "Dry as sugar," she said softly. "This is the kind of sand that sings." Then she let it pour back down, every grain, right where it had landed.
  {hero} lay down and pressed one ear to the fan, just in case. All {they} could hear was the creek's little waves and a faint tickle of sliding grains. {pal} tried it too and came up with sand all over its face.
  "We found the singing kind of sand," said {hero}.
  "We did," said Grandma. "And you heard it with me. Do you know how long I've waited for somebody to hear it with me?"
  The creek kept breathing its little waves. Above them, the groove shone in the sun like a long silver thread stitched up the face of the dune. Grandma took a picture of it, and then one of {hero} and {pal} lying in the slid sand, grinning. "Proof," she said. "For my brother. Sixty years late, but proof." # ending: where_it_landed
- else:
  Grandma lowered herself onto the bank beside the fan, slowly, the way she did everything that involved getting down and then eventually getting back up. She scooped a handful of the pale sand and held it up to the light, turning her hand so the grains sparkled.
  "Feel how dry it is," she said softly. "This is the kind of sand that sings. The wet stuff underneath never could." Then she tipped her hand and let every grain fall back exactly where it had landed, because it belonged to the dune and not to her.
  {hero} lay down on {their} stomach and pressed one ear to the fan, just in case the song was still inside somewhere. All {they} could hear was the creek's little waves, slapping and sighing, and a faint sizzle of grains sliding past {their} ear. {pal} tried it too and came up with sand all over its face, looking deeply betrayed.
  "We found the sand that sings," said {hero}.
  "We did," said Grandma. "And you heard it with me. You have no idea how long I've waited for someone to hear it with me." Her voice wobbled on the last word, and she pretended it was the sun in her eyes.
  Above them, the groove shone in the sunlight, a long silver thread stitching the creek to the dune. Grandma took a picture of it, and then one of {hero} and {pal} sprawled in the slid sand, grinning and gritty. "Exhibit A," she said. "For my brother. I've been building this case since I was seven." # ending: where_it_landed
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the ridge: the top of High Dune, Star Dune far off, a slip face, and clouds building.
// ---------------------------------------------------------------------------------------------
=== ridge_crest ===
# place: high-dune
~ spot = "ridge"
{band:
- "young":
  {route == "climb": The last part was the steepest. {hero} went up on hands and feet, like a crab. Grandma came behind, puff, puff.}
  {route == "ranger": {hero} went first. {They} stamped a step in the sand, then another. Grandma put her feet in each step. Slow and steady!}
  {route == "marks": They climbed past the little slide and on up the big dune. The higher they went, the drier the sand got. Soon it poured out of their shoes.}
  Then there was no more up. They were on top of the big ridge! The wind blew a thin line of sand off the top, like smoke.
  {hero} forgot to breathe. Waves of sand went on and on, all the way to the far mountains.
  Grandma pointed far away. "See that big one? That is Star Dune," she said. "These are the tallest sand dunes in North America!" # fact: rise-feet-making
- "middle":
  {route == "climb": The last part of the climb was the steepest. {hero} went up on hands and feet like a crab, and Grandma came behind in Grandma gear, stopping, puffing, going on.}
  {route == "ranger": {hero} went first and stamped a step into the sand, then another, and Grandma put her feet in each one. It took a long time, and nobody complained, not even {pal}.}
  {route == "marks": They climbed past the top of the little slide and on up the big dune, following the dry sand. The higher they went, the paler and drier it became, until it poured out of their shoes like sugar.}
  And then, all at once, there was no more up. They were standing on the top of the first great ridge, and {hero} forgot to breathe.
  The wind was stronger up here. It tugged at {their} shirt and sent a thin ribbon of sand streaming off the crest, glittering, like smoke from a birthday candle. {flies(): {pal} hung in the wind above the crest without flapping once, like a kite on an invisible string.|{pal} leaned into the wind with its eyes half closed, looking very pleased with itself.}
  On the far side, the dunes went on and on, wave after frozen wave of golden sand, all the way to the mountains. Behind them, far below, the creek was a thin, shining thread.
  Grandma pointed across the dunes with her whole arm. "See that tall one far out there, with ridges going every which way? That's Star Dune. It rises about 750 feet. These are the tallest dunes in North America, and my old knees just climbed one." # fact: rise-feet-making
- else:
  {route == "climb": The last stretch was the steepest of all. {hero} finished it on hands and feet, like a crab with a deadline, and Grandma followed in Grandma gear, stopping, puffing, muttering something about knees, and going on.}
  {route == "ranger": {hero} went first, stamping a step into the sand, then another, then another, and Grandma set her feet into each one, slow and steady, holding {hero}'s belt loop on the steepest bits. It took a long time. Nobody complained, not even {pal}, which was a first.}
  {route == "marks": They climbed past the top of the little slide and kept going, up the long back of the big dune, following the dry sand. The higher they went, the paler and drier it became, until it poured out of their shoes like sugar from a bowl, and {hero} understood, with a detective's satisfaction, that this was exactly the sand the clue had promised.}
  And then, quite suddenly, there was no more up.
  They were standing on the crest of the first great ridge, and {hero} forgot to breathe. {They} had climbed things before: jungle gyms, a lighthouse once, the apple tree behind Grandma's house. None of them had felt like this, like standing on the edge of the world and finding that the world was made of sand.
  The wind was stronger up here. It snapped at {their} shirt and pulled a thin ribbon of sand off the crest, so that the whole ridge seemed to be smoking gently, like a candle just blown out. {flies(): {pal} hung in the wind above the crest without a single flap, a kite with no string, looking smug about it.|{pal} leaned into the wind with its eyes half closed, like someone enjoying a very strong fan.}
  On the far side, the dunes went on and on, wave after frozen golden wave, their ridges curving and crossing as if someone had been drawing with a giant finger, all the way to the mountains. Behind them, far, far below, the creek was a thin, shining thread, and the cars parked along it looked like beads.
  Grandma pointed across the dunefield with her whole arm, still breathing hard. "See that one, way out, with ridges going every which way? That's Star Dune. It rises about 750 feet. These are the tallest dunes in North America," she said, "and my knees just climbed one. Somebody write that down." # fact: rise-feet-making
}
{end_now: -> early_ridge}
{band:
- "young":
  On the creek side, the sand dropped down into a deep bowl. It was very steep and very smooth.
  {knows_how: "Dry sand. A steep side. Lots of sand at once," {hero} said, just like the ranger.}
  {tried_low: This sand was not like the sand down low. It was dry, and it poured like water.}
  {saw_fan: Up here, the sand was dry all the way down. Just like {hero}'s clue said!}
  {saw_beetle: Zip! A long-legged beetle ran over the sand. It looked just like the fast bug by the creek! "That is a tiger beetle," said Grandma. "It lives here and nowhere else in the world."} # fact: tiger-beetle-nowhere
  {flies(): {pal} flew over the bowl and back. "It is a long way down!" it said.|{pal} looked down over the edge. "That is steep!" it said.}
  Over the mountains, big white clouds were piling up. Their bottoms were gray.
  "We have a little time," said Grandma. "Not a lot."
  A cool puff of wind blew over the top. {hero} looked at the clouds. Then {they} looked at the steep bowl. How long was a little time?
- "middle":
  {hero} stepped to the edge. On the creek side of the crest, just along from where they had come up, the sand dropped away into a deep, steep bowl, smooth as a bedsheet and much steeper than the slope they had climbed. It was a slip face.
  {knows_how: "Dry sand. A steep face. Lots of sand moving at once," {hero} whispered, counting on {their} fingers, just like the ranger had said.}
  {tried_low: Up here, the sand was nothing like the damp, whispering stuff down low. It was dry and fine and poured through {their} fingers like water.}
  {saw_fan: {hero} dug a hand in. Up here the sand was dry all the way down, with no damp layer at all. If the song had started anywhere, it had started somewhere like this.}
  {saw_beetle: A long-legged beetle zipped across the crest, run, stop, run, just like the one in a hurry by the creek. "Tiger beetle," said Grandma. "My brother and I used to chase them. They live in these dunes and nowhere else on Earth."} # fact: tiger-beetle-nowhere
  {flies(): {pal} spread its wings, rode the breeze out over the bowl, and landed back on the crest. "It's a long way down," it said. "In a fun way."|{pal} peered over the edge of the bowl. "That's steep," it said. "Steep in a fun way, I think."}
  Grandma was still catching her breath. Behind them, above the mountains, white clouds had grown tall, and their bottoms had turned gray.
  "We have a little time," said Grandma. "Not a lot."
  The shadow of one cloud slid across the dunes far below them, and the wind on the crest turned suddenly cool. {hero} looked from the clouds to the bowl and back again.
- else:
  {hero} stepped to the edge of the crest. On the creek side, a little way along from where they had come up, the sand dropped away into a deep, steep bowl, smooth as a freshly made bed and far steeper than the slope they had climbed. Nothing grew on it. Nothing marked it. It was a slip face, and it looked as if it had been waiting all morning for someone to sit at the top.
  {knows_how: "Dry sand. A steep face. Lots of sand moving at once," {hero} murmured, ticking them off on {their} fingers. The ranger's recipe, and here were all three ingredients.}
  {tried_low: Up here the sand was nothing like the damp, whispering stuff down low. It was bone dry and so fine that it poured through {their} fingers like water and left them dusted gold.}
  {saw_fan: {hero} pushed {their} hand deep into the crest. No cool, damp layer, no packed sand, just dry grains all the way down, the exact opposite of the fan by the creek. If the morning's song had been born anywhere, it had been born somewhere like this.}
  {saw_beetle: A long-legged beetle shot across the crest in front of them, run, stop, run, exactly like the one that had been in such a hurry by the creek. "Tiger beetle," said Grandma, without even looking twice. "My brother and I used to chase them up here. They live in these dunes and nowhere else on Earth, and they are much faster than brothers."} # fact: tiger-beetle-nowhere
  {flies(): {pal} opened its wings, let the breeze lift it out over the bowl, circled once and came back to land on the crest in a puff of sand. "It's a long way down," it reported. "Fun long. Not scary long. Mostly."|{pal} crept to the edge, looked over, and backed up again. "That is steep," it reported. "Fun steep. Not scary steep. Mostly."}
  Grandma had sat down to get her breath back, and {hero} noticed that she kept glancing over her shoulder. Above the mountains, white clouds had piled up tall and lumpy, and their flat bottoms had turned the gray of dishwater.
  "We have a little time," Grandma said. "Not a lot."
  A shadow swept across the dunefield below them, as big as a town, and the wind on the crest turned cool all at once, the way a room does when someone opens a door. {hero} looked at the clouds, and then at the smooth, waiting bowl, and tried to work out exactly how long "a little time" was.
}
* [Sit on the edge and slide down the slip face right now # act: go] -> end_ridge_song
* [Help Grandma settle at the edge so you can slide side by side # act: help] -> end_side_by_side
* [Look along the ridge for an even steeper face # act: look] -> end_storm_ridge

// "End now" on the crest: the first note, and home before the clouds.
=== early_ridge ===
# place: high-dune
{band:
- "young":
  {hero} and Grandma sat at the edge of a steep bowl. {hero} pushed a big pile of dry sand over. Then another, and another.
  The sand poured down. And from under it came a sound. Bzzzzz! It was a low buzz, like a bee under a blanket. Then it stopped.
  Grandma grabbed {hero}'s hand. "That was the start of the song!" she said.
  {pal} {wiggled()}.
  Over the mountains, clouds were getting big and gray. "Time to go down," said Grandma. "We will come back for the rest of the song."
  They ran down the dune in giant jumps, laughing all the way to the creek. # ending: first_note
- "middle":
  Grandma sat down right at the edge of a steep bowl, and {hero} sat beside her. {hero} pushed a huge armful of dry sand over the edge, then another, and another. The sand poured down the steep face in a sheet, and from somewhere under it came a sound: a low buzz, like a bumblebee trapped under a blanket. It lasted only a second. Then it stopped.
  Grandma grabbed {hero}'s hand. "That was the start of it," she said. "That was the very first note."
  {pal} {wiggled()}. "Do it again!"
  But over the mountains, white clouds were growing tall and gray underneath. "That's our cue," said Grandma. "We'll come back for the rest of the song another morning. Now I know for sure it's in there."
  They ran down the gentle side of the dune in giant, floating, sliding leaps, laughing all the way to the creek. At the bottom, Grandma turned and waved at the ridge, as if someone up there might wave back. # ending: first_note
- else:
  Grandma sat down right at the lip of a steep bowl, and {hero} sat next to her, their legs dangling over the edge. {hero} gathered a huge armful of dry sand and pushed it over, then another, then another, as fast as {they} could. The sand poured down the steep face in a broad sheet, and from somewhere underneath it came a sound: a low, rough buzz, like a bumblebee trapped under a heavy blanket. It lasted a second, maybe two. Then the sand slowed, and the buzz stopped.
  Grandma gripped {hero}'s hand so hard it almost hurt. "That was the start of it," she said. "That was the very first note. I'd know it anywhere."
  {pal} {wiggled()}. "More," it demanded. "Do it again. Do it bigger."
  But over the mountains, white clouds had grown tall and gray-bottomed, and Grandma had been watching them out of the corner of her eye. "That's our cue," she said. "We'll come back for the rest of the song another morning, early, before the clouds. Now I know for certain that it's in there, waiting."
  They went down the gentle side of the dune in giant, floating, sliding leaps, the kind that feel like flying for half a second each, and laughed the whole way to the creek. At the bottom, Grandma turned and waved at the ridge, as if someone up there might wave back. {hero}, a little embarrassed, waved too. # ending: first_note
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the little dune: a dune Grandma can climb, a tiger beetle, and only the start of a song.
// ---------------------------------------------------------------------------------------------
=== little_dune ===
# place: medano-creek
~ spot = "little"
{band:
- "young":
  {route == "climb": Going down was fast! They slid and bounced back to the creek. Grandma was happy to be in the cool water again.}
  {route == "ranger": They walked along the creek. They looked at every dune. Then {pal} found a good one!}
  {route == "marks": "Small dunes do not sing much," said the ranger. "But let's go and see." She walked along the creek with them.}
  By the water stood a little dune. It was as tall as a house. One side was steep, like a slide.
  Grandma climbed up slowly. She sat down on top. "This dune is just right for my knees," she said.
  {route == "climb": The ranger saw them and came over to watch.}
  {route == "ranger": The ranger came along to see if her idea worked.}
  Zip! A little beetle dashed over the wet sand. It zoomed, then stopped, then zoomed off again.
  {saw_beetle: "It's that fast bug again!" said {hero}.}
  "That is a Great Sand Dunes tiger beetle," said the ranger. "It lives here and nowhere else in the world!" # fact: tiger-beetle-nowhere
- "middle":
  {route == "climb": Going down was much faster than going up. They slid and bounced and half ran back to the creek, and Grandma looked very glad to feel water around her ankles again.}
  {route == "ranger": They walked along the creek, looking up at every dune they passed, until {pal} spotted one that was small, but steep.}
  {route == "marks": The ranger listened to {hero}'s question with her head tipped. "Small dunes don't have much sand to move, so they don't often sing," she said. "But let's go and see." She walked along the creek with them.}
  Right beside the water stood a little dune, about as tall as a house, with one side as steep as a slide. The sand at its bottom was dark and wet from the creek, but at the top it was pale and dry.
  Grandma climbed up slowly and sat down on top with a happy sigh. "Now this," she said, "is a dune my knees can agree with."
  {route == "climb": The ranger had seen them from the creek and waded over, curious.}
  {route == "ranger": The ranger had followed them along the creek, to see whether her advice would work.}
  Then something small zipped across the wet sand at the bottom: a beetle with long legs, running in fast little bursts.
  {saw_beetle: "It's the same kind of bug we saw by the slide!" said {hero}.}
  "Look at that," said the ranger. "That's a Great Sand Dunes tiger beetle. It lives right here and nowhere else on Earth." # fact: tiger-beetle-nowhere
  "Why does it keep stopping?" asked {pal}.
  "It runs so fast that its eyes can't keep up," said the ranger. "So it stops to look again. Then off it goes, hunting for smaller bugs."
- else:
  {route == "climb": Going down turned out to be about fifty times faster than going up. They slid and bounced and half ran back to the creek, and when Grandma's feet hit the cold water again, she made a noise of such pure relief that {pal} laughed at her.}
  {route == "ranger": They walked along the creek, studying every dune they passed like shoppers choosing a melon, until {pal} stopped and pointed with its whole body at one that was small, but steep.}
  {route == "marks": The ranger listened to {hero}'s question with her head tipped to one side. "Small dunes don't have much sand to move, so they don't often sing," she said. "But I like the way you're thinking. Let's go and look." She walked along the creek with them, her boots leaving neat prints in the wet sand.}
  Right beside the water stood a little dune, about as tall as a house, with one side as steep as a playground slide. The sand at its foot was dark and wet where the creek licked at it, but at the top it was pale and dry and ruffled by the breeze.
  Grandma climbed it slowly, one careful foot at a time, and sat down on the top with a sigh of deep contentment. "Now this," she announced, "is a dune my knees and I can agree on."
  {route == "climb": The ranger had noticed them from the creek and waded over, clearly curious about what a kid, an animal and a grandmother were plotting on top of a dune.}
  {route == "ranger": The ranger had followed them along the creek, to see whether her advice would survive contact with a real dune and a real grandmother.}
  Then something small shot across the wet sand at the bottom, a long-legged beetle, running in bursts so fast they looked like skips in a video.
  {saw_beetle: "That's the same kind we saw by the slide!" {hero} said. "The one in a hurry!"}
  "Look at that," said the ranger, crouching. "That's a Great Sand Dunes tiger beetle. It lives right here, in these dunes, and nowhere else on Earth." # fact: tiger-beetle-nowhere
  "Why does it keep stopping?" asked {pal}. "Is it lost?"
  "It runs so fast that its eyes can't keep up," said the ranger, "so it has to stop and look again. Then it's off, hunting for bugs smaller than itself." She grinned. "It's a very serious little hunter. Luckily for us, it's about as long as your fingernail."
}
{end_now: -> early_little}
{band:
- "young":
  {hero} sat at the top of the steep side. Then {they} scooted over the edge. Whoosh! The sand slid down with {them}. Under the hiss came a tiny buzz, like a bee in a jar. Then it was gone.
  "Almost!" yelled {pal}.
  "You felt the start of a song," said the ranger. "But this dune is small. The more sand slides at once, the better."
  {hero} climbed back up. From the top, {they} could see lots of kids in the creek, splashing and digging. A girl in a yellow hat was trying to catch a wave in her bucket.
  {hero} looked at the kids. Then {they} looked at the steep sand. {They} had an idea. Was it a silly one, or a great one?
- "middle":
  {hero} sat at the top of the steep side, took a breath, and scooted over the edge. The sand poured down with {them} in a rush, and under the hiss there was something else: a faint buzz, like a bee in a jar. It was there for a second. Then {hero} thumped onto the damp sand at the bottom, and it was gone.
  "Almost!" yelled {pal}. "That was almost!"
  The ranger nodded. "You felt the start of a song. This face is short, so there isn't much sand to move. The more sand slides at once, the better the chance."
  {hero} climbed back up, sand in every pocket. From the top of the little dune, {they} could see the whole creek, and the creek was full of kids: kids building castles, kids chasing the waves, a girl in a yellow hat trying to catch a wave in a bucket.
  {hero} looked at all those kids. Then {they} looked at the steep face of the little dune. An idea began to fizz inside {them}, and {they} could not tell yet whether it was brilliant or completely silly.
- else:
  {hero} sat at the top of the steep side, took a breath, and scooted over the edge. The sand poured down with {them} in a rush, and under the hiss there was something else, something {hero} felt in {their} seat more than heard: a faint, rough buzz, like a bee trapped in a jar. It was there for a second. Then {hero} thumped onto the damp sand at the bottom, and it was gone.
  "Almost!" {pal} yelled from the top. "That was almost! That was the beginning of almost!"
  The ranger nodded, looking pleased. "You felt the start of a song. This face is short, so there isn't much sand to move. The more sand that slides at once, the better your chances."
  {hero} climbed back up, with sand in every pocket and several places that weren't pockets. From the top of the little dune {they} could see the whole creek at once, and the creek was full of kids: kids building castles, kids chasing the waves, a girl in a yellow hat trying to catch a wave in a bucket, two brothers burying their dad up to his chin.
  {hero} looked at all those kids. Then {they} looked at the long, steep face of the little dune. More sand moving at once, the ranger had said. An idea began to fizz somewhere behind {their} eyes, the kind that is either brilliant or completely ridiculous, and {hero} honestly could not tell which.
}
* [Help gather the kids from the creek to slide all at once # act: help] -> end_sand_choir
* [Go down the face again, harder and faster # act: go] -> end_whispers_only
* [Wait at the top beside Grandma and listen # act: wait] -> end_dune_answered

// "End now" on the little dune: two rare things are enough for one morning.
=== early_little ===
# place: medano-creek
{band:
- "young":
  The beetle ran. It stopped. Snap! It grabbed a tiny fly. Then it buzzed away.
  "Nowhere else in the whole world?" asked {hero}.
  "Nowhere else," said the ranger.
  {hero} sat down on top of the little dune, next to Grandma. They did not slide. They just watched the creek and the beetle. Slap, slap went the little waves.
  "We heard a singing dune," said Grandma. "And we saw a beetle that lives only here. Two special things in one day!"
  "Will your brother believe you now?" asked {pal}.
  "He has to," said Grandma. "I have witnesses!" # ending: two_rare_things
- "middle":
  The beetle ran, stopped, ran again, and snapped up a tiny fly. Then it buzzed into the air and landed a little farther down the creek.
  "It only lives here?" said {hero}. "Nowhere else in the whole world?"
  "Nowhere else," said the ranger. "You're looking at something most people on Earth will never see."
  {hero} sat down next to Grandma at the top of the little dune. They did not slide. They did not need to, not today. Below them the creek breathed its little waves, and the tiger beetle zipped along the wet sand, hunting.
  "Two rare things in one morning," said Grandma. "A singing dune and a beetle that lives nowhere else. I'm telling my brother about both."
  "Will he believe you this time?" asked {pal}.
  "He'll have to," said Grandma. "I've got witnesses." # ending: two_rare_things
- else:
  The beetle sprinted, stopped dead, sprinted again, and snatched a tiny fly off the sand so quickly that {hero} only saw the fly disappear. Then it buzzed up into the air and landed a little farther down the creek, ready to do the whole thing again.
  "It only lives here?" said {hero}. "Not anywhere else? Not in the whole world?"
  "Not anywhere else," said the ranger. "You're looking at something most people on this planet will never get to see."
  {hero} sat down beside Grandma at the top of the little dune. They didn't slide. It turned out they didn't need to, not today. Below them the creek breathed its steady little waves, the tiger beetle hunted up and down the wet sand like a tiny, shiny racecar, and the whole morning felt full enough already.
  "Two rare things before lunch," Grandma said. "A dune that sings and a beetle that lives nowhere else. I'm telling my brother about both, and he is going to have to sit down."
  "Will he believe you this time?" asked {pal}.
  "He'll have no choice," said Grandma. "This time I've got witnesses. One of them is a ranger." She nudged {hero}. "And one of them is you, which is better." # ending: two_rare_things
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the forest: waiting out the heat on the Montville trail while a storm walks the peaks.
// ---------------------------------------------------------------------------------------------
=== montville_shade ===
# place: montville
~ spot = "shade"
{band:
- "young":
  {route == "climb": They slid back down to the creek. Whee! Then Grandma drove them to the Montville trail.}
  {route == "ranger": The ranger had said the woods were cool. So Grandma drove them to the Montville trail.}
  {route == "marks": "That groove can wait," said Grandma. "Let's go somewhere cool." She drove them to the Montville trail.}
  The trail went up next to a splashing creek, into a shady forest. It was cool, and it smelled like pine trees.
  "How can a forest be right next to all this sand?" asked {pal}.
  "The creek gives the trees a drink," said Grandma. "And this ground is firm, and the mountain keeps the wind off. Out on the dunes, the sand keeps moving. A little tree can't hold on."
  {pal} looked up. High above the trees, snowy peaks poked into the sky. "Is that the park too?" it asked.
  "It is," said Grandma. "This park goes from sand dunes all the way up to snowy peaks." # fact: preserve-stretch-feet
- "middle":
  {route == "climb": They slid back down the dune to the creek, whooping, and Grandma drove them the short way to the Montville trail.}
  {route == "ranger": The ranger had said the forest was the best place to wait out the heat, so Grandma drove them the short way to the Montville trail.}
  {route == "marks": "That groove isn't going anywhere," said Grandma. "But we are. Somewhere cool." She drove them the short way to the Montville trail.}
  The trail climbed beside a splashing creek into a shady forest. After the blazing sand, it felt like stepping into a different world. Pinyon pines and junipers leaned over the path, and the air smelled of pine needles and cold water. {hero} dipped {their} hand in the creek. It was so cold it made {their} fingers ache, in the best way.
  A mule deer stood among the trees, with ears so big they looked borrowed. It watched them for a moment, chewing, then stepped away without a sound.
  {pal} {sniffed()}. "How can there be a forest right next to a desert?" it asked.
  "Water and shelter," said Grandma, nodding at the creek. "This creek comes down from the snow, so the trees never go thirsty. And this ground is firm mountain soil, out of the worst of the wind. Out on the dunes, a seedling would be buried or blown away before it could grow."
  {pal} looked up. Through a gap in the pines, snowy peaks rose far above them. "Are those in the park too?"
  "Every one," said Grandma. "This park goes from about 7,500 feet up to more than 13,000 feet. Up on those tops it's tundra, too cold and windy even for trees." # fact: preserve-stretch-feet
- else:
  {route == "climb": They slid back down the dune to the creek, whooping all the way, and Grandma drove them the short distance to the Montville trail, the car's air conditioning roaring like an applauding crowd.}
  {route == "ranger": The ranger had said the forest was the best place to hide from the heat, and Grandma, who knew good advice when she heard it, drove them straight to the Montville trail.}
  {route == "marks": "That groove isn't going anywhere," said Grandma firmly. "But we are. Somewhere with shade, and without sand in it." She drove them the short way to the Montville trail.}
  The trail climbed beside a splashing creek into a cool, shady forest, and after the blazing gold of the dunes, it was like stepping through a door into a completely different country. Pinyon pines and twisted junipers leaned over the path, cottonwood leaves flickered in the breeze, and the air smelled of pine needles and cold, fast water. {hero} crouched and dipped {their} hand in the creek. It was so cold that {their} fingers ached within seconds, and {they} held them there anyway, because after the morning on the sand, aching fingers felt like a luxury.
  Grandma lowered herself onto a fallen log in the shade and let out a breath she seemed to have been holding since the creek. "Now this," she said, "is where a sensible person waits for the sun to change its mind."
  A mule deer stood among the trees, with ears so enormous they looked borrowed from a bigger animal. It watched them for a moment, chewing, and then stepped away without making a single sound, which {hero} found a little spooky and extremely impressive.
  {pal} {sniffed()}. "I'm confused," it announced. "An hour ago we were in a desert. How is there a forest right next door?"
  "Water and shelter," said Grandma, nodding at the creek. "This creek comes down from the snow, so these trees never go thirsty. And this is real ground, firm mountain soil tucked in against the slope, out of the worst of the wind. Out on the dunes, a seedling would be buried or blown away long before it could grow up."
  {hero} looked up. Through a gap in the pines, snowy peaks rose far above the treetops, so white they seemed to belong to a different season. "And those?" {they} asked.
  "Those are in the park too," said Grandma. "It goes from about 7,500 feet up to more than 13,000. Sand down here, forest where we're sitting, and tundra up on those tops, too cold and windy for a single tree." # fact: preserve-stretch-feet
}
{end_now: -> early_forest}
{band:
- "young":
  They ate lunch on a rock by the creek. Then Grandma zipped the snacks back into her pack. "Bears live here," she said. "We do not leave any food out."
  {saw_beetle: Then she snapped her fingers. "That fast bug by the creek was a tiger beetle! It lives here and nowhere else in the world."} # fact: tiger-beetle-nowhere
  A bluebird flew by with a bug in its beak. Someone had babies to feed!
  Boom! Thunder rumbled up on the mountains. Gray rain fell up there. But the dunes stayed sunny and dry.
  Slowly the storm went away. The sun went lower. The shadows got long.
  "The sand will cool off soon," said Grandma. Her eyes were shining.
  {hero} jumped up. There was still time. But how much?
- "middle":
  They ate their sandwiches on a flat rock beside the creek. Afterward Grandma zipped the rest of the snacks tight into her pack. "This is bear country," she said. "A bear's nose can find a crumb from very far away, so we don't leave any lying around."
  {saw_beetle: Then she snapped her fingers. "That beetle by the creek, the one in a hurry? It was a tiger beetle. My brother and I used to chase them. They live in these dunes and nowhere else on Earth."} # fact: tiger-beetle-nowhere
  A flash of bright blue shot past. It was a mountain bluebird, with a bug in its beak, and it vanished into the trees. Somebody had babies to feed.
  In the afternoon, thunder grumbled over the peaks. Gray curtains of rain hung over the mountains, but out on the dunes the sun kept shining, and the sand stayed dry. Slowly the storm drifted away to the north. The sun slid west, and the shadows of the pines grew long.
  "The sand will be cooling off soon," said Grandma, and her eyes had the shine in them again.
  {hero} jumped up. Somewhere out there, a whole dune was dry and waiting. But the sun was already getting low, and the evening would not last forever.
- else:
  They ate their sandwiches on a flat rock beside the creek, and afterward Grandma began zipping the leftover snacks into her pack with great ceremony. "This is bear country," she said. "A black bear's nose can find a single crumb from a ridiculous distance, so nobody leaves so much as a cracker lying around."
  {saw_beetle: Then she paused, one hand on the zipper. "That beetle by the creek this morning, the one with somewhere to be? Tiger beetle," she said. "My brother and I used to chase them. They live in these dunes and nowhere else on Earth, and they always won."} # fact: tiger-beetle-nowhere
  A flash of impossible blue shot past them. It was a mountain bluebird, a fat green caterpillar in its beak, and it vanished into the trees upstream. Somebody up there had babies to feed.
  The afternoon rolled by. Thunder grumbled over the peaks, and gray curtains of rain hung down over the high mountains, so dark that {hero} started to worry. But out on the dunes the sun kept shining, and the sand stayed pale and dry. Bit by bit the storm wandered off north, grumbling to itself. The sun slid west. The shadows of the pines stretched long across the trail.
  Grandma lifted her head. "The sand will be cooling off soon," she said, and that shine was back in her eyes, the one from the creek that morning.
  {hero} jumped up so fast {they} nearly slid off the rock. Somewhere out there, a whole dune was dry and cool and waiting. But the sun was already sliding toward the far mountains, and evenings, {hero} knew, had a way of being shorter than they looked.
}
* [Go back and race up the first ridge in the evening light # act: go] -> end_pal_started_it
* [Help Grandma climb in the cool of the evening, slow and steady # act: help] -> end_grandmas_song
* [Look for the bluebird's babies before you leave # act: look] -> end_last_light

// "End now" in the forest: a bluebird, a deal, and the song kept for next time.
=== early_forest ===
# place: montville
{band:
- "young":
  They sat on a flat rock by the creek. Then a bird landed on a branch above them. It was bright, bright blue!
  "A mountain bluebird," said Grandma. "My mom loved those."
  "I wanted to make the dunes sing for you," said {hero}.
  "The dunes already sang for me," said Grandma. "And you heard it too. That is plenty for one day."
  "Then we will come back," said {hero}. "Early, before the sand gets hot!"
  "Deal," said Grandma. {pal} {pal_sound}. That meant deal too.
  Far away, through the trees, the dunes glowed gold. # ending: cool_forest
- "middle":
  They found a flat rock by the creek and sat with their feet dangling over the splashing water. A bird landed on a branch right above them. It was so blue it looked like a piece of sky had fallen into the tree.
  "Mountain bluebird," said Grandma softly. "My mother loved those."
  "I wanted to make the dunes sing for you," said {hero}.
  "They already sang for me," said Grandma. "This morning, with you standing right there. I don't need them to do it again today."
  "Then we have to come back," said {hero}. "Early, before the sand gets hot."
  "Deal," said Grandma. {pal} {pal_sound}, which meant deal too.
  The creek splashed. The bluebird flew off between the pines. Through a gap in the trees, far away, the dunes glowed gold in the sun, keeping their song safe for next time. # ending: cool_forest
- else:
  They found a flat rock beside the creek and sat with their feet dangling over the splashing water, and for a while nobody said anything, because the creek was doing all the talking. Then a bird landed on a branch right above them, so blue it looked as if a chip of sky had fallen into the tree and decided to stay.
  "Mountain bluebird," said Grandma softly. "My mother loved those. She used to say they were showing off."
  {hero} picked at the lichen on the rock. "I really wanted to make the dunes sing for you," {they} said.
  "They already sang for me," said Grandma. "This morning, with you standing right beside me in the creek. Sixty years I waited for that, and it happened, and you were there. I don't need the dunes to do it again today. I'm still full up from the first time."
  {hero} thought about that. "Then we have to come back," {they} said. "Early. Before the sand gets hot, and before any clouds."
  "Deal," said Grandma, and they shook on it. {pal} {pal_sound}, which everyone agreed also counted as a signature.
  The bluebird flew off between the pines. Through a gap in the trees, far away and glowing, the dunes lay gold in the afternoon sun, keeping their song safe for next time. # ending: cool_forest
}
-> END

// ---------------------------------------------------------------------------------------------
// Endings from the ridge.
// ---------------------------------------------------------------------------------------------
// The hero slides at once: the dune sings, Grandma hears it from the top, and thunder sends them down.
=== end_ridge_song ===
# place: high-dune
{band:
- "young":
  {hero} sat down at the edge of the steep bowl. {small(): {pal} climbed into {hero}'s lap and held on.|{pal} sat close beside {them}, ready to go too.}
  "See you at the bottom, Grandma!" {hero} called.
  {They} scooted forward. Whoosh! The whole slope began to slide. Sand poured all around {them}.
  And then the dune began to hum. Mmmmmmmmm! {hero} could feel it in {their} bottom. {They} could feel it in {their} teeth! It was like sitting on a giant guitar.
  {tried_low: This was not a little hiss, like the low slope. This was a real song!}
  {knows_how: Dry sand, a steep side, lots of sand at once. The ranger was right!}
  {saw_fan: This was the dry sand from {hero}'s clue. {They} had worked it out!}
  The sand slowed down. The hum stopped. Everything was very quiet.
  Then Grandma yelled from the top. "That's it! That's the one!" She waved both arms in the air.
  {small(): {pal} tumbled out of {hero}'s lap in a shower of sand.|{flies(): {pal} glided down and landed next to {hero}.|{pal} shook off the sand.}} "Again?" it asked.
  Boom! Thunder rumbled over the mountains. It was the first thunder of the day.
  "Time to go!" called Grandma. "When there is thunder, we get off the dunes. Up here, we are the tallest thing around." She came down the steep side in big, sliding steps.
  The bowl opened toward the creek, so nobody had to climb back up. They hurried on down to the water. Slide, hop, splash! Then Grandma looked back up at the ridge. "Long ago, I heard it from far away," she said. "Today my grandkid rode right through it!" # ending: the_big_hum
- "middle":
  {hero} sat down at the lip of the bowl, with {their} legs stretched down the steep face. {small(): {pal} climbed into {hero}'s lap and held on tight.|{pal} crouched close beside {them}, right at the edge, ready to go too.}
  "See you at the bottom, Grandma!"
  {They} scooted forward. For a heartbeat, nothing happened. Then the whole slope moved. A sheet of sand slid with {them}, around {them} and ahead of {them}, hissing, and then, from deep underneath, came the sound.
  It started in the seat of {their} shorts. Then it was in {their} ribs, and in {their} teeth, a hum so low and so huge that it seemed to come from the whole dune at once, like sitting on the biggest cello string in the world. It kept going, as long as the sand kept pouring.
  {tried_low: It was nothing like the thin hiss on the low slope that morning. That had been sand whispering. This was sand singing.}
  {knows_how: Dry sand, a steep face, lots of sand at once: all three of the ranger's ingredients, and the dune had answered every one.}
  {saw_fan: This was the dry sand the fan by the creek had promised, and {hero} had found it by working it out.}
  At the bottom of the bowl, the sand slowed, piled up around {their} knees, and stopped. The hum stopped too. It was so quiet that {hero} could hear {their} own breathing.
  Then, from the top, came a whoop. Grandma was standing on the crest, waving both arms over her head. "That's it!" she shouted. "That's exactly the one!"
  {small(): {pal} tumbled out of {hero}'s lap in a shower of sand.|{flies(): {pal} glided down and landed beside {hero} in a spray of sand.|{pal} shook itself, and sand flew everywhere.}} "Again?" it asked hopefully.
  But just then the first thunder of the day grumbled over the mountains, and Grandma's arms came down. "That's our signal," she called. "When there's thunder, we get off the dunes. Up here we're the tallest things around." She came down the steep face after them in long, plunging steps.
  The bowl opened out onto the long slope above the creek, so nobody had to climb back up to the crest. They hurried straight on down in long, sliding leaps, and by the time they reached the creek, gray clouds had swallowed the peaks.
  Grandma stopped in the water and looked back up at the ridge. "When I was seven, I heard it from far away," she said. "Today I got to watch my grandkid ride right through the middle of it." # ending: the_big_hum
- else:
  {hero} lowered {themself} onto the lip of the bowl and stretched {their} legs down the steep face. The sand was warm on top and cool just underneath, and it shifted under {their} heels as though the dune were thinking something over. {small(): {pal} climbed into {hero}'s lap and held on with the grim look of a passenger who has read the safety card.|{pal} crouched close beside {them} at the edge, ready to go too, peering down with the grim look of a passenger who has read the safety card.}
  "See you at the bottom, Grandma!" {hero} called, much more bravely than {they} felt.
  {They} scooted forward. For one heartbeat nothing happened at all. Then the whole slope let go. A wide sheet of sand slid with {them}, around {them}, ahead of {them}, hissing like a river over stones, and then, from deep beneath the hiss, the sound rose up to meet {them}.
  It started in the seat of {their} shorts. A second later it was in {their} ribs, then in {their} back teeth, a hum so low and so enormous that it seemed to come from every grain of the dune at once. It was like riding down the string of a cello the size of a mountain. {hero} forgot to be scared. {They} forgot to do anything except slide and listen, and the dune sang the whole way down, exactly as long as the sand kept moving, not a second more.
  {tried_low: Somewhere in the middle of it, {hero} thought of the low slope that morning, and all those armfuls of sand that had only hissed. That had been the dune clearing its throat. This was the dune meaning it.}
  {knows_how: Dry sand, a steep face, lots of sand moving at once. {hero} had carried the ranger's recipe up the whole dune like something that might break, and here it was, working, every ingredient humming at once.}
  {saw_fan: And this was the sand the fan by the creek had promised: dry all the way through, high up, where a song could start. {hero} had worked it out from a pile of spilled sand, and now the whole dune was saying so.}
  At the bottom of the bowl, the sand slowed, heaped itself around {their} knees and stopped. The hum stopped with it. The silence afterward was so deep that {hero} could hear {their} own heart thudding, and a few last grains trickling down beside {them} like the end of an hourglass.
  Then, from high above, came a whoop that bounced around the bowl. Grandma was standing on the crest, waving both arms over her head like someone flagging down a ship. "That's it!" she shouted. "That's exactly the one! That's my sound!"
  {small(): {pal} tumbled out of {hero}'s lap in a shower of sand, eyes enormous.|{flies(): {pal} glided down and landed beside {hero} in a spray of sand, eyes enormous.|{pal} shook itself from head to toe, showering sand in every direction, eyes enormous.}} "I would like to do that again," it said, "immediately, and possibly forever."
  Then, for the first time that day, thunder grumbled over the mountains, and Grandma's arms came slowly down. "That's our signal," she called, and her voice had changed. "When there's thunder, we get off the dunes, no arguing. Up here, we're the tallest things for miles." And she came down the face after them in huge, plunging steps, faster than {hero} had known she could move.
  The bowl opened out onto the long slope above the creek, so there was no climbing back up to the crest, only down. They went in long, floating leaps, and by the time they splashed into the creek, the gray clouds had swallowed the peaks whole.
  Grandma stopped in the water and looked back up at the ridge for a long moment. "When I was seven, I heard it from far away, and nobody believed me," she said. "Today I got to watch my grandkid ride right through the middle of it." She wiped her cheek with the back of her hand. "I think I'll let my brother call me, for once." # ending: the_big_hum
}
-> END

// Grandma and the hero slide together: the biggest song of the day.
=== end_side_by_side ===
# place: high-dune
{band:
- "young":
  {hero} held out a hand. Grandma took it. Slowly, she sat down at the edge of the bowl, right next to {hero}.
  "I have not done this since I was seven," said Grandma. "On three?"
  "On three!" said {hero}. {small(): {pal} climbed into {hero}'s lap.|{pal} got ready right beside them.}
  "One, two, THREE!"
  They pushed off together. Whoosh! Two rivers of sand slid down side by side. Then they joined into one big river.
  And the dune began to sing. Mmmmmmmmmm! It was low and loud. It buzzed in {hero}'s tummy. It kept going and going!
  {tried_low: It was not a whisper, like the low slope. It was a big, loud song!}
  {knows_how: "Lots of sand at once!" {hero} shouted. "Just like the ranger said!"}
  {saw_fan: {hero} thought of the pile of sand by the creek. Now {they} knew how a pile like that was made!}
  Grandma laughed the whole way down. The dune hummed under her laugh.
  At the bottom, they lay in the soft sand. Grandma wiped her eyes. "It sounds just the same," she said. "After all these years!"
  Then, boom! The first thunder of the day rolled over the mountains.
  Grandma sat up fast. "Time to go," she said. "We never stay on a dune when there is thunder. Out here, we are the tallest thing."
  The bowl opened toward the creek, so they did not have to climb back up. They hurried straight down to the water. At the water, Grandma turned around. She took a big bow to the dune. # ending: side_by_side
- "middle":
  {hero} held out a hand, and Grandma took it. Slowly and carefully, she lowered herself onto the lip of the bowl beside {hero}, her legs stretched down the steep face and her sneakers sinking into the sand.
  "I haven't done anything like this since I was seven," Grandma said. "On three?"
  "On three," said {hero}. {small(): {pal} climbed into {hero}'s lap and held on.|{pal} got ready right beside them, at the very edge.}
  "One. Two. Three!"
  They pushed off together. Two sheets of sand broke loose and slid down the face side by side, then joined into one wide, pouring river. And then the dune began to hum.
  The sound rose out of the sand beneath them, deeper and bigger than anything {hero} had imagined, so deep it buzzed in {their} ribs and tickled {their} ears from the inside. It did not stop until the sand stopped.
  {tried_low: This was nothing like the low slope that morning, where the sand had only hissed. This was a whole dune, meaning it.}
  {knows_how: {hero} counted the ranger's three things in {their} head as they slid: dry, steep, and a great deal of sand, all moving at once.}
  {saw_fan: {hero} thought of the pale fan by the creek. Now {they} knew exactly what it felt like to be the sand that made one.}
  Grandma was laughing. She laughed the whole way down, and the dune hummed underneath her laugh like the low note under a song.
  At the bottom, they lay back in the warm, piled sand, breathing hard. Above them, a long smooth scar ran down the face where their river of sand had poured. Grandma wiped her eyes. "Sixty years," she said. "And it sounds exactly the same."
  "I'd like everyone to know I was part of that," said {pal}.
  Then thunder rumbled behind the mountains, the first of the day, and Grandma sat up at once. "Time to go," she said. "Nobody stays on a dune when there's thunder around. Out on this sand, we'd be the tallest thing for miles."
  The bowl opened out onto the long slope above the creek, so nobody had to climb back up. They hurried on down toward the water, Grandma puffing and laughing at the same time, as a cool wind began to blow. At the water's edge, Grandma turned around, faced the ridge, and took a deep, slow bow. # ending: side_by_side
- else:
  {hero} held out a hand, and after a second's hesitation, Grandma took it. Slowly, carefully, with a few words about knees that {hero} decided not to hear, she lowered herself onto the lip of the bowl beside {them}. Her legs stretched down the steep face. Her sneakers sank into the sand up to the laces.
  "You know, I haven't done anything like this since I was seven," she said. "My mother would have had a fit."
  "On three?" said {hero}.
  "On three."
  {small(): {pal} scrambled into {hero}'s lap and braced itself like the carved figure on the front of a ship.|{pal} took up position right beside them at the very edge, braced and serious, like the third member of a bobsled team.}
  "One," said {hero}. "Two. Three!"
  They pushed off together. Two sheets of sand tore loose and slid down the face side by side, then met and merged into one broad, pouring river with the two of them riding in the middle of it. And then the dune began to hum.
  It rose out of the sand beneath them, deeper and fuller than anything {hero} had imagined, deeper than the sound that morning, because this time they were inside it. It buzzed in {their} ribs and tickled {their} ears from the inside out. It held on and on, a single enormous note, for exactly as long as the sand kept pouring.
  {tried_low: That morning, on the low slope, {hero} had shoved armful after armful over the edge and got nothing but a hiss. Two people and a whole slip face, it turned out, were a different matter.}
  {knows_how: Dry sand, a steep face, lots of sand moving at once. The ranger had made it sound like a recipe. Nobody had mentioned that the best ingredient would be a grandmother.}
  {saw_fan: Somewhere below, {hero} knew, this sand would come to rest in a pale fan, like the one {they} had knelt over by the creek. This time {they} could hear what a fan sounded like while it was being made.}
  Grandma was laughing. She laughed the entire way down, a real laugh, a seven-year-old laugh, and the dune hummed steadily underneath it, like the low note a band holds under a song.
  At the bottom of the bowl they lay back in the warm, heaped sand, gasping. High above them, the lip of the bowl was a clean line against the sky, and a long, smooth scar ran all the way down the face where their river of sand had poured. It looked like a signature. For a while neither of them said anything. Then Grandma wiped her eyes with a sandy hand, which only made things worse. "Sixty years," she said. "And it sounds exactly, exactly the same."
  "I would like the record to show," said {pal}, "that I was present for that."
  Thunder rolled out from behind the mountains then, the first of the day, and Grandma sat up as if someone had pulled a string. "Time to go," she said, in a voice with no bend in it. "Nobody stays on a dune when there's thunder. Out on this sand we'd be the tallest thing for miles."
  The bowl opened out onto the long slope above the creek, which meant there was no climbing back up to the crest, only a sandy, sliding, undignified scramble down, with Grandma puffing and giggling at the same time, while a cool wind rushed over the ridge behind them. At the water's edge, Grandma turned, faced the dune, and took a long, slow, extremely formal bow. After a moment, {hero} bowed too. # ending: side_by_side
}
-> END

// The cost: they hunt for a steeper face, the storm arrives first, and the wet sand stays silent.
=== end_storm_ridge ===
# place: high-dune
{band:
- "young":
  "Let's find the steepest one," said {hero}. "It will sing the loudest!"
  They walked along the top of the ridge. The first bowl was steep. The next one looked steeper. "Just one more," said {hero}.
  But the clouds were big and dark now. Flash! Lightning jumped over the mountains. Boom! Thunder!
  Grandma grabbed {hero}'s hand. "Off the dune, right now," she said. "In a storm, we are the tallest thing up here."
  They hurried down the way they came. Plop, plop! Big cold raindrops hit the sand. Each one made a dark dot.
  Soon they were in the car. Rain drummed on the roof.
  "We found the steepest side," said {hero}. "But we did not even try it."
  {knows_how: "And the ranger said wet sand stays quiet," said {pal}.|"And now the sand is all wet," said {pal}.}
  Grandma hugged {hero} tight. "Storms come fast in the mountains," she said. "Next time, we try the first good spot. But I will still remember today. You stood in the creek with me and heard the hum."
  {hero} smiled a little. "And I will watch the clouds, not just the sand," {they} said. # ending: storm_on_the_ridge
- "middle":
  "Let's find the steepest one," said {hero}. "The steepest one will sing the loudest."
  They walked along the crest, one foot on each side of the sharp edge. The first bowl was steep. But the next one looked steeper, and the one after that looked steepest of all. "Just one more," {hero} kept saying. "Just one more."
  Behind them, the clouds had grown tall and dark. Then a flicker of light jumped between them, far over the peaks. A few seconds later came the thunder, a long, rolling crack.
  Grandma grabbed {hero}'s hand. "Off the dune," she said. "Right now. In a storm, the top of a dune is the worst place to be. Up here, we're the tallest thing around."
  Nobody argued. They hurried down the gentle side, the way they had come, in long, sliding steps. Big cold raindrops began to smack the sand, each one leaving a dark dot. By the time they splashed across the creek, the dunes were freckled with rain, and the steep faces they had searched were dark and wet and silent.
  In the car, rain drummed on the roof. {hero} pressed {their} forehead against the window. "We found the steepest face on the whole ridge," {they} said, "and we never even tried it."
  {knows_how: "And now it's wet," said {pal} sadly. "The ranger said wet sand won't sing."|"And now the sand is all wet," said {pal} sadly. "I don't think soggy sand sings."}
  Grandma didn't answer right away. "Mountains make their own weather in the afternoon," she said. "I should have remembered that. We both wanted the perfect one, and while we were looking, the sky made up its mind."
  Then she smiled. "But do you know what I'll remember from today? Not the face we missed. The hum this morning, with you standing in the creek beside me, saying we'd make it sing. I'm telling my brother about that part."
  {hero} watched the rain. "Next time," {they} said, "we pick the first good face, and we go."
  "Next time," Grandma agreed. # ending: storm_on_the_ridge
- else:
  "Let's find the steepest one," said {hero}. "The steeper the face, the bigger the song. It has to be."
  It sounded so reasonable. They set off along the crest, one foot on each side of its knife edge, the wind pulling at their shirts. The first bowl was steep. But the next one looked steeper, and the one after that looked steeper still, and there was always, always one more just along the ridge that seemed a little smoother and a little more perfect. "Just one more," {hero} kept saying. "Just one more."
  {hero} did not look behind {them}. That was the mistake.
  When {they} finally did, the clouds over the mountains had grown into dark towers. As {they} watched, a thin white thread of lightning flickered between two of them. {hero} started counting without meaning to, and had only reached four when the thunder arrived, a long, tearing crack that rolled over the dunes and seemed to go on forever.
  Grandma had {hero}'s hand before the sound was finished. "Off the dune," she said. "Right now. In a storm, the top of a dune is the worst place on earth to be. Up here, we're the tallest thing around."
  Nobody argued, not even {pal}. They hurried down the gentle side the way they had come, in long, skidding steps, not running, not quite. Fat, cold raindrops began to smack the sand around them, each one leaving a dark dot like a period at the end of a sentence. By the time they splashed across the creek, the dunes were freckled all over, and the steep faces they had spent so long choosing between were turning dark and wet and silent.
  In the car, rain drummed on the roof. {hero} pressed {their} forehead against the cold window. "We found the steepest face on the whole ridge," {they} said, "and we never even sat down on it."
  {knows_how: "And now it's soaked," said {pal} mournfully. "The ranger said wet sand keeps quiet. So that's that."|"And now it's soaked," said {pal} mournfully. "I don't think soggy sand sings. I don't think soggy anything sings."}
  Grandma was quiet for a while. "In the mountains, the sky makes up its mind in the afternoon," she said at last. "I knew that. I forgot. We both wanted the perfect one, and while we were busy looking for it, the weather made the decision for us."
  Then she reached over and squeezed {hero}'s sandy knee. "But you know what I'm going to remember? Not the face we missed. The hum this morning, and you standing in the creek beside me saying we'd make it sing, like it was the easiest thing in the world. That's the part I'm telling my brother."
  {hero} watched the rain wash down the glass, and felt the disappointment loosen, just a little. "Next time," {they} said, "we pick the first good one, and we go."
  "Next time," said Grandma, "we don't wait for perfect." # ending: storm_on_the_ridge
}
-> END

// ---------------------------------------------------------------------------------------------
// Endings from the little dune.
// ---------------------------------------------------------------------------------------------
// The hero gathers the creek's kids: everyone slides at once, and the little dune hums.
=== end_sand_choir ===
# place: medano-creek
{band:
- "young":
  {hero} slid down and splashed into the creek. "Who wants to make a dune sing?" {they} shouted.
  "Me!" said the girl in the yellow hat.
  "Me too!" yelled two brothers. A tiny boy ran over as well, just because everyone else was running.
  Soon lots of kids were on top of the little dune. They sat in a long, wobbly row. Grandma sat in the middle. {pal} sat at the end.
  "Everybody slides at the same time," said {hero}. "Then lots of sand moves at once!"
  "Three, two, one, GO!" called the ranger.
  Whoosh! Everyone pushed off. The whole side of the dune slid down.
  And under all the giggles came a sound. Mmmmmmm! It was short. It was soft. But it was real!
  {tried_low: On the big dune, {hero} had pushed sand all alone, and it only hissed. Lots of kids made it sing!}
  {knows_how: Dry sand, a steep side, and lots of sand at once. This time they had all three!}
  {saw_fan: At the bottom, the slid sand lay in a pale fan on the wet sand, just like {hero}'s clue that morning.}
  Everyone stopped giggling. "The dune sang!" said the girl in the yellow hat.
  Grandma was laughing and crying at the same time. "It sang for all of us," she said.
  "I have never seen anybody do that," said the ranger, with a big grin.
  "Again!" yelled the tiny boy. Everyone ran back up.
  Grandma stayed in the creek to listen. "Long ago, nobody believed me," she told {hero}. "Today, lots of kids heard it. Let my brother argue with that!" # ending: sand_choir
- "middle":
  {hero} slid down, splashed into the creek and cupped {their} hands around {their} mouth. "Who wants to make a dune sing?"
  For a moment, nobody moved. Then the girl in the yellow hat dropped her bucket. "Me!"
  "Me too!" shouted two brothers with sandy knees. A tiny boy who didn't know what was going on ran over anyway, because everyone else was running. Soon ten kids were scrambling up the little dune, and the ranger was laughing.
  They sat in a long, wobbly row along the top of the steep face, with Grandma in the very middle and {pal} at the end. {hero} explained the plan. "Everyone slides at the same time, so lots of sand moves at once. Ready?"
  The ranger held up her hand and counted. "Three. Two. One. Go!"
  Twelve people and one {kind} pushed off together. The whole face of the little dune broke loose and poured down in one big sheet, and under the shrieks and giggles, from somewhere deep in the sand, a sound rose up. Mmmmmmm. It was short, and softer than the hum that morning, but it was real. Everyone heard it. Everyone stopped shrieking at once.
  {tried_low: Up on the big dune that morning, {hero}'s own two arms had only made the sand hiss. It turned out a song needed a crowd.}
  {knows_how: The ranger had given them three ingredients that morning. {hero} had just found a new way to make the third one: ten kids and a grandmother.}
  {saw_fan: Under the pile of kids, the slid sand lay in a pale fan over the wet, exactly like the one {hero} had found that morning. Now {they} knew how a fan was made, and what it could sound like.}
  At the bottom, in a heap of sand and legs, the girl in the yellow hat sat up. "Did the dune just sing?" she whispered.
  "It did," said Grandma. She was crying and laughing at the same time. "It sang for all of us."
  The ranger shook her head, grinning. "In all my summers here, I've never seen anybody do that," she said.
  "Again!" yelled the tiny boy, and everyone ran back up.
  Grandma stayed at the bottom this time, sitting in the creek with her feet in the cold water, listening. When {hero} came over, Grandma caught {their} hand. "Sixty years ago, nobody believed me," she said. "Today a dozen people heard it at once. Let my brother argue with that." # ending: sand_choir
- else:
  {hero} slid down the face, splashed into the creek, and cupped {their} hands around {their} mouth before {they} could lose {their} nerve. "Hey! Who wants to make a dune sing?"
  For a second, the whole creek went still, the way a classroom does when someone asks a question nobody expected. Then the girl in the yellow hat dropped her bucket. "Me!"
  "Us!" shouted two brothers with sand up to their elbows. A very small boy who had no idea what was going on came running anyway, because everybody else was running, and that is how very small boys decide things. Before long, ten kids were scrambling up the little dune, shrieking, and the ranger had both hands on her hips and was laughing.
  They sat in a long, wobbly row along the top of the steep face, with Grandma in the place of honor in the middle and {pal} at the very end. {hero} stood up to explain the plan, and was surprised to find that everyone was listening. "The ranger says the more sand that moves at once, the better. So we all slide at exactly the same time. Not almost the same time. Exactly."
  "I'll count," said the ranger, wading closer. "Three. Two. One. Go!"
  Twelve people and one {kind} pushed off together. The entire face of the little dune broke loose and poured down in a single wide sheet, carrying all of them with it, and underneath the shrieks and giggles, from somewhere deep in the sand, a sound rose up. Mmmmmmmm. It was shorter than the song that morning, and softer, more like a dune clearing its throat than a dune singing. But it was real. Everybody heard it. Everybody stopped shrieking at once, which is how {hero} knew.
  {tried_low: That morning, on the low slope of the big dune, {hero} had pushed sand over an edge with two arms and got nothing but a hiss. Twenty-four arms, it turned out, were a different story.}
  {knows_how: The ranger's recipe had three ingredients, and {hero} had just discovered that the third one, lots of sand moving at once, could be made out of ten shrieking kids, one grandmother and {a_kind()}.}
  {saw_fan: Under the tangle of kids, the slid sand had spread into a pale fan over the wet sand of the bank, exactly like the clue {hero} had knelt over that morning. So that was how a fan got made. {hero} would never look at one the same way again.}
  At the bottom, in a heap of sand and knees and elbows, the girl in the yellow hat sat up slowly. "Did the dune just sing?" she whispered.
  "It did," said Grandma. She was crying and laughing at the same time, and not bothering to hide either. "It sang for all of us."
  The ranger shook her head, grinning. "I've worked a lot of summers on this creek," she said, "and I have never, ever seen anybody try that."
  "Again!" yelled the very small boy, and the whole choir stampeded back up the dune.
  This time Grandma stayed at the bottom, sitting on the wet bank with her feet in the cold water, listening with her eyes closed. When {hero} came splashing over, Grandma caught {their} hand. "Sixty years ago, I was the only one who heard it, and nobody believed me," she said. "Today a dozen people heard it at once. Let my brother argue with that." # ending: sand_choir
}
-> END

// The cost: the hero slides alone, again and again, and the little dune only whispers.
=== end_whispers_only ===
# place: medano-creek
{band:
- "young":
  {hero} climbed up and slid down again, faster. Hiss. {They} tried again. Hiss! {They} tried it with {their} arms out wide. Hiss, hiss, hiss.
  {pal} tried too. It came down in a big puff of sand. Hiss.
  The buzz did not come back. Not even once.
  The sun was high now. The sand was getting hot. The ranger came over with a water bottle. "Time to get off the hot sand," she said. "And have a big drink of water."
  {hero} sat down in the cool creek next to Grandma. {They} felt sad. "I tried and tried," {they} said. "It only whispered."
  "You tried eleven times," said Grandma. "I counted!"
  Zip! The tiger beetle ran by again.
  "This dune is just too small," said the ranger. "A song needs a big, steep dune and lots of sand."
  {tried_low: "Just like the low slope on the big dune," said {hero}. "It only hissed there too."}
  {knows_how: "We had dry sand and a steep side," said {hero}. "But not lots of sand."}
  {saw_fan: {hero} looked at the pile {their} slides had made at the bottom. It looked just like the fan from this morning. But it had not sung.}
  Grandma waited. The little waves rolled past her toes. Then {hero} sat up. "Next time, we climb the big dune," {they} said. "In the morning. And we all slide together!"
  "That is a great plan," said the ranger.
  Grandma gave {hero} a wet hug. "I got something even better than a song today," she said. "I got a grandkid who never gives up." # ending: whispers_only
- "middle":
  {hero} climbed back up and slid down again, faster. Hiss. {They} tried running and sitting down at the very top, so {they} hit the slope with a bump. Hiss. {They} tried sliding with {their} arms out, pushing extra sand along. Hiss, hiss, hiss.
  {pal} tried too. {flies(): It flapped down the face, dragging its feet in the sand.|It went down the face in a tumble of sand and came up looking surprised.} Hiss.
  The buzz did not come back. Not once. {hero} kicked the bottom of the dune, which hurt {their} toe and did not help at all.
  By now the sun was high, and the sand on top of the little dune was hot enough to sting through {hero}'s shorts. The ranger came over with a water bottle. "Time to get off the hot sand for a while," she said. "Drink some water, too. This sun sneaks up on people."
  {hero} sat down in the creek next to Grandma, and the cold water felt wonderful. But {their} throat felt tight. "I tried so many times," {they} said. "And it just whispered."
  "You tried eleven times," said Grandma. "I counted."
  Just then the tiger beetle zipped past them again, run, stop, run, and buzzed off down the creek. The ranger followed it with her eyes. "Some things only happen when everything is just right," she said. "A song needs a big slip face and lots of sand moving. You didn't do anything wrong. This dune is probably just too small."
  {tried_low: "It's like the low slope on the big dune this morning," {hero} said. "That only hissed too. Not enough sand."}
  {knows_how: "Dry sand, a steep face," {hero} said, counting. "We had the first two. We just didn't have enough of the third."}
  {saw_fan: {hero} looked at the little fan {their} slides had piled at the bottom. It looked just like the one from this morning, but a fan, it turned out, didn't mean a song.}
  Grandma waited, and the little waves rolled past. Then {hero} sat up. "So next time," {they} said slowly, "we climb the big one. Early, before it's hot. And we all slide together, so lots of sand moves at once."
  The ranger raised her eyebrows. "That," she said, "is a very good plan."
  Grandma put her wet arm around {hero}. "I came here hoping to hear the dunes sing," she said. "And I got something better. A grandkid who won't give up, and who works out why." # ending: whispers_only
- else:
  {hero} climbed back up and went down again, faster this time. Hiss. {They} tried taking a running start and sitting down right at the lip, so {they} hit the slope with a bump and a spray. Hiss. {They} tried going down with {their} arms spread wide, shoving extra sand ahead like a snowplow. Hiss, hiss, hiss, and a mouthful of grit.
  {pal} joined in. {flies(): It flapped down the face with its feet dragging, plowing two neat furrows.|It launched itself down the face in a tumble of sand and came up at the bottom looking surprised to still be in one piece.} Hiss.
  The buzz did not come back. Not once. It was as though the dune had tried the idea of singing, thought better of it, and gone back to whispering. {hero} kicked the bottom of the face in frustration, which hurt {their} toe, sent up a spray of damp sand, and did not help in any way whatsoever.
  By now the sun was high overhead, and the sand on top of the little dune was hot enough to sting through {hero}'s shorts. {They} noticed {they} {were} thirsty in the way that means you should have noticed earlier. The ranger came over with a water bottle. "Time to get off the hot sand for a while," she said. "Drink some of this, too. The sun sneaks up on people out here."
  {hero} sat down in the creek next to Grandma, and the cold water felt wonderful on {their} legs. But {their} throat had gone tight for another reason. "I tried so many times," {they} said. "And it just whispered at me."
  "You tried eleven times," said Grandma. "I counted. I lost count at six, but I started again."
  {pal} flopped down in the shallow water beside them. "I tried four times," it said. "Nobody counted mine."
  Just then the tiger beetle zipped past them again, run, stop, run, and buzzed off down the creek on some urgent beetle business. The ranger followed it with her eyes. "Some things only happen when everything is just right," she said. "A song needs a big slip face and a lot of sand moving at once. You didn't do anything wrong. This dune is probably just too small."
  {tried_low: "It's the low slope all over again," {hero} said. "On the big dune this morning, I pushed and pushed and it only hissed there too. There just wasn't enough sand moving."}
  {knows_how: {hero} ticked the ranger's three things off on {their} fingers. "Dry sand. Steep face. We had those. It was the third one. Not enough sand moving at once."}
  {saw_fan: {hero}'s eyes went to the little fan {their} slides had piled up at the foot of the face, pale sand over dark, just like the one from this morning. A fan, it turned out, could be a clue without being a promise.}
  Grandma didn't say anything. She just waited, and for a while the two of them watched the waves roll past. Then {hero} sat up straight. "So next time, we climb the big one," {they} said slowly. "Early, before it's hot. And we all slide together, at the same second, so lots of sand moves at once."
  The ranger raised her eyebrows. "That," she said, "is an excellent plan. Come and find me when you try it."
  Grandma put her wet arm around {hero}'s shoulders. "I came here hoping to hear the dunes sing," she said. "Instead I got to watch my grandkid try eleven times, and then work out why it didn't happen. I'm not sure the song would have been better." # ending: whispers_only
}
-> END

// They sit still and listen: someone high on the ridge makes the dune sing, and Grandma hears it all.
=== end_dune_answered ===
# place: medano-creek
{band:
- "young":
  {hero} sat down next to Grandma on top of the little dune. {pal} sat down too. Nobody talked. They just listened.
  First they heard loud things. Kids yelling. Waves slapping. Splash, splash!
  Then they heard quiet things. The wind in the sand. A bird far away. Sand grains tapping on {hero}'s shoes.
  "When I was seven, I was sitting still like this," said Grandma softly. "That is when I heard it."
  They waited. A cloud's shadow slid over the dunes.
  Then it came. Far up on the big ridge, a tiny person slid down a steep slope. And a long hum rolled down, all the way to the creek. Mmmmmmmmmm! It was long and deep. Everyone in the creek looked up.
  {tried_low: {hero} knew why it sang up there. It was high and steep and dry, not like the low slope.}
  {knows_how: A big steep side, and lots of dry sand at once. Just what the ranger said!}
  {saw_fan: Dry sand, way up high. {hero}'s clue had been right!}
  Grandma did not jump up this time. She shut her eyes. Her hand found {hero}'s. She listened to the whole song.
  "That was it," Grandma whispered. "It was never a truck."
  "We did not make it ourselves," said {hero}.
  "No," said Grandma. "But you sat and listened with me. That is what I waited for." # ending: the_dune_answered
- "middle":
  {hero} sat down beside Grandma at the top of the little dune. {pal} settled in on {hero}'s other side. Nobody said anything. They just listened.
  At first, all {hero} could hear were the loud things: kids shrieking in the creek, the slap of the little waves. Then, slowly, the quieter sounds came: the wind hissing over the top of the dune, grains of sand ticking against {their} sneakers, a bird calling from the cottonwoods far across the water.
  "When I was seven," Grandma said softly, "I was standing still, just like this, when I heard it. Everybody else was busy."
  They waited. The ranger waded back to the creek. A cloud's shadow slid over the dunes and away.
  Then it came.
  High up on the first ridge, so far away that {hero} could barely see, a tiny figure sat down at the top of a big slip face and slid. A long tongue of sand poured down behind it. A moment later, the hum rolled down across the dunes, long and deep, longer than the one that morning. It filled the air over the creek. {hero} felt it through the sand. Everyone in the creek stopped and looked up.
  {tried_low: {hero} thought of the low slope that morning, and the hiss. Up there, on a slip face that big, there was enough sand moving to sing.}
  {knows_how: Dry sand, a steep face, lots of sand at once. From down here, {hero} could see all three of the ranger's ingredients at work, like watching a recipe from across the kitchen.}
  {saw_fan: It had come from high up, where the sand was dry, exactly as {hero} had worked out at the fan that morning.}
  Grandma did not jump up this time. She closed her eyes and held {hero}'s hand, and she listened to the whole song, right to the very end.
  When it was over, she opened her eyes. They were wet. "That was the one," she said. "Not a truck. Not a dream."
  "We didn't make it ourselves," said {hero}.
  "No," said Grandma. "Somebody up there made it. But you're the one who sat still and listened with me. That's the part I waited sixty years for."
  Down in the creek, the ranger looked up at them and gave a thumbs-up. {pal} {wiggled()}. # ending: the_dune_answered
- else:
  {hero} sat down beside Grandma at the top of the little dune, and {pal} settled in on {their} other side. Nobody said anything. They just listened, which turned out to be harder than it sounds.
  At first, all {hero} could hear were the loud things: kids shrieking in the creek, a shout of "Mom, look!", the steady slap of the little waves. But the longer {they} sat, the more the loud things seemed to step back, and the quiet things stepped forward: the wind hissing over the top of the dune, grains of sand ticking against {their} sneakers like tiny rain, a bird calling over and over from the cottonwoods far across the water.
  "When I was seven," Grandma said softly, "I was standing still, exactly like this, when I heard it. Everyone else was busy splashing. I think that's why I was the only one."
  They waited. The ranger gave them a curious look, decided not to ask, and waded back to the kids in the creek. A cloud's shadow slid across the dunes and away again. {hero}'s left foot fell asleep, prickling. {They} did not move it, in case moving was what scared songs away.
  Then it came.
  High up on the first ridge, so far away that {hero} could barely make it out, a tiny figure sat down at the top of a great slip face and slid. A long tongue of sand poured down the face behind it. And a heartbeat later the hum reached them, rolling down across the dunes, long and deep, longer and fuller than the one that morning. It filled the whole air over the creek. {hero} felt it through the sand beneath {them}, faint as a cat's purr. All along the creek, people stopped what they were doing and looked up.
  {tried_low: It was the size of the slip face that made the difference, {hero} realized. On the low slope that morning there had never been enough sand moving to do more than hiss. Up there, a whole hillside of it was pouring at once.}
  {knows_how: Dry sand, a steep face, lots of sand at once. From down here {hero} could see all three of the ranger's ingredients at work, the way you can watch somebody else follow a recipe you know by heart.}
  {saw_fan: And it had come from high up, where the sand was dry all the way through, exactly as {hero} had worked out on {their} knees at the fan that morning. {They} felt the small, fierce glow again.}
  Grandma did not jump up this time, and she did not knock anything over. She closed her eyes and held {hero}'s hand and listened to the whole song, right to the very end, the way you listen to a piece of music you were told you would never hear again.
  When it was over, she opened her eyes. They were wet and very bright. "That was the one," she said. "Not a truck. Not a dream. That."
  "We didn't make it ourselves, though," said {hero}, who had wanted to.
  "No," said Grandma. "Somebody up there made it. But you're the one who sat still and listened with me. That's the part I waited sixty years for. I just didn't know it."
  {pal} let out a long breath. "I was holding very still," it said. "In case you noticed."
  Down in the creek, the ranger turned and gave them a big thumbs-up. {pal} {wiggled()}, and {hero} found that {they} did not mind about the rest at all. # ending: the_dune_answered
}
-> END

// ---------------------------------------------------------------------------------------------
// Endings from the forest.
// ---------------------------------------------------------------------------------------------
// An evening race up the ridge: the sidekick tumbles over the lip, and the dune sings for it.
=== end_pal_started_it ===
# place: high-dune
{band:
- "young":
  When they got back to the dunes, the sand was cool. The sun was low, and everything looked gold.
  "Go on!" said Grandma. "I will come up slowly."
  {kind == "turtle": {hero} raced up the big ridge with {pal} in {their} arms.|{hero} and {pal} raced up the big ridge.} Step, slide, step, slide!
  Near the top, {hero} found a steep bowl. "This one!" {they} called. "Grandma, this one!"
  {kind == "turtle": But {pal} wiggled down to peek over the edge, and the soft edge broke! Whoosh! Down slid the sand, and {pal} slid with it.|{flies(): But {pal} landed right on the edge, and the soft edge broke! Whoosh! {pal} did not fly off. It rode the sliding sand down on purpose, with its wings half open.|But {pal} got to the edge first, and the soft edge broke! Whoosh! Down slid the sand, and {pal} slid with it.}}
  And the dune sang! Mmmmmmmmm! The hum was long and deep. It went on until the sand stopped.
  {pal} sat at the bottom in a pile of sand. "Did I do that?" it called. "I did that!"
  Partway up the ridge, Grandma clapped her hands. She had heard it all!
  {tried_low: This morning, {hero} had pushed and pushed on the low slope. {pal} did it by accident!}
  {knows_how: "Dry sand, a steep side, lots of sand at once!" said {hero}. "{pal} did all three!"}
  {saw_fan: At the bottom, the sand made a pale fan, just like {hero}'s clue by the creek!}
  {hero} laughed and laughed. Then {they} slid down too. Mmmmmm! The dune sang again.
  {kind == "turtle": {hero} picked up {pal} and climbed back out of the bowl. Puff, puff!|{flies(): {pal} flew up out of the bowl. {hero} climbed after it. Puff, puff!|{hero} and {pal} climbed back out of the bowl. Puff, puff!}}
  Grandma reached the top at last. The mountains behind them turned pink. "I waited so long to hear that up close," she said. "And {pal} made it happen!"
  "I am very good at sliding," said {pal}.
  Then they walked back down the gentle side, and the wind began to smooth away their footprints. # ending: pal_started_it
- "middle":
  By the time they got back to the dunes, the heat was gone. The sand felt cool and silky under {hero}'s hands, and every ripple had its own little shadow, so the whole dunefield looked combed. Grandma waved them on. "Go, go! I'll come up behind you."
  {kind == "turtle": {hero} tucked {pal} under one arm and raced up the first ridge as fast as the sliding sand would let {them}.|{hero} and {pal} raced up the first ridge as fast as the sliding sand would let them.} The sun sank toward the far mountains across the valley, turning everything gold.
  Near the top, {hero} found a steep bowl with a sharp, clean edge. "This one," {they} panted. "Grandma! This one!"
  But before {hero} could even sit down, {kind == "turtle": {pal} wriggled free to peek over the lip of the bowl,|{flies(): {pal} landed right on the lip of the bowl,|{pal} stepped right onto the lip of the bowl,}} and the lip gave way.
  {flies(): A sheet of sand broke loose and slid down the face, and instead of flying off, {pal} rode it down on purpose, wings half open,|A sheet of sand broke loose and slid down the face, carrying {pal} with it,} and from deep under the sliding sand rose a long, low hum. It rolled out across the bowl and up over the ridge. It went on until the sand stopped moving, and {pal} was left sitting at the bottom in a heap of sand, looking astonished.
  "Did I do that?" {pal} called up. "I think I did that!"
  From below came a whoop. Grandma was standing halfway up the ridge with both hands over her mouth. She had heard every second of it.
  {tried_low: That morning {hero} had shoved armful after armful over a low slope and got nothing but a hiss. {pal} had done better in one step, without even trying.}
  {knows_how: "Dry sand, steep face, lots of sand at once," {hero} gasped, between laughs. "{pal} did all three by accident!"}
  {saw_fan: At the foot of the face, the slid sand had spread into a pale fan, just like the clue by the creek. This time {hero} had watched one being made.}
  {hero} laughed so hard {they} nearly slid in too. Then {they} sat at the lip and pushed off on purpose, and the dune hummed again, right under {them}.
  {kind == "turtle": Afterward {hero} tucked {pal} under one arm and scrambled back up the side of the bowl to the crest.|{flies(): Afterward {hero} scrambled back up the side of the bowl to the crest, and {pal} flew up to meet {them}.|Afterward {hero} and {pal} scrambled back up the side of the bowl to the crest, shedding sand at every step.}}
  When Grandma finally reached the top, the mountains behind them had turned pink in the last light, and the sand glowed like embers. She sat down, breathing hard. "Sixty years I waited to hear that up close," she said. "And in the end, it was {pal} who made it happen."
  "I'm very talented," said {pal}, still spitting out sand.
  They came down the gentle side while there was still light enough to see, leaving a long trail of footprints for the night wind to smooth away. # ending: pal_started_it
- else:
  By the time they got back to the dunes, the heat had drained out of the day. The sand felt cool and silky under {hero}'s palms, and the low sun had given every ripple its own thin shadow, so the whole dunefield looked as though someone had combed it. Grandma waved them on ahead. "Go, go! I'll come up behind you at my own speed. It's a very dignified speed."
  {kind == "turtle": {hero} tucked {pal} under one arm and raced up the first ridge as fast as the sliding sand would allow.|{hero} and {pal} raced up the first ridge as fast as the sliding sand would allow.} The sun sank toward the far mountains across the valley, and everything it touched turned the color of honey.
  Near the top, {hero} found a steep bowl with a sharp, clean lip and not a single footprint on it. "This one," {they} panted. "Grandma! This is the one!"
  But before {hero} could even sit down, {kind == "turtle": {pal} wriggled free to take a look over the edge,|{flies(): {pal} swooped in and landed right on the lip of the bowl,|{pal} stepped right up to the lip of the bowl to look,}} and the lip, which was soft and dry and had apparently been waiting all day for exactly this, gave way.
  {flies(): A sheet of sand broke loose and poured down the face, and instead of flapping clear, {pal} rode it all the way down on purpose, wings half open like a surfer's arms,|A sheet of sand broke loose and poured down the face, carrying {pal} with it,} and from deep under the sliding sand rose a long, low hum. It rolled out across the bowl and up over the ridge and away across the dunes. It hummed on, round and steady, until the sand finally slowed and stopped, and {pal} was left sitting at the bottom in a heap of sand, looking utterly astonished.
  "Did I do that?" {pal} called up. There was a pause. "I think I did that. I would like everyone to know I did that."
  From below came a whoop. Grandma was standing halfway up the ridge with both hands pressed over her mouth. She had heard every second.
  {tried_low: That morning {hero} had knelt on a low slope and shoved armful after armful of sand over the edge, and got nothing for it but a hiss and a shoe full of sand. {pal} had managed a whole song in one step, without the slightest intention of doing so.}
  {knows_how: "Dry sand, steep face, lots of sand at once," {hero} managed, between laughs. "All three of the ranger's ingredients, and {pal} did them by accident."}
  {saw_fan: At the foot of the face, the slid sand had spread into a pale, fresh fan, just like the clue by the creek that morning. This time {hero} had watched one being made, song and all.}
  {hero} laughed so hard {they} nearly went over the edge too. Then {they} sat down at the lip and pushed off on purpose, and the dune hummed again, right through {them}, deep enough to rattle {their} back teeth. {kind == "turtle": Getting back up was another matter. {hero} scrambled up the side of the bowl with {pal} under one arm, sliding back a step for every two.|{flies(): Getting back up was another matter. {hero} scrambled up the side of the bowl, sliding back a step for every two, while {pal} simply flew.|Getting back up was another matter. {hero} and {pal} scrambled up the side of the bowl together, sliding back a step for every two.}}
  When Grandma finally reached the crest, the mountains behind them had turned pink in the last light, and the sand glowed like the inside of a fire. She sat down, breathing hard and grinning. "Sixty years I waited to hear that up close," she said. "And after all my big plans, it was {pal} who fell into it."
  "Slid," said {pal}, with great dignity, spitting out sand. "I slid into it. On purpose. Mostly."
  Grandma laughed so hard she had to lie down on the crest, and {hero} lay down next to her, and for a while the three of them just watched the first star come out over the valley.
  They came down the gentle side while there was still light enough to see, leaving a long, wobbly line of footprints that the night wind would smooth away before morning. # ending: pal_started_it
}
-> END

// Slow and steady in the evening: Grandma makes the dune sing herself.
=== end_grandmas_song ===
# place: high-dune
{band:
- "young":
  When they got back to the dunes, the sand was cool. The sun was low and gold.
  "Slow and steady," said {hero}. {They} held Grandma's hand. They climbed together. When Grandma needed a rest, they rested.
  Partway up, they found a steep bowl. The sand was dry and soft.
  "You go first, Grandma," said {hero}.
  "Me?" said Grandma.
  "You heard it first," said {hero}. "So it should be yours."
  Grandma sat down at the edge. She pushed off. Whoosh!
  The sand slid down with her. And the dune began to hum! Mmmmmmmm! {hero} could feel it in {their} feet.
  At the bottom, Grandma threw her arms up in the air. "I did it!" she shouted. "I made it sing!"
  {tried_low: "Not a whisper this time!" said {hero}. "A real song!"}
  {knows_how: "Dry sand, a steep side, lots of sand!" called Grandma. "I listened to the ranger too!"}
  {saw_fan: Grandma sat in a fresh fan of sand, just like {hero}'s clue by the creek.}
  {hero} slid down to her. The dune hummed again, like a big hello.
  They sat together at the bottom. The mountains turned pink, and then purple.
  "When I was little, I heard the song all alone," said Grandma. "Today I made it sing, and you were here to hear it."
  "Can we come back tomorrow?" asked {pal}. # ending: grandmas_song
- "middle":
  Back at the dunes, the heat had gone out of the day. The sand was cool and silky, and every ripple had its own small shadow.
  "Slow and steady," said {hero}, and took Grandma's hand. They climbed together, resting whenever Grandma needed to. {hero} stamped steps for her on the steep parts. {pal} went ahead to scout and came back to report. It took a long time. Neither of them minded.
  Partway up the first ridge, they reached a steep bowl with a clean, sharp edge. The sand there was dry and fine. The sun was sliding down toward the far mountains across the valley.
  "You go first," said {hero}.
  Grandma looked at {them}. "Me?"
  "You heard it first," said {hero}. "Sixty years ago. It should be yours."
  Grandma was quiet for a moment. Then she sat down at the lip, very carefully, and pushed off.
  The sand slid with her in a wide sheet, and from under it rose the hum. It was long and deep, and it carried across the bowl. From the top, {hero} could hear it clearly, and feel it through {their} sneakers, and see Grandma at the bottom with both arms raised in the air as if she had just won a race.
  "That was me!" she shouted up. "I did that!"
  "You did!" {hero} shouted back.
  {tried_low: That morning, the low slope had only hissed at {hero}. This evening, the big dune had sung for Grandma.}
  {knows_how: "Dry sand, steep face, lots of sand at once," Grandma called up, counting on her fingers. "I was listening to that ranger too, you know."}
  {saw_fan: Grandma was sitting in a fresh, pale fan of slid sand, just like the clue {hero} had found by the creek that morning. This one had a grandmother in it.}
  {hero} slid down to join her, and the dune hummed again, shorter this time, like an answer.
  They sat together at the bottom of the bowl while the mountains behind them turned pink and then purple. "When I was seven, I was the only one who heard it," Grandma said. "Now I've made it sing myself, with my grandkid at the top to hear it. I think that makes us even, the dune and me."
  {pal} looked from one of them to the other. "Can we come back tomorrow?" it asked. # ending: grandmas_song
- else:
  Back at the dunes, the heat had gone out of the day. The sand was cool and silky, and the low sun gave every ripple its own small shadow.
  "Slow and steady," said {hero}, and took Grandma's hand before she could argue. They climbed together, side by side, at Grandma speed. Whenever she needed to stop, they stopped, and {hero} pretended to be very interested in the view so she wouldn't feel rushed. {hero} stamped steps into the steepest bits for her. {pal} went ahead to scout, came back to report, went ahead again, and generally behaved like a small, very bossy mountain guide. It took a long time. Neither of them minded at all.
  Partway up the first ridge they reached a steep bowl with a clean, sharp lip. The sand there was dry and fine and cool, and the sun was sliding down toward the far mountains across the valley, turning the whole dunefield amber.
  "You go first," said {hero}.
  Grandma looked at {them}. "Me?"
  "You heard it first," said {hero}. "Sixty years ago. Nobody believed you. So it should be yours."
  Grandma didn't say anything for a moment, and {hero} saw her swallow. Then she sat down at the lip, very carefully, the way she got into a cold swimming pool, and pushed off.
  The sand slid with her in a wide, smooth sheet, and from underneath it the hum rose up, long and deep and round, rolling out across the bowl. From the top, {hero} could hear it perfectly, and feel it tremble up through {their} sneakers, and see Grandma at the bottom with both arms flung up in the air like someone who has just crossed a finish line.
  "That was me!" she shouted up. Her voice cracked like a kid's. "I did that! I made it sing!"
  "You did!" {hero} yelled back, and found that {their} own voice was doing something odd too. {pal} {pal_sound} so loudly that it echoed around the bowl.
  {tried_low: {hero} thought of the low slope that morning, and how it had only hissed, no matter how hard {they} pushed. The dune hadn't been saying no, {hero} realized. It had been saying not yet, and not there.}
  {knows_how: "Dry sand, steep face, lots of sand at once!" Grandma called up, ticking them off on her fingers. "Don't look so surprised. I was listening to that ranger too."}
  {saw_fan: Grandma sat at the bottom in a fresh, pale fan of slid sand, just like the clue {hero} had knelt over by the creek that morning, except that this one had a grandmother in the middle of it, grinning.}
  {hero} slid down to join her, and the dune hummed again, shorter this time, almost like an answer.
  They sat together at the bottom of the bowl while the mountains behind them turned pink, then purple. "When I was seven, I was the only one who heard it," Grandma said quietly. "Now I've made it sing myself, with my grandkid at the top listening. I think that makes the dune and me even."
  {pal} looked from one of them to the other. "Can we come back tomorrow?" it asked. "I want a turn being the one who does it."
  They climbed out of the bowl and went down in the last of the light, Grandma humming the whole way, low and steady, a little like the dune. # ending: grandmas_song
}
-> END

// The cost: they stay to watch the bluebird nest, and the light is gone before they reach the dunes.
=== end_last_light ===
# place: montville
{band:
- "young":
  They walked up the trail very quietly. Then Grandma held out her arm. "Stop. Look!"
  There was a little round hole in an old tree. The bluebird landed by the hole with a bug. From inside came tiny sounds. Cheep, cheep, cheep!
  "Babies!" whispered {hero}.
  The mom bluebird came. Then the dad bluebird came, all bright blue. Then the mom again. They watched and watched.
  When they got back to the dunes, the sun was going down behind the far mountains. The light was fading fast. # place: medano-creek
  "It will be dark soon," said Grandma. "Too dark to climb up there. Not without headlamps, and not on these knees."
  "We missed it," said {hero}. "We watched the birds too long."
  They sat by the creek with their feet in the cold water. Across the creek, three mule deer came to drink. The dunes turned pink, then gray. The dunes were very quiet. There was no hum.
  "We traded a song for baby bluebirds," said Grandma. "That is a good trade. The song will wait for us."
  {knows_how: "At least we know the recipe now," said {hero}. "Dry sand, a steep side, lots of sand."}
  {tried_low: "At least we know the low slopes only whisper," said {hero}.}
  {saw_fan: "At least we know where to look," said {hero}. "Up high, where it is dry."}
  Then the first star came out, right over the big ridge. Grandma pointed at it. "Look," she said. "The dunes left a night light on for us." # ending: last_light
- "middle":
  They followed the bluebird up the trail, quietly, and stopped when Grandma put out her arm. In the trunk of an old tree there was a small round hole. The bluebird landed beside it with a bug in its beak, and from inside came a chorus of tiny, scratchy cheeps.
  "Babies," whispered {hero}.
  They watched from a distance. The mother bluebird came, and then the father, bright blue all over, and then the mother again. Each time, the cheeping got louder. {pal} counted the trips. {hero} counted too. It was impossible to stop watching.
  By the time they drove back to the dunes, the sun was slipping down behind the far mountains, and the light was going. Long shadows filled every bowl. The top of the first ridge was still far away. # place: medano-creek
  Grandma shook her head. "It'll be dark long before we get up there," she said. "Not without headlamps, and not on these knees."
  {hero}'s shoulders dropped. "We missed it," {they} said. "We watched birds for too long."
  They sat on the bank with their feet in the cold creek. Across the water, three mule deer stepped out of the shadows and bent their heads to drink. The dunes turned pink, then gray, then the soft blue of evening. No hum came. The dunes were quiet.
  "I'm sorry," said {hero}.
  "Don't be," said Grandma. "We traded a song for a nest full of baby bluebirds. I think that was a fair trade for one day." She pointed at the dunes. "Besides, the song isn't going anywhere. It's in that sand, waiting. It waited sixty years for me already. It can wait a little longer."
  {knows_how: "And we know the recipe now," said {hero}. "Dry sand, a steep face, lots of sand at once. The dune can't hide from us."}
  {tried_low: "And we know the low slopes only whisper," said {hero}. "So we won't waste a minute on them."}
  {saw_fan: "And we know where to look now," said {hero}. "High up, where the sand is dry all the way through."}
  The deer lifted their heads at the sound of voices, looked at them with their enormous ears, and went back to drinking. Then, right above the first ridge, the first star came out. "Look at that," said Grandma softly. "The dunes left a night light on for us." # ending: last_light
- else:
  They crept up the trail after the bluebird, slowly, trying not to crunch the pine needles, until Grandma put out her arm like a gate. "There," she breathed.
  In the trunk of an old, half-dead tree, about as high as a basketball hoop, was a small round hole. The bluebird landed on its edge with a beetle in its beak and leaned inside, and from the dark of the tree came a chorus of tiny, scratchy cheeps, frantic and hungry, like a crowd of very small people all talking at once.
  "Babies," whispered {hero}.
  They watched from a respectful distance. The mother came and went, a soft gray-blue. Then the father arrived, so brilliantly blue that {pal} actually gasped, and fed someone, and left. Then the mother again. Each time, the cheeping rose to a frenzy and then settled. {pal} started counting trips. {hero} started counting too. It was, {hero} discovered, completely impossible to stop watching.
  By the time they walked back to the car, the sun was touching the far mountains, and {hero} felt a small cold drop in {their} stomach.
  They drove back to the dunes as fast as the speed limit allowed, which was not very fast. When they reached the creek, the sun had already slipped behind the far mountains, and the light was draining out of the sky. Every bowl in the dunes was full of blue shadow. The top of the first ridge, still glowing faintly, looked a thousand miles away. # place: medano-creek
  Grandma shook her head slowly. "It'll be dark long before we get up there," she said. "Not without headlamps, and not on these knees. Not tonight."
  {hero}'s shoulders dropped. "We missed it," {they} said. "We had all afternoon, and we spent the end of it watching birds."
  They sat on the bank with their feet in the cold creek. Across the water, three mule deer stepped out of the dusk, their huge ears turning, and bent their heads to drink. The dunes went pink, then gray, then the soft deep blue of evening. No hum came. There was no sound at all but the creek and the deer.
  "I'm sorry," said {hero}.
  "For what?" said Grandma. "We traded a song for a nest full of baby bluebirds. That's a fair trade for one day. Maybe better than fair." She nodded toward the darkening dunes. "Besides, the song isn't going anywhere. It's in that sand, waiting. It waited sixty years for me already. It can wait a little longer."
  {knows_how: {hero} found {they} {were} counting on {their} fingers again. "We know the recipe now, anyway," {they} said. "Dry sand, a steep face, lots of sand at once. The dune can't hide from us forever."}
  {tried_low: {hero} thought of the low slope that morning, the one that had only hissed. "At least I know the little slopes just whisper," {they} said. "I won't waste a single minute on them."}
  {saw_fan: {hero} looked up at the dark ridge and thought of the fan by the creek, pale sand lying over wet. "At least we know where to look now," {they} said. "High up, where it's dry all the way through."}
  At the sound of their voices, the deer lifted their heads, looked across the creek at them for a long, calm moment, and went back to drinking. Then, right above the dark hump of the first ridge, the first star came out. Grandma nudged {hero} and pointed. "Look at that," she said. "They've left a night light on for us." # ending: last_light
}
-> END
