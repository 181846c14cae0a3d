import leafletStyles from 'leaflet/dist/leaflet.css'
import markerClusterStyles from 'leaflet.markercluster/dist/MarkerCluster.css'
import { loadOnce } from '~/utils/load-once'
import parkMapStyles from './park-map.css'

/** Stylesheets the park map needs, in the order they apply: park-map.css overrides the other two. */
const parkMapStylesheets = [
  leafletStyles,
  // Only the plugin's animations: the cluster icons are ours (park-map.css), not MarkerCluster.Default.css.
  markerClusterStyles,
  parkMapStyles,
]

/**
 * Adds the map's stylesheets to the head, once, and resolves when they all apply. They load with the
 * map's chunk rather than with the page: in the page they held back its first paint, for a map that is
 * built only when the child scrolls to it. Rejects if one cannot load, so the map shows its error.
 */
export function loadParkMapStyles(): Promise<void> {
  return Promise.all(stylesheets.map((stylesheet) => stylesheet.load())).then(() => undefined)
}

// Each added once; one that fails leaves the page, and the next load adds it again.
const stylesheets = parkMapStylesheets.map((href) => loadOnce(() => addStylesheet(href)))

function addStylesheet(href: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => {
      link.remove()
      reject(new Error(`The map's stylesheet ${href} did not load`))
    })
    document.head.appendChild(link)
  })
}
