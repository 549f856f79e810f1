/**
 * Walks one expression of a rule as the evaluator reads it (rules/LANGUAGE.md): names an unknown
 * operator or an object with more than one key at its JSON pointer, and checks every path operand
 * against the model's schema, relative to the node it runs at (the context, or a list item).
 */
import { operators } from '../compile';
import { PATH_OPERANDS, PER_ITEM } from '../operand-kinds';
import { follow, itemsOf, type Place } from './modelPaths';

export interface ExprFault {
  pointer: string;
  message: string;
}

const esc = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

export class ExpressionWalker {
  readonly faults: ExprFault[] = [];
  constructor(private readonly schema: Record<string, unknown> | null) {}

  private path(text: string, place: Place | null, pointer: string): Place | null {
    if (!this.schema || !place) return null;
    const to = follow(this.schema, place, text);
    if (!to) this.faults.push({ pointer, message: `path "${text}" is not in the model schema` });
    return to;
  }

  walk(expr: unknown, pointer: string, place: Place | null): void {
    if (expr === null || typeof expr !== 'object') return;
    if (Array.isArray(expr)) {
      expr.forEach((e, i) => {
        this.walk(e, `${pointer}/${i}`, place);
      });
      return;
    }
    const keys = Object.keys(expr);
    if (keys.length !== 1) {
      this.faults.push({
        pointer,
        message: `an expression has exactly one operator, this object has ${keys.length} keys (${keys.join(', ')})`,
      });
      return;
    }
    const op = keys[0];
    const at = `${pointer}/${esc(op)}`;
    if (!Object.hasOwn(operators, op)) {
      this.faults.push({ pointer: at, message: `unknown operator "${op}" (see rules/LANGUAGE.md)` });
      return;
    }
    const args = (expr as Record<string, unknown>)[op];
    const list = Array.isArray(args) ? args : [args];
    const argAt = (i: number) => (Array.isArray(args) ? `${at}/${i}` : at);
    if (op === 'let') {
      const [bindings, body] = list;
      if (bindings && typeof bindings === 'object' && !Array.isArray(bindings))
        for (const [name, e] of Object.entries(bindings)) this.walk(e, `${at}/0/${esc(name)}`, place);
      this.walk(body, `${at}/1`, place);
      return;
    }
    if (op === '$' || op === 'today' || op === 'key') return;
    if (PER_ITEM.has(op)) {
      const [source, body] = list;
      let items: Place | null = null;
      if (typeof source === 'string') {
        const to = this.path(source, place, argAt(0));
        items = to && this.schema ? itemsOf(this.schema, to) : null;
      } else this.walk(source, argAt(0), place);
      this.walk(body, argAt(1), items);
      return;
    }
    if (op === 'matches') {
      const pattern = list[1];
      if (typeof pattern === 'string')
        try {
          new RegExp(pattern);
        } catch (e) {
          this.faults.push({
            pointer: argAt(1),
            message: `not a valid regular expression: ${(e as Error).message}`,
          });
        }
      this.walk(list[0], argAt(0), place);
      return;
    }
    if (op === 'codelist' || op === 'in') {
      this.walk(list[0], argAt(0), place);
      if (op === 'in') this.walk(list[1], argAt(1), place);
      return;
    }
    const paths = PATH_OPERANDS.has(op);
    list.forEach((e, i) => {
      // `var`'s second operand is a default value, not a path
      if (paths && typeof e === 'string' && !(op === 'var' && i > 0)) this.path(e, place, argAt(i));
      else this.walk(e, argAt(i), place);
    });
  }
}
