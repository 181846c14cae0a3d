import type { Feature, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import statesTopology from 'us-atlas/states-10m.json'

/** USPS code to the FIPS code us-atlas uses as the feature id. */
const FIPS: Record<string, string> = {
  AL: '01', AK: '02', AZ: '04', AR: '05', CA: '06', CO: '08', CT: '09', DE: '10', DC: '11', FL: '12', GA: '13',
  HI: '15', ID: '16', IL: '17', IN: '18', IA: '19', KS: '20', KY: '21', LA: '22', ME: '23', MD: '24', MA: '25',
  MI: '26', MN: '27', MS: '28', MO: '29', MT: '30', NE: '31', NV: '32', NH: '33', NJ: '34', NM: '35', NY: '36',
  NC: '37', ND: '38', OH: '39', OK: '40', OR: '41', PA: '42', RI: '44', SC: '45', SD: '46', TN: '47', TX: '48',
  UT: '49', VT: '50', VA: '51', WA: '53', WV: '54', WI: '55', WY: '56', AS: '60', GU: '66', MP: '69', PR: '72',
  VI: '78',
}

const topology = statesTopology as unknown as Topology<{ states: GeometryCollection }>
const states = feature(topology, topology.objects.states).features as Feature<Polygon | MultiPolygon>[]

export const isUsState = (code: string) => code in FIPS

function inRing([x, y]: [number, number], ring: Position[]) {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]
    const [xj, yj] = ring[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function inPolygon(point: [number, number], rings: Position[][]) {
  return inRing(point, rings[0]) && !rings.slice(1).some((hole) => inRing(point, hole))
}

/** Whether a latitude/longitude lies inside a state's outline (1:10m census shapes). */
export function pointInState(code: string, latitude: number, longitude: number) {
  const shape = states.find((state) => state.id === FIPS[code])
  if (!shape) return false
  const point: [number, number] = [longitude, latitude]
  const polygons = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates
  return polygons.some((rings) => inPolygon(point, rings))
}
