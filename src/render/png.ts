/**
 * SVG to PNG, for the room map and any figure a person opens outside a browser. Rendered by
 * resvg (a Rust SVG renderer shipped as an npm package with prebuilt binaries, no browser) with
 * the system's fonts; DejaVu Sans, the fallback named in our SVGs, is used when present.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const DEJAVU = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'];

/** The PNG bytes of an SVG document, at `scale` times its own size. */
export function svgToPng(svg: string, scale = 1): Buffer {
  const fontFiles = DEJAVU.filter((file) => existsSync(file));
  const renderer = new Resvg(svg, {
    background: '#ffffff',
    fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true, fontFiles, defaultFontFamily: 'DejaVu Sans' },
  });
  return renderer.render().asPng();
}
