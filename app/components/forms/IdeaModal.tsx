import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Modal } from "~/components/modals/Modal";
import { LABEL_DISCUSS_PROJECT } from "~/config/messages/common";
import { LABEL_IDEA_CHOOSE } from "~/config/messages/forms";
import { positiveId } from "./url-ids";
import { IdeaForm } from "./IdeaForm";
import type { SelectOption } from "./SelectField";
import { PageLink } from "~/components/ui/PageLink";

type FormModalProps = { closeHref: string; searchParams: URLSearchParams };

/**
 * `?modal=idea&idea={id}`: "Обсудить проект" from an idea page, the selector hidden. Opened without an idea,
 * the options come from the /request/idea loader (with JavaScript); without JavaScript the modal links to
 * that page, which renders the selector itself.
 */
export default function IdeaModal({ closeHref, searchParams }: FormModalProps) {
  const ideaId = positiveId(searchParams.get("idea"));
  const hydrated = useHydrated();
  const options = useFetcher<{ ideas: SelectOption[] }>();

  useEffect(() => {
    if (!ideaId && options.state === "idle" && !options.data) options.load("/request/idea");
  }, [ideaId, options]);

  const pageHref = `/request/idea?${new URLSearchParams({ source: closeHref })}`;
  return (
    <Modal title={LABEL_DISCUSS_PROJECT} closeHref={closeHref}>
      {ideaId || hydrated ? (
        <IdeaForm source={closeHref} ideaId={ideaId} ideas={options.data?.ideas ?? []} />
      ) : (
        <PageLink to={pageHref}>{LABEL_IDEA_CHOOSE}</PageLink>
      )}
    </Modal>
  );
}
