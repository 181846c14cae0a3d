// /stats shows the active child; /stats/{childId} a chosen one. One module serves both.
export { default, ErrorBoundary, loader, meta } from './stats.$childId'
