/** Rendering figures for people: SVG to PNG (the experiments' figures, the room map, the schedule's timeline). */
export { pngRenderer, type PngRenderer, type PngAvailability } from './png.js';
export { svgToPng, type PngOptions } from './svg-to-png.js';
