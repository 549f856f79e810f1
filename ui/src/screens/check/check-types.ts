/** What the page and its worker (check.worker.ts) say to each other. */
export interface CheckRequest {
  id: number;
  /** The file's bytes (XML; a PDF's embedded XML is taken out before). */
  bytes: ArrayBuffer;
}

export interface CheckFinding {
  ruleId: string;
  severity: string;
  /** Where in the invoice (a JSON pointer of the model), or empty. */
  pointer: string;
  /** The validator's own words (an XML Schema message, the BT), shown small under the text. */
  detail: string;
  de: string;
  en: string;
}

export interface CheckAnswer {
  id: number;
  valid: boolean;
  /** The profile BT-24 names (`xrechnung`, `en16931`, …), or undefined when it names none. */
  profile?: string;
  findings: CheckFinding[];
  /** The invoice as read (the JSON model) for the preview; undefined when it cannot be read. */
  invoice?: unknown;
  /** How long the check took in the worker (ms). */
  ms: number;
  error?: string;
}
