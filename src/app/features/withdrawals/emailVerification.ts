/**
 * Verifying the signed-in person's e-mail address with the identity provider: send the
 * link, and after they opened it, reload the account and take a fresh ID token (the server
 * reads `email_verified` from the token; docs/money.md). The Firebase effects are the
 * default; tests set their own, as they do for the ID token getter.
 */
export interface EmailVerificationEffects {
  sendVerificationEmail(): Promise<void>;
  /** Answers whether the address is verified now; the next API call carries the new token. */
  refreshVerification(): Promise<boolean>;
}

async function signedInFirebaseUser() {
  // Loaded when asked for: the Withdrawals screen renders before the identity provider is here.
  const firebase = await import('@app/firebase/firebaseApp');
  return firebase.signedInFirebaseUser();
}

const firebaseEmailVerification: EmailVerificationEffects = {
  async sendVerificationEmail() {
    const { sendEmailVerification } = await import('firebase/auth');
    await sendEmailVerification(await signedInFirebaseUser());
  },
  async refreshVerification() {
    const user = await signedInFirebaseUser();
    await user.reload();
    if (user.emailVerified) await user.getIdToken(true);
    return user.emailVerified;
  },
};

let effects: EmailVerificationEffects = firebaseEmailVerification;

export function emailVerification(): EmailVerificationEffects {
  return effects;
}

export function setEmailVerificationEffects(replacement: EmailVerificationEffects): void {
  effects = replacement;
}
