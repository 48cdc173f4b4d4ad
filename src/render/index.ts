/** Rendering figures: SVG to PNG, shared by the schedule's timeline and the experiments' plots. */
export { svgToPng, type PngOptions } from './svg-to-png.js';
