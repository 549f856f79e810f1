/**
 * Generate (and download) or generate and send (spec §7, §8). An invoice not yet stored (or with
 * unsaved changes) is saved first, and generation names the stored invoice (`rechnungId`), so the
 * server links the XML to it and "mark as manually sent" works later (server API.md). Answers: 'Prüfungsfehler' with the count of messages when the
 * generated XML fails its check; already generated / not found → message, then the start page;
 * a functional error; otherwise the technical error text.
 */
import { ApiError } from '../../api/errors';
import { t } from '../../i18n';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { downloadText, safeFileName } from '../actions/download';
import { saveInvoice } from '../actions/saveInvoice';
import {
  type GenerateKind,
  type GenerateResponse,
  generateCall,
  type MailDraft,
  sendMailCall,
  sendMailDraftCall,
} from '../api/calls';
import { recipientKindOf } from '../model/recipient';
import { onSave, stripIds } from '../model/rulesApi';
import { savedSnapshotAtom, selectedInvoiceAtom, workingInvoiceAtom } from '../state/atoms';
import { leaveEditor } from '../state/enterEditor';
import { inform, toast } from '../ui/confirm';
import type { AskMail } from './SendMailDialog';
import { generateKind, type SyntaxChoice } from './syntax';

type Navigate = (to: string) => void;

/** The stages of a generation the user is shown: saving first when needed, then the server's work. */
export type GenerateStage = 'save' | 'generate' | 'send';

/** A stage as step `step` of `total` (the stages this generation passes through). */
export interface GenerateProgress {
  stage: GenerateStage;
  step: number;
  total: number;
}

export async function generateInvoice(
  syntax: SyntaxChoice,
  spec: string,
  send: boolean,
  navigate: Navigate,
  onProgress: (progress: GenerateProgress) => void = () => {},
  /** A send first shows its mail (recipient, subject, text) in the send dialog; cancelled → nothing is sent. */
  askMail?: AskMail,
): Promise<string | undefined> {
  const stages: GenerateStage[] = [...(needsSave() ? (['save'] as const) : []), send ? 'send' : 'generate'];
  const enter = (stage: GenerateStage) =>
    onProgress({ stage, step: stages.indexOf(stage) + 1, total: stages.length });
  if (stages[0] === 'save') {
    enter('save');
    if (!(await saveInvoice(navigate, true))) return undefined;
  }
  const invoice = appStore.get(workingInvoiceAtom);
  const meta = appStore.get(selectedInvoiceAtom);
  if (!meta.id) return undefined;
  const plain = onSave(stripIds(invoice));
  const kind = generateKind(syntax, plain);
  try {
    enter(send ? 'send' : 'generate');
    // a business customer's invoice is EN 16931: no XRechnung version, the ZUGFeRD EN 16931 profile
    const business = recipientKindOf(plain) === 'business';
    const query = {
      ...(business ? {} : { spec }),
      rechnungId: String(meta.id),
    };
    // a ZUGFeRD PDF beside the XML (chosen in the send dialog): profile XRECHNUNG, EN 16931 for a business
    const zugferd = business ? ('en16931' as const) : ('xrechnung' as const);
    const answer =
      send && askMail
        ? await sendWithMail(kind, query, askMail, zugferd)
        : await generateCall(kind, plain, send, query);
    if (!answer) return undefined;
    const xml = String(answer.xml ?? '');
    if (send) {
      toast('success', t('editor.validate.sent'));
      leaveEditor();
      navigate('/Dashboard');
    } else {
      const name = answer.fileName
        ? String(answer.fileName)
        : `${safeFileName(plain.Invoice_number?.Content, 'xrechnung')}.xml`;
      downloadText(xml, name.replace(/\.xml$/, `_${syntax}.xml`), 'application/xml');
      toast('success', t('editor.validate.generated'));
    }
    return xml;
  } catch (error) {
    await generationFailed(error, navigate);
    return undefined;
  }
}

/**
 * The send dialog's round: the server's draft shown, the user's edit sent; a refusal of the edit
 * (a second address, a subject on two lines, …) shows the dialog again with the message and the edit.
 */
async function sendWithMail(
  kind: GenerateKind,
  query: { rechnungId: string; spec?: string },
  askMail: AskMail,
  zugferdProfile: 'xrechnung' | 'en16931',
): Promise<GenerateResponse | undefined> {
  let draft: MailDraft = await sendMailDraftCall(query.rechnungId, appStore.get(localeAtom));
  let error: string | undefined;
  let attach = false;
  for (;;) {
    const choice = await askMail(draft, error, attach);
    if (choice === null) return undefined;
    if (choice === 'portal') return generateCall(kind, undefined, true, query);
    const { mail, zugferd } = choice;
    attach = zugferd;
    try {
      return await sendMailCall(kind, mail, zugferd ? { ...query, zugferd: zugferdProfile } : query);
    } catch (e) {
      if (!(e instanceof ApiError && e.messageKey?.startsWith('send.error.mail'))) throw e;
      draft = { ...draft, recipient: mail.to, subject: mail.subject, body: mail.body };
      error = e.message;
    }
  }
}

/** No stored invoice yet, or changes since the last save (a save would also unlink an older XML). */
export function needsSave(): boolean {
  if (!appStore.get(selectedInvoiceAtom).id) return true;
  return appStore.get(savedSnapshotAtom) !== JSON.stringify(appStore.get(workingInvoiceAtom));
}

async function generationFailed(error: unknown, navigate: Navigate): Promise<void> {
  const e = error instanceof ApiError ? error : undefined;
  const body = (e?.body ?? {}) as { count?: number; errors?: string[]; findings?: { messageId?: string }[] };
  if (e?.code === 'XML_CHECK_FAILED') {
    await inform(
      'error',
      t('editor.validate.checkFailed', { count: body.count ?? body.errors?.length ?? 0 }),
      undefined,
      body.errors?.slice(0, 20),
    );
    return;
  }
  if (e?.code === 'INVALID_RECHNUNG_STATUS' || e?.status === 404) {
    await inform(
      'error',
      t('editor.dialog.generateFailed'),
      t(e.status === 404 ? 'editor.error.notFound' : 'editor.error.alreadyGenerated'),
    );
    leaveEditor();
    navigate('/Dashboard');
    return;
  }
  if (e?.code === 'NO_DELIVERY_TRANSPORT') {
    await inform('error', t('editor.dialog.generateFailed'), t('send.error.noTransport'));
    return;
  }
  if (e?.code === 'FUNCTIONAL_ERROR' || e?.code === 'INVALID_INVOICE') {
    await inform('error', t('editor.dialog.generateFailed'), e.message);
    return;
  }
  await inform('error', t('editor.dialog.generateFailed'), t('editor.error.technical'));
}
