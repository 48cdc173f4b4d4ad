/** Rendering figures for people: SVG to PNG. */
export { svgToPng } from './png.js';
