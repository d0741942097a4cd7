/**
 * Passkeys in the browser, with @simplewebauthn/browser: the server's options go to
 * navigator.credentials, and the authenticator's answer back to the server, which verifies it.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { PasskeyInfo, SignedIn } from "#contract/staff";
import { api } from "./api";

export const passkeysSupported = () => browserSupportsWebAuthn();

export async function addPasskey(name: string | undefined): Promise<PasskeyInfo[]> {
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>("/passkeys/registration-options", {
    method: "POST",
  });
  const response = await startRegistration({ optionsJSON });
  const result = await api<{ passkeys: PasskeyInfo[] }>("/passkeys", {
    method: "POST",
    body: { response, ...(name ? { name } : {}) },
  });
  return result.passkeys;
}

export async function signInWithPasskey(): Promise<SignedIn> {
  const { challengeId, options } = await api<{
    challengeId: string;
    options: PublicKeyCredentialRequestOptionsJSON;
  }>("/passkeys/authentication-options", { method: "POST" });
  const response = await startAuthentication({ optionsJSON: options });
  return api<SignedIn>("/passkeys/session", { method: "POST", body: { challengeId, response } });
}
