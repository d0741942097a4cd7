/** The sign-in screen: Email, Password, Sign in; one generic message when it fails. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "~/components/spinner";
import { signInSchema, type SignedIn, type SignIn } from "#contract/staff";
import { api, ApiFailure } from "../api";
import { FormField } from "../components/form-field";
import { passkeysSupported, signInWithPasskey } from "../passkeys";
import { meKey } from "../session";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-ink focus:border-brand-600";

/** Only a path inside the console is followed after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : "/";
}

export default function SignInPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  useEffect(() => {
    document.title = "Sign in · Staff console";
  }, []);

  const [withPasskey] = useState(passkeysSupported);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  async function passkeySignIn() {
    setFailure(undefined);
    setPasskeyBusy(true);
    try {
      const me = await signInWithPasskey();
      queryClient.setQueryData(meKey, me);
      await navigate(safeNext(params.get("next")), { replace: true });
    } catch (error) {
      setFailure(
        error instanceof ApiFailure
          ? error.message
          : "Signing in with a passkey did not work. Please try again or use your password.",
      );
    } finally {
      setPasskeyBusy(false);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const me = await api<SignedIn>("/session", { method: "POST", body: values });
      queryClient.setQueryData(meKey, me);
      await navigate(safeNext(params.get("next")), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.message : "Signing in failed. Please try again.");
    }
  });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface-muted px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Staff console</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Sign in</h1>
        {params.get("signedOut") !== null && (
          <p role="status" className="mt-3 text-sm text-ink-muted">
            You are signed out.
          </p>
        )}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <FormField id="email" label="Email" error={errors.email?.message}>
            {(control) => (
              <input
                type="email"
                autoComplete="username"
                className={inputClass}
                {...control}
                {...register("email")}
              />
            )}
          </FormField>
          <FormField id="password" label="Password" error={errors.password?.message}>
            {(control) => (
              <input
                type="password"
                autoComplete="current-password"
                className={inputClass}
                {...control}
                {...register("password")}
              />
            )}
          </FormField>
          {failure && (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              {failure}
            </p>
          )}
          <button
            type="submit"
            disabled={isSubmitting}
            className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {isSubmitting && <Spinner className="size-4" />}
            Sign in
          </button>
        </form>
        {withPasskey && (
          <button
            type="button"
            onClick={() => void passkeySignIn()}
            disabled={passkeyBusy}
            className="mt-3 flex w-full items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
          >
            {passkeyBusy && <Spinner className="size-4" />}
            Use a passkey
          </button>
        )}
      </div>
    </main>
  );
}
