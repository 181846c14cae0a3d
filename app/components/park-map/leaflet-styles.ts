import leafletStyles from 'leaflet/dist/leaflet.css'
import markerClusterStyles from 'leaflet.markercluster/dist/MarkerCluster.css'
import parkMapStyles from './park-map.css'

/** Stylesheets the park map needs; ParkMapSection renders them with itself (in the body, before the map). */
export const parkMapLinks = [
  { rel: 'stylesheet', href: leafletStyles },
  // Only the plugin's animations: the cluster icons are ours (park-map.css), not MarkerCluster.Default.css.
  { rel: 'stylesheet', href: markerClusterStyles },
  { rel: 'stylesheet', href: parkMapStyles },
]
