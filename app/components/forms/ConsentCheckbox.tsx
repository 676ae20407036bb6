import { usePrivacyPolicy } from "./root-data";
import { Checkbox } from "./Checkbox";

export type ConsentCheckboxProps = {
  /** Override the common `form.private_policy` HTML (already sanitized on the server). */
  html?: string;
  /** Override the common `form.private_policy_version`. */
  version?: string;
};

/**
 * The privacy-policy consent every lead form carries: field `consent`, text from the common data,
 * and the version of that text in `consent_version`, stored with the request.
 */
export function ConsentCheckbox({ html, version }: ConsentCheckboxProps) {
  const policy = usePrivacyPolicy();
  return (
    <>
      <Checkbox name="consent" labelHtml={html ?? policy.html} required className="field--consent" />
      <input type="hidden" name="consent_version" value={version ?? policy.version} />
    </>
  );
}
