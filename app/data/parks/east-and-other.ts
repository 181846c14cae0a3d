import type { Park } from '../park-types'

export const eastAndOtherParks: Park[] = [
  {
    id: 'acadia',
    name: 'Acadia National Park',
    states: ['ME'],
    region: 'East & Other',
    latitude: 44.352,
    longitude: -68.225,
    established: 1919,
    areaAcres: 49071,
    description:
      'On the rocky coast of Maine, pink granite mountains rise right out of the Atlantic Ocean. Waves crash against the cliffs, loons call across quiet lakes, and seals rest on the ledges offshore.',
    animals: [
      { name: 'Peregrine falcon', kind: 'bird' },
      { name: 'Harbor seal', kind: 'mammal' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'American beaver', kind: 'mammal' },
      { name: 'Common loon', kind: 'bird' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Snowshoe hare', kind: 'mammal' },
      { name: 'Spring peeper', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Cadillac Mountain',
        description: 'A granite mountain 1,530 feet high, the tallest point along the North Atlantic coast of the United States.',
      },
      {
        name: 'Thunder Hole',
        description: 'A narrow rocky inlet where, at the right tide, waves rush in and trapped air bursts out with a booming sound.',
      },
      {
        name: 'Somes Sound',
        description: 'A long, deep inlet that glaciers helped carve into the middle of Mount Desert Island.',
      },
      {
        name: 'Bubble Rock',
        description: 'A big boulder left perched on the edge of South Bubble mountain by a melting glacier.',
      },
    ],
    trails: [
      { name: 'Jordan Pond Path', lengthMiles: 3.3, difficulty: 'easy' },
      { name: 'Ocean Path', lengthMiles: 4.4, difficulty: 'easy' },
      { name: 'Beehive Loop Trail', lengthMiles: 1.5, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Acadia was the first national park east of the Mississippi River; it was named Lafayette National Park in 1919 and renamed Acadia in 1929.',
        topic: 'history',
        young: 'Acadia was the first national park in the East.',
      },
      {
        text: 'Cadillac Mountain is the highest point along the North Atlantic coast of the United States.',
        topic: 'record',
        young: 'Cadillac Mountain is the highest spot on this coast.',
      },
      {
        text: 'From fall to early spring, the top of Cadillac Mountain is one of the first places in the United States to see the sunrise.',
        topic: 'location',
        young: 'In fall and winter, the sun rises here before almost anywhere else in the country.',
      },
      {
        text: 'John D. Rockefeller Jr. helped build about 45 miles of carriage roads in the park, with beautiful bridges made of stone.',
        topic: 'people',
        young: 'Stone bridges cross the old carriage roads here.',
      },
      {
        text: 'The Wabanaki peoples have lived in this land of islands and coast for thousands of years.',
        topic: 'people',
        young: 'The Wabanaki people have lived here for thousands of years.',
      },
      {
        text: 'Peregrine falcons nest on cliffs in the park, and some trails close in spring so the birds can raise their chicks in peace.',
        topic: 'animals',
        young: 'Some trails close in spring so falcon chicks can grow.',
      },
      {
        text: 'Glaciers from the last ice age scraped and rounded Acadia\'s mountains.',
        topic: 'geology',
        young: 'Glaciers rubbed these mountains smooth and round.',
      },
    ],
    scenery: ['coast', 'forest', 'island', 'lake'],
  },
  {
    id: 'badlands',
    name: 'Badlands National Park',
    states: ['SD'],
    region: 'East & Other',
    latitude: 43.75,
    longitude: -101.94,
    established: 1978,
    areaAcres: 242756,
    description:
      'In the Badlands, striped rock towers and jagged ridges rise out of a sea of prairie grass. Bison graze nearby, prairie dogs pop out of their burrows, and the rocks hold fossils of strange animals that lived here millions of years ago.',
    animals: [
      { name: 'American bison', kind: 'mammal' },
      { name: 'Black-tailed prairie dog', kind: 'mammal' },
      { name: 'Black-footed ferret', kind: 'mammal' },
      { name: 'Bighorn sheep', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Swift fox', kind: 'mammal' },
      { name: 'Prairie rattlesnake', kind: 'reptile' },
      { name: 'Burrowing owl', kind: 'bird' },
    ],
    geology: [
      {
        name: 'The Badlands Wall',
        description: 'A long, jagged ridge of eroded rock that divides the high prairie from the lower prairie.',
      },
      {
        name: 'Yellow Mounds',
        description: 'Rounded hills colored bright yellow, made of ancient soil that formed on an old sea floor after the sea drained away.',
      },
      {
        name: 'Sheep Mountain Table',
        description: 'A flat-topped mesa in the park\'s South Unit with wide views over the badlands.',
      },
      {
        name: 'Pinnacles',
        description: 'Sharp spires of layered rock carved by rain, wind, and frost.',
      },
    ],
    trails: [
      { name: 'Fossil Exhibit Trail', lengthMiles: 0.25, difficulty: 'easy' },
      { name: 'Door Trail', lengthMiles: 0.75, difficulty: 'easy' },
      { name: 'Notch Trail', lengthMiles: 1.5, difficulty: 'strenuous' },
      { name: 'Castle Trail', lengthMiles: 10, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'The Badlands hold some of the richest fossil beds in the world, with remains of ancient horses, rhinos, and saber-toothed cats.',
        topic: 'history',
        young: 'Bones of old horses and rhinos were found here.',
      },
      {
        text: 'The Badlands wear away quickly, about an inch each year.',
        topic: 'geology',
        young: 'The Badlands wear away about an inch each year.',
      },
      {
        text: 'Black-footed ferrets, once thought to be extinct, were brought back to the Badlands in 1994.',
        topic: 'animals',
        young: 'Black-footed ferrets were brought back here in 1994.',
      },
      {
        text: 'The Lakota people called this land mako sica, which means "land bad."',
        topic: 'people',
        young: 'The Lakota people called this land mako sica.',
      },
      {
        text: 'In 2010, a young girl visiting the park spotted a saber-toothed cat skull near the visitor center.',
        topic: 'history',
        young: 'A young girl once found a saber-toothed cat skull here!',
      },
      {
        text: 'The park\'s South Unit lies within the Pine Ridge Reservation and is managed together with the Oglala Sioux Tribe.',
        topic: 'people',
        young: 'The Oglala Sioux Tribe helps care for part of the park.',
      },
      {
        text: 'The park protects one of the largest areas of mixed-grass prairie in the United States.',
        topic: 'plants',
        young: 'The park protects a huge grassy prairie.',
      },
    ],
    scenery: ['badlands', 'prairie'],
  },
  {
    id: 'biscayne',
    name: 'Biscayne National Park',
    states: ['FL'],
    region: 'East & Other',
    latitude: 25.452,
    longitude: -80.198,
    established: 1980,
    areaAcres: 172971,
    description:
      'Biscayne is a watery park just south of Miami, where manatees munch sea grass and bright fish dart around coral reefs. Its islands, called keys, are covered in tropical forest, and old shipwrecks rest on the sea floor.',
    animals: [
      { name: 'West Indian manatee', kind: 'mammal' },
      { name: 'Bottlenose dolphin', kind: 'mammal' },
      { name: 'Loggerhead sea turtle', kind: 'reptile' },
      { name: 'Brown pelican', kind: 'bird' },
      { name: 'Parrotfish', kind: 'fish' },
      { name: 'Caribbean spiny lobster', kind: 'sea-life' },
      { name: 'Schaus swallowtail butterfly', kind: 'insect' },
      { name: 'American crocodile', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Florida Reef',
        description: 'A long coral reef whose northern end lies in the park, the only living coral barrier reef in the continental United States.',
      },
      {
        name: 'Elliott Key',
        description: 'The largest island in the park, made of rock that formed from an ancient coral reef.',
      },
      {
        name: 'Biscayne Bay',
        description: 'A shallow, warm bay with meadows of sea grass where manatees and young fish feed.',
      },
    ],
    trails: [
      { name: 'Jetty Trail', lengthMiles: 0.8, difficulty: 'easy' },
      { name: 'Boca Chita Key Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Spite Highway', lengthMiles: 14, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'About 95 percent of Biscayne National Park is water.',
        topic: 'location',
        young: 'Almost all of Biscayne is water.',
      },
      {
        text: 'The Maritime Heritage Trail lets divers and snorkelers visit shipwrecks on the bottom of the sea.',
        topic: 'history',
        young: 'Old shipwrecks lie on the sea floor here.',
      },
      {
        text: 'The lighthouse on Boca Chita Key was built in the 1930s as a decoration and never guided ships.',
        topic: 'history',
        young: 'The little lighthouse here never guided a ship.',
      },
      {
        text: 'In 1968, people who wanted to build on Elliott Key bulldozed a wide road down the island to try to stop the park; today that path is a trail nicknamed Spite Highway.',
        topic: 'history',
        young: 'People once bulldozed a road down Elliott Key.',
      },
      {
        text: 'Biscayne was first protected as a national monument in 1968 and became a national park in 1980.',
        topic: 'history',
        young: 'Biscayne became a national park in 1980.',
      },
      {
        text: 'The park protects four connected habitats: mangrove shoreline, the bay, the islands, and the coral reef.',
        topic: 'plants',
        young: 'The park has mangroves, a bay, islands and a coral reef.',
      },
    ],
    scenery: ['reef', 'island', 'coast'],
  },
  {
    id: 'congaree',
    name: 'Congaree National Park',
    states: ['SC'],
    region: 'East & Other',
    latitude: 33.815,
    longitude: -80.8,
    established: 2003,
    areaAcres: 26693,
    description:
      'Congaree is a shady old forest beside a river, where some of the tallest trees in the eastern United States grow. Bald cypress trees poke knobby "knees" out of the mud, owls hoot in the daytime, and in late spring fireflies blink together in the dark.',
    animals: [
      { name: 'Synchronous firefly', kind: 'insect' },
      { name: 'Barred owl', kind: 'bird' },
      { name: 'River otter', kind: 'mammal' },
      { name: 'Bobcat', kind: 'mammal' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Pileated woodpecker', kind: 'bird' },
      { name: 'Prothonotary warbler', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Congaree River',
        description: 'The river that floods the forest several times a year, bringing in fresh soil that feeds the giant trees.',
      },
      {
        name: 'Weston Lake',
        description: 'A quiet oxbow lake left behind when an old bend of the river was cut off.',
      },
      {
        name: 'Cedar Creek',
        description: 'A slow, dark creek stained the color of tea by leaves, popular with canoeists.',
      },
    ],
    trails: [
      { name: 'Boardwalk Loop Trail', lengthMiles: 2.6, difficulty: 'easy' },
      { name: 'Weston Lake Loop Trail', lengthMiles: 4.4, difficulty: 'easy' },
      { name: 'Oakridge Trail', lengthMiles: 7.5, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Congaree protects the largest area of old-growth bottomland hardwood forest left in the southeastern United States.',
        topic: 'record',
        young: 'Congaree has the biggest old forest of its kind in the Southeast.',
      },
      {
        text: 'Some of the tallest trees in eastern North America grow in Congaree, including many record-size champion trees.',
        topic: 'plants',
        young: 'Some of the tallest trees in the East grow here.',
      },
      {
        text: 'For a few weeks in late spring, synchronous fireflies in the park flash their lights together.',
        topic: 'animals',
        young: 'In late spring, fireflies here blink all together.',
      },
      {
        text: 'Congaree is a floodplain forest, not a true swamp: it floods from the rivers and then dries out again.',
        topic: 'geology',
        young: 'The river floods this forest, and then it dries out.',
      },
      {
        text: 'Newspaper writer Harry Hampton spent years urging people to protect this forest from logging.',
        topic: 'people',
        young: 'A writer named Harry Hampton helped save this forest.',
      },
      {
        text: 'Congaree was protected as a national monument in 1976 and became a national park in 2003.',
        topic: 'history',
        young: 'Congaree became a national park in 2003.',
      },
    ],
    scenery: ['forest', 'swamp', 'river'],
  },
  {
    id: 'cuyahoga-valley',
    name: 'Cuyahoga Valley National Park',
    states: ['OH'],
    region: 'East & Other',
    latitude: 41.264,
    longitude: -81.559,
    established: 2000,
    areaAcres: 32572,
    description:
      'Between the cities of Cleveland and Akron, a winding river flows through green woods, waterfalls, and beaver marshes. Families can bike the old canal towpath, ride a scenic train, and watch herons fish in the wetlands.',
    animals: [
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Great blue heron', kind: 'bird' },
      { name: 'American beaver', kind: 'mammal' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Snapping turtle', kind: 'reptile' },
      { name: 'Spring peeper', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Brandywine Falls',
        description: 'A 60-foot waterfall that spills down layers of shale and sandstone.',
      },
      {
        name: 'The Ledges',
        description: 'Tall sandstone cliffs with cracks and crevices that formed from sand and pebbles laid down long ago.',
      },
      {
        name: 'Cuyahoga River',
        description: 'A twisting river whose name is often said to mean "crooked river."',
      },
    ],
    trails: [
      { name: 'Brandywine Gorge Trail', lengthMiles: 1.4, difficulty: 'moderate' },
      { name: 'Ledges Trail', lengthMiles: 2.2, difficulty: 'moderate' },
      { name: 'Salt Run Trail', lengthMiles: 3.3, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Mules walking along the towpath once pulled boats on the Ohio & Erie Canal, which opened in the 1820s.',
        topic: 'history',
        young: 'Long ago, mules pulled boats along a canal here.',
      },
      {
        text: 'Beavers returned to an old junkyard in the valley and flooded it, turning it into a marsh full of wildlife.',
        topic: 'animals',
        young: 'Beavers turned an old junkyard into a marsh!',
      },
      {
        text: 'The park lies between the cities of Cleveland and Akron in northeast Ohio.',
        topic: 'location',
        young: 'The park is between two big cities in Ohio.',
      },
      {
        text: 'In 1969, oily pollution on the Cuyahoga River in Cleveland caught fire, which helped lead to new laws to clean up America\'s rivers.',
        topic: 'history',
        young: 'Long ago, a dirty river in Cleveland caught fire.',
      },
      {
        text: 'Bald eagles, which had disappeared from the valley, now nest in the park again.',
        topic: 'animals',
        young: 'Bald eagles came back to nest here.',
      },
      {
        text: 'Cuyahoga Valley was first protected as a national recreation area in 1974 and became a national park in 2000.',
        topic: 'history',
        young: 'Cuyahoga Valley became a national park in 2000.',
      },
    ],
    scenery: ['forest', 'river', 'waterfall'],
  },
  {
    id: 'dry-tortugas',
    name: 'Dry Tortugas National Park',
    states: ['FL'],
    region: 'East & Other',
    latitude: 24.628,
    longitude: -82.873,
    established: 1992,
    areaAcres: 64701,
    description:
      'Far out in the sea, about 70 miles west of Key West, a huge brick fort sits on a tiny island surrounded by turquoise water. Sea turtles swim over the coral reefs, and clouds of seabirds circle above their nesting islands.',
    animals: [
      { name: 'Sooty tern', kind: 'bird' },
      { name: 'Magnificent frigatebird', kind: 'bird' },
      { name: 'Brown noddy', kind: 'bird' },
      { name: 'Green sea turtle', kind: 'reptile' },
      { name: 'Loggerhead sea turtle', kind: 'reptile' },
      { name: 'Goliath grouper', kind: 'fish' },
      { name: 'Parrotfish', kind: 'fish' },
      { name: 'Nurse shark', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Garden Key',
        description: 'A small island of sand and coral where Fort Jefferson stands.',
      },
      {
        name: 'Loggerhead Key',
        description: 'The largest island in the park, home to a tall lighthouse and beaches where sea turtles nest.',
      },
      {
        name: 'Bush Key',
        description: 'A low sandy island next to Garden Key where tens of thousands of seabirds nest; it is closed to visitors while they nest.',
      },
    ],
    trails: [
      { name: 'Fort Jefferson Self-Guided Tour', lengthMiles: 0.5, difficulty: 'easy' },
      { name: 'Fort Jefferson Moat Wall Walk', lengthMiles: 0.6, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'Fort Jefferson was built from more than 16 million bricks.',
        topic: 'record',
        young: 'The big fort was made with millions of bricks.',
      },
      {
        text: 'About 99 percent of the park is water.',
        topic: 'location',
        young: 'Almost all of this park is water.',
      },
      {
        text: 'The park is about 70 miles west of Key West and can be reached only by boat or seaplane.',
        topic: 'location',
        young: 'You can only get here by boat or seaplane.',
      },
      {
        text: 'Explorer Juan Ponce de León named the islands Las Tortugas, "the turtles," in 1513, and sailors later added "Dry" because there is no fresh water.',
        topic: 'history',
        young: 'Tortugas means turtles, and there is no fresh water here.',
      },
      {
        text: 'Each spring and summer, tens of thousands of sooty terns nest on Bush Key.',
        topic: 'animals',
        young: 'Thousands of seabirds called sooty terns nest on Bush Key.',
      },
      {
        text: 'Long Key in the park has the only nesting colony of magnificent frigatebirds in the continental United States.',
        topic: 'animals',
        young: 'Frigatebirds nest on an island in this park.',
      },
      {
        text: 'The area was first protected as Fort Jefferson National Monument in 1935 and became a national park in 1992.',
        topic: 'history',
        young: 'Dry Tortugas became a national park in 1992.',
      },
    ],
    scenery: ['island', 'reef', 'coast'],
  },
  {
    id: 'everglades',
    name: 'Everglades National Park',
    states: ['FL'],
    region: 'East & Other',
    latitude: 25.4,
    longitude: -80.7,
    established: 1947,
    areaAcres: 1508939,
    description:
      'The Everglades is a wide, slow-moving river of grass that flows across the tip of Florida toward the sea. Alligators float in the water, pink spoonbills wade in the shallows, and mangrove forests line the coast.',
    animals: [
      { name: 'American alligator', kind: 'reptile' },
      { name: 'American crocodile', kind: 'reptile' },
      { name: 'Florida panther', kind: 'mammal' },
      { name: 'West Indian manatee', kind: 'mammal' },
      { name: 'Roseate spoonbill', kind: 'bird' },
      { name: 'Anhinga', kind: 'bird' },
      { name: 'Wood stork', kind: 'bird' },
      { name: 'Florida gar', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Shark River Slough',
        description: 'The main channel of the river of grass, where shallow water creeps slowly south through sawgrass.',
      },
      {
        name: 'Pa-hay-okee',
        description: 'A lookout over a seemingly endless sea of sawgrass dotted with islands of trees.',
      },
      {
        name: 'Florida Bay',
        description: 'A shallow bay between the mainland and the Florida Keys, dotted with small mangrove islands.',
      },
      {
        name: 'Ten Thousand Islands',
        description: 'A maze of mangrove islands and waterways along the park\'s Gulf coast.',
      },
    ],
    trails: [
      { name: 'Gumbo Limbo Trail', lengthMiles: 0.4, difficulty: 'easy' },
      { name: 'Mahogany Hammock Trail', lengthMiles: 0.5, difficulty: 'easy' },
      { name: 'Anhinga Trail', lengthMiles: 0.8, difficulty: 'easy' },
      { name: 'Shark Valley Tram Road', lengthMiles: 15, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Everglades is the largest subtropical wilderness in the United States.',
        topic: 'record',
        young: 'The Everglades is a huge, warm, wet wilderness.',
      },
      {
        text: 'The Everglades is the only place in the world where alligators and crocodiles live side by side.',
        topic: 'animals',
        young: 'Here, alligators and crocodiles live side by side.',
      },
      {
        text: 'In 1947, the same year the park was dedicated, Marjory Stoneman Douglas published her book The Everglades: River of Grass.',
        topic: 'people',
        young: 'A writer named Marjory Stoneman Douglas helped save the Everglades.',
      },
      {
        text: 'Water in the Everglades flows very slowly south toward Florida Bay, like a wide, shallow river.',
        topic: 'geology',
        young: 'The water here moves very slowly, like a wide, flat river.',
      },
      {
        text: 'The park is a World Heritage Site, an International Biosphere Reserve, and a Wetland of International Importance.',
        topic: 'history',
        young: 'People all over the world care about the Everglades.',
      },
      {
        text: 'The endangered Florida panther is one of the rarest mammals in the United States.',
        topic: 'animals',
        young: 'The Florida panther is very rare.',
      },
      {
        text: 'The Miccosukee and Seminole peoples have deep ties to the Everglades and still live nearby.',
        topic: 'people',
        young: 'The Miccosukee and Seminole peoples still live nearby.',
      },
    ],
    scenery: ['swamp', 'prairie', 'coast'],
  },
  {
    id: 'gateway-arch',
    name: 'Gateway Arch National Park',
    states: ['MO'],
    region: 'East & Other',
    latitude: 38.6256,
    longitude: -90.1893,
    established: 2018,
    areaAcres: 91,
    description:
      'A giant shining arch of stainless steel curves into the sky beside the Mississippi River in St. Louis. Visitors ride tiny tram cars up inside it to peek out of windows at the very top.',
    animals: [
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Peregrine falcon', kind: 'bird' },
      { name: 'Red-tailed hawk', kind: 'bird' },
      { name: 'Canada goose', kind: 'bird' },
      { name: 'Mallard duck', kind: 'bird' },
      { name: 'American robin', kind: 'bird' },
      { name: 'Eastern gray squirrel', kind: 'mammal' },
      { name: 'Monarch butterfly', kind: 'insect' },
    ],
    geology: [
      {
        name: 'Gateway Arch',
        description: 'A stainless steel arch 630 feet tall and 630 feet wide at its base, the tallest arch in the world.',
      },
      {
        name: 'Museum at the Gateway Arch',
        description: 'A museum tucked underneath the Arch that tells the story of St. Louis and of the people who set out west from it long ago.',
      },
      {
        name: 'Old Courthouse',
        description: 'A historic domed courthouse that is part of the park, standing a few blocks west of the Arch.',
      },
    ],
    trails: [
      { name: 'Gateway Arch Trail', lengthMiles: 1.5, difficulty: 'easy' },
      { name: 'Riverfront Trail', lengthMiles: 1.8, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'The Gateway Arch is 630 feet tall and 630 feet wide, making it the tallest arch in the world.',
        topic: 'record',
        young: 'The Arch is the tallest arch in the world.',
      },
      {
        text: 'The Arch was designed by architect Eero Saarinen and was completed in 1965.',
        topic: 'history',
        young: 'The Arch was finished in 1965.',
      },
      {
        text: 'Visitors ride to the top in small egg-shaped tram cars, a trip that takes about four minutes.',
        topic: 'location',
        young: 'Little egg-shaped cars ride up inside the Arch.',
      },
      {
        text: 'Dred and Harriet Scott went to court at the Old Courthouse to ask for their freedom from slavery.',
        topic: 'people',
        young: 'Dred and Harriet Scott went to court here to be free.',
      },
      {
        text: 'Gateway Arch is the smallest national park in the United States.',
        topic: 'record',
        young: 'Gateway Arch is the smallest national park.',
      },
      {
        text: 'The park was called the Jefferson National Expansion Memorial until it was renamed and made a national park in 2018.',
        topic: 'history',
        young: 'Gateway Arch became a national park in 2018.',
      },
    ],
    scenery: ['arches', 'river'],
  },
  {
    id: 'great-smoky-mountains',
    name: 'Great Smoky Mountains National Park',
    states: ['TN', 'NC'],
    region: 'East & Other',
    latitude: 35.685,
    longitude: -83.537,
    established: 1934,
    areaAcres: 522427,
    description:
      'Misty blue-gray haze drifts over the rounded, forest-covered peaks of the Great Smoky Mountains. Black bears roam the woods, elk graze in mountain meadows, and the streams are home to more kinds of salamanders than almost anywhere else on Earth.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Wild turkey', kind: 'bird' },
      { name: 'Synchronous firefly', kind: 'insect' },
      { name: 'Eastern hellbender', kind: 'amphibian' },
      { name: 'Red-cheeked salamander', kind: 'amphibian' },
      { name: 'Brook trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Kuwohi (Clingmans Dome)',
        description: 'At 6,643 feet, the highest point in the park, in Tennessee, and on the whole Appalachian Trail.',
      },
      {
        name: 'Mount Le Conte',
        description: 'A tall mountain in the park with a lodge near its top that can only be reached on foot.',
      },
      {
        name: 'Alum Cave Bluffs',
        description: 'A huge overhanging cliff of dark rock along a trail on the way up Mount Le Conte.',
      },
      {
        name: 'Laurel Falls',
        description: 'An 80-foot waterfall that tumbles down in an upper and lower section.',
      },
    ],
    trails: [
      { name: 'Kuwohi Observation Tower Trail', lengthMiles: 1, difficulty: 'moderate' },
      { name: 'Laurel Falls Trail', lengthMiles: 2.6, difficulty: 'moderate' },
      { name: 'Alum Cave Trail to Alum Cave Bluffs', lengthMiles: 4.4, difficulty: 'moderate' },
      { name: 'Abrams Falls Trail', lengthMiles: 5, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Great Smoky Mountains is the most visited national park in the United States.',
        topic: 'record',
        young: 'More people visit this park than any other.',
      },
      {
        text: 'About 30 kinds of salamanders live in the park, which is why it is called the Salamander Capital of the World.',
        topic: 'animals',
        young: 'About 30 kinds of salamanders live here.',
      },
      {
        text: 'The smoky-looking haze comes from natural gases given off by the forest\'s many plants.',
        topic: 'plants',
        young: 'The smoky haze comes from the plants in the forest.',
      },
      {
        text: 'About 72 miles of the Appalachian Trail run along the high ridges of the park.',
        topic: 'location',
        young: 'A very long trail runs along the tops of these mountains.',
      },
      {
        text: 'In 2024, the park\'s highest peak was officially given back its Cherokee name, Kuwohi.',
        topic: 'people',
        young: 'The highest peak here has its Cherokee name, Kuwohi.',
      },
      {
        text: 'Elk were brought back to the park in 2001, long after hunting had wiped them out of these mountains.',
        topic: 'animals',
        young: 'Elk came back to these mountains in 2001.',
      },
      {
        text: 'The park straddles the border between Tennessee and North Carolina.',
        topic: 'location',
        young: 'The park is in Tennessee and North Carolina.',
      },
    ],
    scenery: ['forest', 'peaks', 'waterfall'],
  },
  {
    id: 'hot-springs',
    name: 'Hot Springs National Park',
    states: ['AR'],
    region: 'East & Other',
    latitude: 34.516,
    longitude: -93.045,
    established: 1921,
    areaAcres: 5554,
    description:
      'Steaming hot water bubbles out of the side of a mountain in Hot Springs, Arkansas. A row of fancy old bathhouses lines the main street, and forest trails climb the hills right above town.',
    animals: [
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Eastern gray squirrel', kind: 'mammal' },
      { name: 'Nine-banded armadillo', kind: 'mammal' },
      { name: 'Three-toed box turtle', kind: 'reptile' },
      { name: 'Pileated woodpecker', kind: 'bird' },
      { name: 'Carolina wren', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Hot Springs Mountain',
        description: 'The mountain at whose base the park\'s hot springs flow out of the ground.',
      },
      {
        name: 'Hot Water Cascade',
        description: 'A spot where spring water flows down the hillside in the open, steaming on cool days.',
      },
      {
        name: 'Novaculite',
        description: 'A very hard, glassy rock found in these mountains that people have used for thousands of years to make and sharpen tools.',
      },
    ],
    trails: [
      { name: 'Grand Promenade', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Hot Springs Mountain Trail', lengthMiles: 1.7, difficulty: 'moderate' },
      { name: 'Goat Rock Trail', lengthMiles: 2.2, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'In 1832, Congress set aside the hot springs, 40 years before Yellowstone became the first national park.',
        topic: 'history',
        young: 'These hot springs were protected even before Yellowstone.',
      },
      {
        text: 'The spring water comes out of the ground at about 143°F, hotter than a hot tub.',
        topic: 'geology',
        young: 'The spring water is hotter than a hot tub.',
      },
      {
        text: 'Rain that soaks into the ground here takes about 4,000 years to travel deep underground, heat up, and flow back out.',
        topic: 'geology',
        young: 'The water took thousands of years to get here.',
      },
      {
        text: 'Bathhouse Row has eight historic bathhouses, and visitors can still take a bath in two of them.',
        topic: 'history',
        young: 'People can still take a bath in two old bathhouses.',
      },
      {
        text: 'Visitors can fill their own jugs with spring water for free at fountains in the park.',
        topic: 'location',
        young: 'People fill jugs with spring water for free.',
      },
      {
        text: 'Hot Springs became a national park in 1921.',
        topic: 'history',
        young: 'Hot Springs became a national park in 1921.',
      },
    ],
    scenery: ['hot-springs', 'forest'],
  },
  {
    id: 'indiana-dunes',
    name: 'Indiana Dunes National Park',
    states: ['IN'],
    region: 'East & Other',
    latitude: 41.638,
    longitude: -87.086,
    established: 2019,
    areaAcres: 15349,
    description:
      'Sandy beaches and tall dunes stretch along the shore of Lake Michigan, with marshes, prairies, and forests tucked behind them. On a clear day you can see the skyline of Chicago across the water.',
    animals: [
      { name: 'Great blue heron', kind: 'bird' },
      { name: 'Sandhill crane', kind: 'bird' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Red fox', kind: 'mammal' },
      { name: 'American beaver', kind: 'mammal' },
      { name: "Blanding's turtle", kind: 'reptile' },
      { name: 'Monarch butterfly', kind: 'insect' },
    ],
    geology: [
      {
        name: 'Mount Baldy',
        description: 'A tall, living sand dune that slowly moves inland as the wind pushes its sand.',
      },
      {
        name: 'Cowles Bog',
        description: 'A wetland where scientist Henry Cowles studied how plant life changes over time.',
      },
      {
        name: 'West Beach dunes',
        description: 'Dunes that show every stage of change, from bare sand at the beach to forest farther back.',
      },
    ],
    trails: [
      { name: 'Mount Baldy Summit Trail', lengthMiles: 0.8, difficulty: 'moderate' },
      { name: 'Dune Succession Trail', lengthMiles: 0.9, difficulty: 'moderate' },
      { name: 'Cowles Bog Trail', lengthMiles: 4.7, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Indiana Dunes became the 61st national park in 2019, after being a national lakeshore since 1966.',
        topic: 'history',
        young: 'Indiana Dunes became a national park in 2019.',
      },
      {
        text: 'The park stretches along about 15 miles of Lake Michigan\'s southern shore.',
        topic: 'location',
        young: 'The park runs along the shore of Lake Michigan.',
      },
      {
        text: 'More than 1,000 kinds of native plants grow in the park, making it one of the most plant-rich parks in the country.',
        topic: 'plants',
        young: 'More than 1,000 kinds of plants grow here.',
      },
      {
        text: 'Around 1900, Henry Cowles studied how plants slowly take over bare sand here, helping start the science of ecology.',
        topic: 'people',
        young: 'A scientist here studied how plants grow on sand.',
      },
      {
        text: 'Mount Baldy is a moving dune that creeps a few feet inland each year.',
        topic: 'geology',
        young: 'Mount Baldy is a dune that moves a little each year.',
      },
      {
        text: 'The sand on some beaches here squeaks or "sings" when you walk on it.',
        topic: 'geology',
        young: 'Some beach sand here squeaks when you walk on it!',
      },
    ],
    scenery: ['dunes', 'lake', 'forest'],
  },
  {
    id: 'isle-royale',
    name: 'Isle Royale National Park',
    states: ['MI'],
    region: 'East & Other',
    latitude: 47.965,
    longitude: -89.0,
    established: 1940,
    areaAcres: 571790,
    description:
      'Isle Royale is a wild, rocky island in the middle of Lake Superior, reached only by boat or seaplane. Moose wade through quiet ponds, wolves roam the forest, and loons call across the water at night.',
    animals: [
      { name: 'Moose', kind: 'mammal' },
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Red fox', kind: 'mammal' },
      { name: 'American beaver', kind: 'mammal' },
      { name: 'Common loon', kind: 'bird' },
      { name: 'Snowshoe hare', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Lake trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Greenstone Ridge',
        description: 'The long rocky backbone of the island, made of ancient lava flows.',
      },
      {
        name: 'Mount Desor',
        description: 'The highest point on Isle Royale, rising to 1,394 feet above sea level.',
      },
      {
        name: 'Siskiwit Lake',
        description: 'The largest lake on Isle Royale, with its own islands, including Ryan Island.',
      },
      {
        name: 'Scoville Point',
        description: 'A rugged rocky point at the northeast end of the island, shaped by waves and ancient glaciers.',
      },
    ],
    trails: [
      { name: 'Windigo Nature Walk', lengthMiles: 1.2, difficulty: 'easy' },
      { name: "Suzy's Cave Loop", lengthMiles: 3.8, difficulty: 'easy' },
      { name: 'Stoll Trail to Scoville Point', lengthMiles: 4.2, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'Moose reached Isle Royale in the early 1900s, probably by swimming from the mainland.',
        topic: 'animals',
        young: 'Moose probably swam to this island long ago.',
      },
      {
        text: 'Wolves arrived in the late 1940s by crossing an ice bridge from Canada.',
        topic: 'animals',
        young: 'Wolves walked here across the ice from Canada.',
      },
      {
        text: 'Scientists have studied the island\'s wolves and moose since 1958, the longest-running study of predators and their prey in the world.',
        topic: 'record',
        young: 'Scientists have watched the wolves and moose here for a very long time.',
      },
      {
        text: 'Ryan Island, in Siskiwit Lake, is the largest island in the largest lake on the largest island in the world\'s largest freshwater lake.',
        topic: 'record',
        young: 'Isle Royale has an island in a lake on an island in a lake!',
      },
      {
        text: 'The park closes to visitors every winter because Lake Superior becomes too icy and stormy to cross.',
        topic: 'weather',
        young: 'The park closes in winter when the lake gets icy.',
      },
      {
        text: 'Thousands of years ago, Native Americans dug pure copper out of the island\'s rocks.',
        topic: 'history',
        young: 'Long ago, people dug copper out of the rocks here.',
      },
      {
        text: 'New wolves were brought to the island in 2018 and 2019 after the number of wolves had dropped to just two.',
        topic: 'animals',
        young: 'New wolves were brought here in 2018 and 2019.',
      },
    ],
    scenery: ['island', 'lake', 'forest'],
  },
  {
    id: 'mammoth-cave',
    name: 'Mammoth Cave National Park',
    states: ['KY'],
    region: 'East & Other',
    latitude: 37.187,
    longitude: -86.101,
    established: 1941,
    areaAcres: 54012,
    description:
      'Deep under the green hills of Kentucky lies the longest cave in the world, a maze of tunnels, giant rooms, and underground rivers. Above ground, forests and the Green River are full of life.',
    animals: [
      { name: 'Indiana bat', kind: 'mammal' },
      { name: 'Eyeless cavefish', kind: 'fish' },
      { name: 'Cave cricket', kind: 'insect' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Wild turkey', kind: 'bird' },
      { name: 'Eastern box turtle', kind: 'reptile' },
      { name: 'Barred owl', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Frozen Niagara',
        description: 'A huge flowstone formation that looks like a waterfall turned to stone.',
      },
      {
        name: 'The Rotunda',
        description: 'A giant underground room near the cave\'s historic entrance.',
      },
      {
        name: "Fat Man's Misery",
        description: 'A narrow, twisting passage where visitors must squeeze and bend to get through.',
      },
      {
        name: 'Green River',
        description: 'The river above the cave that helped set the levels where underground passages formed.',
      },
    ],
    trails: [
      { name: 'Heritage Trail', lengthMiles: 0.6, difficulty: 'easy' },
      { name: 'River Styx Spring Trail', lengthMiles: 0.8, difficulty: 'moderate' },
      { name: 'Cedar Sink Trail', lengthMiles: 2, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Mammoth Cave is the longest known cave system in the world, with more than 400 miles of passages mapped.',
        topic: 'record',
        young: 'Mammoth Cave is the longest cave in the world.',
      },
      {
        text: 'The cave formed as rainwater slowly dissolved thick layers of limestone underground.',
        topic: 'geology',
        young: 'Rainwater slowly melted the rock to make this cave.',
      },
      {
        text: 'During the War of 1812, miners dug saltpeter from the cave to make gunpowder.',
        topic: 'history',
        young: 'Long ago, miners dug in this cave to make gunpowder.',
      },
      {
        text: 'Stephen Bishop, an enslaved guide in the 1830s and 1840s, explored and mapped many miles of the cave.',
        topic: 'people',
        young: 'A guide named Stephen Bishop mapped many miles of this cave.',
      },
      {
        text: 'People were exploring Mammoth Cave about 5,000 years ago.',
        topic: 'history',
        young: 'People explored this cave thousands of years ago.',
      },
      {
        text: 'Mammoth Cave is a World Heritage Site and an International Biosphere Reserve.',
        topic: 'history',
        young: 'The whole world treasures Mammoth Cave.',
      },
      {
        text: 'Some fish that live in the cave\'s dark rivers have no eyes at all.',
        topic: 'animals',
        young: 'Some fish in the cave have no eyes at all!',
      },
    ],
    scenery: ['caves', 'forest', 'river'],
  },
  {
    id: 'new-river-gorge',
    name: 'New River Gorge National Park and Preserve',
    states: ['WV'],
    region: 'East & Other',
    latitude: 38.07,
    longitude: -81.076,
    established: 2020,
    areaAcres: 72808,
    description:
      'A whitewater river rushes through a deep, forested gorge in the mountains of West Virginia. Climbers scale sandstone cliffs, rafters splash through rapids, and a giant steel bridge arches high overhead.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'River otter', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Peregrine falcon', kind: 'bird' },
      { name: 'Smallmouth bass', kind: 'fish' },
      { name: 'Timber rattlesnake', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'New River Gorge',
        description: 'The deepest and longest river gorge in the Appalachian Mountains.',
      },
      {
        name: 'New River',
        description: 'Despite its name, one of the oldest rivers in North America, and it flows north.',
      },
      {
        name: 'Endless Wall',
        description: 'A long line of tall sandstone cliffs along the rim of the gorge, loved by rock climbers.',
      },
      {
        name: 'Sandstone Falls',
        description: 'A wide waterfall that stretches all the way across the New River.',
      },
    ],
    trails: [
      { name: 'Endless Wall Trail', lengthMiles: 2.4, difficulty: 'moderate' },
      { name: 'Long Point Trail', lengthMiles: 3.2, difficulty: 'moderate' },
      { name: 'Grandview Rim Trail', lengthMiles: 3.2, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'The New River Gorge Bridge is 876 feet above the river and was once the longest single-span steel arch bridge in the world.',
        topic: 'record',
        young: 'The big bridge here is very high above the river.',
      },
      {
        text: 'On Bridge Day each October, the bridge closes to cars and parachutists jump from it to the river below.',
        topic: 'history',
        young: 'Once a year, people parachute off the bridge!',
      },
      {
        text: 'The New River is one of the oldest rivers on the continent, even though its name says "new."',
        topic: 'geology',
        young: 'The New River is really one of the oldest rivers.',
      },
      {
        text: 'The New River flows north, which is unusual for rivers in this part of the country.',
        topic: 'geology',
        young: 'The New River flows north.',
      },
      {
        text: 'Coal-mining towns once filled the gorge, and visitors can still explore the ruins of places like Nuttallburg and Thurmond.',
        topic: 'history',
        young: 'Coal-mining towns once filled this gorge.',
      },
      {
        text: 'New River Gorge became the 63rd national park in 2020.',
        topic: 'history',
        young: 'New River Gorge became a national park in 2020.',
      },
    ],
    scenery: ['gorge', 'river', 'forest'],
  },
  {
    id: 'shenandoah',
    name: 'Shenandoah National Park',
    states: ['VA'],
    region: 'East & Other',
    latitude: 38.53,
    longitude: -78.44,
    established: 1935,
    areaAcres: 200000,
    description:
      'Shenandoah stretches along the top of Virginia\'s Blue Ridge Mountains, where a winding road leads to overlooks with faraway views. Waterfalls splash through shady hollows, and in autumn the forests glow red, orange, and gold.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'White-tailed deer', kind: 'mammal' },
      { name: 'Shenandoah salamander', kind: 'amphibian' },
      { name: 'Wild turkey', kind: 'bird' },
      { name: 'Bobcat', kind: 'mammal' },
      { name: 'Brook trout', kind: 'fish' },
      { name: 'Barred owl', kind: 'bird' },
      { name: 'Peregrine falcon', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Old Rag Mountain',
        description: 'A rocky mountain made of granite that is about a billion years old.',
      },
      {
        name: 'Hawksbill Mountain',
        description: 'The highest peak in the park, at 4,051 feet.',
      },
      {
        name: 'Stony Man',
        description: 'A rocky summit whose cliffs look like the profile of a bearded man\'s face.',
      },
      {
        name: 'Dark Hollow Falls',
        description: 'A 70-foot waterfall that cascades over greenstone rock formed from ancient lava.',
      },
    ],
    trails: [
      { name: 'Limberlost Trail', lengthMiles: 1.3, difficulty: 'easy' },
      { name: 'Dark Hollow Falls Trail', lengthMiles: 1.4, difficulty: 'moderate' },
      { name: 'Stony Man Trail', lengthMiles: 1.6, difficulty: 'easy' },
      { name: 'Old Rag Circuit', lengthMiles: 9.4, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Skyline Drive runs 105 miles along the whole length of the park.',
        topic: 'location',
        young: 'A long road runs along the top of the park.',
      },
      {
        text: 'About 101 miles of the Appalachian Trail pass through the park.',
        topic: 'location',
        young: 'A famous long trail goes through the park.',
      },
      {
        text: 'The Shenandoah salamander lives only on a few mountains in this park and nowhere else in the world.',
        topic: 'animals',
        young: 'The Shenandoah salamander lives here and nowhere else.',
      },
      {
        text: 'President Herbert Hoover had a summer fishing camp, called Rapidan Camp, in what is now the park.',
        topic: 'people',
        young: 'A president once had a fishing camp here.',
      },
      {
        text: 'Young workers of the Civilian Conservation Corps built many of the park\'s stone walls, overlooks, and trails in the 1930s.',
        topic: 'history',
        young: 'Young workers built many stone walls and trails here.',
      },
      {
        text: 'Hundreds of families once lived on the land that became the park and had to move away when it was created.',
        topic: 'history',
        young: 'Many families had to move away when the park was made.',
      },
    ],
    scenery: ['forest', 'peaks', 'waterfall'],
  },
  {
    id: 'theodore-roosevelt',
    name: 'Theodore Roosevelt National Park',
    states: ['ND'],
    region: 'East & Other',
    latitude: 46.95,
    longitude: -103.48,
    established: 1978,
    areaAcres: 70447,
    description:
      'In the colorful badlands of North Dakota, bison and wild horses roam the hills and prairie dogs chatter in their towns. A young Theodore Roosevelt once ranched here, and his love for this land helped him protect wild places all over America.',
    animals: [
      { name: 'American bison', kind: 'mammal' },
      { name: 'Wild horse', kind: 'mammal' },
      { name: 'Black-tailed prairie dog', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Bighorn sheep', kind: 'mammal' },
      { name: 'Golden eagle', kind: 'bird' },
      { name: 'Prairie rattlesnake', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Painted Canyon',
        description: 'A wide view of badlands striped in red, tan, gray, and black layers.',
      },
      {
        name: 'Little Missouri River',
        description: 'The river that winds through all three units of the park and helped carve its badlands.',
      },
      {
        name: 'Wind Canyon',
        description: 'A small canyon where the wind has sculpted the soft sandstone into swirls and hollows.',
      },
      {
        name: 'Petrified Forest',
        description: 'An area of the South Unit where ancient tree stumps have turned to stone.',
      },
    ],
    trails: [
      { name: 'Wind Canyon Trail', lengthMiles: 0.4, difficulty: 'easy' },
      { name: 'Ridgeline Nature Trail', lengthMiles: 0.6, difficulty: 'easy' },
      { name: 'Coal Vein Trail', lengthMiles: 0.8, difficulty: 'easy' },
      { name: 'Painted Canyon Nature Trail', lengthMiles: 0.9, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Theodore Roosevelt first came to the Dakota Territory in 1883 to hunt bison and soon started cattle ranches here.',
        topic: 'history',
        young: 'Theodore Roosevelt came here as a young man and ran a ranch.',
      },
      {
        text: 'Roosevelt later said he would never have become president without his time in North Dakota.',
        topic: 'people',
        young: 'Roosevelt said this place helped make him president.',
      },
      {
        text: 'As president, Roosevelt protected about 230 million acres of public land.',
        topic: 'people',
        young: 'As president, Roosevelt protected lots and lots of land.',
      },
      {
        text: 'The park has three separate parts: the South Unit, the North Unit, and the Elkhorn Ranch Unit.',
        topic: 'location',
        young: 'The park has three separate parts.',
      },
      {
        text: 'A layer of coal underground caught fire and burned slowly from 1951 to 1977; the Coal Vein Trail shows where it happened.',
        topic: 'geology',
        young: 'An underground coal fire once burned here for years.',
      },
      {
        text: 'Bands of wild horses roam the park\'s South Unit.',
        topic: 'animals',
        young: 'Wild horses run free in this park.',
      },
    ],
    scenery: ['badlands', 'prairie', 'river'],
  },
  {
    id: 'virgin-islands',
    name: 'Virgin Islands National Park',
    states: ['VI'],
    region: 'East & Other',
    latitude: 18.34,
    longitude: -64.748,
    established: 1956,
    areaAcres: 15052,
    description:
      'Most of the island of St. John is covered by this park, with green hills, white sand beaches, and bays full of coral. Sea turtles glide through clear water, and old sugar mill ruins hide in the tropical forest.',
    animals: [
      { name: 'Green sea turtle', kind: 'reptile' },
      { name: 'Hawksbill sea turtle', kind: 'reptile' },
      { name: 'Brown pelican', kind: 'bird' },
      { name: 'Bananaquit', kind: 'bird' },
      { name: 'Parrotfish', kind: 'fish' },
      { name: 'Blue tang', kind: 'fish' },
      { name: 'Spotted eagle ray', kind: 'fish' },
      { name: 'Jamaican fruit bat', kind: 'mammal' },
    ],
    geology: [
      {
        name: 'Ram Head',
        description: 'A rocky, windswept point at the southern tip of St. John with cliffs high above the sea.',
      },
      {
        name: 'Trunk Bay',
        description: 'A bay with a white sand beach and a coral reef just offshore.',
      },
      {
        name: 'Bordeaux Mountain',
        description: 'The highest point on St. John, covered in moist forest.',
      },
      {
        name: 'Reef Bay petroglyphs',
        description: 'Ancient carvings in the rocks beside a freshwater pool, made by the Taíno people.',
      },
    ],
    trails: [
      { name: 'Cinnamon Bay Nature Loop', lengthMiles: 0.5, difficulty: 'easy' },
      { name: 'Ram Head Trail', lengthMiles: 2, difficulty: 'moderate' },
      { name: 'Reef Bay Trail', lengthMiles: 4.4, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Laurance Rockefeller gave more than 5,000 acres of land on St. John to create the park in 1956.',
        topic: 'history',
        young: 'A man named Laurance Rockefeller gave land for this park.',
      },
      {
        text: 'The park covers more than half of the island of St. John.',
        topic: 'location',
        young: 'The park covers more than half of St. John.',
      },
      {
        text: 'Trunk Bay has an underwater snorkel trail with signs on the sea floor that teach about the coral reef.',
        topic: 'animals',
        young: 'Trunk Bay has signs under the water for snorkelers!',
      },
      {
        text: 'Bats are the only mammals that are native to St. John.',
        topic: 'animals',
        young: 'Bats were the only furry animals on St. John before people came.',
      },
      {
        text: 'The Taíno people carved the petroglyphs near Reef Bay hundreds of years ago.',
        topic: 'people',
        young: 'The Taíno people carved pictures on rocks here.',
      },
      {
        text: 'In 1733, enslaved Africans on St. John rose up against slavery, and the ruins of sugar plantations like Annaberg help tell their story.',
        topic: 'history',
        young: 'In 1733, enslaved people here fought for their freedom.',
      },
    ],
    scenery: ['island', 'reef', 'coast', 'forest'],
  },
  {
    id: 'voyageurs',
    name: 'Voyageurs National Park',
    states: ['MN'],
    region: 'East & Other',
    latitude: 48.52,
    longitude: -92.95,
    established: 1975,
    areaAcres: 218222,
    description:
      'Voyageurs is a park of connected lakes and rocky islands along the border with Canada, best explored by boat or canoe. Loons call across the water, eagles nest in tall pines, and on dark nights the northern lights may dance in the sky.',
    animals: [
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Common loon', kind: 'bird' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'American beaver', kind: 'mammal' },
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'River otter', kind: 'mammal' },
      { name: 'Walleye', kind: 'fish' },
      { name: 'Northern pike', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Kabetogama Peninsula',
        description: 'A large roadless piece of land in the middle of the park, covered in forest, bogs, and small lakes.',
      },
      {
        name: 'Rainy Lake',
        description: 'A huge lake full of islands that forms part of the border between the United States and Canada.',
      },
      {
        name: 'Canadian Shield',
        description: 'Ancient bedrock, more than two billion years old, scraped bare in places by ice age glaciers.',
      },
      {
        name: 'Kettle Falls',
        description: 'A spot between two lakes where water pours over a dam and a historic hotel still welcomes boaters.',
      },
    ],
    trails: [
      { name: 'Oberholtzer Trail', lengthMiles: 1.7, difficulty: 'easy' },
      { name: 'Echo Bay Trail', lengthMiles: 2.5, difficulty: 'easy' },
      { name: 'Blind Ash Bay Trail', lengthMiles: 2.5, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'The park is named for the voyageurs, French-Canadian canoe paddlers who carried furs and trade goods through these lakes in the 1700s and 1800s.',
        topic: 'history',
        young: 'Voyageurs were canoe paddlers who carried furs long ago.',
      },
      {
        text: 'Nearly 40 percent of the park is water.',
        topic: 'location',
        young: 'Lots of this park is water.',
      },
      {
        text: 'In winter, the frozen lakes become ice roads that people can drive on when the ice is thick enough.',
        topic: 'weather',
        young: 'In winter, people drive on the frozen lakes.',
      },
      {
        text: 'Voyageurs is an International Dark Sky Park, a great place to see stars and the northern lights.',
        topic: 'record',
        young: 'On dark nights, you may see the northern lights.',
      },
      {
        text: 'Gold was found on Little American Island in 1893, starting a short-lived gold rush on Rainy Lake.',
        topic: 'history',
        young: 'Long ago, people found gold on a little island here.',
      },
      {
        text: 'At Kettle Falls, a quirk of the winding border lets you look south from the United States into Canada.',
        topic: 'location',
        young: 'At one spot, you look south to see Canada!',
      },
      {
        text: 'The Ojibwe people have lived, fished, and gathered wild rice in this lake country for generations.',
        topic: 'people',
        young: 'The Ojibwe people have gathered wild rice here for a long time.',
      },
    ],
    scenery: ['lake', 'forest', 'island'],
  },
  {
    id: 'wind-cave',
    name: 'Wind Cave National Park',
    states: ['SD'],
    region: 'East & Other',
    latitude: 43.556,
    longitude: -103.478,
    established: 1903,
    areaAcres: 33971,
    description:
      'Above ground, bison and elk graze on rolling prairie at the edge of the Black Hills. Below ground, a twisting maze of cave passages hides delicate stone honeycombs called boxwork, and wind whooshes in and out of the entrance.',
    animals: [
      { name: 'American bison', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Black-tailed prairie dog', kind: 'mammal' },
      { name: 'Black-footed ferret', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Wild turkey', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Boxwork',
        description: 'Thin blades of calcite that stick out from the cave walls and ceilings in a honeycomb pattern.',
      },
      {
        name: 'Natural Entrance',
        description: 'A small hole in the ground where air rushes in or out as the air pressure outside changes.',
      },
      {
        name: 'Rankin Ridge',
        description: 'The highest point in the park, at 5,013 feet, topped by a fire lookout tower.',
      },
    ],
    trails: [
      { name: 'Rankin Ridge Nature Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Cold Brook Canyon Trail', lengthMiles: 2.8, difficulty: 'moderate' },
      { name: 'Wind Cave Canyon Trail', lengthMiles: 3.6, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'In 1903, Wind Cave became the first cave in the world to be made a national park.',
        topic: 'record',
        young: 'Wind Cave was the first cave to be a national park.',
      },
      {
        text: 'Wind Cave holds about 95 percent of all the boxwork formations discovered in the world.',
        topic: 'record',
        young: "Most of the world's boxwork is in this cave.",
      },
      {
        text: 'Explorers have mapped more than 160 miles of passages in Wind Cave, and more are still being found.',
        topic: 'geology',
        young: 'Explorers keep finding more of this cave.',
      },
      {
        text: 'Winds at the cave\'s natural entrance have been measured at more than 70 miles per hour.',
        topic: 'weather',
        young: 'Wind at the cave door can blow very, very fast.',
      },
      {
        text: 'For the Lakota people, the cave is a sacred place connected to their story of how people and bison came onto the earth.',
        topic: 'people',
        young: 'This cave is a sacred place for the Lakota people.',
      },
      {
        text: 'In 1913, 14 bison were sent to the park from the New York Zoological Society to help bring bison back to the plains.',
        topic: 'animals',
        young: 'In 1913, bison were sent here to start a new herd.',
      },
    ],
    scenery: ['caves', 'prairie', 'forest'],
  },
]
