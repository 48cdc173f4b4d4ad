/** Rendering figures for people: SVG to PNG. */
export { pngRenderer, type PngRenderer, type PngAvailability } from './png.js';
