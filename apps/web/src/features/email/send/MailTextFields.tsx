import { Textarea, TextInput } from '@mantine/core';
import { MergeFieldMenu } from './MergeFieldMenu';

/** A mail's subject and message. */
type MailText = { subject: string; body: string };

/**
 * The subject and the message of a mail or a template (issue 41 §4), the message with "Insert field" for
 * merge fields; `required` marks the subject (a mail needs one, a template not). Test ids `<testId>-subject`, `<testId>-body`.
 */
export function MailTextFields({
  value,
  onChange,
  required,
  testId,
}: {
  value: MailText;
  onChange: (patch: Partial<MailText>) => void;
  required: boolean;
  testId: string;
}) {
  return (
    <>
      <TextInput
        label="Subject"
        required={required}
        maxLength={998}
        value={value.subject}
        onChange={(e) => onChange({ subject: e.currentTarget.value })}
        data-testid={`${testId}-subject`}
      />
      <Textarea
        label="Message"
        description={<MergeFieldMenu onPick={(f) => onChange({ body: value.body + f })} />}
        autosize
        minRows={6}
        maxRows={16}
        value={value.body}
        onChange={(e) => onChange({ body: e.currentTarget.value })}
        data-testid={`${testId}-body`}
      />
    </>
  );
}
