/**
 * What each catalogue place is, for "What is Kahiltna Glacier?" questions: a glacier is "a river of
 * ice", Old Faithful "a geyser". Every answer phrase here is true of every place given that kind,
 * read against the place's catalogue description.
 *
 * Wrong answers are phrases of other kinds, and only of kinds that share no family with the place,
 * nor with what its name suggests: Mount Baldy is a dune, so neither "a hill of sand" nor any
 * mountain is offered as wrong there; Wizard Island is a volcano and an island, so neither is.
 * Places left out (rock layers, faults, lines on a map, places that no longer exist or that the
 * catalogue describes too loosely) are simply never asked about this way.
 */

export type Family =
  | 'high'
  | 'rock'
  | 'volcanic'
  | 'ice'
  | 'flowing'
  | 'still'
  | 'low'
  | 'under'
  | 'sand'
  | 'sea'
  | 'hot'
  | 'built'
  | 'flat'
  | 'plant'
  | 'fossil'

export interface PlaceKind {
  families: readonly Family[]
  /** Answer phrases, each true of every place of this kind. */
  answers: readonly string[]
  /** Further phrases offered only as wrong answers (so a kind reads in more than one way). */
  wrong?: readonly string[]
  /** Plural places ("Jumbo Rocks are big, rounded boulders"). */
  plural?: boolean
}

export const PLACE_KINDS = {
  mountain: {
    families: ['high'],
    answers: ['A mountain', 'A mountain peak'],
    wrong: ['A tall, snowy mountain', 'A steep, rocky mountain', 'A high mountain peak', 'A mountain with snow on top', 'A peak above the clouds', 'Tall, snowy mountains'],
  },
  volcano: { families: ['high', 'volcanic'], answers: ['A volcano'], wrong: ['A smoking volcano', 'A volcano that once poured out lava', 'Volcanoes that once poured out lava'] },
  glacier: { families: ['ice'], answers: ['A river of ice', 'A big sheet of moving ice'], wrong: ['A slow river of ice', 'A glacier full of blue ice', 'A frozen river of ice', 'Rivers of ice between mountains'] },
  icefield: { families: ['ice'], answers: ['A huge field of ice'], wrong: ['A huge field of ice and snow'] },
  waterfall: {
    families: ['flowing'],
    answers: ['A waterfall', 'Water falling over rocks'],
    wrong: ['A tall waterfall', 'A roaring waterfall', 'A stream tumbling over a cliff', 'Waterfalls tumbling down cliffs', 'A waterfall splashing into a pool', 'A thin waterfall down a rock wall'],
  },
  lake: { families: ['still'], answers: ['A lake', 'A lake of fresh water'], wrong: ['A deep blue lake', 'A quiet mountain lake', 'A big lake', 'A lake where loons swim', 'A still lake in the woods', 'Blue lakes in the mountains'] },
  river: { families: ['flowing'], answers: ['A river', 'A long stream of flowing water'], wrong: ['A rushing river', 'A wide, muddy river', 'A winding river', 'A fast, cold river'] },
  creek: { families: ['flowing'], answers: ['A creek'], wrong: ['A little stream', 'A shallow creek'] },
  'river bend': { families: ['flowing'], answers: ['A bend in a river'] },
  canyon: {
    families: ['low'],
    answers: ['A canyon', 'A valley with steep sides'],
    wrong: ['A deep canyon', 'A deep, narrow canyon', 'A canyon with steep walls', 'Deep canyons with steep walls'],
  },
  valley: { families: ['low'], answers: ['A valley'], wrong: ['A wide, green valley'] },
  arch: { families: ['rock'], answers: ['A stone arch', 'An arch of rock', 'A natural arch of stone'], wrong: ['A natural arch of rock', 'A rock arch like a bridge', 'Arches of red rock'] },
  cave: {
    families: ['under'],
    answers: ['A cave', 'A cave under the ground'],
    wrong: ['A dark cave', 'A cave deep under the ground', 'A cave where bats sleep', 'Deep, dark caves'],
  },
  'cave room': { families: ['under'], answers: ['A giant room inside a cave'], wrong: ['A huge room deep in a cave'] },
  'cave formation': { families: ['under'], answers: ['A rock shape inside a cave'], wrong: ['A stone icicle inside a cave'] },
  'cave passage': { families: ['under'], answers: ['A narrow, twisting passage in a cave'], wrong: ['A tight tunnel in a cave'] },
  'cave entrance': { families: ['under'], answers: ['An opening into a cave'], wrong: ['A hole leading into a cave'] },
  'lava tube': { families: ['under', 'volcanic'], answers: ['A tunnel made by flowing lava'] },
  dune: { families: ['sand'], answers: ['A tall sand dune', 'A hill of sand'], wrong: ['A huge hill of sand', 'A giant sand dune'] },
  dunes: { families: ['sand'], answers: ['Sand dunes', 'Hills of sand'], plural: true },
  dunefield: { families: ['sand'], answers: ['A field of sand dunes'], wrong: ['A sea of sand dunes'] },
  beach: { families: ['sand', 'sea'], answers: ['A sandy beach', 'A beach'], wrong: ['A sandy beach by the sea', 'A beach of soft sand', 'Sandy beaches by the sea'] },
  geyser: {
    families: ['hot', 'flowing'],
    answers: ['A geyser that shoots hot water into the air'],
    wrong: ['A geyser shooting hot water into the air', 'A fountain of boiling water', 'Geysers shooting hot water into the air'],
  },
  'hot spring': { families: ['hot', 'still'], answers: ['A hot spring', 'A pool of hot water'], wrong: ['A steaming hot spring'] },
  'hot springs': { families: ['hot', 'rock'], answers: ['Rock steps built by hot springs'], plural: true },
  'mud pots': { families: ['hot', 'volcanic'], answers: ['Bubbling mud pots and steam vents'], wrong: ['Bubbling pools of hot mud'] },
  island: { families: ['sea'], answers: ['An island', 'Land with water all around it'], wrong: ['A small island', 'An island in the sea', 'A sandy island', 'Little islands in the sea'] },
  islands: { families: ['sea'], answers: ['A maze of little islands'], plural: true },
  reef: { families: ['sea'], answers: ['A coral reef'], wrong: ['A coral reef under the sea', 'A reef of bright coral', 'Coral reefs under the sea'] },
  'fossil reef': { families: ['rock', 'sea', 'fossil'], answers: ['A fossil reef from an ancient sea'] },
  bay: { families: ['sea', 'still'], answers: ['A shallow bay of the sea'], wrong: ['A calm bay of the sea'] },
  inlet: { families: ['sea'], answers: ['An inlet where the sea reaches into the land'] },
  cliff: { families: ['rock', 'high'], answers: ['A tall cliff', 'A wall of rock'], wrong: ['A steep cliff of rock', 'A tall wall of stone'] },
  cliffs: { families: ['rock', 'high'], answers: ['Tall rock cliffs'], plural: true },
  spire: { families: ['rock', 'high'], answers: ['A tall tower of rock'], wrong: ['A tall rock tower', 'A skinny tower of stone'] },
  spires: { families: ['rock', 'high'], answers: ['Tall spires of rock'], plural: true },
  'rock fin': { families: ['rock', 'high'], answers: ['A tall, narrow fin of rock'] },
  'rock maze': { families: ['rock', 'low'], answers: ['A maze of narrow rock walls'] },
  boulder: { families: ['rock'], answers: ['A giant boulder'], wrong: ['A huge boulder', 'A giant round rock'] },
  boulders: { families: ['rock'], answers: ['Big, rounded boulders'], plural: true },
  dome: { families: ['rock', 'high'], answers: ['A giant dome of rock'], wrong: ['A round dome of rock'] },
  mesa: { families: ['rock', 'high'], answers: ['A flat-topped mesa'], wrong: ['A mesa with a flat top'] },
  badlands: { families: ['rock', 'low'], answers: ['Colorful, striped badlands'], wrong: ['Striped, crumbly badlands'] },
  'stone trees': { families: ['fossil', 'plant'], answers: ['Trees that turned to stone'], wrong: ['Logs that turned to stone'] },
  'cliff dwelling': {
    families: ['built', 'rock'],
    answers: ['A stone village built under a cliff long ago'],
    wrong: ['Old stone houses under a cliff'],
  },
  building: { families: ['built'], answers: ['An old courthouse with a dome'] },
  'steel arch': { families: ['built', 'rock'], answers: ['A giant arch made of steel'] },
  'salt flat': { families: ['flat', 'low'], answers: ['A huge, flat field of salt'], wrong: ['A flat, white field of salt'] },
  'dry lake': { families: ['flat', 'still'], answers: ['A dry lakebed'], wrong: ['A dusty, dry lakebed'] },
  wetland: { families: ['plant', 'still'], answers: ['A wetland'], wrong: ['A soggy wetland'] },
  'grass river': { families: ['plant', 'still', 'flowing'], answers: ['A slow river of grass and water'] },
  meadow: { families: ['plant', 'flat'], answers: ['A wide mountain meadow'], wrong: ['A grassy meadow full of flowers'] },
  range: { families: ['high'], answers: ['A range of mountains'], wrong: ['A long row of mountains'] },
  ridge: { families: ['high', 'rock'], answers: ['A long, rocky ridge'], wrong: ['A long, rocky ridge'] },
  pass: { families: ['high'], answers: ['A mountain pass'], wrong: ['A pass between high mountains'] },
  overlook: { families: ['high'], answers: ['A lookout with a wide view'], wrong: ['A lookout high above the land'] },
  crater: { families: ['volcanic', 'low'], answers: ['A giant crater made by a volcano'], wrong: ['A crater made by a volcano'] },
  point: { families: ['sea', 'high', 'rock'], answers: ['A rocky point above the water'] },
  'rock art': { families: ['built', 'rock'], answers: ['Pictures carved into rock long ago'], wrong: ['Old pictures carved into rock'] },
  pools: { families: ['still', 'flowing'], answers: ['A chain of pools and small waterfalls'], plural: true },
} satisfies Record<string, PlaceKind>

export type PlaceKindName = keyof typeof PLACE_KINDS

/** A place's kind, and optionally a truer answer for this place alone and further families to keep away from. */
export type PlaceEntry = PlaceKindName | { kind: PlaceKindName; answer?: string; also?: readonly Family[] }

/** Every catalogue place this way of asking may use, by its catalogue name. */
export const PLACE_ENTRIES: Record<string, PlaceEntry> = {
  // Arches
  'Delicate Arch': 'arch',
  'Landscape Arch': 'arch',
  'Balanced Rock': { kind: 'boulder', answer: 'A giant boulder balanced on a rock pillar' },
  'Double Arch': { kind: 'arch', answer: 'Two huge stone arches side by side' },
  'Fiery Furnace': 'rock maze',
  // Big Bend
  'Santa Elena Canyon': 'canyon',
  'Chisos Mountains': 'range',
  'Emory Peak': 'mountain',
  // Black Canyon of the Gunnison
  'Painted Wall': 'cliff',
  'Chasm View': 'overlook',
  'Gunnison Point': 'overlook',
  'Warner Point': 'overlook',
  // Bryce Canyon
  "Thor's Hammer": 'spire',
  'Natural Bridge': 'arch',
  'Wall Street': { kind: 'canyon', answer: 'A narrow slot between tall rock walls' },
  // Canyonlands
  'Mesa Arch': 'arch',
  'The Needles': 'spires',
  'Grand View Point': 'overlook',
  // Capitol Reef
  'Hickman Bridge': { kind: 'arch', answer: 'A natural bridge of stone' },
  'Capitol Dome': 'dome',
  'Chimney Rock': 'spire',
  // Carlsbad Caverns
  'Big Room': 'cave room',
  'Natural Entrance': 'cave entrance',
  'Rock of Ages': 'cave formation',
  'Lechuguilla Cave': 'cave',
  // Glacier
  'Logan Pass': 'pass',
  'Grinnell Glacier': 'glacier',
  'Triple Divide Peak': 'mountain',
  'Lake McDonald': 'lake',
  // Grand Canyon
  'Colorado River': 'river',
  // Grand Teton
  'Grand Teton': 'mountain',
  'Jenny Lake': 'lake',
  'Oxbow Bend': 'river bend',
  // Great Sand Dunes
  'Star Dune': 'dune',
  'High Dune on First Ridge': 'dune',
  'Medano Creek': 'creek',
  'Sangre de Cristo Mountains': 'range',
  // Guadalupe Mountains
  'Guadalupe Peak': 'mountain',
  'El Capitan': 'cliff',
  'Capitan Reef': 'fossil reef',
  'McKittrick Canyon': 'canyon',
  'Salt Basin Dunes': 'dunes',
  // Mesa Verde
  'Cliff Palace': 'cliff dwelling',
  'Spruce Tree House': 'cliff dwelling',
  'Balcony House': 'cliff dwelling',
  'Point Lookout': 'cliff',
  // Petrified Forest
  'Blue Mesa': 'badlands',
  'Crystal Forest': 'stone trees',
  'Agate Bridge': { kind: 'stone trees', answer: 'A log of stone that forms a bridge', also: ['rock'] },
  'Painted Desert': 'badlands',
  // Rocky Mountain
  'Longs Peak': 'mountain',
  'Bear Lake': 'lake',
  // Saguaro
  'Rincon Mountains': 'range',
  'Tucson Mountains': 'range',
  'Signal Hill': { kind: 'rock art', answer: 'A rocky hill with pictures carved into its rocks', also: ['high'] },
  'Javelina Rocks': 'boulders',
  // White Sands
  'Gypsum dunefield': 'dunefield',
  'Alkali Flat': 'dry lake',
  // Yellowstone
  'Old Faithful': 'geyser',
  'Grand Prismatic Spring': 'hot spring',
  'Grand Canyon of the Yellowstone': 'canyon',
  'Yellowstone Caldera': 'crater',
  'Mammoth Hot Springs': 'hot springs',
  'Steamboat Geyser': 'geyser',
  // Zion
  'The Narrows': { kind: 'canyon', answer: 'The narrowest part of a canyon' },
  'Angels Landing': 'rock fin',
  'Kolob Arch': 'arch',
  'Checkerboard Mesa': { kind: 'mountain', answer: 'A mountain of sandstone', also: ['rock'] },
  // Acadia
  'Cadillac Mountain': 'mountain',
  'Thunder Hole': 'inlet',
  'Somes Sound': 'inlet',
  'Bubble Rock': 'boulder',
  // Badlands
  'The Badlands Wall': 'ridge',
  'Sheep Mountain Table': 'mesa',
  Pinnacles: 'spires',
  // Biscayne
  'Florida Reef': 'reef',
  'Elliott Key': 'island',
  'Biscayne Bay': 'bay',
  // Congaree
  'Congaree River': 'river',
  'Weston Lake': 'lake',
  'Cedar Creek': 'creek',
  // Cuyahoga Valley
  'Brandywine Falls': 'waterfall',
  'The Ledges': 'cliffs',
  'Cuyahoga River': 'river',
  // Dry Tortugas
  'Garden Key': 'island',
  'Loggerhead Key': 'island',
  'Bush Key': 'island',
  // Everglades
  'Shark River Slough': 'grass river',
  'Pa-hay-okee': 'overlook',
  'Florida Bay': 'bay',
  'Ten Thousand Islands': 'islands',
  // Gateway Arch
  'Gateway Arch': 'steel arch',
  'Old Courthouse': 'building',
  // Great Smoky Mountains
  'Kuwohi (Clingmans Dome)': 'mountain',
  'Mount Le Conte': 'mountain',
  'Alum Cave Bluffs': 'cliff',
  'Laurel Falls': 'waterfall',
  // Hot Springs
  'Hot Springs Mountain': 'mountain',
  // Indiana Dunes
  'Mount Baldy': 'dune',
  'Cowles Bog': 'wetland',
  'West Beach dunes': 'dunes',
  // Isle Royale
  'Greenstone Ridge': 'ridge',
  'Mount Desor': 'mountain',
  'Siskiwit Lake': 'lake',
  'Scoville Point': 'point',
  // Mammoth Cave
  'Frozen Niagara': 'cave formation',
  'The Rotunda': 'cave room',
  "Fat Man's Misery": 'cave passage',
  'Green River': 'river',
  // New River Gorge
  'New River Gorge': 'canyon',
  'New River': 'river',
  'Endless Wall': { kind: 'cliffs', answer: 'A long line of tall cliffs' },
  'Sandstone Falls': 'waterfall',
  // Shenandoah
  'Old Rag Mountain': 'mountain',
  'Hawksbill Mountain': 'mountain',
  'Stony Man': 'mountain',
  'Dark Hollow Falls': 'waterfall',
  // Theodore Roosevelt
  'Painted Canyon': 'badlands',
  'Little Missouri River': 'river',
  'Wind Canyon': 'canyon',
  'Petrified Forest': 'stone trees',
  // Virgin Islands
  'Ram Head': 'point',
  'Trunk Bay': { kind: 'beach', answer: 'A bay with a white sand beach', also: ['still'] },
  'Bordeaux Mountain': 'mountain',
  'Reef Bay petroglyphs': 'rock art',
  // Voyageurs
  'Rainy Lake': 'lake',
  // Wind Cave
  Boxwork: 'cave formation',
  // Denali
  Denali: 'mountain',
  'Kahiltna Glacier': 'glacier',
  'Muldrow Glacier': 'glacier',
  'Polychrome Pass': 'pass',
  // Gates of the Arctic
  'Brooks Range': 'range',
  'Arrigetch Peaks': 'spires',
  // Glacier Bay
  'Margerie Glacier': 'glacier',
  'Johns Hopkins Glacier': 'glacier',
  'Grand Pacific Glacier': 'glacier',
  'Mount Fairweather': 'mountain',
  'Muir Glacier': 'glacier',
  // Katmai
  Novarupta: 'volcano',
  'Valley of Ten Thousand Smokes': 'valley',
  'Mount Katmai': 'volcano',
  'Brooks Falls': 'waterfall',
  // Kenai Fjords
  'Harding Icefield': 'icefield',
  'Exit Glacier': 'glacier',
  'Aialik Glacier': 'glacier',
  'Holgate Glacier': 'glacier',
  // Kobuk Valley
  'Great Kobuk Sand Dunes': 'dunes',
  'Little Kobuk Sand Dunes': { kind: 'dunefield', answer: 'A small field of sand dunes' },
  'Hunt River Dunes': { kind: 'dunefield', answer: 'A field of sand dunes by a river' },
  'Kobuk River': 'river',
  // Lake Clark
  'Redoubt Volcano': 'volcano',
  'Iliamna Volcano': 'volcano',
  'Tanalian Falls': 'waterfall',
  'Twin Lakes': { kind: 'lake', answer: 'Two clear mountain lakes' },
  // Wrangell-St. Elias
  'Mount St. Elias': 'mountain',
  'Malaspina Glacier': 'glacier',
  'Nabesna Glacier': 'glacier',
  'Mount Wrangell': 'volcano',
  'Root Glacier': 'glacier',
  // Channel Islands
  'Painted Cave': { kind: 'cave', answer: 'A giant sea cave', also: ['sea'] },
  'Arch Rock': 'arch',
  // Crater Lake
  'Wizard Island': { kind: 'volcano', answer: 'A small volcano rising out of a lake', also: ['sea', 'still'] },
  'Phantom Ship': { kind: 'island', answer: 'A small rocky island', also: ['rock', 'still'] },
  'Mount Mazama': 'volcano',
  'The Pinnacles': 'spires',
  // Death Valley
  'Badwater Basin': 'salt flat',
  'Racetrack Playa': 'dry lake',
  'Ubehebe Crater': 'crater',
  'Mesquite Flat Sand Dunes': 'dunes',
  // Great Basin
  'Lehman Caves': 'cave',
  'Wheeler Peak': 'mountain',
  'Wheeler Peak Glacier': 'glacier',
  'Lexington Arch': 'arch',
  // Haleakalā
  'Puʻu ʻUlaʻula (Red Hill)': { kind: 'mountain', answer: 'The top of a huge mountain', also: ['volcanic'] },
  'Waimoku Falls': 'waterfall',
  'Pools of ʻOheʻo': 'pools',
  // Hawaiʻi Volcanoes
  Kīlauea: 'volcano',
  'Halemaʻumaʻu Crater': 'crater',
  'Mauna Loa': 'volcano',
  'Nāhuku (Thurston Lava Tube)': 'lava tube',
  // Joshua Tree
  'Skull Rock': 'boulder',
  'Keys View': 'overlook',
  'Jumbo Rocks': 'boulders',
  // Kings Canyon
  'Kings Canyon': 'canyon',
  'Mist Falls': 'waterfall',
  'Roaring River Falls': 'waterfall',
  'Grand Sentinel': 'mountain',
  // Lassen Volcanic
  'Lassen Peak': 'volcano',
  'Bumpass Hell': 'mud pots',
  'Cinder Cone': 'volcano',
  'Sulphur Works': 'mud pots',
  // Mount Rainier
  'Mount Rainier': 'volcano',
  'Emmons Glacier': 'glacier',
  'Carbon Glacier': 'glacier',
  'Narada Falls': 'waterfall',
  // American Samoa
  'Mount ʻAlava': 'mountain',
  'Pola Island': 'island',
  'Lata Mountain': 'mountain',
  'Ofu coral reef': 'reef',
  // North Cascades
  'Picket Range': 'range',
  'Mount Shuksan': 'mountain',
  'Boston Glacier': 'glacier',
  'Cascade Pass': 'pass',
  // Olympic
  'Mount Olympus': 'mountain',
  'Hole-in-the-Wall': { kind: 'arch', answer: 'An arch carved by sea waves', also: ['sea'] },
  'Lake Crescent': 'lake',
  'Sol Duc Falls': 'waterfall',
  // Pinnacles
  'High Peaks': 'spires',
  'Bear Gulch Cave': 'cave',
  'Balconies Cave': 'cave',
  // Redwood
  'Fern Canyon': 'canyon',
  'Gold Bluffs Beach': 'beach',
  'Klamath River Overlook': 'overlook',
  // Sequoia
  'Moro Rock': 'dome',
  'Mount Whitney': 'mountain',
  'Crystal Cave': 'cave',
  // Yosemite
  'Half Dome': 'dome',
  'Yosemite Falls': 'waterfall',
  'Tuolumne Meadows': 'meadow',
}

/** Words in a place's name that make a child expect a family ("Mount Baldy" sounds high). */
export const NAME_HINTS: readonly [RegExp, Family][] = [
  [/\b(mount|mountains?|peaks?|hill|ridge|range|crags|dome|summit|heights?|table|point|landing|view|overlook|lookout)\b/i, 'high'],
  [/\b(lakes?|ponds?|pools?|bay|sound|slough|bog|spring)\b/i, 'still'],
  [/\b(falls|cascade|river|creek|run|brook)\b/i, 'flowing'],
  [/\b(glacier|icefield|ice)\b/i, 'ice'],
  [/\b(caves?|caverns?|entrance|misery|rotunda|room)\b/i, 'under'],
  [/\b(dunes?|dunefield|beach|sand)\b/i, 'sand'],
  [/\b(island|islands|key|reef|bay|sound|sea)\b/i, 'sea'],
  [/\b(canyon|valley|gorge|basin|hollow|gulch|narrows|wash)\b/i, 'low'],
  [/\b(arch|bridge|rocks?|wall|needles|pinnacles|hammer|ledges|bluffs|stone|spires?)\b/i, 'rock'],
  [/\b(geyser|springs?|hot|steam|smokes|sulphur)\b/i, 'hot'],
  [/\b(crater|volcano|volcanic|caldera|cinder|lava)\b/i, 'volcanic'],
  [/\b(house|palace|courthouse|fort)\b/i, 'built'],
  [/\b(flat|playa|meadows?)\b/i, 'flat'],
  [/\b(forest|meadows?|fern)\b/i, 'plant'],
]

/**
 * The nouns that say what a phrase describes ("A slow river of ice" speaks of a river and ice). A
 * wrong phrase is never offered for a place whose own name or description uses one of its nouns:
 * Santa Elena Canyon runs between cliffs, so "A tall cliff" is not clearly wrong there.
 */
export const KEY_NOUNS = new Set([
  ...['glacier', 'ice', 'cave', 'dune', 'sand', 'volcano', 'lava', 'waterfall', 'lake', 'river', 'stream', 'creek', 'canyon'],
  ...['arch', 'reef', 'coral', 'island', 'beach', 'geyser', 'spring', 'mountain', 'peak', 'cliff', 'boulder', 'rock', 'dome'],
  ...['mesa', 'crater', 'meadow', 'salt', 'courthouse', 'steel', 'house', 'tunnel', 'pool', 'valley', 'range', 'ridge', 'pass'],
  ...['lookout', 'view', 'inlet', 'sea', 'bay', 'badland', 'tree', 'log', 'stone', 'mud', 'steam', 'wetland', 'grass', 'lakebed'],
  ...['spire', 'tower', 'fin', 'maze', 'wall', 'picture', 'hill', 'point', 'water', 'field', 'room', 'passage', 'opening', 'hole'],
])
