/** What the sign-in panel shows (from the flow cookie and `?step=password`); the form id stays on the server. */
export type SignInView = { step: "phone" | "code" | "password"; phone: string; resendIn: number };
