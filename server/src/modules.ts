/**
 * The rules and the XML part as the routes use them: imported on first use, so the server starts
 * (and the account calls answer) without loading SaxonJS and the rule families.
 */
export const loadRules = () => import('@xr/rules');
export const loadXml = () => import('./xml/index');
