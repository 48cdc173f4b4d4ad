/**
 * SVG to PNG with @resvg/resvg-js (an optional dependency that ships prebuilt binaries, so
 * `npm install` gives it without a compiler or a network at run time). Without it the PNGs are
 * skipped and the reason is said once, never a failure of the experiment.
 */

/** Renders SVG documents to PNG at a scale; `reason` says why not when it cannot. */
export interface PngRenderer {
  render(svg: string): Buffer;
}

export type PngAvailability = { ok: true; renderer: PngRenderer } | { ok: false; reason: string };

interface ResvgModule {
  Resvg: new (svg: string, options: object) => { render(): { asPng(): Buffer } };
}

const cached = new Map<string, Promise<PngAvailability>>();

/**
 * Loads the renderer once; `scale` 2 gives print-quality PNGs of the 100 %-size SVGs. `module`
 * names the package (tests name a missing one to see the skip).
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
  const options = { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'zoom', value: scale }, background: 'white' };
  return {
    ok: true,
    renderer: { render: (svg) => Buffer.from(new module.Resvg(svg, options).render().asPng()) },
  };
}
