// /library shows the active child's stories; /library/{childId} a chosen child's. One module serves both.
export { action, default, ErrorBoundary, loader, meta } from './library.$childId'
