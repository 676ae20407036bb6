import { FormError } from "~/components/forms/FormError";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextArea } from "~/components/forms/TextArea";
import {
  ADMIN_REQUEST_ANSWER,
  ADMIN_REQUEST_ANSWERS,
  ADMIN_REQUEST_ANSWER_SEND,
  ADMIN_REQUEST_ANSWER_SENT,
  ADMIN_REQUEST_ANSWER_TEXT,
  ADMIN_REQUEST_NO_EMAIL,
} from "~/config/messages/admin-requests";
import { adminRequestAnswerValidator } from "~/forms/admin-order";
import type { StaffRequest } from "~/server/admin/requests-api.server";
import { formatMoment } from "../format";

/** The answers sent so far, and the form that sends another to the request's e-mail. */
export function RequestAnswers({ request }: { request: StaffRequest }) {
  return (
    <section className="admin__card" aria-labelledby="request-answer">
      <h2 id="request-answer">{ADMIN_REQUEST_ANSWER}</h2>
      {request.answers.length > 0 ? (
        <>
          <h3>{ADMIN_REQUEST_ANSWERS}</h3>
          <ol className="admin__history">
            {request.answers.map((answer) => (
              <li key={answer.id}>
                <time dateTime={answer.created_at}>{formatMoment(answer.created_at)}</time> ·{" "}
                {ADMIN_REQUEST_ANSWER_SENT(answer.recipient, answer.staff_email)}
                <p className="admin__text">{answer.text}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {request.email ? (
        <PostForm id="request-answer-form" validator={adminRequestAnswerValidator} action={`/admin/requests/${request.id}`}>
          <TextArea name="text" label={ADMIN_REQUEST_ANSWER_TEXT} rows={6} />
          <FormError />
          <SubmitButton pressableWhenIncomplete>{ADMIN_REQUEST_ANSWER_SEND}</SubmitButton>
        </PostForm>
      ) : (
        <p>{ADMIN_REQUEST_NO_EMAIL}</p>
      )}
    </section>
  );
}
