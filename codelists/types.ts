/** One code with its German and English label. */
export interface CodelistEntry {
  code: string;
  de: string;
  en: string;
}

/** A code list file of lists/: the entries plus where they come from. */
export interface CodelistFile {
  name: string;
  title: string;
  source: string;
  version: string;
  note?: string;
  entries: CodelistEntry[];
}

export type Locale = 'de' | 'en';

/** A choice for a select: `value` is the code, `label` the text in the chosen language. */
export interface CodelistOption {
  value: string;
  label: string;
}
