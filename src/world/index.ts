/** Loading and checking scenes/ and skills/. */
export { findProjectRoot, scenesDir, skillsDir, displayPath } from './paths.js';
export { loadCatalogue, CATALOGUE_FILE } from './load-catalogue.js';
export { loadScene, listScenes, assertSceneName, canonicalSceneName } from './load-scene.js';
export { loadActions, loadSkills } from './load-skills.js';
export { loadTeam, listTeams, teamFile, teamsDir, isShippedTeam, DEFAULT_TEAM, type TeamReference, type TeamText } from './load-team.js';
export { loadWorld, worldFromState, type World, type WorldDirs } from './world.js';
export { sceneFromState, ithorRoomType, type SceneState } from './scene-from-state.js';
export { buildValidationContext, derivableTypes } from './validation-context.js';
export { argumentChoices, type ArgumentChoice, type TypeOfName } from './argument-choices.js';
export { describeObject, describeSceneObject } from './describe.js';
export { placePreposition, placePrepositionOfId } from './place-preposition.js';
export { parseObjectId, typeNamedById, type ObjectIdParts, type ObjectIdParse } from './object-id.js';
export { parseStepValue, type StepValue } from './step-value.js';
export { routeAround, type FloorPoint, type RouteOptions } from './floor-route.js';
export {
  OBJECT_PROPERTIES,
  catalogueSchema,
  type Catalogue,
  type ObjectTypeInfo,
  type ObjectProperty,
  type Effects,
} from './catalogue-schema.js';
export {
  ROOM_TYPES,
  STATE_PROPERTY,
  sceneSchema,
  type Scene,
  type SceneObject,
  type ObjectState,
  type StateKey,
  type RoomType,
} from './scene-schema.js';
export { ACTION_ARG_NAMES, actionsSchema, type Action, type Actions, type ActionArgName } from './actions-schema.js';
export { skillsSchema, type Skill, type Skills, type SkillStep } from './skills-schema.js';
export {
  teamFileSchema,
  teamAgent,
  DEFAULT_WALKING_SPEED,
  agentNames,
  AGENT_KINDS,
  type Team,
  type TeamAgent,
  type AgentAction,
  type AgentKind,
} from './team-schema.js';
export { skillAffordance, skillScores, missingActions, bestAgent, inability, type AgentScores } from './capability.js';
export type { ParamSpec } from './names.js';
export { EFFECT_NEEDS } from './catalogue-checks.js';
export { throwIfProblems, validateSource, type SourceProblem } from './validate-source.js';
export { parseYamlSource, readYamlSource, MAX_ALIAS_COUNT } from './yaml-source.js';
export { readJsonFile } from './json-source.js';
export { identifierSchema, typeNameSchema } from './names.js';
