/**
 * One step of live validation as a pure function: the dates and bases that follow others (date of
 * supply, due date, percentage bases), then the calculation merged into what the user typed
 * (`reconcile`). The result is what the screen shows and what the rules judge.
 */
import { followAllowanceBase } from '../behaviours/allowanceBase';
import { followDueDate } from '../behaviours/dueDate';
import { followServiceDate } from '../behaviours/serviceDate';
import { calculate } from '../model/rulesApi';
import { reconcile } from './reconcile';
import type { Json } from './types';

export function settle(before: Json, invoice: Json): Json {
  const followed = followDueDate(before, followServiceDate(before, invoice));
  // percentage allowances and charges take their base from the calculated lines
  return reconcile(invoice, calculate(followAllowanceBase(before, calculate(followed))));
}
