/** The skill-code language: parse, validate, print and highlight (docs/CONTRACTS.md, "Skill code"). */
export { codeError, formatCodeErrors, sortErrors, type CodeError, type CodeErrorCode } from './errors.js';
export { extractCode, type ExtractedCode } from './extract.js';
export { highlightCode, HIGHLIGHT_STYLES, ANSI_RESET, type HighlightOptions, type HighlightRole } from './highlight.js';
export { parseSkillCode, type ParseOptions } from './parse.js';
export { printProgram, printSkillCall, quoteString } from './print.js';
export {
  AGENTS,
  entryFunctions,
  flattenSteps,
  type Agent,
  type Comment,
  type FunctionCall,
  type FunctionDef,
  type ParseResult,
  type Pass,
  type Program,
  type SkillCall,
  type Statement,
  type TopLevelCall,
} from './program.js';
export { closestNames, editDistance, orList } from './suggest.js';
export { tokenize, type TokenizeResult } from './tokenize.js';
export { KEYWORDS, type Token, type TokenKind } from './tokens.js';
export { isForbiddenName } from './forbidden.js';
export { unusableCode } from './usable.js';
export { signature, validateProgram, type SkillParam, type ValidationContext } from './validate.js';
