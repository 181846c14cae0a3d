import leafletStyles from 'leaflet/dist/leaflet.css'
import parkMapStyles from './park-map.css'

/** Stylesheets the park map needs; pages that render ParkMapSection add these to their `links`. */
export const parkMapLinks = [
  { rel: 'stylesheet', href: leafletStyles },
  { rel: 'stylesheet', href: parkMapStyles },
]
