/** Writes a room map as SVG and PNG side by side (`…-map.svg`, `…-map.png`). */
import { writeFileSync } from 'node:fs';
import { svgToPng } from '../render/index.js';

/** Writes `svgPath` and the PNG beside it (same name, `.png`); returns both paths. */
export function writeMapFiles(svg: string, svgPath: string): { svg: string; png: string } {
  const png = svgPath.replace(/\.svg$/i, '') + '.png';
  writeFileSync(svgPath, svg);
  writeFileSync(png, svgToPng(svg));
  return { svg: svgPath, png };
}
