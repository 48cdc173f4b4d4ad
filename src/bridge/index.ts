/** The bridge client side: protocol schemas, WebSocket client, process launcher. */
export * from './protocol.js';
export * from './error-codes.js';
export { BridgeClient, type ConnectOptions } from './client.js';
export { BridgeProtocolError } from './errors.js';
export { launchBridge, renderArgs, timingArgs, type LaunchOptions, type RenderOptions, type BridgeProcess, type BridgeExit } from './launcher.js';
export { connectBridge, type ConnectBridgeOptions, type BridgeConnection } from './connect.js';
export { resolvePython, venvPython, type PythonInterpreter } from './python.js';
export { runBridgeForeground, type ForegroundOptions } from './foreground.js';
export { runBridgeReplicas, type ReplicaOptions } from './replicas.js';
export { runRayReplicas, rayServeArgs, type RayReplicaOptions } from './ray-serve.js';
export { watchRayRegistry, DEFAULT_RAY_REGISTRY, type RayWatch, type RayWatchOptions } from './ray-watch.js';
export { registryChanges, RaySnapshotSchema, type KnownReplica, type RayReplica, type RayReplicaChange, type RaySnapshot } from './ray-registry.js';
export { StateResultSchema } from './protocol.js';
export { OBJECT_STATE_FLAGS, type AgentState, type ObjectState, type ObjectStateFlag, type StateResult, type StepParams, type StepResult } from './protocol.js';
export { checkBridgeUrl, redactBridgeSecrets, shownBridgeUrl } from './url.js';
export { CONTRACT_DIR, contractConstants, contractFiles } from './contract.js';
