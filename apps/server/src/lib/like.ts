/** Escapes LIKE wildcards so user input matches literally, then wraps it as a substring. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
