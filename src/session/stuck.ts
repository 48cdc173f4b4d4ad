/** The words of a round that ends because the model keeps giving back a program already tried. */

/** Why a round ends without code when the model gives back tried version `version` even when told so. */
export function stuckReason(version: number): string {
  return `the planner is stuck: asked for a different program, it gave back version ${version} again, which was already tried`;
}
