/** A real Ray cluster on this machine for a test: see scripts/ray-local.mjs (shared with bench/ray.mjs). */
export { rayAvailability, startLocalRayCluster, type LocalRayCluster, type RayNode } from '../../scripts/ray-local.mjs';
