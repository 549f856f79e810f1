/** Types of ./first-load-files.mjs. */
export function firstLoadFiles(dist: string, screen: string): string[];
