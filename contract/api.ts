/**
 * What every API route answers when it cannot do what was asked, shared by the server, the browser and
 * the tests: one body shape, `{ message, fieldErrors? }`, and one way to turn schema errors into it.
 * Without zod, so the browser can import it up front.
 */

/** Body of every error answer of the API (4xx and 5xx). */
export interface ApiError<Field extends string = string> {
  /** One sentence a visitor can read. */
  message: string;
  /** Per-field messages when a request body failed its schema. */
  fieldErrors?: Partial<Record<Field, string>>;
}

/** Answers the API gives outside any one feature. */
export const apiMessages = {
  invalid: "Please correct the highlighted fields.",
  notAnObject: "The request body must be an object of named fields.",
  unknownField: (names: string) => `Unknown field: ${names}.`,
  invalidValue: (path: string) => `Invalid value for ${path}.`,
  crossSite: "This request came from another website, so it was refused. Please use the form on our site.",
  methodNotAllowed: (allowed: string) => `This address accepts only ${allowed}.`,
  compressedBody: "Compressed request bodies are not accepted.",
  incompleteBody: "The request body ended before its declared length.",
  timeout: "The request took too long to arrive.",
  pathTooLong: "This address is too long.",
  unavailable: "The service is busy. Please try again in a few seconds.",
  headersTooLarge: "The request's address or headers are too large.",
} as const;

/** One schema issue as Fastify's validator reports it (a JSON pointer to the value, and a message). */
export interface SchemaIssue {
  instancePath: string;
  message?: string | undefined;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** One problem with a request body: a named field's, or one about the body as a whole. */
export interface Problem<Field extends string = string> {
  field?: Field;
  message: string;
}

export interface ProblemOptions<Field extends string = string> {
  /**
   * The body's top-level fields that get their own message, in the order to list them; without it every
   * top-level name does, in the order of the issues.
   */
  fields?: readonly Field[];
  /** Says that the body is not an object (default `apiMessages.notAnObject`). */
  notAnObject?: string;
}

/** Unknown field names, shortened; whoever shows them escapes them. */
function unknownKeys(params: Record<string, unknown> | undefined): string {
  const keys = Array.isArray(params?.keys) ? params.keys.map(String) : [];
  const shown = keys.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
  return shown.join(", ") + (keys.length > 5 ? ", …" : "");
}

/**
 * The problems of a rejected body: one per named field at most, in field order, then the others (unknown
 * fields, a body that is not an object, a bad value inside a nested object).
 */
export function problemsOf<Field extends string>(
  issues: readonly SchemaIssue[],
  options: ProblemOptions<Field> = {},
): Problem<Field>[] {
  const known = options.fields as readonly string[] | undefined;
  const isField = (name: string | undefined): name is Field =>
    name !== undefined && (known === undefined || known.includes(name));
  const byField = new Map<Field, string>();
  const others: string[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split("/").filter(Boolean);
    const top = path[0];
    if (path.length === 1 && isField(top)) {
      if (!byField.has(top)) byField.set(top, issue.message ?? apiMessages.invalid);
    } else if (path.length === 0 && issue.keyword === "unrecognized_keys") {
      others.push(apiMessages.unknownField(unknownKeys(issue.params)));
    } else if (path.length === 0) {
      others.push(options.notAnObject ?? apiMessages.notAnObject);
    } else {
      others.push(apiMessages.invalidValue(path.join(".").slice(0, 80)));
    }
  }
  const fieldProblems: Problem<Field>[] = (options.fields ?? [...byField.keys()])
    .filter((field) => byField.has(field))
    .map((field) => ({ field, message: byField.get(field) ?? apiMessages.invalid }));
  return [...fieldProblems, ...[...new Set(others)].map((message) => ({ message }))];
}

/**
 * The JSON body of a 400: per-field messages, and a message naming anything that is not a field;
 * `invalid` is the message when every problem is a field's (default `apiMessages.invalid`).
 */
export function errorBodyOf<Field extends string>(
  problems: readonly Problem<Field>[],
  invalid: string = apiMessages.invalid,
): ApiError<Field> {
  const fieldErrors: Partial<Record<Field, string>> = {};
  const general: string[] = [];
  for (const problem of problems) {
    if (problem.field) fieldErrors[problem.field] = problem.message;
    else general.push(problem.message);
  }
  const message = general.length > 0 ? general.join(" ") : invalid;
  return Object.keys(fieldErrors).length > 0 ? { message, fieldErrors } : { message };
}
