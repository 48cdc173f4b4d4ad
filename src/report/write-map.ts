/** Writes a room map as SVG and, when the renderer is installed, PNG beside it (`…-map.svg`, `…-map.png`). */
import { writeFileSync } from 'node:fs';
import { pngRenderer } from '../render/index.js';

/** Writes `svgPath` and the PNG beside it (same name, `.png`); `png` is null with the reason when it could not be made. */
export async function writeMapFiles(svg: string, svgPath: string): Promise<{ svg: string; png: string | null; skipped?: string }> {
  writeFileSync(svgPath, svg);
  const renderer = await pngRenderer(1);
  if (!renderer.ok) return { svg: svgPath, png: null, skipped: renderer.reason };
  const png = svgPath.replace(/\.svg$/i, '') + '.png';
  writeFileSync(png, renderer.renderer.render(svg));
  return { svg: svgPath, png };
}
