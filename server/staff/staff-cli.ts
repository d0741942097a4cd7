/**
 * Staff accounts from the command line, on the database the server uses (DATA_DIR or DATABASE_URL):
 *
 *   npm run staff -- create-user --email EMAIL --role admin|counsellor --office OFFICE [--name NAME]
 *   npm run staff -- list-users
 *   npm run staff -- revoke-sessions --email EMAIL
 *
 * There is no default account: the first admin is created with `create-user`. The password is read
 * from STAFF_PASSWORD, else asked for at the terminal (not echoed), else read as the first line of
 * standard input.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig, type Env } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { offices, passwordMinLength, staffRoles, type Office, type StaffRole } from "#contract/staff";
import { createStaffAuth } from "./auth.ts";
import { loadStaffAuthSecret } from "./auth-secret.ts";
import { createStaffAccount, passwordProblem, StaffAccountError } from "./staff-accounts.ts";
import { createStaffRepository } from "./staff-repository.ts";

export const usage = `Usage:
  npm run staff -- create-user --email EMAIL --role admin|counsellor --office OFFICE [--name NAME]
      creates a staff account; the password comes from STAFF_PASSWORD or a prompt (at least ${passwordMinLength} characters)
  npm run staff -- list-users
      lists staff accounts
  npm run staff -- revoke-sessions --email EMAIL
      signs the person out everywhere

OFFICE is one of ${offices.join(", ")}.
The database is the server's: DATABASE_URL, else the SQLite file in DATA_DIR (default ./data).`;

export class UsageError extends Error {
  override name = "UsageError";
}

export type Command =
  | { name: "create-user"; email: string; role: StaffRole; office: Office; displayName: string }
  | { name: "list-users" }
  | { name: "revoke-sessions"; email: string }
  | { name: "help" };

function options(rest: readonly string[], allowed: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const option = rest[i] ?? "";
    const equals = option.indexOf("=");
    const [flag, inline] =
      equals > 0 ? [option.slice(0, equals), option.slice(equals + 1)] : [option, undefined];
    if (!flag.startsWith("--") || !allowed.includes(flag.slice(2)))
      throw new UsageError(`Unknown option "${option}".`);
    const value = inline ?? rest[++i];
    if (value === undefined || value === "") throw new UsageError(`${flag} needs a value.`);
    values.set(flag.slice(2), value);
  }
  return values;
}

export function parseArguments(args: readonly string[]): Command {
  const [name, ...rest] = args;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return { name: "help" };
  if (name === "list-users") {
    if (rest.length > 0) throw new UsageError("list-users takes no options.");
    return { name };
  }
  if (name === "revoke-sessions") {
    const email = options(rest, ["email"]).get("email");
    if (!email) throw new UsageError("revoke-sessions needs --email.");
    return { name, email };
  }
  if (name !== "create-user") throw new UsageError(`Unknown command "${name}".`);
  const values = options(rest, ["email", "role", "office", "name"]);
  const email = values.get("email");
  const role = values.get("role");
  const office = values.get("office");
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError("create-user needs --email with an email address.");
  if (!staffRoles.includes(role as StaffRole))
    throw new UsageError(`--role must be one of ${staffRoles.join(", ")}.`);
  if (!offices.includes(office as Office))
    throw new UsageError(`--office must be one of ${offices.join(", ")}.`);
  const displayName = values.get("name") ?? email.split("@")[0] ?? email;
  return { name, email, role: role as StaffRole, office: office as Office, displayName };
}

/** Reads a password at a terminal without echoing it, or the first line of piped standard input. */
async function promptPassword(question: string): Promise<string> {
  const interactive = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({
    input: process.stdin,
    output: interactive ? output : undefined,
    terminal: interactive,
  });
  try {
    if (interactive) process.stderr.write(question);
    muted = true;
    const answer = await new Promise<string>((resolve, reject) => {
      rl.once("line", resolve);
      rl.once("close", () =>
        reject(new UsageError("No password given (set STAFF_PASSWORD or type it at the prompt).")),
      );
    });
    if (interactive) process.stderr.write("\n");
    return answer;
  } finally {
    rl.close();
  }
}

export async function main(args: readonly string[], env: Env): Promise<number> {
  let command: Command;
  try {
    command = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === "help") {
    console.log(usage);
    return 0;
  }
  const config = loadConfig(env);
  let password: string | undefined;
  if (command.name === "create-user") {
    password = env.STAFF_PASSWORD || (await promptPassword("Password (at least 12 characters): "));
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      return 2;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const secret = await loadStaffAuthSecret(config.staffAuthSecret, config.dataDir);
    const auth = createStaffAuth(database, { secret });
    const people = createStaffRepository(database);
    if (command.name === "create-user") {
      try {
        const user = await createStaffAccount(auth, {
          email: command.email,
          name: command.displayName,
          role: command.role,
          office: command.office,
          password: password ?? "",
        });
        console.error(`Created ${user.role} ${user.email} (${user.office}) in ${database.location}.`);
        return 0;
      } catch (error) {
        if (!(error instanceof StaffAccountError)) throw error;
        console.error(error.message);
        return 1;
      }
    }
    if (command.name === "list-users") {
      for (const user of await people.list())
        console.log(`${user.email}\t${user.role}\t${user.office}\t${user.name}`);
      return 0;
    }
    const user = await people.findByEmail(command.email);
    if (!user) {
      console.error(`No staff account for ${command.email}.`);
      return 1;
    }
    await (await auth.$context).internalAdapter.deleteUserSessions(user.id);
    console.error(`Signed ${user.email} out everywhere.`);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? error.message
          : `staff: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
