import { useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { lazyModal } from "./lazy-modal";
import { closeModalHref, openModalName, type ModalName } from "~/lib/modal-url";

/**
 * The modals `?modal=` can open (a modal is URL state, so a link opens it without JavaScript). Each belongs to
 * its feature's engineer; they load on demand in the browser and are rendered in full by the server.
 */
const signIn = lazyModal<{ closeHref: string }>(() => import("~/components/account/SignInModal"));
type FormModalProps = { closeHref: string; searchParams: URLSearchParams };
const formModals = {
  project: lazyModal<FormModalProps>(() => import("~/components/forms/ProjectModal")),
  idea: lazyModal<FormModalProps>(() => import("~/components/forms/IdeaModal")),
  "custom-size": lazyModal<FormModalProps>(() => import("~/components/forms/CustomSizeModal")),
  presentation: lazyModal<FormModalProps>(() => import("~/components/forms/PresentationModal")),
} satisfies Record<Exclude<ModalName, "login">, unknown>;

/** Makes sure the server has the modal `search` asks for before it renders (call from the root loader). */
export async function preloadModal(search: string): Promise<void> {
  const name = openModalName(search);
  if (!name) return;
  await (name === "login" ? signIn : formModals[name]).preload();
}

/** Renders the modal the URL asks for, if any. The sign-in modal is not offered to a signed-in user. */
export function ModalOutlet({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const name = openModalName(location.search);
  if (!name || (name === "login" && signedIn)) return null;
  const closeHref = closeModalHref(location);

  return (
    <Suspense fallback={null}>
      {name === "login" ? <signIn.Component closeHref={closeHref} /> : <FormModal name={name} closeHref={closeHref} search={location.search} />}
    </Suspense>
  );
}

function FormModal({ name, closeHref, search }: { name: keyof typeof formModals; closeHref: string; search: string }) {
  const { Component } = formModals[name];
  return <Component closeHref={closeHref} searchParams={new URLSearchParams(search)} />;
}
