/**
 * Unsaved changes are never lost without asking (issue 26): while the working invoice differs from
 * the stored one, a reload, closing the tab or leaving the site asks first (beforeunload), and the
 * working invoice is kept as a draft in the browser (`drafts.ts`). When the editor is entered for
 * a stored invoice that has a draft of this user, the draft is offered: restore it, or discard it;
 * an unsaved new invoice is offered back when its editor screen is reloaded.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { t } from '../../i18n';
import { localeAtom } from '../../state/app';
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { confirm } from '../ui/confirm';
import {
  editorEntryAtom,
  savedSnapshotAtom,
  selectedInvoiceAtom,
  uiSettingsAtom,
  workingInvoiceAtom,
} from './atoms';
import { draftKey, dropDraft, readDraft, writeDraft } from './drafts';
import { enterEditor, togglesFor } from './enterEditor';

const WRITE_DELAY_MS = 400;
/** The editor entry whose draft was offered already (the frame mounts again on every screen). */
let offeredEntry = -1;

function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // older browsers need a value; the browser shows its own text
  event.returnValue = '';
}

async function offerDraft(key: string, locale: 'de' | 'en') {
  const draft = readDraft(key);
  const current = JSON.stringify(appStore.get(workingInvoiceAtom));
  if (!draft || JSON.stringify(draft.invoice) === current) return;
  const time = new Date(draft.savedAt).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE');
  const restore = await confirm(
    t('editor.draft.title'),
    t('editor.draft.text', { time }),
    undefined,
    t('editor.draft.restore'),
  );
  if (!restore) return dropDraft(key);
  appStore.set(uiSettingsAtom, togglesFor(draft.invoice));
  // saved against the version it was made on: changed elsewhere meanwhile, the save says so (412)
  if (draft.version !== undefined)
    appStore.set(selectedInvoiceAtom, (m) => ({ ...m, version: draft.version }));
  appStore.set(workingInvoiceAtom, draft.invoice);
}

/**
 * An editor screen reloaded (F5) has no invoice in memory: the unsaved new invoice of this user is
 * offered back right there; without one (or declined) the start page opens, as before.
 */
export function ReloadedWithoutInvoice() {
  const session = useAtomValue(sessionAtom);
  const locale = useAtomValue(localeAtom);
  const entry = useAtomValue(editorEntryAtom);
  const [asked, setAsked] = useState(false);
  const login = session?.username;
  useEffect(() => {
    // only a page loaded on an editor screen; an invoice left in this page goes to the start page
    if (!login || entry.count > 0) return setAsked(true);
    const key = draftKey(login, {});
    const draft = readDraft(key);
    if (!draft) return setAsked(true);
    const time = new Date(draft.savedAt).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE');
    void confirm(
      t('editor.draft.title'),
      t('editor.draft.text', { time }),
      undefined,
      t('editor.draft.restore'),
    ).then((restore) => {
      if (restore) enterEditor(draft.invoice);
      else dropDraft(key);
      setAsked(true);
    });
  }, [login, locale, entry.count]);
  return asked ? <Redirect to="/Dashboard" /> : null;
}

export function UnsavedGuard() {
  const invoice = useAtomValue(workingInvoiceAtom);
  const saved = useAtomValue(savedSnapshotAtom);
  const meta = useAtomValue(selectedInvoiceAtom);
  const session = useAtomValue(sessionAtom);
  const entry = useAtomValue(editorEntryAtom);
  const locale = useAtomValue(localeAtom);
  const [dirty, setDirty] = useState(false);
  const login = session?.username;
  const key = login ? draftKey(login, meta) : null;

  useEffect(() => {
    if (!key || offeredEntry === entry.count) return;
    offeredEntry = entry.count;
    if (entry.offer) void offerDraft(key, locale);
  }, [key, entry, locale]);

  useEffect(() => {
    if (!key || !invoice) return;
    const timer = setTimeout(() => {
      const changed = saved !== JSON.stringify(invoice);
      setDirty(changed);
      if (changed) writeDraft(key, invoice, meta.version === undefined ? undefined : Number(meta.version));
      else {
        dropDraft(key);
        // saved for the first time: the draft of the "new" invoice is this one
        if (login && meta.id) dropDraft(draftKey(login, {}));
      }
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, invoice, saved, login, meta.id, meta.version]);

  useEffect(() => {
    if (!dirty) return;
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, [dirty]);
  return null;
}
