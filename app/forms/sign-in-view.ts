/** What the sign-in panel shows (from the flow cookie and `?step=password`); the form id stays on the server. */
export type SignInView = {
  step: "phone" | "code" | "password";
  /** The phone field's value on step 1. */
  phone: string;
  resendIn: number;
  /** On step 1: the phone a still-usable code was sent to, whose step is offered again. */
  pendingPhone: string | null;
};
