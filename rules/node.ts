// Node-only entry of @xr/rules (`@xr/rules/node`): the rule families read from a directory at run
// time (XR_RULES_DIR), watched in dev, and `xr rules check`. The browser uses the main entry only.

export { checkFamilies, type Fault, formatFault } from './src/check/checkFamilies';
export { parseOfficialLevels } from './src/check/officialLevels';
export {
  familyDir,
  familyFileNames,
  loadFamilyDir,
  readFamilyDir,
  readOfficialLevels,
  watchFamilyDir,
} from './src/tools/familyDir';
export { checkFiles, runRulesCheck } from './src/tools/rulesCheck';
