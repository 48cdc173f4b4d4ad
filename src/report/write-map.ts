/** Writes a room map as SVG and, when the renderer is installed, PNG beside it (`…-map.svg`, `…-map.png`). */
import { writeFileSync } from 'node:fs';
import { guardFs } from '../fs-errors.js';
import { pngRenderer } from '../render/index.js';

/** The person named the map's file: a folder there is their mistake (exit 2), a full disk the machine's (exit 3), said in words. */
function writeNamed(path: string, content: string | Uint8Array): void {
  guardFs(`cannot write the map ${path}`, path, () => writeFileSync(path, content), 'input');
}

/** Writes `svgPath` and the PNG beside it (same name, `.png`); `png` is null with the reason when it could not be made. */
export async function writeMapFiles(svg: string, svgPath: string): Promise<{ svg: string; png: string | null; skipped?: string }> {
  writeNamed(svgPath, svg);
  const renderer = await pngRenderer(1);
  if (!renderer.ok) return { svg: svgPath, png: null, skipped: renderer.reason };
  const png = svgPath.replace(/\.svg$/i, '') + '.png';
  writeNamed(png, renderer.renderer.render(svg));
  return { svg: svgPath, png };
}
