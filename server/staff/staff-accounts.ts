/**
 * Creating staff accounts (the command line and accepted invitations): one place that checks the
 * password rule and writes the user and its password credential through better-auth, so the hash is
 * better-auth's own (scrypt) and sign-in can verify it.
 */
import {
  passwordMaxLength,
  passwordMinLength,
  type Office,
  type StaffRole,
  type StaffUser,
} from "#contract/staff";
import type { StaffAuth } from "./auth.ts";

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  office: Office;
  password: string;
}

export class StaffAccountError extends Error {
  override name = "StaffAccountError";
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < passwordMinLength)
    return `The password must have at least ${passwordMinLength} characters.`;
  if (password.length > passwordMaxLength)
    return `The password must have at most ${passwordMaxLength} characters.`;
  return undefined;
}

export async function createStaffAccount(auth: StaffAuth, input: NewStaffAccount): Promise<StaffUser> {
  const problem = passwordProblem(input.password);
  if (problem) throw new StaffAccountError(problem);
  const context = await auth.$context;
  const email = input.email.trim().toLowerCase();
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new StaffAccountError(`A staff account for ${email} already exists.`);
  }
  const hash = await context.password.hash(input.password);
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: input.name.trim(),
      role: input.role,
      office: input.office,
      emailVerified: true,
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { id: user.id, email, name: user.name, role: input.role, office: input.office };
}
