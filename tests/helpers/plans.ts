/** Skill-code files for the TestKitchen fixture scene. */

/** Succeeds: slices the apple with the knife from the drawer and serves it. */
export const SALAD_PLAN = `# Serve a sliced apple.
def slice_an_apple():
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    PutObject('AppleSliced', 'Plate')
    CloseObject('Drawer')

slice_an_apple()
`;

/** Succeeds too, by other steps than SALAD_PLAN (the drawer is closed before serving): a distinct program. */
export const SALAD_PLAN_CLOSING_FIRST = `def slice_an_apple():
    OpenObject('Drawer')
    SliceObject('Apple', 'Knife')
    CloseObject('Drawer')
    PutObject('AppleSliced', 'Plate')

slice_an_apple()
`;

/** Fails at line 3: the egg is in the closed fridge. */
export const EGG_PLAN = `def fry_egg():
    # The fridge is never opened.
    PutObject('Egg', 'Pan')
    SwitchOn('StoveKnob')

fry_egg()
`;

/** Invalid at line 3, column 5: an assignment. */
export const INVALID_PLAN = `def f():
    OpenObject('Fridge')
    x = 1
`;

/** The goal SALAD_PLAN meets, as a goal file (docs/goals.md) for `execute --goal`. */
export const SALAD_GOAL = `- name: apple served
  all:
    - exists: { type: AppleSliced, in: Plate }
`;
