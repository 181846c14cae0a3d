import type { FeatureCollection, Geometry, Position } from 'geojson'
import L, { type LatLngBoundsExpression, type LeafletEventHandlerFnMap, type PathOptions } from 'leaflet'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { GeoJSON, MapContainer, Marker, Pane, TileLayer, Tooltip, useMap } from 'react-leaflet'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { cn } from '~/utils/cn'
import { MAP_LABEL, MARKER_LOOK, type MapAreaId, type MapAreaRequest } from './park-map-section'
import type { MapPark, MarkerStatus } from './types'

/** Copied from us-atlas by scripts/copy-map-data.mjs; fetched at runtime so it stays out of the JS bundle. */
export const STATE_SHAPES_URL = '/map/us-states-10m.json'

const USA_CENTER: [number, number] = [39.8283, -98.5795]
const USA_ZOOM = 4
const MARKER_SIZE = 30

const STATE_STYLE: PathOptions = {
  fillColor: '#e8dbc2',
  fillOpacity: 1,
  color: '#ffffff',
  weight: 1.2,
  opacity: 1,
}

/** Below this map width, the starting view zooms out one level to keep both coasts in view. */
const NARROW_MAP_PX = 640
const LOWER_48_MID_LONGITUDE = -95.85

/**
 * Where each jump-to button flies; `maxZoom` keeps the small islands from filling the whole map. The
 * lower 48 go back to the starting view instead (see `usaView`).
 */
const AREA_VIEWS: Record<Exclude<MapAreaId, 'lower-48'>, { bounds: LatLngBoundsExpression; maxZoom: number }> = {
  // Mainland Alaska and most of the Aleutians; the far western islands lie past -180 (see `shiftWest`).
  alaska: { bounds: [[53, -172], [71.4, -130]], maxZoom: 5 },
  hawaii: { bounds: [[18.9, -160.3], [22.3, -154.8]], maxZoom: 7 },
  'american-samoa': { bounds: [[-14.4, -170.9], [-14.2, -169.4]], maxZoom: 9 },
  'virgin-islands': { bounds: [[17.67, -65.1], [18.42, -64.55]], maxZoom: 9 },
}

export interface ParkMapProps {
  parks: MapPark[]
  onOpenPark: (parkId: string) => void
  tileUrl: string
  tileAttribution: string
  className?: string
  /** Set by the jump-to buttons of ParkMapSection. */
  areaRequest?: MapAreaRequest | null
}

export function ParkMap({ parks, onOpenPark, tileUrl, tileAttribution, className, areaRequest }: ParkMapProps) {
  const states = useStateShapes()
  const onOpenParkRef = useRef(onOpenPark)
  useEffect(() => {
    onOpenParkRef.current = onOpenPark
  })
  const openPark = useCallback((parkId: string) => onOpenParkRef.current(parkId), [])

  return (
    <MapContainer
      center={USA_CENTER}
      zoom={USA_ZOOM}
      minZoom={2}
      maxZoom={18}
      scrollWheelZoom={false}
      worldCopyJump
      keyboard
      className={cn('park-map', className)}
    >
      <MapLabel />
      <NarrowMapView />
      {/* The offline base map: drawn below the tile pane (z-index 200), so tiles cover it when they load. */}
      <Pane name="park-map-states" style={{ zIndex: 150 }}>
        {states ? <GeoJSON data={states} style={STATE_STYLE} interactive={false} /> : null}
      </Pane>
      {/* A tile that fails to load only fires Leaflet's `tileerror` event; the state shapes stay visible. */}
      {tileUrl ? <TileLayer key={`${tileUrl} ${tileAttribution}`} url={tileUrl} attribution={tileAttribution} /> : null}
      {parks.map((park) => (
        <ParkMarker key={park.id} park={park} onOpen={openPark} />
      ))}
      <AreaFlyer request={areaRequest ?? null} />
    </MapContainer>
  )
}

const STATUS_TEXT: Record<MarkerStatus, string> = {
  badge: 'Badge earned',
  story: 'Story created',
  available: 'Ready to explore',
  locked: 'Locked',
}

const ParkMarker = memo(function ParkMarker({ park, onOpen }: { park: MapPark; onOpen: (parkId: string) => void }) {
  const locked = park.status === 'locked'
  const name = locked ? `${park.name} (locked)` : park.name
  const icon = useMemo(() => createParkIcon(park.id, park.status, name), [park.id, park.status, name])
  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => {
        if (!locked) onOpen(park.id)
      },
      // Leaflet makes the marker focusable (role="button"); Enter and Space activate it like a button.
      keydown: (event) => {
        const key = event.originalEvent.key
        if (key !== 'Enter' && key !== ' ') return
        event.originalEvent.preventDefault()
        if (!locked) onOpen(park.id)
      },
    }),
    [locked, onOpen, park.id],
  )

  return (
    <Marker
      position={[park.latitude, park.longitude]}
      icon={icon}
      keyboard
      riseOnHover
      eventHandlers={eventHandlers}
    >
      <Tooltip direction="top" className="park-tooltip">
        {locked ? (
          `${park.name}: unlock the ${park.region} region to explore`
        ) : (
          <>
            <strong className="park-tooltip__name">{park.name}</strong>
            <span className="park-tooltip__status">{STATUS_TEXT[park.status]}</span>
          </>
        )}
      </Tooltip>
    </Marker>
  )
})

function createParkIcon(parkId: string, status: MarkerStatus, name: string) {
  const look = MARKER_LOOK[status]
  const icon = L.divIcon({
    className: `park-marker park-marker--${status}`,
    html: `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">${look.glyph}</svg>`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    tooltipAnchor: [0, -MARKER_SIZE / 2],
  })
  // DivIcon has no option for attributes, so they are set on the element it creates (or reuses when the
  // status changes). The name goes here too, not in Marker's `title` option, which Leaflet would re-apply
  // unchanged after a setIcon (`alt` only applies to image icons).
  const createIcon = icon.createIcon.bind(icon)
  icon.createIcon = (oldIcon) => {
    const element = createIcon(oldIcon)
    element.dataset.parkId = parkId
    element.dataset.status = status
    element.title = name
    element.setAttribute('aria-label', name)
    if (status === 'locked') element.setAttribute('aria-disabled', 'true')
    else element.removeAttribute('aria-disabled')
    element.style.backgroundColor = look.color
    return element
  }
  return icon
}

/** MapContainer passes unknown props to Leaflet, not to the DOM, so the label is set on the container here. */
function MapLabel() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', MAP_LABEL)
  }, [map])
  return null
}

/**
 * The starting view: the centre of the USA at USA_ZOOM or, on a phone-sized map, one level out and
 * centred between the two coasts, so Olympic and Acadia both stay in sight.
 */
function usaView(map: L.Map): { center: [number, number]; zoom: number } {
  if (map.getSize().x >= NARROW_MAP_PX) return { center: USA_CENTER, zoom: USA_ZOOM }
  return { center: [USA_CENTER[0], LOWER_48_MID_LONGITUDE], zoom: USA_ZOOM - 1 }
}

function NarrowMapView() {
  const map = useMap()
  useEffect(() => {
    const view = usaView(map)
    if (view.zoom !== USA_ZOOM) map.setView(view.center, view.zoom, { animate: false })
  }, [map])
  return null
}

function AreaFlyer({ request }: { request: MapAreaRequest | null }) {
  const map = useMap()
  useEffect(() => {
    if (!request) return
    const animate = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (request.area === 'lower-48') {
      const { center, zoom } = usaView(map)
      if (animate) map.flyTo(center, zoom, { duration: 1.2 })
      else map.setView(center, zoom, { animate: false })
      return
    }
    const view = AREA_VIEWS[request.area]
    const options = { padding: [16, 16] as [number, number], maxZoom: view.maxZoom }
    if (animate) map.flyToBounds(view.bounds, { ...options, duration: 1.2 })
    else map.fitBounds(view.bounds, { ...options, animate: false })
  }, [map, request])
  return null
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>

let stateShapes: Promise<FeatureCollection> | null = null

function loadStateShapes() {
  stateShapes ??= fetch(STATE_SHAPES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`State shapes: HTTP ${response.status}`)
      return response.json() as Promise<StatesTopology>
    })
    .then((topology) => {
      const collection = feature(topology, topology.objects.states)
      return {
        ...collection,
        features: collection.features.map((state) => ({ ...state, geometry: shiftWest(state.geometry) })),
      }
    })
    .catch((error: unknown) => {
      stateShapes = null // let a later mount try again
      throw error
    })
  return stateShapes
}

/** The state shapes, or null while they load or if they cannot be fetched (the tiles still work). */
function useStateShapes() {
  const [states, setStates] = useState<FeatureCollection | null>(null)
  useEffect(() => {
    let active = true
    loadStateShapes().then(
      (collection) => {
        if (active) setStates(collection)
      },
      (error: unknown) => {
        console.warn('Park map: could not load the state shapes', error)
      },
    )
    return () => {
      active = false
    }
  }, [])
  return states
}

/**
 * Moves eastern-hemisphere points (the western Aleutians, Guam, the Northern Marianas) 360 degrees west, so
 * they sit beside Alaska and Hawaii instead of at the far edge of the map.
 */
function shiftWest(geometry: Geometry): Geometry {
  const west = (position: Position): Position => (position[0] > 0 ? [position[0] - 360, position[1]] : position)
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(west)) }
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(west))) }
    default:
      return geometry
  }
}
