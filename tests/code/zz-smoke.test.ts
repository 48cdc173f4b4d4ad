import { test } from 'vitest';
import { parseSkillCode } from '../../src/code/parse.js';
import { formatCodeErrors } from '../../src/code/errors.js';
const samples = [
`Here is the plan:

\`\`\`python
def make_breakfast():
    # SubTask 1: Fry an egg.
    OpenObject('Fridge')
    PutObject('Egg', 'Pan')  # egg
    CloseObject('Fridge')
    robot.BreakObject("Egg")

make_breakfast()
\`\`\`
Done.`,
`import os
__import__('os').system('x')
def f():
    exec('x')
    open('f')
    os.system('x')
    robot.arm.Pick('x')
    PickupObject(f'{x}')
    for x in y:
        PickupObject(x)
    x = 3
    lambda: 3
    @dec
    def g():
        pass
    PutObject(1, Egg)
    PutObject('a', obj='b')
    PutObject('a
    Foo('a') ; Bar()
f()
g()
`,
`@decorator
def f(x):
    OpenObject('a')
class A:
    def m(self):
        pass
def g():
    g()
def h():
\tOpenObject('x')
        OpenObject('y')
`,
];
test('smoke', () => {
  for (const s of samples) {
    const r = parseSkillCode(s);
    console.log(r.ok ? JSON.stringify(r.program, null, 1) : formatCodeErrors(r.errors));
  }
});
