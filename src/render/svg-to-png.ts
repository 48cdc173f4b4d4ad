/** One SVG as PNG, or an EnvironmentError saying why not (for a command asked for a PNG file). */
import { EnvironmentError } from '../errors.js';
import { pngRenderer } from './png.js';

export interface PngOptions {
  /** Zoom of the SVG's own size (default 2: sharp text on a screen and in print). */
  readonly scale?: number;
}

/** Rasterizes `svg`; a missing renderer or an SVG it cannot read is an EnvironmentError. */
export async function svgToPng(svg: string, options: PngOptions = {}): Promise<Buffer> {
  const png = await pngRenderer(options.scale ?? 2);
  if (!png.ok) throw new EnvironmentError(png.reason);
  try {
    return png.renderer.render(svg);
  } catch (cause) {
    throw new EnvironmentError(`cannot render the SVG as PNG: ${(cause as Error).message}`, { cause });
  }
}
