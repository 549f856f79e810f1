// Public entry of @xr/rules (CONTRACTS.md): evaluator, checks, calculations, normalisations.

export { documentBaseAmount, lineBaseAmount } from './src/calc/allowanceBase';
export { calculate, calculateLine, calculateTotals, calculateVatBreakdown } from './src/calc/calculate';
export { vatKey, vatUses } from './src/calc/vat';
export { compileExpression, operators } from './src/compile';
export { Dec, roundHalfUp, toDec } from './src/decimal';
export { createEngine, type Engine } from './src/engine';
export { RuleCompileError, RulesInputError } from './src/errors';
export {
  defaultEngine,
  evaluate,
  evaluateMasterData,
  families,
  isValid,
  ruleLoadErrors,
  ruleMessages,
  setCodeLookup,
  useFamilies,
} from './src/evaluate';
export {
  explainRule,
  type NodeExplanation,
  type RuleExplanation,
  type VariantExplanation,
} from './src/explain/explain';
export type { Step } from './src/explain/trace';
export { explanationLines, showValue, stepText } from './src/explain/words';
export { lettersToDigits, mod97 } from './src/functions/iban';
export { IBAN_LENGTHS } from './src/functions/ibanLengths';
export { date, email, iban, isLeitwegForm, leitwegId, phone, vatIdPrefix } from './src/functions/index';
export * from './src/normalise/index';
export {
  BASE_PROFILE,
  EN16931_ID,
  isProfile,
  PROFILES,
  profileForSpecification,
  type SpecificationProfile,
} from './src/profiles';
export { EDITOR_SCREENS, type EditorScreen, findingsByScreen, screenOf, screenValidity } from './src/screens';
export { type Specification, specificationOf } from './src/specifications';
export type {
  BaseProfile,
  EvaluateOptions,
  Family,
  Finding,
  ParamValue,
  Profile,
  Rule,
  Severity,
  Syntax,
} from './src/types';
export { UNPARSED_RULES, unparsedInput, unparsedOf } from './src/unparsed';
export { EMPTY_TEXTS, markPresent, PRESENT } from './src/values';
export {
  documentTitle,
  formatDate,
  type InvoiceDocument,
  invoiceDocument,
  labelsFor,
  type VisualBlock,
  type VisualField,
  type VisualLine,
  type VisualLocale,
  type VisualTable,
  visualLabels,
} from './src/visual/index';
