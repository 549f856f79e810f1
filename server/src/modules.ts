/**
 * The rules and the XML part as the routes use them: imported on first use, so the server starts
 * (and the account calls answer) without loading SaxonJS and the rule families. The promise is
 * kept: a second `import()` would ask the module loader again (under tsx, a message to its thread
 * on every call — half a millisecond a request).
 */
let rules: Promise<typeof import('@xr/rules')> | undefined;
let xml: Promise<typeof import('@xr/xml')> | undefined;

export const loadRules = () => {
  rules ??= import('@xr/rules');
  return rules;
};
export const loadXml = () => {
  xml ??= import('@xr/xml');
  return xml;
};
