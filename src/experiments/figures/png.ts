/** SVG to PNG for the figures: the shared renderer of render/ (the room map uses it too). */
export { pngRenderer, type PngRenderer, type PngAvailability } from '../../render/index.js';
