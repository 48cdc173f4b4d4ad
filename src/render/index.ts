/** Rendering figures: SVG to PNG (resvg), shared by the experiments' figures and the schedule's timeline. */
export { pngRenderer, type PngAvailability, type PngRenderer } from './png.js';
export { svgToPng, type PngOptions } from './svg-to-png.js';
