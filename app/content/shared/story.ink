// The shared ink of every adventure: the variables the engine sets for each chapter, and the
// sidekick's ways of moving and sounding. An adventure starts with `INCLUDE shared/story.ink`.
// Never assign these variables in an adventure: the engine sets them before every chapter, and the
// checker renders every path with many heroes and sidekicks. A value starting with UNSET_ in a
// chapter means the engine forgot one, and the checker fails.

// --- The hero, named by the child's pick of character ---------------------------------------
VAR hero = "UNSET_hero"
// The hero's pronouns, written as if the hero were "they": {they} {were} ready; {They} grabbed {their} map.
VAR they = "UNSET_they"
VAR them = "UNSET_them"
VAR their = "UNSET_their"
VAR theirs = "UNSET_theirs"
VAR themself = "UNSET_themself"
VAR They = "UNSET_They"
VAR Their = "UNSET_Their"
// The verbs that change with the hero's pronoun, right after {they}: {they} {were} / {they} {are} / {they} {have}.
VAR were = "UNSET_were"
VAR are = "UNSET_are"
VAR have = "UNSET_have"

// --- The sidekick ------------------------------------------------------------------------------
// {pal} is its name (Pip); {kind} the plain animal word (fox, owl, bear, raccoon, otter, rabbit,
// turtle, eagle, squirrel, deer); {pal_sound} its noise in the past tense (yipped, hooted, huffed...).
VAR pal = "UNSET_pal"
VAR kind = "UNSET_kind"
VAR pal_sound = "UNSET_pal_sound"

// --- The reader --------------------------------------------------------------------------------
// The child's first name when the parent chose that the child joins the adventure; "" otherwise.
// Guard every line that names them: {friend != "": ...}
VAR friend = ""
// "young" (ages 5-6), "middle" (7-9) or "older" (10-12).
VAR band = "UNSET_band"
// True when the child ticked "Make this the final chapter" with the choice just made: the knot the
// choice leads to must reach an ending in this chapter.
VAR end_now = false

// The animal word with its article: "a fox", "an owl". Write "two people and {a_kind()}", never "a {kind}".
=== function a_kind()
{ kind:
- "owl": ~ return "an owl"
- "otter": ~ return "an otter"
- "eagle": ~ return "an eagle"
}
~ return "a " + kind

// --- How the sidekick moves and looks (past tense; the scene decides what it does) -------------

// Going along at its own pace: "Pip {moved()} ahead."
=== function moved()
{ kind:
- "fox": ~ return "trotted"
- "owl": ~ return "flew"
- "bear": ~ return "ambled"
- "raccoon": ~ return "waddled"
- "otter": ~ return "loped"
- "rabbit": ~ return "hopped"
- "turtle": ~ return "plodded"
- "eagle": ~ return "glided"
- "squirrel": ~ return "scampered"
- "deer": ~ return "stepped"
}
~ return "UNSET_moved"

// Going fast: "{pal} {dashed()} back to {them}."
=== function dashed()
{ kind:
- "fox": ~ return "darted"
- "owl": ~ return "swooped"
- "bear": ~ return "galloped"
- "raccoon": ~ return "scurried"
- "otter": ~ return "bounded"
- "rabbit": ~ return "zigzagged"
- "turtle": ~ return "hurried, as much as a turtle can hurry,"
- "eagle": ~ return "swooped"
- "squirrel": ~ return "zipped"
- "deer": ~ return "bounded"
}
~ return "UNSET_dashed"

// Checking something out: "{pal} {sniffed()}."
=== function sniffed()
{ kind:
- "fox": ~ return "sniffed the air with a twitching black nose"
- "owl": ~ return "turned its head almost all the way around"
- "bear": ~ return "lifted its big nose and sniffed"
- "raccoon": ~ return "felt around with its clever little paws"
- "otter": ~ return "twitched its long whiskers"
- "rabbit": ~ return "swiveled its long ears"
- "turtle": ~ return "stretched its neck out of its shell"
- "eagle": ~ return "stared with its sharp yellow eyes"
- "squirrel": ~ return "sat up on its back legs to look"
- "deer": ~ return "turned its big ears this way and that"
}
~ return "UNSET_sniffed"

// Where it rides or rests with the hero: "{pal} settled {perch()}."
=== function perch()
{ kind:
- "fox": ~ return "at {hero}'s feet"
- "owl": ~ return "on {hero}'s shoulder"
- "bear": ~ return "beside {hero}"
- "raccoon": ~ return "on top of {hero}'s backpack"
- "otter": ~ return "against {hero}'s side"
- "rabbit": ~ return "in {hero}'s lap"
- "turtle": ~ return "in the crook of {hero}'s arm"
- "eagle": ~ return "on a branch above {hero}"
- "squirrel": ~ return "on {hero}'s shoulder"
- "deer": ~ return "beside {hero}"
}
~ return "UNSET_perch"

// A happy or excited gesture: "{pal} {wiggled()}."
=== function wiggled()
{ kind:
- "fox": ~ return "swished its bushy tail"
- "owl": ~ return "fluffed up its feathers"
- "bear": ~ return "rolled onto its back"
- "raccoon": ~ return "rubbed its little paws together"
- "otter": ~ return "did a happy wriggle"
- "rabbit": ~ return "did a little hop in the air"
- "turtle": ~ return "blinked slowly, which is how a turtle smiles"
- "eagle": ~ return "spread its wide wings"
- "squirrel": ~ return "flicked its tail"
- "deer": ~ return "flicked its tail"
}
~ return "UNSET_wiggled"

// Shy or worried: "{pal} {hid()}."
=== function hid()
{ kind:
- "fox": ~ return "pressed against {hero}'s legs"
- "owl": ~ return "made itself very thin and still"
- "bear": ~ return "covered its eyes with its paws"
- "raccoon": ~ return "ducked behind {hero}'s backpack"
- "otter": ~ return "curled up against {hero}'s boots"
- "rabbit": ~ return "froze, ears flat"
- "turtle": ~ return "pulled its head into its shell"
- "eagle": ~ return "tucked its head under a wing"
- "squirrel": ~ return "dove into {hero}'s hood"
- "deer": ~ return "stood very still, ears up"
}
~ return "UNSET_hid"

// True when the sidekick can fly: let an owl or an eagle look from above, and nobody else.
=== function flies()
~ return kind == "owl" || kind == "eagle"

// True when the sidekick is small enough to ride along on the hero (a shoulder, a hood, a pack).
=== function small()
~ return kind == "owl" || kind == "squirrel" || kind == "rabbit" || kind == "turtle" || kind == "raccoon"
