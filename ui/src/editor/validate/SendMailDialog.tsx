/**
 * The send dialog (issue 27): before an invoice goes out it shows to whom, and by e-mail the
 * subject and text from the company's mail template, editable, and what goes along (the XML, and
 * if chosen the ZUGFeRD PDF). What it shows is what the server
 * sends (it checks the edit again and refuses a bad one; the refusal is shown here, the edit kept).
 * A portal send (no mail) shows only its recipient.
 */
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MailChoice, MailDraft } from '../api/calls';

/**
 * The user's answer: the mail to send (with `zugferd`: the ZUGFeRD PDF attached beside the XML),
 * `portal` (a send without mail) or `null` (cancelled).
 */
export type MailAnswer = { mail: MailChoice; zugferd: boolean } | 'portal' | null;
export type AskMail = (draft: MailDraft, error?: string, zugferd?: boolean) => Promise<MailAnswer>;

interface Asking {
  draft: MailDraft;
  error?: string;
  /** the attachment choice of the previous round (a refused edit shows the dialog again) */
  zugferd?: boolean;
  resolve: (answer: MailAnswer) => void;
}

export function useSendMailDialog(): { ask: AskMail; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = useCallback<AskMail>(
    (draft, error, zugferd) =>
      new Promise<MailAnswer>((resolve) => setAsking({ draft, error, zugferd, resolve })),
    [],
  );
  const answer = (value: MailAnswer) => {
    asking?.resolve(value);
    setAsking(null);
  };
  return { ask, dialog: asking ? <SendMailDialog asking={asking} onAnswer={answer} /> : null };
}

function SendMailDialog({ asking, onAnswer }: { asking: Asking; onAnswer: (a: MailAnswer) => void }) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { draft, error } = asking;
  const email = draft.channel === 'email';
  const [to, setTo] = useState(draft.recipient);
  const [subject, setSubject] = useState(draft.subject ?? '');
  const [body, setBody] = useState(draft.body ?? '');
  const [zugferd, setZugferd] = useState(asking.zugferd ?? false);
  const first = useRef<HTMLInputElement>(null);
  const send = () => onAnswer(email ? { mail: { to, subject, body }, zugferd } : 'portal');
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onAnswer(null)}
      size="lg"
      initialFocusEl={() => first.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="send-dialog">
            <Dialog.Header>
              <Dialog.Title>{m('editor.validate.send.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {error ? (
                  <Alert.Root status="error" role="alert" data-testid="send-dialog-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {email ? (
                  <>
                    <Field.Root required>
                      <Field.Label>{m('editor.send.to')}</Field.Label>
                      <Input
                        ref={first}
                        type="email"
                        name="send-to"
                        autoComplete="email"
                        value={to}
                        onChange={(e) => setTo(e.target.value)}
                      />
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{m('editor.send.subject')}</Field.Label>
                      <Input
                        name="send-subject"
                        maxLength={draft.limits?.subject}
                        value={subject}
                        onChange={(e) => setSubject(e.target.value)}
                      />
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{m('editor.send.body')}</Field.Label>
                      <Textarea
                        name="send-body"
                        rows={9}
                        maxLength={draft.limits?.body}
                        value={body}
                        onChange={(e) => setBody(e.target.value)}
                      />
                    </Field.Root>
                    <HStack as="label" gap={2} fontSize="sm" alignItems="flex-start">
                      <input
                        type="checkbox"
                        checked={zugferd}
                        data-testid="send-zugferd"
                        onChange={(e) => setZugferd(e.target.checked)}
                        style={{ marginTop: '0.25rem' }}
                      />
                      {m('editor.validate.send.zugferd')}
                    </HStack>
                    <Text fontSize="sm" color="gray.700" data-testid="send-attached">
                      {m(zugferd ? 'editor.send.attachedZugferd' : 'editor.send.attached')}
                    </Text>
                  </>
                ) : (
                  <Text data-testid="send-portal-recipient">
                    {m('editor.send.portal', { recipient: draft.recipient })}
                  </Text>
                )}
                <Text fontSize="sm" color="gray.700">
                  {m('editor.validate.send.text')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onAnswer(null)}>
                {m('editor.action.cancel')}
              </Button>
              <Button data-testid="send-dialog-send" onClick={send}>
                {m('editor.send.send')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m('editor.action.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
