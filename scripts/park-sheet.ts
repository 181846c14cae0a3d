// npx tsx scripts/park-sheet.ts zion
// Everything a writer may use about one park, with the ids the adventures' tags and the quiz banks
// cite: the catalogue (animals, features, trails, facts with their ids) and the place model (areas,
// what is reachable together in a day, every place with its id, access, season, animals, plants and
// safety).
import { getPark } from '~/data/parks'
import { installParkPlaces, placesFor } from '~/data/places/park-places'
import { writerContentFromSource } from '~/providers/story-writer/content-source'

installParkPlaces(writerContentFromSource().places)
const parkId = process.argv[2]
const park = parkId ? getPark(parkId) : undefined
if (!park) {
  console.error('Usage: npx tsx scripts/park-sheet.ts <park-id>')
  process.exit(1)
}
const model = placesFor(park.id)
const out: string[] = []
out.push(`# ${park.name} (${park.id}), ${park.states.join(', ')}, established ${park.established}`)
out.push(park.description, '')
out.push(`Animals: ${park.animals.map((a) => `${a.name} (${a.kind})`).join('; ')}`)
out.push('Features:')
for (const g of park.geology) out.push(`  - ${g.name}: ${g.description}`)
out.push(`Trails: ${park.trails.map((t) => `${t.name} (${t.lengthMiles ?? 'no set length'} mi, ${t.difficulty})`).join('; ')}`, '')
out.push('Facts (tag a line that uses one with # fact: <id>):')
for (const f of park.facts) out.push(`  ${f.id} [${f.topic}]\n      ${f.text}${f.young ? `\n      young: ${f.young}` : ''}`)
if (model) {
  out.push('', `Place model: climate ${model.climate}, stories set in months ${model.months.join('-')}${model.trailless ? ', NO TRAILS (no markers, signposts or boardwalks)' : ''}`)
  for (const zone of model.zones) {
    out.push('', `Area "${zone.name}" (${zone.id}): arrive by ${zone.arrival}${zone.roadless ? ', no roads' : ''}; same day as: ${zone.links?.join(', ') || 'no other area'}; a day starts at ${zone.start}`)
    for (const p of model.places.filter((place) => place.zone === zone.id)) {
      out.push(`  ${p.id}: ${p.name} [${p.kind}; ${p.access}${p.months ? `; open months ${p.months.join('-')}` : ''}${p.booking ? `; book ahead: ${p.booking}` : ''}]`)
      if (p.accessNote) out.push(`      ${p.accessNote}`)
      out.push(`      animals: ${p.animals.join(', ') || 'none'}; plants: ${p.plants.join(', ') || 'none'}; safety: ${p.safety.join(', ') || 'none'}; habitat: ${p.habitat.join(', ')}`)
      out.push(`      ${p.scene[2]}`)
    }
  }
}
console.log(out.join('\n'))
