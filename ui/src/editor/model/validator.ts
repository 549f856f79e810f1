/**
 * The rjsf validator for the screen forms. Completeness and business rules come from @xr/rules
 * (extraErrors), so this validator only serves rjsf's schema handling; strict mode is off because
 * the model's `x-*` keywords are metadata for the editor.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';

export const formValidator = customizeValidator({
  ajvOptionsOverrides: { strict: false, validateFormats: false },
});
