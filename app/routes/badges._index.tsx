// /badges shows the active child; /badges/{childId} a chosen one. One module serves both.
export { default, ErrorBoundary, loader, meta } from './badges.$childId'
