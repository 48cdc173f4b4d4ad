/**
 * SVG → PNG, for figures written next to their SVG (the schedule's timeline, experiment plots).
 * Uses resvg (`@resvg/resvg-js`, prebuilt, no browser); it is loaded on first use, so commands
 * that draw nothing never load the native module. Text uses the system's fonts.
 */
import { EnvironmentError } from '../errors.js';

export interface PngOptions {
  /** Output width in pixels (default: the SVG's own width); the height follows the aspect ratio. */
  readonly width?: number;
  /** Background colour (default white: a transparent chart is unreadable in most viewers' dark mode). */
  readonly background?: string;
}

/** Rasterizes `svg`; an SVG resvg cannot read, or a missing native module, is an EnvironmentError. */
export async function svgToPng(svg: string, options: PngOptions = {}): Promise<Buffer> {
  let Resvg: typeof import('@resvg/resvg-js').Resvg;
  try {
    ({ Resvg } = await import('@resvg/resvg-js'));
  } catch (cause) {
    throw new EnvironmentError(`cannot load the PNG renderer @resvg/resvg-js (reinstall with npm install): ${(cause as Error).message}`, { cause });
  }
  try {
    const renderer = new Resvg(svg, {
      background: options.background ?? 'white',
      font: { loadSystemFonts: true },
      ...(options.width === undefined ? {} : { fitTo: { mode: 'width' as const, value: options.width } }),
    });
    return renderer.render().asPng();
  } catch (cause) {
    throw new EnvironmentError(`cannot render the SVG as PNG: ${(cause as Error).message}`, { cause });
  }
}
