/**
 * The limits of a family photo upload, shared by the page that prepares the picture
 * (components/story/image-resize.ts) and the server that keeps it (models/chapter-image.server.ts).
 */

/** Spec section 5: "Please select an image smaller than 5MB." */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Spec section 5: the page resizes to at most 800 px wide. */
export const UPLOAD_WIDTH = 800
/**
 * The longest side the server keeps, and so the page's height cap (ours, not the spec's: a long
 * screenshot must fit too). The server writes no pixels (decision 020), so it cannot shrink a picture.
 */
export const MAX_UPLOAD_DIMENSION = 1600
