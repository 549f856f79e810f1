/** A rule file that cannot be compiled: names the rule and the reason. */
export class RuleCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleCompileError';
  }
}

/** Input the evaluator cannot work on at all (not a JSON object, unknown profile). */
export class RulesInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesInputError';
  }
}
