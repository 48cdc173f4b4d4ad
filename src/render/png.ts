/**
 * SVG to PNG with @resvg/resvg-js (an optional dependency that ships prebuilt binaries, so
 * `npm install` gives it without a compiler or a network at run time): the experiments' figures
 * and the room map. Without it a PNG is skipped with the reason, never a failure. Fonts are the
 * system's; DejaVu Sans, the family our SVGs name first, is loaded from its file when present.
 */
import { existsSync } from 'node:fs';

/** Renders SVG documents to PNG at a scale. */
export interface PngRenderer {
  render(svg: string): Buffer;
}

/** A renderer, or why there is none (`reason` is a sentence for the person). */
export type PngAvailability = { ok: true; renderer: PngRenderer } | { ok: false; reason: string };

interface ResvgModule {
  Resvg: new (svg: string, options: object) => { render(): { asPng(): Buffer } };
}

const DEJAVU = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'];
const cached = new Map<string, Promise<PngAvailability>>();

/**
 * Loads the renderer once per scale; `scale` 2 gives print-quality PNGs of 100 %-size SVGs, 1
 * the SVG's own size. `module` names the package (tests name a missing one to see the skip).
 */
export function pngRenderer(scale = 2, module = '@resvg/resvg-js'): Promise<PngAvailability> {
  const key = `${module}@${scale}`;
  let found = cached.get(key);
  if (found === undefined) cached.set(key, (found = load(scale, module)));
  return found;
}

async function load(scale: number, name: string): Promise<PngAvailability> {
  let module: ResvgModule;
  try {
    // A variable specifier: the package is optional, and TypeScript must not require it.
    module = (await import(name)) as ResvgModule;
  } catch (error) {
    return {
      ok: false,
      reason: `PNG figures skipped: the optional package ${name} is not installed or has no build for this platform (${(error as Error).message.split('\n')[0]}); run npm install, or convert the SVGs yourself`,
    };
  }
  const fontFiles = DEJAVU.filter((file) => existsSync(file));
  const options = {
    font: { loadSystemFonts: true, fontFiles, defaultFontFamily: 'DejaVu Sans' },
    fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale },
    background: 'white',
  };
  return {
    ok: true,
    renderer: { render: (svg) => Buffer.from(new module.Resvg(svg, options).render().asPng()) },
  };
}
