/**
 * The invitation link's page (`/staff/invitation#TOKEN`): the token is read from the fragment, which
 * the browser sends to no server; the person sees whom the invitation is for, chooses a password and
 * is signed in.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { Spinner } from "~/components/spinner";
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  passwordMinLength,
  staffTexts,
  type InvitationFor,
  type SignedIn,
} from "#contract/staff";
import { api } from "../api";
import { ErrorMessage } from "../components/error-message";
import { Loading } from "../components/loading";
import { meKey } from "../session";

const passwordForm = z
  .object({ password: acceptInvitationSchema.shape.password, repeat: z.string() })
  .refine((value) => value.password === value.repeat, {
    message: "The two passwords are not the same.",
    path: ["repeat"],
  });
type PasswordForm = z.infer<typeof passwordForm>;

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-ink focus:border-brand-600";

export default function InvitationPage() {
  const [token] = useState(() => window.location.hash.slice(1));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>();
  const passwordError = useId();
  const passwordHint = useId();
  const repeatError = useId();

  useEffect(() => {
    document.title = "Accept invitation · Staff console";
  }, []);

  const invitation = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => {
      if (!invitationTokenSchema.safeParse({ token }).success) throw new Error(staffTexts.invitationInvalid);
      return api<InvitationFor>("/invitations/lookup", { method: "POST", body: { token } });
    },
    retry: false,
    staleTime: Infinity,
  });

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: "", repeat: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const me = await api<SignedIn>("/invitations/accept", { method: "POST", body: { token, password } });
      queryClient.setQueryData(meKey, me);
      await navigate("/", { replace: true });
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface-muted px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Accept invitation</h1>
        {invitation.isPending ? (
          <Loading />
        ) : invitation.isError ? (
          <div className="mt-4">
            <ErrorMessage error={invitation.error} />
          </div>
        ) : (
          <>
            <p className="mt-3 text-sm text-ink-muted">
              Welcome, {invitation.data.name}. Choose a password for{" "}
              <span className="font-medium break-words text-ink">{invitation.data.email}</span>.
            </p>
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
              {/* Lets a password manager store the new password under the right account. */}
              <input type="hidden" autoComplete="username" value={invitation.data.email} readOnly />
              <div>
                <label htmlFor="new-password" className="block text-sm font-medium text-ink">
                  New password
                </label>
                <input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? `${passwordError} ${passwordHint}` : passwordHint}
                  className={inputClass}
                  {...register("password")}
                />
                <p id={passwordHint} className="mt-1 text-xs text-ink-muted">
                  At least {passwordMinLength} characters.
                </p>
                {errors.password && (
                  <p id={passwordError} className="mt-1 text-sm text-red-700">
                    {errors.password.message}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor="repeat-password" className="block text-sm font-medium text-ink">
                  Repeat the password
                </label>
                <input
                  id="repeat-password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={errors.repeat ? true : undefined}
                  aria-describedby={errors.repeat ? repeatError : undefined}
                  className={inputClass}
                  {...register("repeat")}
                />
                {errors.repeat && (
                  <p id={repeatError} className="mt-1 text-sm text-red-700">
                    {errors.repeat.message}
                  </p>
                )}
              </div>
              {failure !== undefined && <ErrorMessage error={failure} />}
              <button
                type="submit"
                disabled={isSubmitting}
                className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
              >
                {isSubmitting && <Spinner className="size-4" />}
                Set password and sign in
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
