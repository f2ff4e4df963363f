/** A command's user-facing failure: the CLI and the /-/cli endpoint print its message alone. */
export class CliError extends Error {}

/** Where a command writes its output, one line per call. */
export type Out = (line: string) => void;
