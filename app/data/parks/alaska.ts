import type { Park } from '../park-types'

export const alaskaParks: Park[] = [
  {
    id: 'denali',
    name: 'Denali National Park and Preserve',
    states: ['AK'],
    region: 'Alaska',
    latitude: 63.4317,
    longitude: -150.31,
    established: 1917,
    areaAcres: 6045000,
    description:
      "Denali National Park and Preserve surrounds North America's tallest mountain, a giant snowy peak that often hides in its own clouds. Below it, grizzly bears, caribou, moose and Dall sheep roam a vast wild land of tundra, braided rivers and forests.",
    animals: [
      { name: 'Grizzly bear', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Caribou', kind: 'mammal' },
      { name: 'Dall sheep', kind: 'mammal' },
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Arctic ground squirrel', kind: 'mammal' },
      { name: 'Willow ptarmigan', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Denali',
        description: 'The tallest mountain in North America, rising to 20,310 feet above sea level.',
      },
      {
        name: 'Kahiltna Glacier',
        description: 'The longest glacier in the Alaska Range, where most climbers begin their trip up Denali.',
      },
      {
        name: 'Muldrow Glacier',
        description: 'A big glacier flowing down the north side of Denali that sometimes surges forward unusually fast.',
      },
      {
        name: 'Polychrome Pass',
        description: 'A spot along the park road where hills of volcanic rock show many different colors.',
      },
    ],
    trails: [
      { name: 'Savage River Loop', lengthMiles: 2, difficulty: 'easy' },
      {
        name: 'Horseshoe Lake Trail',
        lengthMiles: 3.2,
        difficulty: 'moderate',
      },
      {
        name: 'Mount Healy Overlook Trail',
        lengthMiles: 5.4,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: 'Denali is the tallest mountain in North America at 20,310 feet.',
        topic: 'record',
        young: 'Denali is the tallest mountain in North America.',
      },
      {
        text: 'From its base to its top, Denali rises about 18,000 feet, one of the biggest rises of any mountain on land.',
        topic: 'record',
        young: 'From bottom to top, Denali is one of the biggest mountains on land.',
      },
      {
        text: 'The park was created in 1917 as Mount McKinley National Park and was enlarged and renamed Denali in 1980.',
        topic: 'history',
        young: 'The park got the name Denali in 1980.',
      },
      {
        text: "Naturalist Charles Sheldon worked to protect the area's wild Dall sheep and helped convince Congress to create the park.",
        topic: 'people',
        young: 'A man named Charles Sheldon helped save the wild sheep here.',
      },
      {
        text: "In 1913 Walter Harper, an Alaska Native man, became the first person known to reach Denali's highest summit, with a team led by Hudson Stuck and Harry Karstens.",
        topic: 'people',
        young: 'Walter Harper was the first person known to reach the top of Denali.',
      },
      {
        text: 'Rangers use a team of sled dogs to patrol the park in winter, the only sled dogs in the United States that help protect a national park.',
        topic: 'animals',
        young: 'In winter, rangers patrol the park with sled dogs!',
      },
      {
        text: 'One road, about 92 miles long, leads into the park, and most of it is open only to park buses.',
        topic: 'location',
        young: 'Only one road goes into the park.',
      },
      {
        text: 'Clouds often hide Denali, so many visitors never get to see the whole mountain.',
        topic: 'weather',
        young: 'Clouds often hide Denali, so many people never see it.',
      },
    ],
    scenery: ['snowy-peaks', 'tundra', 'glacier', 'river'],
  },
  {
    id: 'gates-of-the-arctic',
    name: 'Gates of the Arctic National Park and Preserve',
    states: ['AK'],
    region: 'Alaska',
    latitude: 67.78,
    longitude: -153.3,
    established: 1980,
    areaAcres: 8473000,
    description:
      "Gates of the Arctic lies completely north of the Arctic Circle in Alaska's Brooks Range, a wilderness with no roads and no trails. Caribou migrate through its valleys, wild rivers run free, and in early summer the sun does not set at all.",
    animals: [
      { name: 'Caribou', kind: 'mammal' },
      { name: 'Grizzly bear', kind: 'mammal' },
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Dall sheep', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Wolverine', kind: 'mammal' },
      { name: 'Arctic grayling', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Brooks Range',
        description: 'A long mountain range that stretches across northern Alaska; the park protects its central part.',
      },
      {
        name: 'Arrigetch Peaks',
        description: "Jagged granite spires whose name comes from an Inupiaq word meaning 'fingers of the outstretched hand.'",
      },
      {
        name: 'Frigid Crags and Boreal Mountain',
        description: 'Two peaks on either side of the North Fork Koyukuk River that explorer Bob Marshall called the gates to the Arctic.',
      },
    ],
    trails: [
      {
        name: 'Arrigetch Creek route to the Arrigetch Peaks',
        lengthMiles: 20,
        difficulty: 'strenuous',
      },
      {
        name: 'North Fork Koyukuk route to Frigid Crags and Boreal Mountain',
        lengthMiles: null,
        difficulty: 'strenuous',
      },
      {
        name: 'Anaktuvuk Pass valley route',
        lengthMiles: null,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: 'Gates of the Arctic lies entirely north of the Arctic Circle, making it the northernmost national park in the United States.',
        topic: 'location',
        young: 'This park is far north, past the Arctic Circle.',
      },
      {
        text: 'It is the second-largest national park in the United States, after Wrangell-St. Elias.',
        topic: 'record',
        young: 'It is one of the biggest national parks.',
      },
      {
        text: 'The park has no roads or trails, so visitors arrive by small plane or hike in from the Dalton Highway.',
        topic: 'location',
        young: 'There are no roads or trails here at all.',
      },
      {
        text: 'The park got its name from explorer Bob Marshall, who in the 1930s called two peaks, Frigid Crags and Boreal Mountain, the gates to the Arctic.',
        topic: 'people',
        young: 'An explorer named two peaks the gates to the Arctic.',
      },
      {
        text: 'The Nunamiut village of Anaktuvuk Pass sits inside the park, and its people have hunted caribou in these mountains for generations.',
        topic: 'people',
        young: 'A small village of caribou hunters is inside the park.',
      },
      {
        text: 'The area was protected as a national monument in 1978 and became a national park and preserve in 1980.',
        topic: 'history',
        young: 'Gates of the Arctic became a national park in 1980.',
      },
      {
        text: "Caribou pass through the park's mountain valleys on their long migrations in spring and fall.",
        topic: 'animals',
        young: 'Caribou walk through these valleys in spring and fall.',
      },
      {
        text: 'Gates of the Arctic is usually one of the least-visited national parks in the country.',
        topic: 'record',
        young: 'Very few people visit this park.',
      },
    ],
    scenery: ['peaks', 'tundra', 'river'],
  },
  {
    id: 'glacier-bay',
    name: 'Glacier Bay National Park and Preserve',
    states: ['AK'],
    region: 'Alaska',
    latitude: 58.75,
    longitude: -136.85,
    established: 1980,
    areaAcres: 3281000,
    description:
      'Glacier Bay is a maze of icy fjords in southeast Alaska where rivers of ice flow down from snowy mountains to the sea. Visitors watch glaciers crack and crash into the water while humpback whales, sea otters and seals swim nearby.',
    animals: [
      { name: 'Humpback whale', kind: 'mammal' },
      { name: 'Sea otter', kind: 'mammal' },
      { name: 'Harbor seal', kind: 'mammal' },
      { name: 'Brown bear', kind: 'mammal' },
      { name: 'Mountain goat', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Tufted puffin', kind: 'bird' },
      { name: 'Sea star', kind: 'sea-life' },
    ],
    geology: [
      {
        name: 'Margerie Glacier',
        description: 'A tidewater glacier about 21 miles long that often drops chunks of ice into the sea at the head of Tarr Inlet.',
      },
      {
        name: 'Johns Hopkins Glacier',
        description: 'A large tidewater glacier where harbor seals rest and raise pups on the floating ice.',
      },
      {
        name: 'Grand Pacific Glacier',
        description: 'A glacier at the head of Tarr Inlet whose face is covered with dark rocks and gravel.',
      },
      {
        name: 'Mount Fairweather',
        description: 'The highest peak in the park, at 15,325 feet, on the border with Canada.',
      },
      {
        name: 'Muir Glacier',
        description: 'Once a huge tidewater glacier named for John Muir, it has melted back so far that it no longer reaches the sea.',
      },
    ],
    trails: [
      { name: 'Forest Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Bartlett River Trail', lengthMiles: 4, difficulty: 'easy' },
      { name: 'Bartlett Lake Trail', lengthMiles: 8, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'When Captain George Vancouver sailed past in 1794, Glacier Bay was almost completely filled with ice.',
        topic: 'history',
        young: 'Long ago, this whole bay was full of ice.',
      },
      {
        text: 'Since then the ice has melted back more than 60 miles, one of the fastest glacier retreats ever recorded.',
        topic: 'record',
        young: 'The ice has melted back more than 60 miles.',
      },
      {
        text: 'Naturalist John Muir explored Glacier Bay by canoe in 1879 with Tlingit guides.',
        topic: 'people',
        young: 'John Muir paddled a canoe here with Tlingit guides.',
      },
      {
        text: 'Glacier Bay is the homeland of the Huna Tlingit people, whose tribal house, Xunaa Shuká Hít, stands at Bartlett Cove.',
        topic: 'people',
        young: 'This is the home of the Huna Tlingit people.',
      },
      {
        text: 'Glacier Bay became a national monument in 1925 and a national park and preserve in 1980.',
        topic: 'history',
        young: 'Glacier Bay became a national park in 1980.',
      },
      {
        text: 'Humpback whales come to Glacier Bay each summer to feed on small fish and krill.',
        topic: 'animals',
        young: 'Humpback whales come here each summer to eat.',
      },
      {
        text: 'As glaciers melt back, plants move in step by step, starting with mosses and ending many years later with spruce and hemlock forests.',
        topic: 'plants',
        young: 'When ice melts away, plants grow back step by step.',
      },
      {
        text: 'Glacier Bay is part of a huge World Heritage Site shared with neighboring parks in Canada.',
        topic: 'record',
        young: 'People all over the world care about this place.',
      },
    ],
    scenery: ['glacier', 'fjord', 'snowy-peaks', 'coast'],
  },
  {
    id: 'katmai',
    name: 'Katmai National Park and Preserve',
    states: ['AK'],
    region: 'Alaska',
    latitude: 58.5545,
    longitude: -155.778,
    established: 1980,
    areaAcres: 4093000,
    description:
      'Katmai National Park and Preserve on the Alaska Peninsula is famous for brown bears that gather at Brooks Falls to catch leaping salmon. It is also a land of volcanoes, including the site of the biggest eruption of the 1900s.',
    animals: [
      { name: 'Brown bear', kind: 'mammal' },
      { name: 'Sockeye salmon', kind: 'fish' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Red fox', kind: 'mammal' },
      { name: 'Rainbow trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Novarupta',
        description: 'The volcanic vent of the huge 1912 eruption, the largest eruption of the 20th century.',
      },
      {
        name: 'Valley of Ten Thousand Smokes',
        description: 'A valley buried in hot ash in 1912 that steamed from thousands of vents for years afterward.',
      },
      {
        name: 'Mount Katmai',
        description: 'A volcano whose top collapsed during the 1912 eruption, leaving a caldera that now holds a lake.',
      },
      {
        name: 'Brooks Falls',
        description: 'A low waterfall on the Brooks River where salmon leap upstream and bears wait to catch them.',
      },
    ],
    trails: [
      { name: 'Brooks Falls Trail', lengthMiles: 2.4, difficulty: 'easy' },
      {
        name: 'Dumpling Mountain Trail to the overlook',
        lengthMiles: 3,
        difficulty: 'moderate',
      },
      {
        name: 'Dumpling Mountain Trail to the summit',
        lengthMiles: 8,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: 'In June 1912 the Novarupta eruption blasted out more magma than any other eruption in the 20th century.',
        topic: 'record',
        young: 'In 1912, a huge volcano blast happened here.',
      },
      {
        text: 'Katmai was made a national monument in 1918 to protect the Valley of Ten Thousand Smokes, and it became a national park and preserve in 1980.',
        topic: 'history',
        young: 'Katmai became a national park in 1980.',
      },
      {
        text: 'Botanist Robert Griggs explored the area in 1916 and named the Valley of Ten Thousand Smokes.',
        topic: 'people',
        young: 'A scientist gave the Valley of Ten Thousand Smokes its name.',
      },
      {
        text: 'Katmai is home to more than 2,000 brown bears.',
        topic: 'animals',
        young: 'More than 2,000 brown bears live in Katmai.',
      },
      {
        text: 'Sockeye salmon swim up the Brooks River each summer, leaping up Brooks Falls on their way to lay eggs.',
        topic: 'animals',
        young: 'Salmon jump up Brooks Falls every summer.',
      },
      {
        text: 'Each fall, people around the world vote in Fat Bear Week to cheer on the Brooks River bears as they fatten up for winter.',
        topic: 'animals',
        young: 'Each fall, people vote for their favorite fat bear!',
      },
      {
        text: 'People have lived and fished along the Brooks River for thousands of years.',
        topic: 'people',
        young: 'People have fished on this river for thousands of years.',
      },
      {
        text: 'There are no roads to Brooks Camp, so most visitors arrive by floatplane.',
        topic: 'location',
        young: 'Most people fly here in a floatplane.',
      },
    ],
    scenery: ['river', 'volcano', 'lake', 'waterfall'],
  },
  {
    id: 'kenai-fjords',
    name: 'Kenai Fjords National Park',
    states: ['AK'],
    region: 'Alaska',
    latitude: 60.188,
    longitude: -149.64,
    established: 1980,
    areaAcres: 670000,
    description:
      "Kenai Fjords National Park sits where the giant Harding Icefield spills glaciers down toward the sea on Alaska's Kenai Peninsula. From boats, visitors can spot whales, sea otters and puffins beneath towering cliffs and walls of blue ice.",
    animals: [
      { name: 'Humpback whale', kind: 'mammal' },
      { name: 'Sea otter', kind: 'mammal' },
      { name: 'Orca', kind: 'mammal' },
      { name: 'Steller sea lion', kind: 'mammal' },
      { name: 'Tufted puffin', kind: 'bird' },
      { name: 'Mountain goat', kind: 'mammal' },
      { name: 'American black bear', kind: 'mammal' },
    ],
    geology: [
      {
        name: 'Harding Icefield',
        description: 'A sheet of ice about 700 square miles in size that feeds nearly 40 glaciers.',
      },
      {
        name: 'Exit Glacier',
        description: 'The only part of the park you can drive to, where signs show how far the glacier has melted back over the years.',
      },
      {
        name: 'Aialik Glacier',
        description: 'A tidewater glacier that drops icebergs into Aialik Bay.',
      },
      {
        name: 'Holgate Glacier',
        description: 'A tidewater glacier at the end of Holgate Arm that boats often visit.',
      },
    ],
    trails: [
      { name: 'Glacier View Loop', lengthMiles: 1, difficulty: 'easy' },
      {
        name: 'Glacier Overlook Trail',
        lengthMiles: 2.2,
        difficulty: 'moderate',
      },
      {
        name: 'Harding Icefield Trail',
        lengthMiles: 8.2,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: 'The Harding Icefield is the largest icefield entirely within the United States.',
        topic: 'record',
        young: 'The Harding Icefield is a giant sheet of ice.',
      },
      {
        text: "The park's fjords are deep valleys carved by glaciers and later flooded by the sea.",
        topic: 'geology',
        young: 'Glaciers carved these deep, watery valleys.',
      },
      {
        text: 'The Harding Icefield Trail climbs about 1,000 feet for every mile, rising from forest to a view over endless ice.',
        topic: 'location',
        young: 'The icefield trail goes up, up, up!',
      },
      {
        text: 'Kenai Fjords became a national park in 1980.',
        topic: 'history',
        young: 'Kenai Fjords became a national park in 1980.',
      },
      {
        text: 'The Alutiiq, or Sugpiaq, people have lived along this coast for thousands of years.',
        topic: 'people',
        young: 'The Alutiiq people have lived on this coast for a long, long time.',
      },
      {
        text: 'The 1964 Great Alaska Earthquake, the strongest ever recorded in North America, shook this coast and caused parts of it to sink.',
        topic: 'history',
        young: 'A huge earthquake once shook this coast.',
      },
      {
        text: 'Puffins nest on the rocky cliffs and islands along the coast in summer.',
        topic: 'animals',
        young: 'Puffins nest on the cliffs here in summer.',
      },
      {
        text: 'Exit Glacier is the only part of the park reachable by road; most of the rest is seen by boat.',
        topic: 'location',
        young: 'You can drive to only one glacier here.',
      },
    ],
    scenery: ['fjord', 'glacier', 'coast', 'snowy-peaks'],
  },
  {
    id: 'kobuk-valley',
    name: 'Kobuk Valley National Park',
    states: ['AK'],
    region: 'Alaska',
    latitude: 67.33,
    longitude: -159.13,
    established: 1980,
    areaAcres: 1751000,
    description:
      'Kobuk Valley National Park, far above the Arctic Circle in northwest Alaska, hides a surprise: golden sand dunes that can feel as hot as a desert in summer. Each spring and fall, great herds of caribou swim across the Kobuk River on their long migration.',
    animals: [
      { name: 'Caribou', kind: 'mammal' },
      { name: 'Grizzly bear', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Wolverine', kind: 'mammal' },
      { name: 'Red fox', kind: 'mammal' },
      { name: 'Sheefish', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Great Kobuk Sand Dunes',
        description: 'The largest active sand dunes in the Arctic, covering about 25 square miles.',
      },
      {
        name: 'Little Kobuk Sand Dunes',
        description: 'A smaller field of dunes near Onion Portage.',
      },
      {
        name: 'Hunt River Dunes',
        description: 'A third dune field along the Hunt River.',
      },
      {
        name: 'Kobuk River',
        description: 'A wide river through the park whose sandy bluffs hold frozen ground and fossils of Ice Age animals.',
      },
    ],
    trails: [
      {
        name: 'Kavet Creek route to the Great Kobuk Sand Dunes',
        lengthMiles: 4,
        difficulty: 'strenuous',
      },
      {
        name: 'Little Kobuk Sand Dunes route',
        lengthMiles: null,
        difficulty: 'strenuous',
      },
      {
        name: 'Onion Portage riverbank walk',
        lengthMiles: null,
        difficulty: 'moderate',
      },
    ],
    facts: [
      {
        text: 'The Great Kobuk Sand Dunes are the largest active sand dunes in the Arctic.',
        topic: 'record',
        young: 'These are the biggest moving sand dunes in the Arctic.',
      },
      {
        text: 'Even though the dunes are north of the Arctic Circle, the sand can heat up to around 100 degrees Fahrenheit on summer days.',
        topic: 'weather',
        young: 'The sand here can get hot, even in the far north!',
      },
      {
        text: 'The sand was ground up by ancient glaciers and then carried into the valley by wind and water.',
        topic: 'geology',
        young: 'Old glaciers ground up rocks to make this sand.',
      },
      {
        text: 'Caribou from the Western Arctic Herd, one of the largest caribou herds in North America, cross the park twice a year.',
        topic: 'animals',
        young: 'A huge herd of caribou crosses this park twice a year.',
      },
      {
        text: 'At Onion Portage, people have hunted caribou crossing the Kobuk River for thousands of years, and the site is a National Historic Landmark.',
        topic: 'people',
        young: 'People have hunted caribou here for thousands of years.',
      },
      {
        text: 'Kobuk Valley was protected as a national monument in 1978 and became a national park in 1980.',
        topic: 'history',
        young: 'Kobuk Valley became a national park in 1980.',
      },
      {
        text: 'There are no roads or trails in the park, so visitors arrive by small plane or boat.',
        topic: 'location',
        young: 'There are no roads here, so people come by plane or boat.',
      },
      {
        text: 'Kobuk Valley is usually one of the least-visited national parks in the United States.',
        topic: 'record',
        young: 'Very few people visit this park.',
      },
    ],
    scenery: ['dunes', 'river', 'tundra'],
  },
  {
    id: 'lake-clark',
    name: 'Lake Clark National Park and Preserve',
    states: ['AK'],
    region: 'Alaska',
    latitude: 60.201,
    longitude: -154.313,
    established: 1980,
    areaAcres: 4030000,
    description:
      "Lake Clark National Park and Preserve is a wild corner of Alaska with steaming volcanoes, turquoise lakes, glaciers and a coast where brown bears dig for clams. The park's namesake lake, about 40 miles long, is a nursery for young sockeye salmon.",
    animals: [
      { name: 'Brown bear', kind: 'mammal' },
      { name: 'Sockeye salmon', kind: 'fish' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Caribou', kind: 'mammal' },
      { name: 'Dall sheep', kind: 'mammal' },
      { name: 'Beaver', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Redoubt Volcano',
        description: 'An active volcano 10,197 feet tall that erupted in 1989 and 1990 and again in 2009.',
      },
      {
        name: 'Iliamna Volcano',
        description: 'A snow-covered volcano more than 10,000 feet tall that often puffs steam.',
      },
      {
        name: 'Tanalian Falls',
        description: 'A roaring waterfall that plunges about 30 feet over ancient lava rock.',
      },
      {
        name: 'Twin Lakes',
        description: 'Two clear mountain lakes where Richard Proenneke built his log cabin by hand.',
      },
    ],
    trails: [
      { name: 'Tanalian Falls Trail', lengthMiles: 4, difficulty: 'moderate' },
      {
        name: 'Kontrashibuna Lake Trail',
        lengthMiles: 5.5,
        difficulty: 'moderate',
      },
      { name: 'Beaver Pond Trail', lengthMiles: 3.2, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'Richard Proenneke built a log cabin by hand at Twin Lakes in 1968 and lived there for about 30 years.',
        topic: 'people',
        young: 'Richard Proenneke built a log cabin here all by hand.',
      },
      {
        text: 'The park has two active volcanoes, Redoubt and Iliamna.',
        topic: 'geology',
        young: 'Two volcanoes here are still active.',
      },
      {
        text: 'Lake Clark became a national monument in 1978 and a national park and preserve in 1980.',
        topic: 'history',
        young: 'Lake Clark became a national park in 1980.',
      },
      {
        text: "The Dena'ina people have lived in this region for generations, and the old village site of Kijik lies inside the park.",
        topic: 'people',
        young: "The Dena'ina people have lived here for a long, long time.",
      },
      {
        text: "Brown bears dig for razor clams on the mudflats along the park's coast.",
        topic: 'animals',
        young: 'Brown bears here dig for clams on the beach!',
      },
      {
        text: 'Salmon from Lake Clark are part of the Bristol Bay sockeye run, one of the largest salmon runs in the world.',
        topic: 'animals',
        young: 'Salmon from this lake swim in one of the biggest salmon runs on Earth.',
      },
      {
        text: 'No roads lead to Lake Clark, so visitors arrive by small plane or boat.',
        topic: 'location',
        young: 'No roads go to Lake Clark.',
      },
    ],
    scenery: ['lake', 'volcano', 'snowy-peaks', 'waterfall'],
  },
  {
    id: 'wrangell-st-elias',
    name: 'Wrangell-St. Elias National Park and Preserve',
    states: ['AK'],
    region: 'Alaska',
    latitude: 61.486,
    longitude: -142.887,
    established: 1980,
    areaAcres: 13176000,
    description:
      'Wrangell-St. Elias is the biggest national park in the United States, a giant wilderness of towering mountains, volcanoes and glaciers in Alaska. At the old copper-mining town of Kennecott, visitors can explore red mill buildings and hike out to the ice of Root Glacier.',
    animals: [
      { name: 'Dall sheep', kind: 'mammal' },
      { name: 'Brown bear', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Mountain goat', kind: 'mammal' },
      { name: 'Caribou', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Trumpeter swan', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Mount St. Elias',
        description: 'The tallest peak in the park and the second-highest mountain in the United States, at 18,008 feet.',
      },
      {
        name: 'Malaspina Glacier',
        description: 'A huge glacier spread out like a pancake at the foot of the mountains, larger than the state of Rhode Island.',
      },
      {
        name: 'Nabesna Glacier',
        description: 'About 53 miles long, the longest valley glacier in North America.',
      },
      {
        name: 'Mount Wrangell',
        description: 'A massive volcano that is still active and sometimes lets off steam from its summit.',
      },
      {
        name: 'Root Glacier',
        description: 'A glacier near Kennecott that hikers can walk beside and, with the right gear, out onto.',
      },
    ],
    trails: [
      { name: 'Root Glacier Trail', lengthMiles: 4, difficulty: 'easy' },
      { name: 'Bonanza Mine Trail', lengthMiles: 9, difficulty: 'strenuous' },
      {
        name: 'Skookum Volcano Trail',
        lengthMiles: 5,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: 'Wrangell-St. Elias is the largest national park in the United States, covering about 13.2 million acres.',
        topic: 'record',
        young: 'This is the biggest national park in the country.',
      },
      {
        text: 'The park is about as big as Yellowstone National Park, Yosemite National Park and the country of Switzerland put together.',
        topic: 'record',
        young: 'This park is bigger than some whole countries.',
      },
      {
        text: 'Nine of the 16 highest peaks in the United States are in the park.',
        topic: 'record',
        young: 'Many of the tallest mountains in the country are here.',
      },
      {
        text: 'The park contains the largest wilderness area in the United States, more than 9 million acres.',
        topic: 'record',
        young: 'Most of this park is wild land with no roads.',
      },
      {
        text: 'Kennecott was a busy copper-mining town from about 1911 to 1938, and its mill buildings are now part of a National Historic Landmark.',
        topic: 'history',
        young: 'Kennecott was once a busy copper-mining town.',
      },
      {
        text: 'The park was established in 1980 and is part of a World Heritage Site shared with neighboring parks in Canada.',
        topic: 'history',
        young: 'Wrangell-St. Elias became a national park in 1980.',
      },
      {
        text: 'Only two roads, the McCarthy Road and the Nabesna Road, lead into the park.',
        topic: 'location',
        young: 'Only two roads go into the park.',
      },
      {
        text: "Dall sheep, the only wild white sheep in the world, live on the park's steep mountain slopes.",
        topic: 'animals',
        young: 'Dall sheep here are the only wild white sheep.',
      },
    ],
    scenery: ['glacier', 'snowy-peaks', 'volcano', 'river'],
  },
]
