import { createElementObject, createLayerComponent, extendContext, type LayerProps } from '@react-leaflet/core'
import type { FeatureCollection, Geometry, Position } from 'geojson'
import L, { type LatLngBoundsExpression, type LeafletEventHandlerFnMap, type PathOptions } from 'leaflet'
// The plugin extends the `L` that leaflet puts on `window`, so it comes after leaflet; it lives only in
// this lazily loaded chunk.
import 'leaflet.markercluster'
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { GeoJSON, MapContainer, Marker, Pane, TileLayer, Tooltip, useMap } from 'react-leaflet'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { ExplorerPark, MarkerStatus } from '~/models/home.server'
import { cn } from '~/utils/cn'
import { lower48Bounds, MAP_LABEL, startingBounds, type Bounds, type MapAreaId, type MapAreaRequest } from './map-view'
import { LEGEND_ORDER, MARKER_LOOK, markerGlyphClass } from './marker-look'
import { unlockHint } from './park-search'

/** Copied from us-atlas by scripts/copy-map-data.mjs; fetched at runtime so it stays out of the JS bundle. */
export const STATE_SHAPES_URL = '/map/us-states-10m.json'

/** The visible dot; the marker around it is a 44 px tap target (see park-map.css). */
const DOT_SIZE = 30
const TAP_TARGET = 44
/**
 * Markers closer than this (in screen pixels) share a cluster, so two tap targets never overlap and a
 * child's finger always lands on the park it meant.
 */
const CLUSTER_RADIUS = 56

/**
 * Room the starting view leaves around the parks: a marker's whole tap target stays inside the map,
 * clear of the zoom buttons (top left) and the attribution (bottom right).
 */
const VIEW_PADDING = {
  paddingTopLeft: [64, 32] as L.PointTuple,
  paddingBottomRight: [32, 36] as L.PointTuple,
}

const STATE_STYLE: PathOptions = {
  fillColor: '#e8dbc2',
  fillOpacity: 1,
  color: '#ffffff',
  weight: 1.2,
  opacity: 1,
}

/** Where the jump-to buttons outside the lower 48 fly; `maxZoom` keeps the small islands from filling the map. */
const AREA_VIEWS: Record<Exclude<MapAreaId, 'lower-48'>, { bounds: LatLngBoundsExpression; maxZoom: number }> = {
  // Mainland Alaska and most of the Aleutians; the far western islands lie past -180 (see `shiftWest`).
  alaska: { bounds: [[53, -172], [71.4, -130]], maxZoom: 5 },
  hawaii: { bounds: [[18.9, -160.3], [22.3, -154.8]], maxZoom: 7 },
  'american-samoa': { bounds: [[-14.4, -170.9], [-14.2, -169.4]], maxZoom: 9 },
  'virgin-islands': { bounds: [[17.67, -65.1], [18.42, -64.55]], maxZoom: 9 },
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export interface ParkMapProps {
  parks: ExplorerPark[]
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

  // Read once: the view is the child's from then on, whatever the loader sends later.
  const [initial] = useState(() => {
    const bounds = startingBounds(parks)
    return { bounds, center: L.latLngBounds(bounds).getCenter(), lower48: lower48Bounds(parks), motion: !prefersReducedMotion() }
  })

  // A marker whose status changes keeps its place in its cluster; the cluster's colours follow.
  const clusters = useRef<L.MarkerClusterGroup>(null)
  const statusKey = parks.map((park) => park.status).join()
  const shownStatusKey = useRef(statusKey)
  useEffect(() => {
    if (statusKey === shownStatusKey.current) return
    shownStatusKey.current = statusKey
    clusters.current?.refreshClusters()
  }, [statusKey])

  return (
    // No fixed centre and zoom: StartingView fits the parks to whatever size the map turns out to be.
    <MapContainer
      center={initial.center}
      zoom={3}
      minZoom={2}
      maxZoom={18}
      scrollWheelZoom={false}
      zoomAnimation={initial.motion}
      markerZoomAnimation={initial.motion}
      fadeAnimation={initial.motion}
      worldCopyJump
      keyboard
      className={cn('park-map', className)}
    >
      <MapLabel />
      <StartingView bounds={initial.bounds} />
      <KeyboardFocusPan />
      {/* The offline base map: drawn below the tile pane (z-index 200), so tiles cover it when they load. */}
      <Pane name="park-map-states" style={{ zIndex: 150 }}>
        {states ? <GeoJSON data={states} style={STATE_STYLE} interactive={false} /> : null}
      </Pane>
      {/* A tile that fails to load only fires Leaflet's `tileerror` event; the state shapes stay visible. */}
      {tileUrl ? <TileLayer key={`${tileUrl} ${tileAttribution}`} url={tileUrl} attribution={tileAttribution} /> : null}
      <ParkClusters ref={clusters}>
        {parks.map((park) => (
          <ParkMarker key={park.id} park={park} onOpen={openPark} />
        ))}
      </ParkClusters>
      <AreaFlyer request={areaRequest ?? null} lower48={initial.lower48} />
    </MapContainer>
  )
}

const STATUS_TEXT: Record<MarkerStatus, string> = {
  badge: 'Badge earned',
  story: 'Story created',
  available: 'Ready to explore',
  locked: 'Locked',
}

const ParkMarker = memo(function ParkMarker({ park, onOpen }: { park: ExplorerPark; onOpen: (parkId: string) => void }) {
  const locked = park.status === 'locked'
  const name = locked ? `${park.name} (locked)` : park.name
  const icon = useMemo(() => createParkIcon(park.id, park.status, name), [park.id, park.status, name])
  // A new array would move the marker, and a moved marker leaves and re-joins its cluster: keep it
  // the same while the park stays where it is (the loader sends new objects on every revalidation).
  const position = useMemo<[number, number]>(() => [park.latitude, park.longitude], [park.latitude, park.longitude])
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
    <Marker position={position} icon={icon} keyboard riseOnHover autoPanOnFocus={false} eventHandlers={eventHandlers}>
      <Tooltip direction="top" className="park-tooltip">
        {locked ? (
          `${park.name}: ${unlockHint(park)}`
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

/** What a park icon stands for, so a cluster can count its parks by status. */
const parkIcons = new WeakMap<L.Icon | L.DivIcon, { parkId: string; status: MarkerStatus }>()

/**
 * A DivIcon whose element also gets `decorate`d: DivIcon has no option for attributes, so they are set
 * on the element it creates (or reuses when the icon changes). Names go here, not in Marker's `title`
 * option, which Leaflet would re-apply unchanged after a setIcon (`alt` only applies to image icons).
 */
function decoratedDivIcon(options: L.DivIconOptions, decorate: (element: HTMLElement) => void) {
  const icon = L.divIcon(options)
  const createIcon = icon.createIcon.bind(icon)
  icon.createIcon = (oldIcon) => {
    const element = createIcon(oldIcon)
    decorate(element)
    return element
  }
  return icon
}

function createParkIcon(parkId: string, status: MarkerStatus, name: string) {
  const look = MARKER_LOOK[status]
  const icon = decoratedDivIcon(
    {
      className: `park-marker park-marker--${status}`,
      html:
        `<span class="park-marker__dot ${markerGlyphClass(status)}" style="background-color:${look.color}"></span>`,
      iconSize: [TAP_TARGET, TAP_TARGET],
      iconAnchor: [TAP_TARGET / 2, TAP_TARGET / 2],
      tooltipAnchor: [0, -DOT_SIZE / 2],
    },
    (element) => {
      element.dataset.parkId = parkId
      element.dataset.status = status
      element.title = name
      element.setAttribute('aria-label', name)
      if (status === 'locked') element.setAttribute('aria-disabled', 'true')
      else element.removeAttribute('aria-disabled')
    },
  )
  parkIcons.set(icon, { parkId, status })
  return icon
}

/**
 * A cluster: the number of parks in Fredoka on sand, ringed in the colours of their markers (green for
 * ready to explore, grey for locked...), so a child sees what is inside before zooming in.
 */
function createClusterIcon(cluster: L.MarkerCluster) {
  const counts: Record<MarkerStatus, number> = { badge: 0, story: 0, available: 0, locked: 0 }
  const parkIds: string[] = []
  for (const marker of cluster.getAllChildMarkers()) {
    const park = parkIcons.get(marker.options.icon as L.DivIcon)
    if (!park) continue
    counts[park.status] += 1
    parkIds.push(park.parkId)
  }
  const count = cluster.getChildCount()
  const size = count < 10 ? TAP_TARGET : TAP_TARGET + 6
  const label = `${count} parks: zoom in`
  let from = 0
  const stops = LEGEND_ORDER.filter((status) => counts[status] > 0).map((status) => {
    const to = from + (counts[status] / count) * 100
    const stop = `${MARKER_LOOK[status].color} ${from.toFixed(2)}% ${to.toFixed(2)}%`
    from = to
    return stop
  })
  return decoratedDivIcon(
    {
      className: 'park-cluster',
      html: `<span class="park-cluster__count" aria-hidden="true">${count}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    },
    (element) => {
      element.dataset.parkIds = parkIds.join(' ')
      element.title = label
      element.setAttribute('aria-label', label)
      element.style.setProperty('--park-cluster-ring', `conic-gradient(${stops.join(', ')})`)
    },
  )
}

interface ParkClustersProps extends LayerProps {
  children?: ReactNode
}

/**
 * leaflet.markercluster as a react-leaflet layer: the markers inside add themselves to the group
 * (it is their `layerContainer`), which shows them one by one or as clusters depending on the zoom.
 */
const ParkClusters = createLayerComponent<L.MarkerClusterGroup, ParkClustersProps>(function createParkClusters(_props, context) {
  const group = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_RADIUS,
    iconCreateFunction: createClusterIcon,
    showCoverageOnHover: false,
    // Opened by openCluster instead, which keeps the outermost parks clear of the map's edges.
    zoomToBoundsOnClick: false,
    spiderfyOnMaxZoom: false,
    animate: !prefersReducedMotion(),
    spiderLegPolylineOptions: { weight: 2, color: '#5c3d24', opacity: 0.6 },
  })
  group.on('clusterclick', (event) => openCluster(context.map, (event as L.LeafletEvent & { layer: L.MarkerCluster }).layer))
  // A cluster is a button (role="button", focusable): Enter and Space open it too.
  group.on('clusterkeydown', (event) => {
    const { originalEvent, layer } = event as L.LeafletKeyboardEvent & { layer: L.MarkerCluster }
    if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return
    originalEvent.preventDefault()
    openCluster(context.map, layer)
    // The cluster's element goes away as the map zooms in: keep focus on the map, where Tab finds the parks.
    context.map.getContainer().focus({ preventScroll: true })
  })
  return createElementObject(group, extendContext(context, { layerContainer: group }))
})

/**
 * Zooms in to where the cluster's parks part (the plugin's own reckoning), keeping room for their tap
 * targets at the edges; at the deepest zoom, where no zoom would part them, fans them out instead.
 */
function openCluster(map: L.Map, cluster: L.MarkerCluster) {
  if (map.getZoom() >= map.getMaxZoom()) cluster.spiderfy()
  else cluster.zoomToBounds({ ...VIEW_PADDING, animate: !prefersReducedMotion() })
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
 * Fits the starting view once, when the map first has a size (it may start hidden behind the park
 * list on a phone), then keeps Leaflet's idea of the size true when the map is shown again or its box
 * changes. Nothing else ever sets the view: not a re-render, not new loader data, not a dialog.
 */
function StartingView({ bounds }: { bounds: Bounds }) {
  const map = useMap()
  const boundsRef = useRef(bounds)
  useLayoutEffect(() => {
    const container = map.getContainer()
    let fitted = false
    const sync = () => {
      const width = container.clientWidth
      const height = container.clientHeight
      // Hidden: keep the view as it is for when the map comes back.
      if (width === 0 || height === 0) return
      const size = map.getSize()
      if (size.x !== width || size.y !== height) map.invalidateSize({ animate: false })
      if (!fitted) {
        fitted = true
        map.fitBounds(boundsRef.current, { ...VIEW_PADDING, animate: false })
      }
    }
    sync()
    const observer = new ResizeObserver(sync)
    observer.observe(container)
    return () => observer.disconnect()
  }, [map])
  return null
}

/**
 * Leaflet pans to any marker that gets focus, which would also move the map when a closing dialog
 * hands focus back to the marker that opened it. Only a keyboard user moving focus from one place to
 * the next (Tab) needs the map to follow, so only that pans, and only as far as the marker needs.
 */
function KeyboardFocusPan() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const onFocusIn = (event: FocusEvent) => {
      const marker = event.target
      if (!(marker instanceof HTMLElement) || !marker.classList.contains('park-marker')) return
      // A dialog giving focus back has already gone (no relatedTarget); a click shows no focus ring.
      if (!event.relatedTarget || !marker.matches(':focus-visible')) return
      const box = container.getBoundingClientRect()
      const rect = marker.getBoundingClientRect()
      const margin = 8
      const dx = rect.left < box.left + margin ? rect.left - box.left - margin : rect.right > box.right - margin ? rect.right - box.right + margin : 0
      const dy = rect.top < box.top + margin ? rect.top - box.top - margin : rect.bottom > box.bottom - margin ? rect.bottom - box.bottom + margin : 0
      if (dx || dy) map.panBy([dx, dy], { animate: !prefersReducedMotion() })
    }
    container.addEventListener('focusin', onFocusIn)
    return () => container.removeEventListener('focusin', onFocusIn)
  }, [map])
  return null
}

function AreaFlyer({ request, lower48 }: { request: MapAreaRequest | null; lower48: Bounds }) {
  const map = useMap()
  useEffect(() => {
    if (!request) return
    // Hidden behind the list on a phone, the map has no size to fit anything into; the child's view stays.
    if (map.getContainer().clientWidth === 0) return
    const animate = !prefersReducedMotion()
    const area = 'area' in request ? request.area : null
    const view = 'view' in request ? request.view : area === 'lower-48' ? { bounds: lower48, maxZoom: 6 } : AREA_VIEWS[area!]
    const padding = area === 'lower-48' || area === null ? VIEW_PADDING : { padding: [16, 16] as L.PointTuple }
    const options = { ...padding, maxZoom: view.maxZoom }
    map.invalidateSize({ pan: false })
    if (animate) map.flyToBounds(view.bounds, { ...options, duration: 1.2 })
    else map.fitBounds(view.bounds, { ...options, animate: false })
    // Only a new request (a click, a search) flies: `request` changes on those alone, `lower48` never.
  }, [map, request, lower48])
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
